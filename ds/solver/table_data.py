"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 27716,
    "D3V": 2785,
}
WINNABLE: dict[str, str] = {
    "D1N": (
        "eNr7/x8I6v9DwH4gRALf/xMP3iNz7sNZv1GlgdQ/OOsvftP+oTjhPcyFOMFfVJshoA6FV4tPPzr4jQiGanyeRbjrPWFDYf4BABh/"
        "cWQ="
    ),
    "D3N": (
        "eNp7/x8Gvv9HgPv/sYN6JPbf/6SA/Shm3ocb8A/Mf49i3vv/v9G1/8bgf0dxwW88bvr3/98/OBOkBO6S81ht+Y7mUWSD3/8nGbzH"
        "FmYASXZzGA=="
    ),
    "D1V": (
        "eNpdV0GOYjcQLbv9iUE9kSEoQsrGkI5EsiJSDmBaLFpRFp0bkCiLHMMgNOpJNj3SLLJsjXIQ5iZ9lLxX5f9hgtTwMeVy+dWrV9Xi"
        "RbJkVzp8SJJbuS8yle9ExEmdicfHNgoe/WSLxYI/CdxTi8+lVi9V5E5SuIkxSc3Jh3spqdLMlXqyLUk30anne6R3vGi1x656n+on"
        "iYhAf/Y04Bm6zdP4JTcHbSfec/F8zLVfdcOv2eI8SgkSopeSubkk/jSZ5oTfa3D0WGAfojxZbFX3BenfLMY6c7G+o+t+ESHFypuV"
        "3vAJIWfsX2kIixhwVs7JwtnbVZd97OY+wU3Bcprvgtz7torPDd3GfVa/3q5irxge2iX11KgwyRj3O+v22Oyyxuj4kaIE+p7FNWOo"
        "ZbhfbdZEZSs5FP+ADLgpbDVDik2Cr1DPMHdrGq+kfDrJZ68bHFuNEXYU4kg8+lQSv0eE67zdPI/lT6zAkCfkxgWpSX8tRYNZiKvI"
        "3Q43xw07xvrUjMGVUWXCGTwwB1NcvcOx2RwkxJvh3qwvr5CZmOgHLKf+tcr/XhWJ2jqA2YJiDh9kO9kMFljgST8wKCkdgQTw3ZE/"
        "bdViwkuG3SPYSX7Exs1H3V0l9SeJj5qIXap7XQSXVpn3Pb4xm/ex9iWy7s/P3rmQW2Xw9XAAdwuJTTgz0ZDUSfJyXNCkLv2NjyUn"
        "Y0cMdBgcieNxiRB6OmuZgirJym3VjjxHbwHPN8qHUUu5IZRbEYfSe+HDQbPqGWNlJY9VC/h0V5i3OtSQ8+rPEmq14eWqQoQ4e+Wj"
        "g7fxJQsrRLC7kRb3HSrP84B4f5XO5JMYcUo4mFDQ+xn4gcGLPCWp8eUWZiMxBo29PPPU1Eoksfz5tIcUYve5xNKoTF0Z7YhBVoIB"
        "3g9MaxZDCXc3TCMZpbhuZRPPFrSx38khNK7yguKCbj4NCOnf0r5u7e6hTunutzP8Hsys4IDDMRtejfrA05G+QtKVOiB3UBHK0Pik"
        "OWyAu/T3AL2mM+AiFdxqFHSXOJoUYY3lmj4roRi9m8mVUHtgp/ik9gCevygL41AYXK6Nw6IVxhNXge8aeezZ3+6gdLs3Z9VUGCRa"
        "y1qDOXMJWvSl5DlCeCnsORAe2RVzFTbg/1J3FSIeAKTpZ3hNchwHp2eeIESGSVFhLVrTqop+kPAKfZ3pHaK9IxVNexboCN/EOJZb"
        "lF106BiJVV/lrVMuIhNLSgz7XjpUsWbL2va/B2bPi19I2W541IumgU7QahOb7lFY1Vn79v5Wnveorc4yc8oqLiaDcUhRSrp4W55u"
        "Q4RQPUUIl7+RSw7V/JFFUboXgOhk00gsGxVjp6n7EY66PsmqqbqRarKXGeaGptXiFlbGzhivXUJqB9Zka3bUMjs9WZJz3rkJC6nQ"
        "HJ2ARay0ZsevrX8+LsTZmPC9djS59GVVmENmUmoat1BILtczB4WyXnbPxte7pn1n97GYmKymZYHQnoEzIqDGOK1fR3WVV0SYI9ET"
        "7zKbpZZyqB5NUjAARL+CHskkiwkHg9JeoBBVDQytjTfGpGVPnGU4smBaoURz5EFYncortt1BD3xARERf8kY1BXiNVv0sZnDzAudv"
        "I3ge5Q0BPskX2DlupfgWMQK6bEA/tzYke85GlOD0kfd3ikKvBXUQhaLjmWg6rvliIsrEOG134daH/e4JLfymn40C9bBm9we/vOS3"
        "DB9RrHxid2GF53KZqwKnUcsWGw2bOey9u+iOqnYI9REVKfOpCXL6We1rndocFNus5iuEojqMYPfDfJhnMk2sQUdN8uH5iBkCoQUd"
        "RXZAbR23WulRZTRQkb5WyuXs/nJX1ZSfJV4NEn6e+17IfHt5OR45hyrFYJ84GncPMi7W1Luy8r9SjLr66CXpdLeTdzdIN8lwguSV"
        "mMbazeTfn9CMYkGLLyGPIKl5aJXspChJR53QQeCEPhJ09EuYSca86doHDFiqyMMgeoAXRiVpfRzgZRVHm9GVOwf5ZTuyNtBx0jSb"
        "+GEwr1Tm0PcoXStgPf+LYIhntsgQtA3+o11gad0P5wL48pUCCBjDdIt8F5k0SQGWAWOpNf7orwa1ClnXspl+0gJFZaIZ7SnIGsgu"
        "aQ68SnRo8+xcp9P3qgW9M8/yPRUWcsC/MZxLd3LdwFQBkt3OGwgyB8AjneBEezCIUkODb/kQZG7zo/Iy5DXHPNb+iEVrw6XhZrPA"
        "E3JX5D+CR/nd"
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBRgaSAbp1HFichGTyAigLAN+zArs="
    ),
}

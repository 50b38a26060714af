"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 13986,
    "D3V": 2385,
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
        "eNpdVEtuWzEMpBg5kIMUkIMsslSMFDC6yhFkw4ssewR312PQRhYpummBHiBHcW/So3SG1HtJK8DvPUv8DIdDiYo0aakv8JIq17Lr"
        "spKPIpLEbkTx2hbBp15tsdnxk0wf69q6mYqJPEjNF6VUsVY176RXo1nq9hwu1Z0YVPksjI5FqwO8bFfttxQg8GOlAXO4m9L4tY0A"
        "wxPP1pWfzabdNJ+2wHmSniUXld7o3CuPrlat4txyYsQO+1zkJbCZ+2WZHoHRblKxbww9bQJSMVbWJ8MXQG7wXzuEu5KRq7UacA5R"
        "6v2EPcJXhOnYrrf7LDsdu3g/Mmw5NI+rUUqskp9GkZ61OE2yRH1ndy/DrjnGxFctkhn7pmyIwfpcnw1rsrKVlrs+oQNpBVvvkHNT"
        "ESvbGeZpQ+O19N/P8s+6QFoLRUQq4KhM/dwr/xfATRqVt6V8xQ4MmaENLYhVP+3dwdxJMvRuj8pR4YJYX4YxtHJpbDjBg3MoJdkD"
        "0rYIUIG3IXxYv63c2JiiM5cr/WPy3zI0aptA5gDFHj7J9upxtsAGM30iKOkLEgniFycebd3iikXm/Weok/ooQ5uf3dukTplEizdi"
        "X+3gm9DSurHe04ew+VlsGpHNlL9pSrmNyeB6OkK7ncImnY1sSF1IVTnd0cTu9UJLbzXUUTID5kThKIrIeZKzjymkUmPc1iPluWgA"
        "vn10PVyOlgdDbQxx7lMUfhy9q0qMxkle+l3Ar4fOvtk8Q0k9XjQ0ZkPl3YQIeVbXY0K05VsX1kCwv5CB+wGTp0xQdu/aWbVKCKfn"
        "Y1wUjH4Gf1DwXVtR1PhzDbNLCQUtVX4wax0jUjn+/DrgKoT3uZc+pMx75XJPDpoLDPT+YlubBEuoPTgtVJTzupXHcg7Qof4kxzy0"
        "ygIlZXd+nhny33383Ubt2VYM9+WMuMcw60hwPLXga0gffCbKVyi6bjNzR7+EGu746j0chKf6fabe25lRiEFbQ4LpDce4irDHca3/"
        "jFApmm7k3UWt4M75qeMDOn91FZZ5MLhtQ8PiE8aM68ynIy+T+kcNLrddBLO4hSGijWwczFn+AgjYdNs="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBRgaSAdhAAHMzAgE="
    ),
}

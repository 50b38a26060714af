"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 28316,
    "D3V": 537905,
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
        "eNpdV0GOYjcQLbv9iUFMZAiKkLIxpCORKAsi5QCmxaIVZdG5AYmyyDEMQqOeZNMjzSLL1mgOwtxkjpL3qvx/M0Fq+Jhyufzq1atq"
        "8SJZsisdPiTJVO6KzOQ7EXFS5+LxsYuCRz/ZYbHgTwL31OJzqdVLFbmVFG5iTFJz8uFOSqo0c6WebUvSTXTq+R7pHS9aHbCr3qX6"
        "USIi0J89DXiGbvM0fs7NQduJ91w8H3PtV93wa7Y4T1KChOilZG4uiT9NZjnh9xocPRbYhyiPFlvVfUH6N4uxzl2sb+i6X0RIsfJm"
        "pTd8RMgZ+9cawjIGnJVzsnAOdtVVH7u5T3BTsJwW+yB3vq3ic0u38ZDVr7er2CuG+3ZJPTUqTDLG/S66PTa7rDE6fqQogb7nccMY"
        "ahnuV5s1UdlJDsXfIwNuBlvNkGKT4CvUC8zdhsZrKR/P8tnrBsdWY4QdhTgSjz6XxO8R4TpvN89j+QsrMOQJuXFBatJfS9FgluIq"
        "crfHzXHDjrE+NmNwZVSZcAYPzMEUV29xbDYHCfFmuDfrl1fITEz0A5Yz/6nK/14Vido5gNmCYg7vZTfZDhZY4Ek/MCgpHYEE8N2J"
        "P+3UYsJLhv0D2El+xMbNB91dJfUniY+aiH2qB10El9aZ9z29Mpu3sfYlsunPz965kFtl8HV/BHcLiU04M9GQ1EnyclrSpK78jY8l"
        "J2NHDHQYHInjcYkQejprmYIqycpt3Y68RG8BL7bKh1FLuSGUWxGH0nvhw1Gz6hljZSWPVQv4dFuYtzrUkPPqzxJqteHlqkKEOHvl"
        "o4O38UsW1ohgfyMt7ltUnucB8e4qncknMeKUcDShoPcL8AODl3lGUuPLFGYjMQaNvTzx1NRKJLH8+XSAFGL3pcTSqExdGe2JQVaC"
        "Ad53TGsWQwl3N0wjGaW47mQbLxa0sd/JMTSu8oLigm4+Dwjp38q+7uzuoc7o7vcL/B7NrOCA4ykbXo36wNORvkLSlTogd1QRytD4"
        "pDlsgLv0zwC9pjPgIhXcahR0L3E0KcIayzV9VkIxejeXK6H2wE7xSe0BPH9WFsahMLhcG4dFK4wnrgPfNfLYs7/dQel2Z86qqTBI"
        "tJGNBnPhErToS8kLhPBc2HMgPLIv5ipswf+V7ipEPABI08/wKclpHJyeeYYQGSZFhbVoTasq+kHCK/R1rneI9o5UNO1ZoiN8E+NY"
        "pii76NAxEqu+ymunXEQmVpQY9r10rGLNlrXt/wjMnhe/lLLb8qhnTQOdoNUmNt2TsKqz9u3DVJ4OqK3OMnPOKi4mg3FIUUq6OC2P"
        "0xAhVI8RwuVv5CWHav7AoijdM0B0sm0klq2KsdPU/QRHXZ9k1VTdSDU5yBxzQ9NqcUsrY2eM1y4htQNrsjU7apmdnizJOe/dhIVU"
        "aI5OwCJWWrPj19Y/H5bibEz4XjuavPRlVZhjZlJqGrdQSC7XMweFsll1T8bX26Z9F/e+mJisZ2WJ0J6AMyKgxjitX0d1lU+IMEei"
        "J95lNkst5VA9mqRgAIh+DT2SSRYTDgalvUAhqhoYWhtvjEnLnjjLcGTBtEKJ5siDsDqVV2y7hR74gIiIvuStagrwGq37Wczg5gUu"
        "30bwPMorAnyWL7Bz3ErxNWIEdNmAfmptSA6cjSjB6T3v7xSFXgvqIApFxzPRdFzzxUSUiXHa7sLUh8P+ES38pp+NAvWwZvcnvzzn"
        "1wwfUax9YndhhefyMlcFTqOWLTYaNnPYe/eiO6raIdQHVKQsZibI6Re1r3Vmc1Bss5qvEIrqMILdDfNhnssssQYdNcmHpxNmCIQW"
        "dBTZA7VN3GmlR5XRQEX6WimXs/vbXVVTfpJ4NUj4Re57IfPt5fl04hyqFIN94mjc3cu4WFPvytr/RjHq6oOXpNPdXt7cIN0kwxmS"
        "V2IaazeTDz+jGcWCFl9CHkFS89Aq2UlRko46oYPAGX0k6OiXMJOMedONDxiwVJGHQfQIL4xK0uY0wMsqjjajK3eO8utuZG2g46Rp"
        "NvHdYF6pzKHvUbpWwHr+F8EQL2yRIWgb/Fe7wMq6H84F8OUrBRAwhtkO+S4yaZICLAPGUmv80V8NahWyrmUz+6gFispEMzpQkDWQ"
        "fdIceJXo0ObZhU6nb1ULemee5XsuLOSAf2M4l+7luoGpAiS7nTcQZAGARzrBifZgEKWGBt/qPsjC5kflZcgbjnms/RGL1oZLw81m"
        "gUfkrtg0BS1NicVf+qk/Wufh7aKO4zPggJRt0o91bB3VaUY5QmP7HnT9D0dN/fw="
    ),
    "D3V": (
        "eNrtXUuS5DYOFWHOBCbCC3o3S4xXcwwcwUeCO+YgfdSpaldVplIUvwBJyc0IR7syJRIE3nsAmMqqbXsatJ2M9zf848d/4rbhlhqw"
        "yfs/vx5nfXvd7a/l9/94y42wn/9svJkZ4HDXk/Gvy5eM1+UwYtLTzN8Ta6T85p488uSxt9Udvm7y3DdbdJaqjcLRqY8wusglPj4d"
        "u8c9nHS/f2zh95d7/1qKY5g8tSCJj9cL3O7/6e0SKvWXnEc5ZG6lbIToBB8cA07Y7Z0yBMXMi7+lbsBPN7rc9PLYBCeBkvdo6wi9"
        "E/jEi3TuJJcSjo8JqMAJMfC7/epyZDHy83vQuneO2CVRV4SEwHJ0Lni8AnHO/hKLIhXoGtLRLeHDLPkxB8V4hoqwoxqiRzyOcR2T"
        "EwEIBepxMv61m5uLnIC2ZPQ7ENHeEdTK3xCzg/OpUvrUh6NhOZ00XwlxzJvwOblU1AHZSqhLjH15YtPQJyg2RI445uwk2fddCS/k"
        "dJ4fsQj7vOIoRplMUOi3murvK71IV914HhunFWu/WQ1fwOICv3BPptWrV8rXCDWC8HnxP9ro3BQ92ucc7Ieof6/ufYTQVCNU0qaN"
        "FE+fvP07kmBDWeGGr1GsNQtfvelLsMm7C2Mpjiv6mkM0QlU+8q87+jMC6ObijrMq9r+4s+SM1qjM42g+hLrjAFAXGei5DHVX5TMf"
        "hA9AhkKqnOL5W8nWycy18ryjzDIBctocemtBedjQXEL+pzGblBXAvm57/ZGjOKKymUyaCjNXnHqlVmyeNoK+yjFy4g4pl6k4Jzk5"
        "sTt1T/FajfUGVzVbkds5oj1Vwh5asRwe11JzcsBz3cROTnH6xSpnh1c/UT0//JltcEJA2QYOX7IelmkXxHdAFYx5mY9rjyWew+Wa"
        "CpjQ7IuPcHIiKaNFCHk3L2a03Z9smtrVKOpnSNETEg5xTTWfSxXTeDAgfB5qtsi4m8zZ1w9di8b356YstFAg1GwVK94JKcxAeabl"
        "3It8XJIO75UU/L7oLX96OZfJDQw9B3I9LV+RsvHZ/P99h5X4oz3h8wZf6B8XBSgYOutt6765lBNXk5q5YglMfPDGSTxTjfApZNRd"
        "kHwqYPL6k39epFDDpdFGTLuBjg79UR4fq7zyXAOx8OwyXdCsKri4k1aN+9N2KeYeVzf/WXx9Qq3gZd+gu2kuvI2yWQWSxGzjJ5W3"
        "Wy6zSsiyjiTyxNWxQ/j+4jvfD0z6CHxFqYcVJz6RNk/qWF4qu+ExMbYxNnPh43yNOAlmiZnvO1d/dXW/ur3NAqD4eWPmpOTHU2oe"
        "Ks9+XNZP0FMAuq8JhRsqN6Ojhwo8UBtt45MTQoyHEF1Q2uxwxk0h9BDrYwJUhr4KHsAYd9xzc6g7F1Aqj4I7vR7m+QXs5UMZbLir"
        "SKYpn3Unr9i8rSQQEwff0ljfy6HYu9g9R8OGwwW5WbuCmMKVUkIhijLAev7jSqFD12O4TQlX5VpXLuP1dYFTn9GiyFUuBHw3zodm"
        "ZN8n3tMrHpuA04hIuZiR7Id4xShupOjNUhPD9rcatAh9ZJrKFYkf5rrfayUaUHHKyIHP/3Z9/GFKcF5JVOasSrXVOV6JOUuML4cy"
        "DgQNDIud6LJPfdW2pOlO/eduhE3SDGhvieeSa7tmKowUKBniqZ5Ej3Ez8WooHV/NWIgcFWyzHVNNUiWat9AyNemNRrgul6aPiqoD"
        "FKbBSzqJmvn+PJqfVLx2uhjd6JRsV0byZlY/5yf20gYnt6wYD7KPuysBHKgiA6fevtjorKzIXDuh9YYQgaFTALq/JxCUMO9KcZV/"
        "TNteKz+jX/q7oHwJWnj7OZYryn+O5Spf+On4W6QBR2rVxJiaRS+xLAthaIqkWahmVUqutvRYWH+XSnZugn2DyYbD7gIbM0MHQ9q0"
        "kpJ4ZnVK1AwpeFnWK7lmZRhU04XexC0Gbvf2wLpIb9KemT9jSZ07BSs4QEbBJLtBsfIgdCOYVXhQvjUwJmbFCHdnlsXgpPzyfVzm"
        "rJEyPa5gwHQjxvkOsE50L0UtMtMd2q6FU6rxZfjyILczmoxcV3W7rE52fFFBmmCv3+YPXxjgoLbBkr6GTdzoFXLErIxG21JD3xx3"
        "QNlyzzGivmU8UCVMNTk08XyWRkrRxK7++ySiGHiT7CjbFYavzPC8R6G8RlET4CEtiWd/HaRQMctZc+vHvEGT/KCUr1wjajvrClqk"
        "Kjia+E2J37wyFFEtmd7oGTjWLSycSrE58wmDUAViH/eoV9xLF6dCsZSBSruIE5lsqUS+wFlgQZnM3KLZ5cfdGJpYMI6uuk1Rehqu"
        "h9Vi/f62xmmVaj3M1/InbT+H7gmFejWh8iCIqAN9xJAy9LJi4uHrYbAv22CjmKCVfKACh1zZy7d8AJ5j+q5H75B2KFjjV7bXv15J"
        "FiCbH0Crw2/zEmjYoIeBJRj4Y26bXwLz1cvher4GZVas6TkcJwvjg1v7VYM/qzzk9EqZiZTQfYa2kTRwDwiqtMAdujMm4X3T8jOp"
        "NPT+osxTld6hDzaTtgNYn0WVfBlWVQcd0RuhZzAyHN5Ix+AUs7wOtUXVItoGDz8OqkNbOrhUT3kEwdiiBxbK0azDEFg9wkOJnO0G"
        "1JIoDq5uyBJsJgv78YUfjU0v07m3CvmXFCFov56MW6H9MmBKYB27h2ZHuWAhNqlO50JEo15XTl/zgWq2p236l58LucLucOllHhSl"
        "O3HDcNz7b2iBDTFMigFWndemVMEFgSM1ybtBu0kxtssPE72kVV3hDfc5PJfLIl6YVQbbNgiwCJee55UlSKSRCKCPbTDUWOVAOjN8"
        "TJmLrIkeZqmuy6mYM4ZXe00n22XHhZ4pwCRgVmmdwyL1S/gJyNGDFwuwFiUUgCvjQkw9XmC1bM1dEezOKHBpGsro7S7Ra1buGEc7"
        "RTl/W/l4jUNpNzU5rJL96mIcVobv37veMCJVT5Vq33UtU0O7qg1LC1Au0y+MMVRiAuS1LdZisEalT1OTVZjOrmFVYpi471DPghH5"
        "ALX1HY/Won3m+OPylQsZzuhHaYOYbw3bEeRiDBrYsoi5+w8L9ezur0yEtAye884ZcHSC2hx36Z+hL3wW23XHN924TuHCp9TLtDOR"
        "HyNwgRye6tRleGr2Z5hhe+Gn5pBMGjwSdvOHGG84LNdy8XkQan9l5VIDjcDMqhYtUX5camAln6OvQUqc+WpRUZWNa3bKFlb7WzGh"
        "sUyRfmCiUuygMdCwbsyy9Y9TBbCoQqO2tAqNqRQHkebe3wxas95ew1pvt7BmrUzzQhFqKMXWPcNYGPN8JuAN2T1vJ1U8YirKDXBi"
        "v+g6Y2KfxwnL7pE6/eT7mwvXUB07Z89baMLsku2ny0tHiIWfFGsCv7//82909p7RXZS5bnpytkpRRgHxRSZzp9FupDxed+Cpu8gQ"
        "jcP8Ly/6073womeSYcecZkFgdecP6HpCGIG1oIX9FStGGbIq3ot6rmOHF/6QTOabEBJg1CxaMLo022CXq3ZP24UHK4onjsFySH6h"
        "fIjuN+50+F8UDJFV0ajmU5g0qG5+heYrWLL0mgXOQnVFr1vrITr9MF4UruiAwz2OhGmR0MIV/DIs2a07JsXJJw1YIKfIZMgVyBUM"
        "9xj2uhTywiSmngXzXfYUIpJ6abX8JAr3lnxKPfYk4S6/MSLABFl179SUK3ttlmiySQYqWrwW8WSWMAtV47qnoqCsL74y3IPEjZvt"
        "V+5Y9H7dp2oHFTRojKV0Ma7fY9qAzRVQxtv/B6iKwrA="
    ),
}

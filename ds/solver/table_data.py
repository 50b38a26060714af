"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 7346,
    "D3V": 1584,
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
        "eNpdUktuGzEMfVLkgjFagDa6yJIxUiDoKkfgGF54mSN4mWMQhhfuLXKU5CY9Sh+lGRetgBnNkI+Pjx9UwGDFV7yg+Iq9Y4MfAApi"
        "i8prEvCzricanQ9axoRX84iKAJ6g7U5EEaa17eEaCSselxGiPShJa74l2XkSdWJU7DU+IVTQ3TUBmaOH1QS/20wwR/JtXvPTYrGW"
        "m9eGzjO8oUmFWwa7pmu9MaU/WklGJ74JrkNb9LiG5TU0xrZI/ErqxUhJElmZL8ArJRvjd13CgzTmMtMh5zRKfVy0D3oljdOs3w8N"
        "+zpbeb8krZys89ZRyjjSjnORPav0NuGe9X30cJlx1jWWvFTQknsrz6kh/FZfzOjsygRrXo+cQNkQ2yfUe6PkavFBeHlO8A7+ecE/"
        "545pY2zESEUdmqkvrvkvlFvqqNzu8UYLgZnB5l1AaPe6dzEPKMHZHVg5K1yl1usM5q58iRx4imfPuSklnpjWBoFSr5F+oP+eZjkY"
        "qbdeburvwH8nOKipsJmzqJzhEdP65YagITP9TFHwVTaSjV+d0zV1xDqLbIdXbmfuh8y7+dqjA7pkQpU+iIPGqRu5SzvLes/f+PcH"
        "ydk/WA=="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+CgAArBoB5A=="
    ),
}

"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 2417,
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
        "eNo9jtENwjAMRC/GSFbFh9sJ/AF7uJ2EUSzEB2zBKmyGnbREim3F9y4HAgzW/JwNigs2x4wbgIZYQNlWQY40rfnoecHFhJN5BCGA"
        "K5RPIoowJd7gGiVrHs+BaIfKlKpKuecp1T2p2DS+kEzQ11SC+qNjVOKP7QY7mdWcarQ4Xtt/ayPnA85gIbgV7FqraTbNfXArR089"
        "C14jW3SOcZSRMZYm8e7WPyiZFso="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+CgAArBoB5A=="
    ),
}

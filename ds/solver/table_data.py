"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 16713,
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
        "eNpdVUGOKjcQLRszMiMSGTQLpGwMmkgoK45gEItZzhFIVjlGgVBElM2PlANwFP5N/lHyXpW7Z/5vie7GXa569epVWaJIlRraFA8p"
        "MpdDk4X8KiJBdCkRj30WvMbnPRYbfpK4R1usTTWKirxKSZOci2gtMR2kFaVZaHr1LcU20WnkPdM7LlqdsEsPRb9KBgL7HGnAGLYt"
        "0vheu4O+E/faIl+rDqth/Fod50VakpSjtMrNrfDT86IWfNcU6LHBPmW5OTa1fUmGm2PUZcj6N10Pi4CUlZm1wfAGyBX7NwZhlRNi"
        "1VoczslTXQ/Y3X2Bm4bl8nJMcoh9Fc8d3eZTNb/RU/Erp7eepEXNRpPMkN/DtuduVw1j4KNkSfS9zFti0Dbmp92arOylphbfUIGw"
        "gK1VyLgp8JX0AfOwpfFG2terfHdNEFZdER4KOApDX1vh/wy4IXrmdSZ/YgWGjFC7FkSLfW3NwKwkKGp3RObIcEqst24MrTwpC07w"
        "4BxKCfqKsNUdFOCtcO/WH1eqLEyOI5eL+E3lh0tRqH0AmR0Ua/gm++fdaIEFRvqNoKRNSSSIn174aW8Wz0wyHd+hTuojd22+226V"
        "MkSSmK0Qx6InW4SWNpX5Xn5ym3+zDi2yHeLXGEKqvTN4vZ2h3UZhk85KNqRMpUS5rGii6ziJudXi6siJDlOgcCKSSGmQs7UppFK8"
        "3TY95CNHB/yyMz089ZI7Q7U3cWqDF76craqRGJWdPLNZwLfXxrrp2EMhmj8vqPdGlE8dIuQ5mh4DvM0+qrABguNEOu5XdF5kgHz4"
        "VM4Si7hwWjr7oKD3B/iDgld1QVHjzxxmT+IKmkX5wqilt0hh+/PthFGI3Y+WW5cy58rTkRxUExjo/Y9lreIsIXfnNFNRxutedvnh"
        "oF39Qc6pa5UJSki2+ToyZL+1/9177kkXdPf7A37PbtYQ4HypzleXPvgMlK9QdE1H5s42hCpmfLEadsJD+Wek3sqZkIhCW12C4QNH"
        "H0VYY7uW71oo5xiW8mlQR3Bn/JT+Ap3fTYV5bAwua9ewWIcx4ibxbsjzoP6eg8nt4M7UpzBEtJWtgXlwCbPoZ6kvgHBvPHMweOTY"
        "3FXaQf9r29XIeAKRPj/TtyKXWQoW84pB5Jw0G6zNetqmYhxHuGK+Li2H7HeUos+eFU6EX3KeyRxtlwNOjMKuV/krmBZRiTVHDM+9"
        "clbxw5a9Hf9IrF6UuJK23zHU3cpAJzhqCw/di7Crq53bp7l8OaG3pl6Za7Xh4mMwjyUqxRbn7TZPGYPqljG44kQ+amjm72yKNr2D"
        "xCC7LmKR/wFF7ZF2"
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBRgaSAdhAAHMzAgE="
    ),
}

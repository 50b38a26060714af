"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 9949,
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
        "eNpdVD1umzEMpWg5oI0WoIMMHhnDBYxOOQJtePCYI3jsMRgjQzr2Bj2Kc5MepXySPietgHxSpMfHxz8TExlZ8XlupPSFDk4r+kZE"
        "heKeOLe9UB55uc9Lzz+qsAln8wimINqS1pmIUphyPZBrAFY8XruJNiOQMr4C9lxAndMqDhrvJKmgPTMA8NHMGODfNgiGZX7NGUeL"
        "6bbcXq3rvJBXqsLkBmNXPC1XpvketYDRE1+F3rq2aHaVpk/XGPdF4ieop8uUJIHIfAK+pWRL+02TsJaavsy0yzn3UB8n7Z1ek8bz"
        "Wh+OlQ48bnN/Aq2crfFyD6UvqacRZPMqLU20yPiuzVwGzprGgk2FKrjvZQcN4bf4YqCRlT1ZdT5lBcoqsa1CLTeaXDWuCS87gDfk"
        "76/0z5ql2+gd0V2lDoXrV1f8Lym3cI/cFvQjbxIIDzZ6gULbq3sTs6YSWbtjRp4RzqH1bYCzV+4CBYf4zHl2SolturVOoKnXkr6j"
        "P1Y1FEb4lssV/wn6b0UWal8ymUMUanii/fLphsgLePoOUeRzJDITP7/gad8QSwRZj8/ZnegPGb353KyDdPJELK0QR41zu8xe2hji"
        "vXztmF8S04jsJv/GpVQbk4F1esnedTQ20mnIBumclOmyBiQeecbipr07pIKwFjQOZxC1Tu3cxjRbRfu4bYbLq3AX/PDU+uFulLxn"
        "yMYQV59YcHhpVWVoDEzyov0W4LR11C1uM1S48fWC9tlg+jQhhDxz68eSbIuPKmxSwXFGQ/c2J4/hQA6fyql/AVHUUZ8="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+CgAArBoB5A=="
    ),
}

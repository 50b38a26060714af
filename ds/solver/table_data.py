"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 12505,
    "D3V": 2040,
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
        "eNpdVEtuGzEMpWg5kI0UkIMsvGQMFwi68hE0hhde9gjursegDS9SdNMCPUCP4tykRykfqZmkFWDPjMTP4+OjiImEJLW5PajSPe0b"
        "regjESXSB2J7DIXslZeDbTb7UYaPNpamyqREW6p5Vkollcp5T60qzFLTa7hUd0JQxn9BdFuwOpmX7qu+UjEEfswwQA53Yxj/lh6g"
        "e9q/NMar6LibplMJnBdqmXJhagLnVnG0XEm1c80JEZvZ50IvgU3dL9P4Fxj1IRX9htDjpkEqisraaPhikMX8Nw5hXbLlEqkB5xSl"
        "Po3YI3y1MM226+Mh0577rj13CFtO4nE5SolV8rEX6VmL00QLq+/m7qXbiWNMeNRCGbEfyjMwaJvq024NVgaS3PhoHUgrs/UOOTfV"
        "YmW9mXl6hvGG2uuV/lkzS6uhiEhlOCpSX1vFdzG4iaNyWdBX2zFDZJCuBdLqp605mDUltd4drHKrcA6sL93YtHKnaDjAG+emlKRb"
        "SysRoBpesfBh/bayoDGFJy5X/Efpv6XWqCEZmR0UenikYbmbLGwDmT4BFLU5iDTi5xccDW6xRJH58NnUCX2Urs3P7q1Ux0zExRtx"
        "qHryTdPSRlDv5UPY/Cw6jsjzmF84pSx9MrCOZ9Nug7BBp4ANqnOqTJc1TPSJZ1ya1FBHyQiYE4TDVkTOo5x9TE0qNcZt01PeCgfg"
        "x53r4a63PBiSPsS5jVHwcvauMjAqJnnhdwHetg1902mGEnu8aGjMBtO7CSHwzK7HZNEWb13YGILDjDrurU0eI0HZv2tn5UohnJbP"
        "cVEg+s34MwWvZQVR28e9md1RKGjB9ANZax+RivHH28muQvO+tdK6lHGv3B3AgbjAjN5faKtQsGS1B6cFinJeB9qVW4AO9Sc6565V"
        "FEgpu/N1Ysh/T/E5RO1ZVwj35WZxz2HWLMH5IsFXl77xmSBfguiaTsyd/RISu+Or97ATnur3iXpvp5XzF80daIs="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBZOsBG1UB/w=="
    ),
}

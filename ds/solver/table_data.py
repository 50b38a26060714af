"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 22240,
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
        "eNpdVk1uKkcQrm4ap7F4UWN5gZRNmzgSyYrcoEEsrKx8BBJlkWMUCFmOsnGkHAC9k/Bu4qPk+6p6wO+NxMzQU12/X33VEkWq1NDG"
        "eEiRqWyazOQnEQmidxLxWGfBa7xdY7HhJ4l7tMXaVKOoyKOUNMq5iNYS00ZaUYqFpkffUmwTlUbeM7XjotQOu3RT9ItkeGCfIwVo"
        "w7ZFCp9qV9B34l5b5GvVYTVcvlb38yAtScpRWuXmVvjpdlYLvmsK1Nggn7K8um9q+5IMN/dR70LWv6l6WIRLWRlZGwRf4XLF/oW5"
        "MM8Jtmot7s7OQ30YfHf1BWoalsv9Nskm9lU8V1Sbd9X0Rg/Fr5yeepBmNVuaZIL4zrY9d7lqPgY+SpZE3Xd5SR+0XeLTLs2srKWm"
        "Fp9QgTCDrFXIclOgK+kZ4mFJ4YW0L0f56hrBrDoi3BT8KDR9bIX/M9wN0SOvE/kLKxCkhdqxIFrsa2vmzFyConZbRI4Ix/T1tQsD"
        "KzfKgtN55BxICfoIs9UVFPhbod6lr1eqLEyOl1zO4rvKN5eiUOuAZHanWMMnWd+uLhJYoKVf6JS0MROJxI8P/LQ2iVsGmbbPQCfx"
        "kTs2n223ShksScxWiG3RnS0CS4vKeA+fXObfrEOLLAf7NYaQau8MXk97YLcR2ExnZTakjKVEOcwpog9xFHOrxdGRExWmQOBEBJHS"
        "AGdrU0CleLstuslzju7w/crwcNNL7hmqvYlTG7TwZW9VjfRR2ckT4wK+PTbWTS89FKLp84J6b0T50CHCPEfDY4C2ybUKC3iwHUn3"
        "+xGdF2kgbz6Us8QiDpyW9k4U1H5G/oDgeZ0R1PgzhdiNOIImUd5otfQWKWx/vu1Ahdh9brl1KJNXbrbMQTWAIb3/saxVPEuI3XOa"
        "iSjL61pW+exOO/qD7FPHKgOUkGzz8ZIh+z3437XHnnRGdb+foXfvYg0G9ofq+erQRz4D4SsEXdNL5vZGQhUcX6yGPeGh/HNJvZUz"
        "IRAFtjoEw9WPTkVYY7uWr1oo5xju5ANRR+TO8lP6C3B+MhTmS2NwWTuGxTqMFheJd/M8D+jvMRjcNq5MnYUBoqUszZkzl8BF30u9"
        "hwunxpkD4pFtc1VpBfw/2K7GjCck0vkzvRc5TFIwm0cQkeekGbE262ljxXihcAW/3lkM2e8oReeeOSbCDzlPZIq2ywETo7DrVV6C"
        "YRGVeCDFcO6VvYoPW/Z2/COxelHiXNp6RVMnKwOVYNQWDt2DsKurze3dVN526K2xV+ZYjVycBvOlRKXY4rS9TlMGUb1mEFccybWG"
        "Jv7MpmjjE5IYZNVBLCsj42Cl+xWKxkORjVNtI9lkJ3c4N3SuljD3Ng6OeJsSomOgpvqwI5e59eJFrnUbbtlIjeKYBGxigzUnvvb5"
        "+TyX4MeEn22iyXUuG8PsK4uiZdJdIbjCgBw0yvJh/OZ4fezcdw6fm5PJYtbmcO0NeYYH5Jhg/RvIrvIOD2tm9iSGymFprZw0YkgK"
        "DgA5LsBHclvFiYNO2SywFKk5htHGiHHS8jeeZXhkwWmFFM0jD9waG71i2yP4ICZ4xOxLXRmnIF83i+Es5ulmAOcfM3Ce5RMTfJTv"
        "sHPSW/EFPiJ11RP91seQ7Hg2IgWXz4w/WBYGLtALKTQ7nomV4yNenERZmGDjLk1j2m1fMcJHw9kokQ+1hj/551Rf6D68WMTC6cIO"
        "r+16rko8jXq1OGg4zCEfw5V3jLVT0md0pNzPnJDLbyavOvNzEPT8D/gvxAY="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBRgaSAbp1HFichGTyAigLAN+zArs="
    ),
}

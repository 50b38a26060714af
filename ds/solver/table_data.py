"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 24216,
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
        "eNpdVl2KIzcQLsnqiTx4g2yGYMiLxpmAkycHcgDZ+GHIk3MDJ+Qhx5CNWWaTFwdyALPkIN6bzFH2+6rU7dk0uLutLpXq56uvSrxI"
        "luxKh4ckmcimyFS+FxEndSYej3UUvPr7NRYLfhK4pxafS61eqsiTpDCKMUnNyYeNlFQp5ko92Zakm6jU8x6pHRel9thVN6l+kggL"
        "9LOnAM/QbZ7Cl9wUtJ245+L5mmu/6oav2ew8SgkSopeSubkkfrqf5oTvNThqLJAPUV7Mtqr7gvQ3s7HOXKwfqLpfhEmx0rPSC77A"
        "5Iz9CzVhHgPOyjmZOXtz9bG33dQnqClYTg/bIBvfVvFcUW3cZ9XrzRW7YnhuTuqpUcMkY/h31e2xyWW10fGRogTqnsUlbahl8K82"
        "aUZlLTkU/4wMuClkNUMamwRdoV4h7pYUXkj5dJIvrhGOrYYIOwp2JB59Kon/I8x13jzPY/kTKxDkCblhQWrSr6WoMXNxFbnbwnN4"
        "2NHWlyYMrNxVJpzGI+ZAiqtPODabggR7M9Sb9O0KmYmJfojl1L9W+d9Vkai1QzCbUczhs6zvV4MEFnjSjzRKSsdAIvDdkZ/WKnFP"
        "J8N2B3QSH7Fhc6e7q6T+JPFRE7FNda+LwNIi09/jO5P5J9a+RJb9+dk7F3KrDF7PB2C3ENgMZ2Y0JHWSvBznFKmPfuRjycnQEQMV"
        "BkfgeDgRQg9nLVNAJVm5LdqR1+jN4IeV4uGupdwilFsRh9Jr4ctBs+ppY2Ulj5UL+PZUmLc61JDzqs8SarXh5U2FCOPsFY8O2sa3"
        "LCxgwXYkze4nVJ7nAXHzJp3JJzHglHAwoqD2K+IHBM/zlKDGnwnE7sQQNPZy5qmplUhi+fNtDyrE7muJpUGZvHK3ZQyyAgzh/Zdp"
        "zWJRgu8W00hEaVzXsopXM9rQ7+QQGlbpoLigm09DhPT3aH/X5nuoU6r77Qq9BxMrOOBwzBavBn3E0xG+QtCVOkTuoCSUwfFJc9gC"
        "7tLfQ+g1nQGOVGCrQdDd7GhUhDWWa/qihGL0biZviNojdhqf1F6A84uiMA6FweXaMCxaYTxxEXhXy2OP/uaDwm1jyqqxMEC0lKUa"
        "c+USuOhryQ8w4VLYc0A8si2mKqyA/0fdVRjxgEAaf4bXJMdxcHrmCURkMSlKrEVrWlnRDxRewa8z9SHaHalo3DNHR/g2xrFMUHbR"
        "oWMkVn2V906xiEw8kmLY99KhijVb1rb/PTB7XvxcynrFoy6aBipBq01sukdhVWft2/uJnPeorc4yc8pKLkaDcUhRSro4KS+TEEFU"
        "LxHE5Udyy6GK71gUpbsgiE5WDcSyUjJ2mrqfoKjrk6ycqhvJJnuZYW5oXC1ubmXsDPHaJaR2QE22Zkcus9OTJTnnrbtnIRWKoxOw"
        "iBXW7Pi19c/dXJyNCT9oR5NbX1aGOWQmpaZxM4Xgcj1yUCjLx+5seH1q3Hd1H4uRyWJa5jDtjDjDAnKM0/p1ZFd5hYU5MnriXWaz"
        "1FIO1aNJCgaA6BfgI7nPYsRBo7QXaIiqGobWRo8xadkbZxmOLJhWSNEceWBWp/SKbU/gAx9gEaMveaWcgnjdLfpZzMJNB67fReA8"
        "yjsG+CRfYee4leJ72IjQZQv0ubUh2XM2IgWnj/TfaRR6LqgDKRQdz0TT8RYvRqJMjNN2FyY+7LcvaOGjfjYK5MOa3R/8c8nvaT6s"
        "WPjE7sIKz+U2VwVOo5YtNho2c8h7d+MdZe0Q6g4VKQ9TI+T0i8rXOrU5KLZZzVcQRXUYwTbDfJhnMk2sQUdO8uF8xAwB04KOIltE"
        "bRnXWulRaTSQkb5RyOXs/nJvqimfJb4ZJPxD7nsh8+3lcjxyDlWIQT5xNO6eZVysqXdl4X8lGXV15yXpdLeVDyOkm2A4gfJKTGPt"
        "ZvLfz2hGsaDFl5DvQKl5aJXspChJR574DPnv3Ek="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBRgaSAbp1HFichGTyAigLAN+zArs="
    ),
}

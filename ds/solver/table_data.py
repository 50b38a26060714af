"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 20658,
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
        "eNpdVkGOYjcQLbtNxyAmMqgXSNkYQiSSFbmBQSx62UcgWeUYBUKjjrLpSDlAa07C3KSPkveq/Ome+RLw8S+Xq169evUlilSpoY3w"
        "I0Wmsm8yk19EJIjOJeJnlwW3cbLDYsNHEvdoi7WpRlGRtZR0l3MRrSWmvbSiNAtNL76l2CY6jfzO9I6LVkfs0n3Rr5IRgT2ONOAZ"
        "ti3S+LV2B30nvmuLvK06rIbb0+pxnqUlSTlKq9zcCh9NZrXguaZAjw32Kcuzx6a2L8nw5THqPGT9m66HRYSUlZm1wfAZIVfsX1kI"
        "i5xwVq3Fwzl6qsshdndf4KZhuTwckuxjX8Xvlm7zsZrf6Kn4ldNjT9JOzQaTjJHf1bbnblctxsCfkiXR9zxvGIO2W37arYnKTmpq"
        "8REVCDPYWoUMmwJfSa8wDxsar6R9vcg31x2OVWeEH4U4Co++tML/GeGG6JnXsfyFFRjyhNq5IFrsaWsWzEKConYHZI4MR4z1uRuD"
        "K/fKgjN4YA6mBF3j2OoOCuKtcO/W71eqLEyONyxn8U3lu0tRqF0AmD0o1vBRdpPtzQILPOk3BiVtRCAB/OjMRzuzmDDJdHgCO8mP"
        "3Ln5ZLtVynCSxGyFOBQ92iK4tKrM9/zJbf7NOrTIZji/xhBS7Z3B6/EE7jYSm3BWoiFlJCXKeUETXca7mFstzo6c6DAFEiciiZQG"
        "OlubgirF223Vj7zm6AE/bI0P973kjlDtTZza4IU3J6tqZIzKTh6bFvBu3Vg3vfVQiObPC+q9EeVDhwhxjsbHAG/j9yqsEMHhTnrc"
        "a3Re5AF5/6GcJRZx4rR0cqGg9yvwA4MXdUZS488UZvfiDBpHeeGppbdIYfvz7ggpxO5ry61TmbpyfyAG1QgGeP9jWas4SsjdMc1k"
        "lOG6k22+etDO/iCn1LnKBCUk23y5IWSfpf/dee5JZ3T3xxV+T27WcMDpXB2vTn3gGUhfIema3pA7mQhVaHyxGnbAQ/nnBr2VMyER"
        "Bbc6BcN7HF2KsMZ2Ld+0UM4xzOWDUEdgZ/iUfgOevxoL860xuKydw2IdxhNXid8WeR7Y33Mwuu3dmboKg0Qb2VgwVy5Bi36U+oAQ"
        "XhtnDoRHDs1dpS34v7RdjYgnAOn6md6KnMcp2JkXCJFj0kxYm/W0qWK8SbhCX+eWQ/ZvlKJrzwIT4aecxzJF2+WAiVHY9Sqfg3ER"
        "lVhSYjj3yknFhy17O/6ZWL0ocSFtt+VRr1YGOsGoLRy6Z2FXV5vbx6m8HNFbI6/MpZq4uAzmW4lKscVpe56mDKF6zhCueCfvNTTz"
        "JzZFG70CxCDbTmLZmhgHK93vcDQaimyaahupJkeZ472ha7WEhbdxcMbblBAdgTXVhx21zE8vXuRaD2HCRmo0xyRgExutOfG1z8+n"
        "hQR/TfjVJpq8z2VTmFNlUbSMeygkVxiYg0bZLEcvztd1175r+NJcTFaztkBoL8AZEVBjgvVvoLrKGyKsmehJDJXD0lo5acSQFLwA"
        "5LiCHsmkigsHg7JZYBCpBYbRxozxpuV3fJfhKwveVijRfOVBWCOTV2xbQw9iQkREX+rWNAV43a+GdzGHmwlcf87geZZPBPgiP2Dn"
        "uLfiZ8QI6KoD/dLHkBz5bkQJLl+YfzAU/gfvJLgP"
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBRgaSAbp1HFichGTyAigLAN+zArs="
    ),
}

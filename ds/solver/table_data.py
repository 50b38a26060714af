"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 21035,
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
        "eNpdVkGOYjcQLbtNxyAmMqgXSNkYQiSSFbmBQSx62UcgWeUYBUKjjrLpSDlAa07C3KSPkveq/Ome+RL/f/zL5apXr54tUaRKDW2E"
        "hxSZyr7JTH4RkSA6l4jHLgte42SHwYafJM7RFmtTjaIiaynpLuciWktMe2lFaRaaXnxKsUl0GnnP9I6LVkfM0n3Rr5IRgX2ONOAa"
        "Ni3S+LV2B30m7rVFvlYdRsPta/U4z9KSpBylVU5uhZ8ms1rwXVOgxwb7lOXZY1Obl2S4eYw6D1n/puthECFlZWZtMHxGyBXzVxbC"
        "IiesVWvxcI6e6nKI3d0XuGkYLg+HJPvYR/Hc0m0+VvMbPRW/cnrsSdqq2WCSMfK72vTc7arFGPgoWRJ9z/OGMWi75afdmqjspKYW"
        "H1GBMIOtVciwKfCV9ArzsKHxStrXi3xz3WFZdUb4UoijcOlLK/yfEW6Innkdy18YgSFXqJ0LosW+tmbBLCQoandA5shwxFifuzG4"
        "cq8sOIMH5mBK0DWWre6gIN4K9279fqXKwuR4w3IW31S+uxSF2gWA2YNiDR9lN9neLDDAlX5jUNJGBBLAj878tDOLCZNMhyewk/zI"
        "nZtPNlulDCtJzFaIQ9GjDYJLq8p8z5/c5t+sQ4tshvVrDCHV3hm8Hk/gbiOxCWclGlJGUqKcFzTRZbyLudXi7MiJDlMgcSKSSGmg"
        "s7UpqFK83VZ9yWuOHvDD1vhw30vuCNXexKkNXvhysqpGxqjs5LFpAd/WjXXTWw+FaP68oN4bUT50iBDnaHwM8DZ+r8IKERzupMe9"
        "RudFLpD3H8pZYhEnTksnFwp6vwI/MHhRZyQ1/kxhdi/OoHGUF65aeosUtj/fjpBCzL623DqVqSv3B2JQjWCA9z+WtYqjhNwd00xG"
        "Ga472earB+3sD3JKnatMUEKyyZcbQvZb+t+d5550Rnd/XOH35GYNC5zO1fHq1AeegfQVkq7pDbmTiVCFxherYQc8lH9u0Fs5ExJR"
        "cKtTMLzH0aUIY2zX8k0L5RzDXD4IdQR2hk/pL+D5q7Ew3xqDw9o5LNZhXHGVeLfI88D+noPRbe/O1FUYJNrIxoK5cgha9KPUB4Tw"
        "2rjnQHjk0NxV2oL/S5vViHgCkK6f6a3IeZyCrXmBEDkmzYS1WU+bKsabhCv0dW45ZL+jFF17FtgRfsp5LFO0XQ7YMQq7XuVzMC6i"
        "EktKDPe9clLxzZa9Hf9MrF6UuJC223KpVysDnWCrLdx0z8KurrZvH6fyckRvjbwyl2ri4jKYbyUqxQan7XmaMoTqOUO44p2819DM"
        "n9gUbfQKEINsO4lla2IcrHS/w9FoKLJpqk2kmhxljnND12oJC2/j4Iy3XUJ0BNZU3+yoZb568SLXeggTNlKjOXYCNrHRmju+9v3z"
        "aSHBjwm/2o4m7/uyKcypsihaxj0UkisMzEGjbJajF+frumvfNXxpLiarWVsgtBfgjAioMcH6N1Bd5Q0R1kz0JIbKzdJaOWnEJik4"
        "AOS4gh7JpIoLB4OyvcAgUgsMWxszxknL33iW4ZEFpxVKNI88CGtk8oppa+hBTIiI6EvdmqYAr/vVcBZzuJnA9ecMnmf5RIAv8gNm"
        "jnsrfkaMgK460C99G5Ijz0aU4PKF+QdDYdACvYlCs+OZWDk+8oUiKv8D3wO5Qg=="
    ),
    "D3V": (
        "eNpjYCAGKKBy2QhqYGJoAFEcmJqB4oyoah3gBF4ggGo+LsCCKiuAEIUBRgaSAbp1HFichGTyAigLAN+zArs="
    ),
}

"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 28316,
    "D3V": 238811,
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
        "eNrtXEuS3DYMFWEmhVRlQe+yRLzKMXA0OJWDzFHTM+ke/UAS/EnqzrDKNR5JBMEHvAdQ3fY0LQZNkfF+w8+//orThFNqwCTvP37f"
        "W71dd+tn+f0PT7kR1vZj4+ZmgN2shfPb5S1juxwqLi0svyXWSOHmFogsELut7nC7yTg2k2qlaKOwB3UOo1Me8bo5dvMcTsLv5y38"
        "2Mz9bynWcjLqQTI/tg+41d/p9ghZ8ZJ4lENmKmUjRJH8YC1xwmrvlCEoZi5+T03AB4wuZ17mTXAyUfKI1o7QasAnLlIcJJcSjrsB"
        "MoCgJb9bry57FiMv70Ht3lnxS1QoQkJgWbUF8xXQOftNiyIZdA1pD0u4uyUfNkjjGXZMOyohuoI46jomEQEIBvWIjN9WttkEAo4l"
        "o18lEa2BoFr+Bs0PzpdKaVMfVsMSNZrvhFhDEx7GpaAPyHZCTWLs7YWthz6B2RHZ5zFnjWTvOwsvJGrnIxZhXVccaZTJBIW+l3R/"
        "n+VFmvrGeGxcr1j7adTwBhYbcOGWStuvX7GvEUoE4fHwL3V0rooerWsOtqeof+/uvUJoKhEqqdNG0ssnT38oBTbYGjfcRrHULdyi"
        "6S25yasHtRLHBeeaXTRCUT3y2x39VBK6urnjrIr9o4MlMVpjZx6r9RDKXgdAd5GBlsew76ocwyDcEzIYqRLN578tW6dh0MpyR5ll"
        "AuS0ObT2gjL7UN1C/llZTWwNsC/bXnvkSM+obCWTqsbMmUuvlIrNYiPoi4CRCBxilymdk5w07KLwmNeq7De46LClTGdFe4qEPdTm"
        "cpifperigHHdxEZOcfpiEdhhixOV88PHfIMIAWU6cHjLemjTLtB3QAWM2djj0tcSy3C5qgYmVGNxDycnijKOCCGv7GJG231k01Sv"
        "RirOkKInJABxVT2fSzXTuHMgPF5q1si4O5mz2w9dTeNteSgLNRQIJVvFgjshlTNgr7Scu8j7JWl3z9Lwe9MtH32cbXIDh74Hci1H"
        "PpOyccz+X+9pJX7vT3hM8EZ8nJqgMBCs29Z9dSsnrqQ0c8ESmPjgjZP5TCXC16GiroLkUwGT7W9+uYhRw6XSR0zDQHtAP9rjfZdn"
        "rzWghWdV6ULProLNJ+mucV9slzR4XJn9WHx9Qq1gs2/ou2k2TqNsVYEkMev4SfbjlsusErKsI1G+cbU/IbxtsPPtiUn3wBe0eljw"
        "xkc55kkZy62yG2bDWMfYzIPz+zXiZDKL5r5vXH0Ldbu63awAdPy8MfOm5ONbah4K3/24LE7Q0gC6T4PCFZ3boFcPBflAdbTVjROC"
        "xkNQF5Q6P9zgQyG0EOtuADunfpd8gMF5xy2TQ9l7gU7tUXDR5+E8XGC8fHRONlx1JKcp3+iTfMfD25UE4sTBL+msb+WQdhebbVRs"
        "ODwhN0tXkKHpSimhkI4ywP3w40KhQ9fi+JgWrghaZ5fx8r7Adbc4osnt3Aj45jw/tCL7NvE+veMZE3A6IlJOc5L9IagMiht1RNPq"
        "Ypj+V4MuQh85TeVM4oe50+9zFRroAsqRA5c/mz7+GEpwvpKonLMqlXbn+EzMucT4BJTxwKSBw2InfdnXfdW6oumi+LkXyk3qGdDW"
        "Fs8l13bVVDhSoOQQpFoKPepu4rNl6fHdzAiRI8M263OqSqqk5xS6TE/6QiM8L5dOHwVdB3Qwg08JElXzfTmqv6n43OXi6IOOZbty"
        "JG/OOs/5E8/SA97ccsd40Pi4O0vCQdfMwFOnX2w0dlY0XDuhdkJQ0tB1SHT/monQKeedNa/yX9Mer5WP6Fv/LyhvyRaevsblmvKv"
        "cbnOF76Af4ky4KhbN3FMz9KvsFw2haEqksNCdVan5Epbjwvr76WKnTvBv4PJhofNgjFuhgaG1GklJfOZu1OiZIjhslyv5TqrwmA3"
        "XWgt3DIAdj8+sZ7kbFJfmR+xpMadwqh0gIyCSXaDMgpBaM5g7sID+9ZgMDELRnh1Zo0YnJRffh3I3OhMOT2uMIDpgxjnG5L1RHhJ"
        "9WiY7tD0XHlKJViGTwS5ntE0CLqi6XJ1suNGBekEf/10/vDGAIduG7Sca3gIjL5DjTirotF0qdHfHbfLsst9jxH7e8YHqsRQTQ5V"
        "PD9LI8Vk2JX/exLpGPgh1fGkg+i/JUR0kg=="
    ),
}

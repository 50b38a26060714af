"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 28316,
    "D3V": 82818,
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
        "eNrFWs2S0zAMjo1gxAwH7Y2j4MRj6NEEw4P0UWlLSxJbtiUnXTyzs9vE1s8n6ZOS7rJsFi+NdbsB68dPuCy49FZe9PbrSy31ej3t"
        "98rtR5bRor381rqaSbk6tTG+VO9ZpTo0TNpIvnR09HBLG0Q2iF21JyydbGOzmFJCjuYa1DWMydgCtjhJ6xnpwg+rC9+Ls39ViZWT"
        "TQu6+VFuSLu/+bqFvXhpO8o0OMrDCHEjP8RKHNr5zoMCxcHFt94BfMKYRuJ1dUK6iTJGdHbRUQHQuchtkFKPOB4C2AGClfxpr13r"
        "KkbZ3suzvothl5pQUIdgxZSV1yvZrtkPVhTZwWvINSz0MEvvMtiqMzwx7ThS6AbiaPOYNgiAHOzRWJ93ssUFAr62GGGXRLwHgmfr"
        "lyw7ZNwq9Rj7iBmWptDxJCQWmvkpXANzwHASOkTG4G9sZ/BTdhuidR7LUMjwfvLUhTbl3GNB+76S2CqZQVD4LTL9/WsvemhubMcm"
        "nRVrWF61wFHFDlzkSKc9b17x66AIITw3f5wr56no8b7n4PEUhdt0D0ZBc4SodI4b2W6fsnw1Giz5Bjcsoxg1C0s0wZObsttotTgJ"
        "PNdU0aBQP4LSo59GQk8PdzJksd82WNoqazy5js1+mGOvA/LpJJOPbMNztUoLA3okJDlLpZnPvzyu88ug1a1HAzWUR9xMR2dBXW2Y"
        "HiG/TXYT3wAMMfeOR47tjBp2Mp0azJK79WqUbDaOIISA0QYc6qcpuyalKzg14XHrmpw3JPSwZRwXg3tCxE6zuUzrXp5uDtjmTTxY"
        "U9K/GAKbSpw4Xh/Qsi03ClCXd1zg0Yc+7sq2BxyomEKeRF9LbMOVpgYYmsbiEU7pNGV8RQhlJxcH3A4Np3mejUycc688cweQNDXz"
        "pd4wjZUB9HypOUPj6T/XbPmlq2tdtg9lNFMCFHEVA3eolzPZ32lldFFqlVzd8wz84LoFze3io5v8ru+B0pFHPhezSUv+j1taKdT2"
        "0PMAOPFJZoLmF4J1dR2mRzlNkdYsARXY+eJNuvnMEeI7oaPuggS9gGn5CbZKnByukzZiHwauAb2Px/WU5+812QrPrtPRmVOFuJ+k"
        "T437xl224Ekx+a34QoetcuF3PtdpcR7jYVfJ3cKcq0/2P26lgRYaVh2r8R9X9RPCpcAOjicmPwIfGPUw8MbHeMzTWJV7aZdWwThX"
        "sYON6/s1lm4yq2U+zGr/A6WtStc="
    ),
}

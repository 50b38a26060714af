"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 28316,
    "D3V": 866667,
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
        "eNrtXUtyJLkNTWJoBxzhBdsrL2GvfAwsvZwj+CiYDh/AR+ijWuputerDzOQHAMmUGDHRo6pMEgTeewCorNK23QzadsbrG/H9xz/j"
        "tuF2NGCT13/++jzry+vh/lp+/Y+3s5Hu598bL2YmeLrrxvjH5UvG43KYMelm5m8Haxz5Ldx45MZjL6sHfNzkvm+27CxVG4Vnp76H"
        "MWQuifnpOLzfw4fuj+9b+OfDvT+W4hwmdy04xMfjBeHu/+nlEir1l+xHOZ3cSqcRoh18cA446W7vdEJQPHnxy9EN+ObGcDa9vG+C"
        "D4Fy7tHWkXoniAcv0r6TwpFw/JyACpyQA3+4X12eWYx8+x607p0zdknWFelAYDk7F7y/AnnO/paLIhXoGtKzW9JPs+T7HJTjGSrC"
        "jmqInvE45nVMdgQgFajHzvjL3dxc5AS0JWO8AxHdO4Ja+ZtydvB5qpQ+9eFsWHYnPa+EOOdNeJtcKuqA00qoS4xjeWLT0CcoNkSe"
        "ccynk5y+H0p4IbvzfI9Fus8rgXKUOQkKfamp/n6lF+mqG/djE7RiHTerEQtYXOAX7sm0evVK+RqpRhDeLv5TG52bokf3OQf7IRpf"
        "q/uYITTVCJW0aSPl0ydvf88k2FRWuOFjFGvNwkdvxhJs8t2FuRTHFX3NUzRSVT6Kjzv6IwPo5uKOT1Xsv3lnyR6tUZnH2XwIdccB"
        "oC4y0HMZ6q7Kez5IPwGZCqmyi+evJVsnM9fK7Y5Olklwps2ptxaUdxuaS8h/NGaTsgI41m2vP3KUR9RpJpOmwiwUp16pFZubjWCs"
        "cozsuEPKZSrPST6cOOy6p3itxnqDq5qtzO2c0Z4qYU+tWE7v11JzcsB93cROTvHxi1XOTo9+onp+xD3bYIeAsjmOWLIelmkX5HdA"
        "FYx5mI9rjyVuwxWaCpjU7Iuf4eSDpIwWIeS7efFE2+POpqldjbJ+hiN6woFDQlPNF46KaXwyIL0darbIeBjM2cdfuhaNb7dNWWqh"
        "QKrZKla8k44wA+WZls9e5Ocl6em9koI/Fr0Vdy/nMrkB13Og0NPyFSkb783/r1dYSXy2J73dEAv9E7IABUNnvWw9NpdyEmpSM1cs"
        "gQe/eONDPFON8Clk1LsgxaOAyeNP8XaRQg2XRhvx2A307NDv5fFzlVeeayAXnrtMlzSrCi7upFXjfrNdyrkn1M2/F994oFbwsG/Q"
        "3TQX3kanWQUOidnGTypvt8LJKumUdSSZJ66eO4RvD76L/cCkn4GvKPWw4sQn0+ZJHctLZTe9T4xtjD258P18jfgQzJIzP3au/ujq"
        "fnV7mQVA8feNJycl359Si1B59hNO/QQ9BWD4NaFwQ+VmdPRQgQdqo21+ckLI8RCyC0qbHcG4KYQeYv2cAJWhr4IHMMYd99yc6s4F"
        "lMqjFHavh3F+AXv5UAYb3lUkw5TPupNXbN5mEoiBgy9pbOzlUO5d7J6jYcNpQW7WriCmcKUjoRBFGWA9/3Gl0GHoMdymhKtybSiX"
        "8fq6IKjPaFHkKhcCsRvnrhk59on38IrHJuDkEamQM5Kji1eM4kaK3iw1MW0fatAk9JFhKlckfnjW/a6VaEDFKZ4Db//t+vWHKcF5"
        "JlEZsyrVVue4EnOmGL8cyugIGnCLneiyT33VtqQZdv0XLoRN0gxob4kXDtcOzVTwFChx8VRPose8mbgaSv2rGQuRo4JttmOqSapE"
        "8xaapia90Ejrcmn4qKg6QGEaXNJJ1Mz329H8pOLa6cK70SnZrnjyZlQ/Fwf20gYnt6wYD7KPeygBHKgiA4fePtnorKzIXDuh9YaU"
        "gWFQAHq8JhCUMB9KcXX+mLa9Vr5Fv/S7oGIJWnj7HNMV5Z9jusoXPh1/iTQQSK2a8KlZ9BLLtBCGpkiahWpUpRRqS4+J9XeqZBcG"
        "2OdMNnS7C2zMTB0MadNKOsQzq1OiZkjByzJfyTUqw6CaLvQmbjFwe7QH1iK9SXtmfoslde4UrOAAJwompxsUKw9CN4JZhQflWwNj"
        "YlaMdHVmWQw+lF++jsuCNVKGxxUMmG7EuNgB1oHupaxFZrpD21o4pRpfpl8e5HZGk5Hrqm6X2cmODypIA+yN2/gRCwOc1DZY0tew"
        "iRujQo4YldFom2romxOeUDbdc4yobxk7qoSpJqcmno/SSCmaONR/nkQUA2+SHWVbYcTKDM/3KJTHKGoCPB1L4t5fBylUzHLWXPox"
        "b9AkPyjlq9CI2s66giapCp5N/KrEb54ZiqiWTC/0DBzrFhZBpdgc+YRBqgJxzHs0Ku6li1OpWMpApV3EgUy2VKJY4CywoMzJ3KLZ"
        "5efdmJpY4EdX3aboeBquh9Vk/f42x2mVaj3Ma/mTts+he0KhXk2oPAgi6kD3GFKGXlZMPLweBvuyDTaKCVrJBypwKJS9fMkH4Dmn"
        "73r0TscOBWv8yvb41yvJAmTjA2h1+G1eArkNejewBAO/j23zS2A+ezlcz9ekzIo5PYd+suAf3NqPGvxR5aGgV8oMpITuM7SNpIFr"
        "QFClBe7QHZ+E91XLz6TS0MdFmacqva4PNpO2A1ifRZV8cauqk47oeegZeIYjGukY7GKW56G2qFpEm/OIflB1belgqZ7yGQS+RQ9M"
        "lKNZhyEwe4RdiXzaDaglUXSubsgSbCYLR//Cj3zTy3DuzUL+KUUI2q8n41bofhkwJbCO3a7ZURYsxAbV6VyIaNTryunXfKCa7Wkb"
        "/uHnQq5weLp0mQdF6UrcMBzX/htaYEMMk2KAVee1KVVwQuBITfJu0G5SjO30w0QvaVZXRMN9uudymcQLo8pg2wYBJuHS7bwyBYk0"
        "EgH0sQ1cjVUOZDDDx5C5yJroaZTqhjMVC8bwaq/pZFt2LPRMAR4CZpbWOU1Sv6RPQHoPnizAWpRQAK74hZh6vMBq2Zq7ItidUWBp"
        "Gor3dqfoNSt3jN5OUc7fVj6e41A6DE0Os2S/uhinmeH7sesNI1L1VKn2Xdc0NXSo2rC0AGWZfsHHUMkJUNS2WIvBGpU+DU1WaTi7"
        "3KrENHDfqZ4FHvkAtfUdn61F+8zx+/KVCxnOGL20Qcy3hu0ICjkGObYsYu7+p4V6dvcjEyFNg+dz5zgcnaA2x8Pxz9AXPovthuc3"
        "g1+nsPAp9TTtTObHDFzgDE916uKemuMeZthe+Kk5JIMGe8Ju/BDjDafpWi7eD0LtV1ZONdAIzKxq0RTlx1IDK/mcfQ2OxJlXi4qq"
        "bKzZKVtYHS/FhMYyRfqBiUqxg8ZAw7wxO61/giqARRUataVVakyl6ESaa38yaM56ew5ro93CmrUyjQtFqqEUW/cMvjDm8UzAC7J7"
        "3E6qeMRUlBtgx37RdcbAPo8PLLtG6oyD728uXFN17II9b6EJs1O2n+FcOlIu/KRYE8T7+9/+RmfvGd2izA3Dk7NVijIKSCwymTuN"
        "Dp7yuO7AXXeRIRrd/C8P+tO98KRnkumOOc2CwOrOd+h6UvLAWtLC/owVo7isiteiXujY4cK/JJPxJqQDMGoWLZhdmm2wy1W7p23h"
        "wYriiT5YTocfKHfR/caduv9FwZRZFY1qPoVJk+rmZ2i+kiVL1yxwJqoret1aD9Hhh/GicEUHHK5xJEyThBZW8Itbspt3DIpTPDRg"
        "gpwigyFXIFfg7jHsdSmcC5OYehbMd9lTiMjRS7PlJ1G4t+S31L4nCVf5xogEA2Q1vFJTVvbaKNFkkwxUtHgt4sksYRaqxrqnoqCs"
        "L7Ey3E7ixs32K3csel/3qdpBJQ0aYyldjOv3nDZgcwU07ijiAzxMPVMR+DefHmzMwOvWlYN7yPVOARZRqTDDfFzTD19oRB+qOPqO"
        "F4sAfoRN9ncvFnsWV05dOjlOLo6pOCzpA7FLWsChX0WdJ2waI4oqRGatYioWRFBqXJ2u0oBObz+Z7BUM9o4nsCMV6sgtOfgo6SvB"
        "IfXGKu1yGxYCj0N2j8NWHjN4iBq5Kh51u8Rhd7ga8WhuTlBFlLs5H0dztqwJ5cp5Uy2WQdUxoWsCKAhV+DBnEnD0uuirRahvkkYm"
        "WiX1BWqWxlGH+7GrdEUbsJgCAvtgFJX9nfrRGx1OFXiZ3z4VGGpRfp7+5WKYivdHNsDZddJq/ZQ5FszKZTQ12F1S1eOp9K03wZ9L"
        "Mqb4j0ZR9ttDe4yCTzh9WmiqYwaNaTT1fA89gJRt7GDbvVowFIsnm7GuIx8nTTLYrCYtcBcYh6QgWrcmSFLu79mNoVMyoooSmhDs"
        "d3Eq20mjZ2Sp8Ieu0Cdn+PP2ORowPmkRrpyYZB6HTzmwcQfU5GTpJnoRamPRVOr5MWrywL7DtRhQi/ywtnpbeF+26wyoLzBS+7Rm"
        "ZS541/BBy3I/veBpRSkoXFFfCicVrFZb1lRymEpONPBwuenRCV6xkY2V+Q8GbNA9X4SnvZHT+rEYcFfK0vPXlZrmJL/jCa7Z0TPG"
        "A3m7OapsrVA35VhSwTxZJ5U5i3xG2t6bExX+pduNg0Fbt5w0kPsqnOpMJDrnUlC21jxox84q2a8/Nu4RxqE6qPsAtylIOnhQIfHj"
        "kccrtliaEWT3JvCJAlo2uWEydn20NkO2g+9WzX23j1s9HXwcMNEiKGuTITSAz3Ik1UjH/iXD/LFFRQCQQr7VkxKcJ/XQNnaglj2h"
        "aIvYIQuwcMqG4kCQ/tQvvkLdPgnUQVI74gLM/HddxuM2ZoRO5q/1BSxYoxjbJF/wZ6ElUu+dyZ+c5U5ai7nPP4eugFIJJJSkn6by"
        "zW8OOc8TsxMkEdx9la/F87CqIPzPUE5ImTynRRmcx4ZGEMYiC9LSOgHzU1DDLbHlepnRGyf8+7aaoopzZTIoiVHJW2Dtcp6Bi5cf"
        "SclTcRAgOyOerFtOqu3tLVQPfILKw9E8XUUdryUUZnUq9vqTjNSffP3LSqCjK4CRFQDTv366FFvrHYnrwiWew573aCLDxAD7PI8/"
        "4l8nyzRRHKHaOv6VisggDNrbQ1tC91tPGjFrj+ZoRSzdCrWH5I7ic/zRU/USYdnT7ToXpcwP0dx9a/YVwQHaX1bAT1gG3qbdk08m"
        "oJYdlqULcYrFILqDgwa4VV/BbutYSaRrnEzbgZ9fXcTddTu3W5AMrtStlaSNOrEnKB0ewU48uOJRXXyoCxtkAKPxpzrDvvqkJQ+E"
        "J3Drmp+M3Rnu15JtkoGlshRbsjWqUXPGQ9CG6oyGkTccBhN36evq+DicxU9uSMom5pBASrbO12wopUPVel3GYPNsZSrgtzRWhAuI"
        "qXbU5d5Hsn2OI8jFCjyJGvA/nxBzTmrHgtCWhyL2oMT6GwnCSA2sFmjTc0aZZKfLaHG0DPUEElA+LZxQq5pNpA6CD/YhrdGQnNO8"
        "qjl1mnGNWYLmzNhJCmi3uGDiyk3Fk7fUZEQ784bGN0vtSH7ZNHqz+PIDNUEpj1Hw/qYG0amvzWpfHlH6D6/2Fzl4aJIvaYa66+dN"
        "QwcOQss+sHgOsqdZfw3FxdOrUDoYQ32uarr+86P/qfVcOvob6jDQ2U1BGaHWpIbj8L6DaJUOKzGYuvr3dN7AuCd6KAzj/wFaqBnv"
    ),
}

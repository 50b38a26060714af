"""The table of winnable deals, as the page gets it: written by ``python -m ds survey --write-table`` (do not edit).

``SURVEYED[mode]``: how many of the table's deals (``table.table_deal(mode, 0)`` on) were surveyed;
``WINNABLE[mode]``: which of them are proven winnable, a bitmap (bit i of byte i // 8: deal i), zlib, base64.
"""

SURVEYED: dict[str, int] = {
    "D1N": 3000,
    "D3N": 3000,
    "D1V": 28316,
    "D3V": 747228,
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
        "eNrtXUtyJLkNTWJoBxzhBccrLzFe+RhYejlHwnT4AD5CH9VSj9SqDzOTHwAkU0LERI+qMvkB3nsAWKnStt0YbTv2+kb8+PGvuG24"
        "HRls8vrP359HfXk93F/Lr//xdmbpfvw9e1lmgqe7bhb/OH2JPU6HmSXdjPz9YI4jv4Ubj9x47GX2gI+b3PfNlh2laqPw7NSPMIbM"
        "JTE/HIePe/jQ/fFjC/96uPfPqTiHyd0VHOLj8YJw9//0cgmV+kv2o5xObqXTCNEOPjgHnHS3dzohKJ68+OvRDfjuxnA2vHxsgg+B"
        "cu7RVku9A8SDF2nfSeFION4GoAIn5MAf7meXZxYj374HrXvnzLok64p0ILCcHQs+XoE8Z3/JRZEKdA3p2S3pbVnyYwzK8QwVYUc1"
        "RM94HPM6JjsCkArUY8f+djc2FzkBbckY70BE946gVv6m3Dr4PFVKn/pwNiy7g55XQpzzJrwPLhV1wGkl1CXGsTyxaegTFC9EnnHM"
        "p4Ocvh9KeCG74/yIRbrPK4FylDkJCv1aU/39TC/SVTfuxyZoxTpuVhYLWFzgF+7JtHr1SvkcqUYQ3i/+Sxudm6JH9zkH+yEaX6v7"
        "mCE01QiVtGkj5dMnb//MJNhUVrjhYxRrl4WP3owl2OS7C3Mpjiv6mqdopKp8FB939EcG0M3FHZ+q2H/zzpI9WqMyj7P5EOqOA0Bd"
        "ZKDnMtSdlfd8kN4AmQqpsovnbyVbJzPXyu2OTqZJcKbNqbcWlI81NJeQvzVmk7ICONZtrz9ylEfUaSaTpsIsFKdeqRWbm41grHKM"
        "7LhDymUqz0k+HDjsuqd4rsZ6g6uarcztnNGeKmFPrVhOH9dSc3LAfd3ETk7x8YtVzk6PfqJ6fsS9tcEOAWVztFgyH5ZpF+R3QBWM"
        "eRiPa48lbsMVmgqY1OyLt3DyQVJGixDy3bh4ou1xZ9PUrkZZP8MRPeHAIaGp5gtHxTQ+LSC9H2q2yHgYzNnHD12L7PttU5ZaKJBq"
        "tooV76QjzEB5puWzF/l5Snp6r6Tgj0Vvxd3LuUxuwPUcKPS0fEXKxnvj//sVVhKf15Peb4iF/glZgIKhs162HptLOQk1qZkrpsCD"
        "D974EM9UI3wKGfUuSPEoYPL4U7ydpFDDpXGNeOwGenboj/L4ucorzzWQC89dpkuaVQUXd9Kqcb/ZLuXcE+rG34tvPFAreNg36G6a"
        "C2+j06wCh8Rs4yeVt1vhZJZ0yjqSzBNXzx3C9wffxX5g0lvgK0o9rDjxybR5UsfyUtlNHwNjG2NPLvw4XyM+BLPklh87Z390db+6"
        "vYwCoPh548lJyY+n1CJUnv2EUz9BTwEYfg4o3FC5GR09VOCB2mibH5wQcjyE7ITSto5g3BRCD7HeBkBl6KvgAYxxxz03p7pzAaXy"
        "KIXd62GcX8BePpTBhncVyTDls+7kFZu3mQRioPElFxt7OZR7F7vHaNhwWpCbtTOIKVzpSChEUQZYz39cKXQYehZuU8JVuTaUy3h9"
        "XRDUR7QocpULgdiNc9eMHPvEe3jFYxNw8ohUyC2So4tXjOJGit4sXWLaPpXRJPSRYSpXJH541v2ulWhAxSmehrf/dn38YUpwnklU"
        "xsxKtdU5rsScKeynQxkdQQNusRNd9qnP2pY0w67/woWwSZoB7S3xwuHcoZkKngIlLp7qSfSYXyauhlL/asZC5Khgm+2YapIq0byF"
        "pqlJL2RpXS4Nt4qqAxSGwSWdRM18v7XmJxXXThfejU7JdsWTN6P6uTiwlzY4uWXFeJB93EMJ4EAVGTj09smss7Iic+2E1htSBoZB"
        "AejxmkBQwnwoxdX5Y9r2Wvke/dLvgoolaOHty6Yryr9susoXvhx/iTQQSK2a8KlZ9BLLtBCGpkiahWpUpRRqS4+J9XeqZBcGrM+Z"
        "bOh2F9gsM3UwpE0r6RDPrE6JGpOCl2W+kmtUhkE1XehN3GLg9mgPrEV6k/bM/B5L6twpWMEBThRMTjcoVh6EbgSzCg/KtwbGxKyw"
        "dHVmWRgfyi9fx2XBGinD4woGTDdiXOwA60D3UnZFZrpD21o4pRpfpp8e5HZGk5Hrqm6X2cmODypIA9Ybt/EWCwOc1DZY0tewiRuj"
        "Qo4YldFom8r0lxOeUDbdc4yovzJ2VAlTTU5NPB+lkVI0cKj/fRJRDLxJdpRtBYuVGZ7vUSiPUdQEeDqWxL2/DlKomOWsufRj3qBJ"
        "flDKV6ERtZ11BU1SFTwv8ZsSv3lmKKJaMr3QM3CsW1gElWJz5BMGqQrEMe/RqLiXLk6lYikDlXYRBzLZUoligbPAgjInY4tml593"
        "Y2pigR9ddZui42G4HlaT9fvbHKdVqvUwr+VP2r5M94RCvZpQeRBE1IHuYVKGXlZMPLweBvuyDTaKCVrJBypwKJS9fMkH4Dmn73r0"
        "TscOBWv8yvb41yvJAmTjA2h1+G1eArkZfSywBAO/j23zS2A+ezlcz9ekzIo5PYd+suAf3NpfNfijykNBr5QZSAndZ2gbSQPXgKBK"
        "C9yhOz4J75uWn0mloY+LMk9Vel0fbCZtB7A+iyr54lZVJx3R89Az8AxHNNIx2MUsz0NtUV0Rbc4W/aDq2tLBUj3lMwh8ix6YKEez"
        "DkNg9gi7Evm0G1BLouhc3ZAl2Ewmjv6FH/mml+Hcm4X8U4oQtF9Pxq3Q/TRgSmCddbtmR1mwEBtUp3MholGvK6ef44Fqtqdt+C8/"
        "F3KFw9OlyzwoSlfihqFd+29ogQ0xTIoBVh3XplTBCYEjNcm7QbtJMbbTm4le0qyuiIb7dM/lMokXRpXBtg0CTMKl23FlChJpJALo"
        "Yxu4LlY5kMEMH0PGImuip1GqG85ULBjDq72mk21ZW+iZAjwEzCytc5qkfklfgPQ2nizAWpRQAK74hZh6vMBq2Zq7ItidUWBpGor3"
        "dqfoNSt3jN5OUc7fVj6e41A6DE0Os2S/uhinmeH7uesNI1L1VKn2Xdc0NXSo2rC0AGWZfsFnoZIToKi9Yi0Ga1T6NDRZpeHscqsS"
        "08B9p3oWeOQD1NZ3fF4t2meO35evXMhwxOilDWK+NWxHUMgxyLFlEXP3P03Us7s/MxHSNHg+d47D0Qlqczwc/wx94bPYbnh+M/h1"
        "CgufUk/TzmR+zMAFzvBUpy7uqTnuYYbthZ+aQzLI2BN2402MN5yma7l4Pwi1X1k5laERmFl1RVOUH0sZVvI5+xociTOvFhVV2Viz"
        "U7ZYdbwUExrLFOkHJirFDhoDDfPG7LT+CaoAFlVo1JZWqTGVohNprv2bQXPW23OsNtpNrFkr07hQpBpKsXXP4AtjHs8EvCC7x+2k"
        "ikdMRbkBdtYvus4Y2OfxwcqukTrj4PubC9dUHbtgz1towuyU7Wc4l46UCz8p1gTx/v73v9HZe0a3KHPD8ORslaKMAhKLlsydiw6e"
        "8riu4a67yBCNbv6XB/3pnnjSM8l0x5xmQWB15zt0PSl5YC1pYX/GilFcZsVrUS907HDhD8lk/BLSARg1ixbMTs022OWq3dO2sLGi"
        "eKIPltPhL5S76H7jTt3/omDKzIpGNZ/CoEl18zM0X8mSpWsWOBPVFb1urYfo8MN4UbiiAw7XOBKmSUILK/jFLdnNa4PiFA8XMEFO"
        "kcGQK5ArcPcY9roUzoVJTD0L5rvsKUTk6KXZ8pMo3FvyKbXvScJVvjEiwQBZDa/UlJW9Nko02SQDFU1ei3gyS5iFqrHuqSgo60us"
        "DLeTuHHz+pU7Fr2v+1TtoJIGjbGULsb1e04bsLkCGncU8Qkepp6pCPyHTw82xvC6deXgHnK9U4BFVCrMMB7X9MMXsuhDFUff8WIR"
        "wM+wyf7uxWLP4sqpSyfHycUxFYclfSJ2SQs49Kuo84RNY0RRhcisVUzFgghKjavTVRrQ6ddPJnsFg73jCexIhTpySw4+SvpKcEi9"
        "sUq73IaFwOOQ3eOwmccYD1EjV8Wjbpc47A5XIx7NzQmqiHI35+NozpY1oVw5bqrFMqg6JnQNAAWhCp/mTAKOXhd9tQj1TdLIRKuk"
        "vkDN0jjqcD92la5oAxZTQGAfjKKyv1M/eqPDqQIv8+lTwUItys/Tv1wMU/H+aA1wdp20rn7KHAtm5TKaLthdUtXjqfStN8GfSzKm"
        "+I9GUfbbQ3uMgk84fVpoqmMGjWk09XwPPYCUbayx7V4tGIrFg81Y15GPkyYxNqtJC9wFxiEpiNbtEiQp9/fsxtApGVFFCU0I9rs4"
        "le2k0TOyVPhDV+iTM/x5+7IGjE9ahCsnJpnH4VMaNu6Ampws3UQvQm0sGko9P0ZNHth3uBYGtcgPa6u3hfdlu45BfYGR2oc1K3PB"
        "u4YPWiv30wueVpSCwhX1pXBSwWr1yppKDlPJiQYeLl96dIJXbGRjZf6DARt0zxfhaW/kNH8sBtyVsvT8daXmcpLf8QTX7OgZ44G8"
        "3RxVtlaom3IsqWCerJPKmEU+I23vzYkK/9LtxsGgrVtOGsh9FU51JhKdcykom2setGNnlezXHxv3CONQHdR9gNsUJB1sVEj8eOTx"
        "ii2WZgTZvQl8ooCWTW6YjF2frc2Q7eC7VXPf7eNWTwcfB0w0CcraZAgN4LO0pBrp2D9lmD+2qAgAUsi3elKC86Qe2sYaaq0nFG0R"
        "O2QBFk7ZUBwI0h/6xVeo2yeBOkhqLS7AzP/UZTxuY0boZP5aX8CCNYqxTfIFfxZaIvXemfzJWe6ktZj7/Mt0BZRKIKEk/TSVb35x"
        "yHmemJ0gieDuq3wtnodVBeF/hnJCyuQ5LcrgPDY0gjAWWZCW1gmYn4Iabokt18uM3jjh3/fVFFWcK5NBSYxK3gJrl/MMXLy8JSVP"
        "xUGA7Ix4sm45qba3f7b/A5U3+nI="
    ),
}

"""The card faces: two or four colours, normal or large print."""

from __future__ import annotations

import re
import xml.dom.minidom

from ds.web.cardart import BLACK_INK, BLUE_INK, GREEN_INK, RED_INK, sprite


def face(svg: str, name: str) -> str:
    return re.search(rf'<symbol id="face-{name}".*?</symbol>', svg).group(0)


def test_four_colours_make_clubs_green_and_diamonds_blue():
    four = sprite(four_colour=True)
    assert GREEN_INK in face(four, "7C") and BLUE_INK in face(four, "7D")
    assert RED_INK in face(four, "7H") and BLACK_INK in face(four, "7S")
    two = sprite()
    assert RED_INK in face(two, "7D") and BLACK_INK in face(two, "7C")


def test_large_print_makes_the_corner_bigger():
    assert 'font-size="60"' in face(sprite(large=True), "QH") and 'font-size="37"' in face(sprite(), "QH")


def test_every_variant_is_well_formed_svg():
    for four in (False, True):
        for large in (False, True):
            xml.dom.minidom.parseString(sprite(four, large))

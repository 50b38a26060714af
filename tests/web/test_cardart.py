"""The card faces: real pips and figures, an index a squeezed column still shows, two or four colors,
normal or large print."""

from __future__ import annotations

import re
import xml.dom.minidom

import pytest

from ds.cards import NAMES
from ds.web.cardart import (
    BLACK_INK,
    BLUE_INK,
    CORNER_BOTTOM,
    GREEN_INK,
    FIGURES,
    HEIGHT,
    LARGE,
    NORMAL,
    RANK_PATHS,
    RED_INK,
    SUIT_PATHS,
    sprite,
)
from ds.web.layout import LARGE_LEAST_UP, MIN_UP_STEP


def face(svg: str, name: str) -> str:
    return re.search(rf'<symbol id="face-{name}".*?</symbol>', svg).group(0)


def test_four_colors_make_clubs_green_and_diamonds_blue():
    four = sprite(four_colour=True)
    assert GREEN_INK in face(four, "7C") and BLUE_INK in face(four, "7D")
    assert RED_INK in face(four, "7H") and BLACK_INK in face(four, "7S")
    two = sprite()
    assert RED_INK in face(two, "7D") and BLACK_INK in face(two, "7C")


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
def test_number_cards_show_their_count_of_pips_and_the_ace_one_large_pip(large):
    svg = sprite(large=large)
    for name in NAMES:
        rank = name[:-1]
        drawn = face(svg, name)
        pips = re.findall(r'<svg x="[\d.]+" y="[\d.]+" width="(\d+(?:\.\d+)?)"[^>]*viewBox="0 0 100 100"><path(?: '
                          r'transform="rotate\(180 50 50\)")? d="' + re.escape(SUIT_PATHS[name[-1]]), drawn)
        if rank in "JQK":
            assert FIGURES[rank] in drawn, name
        elif rank == "A":
            assert max(float(size) for size in pips) >= 50, name
        else:
            index = 3 if (LARGE if large else NORMAL).turned else 2  # beside and beneath the rank, and turned over
            assert len(pips) - index == int(rank), name
        assert f'<path d="{RANK_PATHS[rank]}"' in drawn


def test_the_sprite_draws_without_use_elements():
    """Each ``<use>`` in the page gets a shadow tree of its own: the sprite's 476 (a face's suits, ranks and
    figures, each a ``<use>`` of a symbol) made the page's first style at boot about twice as long as the
    same drawings written out as nested ``<svg>``\\ s (docs/performance.md, issue 14). Only the cards use
    the sprite's faces."""
    for four in (False, True):
        for large in (False, True):
            assert "<use" not in sprite(four, large)


@pytest.mark.parametrize("corner, least", [(NORMAL, MIN_UP_STEP), (LARGE, LARGE_LEAST_UP)], ids=["normal", "large"])
def test_the_index_lies_within_the_strip_a_squeezed_column_shows(corner, least):
    """A queen read as an O in squeezed columns: its tail was below the strip left showing. The rank and
    the suit beside it now end above the least strip the layout leaves (a share of the card's height)."""
    assert corner.bottom <= least * HEIGHT
    assert NORMAL.bottom <= CORNER_BOTTOM * HEIGHT


def test_every_rank_has_a_glyph_of_its_own():
    assert set(RANK_PATHS) == {name[:-1] for name in NAMES}
    assert len(set(RANK_PATHS.values())) == 13


def test_large_print_makes_the_index_bigger():
    assert LARGE.rank[2] > NORMAL.rank[2] and LARGE.beside[2] > NORMAL.beside[2]
    assert 'height="33"' in face(sprite(large=True), "QH") and 'height="24"' in face(sprite(), "QH")


def test_every_variant_is_well_formed_svg():
    for four in (False, True):
        for large in (False, True):
            xml.dom.minidom.parseString(sprite(four, large))


def test_the_symbols_lie_in_an_svg_not_displayed_and_the_weave_outside_it():
    """The browser styles and lays out no element of a part not displayed (the sprite's 1,400 took 20-60 ms of
    each start), but only an ``<svg>`` not displayed saves that in Chromium, not a ``<g>``; a pattern in such a
    part paints nothing, so the backs' weave lies outside it (docs/performance.md, issue 14)."""
    for four in (False, True):
        for large in (False, True):
            outer = xml.dom.minidom.parseString(sprite(four, large)).documentElement
            defs, hidden = [node for node in outer.childNodes if node.nodeType == node.ELEMENT_NODE]
            assert defs.tagName == "defs" and defs.getElementsByTagName("pattern")[0].getAttribute("id") == "back-weave"
            assert hidden.tagName == "svg" and hidden.getAttribute("display") == "none"
            assert len(hidden.getElementsByTagName("symbol")) == len(outer.getElementsByTagName("symbol")) == 53
            assert not hidden.getElementsByTagName("pattern")

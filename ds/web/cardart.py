"""The card pictures: one SVG sprite of the 52 faces, the back and the suit marks.

Pure text, no browser needed: the page puts ``sprite()`` in the document
once, and each card is an ``<svg>`` that ``<use>``\\ s a face or the back, so a
face-down card's element holds nothing that tells which card it is.

>>> '<symbol id="face-10H"' in sprite() and '<symbol id="back"' in sprite()
True

Two options change the faces: ``four_colour`` (clubs green, diamonds blue,
for players who tell red from black with difficulty) and ``large`` (a bigger
rank and suit in the corner that a fanned column shows).

>>> GREEN_INK in sprite(four_colour=True), GREEN_INK in sprite()
(True, False)
"""

from __future__ import annotations

import functools

from ..cards import NAMES, RANK_NAMES, SUITS

WIDTH, HEIGHT = 100, 140
"""Card size in SVG units (the page scales it)."""
RED_INK = "#c8102e"
BLACK_INK = "#161616"
BLUE_INK = "#0a58b8"
GREEN_INK = "#137a32"
TWO_COLOURS = {"S": BLACK_INK, "H": RED_INK, "D": RED_INK, "C": BLACK_INK}
FOUR_COLOURS = {"S": BLACK_INK, "H": RED_INK, "D": BLUE_INK, "C": GREEN_INK}

SUIT_PATHS = {
    "S": "M50 4C38 24 8 38 8 62c0 15 13 24 26 22 7-1 11-5 13-8-1 10-4 18-10 24h26c-6-6-9-14-10-24 2 3 6 7 13 8 13 2 26-7 26-22C92 38 62 24 50 4z",
    "H": "M50 94C40 78 6 58 6 32 6 16 18 6 31 6c9 0 16 5 19 13 3-8 10-13 19-13 13 0 25 10 25 26 0 26-34 46-44 62z",
    "D": "M50 2 88 50 50 98 12 50z",
    "C": "M50 6c-12 0-21 9-21 21 0 6 2 10 5 14-3-2-7-3-11-3-11 0-19 9-19 20s8 21 19 21c9 0 15-5 19-11-1 10-4 18-10 24h36c-6-6-9-14-10-24 4 6 10 11 19 11 11 0 19-10 19-21s-8-20-19-20c-4 0-8 1-11 3 3-4 5-8 5-14 0-12-9-21-21-21z",
}
"""Each suit drawn in a 100×100 box."""

_FACE_LETTERS = {11: "J", 12: "Q", 13: "K"}


def _suit(suit: str, x: float, y: float, size: float) -> str:
    return f'<use href="#suit-{suit}" x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}"/>'


def _face(index: int, inks: dict[str, str], large: bool) -> str:
    """One face: a large rank and suit in the top corner (what a fanned column shows), a large centre."""
    rank = index % 13 + 1
    suit = SUITS[index // 13]
    ink = inks[suit]
    label = RANK_NAMES[rank - 1]
    ten = label == "10"
    if large:  # the corner fills the band a fanned column shows (0.37 of the card's height: layout.py)
        size, baseline, corner, suit_x = 60, 50, 34 if ten else 40, 64 if ten else 56
        narrow = ' textLength="58" lengthAdjust="spacingAndGlyphs"' if ten else ""
    else:
        size, baseline, corner, suit_x = 37, 33, 30, 59 if ten else 55
        narrow = ' textLength="50" lengthAdjust="spacingAndGlyphs"' if ten else ""
    parts = [
        f'<symbol id="face-{NAMES[index]}" viewBox="0 0 {WIDTH} {HEIGHT}">',
        '<rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf7" stroke="#9a9a9a" stroke-width="2"/>',
        f'<g fill="{ink}">',
        f'<text x="5" y="{baseline}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="{size}"{narrow}>{label}</text>',
        _suit(suit, suit_x, 5 if large else 6, corner),
        _suit(suit, 6, baseline + 7, 24),
    ]
    low = 8 if large else 0  # with large print the centre moves down, clear of the bigger corner
    if rank in _FACE_LETTERS:
        parts.append(
            f'<rect x="36" y="{48 + low}" width="56" height="{84 - low}" rx="6" fill="none" stroke="{ink}" stroke-width="3"/>'
        )
        parts.append(
            f'<text x="64" y="{94 + low // 2}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" '
            f'font-size="38">{_FACE_LETTERS[rank]}</text>'
        )
        parts.append(_suit(suit, 53, 100 + low // 2, 22))
    else:
        parts.append(_suit(suit, 36, 62 + low, 52) if rank != 1 else _suit(suit, 32, 58 + low, 60))
    parts.append("</g></symbol>")
    return "".join(parts)


def _back() -> str:
    return (
        f'<symbol id="back" viewBox="0 0 {WIDTH} {HEIGHT}">'
        '<pattern id="back-weave" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="10" height="10" fill="#1f4f9c"/><rect width="5" height="10" fill="#2a63bd"/></pattern>'
        '<rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf7" stroke="#9a9a9a" stroke-width="2"/>'
        '<rect x="7" y="7" width="86" height="126" rx="6" fill="url(#back-weave)"/>'
        '<rect x="7" y="7" width="86" height="126" rx="6" fill="none" stroke="#173c78" stroke-width="2"/>'
        "</symbol>"
    )


@functools.cache
def sprite(four_colour: bool = False, large: bool = False) -> str:
    """The whole sprite: an invisible ``<svg>`` holding every symbol the cards use (made once per look; the
    memory snapshot holds the default one already made, ``ds/web/frozen.py``)."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" class="sprite" aria-hidden="true" focusable="false">'
        f"<defs>{symbols(four_colour, large)}</defs></svg>"
    )


def symbols(four_colour: bool = False, large: bool = False) -> str:
    """The sprite's symbols: the four suits, the 52 faces, the back (to swap when an option changes)."""
    inks = FOUR_COLOURS if four_colour else TWO_COLOURS
    suits = "".join(
        f'<symbol id="suit-{suit}" viewBox="0 0 100 100"><path d="{path}"/></symbol>' for suit, path in SUIT_PATHS.items()
    )
    faces = "".join(_face(index, inks, large) for index in range(52))
    return f"{suits}{faces}{_back()}"


def card_ref(name: str | None) -> str:
    """The sprite's drawing of one card: a face (``"7H"``) or, for ``None``, the back.

    >>> card_ref("7H"), card_ref(None)
    ('#face-7H', '#back')
    """
    return f"#face-{name}" if name else "#back"


def card_svg(name: str | None) -> str:
    """The inner markup of one card: a face (``"7H"``) or, for ``None``, the back."""
    return f'<svg viewBox="0 0 {WIDTH} {HEIGHT}" aria-hidden="true"><use href="{card_ref(name)}"/></svg>'

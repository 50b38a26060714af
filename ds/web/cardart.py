"""The card pictures: one SVG sprite of the 52 faces and the back, each face drawn whole (no ``<use>`` within).

Pure text, no browser needed: the page puts ``sprite()`` in the document
once, and each card is an ``<svg>`` that ``<use>``\\ s a face or the back, so a
face-down card's element holds nothing that tells which card it is.

>>> '<symbol id="face-10H"' in sprite() and '<symbol id="back"' in sprite()
True

Every drawing is the project's own. A face has an index in its top-left
corner (the rank, the suit beside it for a column's strip, the suit beneath
it for the draw-3 fan) and the same turned over in the bottom-right corner;
2 to 10 show the standard arrangements of pips, the lower ones upside down;
an ace one large pip; a jack, queen and king a double-ended figure in a frame
(a cap and feather, a tiara and long hair, a crown and beard) with the suit
on its chest. The ranks are stroked glyphs drawn for small sizes, not a
font: the queen's tail crosses its bowl, so Q never reads as O at 10 px, and
the whole index lies within the strip a squeezed column still shows
(``CORNER_BOTTOM``, ``ds/web/layout.py``).

Two options change the faces: ``four_colour`` (clubs green, diamonds blue,
for players who tell red from black with difficulty) and ``large`` (a bigger
index that fills the band a fanned column shows with large print).

>>> GREEN_INK in sprite(four_colour=True), GREEN_INK in sprite()
(True, False)
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..cards import NAMES, RANK_NAMES, SUITS

WIDTH, HEIGHT = 100, 140
"""Card size in SVG units (the page scales it)."""
RED_INK = "#c8102e"
BLACK_INK = "#161616"
BLUE_INK = "#0a58b8"
GREEN_INK = "#137a32"
TWO_COLOURS = {"S": BLACK_INK, "H": RED_INK, "D": RED_INK, "C": BLACK_INK}
FOUR_COLOURS = {"S": BLACK_INK, "H": RED_INK, "D": BLUE_INK, "C": GREEN_INK}
PAPER = "#fffdf7"
GOLD = "#e0ad2c"
SKIN = "#f4d7b5"
HAIR = "#5b3a1f"

SUIT_PATHS = {
    "S": "M50 4C38 24 8 38 8 62c0 15 13 24 26 22 7-1 11-5 13-8-1 10-4 18-10 24h26c-6-6-9-14-10-24 2 3 6 7 13 8 13 2 26-7 26-22C92 38 62 24 50 4z",
    "H": "M50 94C40 78 6 58 6 32 6 16 18 6 31 6c9 0 16 5 19 13 3-8 10-13 19-13 13 0 25 10 25 26 0 26-34 46-44 62z",
    "D": "M50 2 88 50 50 98 12 50z",
    "C": "M50 6c-12 0-21 9-21 21 0 6 2 10 5 14-3-2-7-3-11-3-11 0-19 9-19 20s8 21 19 21c9 0 15-5 19-11-1 10-4 18-10 24h36c-6-6-9-14-10-24 4 6 10 11 19 11 11 0 19-10 19-21s-8-20-19-20c-4 0-8 1-11 3 3-4 5-8 5-14 0-12-9-21-21-21z",
}
"""Each suit drawn in a 100×100 box (``suit-S``; turned over: ``suit-S-r``)."""

RANK_PATHS = {
    "A": "M2.5 22 10 2.5 17.5 22M5.6 15h8.8",
    "2": "M3.6 7.2C4 2 16 1.6 16.4 7c.4 5-12.4 9-13.4 15h14.5",
    "3": "M3.4 4.4c2.6-2.6 12.8-2.8 12.8 2.8 0 3.6-3 4.8-6.6 4.8 4 0 7.4 1.4 7.4 5.6 0 5.8-11.4 6.2-13.8 2.4",
    "4": "M13.4 22V2.6L2.6 16h15",
    "5": "M16.4 2.6H5.2l-1 8.4c3-2 12.8-2.6 12.8 4.6 0 7-10.6 8-13.8 3.8",
    "6": "M15.4 3.2C8.4 1 3 6.6 3 14.2 3 19.6 6 22 10 22s7-2.6 7-6.6S14 9.4 10 9.4 3.4 12 3 14.4",
    "7": "M2.6 2.6h14.8c-5.4 6.2-8.4 12.4-9.4 19.4",
    "8": "M10 12c-6 0-6-9.4 0-9.4s6 9.4 0 9.4c-7 0-7 10 0 10s7-10 0-10z",
    "9": "M4.6 20.8C11.6 23 17 17.4 17 9.8 17 4.4 14 2 10 2S3 4.6 3 8.6s3 6 7 6 6.6-2.6 7-5",
    "10": "M2.2 6.2 6.2 2.6V22M15.2 2.6c-5.4 0-5.4 19.4 0 19.4s5.4-19.4 0-19.4z",
    "J": "M8 2.6h9.4M13.6 2.6V16c0 4.6-3 6-5.8 6-2.6 0-4.6-1.4-5.2-3.6",
    "Q": "M10 2.4c-6.2 0-7.4 5.4-7.4 9.4s1.2 9.8 7.4 9.8 7.4-5.8 7.4-9.8-1.2-9.4-7.4-9.4zm1.2 12.8 7.4 7.8",
    "K": "M3.6 2.6V22M16.6 2.6 3.8 14.6M8.6 10.2 17 22",
}
"""Each rank as strokes in a 20×24 box (``10``: 22×24), drawn to stay apart at small sizes."""

STROKE = 4.5


@dataclass(frozen=True)
class Corner:
    """Where an index's parts lie (SVG units): the rank glyph's box, the suit beside it and beneath it."""

    rank: tuple[float, float, float]
    """x, y, height of the rank glyph (its width follows: 20/24 of the height, 22/24 for 10)."""
    beside: tuple[float, float, float]
    beneath: tuple[float, float, float]
    pips: tuple[tuple[float, float, float], float, float, float]
    """The pip grid: column centres (left, middle, right), top and bottom row centres, pip size."""
    frame: tuple[float, float, float, float]
    """A court card's frame: x, y, width, height (the figure is turned over about its middle)."""
    turned: bool
    """Whether the index is repeated, turned over, in the bottom-right corner."""

    @property
    def middle(self) -> tuple[float, float]:
        x, y, w, h = self.frame
        return x + w / 2, y + h / 2

    @property
    def bottom(self) -> float:
        """The lowest point of the rank and the suit beside it: what a squeezed column must show."""
        return max(self.rank[1] + self.rank[2], self.beside[1] + self.beside[2])


NORMAL = Corner(rank=(4, 4, 24), beside=(27, 5.5, 20), beneath=(5, 32, 16), pips=((34, 50, 66), 38, 118, 14),
                frame=(26, 31, 48, 78), turned=True)
LARGE = Corner(rank=(4, 3, 33), beside=(34, 4, 29), beneath=(5, 40, 22), pips=((44, 61, 78), 51, 123, 14),
               frame=(37, 42, 48, 90), turned=False)
"""Large print: a bigger index, not repeated below (the middle moves right and down, clear of it)."""
CORNER_BOTTOM = 0.2
"""The share of the card's height that a column squeezed to its least step still shows (``MIN_UP_STEP``)."""

PIP_ROWS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)),
}
"""The standard arrangements: (column 0-2, row from 0 at the top to 1 at the bottom) of each pip."""

FIGURES = {
    # Each: the upper half of a double-ended figure in a 48×40 box, the card's middle at its foot.
    "J": (
        '<path d="M8 40c1-8 7-12.5 16-12.5S39 32 40 40z"/>'
        f'<path d="M17 28.5q7 5 14 0" fill="none" stroke="{GOLD}" stroke-width="2"/>'
        f'<circle cx="24" cy="17" r="7.6" fill="{SKIN}" stroke="currentColor" stroke-width="1"/>'
        '<path d="M15.6 14c0-7 4-10 8.9-10S33 7 33 13.5z"/>'
        f'<path d="M31 6.5c4-5 10-6.5 13-4-3.4.4-7 2.6-10 6.5z" fill="{GOLD}" stroke="currentColor" stroke-width="1"/>'
    ),
    "Q": (
        f'<path d="M15.4 14c-2.4 7-1.6 12 1.4 15l4-1.6c-2.4-4-2.6-8.4-1.2-12.6zM32.6 14c2.4 7 1.6 12-1.4 15'
        f'l-4-1.6c2.4-4 2.6-8.4 1.2-12.6z" fill="{HAIR}"/>'
        '<path d="M8 40c1-8 7-12.5 16-12.5S39 32 40 40z"/>'
        f'<path d="M16 30q8 5 16 0" fill="none" stroke="{GOLD}" stroke-width="2" stroke-dasharray="2 1.6"/>'
        f'<circle cx="24" cy="17" r="7.6" fill="{SKIN}" stroke="currentColor" stroke-width="1"/>'
        f'<path d="M16.6 11.6 17.6 4l3.2 3.4L24 2.4l3.2 5 3.2-3.4 1 7.6z" fill="{GOLD}" stroke="currentColor" stroke-width="1"/>'
    ),
    "K": (
        '<path d="M7 40c1-8.6 7.4-13 17-13s16 4.4 17 13z"/>'
        f'<path d="M12 40l3-10M36 40l-3-10" stroke="{GOLD}" stroke-width="2.4"/>'
        f'<circle cx="24" cy="17" r="7.6" fill="{SKIN}" stroke="currentColor" stroke-width="1"/>'
        f'<path d="M16.8 19c1 7.4 4.6 10 7.2 10s6.2-2.6 7.2-10c-2.4 2.2-4.8 2.6-7.2 2.6s-4.8-.4-7.2-2.6z" fill="{HAIR}"/>'
        f'<path d="M16.4 12 15.8 2.6l4.2 3.6L24 1l4 5.2 4.2-3.6-.6 9.4z" fill="{GOLD}" stroke="currentColor" stroke-width="1"/>'
    ),
}
"""Court figures (``court-J``…), inked in the suit's colour where they use ``currentColor``."""


def _part(ref: str) -> tuple[str, str]:
    """A suit (``suit-S``, turned over ``suit-S-r``), rank glyph (``r-Q``) or court figure (``court-Q``): its
    viewBox and its drawing."""
    kind, _, what = ref.partition("-")
    if kind == "suit":
        suit, turned = what[0], what.endswith("-r")
        spin = ' transform="rotate(180 50 50)"' if turned else ""
        return "0 0 100 100", f'<path{spin} d="{SUIT_PATHS[suit]}"/>'
    if kind == "r":
        return (f"0 0 {22 if what == '10' else 20} 24", f'<path d="{RANK_PATHS[what]}" fill="none" stroke="currentColor" '
                f'stroke-width="{STROKE}" stroke-linecap="round" stroke-linejoin="round"/>')
    return "0 0 48 40", FIGURES[what]


def _drawn(ref: str, x: float, y: float, w: float, h: float, fill: str = "") -> str:
    """A part drawn in the box ``x, y, w, h`` of a face: a nested ``<svg>`` with the part's viewBox, what a
    ``<use>`` of a ``<symbol>`` makes, written out. A face holds no ``<use>``: the browser builds a shadow tree
    for each, and the sprite's 476 of them cost the first style of the page about twice what parsing the
    written-out markup does (docs/performance.md, issue 14)."""
    box, drawing = _part(ref)
    paint = f' fill="{fill}"' if fill else ""
    return f'<svg x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" viewBox="{box}"{paint}>{drawing}</svg>'


def _index(rank: str, suit: str, corner: Corner) -> str:
    """The index: rank and suit beneath in the top-left corner and, turned over, the bottom-right one; the
    suit beside the rank (for a column's strip) in the top-left only."""
    x, y, height = corner.rank
    width = height * (22 if rank == "10" else 20) / 24
    bx, by, size = corner.beneath
    index = _drawn(f"r-{rank}", x - (1 if rank == "10" else 0), y, width, height) + _drawn(f"suit-{suit}", bx, by, size, size)
    turned = f'<g transform="rotate(180 50 70)">{index}</g>' if corner.turned else ""
    return index + turned + _drawn(f"suit-{suit}", corner.beside[0], corner.beside[1], corner.beside[2], corner.beside[2])


def _pips(value: int, suit: str, corner: Corner) -> str:
    """The standard arrangement of ``value`` pips; those below the middle are upside down."""
    columns, top, bottom, size = corner.pips
    out = []
    for column, row in PIP_ROWS[value]:
        cx, cy = columns[column], top + row * (bottom - top)
        turned = "-r" if cy > (top + bottom) / 2 + 0.1 else ""
        out.append(_drawn(f"suit-{suit}{turned}", round(cx - size / 2, 1), round(cy - size / 2, 1), size, size))
    return "".join(out)


def _court(rank: str, suit: str, corner: Corner) -> str:
    """A framed double-ended figure with the suit on its chest, above and below the middle."""
    x, y, frame_w, frame_h = corner.frame
    cx, cy = corner.middle
    h = frame_h / 2 - 1
    w = min(h * 1.2, frame_w - 2)
    emblem = w * 0.17
    half = _drawn(f"court-{rank}", round(cx - w / 2, 1), y + 1, round(w, 1), h) + _drawn(
        f"suit-{suit}", round(cx - emblem / 2, 1), round(y + 1 + h * 0.76, 1), round(emblem, 1), round(emblem, 1), PAPER
    )
    return (
        f'<rect x="{x:g}" y="{y:g}" width="{frame_w:g}" height="{frame_h:g}" rx="3" fill="#fbf1d8" '
        'stroke="currentColor" stroke-width="1.5"/>'
        f'{half}<g transform="rotate(180 {cx:g} {cy:g})">{half}</g>'
        f'<path d="M{x + 1:g} {cy:g}h{frame_w - 2:g}" stroke="currentColor" stroke-width="0.8"/>'
    )


def _face(index: int, inks: dict[str, str], large: bool) -> str:
    """One face: the index in two corners, then pips, a large ace or a court figure in the middle."""
    rank_value = index % 13 + 1
    suit = SUITS[index // 13]
    name = NAMES[index]
    rank = RANK_NAMES[rank_value - 1]
    corner = LARGE if large else NORMAL
    ink = inks[suit]
    parts = [
        f'<symbol id="face-{name}" viewBox="0 0 {WIDTH} {HEIGHT}">',
        f'<rect x="1" y="1" width="98" height="138" rx="9" fill="{PAPER}" stroke="#9a9a9a" stroke-width="2"/>',
        f'<g fill="{ink}" color="{ink}">',
        _index(rank, suit, corner),
    ]
    if rank_value == 1:
        size = 50 if large else 54
        cx, cy = corner.middle
        parts.append(_drawn(f"suit-{suit}", cx - size / 2, cy - size / 2, size, size))
    elif rank_value <= 10:
        parts.append(_pips(rank_value, suit, corner))
    else:
        parts.append(_court(rank, suit, corner))
    parts.append("</g></symbol>")
    return "".join(parts)


WEAVE = (
    '<pattern id="back-weave" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
    '<rect width="10" height="10" fill="#1f4f9c"/><rect width="5" height="10" fill="#2a63bd"/></pattern>'
)
"""The back's weave: outside the sprite's hidden symbols (a pattern in a part of the page not displayed
paints nothing), where the backs' copies of the symbol find it."""


def _back() -> str:
    return (
        f'<symbol id="back" viewBox="0 0 {WIDTH} {HEIGHT}">'
        '<rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf7" stroke="#9a9a9a" stroke-width="2"/>'
        '<rect x="7" y="7" width="86" height="126" rx="6" fill="url(#back-weave)"/>'
        '<rect x="7" y="7" width="86" height="126" rx="6" fill="none" stroke="#173c78" stroke-width="2"/>'
        "</symbol>"
    )


@functools.cache
def sprite(four_colour: bool = False, large: bool = False) -> str:
    """The whole sprite: an invisible ``<svg>`` holding every symbol the cards use (made once per look; the
    memory snapshot holds the default one already made, ``ds/web/frozen.py``). The symbols lie in an inner
    ``<svg>`` not displayed: each ``<use>`` draws its own copy of one, and the browser then neither styles nor
    lays out the sprite's 1,400 elements themselves at every start, nor again when the page's settings change
    (20-60 ms of the boot's main thread; a ``<g>`` not displayed saves nothing in Chromium: docs/performance.md,
    issue 14)."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" class="sprite" aria-hidden="true" focusable="false">'
        f'<defs>{WEAVE}</defs><svg display="none">{symbols(four_colour, large)}</svg></svg>'
    )


def symbols(four_colour: bool = False, large: bool = False) -> str:
    """The sprite's symbols: the 52 faces and the back (each face draws its suits, ranks and figures itself)."""
    inks = FOUR_COLOURS if four_colour else TWO_COLOURS
    return "".join(_face(index, inks, large) for index in range(52)) + _back()


def face_document(name: str, four_colour: bool = False, large: bool = False) -> str:
    """One face as a standalone SVG document, ``WIDTH`` × ``HEIGHT``: the same drawing as the sprite's, for
    where the sprite cannot reach (the win's celebration paints it on a canvas).

    >>> doc = face_document("QS")
    >>> doc.startswith("<svg xmlns=") and '<symbol id="face-QS"' in doc and FIGURES["Q"] in doc
    True
    >>> '<symbol id="face-QH"' in doc, len(doc) < len(sprite()) // 10
    (False, True)
    """
    face = _face(NAMES.index(name), FOUR_COLOURS if four_colour else TWO_COLOURS, large)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">'
        f'<defs>{face}</defs><use href="#face-{name}" width="{WIDTH}" height="{HEIGHT}"/></svg>'
    )


def card_ref(name: str | None) -> str:
    """The sprite's drawing of one card: a face (``"7H"``) or, for ``None``, the back.

    >>> card_ref("7H"), card_ref(None)
    ('#face-7H', '#back')
    """
    return f"#face-{name}" if name else "#back"


def card_svg(name: str | None) -> str:
    """The inner markup of one card: a face (``"7H"``) or, for ``None``, the back."""
    return f'<svg viewBox="0 0 {WIDTH} {HEIGHT}" aria-hidden="true"><use href="{card_ref(name)}"/></svg>'

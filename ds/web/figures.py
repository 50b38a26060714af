"""The Rules window's small drawings, as SVG text (pure, no browser).

The cards are the table's own: each drawing ``<use>``\\ s the faces and back
of the card sprite (``ds/web/cardart.py``) already in the page, so the four-
colour deck and large print show here too. Lines and marks are drawn in
``currentColor``; the captions, in each language, are the figures' text.

>>> import xml.dom.minidom
>>> all(xml.dom.minidom.parseString(figure(name, "caption-id")) for name in FIGURES)
True
"""

from __future__ import annotations

W, H = 60, 84
"""A card in the drawings (the sprite's 100 × 140, scaled)."""
SCALE = 1.3
"""How much larger than its drawing units a figure shows (it shrinks to fit a narrow window)."""
NO = "#c8102e"
YES = "#137a32"

FIGURES = ("empty-column", "second-ace", "draw-three")


def figure(name: str, labelledby: str) -> str:
    """The ``<svg>`` of a drawing, named by the element ``labelledby`` (its caption)."""
    width, height, body = _DRAWINGS[name]()
    return (
        f'<svg viewBox="0 0 {width} {height}" width="{round(width * SCALE)}" height="{round(height * SCALE)}" role="img" '
        f'aria-labelledby="{labelledby}" focusable="false" class="figure-art">{body}</svg>'
    )


def _card(name: str | None, x: float, y: float) -> str:
    ref = f"face-{name}" if name else "back"
    return f'<use href="#{ref}" x="{x:g}" y="{y:g}" width="{W}" height="{H}"/>'


def _spot(x: float, y: float) -> str:
    """An empty place on the table."""
    return (
        f'<rect x="{x + 1:g}" y="{y + 1:g}" width="{W - 2}" height="{H - 2}" rx="6" fill="none" '
        'stroke="currentColor" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="5 4"/>'
    )


def _arrow(x1: float, y1: float, x2: float, y2: float, bend: float = 0.0) -> str:
    """A curved arrow from (x1, y1) to (x2, y2), its head drawn as two strokes."""
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2 - bend
    dx, dy = x2 - mx, y2 - my
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    head = 9.0
    left = (x2 - head * (ux - 0.6 * uy), y2 - head * (uy + 0.6 * ux))
    right = (x2 - head * (ux + 0.6 * uy), y2 - head * (uy - 0.6 * ux))
    return (
        f'<path d="M{x1:g} {y1:g}Q{mx:g} {my:g} {x2:g} {y2:g}M{left[0]:.1f} {left[1]:.1f}L{x2:g} {y2:g}'
        f'L{right[0]:.1f} {right[1]:.1f}" fill="none" stroke="currentColor" stroke-width="2.5" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def _mark(x: float, y: float, yes: bool) -> str:
    """A round mark: a green tick (allowed) or a red cross (refused)."""
    colour = YES if yes else NO
    sign = f"M{x - 5:g} {y:g}l4 4 7-9" if yes else f"M{x - 5:g} {y - 5:g}l10 10m0-10-10 10"
    return (
        f'<circle cx="{x:g}" cy="{y:g}" r="11" fill="{colour}"/>'
        f'<path d="{sign}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>'
    )


def _empty_column() -> tuple[int, int, str]:
    """A queen refused by an empty column; a king taken by another."""
    return 320, 150, "".join([
        _card("QH", 8, 8), _spot(88, 58), _arrow(70, 40, 112, 62, 18), _mark(96, 34, yes=False),
        _card("KS", 172, 8), _spot(252, 58), _arrow(234, 40, 276, 62, 18), _mark(260, 34, yes=True),
    ])


def _second_ace() -> tuple[int, int, str]:
    """The spades row: spot 1 holds an ace and a 2; the second ace of spades rises into spot 2."""
    row, x1, x2 = 14, 60, 140
    return 260, 210, "".join([
        f'<text x="{x1 + W / 2:g}" y="{row - 3:g}" text-anchor="middle" font-size="11" fill="currentColor">1</text>',
        f'<text x="{x2 + W / 2:g}" y="{row - 3:g}" text-anchor="middle" font-size="11" fill="currentColor">2</text>',
        _card("AS", x1, row), _card("2S", x1, row + 4), _spot(x2, row),
        _card("AS", x2, 122), _arrow(x2 + W / 2, 118, x2 + W / 2, row + H / 2 + 8, 0), _mark(x2 + W + 16, 60, yes=True),
    ])


def _draw_three() -> tuple[int, int, str]:
    """The stock, and three cards fanned on the waste: the last one, on top, is the one to play."""
    step = round(0.3 * W)
    top = 96 + 2 * step
    return 250, 112, "".join([
        _card(None, 8, 14), _arrow(40, 10, 110, 10, 8),
        _card("5C", 96, 14), _card("9H", 96 + step, 14), _card("7H", top, 14),
        f'<rect x="{top - 3:g}" y="11" width="{W + 6}" height="{H + 6}" rx="8" fill="none" stroke="{YES}" stroke-width="3"/>',
        _mark(top + W + 14, 56, yes=True),
    ])


_DRAWINGS = {"empty-column": _empty_column, "second-ace": _second_ace, "draw-three": _draw_three}

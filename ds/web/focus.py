"""Keyboard play without the browser: which pile an arrow key goes to, which card a press picks up.

Arrow keys move by the piles' places on the screen (measured, as in
``ds/web/layout.py``), so they follow every layout alike (wide, tall, and the
row of a tablet on its side):
the nearest pile whose first card's box lies that way, those in line first,
and none more than 45 degrees off the way. A column is its whole box, which
reaches down the table: nothing lies below it, and a pile beside any part of
it is in line with it.

>>> from ds.piles import Pile
>>> names = [str(pile) for pile in Pile]
>>> piles = {name: Rect(70 * i, 0, 50, 70) for i, name in enumerate(names[:11])}
>>> piles.update({name: Rect(800 + 60 * (i % 2), 30 * (i // 2), 50, 70) for i, name in enumerate(names[11:])})
>>> table = Table(piles, 50, 70, 600)
>>> neighbour(table, "col-9", "right"), neighbour(table, "foundation-S-1", "down"), neighbour(table, "col-3", "up")
('foundation-S-1', 'foundation-H-1', None)
>>> [next_pick(size=6, hidden=3, picked=p) for p in (None, 5, 4, 3)]
[5, 4, 3, 5]
"""

from __future__ import annotations

from ..piles import Pile
from .layout import Rect, Table

DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
ARROWS = {"ArrowLeft": "left", "ArrowRight": "right", "ArrowUp": "up", "ArrowDown": "down"}
ACROSS = 2.0
"""How much a step across the direction costs against one along it."""


def _centre(table: Table, name: str) -> tuple[float, float]:
    """The centre of a pile's first card (a column's box reaches down the whole table)."""
    rect = table.piles[name]
    return rect.x + rect.w / 2, rect.y + min(rect.h, table.card_h) / 2


def neighbour(table: Table, pile: str, direction: str) -> str | None:
    """The pile an arrow key moves to from ``pile``, or None at the edge of the table."""
    dx, dy = DIRECTIONS[direction]
    x0, y0 = _centre(table, pile)
    threshold = (table.card_w if dx else table.card_h) * 0.25
    if dy > 0:  # down: from below the pile's whole box (a column's reaches the table's bottom)
        threshold += max(table.piles[pile].h - table.card_h, 0.0)
    best, best_cost = None, 0.0
    for name in map(str, Pile):
        if name == pile or name not in table.piles:
            continue
        x, y = _centre(table, name)
        along = (x - x0) * dx + (y - y0) * dy
        if along <= threshold:
            continue
        if dx:  # across a column's whole box: its first card's centre down to its last card's place
            rect = table.piles[name]
            across = max(y - y0, y0 - max(y, rect.y + rect.h - table.card_h / 2), 0.0)
        else:
            across = abs(x - x0)
        if across > along:
            continue
        cost = along + ACROSS * across
        if best is None or cost < best_cost:
            best, best_cost = name, cost
    return best


def next_pick(size: int, hidden: int, picked: int | None) -> int:
    """The index of the card a press picks up in a pile of ``size`` cards whose ``hidden`` bottom ones are
    face down: the top card first, then one more card of the face-up run at each press, and after the
    whole run, the top card again. ``picked`` is the index picked so far (None: nothing yet)."""
    top = size - 1
    if picked is None or picked - 1 < hidden:
        return top
    return picked - 1


__all__ = ["ARROWS", "Rect", "Table", "neighbour", "next_pick"]

"""Where each card lies on the table, and which card a point is on (pure geometry, no browser).

The page measures the empty piles laid out by CSS; this module turns those
rectangles and the engine's state into card positions: columns fan downwards
and compress their fan to stay on screen, the draw-3 fan spreads sideways,
stock and foundations stack. ``pointed`` answers which card a touch means from
the same positions (where the engine's cards lie, not where a card still
glides), and ``drop_target`` which pile a drop aims at.

>>> from ds.game import Game
>>> piles = {str(pile): Rect(10 * i, 0, 50, 70) for i, pile in enumerate(Pile)}
>>> spots = card_spots(Game.deal("DS1-D1N-AAAAAAA"), Table(piles, 50, 70, 600))
>>> spots["col-3"]
[(40, 0), (40, 9.1), (40, 18.2)]
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import Game
from ..piles import COLUMN_PILES, FOUNDATION_PILES, Pile

DOWN_STEP = 0.13
"""A face-down card's share of the card height left showing under the next card."""
UP_STEP = 0.29
"""A face-up card's share: enough for the corner rank and suit."""
LARGE_UP_STEP = 0.37
"""The same with large print (a bigger corner, ``ds/web/cardart.py``)."""
MIN_DOWN_STEP = 0.05
MIN_UP_STEP = 0.2
"""The least face-up share a squeezed column keeps: the card's index still shows whole (``ds/web/cardart.py``)."""
LARGE_LEAST_UP = 0.27
"""The same with large print's bigger index."""
FAN_STEP = 0.3
"""The draw-3 fan: each card's share of the card width."""
FAN_LEAST_PX = 18.0
"""The least step of the draw-3 fan in CSS px where the table has the room (a phone's small cards: 0.3 of a
39 px card leaves 12 px, where a "10" of the index hardly fits)."""
TOUCH_STRIP = 25.0
"""The least face-up strip, in CSS px, where the column's length allows: a finger's hit area on a phone,
whose cards are small (a share of a 55 px card would leave 16 px)."""
ROOMY_STRIP = 33.0
"""The face-up strip of small cards where the screen has the height (a phone upright): more of each card,
a bigger target."""
DOWN_STRIP = 9.0
"""The same for a face-down card (no target, but the count of hidden cards should read at a glance)."""
FINGER_HOLD_PX = 40.0
"""A finger holds the cards it lifts at least this far below the first card's top (on a phone's small card, at most
80 % of its height): they rise above the fingertip, the card's index in sight, instead of lying under the thumb. The
drop is still where the finger lets go, a point on the card."""
STOCK_STEP = 0.004
"""A stock or foundation grows a little with its cards, every 8 cards, so its depth shows."""


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


@dataclass(frozen=True)
class Table:
    """The measured table: each pile's rectangle, the card size, and how far down cards may reach."""

    piles: dict[str, Rect]
    card_w: float
    card_h: float
    bottom: float
    up_step: float = UP_STEP
    """A face-up card's share of the card height in a column's fan (larger with large print)."""
    least_up: float = MIN_UP_STEP
    """The least face-up share when a column is squeezed (larger with large print)."""
    right: float = 0.0
    """The table's right edge (0: not known), which bounds the draw-3 fan where no pile lies beside the waste."""


def column_steps(
    hidden: int, size: int, room: float, card_h: float, up_step: float = UP_STEP, least_up: float = MIN_UP_STEP
) -> tuple[float, float]:
    """The fan of a column: (face-down step, face-up step), compressed so that it fits ``room``.

    >>> [round(step, 1) for step in column_steps(3, 5, 1000, 150)]
    [19.5, 43.5]
    >>> [round(step, 1) for step in column_steps(8, 21, 300, 100)]
    [5.0, 13.3]
    >>> [round(step, 1) for step in column_steps(101, 102, 300, 100)]  # a column of face-down cards
    [2.0, 29.0]
    >>> [round(step, 1) for step in column_steps(8, 21, 700, 55)]  # a phone upright: roomy strips
    [9.0, 33.0]
    >>> [round(step, 1) for step in column_steps(8, 21, 430, 55)]  # less room: strips a finger can hit
    [9.0, 25.2]
    """
    down = max(DOWN_STEP * card_h, min(DOWN_STRIP, 0.2 * card_h))
    up = max(up_step * card_h, min(TOUCH_STRIP, 0.5 * card_h))
    showing = max(size - hidden - 1, 0)
    if hidden * down + showing * up + card_h <= room:
        roomy = max(up, min(ROOMY_STRIP, 0.6 * card_h))
        return down, min(roomy, (room - card_h - hidden * down) / showing) if showing else up
    down = max(MIN_DOWN_STEP * card_h, (room - card_h - showing * up) / hidden) if hidden else down
    if hidden * down + showing * up + card_h <= room:
        return down, up
    if not showing:  # face-down cards alone: they share the room
        return max((room - card_h) / hidden, 0.01 * card_h), up
    up = max(least_up * card_h, (room - card_h - hidden * down) / showing)
    if hidden * down + showing * up + card_h <= room:
        return down, up
    # Still too long for the screen: share what room there is, face-up cards getting more.
    up = max((room - card_h - hidden * down) / showing, 0.08 * card_h)
    return down, up


def card_spots(game: Game, table: Table) -> dict[str, list[tuple[float, float]]]:
    """The top-left corner of every card, pile by pile, bottom card first."""
    return {str(pile): pile_spots(game, table, str(pile)) for pile in Pile}


def pile_spots(game: Game, table: Table, pile: str) -> list[tuple[float, float]]:
    """The top-left corner of each card of one pile, bottom card first: it depends on that pile alone (and, for
    the waste, on the draw-3 fan), so a tap recomputes only the piles it changed."""
    h = table.card_h
    rect = table.piles[pile]
    if pile == "waste":
        fanned = len(game.waste) - game.fan
        step = fan_step(table)
        return [(rect.x + step * max(i - fanned, 0), rect.y) for i in range(len(game.waste))]
    if pile.startswith("col-"):
        size = game.pile_size(pile)
        hidden = game.face_down_count(pile)
        down, up = column_steps(hidden, size, table.bottom - rect.y, h, table.up_step, table.least_up)
        y = rect.y
        places = []
        for index in range(size):
            places.append((rect.x, y))
            y += down if index < hidden else up
        return places
    # the stock and the foundations: a low stack, a little higher every 8 cards
    return [(rect.x, rect.y - STOCK_STEP * h * (i // 8)) for i in range(game.pile_size(pile))]


def covered(spots: list[tuple[float, float]], gliding: list[bool]) -> list[bool]:
    """Which cards of a stacked pile (``spots``: where each lies, bottom first) need not be drawn: those on which,
    at the same place, lies a card that has landed (not ``gliding`` there) and is not the pile's top, which a
    drag may lift; a card gliding is always drawn.

    >>> covered([(0, 0)] * 4, [False] * 4)  # the top and the card beneath it drawn
    [True, True, False, False]
    >>> covered([(0, 0)] * 5, [False, False, True, True, True])  # three cards coming back onto two
    [True, False, False, False, False]
    >>> covered([(0, 0)] * 4, [False, True, True, True])  # onto the last one
    [False, False, False, False]
    >>> covered([(0, 2), (0, 2), (0, 1), (0, 1), (0, 1)], [False] * 5)  # a stack a little higher from the third
    [True, False, True, False, False]
    """
    under = [False] * len(spots)
    shield = None
    """Where the nearest landed card above, not the top, lies."""
    for index in range(len(spots) - 2, -1, -1):
        under[index] = spots[index] == shield and not gliding[index]
        if not gliding[index]:
            shield = spots[index]
    return under


def fan_step(table: Table) -> float:
    """How far apart the cards of the draw-3 fan lie: ``FAN_STEP`` of the card width, widened to
    ``FAN_LEAST_PX`` where the room to the right of the waste allows: up to the next pile beside it (a column
    reaches down the table), else up to the table's right edge.

    >>> piles = {str(pile): Rect(0, 0, 39, 55) for pile in Pile}
    >>> piles["waste"], piles["foundation-S1"] = Rect(42, 0, 39, 55), Rect(200, 0, 39, 55)
    >>> fan_step(Table(piles, 39, 55, 700)), fan_step(Table(piles, 100, 140, 700))
    (18.0, 30.0)
    >>> piles = {str(pile): Rect(0, 200, 39, 55) for pile in Pile}  # the stock on the right, upright: none beside
    >>> piles["waste"] = Rect(300, 0, 39, 55)
    >>> fan_step(Table(piles, 39, 55, 700)), fan_step(Table(piles, 39, 55, 700, right=380))
    (11.7, 18.0)
    """
    w = table.card_w
    waste = table.piles["waste"]
    beside = [
        r.x for name, r in table.piles.items()
        if r.x > waste.x and r.y < waste.y + table.card_h
        and (name.startswith("col-") and table.bottom > waste.y or r.y + r.h > waste.y)
    ]
    room = (min(beside) - waste.x - w - 0.1 * w) / 2 if beside else (table.right - waste.x - w) / 2
    return max(FAN_STEP * w, min(FAN_LEAST_PX, room))


def pointed(
    game: Game, table: Table, spots: dict[str, list[tuple[float, float]]], x: float, y: float, near: float = 0.0
) -> tuple[str, int | None] | None:
    """The pile and card index that a touch at (x, y) means, from where the engine's cards lie: the card
    whose visible part is there (a column's strip, a card of the draw-3 fan), the top card of a stock or
    foundation; the index is None on an empty pile. A pile is where its cards lie, or its first card's place
    when it is empty (a column's box, a drop zone, reaches down the table: a press below its cards is on no
    pile). A touch up to ``near`` px off a pile (a finger is wide) takes
    the nearest pile, and a touch on a column's face-down strips that close to its first face-up card
    takes that card. None: no pile there.

    >>> piles = {str(pile): Rect(60 * i, 0, 50, 70) for i, pile in enumerate(Pile)}
    >>> table = Table(piles, 50, 70, 500)
    >>> game = Game.deal("DS1-D1N-AAAAAAA")
    >>> spots = card_spots(game, table)
    >>> pointed(game, table, spots, 125, 20), pointed(game, table, spots, 135, 75, near=10)
    (('col-1', 0), ('col-1', 0))
    >>> pointed(game, table, spots, 190, 5), pointed(game, table, spots, 190, 5, near=10)  # col-2's hidden card
    (('col-2', 0), ('col-2', 1))
    >>> pointed(game, table, spots, 60, 30), pointed(game, table, spots, 55, 30), pointed(game, table, spots, 53, 30, near=5)
    (('waste', None), None, ('stock', 58))
    """
    best: tuple[float, str] | None = None
    for name, rect in table.piles.items():
        places = spots[name]
        left, top, right, bottom = rect.x, rect.y, rect.x + rect.w, rect.y + min(rect.h, table.card_h)
        if places:  # a column's box reaches down the table (a drop zone): only its cards count for a press
            right = max(right, max(px for px, _ in places) + table.card_w)
            bottom = max(bottom, max(py for _, py in places) + table.card_h)
        off = max(left - x, x - right, 0.0) ** 2 + max(top - y, y - bottom, 0.0) ** 2
        if (off == 0 or off <= near * near) and (best is None or off < best[0]):
            best = (off, name)
    if best is None:
        return None
    name = best[1]
    places = spots[name]
    if not places:
        return name, None
    if not name.startswith("col-"):
        for index in range(len(places) - 1, -1, -1):  # the top card first: it covers those beneath
            left, top = places[index]
            if left <= x < left + table.card_w and top <= y < top + table.card_h:
                return name, index
        return name, len(places) - 1
    index = max([i for i, (_, top) in enumerate(places) if top <= y] or [0])
    hidden = game.hidden[COLUMN_PILES.index(Pile.parse(name))]
    if index < hidden <= len(places) - 1 and places[hidden][1] - y <= near:
        index = hidden
    return name, index


def held(kind: str, grab: tuple[float, float], card_w: float, card_h: float) -> tuple[float, float]:
    """Where on the first lifted card (from its top left corner) a pointer of ``kind`` holds it: where it pressed,
    within the card's size; a finger lower down (``FINGER_HOLD_PX``).

    >>> held("mouse", (20, 12), 39, 55), held("touch", (20, 12), 39, 55), held("touch", (20, 12), 112, 157)
    ((20, 12), (20, 40.0), (20, 40.0))
    >>> held("touch", (20, 12), 20, 30), held("touch", (20, 50), 39, 55)  # a tiny card: 80 % of it; already lower
    ((20, 24.0), (20, 50))
    """
    x, y = min(grab[0], card_w), min(grab[1], card_h)
    if kind == "touch":
        y = max(y, min(FINGER_HOLD_PX, 0.8 * card_h))
    return x, y


def drop_target(table: Table, x: float, y: float) -> str | None:
    """The pile a drop at (x, y) aims at: a column (its whole width and a little beside it, or half way to the
    next column where the columns lie further apart, down to the table's bottom, not into a bar of buttons below
    it), or ``"foundations"`` anywhere over the foundation area; None elsewhere.

    >>> piles = {str(pile): Rect(60 * i, 0, 50, 70) for i, pile in enumerate(Pile)}
    >>> table = Table(piles, 50, 70, 500)
    >>> drop_target(table, 125, 400), drop_target(table, 60 * 14, 10), drop_target(table, 5000, 10)
    ('col-1', 'foundations', None)
    >>> drop_target(table, 174, 400), drop_target(table, 113, 400)  # 4 px right of col-1, 7 px left of it
    ('col-1', None)
    >>> piles.update({f"col-{i + 1}": Rect(100 * i, 0, 50, 70) for i in range(9)})  # 50 px apart
    >>> drop_target(table, 74, 400), drop_target(table, 76, 400), drop_target(table, 860, 400)
    ('col-1', 'col-2', None)
    """
    half_gap = table.card_w * 0.12
    columns = [table.piles[str(pile)] for pile in COLUMN_PILES]
    for i, rect in enumerate(columns):
        left, right = rect.x - half_gap, rect.x + rect.w + half_gap
        if i > 0:
            left = min(left, (columns[i - 1].x + columns[i - 1].w + rect.x) / 2)
        if i + 1 < len(columns):
            right = max(right, (rect.x + rect.w + columns[i + 1].x) / 2)
        if left <= x < right and rect.y - half_gap <= y <= table.bottom + half_gap:
            return str(COLUMN_PILES[i])
    area = foundation_area(table)
    if area.contains(x, y):
        return "foundations"
    return None


def foundation_area(table: Table) -> Rect:
    """The rectangle around the 8 foundation spots, with a margin."""
    rects = [table.piles[str(pile)] for pile in FOUNDATION_PILES]
    margin = table.card_w * 0.15
    left = min(r.x for r in rects) - margin
    top = min(r.y for r in rects) - margin
    right = max(r.x + r.w for r in rects) + margin
    bottom = max(r.y + r.h for r in rects) + margin
    return Rect(left, top, right - left, bottom - top)

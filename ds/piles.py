"""Pile names shared by engine, page and tests, and their indices in the engine.

>>> PILE_NAMES[STOCK], PILE_NAMES[COLUMN_1 + 2], PILE_NAMES[FOUNDATION_1 + 3]
('stock', 'col-3', 'foundation-H-2')
>>> pile_index("col-9"), SHORT_NAMES[pile_index("foundation-C-2")]
(10, 'C2')
"""

from __future__ import annotations

from .cards import SUITS
from .deal import COLUMNS

STOCK, WASTE = 0, 1
COLUMN_1 = 2
FOUNDATION_1 = COLUMN_1 + COLUMNS
FOUNDATIONS = 8
PILE_COUNT = FOUNDATION_1 + FOUNDATIONS
COLUMN_RANGE = range(COLUMN_1, FOUNDATION_1)
FOUNDATION_RANGE = range(FOUNDATION_1, PILE_COUNT)

PILE_NAMES: tuple[str, ...] = (
    ("stock", "waste")
    + tuple(f"col-{i}" for i in range(1, COLUMNS + 1))
    + tuple(f"foundation-{suit}-{spot}" for suit in SUITS for spot in (1, 2))
)
"""Pile names in index order (SPEC.md)."""

SHORT_NAMES: tuple[str, ...] = (
    ("s", "w") + tuple(str(i) for i in range(1, COLUMNS + 1)) + tuple(f"{suit}{spot}" for suit in SUITS for spot in (1, 2))
)
"""The short names of the move notation: ``s``, ``w``, ``1``–``9``, ``S1``…``C2``."""

_INDEX = {name: i for i, name in enumerate(PILE_NAMES)}
_SHORT_INDEX = {name: i for i, name in enumerate(SHORT_NAMES)}


def pile_index(name: str) -> int:
    """The index of a pile name such as ``col-3`` or ``foundation-S-2``."""
    try:
        return _INDEX[name]
    except (KeyError, TypeError):
        raise ValueError(f"{name!r} is not a pile: use stock, waste, col-1..col-9 or foundation-S-1..foundation-C-2") from None


def short_index(name: str) -> int | None:
    """The index of a short pile name of the move notation, or None."""
    return _SHORT_INDEX.get(name)


def foundation_suit(pile: int) -> int:
    """The suit index (0..3, S H D C) that a foundation pile takes."""
    return (pile - FOUNDATION_1) // 2

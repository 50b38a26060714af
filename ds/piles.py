"""The piles: ``Pile``, one constant per pile, whose ``str`` is its name in SPEC.md.

A ``Pile`` is also an ``int`` (its index in the engine), so it can index
tables; ``Pile.parse`` reads a name back.

>>> str(Pile.STOCK), str(Pile.COL_3), f"{Pile.FOUNDATION_H_2}"
('stock', 'col-3', 'foundation-H-2')
>>> Pile.parse("col-9"), Pile.parse("foundation-C-2").short
(<Pile.COL_9: 10>, 'C2')
>>> Pile.COL_3.is_column, Pile.FOUNDATION_S_1.is_foundation, Pile.column(3) is Pile.COL_3
(True, True, True)
"""

from __future__ import annotations

from enum import IntEnum

from .cards import SUITS
from .deal import COLUMNS
from .errors import InvalidMoveError, shown
from .reasons import Reason

FOUNDATIONS = 8


class Pile(IntEnum):
    """One of the 19 piles: the stock, the waste, columns 1 to 9, foundations S-1 to C-2 (two spots a suit)."""

    STOCK = 0
    WASTE = 1
    COL_1 = 2
    COL_2 = 3
    COL_3 = 4
    COL_4 = 5
    COL_5 = 6
    COL_6 = 7
    COL_7 = 8
    COL_8 = 9
    COL_9 = 10
    FOUNDATION_S_1 = 11
    FOUNDATION_S_2 = 12
    FOUNDATION_H_1 = 13
    FOUNDATION_H_2 = 14
    FOUNDATION_D_1 = 15
    FOUNDATION_D_2 = 16
    FOUNDATION_C_1 = 17
    FOUNDATION_C_2 = 18

    def __str__(self) -> str:
        return _NAMES[self]

    def __format__(self, spec: str) -> str:
        return format(_NAMES[self], spec)

    @property
    def short(self) -> str:
        """The pile in the move notation: ``s``, ``w``, ``1``–``9``, ``S1``…``C2``."""
        return _SHORT[self]

    @property
    def is_column(self) -> bool:
        """Whether the pile is one of the nine columns."""
        return COLUMN_1 <= self < FOUNDATION_1

    @property
    def is_foundation(self) -> bool:
        """Whether the pile is one of the eight foundation spots."""
        return self >= FOUNDATION_1

    @property
    def suit(self) -> str:
        """The suit letter a foundation takes (``S``, ``H``, ``D``, ``C``)."""
        if not self.is_foundation:
            raise ValueError(f"{self} is not a foundation")
        return SUITS[foundation_suit(self)]

    @classmethod
    def column(cls, number: int) -> Pile:
        """Column ``number``, 1 to 9; ``ValueError`` for any other value."""
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= COLUMNS:
            raise ValueError(f"columns are numbered 1 to {COLUMNS}, not {number!r}")
        return PILES[COLUMN_1 + number - 1]

    @classmethod
    def parse(cls, name: Pile | str) -> Pile:
        """The pile of a SPEC name such as ``col-3`` or ``foundation-S-2``, or of its ``short`` name (``3``,
        ``S2``), in any case and with blanks around it, as a move, a card or a game code is read (a ``Pile`` is
        returned as it is); ``InvalidMoveError`` for a name that is no pile."""
        if isinstance(name, Pile):
            return name
        pile = _BY_NAME.get(name) if isinstance(name, str) else None
        if pile is None and isinstance(name, str) and name.isascii():
            pile = _ANY_CASE.get(name.strip().lower())
        if pile is None:
            raise InvalidMoveError(Reason.of("pile-name", name=shown(name)))
        return pile


PILES: tuple[Pile, ...] = tuple(Pile)
"""Every pile, by index."""
STOCK, WASTE = Pile.STOCK, Pile.WASTE
COLUMN_1 = Pile.COL_1
FOUNDATION_1 = Pile.FOUNDATION_S_1
COLUMN_PILES: tuple[Pile, ...] = PILES[COLUMN_1:FOUNDATION_1]
FOUNDATION_PILES: tuple[Pile, ...] = PILES[FOUNDATION_1:]

_NAMES: tuple[str, ...] = (
    ("stock", "waste")
    + tuple(f"col-{i}" for i in range(1, COLUMNS + 1))
    + tuple(f"foundation-{suit}-{spot}" for suit in SUITS for spot in (1, 2))
)
_SHORT: tuple[str, ...] = (
    ("s", "w") + tuple(str(i) for i in range(1, COLUMNS + 1)) + tuple(f"{suit}{spot}" for suit in SUITS for spot in (1, 2))
)
_BY_NAME = {name: pile for name, pile in zip(_NAMES, PILES)}
BY_SHORT: dict[str, Pile] = {name: pile for name, pile in zip(_SHORT, PILES)}
"""The piles by their name in the move notation."""
_SHORT_ANY_CASE = {name.lower(): pile for name, pile in zip(_SHORT, PILES)}
_ANY_CASE = {**{name.lower(): pile for name, pile in zip(_NAMES, PILES)}, **_SHORT_ANY_CASE}
"""The piles by either name in lower case: ``COL-3``, ``Foundation-s-1`` and ``s1`` are read too (no two names
differ only in case: the stock's short name has no digit)."""


def short_pile(text: str) -> Pile | None:
    """The pile of a name in the move notation (``s``, ``w``, ``1``-``9``, ``S1``-``C2``) in any case, or None."""
    pile = BY_SHORT.get(text)
    if pile is None and text.isascii():
        pile = _SHORT_ANY_CASE.get(text.lower())
    return pile


def foundation_suit(pile: int) -> int:
    """The suit index (0..3, S H D C) that a foundation pile takes."""
    return (pile - FOUNDATION_1) // 2

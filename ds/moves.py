"""Moves: small immutable values with a short text form.

The text form is ``<from>><to>`` with ``:<count>`` when more than one card
moves; piles are written ``s`` (stock), ``w`` (waste), ``1``–``9`` (columns)
and ``S1``, ``S2``, ``H1`` … ``C2`` (foundations). ``s>w`` is a draw and
``w>s`` a recycle in every mode: the game turns as many cards as the rules
say. The exact forms, which the game's own moves use (``s>w:3``,
``w>s:17``), are accepted too.

>>> move = Move.parse("3>5:2")
>>> move.src, str(move.dst), move.count
(<Pile.COL_3: 4>, 'col-5', 2)
>>> Move.parse(str(move)) == move, Move("waste", Pile.FOUNDATION_S_1)
(True, Move.parse('w>S1'))
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK_SIZE
from .errors import InvalidMoveError, shown
from .piles import PILES, STOCK, WASTE, Pile, short_pile
from .reasons import Reason

MOST_CARDS = DECK_SIZE
"""The most cards a move carries: a recycle of a waste that holds every card (a hand-made position)."""


@dataclass(frozen=True, slots=True, init=False)
class Move:
    """``count`` cards from pile ``src`` to pile ``dst``; piles are given as ``Pile`` or by their SPEC name."""

    src: Pile
    dst: Pile
    count: int = 1

    def __init__(self, src: Pile | str, dst: Pile | str, count: int = 1) -> None:
        """A move; ``InvalidMoveError`` for a name that is no pile or a count that is not 1 to ``MOST_CARDS``."""
        object.__setattr__(self, "src", _pile(src))
        object.__setattr__(self, "dst", _pile(dst))
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MOST_CARDS:
            raise InvalidMoveError(Reason.of("move-count", count=shown(count), most=MOST_CARDS))
        object.__setattr__(self, "count", count)

    @property
    def is_draw(self) -> bool:
        """Whether the move turns cards from the stock onto the waste (``s>w``)."""
        return self.src == STOCK

    @property
    def is_recycle(self) -> bool:
        """Whether the move turns the waste back into the stock (``w>s``)."""
        return self.dst == STOCK and self.src == WASTE

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the short text form, as printed by ``str(move)``, in any case (``3>h1`` is ``3>H1``); else
        ``InvalidMoveError``, whose reason says what is wrong."""
        if not isinstance(text, str):
            raise InvalidMoveError(Reason.of("move-not-text", kind=type(text).__name__))
        body, colon, count = text.strip().partition(":")
        source, arrow, target = body.partition(">")
        src, dst = short_pile(source), short_pile(target)
        if not arrow or src is None or dst is None:
            raise InvalidMoveError(Reason.of("move-text", text=shown(text)))
        if colon and not (count.isascii() and count.isdigit() and count[0] != "0" and int(count[:4]) <= MOST_CARDS):
            raise InvalidMoveError(Reason.of("move-count", count=shown(count), most=MOST_CARDS))
        return cls(src, dst, int(count) if count else 1)

    def __str__(self) -> str:
        text = f"{self.src.short}>{self.dst.short}"
        return text if self.count == 1 else f"{text}:{self.count}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


def _pile(value: object) -> Pile:
    if isinstance(value, (Pile, str)):
        return Pile.parse(value)
    raise InvalidMoveError(Reason.of("move-pile", value=shown(value)))


_CACHE: dict[tuple[int, int, int], Move] = {}


def as_move(move: Move | str) -> Move:
    """A ``Move``, or the move its text names; anything else raises ``InvalidMoveError``."""
    if isinstance(move, Move):
        return move
    if isinstance(move, str):
        return Move.parse(move)
    raise InvalidMoveError(Reason.of("move-not-text", kind=type(move).__name__))


def move_of(src: int, dst: int, count: int = 1) -> Move:
    """The shared instance of a move between pile indices, for fast generation of legal moves."""
    key = (src, dst, count)
    move = _CACHE.get(key)
    if move is None:
        move = _CACHE[key] = Move(PILES[src], PILES[dst], count)
    return move

"""Moves: small immutable values with a short text form.

The text form is ``<from>><to>`` with ``:<count>`` when more than one card
moves; piles are written ``s`` (stock), ``w`` (waste), ``1``–``9`` (columns)
and ``S1``, ``S2``, ``H1`` … ``C2`` (foundations). A draw is ``s>w:3``, a
recycle ``w>s:<cards>``.

>>> move = Move.parse("3>5:2")
>>> move.source, move.target, move.count
('col-3', 'col-5', 2)
>>> Move.parse(str(move)) == move, repr(Move.parse("w>S1"))
(True, "Move.parse('w>S1')")
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidMoveError
from .piles import PILE_COUNT, PILE_NAMES, SHORT_NAMES, STOCK, WASTE, pile_index, short_index


@dataclass(frozen=True, slots=True)
class Move:
    """``count`` cards from pile ``src`` to pile ``dst`` (pile indices, see ``ds.piles``)."""

    src: int
    dst: int
    count: int = 1

    def __post_init__(self) -> None:
        for value in (self.src, self.dst):
            if not isinstance(value, int) or not 0 <= value < PILE_COUNT:
                raise InvalidMoveError(f"a move's piles are numbers 0..{PILE_COUNT - 1}, not {value!r}")
        if not isinstance(self.count, int) or self.count < 1:
            raise InvalidMoveError(f"a move carries at least one card, not {self.count!r}")

    @property
    def source(self) -> str:
        return PILE_NAMES[self.src]

    @property
    def target(self) -> str:
        return PILE_NAMES[self.dst]

    @property
    def is_draw(self) -> bool:
        return self.src == STOCK

    @property
    def is_recycle(self) -> bool:
        return self.dst == STOCK and self.src == WASTE

    @classmethod
    def between(cls, source: str, target: str, count: int = 1) -> Move:
        """The move between two named piles (``col-3``, ``foundation-S-1``…)."""
        try:
            return cls(pile_index(source), pile_index(target), count)
        except ValueError as error:
            raise InvalidMoveError(str(error)) from None

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the short text form, as printed by ``str(move)``."""
        if not isinstance(text, str):
            raise InvalidMoveError(f"a move is text such as '3>5', not {type(text).__name__}")
        body, _, count = text.strip().partition(":")
        source, arrow, target = body.partition(">")
        src, dst = short_index(source), short_index(target)
        if not arrow or src is None or dst is None:
            raise InvalidMoveError(
                f"{text!r} is not a move: write <from>><to>[:<count>] with piles s, w, 1-9, S1..C2, as in 3>5:2"
            )
        if count and not (count.isascii() and count.isdigit() and count[0] != "0" and len(count) <= 3):
            raise InvalidMoveError(f"the card count {count!r} in {text!r} must be a whole number from 1")
        return cls(src, dst, int(count) if count else 1)

    def __str__(self) -> str:
        text = f"{SHORT_NAMES[self.src]}>{SHORT_NAMES[self.dst]}"
        return text if self.count == 1 else f"{text}:{self.count}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


_CACHE: dict[tuple[int, int, int], Move] = {}


def move_of(src: int, dst: int, count: int = 1) -> Move:
    """The shared instance of a move, for fast generation of legal moves."""
    key = (src, dst, count)
    move = _CACHE.get(key)
    if move is None:
        move = _CACHE[key] = Move(src, dst, count)
    return move

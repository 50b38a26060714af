"""The deal: a deal number shuffled by SplitMix64 + Fisher–Yates, then laid out.

Everything here is specified in ``docs/game-codes.md`` so that a code gives
the same deal on every machine, forever; the golden vectors in
``tests/engine/test_deal.py`` pin it.

>>> rng = SplitMix64(0)
>>> hex(rng.next())
'0xe220a8397b1dcdaf'
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK_SIZE, Card, double_deck

COLUMNS = 9
DEALT = COLUMNS * (COLUMNS + 1) // 2
"""45 cards dealt to the columns; the other 59 form the stock."""

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class SplitMix64:
    """Steele, Lea and Flood's SplitMix64 generator (64-bit state, 64-bit outputs)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``range(bound)``, by rejection of the biased top of the range.

        >>> SplitMix64(7).below(10) in range(10)
        True
        """
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next()
            if value < limit:
                return value % bound


def shuffled_deck(deal: int) -> list[Card]:
    """The 104 cards of deal number ``deal``, in dealing order (index 0 is dealt first)."""
    deck = double_deck()
    rng = SplitMix64(deal)
    for i in range(DECK_SIZE - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@dataclass(frozen=True)
class Layout:
    """The dealt table: columns bottom to top, and the stock with its top (next card turned) last."""

    columns: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]


def deal_layout(deal: int) -> Layout:
    """Deal row by row, as at a real table: row ``r`` gives one card to each column from ``r + 1`` to 9.

    Column ``c`` (1-based) therefore gets ``c`` cards, its last one in row ``c - 1``,
    and that last card is the one turned face up. The 59 cards left form the stock;
    the first of them in dealing order is the first card turned onto the waste.

    >>> layout = deal_layout(0)
    >>> [len(column) for column in layout.columns], len(layout.stock)
    ([1, 2, 3, 4, 5, 6, 7, 8, 9], 59)
    """
    deck = shuffled_deck(deal)
    columns: list[list[Card]] = [[] for _ in range(COLUMNS)]
    position = 0
    for row in range(COLUMNS):
        for column in range(row, COLUMNS):
            columns[column].append(deck[position])
            position += 1
    stock = tuple(reversed(deck[DEALT:]))
    return Layout(tuple(tuple(column) for column in columns), stock)

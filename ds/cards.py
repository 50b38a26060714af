"""Cards of two 52-card decks: ranks, suits, colours and their text names.

A card is an ``int`` from 0 to 51 (``suit index * 13 + rank - 1``) with
names and properties; the two copies of a card are the same value, told
apart only by where they lie.

>>> Card.parse("10H")
Card.parse('10H')
>>> Card.parse("10h").rank, Card.parse("QS").suit, Card.parse("7D").is_red
(10, 'S', True)
>>> str(Card.parse("as"))
'AS'
"""

from __future__ import annotations

from .errors import InvalidCardError, shown

SUITS = "SHDC"
"""Suits in foundation-row order: spades, hearts, diamonds, clubs."""
RED_SUITS = "HD"
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE, KING = 1, 13
COPIES = 2
DECK_SIZE = 52 * COPIES


class Card(int):
    """One of the 52 card faces; ``int(card)`` is its index 0..51."""

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        """The card of index 0 to 51; ``InvalidCardError`` for any other value."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < 52:
            raise InvalidCardError(f"a card is a number from 0 to 51, not {index!r}")
        return super().__new__(cls, index)

    @property
    def rank(self) -> int:
        """1 (ace) to 13 (king)."""
        return RANK[self]

    @property
    def suit(self) -> str:
        """``S``, ``H``, ``D`` or ``C``."""
        return SUITS[self // 13]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; spades and clubs black."""
        return RED[self]

    @property
    def name(self) -> str:
        """The card's name, as ``str(card)``: ``10H``."""
        return NAMES[self]

    @staticmethod
    def make(rank: int, suit: str) -> Card:
        """The card of a rank (1..13) and a suit letter; ``InvalidCardError`` for what is none."""
        if isinstance(rank, bool) or not (
            isinstance(rank, int) and ACE <= rank <= KING and isinstance(suit, str) and len(suit) == 1 and suit in SUITS
        ):
            raise InvalidCardError(f"no card has rank {rank!r} and suit {suit!r}")
        return CARDS[SUITS.index(suit) * 13 + rank - 1]

    @staticmethod
    def parse(text: str) -> Card:
        """The card named ``text`` (``AS``, ``10h``, ``KC``), ignoring case; ``InvalidCardError`` for what names
        none."""
        if not isinstance(text, str):
            raise InvalidCardError(f"a card name must be text, not {type(text).__name__}")
        card = _BY_NAME.get(text.strip().upper())
        if card is None:
            raise InvalidCardError(
                f"{shown(text)} is not a card: write the rank (A, 2-10, J, Q, K) then the suit (S, H, D, C), as in 7H"
            )
        return card

    def __str__(self) -> str:
        return NAMES[self]

    def __repr__(self) -> str:
        return f"Card.parse({NAMES[self]!r})"


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
"""The 52 faces, indexed by ``int(card)``."""
RANK: tuple[int, ...] = tuple(i % 13 + 1 for i in range(52))
RED: tuple[bool, ...] = tuple(SUITS[i // 13] in RED_SUITS for i in range(52))
NAMES: tuple[str, ...] = tuple(RANK_NAMES[i % 13] + SUITS[i // 13] for i in range(52))
_BY_NAME = {name: card for name, card in zip(NAMES, CARDS)}


def fits_on(card: int, below: int) -> bool:
    """Whether ``card`` may lie on ``below`` in a column: opposite colour, one rank lower.

    >>> fits_on(Card.parse("7H"), Card.parse("8S")), fits_on(Card.parse("7H"), Card.parse("8D"))
    (True, False)
    """
    return RED[card] != RED[below] and RANK[card] + 1 == RANK[below]


def double_deck() -> list[Card]:
    """The 104 cards before shuffling: copy 1 then copy 2, each S, H, D, C and ace to king."""
    return [card for _ in range(COPIES) for card in CARDS]

"""A position: everything on the table, the mode and the score, with a readable text form.

``Position.parse`` reads the text form and ``str(position)`` writes it (the
pair python-chess has in ``Board(fen)`` and ``board.fen()``). One line per
pile, bottom card first; ``#`` marks a face-down card; the foundations line
gives the top card of each spot, S-1 to C-2, ``--`` when empty; in the waste,
a ``|`` comes before the cards that show fanned when more than its top shows:

>>> text = '''D1N score 1190
... stock:
... waste:
... foundations: KS KS KH JH KD KD KC QC
... col-1: KC QH
... col-2: KH'''
>>> position = Position.parse(text)
>>> position.columns[0], position.foundations, position.score
((Card.parse('KC'), Card.parse('QH')), (13, 13, 13, 11, 13, 13, 13, 12), 1190)
>>> Position.parse(str(position)) == position
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import CARDS, COPIES, NAMES, SUITS, Card
from .codes import DRAWS, FORMAT, NORMAL, SCORINGS, VEGAS
from .deal import COLUMNS
from .errors import InvalidCardError, PositionError, shown
from .jsontext import BOM
from .piles import COLUMN_PILES, FOUNDATION_PILES, FOUNDATIONS
from .scoring import MOST_SCORE, start

HIDDEN = "#"
"""Prefix of a face-down card in a column."""
EMPTY_SPOT = "--"



@dataclass(frozen=True)
class Position:
    """Everything a game plays on from: equal positions look, play and score the same.

    ``stock`` (its last card is turned first), ``waste`` (its last card on top) and ``columns`` are
    cards bottom to top; ``hidden`` counts the face-down cards at the bottom of each column;
    ``foundations`` the cards on each spot S-1, S-2, H-1 … C-2 (its suit's ace up to that rank);
    ``fan`` how many of the waste's top cards show (draw 3: the rest of the last draw).
    """

    draw: int = 1
    vegas: bool = False
    stock: tuple[Card, ...] = ()
    waste: tuple[Card, ...] = ()
    columns: tuple[tuple[Card, ...], ...] = ((),) * COLUMNS
    hidden: tuple[int, ...] = (0,) * COLUMNS
    foundations: tuple[int, ...] = (0,) * FOUNDATIONS
    fan: int = 0
    score: int = 0

    @property
    def mode(self) -> str:
        """``D1N``, ``D3N``, ``D1V`` or ``D3V``, as in a game code."""
        return f"D{self.draw}{VEGAS if self.vegas else NORMAL}"

    def check(self) -> None:
        """Refuse a position no game can reach, or a field of the wrong type, with a ``PositionError`` that says what is
        wrong: wrong card counts, a face-down card on a face-up one…"""
        _check_types(self)
        if self.draw not in DRAWS or not isinstance(self.vegas, bool):
            raise PositionError(f"the draw is 1 or 3 and vegas true or false, not {self.draw!r} and {self.vegas!r}")
        if len(self.columns) != COLUMNS or len(self.hidden) != COLUMNS:
            raise PositionError(f"there must be {COLUMNS} columns")
        if len(self.foundations) != FOUNDATIONS or not all(0 <= n <= 13 for n in self.foundations):
            raise PositionError(f"there must be {FOUNDATIONS} foundations of 0 to 13 cards")
        for pile, column, hidden in zip(COLUMN_PILES, self.columns, self.hidden):
            if not 0 <= hidden <= max(len(column) - 1, 0):
                raise PositionError(f"{pile}: its top card must be face up, with face-down cards only beneath")
        counts = Counter(self.stock + self.waste)
        for column in self.columns:
            counts.update(column)
        for spot, size in enumerate(self.foundations):
            counts.update(CARDS[(spot // 2) * 13 + rank] for rank in range(size))
        wrong = sorted((card for card in CARDS if counts[card] != COPIES), key=int)
        if wrong or sum(counts.values()) != COPIES * 52:
            detail = ", ".join(f"{card} ×{counts[card]}" for card in wrong[:6])
            raise PositionError(f"every card must be there exactly twice; not so for {detail or 'unknown cards'}")
        if not self.waste and self.fan != 0 or self.waste and not 1 <= self.fan <= min(self.draw, len(self.waste)):
            raise PositionError(f"the waste fan of {self.fan} card(s) does not fit a waste of {len(self.waste)} in draw {self.draw}")
        if not self.vegas and self.score < 0:
            raise PositionError("a Normal score is never below 0")
        if abs(self.score) > MOST_SCORE:
            raise PositionError(f"the score is beyond what any game reaches ({MOST_SCORE:,} either way)")

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read the text form (see the module); a ``PositionError`` says what is wrong. Cards may be in any
        case, piles left out are empty, and a heading without a score starts the mode's score."""
        if not isinstance(text, str):
            raise PositionError(f"a position is text, not {type(text).__name__}")
        text = text.removeprefix(BOM)  # a file's byte-order mark is no text
        if text.strip().upper().startswith(f"{FORMAT}-"):
            raise PositionError(f"{shown(text.strip())} is a game code, not a position: Game.deal(code) deals it")
        lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
        if not lines:
            raise PositionError("a position starts with its mode, as in 'D1N score 0'")
        draw, vegas, score = _heading(lines[0])
        piles: dict[str, list[str]] = {}
        for line in lines[1:]:
            name, colon, rest = line.partition(":")
            name = name.strip()
            if not colon or name not in _PILE_LINES:
                raise PositionError(f"{shown(line)} is no line of a position: write stock:, waste:, foundations: or col-1: to col-9:")
            if name in piles:
                raise PositionError(f"{name} is given twice")
            piles[name] = rest.split()
        stock = tuple(_card(word, "stock") for word in piles.get("stock", []))
        waste_words = piles.get("waste", [])
        fan = min(1, len(waste_words))
        if "|" in waste_words:
            bar = waste_words.index("|")
            waste_words = waste_words[:bar] + waste_words[bar + 1 :]
            fan = len(waste_words) - bar
        waste = tuple(_card(word, "waste") for word in waste_words)
        columns, hidden = [], []
        for pile in COLUMN_PILES:
            words = piles.get(str(pile), [])
            down = sum(1 for word in words if word.startswith(HIDDEN))
            if any(word.startswith(HIDDEN) for word in words[down:]):
                raise PositionError(f"{pile}: a face-down card lies on a face-up one")
            columns.append(tuple(_card(word.removeprefix(HIDDEN), str(pile)) for word in words))
            hidden.append(down)
        position = cls(
            draw, vegas, stock, waste, tuple(columns), tuple(hidden), _foundations(piles.get("foundations", [])), fan,
            start(vegas) if score is None else score,
        )
        position.check()
        return position

    def __str__(self) -> str:
        waste = [NAMES[card] for card in self.waste]
        if self.fan > 1:
            waste.insert(len(waste) - self.fan, "|")
        tops = [NAMES[(spot // 2) * 13 + count - 1] if count else EMPTY_SPOT for spot, count in enumerate(self.foundations)]
        lines = [
            f"{self.mode} score {self.score}",
            " ".join(["stock:", *(NAMES[card] for card in self.stock)]),
            " ".join(["waste:", *waste]),
            " ".join(["foundations:", *tops]),
        ]
        for pile, column, down in zip(COLUMN_PILES, self.columns, self.hidden):
            lines.append(" ".join([f"{pile}:", *(HIDDEN * (i < down) + NAMES[card] for i, card in enumerate(column))]))
        return "\n".join(lines)


def _check_types(position: Position) -> None:
    """Refuse fields of the wrong type (a list for a tuple, a float score, a number or a name for a ``Card``)
    with a message that names the field, before the rules are checked."""
    for name in ("draw", "fan", "score"):
        if not _is_int(getattr(position, name)):
            raise PositionError(f"{name} is a whole number, not {getattr(position, name)!r}")
    piles = {"stock": position.stock, "waste": position.waste, "columns": position.columns}
    for name, value in (*piles.items(), ("hidden", position.hidden), ("foundations", position.foundations)):
        if not isinstance(value, tuple):
            raise PositionError(f"{name} is a tuple, not a {type(value).__name__}")
    for name, value in (("hidden", position.hidden), ("foundations", position.foundations)):
        if not all(_is_int(count) for count in value):
            raise PositionError(f"{name} holds whole numbers, not {value!r}")
    cards = [("stock", position.stock), ("waste", position.waste)]
    for pile, column in zip(COLUMN_PILES, position.columns):
        if not isinstance(column, tuple):
            raise PositionError(f"{pile} is a tuple of cards, not a {type(column).__name__}")
        cards.append((str(pile), column))
    for name, held in cards:
        for card in held:
            if not isinstance(card, Card):
                raise PositionError(f"{name}: {card!r} is not a Card (Card.parse('7H'), Card(number) give one)")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_PILE_LINES = {"stock", "waste", "foundations", *(str(pile) for pile in COLUMN_PILES)}


def _heading(line: str) -> tuple[int, bool, int | None]:
    words = line.split()
    mode = words[0].upper()
    if len(mode) != 3 or mode[0] != "D" or mode[1] not in "13" or mode[2] not in SCORINGS:
        raise PositionError(f"a position starts with its mode, D1N, D3N, D1V or D3V, not {shown(words[0])}")
    if len(words) == 1:
        return int(mode[1]), mode[2] == VEGAS, None
    number = words[2] if len(words) == 3 and words[1] == "score" else ""
    digits = number.removeprefix("-")
    if not digits.isdigit() or not digits.isascii():
        raise PositionError(f"the first line is the mode and the score, as in 'D1N score 0', not {shown(line, 60)}")
    try:
        return int(mode[1]), mode[2] == VEGAS, int(number)
    except ValueError:  # more digits than int() converts (4,300 by default)
        raise PositionError(f"the score has {len(digits):,} digits: no game scores so much") from None


def _card(word: str, pile: str) -> Card:
    try:
        return Card.parse(word)
    except InvalidCardError as error:
        raise PositionError(f"{pile}: {error}") from None


def _foundations(words: list[str]) -> tuple[int, ...]:
    if not words:
        return (0,) * FOUNDATIONS
    if len(words) != FOUNDATIONS:
        raise PositionError(f"the foundations line gives the top card of all {FOUNDATIONS} spots, S-1 to C-2 ('--' when empty)")
    counts = []
    for spot, word in enumerate(words):
        if word == EMPTY_SPOT:
            counts.append(0)
            continue
        card = _card(word, "foundations")
        if card.suit != SUITS[spot // 2]:
            raise PositionError(f"{FOUNDATION_PILES[spot]} takes {SUITS[spot // 2]} cards, not {card}")
        counts.append(card.rank)
    return tuple(counts)

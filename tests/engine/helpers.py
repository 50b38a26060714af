"""Hand-built positions for the engine tests."""

from __future__ import annotations

from collections import Counter

from ds import Card, Game, Position
from ds.cards import CARDS, COPIES


def table(
    mode: str = "D1N",
    columns: list[str] | None = None,
    waste: str = "",
    foundations: dict[str, int] | None = None,
    stock: str | None = None,
    fan: int | None = None,
    score: int | None = None,
) -> Game:
    """A game set to a hand-made position.

    Columns are written bottom to top, face-down cards with ``#``: ``"#AS #3H 7C"``.
    Foundations give a count per spot (``{"S1": 3}``: AS 2S 3S). Cards not placed
    anywhere fill the stock; when ``stock`` is given they are parked face down in
    column 9 (its last one face up), so every card is there twice.
    """
    draw, vegas = int(mode[1]), mode[2] == "V"
    cols: list[tuple[Card, ...]] = []
    hidden: list[int] = []
    for text in (columns or []) + [""] * (9 - len(columns or [])):
        names = text.split()
        hidden.append(sum(1 for name in names if name.startswith("#")))
        cols.append(tuple(Card.parse(name.lstrip("#")) for name in names))
    spots = ["S1", "S2", "H1", "H2", "D1", "D2", "C1", "C2"]
    counts = [(foundations or {}).get(spot, 0) for spot in spots]
    waste_cards = tuple(Card.parse(name) for name in waste.split())
    used: Counter[int] = Counter(waste_cards)
    for column in cols:
        used.update(column)
    for spot, count in enumerate(counts):
        used.update((spot // 2) * 13 + rank for rank in range(count))
    leftover = [card for card in CARDS for _ in range(COPIES - used[card])]
    if stock is None:
        stock_cards = tuple(leftover)
    else:
        stock_cards = tuple(Card.parse(name) for name in stock.split())
        for card in stock_cards:
            leftover.remove(card)
        if leftover:
            assert not cols[8], "column 9 holds the cards left over"
            cols[8] = tuple(leftover)
            hidden[8] = len(leftover) - 1
    if fan is None:
        fan = min(1, len(waste_cards))
    if score is None:
        score = -104 if vegas else 0
    position = Position(draw, vegas, stock_cards, waste_cards, tuple(cols), tuple(hidden), tuple(counts), fan, score)
    return Game(position)  # no game code: a hand-made position is no code's deal (ds/save.py refuses such a pair)


def cards(text: str) -> list[Card]:
    return [Card.parse(name) for name in text.split()]


def all_home_but(columns: list[str], stock: str | None = "", waste: str = "", mode: str = "D1N",
                 score: int | None = None) -> Game:
    """A hand-made table with ``columns``, ``stock`` and ``waste``: every other card on the foundations
    (so the cards away from them must be, in each suit, the top ranks of its two spots)."""
    away = Counter(Card.parse(name.lstrip("#")) for text in [*columns, stock or "", waste] for name in text.split())
    spots = {}
    for suit in "SHDC":
        home = [2 - away[Card.make(rank, suit)] for rank in range(1, 14)]
        spots[f"{suit}1"] = next((rank for rank in range(13) if home[rank] < 1), 13)
        spots[f"{suit}2"] = next((rank for rank in range(13) if home[rank] < 2), 13)
    game = table(mode, columns=columns, foundations=spots, stock=stock, waste=waste, score=score)
    assert len(columns) == 9 or not game.columns[8], "the cards away from the foundations must be their suits' tops"
    return game

"""Positions, pinned deals and the brute-force search the solver's tests share."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ds.cards import RANK, RED, Card
from ds.game import Game
from ds.moves import Move
from ds.piles import FOUNDATION_1
from ds.solver import EXAMPLE_WINS, Result
from ds.solver.search import Search
from ds.solver.state import Op

from ..helpers import table

WINNABLE = dict(EXAMPLE_WINS)
"""One code per mode that the solver wins within a few seconds; the page's end-to-end tests replay these lines."""


PINNED = {
    "DS1-D1N-AAAAAAA": "won",
    "DS1-D1N-AAAAAAB": "won",
    "DS1-D1N-AAAAAAC": "won",
    "DS1-D1N-AAAAAAD": "won",
    "DS1-D1N-AAAAAAE": "won",
    "DS1-D3N-AAAAAAB": "won",
    "DS1-D3N-AAAAAAM": "won",
    "DS1-D3N-AAAAABB": "won",
    "DS1-D1V-TBCKBFV": "won",
    "DS1-D3V-HAJUOEY": "won",
    "DS1-D3V-AAAAACK": "lost",
    "DS1-D3V-AAAAACM": "lost",
    "DS1-D3V-AAAAAGK": "lost",
    "DS1-D3V-AAAADBQ": "lost",
    "DS1-D3V-CELSWQG": "lost",
}
"""Deals whose verdicts are pinned, each decided within ``PINNED_NODES`` positions."""
PINNED_NODES = 150_000


def replays_to_a_win(game: Game, result: Result) -> bool:
    """Replay ``result.line`` through the checked ``play`` on a copy of ``game``."""
    assert result.line is not None
    twin = game.copy()
    for move in result.line:
        twin.play(move)
    return twin.is_won


ALL_BUT_SPADES = {"H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13}

def threes_over_the_two(mode: str) -> Game:
    return table(
        mode,
        columns=["#2S #3S 3S", "#4S 4S", "#5S 5S", "#6S 6S", "#7S 7S", "#8S 8S", "#9S 9S", "#10S 10S", "#JS JS"],
        foundations={"S1": 1, "S2": 1, **ALL_BUT_SPADES},
        stock="2S QS QS KS KS",
    )


def vegas_or_not(mode: str) -> Game:
    # 3S 3S under KS on the waste, the stock spent; every column shows a spade of 4 or more (the spades
    # are at 2 and 2), so no column empties for the king and nothing takes a 3.
    return table(
        mode,
        columns=["4S", "4S", "5S", "5S", "6S", "6S", "7S", "7S", "#KS #QS #QS #JS #JS #10S #10S #9S #9S #8S 8S"],
        waste="3S 3S KS",
        foundations={"S1": 2, "S2": 2, **ALL_BUT_SPADES},
        stock="",
    )



def two_twos_of_spades() -> Game:
    # Spades at (1, 0): 2S alone on col-1, and 2S on col-2 over the second AS. Each of col-3..9 holds two
    # copies of one spade (one face down), so only the two spade spots together can clear them.
    return table(
        "D1N",
        columns=["2S", "#AS 2S", "#4S 4S", "#5S 5S", "#6S 6S", "#7S 7S", "#8S 8S", "#9S 9S", "#10S 10S"],
        foundations={"S1": 1, **ALL_BUT_SPADES},
        stock="3S 3S JS JS QS QS KS KS",
    )



def spots(s: tuple[int, int], h: tuple[int, int], d: tuple[int, int], c: tuple[int, int]) -> list[int]:
    return [*s, *h, *d, *c]



def _engine_key(game: Game) -> tuple:
    position = game.position
    columns = tuple(sorted(zip(position.hidden, position.columns)))  # columns are interchangeable
    return position.stock, position.waste, columns, position.foundations, position.fan


def brute_force_winnable(game: Game, limit: int = 50_000, takebacks: bool = True) -> bool:
    """Whether ``game`` can be won, by trying every legal move of the engine (no solver code at all):
    a depth-first search over positions (the score left out, the columns sorted), foundation moves tried
    first (the order changes only how soon a win is met). ``takebacks=False`` leaves out the moves
    from a foundation."""
    seen = {_engine_key(game)}
    stack = [game.copy()]
    while stack:
        here = stack.pop()
        if here.is_won:
            return True
        for move in sorted(here.legal_moves, key=lambda move: move.dst >= FOUNDATION_1):  # those first
            if not takebacks and move.src >= FOUNDATION_1:
                continue
            there = here.copy()
            there.play(move)
            key = _engine_key(there)
            if key not in seen:
                seen.add(key)
                assert len(seen) <= limit, "the position is too big for the brute force"
                stack.append(there)
    return False


def _after(game: Game, move: str) -> Game:
    game.play(Move.parse(move))
    return game


LOST_SMALL = {
    "threes under a king, D1V": lambda: vegas_or_not("D1V"),
    "threes under a king, D3V": lambda: vegas_or_not("D3V"),
    "threes under a king, D3N": lambda: vegas_or_not("D3N"),
    "the one-deck rule's 2S played": lambda: _after(two_twos_of_spades(), "1>S1"),
    **{f"two 3s over the last 2S, {mode}": (lambda mode=mode: threes_over_the_two(mode))
       for mode in ("D1N", "D3N", "D1V", "D3V")},
}


SPOTS = ["S1", "S2", "H1", "H2", "D1", "D2", "C1", "C2"]


def endgame(rng, mode: str, counts: dict[str, int], placed, spread: int, stock: int | None) -> Game:  # type: ignore[no-untyped-def]
    """A position whose foundations hold ``counts``: the other cards, shuffled by ``rng``, go a random
    number of them (between the bounds ``placed`` gives for their count) to the first ``spread`` columns
    (face down but the top), then 0 to ``stock`` of the rest (None: any number) to the stock, the others to
    the waste."""
    out = [str(Card((i // 2) * 13 + rank)) for i, spot in enumerate(SPOTS) for rank in range(counts[spot], 13)]
    rng.shuffle(out)
    k = rng.randint(*placed(len(out)))
    columns: list[list[str]] = [[] for _ in range(9)]
    for name in out[:k]:
        columns[rng.randrange(spread)].append(name)
    texts = [" ".join(("#" if i < len(column) - 1 else "") + name for i, name in enumerate(column)) for column in columns]
    rest = out[k:]
    s = rng.randint(0, len(rest) if stock is None else stock)
    return table(mode, columns=texts, waste=" ".join(rest[s:]), foundations=counts, stock=" ".join(rest[:s]))


def out_of_order_position(seed: int) -> Game:
    """A small random position set up with columns whose face-up cards are out of order (which no deal or play
    makes, ``Game._runs``): 10 to 18 cards off the foundations, 0 to 2 of them in the stock, the others piled at
    random on the first three columns, each face down but for a random number of its top cards."""
    rng = random.Random(seed)
    mode = rng.choice(["D1N", "D3N", "D1V", "D3V"])
    counts = dict.fromkeys(SPOTS, 13)
    out = []
    for _ in range(rng.randint(10, 18)):
        spot = rng.choice([spot for spot in SPOTS if counts[spot] > 0])
        counts[spot] -= 1
        out.append(Card.make(counts[spot] + 1, spot[0]))
    rng.shuffle(out)
    stock = out[: rng.randint(0, 2)]
    rest = out[len(stock):]
    columns: list[list[Card]] = [[] for _ in range(3)]
    for card in rest:
        columns[rng.randint(0, 2)].append(card)
    texts = []
    for column in columns:
        down = rng.randint(0, len(column) - 1) if column else 0
        texts.append(" ".join(("#" if i < down else "") + str(card) for i, card in enumerate(column)))
    return table(mode, columns=texts, foundations=counts, stock=" ".join(map(str, stock)))


def small_vegas_position(seed: int) -> Game:
    """A small random Vegas endgame: clubs and diamonds up, spades and hearts from 7 to 12 per spot,
    up to a third of the rest in columns (face down but the top), the waste and a stock of 0 to 2 cards."""
    rng = random.Random(seed)
    mode = rng.choice(["D1V", "D3V"])
    counts = {spot: 13 for spot in SPOTS}
    for spot in ("S1", "S2", "H1", "H2"):
        counts[spot] = rng.randint(7, 12)
    return endgame(rng, mode, counts, lambda n: (0, n // 3), 9, 2)



def seven_of_spades_over_its_hosts() -> Game:
    # 7S can go on a red 8 or on a spade spot at 6; every red 8 out of the foundations lies under it, and
    # so do both 5S that the spades at (4, 4) need first.
    return table(
        "D1N",
        columns=["#5S #5S #8H #8H #8D #8D 7S"],
        foundations={"S1": 4, "S2": 4, "H1": 7, "H2": 7, "D1": 7, "D2": 7, "C1": 13, "C2": 13},
    )



def small_endgame(seed: int) -> Game:
    """A small random endgame of any mode: every spot at 7 to 13, half the cards left or more in three
    columns (face down but the top), the rest in the stock and the waste."""
    rng = random.Random(seed)
    mode = rng.choice(["D1N", "D3N", "D1V", "D3V"])
    counts = {spot: rng.randint(7, 13) for spot in SPOTS}
    return endgame(rng, mode, counts, lambda n: (n // 2, n), 3, None)



def trap_endgame(seed: int) -> Game:
    """A small random endgame built around one card X of rank 11 to 13 whose own suit's spots sit one or
    two ranks below it, the cards it could go on mostly still out: X lies on top of column 1, the cards
    off the foundations fill one to three columns (face-up runs where they happen to fit), the stock and
    the waste."""
    rng = random.Random(seed)
    mode = rng.choice(["D1N", "D3N", "D1V", "D3V"])
    rank, suit = rng.randint(10, 12), rng.randrange(4)
    counts = {}
    for f, spot in enumerate(SPOTS):
        if f // 2 == suit:
            counts[spot] = rng.randint(rank - 2, rank - 1)
        elif RED[(f // 2) * 13] != RED[suit * 13]:
            counts[spot] = rng.randint(rank - 1, rank) if rng.random() < 0.9 else 13
        else:
            counts[spot] = rng.randint(11, 13)
    out = [(f // 2) * 13 + r for f, spot in enumerate(SPOTS) for r in range(counts[spot], 13)]
    card = suit * 13 + rank - 1
    out.remove(card)
    rng.shuffle(out)
    k = rng.randint(len(out) * 2 // 3, len(out))
    columns: list[list[int]] = [[] for _ in range(9)]
    width = rng.randint(1, 3)
    for other in out[:k]:
        columns[rng.randrange(width)].append(other)
    columns[0].append(card)
    texts = []
    for column in columns:
        run = 1
        while run < len(column) and RANK[column[-run - 1]] == RANK[column[-run]] + 1 and RED[column[-run - 1]] != RED[column[-run]]:
            run += 1
        face_up = (rng.randint(1, run) if rng.random() < 0.5 else 1) if column else 0
        texts.append(" ".join(("#" if i < len(column) - face_up else "") + str(Card(c)) for i, c in enumerate(column)))
    rest = [str(Card(c)) for c in out[k:]]
    s = rng.randint(0, len(rest))
    return table(mode, columns=texts, waste=" ".join(rest[s:]), foundations=counts, stock=" ".join(rest[:s]))




def vegas_stock_endgame(seed: int) -> Game:
    """A small random Vegas endgame with a stock: clubs and diamonds up, spades and hearts from 6 to 11 per
    spot, up to a third of the rest in columns (face down but the top), then any number to the stock."""
    rng = random.Random(seed)
    mode = rng.choice(["D1V", "D3V"])
    counts = {spot: 13 for spot in SPOTS}
    for spot in ("S1", "S2", "H1", "H2"):
        counts[spot] = rng.randint(6, 11)
    return endgame(rng, mode, counts, lambda n: (0, n // 3), 9, None)


def one_pass_endgame(seed: int) -> Game:
    """A small random Vegas endgame, draw 1 or 3: every spot at 8 to 12, up to a quarter of the other cards in
    columns (face down but the top), then any number to the stock."""
    rng = random.Random(seed)
    mode = rng.choice(["D1V", "D3V"])
    counts = {spot: rng.randint(8, 12) for spot in SPOTS}
    return endgame(rng, mode, counts, lambda n: (0, n // 4), 9, None)


def runs_endgame(seed: int) -> Game:
    """A small random endgame of any mode with face-up runs to shuffle: every spot at 8 to 12, the other
    cards dealt to two to four columns (0 to 2 face down, often the lowest cards left, then a face-up run
    grown while a card that fits is left), then one or two (the lower face down) to each other column
    while they last, the rest to the stock and the waste."""
    rng = random.Random(seed)
    mode = rng.choice(["D1N", "D3N", "D1V", "D3V"])
    counts = {spot: rng.randint(8, 12) for spot in SPOTS}
    pool = [(f // 2) * 13 + rank for f, spot in enumerate(SPOTS) for rank in range(counts[spot], 13)]
    rng.shuffle(pool)
    texts: list[str] = []
    for _ in range(rng.randint(2, 4)):
        if not pool:
            break
        column = []
        for _ in range(min(len(pool), rng.randint(0, 2))):  # face down: often a low card, needed early
            card = min(pool, key=lambda c: RANK[c]) if rng.random() < 0.6 else pool[-1]
            pool.remove(card)
            column.append(card)
        down = len(column)
        if pool:
            column.append(pool.pop())
        while rng.random() < 0.8:
            fits = [c for c in pool if RANK[c] + 1 == RANK[column[-1]] and RED[c] != RED[column[-1]]]
            if not fits:
                break
            card = rng.choice(fits)
            pool.remove(card)
            column.append(card)
        texts.append(" ".join(("#" if i < down else "") + str(Card(c)) for i, c in enumerate(column)))
    while pool and len(texts) < 9:  # no empty column: each would make most endgames won
        column = [str(Card(pool.pop())) for _ in range(min(len(pool), rng.randint(1, 2)))]
        texts.append(" ".join(["#" + name for name in column[:-1]] + column[-1:]))
    rest = [str(Card(c)) for c in pool]
    s = rng.randint(0, len(rest))
    return table(mode, columns=texts, waste=" ".join(rest[s:]), foundations=counts, stock=" ".join(rest[:s]))


def along_random_lines(endgame: Callable[[int], Game], rng_seed: int, endgames: int, steps: int) -> Iterator[Search]:
    """The positions of a random line of complete-search moves, safe moves played (from the start too), through
    each of ``endgames`` endgames (``endgame(0)``, ``endgame(1)``, ...), ``steps`` at most: the same search,
    moved on."""
    rng = random.Random(rng_seed)
    for seed in range(endgames):
        search = Search(endgame(seed))
        search.complete = True
        search.forced()
        for _ in range(steps):
            yield search
            moves = search.moves()
            if not moves:
                break
            search.apply(rng.choice(moves))
            search.forced()


def kings_over_the_spades(seed: int) -> Game:
    """A small random endgame of any mode where a king may wait for an empty column: every suit up but the
    spades, whose spots sit at 0 to 6; one or two spades in each column (face down but the top), the rest and
    both KS on the talon (each king in its upper half), then any number of its top cards to the stock."""
    rng = random.Random(seed)
    mode = rng.choice(["D1N", "D3N", "D1V", "D3V"])
    a, b = rng.randint(0, 6), rng.randint(0, 6)
    spades = [rank for count in (a, b) for rank in range(count, 12)]  # spades 0..11 (AS..QS): the kings apart
    rng.shuffle(spades)
    columns: list[list[int]] = [[] for _ in range(9)]
    for column in columns:
        for _ in range(rng.randint(1, 2)):
            if spades:
                column.append(spades.pop())
    texts = [" ".join(("#" if i < len(column) - 1 else "") + str(Card(c)) for i, c in enumerate(column)) for column in columns]
    talon = list(spades)
    for king in (12, 12):
        talon.insert(rng.randint(len(talon) // 2, len(talon)), king)
    names = [str(Card(c)) for c in talon]
    s = rng.randint(0, len(names))
    cut = len(names) - s
    return table(
        mode, columns=texts, waste=" ".join(names[:cut]), foundations={"S1": a, "S2": b, **ALL_BUT_SPADES},
        stock=" ".join(reversed(names[cut:])),
    )


def assert_cuts_keep_the_brute_forces_verdict(game: Game, search: Search, without_the_rule: Callable[[], bool]) -> None:
    """Run the complete ``search`` on ``game``: it cuts some position that ``without_the_rule`` does not call
    stuck, and wins exactly when an exhaustive search through the engine's own moves does."""
    cut = 0
    with_the_rule = search.stuck

    def counting(key: bytes | None = None, after: Op | None = None) -> bool:
        nonlocal cut
        verdict = with_the_rule(key, after)
        cut += verdict and not without_the_rule()
        return verdict

    search.stuck = counting  # type: ignore[method-assign]
    try:
        next(search.dfs())
        raise AssertionError("the search paused with no quota")
    except StopIteration as stop:
        won = stop.value is not None
    assert cut > 0
    assert won is brute_force_winnable(game, limit=25_000)

"""The solver's "lost" verdicts on hand-built positions, confirmed by an exhaustive search through the
engine itself.

The exhaustive search knows nothing of the solver: from the position it plays every legal move the
engine lists (``Game.legal_moves``: draws, recycles, take-backs from the foundations and all), from
every position it reaches, breadth first, each position once, and answers "won" as soon as one is
won, "lost" when none is left to look at.
"""

from __future__ import annotations

from collections import deque

import pytest

from ds.game import Game
from ds.solver import solve

from .helpers import table

ALL_BUT_SPADES = {"H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13}
LIMIT = 200_000


def key(game: Game) -> tuple:
    return (tuple(game.stock), tuple(game.waste), tuple(tuple(c) for c in game.columns), tuple(game.hidden),
            tuple(game.foundations))


def exhaustive(game: Game) -> tuple[bool, int]:
    """Whether some sequence of the engine's legal moves wins, and how many positions were looked at."""
    seen = {key(game)}
    queue = deque([game])
    while queue:
        here = queue.popleft()
        if here.is_won():
            return True, len(seen)
        assert len(seen) <= LIMIT, "too big for an exhaustive search"
        for move in list(here.legal_moves):
            child = here.copy()
            child.play(move)
            child_key = key(child)
            if child_key not in seen:
                seen.add(child_key)
                queue.append(child)
    return False, len(seen)


def threes(mode: str) -> Game:
    """Two 3s of spades over the second 2 of spades in column 1; the other 2 of spades in the stock under
    the queens and kings; spades at 1 and 1. The stock can be gone through and played from (in Normal,
    again and again), the 2 and the 3s moved about, the kings and queens put on empty columns: nothing frees
    the 2 under the 3s."""
    return table(
        mode,
        columns=["#2S #3S 3S", "#4S 4S", "#5S 5S", "#6S 6S", "#7S 7S", "#8S 8S", "#9S 9S", "#10S 10S", "#JS JS"],
        foundations={"S1": 1, "S2": 1, **ALL_BUT_SPADES},
        stock="2S QS QS KS KS",
    )


def king_over_threes(mode: str) -> Game:
    """The 3s of spades under a king on the waste, the stock spent, spades at 2 and 2; in Vegas (and in draw 3,
    where the recycle brings the king back on top) nothing takes the king or a 3 from anywhere."""
    return table(
        mode,
        columns=["4S", "4S", "5S", "5S", "6S", "6S", "7S", "7S", "#KS #QS #QS #JS #JS #10S #10S #9S #9S #8S 8S"],
        waste="3S 3S KS",
        foundations={"S1": 2, "S2": 2, **ALL_BUT_SPADES},
        stock="",
    )


CASES = [(threes, mode) for mode in ("D1N", "D3N", "D1V", "D3V")] + [
    (king_over_threes, mode) for mode in ("D3N", "D1V", "D3V")
]


@pytest.mark.parametrize(("build", "mode"), CASES, ids=[f"{build.__name__}-{mode}" for build, mode in CASES])
def test_a_lost_verdict_is_confirmed_by_an_exhaustive_search_of_the_engines_moves(build, mode: str) -> None:
    game = build(mode)
    assert solve(game, max_nodes=200_000).verdict == "lost"
    won, looked_at = exhaustive(game)
    assert not won
    assert looked_at >= 1


def test_the_exhaustive_search_finds_a_win_when_there_is_one() -> None:
    """A check of the check: the king of spades left in column 1, the queen of spades on the waste."""
    game = table("D3V", columns=["KS"], waste="QS", foundations={"S1": 11, "S2": 13, **ALL_BUT_SPADES}, stock="")
    assert exhaustive(game)[0] is True
    assert solve(game, max_nodes=1_000).verdict == "won"

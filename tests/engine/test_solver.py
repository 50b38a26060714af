"""The solver (ds/solver.py): verdicts on hand-built positions and on pinned deals, lines that replay to a win."""

from __future__ import annotations

import pytest

from ds.game import Game
from ds.solver import EXAMPLE_WINS, Result, solve

from .helpers import table

WINNABLE = dict(EXAMPLE_WINS)
"""One code per mode that the solver wins within a few seconds; the page's end-to-end tests replay these lines."""


def replays_to_a_win(game: Game, result: Result) -> bool:
    """Replay ``result.line`` through the checked ``play`` on a copy of ``game``."""
    assert result.line is not None
    twin = game.copy()
    for move in result.line:
        twin.play(move)
    return twin.is_won()


@pytest.mark.parametrize("mode", sorted(WINNABLE))
def test_example_win_of_each_mode_is_found_within_seconds_and_replays(mode: str) -> None:
    game = Game.deal(WINNABLE[mode])
    result = solve(game, max_seconds=20)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)
    assert result.seconds < 20


def test_one_foundation_move_from_a_win_is_won_in_one_move() -> None:
    game = table(
        "D1N",
        columns=["KS"],
        foundations={"S1": 13, "S2": 12, "H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13},
        stock="",
    )
    result = solve(game, max_nodes=100)
    assert result.verdict == "won"
    assert [str(move) for move in result.line] == ["1>S2"]

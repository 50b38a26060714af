"""The solver's copy of the table (ds/solver/state.py): play, undo and the score, against the engine."""

from __future__ import annotations

import random

import pytest

from ds.game import Game
from ds.solver.search import Search
from ds.solver.solving import expand


@pytest.mark.parametrize("mode", ["D1N", "D3N", "D1V", "D3V"])
def test_the_score_the_solver_keeps_along_random_lines_is_the_engines(mode: str) -> None:
    # Random lines of the solver's moves (every move, take-backs and recycles included), each replayed
    # through the engine's checked play: the score the solver computed is the game's, the Normal floor
    # at 0 included; and undo restores the position exactly.
    rng = random.Random(mode)
    for number in range(6):
        game = Game.deal(f"DS1-{mode}-AAAAC{chr(65 + number)}A")
        search = Search(game)
        score, line = game.score, []
        for _ in range(150):
            moves = search.moves()
            if not moves:
                break
            move = rng.choice(moves)
            before = search.encode()
            info = search.apply(move)
            score = search.scored(score, move, info)
            line.append(move)
            after = search.encode()
            search.undo(move, info)
            assert search.encode() == before
            search.apply(move)
            assert search.encode() == after
            copy = Search(game)
            copy.decode(after)
            assert copy.key() == search.key()
        assert expand(game, line, must_win=False)[1] == score

"""The solver's copy of the table (ds/solver/state.py): play, undo and the score, against the engine."""

from __future__ import annotations

import random

import pytest

from ds.game import Game
from ds.solver import state
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


def test_the_kept_foundation_parts_of_the_key_are_emptied_when_full_and_still_answer_right(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(state, "CACHE_SIZE", 3)
    state.PAIRS.clear()
    search = Search(Game.deal("DS1-D3V-AAAAAAB"))
    for counts in ([1, 0, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0], [2, 1, 0, 3, 0, 0, 5, 4], [1, 2, 3, 0, 0, 0, 4, 5]):
        search.fnd = counts
        pairs = bytes(sorted(counts[0:2]) + sorted(counts[2:4]) + sorted(counts[4:6]) + sorted(counts[6:8]) + [255])
        assert search.key_tail().startswith(pairs)
        assert len(state.PAIRS) <= 3
    search.fnd = [0, 1, 0, 0, 0, 0, 0, 0]  # the second counts were emptied out with the first: computed again
    assert search.key_tail().startswith(bytes([0, 1, 0, 0, 0, 0, 0, 0, 255]))
    state.PAIRS.clear()

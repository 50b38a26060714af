"""The stuck test's answer carried over a move (ds/solver/carry.py): always the whole test's, and the same search."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ds.codes import GameCode
from ds.game import Game
from ds.solver import search, solve
from ds.solver.carry import carries, goal_of
from ds.solver.search import Search
from ds.solver.stuck import NO_GOAL, stuck

from .positions import kings_over_the_spades, runs_endgame, small_endgame, trap_endgame

ENDGAMES: list[Callable[[int], Game]] = [small_endgame, runs_endgame, trap_endgame, kings_over_the_spades]


def check_children(state: Search, takebacks: bool) -> int:
    """For a position not stuck: each move's position (before safe moves) that ``carries`` calls not stuck is not,
    and the test stopped at ``goal_of``'s goal answers as the whole test. Returns how many were carried."""
    complete, state.complete = state.complete, takebacks
    carried = 0
    for move in state.moves():
        info = state.apply(move)
        whole = stuck(state, takebacks, takebacks)
        if carries(state, move, takebacks):
            assert not whole, move
            carried += 1
        assert stuck(state, takebacks, takebacks, goal_of(state, move)) == whole, move
        state.undo(move, info)
    state.complete = complete
    return carried


def random_line(game: Game, rng: random.Random, steps: int, normal: bool = True) -> Iterator[Search]:
    """The positions of a random line of moves (the complete set, safe moves played) from ``game``, played as Normal."""
    state = Search(game)
    if normal:
        state.vegas = False
    state.complete = True
    state.forced()
    for _ in range(steps):
        yield state
        moves = state.moves()
        if not moves or state.won():
            return
        state.apply(rng.choice(moves))
        state.forced()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, len(ENDGAMES) - 1), st.integers(0, 10**6))
def test_a_carried_answer_is_the_whole_tests_on_endgames_played_as_normal(kind: int, seed: int) -> None:
    rng = random.Random(seed)
    for state in random_line(ENDGAMES[kind](seed), rng, 12):
        for takebacks in (False, True):
            if not stuck(state, takebacks, takebacks):
                check_children(state, takebacks)


@settings(max_examples=15, deadline=None)
@given(st.sampled_from([1, 3]), st.integers(0, 26**7 - 1), st.integers(0, 10**6))
def test_a_carried_answer_is_the_whole_tests_along_random_lines_of_deals(draw: int, number: int, seed: int) -> None:
    rng = random.Random(seed)
    for state in random_line(Game.deal(str(GameCode(draw, "N", number))), rng, 40):
        for takebacks in (False, True):
            if not stuck(state, takebacks, takebacks):
                check_children(state, takebacks)


def test_most_moves_of_an_endgame_carry_the_answer_and_some_do_not() -> None:
    carried = children = 0
    for seed in range(40):
        for state in random_line(small_endgame(seed), random.Random(seed), 8):
            if not stuck(state, False, False):
                carried += check_children(state, False)
                children += len(state.moves())
    assert 0.2 * children < carried < children


@pytest.mark.parametrize("code, nodes", [("DS1-D1N-TPHXNCQ", 6_000), ("DS1-D3N-OHIHOJU", 6_000)])
def test_the_searches_ask_carries_only_after_a_position_not_stuck(
    code: str, nodes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every answer the plan's searches carry, or stop at a goal, is checked against the whole test; both happen.
    asked = {"carried": 0, "goal": 0}

    def checked_carries(state: Search, move: tuple[int, ...], takebacks: bool) -> bool:
        answer = carries(state, move, takebacks)
        if answer:
            asked["carried"] += 1
            assert not stuck(state, takebacks, takebacks)
        return answer

    def checked_stuck(state: Search, takebacks: bool, stages: bool, goal: tuple[int, int] = NO_GOAL) -> bool:
        answer = stuck(state, takebacks, stages, goal)
        if goal != NO_GOAL:
            asked["goal"] += 1
            assert answer == stuck(state, takebacks, stages)
        return answer

    monkeypatch.setattr(search, "carries", checked_carries)
    monkeypatch.setattr(search, "stuck", checked_stuck)
    solve(Game.deal(code), max_nodes=nodes)
    assert asked["carried"] > 500 and asked["goal"] > 500


@pytest.mark.parametrize("code", ["DS1-D1N-AAAAAAC", "DS1-D3N-AAAAAAB", "DS1-D1N-LJYDSTG", "DS1-D1V-AAAAABM"])
def test_the_search_is_the_same_without_the_carried_answers(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with_carry = solve(Game.deal(code), max_nodes=3_000)
    monkeypatch.setattr(search, "carries", lambda state, move, takebacks: False)
    monkeypatch.setattr(search, "goal_of", lambda state, move: NO_GOAL)
    without = solve(Game.deal(code), max_nodes=3_000)
    assert (with_carry.verdict, with_carry.nodes, with_carry.best_score, with_carry.line, with_carry.best) == (
        without.verdict, without.nodes, without.best_score, without.line, without.best)

"""The nested Monte Carlo search for a win (ds/solver/nested.py)."""

from __future__ import annotations

import random

from ds.game import Game
from ds.solver.nested import Nested
from ds.solver.solving import DRAW_1_VEGAS_PLAN, Solving, expand


def nested(game: Game) -> Nested:
    """The search as ``DRAW_1_VEGAS_PLAN`` runs it: 30 points per waste card, 8 per face-down card."""
    search = Nested(game)
    search.complete = False
    search.waste_cost, search.hidden_cost = 30, 8
    return search


def run(search: Nested, budget: int, every: int | None = None) -> list | None:
    """Walk the search until it answers or has searched ``budget`` positions, pausing every ``every`` positions
    (as in slices); its internal winning line, or None."""
    walk = search.walk("nested")
    search.quota = every or budget
    try:
        while True:
            next(walk)
            if search.nodes >= budget:
                return None
            search.quota = min(budget, search.nodes + (every or budget))
    except StopIteration as stop:
        return stop.value


def test_the_nested_search_wins_a_draw_1_vegas_deal_and_its_line_replays_through_the_engine() -> None:
    # DS1-D1V-CBDIDDW (benchmark deal): 1,519 positions at level 2, width 3; the plan before it took 1.8 s of CPU.
    game = Game.deal("DS1-D1V-CBDIDDW")
    search = nested(game)
    line = run(search, 5_000)
    assert line is not None and search.nodes < 5_000
    expand(game, line)  # replays through the checked play to a win, or AssertionError


def test_the_nested_search_in_slices_takes_the_same_positions_and_line_as_in_one_call() -> None:
    game = Game.deal("DS1-D1V-CBDIDDW")
    whole, sliced = nested(game), nested(game)
    line = run(whole, 5_000)
    assert run(sliced, 5_000, every=7) == line
    assert sliced.nodes == whole.nodes


def test_a_rollout_and_a_level_1_search_leave_the_position_as_it_was() -> None:
    search = nested(Game.deal("DS1-D1V-AAAAAAA"))
    search.rng, search.path = random.Random(0), {search.key()}
    before = search.encode()
    for walk in (search.rollout(), search.nested(1)):
        try:
            next(walk)
        except StopIteration as stop:
            won, score, steps = stop.value
        assert not won and steps and score[0] >= 0
        assert search.encode() == before and search.path == {search.key()}


def test_the_draw_1_vegas_plan_runs_the_nested_search() -> None:
    assert any(method == "nested" for method, *_ in DRAW_1_VEGAS_PLAN)
    solving = Solving(Game.deal("DS1-D1V-CBDIDDW"), max_nodes=300)
    solving.step()
    assert any(isinstance(search, Nested) for search, *_ in solving._runs)


def test_a_search_stopped_at_a_pause_takes_every_move_back_to_the_root() -> None:
    # A search left unfinished (a hint the player no longer waits for) is closed when it is dropped: every
    # level takes back what it played, the one paused after a move included, without an error.
    game = Game.deal("DS1-D1V-AAAAAAA")
    for pause_at in (2, 37, 500):
        search = nested(game)
        search.quota = pause_at
        walk = search.walk("nested")
        next(walk)
        walk.close()
        root = nested(game)
        root.forced()  # the search plays the root's safe moves first, and keeps them
        assert search.encode() == root.encode()

"""The restarted searches for a win (ds/solver/seek.py)."""

from __future__ import annotations

from ds.game import Game
from ds.solver import solve
from ds.solver.seek import Seeker
from ds.solver.solving import expand

from .positions import replays_to_a_win, threes_over_the_two


def seeker(game: Game, hidden: int = 8, talon: int = 0) -> Seeker:
    search = Seeker(game)
    search.complete = False
    search.waste_cost, search.hidden_cost, search.talon_cost = 30, hidden, talon
    return search


def wins_within(game: Game, search: Seeker, method: str, budget: int) -> bool:
    """Run ``method`` alone on ``game`` until it answers or has searched ``budget`` positions; a win must
    replay through the engine."""
    walk = search.walk(method)
    search.quota = budget
    try:
        next(walk)
    except StopIteration as stop:
        if stop.value is not None:
            expand(game, stop.value)  # replays through the engine, or AssertionError
            return True
    return False


def test_a_noisy_beam_wins_a_deal_the_plan_before_it_did_not_win_within_25_000_positions() -> None:
    # DS1-D1V-JZEQJPL: the plan of the third round had not won it after 25,000 positions; the second run of
    # the noisy beam wins it in 3,968 (about 0.4 s of CPU).
    game = Game.deal("DS1-D1V-JZEQJPL")
    assert wins_within(game, seeker(game), "rbeam", 4_500)


def test_restarted_lazy_searches_win_a_deal_the_plan_before_it_did_not_win_within_25_000_positions() -> None:
    # DS1-D1V-XGWKSHT: won by the fourth restart (3,049 positions, about 0.5 s of CPU).
    game = Game.deal("DS1-D1V-XGWKSHT")
    assert wins_within(game, seeker(game, talon=5), "restart", 3_500)


def test_restarts_end_when_a_run_cut_nothing_so_a_lost_position_does_not_spin() -> None:
    # Two 3s of spades over the last 2S: every line jams. The first run searches every position of the
    # pruned move set; the next would do the same, so the search ends (and proves nothing by it).
    for method in ("restart", "rbeam"):
        search = seeker(threes_over_the_two("D1V"))
        walk = search.walk(method)
        try:
            next(walk)
            raise AssertionError("the search paused with no quota set")
        except StopIteration as stop:
            assert stop.value is None


def test_the_runs_are_the_same_on_every_run_and_when_paused_by_slices() -> None:
    # A fixed seed: the page's slices and a second run of the same deal give the same positions and lines.
    game = Game.deal("DS1-D1V-WXCXHWO")  # no search has won it yet
    for method in ("restart", "rbeam"):
        whole, again, sliced = seeker(game), seeker(game), seeker(game)
        for search in (whole, again, sliced):
            search.quota, search.width = 1_200, 8  # a beam run 8 wide: about 800 positions
        next(whole.walk(method))
        next(again.walk(method))
        sliced.slice_end = 0.0  # always past: pause at every chance
        walk, pauses = sliced.walk(method), 0
        while sliced.nodes < 1_200:
            next(walk)
            pauses += 1
        assert pauses > 100
        assert whole.run > 1  # the budget spans more than one run
        for other in (again, sliced):
            assert (other.nodes, other.encode(), other.best_line) == (whole.nodes, whole.encode(), whole.best_line)


def test_the_draw_1_vegas_plan_wins_a_deal_it_did_not_win_within_25_000_positions_before() -> None:
    # DS1-D1V-NTTCNEU: 6,695 positions with the restarted searches joining after 4,000 (3,879 when they took
    # turns from the start); the plan before them was still at it after 25,000.
    game = Game.deal("DS1-D1V-NTTCNEU")
    result = solve(game, max_nodes=7_000)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)

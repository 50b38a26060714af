"""The searches (ds/solver/search.py)."""

from __future__ import annotations

from ds.game import Game
from ds.solver.search import Search


def test_lazy_best_first_scores_a_move_as_the_position_it_leads_to() -> None:
    # The lazy search scores each move from its parent's score (promise_after); that must be the score of
    # the position the move leads to (before safe foundation moves), with either face-down cost, with or
    # without a cost per talon card.
    import random

    rng = random.Random(4)
    for number in range(8):
        for mode in ("D1V", "D3V", "D1N"):
            search = Search(Game.deal(f"DS1-{mode}-AAAAB{chr(65 + number)}A"))
            search.waste_cost = 30 if mode[2] == "V" else 0
            search.hidden_cost = 8 if number % 2 else 20
            search.talon_cost = 5 if number % 3 == 0 else 0
            search.complete = True
            for _ in range(60):
                moves = search.moves()
                if not moves:
                    break
                base = search.promise()
                for move in moves:
                    expected = search.promise_after(base, move)
                    info = search.apply(move)
                    assert search.promise() == expected, move
                    search.undo(move, info)
                search.apply(rng.choice(moves))
                search.forced()




def test_the_beam_search_runs_dry_on_a_lost_position_and_proves_nothing_by_it() -> None:
    # Two 3s of spades over the last 2S (positions.py): every line jams; a run that cuts nothing ends the beam.
    from .positions import threes_over_the_two

    search = Search(threes_over_the_two("D1V"))
    search.complete = False
    walk = search.beam()
    try:
        next(walk)
        raise AssertionError("the beam paused with no quota set")
    except StopIteration as stop:
        assert stop.value is None


def test_a_beam_search_paused_by_slices_goes_on_exactly_as_one_that_is_not() -> None:
    # The page runs searches in slices: a beam pauses within a layer (every 16 positions it expands, and
    # every 2 it builds) and resumes where it stopped.
    game = Game.deal("DS1-D1V-MVJLILP")
    whole, sliced = Search(game), Search(game)
    for search in (whole, sliced):
        search.waste_cost, search.complete = 30, False
        search.quota = 700
    next(whole.beam())
    sliced.slice_end = 0.0  # always past: pause at every chance
    walk, pauses = sliced.beam(), 0
    while sliced.nodes < 700:
        next(walk)
        pauses += 1
    assert pauses > 100
    assert (sliced.nodes, sliced.encode(), sliced.best_line) == (whole.nodes, whole.encode(), whole.best_line)

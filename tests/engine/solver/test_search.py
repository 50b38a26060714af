"""The searches (ds/solver/search.py)."""

from __future__ import annotations

from ds.game import Game
from ds.solver.search import Search


def test_lazy_best_first_scores_a_move_as_the_position_it_leads_to() -> None:
    # The lazy search scores each move from its parent's score (promise_after); that must be the score of
    # the position the move leads to (before safe foundation moves), with either face-down cost, with or
    # without a cost per talon card. The rollouts' policy takes the same sums for a whole list (gains).
    import random

    rng = random.Random(4)
    for number in range(8):
        for mode in ("D1V", "D3V", "D1N", "D3N"):
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
                gains = search.gains(moves)
                assert len(gains) == len(moves)
                for move, gain in zip(moves, gains):
                    expected = search.promise_after(base, move)
                    assert base + gain == expected, move
                    info = search.apply(move)
                    assert search.promise() == expected, move
                    search.undo(move, info)
                search.apply(rng.choice(moves))
                search.forced()


def test_the_stuck_test_answers_alike_for_positions_of_one_key() -> None:
    # Search.known keeps the stuck test's answers by State.key, shared by a plan's searches: the answer must
    # depend on the key alone. Positions of one key: the columns in another order, each suit's two spots
    # swapped, and in draw 1 Normal another waste count.
    import random

    from ds.solver.stuck import stuck

    rng = random.Random(5)
    for number in range(6):
        for mode in ("D1N", "D3N", "D1V", "D3V"):
            search = Search(Game.deal(f"DS1-{mode}-AAAAC{chr(65 + number)}A"))
            search.complete = True
            twin = Search(Game.deal(f"DS1-{mode}-AAAAC{chr(65 + number)}A"))
            for _ in range(80):
                moves = search.moves()
                if not moves:
                    break
                search.apply(rng.choice(moves))
                search.forced()
                twin.decode(search.encode())
                twin.cols.reverse()
                twin.hid.reverse()
                for i in range(9):
                    twin._mark(i)
                twin.fnd = [twin.fnd[spot ^ 1] for spot in range(8)]
                if not twin.keep_pos:
                    twin.pos = rng.randrange(len(twin.talon) + 1)
                key = search.key()
                assert twin.key() == key
                for takebacks in (False, True):
                    search.complete = twin.complete = takebacks
                    answer = stuck(search, takebacks, takebacks)
                    assert stuck(twin, takebacks, takebacks) == answer
                    search.known = {}
                    assert search.stuck(key) == answer and search.stuck(key) == answer and len(search.known) == 1

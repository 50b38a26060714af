"""Move generation (ds/solver/moves.py)."""

from __future__ import annotations

from ds.game import Game
from ds.solver.search import Search


def test_vegas_moves_looked_up_by_card_are_the_moves_of_every_talon_stop() -> None:
    # In Vegas, moves() looks at the talon cards a foundation or a column takes (vegas_stops) instead of
    # walking every stop (talon_stops): the same moves must come out, in the same order.
    import random

    rng = random.Random(3)
    for number in range(12):
        for mode in ("D1V", "D3V"):
            search = Search(Game.deal(f"DS1-{mode}-AAAAA{chr(65 + number)}A"))
            for _ in range(60):
                fast = search.moves()
                walk = search.talon_stops
                search.vegas_stops = lambda wants, hosts: walk()  # type: ignore[method-assign]
                assert search.moves() == fast
                del search.vegas_stops
                if not fast:
                    break
                search.apply(rng.choice(fast))
                search.forced()



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




def test_a_king_at_the_bottom_of_a_column_is_never_moved_to_another_empty_column() -> None:
    """SPEC 11: a king already at the bottom of a column may move to another empty column, but a hint never
    proposes it: no move the solver searches (whose first one a hint plays) moves a whole column whose
    bottom card is a face-up king to an empty column."""
    import random

    from ds.solver.solving import expand

    rng = random.Random(11)
    seen = 0
    for number in range(6):
        game = Game.deal(f"DS1-{('D1N', 'D3V')[number % 2]}-AAAABA{chr(65 + number)}")
        for _ in range(150):
            for op in Search(game).moves():
                moves, _ = expand(game, [op], must_win=False)
                first = moves[0]
                if first.src.is_column and first.dst.is_column:
                    column = game.pile_cards(first.src)
                    assert not (first.count == len(column) and not game.face_down_count(first.src)
                                and column[0].rank == 13 and not game.pile_size(first.dst)), (game.code, first)
            legal = list(game.legal_moves)
            seen += sum(1 for move in legal if move.src.is_column and move.dst.is_column
                        and move.count == game.pile_size(move.src) and not game.pile_size(move.dst))
            if not legal or game.is_won:
                break
            game.play(rng.choice(legal))
    assert seen > 0, "the games met no king at the bottom of a column with an empty column free"

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


def test_the_complete_move_set_of_a_position_set_up_with_a_column_out_of_order_holds_every_column_move() -> None:
    """A hand-made column's face-up cards may be in any order, and the engine moves any of them with the cards on it
    where it fits (``Game.legal_moves``). The complete search must make every such move (up to the column symmetry:
    one empty column stands for all, and a whole column is never moved to an empty one), or its "lost" proves
    nothing: a king above a column's lowest face-up card, which in a run is never there, went to no empty column."""
    from ds.piles import COLUMN_1, COLUMN_PILES
    from ds.solver.state import COL_COL

    from .positions import out_of_order_position

    kings = 0
    for seed in range(300):
        game = out_of_order_position(seed)
        search = Search(game)
        if search.ordered:  # every column happens to be a run
            continue
        ops = set(search.moves())
        empty = next((j for j, column in enumerate(game.columns) if not column), -1)
        for move in game.legal_moves:
            if move.src not in COLUMN_PILES or move.dst not in COLUMN_PILES:
                continue
            i, j = move.src - COLUMN_1, move.dst - COLUMN_1
            if not game.columns[j]:
                if move.count == len(game.columns[i]):
                    continue  # a whole column to an empty one: the same position up to the column symmetry
                j = empty
                kings += move.count < len(game.columns[i]) - game.hidden[i]
            assert (COL_COL, i, j, move.count) in ops, (seed, str(move))
    assert kings > 20  # kings above their column's lowest face-up card, each moved

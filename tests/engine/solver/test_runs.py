"""Classes of positions linked by run transfers (ds/solver/runs.py): the merged key, the class moves, brute force."""

from __future__ import annotations

import pytest

from ds.game import Game
from ds.solver.runs import HOST_CLASS, arrangements, class_moves, involving, is_transfer, loose, merged_key, transfers
from ds.solver.search import Search
from ds.solver.solving import expand
from ds.solver.state import COL_COL, COL_FND, FND, FND_COL, MACRO, TALON

from ..helpers import table
from .positions import along_random_lines, brute_force_winnable, runs_endgame, trap_endgame


def complete_dfs(game: Game, merge: bool) -> tuple[bool, int]:
    """The complete depth-first search alone, to its end: whether it won (its line replayed), and its positions."""
    search = Search(game)
    search.complete, search.merge, search.waste_cost = True, merge, 1
    try:
        next(search.dfs())
    except StopIteration as stop:
        if stop.value is not None:
            expand(game, stop.value)
        return stop.value is not None, search.nodes
    raise AssertionError("the search paused with no quota")


def two_copies_of_the_eight_of_spades() -> Game:
    # 7H-6S lies on one 8S; the other 8S is on top of its column: the run may go back and forth.
    return table(
        "D3V",
        columns=["#KD 8S 7H 6S", "#QD 8S", "#9C 5D"],
        foundations={"S1": 5, "S2": 4, "H1": 6, "H2": 5, "D1": 4, "D2": 4, "C1": 8, "C2": 8},
    )


def test_a_run_on_one_copy_of_its_host_or_the_other_is_one_class() -> None:
    search = Search(two_copies_of_the_eight_of_spades())
    assert loose(search) == {8 * 2}  # black 8s
    moves = transfers(search, 8 * 2)
    assert moves == [(1, 0, 1, 2)] and is_transfer(search, moves[0])
    before, plain = merged_key(search), search.key()
    info = search.apply(moves[0])
    assert (len(search.cols[0]), len(search.cols[1])) == (2, 4)  # the run 7H 6S now lies on the other 8S
    assert merged_key(search) == before and search.key() != plain
    search.undo(moves[0], info)


def test_the_class_moves_reach_the_cards_under_the_run_from_either_copy() -> None:
    # With the run on the first 8S, that 8S can go up only after the run moves to the other one: a MACRO.
    search = Search(two_copies_of_the_eight_of_spades())
    moves = class_moves(search)
    assert not any(is_transfer(search, move) for move in moves)
    macros = [move for move in moves if move[0] == MACRO]
    assert macros and all(is_transfer(search, macro[1]) for macro in macros)


def test_a_transfer_never_changes_the_merged_key_on_random_lines() -> None:
    checked = 0
    for search in along_random_lines(runs_endgame, 7, 40, 30):
        key = merged_key(search)
        for k in loose(search):
            for move in transfers(search, k):
                info = search.apply(move)
                assert merged_key(search) == key
                search.undo(move, info)
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("seed", [38])
def test_merged_search_agrees_with_the_engines_exhaustive_search_on_endgames_where_it_merges(seed: int) -> None:
    # Endgames (positions.trap_endgame) where the merged search meets fewer positions than the plain one:
    # it still finds the win that an exhaustive search through the engine's moves finds.
    game = trap_endgame(seed)
    merged, plain = complete_dfs(game, merge=True), complete_dfs(game, merge=False)
    assert merged[1] < plain[1]
    assert merged[0] is plain[0] is brute_force_winnable(game, limit=20_000)


def test_merged_search_agrees_with_the_engines_exhaustive_search_on_small_endgames_with_runs() -> None:
    for seed in range(8):
        game = runs_endgame(seed)
        try:
            winnable = brute_force_winnable(game, limit=3_000)
        except AssertionError:  # too big for the brute force
            continue
        assert complete_dfs(game, merge=True)[0] is winnable, seed


@pytest.mark.parametrize("code, plain, merged", [("DS1-D3V-NGNLPLT", 1682, 954), ("DS1-D3V-HCXWSQD", 811, 353)])
def test_merged_search_proves_pinned_lost_deals_in_fewer_positions(code: str, plain: int, merged: int) -> None:
    # NGNLPLT: 1,722 and 972 before the complete search cut positions short of hosts (hosts.py).
    assert complete_dfs(Game.deal(code), merge=False) == (False, plain)
    assert complete_dfs(Game.deal(code), merge=True) == (False, merged)


def test_involving_gives_every_move_of_the_complete_move_set_onto_or_off_a_top_of_the_class() -> None:
    # involving() builds them directly; written plainly: the moves of Moves.moves, less the transfers, whose
    # target is a column topped by the class, or that take such a top to a foundation (talon cards: only
    # those some column or foundation takes are in Moves.moves, so involving may give more).
    def plain(search: Search, k: int) -> set:  # type: ignore[type-arg]
        out = set()
        for move in search.moves():
            kind = move[0]
            column = search.cols[move[1] if kind == COL_FND else move[2] if kind in (COL_COL, FND_COL) or (kind == TALON and move[2] < FND) else 0]
            if kind == TALON and move[2] >= FND:
                continue
            if column and HOST_CLASS[column[-1]] == k and not is_transfer(search, move):
                out.add(move)
        return out

    checked = 0
    for search in along_random_lines(runs_endgame, 11, 30, 20):
        for k in loose(search):
            for path in [[]] + arrangements(search, k):
                infos = [search.apply(move) for move in path]
                assert plain(search, k) <= set(involving(search, k))
                checked += 1
                for move, info in zip(reversed(path), reversed(infos)):
                    search.undo(move, info)
    assert checked > 30


def test_a_deal_the_plain_search_proves_lost_only_after_420_000_positions_takes_the_merged_one_under_20_000() -> None:
    # DS1-D3V-KJFYZDU: the plain complete search needs 420,402 positions (44 s of CPU, not run here); the
    # merged one 19,198 classes.
    won, nodes = complete_dfs(Game.deal("DS1-D3V-KJFYZDU"), merge=True)
    assert not won and nodes < 20_000

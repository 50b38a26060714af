"""The stuck test (ds/solver/stuck.py): hand-built positions, brute force on small endgames, its rules written plainly."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ds.game import Game
from ds.piles import FOUNDATION_1
from ds.solver import EXAMPLE_WINS, solve
from ds.solver.search import Search
from ds.solver.stuck import stuck as stuck_test

from ..helpers import table
from .positions import ALL_BUT_SPADES
from .positions import (
    PINNED,
    PINNED_NODES,
    assert_cuts_keep_the_brute_forces_verdict,
    brute_force_winnable,
    kings_over_the_spades,
    one_pass_endgame,
    seven_of_spades_over_its_hosts,
    small_endgame,
    small_vegas_position,
    trap_endgame,
    vegas_or_not,
    vegas_stock_endgame,
)


def stuck(game: Game, takebacks: bool, stages: bool = True) -> bool:
    """``stuck.stuck`` of the game's position; in Vegas the talon grown in stages unless told."""
    return stuck_test(Search(game), takebacks, stages)


def test_a_card_whose_hosts_and_needed_foundation_cards_all_lie_under_it_is_stuck_and_the_game_lost() -> None:
    game = seven_of_spades_over_its_hosts()
    assert stuck(game, takebacks=True) and stuck(game, takebacks=False)
    result = solve(game, max_nodes=1_000)
    assert result.verdict == "lost" and result.nodes < 10


def test_a_card_is_not_stuck_while_a_copy_of_a_card_it_can_go_on_may_come_on_top() -> None:
    game = table(
        "D1N",
        columns=["#5S #5S #8H #8H #8D 7S"],  # the second 8D is in the stock
        foundations={"S1": 4, "S2": 4, "H1": 7, "H2": 7, "D1": 7, "D2": 7, "C1": 13, "C2": 13},
    )
    assert not stuck(game, takebacks=True) and not stuck(game, takebacks=False)


def test_a_stuck_card_may_be_freed_by_a_take_back_so_only_searches_without_them_call_it_stuck() -> None:
    # As above, but one 8H is on a heart spot (H1 at 12): taken back, it could host the 7S.
    game = table(
        "D1N",
        columns=["#5S #5S #8H #8D #8D 7S"],
        foundations={"S1": 4, "S2": 4, "H1": 12, "H2": 7, "D1": 7, "D2": 7, "C1": 13, "C2": 13},
    )
    assert stuck(game, takebacks=False) and not stuck(game, takebacks=True)


@pytest.mark.parametrize("seed", [19, 44, 59, 95, 157, 196, 197, 289])
def test_stuck_endgames_cannot_be_won_by_any_sequence_of_engine_moves(seed: int) -> None:
    # Each of these random endgames is stuck to the searches without take-backs (157 to all of them);
    # an exhaustive search through the engine's own moves agrees.
    game = small_endgame(seed)
    assert stuck(game, takebacks=False)
    assert brute_force_winnable(game, takebacks=False) is False
    if stuck(game, takebacks=True):
        assert brute_force_winnable(game) is False


@pytest.mark.parametrize("seed", [32, 99, 103, 140])
def test_endgames_stuck_since_take_backs_come_from_the_top_of_a_spot_cannot_be_won_by_any_engine_moves(seed: int) -> None:
    # Stuck with take-backs only since a spot's cards come back from the top down, each onto a card it can go
    # on (before, every foundation card counted as free); an exhaustive search with take-backs agrees.
    game = small_endgame(seed)
    assert stuck(game, takebacks=True)
    assert brute_force_winnable(game) is False


@pytest.mark.parametrize("seed", [5, 11, 15, 22, 59, 95, 157, 231])
def test_trap_endgames_stuck_even_with_take_backs_cannot_be_won_by_any_engine_moves(seed: int) -> None:
    game = trap_endgame(seed)
    assert stuck(game, takebacks=True) and stuck(game, takebacks=False)
    assert brute_force_winnable(game, limit=20_000) is False


@pytest.mark.parametrize("seed", [128, 129, 132, 136, 138])
def test_vegas_endgames_stuck_by_their_waste_cannot_be_won_without_take_backs(seed: int) -> None:
    # Most of their cards lie in the waste, which in Vegas gives its cards back last in, first out only.
    game = small_vegas_position(seed)
    assert stuck(game, takebacks=False)
    assert brute_force_winnable(game, takebacks=False) is False


@pytest.mark.parametrize("seed", [16, 30, 40, 175, 226, 306])
def test_draw_3_vegas_endgames_stuck_by_a_draw_of_the_stock_cannot_be_won_without_take_backs(seed: int) -> None:
    # Stuck only since each draw of the one-pass stock counts as a pile of its own (before, stock cards
    # were taken to be free): an exhaustive search through the engine's own moves agrees.
    game = vegas_stock_endgame(seed)
    assert game.draw == 3 and game.stock
    assert stuck(game, takebacks=False, stages=False)
    assert brute_force_winnable(game, limit=30_000, takebacks=False) is False


def assumed_empty_column(game: Game, takebacks: bool) -> bool:
    """The stuck test's rules before the ninth round, written plainly: an empty column assumed for every king."""
    return plainly_stuck(
        game.columns, game.hidden, game.foundations, game.waste, game.stock[::-1], game.draw, game.vegas, takebacks,
        empties=False,
    )


@pytest.mark.parametrize("mode", ["D1V", "D3V"])
def test_a_king_over_the_cards_that_would_empty_a_column_is_stuck_and_the_game_lost(mode: str) -> None:
    # The KS on the waste needs an empty column; the columns empty only once the 3S under it go up.
    game = vegas_or_not(mode)
    assert stuck(game, takebacks=True) and stuck(game, takebacks=False)
    assert not assumed_empty_column(game, takebacks=True)
    result = solve(game, max_nodes=1_000)
    assert result.verdict == "lost" and result.nodes < 5


@pytest.mark.parametrize(
    ("seed", "takebacks"),
    [(71, False), (80, False), (368, False), (527, False), (96, True), (117, True), (132, True), (162, True)],
)
def test_endgames_stuck_since_a_king_waits_for_an_empty_column_cannot_be_won_by_any_engine_moves(
    seed: int, takebacks: bool
) -> None:
    # Stuck only since a king goes to an empty column, and no column may empty before some king has moved
    # (before, an empty column was assumed for every king): an exhaustive search through the engine's own
    # moves agrees. Draw 1 and 3, Vegas and Normal.
    game = kings_over_the_spades(seed)
    assert stuck(game, takebacks) and not assumed_empty_column(game, takebacks)
    assert brute_force_winnable(game, limit=30_000, takebacks=takebacks) is False


def assert_no_engine_moves_win_where_called_stuck(game: Game) -> None:
    """Whenever the stuck test calls ``game`` stuck (with take-backs or without, with the stages or without), an
    exhaustive search through the engine's own moves finds no win (positions too big for it are left out)."""
    for takebacks in (False, True):
        if stuck(game, takebacks) or stuck(game, takebacks, stages=False):
            try:
                winnable = brute_force_winnable(game, limit=5_000, takebacks=takebacks)
            except AssertionError:  # too big for the brute force
                assume(False)
            assert winnable is False


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_random_endgames_where_kings_wait_for_an_empty_column_called_stuck_cannot_be_won_by_any_engine_moves(
    seed: int,
) -> None:
    game = kings_over_the_spades(seed)
    assert_no_engine_moves_win_where_called_stuck(game)


@pytest.mark.parametrize("seed", [27])
def test_the_complete_search_cutting_positions_where_kings_wait_keeps_the_exhaustive_searchs_verdict(seed: int) -> None:
    # The complete search meets positions stuck only since kings wait for an empty column, and cuts them; an
    # exhaustive search through the engine's own moves finds no win either.
    game = kings_over_the_spades(seed)
    search = Search(game)
    search.complete = True
    search.merge = game.vegas and game.draw == 3

    def with_an_empty_column_assumed() -> bool:
        talon, pos = search.talon, search.pos
        return plainly_stuck(search.cols, search.hid, search.fnd, talon[:pos], talon[pos:], search.draw, search.vegas,
                             True, search.vegas, empties=False)

    assert_cuts_keep_the_brute_forces_verdict(game, search, with_an_empty_column_assumed)


def spades_in_the_stock(mode: str) -> Game:
    """Every card up but the spades from 4 on, which are all in the stock, turned in order: 4S 4S 5S 5S ... KS KS."""
    order = [f"{rank}S" for rank in ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K") for _ in range(2)]
    return table(mode, foundations={"S1": 3, "S2": 3, **ALL_BUT_SPADES}, stock=" ".join(reversed(order)))


def test_a_draw_of_the_stock_over_the_cards_it_needs_is_stuck_in_draw_3_and_not_in_draw_1() -> None:
    # Draw 3 turns 4S 4S 5S at once, the 5S on top: it needs a red 6 (all up) or a spade spot at 4, and both
    # 4S lie under it. Draw 1 plays them one by one. (Taking a red 6 back would host the 5S: not stuck then.)
    game = spades_in_the_stock("D3V")
    assert stuck(game, takebacks=False, stages=False) and not stuck(game, takebacks=True)
    assert brute_force_winnable(game, takebacks=False) is False
    assert solve(game, max_nodes=1_000).verdict == "won"  # with take-backs: KH, QC, JH, ... down to a 6H
    draw_1 = spades_in_the_stock("D1V")
    assert not stuck(draw_1, takebacks=False) and brute_force_winnable(draw_1, takebacks=False)


def test_a_card_turned_before_the_card_it_needs_waits_under_the_later_draws_in_one_pass_draw_3() -> None:
    # Spades at (0, 13), every other card up; the stock turns QS JS 2S | 3S KS AS | 6S 5S 4S | 9S 8S 7S | 10S,
    # three at a time. The 2S cannot go up before the second draw is turned; then the AS goes up, the KS to an
    # empty column, and the 3S left on top of the waste needs the 2S under it (or a red 4: all up). With a
    # pile per draw (an earlier stuck test) the 2S was on top of its own pile, free to go up once the AS was.
    # Taking hearts and clubs back (KH on an empty column, QC, JH ... down to a red 4) wins it.
    order = ["QS", "JS", "2S", "3S", "KS", "AS", "6S", "5S", "4S", "9S", "8S", "7S", "10S"]
    game = table("D3V", foundations={"S1": 0, "S2": 13, **ALL_BUT_SPADES}, stock=" ".join(reversed(order)))
    assert stuck(game, takebacks=False) and not stuck(game, takebacks=True)
    assert not stuck(game, takebacks=False, stages=False)
    assert brute_force_winnable(game, takebacks=False) is False
    assert solve(game, max_nodes=5_000).verdict == "won"
    search = Search(game)  # the searches for a win leave the stages out: they cost more than they cut there
    search.complete = False
    assert not search.stuck()


@pytest.mark.parametrize("seed", [13, 73, 98, 116, 124, 144, 170])
def test_one_pass_endgames_stuck_since_talon_cards_wait_under_later_draws_cannot_be_won_without_take_backs(
    seed: int,
) -> None:
    # Stuck only since the talon grows in stages (a card that cannot leave before the next draw is turned lies
    # under that draw's cards): with a pile per draw none of these is. An exhaustive search through the
    # engine's own moves agrees.
    game = vegas_stock_endgame(seed)
    assert game.draw == 3 and game.stock and stuck(game, takebacks=False)
    assert not stuck(game, takebacks=False, stages=False)
    assert brute_force_winnable(game, limit=30_000, takebacks=False) is False


def test_a_one_pass_endgame_stuck_by_the_stages_even_with_take_backs_cannot_be_won_by_any_engine_moves() -> None:
    game = one_pass_endgame(289)
    assert game.draw == 3 and game.stock and stuck(game, takebacks=True)
    assert not stuck(game, takebacks=True, stages=False)
    assert brute_force_winnable(game, limit=30_000) is False


@pytest.mark.parametrize("seed", [383, 431, 627])
def test_the_complete_search_cutting_positions_stuck_by_the_stages_keeps_the_exhaustive_searchs_verdict(seed: int) -> None:
    # Draw-3 one-pass endgames where the complete search meets positions stuck only by the stages (and cuts
    # them): it wins exactly when an exhaustive search through the engine's own moves does.
    game = one_pass_endgame(seed)
    assert game.draw == 3 and game.vegas
    search = Search(game)
    search.complete = search.merge = True
    assert_cuts_keep_the_brute_forces_verdict(game, search, lambda: stuck_test(search, True, False))


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_random_one_pass_endgames_called_stuck_cannot_be_won_by_any_engine_moves(seed: int, more_up: bool) -> None:
    # Draw 1 and draw 3 with a one-pass stock (in draw 3 the talon grows in stages): whenever the test says stuck
    # (with take-backs or without), an exhaustive search through the engine's own moves finds no win (positions
    # too big for it are left out).
    game = (one_pass_endgame if more_up else vegas_stock_endgame)(seed)
    assert_no_engine_moves_win_where_called_stuck(game)


def test_no_position_of_a_winning_line_is_stuck() -> None:
    for code in list(EXAMPLE_WINS.values()) + [code for code, verdict in PINNED.items() if verdict == "won"]:
        game = Game.deal(code)
        line = solve(game, max_nodes=PINNED_NODES).line
        takebacks = any(move.src >= FOUNDATION_1 for move in line)
        for move in line:
            assert not stuck(game, takebacks=True), (code, move)
            assert takebacks or not stuck(game, takebacks=False), (code, move)
            game.play(move)


def reference_stuck(game: Game, takebacks: bool, stages: bool = True) -> bool:
    return plainly_stuck(
        game.columns, game.hidden, game.foundations, game.waste, game.stock[::-1], game.draw, game.vegas, takebacks,
        stages,
    )


def plainly_stuck(  # type: ignore[no-untyped-def]
    columns, hidden, foundations, waste, stock, draw: int, vegas: bool, takebacks: bool, stages: bool = True,
    empties: bool = True,
) -> bool:
    """``stuck.stuck`` written plainly from its rules, slow: sets grown until nothing changes. In Vegas the
    talon is one more pile, grown in stages: first the waste, then at each stage the next draw of the
    ``stock`` (given in the order it is turned) put on top of the cards not known to leave so far; only its
    top card leaves (onto a card it can go on, or up). Without ``stages`` the waste and each draw are piles
    of their own from the start. A talon card that left comes on top when a card it can go on may. With take-backs a spot's cards are taken back from the top down, each onto a card it
    can go on (a king: an empty column), and may then come on top and leave. A king goes only to an empty
    column: one that is empty, or whose card at place 0 may leave (``empties`` False: an empty column is
    assumed there, the rule before the ninth round)."""
    from ds.cards import KING, RANK, RED

    draws = [list(stock[p : p + draw]) for p in range(0, len(stock), draw)] if vegas else []
    others = [] if stages else draws
    """Without stages: the draws, each a pile of its own."""
    piles = [list(c) for c in columns]
    hid = list(hidden)
    fnd = list(foundations)
    free = set() if vegas else set(stock) | set(waste)
    pile: list[int] = []
    gone: set[int] = set()
    up: set[int] = set()
    down = list(fnd)
    sep: set[tuple[int, int]] = set()
    talon_tops: set[int] = set()
    for stage in [list(waste) if vegas else []] + (draws if stages else []):
        pile += stage
        while True:
            size = len(sep), len(talon_tops), len(up), len(pile), sum(map(len, others))
            tops = {c[-1] for c in piles if c} | {piles[j][m - 1] for j, m in sep if m} | talon_tops | up
            leaves = {piles[j][m] for j, c in enumerate(piles) for m in range(len(c)) if any((j, z) in sep for z in range(m + 1))}
            out = free | leaves | up | gone

            empty = not empties or any(not c or (j, 0) in sep for j, c in enumerate(piles))

            def hosted(card: int) -> bool:
                return (RANK[card] == KING and empty) or any(RANK[t] == RANK[card] + 1 and RED[t] != RED[card] for t in tops)

            def home(card: int) -> bool:
                suit, rank = card // 13, RANK[card]
                for spot in (2 * suit, 2 * suit + 1):
                    if fnd[spot] >= rank:
                        if takebacks and down[spot] < rank:
                            return True
                    elif all(suit * 13 + q - 1 in out for q in range(fnd[spot] + 1, rank)):
                        return True
                return False

            talon_tops |= {card for card in free | gone if hosted(card)}
            for spot in range(8 if takebacks else 0):  # taken back from the top down, onto a card it can go on
                while down[spot] and hosted((spot // 2) * 13 + down[spot] - 1):
                    down[spot] -= 1
                    up.add((spot // 2) * 13 + down[spot])
            for j, column in enumerate(piles):
                for z, card in enumerate(column):
                    bare = z + 1 == len(column) or (j, z + 1) in sep
                    reached = z >= hid[j] or (j, z + 1) in sep
                    if reached and (hosted(card) or (bare and home(card))):
                        sep.add((j, z))
            if pile and (hosted(pile[-1]) or home(pile[-1])):
                gone.add(pile.pop())
            for other in others:
                if other and (hosted(other[-1]) or home(other[-1])):
                    gone.add(other.pop())
            if (len(sep), len(talon_tops), len(up), len(pile), sum(map(len, others))) == size:
                break
    return bool(pile) or any(others) or any(column and (j, 0) not in sep for j, column in enumerate(piles))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(PINNED) + list(EXAMPLE_WINS.values())), st.integers(0, 2**32), st.integers(0, 300))
def test_stuck_agrees_with_its_rules_written_plainly_along_random_games(code: str, seed: int, length: int) -> None:
    import random

    rng = random.Random(seed)
    game = Game.deal(code)
    for _ in range(length):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(rng.choice(moves))
    for takebacks in (True, False):
        for stages in (True, False):
            assert stuck(game, takebacks, stages) == reference_stuck(game, takebacks, stages)


@pytest.mark.parametrize("seed", range(40))
def test_stuck_agrees_with_its_rules_written_plainly_on_small_endgames(seed: int) -> None:
    game = small_endgame(seed)
    for takebacks in (True, False):
        for stages in (True, False):
            assert stuck(game, takebacks, stages) == reference_stuck(game, takebacks, stages)


@pytest.mark.parametrize("code", ["DS1-D1N-IRWFJDL", "DS1-D3N-AAAAAAM", "DS1-D1V-TBCKBFV"])
def test_stuck_agrees_with_its_rules_written_plainly_on_the_positions_a_search_meets(code: str) -> None:
    # The positions a best-first search takes off its heap (a search meets many more stuck ones than
    # random games do); its pause check is where a position has just been taken.
    search = Search(Game.deal(code))
    search.complete = False
    met = []

    def check() -> bool:
        for takebacks in (True, False):
            search.complete = takebacks
            met.append(search.stuck())
            waste, stock = search.talon[: search.pos], search.talon[search.pos :]
            assert met[-1] == plainly_stuck(  # the complete search's stuck test alone grows the talon in stages
                search.cols, search.hid, search.fnd, waste, stock, search.draw, search.vegas, takebacks, takebacks
            )
        search.complete = False
        return search.nodes >= 150

    search.pause_due = check  # type: ignore[method-assign]
    next(search.best_first(), None)
    assert len(met) >= 2


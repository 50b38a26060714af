"""Safe foundation moves (ds/solver/safe.py): the rule, its fast form, and a game the one-deck rule loses."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ds.cards import Card
from ds.game import Game
from ds.solver import safe_to_foundation
from ds.solver import safe
from ds.solver.safe import HOSTS, comes_straight_back, safe_cards
from ds.solver.search import Search
from ds.solver import solve
from ds.solver.state import FND, FND_COL, TALON

from ..helpers import table
from .positions import (
    ALL_BUT_SPADES,
    along_random_lines,
    brute_force_winnable,
    small_endgame,
    spots,
    trap_endgame,
    two_twos_of_spades,
    vegas_stock_endgame,
)


def test_safe_rule_needs_the_other_spot_of_the_suit_at_rank_minus_one() -> None:
    game = two_twos_of_spades()
    two_of_spades = Card.parse("2S")
    assert not safe_to_foundation(game.foundations, two_of_spades)
    assert safe_to_foundation(spots((1, 1), (1, 1), (1, 1), (0, 0)), two_of_spades)
    assert safe_to_foundation(spots((2, 1), (1, 1), (1, 1), (0, 0)), two_of_spades)  # the other 2S is already up
    assert not safe_to_foundation(spots((1, 1), (1, 1), (1, 0), (0, 0)), two_of_spades)  # a red ace is out



def test_safe_rule_aces_always_go_up() -> None:
    for ace in ("AS", "AH", "AD", "AC"):
        assert safe_to_foundation([0] * 8, Card.parse(ace))
        assert safe_to_foundation(spots((1, 0), (1, 0), (1, 0), (1, 0)), Card.parse(ace))


def test_safe_rule_black_5_needs_every_red_4_and_every_black_3_up() -> None:
    five = Card.parse("5S")
    assert safe_to_foundation(spots((4, 4), (4, 4), (4, 4), (3, 3)), five)
    assert not safe_to_foundation(spots((4, 4), (4, 3), (4, 4), (3, 3)), five)  # a red 4 is out
    assert not safe_to_foundation(spots((4, 4), (4, 4), (4, 4), (3, 2)), five)  # a black 3 (3C) is out
    assert not safe_to_foundation(spots((4, 3), (4, 4), (4, 4), (3, 3)), five)  # the other 4S spot is low
    assert not safe_to_foundation(spots((3, 3), (4, 4), (4, 4), (3, 3)), five)  # no spot takes the 5S
    assert safe_to_foundation(spots((4, 5), (4, 4), (4, 4), (3, 3)), five)  # the other 5S is already up


def test_safe_rule_red_2_needs_every_black_ace_up() -> None:
    two = Card.parse("2D")
    assert safe_to_foundation(spots((1, 1), (0, 0), (1, 1), (1, 1)), two)
    assert not safe_to_foundation(spots((1, 1), (0, 0), (1, 1), (1, 0)), two)
    assert not safe_to_foundation(spots((1, 1), (0, 0), (1, 0), (1, 1)), two)


def test_solver_fast_safe_set_agrees_with_the_documented_rule() -> None:
    import random

    rng = random.Random(6)
    for _ in range(3000):
        spots_ = [rng.randint(0, 13) for _ in range(8)]
        fast = set(safe_cards(spots_))
        assert fast == {card for card in range(52) if safe_to_foundation(spots_, card)}, spots_
        assert safe_cards(spots_) == tuple(sorted(fast))  # asked again: the kept answer, the same


def test_the_kept_safe_cards_are_emptied_when_full_and_still_answer_right(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(safe, "CACHE_SIZE", 4)
    safe.SAFE_CARDS.clear()
    counts = [[n, n, n, n, n, n, n, n] for n in range(6)]
    for spots_ in counts:
        assert safe_cards(spots_) == tuple(suit * 13 + spots_[0] for suit in range(4))
        assert len(safe.SAFE_CARDS) <= 4
    assert tuple(counts[-1]) in safe.SAFE_CARDS and tuple(counts[0]) not in safe.SAFE_CARDS
    safe.SAFE_CARDS.clear()




def waste_ace_under_nothing(mode: str) -> Game:
    """The waste holds a king of spades under the second ace of spades (safe to play); the other spades wait in
    the stock."""
    order = [f"{rank}S" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q") for _ in range(2)] + ["KS"]
    return table(mode, waste="KS AS", foundations={"S1": 1, **ALL_BUT_SPADES}, stock=" ".join(reversed(order)))


def test_the_safe_waste_top_goes_up_at_once_in_vegas_draw_3_and_not_in_normal_draw_3() -> None:
    # Vegas: one pass, so the stock's draws never change and the waste's top may go up (safe.py's proof).
    played = Search(waste_ace_under_nothing("D3V")).forced()
    assert [move[0] for move, _ in played] == [TALON]
    assert Search(waste_ace_under_nothing("D3N")).forced() == []  # a recycle would regroup the draws



def spades_from_the_stock(mode: str) -> Game:
    """The waste holds a king of spades; the stock turns the second ace of spades first, then the other
    spades in order."""
    order = ["AS"] + [f"{rank}S" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q") for _ in range(2)] + ["KS"]
    return table(mode, waste="KS", foundations={"S1": 1, **ALL_BUT_SPADES}, stock=" ".join(reversed(order)))


def test_in_draw_1_vegas_the_stock_s_next_card_is_drawn_and_goes_up_at_once_when_safe() -> None:
    # One pass, one card a draw: the waste stays as it was and the talon loses only that card (safe.py's
    # proof). Every spade follows, then the king on the waste: the safe moves alone win.
    search = Search(spades_from_the_stock("D1V"))
    played = search.forced()
    assert played[0][0] == (TALON, 2, FND + 1, 1)
    assert search.won()
    assert Search(spades_from_the_stock("D3V")).forced() == []  # a draw would turn two more cards over the king
    assert Search(spades_from_the_stock("D1N")).forced() == []
    result = solve(spades_from_the_stock("D1V"), max_nodes=10)
    assert result.won and len(result.line) == 2 * 24 + 1  # a draw and a play per stock card, then the king



ENDGAMES = [(trap_endgame, 110), (trap_endgame, 189), (small_endgame, 25), (small_endgame, 112)]
"""Draw-3 Vegas endgames (``positions``) where the search plays a waste card among its safe moves."""


@pytest.mark.parametrize(("maker", "seed"), ENDGAMES)
def test_draw_3_vegas_endgames_whose_waste_top_goes_up_at_once_keep_the_verdict_of_an_exhaustive_search(
    maker: Callable[[int], Game], seed: int
) -> None:
    # At the start or after one move, the search plays a safe waste top at once; its complete depth-first
    # search alone (every move, take-backs too) and an exhaustive search through the engine's own moves agree.
    game = maker(seed)
    assert (game.draw, game.vegas) == (3, True)
    assert _forces(game, lambda move: move[0] == TALON)
    assert complete_search_wins(game) == brute_force_winnable(game, limit=20_000)


def complete_search_wins(game: Game) -> bool:
    """Whether the complete depth-first search alone (every move, take-backs too) finds a win."""
    search = Search(game)
    search.complete = True
    walk = search.dfs()
    try:
        while True:
            next(walk)
    except StopIteration as stop:
        return stop.value is not None


def _forces(game: Game, kind: Callable[[tuple[int, ...]], bool]) -> bool:
    """Whether the search plays a move of a ``kind`` among its safe moves at the start or after one of its moves."""
    search = Search(game)
    if any(kind(played) for played, _ in search.forced()):
        return True
    for move in search.moves():
        info = search.apply(move)
        forced = search.forced()
        if any(kind(played) for played, _ in forced):
            return True
        for played, undo in reversed(forced):
            search.undo(played, undo)
        search.undo(move, info)
    return False


STOCK_ENDGAMES = [(vegas_stock_endgame, 3), (small_endgame, 30), (trap_endgame, 7), (trap_endgame, 30)]
"""Draw-1 Vegas endgames (``positions``) where the search draws the stock's next card and plays it up among its
safe moves."""


@pytest.mark.parametrize(("maker", "seed"), STOCK_ENDGAMES)
def test_draw_1_vegas_endgames_whose_next_stock_card_goes_up_at_once_keep_the_verdict_of_an_exhaustive_search(
    maker: Callable[[int], Game], seed: int
) -> None:
    game = maker(seed)
    assert (game.draw, game.vegas) == (1, True)
    assert _forces(game, lambda move: move[0] == TALON and move[3] == 1)
    assert complete_search_wins(game) == brute_force_winnable(game, limit=20_000)


def test_a_take_back_left_out_as_coming_straight_back_leads_back_to_the_same_position() -> None:
    # comes_straight_back: the take-backs Moves.moves leaves out, played anyway with the safe moves after them,
    # give the key they were played from, along random lines through small endgames of every mode; and some
    # are left out (the rule is not idle).
    left_out = 0
    for search in along_random_lines(trap_endgame, 16, 40, 12):
        tops = [column[-1] if column else -1 for column in search.cols]
        before = search.key()
        for f in range(8):
            count = search.fnd[f]
            if not count or not comes_straight_back(search.fnd, f, tops):
                continue
            card = (f // 2) * 13 + count - 1
            targets = [j for j, top in enumerate(tops) if top in HOSTS[card] or (top < 0 and not HOSTS[card])]
            for j in targets[:1]:
                move = (FND_COL, f, j)
                info = search.apply(move)
                forced = search.forced()
                assert search.key() == before, move
                for m, u in reversed(forced):
                    search.undo(m, u)
                search.undo(move, info)
                left_out += 1
            assert all(m[:2] != (FND_COL, f) for m in search.moves())
    assert left_out > 20

"""The solver (ds/solver.py): verdicts on hand-built positions and on pinned deals, lines that replay to a win."""

from __future__ import annotations

import pytest

from ds.cards import Card
from ds.game import Game
from ds.moves import Move
from ds.solver import EXAMPLE_WINS, Result, safe_to_foundation, solve

from .helpers import table

WINNABLE = dict(EXAMPLE_WINS)
"""One code per mode that the solver wins within a few seconds; the page's end-to-end tests replay these lines."""


def replays_to_a_win(game: Game, result: Result) -> bool:
    """Replay ``result.line`` through the checked ``play`` on a copy of ``game``."""
    assert result.line is not None
    twin = game.copy()
    for move in result.line:
        twin.play(move)
    return twin.is_won()


@pytest.mark.parametrize("mode", sorted(WINNABLE))
def test_example_win_of_each_mode_is_found_within_seconds_and_replays(mode: str) -> None:
    game = Game.deal(WINNABLE[mode])
    result = solve(game, max_seconds=20)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)
    assert result.seconds < 20


def test_one_foundation_move_from_a_win_is_won_in_one_move() -> None:
    game = table(
        "D1N",
        columns=["KS"],
        foundations={"S1": 13, "S2": 12, "H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13},
        stock="",
    )
    result = solve(game, max_nodes=100)
    assert result.verdict == "won"
    assert [str(move) for move in result.line] == ["1>S2"]


ALL_BUT_SPADES = {"H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13}


def test_two_threes_of_spades_over_the_last_two_of_spades_are_lost() -> None:
    # col-1: 2S face down under 3S (face down) and 3S. Both 3S need a spade spot at 2; only the other 2S
    # (in the stock) can make one, and the 2S under them is never reached: no red 4 is out, and no column
    # ever empties for a king to be taken back (each of col-2..9 keeps the second copy of its spade, which
    # only the second spade spot could take).
    game = table(
        "D1N",
        columns=["#2S #3S 3S", "#4S 4S", "#5S 5S", "#6S 6S", "#7S 7S", "#8S 8S", "#9S 9S", "#10S 10S", "#JS JS"],
        foundations={"S1": 1, "S2": 1, **ALL_BUT_SPADES},
        stock="2S QS QS KS KS",
    )
    result = solve(game, max_nodes=200_000)
    assert result.verdict == "lost"


def vegas_or_not(mode: str) -> Game:
    # 3S 3S under KS on the waste, the stock spent; every column shows a spade of 4 or more (the spades
    # are at 2 and 2), so no column empties for the king and nothing takes a 3.
    return table(
        mode,
        columns=["4S", "4S", "5S", "5S", "6S", "6S", "7S", "7S", "#KS #QS #QS #JS #JS #10S #10S #9S #9S #8S 8S"],
        waste="3S 3S KS",
        foundations={"S1": 2, "S2": 2, **ALL_BUT_SPADES},
        stock="",
    )


def test_threes_under_a_king_on_the_waste_are_won_by_a_draw_1_recycle() -> None:
    game = vegas_or_not("D1N")
    result = solve(game, max_nodes=10_000)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)
    assert str(result.line[0]) == "w>s:3"


@pytest.mark.parametrize("mode", ["D1V", "D3V"])
def test_threes_under_a_king_on_the_waste_are_lost_when_the_vegas_stock_is_spent(mode: str) -> None:
    assert solve(vegas_or_not(mode), max_nodes=10_000).verdict == "lost"


def test_threes_under_a_king_on_the_waste_are_lost_in_draw_3_where_a_recycle_brings_the_king_back_on_top() -> None:
    assert solve(vegas_or_not("D3N"), max_nodes=10_000).verdict == "lost"


def two_twos_of_spades() -> Game:
    # Spades at (1, 0): 2S alone on col-1, and 2S on col-2 over the second AS. Each of col-3..9 holds two
    # copies of one spade (one face down), so only the two spade spots together can clear them.
    return table(
        "D1N",
        columns=["2S", "#AS 2S", "#4S 4S", "#5S 5S", "#6S 6S", "#7S 7S", "#8S 8S", "#9S 9S", "#10S 10S"],
        foundations={"S1": 1, **ALL_BUT_SPADES},
        stock="3S 3S JS JS QS QS KS KS",
    )


def test_the_2s_over_the_second_ace_must_go_up_first_and_the_solver_finds_it() -> None:
    game = two_twos_of_spades()
    result = solve(game, max_nodes=50_000)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)
    assert str(result.line[0]) == "2>S1"


def test_the_one_deck_rule_that_2s_are_always_safe_loses_this_game() -> None:
    # The one-deck rule would play col-1's 2S at once; after it the game is lost.
    game = two_twos_of_spades()
    game.play(Move.parse("1>S1"))
    assert solve(game, max_nodes=50_000).verdict == "lost"


def test_safe_rule_needs_the_other_spot_of_the_suit_at_rank_minus_one() -> None:
    game = two_twos_of_spades()
    two_of_spades = Card.parse("2S")
    assert not safe_to_foundation(game.foundations, two_of_spades)
    assert safe_to_foundation(spots((1, 1), (1, 1), (1, 1), (0, 0)), two_of_spades)
    assert safe_to_foundation(spots((2, 1), (1, 1), (1, 1), (0, 0)), two_of_spades)  # the other 2S is already up
    assert not safe_to_foundation(spots((1, 1), (1, 1), (1, 0), (0, 0)), two_of_spades)  # a red ace is out


def spots(s: tuple[int, int], h: tuple[int, int], d: tuple[int, int], c: tuple[int, int]) -> list[int]:
    return [*s, *h, *d, *c]


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

    from ds.solver import _safe_cards

    rng = random.Random(6)
    for _ in range(3000):
        spots_ = [rng.randint(0, 13) for _ in range(8)]
        fast = set(_safe_cards(spots_))
        assert fast == {card for card in range(52) if safe_to_foundation(spots_, card)}, spots_

"""Hints (ds/solver/hints.py): a winning line's first move, else the best-scoring line's, else a guess."""

from __future__ import annotations

import pytest

from ds.game import Game
from ds.solver import Result, hint, solve, suggest
from ds.solver.hints import line_gain

from ..helpers import table
from .positions import ALL_BUT_SPADES, two_twos_of_spades, vegas_or_not


def test_hint_is_the_first_move_of_a_winning_line() -> None:
    game = two_twos_of_spades()
    advice = hint(game, max_nodes=50_000)
    assert str(advice.move) == "2>S1" and advice.wins
    assert advice.move in game.legal_moves


def test_hint_on_a_lost_game_where_nothing_earns_more_is_none() -> None:
    advice = hint(vegas_or_not("D1V"), max_nodes=10_000)
    assert advice.move is None and advice.verdict == "lost"


def lost_but_two_hearts_to_go(mode: str) -> Game:
    """The threes under a king of ``vegas_or_not`` (lost in Vegas and in draw 3), and on col-8 the QH over the
    KH over the 7S, face down but the queen, with the hearts at 11 and 13: the two hearts can still go up."""
    return table(
        mode,
        columns=["4S", "4S", "5S", "5S", "6S", "6S", "7S", "#7S #KH QH", "#KS #QS #QS #JS #JS #10S #10S #9S #9S #8S 8S"],
        waste="3S 3S KS",
        foundations={"S1": 2, "S2": 2, **ALL_BUT_SPADES, "H1": 11},
        stock="",
    )


@pytest.mark.parametrize(("mode", "gain"), [("D1V", 10), ("D3V", 10), ("D3N", 30)])
def test_a_lost_game_is_hinted_the_first_move_of_the_best_scoring_line_with_what_it_earns(mode: str, gain: int) -> None:
    # Vegas: $5 for each heart. Normal: 10 points a foundation card and 5 for each card turned over.
    game = lost_but_two_hearts_to_go(mode)
    result = solve(game, max_nodes=50_000)
    assert result.verdict == "lost"
    advice = suggest(game, result)
    assert str(advice.move) == "8>H1" and advice.verdict == "lost" and advice.gain == gain
    assert result.best_score == game.score + gain
    twin = game.copy()
    for move in result.best:
        twin.play(move)
    assert twin.score == result.best_score


def test_drawn_through_the_whole_stock_a_vegas_deal_still_hints_the_aces_that_earn_money() -> None:
    # The example: DS1-D3V-AAAAAAC, every stock card drawn, then a hint. Two aces lie face up on the
    # columns (AS and AC); the game cannot be won any more, but they still earn $5 each.
    game = Game.deal("DS1-D3V-AAAAAAC")
    while game.stock:
        game.play(game.stock_move)
    result = solve(game, max_nodes=20_000)
    assert result.verdict == "lost"
    advice = suggest(game, result)
    assert advice.verdict == "lost" and advice.gain >= 10
    assert advice.move is not None and advice.move in game.legal_moves
    assert line_gain(game, result.best) == advice.gain


def test_without_a_win_in_the_budget_the_hint_starts_the_best_scoring_line_found() -> None:
    game = Game.deal("DS1-D1V-AAAAAAA")
    result = solve(game, max_nodes=300)
    assert result.verdict == "unknown" and result.best
    advice = suggest(game, result)
    assert advice.move == result.best[0] and advice.verdict == "unknown"
    assert advice.gain == result.best_score - game.score > 0


def test_a_best_line_that_no_longer_earns_from_here_is_not_hinted() -> None:
    # A result carried over from an equal position: its best line is replayed from the game on the table.
    game = lost_but_two_hearts_to_go("D1V")
    result = solve(game, max_nodes=50_000)
    game.play(result.best[0])
    game.play(result.best[1])
    assert suggest(game, result).move is None


def test_suggest_on_an_unknown_result_without_a_line_is_a_legal_move_and_on_a_lost_one_none() -> None:
    game = Game.deal("DS1-D1V-AAAAAAA")
    assert suggest(game, Result("unknown")).move in game.legal_moves
    assert suggest(game, Result("lost")).move is None

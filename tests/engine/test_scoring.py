"""Scoring exactly as SPEC.md points 3 and 4 settle it, and the seed's sentences about totals."""

from __future__ import annotations

import random

import pytest

from ds import Game, Move, Pile
from ds.save import dump, load
from ds.scoring import MOST_SCORE, dollars
from tests.e2e.winning_lines import line, lines

from .helpers import table

M = Move.parse


def test_normal_starts_at_0_and_vegas_at_minus_104():
    assert Game.deal("DS1-D1N-AAAAAAA").score == 0
    assert Game.deal("DS1-D1V-AAAAAAA").score == -104


def test_normal_turning_a_hidden_card_over_scores_5():
    game = table(columns=["#KD #4C 9S", "10H"])
    game.play(M("1>2"))
    assert game.score == 5


def test_normal_a_card_to_a_foundation_scores_10_and_a_turn_over_5_more():
    game = table(columns=["#KD AS", "#5H AH"])
    game.play(M("1>S1"))
    assert game.score == 15


def test_normal_waste_to_column_scores_5_and_waste_to_foundation_only_10():
    game = table(columns=["8S"], waste="AD 7H")
    game.play(M("w>1"))
    assert game.score == 5
    game.play(M("w>D1"))
    assert game.score == 15


def test_normal_column_to_column_and_draws_score_nothing():
    game = table(columns=["8S", "7H"])
    game.play(M("2>1"))
    game.play(M("s>w"))
    assert game.score == 0


def test_normal_recycle_costs_100():
    game = table("D1N", stock="5C", score=300)
    game.play(M("s>w"))
    game.play(M("w>s:1"))
    assert game.score == 200


def test_normal_score_never_below_0_an_early_recycle_costs_less_than_100():
    game = table("D1N", stock="5C", score=30)
    game.play(M("s>w"))
    game.play(M("w>s:1"))
    assert game.score == 0
    assert game.records[-1].points == -30


def test_undo_gives_back_what_a_clamped_recycle_really_cost():
    game = table("D1N", stock="5C", score=30)
    game.play(M("s>w"))
    game.play(M("w>s:1"))
    game.undo()
    assert game.score == 30


def test_normal_take_back_is_free_and_putting_back_scores_again():
    game = table(columns=["8H"], foundations={"S1": 7}, score=70)
    game.play(M("S1>1"))
    assert game.score == 70
    game.play(M("1>S1"))
    assert game.score == 80


def test_vegas_a_card_to_a_foundation_is_5_dollars_and_nothing_else_scores():
    game = table("D1V", columns=["#KD AS", "8S", "7H"], waste="4C")
    game.play(M("3>2"))
    game.play(M("1>S1"))
    game.play(M("s>w"))
    assert game.score == -104 + 5


def test_vegas_take_back_costs_nothing_and_putting_back_scores_again():
    game = table("D1V", columns=["8H"], foundations={"S1": 7}, score=-69)
    game.play(M("S1>1"))
    assert game.score == -69
    game.play(M("1>S1"))
    assert game.score == -64


def test_vegas_has_no_floor_minus_4_at_20_foundation_cards_plus_1_at_the_21st():
    foundations = {"S1": 5, "S2": 5, "H1": 5, "H2": 5}
    game = table("D1V", columns=["6S"], foundations=foundations, score=-104 + 5 * 20)
    assert game.score == -4 and dollars(game.score) == "-$4"
    game.play(M("1>S1"))
    assert game.on_foundations == 21 and game.score == 1


def test_dollars_are_written_as_the_seed_writes_them():
    assert [dollars(416), dollars(0), dollars(-104)] == ["$416", "$0", "-$104"]


@pytest.mark.parametrize("amount", [True, 1.5, "5", None])
def test_dollars_of_what_is_not_a_whole_number_are_refused(amount):
    """``dollars(True)`` wrote ``$True`` and ``dollars(1.5)`` ``$1.5``: a score is a whole number of dollars."""
    with pytest.raises(TypeError, match="whole number"):
        dollars(amount)


def _random_no_take_back_game(code: str, seed: int, steps: int) -> tuple[Game, int, int, int]:
    """Random legal play without take-backs; returns the game, cards turned over, waste→tableau plays, recycle points lost."""
    rng = random.Random(seed)
    game = Game.deal(code)
    turned = waste_to_tableau = lost = 0
    for _ in range(steps):
        moves = [move for move in game.legal_moves if move.src < 11]
        if not moves:
            break
        move = rng.choice(moves)
        hidden = sum(game.hidden)
        game.play(move)
        record = game.records[-1]
        turned += hidden - sum(game.hidden)
        waste_to_tableau += move.src == 1 and 2 <= move.dst <= 10
        if move.is_recycle:
            lost -= record.points
    return game, turned, waste_to_tableau, lost


@pytest.mark.parametrize("seed", range(12))
def test_normal_score_is_10_a_foundation_card_5_a_turn_5_a_waste_play_minus_recycles(seed):
    """The identity behind the seed's 1220: at a win, 104 × 10 + 36 × 5 = 1220."""
    code = ["DS1-D1N-AAAAAAB", "DS1-D3N-AAAAAAC"][seed % 2]
    game, turned, waste_to_tableau, lost = _random_no_take_back_game(code, seed, 400)
    assert game.score == 10 * game.on_foundations + 5 * turned + 5 * waste_to_tableau - lost
    assert 104 * 10 + 36 * 5 == 1220


@pytest.mark.parametrize("seed", range(6))
def test_vegas_score_is_5_dollars_a_foundation_card_from_minus_104(seed):
    """The identity behind the seed's +$416 = -104 + 5 × 104."""
    game, *_ = _random_no_take_back_game(["DS1-D1V-AAAAAAB", "DS1-D3V-AAAAAAC"][seed % 2], seed, 400)
    assert game.score == -104 + 5 * game.on_foundations
    assert -104 + 5 * 104 == 416


def _win_without_take_back(mode: str) -> tuple[Game, int, int]:
    """A pinned winning line of ``mode`` (tests/e2e/winning_lines.json) that takes no card back from a
    foundation, replayed: the won game, its waste→tableau plays and the points its recycles really cost."""
    (code,) = (code for code in lines() if code[4:7] == mode)
    moves = line(code)
    assert not any(move.src.is_foundation for move in moves), f"the pinned line of {code} takes a card back"
    game = Game.deal(code)
    waste_plays = lost = 0
    for move in moves:
        before = game.score
        game.play(move)
        waste_plays += move.src == Pile.WASTE and move.dst.is_column
        lost += before - game.score if move.is_recycle else 0
    return game, waste_plays, lost


@pytest.mark.parametrize("mode", ["D1N", "D3N"])
def test_a_normal_game_won_without_taking_back_totals_1220_plus_5_a_waste_play_minus_the_recycles(mode):
    """Seed, Normal scoring: a game won without taking back any card from a foundation always totals 1220
    points (104 cards home, 36 turned over), plus 5 for each card that came from the waste, minus the
    recycles; here whole real games, won."""
    game, waste_plays, lost = _win_without_take_back(mode)
    assert game.is_won and game.score == 1220 + 5 * waste_plays - lost


@pytest.mark.parametrize("mode", ["D1V", "D3V"])
def test_a_vegas_game_won_without_taking_back_ends_at_416_dollars(mode):
    """Seed, Vegas scoring: a game won without taking any card back from a foundation ends at +$416."""
    game, _, _ = _win_without_take_back(mode)
    assert game.is_won and game.score == 416 and dollars(game.score) == "$416"


@pytest.mark.parametrize("mode", ["D1N", "D1V"])
def test_the_score_stops_at_its_limit_so_that_every_position_a_game_reaches_can_be_set_up_and_saved(mode):
    """A game set up just under the limit, a king taken back and put home again and again, scored past it: its
    position could not be set up again (PositionError), nor its save loaded once the history's base was past it."""
    game = Game(f"{mode} score {MOST_SCORE - 1}\nfoundations: KS KS KH QH KD KD KC KC\ncol-1: KH")
    game.play("1>H2")
    assert game.score == MOST_SCORE
    game.undo()
    assert game.score == MOST_SCORE - 1  # undo takes back the points as they were applied
    game.redo()
    for _ in range(150):
        game.play("H2>1")
        game.play("1>H2")
    assert game.score == MOST_SCORE and game.trimmed
    assert Game(str(game.position)).position == game.position and load(dump(game)) == game

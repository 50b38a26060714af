"""Finish (SPEC.md point 12): when it may be pressed, and that its order always plays every card home."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ds import Game, Move, Position
from ds.finish import can_finish, finish_line, finish_move
from tests.e2e.winning_lines import line, lines

from .helpers import all_home_but as out

MODES = st.sampled_from(["D1N", "D3N", "D1V", "D3V"])


def won(mode: str) -> Game:
    vegas = mode.endswith("V")
    game = Game(Position(int(mode[1]), vegas, foundations=(13,) * 8, score=416 if vegas else 1220), f"DS1-{mode}-AAAAAAB")
    game.move_count = 300
    return game


def assert_finishes(game: Game) -> None:
    """The finish plays every card left, one checked, counted, scored move each, to a win; undo takes
    them back one at a time."""
    assert can_finish(game)
    start = game.copy()
    out = 104 - game.on_foundations
    line = finish_line(game)
    assert len(line) == out and game == start  # worked out on a copy
    each = 5 if game.vegas else 10
    for number, move in enumerate(line, start=1):
        assert finish_move(game) == move
        before = game.score
        game.play(move)  # checked: an illegal move would raise
        assert move.dst.is_foundation and game.score == before + each
        assert game.move_count == start.move_count + number
    assert game.is_won and not can_finish(game) and finish_move(game) is None
    assert game.score == start.score + each * out
    for move in reversed(line):
        assert game.undo() == move
    assert game.position == start.position


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MODES, st.randoms(use_true_random=False), st.integers(min_value=1, max_value=400), st.integers(50, 95))
def test_the_finish_completes_from_every_position_a_game_can_reach_with_nothing_hidden_or_left_to_draw(
    mode, rng, steps, back
):
    """Every such position is reached from a won table by legal moves (cards taken back, moved between
    columns, put back): walk there at random (a take-back, when there is one, ``back`` times in a hundred),
    then finish. (Integers, not rng.random(): hypothesis draws a float at three times the cost.)"""
    game = won(mode)
    for _ in range(steps):
        moves = list(game.legal_moves)
        takes = [move for move in moves if move.src.is_foundation]
        game.play(rng.choice(takes if takes and rng.randrange(100) < back else moves))
    if game.is_won:
        assert not can_finish(game)
    else:
        assert_finishes(game)


@pytest.mark.parametrize("code", sorted(lines()))
def test_real_games_finish_once_the_last_card_is_turned_and_the_talon_is_empty(code):
    """The pinned winning lines of the browser tests, each played until the Finish may be pressed."""
    game = Game.deal(code)
    for move in line(code):
        if can_finish(game):
            break
        game.play(move)
    assert_finishes(game)


def test_lowest_rank_first_leftmost_of_equals():
    game = out(["KH QC JD 10C", "KS QD JC", "10D", "KD", "KC"])
    assert [str(move) for move in finish_line(game)] == [
        "1>C2", "3>D2", "1>D2", "2>C2", "1>C2", "2>D2", "1>H2", "2>S2", "4>D2", "5>C2"]


@pytest.mark.parametrize(
    ("game", "why"),
    [
        (out(["KC"], stock="KC"), "a card in the stock"),
        (out(["KC"], waste="KC"), "a card on the waste"),
        (out(["#KC QH", "KC", "KH"]), "a face-down card"),
    ],
)
def test_the_finish_waits_for_an_empty_stock_and_waste_and_no_face_down_card(game, why):
    assert not can_finish(game), why
    assert finish_move(game) is None and finish_line(game) == []


def test_a_won_game_and_a_hand_made_column_out_of_order_cannot_be_finished():
    assert not can_finish(won("D1N"))
    game = out(["QH KC", "KH"])
    assert not can_finish(game) and finish_line(game) == []


def test_the_finish_is_only_ever_pressed_never_played_by_the_game():
    game = out(["KC QH", "#KD QS", "KS", "KH"])
    game.play(Move.parse("2>S2"))  # turns the last face-down card over
    assert can_finish(game) and not game.is_won
    assert game.on_foundations == 99 and game.move_count == 1

"""Tap, double tap and drop targets, decided by the engine (SPEC.md points 7–9)."""

from __future__ import annotations

import pytest

from ds import Game, IllegalMoveError, Move, Pile
from ds.gestures import FOUNDATION_AREA, double_tap_move, drop_move, drop_targets, tap_at_once, tap_move

from .helpers import table

M = Move.parse


# --- tap -------------------------------------------------------------------------


def test_tap_sends_a_column_top_card_to_the_first_foundation_of_its_row():
    game = table(columns=["AS", "AS"])
    assert tap_move(game, "col-1") == M("1>S1")
    game.play(M("1>S1"))
    assert tap_move(game, "col-2") == M("2>S2")


def test_tap_sends_the_waste_top_to_its_foundation():
    assert tap_move(table(waste="AH"), "waste") == M("w>H1")


def test_tap_with_no_foundation_taking_the_card_is_refused():
    with pytest.raises(IllegalMoveError, match="no foundation takes 5C"):
        tap_move(table(columns=["5C"]), "col-1")


def test_tap_on_a_card_under_the_top_is_refused():
    with pytest.raises(IllegalMoveError, match="top card"):
        tap_move(table(columns=["9S 8H"]), "col-1", 0)


def test_tap_on_a_face_down_card_is_refused():
    with pytest.raises(IllegalMoveError, match="face-down"):
        tap_move(table(columns=["#AS 8H"]), "col-1", 0)


@pytest.mark.parametrize("index", [2, -1, True, 1.0, "1"])
def test_a_touch_on_an_index_with_no_card_is_refused_naming_it(index):
    """A drag from a place the pile does not have (past its top, negative, not a whole number: ``True`` is no
    index either) is refused as an illegal move that names the index, never a TypeError or an IndexError."""
    with pytest.raises(IllegalMoveError, match=f"col-1 has no card at index {index!r}"):
        drop_move(table(columns=["9S 8H"]), "col-1", index, "col-2")


def test_tap_on_an_empty_pile_is_refused():
    with pytest.raises(IllegalMoveError, match="empty"):
        tap_move(table(), "col-4")


def test_tap_on_the_stock_draws_then_recycles_in_normal():
    game = table("D3N", stock="5C 7H")
    assert tap_move(game, "stock") == M("s>w:2")
    game.play(M("s>w:2"))
    assert tap_move(game, "stock") == M("w>s:2")


def test_tap_on_a_spent_vegas_stock_does_nothing_and_says_so():
    game = table("D1V", stock="5C")
    game.play(tap_move(game, "stock"))
    with pytest.raises(IllegalMoveError, match="one pass"):
        tap_move(game, "stock")


def test_foundations_are_taken_back_by_dragging_only_not_by_tap():
    game = table(columns=["8H"], foundations={"S1": 7})
    with pytest.raises(IllegalMoveError, match="dragging"):
        tap_move(game, "foundation-S-1")
    with pytest.raises(IllegalMoveError, match="dragging"):
        double_tap_move(game, "foundation-S-1")


def test_a_bad_pile_name_is_refused():
    with pytest.raises(ValueError, match="not a pile"):
        tap_move(table(), "col-10")


# --- double tap --------------------------------------------------------------------


def test_double_tap_goes_to_the_longest_accepting_column():
    game = table(columns=["8S", "#2C #3C 8C", "#4D 8C", "7H"])
    assert double_tap_move(game, "col-4") == M("4>2")


def test_double_tap_longest_counts_face_down_cards_and_takes_the_leftmost_of_equals():
    game = table(columns=["#2C 8S", "8C", "#3D 8S", "7H"])
    assert double_tap_move(game, "col-4") == M("4>1")


def test_double_tap_moves_the_card_with_every_card_on_it():
    game = table(columns=["#2C 9S 8H 7C", "10H", "#4D #5D 10D"])
    assert double_tap_move(game, "col-1", 1) == M("1>3:3")


def test_double_tap_prefers_a_column_to_the_foundation():
    game = table(columns=["2H", "3S"], foundations={"H1": 1})
    assert double_tap_move(game, "col-1") == M("1>2")


def test_double_tap_sends_a_king_to_an_empty_column_when_no_column_takes_it():
    game = table(columns=["#4C KH QS", "", ""])
    assert double_tap_move(game, "col-1", 1) == M("1>2:2")


def test_double_tap_never_moves_a_king_from_the_bottom_to_another_empty_column():
    game = table(columns=["KH", ""])
    with pytest.raises(IllegalMoveError):
        double_tap_move(game, "col-1")


def test_double_tap_falls_back_to_the_foundation():
    assert double_tap_move(table(waste="AC"), "waste") == M("w>C1")


def test_double_tap_with_nowhere_to_go_is_refused():
    with pytest.raises(IllegalMoveError, match="no column or foundation takes 5C"):
        double_tap_move(table(columns=["5C"]), "col-1")


def test_a_double_tap_on_the_stock_is_no_move():
    """SPEC.md point 8: a double tap is about a card; two quick taps on the stock are two draws (the page
    sends each as a tap), so a double tap on the stock itself means no move, in every state of the stock."""
    drawn = Game.deal("DS1-D1N-AAAAAAA")
    spent = table("D1N", stock="", waste="5C")
    for game in (drawn, spent):
        before = game.position
        with pytest.raises(IllegalMoveError, match="a double tap moves a card") as refusal:
            double_tap_move(game, "stock")
        assert refusal.value.reason.key == "double-tap-card" and game.position == before
    assert tap_move(drawn, "stock") == M("s>w")


# --- a single tap at once (SPEC.md point 8) ------------------------------------------------


def test_a_tap_is_carried_out_at_once_when_no_tableau_spot_takes_the_card():
    """Both a tap and a double tap would send the ace to its foundation: no need to wait."""
    game = table(columns=["AS", "9D"], waste="2H", foundations={"H1": 1})
    assert tap_at_once(game, "col-1") and tap_at_once(game, "waste")


def test_a_tap_waits_when_a_double_tap_would_put_the_card_on_a_column():
    game = table(columns=["2H", "3S"], foundations={"H1": 1})
    assert tap_move(game, "col-1") != double_tap_move(game, "col-1")
    assert not tap_at_once(game, "col-1")


def test_a_tap_waits_when_only_a_double_tap_can_move_the_card():
    game = table(columns=["5H", "6S"], waste="8C 5D")
    assert not tap_at_once(game, "col-1") and not tap_at_once(game, "waste")


def test_a_tap_waits_when_a_double_tap_would_move_a_run_from_under_the_top():
    game = table(columns=["#2C 9S 8H", "10H"])
    assert not tap_at_once(game, "col-1", 1)


def test_a_tap_waits_when_a_double_tap_would_send_a_king_to_an_empty_column():
    game = table(columns=["#4C KH", ""], foundations={"H1": 12})
    assert tap_move(game, "col-1") == M("1>H1")
    assert not tap_at_once(game, "col-1")


def test_a_refused_tap_is_said_at_once_when_a_double_tap_could_do_nothing_either():
    game = table(columns=["5C", "KH", "", "#3D 8S"])
    assert tap_at_once(game, "col-1")  # no column, no foundation
    assert tap_at_once(game, "col-2")  # a king at the bottom never moves to another empty column
    assert tap_at_once(game, "col-4", 0)  # face down
    assert tap_at_once(game, "col-3")  # an empty column's space


def test_a_tap_on_the_stock_or_a_foundation_is_carried_out_at_once():
    game = table(stock="5C 7H", foundations={"S1": 3})
    assert tap_at_once(game, "stock")
    assert tap_at_once(game, "foundation-S-1")  # refused: foundations answer to dragging only


# --- drops ------------------------------------------------------------------------------


def test_drop_anywhere_on_the_foundation_area_finds_the_spot():
    game = table(columns=["AS", "AS"], foundations={"S1": 0})
    game.play(drop_move(game, "col-1", 0, FOUNDATION_AREA))
    move = drop_move(game, "col-2", 0, "foundation-C-2")
    assert move == M("2>S2")


def test_drop_on_the_foundations_with_no_spot_taking_the_card_returns():
    with pytest.raises(IllegalMoveError, match="no foundation"):
        drop_move(table(columns=["3D"]), "col-1", 0, FOUNDATION_AREA)


def test_drop_of_a_sequence_on_the_foundations_is_refused():
    with pytest.raises(IllegalMoveError, match="one card"):
        drop_move(table(columns=["2S AH"]), "col-1", 0, FOUNDATION_AREA)


def test_drop_of_a_foundation_card_back_onto_the_foundations_is_refused():
    with pytest.raises(IllegalMoveError, match="column only"):
        drop_move(table(foundations={"S1": 2}), "foundation-S-1", None, FOUNDATION_AREA)


def test_drop_on_a_column_that_accepts_it():
    game = table(columns=["#2C 9S 8H", "10H"])
    assert drop_move(game, "col-1", 1, "col-2") == M("1>2:2")


def test_drop_on_a_wrong_column_is_refused_with_the_reason():
    with pytest.raises(IllegalMoveError, match="opposite color"):
        drop_move(table(columns=["9S", "10S"]), "col-1", 0, "col-2")


def test_drop_targets_list_where_the_picked_cards_may_go():
    game = table(columns=["#2C 9S 8H", "10H", "9C", ""], foundations={"H1": 7})
    assert drop_targets(game, "col-1", 1) == [Pile.COL_2]
    assert sorted(drop_targets(game, Pile.COL_1)) == [Pile.COL_3, Pile.FOUNDATION_H_1]
    assert drop_targets(game, "stock") == []


@pytest.mark.parametrize("waste", ["5C", "5C 9D"])
def test_the_waste_dragged_onto_the_stock_is_no_move(waste):
    """SPEC.md point 7: only a tap on the stock recycles. With an empty stock in Normal, the recycle
    ``w>s:1`` of a one-card waste looked like a card move: the stock was a drop target and the drop
    recycled (-100)."""
    game = table("D1N", stock="", waste=waste)
    assert game.stock_move == M(f"w>s:{len(waste.split())}")
    assert "stock" not in drop_targets(game, "waste")
    before = game.position
    with pytest.raises(IllegalMoveError, match="no card can be put on the stock") as refusal:
        drop_move(game, "waste", None, "stock")
    assert refusal.value.reason.key == "nothing-onto-stock" and game.position == before
    with pytest.raises(IllegalMoveError, match="no card can be put on the stock"):
        drop_move(table(columns=["5C"]), "col-1", None, "stock")

"""Moves: immutable values whose text form and repr round-trip; plain draws and recycles."""

from __future__ import annotations

import dataclasses

import pytest

from ds import Game, IllegalMoveError, InvalidMoveError, Move, Pile
from ds.moves import move_of


@pytest.mark.parametrize("text", ["3>5", "3>5:4", "w>1", "w>S2", "s>w:3", "w>s:24", "C2>9", "9>D1", "s>w", "w>s"])
def test_move_text_round_trips(text):
    move = Move.parse(text)
    assert str(move) == text and Move.parse(str(move)) == move and eval(repr(move)) == move


@pytest.mark.parametrize(("text", "move"), [("3>h1", "3>H1"), ("S>W:3", "s>w:3"), ("W>c2", "w>C2")])
def test_move_text_is_read_in_any_case(text, move):
    assert str(Move.parse(text)) == move


def test_moves_are_immutable_values():
    move = Move.parse("3>5")
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.count = 2  # type: ignore[misc]
    assert move == move_of(4, 6, 1) and hash(move) == hash(Move(Pile.COL_3, Pile.COL_5))


def test_moves_name_their_piles_with_the_spec_names():
    move = Move("col-3", "foundation-H-2")
    assert (move.src, move.dst) == (Pile.COL_3, Pile.FOUNDATION_H_2)
    assert (str(move.src), str(move.dst), str(move)) == ("col-3", "foundation-H-2", "3>H2")


@pytest.mark.parametrize("text", ["", "3", "3>", ">5", "3>10", "x>1", "3>5:0", "3>5:", "3>5: 2", "3>5:-1", "3>5:x", "3>5:٣", "ſ>w", "3>ſ1", 3])
def test_bad_move_text_is_refused_with_a_reason(text):
    with pytest.raises(InvalidMoveError) as refused:
        Move.parse(text)
    assert refused.value.reason.key in {"move-text", "move-count", "move-not-text"}


@pytest.mark.parametrize("given", ["3>5:10000", "3>5:105", "w>s:999", ("3", "5", 105), ("3", "5", 10**20), ("3", "5", 2.0),
                                   ("3", "5", 10**5000)])
def test_a_count_out_of_range_is_refused_saying_the_range(given):
    """A move carries 1 to 104 cards (a recycle of a waste of every card): "3>5:10000" was refused as "not a whole number
    of cards from 1", as if it were too few, and Move("3", "5", 105) or "3>5:999" were taken; a count too long for
    ``repr`` (over 4,300 digits) is said by its length (it raised a bare ValueError)."""
    with pytest.raises(InvalidMoveError, match="a whole number of cards from 1 to 104, not") as refused:
        Move.parse(given) if isinstance(given, str) else Move(*given)
    assert refused.value.reason.key == "move-count" and refused.value.reason.value("most") == "104"


def test_the_most_cards_a_move_carries_are_every_card():
    assert Move.parse("w>s:104") == Move(Pile.WASTE, Pile.STOCK, 104) and str(Move("1", "2", 13)) == "1>2:13"


@pytest.mark.parametrize(("args", "key"), [
    ((Pile.STOCK, "col-0"), "pile-name"),
    ((0, Pile.COL_1), "move-pile"),
    ((Pile.COL_1, Pile.COL_2, 0), "move-count"),
    ((Pile.COL_1, Pile.COL_2, True), "move-count"),
])
def test_bad_move_values_are_refused_with_a_reason(args, key):
    with pytest.raises(InvalidMoveError) as refused:
        Move(*args)
    assert refused.value.reason.key == key and str(refused.value.reason) in str(refused.value)


def test_draw_and_recycle_are_moves_of_the_stock():
    game = Game.deal("DS1-D3N-AAAAAAA")
    draw = game.stock_move
    assert draw == Move.parse("s>w:3") and draw.is_draw and not draw.is_recycle
    assert Move.parse("w>s:5").is_recycle


@pytest.mark.parametrize("mode", ["D1N", "D3N", "D1V", "D3V"])
def test_plain_draw_and_recycle_mean_what_the_rules_allow_in_every_mode(mode):
    game = Game.deal(f"DS1-{mode}-AAAAAAA")
    exact = game.stock_move
    assert Move.parse("s>w") in game.legal_moves and exact in game.legal_moves
    game.play("s>w")
    assert game.move_stack == [exact] and game.exact(Move.parse("s>w")) == game.stock_move
    while game.stock:
        game.play("s>w")
    if game.vegas:
        with pytest.raises(IllegalMoveError) as refused:
            game.play("w>s")
        assert refused.value.reason.key == "vegas-no-recycle"
    else:
        cards = len(game.waste)
        game.play("w>s")
        assert game.move_stack[-1] == Move.parse(f"w>s:{cards}") and len(game.stock) == cards


def test_a_wrong_count_for_a_draw_is_still_refused():
    game = Game.deal("DS1-D3N-AAAAAAA")
    with pytest.raises(IllegalMoveError) as refused:
        game.play("s>w:2")
    assert refused.value.reason.key == "draw-count"
    with pytest.raises(IllegalMoveError) as refused:
        game.play("w>s")
    assert refused.value.reason.key == "recycle-needs-empty-stock"

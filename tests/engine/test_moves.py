"""Moves: immutable values whose text form and repr round-trip."""

from __future__ import annotations

import dataclasses

import pytest

from ds import Game, InvalidMoveError, Move
from ds.moves import move_of
from ds.piles import PILE_NAMES, pile_index


@pytest.mark.parametrize("text", ["3>5", "3>5:4", "w>1", "w>S2", "s>w:3", "w>s:24", "C2>9", "9>D1"])
def test_move_text_round_trips(text):
    move = Move.parse(text)
    assert str(move) == text and Move.parse(str(move)) == move and eval(repr(move)) == move


def test_moves_are_immutable_values():
    move = Move.parse("3>5")
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.count = 2  # type: ignore[misc]
    assert move == move_of(4, 6, 1) and hash(move) == hash(Move(4, 6))


def test_moves_name_their_piles_with_the_shared_names():
    move = Move.between("col-3", "foundation-H-2")
    assert (move.source, move.target, str(move)) == ("col-3", "foundation-H-2", "3>H2")


@pytest.mark.parametrize("text", ["", "3", "3>", ">5", "3>10", "x>1", "3>5:0", "3>5:-1", "3>5:x", "3>5:٣", 3])
def test_bad_move_text_is_refused(text):
    with pytest.raises(InvalidMoveError):
        Move.parse(text)


def test_bad_move_values_are_refused():
    with pytest.raises(InvalidMoveError):
        Move(0, 19)
    with pytest.raises(InvalidMoveError):
        Move(2, 3, 0)
    with pytest.raises(InvalidMoveError, match="not a pile"):
        Move.between("col-0", "col-1")


def test_pile_names_are_those_of_the_spec():
    assert PILE_NAMES[:3] == ("stock", "waste", "col-1")
    assert PILE_NAMES[-8:] == tuple(f"foundation-{s}-{n}" for s in "SHDC" for n in (1, 2))
    assert pile_index("foundation-S-2") == 12


def test_draw_and_recycle_are_moves_of_the_stock():
    game = Game.deal("DS1-D3N-AAAAAAA")
    draw = game.stock_move()
    assert draw == Move.parse("s>w:3") and draw.is_draw and not draw.is_recycle
    assert Move.parse("w>s:5").is_recycle

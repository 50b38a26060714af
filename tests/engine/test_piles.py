"""Piles: one constant per pile, named as in SPEC.md."""

from __future__ import annotations

import pytest

from ds import Card, Game, InvalidCardError, InvalidMoveError, Pile


def test_pile_names_are_those_of_the_spec():
    names = [str(pile) for pile in Pile]
    assert names[:3] == ["stock", "waste", "col-1"] and names[10] == "col-9"
    assert names[-8:] == [f"foundation-{s}-{n}" for s in "SHDC" for n in (1, 2)]
    assert all(Pile.parse(name) is pile for name, pile in zip(names, Pile))
    assert f"{Pile.FOUNDATION_S_2}" == "foundation-S-2" and Pile.parse(Pile.WASTE) is Pile.WASTE


def test_piles_say_what_they_are():
    assert Pile.column(9) is Pile.COL_9 and Pile.COL_9.is_column and not Pile.COL_9.is_foundation
    assert Pile.FOUNDATION_D_1.suit == "D" and Pile.FOUNDATION_D_1.short == "D1"
    with pytest.raises(ValueError):
        Pile.column(10)


def test_a_pile_is_read_by_its_short_name_too_and_in_any_case():
    assert all(Pile.parse(pile.short) is Pile.parse(str(pile).upper()) is Pile.parse(pile.short.lower()) is pile
               for pile in Pile)
    assert Pile.parse("Stock") is Pile.parse("s") is Pile.STOCK and Pile.parse("Foundation-h-2") is Pile.FOUNDATION_H_2


def test_a_pile_is_read_with_blanks_around_it_as_a_move_a_card_and_a_code_are():
    """``Pile.parse(" col-3")`` was refused, where ``Move.parse``, ``Card.parse`` and ``GameCode.parse`` take the blanks."""
    assert Pile.parse(" col-3") is Pile.parse("col-3\n") is Pile.COL_3 and Pile.parse("\tS2 ") is Pile.FOUNDATION_S_2
    assert Game.deal("DS1-D1N-AAAAAAB").pile_size(" col-2 ") == 2


@pytest.mark.parametrize("name", ["col-0", "foundation-S-3", "10", "S3", "ſtock", "", 3, None])
def test_a_wrong_pile_name_is_refused_with_a_reason(name):
    with pytest.raises(InvalidMoveError) as refused:
        Pile.parse(name)
    assert refused.value.reason.key == "pile-name"


def test_the_game_takes_and_gives_piles():
    game = Game.deal("DS1-D1N-AAAAAAB")
    assert game.pile_cards(Pile.COL_2) == game.pile_cards("col-2") == game.columns[1]
    assert not game.face_up(Pile.COL_2, 0) and game.face_up("col-2", 1) and not game.face_up(Pile.STOCK, 0)
    assert game.foundation_for(Card.parse("AH")) is Pile.FOUNDATION_H_1 and game.foundation_for(Card.parse("2H")) is None
    assert game.foundation_for("ah") is game.foundation_for(13) is Pile.FOUNDATION_H_1
    with pytest.raises(InvalidCardError):
        game.foundation_for(200)


def test_a_card_index_counts_from_the_bottom_or_from_the_top_as_in_a_list():
    game = Game.deal("DS1-D1N-AAAAAAB")  # col-2: one card face down under one face up
    assert [game.face_up("col-2", i) for i in (0, 1, -1, -2)] == [False, True, True, False]
    assert game.pile_size("col-2") == 2 and game.pile_size(Pile.STOCK) == 59 and game.pile_size("waste") == 0
    for pile, index in (("col-1", 1), ("col-2", -3), ("waste", 0), ("foundation-S-1", 0), ("stock", 59)):
        with pytest.raises(IndexError, match="no card at index"):
            game.face_up(pile, index)
    for index in (0.0, True, "0", None):  # 0.0 said "no card at index 0.0" where there is one
        with pytest.raises(TypeError, match=f"whole number, not {index!r}"):
            game.face_up("col-2", index)


def test_the_face_down_cards_of_a_pile_are_counted_from_the_bottom():
    game = Game.deal("DS1-D3N-AAAAAAB")
    for _ in range(5):
        game.play(game.stock_move)
    assert game.face_down_count("stock") == game.pile_size("stock") and game.face_down_count("waste") == 0
    assert [game.face_down_count(Pile.column(n)) for n in range(1, 10)] == list(game.hidden)
    for pile in Pile:
        down = game.face_down_count(pile)
        assert [game.face_up(pile, i) for i in range(game.pile_size(pile))] == [i >= down for i in range(game.pile_size(pile))]


"""Cards: two copies of 52, ace low to king, colours, text names."""

from __future__ import annotations

from collections import Counter

import pytest

from ds.cards import CARDS, NAMES, Card, double_deck, fits_on
from ds.errors import InvalidCardError


def test_double_deck_has_104_cards_two_of_each():
    deck = double_deck()
    assert len(deck) == 104
    assert Counter(deck) == {card: 2 for card in CARDS}


def test_rank_runs_from_ace_low_to_king():
    ranks = [Card.parse(f"{name}S").rank for name in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]]
    assert ranks == list(range(1, 14))


def test_hearts_and_diamonds_are_red_spades_and_clubs_black():
    assert Card.parse("7H").is_red and Card.parse("7D").is_red
    assert not Card.parse("7S").is_red and not Card.parse("7C").is_red


@pytest.mark.parametrize("name", NAMES)
def test_card_names_round_trip(name):
    assert str(Card.parse(name)) == name
    assert eval(repr(Card.parse(name))) == Card.parse(name)


def test_card_names_ignore_case_and_blanks():
    assert Card.parse(" 10h ") == Card.parse("10H") == Card.make(10, "H")


@pytest.mark.parametrize("bad", ["", "1H", "11S", "AX", "A", "10", "HA", "A♠", "0S", 7, None])
def test_bad_card_names_are_refused_with_a_message(bad):
    with pytest.raises(InvalidCardError, match="card"):
        Card.parse(bad)


def test_make_refuses_impossible_cards():
    with pytest.raises(InvalidCardError):
        Card.make(14, "S")
    with pytest.raises(InvalidCardError):
        Card.make(1, "X")
    with pytest.raises(InvalidCardError):
        Card.make(1, 0)


@pytest.mark.parametrize("bad", [-1, 52, 60, True, 2.0, "5"])
def test_a_card_number_outside_0_to_51_is_refused(bad):
    with pytest.raises(InvalidCardError, match="0 to 51"):
        Card(bad)


def test_a_card_fits_on_the_opposite_colour_one_rank_higher():
    seven_hearts = Card.parse("7H")
    assert fits_on(seven_hearts, Card.parse("8S")) and fits_on(seven_hearts, Card.parse("8C"))
    assert not fits_on(seven_hearts, Card.parse("8H")) and not fits_on(seven_hearts, Card.parse("8D"))
    assert not fits_on(seven_hearts, Card.parse("9S")) and not fits_on(seven_hearts, Card.parse("7S"))

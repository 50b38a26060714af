"""Safe foundation moves (ds/solver/safe.py): the rule, its fast form, and a game the one-deck rule loses."""

from __future__ import annotations

from ds.cards import Card
from ds.solver import safe_to_foundation
from ds.solver.safe import safe_cards

from .positions import spots, two_twos_of_spades


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



"""The deal: shape of the table, and golden vectors that pin the PRNG and the deal order forever."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from ds.cards import CARDS
from ds.deal import SplitMix64, deal_layout, shuffled_deck
from ds.game import Game

GOLDEN = json.loads((Path(__file__).parent.parent / "fixtures" / "deals.json").read_text())


def test_splitmix64_matches_the_reference_outputs_for_seed_0():
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_below_stays_in_range_and_uses_every_value():
    rng = SplitMix64(12345)
    seen = Counter(rng.below(7) for _ in range(7000))
    assert set(seen) == set(range(7)) and min(seen.values()) > 800


@pytest.mark.parametrize("deal", [0, 1, 2, 8_031_810_175])
def test_shuffle_is_a_permutation_of_the_104_cards(deal):
    assert Counter(shuffled_deck(deal)) == {card: 2 for card in CARDS}


def test_different_deal_numbers_give_different_deals():
    assert len({tuple(shuffled_deck(n)) for n in range(50)}) == 50


def test_deal_has_9_columns_of_1_to_9_cards_only_the_last_face_up():
    game = Game.deal("DS1-D1N-AAAAAAB")
    assert [len(column) for column in game.columns] == list(range(1, 10))
    assert game.hidden == list(range(9))
    assert sum(len(column) for column in game.columns) == 45
    assert sum(game.hidden) == 36


def test_deal_leaves_59_cards_in_the_stock_empty_waste_and_foundations():
    game = Game.deal("DS1-D3V-ZZZZZZZ")
    assert len(game.stock) == 59
    assert game.waste == [] and game.foundations == [0] * 8 and game.fan == 0


def test_deal_order_is_row_by_row_and_the_stock_starts_with_card_46():
    deck = shuffled_deck(1)
    layout = deal_layout(1)
    assert layout.columns[0] == (deck[0],)
    assert [column[0] for column in layout.columns[1:]] == deck[1:9]
    assert [column[1] for column in layout.columns[1:]] == deck[9:17]
    assert layout.columns[8][8] == deck[44]
    assert layout.stock[-1] == deck[45] and layout.stock[0] == deck[103]


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_deal(code):
    """The full deal of a fixed code never changes (tests/fixtures/deals.json)."""
    game = Game.deal(code)
    expected = GOLDEN[code]
    columns = [
        " ".join(("#" if i < game.hidden[n] else "") + str(card) for i, card in enumerate(column))
        for n, column in enumerate(game.columns)
    ]
    assert columns == expected["columns"]
    assert " ".join(str(card) for card in reversed(game.stock)) == expected["stock_next_first"]
    assert sorted(str(move) for move in game.legal_moves) == expected["legal_moves"]


def test_golden_codes_cover_the_required_ones():
    assert {"DS1-D1N-AAAAAAA", "DS1-D1N-AAAAAAB", "DS1-D3V-ZZZZZZZ"} <= set(GOLDEN) and len(GOLDEN) >= 5


def test_the_deal_depends_only_on_the_deal_number_not_the_mode():
    assert Game.deal("DS1-D1N-HELLOAB").columns == Game.deal("DS1-D3V-HELLOAB").columns

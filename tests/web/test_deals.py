"""Deals from the table (ds/web/deals.py): each player's order of the winnable deals, the daily deal's statistics."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from ds.solver import table
from ds.web.deals import Deals, DealsError


def test_winnable_deals_only_deals_no_deal_twice_and_each_player_has_an_order_of_his_own() -> None:
    deals = Deals(seed=42)
    codes = [deals.next_winnable("D3N") for _ in range(300)]
    assert len(set(codes)) == 300 and deals.taken["D3N"] == 300
    assert {code.mode for code in codes} == {"D3N"}
    other = Deals(seed=43)
    assert [other.next_winnable("D3N") for _ in range(5)] != codes[:5]


def test_once_every_deal_of_the_table_has_come_none_comes_again() -> None:
    deals = Deals(seed=7)
    n = len(table.winnable("D1N"))
    deals.taken["D1N"] = n - 1
    assert deals.next_winnable("D1N") is not None
    assert deals.next_winnable("D1N") is None and deals.taken["D1N"] == n
    assert Deals(seed=7).next_winnable("D3V") is None or table.winnable("D3V")


def test_the_seed_of_a_new_player_comes_from_secrets() -> None:
    assert len({Deals().seed for _ in range(20)}) == 20


def test_a_day_counts_as_played_at_its_first_move_and_as_won_once() -> None:
    deals = Deals(seed=1)
    day = date(2026, 5, 4)
    code = str(deals.daily_code("D1N", day))
    assert not deals.record(code, moves=0, won=False)
    assert deals.record(code, moves=1, won=False)
    assert not deals.record(code, moves=2, won=False)
    assert deals.record(code, moves=90, won=True)
    assert not deals.record(code, moves=91, won=True)
    line = deals.daily["D1N"]
    assert (line.played, line.won, line.streak) == (1, 1, 1)
    assert not deals.record("DS1-D1N-AAAAAAB", moves=5, won=True)  # not the daily deal


def test_the_streak_counts_consecutive_days_won_and_breaks_after_a_day_without_a_win() -> None:
    deals = Deals(seed=1)
    start = date(2026, 6, 1)
    for offset in (0, 1, 2, 4):
        day = start + timedelta(days=offset)
        code = str(deals.daily_code("D3N", day))
        deals.record(code, moves=1, won=False)
        deals.record(code, moves=2, won=True)
    line = deals.daily["D3N"]
    assert (line.played, line.won, line.streak, line.best_streak) == (4, 4, 1, 3)
    last = (start + timedelta(days=4)).toordinal()
    assert line.current_streak(last) == 1 and line.current_streak(last + 1) == 1 and line.current_streak(last + 2) == 0


def test_the_daily_deal_is_the_same_for_every_player() -> None:
    day = date(2026, 7, 14)
    assert Deals(seed=1).daily_code("D1N", day) == Deals(seed=2).daily_code("D1N", day) == table.daily("D1N", day)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[]", "JSON object"),
        ('{"version": 1, "seed": -1}', "seed"),
        ('{"version": 1, "seed": 5, "taken": {"D1N": 0}}', "taken"),
        ("nonsense", "not valid JSON"),
    ],
)
def test_stored_data_that_cannot_be_read_says_why(text: str, says: str) -> None:
    with pytest.raises(DealsError, match=says):
        Deals.parse(text)


def test_counts_that_do_not_add_up_are_refused() -> None:
    deals = Deals(seed=3)
    deals.daily["D1V"].won = 2
    with pytest.raises(DealsError, match="do not add up"):
        Deals.parse(deals.dump())

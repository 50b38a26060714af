"""Deals from the table (ds/web/deals.py): each player's order of the winnable deals, the daily deal's statistics."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from ds.solver import table
from ds.web import deals as deals_module
from ds.web.deals import LAST_DAY, MAX_RUNS, MAX_SIZE, Deals, DealsError


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
    assert (line.played, line.won, line.current_streak(day.toordinal())) == (1, 1, 1)
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
    last = (start + timedelta(days=4)).toordinal()
    assert (line.played, line.won, line.current_streak(last), line.best_streak) == (4, 4, 1, 3)
    assert line.current_streak(last) == 1 and line.current_streak(last + 1) == 1 and line.current_streak(last + 2) == 0


def test_a_reset_forgets_the_days_and_keeps_the_order_of_the_winnable_deals() -> None:
    """Reset statistics clears the daily deal's days and streaks (the window's question says so); the deals already
    dealt from the table do not come again, and the daily deal on the table counts again from its next move."""
    deals = Deals(seed=3)
    first = deals.next_winnable("D1N")
    day = date(2026, 7, 1)
    code = str(deals.daily_code("D1N", day))
    deals.record(code, moves=1, won=True)
    deals.reset_days()
    assert all((line.played, line.won, line.best_streak) == (0, 0, 0) for line in deals.daily.values())
    assert deals.taken["D1N"] == 1 and deals.next_winnable("D1N") != first
    assert deals.record(code, moves=2, won=False) and deals.daily["D1N"].played == 1


def test_the_daily_deal_is_the_same_for_every_player() -> None:
    day = date(2026, 7, 14)
    assert Deals(seed=1).daily_code("D1N", day) == Deals(seed=2).daily_code("D1N", day) == table.daily("D1N", day)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[]", "JSON object"),
        ('{"version": 1, "seed": -1}', "seed"),
        ('{"version": 1, "seed": 5, "taken": {"D1N": 0}}', "taken"),
        ('{"version": 2, "seed": -1}', "seed"),
        ("nonsense", "not valid JSON"),
    ],
)
def test_stored_data_that_cannot_be_read_says_why(text: str, says: str) -> None:
    with pytest.raises(DealsError, match=says):
        Deals.parse(text)


def test_counts_that_do_not_add_up_are_refused() -> None:
    deals = Deals(seed=3)
    deals.daily["D1V"].earlier_won = 2
    with pytest.raises(DealsError, match="do not add up"):
        Deals.parse(deals.dump())


def play_daily(deals: Deals, mode: str, day: date, won: bool = True) -> None:
    """Deal ``day``'s deal of ``mode`` (the device's date then) and play it, won or not."""
    code = str(deals.daily_code(mode, day))
    deals.record(code, moves=1, won=False)
    deals.record(code, moves=2, won=won)


def test_a_daily_deal_dealt_before_midnight_and_won_after_it_wins_the_day_it_was_dealt() -> None:
    """Dealt at 23:58 on 4 December, won at 00:03 on the 5th: the 4th is won, and the streak that led to it holds."""
    deals = Deals(seed=1)
    play_daily(deals, "D1N", date(2026, 12, 3))
    code = str(deals.daily_code("D1N", date(2026, 12, 4)))
    deals.record(code, moves=1, won=False)  # the device's date is the 5th from here on: nothing asks it
    deals.record(code, moves=80, won=True)
    line = deals.daily["D1N"]
    assert line.days_played == line.days_won == [(date(2026, 12, 3).toordinal(), date(2026, 12, 4).toordinal())]
    assert line.current_streak(date(2026, 12, 5).toordinal()) == 2


def test_a_day_counts_once_whichever_order_the_days_are_played_in() -> None:
    """Travel: the 6th's deal played in Tokyo, then, flown to Los Angeles, the 5th's (still the 5th there), then the
    6th's again once the 6th comes there. Each day counts once: 2 days played, 2 won (it counted 3 and 3)."""
    deals = Deals(seed=1)
    fifth, sixth = date(2026, 12, 5), date(2026, 12, 6)
    for day in (sixth, fifth, sixth):
        play_daily(deals, "D3V", day)
    line = deals.daily["D3V"]
    assert (line.played, line.won, line.best_streak, line.current_streak(sixth.toordinal())) == (2, 2, 2, 2)


def test_a_clock_set_back_a_day_and_forward_a_year_counts_no_day_twice_and_no_streak_below_zero() -> None:
    deals = Deals(seed=1)
    today = date(2026, 12, 5)
    for offset in (-2, -1, 0):
        play_daily(deals, "D1V", today + timedelta(days=offset))
    line = deals.daily["D1V"]
    play_daily(deals, "D1V", today - timedelta(days=1))  # the clock a day back: that day was won already
    assert (line.played, line.won) == (3, 3)
    assert line.current_streak(today.toordinal() - 1) == 2  # as it stands that day: today is not counted yet
    ahead = today.toordinal() + 365
    assert line.current_streak(ahead) == 0  # the clock a year ahead: the streak is broken, not negative
    play_daily(deals, "D1V", date.fromordinal(ahead), won=False)
    assert (line.played, line.won, line.current_streak(ahead)) == (4, 3, 0)
    assert line.current_streak(today.toordinal()) == 3 and line.best_streak == 3  # the clock back right: all still there
    play_daily(deals, "D1V", today)
    assert (line.played, line.won) == (4, 3)
    assert Deals.parse(deals.dump()) == deals


def test_the_statistics_of_version_1_keep_their_counts_and_their_streaks_days() -> None:
    """Version 1 kept counts and the last days; its streak's days are known, and not counted again."""
    last = date(2026, 12, 4).toordinal()
    v1 = {"played": 9, "won": 7, "streak": 3, "best_streak": 4, "last_played": last + 1, "last_won": last}
    empty = dict.fromkeys(v1, 0)
    text = json.dumps({"version": 1, "seed": 5, "taken": dict.fromkeys(table.MODES, 0),
                       "daily": {"D1N": v1, "D3N": empty, "D1V": empty, "D3V": empty},
                       "current": None, "current_day": 0})
    deals = Deals.parse(text)
    line = deals.daily["D1N"]
    assert (line.played, line.won, line.best_streak, line.current_streak(last + 1)) == (9, 7, 4, 3)
    assert not line.add(last - 1, won=True) and not line.add(last + 1, won=False)
    assert line.add(last + 1, won=True) and line.current_streak(last + 1) == 4 and line.best_streak == 4
    assert Deals.parse(deals.dump()) == deals


def test_a_made_up_streak_of_version_1_is_read_as_one_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """650 characters of version 1 claiming a streak of ten thousand years once added its days one by one: 12 s of
    CPython's time (more in the page, as it starts) for each such line. The streak's days are one run."""
    added: list[int] = []
    real_add = deals_module._add
    monkeypatch.setattr(deals_module, "_add", lambda runs, day: added.append(day) or real_add(runs, day))
    last = LAST_DAY - 10
    v1 = dict.fromkeys(("played", "won", "streak", "best_streak", "last_played", "last_won"), last)
    text = json.dumps({"version": 1, "seed": 5, "taken": dict.fromkeys(table.MODES, 0),
                       "daily": dict.fromkeys(table.MODES, v1), "current": None, "current_day": 0})
    line = Deals.parse(text).daily["D3V"]
    assert (line.days_played, line.days_won, line.played, line.won, line.best_streak) == (
        [(1, last)], [(1, last)], last, last, last)
    assert len(added) <= 4, "a day or so per mode, not one call per day of the streak"


def test_years_of_every_other_day_keep_the_counts_within_the_size_read() -> None:
    deals = Deals(seed=1)
    line = deals.daily["D3N"]
    start = date(2020, 1, 1).toordinal()
    for mode in table.MODES:
        for day in range(start, start + 2 * 600, 2):
            deals.daily[mode].add(day, won=(day - start) % 4 == 0)
            deals.daily[mode].add(day + 500_000, won=True)  # and days far ahead: a clock in the year 3400
    assert len(line.days_played) <= MAX_RUNS and (line.played, line.won) == (1200, 900)
    text = deals.dump()
    assert len(text) <= MAX_SIZE and Deals.parse(text) == deals


@pytest.mark.parametrize(
    ("runs", "says"),
    [
        ({"played": [[5, 9], [9, 12]], "won": [], "earlier": [0, 0, 0]}, "after the one before"),
        ({"played": [[5, 9], [10, 12]], "won": [], "earlier": [0, 0, 0]}, "after the one before"),
        ({"played": [[5, 9]], "won": [[9, 10]], "earlier": [0, 0, 0]}, "not played"),
        ({"played": [[0, 9]], "won": [], "earlier": [0, 0, 0]}, "run of days"),
        ({"played": [], "won": [], "earlier": [0, 1, 0]}, "do not add up"),
    ],
)
def test_days_that_are_not_runs_of_days_are_refused(runs: dict, says: str) -> None:
    doc = json.loads(Deals(seed=3).dump())
    doc["daily"]["D1N"] = runs
    with pytest.raises(DealsError, match=says):
        Deals.parse(json.dumps(doc))

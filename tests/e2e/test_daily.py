"""The daily deal as the world breaks it, in a real page: midnight, clocks that move, travel (ds/web/deals.py).

Each test runs in a context of its own time zone (``timezone_id``) with the page's clock fixed
(``clock.set_fixed_time``: ``Date`` says that instant, timers keep running) and moved between steps.
A daily deal is won by taking up a near-won game of its code from another tab (``player.near_won``) and
playing its last card.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ds.solver import table
from ds.web.deals import Deals
from ds.web.i18n import Texts
from tests.e2e.helpers import skip_celebration, tap, wait_ready
from tests.e2e.player import near_won, prepare, save_of

DEALS_KEY = "double-solitaire.deals"
GAME_KEY = "double-solitaire.game"
LINE = "[data-show='daily-stats']"
EN = Texts.load("en")


@pytest.fixture
def in_zone(browser: Browser, base_url: str) -> Iterator:
    """``in_zone(zone)``: a new context whose local time is that of ``zone`` (all closed after the test)."""
    contexts: list[BrowserContext] = []

    def make(zone: str) -> BrowserContext:
        context = browser.new_context(base_url=base_url, timezone_id=zone)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


def at(context: BrowserContext, zone: str, *when: int) -> None:
    """The context's clock fixed at ``when`` (year, month, day, hour, minute[, second]) in ``zone``."""
    context.clock.set_fixed_time(datetime(*when, tzinfo=ZoneInfo(zone)))  # type: ignore[misc]


def open_page(context: BrowserContext, items: dict[str, str] | None = None, *, keep: bool = False,
              won: bool = False) -> Page:
    """The game in a new tab; its storage holds ``items`` first (``keep``: as it is). ``won``: the game saved
    is won (the page says so, and shows no win window)."""
    if not keep:
        prepare(context, items)
    page = context.new_page()
    page.goto("/")
    wait_ready(page)
    if won:
        expect(page.locator("#game")).to_have_attribute("data-won", "true")
    return page


def play_todays_deal(page: Page) -> str:
    """New game, Draw 1 Normal, Play today's deal (giving up the game in progress if asked): its code."""
    page.click("[data-action='new-game']")
    page.check("input[name='draw'][value='1']")
    page.check("input[name='scoring'][value='N']")
    page.click("[data-action='daily']")
    give_up = page.locator("[data-show='replace-confirm'] [data-action='give-up']")
    if give_up.is_visible():
        give_up.click()
    expect(page.locator("dialog[data-dialog='new-game']")).not_to_be_visible()
    return str(page.evaluate("location.hash.slice(1)"))


def first_move(page: Page) -> None:
    """A draw: the deal's first move."""
    before = int(page.locator("#game").get_attribute("data-moves") or "0")
    page.keyboard.press("d")
    expect(page.locator("#game")).to_have_attribute("data-moves", str(before + 1))


def win(context: BrowserContext, page: Page, code: str) -> None:
    """Another tab saves ``code`` one card from its win; ``page`` takes it up and plays that card."""
    other = context.new_page()
    other.goto("/static/icon.svg")
    other.evaluate("([key, text]) => localStorage.setItem(key, text)", [GAME_KEY, save_of(near_won(code))])
    other.close()
    expect(page.locator("#game")).to_have_attribute("data-moves", "250")
    tap(page, "col-1")
    expect(page.locator("#game")).to_have_attribute("data-won", "true")
    skip_celebration(page)
    page.locator("dialog[data-dialog='won'] [data-action='close']").click()


def days(page: Page) -> dict:
    """The D1N days stored: played and won, as runs of days."""
    page.wait_for_timeout(100)  # the deals are written as the action ends
    line = json.loads(page.evaluate("key => localStorage.getItem(key)", DEALS_KEY))["daily"]["D1N"]
    return {"played": [tuple(run) for run in line["played"]], "won": [tuple(run) for run in line["won"]]}


def line_says(page: Page, played: int, won: int, streak: int) -> None:
    """The New game window's daily line (open) counts these days."""
    line = page.locator(LINE)
    expect(line).to_have_attribute("data-played", str(played))
    expect(line).to_have_attribute("data-won", str(won))
    expect(line).to_have_attribute("data-streak", str(streak))


def ordinal(year: int, month: int, day: int) -> int:
    return date(year, month, day).toordinal()


def test_a_deal_dealt_at_2358_and_won_at_0003_wins_the_day_it_was_dealt_and_the_streak_holds(in_zone) -> None:
    zone = "Europe/Stockholm"
    context = in_zone(zone)
    at(context, zone, 2026, 12, 4, 23, 58)
    before = Deals(seed=1)
    before.daily["D1N"].add(ordinal(2026, 12, 3), won=True)
    page = open_page(context, {DEALS_KEY: before.dump()})
    code = play_todays_deal(page)
    assert code == str(table.daily("D1N", date(2026, 12, 4)))
    first_move(page)
    fourth = ordinal(2026, 12, 4)
    assert days(page) == {"played": [(fourth - 1, fourth)], "won": [(fourth - 1, fourth - 1)]}

    at(context, zone, 2026, 12, 5, 0, 3)
    win(context, page, code)
    assert days(page) == {"played": [(fourth - 1, fourth)], "won": [(fourth - 1, fourth)]}
    page.click("[data-action='new-game']")
    line_says(page, played=2, won=2, streak=2)
    expect(page.locator(LINE)).to_contain_text(EN("daily.on-table-yesterday"))


def test_the_new_game_window_open_across_midnight_says_the_deal_on_the_table_is_yesterdays(in_zone) -> None:
    """A deal dealt at 23:59 and left on the table: at midnight the open window says it is yesterday's, and Play
    today's deal deals the new day's. Played the next morning, it counts for the day it was dealt."""
    zone = "America/Sao_Paulo"
    context = in_zone(zone)
    at(context, zone, 2026, 12, 4, 23, 59, 57)
    page = open_page(context)
    fourth = play_todays_deal(page)
    page.click("[data-action='new-game']")
    expect(page.locator(LINE)).not_to_contain_text(EN("daily.on-table-yesterday"))
    at(context, zone, 2026, 12, 5, 0, 0, 1)
    expect(page.locator(LINE)).to_contain_text(EN("daily.on-table-yesterday"), timeout=10_000)
    page.keyboard.press("Escape")

    at(context, zone, 2026, 12, 5, 9, 0)  # the page left open overnight, then played
    first_move(page)
    assert page.evaluate("location.hash.slice(1)") == fourth
    assert days(page)["played"] == [(ordinal(2026, 12, 4),) * 2]
    fifth = play_todays_deal(page)
    assert fifth == str(table.daily("D1N", date(2026, 12, 5))) != fourth
    first_move(page)
    assert days(page)["played"] == [(ordinal(2026, 12, 4), ordinal(2026, 12, 5))]


def test_a_player_flying_from_tokyo_to_los_angeles_counts_each_day_once(in_zone) -> None:
    """At 15:30 UTC on 5 December it is the 6th in Tokyo and the 5th in Los Angeles: each is offered its own
    date's deal (same local date, same deal). The 6th won in Tokyo, then the 5th and, a day later, the 6th again
    in Los Angeles: two days played, two won, a streak of two (the 6th counted twice before)."""
    tokyo, angeles = "Asia/Tokyo", "America/Los_Angeles"
    context = in_zone(tokyo)
    at(context, "UTC", 2026, 12, 5, 15, 30)
    page = open_page(context)
    sixth = play_todays_deal(page)
    assert sixth == str(table.daily("D1N", date(2026, 12, 6)))
    win(context, page, sixth)
    items = page.evaluate("() => ({...localStorage})")
    context.close()

    context = in_zone(angeles)
    at(context, "UTC", 2026, 12, 5, 16, 0)
    page = open_page(context, items, won=True)
    page.click("[data-action='new-game']")
    line_says(page, played=1, won=1, streak=0)  # today (the 5th) comes before the day won
    expect(page.locator(LINE)).to_contain_text(EN("daily.on-table-other", date="2026-12-06"))
    page.keyboard.press("Escape")
    fifth = play_todays_deal(page)
    assert fifth == str(table.daily("D1N", date(2026, 12, 5)))
    win(context, page, fifth)

    at(context, angeles, 2026, 12, 6, 8, 0)
    assert play_todays_deal(page) == sixth
    win(context, page, sixth)
    six, five = ordinal(2026, 12, 6), ordinal(2026, 12, 5)
    assert days(page) == {"played": [(five, six)], "won": [(five, six)]}
    page.click("[data-action='new-game']")
    line_says(page, played=2, won=2, streak=2)


def test_a_clock_set_back_a_day_then_a_year_ahead_counts_no_day_twice_and_never_stops_the_page(in_zone) -> None:
    zone = "UTC"
    context = in_zone(zone)
    at(context, zone, 2026, 12, 5, 12, 0)
    page = open_page(context)
    fifth = play_todays_deal(page)
    win(context, page, fifth)
    page.close()

    at(context, zone, 2026, 12, 4, 12, 0)  # set back a day between visits
    page = open_page(context, keep=True, won=True)
    page.click("[data-action='new-game']")
    line_says(page, played=1, won=1, streak=0)  # the day won is, by this clock, tomorrow
    expect(page.locator(LINE)).to_contain_text(EN("daily.on-table-other", date="2026-12-05"))
    page.keyboard.press("Escape")
    win(context, page, play_todays_deal(page))
    page.click("[data-action='new-game']")
    line_says(page, played=2, won=2, streak=1)
    page.keyboard.press("Escape")

    at(context, zone, 2026, 12, 5, 12, 0)  # right again: the 5th's deal once more
    assert play_todays_deal(page) == fifth
    win(context, page, fifth)
    page.click("[data-action='new-game']")
    line_says(page, played=2, won=2, streak=2)
    page.close()

    at(context, zone, 2027, 12, 5, 12, 0)  # a year ahead
    page = open_page(context, keep=True, won=True)
    page.click("[data-action='new-game']")
    line_says(page, played=2, won=2, streak=0)
    page.keyboard.press("Escape")
    assert play_todays_deal(page) == str(table.daily("D1N", date(2027, 12, 5)))
    page.close()

    context.clock.set_fixed_time(253_402_300_800 + 86_400)  # 2 January 10000 (seconds): beyond Python's dates
    page = open_page(context, keep=True)
    assert play_todays_deal(page) == str(table.daily("D1N", date.max))
    first_move(page)
    page.click("[data-action='new-game']")
    line_says(page, played=3, won=2, streak=0)

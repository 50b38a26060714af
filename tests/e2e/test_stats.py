"""Statistics per mode in their window: a game counts as played at its first move, a win once, a new game
over an unfinished one breaks the streak, Vegas keeps a running total; they survive a reload; a reset asks first."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.e2e.player import GAME_KEY, STATS_KEY, fresh_page, near_won, save_of

WINDOW = "dialog[data-dialog='stats']"


@pytest.fixture(scope="module")
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=base_url)
    yield context
    context.close()


def cell(page: Page, mode: str, stat: str):
    return page.locator(f"{WINDOW} td[data-mode='{mode}'][data-stat='{stat}']")


def values(page: Page, mode: str) -> dict[str, str | None]:
    page.locator(".bar [data-action='stats']").click()
    expect(page.locator(WINDOW)).to_be_visible()
    found = page.evaluate("""mode => Object.fromEntries([...document.querySelectorAll(
        `dialog[data-dialog='stats'] td[data-mode='${mode}']`)].map(td => [td.dataset.stat, td.dataset.value ?? null]))""",
        mode)
    page.keyboard.press("Escape")
    return found


def deal_same_mode(page: Page) -> None:
    page.keyboard.press("n")
    page.locator("dialog[data-dialog='new-game'] [data-action='deal']").click()
    expect(page.locator("#game")).to_have_attribute("data-moves", "0")


def test_games_wins_streaks_and_the_vegas_total(context: BrowserContext) -> None:
    page = fresh_page(context, items={GAME_KEY: save_of(near_won("DS1-D1V-AAAAAAB"))})
    page.keyboard.press("1")
    page.keyboard.press("f")  # the last card: a win, worth $416
    expect(page.locator("#game")).to_have_attribute("data-won", "true")
    page.keyboard.press("Escape")
    assert values(page, "D1V") == {"played": "1", "won": "1", "rate": "100", "best-score": "416",
                                   "fewest-moves": "251", "streak": "1", "best-streak": "1", "total": "416"}

    deal_same_mode(page)  # a won game gives way: nothing more to count
    assert values(page, "D1V")["played"] == "1"
    page.keyboard.press("d")  # its first move: a game played
    expect(page.locator("#game")).to_have_attribute("data-moves", "1")
    assert values(page, "D1V")["played"] == "2"
    deal_same_mode(page)  # given up: the streak ends, its -$104 joins the total
    line = values(page, "D1V")
    assert (line["played"], line["won"], line["rate"], line["streak"], line["best-streak"], line["total"]) == (
        "2", "1", "50", "0", "1", "312")
    assert line["best-score"] == "416"
    assert values(page, "D1N")["played"] == "0"

    stored = json.loads(page.evaluate(f"localStorage.getItem('{STATS_KEY}')"))  # kept in the browser
    assert stored["modes"]["D1V"]["total"] == 312 and stored["modes"]["D1V"]["best_streak"] == 1
    page.close()


def test_a_reset_asks_first(context: BrowserContext) -> None:
    stats = {"version": 1, "current": None, "current_won": False, "modes": {
        mode: {"played": 3, "won": 2, "best_score": 900, "fewest_moves": 200, "streak": 1, "best_streak": 2, "total": 0}
        for mode in ("D1N", "D3N", "D1V", "D3V")}}
    page = fresh_page(context, items={STATS_KEY: json.dumps(stats)})
    page.locator(".bar [data-action='stats']").click()
    confirm = page.locator(f"{WINDOW} [data-show='reset-confirm']")
    expect(confirm).to_be_hidden()
    page.locator(f"{WINDOW} [data-action='reset-stats']").click()
    expect(confirm).to_be_visible()
    page.locator(f"{WINDOW} [data-action='cancel-reset']").click()
    expect(confirm).to_be_hidden()
    expect(cell(page, "D3N", "played")).to_have_attribute("data-value", "3")

    page.locator(f"{WINDOW} [data-action='reset-stats']").click()
    page.locator(f"{WINDOW} [data-action='confirm-reset']").click()
    expect(cell(page, "D3N", "played")).to_have_attribute("data-value", "0")
    expect(cell(page, "D3N", "best-score")).not_to_have_attribute("data-value", "900")
    stored = json.loads(page.evaluate(f"localStorage.getItem('{STATS_KEY}')"))
    assert all(line["played"] == 0 and line["best_score"] is None for line in stored["modes"].values())
    page.close()

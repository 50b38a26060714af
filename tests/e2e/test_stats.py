"""Statistics per mode in their window: a game counts as played at its first move, a win once, a new game
over an unfinished one breaks the streak, Vegas keeps a running total; they survive a reload; a reset asks first, and
clears the daily deal's days too."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ds.web.deals import KEY as DEALS_KEY
from ds.web.deals import MODES, DailyLine, Deals
from tests.e2e.helpers import skip_celebration
from tests.e2e.player import GAME_KEY, SETTINGS_KEY, STATS_KEY, fresh_page, near_won, save_of

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


def deal_same_mode(page: Page, give_up: bool = False) -> None:
    """New game, Deal (and, for a game in progress, Give it up: it is asked first)."""
    page.keyboard.press("n")
    page.locator("dialog[data-dialog='new-game'] [data-action='deal']").click()
    if give_up:
        page.locator("dialog[data-dialog='new-game'] [data-action='give-up']").click()
    expect(page.locator("#game")).to_have_attribute("data-moves", "0")


def test_games_wins_streaks_and_the_vegas_total(context: BrowserContext) -> None:
    page = fresh_page(context, items={GAME_KEY: save_of(near_won("DS1-D1V-AAAAAAB"))})
    page.keyboard.press("1")
    page.keyboard.press("f")  # the last card: a win, worth $416
    expect(page.locator("#game")).to_have_attribute("data-won", "true")
    skip_celebration(page)
    page.keyboard.press("Escape")
    line = values(page, "D1V")
    seconds = page.locator("#game").get_attribute("data-time")
    assert line == {"played": "1", "won": "1", "rate": "100", "best-score": "416", "fewest-moves": "251",
                    "best-time": seconds, "average-time": seconds, "streak": "1", "best-streak": "1", "total": "416"}

    deal_same_mode(page)  # a won game gives way: nothing more to count
    assert values(page, "D1V")["played"] == "1"
    page.keyboard.press("d")  # its first move: a game played
    expect(page.locator("#game")).to_have_attribute("data-moves", "1")
    assert values(page, "D1V")["played"] == "2"
    deal_same_mode(page, give_up=True)  # given up: the streak ends, its -$104 joins the total
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
    deals = Deals(seed=5, daily={mode: DailyLine([(739000, 739004)], [(739002, 739004)]) for mode in MODES})
    page = fresh_page(context, items={STATS_KEY: json.dumps(stats), DEALS_KEY: deals.dump()})
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
    kept = Deals.parse(page.evaluate(f"localStorage.getItem('{DEALS_KEY}')"))  # the daily deal's days went too
    assert kept.daily == Deals(seed=5).daily and kept.seed == 5
    page.close()


def test_the_reset_question_answered_from_the_keyboard_keeps_focus_in_the_window(context: BrowserContext) -> None:
    """Cancel or Reset hides the question with the button pressed: Reset statistics takes focus back (it went
    to the page's body; found by the 26th session's QA)."""
    page = fresh_page(context)
    page.locator(".bar [data-action='stats']").focus()
    page.keyboard.press("Enter")
    reset = page.locator(f"{WINDOW} [data-action='reset-stats']")
    for answer in ("cancel-reset", "confirm-reset"):
        reset.focus()
        page.keyboard.press("Enter")
        expect(page.locator(f"{WINDOW} [data-action='cancel-reset']")).to_be_focused()
        page.locator(f"{WINDOW} [data-action='{answer}']").focus()
        page.keyboard.press("Enter")
        expect(page.locator(f"{WINDOW} [data-show='reset-confirm']")).to_be_hidden()
        expect(reset).to_be_focused()
    page.close()


PHONES = {"portrait": (390, 844), "landscape": (844, 390)}
FULL = {"version": 1, "current": None, "current_won": False, "modes": {
    "D1N": {"played": 1234, "won": 617, "best_score": 1210, "fewest_moves": 187, "streak": 3, "best_streak": 12, "total": 0},
    "D3N": {"played": 40, "won": 9, "best_score": 1210, "fewest_moves": 251, "streak": 0, "best_streak": 2, "total": 0},
    "D1V": {"played": 25, "won": 4, "best_score": 416, "fewest_moves": 240, "streak": 1, "best_streak": 1, "total": -1248},
    "D3V": {"played": 3, "won": 0, "best_score": None, "fewest_moves": None, "streak": 0, "best_streak": 0, "total": -312}}}


@pytest.mark.parametrize("lang", ["en", "sv", "pt"])
def test_the_window_reads_well_on_phones(context: BrowserContext, screenshot, lang: str) -> None:
    """On a phone, upright and on its side, in each language: no figure's name and no value wraps, a
    mode's header breaks only after its comma, the page never scrolls sideways, the table fits the
    window's width and the window scrolls to its last row. test-results/stats-<lang>-<phone>.png, to be
    looked at."""
    page = fresh_page(context, items={STATS_KEY: json.dumps(FULL),
                                      SETTINGS_KEY: json.dumps({"version": 1, "language": lang})})
    for phone, (width, height) in PHONES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.locator(".bar [data-action='stats']").click()
        expect(page.locator(WINDOW)).to_be_visible()
        expect(page.locator("html")).to_have_attribute("lang", lang)
        screenshot(page, f"stats-{lang}-{phone}")
        layout = page.evaluate("""() => {
            const dialog = document.querySelector("dialog[data-dialog='stats']");
            const lines = (el) => {  // how many lines the element's text takes
                const range = document.createRange();
                range.selectNodeContents(el);
                return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
            };
            const scroller = dialog.querySelector('.stats-scroll');
            return {
                page: document.scrollingElement.scrollWidth - innerWidth,
                table: scroller.scrollWidth - scroller.clientWidth,
                names: [...dialog.querySelectorAll('th[scope=row]')].filter(th => lines(th) > 1).map(th => th.textContent),
                values: [...dialog.querySelectorAll('td')].filter(td => lines(td) > 1).map(td => td.textContent),
                parts: [...dialog.querySelectorAll('th[scope=col] .part')].filter(el => lines(el) > 1).map(el => el.textContent),
            };
        }""")
        assert layout == {"page": 0, "table": 0, "names": [], "values": [], "parts": []}, phone
        last = page.locator(f"{WINDOW} td[data-mode='D3V'][data-stat='total']")
        last.scroll_into_view_if_needed()
        expect(last).to_be_in_viewport()
        expect(page.locator(f"{WINDOW} [data-action='reset-stats']")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator(WINDOW)).to_be_hidden()
    page.close()

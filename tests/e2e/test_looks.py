"""Looks people ask for: a four-colour deck (clubs green, diamonds blue), large print, a light and a dark
table; each chosen in Settings, each screenshot (test-results/looks-*.png) to be looked at."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from ds.web.cardart import BLUE_INK, GREEN_INK, RED_INK
from ds.web.stats import Line, Stats
from tests.e2e.helpers import SETTINGS_KEY, turn_to, wait_ready
from tests.e2e.player import fresh_page

VIEWPORTS = {"desktop": (1366, 768), "phone": (390, 844)}


@pytest.fixture(scope="module")
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    for _ in range(3):
        page.keyboard.press("d")
    page.keyboard.press("4")
    page.keyboard.press("Enter")
    page.keyboard.press("3")
    page.keyboard.press("Enter")  # a column of several face-up cards
    expect(page.locator("#game")).to_have_attribute("data-moves", "4")
    yield page
    context.close()


def settings(page: Page) -> None:
    page.locator(".bar [data-action='settings']").click()


def shots(page: Page, screenshot, name: str) -> None:
    for viewport, size in VIEWPORTS.items():
        turn_to(page, size)
        screenshot(page, f"looks-{name}-{viewport}")
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS["desktop"])))


def ink(page: Page, card: str) -> str:
    """The fill of a face's ink group in the card sprite."""
    return page.evaluate("card => document.querySelector(`svg.sprite #face-${card} g`).getAttribute('fill')", card)


def test_four_colour_deck(page: Page, screenshot) -> None:
    assert ink(page, "7C") != GREEN_INK
    settings(page)
    page.locator("[data-setting='four-colour']").check()
    page.keyboard.press("Escape")
    expect(page.locator("html")).to_have_attribute("data-deck", "four")
    assert (ink(page, "7C"), ink(page, "7D"), ink(page, "7H")) == (GREEN_INK, BLUE_INK, RED_INK)
    shots(page, screenshot, "four-colour")


def test_large_print(page: Page, screenshot) -> None:
    settings(page)
    page.locator("[data-setting='large-print']").check()
    page.keyboard.press("Escape")
    expect(page.locator("html")).to_have_attribute("data-print", "large")
    assert page.evaluate("() => getComputedStyle(document.body).fontSize") == "19px"
    assert page.evaluate("() => document.querySelector('svg.sprite #face-QH svg[viewBox=\"0 0 20 24\"]').getAttribute('height')") == "33"
    shots(page, screenshot, "large-print")
    settings(page)
    page.locator("[data-setting='large-print']").uncheck()
    page.locator("[data-setting='four-colour']").uncheck()
    page.keyboard.press("Escape")


@pytest.mark.parametrize("table", ["light", "dark"])
def test_light_and_dark_tables(page: Page, screenshot, table: str) -> None:
    settings(page)
    page.locator(f"input[name='table'][value='{table}']").check()
    expect(page.locator("html")).to_have_attribute("data-table", table)
    screenshot(page, f"looks-{table}-settings-desktop")
    page.keyboard.press("Escape")
    light = page.evaluate("""() => {
        const [r, g, b] = getComputedStyle(document.documentElement).getPropertyValue('--felt').trim()
            .match(/\\w\\w/g).map(h => parseInt(h, 16));
        return (r + g + b) / 3 > 128;
    }""")
    assert light == (table == "light")
    page.locator(".bar [data-action='rules']").click()
    screenshot(page, f"looks-{table}-rules-desktop")
    page.keyboard.press("Escape")
    page.keyboard.press("3")  # the focus ring shows on this table too
    shots(page, screenshot, f"{table}-table")


CENTRES = """() => Object.fromEntries([...document.querySelectorAll('.pile[data-pile]')].map(el => {
    const r = el.getBoundingClientRect(); return [el.dataset.pile, r.left + r.width / 2]; }))"""
TOP_CARD_ABOVE_ITS_PILE = """pile => {
    const spot = document.querySelector(`.pile[data-pile='${pile}']`).getBoundingClientRect();
    const cards = [...document.querySelectorAll(`.card[data-pile='${pile}']`)];
    const top = cards.reduce((a, b) => (+a.dataset.index > +b.dataset.index ? a : b)).getBoundingClientRect();
    return Math.abs(top.left - spot.left) < 1; }"""


def test_the_stock_on_the_right(page: Page, screenshot) -> None:
    """Settings' "Stock on the right": the stock and waste change sides with the foundations at once, their cards
    with them, on a desktop and upright on a phone; the next visit lays the table out that way before it is ready."""
    for viewport, size in VIEWPORTS.items():
        page.set_viewport_size(dict(zip(("width", "height"), size)))
        x = page.evaluate(CENTRES)
        assert x["stock"] < min(x[f"foundation-{s}-{n}"] for s in "SHDC" for n in (1, 2)), viewport
    settings(page)
    page.locator("[data-setting='stock-right']").check()
    page.keyboard.press("Escape")
    expect(page.locator("html")).to_have_attribute("data-stock", "right")
    assert json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(SETTINGS_KEY)})"))["stock_right"] is True
    for viewport, size in VIEWPORTS.items():
        turn_to(page, size)
        x = page.evaluate(CENTRES)
        assert x["stock"] > max(x[f"foundation-{s}-{n}"] for s in "SHDC" for n in (1, 2)), viewport
        assert x["stock"] <= x["waste"] and x["col-1"] < x["col-9"], viewport  # the fan still opens to the right
        assert page.evaluate(TOP_CARD_ABOVE_ITS_PILE, "stock") and page.evaluate(TOP_CARD_ABOVE_ITS_PILE, "col-9"), viewport
    shots(page, screenshot, "stock-right")
    page.reload(wait_until="domcontentloaded")
    early = page.evaluate("() => [document.documentElement.dataset.stock, document.getElementById('game').dataset.ready]")
    assert early[0] == "right" and early[1] != "true", "the table changes sides once the game is ready"
    wait_ready(page)
    settings(page)
    page.locator("[data-setting='stock-right']").uncheck()
    page.keyboard.press("Escape")
    expect(page.locator("html")).to_have_attribute("data-stock", "left")


STATS_KEY = "double-solitaire.stats"
A_KEEN_VEGAS_PLAYER = Stats({
    "D1N": Line(played=50, won=20, best_score=1340, fewest_moves=200, streak=2, best_streak=5, best_time=180,
                timed_wins=20, won_time=8000),
    "D3N": Line(),
    "D1V": Line(played=1234, won=40, best_score=416, fewest_moves=180, best_streak=3, total=-98765, best_time=95,
                timed_wins=40, won_time=12000),
    "D3V": Line(played=321, won=2, best_score=416, fewest_moves=190, streak=1, best_streak=1, total=-31337,
                best_time=200, timed_wins=2, won_time=800),
})
"""Statistics of a player of many Vegas games: five-figure running totals, four-figure counts."""
CELLS_APART = """() => {
    // Each value and mode name of the Statistics table inside its own cell, no two cells of a row over each other,
    // and the table no wider than its window: the ones that are not, in words.
    const text = el => { const range = document.createRange(); range.selectNodeContents(el); return range.getBoundingClientRect(); };
    const wrong = [];
    for (const row of document.querySelectorAll("dialog[data-dialog='stats'] tr")) {
        const cells = [...row.querySelectorAll('td, th[data-mode]')];
        for (const cell of cells) {
            const box = cell.getBoundingClientRect(), t = text(cell);
            if (t.left < box.left - 0.5 || t.right > box.right + 0.5) wrong.push(`${cell.textContent} leaves its cell`);
        }
        for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) {
            const a = text(cells[i]), b = text(cells[j]);
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
                wrong.push(`${cells[i].textContent} over ${cells[j].textContent}`);
        }
    }
    const scroller = document.querySelector("dialog[data-dialog='stats'] .stats-scroll");
    if (scroller.scrollWidth > scroller.clientWidth) wrong.push(`a sideways scroll of ${scroller.scrollWidth - scroller.clientWidth} px`);
    return wrong;
}"""


def test_the_statistics_dollars_stay_in_their_columns_on_a_phone(page: Page, screenshot) -> None:
    """A keen Vegas player's running totals ("-98 765 $", "-$98,765") were wider than a quarter of a phone's window: at
    320 px, and at 360 and 390 px in large print, each ran over the next mode's ("-98 765-$1 337"), and the modes'
    names over each other in Portuguese and in large print (found playing Vegas in Firefox at 320 px; Chromium draws it
    the same). Every value and name now stays in its own column, in Swedish (the widest dollars) and Portuguese (the
    widest names), with no sideways scroll: also on a phone on its side and a small tablet upright, between 577 and 752
    px wide, where the table's names on one line made it scroll sideways in Portuguese and in large print (155 px at
    600 x 960 and 88 px at 667 x 375 in Portuguese in large print; found by the engines44 session's sweep of the
    windows in WebKit and Firefox, and Chromium's the same)."""
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [STATS_KEY, A_KEEN_VEGAS_PLAYER.dump()])
    page.reload()
    wait_ready(page)
    wrong = {}
    for language in ("sv", "pt"):
        for large in (False, True):
            settings(page)
            page.locator("select[data-setting='language']").select_option(language)
            page.locator("[data-setting='large-print']").set_checked(large)
            page.keyboard.press("Escape")
            page.locator(".bar [data-action='stats']").click()  # open once, the phone turned to each size
            for width, height in ((320, 640), (360, 740), (390, 844), (568, 320), (600, 960), (667, 375), (736, 414)):
                turn_to(page, (width, height))
                expect(page.locator("dialog[data-dialog='stats'] td[data-stat='total'][data-mode='D1V']")).to_be_visible()
                wrong[(language, large, width)] = page.evaluate(CELLS_APART)
                if (width, large) in ((320, False), (390, True)):
                    screenshot(page, f"looks-stats-vegas-{language}-{'large' if large else 'normal'}-{width}")
            page.keyboard.press("Escape")
    settings(page)
    page.locator("select[data-setting='language']").select_option("en")
    page.locator("[data-setting='large-print']").uncheck()
    page.keyboard.press("Escape")
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS["desktop"])))
    assert {key: found for key, found in wrong.items() if found} == {}

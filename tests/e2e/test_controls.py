"""The bar's new controls and what the table shows (issue 15): redo, the clock, the stock's count and pass,
sharing a deal, sounds. The module's tab runs under Playwright's clock (time flows as usual until a test
pauses it), so the clock's test can run minutes in an instant."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from ds import Game, Move
from tests.e2e import sharing
from tests.e2e.helpers import (
    GAME,
    MESSAGE,
    assert_cards_placed_as_a_full_render_would,
    assert_hooks_match,
    drag,
    open_game,
    tap,
    wait_moves,
    wait_ready,
    with_small_stock,
)

page = sharing.page  # a fixture: the module's tab (below), reset for each test

STOCK = ".pile[data-pile='stock']"
REDO = f"{GAME} [data-action='redo']"
SOUND = f"{GAME} [data-action='sound']"


@pytest.fixture(scope="module")
def shared_tab(browser: Browser, browser_context_args: dict) -> Iterator[tuple[Page, dict]]:
    context = browser.new_context(**browser_context_args)
    context.clock.install()
    tab = context.new_page()
    yield tab, dict(tab.viewport_size or {"width": 1280, "height": 720})
    context.close()


def data(page: Page, key: str) -> str | None:
    return page.locator(GAME).get_attribute(f"data-{key}")


# --- redo ---------------------------------------------------------------------------------------------------


def test_redo_plays_undone_actions_again_until_another_action_clears_them(page: Page) -> None:
    """Redo (the button, Ctrl+Y, Ctrl+Shift+Z) after undo, each counting a move and scoring as the first
    time; any other action leaves nothing to redo. The engine replays the same actions alongside."""
    game = with_small_stock("D1N", ["8S", "7H", "10D", "#4C 9S"], stock="AS 2C 3H")
    open_game(page, game)
    redo = page.locator(REDO)
    expect(redo).to_have_attribute("aria-disabled", "true")
    expect(redo).to_have_accessible_name("Redo")
    for move in ("s>w", "s>w", "4>3"):  # two draws, then the 9 of spades turns the 4 of clubs over: +5
        page.keyboard.press("d") if move == "s>w" else drag(page, "col-4", None, "col-3")
        game.play(Move.parse(move))
        wait_moves(page, game.move_count)
    for _ in range(3):
        page.keyboard.press("u")
        game.undo()
    expect(page.locator(GAME)).to_have_attribute("data-score", "0")
    expect(redo).to_have_attribute("aria-disabled", "false")

    redo.click()
    page.keyboard.press("Control+y")
    page.keyboard.press("Control+Shift+z")
    for _ in range(3):
        game.redo()
    wait_moves(page, 6)
    assert data(page, "score") == str(game.score) == "5"
    assert_hooks_match(page, game)
    assert_cards_placed_as_a_full_render_would(page)  # undo and redo render only the piles they change
    expect(redo).to_have_attribute("aria-disabled", "true")

    page.keyboard.press("u")
    game.undo()
    page.keyboard.press("d")  # another action: the undone one is gone
    game.play(Move.parse("s>w"))
    wait_moves(page, game.move_count)
    expect(redo).to_have_attribute("aria-disabled", "true")
    page.keyboard.press("Control+y")
    expect(page.locator(MESSAGE)).to_have_text("Nothing to redo.")
    assert_hooks_match(page, game)
    assert_cards_placed_as_a_full_render_would(page)


# --- the stock ------------------------------------------------------------------------------------------------


def stock_shows(page: Page) -> tuple[str, str, str | None]:
    """What the stock shows over its cards (count, pass), and its accessible name."""
    info = page.locator("[data-show='stock-info']")
    shown = (info.locator("[data-show='stock-left']").text_content() or "",
             info.locator("[data-show='stock-pass']").text_content() or "") if info.is_visible() else ("", "")
    return shown[0], shown[1], page.locator(STOCK).get_attribute("aria-label")


def test_the_stock_shows_what_is_left_and_which_pass_normal_or_the_only_one_vegas(page: Page) -> None:
    open_game(page, with_small_stock("D1N", ["8S", "7H"], stock="5C 7H 9D"))
    assert stock_shows(page) == ("3", "pass 1", "Stock: 3 cards; pass 1")
    page.keyboard.press("d")
    page.keyboard.press("d")
    wait_moves(page, 2)
    assert stock_shows(page) == ("1", "pass 1", "Stock: 1 card; pass 1")
    page.keyboard.press("d")
    wait_moves(page, 3)
    assert stock_shows(page) == ("", "", "Stock: empty; press it to recycle the waste pile")
    page.keyboard.press("d")  # the recycle: the second pass
    wait_moves(page, 4)
    assert stock_shows(page) == ("3", "pass 2", "Stock: 3 cards; pass 2")
    expect(page.locator(STOCK)).to_have_attribute("data-pass", "2")

    open_game(page, with_small_stock("D3V", ["8S", "7H"], stock="5C 7H 9D 2S"))
    assert stock_shows(page) == ("4", "one pass", "Stock: 4 cards; the only pass Vegas allows")
    page.keyboard.press("d")
    page.keyboard.press("d")
    wait_moves(page, 2)
    assert stock_shows(page) == ("", "", "Stock: empty; Vegas allows one pass")
    expect(page.locator(STOCK)).to_have_attribute("data-state", "spent")
    assert page.evaluate(f"getComputedStyle(document.querySelector(\"{STOCK}\"), '::after').content") == '"spent"'


# --- sharing ----------------------------------------------------------------------------------------------------

RECORD_SHARING = """share => {
    window.__copied = []; window.__shared = [];
    Object.defineProperty(navigator, 'share', {configurable: true, value: share
        ? (data => { window.__shared.push({title: data.title, text: data.text, url: data.url}); return Promise.resolve(); })
        : undefined});
    Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText: text => {
        window.__copied.push(text); return Promise.resolve(); }}});
}"""


def test_share_uses_the_share_sheet_where_there_is_one_else_copies_a_link_that_opens_the_deal(page: Page) -> None:
    open_game(page, path="/#DS1-D3V-QWERTYU")
    page.keyboard.press("d")
    wait_moves(page, 1)
    share = page.locator(f"{GAME} .bar [data-action='share']")
    expect(share).to_have_accessible_name("Share this deal")

    page.evaluate(RECORD_SHARING, False)  # a desktop browser: no Web Share API
    share.click()
    expect(page.locator(MESSAGE)).to_contain_text("Link to the deal copied")
    (link,) = page.evaluate("window.__copied")
    assert link.endswith("/#DS1-D3V-QWERTYU") and "?" not in link

    page.evaluate(RECORD_SHARING, True)  # a phone: its share sheet, nothing copied
    share.click()
    page.wait_for_function("window.__shared.length === 1")
    (shared,) = page.evaluate("window.__shared")
    assert shared["url"] == link and "DS1-D3V-QWERTYU" in shared["text"] and "Draw 3, Vegas" in shared["text"]
    assert page.evaluate("window.__copied") == []

    page.goto("/static/style.css")
    page.evaluate("localStorage.clear()")
    page.goto(link)  # the friend's browser: the same deal, in the same mode
    wait_ready(page)
    assert (data(page, "code"), data(page, "draw"), data(page, "scoring"), data(page, "moves")) == (
        "DS1-D3V-QWERTYU", "3", "vegas", "0")
    assert_hooks_match(page, Game.deal("DS1-D3V-QWERTYU"))


# --- sound ------------------------------------------------------------------------------------------------------


KEEP_NOISE = """() => { const make = AudioContext.prototype.createBuffer;
    AudioContext.prototype.createBuffer = function (...args) { return window.__noise = make.apply(this, args); }; }"""
NOISE_FIGURES = """() => { const samples = window.__noise.getChannelData(0);
    return [samples.length, Math.min(...samples), Math.max(...samples), samples.reduce((a, b) => a + b) / samples.length]; }"""


def test_sounds_are_made_only_after_a_gesture_and_the_toggle_is_remembered(page: Page) -> None:
    open_game(page, with_small_stock("D1N", ["AS", "7H", "QC"], stock="5C 7H 9D"))
    sound = page.locator(SOUND)
    expect(sound).to_have_attribute("aria-pressed", "true")  # on by default on the game's own page
    page.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'd'}))")  # a script's key: no gesture
    wait_moves(page, 1)
    assert data(page, "sounds") is None

    page.evaluate(KEEP_NOISE)
    page.keyboard.press("d")
    wait_moves(page, 2)
    assert (data(page, "sound"), data(page, "sounds")) == ("draw", "1")
    length, low, high, mean = page.evaluate(NOISE_FIGURES)  # the hiss's noise: 16-bit samples the browser drew
    assert length == 6000 and low < -30_000 and high > 30_000 and abs(mean) < 2_000
    tap(page, "col-1")  # the ace of spades home
    wait_moves(page, 3)
    assert (data(page, "sound"), data(page, "sounds")) == ("home", "2")
    tap(page, "col-3")  # the queen of clubs has no foundation to go to: refused
    expect(page.locator(MESSAGE)).not_to_be_empty()
    assert (data(page, "sound"), data(page, "sounds")) == ("refuse", "3")

    sound.click()
    expect(sound).to_have_attribute("aria-pressed", "false")
    expect(page.locator("[data-show='announce']")).to_contain_text("Sound off.")
    page.keyboard.press("d")
    wait_moves(page, 4)
    assert data(page, "sounds") == "3"
    page.reload()
    wait_ready(page)
    expect(page.locator(SOUND)).to_have_attribute("aria-pressed", "false")


# --- the clock -------------------------------------------------------------------------------------------------

HIDE = """hidden => {
    Object.defineProperty(document, 'visibilityState', {value: hidden ? 'hidden' : 'visible', configurable: true});
    document.dispatchEvent(new Event('visibilitychange'));
}"""


def test_the_clock_runs_from_the_first_move_pauses_while_hidden_or_a_window_is_open_and_survives_a_reload(
    page: Page,
) -> None:
    """Under Playwright's clock: minutes pass in an instant, and exactly."""
    open_game(page, path="/#DS1-D1N-AAAAAAB")
    clock, root = page.clock, page.locator(GAME)
    shown = page.locator(f"{GAME} [data-show='time']")

    def after(ms: int, seconds: int) -> None:
        clock.run_for(ms)
        expect(root).to_have_attribute("data-time", str(seconds))

    clock.pause_at(page.evaluate("Date.now()") + 1_000)
    try:
        after(10_000, 0)  # no move yet: the clock stands
        expect(shown).to_have_text("00:00")
        page.keyboard.press("d")
        wait_moves(page, 1)
        after(65_010, 65)
        expect(shown).to_have_text("01:05")
        page.locator(f"{GAME} .bar [data-action='rules']").click()  # a window open: it stands
        after(30_000, 65)
        page.keyboard.press("Escape")
        after(5_000, 70)
        page.evaluate(HIDE, True)  # the tab hidden: it stands
        after(20_000, 70)
        page.evaluate(HIDE, False)
        after(3_000, 73)
        page.reload()  # the time is saved with the game, and runs on
        wait_ready(page)
        expect(root).to_have_attribute("data-time", "73")
        after(2_010, 75)
        expect(shown).to_have_text("01:15")
    finally:
        clock.resume()

"""A page's life outside the storage and visibility events the other tests send: Back to a page kept in the
back/forward cache while another tab played, a computer asleep with the game on screen.

The module has a browser of its own: Playwright launches Chromium with the back/forward cache turned off
(``--disable-back-forward-cache``), which this module turns back on. Its tab of the game is shared by the
tests; it keeps in ``window.__seen`` the move counts it showed (and marks, such as ``away`` when it is left),
and in ``window.__lastGame`` the game text of the last ``storage`` event it got.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import BrowserContext, BrowserType, Page, expect

from ds import Game
from ds.save import dump, load
from tests.e2e.helpers import english, wait_ready
from tests.e2e.player import GAME_KEY, MESSAGE, NEUTRAL, prepare

GAME = "#game"
CODE = "DS1-D1N-AAAAAAK"
WATCH = """(() => {
    window.__seen = [];
    addEventListener('pagehide', () => window.__seen.push('away'));
    addEventListener('storage', (event) => { if (event.key === %s) window.__lastGame = event.newValue; });
    new MutationObserver(() => {
        const game = document.getElementById('game');
        const moves = game && game.dataset.ready === 'true' ? game.dataset.moves : null;
        if (moves !== null && moves !== window.__seen.at(-1)) window.__seen.push(moves);
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-moves', 'data-ready']});
})();""" % json.dumps(GAME_KEY)


@pytest.fixture(scope="module")
def tab(browser_type: BrowserType, browser_type_launch_args: dict, base_url: str) -> Iterator[Page]:
    """The game in a tab of a browser with the back/forward cache on."""
    browser = browser_type.launch(**browser_type_launch_args, ignore_default_args=["--disable-back-forward-cache"])
    context = browser.new_context(base_url=base_url)
    context.add_init_script(WATCH)
    prepare(context)
    page = context.new_page()
    page.goto(f"/#{CODE}")
    wait_ready(page)
    yield page
    browser.close()


def moves(page: Page) -> int:
    return int(page.locator(GAME).get_attribute("data-moves") or 0)


def stored_game(page: Page) -> Game:
    text = page.evaluate("key => localStorage.getItem(key)", GAME_KEY)
    return load(text) if text else Game.deal(CODE)


def draw_and_save(page: Page) -> int:
    """A draw, waited for until the page has saved it; the moves it made."""
    count = moves(page) + 1
    page.keyboard.press("d")
    expect(page.locator(GAME)).to_have_attribute("data-moves", str(count))
    page.wait_for_function("([key, n]) => { try { return JSON.parse(localStorage.getItem(key)).history.length"
                           " === n; } catch (e) { return false; } }", arg=[GAME_KEY, count])
    return count


def play_in_another_tab(context: BrowserContext, game: Game, draws: int) -> int:
    """Another tab draws ``draws`` times on ``game``, saving after each draw; the moves it made."""
    saves = []
    for _ in range(draws):
        game.play(game.stock_move)
        saves.append(dump(game))
    other = context.new_page()
    other.goto(NEUTRAL)
    other.evaluate("([key, saves]) => { for (const text of saves) localStorage.setItem(key, text); }",
                   [GAME_KEY, saves])
    other.close()
    return game.move_count


def test_back_to_a_page_kept_in_the_back_forward_cache_shows_the_game_played_meanwhile(tab: Page) -> None:
    """The player leaves the game for another page, plays on in another tab, and comes Back: the page is
    restored as it was left (not loaded again), then gets every storage event it missed, oldest first. It
    shows the other tab's game and says so, never one of the older games those events carry, and its next
    move is played on that game. (A regression test: each late event put its older game on the table again.)"""
    game = stored_game(tab)
    tab.goto(NEUTRAL)
    latest = play_in_another_tab(tab.context, game, draws=2)
    tab.go_back()
    restored = tab.evaluate("() => performance.getEntriesByType('navigation')[0].notRestoredReasons")
    assert tab.evaluate("() => window.__seen.includes('away')"), f"not restored from the cache: {restored}"
    tab.wait_for_function("key => window.__lastGame === localStorage.getItem(key)", arg=GAME_KEY)  # all came
    seen = tab.evaluate("() => window.__seen")
    assert seen[seen.index("away") + 1:] == [str(latest)]
    expect(tab.locator(MESSAGE)).to_contain_text(english("say.other-tab"))
    assert draw_and_save(tab) == latest + 1


def test_a_computer_asleep_with_the_game_on_screen_does_not_count_the_sleep(tab: Page) -> None:
    """Where ``performance.now()`` counts a computer's sleep (Chrome and Firefox on Windows), a laptop shut
    for an hour with the game on screen wakes with that clock an hour on, and the page's timers, which did not
    run meanwhile, fire once: the bar's clock counts a few seconds of that hour at most, then runs on."""
    if moves(tab) == 0:
        draw_and_save(tab)  # the clock runs from the first move
    tab.wait_for_function("() => document.getElementById('game').dataset.time !== '0'")
    before = int(tab.locator(GAME).get_attribute("data-time") or 0)
    tab.evaluate("() => { const now = performance.now.bind(performance);"
                 " performance.now = () => now() + 3_600_000; }")  # an hour asleep
    try:
        tab.wait_for_function("before => +document.getElementById('game').dataset.time >= before + 2",
                              arg=before)
        assert int(tab.locator(GAME).get_attribute("data-time") or 0) < before + 60
    finally:
        tab.evaluate("() => delete performance.now")  # Performance.prototype's again

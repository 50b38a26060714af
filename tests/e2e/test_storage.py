"""The game in progress (with its undo history) and the settings survive a reload and a closed tab; storage
that is full, unavailable, corrupt or from a future version never stops the game, is said once, and good
data is never overwritten with bad."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ds import Game
from ds.save import dump, load
from ds.web.stats import Stats
from tests.e2e.helpers import assert_hooks_match, choose_language, english, origin
from tests.engine.helpers import table
from tests.e2e.player import (
    GAME_KEY,
    MESSAGE,
    NEUTRAL,
    SETTINGS_KEY,
    STATS_KEY,
    fresh_page,
    near_won,
    open_page,
    record_announcements,
    said,
)

FUTURE_GAME = json.dumps({"format": "double-solitaire", "version": 3, "code": "DS1-D1N-AAAAAAB", "cards": "new"})
THROW_ON_SET = """Storage.prototype.setItem = function () {
    throw new DOMException('The operation is insecure.', '%s'); };"""


@pytest.fixture(scope="module")
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=base_url)
    record_announcements(context)
    yield context
    context.close()


def stored(page: Page, key: str) -> str | None:
    return page.evaluate("key => localStorage.getItem(key)", key)


def moves(page: Page) -> str:
    return page.locator("#game").get_attribute("data-moves") or ""


def draw(page: Page, times: int = 1) -> None:
    for _ in range(times):
        before = int(moves(page))
        page.keyboard.press("d")
        expect(page.locator("#game")).to_have_attribute("data-moves", str(before + 1))


def saved_moves(page: Page, count: int) -> None:
    """Wait until the page has saved the game at ``count`` moves."""
    page.wait_for_function(
        "([key, n]) => { try { return JSON.parse(localStorage.getItem(key)).history.length === n; }"
        " catch (e) { return false; } }", arg=[GAME_KEY, count])


def test_the_game_with_its_undo_history_and_the_settings_survive_a_reload_and_a_new_tab(context):
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(page, 2)
    page.keyboard.press("4")
    page.keyboard.press("Enter")
    page.keyboard.press("3")
    page.keyboard.press("Enter")
    expect(page.locator("#game")).to_have_attribute("data-moves", "3")
    page.locator(".bar [data-action='settings']").click()
    page.locator("[data-setting='four-colour']").check()
    page.keyboard.press("Escape")
    saved_moves(page, 3)
    score = page.locator("#game").get_attribute("data-score")

    page.reload()
    page.wait_for_selector("#game[data-ready='true']")
    assert moves(page) == "3" and page.locator("#game").get_attribute("data-score") == score
    expect(page.locator("html")).to_have_attribute("data-deck", "four")
    for expected_waste in ("2", "1"):  # undo reaches back across the reload
        page.keyboard.press("u")
        expect(page.locator(".pile[data-pile='waste']")).to_have_attribute("data-count", expected_waste)
    saved_moves(page, 1)
    page.close()

    tab = open_page(context, "/")  # the tab was closed: a new one resumes the same game
    expect(tab.locator("#game")).to_have_attribute("data-code", "DS1-D1N-AAAAAAK")
    assert moves(tab) == "3" and tab.locator("#game").get_attribute("data-undo") == "true"
    tab.keyboard.press("u")
    expect(tab.locator(".pile[data-pile='waste']")).to_have_attribute("data-count", "0")
    assert not any("could not" in text for text in said(tab))
    tab.close()


def test_a_corrupt_save_and_corrupt_statistics_are_said_once_then_replaced(context):
    corrupt_stats = json.dumps({"version": 1, "modes": {"D1N": {"played": -3}}})
    page = fresh_page(context, items={
        GAME_KEY: '{"format": "double-solitaire", "version": 1, "code": "DS1-D1N-AAAAAAB", "ba',
        STATS_KEY: corrupt_stats,
    })
    expect(page.locator(MESSAGE)).to_contain_text("Your last game could not be read")
    expect(page.locator(MESSAGE)).to_contain_text("Your statistics could not be read")
    draw(page)
    saved_moves(page, 1)
    assert load(stored(page, GAME_KEY)).move_count == 1
    page.wait_for_function("key => JSON.parse(localStorage.getItem(key)).modes.D1N.played === 1", arg=STATS_KEY)
    assert sum("could not be read" in text for text in said(page)) == 1
    page.close()


def test_a_save_from_a_future_version_is_kept_and_never_overwritten(context):
    page = fresh_page(context, items={GAME_KEY: FUTURE_GAME})
    expect(page.locator(MESSAGE)).to_contain_text("saved by a newer version")
    assert stored(page, GAME_KEY + ".newer") == FUTURE_GAME
    draw(page, 2)
    saved_moves(page, 2)
    assert stored(page, GAME_KEY + ".newer") == FUTURE_GAME
    page.reload()  # said once: the newer game is aside, this version's game resumes
    page.wait_for_selector("#game[data-ready='true']")
    assert moves(page) == "2" and page.locator(MESSAGE).inner_text() == ""
    page.close()


def test_corrupt_settings_and_future_statistics_are_said_together_once(context):
    future_stats = json.dumps({"version": 5, "modes": "elsewhere"})
    page = fresh_page(context, items={SETTINGS_KEY: "[1, 2", STATS_KEY: future_stats})
    message = page.locator(MESSAGE)
    expect(message).to_contain_text("Your settings could not be read")
    expect(message).to_contain_text("Your statistics were saved by a newer version")
    expect(page.locator("[data-setting='double-tap']")).to_be_checked()  # the defaults
    draw(page)  # a game played: the statistics are saved, the newer ones stay aside
    page.wait_for_function("key => localStorage.getItem(key) && JSON.parse(localStorage.getItem(key)).version === 2",
                           arg=STATS_KEY)
    assert stored(page, STATS_KEY + ".newer") == future_stats
    assert len(said(page)) >= 1 and sum("settings could not" in text for text in said(page)) == 1
    page.close()


def test_settings_with_wrong_fields_keep_the_good_ones_and_say_once_which_were_dropped(context):
    """Settings saved with a wrong draw and table (by hand, or another program): the other fields stay, the player
    is told once which went back to the default, in the page's language, and the text as it was is kept aside.
    (They went back to the default without a word.)"""
    text = json.dumps({"version": 1, "double_tap": False, "four_colour": True, "draw": 2, "table": "pink",
                       "language": "sv", "haptics": True})  # a later version's setting: kept (state45)
    page = fresh_page(context, items={SETTINGS_KEY: text})
    expect(page.locator(MESSAGE)).to_contain_text(
        "Några av dina inställningar gick inte att läsa och har fått standardvärdet igen: Dra, Bord.")
    expect(page.locator("html")).to_have_attribute("data-deck", "four")
    expect(page.locator("html")).to_have_attribute("data-table", "green")
    assert stored(page, SETTINGS_KEY + ".corrupt") == text
    kept = json.loads(stored(page, SETTINGS_KEY))
    assert (kept["double_tap"], kept["four_colour"], kept["draw"], kept["table"], kept["language"], kept.get("haptics")) == (
        False, True, 1, "green", "sv", True)
    page.reload()
    page.wait_for_selector("#game[data-ready='true']")
    page.wait_for_timeout(300)
    assert page.locator(MESSAGE).inner_text() == ""
    page.close()


@pytest.mark.parametrize(("script", "words", "items"), [
    (THROW_ON_SET % "SecurityError", "does not let the game store anything", {}),
    (THROW_ON_SET % "QuotaExceededError", "this position could not be saved", {"another-app": "its data"}),
    (THROW_ON_SET % "QuotaExceededError", "does not let the game store anything", {}),
    ("Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});",
     "does not let the game store anything", {}),
], ids=["private-mode", "full", "no-room-at-all", "no-storage"])
def test_storage_that_throws_never_stops_the_game_and_is_said_once(context, script, words, items):
    """No room at all (a storage that holds nothing and refuses every write as full: Safari's private browsing before
    iOS 11) was said as full storage: "this position could not be saved, so a reload would bring back an older one",
    though there was none, then again of the statistics (state45): it is storage that keeps nothing."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", script=script, items=items)
    draw(page, 3)
    page.keyboard.press("u")
    expect(page.locator(".pile[data-pile='waste']")).to_have_attribute("data-count", "2")
    page.wait_for_timeout(100)  # the saves after each action have been tried
    assert sum(words in text for text in said(page)) == 1, said(page)
    page.close()


ROOM = """(() => {  // a storage of window.__room characters (keys and values), once the test sets it
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        const others = Object.keys(this).filter((name) => name !== key);
        const used = others.reduce((sum, name) => sum + name.length + this.getItem(name).length, 0);
        if (window.__room !== undefined && used + key.length + String(value).length > window.__room) {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        }
        return set.call(this, key, value);
    };
})();"""


def test_full_storage_says_what_could_not_be_saved(context):
    """A storage nearly full as a game goes on: the statistics' first write finds no room (a new key), the game's
    save a few moves later. The page said "this position could not be saved" for the statistics, when the position
    was saved, then again when it was not (in one message: the first still showing). It says what could not be
    saved, each once."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", script=ROOM)
    page.evaluate("""() => window.__room = Object.keys(localStorage)
        .reduce((sum, name) => sum + name.length + localStorage.getItem(name).length, 0) + 20""")
    draw(page, 5)
    page.wait_for_timeout(100)  # the saves after each action have been tried
    texts = [text for text in said(page) if "storage is full" in text]
    assert "your statistics could not be saved" in texts[0] and "this position" not in texts[0], texts
    assert "this position could not be saved" in texts[-1], texts
    for sentence in ("your statistics could not be saved", "this position could not be saved"):
        assert max(text.count(sentence) for text in texts) == 1, texts
    page.close()


def test_what_found_the_storage_full_is_saved_when_the_page_is_left_once_there_is_room(context):
    """A win played with the storage full: neither its position nor its count could be saved (said). Room made
    meanwhile, the page left (a reload) saved neither: nothing was due any more, so the reload brought back the game a
    card from its win, and the statistics without it. What could not be saved is tried again when the page is hidden
    or left."""
    page = fresh_page(context, "/", items={GAME_KEY: dump(near_won("DS1-D1N-AAAAAAB"))}, script=ROOM)
    page.wait_for_function("key => localStorage.getItem(key) !== null", arg=STATS_KEY)  # played: counted at the start
    page.evaluate("""() => window.__room = Object.keys(localStorage)
        .reduce((sum, name) => sum + name.length + localStorage.getItem(name).length, 0)""")
    page.emulate_media(reduced_motion="reduce")
    page.keyboard.press("f")
    expect(page.locator("#game")).to_have_attribute("data-won", "true")
    wait_said(page, "this position could not be saved")
    page.evaluate("() => window.__room = undefined")  # room made
    page.reload()
    page.wait_for_selector("#game[data-ready='true']")
    expect(page.locator("#game")).to_have_attribute("data-won", "true")
    assert json.loads(stored(page, STATS_KEY))["modes"]["D1N"]["won"] == 1
    page.close()


def test_settings_that_found_the_storage_full_are_saved_when_the_page_is_left_once_there_is_room(context):
    """A setting changed with the storage full (said): room made, the page left (a reload) tried the game, the
    statistics and the deals again, not the settings, so the reload brought back the ones before (known since
    state44). The settings are tried again too."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", script=ROOM)
    page.evaluate("""() => window.__room = Object.keys(localStorage)
        .reduce((sum, name) => sum + name.length + localStorage.getItem(name).length, 0)""")
    page.click("[data-action='settings']")
    page.check("[data-setting='four-colour']")
    page.keyboard.press("Escape")
    wait_said(page, "your settings could not be saved")
    page.evaluate("() => window.__room = undefined")  # room made
    page.reload()
    page.wait_for_selector("#game[data-ready='true']")
    expect(page.locator("html")).to_have_attribute("data-deck", "four")
    assert json.loads(stored(page, SETTINGS_KEY))["four_colour"] is True
    page.close()


NO_LOCAL_STORAGE = ("Object.defineProperty(window, 'localStorage', {get() {"
                    " throw new DOMException('Access is denied for this document.', 'SecurityError'); }});")
BLOCKED_SITE_DATA = {
    # Firefox with cookies blocked: IndexedDB's open and a BroadcastChannel throw at once.
    "firefox": NO_LOCAL_STORAGE + """
        IDBFactory.prototype.open = function () { throw new DOMException('The operation is insecure.', 'SecurityError'); };
        window.BroadcastChannel = class { constructor() {
            throw new DOMException('The operation is insecure.', 'SecurityError'); } };""",
    # Chromium with cookies blocked: the open fails later, with an error event (as a real IDBRequest sends it).
    "chromium": NO_LOCAL_STORAGE + """
        IDBFactory.prototype.open = function () {
            const request = new EventTarget();
            request.addEventListener('error', (event) => request.onerror && request.onerror.call(request, event));
            setTimeout(() => request.dispatchEvent(new Event('error')), 0);
            return request;
        };""",
}


@pytest.mark.parametrize("browser_kind", BLOCKED_SITE_DATA)
def test_a_browser_that_blocks_site_data_still_starts_the_game(context, browser_kind):
    """Site data blocked (a setting of Chrome and Firefox): no localStorage, no IndexedDB, in Firefox no
    BroadcastChannel either. PyScript opens IndexedDB and a BroadcastChannel as it starts: the game starts
    all the same (static/boot.js), plays, and says once that it cannot store anything."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", script=BLOCKED_SITE_DATA[browser_kind])
    assert page.locator("[data-boot]").get_attribute("data-boot") == "ready"
    draw(page, 2)
    page.keyboard.press("u")
    expect(page.locator(".pile[data-pile='waste']")).to_have_attribute("data-count", "1")
    assert sum("does not let the game store anything" in text for text in said(page)) == 1, said(page)
    page.close()


def test_a_save_that_could_not_be_read_is_not_overwritten(context):
    """Reading threw (the data may be good): this visit plays on without saving over it."""
    page = fresh_page(context, items={GAME_KEY: "a good save from another day"}, script="""(() => {
        const get = Storage.prototype.getItem;
        Storage.prototype.getItem = function (key) {
            if (key === 'double-solitaire.game') throw new DOMException('busy', 'InvalidStateError');
            return get.call(this, key);
        };
    })();""")
    draw(page, 2)
    page.wait_for_timeout(150)
    assert page.evaluate("() => localStorage.__proto__.constructor.name") == "Storage"
    raw = page.evaluate("key => Object.getOwnPropertyDescriptor(localStorage, key)?.value ?? null", GAME_KEY)
    assert raw == "a good save from another day"
    page.close()


def test_the_settings_cannot_be_lost_by_a_page_that_could_not_read_them(context):
    """Settings from a newer version stay as they were, even after the player changes a setting here."""
    future = json.dumps({"version": 3, "theme": "aurora"})
    page = fresh_page(context, items={SETTINGS_KEY: future})
    page.locator(".bar [data-action='settings']").click()
    page.locator("[data-setting='large-print']").check()
    expect(page.locator("html")).to_have_attribute("data-print", "large")
    assert stored(page, SETTINGS_KEY + ".newer") == future
    assert json.loads(stored(page, SETTINGS_KEY))["large_print"] is True
    page.close()


HOSTILE = {  # a JavaScript expression of the value, made in the page (5 MB does not go through the test's wire)
    "nested-5000": "'['.repeat(5000) + ']'.repeat(5000)",
    "nested-100000": "'['.repeat(100000) + ']'.repeat(100000)",
    "binary": "String.fromCharCode(...Array.from({length: 4096}, (_, i) => (i * 7919) % 256)) + '\\uD800\\uDFFF\\uDC00'",
    "wrong-shape": "JSON.stringify([{version: 1, format: 'double-solitaire', modes: {}, language: 'sv'}])",
}
KEYS = (GAME_KEY, SETTINGS_KEY, STATS_KEY)
CORRUPT_WORDS = ("Your last game could not be read", "Your settings could not be read", "Your statistics could not be read")
FULL_WORDS = ("this position could not be saved", "your settings could not be saved", "your statistics could not be saved")


def wait_said(page: Page, words: str) -> None:
    """Wait until the live region has said ``words`` (the message line shows them for a few seconds only,
    which a busy machine can let pass before the test looks)."""
    page.wait_for_function("words => (window.__said || []).some(text => text.includes(words))", arg=words)


def hostile_page(context: BrowserContext, items: dict[str, str]) -> Page:
    """The game opened on an origin whose localStorage holds ``items`` (JavaScript expressions), written
    by the game's own document before it boots (a write from another page of the origin may reach the
    storage after the game has read it: megabytes under load did), once per tab (a reload keeps what
    the page itself saved)."""
    page = context.new_page()
    page.add_init_script("(() => { if (sessionStorage.getItem('__hostile')) return;"
                         " sessionStorage.setItem('__hostile', '1'); localStorage.clear(); " + "".join(
                             f"localStorage.setItem({json.dumps(key)}, {value}); " for key, value in items.items())
                         + "})();")
    page.goto("/")
    page.wait_for_selector("#game[data-ready='true']", timeout=60_000)
    return page


@pytest.mark.parametrize("value", HOSTILE)
def test_a_hostile_value_in_every_key_never_stops_the_game(context, value):
    """Nesting 5,000 and 100,000 deep (a wasm stack overflow inside json.loads, uncatchable, on every
    reload), binary garbage, valid JSON of the wrong shape, in the game's, the settings' and the
    statistics' keys at once: the game boots, says each once, keeps each value aside under <key>.corrupt
    (out of the way, so a reload says nothing more), plays and saves."""
    page = hostile_page(context, dict.fromkeys(KEYS, HOSTILE[value]))
    for words in CORRUPT_WORDS:
        wait_said(page, words)
    expected = page.evaluate(f"() => {HOSTILE[value]}")
    assert [stored(page, key + ".corrupt") == expected for key in KEYS] == [True] * 3
    draw(page)
    saved_moves(page, 1)
    assert load(stored(page, GAME_KEY)).move_count == 1
    page.reload()
    page.wait_for_selector("#game[data-ready='true']")
    assert moves(page) == "1" and page.locator(MESSAGE).inner_text() == ""
    assert sum("could not be read" in text for text in said(page)) == 0
    page.close()


@pytest.mark.parametrize("key", KEYS)
def test_a_5_mb_string_in_a_key_never_stops_the_game_nor_is_written_over(context, key):
    """Too long to read (or to copy aside: the storage is then full): said, left as it is, and the game
    plays on, saying what cannot be saved: the position, the settings, the statistics. (For the settings' and the
    statistics' keys it said that the position could not be saved, which was: found by the state44 hunt.)"""
    big = "'\"' + 'x'.repeat(5000000) + '\"'"
    page = hostile_page(context, {key: big})
    wait_said(page, CORRUPT_WORDS[KEYS.index(key)])
    draw(page, 2)
    wait_said(page, FULL_WORDS[KEYS.index(key)])
    if key != GAME_KEY:
        saved_moves(page, 2)
        assert not any("this position could not be saved" in text for text in said(page)), said(page)
    assert page.evaluate(f"key => localStorage.getItem(key) === {big}", key)
    page.close()


def test_a_move_is_saved_at_once_when_the_page_is_left(context):
    """A move, then a reload in the same task (before the 40 ms save timer): the pagehide save keeps it."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    for played in (1, 2):
        page.evaluate("""() => {
            document.dispatchEvent(new KeyboardEvent('keydown', {key: 'd', bubbles: true}));
            if (document.getElementById('game').dataset.moves === '0') throw new Error('the draw did not play');
            location.reload();
        }""")
        page.wait_for_selector("#game[data-ready='true']")
        assert moves(page) == str(played)
    page.close()


def test_a_second_tab_follows_the_first_and_never_writes_over_its_newer_game(context):
    """Two tabs of one game: each takes up what the other saved (and says so) instead of writing its
    older game over it; the statistics follow too."""
    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    second = open_page(context, "/")
    expect(second.locator("#game")).to_have_attribute("data-code", "DS1-D1N-AAAAAAK")
    first.bring_to_front()
    draw(first, 3)
    saved_moves(first, 3)
    expect(second.locator("#game")).to_have_attribute("data-moves", "3")
    second.bring_to_front()
    expect(second.locator(MESSAGE)).to_contain_text("This game went on in another tab")
    draw(second)  # the fourth move, played on the game of the first tab
    saved_moves(second, 4)
    expect(first.locator("#game")).to_have_attribute("data-moves", "4")
    assert first.locator(".pile[data-pile='waste']").get_attribute("data-count") == "4"
    stats = json.loads(stored(first, STATS_KEY))
    assert stats["modes"]["D1N"]["played"] == 1 and stats["current"] == "DS1-D1N-AAAAAAK"
    first.close()
    second.close()


@pytest.mark.parametrize("how", ["another-tab", "browser"])
def test_storage_cleared_while_a_tab_is_open_is_not_written_back(context, how):
    """The player clears the game's data (the browser's "clear site data", whose event open pages get as they get
    a script's ``localStorage.clear()`` in another tab): the open tab wrote the game back at its next move but the
    statistics only at their next counted change, so the clear was undone piecemeal. Now the tab writes nothing back
    and says so; the game on screen is saved again from its next move, and the statistics count from zero."""
    before = Stats()
    before.modes["D1N"].played = 5
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", items={STATS_KEY: before.dump()})
    draw(page, 2)
    saved_moves(page, 2)
    other = context.new_page()
    other.goto(NEUTRAL)
    if how == "browser":
        context.new_cdp_session(other).send("Storage.clearDataForOrigin",
                                            {"origin": origin(page.url), "storageTypes": "local_storage"})
    else:
        other.evaluate("localStorage.clear()")
    other.close()
    expect(page.locator(MESSAGE)).to_have_text(english("say.storage-cleared"))
    page.wait_for_timeout(200)  # a save still due (40 ms) would have come by now
    assert page.evaluate("Object.keys(localStorage)") == []
    page.evaluate(HIDE, True)  # the clock stops, which saved the game with its time: written back (state45)
    page.evaluate(HIDE, False)
    assert page.evaluate("Object.keys(localStorage)") == []
    draw(page)
    saved_moves(page, 3)
    assert json.loads(stored(page, STATS_KEY))["modes"]["D1N"]["played"] == 1
    page.close()


HIDE = """hidden => {
    Object.defineProperty(document, 'visibilityState', {value: hidden ? 'hidden' : 'visible', configurable: true});
    document.dispatchEvent(new Event('visibilitychange'));
}"""


def remove_from_another_page(context: BrowserContext, key: str) -> None:
    other = context.new_page()
    other.goto(NEUTRAL)
    other.evaluate("key => localStorage.removeItem(key)", key)
    other.close()


@pytest.mark.parametrize("key", ["game", "stats", "deals"])
def test_a_key_removed_elsewhere_is_not_written_back(context, key):
    """One key removed by another page (a reset by a host page's script, the browser's tools) came back from this
    tab's memory at its next save: the statistics with every game counted before, the daily days played, the game as
    the clock stopped when the page was hidden (known since state44, fixed by state45). A removal is taken as a clear
    of that key: the game is written again at its next move, the statistics and the daily days count from zero (the
    order of the winnable deals stays, so that no deal comes again)."""
    from ds.web.deals import Deals

    stats, deals = Stats(), Deals(seed=7)
    stats.modes["D1N"].played = 5
    for day in range(738_000, 738_003):
        deals.daily["D1N"].add(day, won=True)
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", items={STATS_KEY: stats.dump(), DEALS_KEY: deals.dump()})
    draw(page, 2)
    saved_moves(page, 2)
    page.wait_for_function("key => JSON.parse(localStorage.getItem(key)).modes.D1N.played === 6", arg=STATS_KEY)
    removed = {"game": GAME_KEY, "stats": STATS_KEY, "deals": DEALS_KEY}[key]
    page.evaluate("""() => {  // added after the page's own listener, so run after it in the same dispatch
        window.removals = 0;
        addEventListener('storage', (event) => { if (event.newValue === null) window.removals += 1; });
    }""")
    remove_from_another_page(context, removed)
    page.wait_for_function("() => window.removals === 1")  # the page has handled the removal
    if key == "game":
        page.evaluate(HIDE, True)  # the clock stops: the game was saved with its time
        page.evaluate(HIDE, False)
        page.wait_for_timeout(200)
        assert stored(page, GAME_KEY) is None
        draw(page)
        saved_moves(page, 3)
    elif key == "stats":
        draw(page)
        saved_moves(page, 3)
        page.wait_for_function("key => localStorage.getItem(key) !== null", arg=STATS_KEY)
        assert json.loads(stored(page, STATS_KEY))["modes"]["D1N"]["played"] == 1  # the game on the table, again
    else:
        page.click("[data-action='new-game']")
        expect(page.locator("[data-show='daily-stats']")).to_have_attribute("data-played", "0")
        page.check("[name='winnable']")
        page.click("dialog[data-dialog='new-game'] [data-action='deal']")
        page.locator("[data-show='replace-confirm'] [data-action='give-up']").click()
        page.wait_for_function("key => localStorage.getItem(key) !== null", arg=DEALS_KEY)
        written = Deals.parse(stored(page, DEALS_KEY))
        assert written.daily["D1N"].played == 0 and written.seed == 7 and written.taken["D1N"] == 1
    assert not [text for text in said(page) if "cleared" in text], said(page)
    page.close()


def test_session_storage_cleared_by_another_document_of_the_tab_is_not_the_games_storage(context):
    """A document of the same origin in the same tab (a host page's script, a frame of its own) clears its
    sessionStorage, as sign-out scripts do: the browser tells the tab's other documents with a ``storage`` event whose
    key is null, like a clear of localStorage. The game took it for one, said the player's data was cleared, and wrote
    its statistics counted from zero over the ones kept in localStorage at its next count (found by the state45 hunt).
    Only events of localStorage are the game's."""
    before = Stats()
    before.modes["D1N"].played = 5
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", items={STATS_KEY: before.dump()})
    draw(page)
    page.wait_for_function("key => JSON.parse(localStorage.getItem(key)).modes.D1N.played === 6", arg=STATS_KEY)
    page.evaluate("""() => {  // a frame of the page's own origin (about:blank), sharing its sessionStorage
        const frame = document.createElement('iframe');
        document.body.append(frame);
        frame.contentWindow.sessionStorage.setItem('signed-in', 'yes');
        frame.contentWindow.sessionStorage.clear();
    }""")
    page.wait_for_timeout(300)  # the storage events have come
    page.keyboard.press("n")
    page.click("dialog[data-dialog='new-game'] [data-action='deal']")
    page.locator("[data-show='replace-confirm'] [data-action='give-up']").click()
    draw(page)
    page.wait_for_function("key => JSON.parse(localStorage.getItem(key)).modes.D1N.played === 7", arg=STATS_KEY)
    assert not [text for text in said(page) if "cleared" in text], said(page)
    page.close()


def test_a_tab_only_looked_at_leaves_the_other_saying_nothing(context):
    """The player plays in one tab, looks at another tab of the game for a moment, and comes back: the other tab,
    shown, ran its clock and saved the game with that time as it was hidden, and the first then said "This game went
    on in another tab" of a game nobody had played (found by the state44 hunt). A save that is this tab's game but
    for its time is taken quietly, its time with it."""
    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    second = open_page(context, "/")
    second.evaluate(HIDE, True)
    draw(first, 2)
    saved_moves(first, 2)
    first.evaluate(HIDE, True)
    second.evaluate(HIDE, False)
    second.wait_for_function("() => +document.getElementById('game').dataset.time >= 2")
    second.evaluate(HIDE, True)
    first.evaluate(HIDE, False)
    time = load(stored(first, GAME_KEY)).played_ms // 1000
    assert time >= 2
    expect(first.locator("#game")).to_have_attribute("data-time", re.compile(f"^({time}|{time + 1})$"))
    first.wait_for_timeout(300)  # the storage event of the second tab's save has come
    assert not [text for text in said(first) if "another tab" in text], said(first)
    first.close()
    second.close()


def test_a_tab_that_takes_up_another_game_says_it_is_another_game(context):
    """A tab that dealt another game (a shared link opened, New game) put it on the first tab's table too, which said
    "This game went on in another tab", of a game it had never shown (found by the hunt42 hunt). It now says that
    another tab put another game on the table; a game played on there is still "this game"."""
    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(first)
    second = open_page(context, "/#DS1-D3V-AAAAAAC")
    second.locator("dialog[open] [data-action='give-up']").click()  # the link's game, in place of the first tab's
    expect(second.locator("#game")).to_have_attribute("data-code", "DS1-D3V-AAAAAAC")
    first.bring_to_front()
    expect(first.locator("#game")).to_have_attribute("data-code", "DS1-D3V-AAAAAAC")
    expect(first.locator(MESSAGE)).to_have_text(english("say.other-tab-game"))
    second.bring_to_front()
    draw(second)
    first.bring_to_front()
    expect(first.locator("#game")).to_have_attribute("data-moves", "1")
    expect(first.locator(MESSAGE)).to_have_text(english("say.other-tab"))
    first.close()
    second.close()

def test_a_second_tab_takes_up_the_first_ones_settings_and_daily_deal_instead_of_writing_over_them(context):
    """Two tabs: a setting changed in one shows in the other, and a setting changed there keeps it; a daily
    deal played in one is counted in the other's New game window, and a deal there keeps its day. (A
    regression test: the second tab wrote its older settings and daily statistics over the first's.)"""
    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    second = open_page(context, "/")
    first.bring_to_front()
    first.click("[data-action='settings']")
    first.check("[data-setting='four-colour']")
    first.keyboard.press("Escape")
    expect(second.locator("html")).to_have_attribute("data-deck", "four")
    first.click("[data-action='new-game']")
    first.check("input[name='draw'][value='1']")
    first.click("[data-action='daily']")
    expect(first.locator("dialog[data-dialog='new-game']")).not_to_be_visible()
    draw(first)
    daily = first.evaluate("location.hash.slice(1)")
    played = json.loads(stored(first, "double-solitaire.deals"))["daily"]["D1N"]["played"]
    assert len(played) == 1 and played[0][0] == played[0][1], "one day played (a run of one day)"

    second.bring_to_front()
    expect(second.locator("#game")).to_have_attribute("data-code", daily)
    # The draw is saved a moment after the deal (off the tap's path): wait until this tab has taken it up.
    expect(second.locator("[data-show='moves']")).to_have_text("1")
    second.click("[data-action='settings']")
    second.check("[data-setting='large-print']")
    second.keyboard.press("Escape")
    settings = json.loads(stored(second, SETTINGS_KEY))
    assert settings["four_colour"] and settings["large_print"], "the first tab's four colours were kept"
    expect(first.locator("html")).to_have_attribute("data-print", "large")
    second.click("[data-action='new-game']")
    expect(second.locator("[data-show='daily-stats']")).to_contain_text("1 day played")
    second.check("input[name='draw'][value='3']")
    second.click("dialog[data-dialog='new-game'] [data-action='deal']")
    second.locator("[data-show='replace-confirm'] [data-action='give-up']").click()
    expect(second.locator("#game")).not_to_have_attribute("data-code", daily)
    deals = json.loads(stored(second, "double-solitaire.deals"))
    assert deals["daily"]["D1N"]["played"] == played, "the day played in the first tab was kept"
    first.close()
    second.close()


def test_a_language_chosen_over_the_addresss_holds_when_another_tab_saves_its_settings(context):
    """A tab opened with ?lang=sv where the player then chose English went back to Swedish as soon as another tab
    saved any setting: taking up that tab's settings, it let the address's lang win again over the choice."""
    first = fresh_page(context, "/?lang=sv")
    choose_language(first, "en")
    second = open_page(context, "/")
    second.click("[data-action='settings']")
    second.check("[data-setting='four-colour']")
    second.keyboard.press("Escape")
    expect(first.locator("html")).to_have_attribute("data-deck", "four")  # taken up
    expect(first.locator("html")).to_have_attribute("lang", "en")
    expect(first.locator(".bar [data-action='new-game']")).to_have_text("New game")
    first.close()
    second.close()


def test_a_language_chosen_in_another_tab_reaches_the_words_an_open_window_made(context):
    """A language chosen in another tab translated an open window's fixed words but not those the page had made: the New
    game window's daily line and its question before giving the game up, the question a link asks, stayed in English
    among Swedish (found by the hunt42 hunt). Both windows, each open in turn in the first tab."""
    from ds.web.i18n import Texts

    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(first)
    second = open_page(context, "/")
    first.bring_to_front()
    first.keyboard.press("n")
    first.click("dialog[data-dialog='new-game'] [data-action='deal']")  # asks first: the game has a move
    first.evaluate("location.hash = 'DS1-D3V-AAAAAAC'")  # the address asks too: its own window
    for language, window in (("sv", "replace"), ("en", "new-game")):
        if window == "new-game":
            first.keyboard.press("Escape")
            first.keyboard.press("n")
            first.click("dialog[data-dialog='new-game'] [data-action='deal']")
        expect(first.locator(f"dialog[data-dialog='{window}']")).to_be_visible()
        choose_language(second, language)
        expect(first.locator("html")).to_have_attribute("lang", language)
        words = Texts.load(language)
        moves = words.plural("count.moves", 1)
        if window == "replace":
            expect(first.locator("#replace-text")).to_have_text(words("replace.ask-link", game="DS1-D3V-AAAAAAC", moves=moves))
        else:
            expect(first.locator("[data-show='replace-confirm'] [data-show='replace-text']")).to_have_text(
                words("replace.ask-deal", moves=moves))
            expect(first.locator("[data-show='daily-stats']")).to_contain_text(words("mode.D1N"))
    first.close()
    second.close()

def test_a_code_error_is_said_again_in_a_language_chosen_in_another_tab(context):
    """The New game window's error on a wrong code stayed in English when Portuguese was chosen in another tab, among
    the window's Portuguese words (found by the 42nd session's hunt): it is said again in the new language."""
    from ds.codes import GameCode
    from ds.errors import InvalidCodeError
    from ds.web.i18n import Texts

    with pytest.raises(InvalidCodeError) as wrong:
        GameCode.parse("DS1-D2N-AAAAAAB")
    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    second = open_page(context, "/")
    first.bring_to_front()
    first.keyboard.press("n")
    first.fill("dialog[data-dialog='new-game'] input[name='code']", "DS1-D2N-AAAAAAB")
    first.click("dialog[data-dialog='new-game'] [data-action='deal']")
    error = first.locator("[data-show='code-error']")
    expect(error).to_have_text(Texts.load("en").reason(wrong.value.reason))
    choose_language(second, "pt")
    expect(first.locator("html")).to_have_attribute("lang", "pt")
    expect(error).to_have_text(Texts.load("pt").reason(wrong.value.reason))
    expect(first.locator("dialog[data-dialog='new-game'] input[name='code']")).to_have_attribute("aria-invalid", "true")
    first.close()
    second.close()


def test_another_tabs_game_leaves_the_windows_open_and_current(context):
    """A player reading a window in one tab while the other tab plays keeps the window: taking up the other
    tab's game leaves Statistics, Settings and Rules open, and what they show follows (the game played counts
    in Statistics, a setting changed there shows in Settings). (A regression test: every window closed.)"""
    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    second = open_page(context, "/")
    expect(second.locator("#game")).to_have_attribute("data-code", "DS1-D1N-AAAAAAK")
    played = second.locator("[data-show='stats'] td[data-mode='D1N'][data-stat='played']")
    second.click("[data-action='stats']")
    expect(played).to_have_attribute("data-value", "0")

    first.bring_to_front()
    draw(first)
    saved_moves(first, 1)
    expect(second.locator("#game")).to_have_attribute("data-moves", "1")
    expect(second.locator("dialog[data-dialog='stats']")).to_be_visible()
    expect(played).to_have_attribute("data-value", "1")

    second.keyboard.press("Escape")
    second.click("[data-action='settings']")
    first.click("[data-action='settings']")
    first.check("[data-setting='four-colour']")
    first.keyboard.press("Escape")
    draw(first)
    saved_moves(first, 2)
    expect(second.locator("#game")).to_have_attribute("data-moves", "2")
    expect(second.locator("dialog[data-dialog='settings']")).to_be_visible()
    expect(second.locator("[data-setting='four-colour']")).to_be_checked()

    second.keyboard.press("Escape")
    second.click("[data-action='rules']")
    draw(first)
    saved_moves(first, 3)
    expect(second.locator("#game")).to_have_attribute("data-moves", "3")
    expect(second.locator("dialog[data-dialog='rules']")).to_be_visible()
    first.close()
    second.close()


def test_another_tabs_game_stops_a_search_for_a_winnable_deal_under_way_here(context):
    """The New game window searches for a winnable deal (this player has had every deal of the table of Draw 3,
    Vegas) when another tab's game comes: the window stays open, the search stops there (its words go, Deal can be
    pressed again) and never replaces the game taken up. (aeca0fd, which had no test: the search went on.)"""
    from ds.solver import table as deals_table
    from ds.web.deals import Deals

    deals = Deals(seed=1)
    deals.taken["D3V"] = len(deals_table.winnable("D3V"))
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK", items={DEALS_KEY: deals.dump()})
    page.click("[data-action='new-game']")
    page.check("input[name='draw'][value='3']")
    page.check("input[name='scoring'][value='V']")
    page.check("[name='winnable']")
    page.click("dialog[data-dialog='new-game'] [data-action='deal']")
    search = page.locator("[data-show='deal-search']")
    expect(search).to_be_visible()
    deal = page.locator("dialog[data-dialog='new-game'] [data-action='deal']")
    expect(deal).to_be_disabled()

    taken_up = Game.deal("DS1-D1N-AAAAAAC")
    taken_up.play(taken_up.stock_move)
    write_from_another_page(context, {GAME_KEY: json.dumps(dump(taken_up))})
    root = page.locator("#game")
    expect(root).to_have_attribute("data-code", "DS1-D1N-AAAAAAC")
    expect(page.locator("dialog[data-dialog='new-game']")).to_be_visible()
    expect(search).to_be_hidden()
    expect(deal).to_be_enabled()
    page.wait_for_timeout(3_000)  # a search that went on would deal its winnable deal over the game taken up
    expect(root).to_have_attribute("data-code", "DS1-D1N-AAAAAAC")
    assert page.evaluate("() => !document.querySelector(\"[data-show='deal-search']\").textContent")
    page.close()


def other_deal(code: str, cards_of: str, moves: int = 3) -> str:
    """A save of the game ``cards_of`` after a few draws, its code edited to ``code`` (another deal)."""
    game = Game.deal(cards_of)
    for _ in range(moves):
        game.play(game.stock_move)
    saved = json.loads(dump(game))
    saved["code"] = code
    return json.dumps(saved)


def test_a_save_whose_cards_are_not_its_codes_deal_is_dealt_afresh_keeping_stats_and_settings(context):
    """A saved game whose code names another deal than its cards (hand-edited, or another version's): not
    resumed (the page would share or deal afresh a deal that is not on the table), said in its own words,
    kept aside; the code's own deal is on the table, fresh; the statistics and the settings stay."""
    stats = json.dumps({"version": 2, "current": "DS1-D1N-AAAAAAB", "current_won": False, "modes": {
        mode: {"played": 4, "won": 1, "best_score": 900, "fewest_moves": 120, "streak": 1, "best_streak": 1,
               "total": 0, "best_time": 300, "timed_wins": 1, "won_time": 300}
        for mode in ("D1N", "D3N", "D1V", "D3V")}})
    bad = other_deal("DS1-D1N-AAAAAAB", cards_of="DS1-D1N-AAAAAAK")
    page = fresh_page(context, items={GAME_KEY: bad, STATS_KEY: stats,
                                      SETTINGS_KEY: json.dumps({"version": 1, "four_colour": True})})
    expect(page.locator(MESSAGE)).to_contain_text("The cards of your last game were not those of its game code")
    root = page.locator("#game")
    expect(root).to_have_attribute("data-code", "DS1-D1N-AAAAAAB")
    assert moves(page) == "0" and page.evaluate("location.hash") == "#DS1-D1N-AAAAAAB"
    assert_hooks_match(page, Game.deal("DS1-D1N-AAAAAAB"))
    expect(page.locator("html")).to_have_attribute("data-deck", "four")
    assert stored(page, GAME_KEY + ".corrupt") == bad
    assert json.loads(stored(page, STATS_KEY))["modes"]["D1N"]["played"] == 4
    page.close()


def test_an_open_tab_does_not_take_up_a_save_whose_cards_are_not_its_codes_deal(context):
    """Another tab's (or another version's) save of cards that are not its code's deal: the open tab keeps its
    game rather than put that on the table, and goes on saving its own."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(page)
    saved_moves(page, 1)
    page.evaluate("([key, text]) => { localStorage.setItem(key, text); window.dispatchEvent(new StorageEvent("
                  "'storage', {key, newValue: text, storageArea: localStorage})); }",
                  [GAME_KEY, other_deal("DS1-D1N-AAAAAAK", cards_of="DS1-D1N-AAAAAAC", moves=5)])
    draw(page)
    saved_moves(page, 2)
    assert load(stored(page, GAME_KEY)).code is not None and moves(page) == "2"
    page.close()


def test_a_saved_position_set_up_without_a_code_plays_and_shares_no_code(context):
    """A save may hold a position set up by hand, with its mode and no code (ds/save.py): the page plays it;
    the address shows no code, and Share and the copy button say there is none to share."""
    game = table("D1N", columns=["8S", "7H", "AS"])
    page = fresh_page(context, items={GAME_KEY: dump(game)})
    root = page.locator("#game")
    expect(root).to_have_attribute("data-code", "")
    assert page.evaluate("location.hash") == ""
    page.click("[data-action='copy-code']")
    expect(page.locator(MESSAGE)).to_contain_text("it has no code to share")
    page.keyboard.press("3")
    page.keyboard.press("f")
    expect(root).to_have_attribute("data-moves", "1")
    saved_moves(page, 1)
    again = load(stored(page, GAME_KEY))
    assert again.code is None and again.move_count == 1
    page.close()


def write_from_another_page(context: BrowserContext, items: dict[str, str]) -> None:
    """Another page of the origin writes ``items`` (JavaScript expressions of the values): the game's open tabs
    get real ``storage`` events."""
    other = context.new_page()
    other.goto("/static/icon.svg")
    other.evaluate("() => {" + "".join(f"localStorage.setItem({json.dumps(key)}, {value}); "
                                       for key, value in items.items()) + "}")
    other.close()


DEALS_KEY = "double-solitaire.deals"


def test_an_open_tab_keeps_its_own_through_hostile_values_another_tab_writes(context):
    """Nesting 100,000 deep, binary garbage, JSON of the wrong shape, NaN where numbers go, written by another
    page into the game's, the settings', the statistics' and the deals' keys while a game is open: the tab
    puts none of it on the table, keeps its game, look, statistics and deals, plays on and saves them again."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    page.click("[data-action='settings']")
    page.check("[data-setting='four-colour']")
    page.keyboard.press("Escape")
    draw(page)
    saved_moves(page, 1)
    values = {**HOSTILE, "nan": "'{\"version\": NaN, \"format\": \"double-solitaire\", \"modes\": NaN, \"seed\": NaN}'"}
    for number, value in enumerate(values.values(), start=2):
        write_from_another_page(context, dict.fromkeys((*KEYS, DEALS_KEY), value))
        draw(page)
        saved_moves(page, number)
    expect(page.locator("html")).to_have_attribute("data-deck", "four")
    assert json.loads(stored(page, SETTINGS_KEY))["four_colour"] is True
    assert json.loads(stored(page, STATS_KEY))["modes"]["D1N"]["played"] == 1
    assert load(stored(page, GAME_KEY)).move_count == len(values) + 1
    page.close()


def test_settings_with_wrong_fields_from_another_tab_are_said_too(context):
    """Another page writes settings with a wrong draw and table while a game is open: this tab takes the good fields,
    says which went back to the default (as a page does at its start; it said nothing), keeps the text aside and
    writes the settings back."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(page)
    text = json.dumps({"version": 1, "four_colour": True, "draw": 2, "table": "pink"})
    write_from_another_page(context, {SETTINGS_KEY: f"'{text}'"})
    expect(page.locator(MESSAGE)).to_contain_text(
        "Some of your settings could not be read and went back to the default: Draw, Table.")
    expect(page.locator("html")).to_have_attribute("data-deck", "four")
    assert stored(page, SETTINGS_KEY + ".corrupt") == text
    kept = json.loads(stored(page, SETTINGS_KEY))
    assert (kept["four_colour"], kept["draw"], kept["table"]) == (True, 1, "green")
    page.close()


def test_an_open_tab_keeps_aside_what_a_newer_version_saves_in_another_tab(context):
    """A tab of a newer version saves its game and settings while this one is open: this tab says so once,
    keeps them aside (<key>.newer) before it writes its own over them, and plays on."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(page)
    saved_moves(page, 1)
    future_settings = json.dumps({"version": 3, "theme": "aurora"})
    write_from_another_page(context, {GAME_KEY: json.dumps(FUTURE_GAME), SETTINGS_KEY: json.dumps(future_settings)})
    wait_said(page, "Another tab runs a newer version")
    draw(page)
    saved_moves(page, 2)
    page.click("[data-action='settings']")
    page.check("[data-setting='large-print']")
    page.keyboard.press("Escape")
    assert stored(page, GAME_KEY + ".newer") == FUTURE_GAME
    assert stored(page, SETTINGS_KEY + ".newer") == future_settings
    assert json.loads(stored(page, SETTINGS_KEY))["large_print"] is True and moves(page) == "2"
    assert sum("Another tab runs a newer version" in text for text in said(page)) == 1
    page.close()


def test_a_game_in_progress_is_not_lost_to_the_fresh_deal_of_a_tab_that_could_not_read_it(context):
    """Something wrote unreadable text under the game's key (written here by the page itself, which gets no event of
    its own write: the open tab has not handled it yet) and a new tab opened: the new tab kept the text aside, dealt a
    fresh game and saved it, and the open tab took that unplayed deal up, losing its game in progress (left open by
    state45). An unplayed deal that gave up no game (the statistics still count this tab's game in progress) is not
    taken up over it: the open tab writes its game back, and the new tab takes it up."""
    first = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(first, 2)
    saved_moves(first, 2)
    first.evaluate("key => localStorage.setItem(key, '{\"format\": \"double-solitaire\", \"ver')", GAME_KEY)
    second = open_page(context, "/")
    expect(second.locator("#game")).to_have_attribute("data-code", "DS1-D1N-AAAAAAK")
    expect(second.locator("#game")).to_have_attribute("data-moves", "2")
    expect(second.locator(MESSAGE)).to_have_text(english("say.other-tab-game"))
    assert any("Your last game could not be read" in text for text in said(second)), said(second)
    expect(first.locator("#game")).to_have_attribute("data-moves", "2")
    assert first.locator("#game").get_attribute("data-code") == "DS1-D1N-AAAAAAK"
    saved_moves(first, 2)
    assert str(load(stored(first, GAME_KEY)).code) == "DS1-D1N-AAAAAAK"
    assert not [text for text in said(first) if "another tab" in text.lower()], said(first)
    draw(second)  # played on in the new tab: the first follows
    expect(first.locator("#game")).to_have_attribute("data-moves", "3")
    assert json.loads(stored(first, STATS_KEY))["modes"]["D1N"]["played"] == 1
    first.close()
    second.close()


def test_a_newer_versions_game_saved_again_stays_and_this_tab_says_once_its_game_is_no_longer_saved(context):
    """A newer version's tab saved its game twice: this tab kept the first aside (``.newer``) and wrote its own over
    it, then, the place aside taken, stopped saving its game for the rest of the visit without a word (left open by
    state45). The newer version's latest game is the player's: it stays under the key, the first stays aside, and
    this tab says once that its game is no longer saved."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(page)
    saved_moves(page, 1)
    write_from_another_page(context, {GAME_KEY: json.dumps(FUTURE_GAME)})
    wait_said(page, "Another tab runs a newer version")
    draw(page)
    saved_moves(page, 2)
    later = json.dumps({**json.loads(FUTURE_GAME), "cards": "later"})
    for text in (later, json.dumps({**json.loads(FUTURE_GAME), "cards": "latest"})):
        write_from_another_page(context, {GAME_KEY: json.dumps(text)})
        wait_said(page, english("store.newer-game-not-kept"))
        draw(page)
        page.wait_for_timeout(200)  # a save (40 ms) would have come by now
        assert stored(page, GAME_KEY) == text
    assert stored(page, GAME_KEY + ".newer") == FUTURE_GAME
    page.evaluate(HIDE, True)  # nor is it written as the page is hidden
    page.evaluate(HIDE, False)
    assert stored(page, GAME_KEY) == text
    assert sum(english("store.newer-game-not-kept") in text for text in said(page)) == 1
    page.close()


def test_another_tabs_new_game_closes_the_question_before_giving_up_the_game_that_was_here(context):
    """The New game window asked "give up this game of 2 moves and play it again?" when another tab gave that game
    up and dealt another: the question stayed, now of a game of 0 moves, and saying yes dealt the other tab's new
    deal "again" (found by the tabs46 hunt). The question was about the game that was on the table: it goes (as the
    link's question does), the New game window staying open."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    draw(page, 2)
    saved_moves(page, 2)
    page.click(".bar [data-action='new-game']")
    page.click("dialog[open] [data-action='replay']")
    confirm = page.locator("dialog[open] [data-show='replace-confirm']")
    expect(confirm).to_be_visible()
    stats = Stats.parse(stored(page, STATS_KEY))
    stats.current = None  # the other tab gave the game up as it dealt
    write_from_another_page(context, {STATS_KEY: json.dumps(stats.dump()),
                                      GAME_KEY: json.dumps(dump(Game.deal("DS1-D1N-AAAAAAC")))})
    expect(page.locator("#game")).to_have_attribute("data-code", "DS1-D1N-AAAAAAC")
    expect(confirm).to_be_hidden()
    expect(page.locator("dialog[open] [data-action='deal']")).to_be_focused()  # not lost with the question's button
    expect(page.locator("dialog[open] [data-action='replay']")).to_be_hidden()  # a deal not played: nothing to replay
    page.keyboard.press("Escape")
    assert json.loads(stored(page, STATS_KEY))["modes"]["D1N"]["played"] == 1
    page.close()

"""Play this deal again (New game window and win window): the game on the table's code dealt afresh, the same cards
in the same mode at move 0 and clock 0; a game in progress is asked about first and counts as a new deal's does
(ds/web/stats.py); today's daily deal stays today's; a position set up without a code is not offered again."""

from __future__ import annotations

import json
from datetime import date

from playwright.sync_api import Page, expect

from ds import Game, Move
from ds.solver import table
from ds.web.deals import KEY as DEALS_KEY
from ds.web.deals import DailyLine, Deals, daily_words
from ds.web.i18n import Texts
from ds.web.stats import KEY as STATS_KEY
from ds.web.stats import Facts, Stats
from tests.e2e import sharing
from tests.e2e.helpers import (GAME, SAVE_KEY, assert_hooks_match, english, open_game, park, skip_celebration, state,
                               wait_ready)
from tests.e2e.player import near_won, save_of

shared_tab, page = sharing.shared_tab, sharing.page  # fixtures: one tab for the module, reset for each test

NEW_GAME = "dialog[data-dialog='new-game']"
WON = "dialog[data-dialog='won']"
CODE = "DS1-D1V-AAAAAAB"


def stored(page: Page, key: str) -> dict:
    """What the page keeps under ``key`` (written in the same task as the change the page shows)."""
    return json.loads(page.evaluate("key => localStorage.getItem(key)", key))


def open_with(page: Page, items: dict[str, str]) -> None:
    """The game as a returning player whose browser stored ``items`` finds it."""
    park(page, items)
    page.goto("/")
    wait_ready(page)


def ask_to_replay(page: Page) -> None:
    page.keyboard.press("n")
    page.locator(f"{NEW_GAME} [data-action='replay']").click()


def test_a_game_in_progress_is_asked_about_then_dealt_again_from_its_start_and_counted_as_a_new_deal_counts_it(
        page: Page) -> None:
    """Two moves played (a minute on the clock), one undone: Play this deal again asks, Keep playing focused;
    kept, nothing changed; asked again and given up, the same cards at move 0, clock 0, no history, and the Vegas
    game counted as given up as a new deal counts it (the streak, the -$104 in the total); the replay's first move
    is a game of its own. Pressed while Deal seeks a winnable deal, it stops the search and deals this one again."""
    game = Game.deal(CODE)
    for move in ("s>w", "s>w"):
        game.play(Move.parse(move))
    game.played_ms = 65_000
    used_up = Deals(taken={mode: len(table.winnable(mode)) for mode in table.MODES})  # Deal then searches
    open_with(page, {SAVE_KEY: save_of(game), DEALS_KEY: used_up.dump()})
    root = page.locator(GAME)
    assert int(root.get_attribute("data-time") or 0) >= 65  # the clock runs on from the saved minute
    page.keyboard.press("u")  # a draw taken back: something to redo
    expect(root).to_have_attribute("data-redo", "true")
    table_before = state(page)["cards"]

    ask_to_replay(page)
    confirm = page.locator(f"{NEW_GAME} [data-show='replace-confirm']")
    expect(confirm).to_be_visible()
    expect(confirm).to_contain_text(english("replace.ask-replay", moves="2 moves, with -$104"))  # what it ends at
    expect(confirm.locator("[data-action='keep-playing']")).to_be_focused()  # keeping the game is the default
    confirm.locator("[data-action='keep-playing']").click()
    expect(page.locator(NEW_GAME)).to_be_hidden()
    expect(root).to_have_attribute("data-moves", "2")
    assert state(page)["cards"] == table_before

    ask_to_replay(page)
    confirm.locator("[data-action='give-up']").click()
    expect(page.locator(NEW_GAME)).to_be_hidden()
    expect(root).to_have_attribute("data-moves", "0")
    assert [root.get_attribute(f"data-{name}") for name in ("time", "code", "score", "undo", "redo")] == [
        "0", CODE, "-104", "false", "false"]  # the clock at zero, the history empty
    assert_hooks_match(page, Game.deal(CODE))
    expect(page.locator("[data-show='announce']")).to_have_text(english("say.game-again", code=CODE,
                                                                         mode=english("mode.D1V")))
    expected = Stats()  # what a new deal over the game does (Board.show): the game played, then replaced
    expected.record(Facts(CODE, moves=1, score=-104, won=False))
    expected.replaced(Facts(CODE, moves=2, score=-104, won=False))  # (a game given up: its time is not counted)
    line = stored(page, STATS_KEY)["modes"]["D1V"]
    assert line == json.loads(expected.dump())["modes"]["D1V"]
    assert (line["played"], line["streak"], line["total"]) == (1, 0, -104)

    page.keyboard.press("d")  # the replay's first move: a game played of its own
    expect(root).to_have_attribute("data-moves", "1")
    assert stored(page, STATS_KEY)["modes"]["D1V"]["played"] == 2

    page.keyboard.press("n")  # a winnable deal of draw 3 Vegas sought (minutes long), this game given up for it
    page.check(f"{NEW_GAME} input[name='draw'][value='3']")
    page.check(f"{NEW_GAME} input[name='winnable']")
    page.locator(f"{NEW_GAME} [data-action='deal']").click()
    confirm.locator("[data-action='give-up']").click()
    expect(page.locator(f"{NEW_GAME} [data-show='deal-search']")).to_be_visible()
    page.locator(f"{NEW_GAME} [data-action='replay']").click()
    expect(page.locator(NEW_GAME)).to_be_hidden()
    expect(root).to_have_attribute("data-moves", "0")
    assert root.get_attribute("data-code") == CODE


def test_from_the_win_window_todays_deal_is_dealt_again_as_todays_deal_counted_once(page: Page) -> None:
    """Today's daily deal won: the win window's Play this deal again deals it at once (a won game is not asked
    about), the same cards at move 0; the win and the streak stay counted once, and the replay is still today's
    deal: its day is played and won once, whatever the replay does."""
    today = date.today()
    code = str(table.daily("D1N", today))
    deals = Deals()
    deals.daily_code("D1N", today)  # the daily deal on the table, as Play today's deal makes it
    open_with(page, {SAVE_KEY: save_of(near_won(code)), DEALS_KEY: deals.dump()})
    root = page.locator(GAME)
    page.keyboard.press("1")
    page.keyboard.press("f")  # the last card home: won
    expect(root).to_have_attribute("data-won", "true")
    skip_celebration(page)
    page.locator(f"{WON} [data-action='replay']").click()
    expect(page.locator(WON)).to_be_hidden()
    expect(root).to_have_attribute("data-moves", "0")
    expect(page.locator("dialog[data-dialog='replace']")).to_be_hidden()
    assert (root.get_attribute("data-won"), root.get_attribute("data-code"), root.get_attribute("data-time")) == (
        "false", code, "0")
    assert_hooks_match(page, Game.deal(code))
    line = stored(page, STATS_KEY)["modes"]["D1N"]
    assert (line["played"], line["won"], line["streak"]) == (1, 1, 1)
    page.keyboard.press("n")
    expect(page.locator(f"{NEW_GAME} [data-action='replay']")).to_be_hidden()  # no move yet: it is that deal already
    page.keyboard.press("Escape")

    page.keyboard.press("d")
    expect(root).to_have_attribute("data-moves", "1")
    day = [today.toordinal()] * 2
    saved = stored(page, DEALS_KEY)
    assert (saved["current"], saved["daily"]["D1N"]["played"], saved["daily"]["D1N"]["won"]) == (code, [day], [day])
    page.keyboard.press("n")
    expect(page.locator(f"{NEW_GAME} [data-action='replay']")).to_be_visible()
    days = DailyLine([(today.toordinal(), today.toordinal())], [(today.toordinal(), today.toordinal())])
    words = daily_words(Texts.load("en"), "D1N", days, today.toordinal(), on_table=today.toordinal())
    expect(page.locator(f"{NEW_GAME} [data-show='daily-stats']")).to_have_text(words)  # today's, played and won once


def test_a_position_set_up_without_a_code_is_not_offered_again(page: Page) -> None:
    """A save of a position set up by hand (ds/save.py) has no code, so no deal to deal again: neither the New
    game window nor the win window offers it."""
    game = Game(near_won(CODE).position)
    game.move_count = 250
    open_game(page, game)
    page.keyboard.press("n")
    expect(page.locator(NEW_GAME)).to_be_visible()
    expect(page.locator(f"{NEW_GAME} [data-action='replay']")).to_be_hidden()
    page.keyboard.press("Escape")
    page.keyboard.press("1")
    page.keyboard.press("f")
    skip_celebration(page)
    expect(page.locator(WON)).to_be_visible()
    expect(page.locator(f"{WON} [data-action='replay']")).to_be_hidden()
    expect(page.locator(f"{WON} [data-action='share']")).to_be_visible()

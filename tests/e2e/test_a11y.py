"""Screen readers: axe-core finds no serious or critical violation on the board and in every window; each
pile is one named control, the card pictures are hidden, and one polite live region says what happens (a second
the "still winnable?" mark's verdict when it changes)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ds.game import Game
from tests.e2e.helpers import choose_language, skip_celebration, tap
from tests.e2e.player import GAME_KEY, LIVE, SETTINGS_KEY, axe, fresh_page, near_won, save_of

WINDOWS = ("new-game", "rules", "stats", "settings")


@pytest.fixture(scope="module")
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    # The page's Content-Security-Policy forbids inline scripts; axe is added by the test alone.
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768}, bypass_csp=True)
    yield context
    context.close()


@pytest.fixture(scope="module")
def page(context: BrowserContext) -> Iterator[Page]:
    page = fresh_page(context, "/#DS1-D3V-AAAAAAB")
    page.keyboard.press("d")
    expect(page.locator("#game")).to_have_attribute("data-moves", "1")
    yield page
    page.close()


def test_the_board_has_no_serious_violation(page: Page) -> None:
    assert axe(page) == []


@pytest.mark.parametrize("window", WINDOWS)
def test_each_window_has_no_serious_violation(page: Page, window: str) -> None:
    page.locator(f".bar [data-action='{window}']").click()
    dialog = page.locator(f"dialog[data-dialog='{window}']")
    expect(dialog).to_be_visible()
    assert axe(page) == []
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_the_questions_before_a_game_is_given_up_have_no_serious_violation(page: Page) -> None:
    """The game on the table has a move: Deal in the New game window asks first, and so does a link to
    another deal (a window of its own); keeping the game is the focused answer."""
    page.locator(".bar [data-action='new-game']").click()
    page.locator("dialog[data-dialog='new-game'] [data-action='deal']").click()
    confirm = page.locator("dialog[data-dialog='new-game'] [data-show='replace-confirm']")
    expect(confirm).to_be_visible()
    expect(confirm.locator("[data-action='keep-playing']")).to_be_focused()
    assert axe(page) == []
    page.keyboard.press("Escape")
    page.evaluate("location.hash = '#DS1-D1N-AAAAAAB'")
    dialog = page.locator("dialog[data-dialog='replace']")
    expect(dialog).to_be_visible()
    expect(dialog.locator("[data-action='keep-playing']")).to_be_focused()
    assert axe(page) == []
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.locator("#game")).to_have_attribute("data-code", "DS1-D3V-AAAAAAB")


@pytest.mark.parametrize("table", ["light", "dark"])
def test_the_light_and_dark_tables_have_no_serious_violation(page: Page, table: str) -> None:
    page.locator(".bar [data-action='settings']").click()
    page.locator(f"input[name='table'][value='{table}']").check()
    assert axe(page) == []
    page.keyboard.press("Escape")
    page.locator(".bar [data-action='rules']").click()
    assert axe(page) == []
    page.keyboard.press("Escape")
    page.locator(".bar [data-action='settings']").click()
    page.locator("input[name='table'][value='green']").check()
    page.keyboard.press("Escape")


def test_piles_are_named_controls_and_cards_are_hidden(page: Page) -> None:
    piles = page.evaluate("""() => [...document.querySelectorAll('.pile[data-pile]')].map(el => ({
        pile: el.dataset.pile, role: el.getAttribute('role'), tab: el.tabIndex, name: el.getAttribute('aria-label')}))""")
    assert len(piles) == 19
    for pile in piles:
        assert pile["role"] == "button" and pile["tab"] == 0 and pile["name"], pile
    assert page.evaluate("() => document.querySelector('.cards').getAttribute('aria-hidden')") == "true"
    # One polite live region says what happens; a second, the "still winnable?" mark's verdict, which comes in the
    # background and must not cut the move's words off.
    live = page.locator("[aria-live]:not([data-boot])")
    assert live.count() == 2
    assert [live.nth(i).get_attribute("data-show") for i in range(2)] == ["announce", "winnable-said"]
    assert page.locator(LIVE).get_attribute("aria-live") == "polite"
    snapshot = page.locator(".table").aria_snapshot()
    assert "img" not in snapshot and "Stock: 56 cards" in snapshot


def test_the_win_screen_has_no_serious_violation(context: BrowserContext) -> None:
    page = fresh_page(context, items={GAME_KEY: save_of(near_won("DS1-D1N-AAAAAAB"))}, languages=["sv-SE"])
    page.keyboard.press("1")
    page.keyboard.press("f")
    skip_celebration(page)
    expect(page.locator("dialog[data-dialog='won']")).to_be_visible()
    expect(page.locator(LIVE)).to_contain_text("Du vann!")
    assert axe(page) == []
    page.close()


def test_the_finish_control_has_no_serious_violation(context: BrowserContext) -> None:
    """The endgame: Finish on the bar, Redo, the clock and sound beside the other controls."""
    from ds import Move
    from tests.engine.helpers import all_home_but

    game = all_home_but(["#KH QS", "KS QH JC 10H 9C", "KC QD JS", "KH QC JH 10C", "KD QS JD", "KC", "KS"], score=1000)
    game.play(Move.parse("1>S1"))
    page = fresh_page(context, items={GAME_KEY: save_of(game)})
    expect(page.locator(".bar [data-action='finish']")).to_be_visible()
    assert axe(page) == []
    page.close()


def test_the_statistics_window_on_a_phone_has_no_serious_violation(page: Page) -> None:
    """Upright on a phone the table is laid out as a grid (a figure's name above its values): still a table."""
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        page.locator(".bar [data-action='stats']").click()
        dialog = page.locator("dialog[data-dialog='stats']")
        expect(dialog).to_be_visible()
        assert axe(page) == []
        table = dialog.locator("table.stats")
        expect(table.get_by_role("rowheader")).to_have_count(10)
        expect(table.get_by_role("columnheader")).to_have_count(5)
        expect(table.get_by_role("cell")).to_have_count(40)
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
    finally:
        page.set_viewport_size({"width": 1366, "height": 768})


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (1366, 768), (1920, 1080)])
def test_the_page_has_its_heading_at_every_size(page: Page, size: tuple[int, int]) -> None:
    """Where the bar has no room for the title it is hidden to the eye only: screen-reader users who move
    by headings still find the page's level-one heading (axe's page-has-heading-one)."""
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    try:
        heading = page.get_by_role("heading", level=1)
        expect(heading).to_have_count(1)
        expect(heading).to_have_text("Double Solitaire")
        shown = page.evaluate("() => document.querySelector('.bar h1').getBoundingClientRect().width") > 1
        assert shown == (width >= 1360), "the title shows where the bar has room for it, and only there"
    finally:
        page.set_viewport_size({"width": 1366, "height": 768})


MARKS = """() => [...document.querySelectorAll('.card.hinted, .pile.hinted, .card.picked, .pile[data-target="true"]')]
    .map(el => { const style = getComputedStyle(el);
                 return [el.className.baseVal ?? el.className, style.outlineStyle, parseFloat(style.outlineWidth)]; })"""


@pytest.fixture(scope="module")
def forced(context: BrowserContext) -> Iterator[Page]:
    """One page in forced colours (as in Windows' contrast themes), for the tests of what shows there."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAB")
    page.emulate_media(forced_colors="active")
    yield page
    page.close()


def test_the_marks_show_in_forced_colours(forced: Page) -> None:
    """Windows' contrast themes drop box-shadows: the hint, the card picked up and the piles it may go to
    are outlines there (found missing by the twenty-first session's QA)."""
    page = forced
    page.keyboard.press("h")
    expect(page.locator(".card.hinted")).not_to_have_count(0)
    hinted = page.evaluate(MARKS)
    assert hinted and all(style != "none" and width >= 2 for _, style, width in hinted), hinted
    page.keyboard.press("Escape")
    page.keyboard.press("5")
    page.keyboard.press("Enter")  # picks up column 5's top card: the piles it may go to are marked
    expect(page.locator(".card.picked")).to_have_count(1)
    expect(page.locator(".pile[data-target='true']")).not_to_have_count(0)
    marks = page.evaluate(MARKS)
    assert {"picked", "target"} <= {"picked" if "picked" in name else "target" for name, _, _ in marks}
    assert all(style != "none" and width >= 2 for _, style, width in marks), marks
    page.keyboard.press("Escape")  # put back
    expect(page.locator(".card.picked")).to_have_count(0)


@pytest.mark.parametrize("window", WINDOWS)
def test_a_window_has_an_edge_in_forced_colours(forced: Page, window: str) -> None:
    """A window's edge was its shadow alone, which forced colours drop: it ran into the table, both the system's
    background (found by the 26th session's QA)."""
    page = forced
    page.locator(f".bar [data-action='{window}']").click()
    dialog = page.locator(f"dialog[data-dialog='{window}']")
    expect(dialog).to_be_visible()
    style, width = dialog.evaluate("el => [getComputedStyle(el).borderTopStyle, parseFloat(getComputedStyle(el).borderTopWidth)]")
    assert style != "none" and width >= 1
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_a_pick_from_the_keyboard_says_where_the_cards_can_go(context: BrowserContext) -> None:
    """The piles that take the cards picked up were marked for the eye alone (found by the 26th session's QA):
    the pick says them, as the engine gives them, or that none takes them."""
    page = fresh_page(context, "/#DS1-D1N-AAAAAAK")
    page.keyboard.press("4")
    page.keyboard.press("Enter")
    expect(page.locator(".pile[data-target='true']")).to_have_count(1)
    expect(page.locator(LIVE)).to_have_text(re.compile(r"^Picked up .*\. It can go on: column 3\.\s*$"))
    page.keyboard.press("Escape")
    page.keyboard.press("1")
    page.keyboard.press("Enter")
    expect(page.locator(".pile[data-target='true']")).to_have_count(0)
    expect(page.locator(LIVE)).to_contain_text("No pile takes it now.")
    page.close()


def test_the_winnable_marks_verdict_is_said_when_it_changes(context: BrowserContext) -> None:
    """The "still winnable?" mark changed on the bar for the eye alone (found by the 26th session's QA): its
    verdict is said in a live region of its own, once, not again while it stays the same."""
    items = {GAME_KEY: save_of(near_won("DS1-D1N-AAAAAAB")),
             SETTINGS_KEY: json.dumps({"version": 1, "winnable_mark": True})}
    page = fresh_page(context, items=items, script="""window.__verdicts = [];
        new MutationObserver(() => { const el = document.querySelector("[data-show='winnable-said']");
            if (el && el.textContent && el.textContent !== window.__verdict) window.__verdicts.push(el.textContent);
            window.__verdict = el && el.textContent; })
        .observe(document, {subtree: true, childList: true, characterData: true});""")
    region = page.locator("[data-show='winnable-said']")
    expect(region).to_have_text("The game can still be won.")
    assert region.get_attribute("aria-live") == "polite"
    page.keyboard.press("1")
    page.keyboard.press("f")  # the last card home: the move and the win are said, the verdict is not said again
    expect(page.locator(LIVE)).to_contain_text("You won!")
    skip_celebration(page)
    expect(page.locator("dialog[data-dialog='won']")).to_be_visible()
    page.keyboard.press("Escape")
    page.keyboard.press("u")
    expect(page.locator(LIVE)).to_contain_text("Undone")
    assert page.evaluate("window.__verdicts") == ["The game can still be won."]
    page.close()


def test_the_live_regions_keep_no_words_of_a_language_left_behind(context: BrowserContext) -> None:
    """After Swedish is chosen in Settings, the live regions held their last English sentences ("The game can still
    be won.", the last move's), which a screen reader reading the page through still found (found by the thirty-
    eighth session's hunt). They are emptied as the page changes language; what is said next is Swedish."""
    items = {GAME_KEY: save_of(near_won("DS1-D1N-AAAAAAB")),
             SETTINGS_KEY: json.dumps({"version": 1, "winnable_mark": True})}
    page = fresh_page(context, items=items)
    region = page.locator("[data-show='winnable-said']")
    expect(region).to_have_text("The game can still be won.")
    page.keyboard.press("1")
    expect(page.locator(LIVE)).not_to_have_text("")
    choose_language(page, "sv")
    expect(region).to_have_text("")
    expect(page.locator(LIVE)).to_have_text("")
    page.keyboard.press("u")
    expect(page.locator(LIVE)).to_contain_text("ångra")  # "Det finns inget att ångra.": Swedish
    page.close()


@pytest.mark.parametrize("mode", ["D1V", "D3N"])
def test_an_undo_that_changes_the_score_says_the_new_score(context: BrowserContext, mode: str) -> None:
    """A card sent to a foundation is said with the new score ("Score $411."), and so is its redo; its undo said
    only "Undone: king of spades is back in column 1.", and a screen reader's player lost the score (found by the
    vegas46 hunt: in Vegas a foundation move is the only change of the score, so every undo of one was silent)."""
    vegas = mode.endswith("V")
    game = Game(f"{mode} score {406 if vegas else 1200}\nfoundations: KS QS KH KH KD KD KC QC\ncol-1: KS\ncol-2: KC")
    page = fresh_page(context, "/", items={GAME_KEY: save_of(game)})
    tap(page, "col-1")
    expect(page.locator("#game")).to_have_attribute("data-moves", "1")
    after, before = ("$411", "$406") if vegas else ("1,210", "1,200")
    expect(page.locator(LIVE)).to_have_text(re.compile(rf"^King of spades from column 1 to spades foundation 2\. Score {re.escape(after)}\.\s*$"))
    page.keyboard.press("u")
    expect(page.locator(LIVE)).to_have_text(re.compile(rf"^Undone: king of spades is back in column 1\. Score {re.escape(before)}\.\s*$"))
    page.keyboard.press("Control+y")
    expect(page.locator(LIVE)).to_have_text(re.compile(rf"^Redone: king of spades .* Score {re.escape(after)}\.\s*$"))
    page.close()

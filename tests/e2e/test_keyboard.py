"""Every action without a pointer: piles are focused with Tab, the arrow keys and 1–9; Enter picks up and
puts down (repeated presses pick more of a column); F, D, U, Escape; a visible focus ring."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from ds.game import Game
from ds.moves import Move
from ds.web.i18n import Texts
from tests.e2e.helpers import turn_to
from tests.e2e.player import LIVE, open_page, record_announcements, said

CODE = "DS1-D1N-AAAAAAK"
"""A deal where column 4's top card goes on column 3, the two cards then go on column 5, and column 6's
top card goes to the clubs foundation: checked below with the engine."""


@pytest.fixture(scope="module")
def page(browser: Browser, base_url: str) -> Iterator[Page]:
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    record_announcements(context)
    page = open_page(context, f"/#{CODE}")
    yield page
    context.close()


def focused(page: Page) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.dataset.pile || null")


def counts(page: Page) -> dict[str, int]:
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.pile[data-pile]')]
        .map(el => [el.dataset.pile, Number(el.dataset.count)]))""")


def engine_counts(game: Game) -> dict[str, int]:
    from ds.piles import Pile

    return {str(pile): len(game.pile_cards(pile)) for pile in Pile}


def wait_moves(page: Page, moves: int) -> None:
    expect(page.locator("#game")).to_have_attribute("data-moves", str(moves))


def test_the_keyboard_alone_plays_moves_an_undo_and_a_draw(page: Page) -> None:
    game = Game.deal(CODE)
    plan = [Move.parse(text) for text in ("4>3", "3>5:2", "6>C1", "s>w")]

    page.keyboard.press("4")
    assert focused(page) == "col-4"
    page.keyboard.press("Enter")  # picks up the top card
    expect(page.locator(".card.picked")).to_have_count(1)
    page.keyboard.press("3")
    page.keyboard.press("Enter")  # puts it down on column 3
    game.play(plan[0])
    wait_moves(page, 1)
    expect(page.locator(LIVE)).to_contain_text("from column 4 to column 3")

    page.keyboard.press("Enter")  # column 3: its top card
    page.keyboard.press("Enter")  # again: one more card of the column
    expect(page.locator(".card.picked")).to_have_count(2)
    expect(page.locator(".pile[data-target='true']")).not_to_have_count(0)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert focused(page) == "col-5"
    page.keyboard.press("Enter")
    game.play(plan[1])
    wait_moves(page, 2)
    expect(page.locator(".card.picked")).to_have_count(0)

    page.keyboard.press("6")
    page.keyboard.press("f")  # to its foundation
    game.play(plan[2])
    wait_moves(page, 3)

    page.keyboard.press("d")  # draw
    game.play(plan[3])
    wait_moves(page, 4)
    assert counts(page) == engine_counts(game)

    page.keyboard.press("u")  # undo: the draw goes back; the move counter stays
    game.undo()
    expect(page.locator(".pile[data-pile='waste']")).to_have_attribute("data-count", "0")
    assert counts(page) == engine_counts(game)
    expect(page.locator("#game")).to_have_attribute("data-score", str(game.score))
    assert page.locator("#game").get_attribute("data-moves") == "4"
    assert any("Undone" in text for text in said(page))

    page.locator(".pile[data-pile='stock']").focus()
    page.keyboard.press("Enter")  # Enter on the stock draws too
    game.play(game.stock_move)
    wait_moves(page, 5)
    expect(page.locator(LIVE)).to_contain_text(f"Drew {Texts.load('en').card(game.waste[-1])}")
    assert counts(page) == engine_counts(game)


def test_escape_puts_back_and_a_refused_put_down_says_why(page: Page) -> None:
    moves = page.locator("#game").get_attribute("data-moves")
    page.keyboard.press("1")
    page.keyboard.press("Enter")
    expect(page.locator(".card.picked")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator(".card.picked")).to_have_count(0)
    expect(page.locator(LIVE)).to_contain_text("Put back")

    page.keyboard.press("1")
    page.keyboard.press(" ")  # Space picks up too
    page.keyboard.press("2")
    page.keyboard.press("Enter")  # not a legal place: the engine's reason is said
    expect(page.locator("[data-show='message']")).not_to_be_empty()
    assert page.locator("#game").get_attribute("data-moves") == moves


def test_the_pile_in_focus_has_a_visible_ring_and_a_name(page: Page) -> None:
    page.keyboard.press("5")
    ring = page.evaluate("""() => {
        const el = document.activeElement;
        const after = getComputedStyle(el, '::after');
        return [el.matches(':focus-visible'), after.borderTopWidth, after.borderTopStyle];
    }""")
    assert ring == [True, "3px", "solid"]
    name = page.locator(".pile[data-pile='col-5']").get_attribute("aria-label")
    assert name.startswith("Column 5: ") and "face-down" in name
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert focused(page) == "stock"
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline == "solid"


LAID_OUT = """row => { const box = p => document.querySelector(`.pile[data-pile='${p}']`).getBoundingClientRect();
    return box('stock').bottom <= box('col-1').top && (box('foundation-C-2').top === box('stock').top) === row; }"""
"""Whether the page has laid the table out again for a phone (row false) or a tablet on its side (row true)."""


def keys_go(page: Page, walk: list[str]) -> None:
    """Press each key of ``walk`` ("key>pile") and check the pile it reaches."""
    for step in walk:
        key, pile = step.split(">")
        page.keyboard.press(key)
        assert focused(page) == pile, step


def test_tab_and_arrows_reach_every_pile_in_every_layout(page: Page) -> None:
    page.locator(".pile[data-pile='stock']").focus()
    keys_go(page, ["Tab>waste", "Tab>col-1", "9>col-9", "ArrowRight>foundation-S-1", "ArrowDown>foundation-H-1"])
    # The piles' boxes follow the window at once (CSS), the arrows' map of the table only once the page's resize
    # handler has run (turn_to waits for it): at load 25, ArrowUp from col-1 stayed there after a wait on the boxes.
    turn_to(page, (390, 844))  # the tall layout: talon and foundations above
    assert page.evaluate(LAID_OUT, False)
    keys_go(page, ["1>col-1", "ArrowUp>stock", "ArrowRight>waste", "ArrowRight>foundation-S-1"])
    turn_to(page, (1024, 768))  # a tablet on its side: talon and foundations in a row
    assert page.evaluate(LAID_OUT, True)
    keys_go(page, ["1>col-1", "ArrowUp>stock", "ArrowRight>waste", "ArrowRight>foundation-S-1",
                   "ArrowRight>foundation-S-2", "9>col-9", "ArrowUp>foundation-C-2"])
    page.set_viewport_size({"width": 1366, "height": 768})


def test_keys_do_nothing_to_the_game_while_a_window_is_open(page: Page) -> None:
    moves = page.locator("#game").get_attribute("data-moves")
    page.keyboard.press("n")
    expect(page.locator("dialog[data-dialog='new-game']")).to_be_visible()
    page.keyboard.press("d")
    page.locator("dialog[data-dialog='new-game'] input[name='code']").press("u")
    assert page.locator("#game").get_attribute("data-moves") == moves
    page.keyboard.press("Escape")
    page.keyboard.press("?")
    expect(page.locator("dialog[data-dialog='rules']")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("dialog[data-dialog='rules']")).to_be_hidden()

"""What no visitor can know in advance or read from the page: the random deals (SPEC.md point 13) of the
build that starts from the memory snapshot, and the face-down cards (SPEC.md, the hooks)."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.helpers import wait_ready

NEW_GAME = "dialog[data-dialog='new-game']"
FACE_DOWN_JS = """() => {
    const cards = [...document.querySelectorAll('#game .cards > .card')];
    return cards.map((el, place) => [el, place]).filter(([el]) => el.dataset.face === 'down').map(([el, place]) => {
        const copy = el.cloneNode(true);
        copy.style.removeProperty('transform');  // where it lies is shown anyway
        return [place, copy.outerHTML];
    });
}"""
"""Each face-down card element's place among the card elements and its markup, its position set aside."""


def code(page: Page) -> str:
    return page.locator("#game").get_attribute("data-code") or ""


def deal_new(page: Page) -> str:
    """New game, Deal: a random deal of the same mode (no move played: nothing is asked)."""
    before = code(page)
    page.keyboard.press("n")
    page.locator(f"{NEW_GAME} [data-action='deal']").click()
    expect(page.locator("#game")).not_to_have_attribute("data-code", before)
    return code(page)


def test_fresh_visitors_and_new_games_get_different_deals_from_the_snapshot_build(
    new_context: Callable[..., BrowserContext],
) -> None:
    """Started from the memory snapshot (as `make vendor` and `make dist` ship it), two fresh browser
    profiles were dealt the same codes, and the same sequence of New game deals: Python's random state
    was frozen in the snapshot. Now each is dealt from the browser's cryptographic randomness."""
    seen = []
    for _ in range(2):
        page = new_context().new_page()
        page.goto("/")
        wait_ready(page)
        assert page.evaluate("window.__pyodideSnapshot") == "used"
        seen.append(code(page))
    seen += [deal_new(page) for _ in range(3)]
    assert len(set(seen)) == len(seen), seen


def test_a_face_down_card_element_says_nothing_of_its_card(page: Page) -> None:
    """Two deals: every face-down card element, its place among the card elements included, is the same
    markup with the same place (the card elements once stood in card order, AS AS 2S 2S…, so the place of
    each named all 95 hidden cards)."""
    page.goto("/#DS1-D1N-AAAAAAB")
    wait_ready(page)
    first = page.evaluate(FACE_DOWN_JS)
    page.evaluate("location.hash = '#DS1-D3V-ZZZZZZZ'")
    expect(page.locator("#game")).to_have_attribute("data-code", "DS1-D3V-ZZZZZZZ")
    second = page.evaluate(FACE_DOWN_JS)
    assert len(first) == 95  # 36 in the columns, 59 in the stock
    assert first == second
    markup = {html for _, html in first}
    assert len(markup) == len(first) and all('data-face="down"' in html for html in markup)
    assert not any(word in html for html in markup for word in ("data-card", "aria-label", " id=", "#face-"))

"""The interface speaks English, Swedish or Portuguese: from the browser's language, or as chosen in Settings.

Text is what these tests are about, so here (and only here) they read words on the page.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from ds.game import Game
from tests.e2e.helpers import choose_language, skip_celebration, turn_to
from tests.e2e.player import (
    GAME_KEY,
    MESSAGE,
    SETTINGS_KEY,
    fresh_page,
    near_won,
    save_of,
)


@pytest.fixture(scope="module")
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    yield context
    context.close()


LANGUAGES = {
    # browser languages (English, the default, is what every other browser test sees): (lang, New game, Draw 1, its nickname, Vegas start in the bar, column 3's name starts,
    # the refusal of a tap on column 1's 6 of diamonds)
    "sv-SE": ("sv", "Nytt spel", "Dra 1", "”Lätt”", "-104\u00a0$", "Kolumn 3: 2 dolda kort; ",
              "Ingen grundhög tar emot ruter 6 än."),
    "pt-PT": ("pt", "Novo jogo", "Compra 1", "«Fácil»", "-$104", "Coluna 3: 2 cartas viradas para baixo; ",
              "Ainda nenhuma fundação aceita 6 de ouros."),
}
VIEWPORTS = {"desktop": (1366, 768), "phone": (390, 844)}
WINDOWS = ("new-game", "settings", "rules", "stats")


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_browser_language_chooses_the_interface_language(context: BrowserContext, locale: str) -> None:
    """navigator.languages picks the language: the words of the rules texts, Vegas dollars as each text
    writes them, piles named in the language for screen readers, refusals in the language with the card
    in words, a wrong game code explained in the language."""
    lang, new_game, draw1, easy, vegas, column3, refusal = LANGUAGES[locale]
    page = fresh_page(context, "/#DS1-D1V-AAAAAAB", languages=[locale, "en"])
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("[data-action='new-game']").first).to_have_text(new_game)
    expect(page.locator("[data-show='score']")).to_have_text(vegas)
    assert page.locator(".pile[data-pile='col-3']").get_attribute("aria-label").startswith(column3)

    assert str(Game.deal("DS1-D1V-AAAAAAB").columns[0][-1]) == "6D"
    page.keyboard.press("1")
    page.keyboard.press("f")  # the 6 of diamonds to a foundation: none takes it
    expect(page.locator(MESSAGE)).to_have_text(refusal)

    page.keyboard.press("n")
    dialog = page.locator("dialog[data-dialog='new-game']")
    expect(dialog).to_be_visible()
    expect(dialog.locator("label", has=page.locator("input[name='draw'][value='1']"))).to_contain_text(draw1)
    expect(dialog.locator("label", has=page.locator("input[name='draw'][value='1']"))).to_contain_text(easy)
    dialog.locator("input[name='code']").fill("DS1-D2N-AAAAAAB")
    dialog.locator("[data-action='deal']").click()
    error = dialog.locator("[data-show='code-error']")
    expect(error).to_contain_text("D1")
    assert "D2" in error.inner_text() and error.inner_text()[0].isupper()
    page.close()


def test_the_language_chosen_in_settings_is_remembered(context: BrowserContext) -> None:
    page = fresh_page(context, languages=["en-US"])
    page.locator("[data-action='settings']").click()
    page.locator("select[data-setting='language']").select_option("pt")
    expect(page.locator("html")).to_have_attribute("lang", "pt")
    expect(page.locator("dialog[data-dialog='settings'] h2")).to_have_text("Definições")
    page.keyboard.press("Escape")
    expect(page.locator("[data-action='undo']")).to_have_text("Anular")
    assert json.loads(page.evaluate(f"localStorage.getItem('{SETTINGS_KEY}')"))["language"] == "pt"

    page.reload()
    page.wait_for_selector("#game[data-ready='true']")
    expect(page.locator("[data-action='undo']")).to_have_text("Anular")
    expect(page.locator(".pile[data-pile='stock']")).to_have_attribute("aria-label", "Baralho de compra: 59 cartas; passagem 1")
    page.close()


def test_screenshots_of_every_window_in_every_language(context: BrowserContext, screenshot) -> None:
    """Board, New game, Settings, Rules (top, a drawing, the keys), Statistics and the win screen, in
    each language (switched in Settings), wide and tall: test-results/i18n-<lang>-<window>-<viewport>.png,
    to be looked at."""
    page = fresh_page(context, "/#DS1-D3N-AAAAAAC", languages=["en-US"])
    page.keyboard.press("d")
    expect(page.locator("#game")).to_have_attribute("data-moves", "1")
    for lang in ("en", "sv", "pt"):
        choose_language(page, lang)
        for viewport, size in VIEWPORTS.items():
            turn_to(page, size)
            screenshot(page, f"i18n-{lang}-board-{viewport}")
            for window in WINDOWS:
                page.locator(f".bar [data-action='{window}']").click()
                expect(page.locator(f"dialog[data-dialog='{window}']")).to_be_visible()
                screenshot(page, f"i18n-{lang}-{window}-{viewport}")
                if window == "rules":
                    page.locator("dialog[data-dialog='rules'] figure").nth(2).scroll_into_view_if_needed()
                    screenshot(page, f"i18n-{lang}-rules-drawing-{viewport}")
                    page.locator("dialog[data-dialog='rules'] table.keys").scroll_into_view_if_needed()
                    screenshot(page, f"i18n-{lang}-rules-keys-{viewport}")
                page.keyboard.press("Escape")
        page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS["desktop"])))
    page.close()

    page = fresh_page(context, items={GAME_KEY: save_of(near_won("DS1-D1V-AAAAAAB"))}, languages=["en-US"])
    for lang in ("en", "sv", "pt"):
        choose_language(page, lang)
        page.keyboard.press("1")
        page.keyboard.press("f")  # the last card: won
        skip_celebration(page)
        won = page.locator("dialog[data-dialog='won']")
        for viewport, size in VIEWPORTS.items():
            turn_to(page, size)
            expect(won).to_be_visible()
            screenshot(page, f"i18n-{lang}-won-{viewport}")
        page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS["desktop"])))
        page.keyboard.press("Escape")
        page.keyboard.press("u")  # not won any more: the next language wins again
        expect(page.locator("#game")).to_have_attribute("data-won", "false")
    page.close()


FITS = """() => {
    const stock = document.querySelector(".pile[data-pile='stock']");
    const state = stock.dataset.state;
    const probe = document.createElement('span');
    document.body.append(probe);
    const labels = {};
    for (const name of ['empty', 'spent']) {
        stock.dataset.state = name;  // the label's style applies in that state only (put back below)
        const after = getComputedStyle(stock, '::after');
        probe.style.cssText = `position:absolute; visibility:hidden; white-space:nowrap; font-family:${after.fontFamily};
            font-size:${after.fontSize}; font-weight:${after.fontWeight}; letter-spacing:${after.letterSpacing}`;
        probe.textContent = stock.getAttribute(`data-${name}`).toUpperCase();
        labels[name] = [probe.textContent, Math.ceil(probe.getBoundingClientRect().width), stock.clientWidth];
    }
    stock.dataset.state = state;
    probe.remove();
    const code = document.querySelector("[data-show='code']");
    const message = document.querySelector("[data-show='message']");
    const box = message.getBoundingClientRect();
    return {labels, code: [code.scrollWidth, code.clientWidth],
            message: [message.scrollWidth, message.clientWidth, Math.ceil(box.right), innerWidth]};
}"""


def test_the_words_fit_their_places_in_every_language(context: BrowserContext) -> None:
    """The stock's "spent" and "empty" labels fit inside it, the bar's game code is not cut short on a
    desktop, and a message quoting a long mistyped code wraps inside the screen, in each language, on a
    desktop and a phone. (Regression tests: Portuguese "ESGOTADO" showed as "ESGOTA", the code as
    "…1-D1V-AAAAABM" at 1366 px, and a long word ran off a phone's screen.)"""
    page = fresh_page(context, "/#DS1-D1V-AAAAAAB", languages=["en-US"])
    for lang in ("en", "sv", "pt"):
        choose_language(page, lang)
        for viewport, size in VIEWPORTS.items():
            page.set_viewport_size(dict(zip(("width", "height"), size)))
            page.evaluate("location.hash = 'A'.repeat(300)")
            expect(page.locator(MESSAGE)).to_contain_text("AAAA")
            seen = page.evaluate(FITS)
            for name, (text, width, room) in seen["labels"].items():
                assert width <= room, f"{lang} {viewport}: the stock's {name} label {text!r} is {width} px in {room}"
            if viewport == "desktop":
                assert seen["code"][0] <= seen["code"][1], f"{lang}: the bar's code is cut short {seen['code']}"
            scroll, client, right, inner = seen["message"]
            assert scroll <= client and right <= inner, f"{lang} {viewport}: the message runs off {seen['message']}"
            page.evaluate("location.hash = 'DS1-D1V-AAAAAAB'")
            expect(page.locator("#game")).to_have_attribute("data-code", "DS1-D1V-AAAAAAB")
        page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS["desktop"])))
    page.close()

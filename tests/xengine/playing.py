"""Playing the game in WebKit or Firefox through a ``Tab`` (conftest.py): open it, wait for it, and real
pointer input (WebDriver actions) on the points that tests/e2e/helpers.py finds for a card or a pile."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest

from ds.game import Game
from ds.save import dump
from tests.e2e.helpers import BOOT, READY, SAVE_KEY, SETTINGS_KEY, card_point
from tools.engines import Browser

BOOT_TIMEOUT_S = 90
NEUTRAL = "static/style.css"
"""A same-origin address with no script: where a tab waits while its localStorage is set."""


class Tab:
    """A ``Browser`` seen as a Playwright page by helpers that only call ``evaluate``."""

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser, self.base_url = browser, base_url

    def evaluate(self, expression: str, arg: Any = None) -> Any:
        source = expression.strip()
        if not re.match(r"^(async\s*)?(\([^)]*\)|\w+)\s*=>|^(async\s+)?function\b", source):
            source = f"() => ({source})"
        return self.browser.run(source, arg)

    def goto(self, path: str) -> None:
        self.browser.goto(self.base_url + path.lstrip("/"))


def park(tab: Tab, items: dict[str, str] | None = None) -> None:
    """Leave the game for a same-origin page without script, and set localStorage to ``items``."""
    tab.goto(NEUTRAL)
    tab.evaluate("""(items) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }""", items or {})


READY_JS = f"""async (ms) => {{
    const end = performance.now() + ms;
    for (;;) {{
        if (document.querySelector('{READY}')) return 'ready';
        const boot = document.querySelector('{BOOT}[data-boot="failed"]');
        if (boot) return 'failed: ' + boot.innerText;
        if (performance.now() > end) return null;
        await new Promise(resolve => setTimeout(resolve, 50));
    }}
}}"""
"""'ready' once the game takes input, 'failed: <the page's words>' if the boot failed, null if neither within ``ms``:
waited for in the page, one WebDriver round trip rather than one every 100 ms (each a few engine processes' work,
taken from the boot it waits for)."""


def wait_ready(tab: Tab, timeout: float = BOOT_TIMEOUT_S) -> None:
    """Wait until the game takes input; fail at once, with the page's words, if the boot failed."""
    end = time.monotonic() + timeout
    while True:
        try:
            seen = tab.evaluate(READY_JS, max(0, round((end - time.monotonic()) * 1000)))
        except Exception:  # noqa: BLE001 - a page still navigating answers no script: ask again
            seen = None
            time.sleep(0.1)
        if seen == "ready":
            return
        if seen or time.monotonic() > end:
            words = tab.evaluate(f"() => (document.querySelector('{BOOT}') || {{innerText: ''}}).innerText")
            pytest.fail(f"{tab.browser.name}: {seen or f'not ready after {timeout:.0f} s'}; the page says: {words!r}")


def open_game(tab: Tab, game: Game | None = None, *, path: str = "/", settings: dict | None = None) -> None:
    """Open the page as a returning player whose browser saved ``game`` and ``settings`` (none: a first
    visit), and wait until it takes input."""
    items = {}
    if game is not None:
        items[SAVE_KEY] = dump(game)
    if settings is not None:
        items[SETTINGS_KEY] = json.dumps(settings)
    park(tab, items)
    tab.goto(path)
    wait_ready(tab)


def reload(tab: Tab) -> None:
    """Reload the page (as the player's browser does) and wait until the new page takes input."""
    tab.evaluate("() => { window.__before_reload = true; setTimeout(() => location.reload(), 0); }")
    end = time.monotonic() + 30
    while tab.evaluate("() => window.__before_reload === true"):
        if time.monotonic() > end:
            pytest.fail("the page did not reload")
        time.sleep(0.05)
    wait_ready(tab)


def click_on(tab: Tab, pile: str, index: int | None = None) -> None:
    """A click (press and release, no movement) on a card's visible part, or on an empty pile."""
    tab.browser.click(*card_point(tab, pile, index))  # type: ignore[arg-type]


def click_control(tab: Tab, action: str) -> None:
    """A click on the control ``[data-action=action]``."""
    point = tab.evaluate("""(action) => {
        const r = document.querySelector(`[data-action="${action}"]`).getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];
    }""", action)
    tab.browser.click(*point)

"""One tab per test module, reused by its tests: after the first test the runtime comes from the
tab's caches, so a test's page is ready in about half the time of a fresh context.

    from tests.e2e import sharing

    shared_tab, page = sharing.shared_tab, sharing.page  # the fixtures, in a test module

Each test gets the tab reset: the default viewport, no reduced-motion emulation, parked on a
same-origin page with empty localStorage. ``helpers.open_game`` then puts the test's saved game and
settings in localStorage and opens the game, as a returning player's browser would.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.e2e.helpers import park


@pytest.fixture(scope="module")
def shared_tab(browser: Browser, browser_context_args: dict) -> Iterator[tuple[Page, dict]]:
    context = browser.new_context(**browser_context_args)
    tab = context.new_page()
    yield tab, dict(tab.viewport_size or {"width": 1280, "height": 720})
    context.close()


@pytest.fixture
def page(shared_tab: tuple[Page, dict]) -> Page:
    tab, viewport = shared_tab
    tab.set_viewport_size(viewport)
    tab.emulate_media(reduced_motion="no-preference")
    park(tab)
    return tab

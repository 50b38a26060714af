"""Helpers for the browser tests; the fixtures that use them are in conftest.py.

    from tests.e2e.helpers import READY, wait_ready
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page, Request, Response
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

READY = '#game[data-ready="true"]'
BOOT = "[data-boot]"
BOOT_TIMEOUT_MS = 60_000


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@dataclass
class RequestLog:
    """Every request, response and failed request of one browser context."""

    base_url: str
    requests: list[Request] = field(default_factory=list)
    responses: list[Response] = field(default_factory=list)
    failures: list[Request] = field(default_factory=list)

    def attach(self, context: BrowserContext) -> RequestLog:
        context.on("request", lambda request: self.requests.append(request))
        context.on("response", lambda response: self.responses.append(response))
        context.on("requestfailed", lambda request: self.failures.append(request))
        return self

    def foreign(self) -> list[str]:
        """URLs of requests that left the page's origin (data: URLs stay home)."""
        home = origin(self.base_url)
        return [r.url for r in self.requests
                if not r.url.startswith("data:") and origin(r.url.removeprefix("blob:")) != home]

    def assert_same_origin(self) -> None:
        assert self.foreign() == [], "requests left the page's origin"

    def errors(self) -> list[str]:
        """Failed requests and HTTP error responses, as 'what url' lines."""
        return ([f"{r.failure} {r.url}" for r in self.failures]
                + [f"HTTP {r.status} {r.url}" for r in self.responses if r.status >= 400])

    def paths(self) -> list[str]:
        """Paths (from the site root, no leading slash) of same-origin requests, in order."""
        home = origin(self.base_url)
        return [urlsplit(r.url).path.lstrip("/") for r in self.requests if origin(r.url) == home]


def wait_ready(page: Page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Wait until the game's root has data-ready="true"; fail fast on a reported boot failure."""
    try:
        page.wait_for_function(
            f"""() => document.querySelector('{READY}')
                     || document.querySelector('{BOOT}[data-boot="failed"]')""",
            timeout=timeout,
        )
    except PlaywrightTimeoutError:
        pytest.fail(f"not ready after {timeout / 1000:.0f} s; the page says: "
                    + page.locator(BOOT).inner_text())
    if not page.locator(READY).count():
        pytest.fail("the page reported a boot failure: " + page.locator(BOOT).inner_text())

"""The page boots from this server alone, runs the repository's own Python, and says what it is doing."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, expect

from tests.e2e.helpers import BOOT, READY, RequestLog, wait_ready

ROOT = Path(__file__).resolve().parents[2]
VIEWPORTS = {"phone": (390, 844), "desktop": (1366, 768)}
PILES = ["stock", "waste", *(f"col-{n}" for n in range(1, 10)),
         *(f"foundation-{suit}-{spot}" for suit in "SHDC" for spot in (1, 2))]


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_boots_with_no_request_leaving_the_origin(
    page: Page, request_log: RequestLog, screenshot, viewport: str
) -> None:
    """Ready with every file from the page's own server: no CDN, no 404, no failed request."""
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[viewport])))
    page.goto("/")
    wait_ready(page)
    screenshot(page, f"ready-{viewport}")

    request_log.assert_same_origin()
    assert request_log.errors() == []
    assert "static/vendor/pyodide/pyodide.asm.wasm" in request_log.paths()
    expect(page.locator(BOOT)).to_be_hidden()
    assert page.locator("#game").get_attribute("aria-busy") == "false"


def test_browser_runs_the_repository_python_files(page: Page, request_log: RequestLog) -> None:
    """Every ds/**/*.py the browser receives is byte-identical to the repository's, and all are sent."""
    page.goto("/")
    wait_ready(page)

    received: dict[str, list[bytes]] = {}
    for response in request_log.responses:
        path = response.url.split("?")[0].removeprefix(request_log.base_url)
        if path.startswith("ds/") and path.endswith(".py"):
            received.setdefault(path, []).append(response.body())
    on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / "ds").rglob("*.py")
               if "__pycache__" not in p.parts}

    assert set(received) == on_disk
    for path, bodies in received.items():
        for body in bodies:
            assert body == (ROOT / path).read_bytes(), f"{path} differs from the repository file"


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_table_and_progress_are_painted_before_python(page: Page, screenshot, viewport: str) -> None:
    """The felt, the 19 pile spots and a file-counting progress line show while the runtime loads."""
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[viewport])))
    # Hold the WebAssembly binary forever: the page stays in its loading state.
    page.route("**/pyodide.asm.wasm", lambda route: None)
    page.goto("/", wait_until="domcontentloaded")

    indicator = page.locator(BOOT)
    expect(indicator).to_be_visible()
    expect(indicator).to_have_attribute("data-boot", "loading")
    expect(indicator).to_contain_text("Loading Python runtime")
    expect(indicator).to_contain_text("of 7 files")  # the count moved off its first words
    for pile in PILES:
        expect(page.locator(f'[data-pile="{pile}"]')).to_be_visible()
    expect(page.locator("#game")).to_have_attribute("data-ready", "false")
    screenshot(page, f"loading-{viewport}")


def test_skeleton_is_painted_long_before_ready(page: Page) -> None:
    """First contentful paint comes from the HTML and CSS alone, well before Python is ready."""
    page.goto("/")
    wait_ready(page)
    fcp, ready = page.evaluate("""() => [
        performance.getEntriesByName('first-contentful-paint')[0].startTime,
        performance.getEntriesByName('ds:ready')[0].startTime]""")
    print(f"first contentful paint {fcp:.0f} ms, data-ready {ready:.0f} ms after navigation")
    assert fcp < ready / 2


@pytest.mark.parametrize("file", ["static/vendor/pyscript/core.js",
                                  "static/vendor/pyodide/pyodide.asm.wasm",
                                  "static/vendor/pyodide/python_stdlib.zip"])
def test_runtime_that_fails_to_load_is_reported_in_words(page: Page, screenshot, file: str) -> None:
    """If a runtime file cannot be fetched, the progress line turns into a sentence saying so."""
    page.route(f"**/{file}", lambda route: route.abort())
    page.goto("/")
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_be_visible(timeout=30_000)
    expect(indicator).to_contain_text("The game could not start")
    expect(indicator).to_contain_text("the Python runtime did not load")
    expect(page.locator("#game")).to_have_attribute("data-ready", "false")
    screenshot(page, "failed-" + file.rsplit("/", 1)[-1])


def test_python_error_at_start_is_reported_in_words(page: Page) -> None:
    """If the entry module raises, the page says the game's Python code stopped, and why."""
    def broken(route: Route) -> None:
        route.fulfill(body="raise RuntimeError('deliberately broken entry point')\n",
                      content_type="text/x-python")

    page.route("**/ds/web/main.py", broken)
    page.goto("/")
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_be_visible(timeout=60_000)
    expect(indicator).to_contain_text("its Python code stopped with an error")
    expect(indicator).to_contain_text("deliberately broken entry point")
    assert page.locator(READY).count() == 0

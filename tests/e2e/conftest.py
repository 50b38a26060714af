"""Fixtures for the browser tests: serve the repository, drive Debian's Chromium.

Use in a test module under tests/e2e/:

- ``site_server`` (session): the repository served by tools/serve.py on
  127.0.0.1, a free port, in a thread. ``base_url`` (session) is its URL
  with a trailing slash, so ``page.goto("/")`` opens index.html.
- ``built_dist`` (session): ``make dist``'s folder (tools/dist.py), built once
  per session; tests that change files work on a copy (``shutil.copytree``).
  ``helpers.ServerProcess`` serves a folder from a process of its own, which a
  test stops by its PID.
- ``browser_type_launch_args`` (session): /usr/bin/chromium with the flags of
  tools/browser.py when it exists, else Playwright's own Chromium. Every host
  but 127.0.0.1 is unresolvable.
- ``request_log``: a ``RequestLog`` recording every request and response of
  ``page``'s context from before the first navigation;
  ``request_log.assert_same_origin()`` fails if any left the page's origin.
- ``screenshot(page, name)``: saves ``test-results/<name>.png`` (pytest-playwright's
  ``--output`` folder, emptied at the start of each run) and returns the path.

Helpers to import from ``tests.e2e.helpers``: ``wait_ready(page)`` waits
(60 s) for ``#game[data-ready="true"]`` and fails at once, with the page's own
words, if the boot indicator reports a failure; ``RequestLog``; ``READY``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.e2e.helpers import RequestLog
from tools.browser import launch_args
from tools.dist import build
from tools.serve import Server, make_server, start_in_thread

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site_server() -> Iterator[Server]:
    wasm = ROOT / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm"
    if not wasm.is_file():
        pytest.fail(f"{wasm.relative_to(ROOT)} is missing: run `make vendor` (or `make test`)")
    server = make_server(ROOT, 0)
    start_in_thread(server)
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def built_dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("build") / "dist"
    build(out)
    return out


@pytest.fixture(scope="session")
def base_url(site_server: Server) -> str:
    return site_server.url + "/"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return launch_args(browser_type_launch_args)


@pytest.fixture
def request_log(page: Page, base_url: str) -> RequestLog:
    return RequestLog(base_url).attach(page.context)


@pytest.fixture
def screenshot(pytestconfig: pytest.Config) -> Callable[[Page, str], Path]:
    output = Path(pytestconfig.getoption("--output"))

    def take(page: Page, name: str) -> Path:
        output.mkdir(parents=True, exist_ok=True)
        path = output / f"{name}.png"
        page.screenshot(path=path)
        return path

    return take

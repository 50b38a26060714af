"""Fixtures of the cross-engine tests: one ``make dist`` build served by a real server process, and
WebKit and Firefox (tools/engines.py), each test run once per engine.

- ``site`` (session): ``tools/dist.py``'s build in a temporary folder, served by ``tools/serve.py``
  as a separate process (a test stops it, as a host going down would, and starts it again).
- ``recorder`` (session): a proxy that every off-origin request of the browsers goes to; it records
  the request and answers 502 (127.0.0.1 is reached directly). So ``recorder.seen`` lists whatever
  the page tried to fetch from elsewhere.
- ``engines`` (session, one per engine in ``ENGINES``) and ``engine``: the engine, with the recorder
  as its proxy, started again when it stops answering. Skipped with the reason when the engine is not
  installed here, but failed instead when ``DS_REQUIRE_ENGINES`` is set (``.ci/run`` sets it: on CI
  they must run). (Not named ``browser`` or ``page``: pytest-playwright would run every test that asks
  for those once per Playwright browser.)
- ``tab``: the engine wrapped with Playwright's ``evaluate`` (``Tab``), so the helpers of
  tests/e2e/helpers.py that only evaluate script (``state``, ``assert_hooks_match``, ``card_point``,
  ``drop_point``) work unchanged; parked on a same-origin page with empty localStorage.
- ``calm_tab``: the same on a second window of the engine that prefers reduced motion.
- ``shots``: the folder for screenshots, ``test-results/`` (as the Chromium tests).
"""

from __future__ import annotations

import http.server
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.xengine.playing import Tab, park
from tools.dist import build
from tools.engines import ENGINES, Browser, launch, missing

ROOT = Path(__file__).resolve().parents[2]
REQUIRE = "DS_REQUIRE_ENGINES"
LOG_LINE = re.compile(r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3})')


class Site:
    """``tools/serve.py --root <build>`` as a process of its own, on one port for the whole session."""

    def __init__(self, root: Path, log: Path) -> None:
        self.root, self.log_path, self.port = root, log, 0
        self.process: subprocess.Popen[str] | None = None
        self.start()

    def start(self) -> None:
        log = self.log_path.open("a", encoding="utf-8")
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "tools" / "serve.py"), "--root", str(self.root), "--port", str(self.port)],
            stdout=subprocess.PIPE, stderr=log, text=True, cwd=ROOT)
        log.close()
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # "Serving <root> at http://127.0.0.1:<port>/  (Ctrl-C stops)"
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not found:
            self.stop()
            raise RuntimeError(f"tools/serve.py did not start: {line!r}")
        self.port = int(found.group(1))
        self.url = f"http://127.0.0.1:{self.port}/"

    def stop(self) -> None:
        """Stop the server process (by its own PID), as a host that goes down."""
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None

    def quiet(self, calm_s: float = 0.3, at_most_s: float = 5) -> None:
        """Wait until no request has arrived for ``calm_s`` (``at_most_s`` at most)."""
        end, seen, calm = time.monotonic() + at_most_s, -1, time.monotonic()
        while time.monotonic() < end:
            count = len(self.requests())
            if count != seen:
                seen, calm = count, time.monotonic()
            elif time.monotonic() - calm >= calm_s:
                return
            time.sleep(0.05)

    def requests(self) -> list[tuple[str, str, int]]:
        """(method, path, status) of every request the server answered so far."""
        lines = self.log_path.read_text(encoding="utf-8", errors="replace").splitlines()
        return [(m["method"], m["path"], int(m["status"])) for m in map(LOG_LINE.search, lines) if m]


class Recorder(http.server.ThreadingHTTPServer):
    """A proxy that records every request sent to it and answers 502: nothing leaves the machine."""

    daemon_threads = True

    def __init__(self) -> None:
        self.seen: list[str] = []
        super().__init__(("127.0.0.1", 0), RecordingHandler)

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.server_address[1]}"


class RecordingHandler(http.server.BaseHTTPRequestHandler):
    server: Recorder

    def _record(self) -> None:
        self.server.seen.append(f"{self.command} {self.path}")
        self.send_error(502, "no network in the tests")

    do_GET = do_POST = do_HEAD = do_PUT = do_OPTIONS = do_CONNECT = _record  # noqa: N815

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    folder = tmp_path_factory.mktemp("xengine")
    build(folder / "dist")
    served = Site(folder / "dist", folder / "serve.log")
    yield served
    served.stop()


@pytest.fixture(scope="session")
def recorder() -> Iterator[Recorder]:
    proxy = Recorder()
    threading.Thread(target=proxy.serve_forever, name="recorder", daemon=True).start()
    yield proxy
    proxy.shutdown()
    proxy.server_close()


def need(name: str) -> None:
    """Skip the test, with the reason, when engine ``name`` is not installed here (fail it when
    ``DS_REQUIRE_ENGINES`` is set)."""
    problem = missing(name)
    if problem:
        if os.environ.get(REQUIRE):
            pytest.fail(f"{name}: {problem} ({REQUIRE} is set: the cross-engine tests must run)")
        pytest.skip(f"{name}: {problem}")


@pytest.fixture(scope="session", params=ENGINES)
def engines(request: pytest.FixtureRequest, recorder: Recorder) -> Iterator[list[Browser]]:
    """The session's one running engine of its kind, in a list so that ``engine`` can replace it."""
    name = request.param
    need(name)
    running = [launch(name, proxy=recorder.address)]
    yield running
    running[0].close()


@pytest.fixture
def engine(engines: list[Browser], site: Site) -> Browser:
    """The session's engine, parked on the site with empty storage at the desktop size: started again
    first if it no longer answers (under CI's load WebKitGTK's driver was once seen to answer every
    script with "Could not parse script result" after one test, failing every later test's set-up)."""
    opened = Tab(engines[0], site.url)
    try:
        park(opened)
        engines[0].viewport(1366, 768)
    except Exception:  # noqa: BLE001 - whatever the driver raised, this session is of no more use
        broken = engines[0]
        assert broken.relaunch is not None
        engines[0] = broken.relaunch()
        try:
            broken.close()
        except Exception:  # noqa: BLE001 - it may be beyond closing
            pass
        park(Tab(engines[0], site.url))
        engines[0].viewport(1366, 768)
    return engines[0]


@pytest.fixture
def calm_tab(engines: list[Browser], site: Site, recorder: Recorder) -> Iterator[Tab]:
    """A second window of the same engine whose pages prefer reduced motion (no card glides): for the
    long game, whose hundreds of moves would otherwise each wait for a glide. (A test may replace the
    tab's browser, after a crash: the one it has at the end is closed.)"""
    opened = Tab(launch(engines[0].name, proxy=recorder.address, reduced_motion=True), site.url)
    try:
        park(opened)
        opened.browser.viewport(1366, 768)
        yield opened
    finally:
        opened.browser.close()


@pytest.fixture
def tab(engine: Browser, site: Site) -> Tab:
    return Tab(engine, site.url)


@pytest.fixture
def shots(pytestconfig: pytest.Config) -> Path:
    try:
        folder = Path(pytestconfig.getoption("--output"))
    except ValueError:
        folder = ROOT / "test-results"
    folder.mkdir(parents=True, exist_ok=True)  # made for each test: pytest-playwright empties it at its session's start
    return folder

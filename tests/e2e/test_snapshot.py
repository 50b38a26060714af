"""The page starts Python from the Pyodide memory snapshot that `make vendor` made in Node (tools/snapshot.mjs,
static/pyodide-loader.mjs), with the game's modules imported; it imports them from the files instead when one
of them changed, and starts the normal way, and plays, when the snapshot is not there, corrupt or refused by
Pyodide. No visit draws the same random numbers as another."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, Route, expect

from tests.e2e.helpers import BOOT_TIMEOUT_MS, READY, STALE_SNAPSHOT, RequestLog, tap, wait_moves, wait_ready
from tools.serve import make_server, start_in_thread

ROOT = Path(__file__).resolve().parents[2]
VERSION = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
SNAPSHOT = f"static/vendor/pyodide-{VERSION}.snapshot"
FALLBACK_WORDS = "Pyodide memory snapshot not used"
LOADER_PAGE = "/__loader__.html"
"""An empty page of the site's origin that starts Python through static/pyodide-loader.mjs alone."""


@pytest.fixture
def warnings(page: Page) -> list[str]:
    seen: list[str] = []

    def record(message: ConsoleMessage) -> None:
        if message.type in ("warning", "error"):
            seen.append(message.text)

    page.on("console", record)
    return seen


@pytest.fixture
def console(page: Page) -> list[str]:
    """Every console message of the page that is a warning or an error, and every uncaught exception."""
    seen: list[str] = []
    page.on("console", lambda message: seen.append(f"{message.type}: {message.text}")
            if message.type in ("warning", "error") else None)
    page.on("pageerror", lambda error: seen.append(f"uncaught: {error}"))
    return seen


@pytest.fixture(scope="module")
def snapshot() -> bytes:
    path = ROOT / SNAPSHOT
    if not path.is_file():
        pytest.fail(f"{SNAPSHOT} is missing: `make vendor` makes it with Node (run `make test`)")
    return path.read_bytes()


@pytest.fixture(scope="module")
def about() -> dict:
    return json.loads((ROOT / f"{SNAPSHOT}.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def other_files(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """A folder served by a second server, and its URL: a bad snapshot is written there and the page's
    request for the real one continues to it (a 31 MB body handed over by Playwright itself takes tens of
    seconds on a busy machine; a request sent elsewhere costs nothing)."""
    folder = tmp_path_factory.mktemp("bad-snapshots")
    server = make_server(folder, 0)
    start_in_thread(server)
    yield folder, server.url
    server.shutdown()
    server.server_close()


def serve_instead(page: Page, other_files: tuple[Path, str], name: str, data: bytes, about: dict | None = None) -> None:
    """The page asks for the real snapshot (and, with ``about``, its .json) and gets ``data`` instead."""
    folder, url = other_files
    (folder / name).write_bytes(data)
    page.route(f"**/{SNAPSHOT}", lambda route: route.continue_(url=f"{url}/{name}"))
    if about is not None:
        (folder / f"{name}.json").write_text(json.dumps(about), encoding="utf-8")
        page.route(f"**/{SNAPSHOT}.json", lambda route: route.continue_(url=f"{url}/{name}.json"))


def unpack(packed: bytes) -> bytes:
    """The heap from a snapshot written without its pages of zeros (tools/snapshot.mjs's ``dropZeroPages``)."""
    assert packed[:4] == b"DSPG"
    length, size = int.from_bytes(packed[4:8], "little"), int.from_bytes(packed[8:12], "little")
    count = -(-length // size)
    stored = packed[12:12 + -(-count // 8)]
    heap = bytearray(length)
    at = 12 + len(stored)
    for index in range(count):
        if stored[index >> 3] >> (index & 7) & 1:
            end = min(size, length - index * size)
            heap[index * size:index * size + end] = packed[at:at + end]
            at += end
    assert at == len(packed)
    return bytes(heap)


def stored_at(packed: bytes, offset: int) -> int:
    """Where byte ``offset`` of the heap's first page (stored: never all zeros) lies in the packed file."""
    count = -(-int.from_bytes(packed[4:8], "little") // int.from_bytes(packed[8:12], "little"))
    assert packed[12] & 1
    return 12 + -(-count // 8) + offset


def test_the_snapshot_is_the_heap_without_its_pages_of_zeros(snapshot: bytes, about: dict) -> None:
    """The file holds the heap Pyodide made (its magic number first) less its pages of zeros, whose places the
    page's worker reads (static/snapshot-fetch.js) and the loader writes into the heap: fewer bytes to fetch."""
    heap = unpack(snapshot)
    assert heap[:4] == b"\x00snp" and len(heap) == about["heap"]
    assert len(snapshot) < len(heap) * 3 // 4


def plays(page: Page) -> None:
    """The game answers: a stock tap draws a card."""
    tap(page, "stock")
    wait_moves(page, 1)
    expect(page.locator('.pile[data-pile="waste"]')).to_have_attribute("data-count", "1")


def maker_tree(folder: Path) -> Path:
    """A tree whose tools/snapshot.mjs writes its snapshot into the tree: every other file is the repository's."""
    folder.mkdir()
    for entry in ROOT.iterdir():
        if entry.name not in ("static", "tools", ".git"):
            (folder / entry.name).symlink_to(entry)
    (folder / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "snapshot.mjs", folder / "tools")  # a copy: Node finds the tree from its path
    (folder / "static" / "vendor").mkdir(parents=True)
    for entry in (ROOT / "static").iterdir():
        if entry.name != "vendor":
            (folder / "static" / entry.name).symlink_to(entry)
    for name in ("pyodide", "pyscript"):
        (folder / "static" / "vendor" / name).symlink_to(ROOT / "static" / "vendor" / name)
    return folder


def test_the_same_inputs_make_the_same_snapshot(tmp_path: Path, snapshot: bytes) -> None:
    """tools/snapshot.mjs makes the same bytes every time from the same Pyodide, PyScript and game: a release
    names every file by its hash (tools/dist.py), so a snapshot that differed from one build to the next would
    be a new release of 17 MB for every player after every build of an unchanged tree. One run is compared with
    the snapshot `make vendor` made from this tree (Make remakes it whenever one of its inputs changed)."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("no `node`: tools/snapshot.mjs makes the snapshot with Node")
    tree = maker_tree(tmp_path / "tree")
    subprocess.run([node, "tools/snapshot.mjs"], cwd=tree, check=True, capture_output=True, timeout=120)
    made = tree / SNAPSHOT
    description = Path(f"{made}.json").read_text(encoding="utf-8")
    assert json.loads(description)["modules"], "the snapshot holds no module of the game"
    vendored = (hashlib.sha256(snapshot).hexdigest(), (ROOT / f"{SNAPSHOT}.json").read_text(encoding="utf-8"))
    assert (hashlib.sha256(made.read_bytes()).hexdigest(), description) == vendored, (
        f"a second run made another snapshot than `make vendor`'s {SNAPSHOT} (or the tree changed since: run `make vendor`)")


def test_boots_from_the_snapshot_made_in_node(page: Page, request_log: RequestLog, console: list[str],
                                             snapshot: bytes, about: dict) -> None:
    """The snapshot Node made (tools/snapshot.mjs) restores in Chromium: it was fetched once (200, every
    byte), by the worker that index.html's head started, Pyodide started from it, the game's modules came
    from it (none imported again) and so did PyScript's package, bound to this page (`pyscript_is_the_pages`),
    the game plays, and the console stayed clean. PyScript's requests for pyscript.toml's [files] were answered
    from the snapshot's copies of them, but main.py's, the page's script, which the loader fetched once (for [files]
    and for its script tag); once the game was ready a worker asked for each of the others once and found them the
    same."""
    assert "ds.web.board" in about["modules"] and about["size"] == len(snapshot)
    page.goto("/")
    wait_ready(page)
    assert page.evaluate("[window.__pyodideSnapshot, window.__gameModules]") == ["used", "snapshot"]
    # The worker index.html's head started (static/boot-snapshot.js) fetched it, not a second one of the loader's
    # ("replaced": the head asked for another snapshot). The head's script is async: on a busy machine the loader
    # can run before it and start the one worker itself ("loader"); either way the snapshot is fetched once (below).
    assert page.evaluate("window.__pyodideSnapshotWorker") in ("early", "loader")
    # PyScript's own package (it writes it at every boot, then imports it) came from the snapshot, none compiled.
    assert page.evaluate("[window.__keptModules >= %d, window.__precompiledModules]" % len(about["pyscript"])) == [True, 0]
    pyscript_is_the_pages(page)
    answers = [r for r in request_log.responses if r.url.split("?")[0].endswith(SNAPSHOT)]
    assert [r.status for r in answers] == [200]
    assert answers[0].headers.get("content-length") == str(len(snapshot))
    assert request_log.errors() == []
    request_log.assert_same_origin()
    assert page.evaluate("window.__pyodideFiles") == "snapshot"
    page.wait_for_function("window.__pyodideFilesCheck", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.__pyodideFilesCheck") == "same"
    assert page.evaluate("""performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname.slice(1))
        .filter((path) => path.startsWith("ds/") || path.startsWith("static/i18n/"))""") == ["ds/web/main.py"]
    asked = request_log.paths()
    assert {path: asked.count(path) for path in about["files"]} == {path: 1 for path in about["files"]}
    plays(page)
    assert console == []


PYSCRIPT_IN_THE_PAGE = """async () => {
  const { loadPyodide } = await import("./static/pyodide-loader.mjs");  // the page's Python (one module per URL)
  const pyodide = await loadPyodide();
  const shown = document.createElement("div");
  shown.id = "display-check";
  document.body.append(shown);
  return (await pyodide.runPythonAsync(`
import js, sys
import pyscript
from pyscript import RUNNING_IN_WORKER, config, current_target, display, document, storage, window

display("shown", target="display-check")
kept = await storage("snapshot-check")
kept["k"] = 1
await kept.sync()
names = sorted(str(name) for name in js.Reflect.ownKeys(sys.modules["pyscript.js_modules"]))
[window is js, document == js.document, type(document) is type(js.document), RUNNING_IN_WORKER,
 config["interpreter"], len(config["files"]), config["type"], js.document.getElementById("display-check").textContent,
 (await storage("snapshot-check"))["k"], current_target() == js.document.querySelector("script-py").id,
 names == sorted(name.split(".", 2)[2] for name in sys.modules if name.startswith("pyscript.js_modules."))]
`)).toJs();
}"""


def pyscript_is_the_pages(page: Page) -> None:
    """PyScript's package, imported in the snapshot with stand-ins for the page's JavaScript, is bound to this page:
    window and document are the page's, RUNNING_IN_WORKER is false, the config is the one PyScript read from
    pyscript.toml, display() writes into the page, its storage (a function of PyScript's JavaScript, through the
    loader's stand-in) keeps a value, current_target() reads PyScript's module, js_modules are the page's."""
    files = len(tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))["files"])
    assert page.evaluate(PYSCRIPT_IN_THE_PAGE) == [
        True, True, True, False, "./static/pyodide-loader.mjs", files, "py", "shown", 1, True, True]


def test_a_changed_file_of_pyscripts_package_is_imported_from_the_file(page: Page, console: list[str]) -> None:
    """A PyScript whose package is not the one the snapshot imported (here its context.py, as written by the
    bundle the page was served): the page imports that module from the file, the others from the code the
    snapshot compiled, and plays."""
    def changed(route: Route) -> None:
        body = route.fetch().text()
        assert '"context.py":"_A=None\\n' in body
        route.fulfill(body=body.replace('"context.py":"_A=None\\n', '"context.py":"_A=None\\nCHANGED=True\\n'),
                      content_type="text/javascript")

    page.route("**/static/vendor/pyscript/core-*.js", changed)
    page.goto("/")
    wait_ready(page)
    assert page.evaluate("[window.__pyodideSnapshot, window.__gameModules, window.__keptModules]") == ["used", "snapshot", 0]
    assert page.evaluate("window.__precompiledModules") >= 10
    assert page.evaluate("""async () => {
        const { loadPyodide } = await import("./static/pyodide-loader.mjs");
        return (await loadPyodide()).runPython("import pyscript.context; pyscript.context.CHANGED");
    }""") is True
    plays(page)
    assert console == []


def test_a_changed_file_of_the_game_is_imported_from_the_file(page: Page, console: list[str], about: dict) -> None:
    """A file of ds/ edited since the snapshot was made (make play serving the tree): the game starts from the
    snapshot's copies, finds the file served not its copy once ready, remembers the snapshot as stale and starts
    again, once: the page then fetches [files] and imports the game's modules from the files it was served, not
    the snapshot's, and plays; a later visit does the same at once, without starting twice."""
    source = (ROOT / "ds" / "web" / "bridge.py").read_text(encoding="utf-8")
    edited = source + "\nfrom js import window as _window\n_window.__bridgeFromTheFile = True\n"
    page.route("**/ds/web/bridge.py", lambda route: route.fulfill(body=edited, content_type="text/x-python"))
    loads: list[str] = []
    page.on("load", lambda: loads.append(page.url))
    page.goto("/")
    page.wait_for_function(f"window.__pyodideFiles === 'fetched' && document.querySelector({json.dumps(READY)})",
                           timeout=2 * BOOT_TIMEOUT_MS)
    started_again = ["used", "fetched", "changed", True, about["sha256"]]
    state = """[window.__pyodideSnapshot, window.__pyodideFiles, window.__gameModules, window.__bridgeFromTheFile,
                localStorage.getItem(%s)]""" % json.dumps(STALE_SNAPSHOT)
    assert page.evaluate(state) == started_again
    assert len(loads) == 2
    page.reload()
    wait_ready(page)
    page.wait_for_timeout(1000)  # (a check, had there been one, would start once ready)
    assert page.evaluate(state) == started_again
    assert len(loads) == 3
    plays(page)
    assert console == []


def test_a_build_without_a_snapshot_starts_the_normal_way_with_a_clean_console(
        page: Page, request_log: RequestLog, console: list[str], base_url: str) -> None:
    """When the snapshot could not be made, its .json says so and an empty file stands in its place (the page
    asks for both at once, tools/snapshot.mjs): the page reads no snapshot, logs nothing, has no failed request,
    and imports the game from the files. One exception: Chromium reports the empty stand-in's request as cancelled
    (net::ERR_ABORTED) in about one visit in three, under load, though the worker read it to its end and whether or
    not the worker is ended after it (measured with tools/serve.py's real empty file too); nothing reaches the
    console, which stays empty."""
    none = {"pyodide": VERSION, "size": None, "why": "a test", "modules": [], "boot": {}}
    page.route(f"**/{SNAPSHOT}.json", lambda route: route.fulfill(json=none))
    page.route(f"**/{SNAPSHOT}", lambda route: route.fulfill(body=b"", content_type="application/octet-stream"))
    page.goto("/")
    wait_ready(page)
    assert page.evaluate("[window.__pyodideSnapshot, window.__gameModules, window.__precompiledModules]") == [
        "none", "files", 0]
    assert [r.status for r in request_log.responses if r.url.split("?")[0].endswith(SNAPSHOT)] in ([], [200])
    assert [error for error in request_log.errors() if error.split("?")[0] != f"net::ERR_ABORTED {base_url}{SNAPSHOT}"] == []
    plays(page)
    assert console == []


def test_no_two_visits_draw_the_same_random_numbers(browser: Browser, base_url: str) -> None:
    """The snapshot holds the state of Python's `random` as it was when it was made (from a fixed stream of
    bytes: tools/snapshot.mjs): the loader reseeds it from the browser's randomness, and `secrets` reads that
    randomness at every call, so two visits draw different numbers (SPEC point 13)."""
    drawn = []
    for _ in range(2):
        context = browser.new_context(base_url=base_url)
        try:
            page = context.new_page()
            page.route(f"**{LOADER_PAGE}", lambda route: route.fulfill(
                body="<!doctype html><title>loader</title>", content_type="text/html"))
            page.goto(LOADER_PAGE)
            drawn.append(page.evaluate("""async () => {
                const { loadPyodide } = await import("./static/pyodide-loader.mjs");
                const pyodide = await loadPyodide();
                return [window.__pyodideSnapshot,
                        pyodide.runPython("import random, secrets; (random.getrandbits(64), secrets.token_hex(8))").toJs()];
            }"""))
        finally:
            context.close()
    assert [used for used, _ in drawn] == ["used", "used"]
    (first_random, first_secret), (second_random, second_secret) = (numbers for _, numbers in drawn)
    assert first_random != second_random
    assert first_secret != second_secret


def test_boots_and_plays_when_the_snapshot_is_not_served(page: Page, request_log: RequestLog, warnings: list[str]) -> None:
    """A host that lost the snapshot and its .json (404): a warning, then the normal start."""
    page.route(f"**/{SNAPSHOT}", lambda route: route.fulfill(status=404, body="not here"))
    page.route(f"**/{SNAPSHOT}.json", lambda route: route.fulfill(status=404, body="not here"))
    page.goto("/")
    wait_ready(page)
    assert page.evaluate("window.__pyodideSnapshot") == "missing"
    assert [text for text in warnings if FALLBACK_WORDS in text]
    assert "static/vendor/pyodide/pyodide.asm.wasm" in request_log.paths()
    plays(page)


def test_a_snapshot_that_cannot_be_fetched_is_not_waited_for(page: Page) -> None:
    page.route(f"**/{SNAPSHOT}", lambda route: route.abort())
    page.goto("/")
    wait_ready(page)
    assert page.evaluate("window.__pyodideSnapshot") == "missing"
    plays(page)


@pytest.mark.parametrize("garbage", ["garbage", "cut", "one-byte-changed"])
def test_boots_and_plays_with_a_corrupt_snapshot(page: Page, warnings: list[str], snapshot: bytes, garbage: str,
                                                 other_files: tuple[Path, str]) -> None:
    """Bytes that are not the snapshot its .json describes (garbage, a cut download, a host that altered
    one byte) are never handed to Pyodide."""
    if garbage == "garbage":
        body = b"\x00garbage\xff" * 1000
    elif garbage == "cut":
        body = snapshot[: len(snapshot) // 8]
    else:
        body = snapshot[:1_000_000] + bytes([snapshot[1_000_000] ^ 1]) + snapshot[1_000_001:]

    serve_instead(page, other_files, f"{garbage}.snapshot", body)
    page.goto("/")
    wait_ready(page)
    assert page.evaluate("window.__pyodideSnapshot") == "corrupt"
    assert [text for text in warnings if FALLBACK_WORDS in text]
    plays(page)


@pytest.mark.parametrize("change", ["not-a-snapshot", "other-build"])
def test_boots_and_plays_when_pyodide_refuses_the_snapshot(page: Page, warnings: list[str], snapshot: bytes,
                                                          change: str, other_files: tuple[Path, str]) -> None:
    """A file that passes the size and hash check but that Pyodide refuses (no snapshot at all, or one made
    by another build of Pyodide: its build id, bytes 16-47, differs) falls back to the normal start."""
    data = bytearray(snapshot)
    if change == "not-a-snapshot":
        data[:4] = b"\x00\x00\x00\x00"
    else:
        at = stored_at(snapshot, 16)
        data[at:at + 32] = b"0" * 32
    about = {"pyodide": VERSION, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    serve_instead(page, other_files, f"{change}.snapshot", bytes(data), about)
    page.goto("/")
    wait_ready(page)
    assert page.evaluate("window.__pyodideSnapshot") == "refused"
    assert [text for text in warnings if FALLBACK_WORDS in text]
    plays(page)

"""Offline after the first visit (static/sw.js, written into dist/ by tools/dist.py). Once the worker is
installed, every file of its release, the .wasm included, comes from its cache, online or not, with the
headers the host sent: with the server process killed (the browser still online) or the browser offline,
the game reloads, plays and is won; bytes on the host that are not the release's never reach the page;
a new release replaces the old one whole, the .wasm and the .mjs included; the host's frame-ancestors
still holds after the first visit; a host that takes the game down gets its folder back by serving
tools/sw-retire.js as sw.js. The source tree registers no worker, so development never sees stale
files. Every server here is tools/serve.py in a process of its own (helpers.ServerProcess), stopped by
its PID."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, Response, expect

from ds import Game, Move
from ds.gestures import tap_move
from ds.save import dump
from tests.e2e import winning_lines
from tests.e2e.helpers import (
    Aim,
    RequestLog,
    ServerProcess,
    after_then_aim,
    count_moves,
    drag_along,
    press_undo,
    skip_celebration,
    tap,
    wait_checked,
    wait_moves,
    wait_ready,
)
from tests.engine.helpers import table
from tools.dist import write_worker

ROOT = Path(__file__).resolve().parents[2]
SAVE_KEY = "double-solitaire.game"
WASM = "static/vendor/pyodide/pyodide.asm.wasm"
INTERPRETER = "static/vendor/pyodide/pyodide.asm.mjs"
CODE = "DS1-D1N-AAAAAAC"  # ds.solver.EXAMPLE_WINS["D1N"]; its line is pinned in winning_lines.json
DRAG_STEPS = 2
"""Pointer moves between press and release: half-way (past the 6 px drag threshold), then over the target (as in
test_whole_games.py)."""
RECORD_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (event) =>
    (window.__violations ||= []).push(event.violatedDirective + " " + event.blockedURI));"""
RECORD_WASM = """(() => {  // the SHA-256 of the WebAssembly runtime that the page actually compiles
    const instantiate = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async (source, imports) => {
        const response = await source;
        const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
        window.__wasmSha256 = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
        return instantiate.call(WebAssembly, response, imports);
    };
})();"""
WORKER_READY = """async () => {
    const registration = await navigator.serviceWorker.ready;
    return {scope: registration.scope, caches: await caches.keys()};
}"""


@pytest.fixture
def dist(built_dist: Path, tmp_path: Path) -> Path:
    """A copy of the session's build (conftest.py) that the test may change, as a host's files change."""
    out = tmp_path / "dist"
    shutil.copytree(built_dist, out)
    return out


@pytest.fixture
def host(dist: Path) -> Iterator[ServerProcess]:
    with ServerProcess(dist) as server:
        yield server


def release(dist: Path) -> dict:
    """The release that dist/sw.js installs: {"version": …, "files": [[path, sha256], …]}."""
    return json.loads((dist / "sw.js").read_text(encoding="utf-8").split("const RELEASE = ", 1)[1].split(";  //", 1)[0])


def cache_name(url: str, dist: Path) -> str:
    return f"double-solitaire {url} {release(dist)['version']}"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def release_responses(log: RequestLog, start: int, url: str, dist: Path) -> dict[str, Response]:
    """The responses since ``start`` to the page's requests for files of the release, by path ("./" for the
    page); not the worker's own (those of an install)."""
    paths = {path for path, _ in release(dist)["files"]}
    found = {}
    for response in log.responses[start:]:
        path = response.url.split("#")[0].split("?")[0].removeprefix(url) or "./"
        if path in paths and response.request.service_worker is None:
            found[path] = response
    return found


def assert_from_the_release(log: RequestLog, start: int, url: str, dist: Path) -> None:
    """Every file of the release that the page fetched since ``start``, the page and the .wasm included,
    was answered by the worker, none by the host."""
    answered = release_responses(log, start, url, dist)
    assert {"./", WASM, INTERPRETER} <= answered.keys()
    assert [path for path, response in answered.items() if not response.from_service_worker] == []


def play(page: Page, game: Game, moves: list[Move]) -> None:
    """Play ``moves`` on the page as a player does (taps, drags) and in ``game``: the page's move counter
    and score follow the engine's after each (the page records them as its counter changes: ``count_moves``;
    checked in the round trip that aims the next gesture). A stock tap after a stock tap needs no point and
    no round trip: the page makes a draw before it reads the next input."""
    unchecked: list[tuple[Move, list[str]]] = []  # made since the last check, with the engine's counter and score after it

    def aim(cards: tuple[tuple[str, int | None], ...] = (), target: str | None = None) -> Aim:
        nonlocal unchecked
        found = after_then_aim(page, game.move_count, cards, target)
        want = [counted for _, counted in unchecked]
        assert found.counted == want and (not want or found.seen == want[-1]), \
            f"after {[str(move) for move, _ in unchecked]}: the page counted {found.counted}, the engine {want}"
        unchecked = []
        return found

    count_moves(page)
    stock = (0.0, 0.0)
    for move in moves:
        if move.is_draw or move.is_recycle:
            if not unchecked or not (unchecked[-1][0].is_draw or unchecked[-1][0].is_recycle):
                stock = aim((("stock", None),)).card()
            page.mouse.click(*stock)
        else:
            index = len(game.pile_cards(move.src)) - move.count if move.src.is_column else None
            card = (str(move.src), index)
            target = None if move.dst.is_foundation and tap_move(game, move.src, index) == move else str(move.dst)
            found = aim((card,), target)
            if target is None:
                page.mouse.click(*found.card())
            else:
                drag_along(page, found.card(), found.target(), steps=DRAG_STEPS)
        game.play(move)
        unchecked.append((move, [str(game.move_count), str(game.score)]))
    aim()


def with_custom_section(wasm: bytes, name: str, payload: bytes) -> bytes:
    """``wasm`` with a custom section appended: other bytes, the same program (custom sections are not run)."""
    def leb128(number: int) -> bytes:
        out = bytearray()
        while True:
            byte, number = number & 0x7F, number >> 7
            out.append(byte | (0x80 if number else 0))
            if not number:
                return bytes(out)

    content = leb128(len(name)) + name.encode() + payload
    return wasm + b"\x00" + leb128(len(content)) + content


def one_byte_changed(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + bytes([data[middle] ^ 0xFF]) + data[middle + 1:]


def wait_until(page: Page, expression: str, what: str) -> None:
    """Poll ``expression`` (awaited, unlike wait_for_function's) until it is true; fail after two minutes (a new
    release's worker copies some 40 MB into its cache: 17 s alone, over a minute once in a slow CI run)."""
    for _ in range(1200):
        if page.evaluate(expression):
            return
        page.wait_for_timeout(100)
    pytest.fail(f"still not true after two minutes: {what}")


# --- the host serves a changed .wasm, then it is gone -------------------------------------------------------


def test_a_changed_wasm_on_the_host_never_reaches_the_page_and_it_plays_with_the_server_process_killed(
        page: Page, host: ServerProcess, dist: Path) -> None:
    """Visit; then the host's .wasm changes by one byte (a corrupted copy, the same sw.js): a reload, online, starts
    under the worker, every file of the release, the .wasm included, from its cache, and compiles the release's .wasm.
    Then the server process is killed by its PID, the browser still online (navigator.onLine): a reload starts the
    game from the cache alone, and a few moves of a deal are played with taps and drags, the score following the
    engine's. (One install for both cases: a release's install copies some 40 MB into its cache.)"""
    context = page.context
    context.add_init_script(RECORD_WASM)
    url = host.url + "/"
    log = RequestLog(url).attach(context)
    page.goto(f"{url}?double-tap=off#{CODE}")
    wait_ready(page)
    wait_checked(page)  # the check of the snapshot's copies ended: the next navigation cuts no request
    assert page.evaluate(WORKER_READY) == {"scope": url, "caches": [cache_name(url, dist)]}
    good = sha256(dist / WASM)
    (dist / WASM).write_bytes(one_byte_changed((dist / WASM).read_bytes()))
    start = len(log.responses)
    page.reload()
    wait_ready(page)
    wait_checked(page)  # the check of the snapshot's copies ended: the next navigation cuts no request
    assert_from_the_release(log, start, url, dist)
    assert page.evaluate("window.__wasmSha256") == good, "the host's changed .wasm reached the page"

    host.stop()
    assert page.evaluate("navigator.onLine")
    start = len(log.responses)
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.onLine")
    assert_from_the_release(log, start, url, dist)
    expect(page.locator("#game")).to_have_attribute("data-code", CODE)
    play(page, Game.deal(CODE), winning_lines.line(CODE)[:8])
    assert log.failures == [], [f"{r.failure} {r.url}" for r in log.failures]


def test_a_whole_game_is_won_offline_from_the_deal_then_a_saved_game_resumes_offline(
        page: Page, host: ServerProcess, dist: Path, screenshot) -> None:
    """Offline from the first card to the last: visit once (the worker caches the release; every request stayed
    home, none failed), then with the server gone and the browser offline, reload and win a whole D1N deal with
    taps and drags, the page's counter and score following the engine's; the seed's final score at the end. Then,
    still offline, the player's saved game (three spades from the end) is opened: it resumes, plays, undoes and
    is won. Not one request fails, the policy is never violated. (One install for both: a release's install copies
    some 40 MB into the worker's cache.)"""
    saved = table(columns=["KS QS JS"], foundations={"S1": 10, "S2": 13, "H1": 13, "H2": 13,
                                                    "D1": 13, "D2": 13, "C1": 13, "C2": 13})
    context = page.context
    context.add_init_script(f"""(() => {{  // the player's saved game, once the test asks for it
        if (!sessionStorage.getItem('test.seed')) return;
        sessionStorage.removeItem('test.seed');
        localStorage.setItem('{SAVE_KEY}', {json.dumps(dump(saved))});
    }})();""")
    context.add_init_script(RECORD_VIOLATIONS)
    url = host.url + "/"
    log = RequestLog(url).attach(context)
    line = winning_lines.line(CODE)
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{url}?double-tap=off#{CODE}")
    wait_ready(page)
    wait_checked(page)  # the check of the snapshot's copies ended: the next navigation cuts no request
    assert page.evaluate(WORKER_READY) == {"scope": url, "caches": [cache_name(url, dist)]}
    log.assert_same_origin()  # dist/ served at a domain's root (test_dist.py serves it under a sub-path)
    assert log.errors() == []

    host.stop()
    context.set_offline(True)
    first_visit = len(log.requests)
    answered = len(log.responses)
    page.reload()
    wait_ready(page)
    wait_checked(page)  # the check of the snapshot's copies ended: the next navigation cuts no request
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    root = page.locator("#game")
    expect(root).to_have_attribute("data-code", CODE)
    assert_from_the_release(log, answered, url, dist)
    game = Game.deal(CODE)
    play(page, game, line)
    expect(root).to_have_attribute("data-won", "true")
    replay, lost = Game.deal(CODE), 0
    for move in line:
        before = replay.score
        replay.play(move)
        lost += before - replay.score if move.is_recycle else 0
    waste_to_tableau = sum(str(move.src) == "waste" and move.dst.is_column for move in line)
    assert game.score == 1220 + 5 * waste_to_tableau - lost

    page.emulate_media(reduced_motion="no-preference")
    page.evaluate("sessionStorage.setItem('test.seed', '1')")
    answered = len(log.responses)
    page.goto(f"{url}?double-tap=off")  # no code in the address: the saved game
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    expect(root).to_have_attribute("data-code", "")  # the saved position, set up by hand: no game code
    assert_from_the_release(log, answered, url, dist)
    tap(page, "col-1", 2)  # J of spades home
    wait_moves(page, 1)
    expect(root).to_have_attribute("data-score", "10")
    press_undo(page)
    expect(root).to_have_attribute("data-score", "0")
    for index in (2, 1, 0):  # J, Q, K of spades
        tap(page, "col-1", index)
        wait_moves(page, 1 + 3 - index)
    expect(root).to_have_attribute("data-won", "true")
    skip_celebration(page)
    expect(page.locator('dialog[data-dialog="won"]')).to_be_visible()
    screenshot(page, "offline-won")

    assert len(log.requests) > first_visit
    assert log.failures == [], [f"{r.failure} {r.url}" for r in log.failures]
    assert page.evaluate("window.__violations || []") == []


# --- the host serves other bytes -----------------------------------------------------------------------


def test_a_new_release_replaces_every_file_together(page: Page, host: ServerProcess, dist: Path) -> None:
    """A release that changes the runtime (its .wasm and its .mjs) and the page. While the host has the new
    sw.js but a .wasm that is not the one it lists (an upload half done), the new release does not install
    and a reload starts wholly from the old one. Once the host has every file, the new release installs
    beside the old, takes over and deletes the old cache, and the next start is wholly new: its page, its
    .mjs and its .wasm, all from the worker."""
    page.context.add_init_script(RECORD_WASM)
    url = host.url + "/"
    log = RequestLog(url).attach(page.context)
    page.goto(url)
    wait_ready(page)
    old = cache_name(url, dist)
    assert page.evaluate(WORKER_READY)["caches"] == [old]
    old_wasm = sha256(dist / WASM)

    index = dist / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace("<title>", '<meta name="release" content="2">\n  <title>'),
                     encoding="utf-8")
    with (dist / INTERPRETER).open("a", encoding="utf-8") as interpreter:
        interpreter.write('\nglobalThis.__release = "2";\n')
    new_wasm = with_custom_section((dist / WASM).read_bytes(), "release", b"2")
    (dist / WASM).write_bytes(new_wasm)
    write_worker(dist)
    new = cache_name(url, dist)
    assert new != old
    (dist / WASM).write_bytes(one_byte_changed(new_wasm))  # not yet the file that sw.js lists

    update = "navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true, () => false)"
    page.evaluate(update)
    wait_until(page, "navigator.serviceWorker.getRegistration().then(r => !r.installing && !r.waiting)",
               "the install of the new release ended")
    start = len(log.responses)
    page.reload()
    wait_ready(page)
    assert page.evaluate("[window.__wasmSha256, window.__release ?? null]") == [old_wasm, None]
    expect(page.locator('meta[name="release"]')).to_have_count(0)
    assert_from_the_release(log, start, url, dist)
    assert old in page.evaluate("caches.keys()")

    (dist / WASM).write_bytes(new_wasm)  # the upload completes
    page.evaluate(update)
    # The new release fills its cache, takes over, and deletes the old one.
    wait_until(page, f"caches.keys().then(keys => JSON.stringify(keys) === {json.dumps(json.dumps([new]))})",
               f"the caches are [{new}]")
    start = len(log.responses)
    page.reload()
    wait_ready(page)
    assert page.evaluate("[window.__wasmSha256, window.__release ?? null]") == [hashlib.sha256(new_wasm).hexdigest(), "2"]
    expect(page.locator('meta[name="release"]')).to_have_count(1)
    assert_from_the_release(log, start, url, dist)
    stored = page.evaluate(f"caches.open({json.dumps(new)}).then(cache => cache.keys()).then(keys => keys.length)")
    # Every file but WebKit's memory snapshot (Chromium caches its own only: static/sw.js).
    assert stored == len([path for path, _ in release(dist)["files"] if ".webkit.snapshot" not in path])


# --- the host's headers ----------------------------------------------------------------------------------


def documented_policy() -> str:
    """The Content-Security-Policy header that docs/embedding.md tells hosts to send, without its frame-ancestors."""
    docs = (ROOT / "docs" / "embedding.md").read_text(encoding="utf-8")
    match = re.search(r"^Content-Security-Policy: (.+); frame-ancestors [^\n]+$", docs, re.MULTILINE)
    assert match, "docs/embedding.md lost the header it tells hosts to send"
    return match.group(1)


def test_the_hosts_frame_ancestors_holds_after_the_first_visit(page: Page, dist: Path, tmp_path: Path) -> None:
    """The host sends the documented policy with frame-ancestors 'self', and nosniff. After a visit at top level
    (the worker installed), the worker's answers carry both headers, the page's and every file's; and a page on
    another origin (another port) that frames the game is refused, the frame's navigation answered by the worker."""
    headers = {"content-security-policy": f"{documented_policy()}; frame-ancestors 'self'",
               "x-content-type-options": "nosniff"}
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    with ServerProcess(dist, headers=tuple(f"{name}: {value}" for name, value in headers.items())) as game, \
            ServerProcess(foreign) as other:
        url = game.url + "/"
        (foreign / "frame.html").write_text(f'<!doctype html><title>Another site</title>\n'
                                            f'<iframe id="solitaire" src="{url}?origins={other.url}"></iframe>\n',
                                            encoding="utf-8")
        log = RequestLog(url).attach(page.context)
        page.goto(url)
        wait_ready(page)
        page.evaluate(WORKER_READY)
        start = len(log.responses)
        page.reload()
        wait_ready(page)
        answered = release_responses(log, start, url, dist)
        assert_from_the_release(log, start, url, dist)
        for path, response in answered.items():
            assert {name: response.headers.get(name) for name in headers} == headers, path

        with page.expect_console_message(lambda message: "frame-ancestors" in message.text) as refused:
            page.goto(f"{other.url}/frame.html")
        assert "frame-ancestors 'self'" in refused.value.text and "blocked" in refused.value.text
        framed = [r for r in log.responses if r.request.service_worker is None and r.request.is_navigation_request()
                  and r.request.frame.parent_frame is not None]
        assert [r.from_service_worker for r in framed] == [True]
        assert page.frame_locator("#solitaire").locator("#game").count() == 0


def test_a_release_a_host_changed_is_not_installed_and_the_pages_console_says_which_file(page: Page, host: ServerProcess,
                                                                                         dist: Path) -> None:
    """A host's tool rewrote one file after the build (a comment appended to the style sheet): the worker's
    install fails on it and the page's console says which file and that the browser tries again (the worker's
    own console is where no host looks); no worker takes over, and the game plays from the network."""
    style = dist / "static" / "style.css"
    style.write_text(style.read_text(encoding="utf-8") + "\n/* minified by the host */\n", encoding="utf-8")
    with page.expect_console_message(lambda message: "no offline copy yet" in message.text,
                                     timeout=120_000) as said:
        page.goto(host.url + "/")
        wait_ready(page)
    assert said.value.type == "warning"
    assert said.value.text == (f"Double Solitaire: no offline copy yet: static/style.css is not the file of release "
                               f"{release(dist)['version']}; the browser tries again at a later visit")
    assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => !r || !r.active)")
    tap(page, "stock")
    wait_moves(page, 1)


# --- the host takes the game down ------------------------------------------------------------------------


def test_a_host_that_takes_the_game_down_gets_its_folder_back_with_the_retiring_worker(page: Page, host: ServerProcess,
                                                                                       dist: Path) -> None:
    """README's "Take it down". Once the worker is installed, a host that puts a page of its own in the game's
    place still shows the game (the worker answers the folder, and keeps its place while sw.js is gone); with
    tools/sw-retire.js served as sw.js, the next visit deletes the game's caches, unregisters the worker and
    shows the host's page, from the host."""
    url = host.url + "/"
    page.goto(url)
    wait_ready(page)
    assert page.evaluate(WORKER_READY)["caches"] == [cache_name(url, dist)]
    for path in dist.iterdir():
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    (dist / "index.html").write_text('<!doctype html><title>Moved</title><p id="moved">The game has moved.</p>',
                                     encoding="utf-8")
    page.reload()
    wait_ready(page)  # the game still, from the worker

    shutil.copy(ROOT / "tools" / "sw-retire.js", dist / "sw.js")
    page.reload()
    expect(page.locator("#moved")).to_have_text("The game has moved.", timeout=60_000)
    assert page.evaluate("caches.keys()") == []
    assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r === undefined)")


# --- development -------------------------------------------------------------------------------------------


def test_source_tree_registers_no_worker() -> None:
    """make play and the tests serve the repository as it is: it has no sw.js and its page does not name one
    (static/offline.js registers only what data-service-worker names), so no cached copy can hide an edit."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<script src="./static/offline.js" defer></script>' in html
    assert "data-service-worker" not in html
    assert not (ROOT / "sw.js").exists()
    offline = (ROOT / "static" / "offline.js").read_text(encoding="utf-8")
    assert "const worker = script && script.dataset.serviceWorker;" in offline
    assert "if (!worker ||" in offline

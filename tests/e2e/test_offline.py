"""Offline after the first visit (static/sw.js, written into dist/ by tools/dist.py): with the server
gone and the browser offline, the game reloads, opens in a new tab, plays and is won; a new release
replaces the old cache whole; the source tree registers no worker, so development never sees stale files."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from ds.game import Game
from ds.gestures import tap_move
from ds.save import dump
from tests.e2e import winning_lines
from tests.e2e.helpers import RequestLog, drag, press_undo, tap, wait_moves, wait_ready
from tests.engine.helpers import table
from tools.dist import build, write_worker
from tools.serve import Server, make_server, start_in_thread

ROOT = Path(__file__).resolve().parents[2]
SAVE_KEY = "double-solitaire.game"
RECORD_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (event) =>
    (window.__violations ||= []).push(event.violatedDirective + " " + event.blockedURI));"""
WORKER_READY = """async () => {
    const registration = await navigator.serviceWorker.ready;
    return {scope: registration.scope, caches: await caches.keys()};
}"""


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    out = tmp_path / "dist"
    build(out)
    return out


@pytest.fixture
def server(dist: Path) -> Iterator[Server]:
    server = make_server(dist, 0)
    start_in_thread(server)
    yield server
    server.shutdown()
    server.server_close()


def cache_name(url: str, dist: Path) -> str:
    release = json.loads((dist / "sw.js").read_text(encoding="utf-8").split("const RELEASE = ", 1)[1].split(";  //", 1)[0])
    return f"double-solitaire {url} {release['version']}"


def test_plays_offline_after_the_first_visit(page: Page, server: Server, dist: Path, screenshot) -> None:
    """Visit once; then with the server stopped and the browser offline: reload, play, undo, and win.
    Not one request fails, the policy is never violated."""
    game = table(columns=["KS QS JS"], foundations={"S1": 10, "S2": 13, "H1": 13, "H2": 13,
                                                   "D1": 13, "D2": 13, "C1": 13, "C2": 13})
    context = page.context
    context.add_init_script(f"""(() => {{  // the player's saved game, three spades from the end; once
        if (localStorage.getItem('test.seeded')) return;
        localStorage.setItem('test.seeded', '1');
        localStorage.setItem('{SAVE_KEY}', {json.dumps(dump(game))});
    }})();""")
    context.add_init_script(RECORD_VIOLATIONS)
    url = server.url + "/"
    log = RequestLog(url).attach(context)
    page.goto(url + "?double-tap=off")
    wait_ready(page)
    worker = page.evaluate(WORKER_READY)
    assert worker == {"scope": url, "caches": [cache_name(url, dist)]}
    log.assert_same_origin()  # dist/ served at a domain's root (test_dist.py serves it under a sub-path)
    assert log.errors() == []

    server.shutdown()
    server.server_close()
    context.set_offline(True)
    first_visit = len(log.requests)
    answered = len(log.responses)
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    root = page.locator("#game")
    expect(root).to_have_attribute("data-code", str(game.code))
    wasm = [r for r in log.responses[answered:] if r.url.endswith("/pyodide.asm.wasm")]
    assert [r.from_service_worker for r in wasm] == [True]  # offline, the worker's cache answers it too

    tap(page, "col-1", 2)  # J of spades home
    wait_moves(page, 1)
    expect(root).to_have_attribute("data-score", "10")
    press_undo(page)
    expect(root).to_have_attribute("data-score", "0")
    for index in (2, 1, 0):  # J, Q, K of spades
        tap(page, "col-1", index)
        wait_moves(page, 1 + 3 - index)
    expect(root).to_have_attribute("data-won", "true")
    expect(page.locator('dialog[data-dialog="won"]')).to_be_visible()
    screenshot(page, "offline-won")

    assert len(log.requests) > first_visit
    assert log.failures == [], [f"{r.failure} {r.url}" for r in log.failures]
    assert page.evaluate("window.__violations || []") == []


def test_online_the_wasm_comes_from_the_browser_not_the_worker(page: Page, server: Server) -> None:
    """Once the worker is in charge, every file of a reload comes from its cache but the WebAssembly
    runtime, which the browser fetches itself (HTTP cache, revalidated), so that V8 reuses the code it
    compiled at the last start (a worker's answer carries none)."""
    url = server.url + "/"
    log = RequestLog(url).attach(page.context)
    page.goto(url)
    wait_ready(page)
    page.evaluate(WORKER_READY)
    answered = len(log.responses)
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    reload = {r.url.removeprefix(url): r for r in log.responses[answered:]}
    assert reload["static/vendor/pyodide/pyodide.asm.wasm"].from_service_worker is False
    for path in ("static/vendor/pyodide/python_stdlib.zip", "static/vendor/pyodide/pyodide.asm.mjs",
                 "static/pyodide-loader.mjs", "pyscript.toml"):
        assert reload[path].from_service_worker is True, path
    assert page.evaluate("window.__pyodideSnapshot") == "used"
    assert log.errors() == []


def test_a_new_release_replaces_the_old_cache_whole(page: Page, server: Server, dist: Path) -> None:
    """A changed file makes a new release: the browser's next check installs it completely beside the
    old one, then it takes over and the old cache is deleted; the page then gets every file from it."""
    url = server.url + "/"
    page.goto(url)
    wait_ready(page)
    old = cache_name(url, dist)
    assert page.evaluate(WORKER_READY)["caches"] == [old]

    index = dist / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace("<title>", '<meta name="release" content="2">\n  <title>'),
                     encoding="utf-8")
    with (dist / "static" / "style.css").open("a", encoding="utf-8") as css:
        css.write("\n/* release 2 */\n")
    write_worker(dist)
    new = cache_name(url, dist)
    assert new != old

    # What the browser does when it opens the page again: compare sw.js with the one it has.
    page.evaluate("navigator.serviceWorker.getRegistration().then(registration => registration.update())")
    for _ in range(300):  # the new release fills its cache, takes over, and deletes the old one
        if page.evaluate("caches.keys()") == [new]:
            break
        page.wait_for_timeout(100)
    assert page.evaluate("caches.keys()") == [new]
    page.reload(wait_until="domcontentloaded")  # the page of the new release; no need to wait for Python
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    expect(page.locator('meta[name="release"]')).to_have_count(1)
    css = page.evaluate("fetch('./static/style.css').then(response => response.text())")
    assert css.endswith("/* release 2 */\n")
    served = page.evaluate(f"""async () => {{
        const cache = await caches.open({json.dumps(new)});
        return (await cache.keys()).length;
    }}""")
    files = json.loads((dist / "sw.js").read_text(encoding="utf-8").split("const RELEASE = ", 1)[1].split(";  //", 1)[0])["files"]
    # Every file but WebKit's memory snapshot (Chromium caches its own only: static/sw.js).
    assert served == len([path for path, _ in files if ".webkit.snapshot" not in path])


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


def test_a_whole_game_is_won_offline_from_the_deal(page: Page, server: Server) -> None:
    """Offline from the first card to the last: visit once (the worker caches the release), then with
    the server gone and the browser offline, reload and win a whole D1N deal with taps and drags,
    the page's counter and score following the engine's; the seed's final score at the end."""
    code = "DS1-D1N-AAAAAAC"  # ds.solver.EXAMPLE_WINS["D1N"]; its line is pinned in winning_lines.json
    game = Game.deal(code)
    line = winning_lines.line(code)
    context = page.context
    page.emulate_media(reduced_motion="reduce")
    url = server.url + "/"
    page.goto(f"{url}?double-tap=off#{code}")
    wait_ready(page)
    page.evaluate(WORKER_READY)
    server.shutdown()
    server.server_close()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    root = page.locator("#game")
    expect(root).to_have_attribute("data-code", code)
    waste_to_tableau = lost = 0
    for move in line:
        if move.is_draw or move.is_recycle:
            tap(page, "stock")
        else:
            cards = game.pile_cards(move.src)
            index = len(cards) - move.count if move.source.startswith("col-") else None
            if move.target.startswith("foundation-") and tap_move(game, move.source, index) == move:
                tap(page, move.source, index)
            else:
                drag(page, move.source, index, move.target)
        waste_to_tableau += move.source == "waste" and move.target.startswith("col-")
        before = game.score
        game.play(move)
        lost += before - game.score if move.is_recycle else 0
        wait_moves(page, game.moves)
        assert root.get_attribute("data-score") == str(game.score), f"after {move}"
    expect(root).to_have_attribute("data-won", "true")
    assert game.score == 1220 + 5 * waste_to_tableau - lost

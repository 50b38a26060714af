"""make dist (tools/dist.py): only what the game needs, every path relative, sizes printed; the folder
plays from any static server, at a domain's root and under a sub-path, even one that does not know the
.wasm's type."""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.helpers import RequestLog, tap, wait_moves, wait_ready
from tools.dist import NOTICES, WORKER, build, check_relative, main, write_worker
from tools.serve import HOST, Handler, Server, make_server, start_in_thread

ROOT = Path(__file__).resolve().parents[2]
SUB_PATH = "games/double-solitaire/"
RECORD_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (event) =>
    (window.__violations ||= []).push(event.violatedDirective + " " + event.blockedURI));"""


@pytest.fixture
def dist(built_dist: Path) -> Path:
    """The session's build (conftest.py); these tests only read it."""
    return built_dist


def files_in(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def release_of(folder: Path) -> dict:
    match = re.search(r"^const RELEASE = (\{.*\});  // written by tools/dist.py$",
                      (folder / WORKER).read_text(encoding="utf-8"), re.MULTILINE)
    assert match, "sw.js holds no release"
    return json.loads(match.group(1))


# --- what goes in ----------------------------------------------------------------------------


def test_only_what_the_game_needs(dist: Path) -> None:
    """The page, its config, the Python files it lists, static/ and the runtime's boot files: no tests,
    tools, docs, notes, source maps, node_modules, or PyScript features the page never loads."""
    files = files_in(dist)
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert {path.split("/")[0] for path in files} == {"index.html", "pyscript.toml", "sw.js", "ds", "static"}
    assert {f for f in files if f.startswith("ds/")} == {source.removeprefix("./") for source in config["files"]
                                                          if source.startswith("./ds/")}
    for needed in ("static/style.css", "static/boot.js", "static/offline.js", "static/manifest.webmanifest",
                   "static/icons/icon-192.png", "static/icons/icon-512.png",
                   "static/vendor/pyscript/core.js", "static/vendor/pyscript/core.css",
                   *(f"static/vendor/pyodide/{name}" for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                                                  "python_stdlib.zip", "pyodide-lock.json")),
                   "static/vendor/pyodide/LICENSE", "static/vendor/pyscript/LICENSE"):
        assert needed in files, needed
    unwanted = [f for f in files if f.endswith((".map", ".md")) or f == "static/sw.js"
                or re.search(r"/(codemirror|xterm)[^/]*\.js$", f)]
    assert unwanted == []


def test_ships_the_memory_snapshot_in_the_release(dist: Path) -> None:
    """The snapshot Python starts from (made by make vendor) and its .json go in, byte for byte, and the
    service worker caches both, so an offline start is as quick as an online one."""
    version = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
    names = [f"static/vendor/pyodide-{version}.snapshot", f"static/vendor/pyodide-{version}.snapshot.json"]
    assert (ROOT / names[0]).is_file(), "make vendor made no snapshot (tools/snapshot.mjs, with Node)"
    webkit = [name.replace(".snapshot", ".webkit.snapshot") for name in names]  # tools/snapshot_webkit.py's, made where WebKitGTK is
    if (ROOT / webkit[0]).is_file():
        names += webkit
    for name in names:
        assert (dist / name).read_bytes() == (ROOT / name).read_bytes(), name
    assert set(names) <= {path for path, _ in release_of(dist)["files"]}
    assert sorted(f for f in files_in(dist) if f.endswith((".snapshot", ".snapshot.json"))) == sorted(names)


def test_every_path_is_relative(dist: Path, tmp_path: Path) -> None:
    """A page that names a file from the domain's root would break under a sub-path: the build refuses it."""
    html = (dist / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"""\b(?:src|href)=["']/""", html)
    check_relative(dist)
    broken = tmp_path / "broken"
    shutil.copytree(dist, broken)
    (broken / "index.html").write_text(html.replace('"./static/style.css"', '"/static/style.css"'), encoding="utf-8")
    with pytest.raises(SystemExit, match="absolute paths"):
        check_relative(broken)


def test_service_worker_release_is_every_file_with_its_hash(dist: Path) -> None:
    """sw.js caches every file but itself and the licences; the version changes with any file."""
    release = release_of(dist)
    listed = {path for path, _ in release["files"]}
    assert listed == {"./" if f == "index.html" else f for f in files_in(dist)
                      if f != WORKER and not NOTICES.search(f)}
    assert 'data-service-worker="./sw.js"' in (dist / "index.html").read_text(encoding="utf-8")
    assert release["version"] == release_of(dist)["version"]


def test_a_changed_file_is_a_new_release(dist: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(dist, copy)
    before = release_of(copy)["version"]
    with (copy / "ds" / "web" / "main.py").open("a", encoding="utf-8") as file:
        file.write("\n")
    assert write_worker(copy)["version"] != before


def test_web_app_manifest_is_installable(dist: Path) -> None:
    """Name, standalone display, theme colour (the page's too), start URL and scope of the folder, and
    icons that exist at the sizes they claim: 192 and 512 pixels, and a maskable one."""
    manifest = json.loads((dist / "static" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "Double Solitaire" and manifest["display"] == "standalone"
    assert manifest["start_url"] == manifest["scope"] == "../"  # relative to static/: the game's folder
    html = (dist / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="./static/manifest.webmanifest">' in html
    assert f'<meta name="theme-color" content="{manifest["theme_color"]}">' in html
    sizes = set()
    for icon in manifest["icons"]:
        path = dist / "static" / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            data = path.read_bytes()
            width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and icon["sizes"] == f"{width}x{height}", icon["src"]
            sizes.add((width, icon["purpose"]))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes


def test_build_prints_each_part_and_the_total(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--out", str(tmp_path / "out")]) == 0
    printed = capsys.readouterr().out
    for part in ("Pyodide (Python runtime)", "Pyodide memory snapshot", "PyScript", "game: Python (ds/)", "page: HTML, CSS, JS, config",
                 "icons and web app manifest", "licences of the runtime", "service worker", "total"):
        assert re.search(rf"^{re.escape(part)} +\d+ +[\d.]+ [kM]B +[\d.]+ [kM]B$", printed, re.MULTILINE), part


def test_refuses_to_empty_a_folder_it_did_not_make(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(SystemExit, match="not an earlier build"):
        build(tmp_path)
    assert (tmp_path / "notes.txt").is_file()


# --- served ------------------------------------------------------------------------------------------


@pytest.fixture
def site(dist: Path, tmp_path: Path) -> Iterator[str]:
    """The URL of dist/ copied under a sub-path of a static server's root (a symbolic link)."""
    root = tmp_path / "site"
    (root / SUB_PATH).parent.mkdir(parents=True)
    (root / SUB_PATH.rstrip("/")).symlink_to(dist)
    server = make_server(root, 0)
    start_in_thread(server)
    yield f"{server.url}/{SUB_PATH}"
    server.shutdown()
    server.server_close()


def test_plays_under_a_sub_path(page: Page, site: str) -> None:
    """Served at /games/double-solitaire/: ready, a move played, the service worker installed for that
    folder; every request stays in it, none fails, the policy is never violated. (test_offline.py plays
    dist/ served at a domain's root.)"""
    page.context.add_init_script(RECORD_VIOLATIONS)
    log = RequestLog(site).attach(page.context)
    page.goto(site)
    wait_ready(page)
    tap(page, "stock")
    wait_moves(page, 1)
    expect(page.locator('.pile[data-pile="waste"]')).to_have_attribute("data-count", "1")
    assert page.evaluate("async () => (await navigator.serviceWorker.ready).scope") == site

    expect(page.locator("[data-boot-stuck]")).to_have_count(0)  # boot.js ran: index.html's words for a host gone
    log.assert_same_origin()
    assert log.errors() == []
    assert [path for path in log.paths() if not path.startswith(SUB_PATH)] == [], "requests left the game's folder"
    assert page.evaluate("window.__violations || []") == []


class UntypedWasm(Handler):
    """A static server that does not know .wasm: it sends ``wasm_type``, or no Content-Type when it is None."""

    wasm_type: str | None = None

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-type" and self.path.split("?")[0].endswith(".wasm"):
            if self.wasm_type is None:
                return
            value = self.wasm_type
        super().send_header(keyword, value)


@pytest.mark.parametrize("wasm_type", ["application/octet-stream", None], ids=["octet-stream", "no-type"])
def test_plays_from_a_host_that_does_not_know_the_wasm(page: Page, dist: Path, wasm_type: str | None) -> None:
    """README's "Host it": a .wasm sent with another type, or none, still starts the game (Pyodide's own
    instantiateStreaming refuses it and waited forever: "no answer after 60 s"), and again from the service
    worker, which keeps the host's headers."""
    handler = type("Handler", (UntypedWasm,), {"wasm_type": wasm_type})
    server = Server((HOST, 0), functools.partial(handler, directory=str(dist)))
    server.quiet = True
    start_in_thread(server)
    try:
        messages: list[str] = []
        page.on("console", lambda message: messages.append(message.text))
        page.goto(server.url + "/")
        wait_ready(page)
        wasm = page.evaluate("fetch('static/vendor/pyodide/pyodide.asm.wasm').then(r => r.headers.get('Content-Type'))")
        assert wasm == wasm_type
        tap(page, "stock")
        wait_moves(page, 1)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # the release is in the worker's cache
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert [text for text in messages if "wasm" in text.lower()] == []
    finally:
        server.shutdown()
        server.server_close()


class FolderWithoutItsSlash(Handler):
    """A static host that answers a folder's address without its final "/" with the folder's index.html, where most
    redirect to the address with it: the page's relative paths then lead to the folder above."""

    def send_head(self) -> BinaryIO | None:
        path = self.path.split("?")[0]
        if not path.endswith("/") and Path(self.translate_path(path)).is_dir():
            self.path = path + "/index.html"
        return super().send_head()


class ScriptsAsText(Handler):
    """A static host that sends .js and .mjs as text/plain (with nosniff, the browser runs none of them)."""

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return "text/plain" if str(path).endswith((".js", ".mjs")) else super().guess_type(path)


@contextmanager
def serving(root: Path, handler: type[Handler], *headers: tuple[str, str]) -> Iterator[str]:
    server = make_server(root, 0, headers=headers, handler_class=handler)
    start_in_thread(server)
    try:
        yield server.url
    finally:
        server.shutdown()
        server.server_close()


def test_a_folder_served_without_its_slash_says_what_the_host_must_do(page: Page, dist: Path, tmp_path: Path) -> None:
    """dist/ at /games/double-solitaire, answered without a redirect to its final "/": no file of the page arrives
    (not even boot.js, whose 60 s would have said something), and the page said "Loading the game…" for ever. The
    words index.html holds for a boot.js that never ran show at once (the style sheet did not arrive either)."""
    (tmp_path / SUB_PATH).parent.mkdir(parents=True)
    (tmp_path / SUB_PATH.rstrip("/")).symlink_to(dist)
    with serving(tmp_path, FolderWithoutItsSlash) as url:
        page.goto(f"{url}/{SUB_PATH.rstrip('/')}")
        stuck = page.locator("[data-boot-stuck]")
        expect(stuck).to_be_visible()
        expect(stuck.locator('[lang="en"]')).to_contain_text("its folder's address with the final “/” (…/game/, not …/game)")


def test_scripts_the_browser_refuses_say_what_the_host_must_do(page: Page, dist: Path) -> None:
    """A host that sends .js and .mjs as text/plain with X-Content-Type-Options: nosniff: the browser runs no script
    of the page, boot.js included, and the page said "Loading the game…" for ever. The style sheet shows index.html's
    words for a boot.js that never ran after 20 s (run to their end here)."""
    with serving(dist, ScriptsAsText, ("X-Content-Type-Options", "nosniff")) as url:
        page.goto(url + "/")
        stuck = page.locator("[data-boot-stuck]")
        expect(stuck).to_be_hidden()
        page.evaluate("document.getAnimations().forEach((animation) => animation.finish())")
        expect(stuck).to_be_visible()
        expect(stuck.locator('[lang="en"]')).to_contain_text(".js and .mjs files as text/javascript")
        expect(page.locator("#game")).to_have_attribute("data-ready", "false")


class CutOff(Handler):
    """A host whose answer for the file ``cut`` breaks off half-way, its whole length announced (a dropped connection)."""

    cut: str | None = None

    def copyfile(self, source: BinaryIO, outputfile: BinaryIO) -> None:
        if self.cut is None or self.path.split("?")[0] != "/" + self.cut:
            super().copyfile(source, outputfile)
            return
        data = source.read()
        outputfile.write(data[:len(data) // 2])
        self.close_connection = True


def test_an_install_cut_off_half_way_says_which_file_and_the_next_visit_installs_whole(page: Page, dist: Path) -> None:
    """The first visit's install of the offline copy breaks off in the middle of a file: the page's console said
    "no offline copy yet: Failed to fetch", naming no file, and now names it. At the next visit, the host whole
    again, the release installs whole, and the page after it comes from the worker."""
    handler = type("Handler", (CutOff,), {"cut": "static/icons/icon-512.png"})
    with serving(dist, handler) as url:
        with page.expect_console_message(lambda message: "no offline copy yet" in message.text,
                                         timeout=120_000) as said:
            page.goto(url + "/")
            wait_ready(page)
        assert said.value.text.startswith("Double Solitaire: no offline copy yet: static/icons/icon-512.png: ")
        handler.cut = None
        page.reload()
        wait_ready(page)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")



class FolderWithoutIndex(Handler):
    """A static host that answers no folder with its index.html (HTTP 403, as a bucket without an index document):
    its players open …/game/index.html."""

    def send_head(self) -> BinaryIO | None:
        if self.path.split("?")[0].endswith("/"):
            self.send_error(403, "Forbidden")
            return None
        return super().send_head()


def test_a_host_that_serves_no_folder_index_still_gets_the_offline_copy(page: Page, dist: Path, tmp_path: Path) -> None:
    """dist/ at /games/double-solitaire/ on a host that answers the folder's address with 403 and serves
    index.html by its name. The worker's install asked for the page as the folder ("./": HTTP 403), so the offline
    copy never installed, at any visit ("no offline copy yet: ./: HTTP 403"); it asks for index.html. Then a reload
    is the worker's, and so is the folder's own address (the web app manifest's start_url), which the host refuses."""
    (tmp_path / SUB_PATH).parent.mkdir(parents=True)
    (tmp_path / SUB_PATH.rstrip("/")).symlink_to(dist)
    said: list[str] = []
    page.on("console", lambda message: said.append(message.text))
    with serving(tmp_path, FolderWithoutIndex) as url:
        folder = f"{url}/{SUB_PATH}"
        page.goto(folder + "index.html")
        wait_ready(page)
        tap(page, "stock")
        wait_moves(page, 1)
        for _ in range(1200):  # the install copies some 40 MB (test_offline.py's wait_until)
            if page.evaluate("navigator.serviceWorker.getRegistration().then((r) => Boolean(r && r.active))") \
                    or any("no offline copy yet" in text for text in said):
                break
            page.wait_for_timeout(100)
        assert [text for text in said if "no offline copy" in text] == []
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.active.state)") == "activated"
        for address in (folder + "index.html", folder):
            response = page.goto(address)
            wait_ready(page)
            assert response is not None and response.from_service_worker, address
            assert page.locator("#game").get_attribute("data-moves") == "1", address  # the game saved

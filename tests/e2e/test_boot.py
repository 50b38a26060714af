"""The page boots from this server alone, runs the repository's own Python, and says what it is doing."""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route, expect

from tests.e2e.helpers import BOOT, BOOT_TIMEOUT_MS, READY, RequestLog, wait_ready
from tools.serve import Handler, make_server, start_in_thread

ROOT = Path(__file__).resolve().parents[2]
VERSION = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
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


def test_browser_runs_the_repository_python_files(page: Page) -> None:
    """Every ds/**/*.py that Python has in the browser, as PyScript wrote it into Python's file system (from the
    snapshot's copies, which the loader checks against the files served, or from the files), is byte-identical
    to the repository's, and all are there."""
    page.goto("/")
    wait_ready(page)
    written = page.evaluate("""async () => {
        const { loadPyodide } = await import("./static/pyodide-loader.mjs");  // the page's Python
        const found = (await loadPyodide()).runPython(`
import pathlib
{path.relative_to("/home/pyodide").as_posix(): path.read_text() for path in pathlib.Path("/home/pyodide/ds").rglob("*.py")
 if "__pycache__" not in path.parts}
`);
        const files = found.toJs({ dict_converter: Object.fromEntries });
        found.destroy();
        return files;
    }""")
    on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / "ds").rglob("*.py")
               if "__pycache__" not in p.parts}

    assert set(written) == on_disk
    for path, text in written.items():
        assert text == (ROOT / path).read_text(encoding="utf-8"), f"{path} differs from the repository file"


@contextmanager
def own_server(*, headers: tuple[tuple[str, str], ...] = (), handler_class: type[Handler] = Handler) -> Iterator[str]:
    """The URL of the repository served by a server of its own (``make_server``'s options), stopped after the block."""
    server = make_server(ROOT, 0, headers=headers, handler_class=handler_class)
    start_in_thread(server)
    try:
        yield server.url + "/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def wasm_held() -> Iterator[str]:
    """The URL of the repository served by a server of its own that never answers for the runtime's WebAssembly
    binary, as a host that stalls on one file (a Playwright route would hand every request of the page and of its
    workers to Playwright, which the page's promise is not about)."""
    release = threading.Event()

    class Holding(Handler):
        def do_GET(self) -> None:
            if self.path.split("?")[0].endswith("/pyodide.asm.wasm"):
                release.wait()
                self.close_connection = True
            else:
                super().do_GET()

    with own_server(handler_class=Holding) as url:
        yield url
        release.set()


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_table_and_progress_are_painted_before_python(page: Page, screenshot, wasm_held: str, viewport: str) -> None:
    """The felt, the 19 pile spots and a progress line counting the boot's bytes show while the runtime
    loads; the bar's buttons look inactive and, pressed, say the game is still loading."""
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[viewport])))
    # The WebAssembly binary never comes: the page stays in its loading state.
    console: list[str] = []
    page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
    page.goto(wasm_held, wait_until="domcontentloaded")

    indicator = page.locator(BOOT)
    expect(indicator).to_be_visible()
    expect(indicator).to_have_attribute("data-boot", "loading")
    about = json.loads((ROOT / "static" / "vendor" / f"pyodide-{VERSION}.snapshot.json").read_text(encoding="utf-8"))
    sizes = about["boot"]
    total = sum(sizes.values())
    arrived = total - sizes["static/vendor/pyodide/pyodide.asm.wasm"]
    # The count moves as the bytes arrive (the snapshot streams in), up to all but the held binary's.
    try:
        expect(indicator.locator(".boot-text")).to_have_text(
            f"Loading the game… {arrived / 1e6:.0f} of {total / 1e6:.0f}\u00a0MB", timeout=30_000)
    except AssertionError as error:
        # Say which bytes were missing.
        state = page.evaluate("""() => ({
            bar: document.querySelector('.boot-progress').value,
            worker: globalThis.__pyodideSnapshotWorker,
            snapshot: globalThis.__pyodideSnapshot,
            bytes: performance.getEntriesByName('ds:snapshot').length > 0,
            fetched: performance.getEntriesByType('resource').map((entry) =>
                `${entry.name.split('/').pop()} ${entry.initiatorType} ${Math.round(entry.responseEnd)}`),
        })""")
        raise AssertionError(f"{error}\nthe page counted {state['bar']} of {arrived} bytes, "
                             f"snapshot worker {state['worker']}, snapshot {state['snapshot']}, all its bytes here {state['bytes']}, "
                             f"console {console}, "
                             f"resources: {state['fetched']}") from None
    # The words round to a megabyte: the bar's last few kilobytes may still be on their way.
    page.wait_for_function("([value, max]) => { const bar = document.querySelector('.boot-progress');"
                           " return bar.value === value && bar.max === max; }", arg=[arrived, total], timeout=30_000)
    for pile in PILES:
        expect(page.locator(f'[data-pile="{pile}"]')).to_be_visible()
    expect(page.locator("#game")).to_have_attribute("data-ready", "false")

    new_game = page.locator(".bar [data-action='new-game']")
    assert float(new_game.evaluate("el => getComputedStyle(el).opacity")) < 0.6
    note = page.locator("[data-boot-note]")
    expect(note).to_be_hidden()
    new_game.click()
    expect(note).to_be_visible()
    expect(note).to_have_text("Still loading: the buttons work once the cards are dealt.")
    expect(page.locator("dialog[open]")).to_have_count(0)
    screenshot(page, f"loading-{viewport}")


def test_the_live_line_says_loading_once_not_every_megabyte(page: Page) -> None:
    """The line is a live region: the count after its words, changing at every frame, is hidden from screen
    readers (the bar has the figures), which read each megabyte out, twenty times and more on a slow line
    (found by the 26th session's QA); the start, a new step, is said."""
    page.route("**/pyodide.asm.wasm", lambda route: None)  # the page stays in its loading state
    page.goto("/", wait_until="domcontentloaded")
    indicator = page.locator(BOOT)
    expect(indicator.locator(".boot-text")).to_contain_text("MB", timeout=30_000)
    spoken = indicator.aria_snapshot()
    assert "Loading the game…" in spoken and "MB" not in spoken, spoken

    page.unroute("**/pyodide.asm.wasm")
    page.route("**/ds/web/main.py", lambda route: None)  # Python starts, the game never does
    page.goto("/")
    expect(indicator).to_have_attribute("data-boot", "starting", timeout=BOOT_TIMEOUT_MS)
    assert "Starting the game…" in indicator.aria_snapshot()


def test_the_start_is_a_step_of_its_own_and_the_buttons_wake_up(page: Page) -> None:
    """Once every byte has arrived the line says the game is starting (no count: the bar runs without a
    value); when the game is ready, the line and the note go and the buttons look and act as buttons."""
    page.route("**/ds/web/main.py", lambda route: None)  # Python starts, the game never does
    page.goto("/")
    indicator = page.locator(BOOT)
    expect(indicator).to_have_attribute("data-boot", "starting", timeout=BOOT_TIMEOUT_MS)
    expect(indicator.locator(".boot-text")).to_have_text("Starting the game…")
    assert page.locator(".boot-progress").get_attribute("value") is None
    page.locator(".bar [data-action='rules']").click()
    expect(page.locator("[data-boot-note]")).to_be_visible()

    page.unroute("**/ds/web/main.py")
    page.reload()
    wait_ready(page)
    expect(indicator).to_be_hidden()
    expect(page.locator("[data-boot-note]")).to_be_hidden()
    rules = page.locator(".bar [data-action='rules']")
    assert float(rules.evaluate("el => getComputedStyle(el).opacity")) == 1
    rules.click()
    expect(page.locator("dialog[data-dialog='rules']")).to_be_visible()


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
    """If a runtime file cannot be fetched, the progress line turns into a sentence saying so, and what to do."""
    page.route(f"**/{file}", lambda route: route.abort())
    page.goto("/")
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_be_visible(timeout=60_000)
    expect(indicator).to_contain_text("The game could not start")
    expect(indicator).to_contain_text("Check the internet connection, then reload the page.")
    expect(page.locator("#game")).to_have_attribute("data-ready", "false")
    screenshot(page, "failed-" + file.rsplit("/", 1)[-1])


def test_a_module_script_the_host_sends_with_another_type_is_not_blamed_on_the_network(page: Page) -> None:
    """A host that does not know .mjs sends it as application/octet-stream (README, "Host it"), and the browser
    refuses the module: the page once told the player to check their internet connection, which had brought the
    file whole. It says the browser refused a file the site sent, and what the host must change (it said to reload
    and report the message, which no reload mends)."""
    loader = (ROOT / "static" / "pyodide-loader.mjs").read_bytes()
    page.route("**/static/pyodide-loader.mjs",
               lambda route: route.fulfill(status=200, content_type="application/octet-stream", body=loader))
    page.goto("/")
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_be_visible(timeout=60_000)
    expect(indicator).to_contain_text("the browser refused a file of the game that the site sent "
                                      "(static/pyodide-loader.mjs)")
    expect(indicator).to_contain_text("If you host the game, send .js and .mjs files as text/javascript.")
    expect(indicator).not_to_contain_text("internet connection")
    expect(indicator).not_to_contain_text("report")


def test_a_page_opened_from_a_file_says_to_serve_its_folder(page: Page) -> None:
    """index.html opened from disk (file://, the first thing many do after a download or a clone): the browser
    loads none of its module scripts, and the page said that the page it was embedded in did not let it load its
    files (a file's origin is "null", as a sandboxed frame's). It says it was opened as a file, and to serve it."""
    page.goto((ROOT / "index.html").as_uri())
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_contain_text("it was opened as a file (file://)")
    expect(indicator).to_contain_text("Serve its folder with a web server")
    expect(indicator).not_to_contain_text("embedded")


@pytest.mark.parametrize(("file", "status"), [("pyodide.asm.wasm", None), ("pyodide.asm.wasm", 404),
                                              ("python_stdlib.zip", None)])
def test_runtime_file_that_fails_after_pyodide_awaits_it_is_reported_at_once(
    page: Page, file: str, status: int | None
) -> None:
    """A runtime request that fails late (here held 1.5 s, then dropped or answered 404) is reported in words, and
    the game does not start: Pyodide 314 only logs such a failure once it awaits the request (the .wasm's left it
    waiting until boot.js's 60 s, "no answer"; the standard library's let it start without one), and the loader's
    watch on those requests (static/pyodide-loader.mjs, `loadWatched`) makes it the start's failure."""
    def late(route: Route) -> None:
        time.sleep(1.5)
        if status is None:
            route.abort()
        else:
            route.fulfill(status=status, body="")

    page.route(f"**/static/vendor/pyodide/{file}", late)
    page.goto("/")
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_be_visible(timeout=45_000)
    expect(indicator).to_contain_text("The game could not start")
    expect(indicator).not_to_contain_text("no answer")
    expect(indicator).to_contain_text(file if status is None else f"HTTP {status}")
    expect(indicator).to_contain_text("Check the internet connection, then reload the page." if status is None else
                                      "Reload the page. If you host the game, serve every file of its folder, as "
                                      "make dist built it.")
    page.wait_for_timeout(2_000)  # what a start without the file would have needed, and more
    expect(indicator).to_be_visible()
    expect(page.locator("#game")).to_have_attribute("data-ready", "false")


def test_a_host_that_refuses_the_python_files_is_not_blamed_on_the_network(page: Page) -> None:
    """A host that refuses .py files (HTTP 403: a server told to deny them, or one that would run them): the page
    said "a file did not arrive (ds/web/main.py: HTTP 403). Check the internet connection, then reload the page.", but
    the connection brought the site's answer. It says to reload, and what a host must serve."""
    class NoPython(Handler):
        def send_head(self) -> BinaryIO | None:
            if self.path.split("?")[0].endswith(".py"):
                self.send_error(403, "Forbidden")
                return None
            return super().send_head()

    with own_server(handler_class=NoPython) as url:
        indicator = failed_start(page, url)
        expect(indicator).to_have_text(REFUSED_PYTHON)


def test_pyscripts_words_for_a_python_file_answered_with_an_error_are_not_blamed_on_the_network(page: Page) -> None:
    """The same refusal, said by PyScript first ("[403] Unable to fetch …/ds/web/main.py"), before the browser's
    timing entry of the answer reached boot.js (one run in a loaded machine's, always where the answer is made by the
    browser itself, as here): the page said "it stopped while starting ([403] Unable to fetch …). Check the internet
    connection". It names the file and what a host must serve, as above."""
    page.route("**/ds/web/main.py", lambda route: route.fulfill(status=403, body="Forbidden"))
    indicator = failed_start(page, "/")
    expect(indicator).to_have_text(REFUSED_PYTHON)


REFUSED_PYTHON = ("The game could not start: a file did not arrive (ds/web/main.py: HTTP 403). Reload the page. If you "
                  "host the game, serve every file of its folder, as make dist built it.")


def test_a_runtime_binary_cut_off_half_way_is_reported_at_once(page: Page) -> None:
    """The .wasm's answer begins well (200, its whole length announced) and the connection drops half-way, as a
    phone's may: its compilation fails, which Pyodide 314 only logs, and the page waited until its 60 s ("no
    answer"). The loader watches that compilation too: the failure is said at once, naming the file."""
    class CutOff(Handler):
        def copyfile(self, source: BinaryIO, outputfile: BinaryIO) -> None:
            if not self.path.split("?")[0].endswith("/pyodide.asm.wasm"):
                super().copyfile(source, outputfile)
                return
            data = source.read()
            outputfile.write(data[:len(data) // 2])
            self.close_connection = True

    with own_server(handler_class=CutOff) as url:
        indicator = failed_start(page, url)
        expect(indicator).to_contain_text("pyodide.asm.wasm")
        expect(indicator).not_to_contain_text("no answer")
        expect(indicator).to_contain_text("Check the internet connection, then reload the page.")


@pytest.mark.parametrize(("policy", "needed"), [
    ("default-src 'self'", "script-src 'unsafe-eval'"),
    ("default-src 'none'; script-src 'self' 'unsafe-eval'; style-src 'self'", "connect-src 'self'"),
], ids=["no-eval", "no-connect"])
def test_a_hosts_policy_that_refuses_the_game_says_what_the_host_must_allow(page: Page, policy: str, needed: str) -> None:
    """A host that sends a policy of its own, stricter than the game needs: without 'unsafe-eval' (a common default,
    default-src 'self') the browser refuses to compile the .wasm, which Pyodide 314 only logs (the page said "no
    answer" after 60 s); without connect-src, every fetch of the game's files. The page said the browser's own words
    and to report them, or, for the fetches, to check the internet connection. It says at once that the site's
    Content-Security-Policy does not allow what the game needs, naming the source the policy must allow, and that a
    host sends the policy docs/embedding.md gives."""
    with own_server(headers=(("Content-Security-Policy", policy),)) as url:
        indicator = failed_start(page, url)
        expect(indicator).to_have_text("The game could not start: this site's Content-Security-Policy does not allow "
                                       f"what it needs ({needed}). If you host the game, send the policy its "
                                       "docs/embedding.md gives, or none.")


def failed_start(page: Page, url: str) -> Locator:
    """The boot line of the page at ``url``, once it says the start failed (within 30 s: well before the loader's
    60 s "no answer")."""
    page.goto(url)
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_be_visible(timeout=30_000)
    return indicator


def test_python_error_at_start_is_reported_in_words(page: Page) -> None:
    """If the entry module raises, the page says the game's Python code stopped, and why."""
    def broken(route: Route) -> None:
        route.fulfill(body="raise RuntimeError('deliberately broken entry point')\n",
                      content_type="text/x-python")

    page.route("**/ds/web/main.py", broken)
    page.goto("/")
    indicator = page.locator(f'{BOOT}[data-boot="failed"]')
    expect(indicator).to_be_visible(timeout=60_000)
    expect(indicator).to_contain_text("its code stopped with an error")
    expect(indicator).to_contain_text("deliberately broken entry point")
    expect(indicator).to_contain_text("if it happens again, please report this message")
    assert page.locator(READY).count() == 0


# --- the boot's words in the game's language ----------------------------------------------------
#
# static/boot.js picks the language as Board._language does (the URL's lang, else the language saved
# in Settings, else the browser's, else English), before Python runs. ``game_language`` is that
# choice made by the game's own pure Python; the cases below check that boot.js makes the same one,
# and a few full boots check it against the running game itself.

RUNTIME = "**/pyodide.asm.wasm"
"""Held forever by the tests that look at the boot alone: Python never starts (its runtime loads up to
the WebAssembly binary, so the page gets to DOMContentLoaded)."""
SNAPSHOT = "**/*.snapshot"
"""Held too by ``boot_page``: the boot's words come before it, and a page reading and hashing its 17 MB cost
each of those tests' dozens of pages a second or more."""
THROWS = object()
"""A ``stored`` value: reading localStorage throws (storage disabled)."""
BOOT_WORDS = {  # language: (the first words, the progress count's, the failure's)
    "en": ("Loading the game…", re.compile(r"\d+ of \d+\u00a0MB"), "The game could not start"),
    "sv": ("Laddar spelet…", re.compile(r"\d+ av \d+\u00a0MB"), "Spelet kunde inte starta"),
    "pt": ("A carregar o jogo…", re.compile(r"\d+ de \d+\u00a0MB"), "Não foi possível iniciar o jogo"),
}


def saved_settings(stored: object) -> Settings:
    """The settings the game reads from storage holding ``stored``, by its own modules."""
    from ds.web.settings import KEY, VERSION, Settings
    from ds.web.storage import Store

    class Memory(dict):
        def getItem(self, key):
            if stored is THROWS:
                raise RuntimeError("SecurityError")
            return self.get(key)

        def setItem(self, key, value):
            self[key] = value

    store = Store(lambda: Memory({} if stored is None or stored is THROWS else {KEY: stored}))
    return store.restore(KEY, Settings.parse, version=VERSION, newer="newer", corrupt="corrupt") or Settings()


def game_language(query: str, stored: object, languages: list[str], language: str) -> str:
    """The language Board._language picks, from the game's own modules."""
    from ds.web.embed import parse_query
    from ds.web.i18n import LANGUAGES, pick_language

    lang = parse_query(query).lang
    if lang is not None:
        return lang
    saved = saved_settings(stored)
    if saved.language in LANGUAGES:
        return str(saved.language)
    return pick_language(languages or [language])


def boot_page(context: BrowserContext, path: str, stored: object = None, languages: list[str] | None = None,
              language: str | None = None, *, hold: bool = True) -> Page:
    """A page of ``context`` at ``path``, localStorage holding ``stored`` as the settings (or throwing),
    navigator.languages set to ``languages``; with ``hold``, the runtime never arrives."""
    from ds.web.settings import KEY

    page = context.new_page()
    if hold:
        page.route(RUNTIME, lambda route: None)
        page.route(SNAPSHOT, lambda route: None)
    if stored is THROWS:
        page.add_init_script("Object.defineProperty(window, 'localStorage', {get() {"
                             " throw new DOMException('storage is disabled', 'SecurityError'); }});")
    else:
        page.add_init_script(f"localStorage.clear(); if ({json.dumps(stored)} !== null)"
                             f" localStorage.setItem({json.dumps(KEY)}, {json.dumps(stored)});")
    if languages is not None:
        page.add_init_script(
            f"Object.defineProperty(navigator, 'languages', {{get: () => {json.dumps(languages)}}});"
            f"Object.defineProperty(navigator, 'language', {{get: () => {json.dumps(language or (languages or [''])[0])}}});")
    page.goto(path, wait_until="domcontentloaded")
    return page


def expect_boot_words(page: Page, lang: str) -> None:
    first, count, _ = BOOT_WORDS[lang]
    expect(page.locator("html")).to_have_attribute("lang", lang)
    indicator = page.locator(BOOT)
    expect(indicator).to_have_attribute("lang", lang)
    expect(indicator).to_contain_text(first.rstrip("…"))
    expect(indicator).to_contain_text(count)


@pytest.mark.parametrize("locale", ["en-US", "sv-SE", "pt-PT"])
def test_boot_words_in_the_browsers_language(browser: Browser, base_url: str, screenshot, locale: str) -> None:
    """The loading line and the bar speak the browser's language (a context's locale) before any Python
    runs: test-results/boot-<lang>-phone.png, to be looked at."""
    lang = locale[:2]
    context = browser.new_context(base_url=base_url, locale=locale, viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.route("**/pyodide.asm.wasm", lambda route: None)
        page.goto("/", wait_until="domcontentloaded")
        expect_boot_words(page, lang)
        # The bar's words and the buttons' names too, from static/i18n/<lang>.json, with no Python.
        from ds.web.i18n import Texts

        texts = Texts.load(lang)
        expect(page.locator(".bar [data-action='new-game']")).to_have_text(texts("action.new-game"))
        expect(page.locator(".bar [data-i18n='bar.score']")).to_have_text(texts("bar.score"))
        expect(page.locator(".bar [data-action='hint']")).to_have_attribute("aria-label", texts("action.hint"))
        screenshot(page, f"boot-{lang}-phone")
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["sv", "pt"])
def test_boot_words_in_the_saved_language_and_the_urls(browser: Browser, base_url: str, screenshot, lang: str) -> None:
    """The language saved in Settings wins over the browser's; an embedding page's lang wins over both."""
    context = browser.new_context(base_url=base_url, locale="en-US", viewport={"width": 1366, "height": 768})
    try:
        stored = json.dumps({"version": 1, "language": lang, "double_tap": True})
        page = boot_page(context, "/", stored)
        expect_boot_words(page, lang)
        screenshot(page, f"boot-{lang}-saved-desktop")
        page.close()
        other = "pt" if lang == "sv" else "sv"
        page = boot_page(context, f"/?lang={other}", stored)
        expect_boot_words(page, other)
        page.close()
    finally:
        context.close()


@pytest.mark.parametrize(("locale", "file"), [("sv-SE", "static/vendor/pyscript/core.js"),
                                              ("pt-PT", "static/vendor/pyodide/python_stdlib.zip")])
def test_a_runtime_that_fails_to_load_is_reported_in_the_language(
    browser: Browser, base_url: str, screenshot, locale: str, file: str
) -> None:
    lang = locale[:2]
    context = browser.new_context(base_url=base_url, locale=locale, viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.route(f"**/{file}", lambda route: route.abort())
        page.goto("/")
        indicator = page.locator(f'{BOOT}[data-boot="failed"]')
        expect(indicator).to_be_visible(timeout=30_000)
        expect(indicator).to_contain_text(BOOT_WORDS[lang][2])
        expect(indicator).to_contain_text({"sv": "Kontrollera internetanslutningen",
                                           "pt": "Verifique a ligação à internet"}[lang])
        screenshot(page, f"boot-{lang}-failed-phone")
    finally:
        context.close()


SETTINGS_V1 = '{"version":1,"language":"pt"}'
CASES = [  # (path, stored settings, navigator.languages, navigator.language)
    ("/", None, ["sv-SE", "en"], None),
    ("/", None, ["de-DE", "fr"], None),
    ("/", None, ["nb", " PT_br"], None),
    ("/", None, [], "sv-SE"),
    ("/", SETTINGS_V1, ["sv-SE"], None),
    ("/", '{"language":"sv"}', ["pt-PT"], None),
    ("/", '{"version":1.0,"language":"sv"}', ["pt-PT"], None),
    ("/", '{"version":1,"language":"sv","four_colour":NaN}', ["pt-PT"], None),
    ("/", '{"version":1,"language":"sv","draw":-Infinity,"x":"NaN"}', ["pt-PT"], None),
    ("/", '{"version":1,"language":"sv","draw":-NaN}', ["pt-PT"], None),
    ("/", '{"version":2,"language":"sv"}', ["pt-PT"], None),
    ("/", '{"version":true,"language":"sv"}', ["pt-PT"], None),
    ("/", '{"version":null,"language":"sv"}', ["pt-PT"], None),
    ("/", '{"version":1,"language":"SV"}', ["pt-PT"], None),
    ("/", '["sv"]', ["pt-PT"], None),
    ("/", "{oops", ["pt-PT"], None),
    ("/", "", ["pt-PT"], None),
    ("/", THROWS, ["pt-PT"], None),
    ("/?lang=sv", SETTINGS_V1, ["en"], None),
    ("/?LANG=SV%20", SETTINGS_V1, ["en"], None),
    ("/?lang=pt+", None, ["sv"], None),
    ("/?lang=s%76", None, ["pt"], None),
    ("/?%1Clang=sv", None, ["pt"], None),
    ("/?lang=%EF%BB%BFsv", None, ["pt"], None),
    ("/?lang=de&lang=sv", None, ["pt"], None),
    ("/?lang=%E0%A4%A", None, ["sv"], None),
    ("/?lang=<script>", SETTINGS_V1, ["sv"], None),
    ("/?code=DS1-D1N-AAAAAAB&lang=pt&layout=bare", None, ["sv"], None),
    ("/?" + "x=1&" * 16 + "lang=sv", None, ["pt"], None),
    ("/?x=" + "a" * 2000 + "&lang=sv", None, ["pt"], None),
    ("/?" + "%20" * 20 + "lang=sv", None, ["pt"], None),
    ("/", '{"version":1,"language":"sv","x":' + "[" * 16 + "]" * 16 + "}", ["pt-PT"], None),
    ("/", '{"version":1,"language":"sv","x":' + "[" * 17 + "]" * 17 + "}", ["pt-PT"], None),
    ("/", '{"version":1,"language":"sv","x":"' + "[" * 9950 + '"}', ["pt-PT"], None),
    ("/", '{"version":1,"language":"sv","x":"' + "a" * 10_000 + '"}', ["pt-PT"], None),
    ("/", "[" * 100_000 + "]" * 100_000, ["sv-SE"], None),
]


CASE_SCRIPT = """(() => {  // run before the page's own scripts: the case window.name holds, if any
    let held;
    try {
        held = JSON.parse(window.name);
    } catch (error) {
        return;
    }
    if (held === null || typeof held !== "object" || held.case !== "boot-language") return;
    if (held.throws) {
        Object.defineProperty(window, "localStorage", {get() { throw new DOMException("storage is disabled", "SecurityError"); }});
    } else {
        localStorage.clear();
        if (held.stored !== null) localStorage.setItem(held.key, held.stored);
    }
    if (held.languages === null) return;
    Object.defineProperty(navigator, "languages", {get: () => held.languages});
    Object.defineProperty(navigator, "language", {get: () => held.language});
})();"""
"""``boot_page``'s set-up of one case, read from ``window.name`` (which a tab keeps from one of its pages to the next):
``held_boot``'s."""


BEFORE_BOOT_JS = ("**/static/vendor/pyodide/**", "**/static/vendor/pyscript/*.js", "**/static/pyodide-loader.mjs",
                  "**/static/boot-snapshot.js", "**/static/offline.js")
"""Held forever in a ``held_boot_tab``: every script of the page but boot.js (the stylesheets, which boot.js waits for,
are served). What its tests look at is boot.js's choice, made before any other script's work."""


@pytest.fixture(scope="module")
def english_browser(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    """A context whose browser speaks en-US, for the module's tests that load pages of their own in a
    ``held_boot_tab`` (each closes it)."""
    context = browser.new_context(base_url=base_url, locale="en-US")
    yield context
    context.close()


def held_boot_tab(context: BrowserContext) -> Page:
    """A tab of ``context`` whose pages run boot.js alone (BEFORE_BOOT_JS and the snapshot held), on the game's origin:
    ``held_boot`` loads each case in it. (A new tab for each case cost its own start as well.)"""
    page = context.new_page()
    for held in (*BEFORE_BOOT_JS, SNAPSHOT):
        page.route(held, lambda route: None)
    page.add_init_script(CASE_SCRIPT)
    page.goto("/static/icon.svg")  # the game's origin, no script
    return page


def held_boot(page: Page, path: str, stored: object, languages: list[str] | None = None, language: str | None = None) -> None:
    """Load ``path`` in a ``held_boot_tab`` set up as ``boot_page`` sets its page up (localStorage holding ``stored`` as
    the settings, or throwing; navigator.languages ``languages``, the browser's own if None): before the load the case
    goes into ``window.name``, which a tab keeps from one page to the next, and CASE_SCRIPT, run before the page's own
    scripts, puts it in place. Returns once boot.js has marked the boot's line with its language."""
    from ds.web.settings import KEY

    case = {"case": "boot-language", "key": KEY, "throws": stored is THROWS, "stored": None if stored is THROWS else stored,
            "languages": languages, "language": language}
    page.evaluate("text => { window.name = text; }", json.dumps(case))
    page.goto(path, wait_until="commit")
    page.wait_for_selector(f"{BOOT}[lang]", state="attached")  # boot.js has run on this page


def test_boot_picks_the_language_the_game_picks(english_browser: BrowserContext) -> None:
    """URL parameters, saved settings (good, corrupt, of another version, unreadable storage) and browser
    languages: boot.js says what the game's Python would say, case by case. One tab loads the page for
    each case, every script but boot.js held (``held_boot``)."""
    page = held_boot_tab(english_browser)
    try:
        for path, stored, languages, language in CASES:
            language = language or (languages or [""])[0]
            want = game_language(path.partition("?")[2], stored, languages, language)
            held_boot(page, path, stored, languages, language)
            got = page.locator("html").get_attribute("lang")
            assert got == want, (path[:60], stored, languages, language)
            assert page.locator(BOOT).get_attribute("lang") == want
            expect(page.locator(BOOT)).to_contain_text(BOOT_WORDS[want][0].rstrip("…"))
    finally:
        page.close()


LOOKS = [  # stored settings: the table's colours and the stock's side, good, wrong and hostile
    '{"version":1,"table":"dark","stock_right":true}',
    '{"table":"light"}',
    '{"version":1,"table":"dark","stock_right":true,"draw":NaN}',
    '{"version":1,"table":"pink","stock_right":1}',
    '{"version":1,"table":["dark"],"stock_right":"true"}',
    '{"version":1,"table":"dark ","stock_right":null}',
    '{"version":1,"table":"light","table":"dark","stock_right":false,"stock_right":true}',
    '{"version":2,"table":"dark","stock_right":true}',
    '{"version":true,"table":"dark","stock_right":true}',
    '{"version":1,"table":"dark","stock_right":true,"x":' + "[" * 17 + "]" * 17 + "}",
    '[{"table":"dark","stock_right":true}]',
    "{oops",
    THROWS,
]


def test_the_table_loads_with_the_colours_and_the_stocks_side_the_game_will_show(english_browser: BrowserContext) -> None:
    """While the game loads, the empty table already has the saved table colours and stock side, as
    board.apply_settings sets them once it is ready: boot.js reads stored settings as the game does. One tab
    loads the page for each case, every script but boot.js held (``held_boot``)."""
    page = held_boot_tab(english_browser)
    try:
        for stored in LOOKS:
            saved = saved_settings(stored)
            held_boot(page, "/", stored)
            html = page.locator("html")
            seen = (html.get_attribute("data-table") or "green", html.get_attribute("data-stock") or "left")
            assert seen == (saved.table, "right" if saved.stock_right else "left"), stored
    finally:
        page.close()


@pytest.mark.parametrize(("path", "stored", "languages", "language"), [
    ("/", None, [], "sv-SE"),
    ("/", '{"version":1,"language":"sv","four_colour":NaN}', ["pt-PT"], None),
    ("/", THROWS, ["pt-PT"], None),
    ("/?lang=de&lang=sv", SETTINGS_V1, ["sv"], None),
    ("/?%1Clang=sv&lang=pt", None, ["pt"], None),
])
def test_the_running_game_speaks_the_boots_language(
    browser: Browser, base_url: str, path: str, stored: object, languages: list[str], language: str | None
) -> None:
    """Boot to the end: the language the boot chose (its lang attribute) is the game's (html lang)."""
    context = browser.new_context(base_url=base_url, locale="en-US")
    try:
        page = boot_page(context, path, stored, languages, language, hold=False)
        wait_ready(page)
        booted = page.locator(BOOT).get_attribute("lang")
        assert booted == game_language(path.partition("?")[2], stored, languages, language or languages[0])
        expect(page.locator("html")).to_have_attribute("lang", booted)
    finally:
        context.close()


def test_the_boot_marks_its_steps_in_order(page: Page) -> None:
    """The marks bench/path_boot.py and bench_boot.py cut a visit's wall time at come in the order of the boot: the
    snapshot's bytes, Python restored (the loader), main.py's first line, its board made (main.py), ready (boot.js)."""
    page.goto("/")
    wait_ready(page)
    names = ["ds:snapshot", "ds:python", "ds:main", "ds:board", "ds:ready"]
    marks = page.evaluate("(names) => names.map((name) => performance.getEntriesByName(name).map((m) => m.startTime))",
                          names)
    assert all(len(found) == 1 for found in marks), dict(zip(names, marks))
    times = [found[0] for found in marks]
    assert times == sorted(times), dict(zip(names, times))

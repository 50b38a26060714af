"""Boot time of the page beside two reference pages, in headless Chromium; with
``--experiments``, the attempts to boot faster than the bare runtime.

    PYTHONPATH=. .venv/bin/python bench/bench_boot.py [--runs N] [--experiments] [--only a,b] [--wasm-cache-now]
        [--tree DIR ...]

Pages (each is ready at ``#game[data-ready="true"]``; times come from the
page's own ``performance.mark("ds:ready")``, from the start of navigation):

- ``game``: index.html, the game: Python started from the memory snapshot
  that ``make vendor`` made, with the game's modules imported
  (static/pyodide-loader.mjs, tools/snapshot.mjs).
- ``game-no-snapshot``: a copy of index.html under bench/pages/build/ whose
  pyscript.toml names the plain pyodide.mjs: the game as it started before
  the snapshot, and as it starts when the snapshot is missing.
- ``bare``: bench/pages/bare-pyodide.html, ``await loadPyodide()`` alone (no
  PyScript, no game): the floor that the game is held to.
- ``bare-snapshot``: bench/pages/bare-snapshot.html, ``loadPyodide()`` from
  the same snapshot as the game (the floor of a snapshot start; the goal of
  issue 14 holds the game to 1.3 times it).
- ``plain``: bench/pages/plain.html, static HTML: the floor of a navigation.

Cold: the first visit in a new browser profile (empty HTTP cache, no code
cache). Warm: the same profile relaunched, second visit: the HTTP cache and
V8's wasm code cache are kept (tools/serve.py sends ``no-cache``, so every
file is revalidated); V8 writes no code cache for a start from the snapshot in
this Chromium (WASM_CACHE_NOW), unless ``--wasm-cache-now``. Each visit's browser goes without the omnibox popup
that Chromium's own window loads as it starts (BROWSER_UI: a returning player's
browser has long done so). The pages take turns within each run, so that they
share the machine's load; compare ratios from one run, not absolute times
between runs. Besides the wall time, the CPU time of the page's renderer
(all threads, and the main thread alone) until ready is printed: on a busy
machine it moves far less than the wall time. Also printed for the game:
first contentful paint (the empty table), ``py:ready`` (runtime up, PyScript
about to run main.py), the first frame with the dealt cards, and the first
frame after ready. The load average is sampled before every visit; the
medians are kept for ``bench/summary.py`` (the last screen of make bench).

``--experiments`` (10 to 20 minutes) adds the variants of docs/performance.md,
built under bench/pages/build/ (ignored by git) from the current index.html
and pyscript.toml: preloads, ``[files]`` as one zip, a Pyodide memory
snapshot (bench/pages/snapshot-loader.mjs, bench/pages/bare-snapshot.html),
long-lived caching, ``make dist`` with its service worker as it is and with
``.wasm`` left to the HTTP cache, the bare page without code caching, and
the game without PyScript (``direct``: bench/pages/direct.mjs). ``--only``
picks pages of either list (``--only game,bare-snapshot,direct``).
``--tree DIR`` (repeat for more) also visits each page from another tree (a
copy of the repository after its own ``make vendor``; ``.`` for this one),
served by a ``tools/serve.py`` process of its own as ``make play`` serves it,
as ``NAME@DIR``, taking turns with the others: an A/B of two trees in one run,
each held to its own bare page (the pages of this tree are served by threads of
this script, which also drives the browser).
Benchmarks print; they assert nothing.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from playwright.sync_api import BrowserContext, Playwright, sync_playwright

from bench.results import record
from tools.browser import launch_args
from tools.serve import Handler, Server, make_server, start_in_thread

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "bench" / "pages"
BUILD = PAGES / "build"
VIEWPORT = {"width": 1366, "height": 768}
READY = '#game[data-ready="true"]'
FAILED = '[data-boot="failed"]'
TIMEOUT_MS = 90_000
LINGER_MS = 2000
"""How long a cold visit stays open after ready (a player stays), so that the HTTP cache, V8's wasm
code cache and a service worker's cache are written before the browser closes (1.5 s and 6 s gave
the same warm figures)."""
WASM_CACHE_NOW = "--js-flags=--wasm-caching-timeout-ms=0"
"""V8's flag that writes the wasm code cache as soon as 1 kB of optimized (TurboFan) code is there. Without it,
V8 writes it once 1 MB of such code has piled up, or 2 s after the last of it, and in this Chromium 156 the 2 s
trigger never fires: a start from the snapshot optimizes 0.3-0.9 MB, so no visit of the game or of bare-snapshot
ever gets a code cache, even after 20 s of play (docs/performance.md, experiment (c)). ``--wasm-cache-now``
launches the visits' browsers with it: the warm visit is then what a returning player gets whose browser did
write the cache."""
EXTRA_ARGS: list[str] = []
"""Arguments added to every visit's browser (``--wasm-cache-now``)."""
BROWSER_UI = ("PreloadTopChromeWebUI", "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup")
"""Chromium features that the visits' browsers go without: the browser's own omnibox popup, a chrome:// page
that a freshly launched Chromium 156 loads in a renderer of its own (about 100 files and 0.3-0.7 s of CPU,
while the page boots, in most visits: docs/performance.md, issue 14's fourth pass). Each visit launches a
browser, which a returning player's is not; the bare pages had it too."""

INIT_SCRIPT = """
(() => {
  const boot = window.__boot = {};
  document.addEventListener("py:ready", () => { boot.py = performance.now(); }, { once: true, capture: true });
  // The first frame after a task, and the first task after that frame: what the task changed is on screen.
  const afterPaint = (key) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { boot[key] = performance.now(); };
    channel.port2.postMessage(0);
  });
  document.addEventListener("DOMContentLoaded", () => {
    const game = document.getElementById("game");
    if (!game || game.dataset.ready === "true") return;
    new MutationObserver((_, observer) => {
      if (game.dataset.ready !== "true") return;
      observer.disconnect();
      afterPaint("painted");
    }).observe(game, { attributes: true, attributeFilter: ["data-ready"] });
    // The dealt cards: the first card put on a pile (the view makes the cards with their data-pile at the
    // first deal, in a layer it adds to the page once they are placed, and gives it to a card it moves).
    const isCard = (node) => node.classList && node.classList.contains("card");
    const holdsCard = (node) => isCard(node) || (node.querySelector && node.querySelector(".card") !== null);
    new MutationObserver((records, observer) => {
      if (!records.some((r) => r.type === "attributes" ? isCard(r.target) : [...r.addedNodes].some(holdsCard))) return;
      observer.disconnect();
      afterPaint("cards");
    }).observe(game, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-pile"] });
  });
})();
"""

RESULT_JS = """() => {
  const mark = performance.getEntriesByName("ds:ready")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;  // static/pyodide-loader.mjs's
  return { ready: mark ? mark.startTime : null, fcp: fcp ? fcp.startTime : null,
           snap: at("ds:snapshot"), python: at("ds:python"), main: at("ds:main"), board: at("ds:board"),
           py: window.__boot.py ?? null, painted: window.__boot.painted ?? null, cards: window.__boot.cards ?? null,
           snapshot: window.__pyodideSnapshot ?? window.__snapshotUsed ?? null, modules: window.__gameModules ?? null };
}"""


# --- servers ---------------------------------------------------------------------------------


class CachingHandler(Handler):
    """tools/serve.py's handler with another Cache-Control policy (for the experiments)."""

    policy: ClassVar[dict[str, str]] = {}  # URL path suffix -> Cache-Control; "" for the rest

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        value = next((v for suffix, v in self.policy.items() if suffix and path.endswith(suffix)), self.policy.get(""))
        self.send_header("Cache-Control", value or "no-cache")
        http.server.SimpleHTTPRequestHandler.end_headers(self)


class Apart:
    """A tree served by a ``tools/serve.py`` process of its own, as ``make play`` serves it (``--tree``): not by
    threads of this process, whose interpreter also drives the browser. Stopped with ``shutdown()``."""

    def __init__(self, root: Path) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.process = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), "--root", str(root),
                                         "--port", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.url = f"http://127.0.0.1:{port}"
        for _ in range(100):  # until it answers
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.05)

    def shutdown(self) -> None:
        self.process.terminate()
        self.process.wait()

    def server_close(self) -> None:
        """Nothing left once the process is stopped."""


def serve(policy: dict[str, str] | None = None) -> Server:
    """The repository on 127.0.0.1, any free port; ``policy`` changes the Cache-Control headers."""
    if policy is None:
        server = make_server(ROOT, 0)
    else:
        handler_class = type("Policy", (CachingHandler,), {"policy": policy})
        server = Server(("127.0.0.1", 0), functools.partial(handler_class, directory=os.fspath(ROOT)))
        server.quiet = True
    start_in_thread(server)
    return server


# --- pages --------------------------------------------------------------------------------------


@dataclass
class Variant:
    name: str
    path: str
    """URL path from the server root."""
    server: str = "default"
    what: str = ""
    visits: dict[str, list[dict]] = field(default_factory=lambda: {"cold": [], "warm": []})
    failures: list[str] = field(default_factory=list)


def vendored_snapshot() -> Path:
    """The memory snapshot make vendor made (tools/snapshot.mjs), which index.html starts from."""
    version = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
    return ROOT / "static" / "vendor" / f"pyodide-{version}.snapshot"


def reference_variants() -> list[Variant]:
    snapshot = relative(vendored_snapshot(), PAGES)
    return [
        Variant("game", "/", what="index.html (from the snapshot)"),
        Variant("game-no-snapshot", "/bench/pages/build/no-snapshot/",
                what="index.html with pyscript.toml naming the plain pyodide.mjs (no snapshot)"),
        Variant("bare", "/bench/pages/bare-pyodide.html", what="await loadPyodide() alone"),
        Variant("bare-snapshot", f"/bench/pages/bare-snapshot.html?snapshot={snapshot}",
                what="loadPyodide({_loadSnapshot}) from the game's snapshot"),
        Variant("plain", "/bench/pages/plain.html", what="static HTML"),
    ]


def prepare_references() -> list[str]:
    """The game without its snapshot (bench/pages/build/no-snapshot/) and without PyScript (build/direct/);
    returns lines to print."""
    folder = BUILD / "no-snapshot"
    shutil.rmtree(folder, ignore_errors=True)
    page_copy(folder, interpreter=relative(ROOT / "static" / "vendor" / "pyodide" / "pyodide.mjs", folder))
    direct = BUILD / "direct"
    shutil.rmtree(direct, ignore_errors=True)
    page_copy(direct)
    html = (direct / "index.html").read_text(encoding="utf-8")
    html = re.sub(r'\s*<script type="module" src="[^"]*/pyscript/core\.js"></script>', "", html)
    html = re.sub(r'<script type="py"[^>]*></script>', f'<script type="module" src="{relative(PAGES / "direct.mjs", direct)}"></script>', html)
    (direct / "index.html").write_text(html, encoding="utf-8")
    snapshot = vendored_snapshot()
    if not snapshot.is_file():
        return [f"{snapshot.relative_to(ROOT)} is MISSING (make vendor could not make it): game boots without it"]
    return [f"{snapshot.relative_to(ROOT)}: {snapshot.stat().st_size / 1e6:.1f} MB"]


def experiment_variants() -> list[Variant]:
    return [
        Variant("copy", "/bench/pages/build/copy/", what="index.html copied under bench/pages/build (control)"),
        Variant("preload", "/bench/pages/build/preload/", what="+ <link rel=preload/modulepreload> for runtime and [files]"),
        Variant("zip", "/bench/pages/build/zip/", what="[files] as one ds.zip archive"),
        Variant("snapshot", "/bench/pages/build/snapshot/", what="Pyodide memory snapshot (runtime only)"),
        Variant("snapshot-ds", "/bench/pages/build/snapshot-ds/", what="snapshot with the game's modules imported"),
        Variant("snapshot-ds+pre", "/bench/pages/build/snapshot-ds-preload/", what="snapshot-ds + preloads"),
        Variant("game-max-age", "/", server="max-age", what="index.html, everything served max-age=1 day"),
        Variant("dist", "/bench/pages/build/dist/",
                what="make dist as shipped: the snapshot; its service worker answers every file, the .wasm included"),
        Variant("dist+wasm-http", "/bench/pages/build/dist-wasm-http/",
                what="make dist, its sw.js leaving .wasm to the browser (HTTP cache) when online (the worker before)"),
        Variant("dist+wasm-netfirst", "/bench/pages/build/dist-wasm-netfirst/",
                what="make dist, its sw.js answering .wasm network first, its cache when that fails"),
        Variant("bare-snapshot", "/bench/pages/bare-snapshot.html", what="loadPyodide({_loadSnapshot})"),
        Variant("bare-no-code-cache", "/bench/pages/bare-pyodide.html", server="wasm-no-store",
                what="bare, .wasm served no-store (no V8 code cache)"),
        Variant("direct", "/bench/pages/build/direct/",
                what="the game without PyScript: the same loader, [files] and main.py (bench/pages/direct.mjs)"),
    ]


PREPARED = {"direct", "game-no-snapshot"}
"""The pages under bench/pages/build/ that prepare_references makes; the others need prepare_experiments."""


def relative(path: Path, start: Path) -> str:
    return Path(os.path.relpath(path, start)).as_posix()


def page_copy(folder: Path, *, preload: list[str] = (), interpreter: str | None = None, zipped: bool = False) -> None:
    """index.html and pyscript.toml copied into ``folder``, their paths made to hold from there."""
    folder.mkdir(parents=True, exist_ok=True)
    up = relative(ROOT, folder)
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    html = re.sub(r'\b(href|src)="\./', rf'\1="{up}/', html)
    if interpreter and "pyodide-loader" not in interpreter:  # another runtime: no early start of the loader's
        html = re.sub(r'\s*<script type="module"(?: async)? src="[^"]*/pyodide-loader\.mjs"></script>', "", html)
        html = re.sub(r'\s*<script src="[^"]*/boot-snapshot\.js"[^>]*></script>', "", html)  # nor of its snapshot
    if preload:
        html = html.replace("<link rel=\"stylesheet\"", "\n  ".join(preload) + "\n  <link rel=\"stylesheet\"", 1)
    (folder / "index.html").write_text(html, encoding="utf-8")

    lines = []
    in_files = False
    for line in (ROOT / "pyscript.toml").read_text(encoding="utf-8").splitlines():
        if line.strip().startswith("["):
            in_files = line.strip() == "[files]"
            lines.append(line)
            if in_files and zipped:
                lines.append(f'"{relative(BUILD / "ds.zip", folder)}" = "./ds/*"')
            continue
        if line.startswith("interpreter"):
            line = f'interpreter = "{interpreter}"' if interpreter else line.replace('"./', f'"{up}/', 1)
        elif in_files and line.startswith('"./'):
            if zipped and line.startswith('"./ds/'):
                continue  # in ds.zip
            line = f'"{up}/' + line[3:]
        lines.append(line)
    (folder / "pyscript.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def preload_links(folder: Path, *, files: bool = True, snapshot: str | None = None) -> list[str]:
    """The <link>s that start every download of the boot at once, as the page is parsed."""
    vendor = relative(ROOT / "static" / "vendor" / "pyodide", folder)
    links = [
        f'<link rel="modulepreload" href="{vendor}/pyodide.mjs">',
        f'<link rel="modulepreload" href="{vendor}/pyodide.asm.mjs">',
        f'<link rel="preload" as="fetch" crossorigin href="{vendor}/pyodide.asm.wasm">',
        f'<link rel="preload" as="fetch" crossorigin href="{vendor}/python_stdlib.zip">',
        f'<link rel="preload" as="fetch" crossorigin href="{vendor}/pyodide-lock.json">',
        '<link rel="preload" as="fetch" crossorigin href="./pyscript.toml">',
    ]
    if snapshot:
        links.append(f'<link rel="preload" as="fetch" crossorigin href="{relative(BUILD / snapshot, folder)}">')
    if files:
        config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
        for source in config.get("files", {}):
            href = relative(ROOT / source, folder)
            links.append(f'<link rel="preload" as="fetch" crossorigin href="{href}">')
    return links


def make_ds_zip() -> Path:
    target = BUILD / "ds.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for source in sorted((ROOT / "ds").rglob("*.py")):
            archive.write(source, source.relative_to(ROOT / "ds").as_posix())
    return target


def make_snapshot(playwright: Playwright, server: Server, kind: str, target: Path) -> str:
    """Boot bare-snapshot.html?make[=ds] and save the heap it offers; returns a line to print."""
    browser = playwright.chromium.launch(**launch_args())
    try:
        page = browser.new_page()
        page.goto(f"{server.url}/bench/pages/bare-snapshot.html?make={kind}")
        page.wait_for_selector(READY, state="attached", timeout=TIMEOUT_MS)
        with page.expect_download() as download:
            page.click("#snapshot")
        download.value.save_as(target)
        took = page.get_attribute("#game", "data-make-ms")
    finally:
        browser.close()
    return f"{target.name}: {target.stat().st_size / 1e6:.1f} MB, made in {took} ms"


def prepare_experiments(playwright: Playwright, server: Server) -> list[str]:
    """Write the experiment pages under bench/pages/build/; returns lines to print."""
    for old in BUILD.iterdir() if BUILD.is_dir() else ():
        if old.name != "no-snapshot":  # the reference page, made already
            shutil.rmtree(old) if old.is_dir() else old.unlink()
    BUILD.mkdir(parents=True, exist_ok=True)
    notes = [f"ds.zip: {make_ds_zip().stat().st_size / 1e3:.0f} kB"]
    notes.append(make_snapshot(playwright, server, "", BUILD / "pyodide.snapshot"))
    notes.append(make_snapshot(playwright, server, "ds", BUILD / "pyodide-ds.snapshot"))
    loader = PAGES / "snapshot-loader.mjs"

    built = subprocess.run([sys.executable, str(ROOT / "tools" / "dist.py"), "--out", str(BUILD / "dist")],
                           capture_output=True, text=True, check=False)
    notes.append("dist: built" if built.returncode == 0 else f"dist: not built ({built.stderr.strip()[-200:]})")
    anchor = "  const url = new URL(request.url);\n"
    patches = {  # the service worker's fetch handler, told to leave pyodide.asm.wasm to the network
        "dist-wasm-http": '  if (url.pathname.endsWith(".wasm") && self.navigator.onLine) return;  // bench\n',
        "dist-wasm-netfirst": ('  if (url.pathname.endsWith(".wasm")) {  // bench\n'
                               '    event.respondWith(fetch(request).catch(() => answer(url.origin + url.pathname, request)));\n'
                               '    return;\n  }\n'),
    }
    for name, patch in patches.items():
        if built.returncode != 0:
            break
        shutil.copytree(BUILD / "dist", BUILD / name)
        worker = BUILD / name / "sw.js"
        text = worker.read_text(encoding="utf-8")
        worker.write_text(text.replace(anchor, anchor + patch, 1), encoding="utf-8")
        notes.append(f"{name}: " + ("sw.js patched" if anchor in text else "sw.js NOT patched (changed?)"))
    page_copy(BUILD / "copy")
    page_copy(BUILD / "preload", preload=preload_links(BUILD / "preload"))
    page_copy(BUILD / "zip", zipped=True)
    for name, snapshot, preload in (("snapshot", "pyodide.snapshot", False),
                                    ("snapshot-ds", "pyodide-ds.snapshot", False),
                                    ("snapshot-ds-preload", "pyodide-ds.snapshot", True)):
        folder = BUILD / name
        interpreter = f"{relative(loader, folder)}?snapshot=build/{snapshot}"
        links = preload_links(folder, snapshot=snapshot) if preload else []
        page_copy(folder, interpreter=interpreter, preload=links)
    return notes


# --- measuring ----------------------------------------------------------------------------------


@functools.cache
def visit_args(playwright: Playwright) -> dict:
    """``launch_args()`` whose browser goes without BROWSER_UI. Chromium keeps the last ``--disable-features``
    it is given, so the list holds those Playwright disables too, read from the browser's chrome://version
    (as Chromium parsed them); without that page, the plain arguments."""
    browser = playwright.chromium.launch(**launch_args())
    try:
        page = browser.new_page()
        page.goto("chrome://version/?show-variations-cmd")
        found = re.search(r'--disable-features="([^"]*)"', page.inner_text("body"))
    except Exception:  # noqa: BLE001 - the variations are only read to keep them; the visits go on without
        found = None
    finally:
        browser.close()
    if found is None:
        return launch_args({"args": [*EXTRA_ARGS]})
    features = [f for f in found.group(1).split(",") if f and f not in BROWSER_UI]
    return launch_args({"args": ["--disable-features=" + ",".join([*features, *BROWSER_UI]), *EXTRA_ARGS]})


def visit(playwright: Playwright, url: str, profile: str, *, linger_ms: int = 0, requests: list | None = None) -> dict:
    """One navigation in a browser launched on ``profile``; the page's own times."""
    context: BrowserContext = playwright.chromium.launch_persistent_context(
        profile, **visit_args(playwright), viewport=VIEWPORT)
    try:
        context.add_init_script(INIT_SCRIPT)
        page = context.pages[0] if context.pages else context.new_page()
        if requests is not None:
            page.on("request", lambda request: requests.append(request.url))
        cdp = context.new_cdp_session(page)
        cdp.send("Performance.enable")
        page.goto(url)
        page.wait_for_selector(f"{READY}, {FAILED}", state="attached", timeout=TIMEOUT_MS)
        if page.locator(FAILED).count():
            raise RuntimeError("boot failed: " + page.locator(FAILED).inner_text())
        page.wait_for_function("() => performance.getEntriesByName('ds:ready').length > 0", timeout=5_000)
        metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        page.wait_for_timeout(100)  # the painted mark comes a frame after ready
        result = page.evaluate(RESULT_JS)
        # CPU seconds of the renderer's main thread and of the whole renderer process at ready:
        # unlike wall times, they hardly move with the machine's load.
        result["cpu_main"] = metrics["ThreadTime"] * 1000
        result["cpu_all"] = metrics["ProcessTime"] * 1000
        if linger_ms:
            # A build registers its service worker once ready: let it install (it caches every file).
            page.evaluate("""() => document.querySelector("script[data-service-worker]")
                ? Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 60000))]) : null""")
            page.wait_for_timeout(linger_ms)
        return result
    finally:
        context.close()


def code_cache_bytes(profile: str) -> int:
    folder = Path(profile) / "Default" / "Code Cache" / "wasm"
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) if folder.is_dir() else 0


def run(playwright: Playwright, variants: list[Variant], servers: dict[str, Server], runs: int,
        notes: list[str], loads: list[float], linger_ms: int = LINGER_MS) -> None:
    for number in range(runs):
        turn = variants[number % len(variants):] + variants[: number % len(variants)]
        for variant in turn:
            url = servers[variant.server].url + variant.path
            profile = tempfile.mkdtemp(prefix="bench-boot-")
            if hasattr(os, "getloadavg"):
                loads.append(os.getloadavg()[0])
            requests: list[str] = []
            try:
                cold = visit(playwright, url, profile, linger_ms=linger_ms, requests=requests)
                cache = code_cache_bytes(profile)
                warm = visit(playwright, url, profile)
            except Exception as error:  # noqa: BLE001 - a broken experiment is reported, the others go on
                variant.failures.append(str(error).splitlines()[0][:200])
                continue
            finally:
                shutil.rmtree(profile, ignore_errors=True)
            variant.visits["cold"].append(cold)
            variant.visits["warm"].append(warm)
            if number == 0:
                dupes = len(requests) - len(set(requests))
                used = "" if cold["snapshot"] is None else f", snapshot used: {cold['snapshot']}/{warm['snapshot']}"
                if cold.get("modules") == "changed":  # a stale snapshot: ds/ edited after `make vendor`
                    used += ", STALE SNAPSHOT: the game's modules were imported from the files (run make vendor)"
                notes.append(f"{variant.name}: {len(requests)} requests on the cold visit ({dupes} repeated), "
                             f"wasm code cache after it {cache / 1e6:.1f} MB{used}")


def median(values: list[float | None]) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def cell(visits: list[dict], key: str) -> str:
    values = [v[key] for v in visits if v[key] is not None]
    if not values:
        return "-"
    return f"{statistics.median(values):6.0f} ({min(values):.0f}-{max(values):.0f})"


def report(variants: list[Variant], runs: int, loads: list[float]) -> None:
    load = f"{min(loads):.1f}-{max(loads):.1f}" if loads else "?"
    bases = [v for v in variants if v.name in ("bare", "bare-snapshot")]
    by_name = {v.name: v for v in variants}

    def table(title: str, key: str) -> None:
        print(title)
        heads = "".join(f" {kind + '/' + b.name.replace('bare-snapshot', 'snap'):>10}" for b in bases for kind in ("cold", "warm"))
        print(f"  {'page':<20} {'cold':>19} {'warm':>19} {heads}")
        for v in variants:
            ratios = []
            for b in bases:
                tag = v.name.partition("@")[2]
                b = by_name.get(f"{b.name}@{tag}", b) if tag else b  # the bare page of the same tree and server
                for kind in ("cold", "warm"):
                    m, base = median([x[key] for x in v.visits[kind]]), median([x[key] for x in b.visits[kind]])
                    ratios.append(f"{m / base:10.2f}" if m and base else f"{'-':>10}")
            failed = f"   FAILED {len(v.failures)}x: {v.failures[0]}" if v.failures and key == "ready" else ""
            print(f"  {v.name:<20} {cell(v.visits['cold'], key):>19} {cell(v.visits['warm'], key):>19} "
                  + " ".join(ratios) + failed)

    table(f"boot: ms from navigation start to ready, median of {runs} (min-max); "
          f"load average {load} during the run, {os.cpu_count()} CPUs", "ready")
    table("boot CPU: ms of CPU time used by the page's renderer process (all threads) until ready", "cpu_all")
    table("boot CPU: ms of CPU time on the renderer's main thread until ready", "cpu_main")
    print("  The game's pages (and bare-snapshot's two marks), cold | warm: first contentful paint (the empty table);"
          " the snapshot's bytes on the page; Python restored from it; py:ready (PyScript's start, then main.py); main.py's first line; its"
          " board made (ds/web/main.py's marks); the first frame with the dealt cards;"
          " the first frame after ready")
    for v in variants:
        if not any(x["py"] or x["snap"] for x in v.visits["cold"]):  # the game's pages; bare-snapshot's two marks
            continue
        parts = [" | ".join(cell(v.visits[kind], key).split(" (")[0].strip() for kind in ("cold", "warm"))
                 for key in ("fcp", "snap", "python", "py", "main", "board", "cards", "painted")]
        print(f"  {v.name:<20} fcp {parts[0]:>11}   snapshot {parts[1]:>11}   python {parts[2]:>11}"
              f"   py:ready {parts[3]:>11}   main.py {parts[4]:>11}   board {parts[5]:>11}   cards {parts[6]:>11}"
              f"   after ready {parts[7]:>11}")
    for v in variants:
        if v.what:
            print(f"  {v.name:<20} {v.what}")


def keep(variants: list[Variant], loads: list[float]) -> None:
    """The medians, for the summary at the end of make bench (bench/summary.py)."""
    figures = {}
    for v in variants:
        for kind in ("cold", "warm"):
            for key in ("ready", "cpu_main", "cpu_all", "fcp", "snap", "python", "py", "main", "board", "cards", "painted"):
                figures[f"{v.name} {key} {kind}"] = median([x[key] for x in v.visits[kind]])
    record("boot", figures, f"{min(loads):.1f}-{max(loads):.1f}" if loads else None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--experiments", action="store_true", help="also the variants of docs/performance.md")
    parser.add_argument("--only", default="", help="comma-separated page names to run (e.g. game,bare)")
    parser.add_argument("--wasm-cache-now", action="store_true",
                        help="visit with V8 writing the wasm code cache at once (see WASM_CACHE_NOW)")
    parser.add_argument("--tree", action="append", default=[], metavar="DIR",
                        help="visit each page also from this tree (a copy of the repository, after its make vendor), "
                             "served by a tools/serve.py process of its own, as NAME@DIR's name; . for this one")
    parser.add_argument("--linger", type=int, default=LINGER_MS, metavar="MS",
                        help=f"how long the cold visit stays open after ready (default {LINGER_MS})")
    args = parser.parse_args()
    if args.wasm_cache_now:
        EXTRA_ARGS.append(WASM_CACHE_NOW)

    servers = {"default": serve(),
               "max-age": serve({"": "max-age=86400"}),
               "wasm-no-store": serve({".wasm": "no-store", "": "no-cache"})}
    variants = reference_variants() + (experiment_variants() if args.experiments or args.only else [])
    if args.only:
        wanted = args.only.split(",")
        variants = [v for v in variants if v.name in wanted]
        seen = set()
        variants = [v for v in variants if not (v.name in seen or seen.add(v.name))]
    for tree in map(Path, args.tree):
        tag = "@" + tree.resolve().name
        servers[tag] = Apart(tree.resolve())
        variants += [Variant(v.name + tag, v.path, tag, f"{v.name}, {tree.resolve()} served by a tools/serve.py process")
                     for v in variants if v.server == "default" and "@" not in v.name]
    built = any(v.name.split("@")[0] not in PREPARED and v.path.startswith("/bench/pages/build/") for v in variants)
    notes: list[str] = []
    loads: list[float] = []
    notes += prepare_references()
    with sync_playwright() as playwright:
        if built:
            notes += prepare_experiments(playwright, servers["default"])
        run(playwright, variants, servers, args.runs, notes, loads, args.linger)
    for server in servers.values():
        server.shutdown()
        server.server_close()
    report(variants, args.runs, loads)
    keep(variants, loads)
    for note in notes:
        print("  " + note)


if __name__ == "__main__":
    main()

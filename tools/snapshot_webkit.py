#!/usr/bin/env python3
"""Make the Pyodide memory snapshot that WebKit (Safari, every browser on iOS) boots from, in WebKit.

    python3 tools/snapshot_webkit.py [--stamp FILE]

Writes ``static/vendor/pyodide-<version>.webkit.snapshot`` and its ``.json``
(Pyodide version, size, SHA-256, the heap's size, the game's modules in it, the
files the boot fetches, the engine that made it), beside the snapshot
``tools/snapshot.mjs`` makes in Node, and in the same form (without its pages of
zeros). Run by ``make vendor`` after it; shipped
by ``tools/dist.py``; chosen by ``static/pyodide-loader.mjs``.

Why a second snapshot: the heap holds C function pointers, which are slots of
the wasm function table, and the table is laid out while Emscripten links the
runtime at start-up, giving each exported function a slot unless it finds that
very function already in the table. JavaScriptCore's ``Table.get`` hands back a
wrapper, not the exported function itself (V8 and SpiderMonkey hand back the
same object), so there none is found and about 970 more slots are added: every
pointer in a Chromium-made heap then names the wrong function ("call_indirect
to a signature that does not match"). Firefox lays the table out as Chromium
does and uses that snapshot. A snapshot made in WebKitGTK (JavaScriptCore, as in
Safari) has WebKit's slots.

One more difference is iOS: there CPython's fast call trampoline (a wasm-GC
module given the table's last slot at start) is switched off (an iOS garbage
collector bug), so that slot does not exist on an iPhone. This snapshot is
therefore made with the portable JavaScript trampoline (the pointer in
``_PyRuntime`` set to 0, what CPython itself does where the wasm one is
unavailable): valid on every JavaScriptCore, desktop or iOS.

Made like Node's, in a page on a local server: ``loadPyodide({_makeSnapshot: true})``, the files of
pyscript.toml written where PyScript writes them, the game's modules imported and PyScript's own
package compiled (``ds/web/frozen.py``'s ``freeze`` and ``precompile``), the bytes of [files] kept
(``keep_served``), then ``makeMemorySnapshot()`` sent back to the server; a fresh page must start Python
from it and find the same modules imported.
As in Node, the same inputs make the same bytes (``STEADY_JS``): the randomness, the clocks and the runtime's
name and language are fixed while the heap is made.
Without WebKitGTK (``apt-get install webkit2gtk-driver xvfb``) or Selenium, or if WebKit fails, a line says
so and the exit status is 0; a snapshot made earlier stays, else an empty file takes its place with a .json
that says there is none (as ``tools/snapshot.mjs`` does): WebKit then starts Python the normal way.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import sys
import tempfile
import tomllib
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tools.engines import launch, missing  # noqa: E402
from tools.serve import Handler, Server  # noqa: E402

VENDOR = REPO / "static" / "vendor"
PYODIDE = VENDOR / "pyodide"
HOME = "/home/pyodide"
"""Pyodide's working folder, where PyScript writes the [files] of pyscript.toml (as tools/snapshot.mjs)."""
PYSCRIPT_PACKAGE = "/node_modules/@pyscript/core/src/stdlib/pyscript.js"
"""PyScript's own Python package, {path: source}, as PyScript writes it at every boot."""

MAKER = "/__make_pyodide_snapshot__.html"
RECEIVE = "/__snapshot__"
"""The maker page, and where it sends the snapshot: answered by this script's server, not files."""
MAKER_HTML = b"""<!doctype html><meta charset="utf-8"><title>snapshot</title><link rel="icon" href="data:,">"""

WRITE_JS = """
async function writeFiles(pyodide, files, home) {
  for (const [from, to] of files) {
    const target = `${home}/${to}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, new Uint8Array(await (await fetch("/" + from)).arrayBuffer()));
  }
}
"""

STEADY_JS = """
// The same inputs make the same snapshot, byte for byte, as in tools/snapshot.mjs (whose top says what varied):
// while the heap is made, the randomness Emscripten draws from (Python's hash secret, `random`'s first seed: a
// fixed stream, public as the snapshot's bytes are; the loader reseeds `random` after every restore and
// `secrets` reads the browser's randomness at every call), both clocks, and the runtime's name and language
// (sys._emscripten_info.runtime from navigator.userAgent, LANG from navigator.languages) are the same every run.
function steady() {
  const real = { random: crypto.getRandomValues, date: Date.now, now: performance.now };
  let state = 0x5eed5eed;
  crypto.getRandomValues = (view) => {  // xorshift32: the same bytes in the same order
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i++) {
      state ^= state << 13; state ^= state >>> 17; state ^= state << 5;
      bytes[i] = state & 0xff;
    }
    return view;
  };
  Date.now = () => Date.UTC(2024, 0, 1);
  performance.now = () => 1000;
  for (const [name, value] of [["userAgent", "WebKit (tools/snapshot_webkit.py)"], ["languages", []], ["language", ""]]) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
  return () => {
    crypto.getRandomValues = real.random;
    Date.now = real.date;
    performance.now = real.now;
    for (const name of ["userAgent", "languages", "language"]) delete navigator[name];
  };
}
"""

MAKE_JS = """async ({ receive, files, home, pyscript, freeze }) => {
  """ + WRITE_JS + STEADY_JS + """
  const { loadPyodide } = await import("/static/vendor/pyodide/pyodide.mjs");
  const unsteady = steady();
  const pyodide = await loadPyodide({ _makeSnapshot: true });
  const M = pyodide._module;
  // CPython's call trampoline: 0 is the JavaScript one, which every engine has (see the docstring).
  const trampoline = M.__PyRuntime + M.HEAP32[M.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET / 4];
  M.HEAP32[trampoline / 4] = 0;
  pyodide.runPython("str(6 * 7)");  // calls through the JavaScript trampoline now
  await writeFiles(pyodide, files, home);
  const sources = {};
  const walk = (folder, prefix) => {
    for (const [name, value] of Object.entries(folder)) {
      if (typeof value === "string") sources[prefix + name] = value;
      else walk(value, `${prefix}${name}/`);
    }
  };
  walk((await import(pyscript)).default, "");
  pyodide.globals.set("_pyscript", pyodide.toPy(sources));
  pyodide.globals.set("_served", pyodide.toPy(files));
  const modules = pyodide.runPython(freeze).toJs();
  const bytes = pyodide.makeMemorySnapshot();
  unsteady();
  const answer = await fetch(receive, { method: "POST", body: bytes });
  if (!answer.ok) throw new Error(`sending the snapshot: HTTP ${answer.status}`);
  return { version: pyodide.version, size: bytes.length, trampoline, modules };
}"""

CHECK_JS = """async ({ receive, files, home, check }) => {
  """ + WRITE_JS + """
  const { loadPyodide } = await import("/static/vendor/pyodide/pyodide.mjs");
  const data = await (await fetch(receive)).arrayBuffer();
  const pyodide = await loadPyodide({ _loadSnapshot: new Uint8Array(data) });
  await writeFiles(pyodide, files, home);
  return pyodide.runPython(check).toJs();
}"""

FREEZE = f"""
from ds.web.frozen import freeze, keep_served, precompile
precompile({HOME!r}, {{path: source.encode() for path, source in _pyscript.items()}})
del _pyscript
_modules = sorted(freeze())
keep_served(globals().pop("_served"), {HOME!r})
_modules
"""
CHECK = """
import sys
from ds.web.frozen import FROZEN, SERVED
["%d.%d" % sys.version_info[:2], sorted(FROZEN), str(6 * 7), sorted(SERVED)]
"""


def pyodide_version() -> str:
    return json.loads((REPO / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]


def config_files() -> list[tuple[str, str]]:
    """The [files] of pyscript.toml, as (served path, path in the working folder), without "./"."""
    with (REPO / "pyscript.toml").open("rb") as file:
        table = tomllib.load(file).get("files", {})
    return [(source.removeprefix("./"), target.removeprefix("./")) for source, target in table.items()]


def boot_files_of_others(target: Path) -> dict[str, int]:
    """The files the boot fetches before Python starts, with their sizes, for the progress line: those
    tools/snapshot.mjs wrote for the other engines, without their snapshot."""
    other = target.with_name(target.name.replace(".webkit.snapshot", ".snapshot") + ".json")
    try:
        boot = json.loads(other.read_text(encoding="utf-8")).get("boot", {})
    except (OSError, ValueError):
        boot = {}
    return {path: size for path, size in boot.items() if not path.endswith(".snapshot")}


def boot_files(target: Path) -> dict[str, int]:
    """``boot_files_of_others``, with this snapshot in place of theirs."""
    return {**boot_files_of_others(target), str(target.relative_to(REPO)): target.stat().st_size}


def skip(why: str, target: Path | None = None, version: str = "") -> int:
    kept = target is not None and target.is_file() and target.stat().st_size > 0
    if target is not None and version and not kept:
        write_none(target, version, why)
    print(f"snapshot: skipped ({why}); " + (f"{target.name}, made earlier, stays" if kept
          else "WebKit will start Python without a memory snapshot"))
    return 0


def write_none(target: Path, version: str, why: str) -> None:
    """No snapshot for WebKit: an empty file in its place and a .json that says so, as tools/snapshot.mjs writes
    when it can make none. The page's worker asks for the snapshot and its .json at once
    (static/snapshot-fetch.js), so both URLs must answer; WebKit then starts Python the normal way, silently."""
    info = target.with_name(target.name + ".json")
    about = {"pyodide": version, "size": None, "why": why, "modules": [],
             "boot": boot_files_of_others(target),
             "files": [source for source, _ in config_files()]}
    target.write_bytes(b"")
    info.write_text(json.dumps(about, indent=2) + "\n", encoding="utf-8")


def snapshot_path(version: str) -> Path:
    """Where the loader looks for WebKit's snapshot of Pyodide ``version`` (static/pyodide-loader.mjs)."""
    return VENDOR / f"pyodide-{version}.webkit.snapshot"


class MakerHandler(Handler):
    """The repository's files, plus the maker page and a POST that receives the snapshot."""

    received: dict[str, bytes]

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        if self.path == MAKER:
            self._answer(200, MAKER_HTML, "text/html; charset=utf-8")
        elif self.path == RECEIVE and RECEIVE in self.received:
            self._answer(200, self.received[RECEIVE], "application/octet-stream")
        else:
            super().do_GET()

    def do_POST(self) -> None:  # noqa: N802
        if self.path != RECEIVE:
            self._answer(404, b"", "text/plain")
            return
        self.received[RECEIVE] = self.rfile.read(int(self.headers["Content-Length"]))
        self._answer(200, b"", "text/plain")

    def _answer(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


PAGE = 4096


def drop_zero_pages(heap: bytes) -> bytes:
    """The heap without its pages of zeros, as tools/snapshot.mjs writes it (``dropZeroPages``: "DSPG", the
    heap's length and page size, one bit per page stored, the stored pages); static/snapshot-fetch.js reads it."""
    count = -(-len(heap) // PAGE)
    stored = bytearray(-(-count // 8))
    pages = []
    for index in range(count):
        page = heap[index * PAGE:(index + 1) * PAGE]
        if page.count(0) != len(page):
            stored[index >> 3] |= 1 << (index & 7)
            pages.append(page)
    return b"DSPG" + len(heap).to_bytes(4, "little") + PAGE.to_bytes(4, "little") + bytes(stored) + b"".join(pages)


def make(target: Path, version: str) -> str:
    """Make, check and write the snapshot; returns a line to print. Raises if anything fails."""
    received: dict[str, bytes] = {}
    handler = functools.partial(type("Maker", (MakerHandler,), {"received": received}), directory=str(REPO))
    server = Server(("127.0.0.1", 0), handler)
    server.quiet = True
    threading.Thread(target=server.serve_forever, name="serve", daemon=True).start()
    try:
        with launch("webkit") as browser:
            files = config_files()
            browser.goto(server.url + MAKER)
            made = browser.run(MAKE_JS, {"receive": RECEIVE, "files": files, "home": HOME,
                                         "pyscript": PYSCRIPT_PACKAGE, "freeze": FREEZE})
            if made["version"] != version:
                raise RuntimeError(f"WebKit ran Pyodide {made['version']}, node_modules has {version}")
            data = received.get(RECEIVE, b"")
            if len(data) != made["size"]:
                raise RuntimeError(f"received {len(data)} bytes of {made['size']}")
            browser.goto(server.url + MAKER)  # a fresh page: Python must start from it
            python, found, answer, served = browser.run(CHECK_JS, {"receive": RECEIVE, "files": files, "home": HOME,
                                                                   "check": CHECK})
            if answer != "42" or found != made["modules"]:
                raise RuntimeError(f"Python started from the snapshot said {answer!r}, with modules {found}")
            if served != sorted(source for source, _ in files):
                raise RuntimeError("Python started from the snapshot lacks pyscript.toml's [files]")
            engine = browser.version
    finally:
        server.shutdown()
        server.server_close()

    heap, data = len(data), drop_zero_pages(data)
    about = {"pyodide": version, "size": len(data), "sha256": hashlib.sha256(data).hexdigest(), "heap": heap,
             "modules": made["modules"], "engine": engine, "trampoline": "javascript"}
    info = target.with_name(target.name + ".json")
    with tempfile.TemporaryDirectory(dir=target.parent) as scratch:
        partial, partial_info = Path(scratch) / target.name, Path(scratch) / info.name
        partial.write_bytes(data)
        partial_info.write_text(json.dumps(about, indent=2) + "\n", encoding="utf-8")
        partial.replace(target)
        about["boot"] = boot_files(target)
        about["files"] = [source for source, _ in files]  # fetched by the loader while Python starts
        partial_info.write_text(json.dumps(about, indent=2) + "\n", encoding="utf-8")
        partial_info.replace(info)
    return (f"snapshot: {target.relative_to(REPO)}: {len(data) / 1e6:.1f} MB (a heap of {heap / 1e6:.1f} MB without its"
            f" pages of zeros), made in {engine}, Python {python} starts"
            f" from it with {len(made['modules'])} modules of the game")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stamp", type=Path, help="touch this file when a snapshot was made")
    args = parser.parse_args(argv)

    if not (PYODIDE / "pyodide.asm.wasm").is_file():
        return skip("static/vendor/pyodide/ is missing: run tools/vendor.py first")
    version = pyodide_version()
    target = snapshot_path(version)
    problem = missing("webkit")
    if problem:
        return skip(f"WebKit's snapshot: {problem}", target, version)
    try:
        print(make(target, version))
    except Exception as error:  # noqa: BLE001 - no WebKit, or WebKit failed: the build goes on
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return skip(f"WebKit's snapshot: {type(error).__name__}: {first[:300]}", target, version)
    if args.stamp:
        args.stamp.touch()
    return 0


if __name__ == "__main__":
    sys.exit(main())

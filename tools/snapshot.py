#!/usr/bin/env python3
"""Make the Pyodide memory snapshot the page boots from, with headless Chromium.

    python3 tools/snapshot.py [--stamp FILE]

Writes ``static/vendor/pyodide-<version>.snapshot`` (the wasm heap of a
Python that has started, about 31 MB; Pyodide's experimental
``_makeSnapshot`` option) and ``pyodide-<version>.snapshot.json`` beside it
(the Pyodide version, the size and the SHA-256 that
``static/pyodide-loader.mjs`` checks before using it). Run by ``make
vendor`` after ``tools/vendor.py``; both files are ignored by git and
shipped by ``tools/dist.py``.

The snapshot is made in the browser from the vendored runtime (a page on a
local server runs ``loadPyodide({_makeSnapshot: true})`` and
``makeMemorySnapshot()``), then checked: a second page must start Python from
it. It holds the runtime only, not the game's modules, so it stays valid
while ``ds/`` changes; only a new Pyodide needs a new one (the Makefile
remakes it when ``package-lock.json`` changes).

Without Playwright or a Chromium, or if the browser fails, nothing is
written, a line says the snapshot was skipped, and the exit status is still
0: the page then starts Python the normal way. ``--stamp FILE`` is touched
only when a snapshot was made, so that ``make`` tries again next time.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tools.browser import launch_args  # noqa: E402
from tools.serve import make_server, start_in_thread  # noqa: E402

VENDOR = REPO / "static" / "vendor"
PYODIDE = VENDOR / "pyodide"
TIMEOUT_MS = 120_000
MAKER = "/__make_pyodide_snapshot__.html"
"""A page the browser asks the local server for; answered by Playwright, not a file."""

MAKER_HTML = """<!doctype html><meta charset="utf-8"><title>snapshot</title><link rel="icon" href="data:,">
<p id="state">starting</p>"""

MAKE_JS = """async () => {
  const { loadPyodide } = await import("/static/vendor/pyodide/pyodide.mjs");
  const pyodide = await loadPyodide({ _makeSnapshot: true });
  const bytes = pyodide.makeMemorySnapshot();
  const link = document.createElement("a");  // Python saves the download
  link.id = "snapshot";
  link.download = "pyodide.snapshot";
  link.href = URL.createObjectURL(new Blob([bytes]));
  link.textContent = "snapshot";
  document.body.append(link);
  return { version: pyodide.version, size: bytes.length };
}"""

CHECK_JS = """async (url) => {
  const { loadPyodide } = await import("/static/vendor/pyodide/pyodide.mjs");
  const data = await (await fetch(url)).arrayBuffer();
  const pyodide = await loadPyodide({ _loadSnapshot: new Uint8Array(data) });
  return pyodide.runPython("import sys; f'{sys.version_info[0]}.{sys.version_info[1]} ' + str(6 * 7)");
}"""


def pyodide_version() -> str:
    return json.loads((REPO / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]


def snapshot_path(version: str) -> Path:
    """Where the loader looks for the snapshot of Pyodide ``version`` (static/pyodide-loader.mjs)."""
    return VENDOR / f"pyodide-{version}.snapshot"


def skip(why: str, target: Path | None = None) -> int:
    kept = target is not None and target.is_file()
    print(f"snapshot: skipped ({why}); " + (f"{target.name}, made earlier, stays" if kept
          else "the page will start Python without a memory snapshot"))
    return 0


def make(target: Path, version: str) -> str:
    """Make, check and write the snapshot; returns a line to print. Raises if anything fails."""
    from playwright.sync_api import sync_playwright

    server = make_server(REPO, 0)
    start_in_thread(server)
    try:
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as scratch:
            browser = playwright.chromium.launch(**launch_args())
            try:
                page = browser.new_page(accept_downloads=True)
                page.route(f"{server.url}{MAKER}", lambda route: route.fulfill(
                    body=MAKER_HTML, content_type="text/html; charset=utf-8"))
                page.goto(server.url + MAKER)
                made = page.evaluate(MAKE_JS)
                if made["version"] != version:
                    raise RuntimeError(f"the browser ran Pyodide {made['version']}, node_modules has {version}")
                with page.expect_download(timeout=TIMEOUT_MS) as download:
                    page.click("#snapshot")
                made_file = Path(scratch) / "pyodide.snapshot"
                download.value.save_as(made_file)
                data = made_file.read_bytes()
                if len(data) != made["size"]:
                    raise RuntimeError(f"saved {len(data)} bytes of {made['size']}")
                # Check it in a fresh page: Python must start from it.
                checked = browser.new_page()
                checked.route(f"{server.url}{MAKER}", lambda route: route.fulfill(
                    body=MAKER_HTML, content_type="text/html; charset=utf-8"))
                checked.route(f"{server.url}/__snapshot__", lambda route: route.fulfill(
                    body=data, content_type="application/octet-stream"))
                checked.goto(server.url + MAKER)
                answer = checked.evaluate(CHECK_JS, f"{server.url}/__snapshot__")
                if not answer.endswith(" 42"):
                    raise RuntimeError(f"Python started from the snapshot said {answer!r}")
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()

    about = {"pyodide": version, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    info = target.with_name(target.name + ".json")
    partial, partial_info = (path.with_name(path.name + ".partial") for path in (target, info))
    partial.write_bytes(data)
    partial_info.write_text(json.dumps(about, indent=2) + "\n", encoding="utf-8")
    partial.replace(target)
    partial_info.replace(info)
    return (f"snapshot: {target.relative_to(REPO)}: {len(data) / 1e6:.1f} MB, "
            f"Python {answer.split()[0]} starts from it")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stamp", type=Path, help="touch this file when a snapshot was made")
    args = parser.parse_args(argv)

    if not (PYODIDE / "pyodide.asm.wasm").is_file():
        return skip("static/vendor/pyodide/ is missing: run tools/vendor.py first")
    version = pyodide_version()
    target = snapshot_path(version)
    # A snapshot already there is of this same version (the name says which), so it stays if making
    # a new one fails; tools/vendor.py removes those of other versions.
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return skip(f"no Playwright for {sys.executable}; `make venv` installs it", target)
    try:
        print(make(target, version))
    except Exception as error:  # noqa: BLE001 - no browser, or the browser failed: the build goes on
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return skip(f"{type(error).__name__}: {first[:300]}", target)
    if args.stamp:
        args.stamp.touch()
    return 0


if __name__ == "__main__":
    sys.exit(main())

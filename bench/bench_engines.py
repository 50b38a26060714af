#!/usr/bin/env python3
"""Boot time of the game in each engine beside bare Pyodide in that same engine (docs/performance.md,
"Other engines").

    PYTHONPATH=. .venv/bin/python bench/bench_engines.py [--runs N] [--engines webkit,firefox,chromium]

Pages (the repository served by tools/serve.py, as ``make play`` serves it; bench_boot.py's pages):

- ``game``: index.html, Python started from the engine's memory snapshot (static/pyodide-loader.mjs
  picks ``pyodide-<version>.webkit.snapshot`` in WebKit, ``pyodide-<version>.snapshot`` elsewhere);
- ``game-no-snapshot``: the same page whose pyscript.toml names the plain pyodide.mjs;
- ``bare``: ``await loadPyodide()`` alone (bench/pages/bare-pyodide.html);
- ``bare-snapshot``: the same from the engine's snapshot (bench/pages/bare-snapshot.html).

Ready is the page's own ``performance.mark("ds:ready")``, from the start of navigation. Cold: the first
visit in a newly started browser with an empty profile; warm: a second visit in the same browser. WebKit
is WebKitGTK's MiniBrowser and Firefox is Firefox ESR (tools/engines.py), Chromium Debian's through
Playwright. Prints medians (min–max) and what ``window.__pyodideSnapshot`` said, with the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_boot import prepare_references  # noqa: E402
from tools.engines import launch, missing  # noqa: E402
from tools.serve import make_server, start_in_thread  # noqa: E402

READY_JS = """async () => {
    for (let i = 0; i < 1200 && !document.querySelector('#game[data-ready="true"]'); i++) {
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    const mark = performance.getEntriesByName('ds:ready')[0];
    return {ready: mark ? Math.round(mark.startTime) : null, snapshot: window.__pyodideSnapshot ?? null};
}"""


def pages(engine: str) -> dict[str, str]:
    version = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]
    family = ".webkit" if engine == "webkit" else ""
    return {
        "game": "/",
        "game-no-snapshot": "/bench/pages/build/no-snapshot/",
        "bare": "/bench/pages/bare-pyodide.html",
        "bare-snapshot": f"/bench/pages/bare-snapshot.html?snapshot=/static/vendor/pyodide-{version}{family}.snapshot",
    }


class Chromium:
    """Debian's Chromium through Playwright, with the few calls this bench makes."""

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        from tools.browser import launch_args

        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(**launch_args())
        self.page = self.browser.new_page()

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def run(self, function: str) -> dict:
        return self.page.evaluate(function)

    def close(self) -> None:
        self.browser.close()
        self.playwright.stop()


def visit_twice(engine: str, url: str) -> list[dict]:
    browser = Chromium() if engine == "chromium" else launch(engine)
    try:
        seen = []
        for _ in range(2):
            browser.goto(url)
            seen.append(browser.run(READY_JS))
        return seen
    finally:
        browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines", default="webkit,firefox,chromium")
    args = parser.parse_args(argv)
    for line in prepare_references():
        print(line)
    server = make_server(ROOT, 0)
    start_in_thread(server)
    print(f"load average at the start: {os.getloadavg()[0]:.1f}")
    print("| engine | page | cold ready (ms) | warm ready (ms) | snapshot |")
    print("|---|---|---|---|---|")
    try:
        for engine in args.engines.split(","):
            problem = None if engine == "chromium" else missing(engine)
            if problem:
                print(f"| {engine} | skipped: {problem} | | | |")
                continue
            results: dict[str, list[list[dict]]] = {name: [] for name in pages(engine)}
            for _ in range(args.runs):  # the pages take turns inside each run
                for name, path in pages(engine).items():
                    results[name].append(visit_twice(engine, server.url + path))
            for name, runs in results.items():
                cells = []
                for visit in (0, 1):
                    times = [run[visit]["ready"] for run in runs if run[visit]["ready"] is not None]
                    cells.append(f"{statistics.median(times):.0f} ({min(times)}–{max(times)})" if times else "not ready")
                used = sorted({str(run[visit]["snapshot"]) for run in runs for visit in (0, 1)})
                print(f"| {engine} | {name} | {cells[0]} | {cells[1]} | {', '.join(used)} |", flush=True)
    finally:
        server.shutdown()
        server.server_close()
    print(f"load average at the end: {os.getloadavg()[0]:.1f}  ({time.strftime('%H:%M UTC', time.gmtime())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

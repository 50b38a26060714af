"""Boot of a build (make dist) over successive visits in one browser profile: its service worker as
shipped, which answers every file from its cache (the .wasm included, online or not), against the
earlier worker that left the .wasm to the browser's HTTP cache while online.

    PYTHONPATH=. .venv/bin/python bench/bench_offline.py [--runs N] [--visits N]

Visit 1 is a first visit in a new profile (the worker installs once the game is ready); every later
visit relaunches the browser on that profile. What it measures is V8's compiled code of the .wasm:
V8 keeps it beside the response it compiled from, in the HTTP cache or in the worker's Cache Storage.
The earlier worker keeps it in the HTTP cache from visit 2 on; the shipped one has nothing beside
its own copy at visit 2 (visit 1 compiled from the network), so visit 2 compiles again and visits 3
on reuse the code. Printed: medians per visit of the wall time to ready and the renderer's CPU time
(all threads; main thread), and after the first run the size of the wasm code cache in the HTTP cache
and of the worker's storage (its caches, with the code V8 put beside them). Benchmarks print; they
assert nothing. The variants take turns within each run, so that they share the machine's load.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from bench.bench_boot import BUILD, LINGER_MS, code_cache_bytes, visit
from tools.dist import build
from tools.serve import make_server, start_in_thread

ANCHOR = "  const url = new URL(request.url);\n"
EARLIER = '  if (url.pathname.endsWith(".wasm") && self.navigator.onLine) return;  // bench: the earlier worker\n'
VARIANTS = {
    "dist": "make dist as shipped: its worker answers every file from its cache, the .wasm included",
    "dist+wasm-http": "the earlier worker: the .wasm left to the browser (HTTP cache) while online",
}


def prepare(root: Path) -> None:
    """root/dist (make dist) and root/dist+wasm-http (the same with the earlier worker's fetch handler)."""
    shutil.rmtree(root, ignore_errors=True)
    build(root / "dist")
    shutil.copytree(root / "dist", root / "dist+wasm-http")
    worker = root / "dist+wasm-http" / "sw.js"
    text = worker.read_text(encoding="utf-8")
    if ANCHOR not in text:
        raise SystemExit(f"bench_offline: sw.js no longer has {ANCHOR.strip()!r} to patch")
    worker.write_text(text.replace(ANCHOR, ANCHOR + EARLIER, 1), encoding="utf-8")


def folder_bytes(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) if folder.is_dir() else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--visits", type=int, default=4)
    args = parser.parse_args()
    root = BUILD / "offline"
    prepare(root)
    server = make_server(root, 0)
    start_in_thread(server)
    results: dict[str, list[list[dict]]] = {name: [] for name in VARIANTS}
    sizes: dict[str, list[str]] = {}
    failures: list[str] = []
    with sync_playwright() as playwright:
        for number in range(args.runs):
            names = list(VARIANTS)[number % 2:] + list(VARIANTS)[:number % 2]
            for name in names:
                profile = tempfile.mkdtemp(prefix="bench-offline-")
                row = []
                try:
                    for count in range(args.visits):
                        row.append(visit(playwright, f"{server.url}/{name}/", profile, linger_ms=LINGER_MS))
                        if number == 0:
                            sizes.setdefault(name, []).append(
                                f"{code_cache_bytes(profile) / 1e6:.1f} / "
                                f"{folder_bytes(Path(profile) / 'Default' / 'Service Worker') / 1e6:.1f}")
                    results[name].append(row)
                except Exception as error:  # noqa: BLE001 - a failed run is reported, the others go on
                    failures.append(f"{name}, run {number + 1}, visit {len(row) + 1}: {str(error).splitlines()[0][:200]}")
                finally:
                    shutil.rmtree(profile, ignore_errors=True)
    server.shutdown()
    server.server_close()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"boot of a build by visit, median of {args.runs} runs, ms; load average {load:.1f} on {os.cpu_count()} CPUs")
    print(f"  {'variant':<16} {'visit':>5} {'wall':>7} {'CPU all':>8} {'CPU main':>9}   MB: wasm code cache (HTTP) / worker storage")
    for name, rows in results.items():
        for index in range(args.visits if rows else 0):
            cells = [statistics.median(row[index][key] for row in rows) for key in ("ready", "cpu_all", "cpu_main")]
            size = sizes.get(name, [""] * args.visits)[index]
            print(f"  {name:<16} {index + 1:>5} {cells[0]:7.0f} {cells[1]:8.0f} {cells[2]:9.0f}   {size}")
    for name, what in VARIANTS.items():
        print(f"  {name:<16} {what}")
    for failure in failures:
        print(f"  FAILED {failure}")


if __name__ == "__main__":
    main()

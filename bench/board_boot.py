"""The page's own share of the boot, window by window: an A/B of trees, or of files swapped into one, by main-thread CPU.

    PYTHONPATH=. .venv/bin/python bench/board_boot.py [--visits 5] [--tree DIR ...] [--variant NAME=PATH:FILE,...]
        [--warm]

Each tree (``--tree``, any number; default: this one) is served by its own ``tools/serve.py`` process; a variant
is the first tree with some of its files answered by others (``static/style.css:/tmp/a.css``: the page asks for
the first, gets the second), for trying CSS or markup without a copy of the tree (a changed ``ds/`` file is
imported from the file, not the snapshot: compare with a variant of the same kind). The trees and variants take
turns, one cold visit each (a new browser profile; ``--warm``: the second visit of it), traced (``devtools.timeline``,
``toplevel``, ``v8``, the page's marks; not V8's sampler, which takes a core of its own) until the first frame
with the dealt cards (``bench_boot.py``'s mark, ``boot:cards`` here). Printed per column, medians over the visits:

- ``at``: each mark's time from navigation (wall ms): the page parsed, PyScript about to run main.py
  (``py:ready``), main.py's first line (``ds:main``), its board made (``ds:board``), ready, the cards' frame;
- ``W``: the main thread's CPU between two marks (its tasks' thread time; a task across a mark is cut in
  proportion of its wall time);
- ``K``: the main thread's own time by kind (style, layout, paint, parse, script, wasm, the style sheets
  parsed, other) from navigation to ``py:ready``, from there to ready and from ready to the cards' frame.

Tracing adds to the CPU figures: compare columns traced the same way. Benchmarks print; they assert nothing.
"""

from __future__ import annotations

import argparse
import collections
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Playwright, Route, sync_playwright

from bench.bench_boot import INIT_SCRIPT, ROOT
from bench.profile_boot import KIND, main_thread, self_times, trace_visit
from bench.timeline_boot import TRACED, serve

KINDS = dict(KIND, ParseAuthorStyleSheet="style sheets", HitTest="layout")
CARDS = INIT_SCRIPT.replace("boot[key] = performance.now();", "boot[key] = performance.now(); performance.mark(`boot:${key}`);")
"""bench_boot.py's marks, in the trace too: ``boot:cards`` is the first frame with the dealt cards."""
MARKED = ("dom:parsed", "py:ready", "ds:main", "ds:board", "ds:ready", "boot:cards")
KIND_WINDOWS = ("navigation", "py:ready", "ds:ready", "boot:cards")
TYPES = {".css": "text/css", ".html": "text/html", ".py": "text/x-python", ".js": "text/javascript"}


class Answer:
    """A route's handler: the page's request for a file answered with other bytes."""

    def __init__(self, body: bytes, content_type: str) -> None:
        self.body, self.content_type = body, content_type

    def __call__(self, route: Route) -> None:
        route.fulfill(body=self.body, content_type=self.content_type)


def trace(playwright: Playwright, url: str, profile: str, files: dict[str, bytes]) -> list[dict[str, Any]]:
    """One visit's trace events, until the frame with the dealt cards; ``files``: paths answered with other bytes."""

    def prepare(context: BrowserContext) -> None:
        for path, body in files.items():
            context.route(url + path, Answer(body, TYPES.get(Path(path).suffix or ".html", "text/plain")))
        context.add_init_script(CARDS)

    return trace_visit(playwright, url, profile, categories=TRACED, options="", until="() => window.__boot.cards",
                       prepare=prepare)


def digest(events: list[dict[str, Any]], url: str) -> dict[str, float]:
    """The figures of one visit (see the module's docstring)."""
    pid, tid = main_thread(events, url)
    marks = {"navigation": min(e["ts"] for e in events if e.get("pid") == pid and e.get("name") == "navigationStart"
                               and e.get("args", {}).get("data", {}).get("documentLoaderURL") == url)}
    for e in events:
        if e.get("pid") == pid and e.get("name") in MARKED:
            marks.setdefault(e["name"], e["ts"])
    out = {f"at {name}": (marks[name] - marks["navigation"]) / 1000 for name in MARKED if name in marks}
    tasks = [e for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"
             and e.get("name") == "RunTask" and e.get("dur")]

    def cpu(start: float, end: float) -> float:
        inside = (max(0, min(e["ts"] + e["dur"], end) - max(e["ts"], start)) for e in tasks)
        return sum(e.get("tdur", 0) * part / e["dur"] for e, part in zip(tasks, inside, strict=True)) / 1000

    order = ["navigation", *MARKED]
    for a, b in [*zip(order, order[1:]), ("py:ready", "boot:cards"), ("navigation", "boot:cards")]:
        out[f"W {a} -> {b}"] = cpu(marks[a], marks[b])
    for a, b in zip(KIND_WINDOWS, KIND_WINDOWS[1:]):
        kinds: dict[str, float] = collections.defaultdict(float)
        for name, ms in self_times(events, pid, tid, marks[a], marks[b]).items():
            kinds[KINDS.get(name, "other")] += ms
        out.update({f"K {a} -> {b}: {kind}": ms for kind, ms in kinds.items()})
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=5, help="visits per column (default 5)")
    parser.add_argument("--tree", action="append", default=[], help="a tree to serve (repeat; default: this one)")
    parser.add_argument("--variant", action="append", default=[],
                        help="NAME=PATH:FILE[,PATH:FILE]: the first tree, PATH answered with FILE's bytes (repeat)")
    parser.add_argument("--warm", action="store_true", help="the second visit of each profile, not the first")
    args = parser.parse_args()
    trees = args.tree or [str(ROOT)]
    servers, columns = [], []
    for tree in trees:
        server, url = serve(tree)
        servers.append(server)
        columns.append((Path(tree).resolve().name, url, {}))
    for variant in args.variant:
        name, spec = variant.split("=", 1)
        files = {path: Path(file).read_bytes() for path, file in (part.split(":", 1) for part in spec.split(","))}
        columns.append((name, columns[0][1], files))
    time.sleep(1.5)  # the servers listening
    visits: dict[str, list[dict[str, float]]] = {name: [] for name, _, _ in columns}
    loads = []
    try:
        with sync_playwright() as playwright:
            for number in range(args.visits):
                for name, url, files in columns if number % 2 == 0 else columns[::-1]:
                    profile = tempfile.mkdtemp(prefix="board-boot-")
                    loads.append(os.getloadavg()[0])
                    try:
                        events = trace(playwright, url, profile, files)
                        if args.warm:
                            events = trace(playwright, url, profile, files)
                        visits[name].append(digest(events, url))
                    finally:
                        shutil.rmtree(profile, ignore_errors=True)
    finally:
        for server in servers:
            server.terminate()
    print(f"{args.visits} {'warm' if args.warm else 'cold'} visits each, load average {min(loads):.1f}-{max(loads):.1f};"
          " medians, ms")
    keys = list(dict.fromkeys(key for found in visits.values() for visit in found for key in visit))
    print(f"  {'':52}" + "".join(f"{name[:14]:>15}" for name, _, _ in columns))
    for key in keys:
        values = [statistics.median(v.get(key, 0.0) for v in visits[name]) if visits[name] else 0.0
                  for name, _, _ in columns]
        if max(values) >= 0.5:
            print(f"  {key[:52]:52}" + "".join(f"{value:15.1f}" for value in values))


if __name__ == "__main__":
    main()

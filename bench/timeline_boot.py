"""The game's boot phase by phase: what its main thread does, waits for, and who has the cores meanwhile.

    PYTHONPATH=. .venv/bin/python bench/timeline_boot.py [--visits 4] [--tree DIR ...] [--save DIR | --load DIR]

Each tree (``--tree``, any number: copies of the repository to compare; default: this one) is served by
its own ``tools/serve.py`` process, as ``make play`` serves it (a server in this script's process would
share its interpreter with the trace's collection and answer late), and visited cold (a new browser
profile) then warm (the browser relaunched on it), the trees taking turns. Each visit is traced
(``devtools.timeline``, ``toplevel``, ``loading``, ``v8.wasm``, the page's marks; not V8's sampling
profiler, which takes a core of its own) until ``ds:ready``. Printed per tree and visit kind, medians
over the visits (ms from navigation):

- the phases between the marks (the page parsed, the snapshot's bytes taken by the page ``ds:snapshot``,
  Python restored ``ds:python``, PyScript about to run main.py ``py:ready``, ``ds:ready``): their wall
  time; the main thread's time inside tasks, its CPU in them and its time with no task at all (waiting
  for a response, a message, a timer); the CPU of every thread of the machine's processes the trace sees
  (in cores: 2.0 is both of a 2-core machine), of V8's background wasm compiler (the tier-up to its
  optimizing compiler) and of the browser process. A main thread inside tasks but off the CPU waits for a
  core;
- when the files on the path were asked for, had their last byte from the network and were handled by
  the main thread: the runtime's ``.wasm`` and the snapshot, PyScript's own chain (``pyscript.toml``, its
  TOML parser's chunk, its plugins' chunks), pyscript.toml's ``[files]`` and ``main.py`` for its tag.

Tracing adds to the CPU figures: compare trees traced the same way. ``bench/profile_boot.py`` says what
runs in the main thread's tasks (V8's samples). Benchmarks print; they assert nothing.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from bench.bench_boot import ROOT, visit_args
from bench.profile_boot import CATEGORIES, main_thread, navigation_marks, thread_cpu, trace_visit

TRACED = CATEGORIES.replace("disabled-by-default-v8.cpu_profiler,", "")
PHASES = ("dom:parsed", "ds:snapshot", "ds:python", "py:ready", "ds:ready")
CHAIN = {  # a file on the path -> how its URL ends (PyScript's chunks carry a hash)
    ".wasm": ("pyodide.asm.wasm",), "snapshot": (".snapshot",), "pyscript.toml": ("pyscript.toml",),
    "TOML parser": ("/toml-",), "plugins": ("/error-", "/donkey-", "/py-editor-", "/py-game-", "/py-terminal-",
                                            "/deprecations-manager-"),
}
FILES = ("/ds/",)
"""pyscript.toml's [files] (their URLs), main.py apart."""


def top_tasks(events: list[dict], pid: int, tid: int) -> list[tuple[float, float, float]]:
    """The main thread's top-level tasks: (start, end, CPU), trace microseconds."""
    spans = sorted((e for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"
                    and e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask")), key=lambda e: (e["ts"], -e.get("dur", 0)))
    tasks, stop = [], -1.0
    for e in spans:
        if e["ts"] >= stop:
            stop = e["ts"] + e.get("dur", 0)
            tasks.append((e["ts"], stop, e.get("tdur") or 0))
    return tasks


def digest(events: list[dict]) -> dict[str, float]:
    """One visit's figures (ms), by name."""
    parse = next(e for e in events if e.get("name") == "ParseHTML")
    url = parse["args"]["beginData"]["url"]
    pid, tid = main_thread(events, url)
    nav, marks = navigation_marks(events, pid, url, PHASES)
    out = {f"at {name}": (ts - nav) / 1000 for name, ts in marks.items()}
    tasks = top_tasks(events, pid, tid)
    bounds = [("navigation", nav)] + sorted(marks.items(), key=lambda kv: kv[1])
    for (a, ta), (b, tb) in zip(bounds, bounds[1:]):
        inside = cpu = 0.0
        for start, stop, tdur in tasks:
            lo, hi = max(start, ta), min(stop, tb)
            if hi > lo:
                inside += hi - lo
                cpu += tdur * (hi - lo) / (stop - start)
        threads = thread_cpu(events, pid, tid, ta, tb)
        wall = (tb - ta) / 1000
        phase = f"{a} -> {b}"
        out[f"{phase}: wall"] = wall
        out[f"{phase}: main thread in tasks"] = inside / 1000
        out[f"{phase}: main thread CPU"] = cpu / 1000
        out[f"{phase}: main thread idle"] = wall - inside / 1000
        out[f"{phase}: all threads, cores"] = sum(threads.values()) / wall if wall else 0.0
        out[f"{phase}: V8's wasm tier-up CPU"] = threads.get("thread pool: wasm compile", 0.0)
        out[f"{phase}: browser process CPU"] = threads.get("(other process) Browser", 0.0)
    requests: dict[str, dict[str, float]] = {}
    for e in events:
        data = e.get("args", {}).get("data", {})
        if e.get("pid") != pid or "requestId" not in data:
            continue
        if e["name"] == "ResourceSendRequest":
            requests[data["requestId"]] = {"url": data["url"], "asked": (e["ts"] - nav) / 1000}
        elif e["name"] == "ResourceFinish" and data["requestId"] in requests:
            request = requests[data["requestId"]]
            request["handled"] = (e["ts"] - nav) / 1000
            if data.get("finishTime"):
                request["last byte"] = data["finishTime"] * 1000 - nav / 1000
    groups = collections.defaultdict(list)
    for request in requests.values():
        path = request["url"].split("?")[0]
        if path.endswith("/ds/web/main.py") and request["asked"] > out.get("at ds:python", 1e9):
            groups["main.py for its tag"].append(request)
        elif any(part in path for part in FILES):
            groups["[files]"].append(request)
        else:
            for name, ends in CHAIN.items():
                if any(path.endswith(end) or end in path for end in ends):
                    groups[name].append(request)
    for name, group in groups.items():
        out[f"{name}: asked"] = min(r["asked"] for r in group)
        for key in ("last byte", "handled"):
            if any(key in r for r in group):
                out[f"{name}: {key}"] = max(r.get(key, 0.0) for r in group)
    out["main.py fetched for its tag"] = len(groups["main.py for its tag"])
    return out


def serve(tree: str) -> tuple[subprocess.Popen, str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), "--root", tree, "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return server, f"http://127.0.0.1:{port}/"


def report(digests: dict[tuple[str, str], list[dict]]) -> None:
    columns = sorted(digests)
    names = list(dict.fromkeys(name for key in columns for visit in digests[key] for name in visit))
    print(f"  {'':58}" + "".join(f"{Path(tree).name[:12] + ' ' + kind:>19}" for tree, kind in columns))
    for name in names:
        cells = []
        for key in columns:
            values = [visit[name] for visit in digests[key] if name in visit]
            median = statistics.median(values) if values else None
            cells.append("-" if median is None else f"{median:.2f}" if name.endswith("cores") else f"{median:.0f}")
        print(f"  {name[:58]:58}" + "".join(f"{cell:>19}" for cell in cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tree", action="append", default=[], help="a tree to serve (repeat; default: this repository)")
    parser.add_argument("--visits", type=int, default=4, help="cold + warm visits per tree (default 4)")
    parser.add_argument("--save", default="", help="a folder to keep each visit's digest in (JSON)")
    parser.add_argument("--load", default="", help="print the digests --save kept (no browser)")
    args = parser.parse_args()
    digests: dict[tuple[str, str], list[dict]] = collections.defaultdict(list)
    if args.load:
        for key, visits in json.loads(Path(args.load, "digests.json").read_text()).items():
            digests[tuple(key.split("|"))] = visits
        report(digests)
        return
    trees = args.tree or [str(ROOT)]
    servers = [serve(tree) for tree in trees]
    time.sleep(1)
    loads = []
    try:
        with sync_playwright() as playwright:
            launch = visit_args(playwright)
            for number in range(args.visits):
                for index in [*range(number % len(trees), len(trees)), *range(number % len(trees))]:
                    profile = tempfile.mkdtemp(prefix="timeline-boot-")
                    try:
                        for kind in ("cold", "warm"):
                            loads.append(os.getloadavg()[0])
                            events = trace_visit(playwright, servers[index][1], profile, launch, TRACED, options="")
                            digests[(trees[index], kind)].append(digest(events))
                    finally:
                        shutil.rmtree(profile, ignore_errors=True)
    finally:
        for server, _ in servers:
            server.terminate()
    print(f"{args.visits} cold and warm visits per tree, load average {min(loads):.1f}-{max(loads):.1f}")
    report(digests)
    if args.save:
        Path(args.save).mkdir(parents=True, exist_ok=True)
        Path(args.save, "digests.json").write_text(json.dumps({"|".join(k): v for k, v in digests.items()}))


if __name__ == "__main__":
    main()

"""Where the main thread's time goes until the game is ready: a Chromium trace of a cold and a warm visit.

    PYTHONPATH=. .venv/bin/python bench/profile_boot.py [--url /] [--visits 3] [--top 15] [--save DIR]

Each visit is traced (``devtools.timeline`` and V8's CPU profiler, sampled every 100 µs) from
navigation until ``#game[data-ready="true"]``, in a new browser profile (cold) and again after
the browser was relaunched on it (warm), as ``bench_boot.py`` visits. Printed per visit kind,
summed over the visits: the main thread's self time by category (script, wasm, style, layout,
paint, parse, GC, other), the top costs by script URL and by function (V8's samples), and the
top timeline events by their own time (minus their children's). Benchmarks print; they assert
nothing. ``--save`` keeps each trace (JSON, loads in DevTools' Performance panel).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from bench.bench_boot import READY, VIEWPORT, serve
from tools.browser import launch_args

CATEGORIES = ",".join([
    "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "blink.user_timing",
    "disabled-by-default-v8.cpu_profiler", "disabled-by-default-devtools.timeline.frame", "loading",
])

KIND = {  # timeline event name -> category
    "UpdateLayoutTree": "style", "RecalculateStyles": "style", "ParseAuthorStyleSheet": "style",
    "Layout": "layout", "Layerize": "paint", "PrePaint": "paint", "Paint": "paint", "PaintImage": "paint",
    "UpdateLayer": "paint", "CompositeLayers": "paint", "Commit": "paint", "RasterTask": "paint",
    "ParseHTML": "parse", "MinorGC": "gc", "MajorGC": "gc", "V8.GC_SCAVENGER": "gc", "BlinkGC.AtomicPhase": "gc",
    "ThreadState::performIdleLazySweep": "gc", "CppGC.AtomicMark": "gc", "V8.GCFinalizeMC": "gc",
    "EvaluateScript": "script", "v8.compile": "script", "v8.compileModule": "script", "FunctionCall": "script",
    "EventDispatch": "script", "TimerFire": "script", "FireAnimationFrame": "script", "v8.run": "script",
    "v8.evaluateModule": "script", "RunMicrotasks": "script", "v8.callFunction": "script",
    "v8.callAsConstructor": "script", "wasm.CompileLazy": "wasm", "v8.wasm.compileConsume": "wasm",
    "v8.wasm.compileConsumeDone": "wasm", "v8.wasm.compiledModule": "wasm",
    "wasm.SyncCompile": "wasm", "v8.wasm.streamFromResponseCallback": "wasm",
}


MARKS = """document.addEventListener("py:ready", () => performance.mark("py:ready"), { once: true, capture: true });
document.addEventListener("DOMContentLoaded", () => performance.mark("dom:parsed"), { once: true });"""
"""Marks in the trace: PyScript about to run main.py, and the page parsed."""


def trace_visit(playwright, url: str, profile: str) -> list[dict]:
    """The trace events of one visit until ready."""
    context = playwright.chromium.launch_persistent_context(profile, **launch_args(), viewport=VIEWPORT)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        events: list[dict] = []
        done: list[bool] = []
        cdp.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
        cdp.on("Tracing.tracingComplete", lambda _: done.append(True))
        context.add_init_script(MARKS)
        cdp.send("Tracing.start", {"categories": CATEGORIES, "options": "sampling-frequency=10000"})
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=90_000)
        page.wait_for_function("() => performance.getEntriesByName('ds:ready').length > 0", timeout=5_000)
        cdp.send("Tracing.end")
        while not done:
            page.wait_for_timeout(50)
        return events
    finally:
        context.close()


def main_thread(events: list[dict], url: str) -> tuple[int, int]:
    """The renderer's main thread (pid, tid): the one that parsed the page."""
    for e in events:
        if e.get("name") == "ParseHTML" and e.get("args", {}).get("beginData", {}).get("url") == url:
            return e["pid"], e["tid"]
    raise RuntimeError(f"no ParseHTML of {url} in the trace")


def ready_window(events: list[dict], pid: int, tid: int, url: str) -> tuple[float, float]:
    """From the navigation's start to the ds:ready mark (trace microseconds)."""
    starts = [e["ts"] for e in events if e.get("pid") == pid and e.get("name") == "navigationStart"
              and e.get("args", {}).get("data", {}).get("documentLoaderURL") == url]
    start = min(starts) if starts else min(e["ts"] for e in events if e.get("pid") == pid and e.get("tid") == tid)
    marks = [e["ts"] for e in events if e.get("pid") == pid and e.get("name") == "ds:ready"]
    return start, (max(marks) if marks else max(e["ts"] for e in events if e.get("pid") == pid))


def self_times(events: list[dict], pid: int, tid: int, start: float, end: float) -> dict[str, float]:
    """Each complete event's own thread time in ms (its children's taken off), summed by name, on the main
    thread from ``start`` until ``end`` (the profiler's own start left out)."""
    spans = sorted(((e["ts"], e["ts"] + e.get("dur", 0), e.get("tdur", e.get("dur", 0)) or 0, e["name"])
                    for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"
                    and start <= e["ts"] <= end and e["name"] != "CpuProfiler::StartProfiling"), key=lambda s: (s[0], -s[1]))
    items: list[list] = []
    stack: list[list] = []
    for start, stop, dur, name in spans:
        while stack and stack[-1][1] <= start:
            stack.pop()
        if stack:
            stack[-1][2] -= dur  # the parent's own time excludes this child's
        item = [start, stop, dur, name]
        stack.append(item)
        items.append(item)
    totals: dict[str, float] = collections.defaultdict(float)
    for _, _, dur, name in items:
        totals[name] += max(dur, 0) / 1000
    return totals


def samples(events: list[dict], pid: int, tid: int, start: float, end: float) -> tuple[dict, dict]:
    """V8's CPU profile samples on the main thread: ms by script URL and by function (self time)."""
    nodes: dict[int, dict] = {}
    by_url: dict[str, float] = collections.defaultdict(float)
    by_fn: dict[str, float] = collections.defaultdict(float)
    profiles = {e["id"]: e["args"]["data"]["startTime"] for e in events
                if e.get("name") == "Profile" and e.get("pid") == pid and e.get("tid") == tid}
    ts = None
    for e in events:
        if e.get("name") != "ProfileChunk" or e.get("pid") != pid or e.get("id") not in profiles:
            continue
        if ts is None:
            ts = profiles[e["id"]]
        data = e["args"]["data"]
        for node in data.get("cpuProfile", {}).get("nodes", []):
            nodes[node["id"]] = node["callFrame"]
        deltas = data.get("timeDeltas", [])
        ids = data.get("cpuProfile", {}).get("samples", [])
        for node_id, delta in zip(ids, deltas):
            ts += delta
            if not start <= ts <= end:
                continue
            frame = nodes.get(node_id, {})
            fn = frame.get("functionName") or "(anonymous)"
            if fn in ("(idle)", "(program)", "(root)"):
                continue
            url = frame.get("url") or f"({frame.get('codeType', '').lower() or 'native'})"
            url = url.split("/")[-1].split("?")[0] or url
            by_url[url] += delta / 1000
            by_fn[f"{fn} {url}"] += delta / 1000
    return by_url, by_fn


def phases(events: list[dict], pid: int, tid: int, start: float, end: float) -> dict[str, float]:
    """The main thread's CPU (top-level tasks' thread time, ms) from navigation to the page parsed, to
    ``py:ready`` (PyScript about to run main.py) and to ready (pages without these marks: one phase)."""
    marks = {e["name"]: e["ts"] for e in events if e.get("pid") == pid and e.get("name") in ("dom:parsed", "py:ready")}
    bounds = [("navigation", start)] + sorted(marks.items(), key=lambda kv: kv[1]) + [("ready", end + 1)]
    tasks = [e for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"
             and e.get("name") == "RunTask" and start <= e["ts"] <= end]
    return {f"{a} -> {b}": sum(e.get("tdur", 0) for e in tasks if ta <= e["ts"] < tb) / 1000
            for (a, ta), (b, tb) in zip(bounds, bounds[1:])}


def summarize(visits: list[list[dict]], url: str, top: int) -> None:
    n = len(visits)
    parts: dict[str, float] = collections.defaultdict(float)
    kinds: dict[str, float] = collections.defaultdict(float)
    names: dict[str, float] = collections.defaultdict(float)
    urls: dict[str, float] = collections.defaultdict(float)
    fns: dict[str, float] = collections.defaultdict(float)
    for events in visits:
        pid, tid = main_thread(events, url)
        start, end = ready_window(events, pid, tid, url)
        for name, ms in phases(events, pid, tid, start, end).items():
            parts[name] += ms / n
        for name, ms in self_times(events, pid, tid, start, end).items():
            names[name] += ms / n
            kinds[KIND.get(name, "other")] += ms / n
        by_url, by_fn = samples(events, pid, tid, start, end)
        for k, v in by_url.items():
            urls[k] += v / n
        for k, v in by_fn.items():
            fns[k] += v / n
    print(f"  main thread, CPU of its tasks by phase (mean of {n}): "
          + ", ".join(f"{k} {v:.0f}" for k, v in parts.items()) + f"; total {sum(parts.values()):.0f} ms")
    ranked = sorted(kinds.items(), key=lambda kv: -kv[1])
    print(f"  main thread, self time by category (thread time of timeline events, mean of {n}): "
          + ", ".join(f"{k} {v:.0f}" for k, v in ranked) + f"; total {sum(kinds.values()):.0f} ms")
    print("  top timeline events by self time (ms):")
    for name, ms in sorted(names.items(), key=lambda kv: -kv[1])[:top]:
        print(f"    {ms:7.1f}  {name}")
    print("  V8 samples by script (ms between samples: wall time, so a busy machine's waits count too; idle and"
          " (program), time outside JavaScript and wasm, left out):")
    for name, ms in sorted(urls.items(), key=lambda kv: -kv[1])[:top]:
        print(f"    {ms:7.1f}  {name}")
    print("  V8 samples by function:")
    for name, ms in sorted(fns.items(), key=lambda kv: -kv[1])[:top]:
        print(f"    {ms:7.1f}  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="/", help="page path on the server (default: index.html)")
    parser.add_argument("--visits", type=int, default=3)
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--save", default="", help="a folder to keep each trace in")
    parser.add_argument("--load", default="", help="summarize the traces --save kept in a folder (no browser)")
    args = parser.parse_args()
    if args.load:
        for kind in ("cold", "warm"):
            files = sorted(Path(args.load).glob(f"{kind}-*.json"))
            visits = [json.loads(f.read_text())["traceEvents"] for f in files]
            url = json.loads(files[0].with_suffix(".url").read_text())
            print(f"{kind} visits of {url} ({len(visits)}), from {args.load}:")
            summarize(visits, url, args.top)
        return
    server = serve()
    traces: dict[str, list[list[dict]]] = {"cold": [], "warm": []}
    with sync_playwright() as playwright:
        for number in range(args.visits):
            profile = tempfile.mkdtemp(prefix="profile-boot-")
            try:
                for kind in ("cold", "warm"):
                    events = trace_visit(playwright, server.url + args.url, profile)
                    traces[kind].append(events)
                    if args.save:
                        Path(args.save).mkdir(parents=True, exist_ok=True)
                        (Path(args.save) / f"{kind}-{number}.json").write_text(json.dumps({"traceEvents": events}))
                        (Path(args.save) / f"{kind}-{number}.url").write_text(json.dumps(server.url + args.url))
            finally:
                shutil.rmtree(profile, ignore_errors=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    for kind, visits in traces.items():
        print(f"{kind} visits of {args.url} ({len(visits)}), load average {load}:")
        summarize(visits, server.url + args.url, args.top)


if __name__ == "__main__":
    main()

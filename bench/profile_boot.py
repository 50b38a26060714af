"""Where the time goes until the game is ready: Chromium traces of a cold, a warm and a third visit.

    PYTHONPATH=. .venv/bin/python bench/profile_boot.py [--pages game,bare-snapshot] [--visits 3] [--top 15]
        [--save DIR | --load DIR]

Each visit is traced (``devtools.timeline``, ``toplevel``, V8's wasm compiler and V8's CPU
profiler, sampled every 100 µs) from navigation until ``#game[data-ready="true"]``, in a new
browser profile (cold), again after the browser was relaunched on it (warm, as ``bench_boot.py``
visits) and once more (third: what a player who came back more than once gets). The pages
(``bench_boot.py``'s names; ``--url`` for any other) take turns, one profile each per round.
Printed per page and visit kind, as means over the visits:

- the CPU time of every thread of the page's renderer (the thread time of its top-level tasks),
  the thread pool's split by what posted the task (V8's wasm compiler, V8's JavaScript
  compilers, script streaming, garbage collection, raster, loading), and the other processes'
  (the browser, the GPU process, any other renderer, such as the browser's own WebUI);
- for the main thread: its CPU by phase, its self time by category (script, wasm, style, layout,
  paint, parse, GC, other), the top timeline events by their own time (minus their children's)
  and the top costs by script URL and by function (V8's samples); ``--top 0`` leaves these out.

Tracing adds to the CPU figures (15-25% on the main thread): compare pages and visits traced the
same way. Benchmarks print; they assert nothing. ``--save`` keeps each trace (JSON, loads in
DevTools' Performance panel), ``--load`` summarizes kept ones without a browser.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from playwright.sync_api import BrowserContext, sync_playwright

from bench.bench_boot import LINGER_MS, READY, VIEWPORT, reference_variants, serve, visit_args

CATEGORIES = ",".join([
    "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "blink.user_timing",
    "disabled-by-default-v8.cpu_profiler", "disabled-by-default-devtools.timeline.frame", "loading",
    "toplevel", "v8.wasm",
])
VISITS = ("cold", "warm", "third")

POOL = (  # the thread pool's tasks, by the source file that posted them (the task's src_file)
    ("wasm compile", ("v8/src/wasm/",)),
    ("JS compile", ("v8/src/maglev/", "v8/src/compiler-dispatcher/", "v8/src/baseline/", "v8/src/compiler/")),
    ("script streaming", ("third_party/blink/renderer/bindings/core/v8/",)),
    ("GC", ("v8/src/heap/",)),
    ("raster", ("cc/",)),
    ("loading", ("third_party/blink/renderer/platform/loader/", "mojo/", "content/renderer/", "services/network/")),
)

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


READY_MARK = "() => performance.getEntriesByName('ds:ready').length > 0"


def trace_visit(playwright, url: str, profile: str, launch: dict | None = None, categories: str = CATEGORIES,
                options: str = "sampling-frequency=10000", until: str = READY_MARK,
                prepare: Callable[[BrowserContext], None] | None = None) -> list[dict]:
    """The trace events of one visit until ready (``launch``: the browser's launch arguments, by default
    bench_boot.py's; ``options``: the trace's, by default V8's sampling profiler at 10 kHz; ``until``: what the
    page must say after ready before the trace ends, by default the ready mark; ``prepare``: called with the
    browser's context before the visit, for routes and scripts of its own)."""
    launch = visit_args(playwright) if launch is None else launch
    context = playwright.chromium.launch_persistent_context(profile, **launch, viewport=VIEWPORT)
    try:
        if prepare is not None:
            prepare(context)
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        events: list[dict] = []
        done: list[bool] = []
        cdp.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
        cdp.on("Tracing.tracingComplete", lambda _: done.append(True))
        context.add_init_script(MARKS)
        cdp.send("Tracing.start", {"categories": categories, "options": options})
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=90_000)
        page.wait_for_function(until, timeout=10_000)
        cdp.send("Tracing.end")
        while not done:
            page.wait_for_timeout(50)
        page.wait_for_timeout(LINGER_MS)  # as bench_boot.py's visits: the caches written before the browser closes
        return events
    finally:
        context.close()


def main_thread(events: list[dict], url: str) -> tuple[int, int]:
    """The renderer's main thread (pid, tid): the one that parsed the page."""
    for e in events:
        if e.get("name") == "ParseHTML" and e.get("args", {}).get("beginData", {}).get("url") == url:
            return e["pid"], e["tid"]
    raise RuntimeError(f"no ParseHTML of {url} in the trace")


def thread_cpu(events: list[dict], pid: int, tid: int, start: float, end: float) -> dict[str, float]:
    """CPU ms from ``start`` to ``end`` by thread: the page's renderer's threads by name (without their
    number; the thread pool by who posted the task, see POOL), other processes' in all, by process name."""
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
               if e.get("ph") == "M" and e.get("name") == "thread_name"}
    processes = {e["pid"]: e["args"]["name"] for e in events if e.get("ph") == "M" and e.get("name") == "process_name"}
    spans: dict[tuple[int, int], list[dict]] = collections.defaultdict(list)
    for e in events:
        if e.get("ph") == "X" and start <= e["ts"] <= end and e.get("tdur"):
            spans[(e["pid"], e["tid"])].append(e)
    totals: dict[str, float] = collections.defaultdict(float)
    for (p, t), tasks in spans.items():
        tasks.sort(key=lambda e: (e["ts"], -e.get("dur", 0)))
        name = re.sub(r"\d+$", "", threads.get((p, t), "?"))
        if (p, t) == (pid, tid):
            name = "main thread"
        elif p != pid:
            name = f"(other process) {re.sub(r'[ -]?Renderer$', '', processes.get(p, '?'))}"
        stop = -1.0
        for e in tasks:  # top-level tasks only: a task's children are in its thread time
            if e["ts"] < stop:
                continue
            stop = e["ts"] + e.get("dur", 0)
            label = pool_task(e) if name.startswith("ThreadPool") and p == pid else name
            totals[label] += e["tdur"] / 1000
    return totals


def pool_task(event: dict) -> str:
    """A task of the renderer's thread pool, named by who posted it (POOL)."""
    source = event.get("args", {}).get("src_file", "")
    return "thread pool: " + next((kind for kind, prefixes in POOL if source.startswith(prefixes)), "other")


def navigation_marks(events: list[dict], pid: int, url: str, names: tuple[str, ...]) -> tuple[float, dict[str, float]]:
    """The start of the navigation to ``url`` in renderer ``pid`` and the first time of each of its marks ``names``
    (trace microseconds)."""
    nav = min(e["ts"] for e in events if e.get("pid") == pid and e.get("name") == "navigationStart"
              and e.get("args", {}).get("data", {}).get("documentLoaderURL") == url)
    marks: dict[str, float] = {}
    for e in events:
        if e.get("pid") == pid and e.get("name") in names:
            marks.setdefault(e["name"], e["ts"])
    return nav, marks


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


def sampled(events: list[dict], pid: int, tid: int) -> Iterator[tuple[float, dict, float]]:
    """V8's CPU profile samples of a thread: (time in trace microseconds, the sampled call frame, µs since the last)."""
    nodes: dict[int, dict] = {}
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
        for node_id, delta in zip(data.get("cpuProfile", {}).get("samples", []), data.get("timeDeltas", [])):
            ts += delta
            yield ts, nodes.get(node_id, {}), delta


def samples(events: list[dict], pid: int, tid: int, start: float, end: float) -> tuple[dict, dict]:
    """V8's CPU profile samples on the main thread: ms by script URL and by function (self time)."""
    by_url: dict[str, float] = collections.defaultdict(float)
    by_fn: dict[str, float] = collections.defaultdict(float)
    for ts, frame, delta in sampled(events, pid, tid):
        if start <= ts <= end:
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


def digest(events: list[dict], url: str) -> dict[str, dict[str, float]]:
    """What the summaries need of one visit's trace (a trace is tens of MB; this, a few kB)."""
    pid, tid = main_thread(events, url)
    start, end = ready_window(events, pid, tid, url)
    by_url, by_fn = samples(events, pid, tid, start, end)
    return {"wall": {"ms": (end - start) / 1000}, "threads": thread_cpu(events, pid, tid, start, end),
            "phases": phases(events, pid, tid, start, end), "events": self_times(events, pid, tid, start, end),
            "urls": by_url, "functions": by_fn}


def mean(visits: list[dict], part: str) -> dict[str, float]:
    """One part of the visits' digests, each figure the mean over the visits."""
    sums: dict[str, float] = collections.defaultdict(float)
    for visit in visits:
        for name, ms in visit[part].items():
            sums[name] += ms / len(visits)
    return sums


def thread_table(pages: dict[str, dict[str, list[dict]]]) -> None:
    """CPU by thread (means over the visits) for every page and visit kind, side by side."""
    columns = [(f"{page[:10]} {kind}", mean(visits, "threads"), mean(visits, "wall")["ms"])
               for page, kinds in pages.items() for kind, visits in kinds.items() if visits]
    order = ["main thread", "DedicatedWorker thread", "ServiceWorker thread", "Compositor", "CompositorTileWorker"]
    names = sorted({k for _, sums, _ in columns for k in sums},
                   key=lambda k: (k.startswith("(other"), order.index(k) if k in order else len(order), k))
    renderer = [k for k in names if not k.startswith("(other")]
    print("CPU by thread until ready, ms (thread time of top-level tasks, mean of the visits):")
    print(f"  {'':38}" + "".join(f"{title:>17}" for title, _, _ in columns))

    def row(label: str, values: list[float]) -> None:
        print(f"  {label[:38]:38}" + "".join(f"{v:17.0f}" for v in values))

    row("(navigation to ready, wall time)", [wall for _, _, wall in columns])
    for name in renderer:
        if max(sums.get(name, 0.0) for _, sums, _ in columns) >= 0.5:
            row(name, [sums.get(name, 0.0) for _, sums, _ in columns])
    row("renderer, all threads", [sum(sums.get(k, 0.0) for k in renderer) for _, sums, _ in columns])
    row("renderer, all but the main thread",
        [sum(sums.get(k, 0.0) for k in renderer if k != "main thread") for _, sums, _ in columns])
    for name in names:
        if name.startswith("(other") and max(sums.get(name, 0.0) for _, sums, _ in columns) >= 5:
            row(name, [sums.get(name, 0.0) for _, sums, _ in columns])


def summarize(visits: list[dict], top: int) -> None:
    n = len(visits)
    parts, names, urls, fns = (mean(visits, part) for part in ("phases", "events", "urls", "functions"))
    kinds: dict[str, float] = collections.defaultdict(float)
    for name, ms in names.items():
        kinds[KIND.get(name, "other")] += ms
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
    parser.add_argument("--pages", default="game,bare-snapshot",
                        help="bench_boot.py's page names, taking turns (default: game,bare-snapshot)")
    parser.add_argument("--url", default="", help="one page path on the server instead of --pages")
    parser.add_argument("--visits", type=int, default=3, help="browser profiles per page (each: cold, warm, third)")
    parser.add_argument("--top", type=int, default=15, help="rows of the main thread's tables (0: none)")
    parser.add_argument("--save", default="", help="a folder to keep each trace in")
    parser.add_argument("--load", default="", help="summarize the traces --save kept in a folder (no browser)")
    args = parser.parse_args()
    traces: dict[str, dict[str, list[dict]]] = {}  # page -> visit kind -> each visit's digest
    load = None
    if args.load:
        for file in sorted(Path(args.load).glob("*.url")):
            page, kind, _ = file.stem.rsplit("-", 2)
            events = json.loads(file.with_suffix(".json").read_text())["traceEvents"]
            traces.setdefault(page, {k: [] for k in VISITS})[kind].append(digest(events, json.loads(file.read_text())))
    else:
        paths = {v.name: v.path for v in reference_variants()}
        pages = {"page": args.url} if args.url else {name: paths[name] for name in args.pages.split(",")}
        server = serve()
        traces = {page: {k: [] for k in VISITS} for page in pages}
        urls = {page: server.url + path for page, path in pages.items()}
        loads = []
        with sync_playwright() as playwright:
            for number in range(args.visits):
                for page in pages:
                    profile = tempfile.mkdtemp(prefix="profile-boot-")
                    loads.append(os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0)
                    try:
                        for kind in VISITS:
                            events = trace_visit(playwright, urls[page], profile)
                            traces[page][kind].append(digest(events, urls[page]))
                            if args.save:
                                folder = Path(args.save)
                                folder.mkdir(parents=True, exist_ok=True)
                                (folder / f"{page}-{kind}-{number}.json").write_text(json.dumps({"traceEvents": events}))
                                (folder / f"{page}-{kind}-{number}.url").write_text(json.dumps(urls[page]))
                    finally:
                        shutil.rmtree(profile, ignore_errors=True)
        server.shutdown()
        load = f"{min(loads):.1f}-{max(loads):.1f}"
    print(f"{', '.join(traces)}: {args.visits if not args.load else 'kept'} profiles each, "
          f"load average {load or '(kept traces)'}")
    thread_table(traces)
    if args.top:
        for page, kinds in traces.items():
            for kind, visits in kinds.items():
                if visits:
                    print(f"{page}, {kind} visits ({len(visits)}), the main thread:")
                    summarize(visits, args.top)


if __name__ == "__main__":
    main()

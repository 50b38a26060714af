"""The wall time of a visit, navigation to ready, cut into intervals of the renderer's main thread, each with its cause.

    PYTHONPATH=. .venv/bin/python bench/path_boot.py [--pages game,bare-snapshot] [--visits 3] [--tree DIR]
        [--save DIR | --load DIR] [--steps]

The page is ready on its main thread (``performance.mark("ds:ready")``), so every millisecond from navigation to
ready is one of three things there, and this script says which, and why, from a Chromium trace of the visit
(``devtools.timeline``, ``disabled-by-default-devtools.timeline``, ``v8``, ``v8.wasm``, ``loading``, ``toplevel``,
the page's marks; not V8's sampling profiler, which takes a core of its own):

- **running** a task on a core: the task's thread time, named by what it spent it on (the timeline event with
  the largest own time inside it: a script by its file, the wasm's compile, Python in promise jobs, style and
  layout, the HTML's parse, a resource's bytes taken...);
- **in a task but off the CPU**: the task's wall time beyond its thread time, a thread ready to run that had
  no core (2 cores shared with the wasm's background compiler, the snapshot's worker, the browser, the
  server and the machine's other jobs);
- **idle**: no task at all, waiting for what the next task handles (a response's bytes, by file; the
  snapshot's worker's message; the wasm's compile finishing on another thread; a timer; a frame).

Before the page's first task the time is the navigation's: the HTML asked for, served and committed to a
renderer. Intervals are summed by phase (between the page's marks: the page parsed, the snapshot's bytes on
the page, Python restored, ``py:ready``, ready) and cause, medians over the visits, per page (bench_boot.py's
names) and visit kind (cold: a new profile; warm: the browser relaunched on it). ``--steps`` also prints one
visit's intervals in order (its critical path, the main thread's side).

Each tree is served by its own ``tools/serve.py`` process, as ``make play`` serves (a server in this script's
process answers late while the trace is collected). Tracing adds to the CPU figures: compare pages traced the
same way. Benchmarks print; they assert nothing.
"""

from __future__ import annotations

import argparse
import bisect
import collections
import json
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from bench.bench_boot import ROOT, reference_variants, visit_args
from bench.profile_boot import main_thread, navigation_marks, pool_task, trace_visit
from bench.timeline_boot import TRACED, serve

PHASES = ("dom:parsed", "ds:snapshot", "ds:python", "py:ready", "ds:main", "ds:board", "ds:ready")
"""The page's marks, in order: the page parsed (this script's), the snapshot's bytes on the page and Python restored
(static/pyodide-loader.mjs), PyScript about to run main.py (this script's, at its py:ready event), main.py's first
line and its board made, before the deal and the first render (ds/web/main.py), ready (static/boot.js)."""
PROMISE_JOBS = {"navigation": "promise jobs", "dom:parsed": "promise jobs: the runtime made, PyScript's modules",
                "ds:snapshot": "promise jobs: the restore", "ds:python": "promise jobs: PyScript after Python",
                "py:ready": "promise jobs: PyScript's bootstrap",
                "ds:main": "promise jobs: main.py's imports, the board made",
                "ds:board": "promise jobs: the deal and the first render"}
"""What Python and JavaScript run in promise jobs in each phase (a long task across marks is named piece by piece)."""
WRAPPERS = {"RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask", "RunCachedTask",
            "SequenceManager::DoIdleWork", "RunNormalPriorityTask", "RunHighPriorityTask"}
"""Events that only wrap a task: never its cause."""
STYLE = {"UpdateLayoutTree": "style", "RecalculateStyles": "style", "ParseAuthorStyleSheet": "style sheets parsed",
         "Layout": "layout", "PrePaint": "paint", "Paint": "paint", "Layerize": "paint", "Commit": "paint",
         "UpdateLayer": "paint", "PaintImage": "paint", "ScrollLayer": "paint", "BeginMainThreadFrame": "frame",
         "Animation Frame Fired": "frame", "FireAnimationFrame": "frame"}
WASM = {"v8.wasm.compileConsume": "the .wasm compiled (its stream taken)",
        "v8.wasm.compileConsumeDone": "the .wasm compiled (its stream taken)",
        "wasm.FinishStreaming": "the .wasm's compile finished", "wasm.OnCompilationSucceeded": "the .wasm's compile finished",
        "wasm.StartStreamingCompilation": "the .wasm's compile started",
        "v8.wasm.streamFromResponseCallback": "the .wasm's compile started",
        "wasm.SyncInstantiate": "the .wasm instantiated", "wasm.SyncCompile": "the .wasm compiled",
        "wasm.CompileLazy": "wasm functions compiled at first call",
        "v8.wasm.moduleCacheHit": "the .wasm from V8's code cache"}
GC = ("MinorGC", "MajorGC", "V8.GC", "BlinkGC", "CppGC", "ThreadState::")


def short(url: str) -> str:
    """A URL's file name (PyScript's chunks keep their hash off: core-XXXX.js -> core.js)."""
    name = url.split("?")[0].rstrip("/").rsplit("/", 1)[-1] or url
    stem, dot, ext = name.partition(".")
    if "-" in stem and dot and len(stem.rsplit("-", 1)[1]) == 8:
        return stem.rsplit("-", 1)[0] + "." + ext
    return name


def flatten(events: list[dict], pid: int, tid: int) -> list[dict]:
    """The thread's events, complete ones (B/E pairs joined) and instants, sorted by start."""
    out, stack = [], []
    for e in events:
        if e.get("pid") != pid or e.get("tid") != tid:
            continue
        ph = e.get("ph")
        if ph == "X":
            out.append(e)
        elif ph in ("I", "i", "R", "n"):
            out.append({**e, "dur": 0})
        elif ph == "B":
            stack.append(e)
        elif ph == "E" and stack:
            begin = stack.pop()
            args = {**begin.get("args", {}), **e.get("args", {})}
            tdur = (e["tts"] - begin["tts"]) if "tts" in e and "tts" in begin else None
            out.append({**begin, "ph": "X", "dur": e["ts"] - begin["ts"], "tdur": tdur, "args": args})
    out.sort(key=lambda e: (e["ts"], -e.get("dur", 0)))
    return out


def describe(event: dict, requests: dict[str, str], phase: str) -> str | None:
    """What one timeline event stands for (None: a wrapper, or nothing that says)."""
    name = event.get("name", "")
    data = event.get("args", {}).get("data", {}) or event.get("args", {}).get("beginData", {}) or {}
    if name in WRAPPERS:
        return None
    if name in STYLE:
        return STYLE[name]
    if name in WASM:
        return WASM[name]
    if name.startswith(GC):
        return "garbage collection"
    if name == "ParseHTML":
        return "HTML parsed"
    if name in ("ResourceReceivedData", "ResourceFinish", "ResourceReceiveResponse"):
        return f"bytes taken: {short(requests.get(data.get('requestId'), '?'))}"
    if name == "ResourceSendRequest":
        return f"request sent: {short(data.get('url', '?'))}"
    if name == "v8.evaluateModule":
        return "JavaScript modules evaluated (PyScript's chunks, the loader, Pyodide's)"
    if name in ("EvaluateScript", "v8.compile", "v8.compileModule", "v8.run", "v8.produceCache",
                "v8.produceModuleCache", "v8.parseOnBackground"):
        return f"script run: {short(data.get('url') or event.get('args', {}).get('fileName', '') or '?')}"
    if name == "FunctionCall":
        return f"JavaScript: {short(data.get('url', '') or '?')} {data.get('functionName', '')}".rstrip()
    if name == "RunMicrotasks":
        return PROMISE_JOBS.get(phase, "promise jobs")
    if name in ("HandlePostMessage", "WorkerGlobalScope::postMessage"):
        return "a worker's message"
    if name == "TimerFire":
        return "timer"
    if name == "EventDispatch":
        return f"event: {data.get('type', '?')}"
    if name in ("V8.StackGuard", "V8.HandleInterrupts"):
        return "V8 interrupts (tier-up, stack checks)"
    return None


def task_cause(task: dict, children: list[dict], requests: dict[str, str], phase: str) -> tuple[str, str, str]:
    """(what the task spent its CPU on, what it spent its time off the CPU in, what started it), from the
    timeline events inside it: each event's own time (its children's taken off), by what it stands for."""
    cpu: dict[str, float] = collections.defaultdict(float)
    off: dict[str, float] = collections.defaultdict(float)
    trigger = None
    stack: list[list] = []  # [end, label, own wall, own CPU]
    items: list[list] = []
    outer = [0.0, 0.0]  # wall, CPU of the events directly inside the task
    for e in children:
        start, dur = e["ts"], e.get("dur", 0)
        label = describe(e, requests, phase)
        if trigger is None and label:
            trigger = label
        if not dur:
            continue
        spent = e.get("tdur") if e.get("tdur") is not None else dur
        while stack and stack[-1][0] <= start:
            stack.pop()
        if stack:
            stack[-1][2] -= dur
            stack[-1][3] -= spent
        else:
            outer[0] += dur
            outer[1] += spent
        if label is None and stack:
            label = stack[-1][1]  # a wrapper inside a named event counts for it
        item = [start + dur, label, dur, spent]
        stack.append(item)
        items.append(item)
    for _, label, wall, spent in items:
        if label:
            cpu[label] += max(spent, 0)
            off[label] += max(wall - spent, 0)
    native = "native work (no timeline event)"
    cpu[native] += max((task.get("tdur") or 0) - outer[1], 0)
    off[native] += max(task.get("dur", 0) - (task.get("tdur") or 0) - (outer[0] - outer[1]), 0)
    return (max(cpu.items(), key=lambda kv: kv[1])[0], max(off.items(), key=lambda kv: kv[1])[0],
            trigger or "a task that names no timeline event (a Mojo message, a body's bytes)")


class Others:
    """Every other thread's top-level tasks in the trace, to say what ran while the main thread waited."""

    def __init__(self, events: list[dict], pid: int, tid: int) -> None:
        named = [e for e in events if e.get("ph") == "M"]
        names = {(e["pid"], e["tid"]): e["args"]["name"] for e in named if e.get("name") == "thread_name"}
        processes = {e["pid"]: e["args"]["name"] for e in named if e.get("name") == "process_name"}
        spans: dict[tuple[int, int], list[dict]] = collections.defaultdict(list)
        for e in events:
            if e.get("ph") == "X" and e.get("tdur") and (e["pid"], e["tid"]) != (pid, tid):
                spans[(e["pid"], e["tid"])].append(e)
        self.threads: list[tuple[list[float], list[tuple[float, float, float, str]]]] = []
        for (p, t), found in spans.items():
            found.sort(key=lambda e: (e["ts"], -e.get("dur", 0)))
            name = names.get((p, t), "?").rstrip("0123456789")
            if p != pid:
                name = f"the {processes.get(p, '?').replace(' Renderer', '')} process".replace("Browser", "browser")
            tasks, stop = [], -1.0
            for e in found:
                if e["ts"] < stop:
                    continue
                stop = e["ts"] + e.get("dur", 0)
                label = name
                if name.startswith("ThreadPool") and p == pid:
                    label = pool_task(e)
                elif name == "DedicatedWorker thread":
                    label = "the snapshot's worker"
                tasks.append((e["ts"], stop, e["tdur"], label))
            self.threads.append(([task[1] for task in tasks], tasks))

    def cpu(self, start: float, end: float) -> dict[str, float]:
        """CPU ms of each thread (by label) from ``start`` to ``end`` (trace µs), a task's CPU spread over its wall."""
        out: dict[str, float] = collections.defaultdict(float)
        for ends, tasks in self.threads:
            for at in range(bisect.bisect_right(ends, start), len(tasks)):
                lo, hi, cpu, label = tasks[at]
                if lo >= end:
                    break
                if hi > lo:
                    out[label] += cpu * (min(hi, end) - max(lo, start)) / (hi - lo) / 1000
        return out


Segment = tuple[float, float, str, str, dict[str, float]]
"""An interval of the main thread: start and end (ms from navigation), what it was (running, off the CPU, idle),
its cause, and the CPU (ms) the other threads used meanwhile (for an interval off the CPU: its task's share)."""


def segments(events: list[dict], url: str) -> tuple[list[Segment], dict[str, float]]:
    """The main thread from navigation to ds:ready in intervals, and the page's marks (ms from navigation)."""
    pid, tid = main_thread(events, url)
    nav, at = navigation_marks(events, pid, url, PHASES)
    marks = {name: (ts - nav) / 1000 for name, ts in at.items()}
    ready = marks["ds:ready"]
    requests = {}
    for e in events:
        data = e.get("args", {}).get("data", {}) or {}
        if e.get("name") == "ResourceSendRequest" and "requestId" in data:
            requests[data["requestId"]] = data.get("url", "?")
    others = Others(events, pid, tid)
    tasks: list[tuple[dict, list[dict]]] = []
    stop = -1.0
    for e in flatten(events, pid, tid):
        if e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask") and e.get("ph") == "X" and e["ts"] >= stop:
            stop = e["ts"] + e.get("dur", 0)
            tasks.append((e, []))
        elif tasks and e["ts"] < stop:
            tasks[-1][1].append(e)
    at = lambda ms: nav + ms * 1000  # noqa: E731 - ms from navigation -> trace µs
    out: list[Segment] = []
    cursor = 0.0
    for task, children in tasks:
        start, end = (task["ts"] - nav) / 1000, (task["ts"] + task.get("dur", 0) - nav) / 1000
        if end <= 0 or start >= ready:
            continue
        lo, hi = max(start, 0.0), min(end, ready)
        cause, waited, trigger = task_cause(task, children, requests, phase_of(marks, lo))
        if lo > cursor:
            why = f"waiting for: {trigger}" if out else "the navigation: the HTML asked for, served, committed"
            out.append((cursor, lo, "idle", why, others.cpu(at(cursor), at(lo))))
        wall = end - start
        running = min((task.get("tdur") or 0) / 1000, wall) * ((hi - lo) / wall if wall else 0)
        out.append((lo, lo + running, "running", cause, {}))
        if hi - lo - running > 0.05:
            share = (hi - lo - running) / (hi - lo)
            meanwhile = {k: v * share for k, v in others.cpu(at(lo), at(hi)).items()}
            out.append((lo + running, hi, "off the CPU", waited, meanwhile))
        cursor = hi
    if cursor < ready:
        out.append((cursor, ready, "idle", "waiting for: the ready mark's task", others.cpu(at(cursor), at(ready))))
    return out, marks


def phase_of(marks: dict[str, float], ms: float) -> str:
    """The phase ``ms`` falls in: the last mark passed."""
    passed = [(at, name) for name, at in marks.items() if at <= ms]
    return max(passed)[1] if passed else "navigation"


def pieces(parts: list, marks: dict[str, float]):
    """(phase, kind, cause, ms) for every piece of ``parts`` between marks. A task (its running interval and the one
    off the CPU after it) is cut at a mark in proportion: so much of each piece ran, the rest waited for a core (where
    in the task its CPU fell, the trace does not say)."""
    at = 0
    while at < len(parts):
        start, end, kind, cause = parts[at][:4]
        waited, ran = None, 0.0
        if kind == "running" and at + 1 < len(parts) and parts[at + 1][2] == "off the CPU" and parts[at + 1][0] == end:
            waited, ran, end = parts[at + 1][3], end - start, parts[at + 1][1]
            at += 1
        cuts = sorted({start, end, *(m for m in marks.values() if start < m < end)})
        for lo, hi in zip(cuts, cuts[1:]):
            where = phase_of(marks, lo)

            def named(label: str) -> str:
                return PROMISE_JOBS.get(where, label) if label.startswith("promise jobs") else label

            if waited is None:
                yield where, kind, named(cause), hi - lo
            else:
                fraction = ran / (end - start)
                yield where, "running", named(cause), (hi - lo) * fraction
                yield where, "off the CPU", named(waited), (hi - lo) * (1 - fraction)
        at += 1


def sums_of(parts: list, marks: dict[str, float], cores: int) -> dict[str, float]:
    """ms by "phase|kind|cause"; with the other threads' CPU (``parts`` as ``segments`` makes them), also by
    "phase|kind, meanwhile|thread": their CPU while the main thread waited, by the phase the wait starts in."""
    sums: dict[str, float] = collections.defaultdict(float)
    for where, kind, cause, ms in pieces(parts, marks):
        sums["|".join((where, kind, cause))] += ms
    for part in parts:
        if len(part) < 5 or part[2] == "running":
            continue
        start, end, kind, _, meanwhile = part
        where = phase_of(marks, start)
        for label, ms in meanwhile.items():
            sums["|".join((where, f"{kind}, meanwhile", label))] += ms
        if kind == "off the CPU":  # the cores were all busy: what the trace does not see ran on them
            sums["|".join((where, f"{kind}, meanwhile", "not in the trace (the server, other jobs)"))] += \
                max(cores * (end - start) - sum(meanwhile.values()), 0.0)
    return dict(sums)


def digest(events: list[dict], url: str, cores: int) -> dict:
    """One visit: its sums (``sums_of``), the marks, the intervals in order."""
    parts, marks = segments(events, url)
    return {"sums": sums_of(parts, marks, cores), "marks": marks, "steps": [part[:4] for part in parts]}


def rebuilt(visit: dict) -> dict:
    """A kept digest with the main thread's sums made again from its intervals (as ``sums_of`` makes them now)."""
    sums = {key: ms for key, ms in visit["sums"].items() if "meanwhile" in key}
    sums.update(sums_of(visit["steps"], visit["marks"], 0))
    return {**visit, "sums": sums}


def process_cpu(pid: int) -> float:
    """The CPU ms a process has used so far (user and system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def report(digests: dict[tuple[str, str], list[dict]], steps: bool, floor: float) -> None:
    for (page, kind), visits in sorted(digests.items()):
        ready = statistics.median(v["marks"]["ds:ready"] for v in visits)
        server = statistics.median(v.get("server", 0.0) for v in visits)
        print(f"\n{page}, {kind} ({len(visits)} visits): ready at {ready:.0f} ms (median), the server's CPU for the "
              f"visit {server:.0f} ms; marks "
              + ", ".join(f"{m} {statistics.median(v['marks'][m] for v in visits if m in v['marks']):.0f}"
                          for m in PHASES if all(m in v["marks"] for v in visits)))
        keys = sorted({k for v in visits for k in v["sums"]})
        medians = {k: statistics.median(v["sums"].get(k, 0.0) for v in visits) for k in keys}
        by_phase: dict[str, dict[str, list[tuple[str, float]]]] = collections.defaultdict(
            lambda: collections.defaultdict(list))
        for key, ms in medians.items():
            where, what, cause = key.split("|")
            by_phase[where][what].append((cause, ms))
        for where in ("navigation", *PHASES):
            kinds = by_phase.get(where)
            if not kinds:
                continue
            totals = {what: sum(ms for _, ms in rows) for what, rows in kinds.items() if "meanwhile" not in what}
            print(f"  from {where}: {sum(totals.values()):.0f} ms (medians of each row; "
                  + ", ".join(f"{what} {ms:.0f}" for what, ms in totals.items()) + ")")
            for what in ("running", "off the CPU", "off the CPU, meanwhile", "idle", "idle, meanwhile"):
                rows = [(cause, ms) for cause, ms in kinds.get(what, []) if ms >= floor]
                if rows:
                    print(f"    {what}" + (" (CPU of the other threads)" if "meanwhile" in what else "") + ":")
                for cause, ms in sorted(rows, key=lambda r: -r[1]):
                    print(f"      {ms:6.0f}  {cause}")
        if steps:
            print("  the first visit's intervals, in order (ms from navigation):")
            for start, end, what, cause in visits[0]["steps"]:
                if end - start >= floor:
                    print(f"    {start:6.0f} {end:6.0f} {end - start:5.0f}  {what}: {cause}")


def summary(digests: dict[tuple[str, str], list[dict]]) -> None:
    """One Markdown row per phase, one column per page and visit kind: the phase's wall time, and of it the main
    thread running, off the CPU and idle (medians over the visits of each figure)."""
    columns = sorted(digests)
    print("\n| phase (from its mark to the next) | " + " | ".join(f"{page} {kind}" for page, kind in columns) + " |")
    print("|---|" + "---|" * len(columns))
    for where in ("navigation", *PHASES[:-1], "all"):
        cells = []
        for key in columns:
            figures = collections.defaultdict(list)
            for visit in digests[key]:
                spent = collections.defaultdict(float)
                for name, ms in visit["sums"].items():
                    phase, what, _ = name.split("|")
                    if where in (phase, "all") and "meanwhile" not in what:
                        spent[what] += ms
                if spent:
                    for what in ("running", "off the CPU", "idle"):
                        figures[what].append(spent[what])
                    figures["wall"].append(sum(spent.values()))
            kinds = ("wall", "running", "off the CPU", "idle")
            cells.append(" / ".join(f"{statistics.median(figures[w]):.0f}" for w in kinds) if figures else "—")
        print(f"| {'navigation to ready' if where == 'all' else where} | " + " | ".join(cells) + " |")
    print("(each cell: wall / running / off the CPU / idle, ms, medians over the visits)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", default="game,bare-snapshot", help="bench_boot.py's page names, taking turns")
    parser.add_argument("--tree", default=str(ROOT), help="the tree to serve (default: this repository)")
    parser.add_argument("--visits", type=int, default=3, help="browser profiles per page (each: cold, then warm)")
    parser.add_argument("--steps", action="store_true", help="also print one visit's intervals in order")
    parser.add_argument("--floor", type=float, default=3.0, help="leave out rows under this many ms")
    parser.add_argument("--save", default="", help="a folder to keep the digests in (JSON)")
    parser.add_argument("--load", default="", help="print the digests --save kept (no browser)")
    args = parser.parse_args()
    digests: dict[tuple[str, str], list[dict]] = collections.defaultdict(list)
    if args.load:
        kept = json.loads(Path(args.load, "path.json").read_text())
        print(kept["note"])
        for key, visits in kept["digests"].items():
            digests[tuple(key.split("|"))] = [rebuilt(visit) for visit in visits]
        report(digests, args.steps, args.floor)
        summary(digests)
        return
    paths = {v.name: v.path for v in reference_variants()}
    pages = args.pages.split(",")
    server, base = serve(args.tree)
    time.sleep(1)
    loads = []
    try:
        with sync_playwright() as playwright:
            launch = visit_args(playwright)
            for number in range(args.visits):
                for page in pages[number % len(pages):] + pages[:number % len(pages)]:
                    url = base + paths[page].lstrip("/")
                    profile = tempfile.mkdtemp(prefix="path-boot-")
                    try:
                        for kind in ("cold", "warm"):
                            loads.append(os.getloadavg()[0])
                            served = process_cpu(server.pid)
                            events = trace_visit(playwright, url, profile, launch, TRACED, options="")
                            served = process_cpu(server.pid) - served
                            digests[(page, kind)].append({**digest(events, url, os.cpu_count() or 2), "server": served})
                    finally:
                        shutil.rmtree(profile, ignore_errors=True)
    finally:
        server.terminate()
    note = f"{args.visits} cold and warm visits per page, load average {min(loads):.1f}-{max(loads):.1f}"
    print(note)
    report(digests, args.steps, args.floor)
    summary(digests)
    if args.save:
        Path(args.save).mkdir(parents=True, exist_ok=True)
        Path(args.save, "path.json").write_text(json.dumps({"note": note, "digests": {"|".join(k): v for k, v in digests.items()}}))


if __name__ == "__main__":
    main()

"""What the main thread does between Python restored and ``main.py``'s first line: V8's samples, function by function.

    PYTHONPATH=. .venv/bin/python bench/profile_pyscript.py [--visits 4] [--imports 3] [--top 25] [--tree DIR ...]

Cold visits of the game (a new browser profile each; with ``--tree`` repeated, of each tree's, taking turns), traced as ``bench/profile_boot.py`` traces them (V8's
sampling profiler at 10 kHz, the timeline), cut at the page's marks into two windows: ``ds:python`` (the runtime
restored) -> ``py:ready`` (PyScript after Python: ``[files]`` written, its hooks and plugins) and ``py:ready`` ->
``ds:main`` (PyScript's bootstrap: its package written and imported, ``main.py`` fetched); then, for comparison,
``ds:main`` -> ``ds:ready`` (the game's start) and ``ds:python`` -> ``ds:ready`` in all. Printed per window, as
means over the visits: the main thread's CPU (its tasks' thread time, a task across a mark cut in proportion), the
self time of its timeline events by name, and V8's samples by function and by what they are: Python (the
interpreter's wasm), Pyodide's JavaScript, PyScript's and polyscript's JavaScript (its bundle's frames named by
their source through ``node_modules/@pyscript/core/dist``'s source maps), the browser's own.

Then (``--imports N`` visits, not traced) what Python spends on PyScript's bootstrap, in the page: the loader is
served with a wrapper around ``runPythonAsync`` that times each of PyScript's runs and, in the bootstrap's, the
files it writes and each module ``import pyscript`` imports (inclusive, by ``builtins.__import__``); the code so
changed is no longer the bootstrap the snapshot knows, so a loader that replaces it (``ds/web/frozen.py``'s
``bootstrap``) runs it as given: these figures are those of PyScript's own bootstrap. Benchmarks print; they
assert nothing.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from bench.bench_boot import READY, VIEWPORT, Apart, serve, visit_args
from bench.profile_boot import main_thread, sampled, self_times, trace_visit

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
MARKS = ("ds:python", "py:ready", "ds:main", "ds:ready")
WINDOWS = (("ds:python", "py:ready"), ("py:ready", "ds:main"), ("ds:main", "ds:ready"), ("ds:python", "ds:ready"))

SOURCE_MAP = r"""
import { SourceMap } from "node:module";
import { readFileSync } from "node:fs";
const [dist, wanted] = [process.argv.at(-1), JSON.parse(readFileSync(0, "utf8"))];
const maps = new Map();
const out = {};
for (const key of wanted) {
  const [file, line, column] = key.split(":");
  if (!maps.has(file)) {
    try { maps.set(file, new SourceMap(JSON.parse(readFileSync(`${dist}/${file}.map`, "utf8")))); }
    catch { maps.set(file, null); }
  }
  const entry = maps.get(file)?.findEntry(Number(line), Number(column));
  out[key] = entry?.originalSource ? `${entry.originalSource.replace(/^.*node_modules\//, "")}:${entry.originalLine + 1}` : "";
}
process.stdout.write(JSON.stringify(out));
"""

INSTRUMENT = r"""
function instrumented(pyodide) {
  const record = globalThis.__pyscriptRuns = [];
  const run = pyodide.runPythonAsync.bind(pyodide);
  const TIMER = "import builtins as _b, time as _t\n_ds_imports = []\n_ds_import = _b.__import__\n"
    + "def _ds_timed(name, *args, **kw):\n    _t0 = _t.perf_counter()\n    try:\n        return _ds_import(name, *args, **kw)\n"
    + "    finally:\n        _ds_imports.append((name, (_t.perf_counter() - _t0) * 1000))\n_b.__import__ = _ds_timed\n"
    + "_ds_t0 = _t.perf_counter()\n";
  pyodide.runPythonAsync = async (code, ...rest) => {
    const started = performance.now();
    const bootstrap = code.includes("import pyscript as _pyscript");
    if (bootstrap) {
      code = TIMER + code.replace("import pyscript as _pyscript",
        "_ds_written = (_t.perf_counter() - _ds_t0) * 1000\nimport pyscript as _pyscript\n_b.__import__ = _ds_import")
        + "\nimport js as _js\n_js.__pyscriptImports = __import__('json').dumps({'written': _ds_written, 'imports': _ds_imports})\n";
    }
    try {
      return await run(code, ...rest);
    } finally {
      record.push({ ms: performance.now() - started, bootstrap, head: code.slice(0, 60) });
    }
  };
  return pyodide;
}
"""


def windows_of(events: list[dict], pid: int, tid: int) -> dict[str, tuple[float, float]]:
    """Each window's (start, end) in trace microseconds, from the page's marks."""
    marks: dict[str, float] = {}
    for e in events:
        if e.get("pid") == pid and e.get("name") in MARKS:
            marks.setdefault(e["name"], e["ts"])
    return {f"{a} -> {b}": (marks[a], marks[b]) for a, b in WINDOWS if a in marks and b in marks}


def task_cpu(events: list[dict], pid: int, tid: int, start: float, end: float) -> float:
    """The main thread's CPU (ms) from ``start`` to ``end``: its top-level tasks' thread time, cut in proportion."""
    total = 0.0
    for e in events:
        if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X" and e.get("name") == "RunTask":
            a, b = e["ts"], e["ts"] + e.get("dur", 0)
            overlap = min(b, end) - max(a, start)
            if overlap > 0 and e.get("tdur"):
                total += e["tdur"] * overlap / max(b - a, 1) / 1000
    return total


def frames(events: list[dict], pid: int, tid: int, spans: dict[str, tuple[float, float]]) -> dict[str, dict[tuple, float]]:
    """V8's samples (self time, ms) in each window, by call frame (kind, function, url, line, column)."""
    out: dict[str, dict[tuple, float]] = {name: collections.defaultdict(float) for name in spans}
    for ts, f, delta in sampled(events, pid, tid):
        for name, (start, end) in spans.items():
            if start <= ts <= end:
                key = (f.get("codeType", ""), f.get("functionName") or "(anonymous)", f.get("url", ""),
                       f.get("lineNumber", -1), f.get("columnNumber", -1))
                out[name][key] += delta / 1000
    return out


def kind_of(frame: tuple, sources: dict[str, str]) -> tuple[str, str]:
    """(what, label) of a sampled frame: Python's wasm, Pyodide's JS, PyScript's JS by source, the rest."""
    code, fn, url, line, column = frame
    file = url.split("/")[-1].split("?")[0]
    if fn in ("(program)", "(idle)", "(garbage collector)", "(root)"):
        return fn, fn
    if url.startswith("wasm://") or code.lower() == "wasm" or fn.startswith("$"):
        return "Python (the interpreter's wasm)", fn
    if file.startswith("pyodide.asm") or file == "pyodide.mjs":
        return "Pyodide's JavaScript", f"{fn} ({file})"
    if "/vendor/pyscript/" in url:
        source = sources.get(f"{file}:{line}:{column}", "")
        return "PyScript's and polyscript's JavaScript", f"{fn} ({source or file})"
    if file:
        return f"JavaScript of {file}", fn
    return "the browser's own (no script)", fn


def source_names(keys: set[str]) -> dict[str, str]:
    """Minified PyScript frames (``file:line:column``) -> their source file and line, by the dist's source maps."""
    if not keys:
        return {}
    result = subprocess.run(["node", "--input-type=module", "-e", SOURCE_MAP, str(DIST)], input=json.dumps(sorted(keys)),
                            capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def trace_visits(playwright, urls: dict[str, str], visits: int) -> dict[str, list[tuple[list[dict], int, int]]]:
    """``visits`` traced cold visits of each tree's game, the trees taking turns: {tree: [(events, pid, tid)]}."""
    traced: dict[str, list[tuple[list[dict], int, int]]] = {tree: [] for tree in urls}
    for _ in range(visits):
        for tree, url in urls.items():
            profile = tempfile.mkdtemp(prefix="profile-pyscript-")
            try:
                events = trace_visit(playwright, url, profile)
                pid, tid = main_thread(events, url)
                traced[tree].append((events, pid, tid))
            finally:
                shutil.rmtree(profile, ignore_errors=True)
    return traced


def cpu_table(traced: dict[str, list[tuple[list[dict], int, int]]]) -> None:
    """Main-thread CPU per window, each tree's median (min-max) over its visits."""
    print("main-thread CPU by window, ms, median (min-max) of the cold visits:")
    print(f"  {'window':28}" + "".join(f"{tree[-24:]:>26}" for tree in traced))
    for a, b in WINDOWS:
        name = f"{a} -> {b}"
        cells = []
        for visits in traced.values():
            values = sorted(task_cpu(events, pid, tid, *windows_of(events, pid, tid)[name])
                            for events, pid, tid in visits if name in windows_of(events, pid, tid))
            cells.append(f"{values[len(values) // 2]:.1f} ({values[0]:.0f}-{values[-1]:.0f})" if values else "-")
        print(f"  {name:28}" + "".join(f"{cell:>26}" for cell in cells))


def report_traces(traced: list[tuple[list[dict], int, int]], top: int) -> None:
    n = len(traced)
    cpu: dict[str, float] = collections.defaultdict(float)
    events_by: dict[str, dict[str, float]] = collections.defaultdict(lambda: collections.defaultdict(float))
    samples_by: dict[str, dict[tuple, float]] = collections.defaultdict(lambda: collections.defaultdict(float))
    for events, pid, tid in traced:
        spans = windows_of(events, pid, tid)
        for name, (start, end) in spans.items():
            cpu[name] += task_cpu(events, pid, tid, start, end) / n
            for event, ms in self_times(events, pid, tid, start, end).items():
                events_by[name][event] += ms / n
        for name, sampled in frames(events, pid, tid, spans).items():
            for frame, ms in sampled.items():
                samples_by[name][frame] += ms / n
    keys = {f"{f[2].split('/')[-1]}:{f[3]}:{f[4]}" for s in samples_by.values() for f in s if "/vendor/pyscript/" in f[2]}
    sources = source_names(keys)
    for name in cpu:
        print(f"\n== {name}: main-thread CPU {cpu[name]:.1f} ms (mean of {n} cold visits)")
        print("  timeline events by self time (ms):")
        for event, ms in sorted(events_by[name].items(), key=lambda kv: -kv[1])[:12]:
            if ms >= 0.5:
                print(f"    {ms:7.1f}  {event}")
        kinds: dict[str, float] = collections.defaultdict(float)
        labels: dict[tuple[str, str], float] = collections.defaultdict(float)
        for frame, ms in samples_by[name].items():
            kind, label = kind_of(frame, sources)
            kinds[kind] += ms
            labels[(kind, label)] += ms
        print(f"  V8 samples by kind (ms of wall time between samples; total {sum(kinds.values()):.1f}):")
        for kind, ms in sorted(kinds.items(), key=lambda kv: -kv[1]):
            print(f"    {ms:7.1f}  {kind}")
        print("  V8 samples by function:")
        for (kind, label), ms in sorted(labels.items(), key=lambda kv: -kv[1])[:top]:
            print(f"    {ms:7.1f}  {label}  [{kind}]")


def import_visits(playwright, tree: Path, base: str, visits: int) -> None:
    """Untraced cold visits of ``tree`` served at ``base``, with its loader instrumented (INSTRUMENT): PyScript's runs,
    the bootstrap's files and imports."""
    loader = (tree / "static" / "pyodide-loader.mjs").read_text(encoding="utf-8")
    loader = loader.replace("const pyodide = await started;", "const pyodide = instrumented(await started);") + INSTRUMENT
    runs: list[list[dict]] = []
    imports: list[dict] = []
    for _ in range(visits):
        profile = tempfile.mkdtemp(prefix="profile-pyscript-")
        context = playwright.chromium.launch_persistent_context(profile, **visit_args(playwright), viewport=VIEWPORT)
        try:
            context.route(re.compile(r".*/static/pyodide-loader\.mjs$"),
                          lambda route: route.fulfill(body=loader, content_type="text/javascript"))
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(base + "/")
            page.wait_for_selector(READY, state="attached", timeout=90_000)
            runs.append(page.evaluate("() => window.__pyscriptRuns"))
            imports.append(json.loads(page.evaluate("() => window.__pyscriptImports")))
        finally:
            context.close()
            shutil.rmtree(profile, ignore_errors=True)
    print(f"\n== PyScript's runs of Python ({visits} cold visits, wall ms each; load {os.getloadavg()[0]:.1f} after):")
    for index, run in enumerate(runs[0]):
        times = ", ".join(f"{visit[index]['ms']:.1f}" for visit in runs if index < len(visit))
        print(f"    {times}  {'(bootstrap) ' if run['bootstrap'] else ''}{run['head'][:50]!r}")
    print("  the bootstrap's package files written (pathlib), ms: " + ", ".join(f"{i['written']:.1f}" for i in imports))
    totals: dict[str, list[float]] = collections.defaultdict(list)
    for visit in imports:
        seen: dict[str, float] = collections.defaultdict(float)
        for name, ms in visit["imports"]:
            seen[name] += ms
        for name, ms in seen.items():
            totals[name].append(ms)
    print("  imports during `import pyscript` (inclusive ms, summed per name, median of the visits):")
    for name, values in sorted(totals.items(), key=lambda kv: -sorted(kv[1])[len(kv[1]) // 2])[:25]:
        print(f"    {sorted(values)[len(values) // 2]:7.2f}  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=4, help="traced cold visits per tree")
    parser.add_argument("--imports", type=int, default=3, help="untraced cold visits timing PyScript's Python runs")
    parser.add_argument("--top", type=int, default=25, help="functions listed per window (0: the CPU table alone)")
    parser.add_argument("--tree", action="append", default=[],
                        help="a tree served by a tools/serve.py process (repeat: an A/B, taking turns); default this one")
    args = parser.parse_args()
    servers = {tree: Apart(Path(tree).resolve()) for tree in args.tree} or {".": serve()}
    load = os.getloadavg()[0]
    try:
        with sync_playwright() as playwright:
            traced = trace_visits(playwright, {tree: s.url + "/" for tree, s in servers.items()}, args.visits)
            print(f"game, {args.visits} traced cold visits per tree, load average {load:.1f} before, "
                  f"{os.getloadavg()[0]:.1f} after")
            if args.visits:
                cpu_table(traced)
                for tree, visits in traced.items():
                    if args.top:
                        print(f"\n#### {tree}")
                        report_traces(visits, args.top)
            if args.imports:
                for tree, server in servers.items():
                    print(f"\n#### {tree}")
                    import_visits(playwright, Path(tree).resolve(), server.url, args.imports)
    finally:
        for server in servers.values():
            server.shutdown()
            server.server_close()


if __name__ == "__main__":
    main()

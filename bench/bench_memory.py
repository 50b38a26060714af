#!/usr/bin/env python3
"""Where the page's memory goes in WebKit: pages that add one piece at a time, each in a newly started
MiniBrowser, PSS of its web process some seconds after ready, with /proc/<pid>/smaps broken down
(docs/performance.md, "Memory").

    PYTHONPATH=. .venv/bin/python bench/bench_memory.py [--runs 3] [--wait 15] [--only bare,game] [--maps 8]

Pages (the repository served by tools/serve.py, as ``make play`` serves it; no service worker):

- ``bare``: ``await loadPyodide()`` alone;
- ``bare-snapshot``: the same from the game's WebKit snapshot (``static/vendor/pyodide-<v>.webkit.snapshot``);
- ``loader``: static/pyodide-loader.mjs alone (the snapshot fetched by its worker, the [files] prefetched);
- ``pyscript``: + PyScript (its core.js, a config with no files, one line of Python);
- ``modules``: + pyscript.toml's [files] and the game's imports (main.py up to the board, no board);
- ``game``: index.html (the board: 104 SVG cards, the bar, the dialogs);
- ``game-no-cards``, ``game-no-card-svg``, ``game-no-shadows``, ``game-no-weave``: copies of it with one
  more style sheet that hides the cards, hides their pictures, drops their shadows, or paints the backs
  flat instead of with their pattern (VARIANTS).

For each page: PSS and RSS of the web process, split into anonymous and file-backed memory, the wasm
heap's size (``HEAPU8.length``) and the biggest mappings. Prints medians (min–max) and the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.engines import descendants, launch, missing  # noqa: E402
from tools.serve import make_server, start_in_thread  # noqa: E402

BUILD = ROOT / "bench" / "pages" / "build" / "memory"
READY_JS = """async () => {
    for (let i = 0; i < 1200 && !document.querySelector('#game[data-ready="true"]'); i++) {
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    return !!document.querySelector('#game[data-ready="true"]');
}"""
HEAP_JS = """async () => {
    let pyodide = globalThis.__pyodide;
    if (!pyodide) pyodide = await (await import('/static/pyodide-loader.mjs')).loadPyodide();
    return {heap: pyodide._module.HEAPU8.length, nodes: document.getElementsByTagName('*').length,
            snapshot: globalThis.__pyodideSnapshot ?? null, width: innerWidth, height: innerHeight};
}"""
HEAD = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>memory: {name}</title>
<link rel="icon" href="data:,">{extra}</head><body><main id="game" data-ready="false"><p>{name}</p></main>
"""
READY = "document.getElementById('game').dataset.ready = 'true';"
PY_READY = "from pyscript import document\ndocument.getElementById('game').dataset.ready = 'true'\n"
MODULES = """from pyscript import document, window
from ds.web.frozen import thaw_if_changed
thaw_if_changed()
from ds.web.board import Board
from ds.web.bridge import Bridge, apply, framed, start, warn
from ds.web.embed import parse_query
""" + PY_READY
VARIANTS = {
    "game-no-cards": ".cards { display: none; }",
    "game-no-shadows": ".card { box-shadow: none !important; }",
    "game-no-card-svg": ".card svg { display: none; }",
    "game-no-weave": "rect[fill^='url'] { fill: #1f4f9c !important; }",
}
"""Copies of index.html with one more style sheet: what the cards' drawing costs."""


def version() -> str:
    return json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8"))["version"]


def write_pages() -> dict[str, str]:
    """The pages under bench/pages/build/memory/ (ignored by git); {name: URL path}."""
    BUILD.mkdir(parents=True, exist_ok=True)
    snapshot = f"/static/vendor/pyodide-{version()}.webkit.snapshot"
    with (ROOT / "pyscript.toml").open("rb") as file:
        files = tomllib.load(file)["files"]
    table = "\n".join(f'"/{source.removeprefix("./")}" = "{target}"' for source, target in files.items())
    (BUILD / "bare.toml").write_text('interpreter = "/static/pyodide-loader.mjs"\n', encoding="utf-8")
    (BUILD / "files.toml").write_text(f'interpreter = "/static/pyodide-loader.mjs"\n[files]\n{table}\n', encoding="utf-8")
    pyscript = '<script type="module" src="/static/vendor/pyscript/core.js"></script>'
    loader = '<script type="module" async src="/static/pyodide-loader.mjs"></script>'
    pages = {
        "bare": HEAD + """<script type="module">
            import { loadPyodide } from "/static/vendor/pyodide/pyodide.mjs";
            globalThis.__pyodide = await loadPyodide(); __pyodide.runPython("import sys");""" + READY + "</script>",
        "bare-snapshot": HEAD + f"""<script type="module">
            import {{ loadPyodide }} from "/static/vendor/pyodide/pyodide.mjs";
            globalThis.__pyodide = await loadPyodide({{ _loadSnapshot: fetch("{snapshot}").then(r => r.arrayBuffer()) }});
            __pyodide.runPython("import sys");""" + READY + "</script>",
        "loader": HEAD + """<script type="module">
            import { loadPyodide } from "/static/pyodide-loader.mjs";
            (await loadPyodide()).runPython("import sys");""" + READY + "</script>",
        "pyscript": HEAD + f'<script type="py" config="./bare.toml">\n{PY_READY}</script>',
        "modules": HEAD + f'<script type="py" config="./files.toml">\n{MODULES}</script>',
    }
    paths = {}
    for name, text in pages.items():
        extra = "" if name.startswith("bare") else loader + pyscript if name in ("pyscript", "modules") else ""
        (BUILD / f"{name}.html").write_text(text.replace("{name}", name).replace("{extra}", extra) + "</body></html>\n",
                                            encoding="utf-8")
        paths[name] = f"/bench/pages/build/memory/{name}.html"
    paths["game"] = "/"
    page = (ROOT / "index.html").read_text(encoding="utf-8").replace('="./', '="/')
    page = page.replace('config="/pyscript.toml"', 'config="./files.toml"')
    for name, css in VARIANTS.items():
        (BUILD / f"{name}.css").write_text(css + "\n", encoding="utf-8")
        sheet = f'<link rel="stylesheet" href="./{name}.css">\n</head>'
        (BUILD / f"{name}.html").write_text(page.replace("</head>", sheet, 1), encoding="utf-8")
        paths[name] = f"/bench/pages/build/memory/{name}.html"
    return paths


def mappings(pid: int) -> list[dict]:
    """Each mapping of ``pid`` with its name, permissions, size and Rss/Pss/Anonymous in kB."""
    found: list[dict] = []
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        head = line.split()
        if "-" in head[0] and not head[0].endswith(":"):
            start, end = (int(part, 16) for part in head[0].split("-"))
            found.append({"name": head[5] if len(head) > 5 else "", "perms": head[1], "Size": (end - start) // 1024})
        elif head[0] in ("Rss:", "Pss:", "Anonymous:", "Pss_Dirty:"):
            found[-1][head[0][:-1]] = int(head[1])
    return found


def breakdown(pid: int, biggest: int) -> dict:
    maps = mappings(pid)
    anon = [m for m in maps if not m["name"].startswith("/")]
    mb = 1024
    return {"pss": sum(m["Pss"] for m in maps) / mb, "rss": sum(m["Rss"] for m in maps) / mb,
            "anon": sum(m["Pss"] for m in anon) / mb, "file": sum(m["Pss"] for m in maps if m not in anon) / mb,
            "maps": [(m["name"] or "[anon]", m["perms"], round(m["Size"] / mb, 1), round(m["Pss"] / mb, 1))
                     for m in sorted(maps, key=lambda m: -m["Pss"])[:biggest]]}


def measure(url: str, wait_s: float, biggest: int) -> dict:
    with launch("webkit") as browser:
        browser.goto(url)
        if not browser.run(READY_JS):
            raise RuntimeError(f"{url} was not ready")
        info = browser.run(HEAP_JS)
        time.sleep(wait_s)
        info.update(browser.run(HEAP_JS))
        pids = [pid for pid in descendants(browser.root_pid()) if browser.is_content(pid)]
        sizes = sorted((breakdown(pid, biggest) for pid in pids), key=lambda b: -b["pss"])
        return {**sizes[0], **info, "processes": len(pids)}


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--wait", type=float, default=15.0, help="seconds between ready and the reading")
    parser.add_argument("--only", default="", help="comma-separated page names")
    parser.add_argument("--maps", type=int, default=8, help="how many of the biggest mappings to print")
    parser.add_argument("--json", type=Path, help="write every run's figures there")
    args = parser.parse_args(argv)
    problem = missing("webkit")
    if problem:  # make bench runs every bench_*.py: a machine without WebKitGTK skips this one
        print(f"bench_memory: skipped, {problem}")
        return 0
    paths = write_pages()
    names = [name for name in paths if not args.only or name in args.only.split(",")]
    server = make_server(ROOT, 0)
    start_in_thread(server)
    results: dict[str, list[dict]] = {name: [] for name in names}
    print(f"load {os.getloadavg()[0]:.1f}", flush=True)
    for run in range(args.runs):
        for name in names:
            result = measure(server.url + paths[name], args.wait, args.maps)
            results[name].append(result)
            print(f"run {run + 1} {name}: PSS {result['pss']:.0f} MB (anon {result['anon']:.0f}, file {result['file']:.0f}),"
                  f" RSS {result['rss']:.0f}, heap {result['heap'] / 2**20:.1f} MB, {result['nodes']} elements,"
                  f" snapshot {result['snapshot']}, load {os.getloadavg()[0]:.1f}", flush=True)
            for row in result["maps"]:
                print("    ", *row, flush=True)
    server.shutdown()
    print(f"\nload {os.getloadavg()[0]:.1f}; PSS of the web process {args.wait:.0f} s after ready, MB: median (min–max)")
    print("| page | PSS | anonymous | file-backed | RSS | wasm heap |")
    print("|---|---|---|---|---|---|")
    for name, runs in results.items():
        cells = [spread([run[key] for run in runs]) for key in ("pss", "anon", "file", "rss")]
        print(f"| {name} | {' | '.join(cells)} | {spread([run['heap'] / 2**20 for run in runs])} |")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""A drag's frames in WebKit, Firefox and Chromium (docs/performance.md, "A drag in WebKit").

    PYTHONPATH=. .venv/bin/python bench/bench_drag_engines.py [--drags N] [--engines webkit,firefox,chromium]
        [--root DIR] [--layout]

The same deal, the same card (the top card of column 5) and the same moves in every engine: pressed, then
``MOVES`` moves out and back ``STEP_PX`` apart, ``PAUSE_MS`` between them, and let go over its own pile (it
glides back: the game does not change). Real pointer input: WebDriver actions (WebKitGTK's MiniBrowser,
Firefox ESR; tools/engines.py), Playwright's mouse in Chromium. In the page, listeners on the window before
and after the game's own time its handlers, and a ``requestAnimationFrame`` loop stamps every frame. Per drag:

- ``down``/``lift``/``move``: the game's pointerdown, its first pointermove past the threshold (the lift) and
  the later moves' handlers (ms of script, median over the moves);
- ``lift→frame``: from the lift's event to the start of the frame after the one that shows it (so the lifted
  card's frame, whole: script, style, layout, paint, until the next frame may begin), and the same for the
  later moves (``move→frame``, median);
- ``frames``: the frames the page ran during the drag, and its longest;
- ``cpu``: the web page's process CPU during the drag (WebKitWebProcess, Firefox's content processes,
  Chromium's renderers; from /proc).

``--layout`` also reads ``offsetHeight`` right after each handler and in a frame callback after the game's
own: the style and layout the event caused, timed apart (``style+layout`` columns; it moves that work
earlier, it does not add to it). ``--css`` adds a style sheet to the page before the drags (a rule switched
off or changed, to bisect). ``--root`` serves another tree (an A/B of two worktrees). Prints medians
(min–max) over the drags and the load average; asserts nothing.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import bench_engines  # noqa: E402
from ds.game import Game  # noqa: E402
from ds.save import dump  # noqa: E402
from tests.e2e.helpers import SAVE_KEY, SETTINGS_KEY, card_point  # noqa: E402
from tests.xengine.playing import READY_JS, Tab  # noqa: E402
from tools.engines import Step, cmdline, cpu_ticks, descendants, launch, missing  # noqa: E402
from tools.serve import make_server, start_in_thread  # noqa: E402

CODE = "DS1-D3N-ABCDEFG"
PILE = "col-5"
MOVES = 12
STEP_PX = (14, 22)
PAUSE_MS = 60
TICK_MS = 1000 / os.sysconf("SC_CLK_TCK")

PROBE_JS = """(layout) => {
    const probe = window.__dragProbe = {events: [], frames: [], layouts: []};
    const loop = t => { probe.frames.push(t); requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
    for (const type of ['pointerdown', 'pointermove', 'pointerup']) {
        let began = 0;
        addEventListener(type, () => { began = performance.now(); }, true);
        addEventListener(type, event => {
            const ended = performance.now();
            let styled = 0;
            if (layout) { document.body.offsetHeight; styled = performance.now() - ended; }
            probe.events.push([type, event.timeStamp, began, ended, styled]);
            if (layout && type === 'pointermove') {
                requestAnimationFrame(() => {
                    const a = performance.now(); document.body.offsetHeight;
                    probe.layouts.push([a, performance.now() - a]);
                });
            }
        });
    }
}"""
"""Stamps every frame, and times the game's pointer handlers (between a window listener of the capture phase,
which runs first, and one of the bubble phase, which runs after the table's and the document's)."""

BOX_JS = """(on) => {
    let box = document.getElementById('bench-box');
    if (!on) { if (box) box.remove(); return; }
    box = document.createElement('div');
    box.id = 'bench-box';
    box.style.cssText = 'position:fixed;left:0;top:0;width:80px;height:112px;background:#fff;border-radius:6px;'
        + 'pointer-events:none;z-index:9999';
    document.body.append(box);
    addEventListener('pointerdown', event => {  // the game does not see the press (as it would not a press elsewhere)
        if (document.getElementById('bench-box')) { event.stopPropagation(); event.preventDefault(); }
    }, true);
    let pending = false, x = 0, y = 0;
    addEventListener('pointermove', event => {
        if (!document.getElementById('bench-box')) return;
        x = event.clientX; y = event.clientY;
        if (pending) return;
        pending = true;
        requestAnimationFrame(() => { pending = false; box.style.transform = `translate(${x}px,${y}px)`; });
    });
}"""
"""A plain white box that follows the pointer (a control: the cheapest drag visual; the game is not told of a
press meanwhile, though the page takes it as the game would: no default action)."""

TAKE_JS = """() => {
    const probe = window.__dragProbe, out = {events: probe.events, frames: probe.frames, layouts: probe.layouts};
    probe.events = []; probe.frames = []; probe.layouts = [];
    return out;
}"""
"""What the probe recorded since the last time, emptied."""


class Chromium(bench_engines.Chromium):
    """Debian's Chromium through Playwright, with the calls of ``tools.engines.Browser`` this bench makes."""

    name = "chromium"

    def run(self, function: str, *args: Any) -> Any:
        return self.page.evaluate(f"(args) => ({function})(...args)", list(args))

    def pointer(self, steps: list[Step]) -> None:
        for step in steps:
            if step[0] == "move":
                self.page.mouse.move(step[1], step[2])
            elif step[0] == "down":
                self.page.mouse.down()
            elif step[0] == "up":
                self.page.mouse.up()
            else:
                self.page.wait_for_timeout(step[1])

    def viewport(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def content_pids(self) -> list[int]:
        return [pid for pid in descendants(os.getpid()) if "--type=renderer" in cmdline(pid)]


def drag_path(x: float, y: float, kind: str = "drag") -> list[Step]:
    """Press on the card, ``MOVES`` moves out and back, let go over the card's own pile; the same moves with no
    press (``hover``), or the same time with no input (``idle``)."""
    out = MOVES // 2
    points = [(x + STEP_PX[0] * i, y + STEP_PX[1] * i) for i in range(1, out + 1)]
    points += [(x + STEP_PX[0] * i, y + STEP_PX[1] * i) for i in range(out - 1, -1, -1)]
    steps: list[Step] = [("move", x, y), ("pause", 300), ("down",), ("pause", 100)]
    for px, py in points:
        steps += [("move", px, py), ("pause", PAUSE_MS)]
    steps = [*steps, ("up",), ("pause", 700)]
    if kind == "hover":
        return [step for step in steps if step[0] not in ("down", "up")]
    if kind == "idle":
        return [("pause", sum(step[1] for step in steps if step[0] == "pause"))]
    return steps


def after(frames: list[float], t: float, skip: int = 0) -> float | None:
    """The start of the ``skip``-th frame (0: the first) that begins after ``t``."""
    later = [f for f in frames if f > t]
    return later[skip] if len(later) > skip else None


def measure(probe: dict[str, Any]) -> dict[str, float]:
    """One drag's figures from what the page recorded."""
    events, frames = probe["events"], probe["frames"]
    down = next(e for e in events if e[0] == "pointerdown")
    moves = [e for e in events if e[0] == "pointermove" and e[1] >= down[1]]
    up = next(e for e in events if e[0] == "pointerup")
    lift, rest = moves[0], moves[1:]

    def to_frame(event: list[Any]) -> float:
        end = after(frames, event[3], 1)  # the frame that shows it begins after the handler; the next one after that
        return (end - event[1]) if end is not None else float("nan")

    during = [f for f in frames if down[1] <= f <= up[3]]
    gaps = [b - a for a, b in zip(during, during[1:])]
    figures = {
        "down": down[3] - down[2], "lift": lift[3] - lift[2],
        "move": statistics.median(e[3] - e[2] for e in rest),
        "lift→frame": to_frame(lift), "move→frame": statistics.median(to_frame(e) for e in rest),
        "pointermoves": len(moves), "frames": len(during), "longest": max(gaps, default=0.0),
    }
    if probe["layouts"]:
        figures["lift style+layout"] = lift[4]
        figures["move style+layout"] = statistics.median(e[4] for e in rest)
        figures["frame layout"] = statistics.median(x[1] for x in probe["layouts"][1:]) if len(probe["layouts"]) > 1 else 0.0
        figures["lift frame layout"] = probe["layouts"][0][1]
    return figures


THREADS: dict[str, Counter[str]] = {}
"""CPU (ms) of the page processes' threads by name, per engine and phase (``--threads``)."""


def thread_ticks(pids: list[int]) -> Counter[str]:
    """CPU ticks so far of every thread of ``pids``, summed by thread name."""
    used: Counter[str] = Counter()
    for pid in pids:
        for task in glob.glob(f"/proc/{pid}/task/*"):
            try:
                name = Path(task, "comm").read_text().strip()
                fields = Path(task, "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            used[re.sub(r"\d+$", "#", name)] += int(fields[11]) + int(fields[12])
    return used


def played(browser: Any, steps: list[Step], take: bool = True, phase: str = "") -> tuple[float, dict[str, Any]]:
    """Play ``steps``: the page processes' CPU meanwhile (ms) and what the probe recorded (``take``); the
    threads' share is added to ``THREADS[phase]`` when a phase is named."""
    pids = list(browser.content_pids())
    before, threads = sum(cpu_ticks(pids).values()), thread_ticks(pids)
    browser.pointer(steps)
    used = sum(cpu_ticks(pids).values()) - before
    if phase:
        spent = thread_ticks(pids)
        spent.subtract(threads)
        THREADS.setdefault(phase, Counter()).update({k: v * TICK_MS for k, v in spent.items() if v})
    return used * TICK_MS, browser.run(TAKE_JS) if take else {}


def run_engine(name: str, url: str, drags: int, layout: bool, css: str, controls: bool,
               size: tuple[int, int], silent: bool) -> list[dict[str, float]]:
    browser: Any = Chromium() if name == "chromium" else launch(name)
    try:
        browser.viewport(*size)
        tab = Tab(browser, url)
        tab.goto("static/style.css")
        browser.run("(key, value, settings) => { localStorage.clear(); localStorage.setItem(key, value); "
                    "if (settings) localStorage.setItem(...settings); }",
                    SAVE_KEY, dump(Game.deal(CODE)), [SETTINGS_KEY, '{"sound": false}'] if silent else None)
        tab.goto("/")
        assert browser.run(READY_JS, 120_000) == "ready"
        time.sleep(1.5)  # the deal's glides and the idle work after the boot
        x, y = card_point(tab, PILE)  # type: ignore[arg-type]
        if css:
            browser.run("(css) => { const s = document.createElement('style'); s.textContent = css; "
                        "document.head.append(s); }", css)
        browser.run(PROBE_JS, layout)
        seen = []
        for _ in range(drags):
            steps = drag_path(x, y)
            release = steps.index(("up",))
            held_cpu, _ = played(browser, steps[:release], take=False, phase=f"{name} held")
            used, probe = played(browser, steps[release:], phase=f"{name} after")
            if not any(e[0] == "pointerdown" for e in probe["events"]):
                raise RuntimeError(f"{name}: no press seen: {probe['events'][:5]}, {len(probe['frames'])} frames")
            figures = measure(probe)
            figures["cpu held"], figures["cpu after"] = held_cpu, used
            for kind in ("hover", "idle", "box", "box pressed") if controls else ():
                if kind == "box":
                    browser.run(BOX_JS, True)
                path = drag_path(x, y, {"box": "hover", "box pressed": "drag"}.get(kind, kind))
                figures[f"{kind} cpu"], probe = played(browser, path, phase=f"{name} {kind}")
                figures[f"{kind} longest"] = max((b - a for a, b in zip(probe["frames"], probe["frames"][1:])), default=0)
            browser.run(BOX_JS, False)
            seen.append(figures)
        return seen
    finally:
        browser.close()


def cell(values: list[float]) -> str:
    values = [v for v in values if v == v]
    if not values:
        return "—"
    return f"{statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--drags", type=int, default=6)
    parser.add_argument("--engines", default="webkit,firefox,chromium")
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--port", type=int, default=8841)
    parser.add_argument("--size", default="1366x768", help="the viewport, WxH CSS px")
    parser.add_argument("--silent", action="store_true", help="sound off (the first press makes no AudioContext)")
    parser.add_argument("--css", default="", help="a style sheet added to the page before the drags (to bisect)")
    parser.add_argument("--threads", action="store_true", help="the page processes' CPU by thread name")
    parser.add_argument("--controls", action="store_true",
                        help="after each drag, the controls: the same moves unpressed, no input, a plain box moved")
    parser.add_argument("--each", action="store_true", help="a row for each drag too")
    parser.add_argument("--layout", action="store_true", help="time the style and layout each event causes")
    args = parser.parse_args(argv)
    width, height = map(int, args.size.split("x"))
    size = (width, height)
    server = make_server(args.root, args.port)
    start_in_thread(server)
    print(f"{args.root}: load average at the start {os.getloadavg()[0]:.1f}; {args.drags} drags of {MOVES} moves "
          f"{PAUSE_MS} ms apart; ms, median (min–max) over the drags")
    header: list[str] = []
    try:
        for name in args.engines.split(","):
            problem = None if name == "chromium" else missing(name)
            if problem:
                print(f"| {name} | skipped: {problem} |")
                continue
            seen = run_engine(name, server.url + "/", args.drags, args.layout, args.css, args.controls,
                              size, args.silent)
            if not header:
                header = list(seen[0])
                print("| engine | " + " | ".join(header) + " |")
                print("|---" * (len(header) + 1) + "|")
            if args.each:
                for number, figures in enumerate(seen, 1):
                    print(f"| {name} #{number} | " + " | ".join(f"{figures[k]:.0f}" for k in header) + " |")
            print(f"| {name} | " + " | ".join(cell([s[k] for s in seen]) for k in header) + " |", flush=True)
    finally:
        server.shutdown()
        server.server_close()
    if args.threads:
        for phase, spent in THREADS.items():
            top = ", ".join(f"{k} {v / args.drags:.0f}" for k, v in spent.most_common(6))
            print(f"{phase}, ms a drag by thread: {top}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}  ({time.strftime('%H:%M UTC', time.gmtime())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

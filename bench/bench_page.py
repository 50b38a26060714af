"""How fast the game answers in the page, in headless Chromium: taps, undo and dragging.

    PYTHONPATH=. .venv/bin/python bench/bench_page.py [--taps N] [--drags N] [--url PATH]
    PYTHONPATH=. .venv/bin/python bench/bench_page.py --profile N   # where a tap's time goes

Real input from Playwright (the browser's mouse and keyboard). In the page,
an init script records with ``performance.now()``:

- every pointerdown, pointerup, pointermove, keydown and click: its
  ``timeStamp``, and when its listeners start and end (a capture listener on
  ``window`` runs first, a bubbling one on ``window`` runs last; between them
  runs the game's Python handler);
- each time ``#game[data-moves]`` is set (a MutationObserver: the DOM
  updated), and when the main thread is done with the next frame;
- every ``requestAnimationFrame`` and timer callback (start, end), Event
  Timing entries and long animation frames.

Per input: latency = DOM updated - event ``timeStamp`` (the game acts on
pointerup, and on keydown for Ctrl+Z); handler = time in the event's
listeners; frame = end of the next frame's main-thread work - ``timeStamp``;
paint = Event Timing ``duration`` (to the next paint, in 8 ms steps; the API
reports only events of 16 ms or more, so faster ones show as "<16").
Taps run on the stock (draw 1, Normal, so the stock recycles), and on an ace
on a column, sent to a foundation with the double-tap setting off, each
undone by Ctrl+Z; a few single taps with the default setting (double tap on)
are timed too. After each input the bench waits until no card is in flight
(the "gliding" class gone, then the glide animations themselves), and counts
the cards still flying once their class was gone. Dragging: a face-up card
carried in small steps; a drag frame costs the pointermove handler plus the
page's animation-frame callback (which moves the cards); the main-thread work
of each frame is measured from its start to the first task after it.
``--profile`` serves a main.py with timers around the board's steps (and the
DOM calls that force style or layout) and prints where the time goes.
Replay (``--replay``, on by default): a won game's line (``tests/e2e/winning_lines.json``) played
by real touch input on a phone (390x844, ``has_touch``, ``is_mobile``, double tap on): each draw a tap
on the stock, each move that a single tap makes a tap, any other a drag in small steps (a double tap's
two taps, each sent and acknowledged in turn, may fall more than 300 ms apart on a loaded machine and
make two single taps); the next input 120 ms after the page answered the last one (so a tap often
meets cards still gliding: the waste tapped just after a draw). It reports the share of single taps
carried out at once (the DOM updated by the tap's own pointerup listeners) and their latency, and the
inputs the page lost or misread (retried once after the cards settle). DevTools stamps an emulated touch
event, then holds it until the renderer's next frame before the browser passes it on (to be sure new
listeners are known to the compositor): up to a frame, and much more on a loaded machine, that a finger
on a screen never waits, inside ``event.timeStamp``. A light trace (the ``latencyInfo`` category) gives
each touch end's ORIGINAL and BEGIN_RWH times, and the replay reports the latency from there too: the
input router -> DOM, the page's and the renderer's share.
Benchmarks print; they assert nothing.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import statistics
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from bench.results import record
from ds.cards import RANK
from ds.codes import GameCode
from ds.errors import IllegalMoveError
from ds.game import Game
from ds.gestures import tap_move
from ds.moves import Move
from tests.e2e.winning_lines import line as winning_line
from tools.browser import launch_args
from tools.serve import make_server, start_in_thread
from tools.touch import Finger

ROOT = Path(__file__).resolve().parent.parent
VIEWPORT = {"width": 1366, "height": 768}
READY = '#game[data-ready="true"]'
SETTINGS_KEY = "double-solitaire.settings"
FRAME_MS = 1000 / 60

INIT_SCRIPT = """
(() => {
  const bench = window.__bench = { events: [], mutations: [], frames: [], timers: [], slow: [], long: [], loop: null };
  const open = new Map();
  for (const type of ["pointerdown", "pointerup", "pointermove", "keydown", "click"]) {
    addEventListener(type, (event) => {
      const record = { type, ts: event.timeStamp, start: performance.now(), end: null, tag: bench.tag };
      if (type === "pointerdown") {
        const hit = event.target.closest && event.target.closest("[data-pile]");
        record.target = hit ? `${hit.className} ${hit.dataset.pile} ${hit.dataset.index ?? ""}` : String(event.target.nodeName);
      }
      open.set(event, record);
      bench.events.push(record);
    }, { capture: true });
    addEventListener(type, (event) => {
      const record = open.get(event);
      if (record) { record.end = performance.now(); open.delete(event); }
    });
  }
  const raf = window.requestAnimationFrame.bind(window);
  document.addEventListener("DOMContentLoaded", () => {
    const game = document.getElementById("game");
    const channel = new MessageChannel();
    const waiting = [];
    channel.port1.onmessage = () => { const record = waiting.shift(); if (record) record[1] = performance.now(); };
    new MutationObserver(() => {
      // When the DOM was updated, and when the main thread is done with the next frame.
      const record = [performance.now(), null];
      bench.mutations.push(record);
      raf(() => { waiting.push(record); channel.port2.postMessage(0); });
    }).observe(game, { attributes: true, attributeFilter: ["data-moves"] });
  });
  window.requestAnimationFrame = (callback) => raf((time) => {
    const start = performance.now();
    try { callback(time); } finally { bench.frames.push([start, performance.now()]); }
  });
  const setTimeout_ = window.setTimeout.bind(window);
  window.setTimeout = (callback, delay, ...rest) => typeof callback !== "function"
    ? setTimeout_(callback, delay, ...rest)
    : setTimeout_((...args) => {
        const start = performance.now();
        try { callback(...args); } finally { bench.timers.push([delay || 0, start, performance.now()]); }
      }, delay, ...rest);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.slow.push(
        { name: e.name, ts: e.startTime, start: e.processingStart, end: e.processingEnd, duration: e.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch (error) { bench.slow = null; }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.long.push(
        { start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
          render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          scripts: e.scripts.map((x) => [x.invoker, Math.round(x.duration)]) });
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch (error) { bench.long = null; }
  // A frame clock of our own (the page's real requestAnimationFrame): frame starts, and the
  // first task after each frame, which runs once style, layout and paint of that frame are done.
  window.__loop = (on) => {
    if (!on) { bench.loop.on = false; return; }
    const loop = bench.loop = { on: true, frames: [] };
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { loop.frames[loop.frames.length - 1].push(performance.now()); };
    const tick = (time) => {
      if (!loop.on) return;
      loop.frames.push([time, performance.now()]);
      channel.port2.postMessage(0);
      raf(tick);
    };
    raf(tick);
  };
})();
"""

PROFILE_PREFIX = """
# bench/bench_page.py --profile: timers around the board's steps, put before main.py.
import json as _json
import time as _time

from pyodide.ffi import create_proxy as _create_proxy
from pyscript import window as _window

import importlib
import importlib.util

import ds.game, ds.web.board, ds.web.pointer, ds.web.view

try:
    _announce = importlib.import_module("ds.web.announce")
    _stats = importlib.import_module("ds.web.stats")
except ImportError:
    _announce = _stats = None
try:
    _keeper = importlib.import_module("ds.web.keeper")  # the save, once Board._save_now
except ImportError:
    _keeper = None
_more = {}
for _name in ("sound", "coach", "playtime", "endgame", "speech"):
    try:
        _more[_name] = importlib.import_module(f"ds.web.{_name}")
    except ImportError:
        _more[_name] = None

_TOTALS = {}


def _timed(owner, name, label, also=()):
    # Time owner.name under label; the same function imported by the modules in also too.
    original = getattr(owner, name, None)
    if original is None:  # not in this version of the page
        return

    def timed(*args, **kwargs):
        start = _time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            spent = (_time.perf_counter() - start) * 1000
            entry = _TOTALS.setdefault(label, [0, 0.0, 0.0])
            entry[0] += 1
            entry[1] += spent
            entry[2] = max(entry[2], spent)

    setattr(owner, name, timed)
    for _other in also:
        if getattr(_other, name, None) is original:
            setattr(_other, name, timed)


_B, _V, _P, _G = ds.web.board.Board, ds.web.view.View, ds.web.pointer.Pointer, ds.game.Game
for _owner, _name in ((_P, "down"), (_P, "up"), (_P, "move"), (_P, "frame"),
                      (_B, "tap"), (_B, "_act"), (_B, "_play"), (_B, "undo"), (_B, "_after"), (_B, "lift"),
                      (_B, "drop"), (_B, "_save_now"), (_B, "_mark_targets"),
                      (_B, "_moved"), (_B, "_emit"), (_B, "_save_stats"),
                      (_V, "render"), (_V, "_hooks"), (_V, "_glide"), (_V, "flash"), (_V, "label"),
                      (_V, "_extents"), (_G, "play"), (_G, "undo"),
                      (getattr(_announce, "Announcer", None), "announce"), (getattr(_stats, "Stats", None), "record"),
                      (getattr(_keeper, "Keeper", None), "save_now"),
                      (getattr(_more["sound"], "Sound", None), "play"), (getattr(_more["coach"], "Coach", None), "changed"),
                      (getattr(_more["playtime"], "PlayTime", None), "update"),
                      (getattr(_more["endgame"], "Endgame", None), "update")):
    if _owner is not None:
        _timed(_owner, _name, f"{_owner.__name__}.{_name}")
# The board's functions from the engine, timed in every part of the board that imports them (one wrapper,
# so that a comparison such as ``find is tap_move`` still holds).
_parts = [m for m in (importlib.import_module(f"ds.web.{n}") if importlib.util.find_spec(f"ds.web.{n}") else None
                      for n in ("board", "taps", "picking", "acting")) if m is not None]
_timed(ds.web.view, "pile_spots", "pile_spots")
for _name in ("tap_move", "drop_targets", "describe_move", "tap_at_once"):
    _home = next((m for m in _parts if hasattr(m, _name)), None)
    if _home is not None:
        _timed(_home, _name, _name, also=_parts)
_window.__profile = _create_proxy(lambda reset=False: _json.dumps(_TOTALS) if not reset else _TOTALS.clear())
"""

NO_GLIDING = "() => !document.querySelector('.card.gliding')"
FLYING = """() => document.getAnimations().filter((a) => a.constructor === Animation && a.effect && a.effect.target
    && a.effect.target.classList.contains("card") && (a.pending || a.playState === "running")
    && a.effect.getKeyframes().some((k) => "transform" in k))  // a glide, not the flash or shake in place
    .map((a) => a.pending ? Infinity : a.effect.getComputedTiming().endTime - a.currentTime)"""
EXPOSED: dict[str, list[float]] = {"settles": [], "left": []}
"""Cards still flying once their "gliding" class (no pointer events) is gone: flight left in ms, or inf
when the animation had not even started."""


def settle(page: Page) -> None:
    """Wait until no card glides: the "gliding" class gone, then the animations themselves done."""
    page.wait_for_function(NO_GLIDING, timeout=10_000)
    left = page.evaluate(FLYING)
    EXPOSED["settles"].append(len(left))
    if left:
        EXPOSED["left"].append(max(left))
        page.wait_for_function(f"() => ({FLYING})().length === 0", timeout=10_000)


# --- statistics -------------------------------------------------------------------------------


def pct(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def summary(values: list[float]) -> str:
    if not values:
        return "no samples"
    return (f"p50 {pct(values, 50):6.2f}  p95 {pct(values, 95):6.2f}  max {max(values):6.2f} ms"
            f"  (n={len(values)})")


# --- page set-up ------------------------------------------------------------------------------


def foundation_tap_deal() -> tuple[str, str, int]:
    """A draw-1 deal with an ace on top of a column: (code, pile, index) of that ace."""
    for number in range(1, 10_000):
        code = GameCode(1, "N", number)
        game = Game.deal(code)
        for i, column in enumerate(game.columns):
            if column and RANK[column[-1]] == 1:
                return str(code), f"col-{i + 1}", len(column) - 1
    raise LookupError("no deal with an ace on top of a column")


SLOWDOWN = {"rate": 1.0}
"""``--cpu-slowdown``: Chromium's CPU throttling, applied once the game is ready (a phone's CPU is several times
slower than a desktop's; DevTools' "mid-tier mobile" preset is 4x)."""


def slow_down(page: Page) -> None:
    if SLOWDOWN["rate"] > 1:
        page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": SLOWDOWN["rate"]})


def open_game(browser, url: str, *, double_tap: bool | None = None) -> Page:
    context = browser.new_context(viewport=VIEWPORT)
    if double_tap is not None:
        value = json.dumps(json.dumps({"double_tap": double_tap}))
        context.add_init_script(f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {value});")
    context.add_init_script(INIT_SCRIPT)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    page.wait_for_timeout(300)  # let the first save and frames pass
    slow_down(page)
    return page


def centre(page: Page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).last.bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def mark(page: Page) -> dict:
    """Counts of what was recorded so far, to take only what comes after."""
    return page.evaluate("() => ({events: __bench.events.length, mutations: __bench.mutations.length,"
                         " frames: __bench.frames.length, timers: __bench.timers.length})")


def since(page: Page, start: dict) -> dict:
    return page.evaluate("""(s) => ({events: __bench.events.slice(s.events), mutations: __bench.mutations.slice(s.mutations),
        frames: __bench.frames.slice(s.frames), timers: __bench.timers.slice(s.timers),
        slow: __bench.slow, long: __bench.long, loop: __bench.loop})""", start)


LOST: list[str] = []
"""Inputs that got no answer within 5 s, described for the report."""


def wait_update(page: Page, count: int, what: str = "") -> bool:
    """Wait until the DOM is updated after ``count`` updates; False (and noted) if it never is."""
    try:
        page.wait_for_function("n => __bench.mutations.length > n", arg=count, timeout=5_000)
    except PlaywrightTimeoutError:
        state = page.evaluate("""() => ({
            events: __bench.events.slice(-4).map(e => e.type + (e.target ? ` on ${e.target}` : "")
                                                   + (e.end === null ? " (unfinished)" : "")).join(", "),
            moves: document.getElementById("game").dataset.moves,
            message: document.querySelector("[data-show='message']").textContent })""")
        LOST.append(f"{what}: no DOM update within 5 s; data-moves {state['moves']}, "
                    f"message {state['message']!r}; last events: {state['events']}")
        return False
    return True


# --- taps ---------------------------------------------------------------------------------------


def taps_of(data: dict, event_type: str, tag: str | None = None) -> list[dict]:
    """Each ``event_type`` that updated the DOM from its own listeners, with its times:
    latency (DOM updated - timeStamp), handler (time in its listeners), frame (main thread
    done with the next frame - timeStamp), paint (Event Timing duration, None below 16 ms)."""
    slow = {round(e["ts"], 1): e["duration"] for e in (data["slow"] or []) if e["name"] == event_type}
    found = []
    for e in data["events"]:
        if e["type"] != event_type or e["end"] is None or (tag and e.get("tag") != tag):
            continue
        after = [m for m in data["mutations"] if m[0] >= e["start"]]
        if after and after[0][0] <= e["end"] + 1:  # updated by this event's own listeners
            found.append({"latency": after[0][0] - e["ts"], "handler": e["end"] - e["start"],
                          "frame": after[0][1] - e["ts"] if after[0][1] else None,
                          "paint": slow.get(round(e["ts"], 1))})
    return found


def stock_taps(page: Page, taps: int) -> dict:
    x, y = centre(page, '[data-pile="stock"]')
    page.mouse.move(x, y)
    start = mark(page)
    for number in range(taps):
        count = page.evaluate("""() => {
            __bench.tag = document.querySelector('[data-pile="stock"]').dataset.count === "0" ? "recycle" : "draw";
            return __bench.mutations.length; }""")
        page.mouse.down()
        page.mouse.up()
        wait_update(page, count, f"stock tap {number + 1}")
        settle(page)
    return since(page, start)


def tap_and_undo(page: Page, x: float, y: float, taps: int, label: str) -> None:
    """Tap (x, y), wait for the page to change, undo; ``taps`` times."""
    for number in range(taps):
        count = page.evaluate("__bench.mutations.length")
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.up()
        if not wait_update(page, count, f"{label} {number + 1}"):
            continue
        settle(page)
        count = page.evaluate("__bench.mutations.length")
        page.keyboard.press("Control+z")
        wait_update(page, count, f"undo after {label} {number + 1}")
        settle(page)


def card_taps(page: Page, pile: str, index: int, taps: int) -> dict:
    x, y = centre(page, f'.card[data-pile="{pile}"][data-index="{index}"]')
    start = mark(page)
    tap_and_undo(page, x, y, taps, "card tap")
    return since(page, start)


def delayed_taps(page: Page, pile: str, index: int, taps: int) -> list[float]:
    """Single taps with double tap on (the default) on the ace: no tableau spot takes an ace, so since
    SPEC.md point 8 allows it the tap acts at once (before, it waited out the 300 ms double-tap window)."""
    x, y = centre(page, f'.card[data-pile="{pile}"][data-index="{index}"]')
    start = mark(page)
    tap_and_undo(page, x, y, taps, "delayed tap")
    data = since(page, start)
    ups = [e for e in data["events"] if e["type"] == "pointerup"]
    return [next(m[0] for m in data["mutations"] if m[0] > e["start"]) - e["ts"] for e in ups]


def print_taps(label: str, data: dict, event_type: str = "pointerup", tag: str | None = None) -> None:
    taps = taps_of(data, event_type, tag)
    if not taps:
        print(f"  {label:<34} no samples")
        return
    latency = [t["latency"] for t in taps]
    frame = [t["frame"] for t in taps if t["frame"] is not None]
    paints = sorted((t["paint"] or 0) for t in taps)

    def paint(p: float) -> str:
        value = pct(paints, p) if paints else 0
        return f"{value:4.0f}" if value else " <16"

    within = sum(1 for v in latency if v <= FRAME_MS)
    first = f"; the first one {latency[0]:.1f} ms" if latency else ""
    print(f"  {label:<34} latency {summary(latency)}{first}")
    print(f"  {'':<34} handler {summary([t['handler'] for t in taps])}")
    print(f"  {'':<34} frame   {summary(frame)}")
    print(f"  {'':<34} paint   p50 {paint(50)}    p95 {paint(95)}    max {paint(100)}    ms (Event Timing, "
          f"8 ms steps); {within}/{len(latency)} DOM updates within {FRAME_MS:.1f} ms")


def print_timers(data: dict) -> None:
    by_delay: dict[int, list[float]] = {}
    for delay, start, end in data["timers"]:
        by_delay.setdefault(int(delay), []).append(end - start)
    names = {40: "save (setTimeout 40 ms)", 180: "landing (setTimeout 180 ms)", 300: "single tap (300 ms)"}
    for delay, values in sorted(by_delay.items()):
        if delay in names:
            print(f"  {names[delay]:<34} callback {summary(values)}")


# --- drag ---------------------------------------------------------------------------------------


def drags(page: Page, pile: str, index: int, count: int, steps: int) -> dict:
    """``count`` drags of a column's top card in a circle of small steps, dropped where nothing takes it."""
    selector = f'.card[data-pile="{pile}"][data-index="{index}"]'
    start = mark(page)
    page.evaluate("__loop(true)")
    for _ in range(count):
        x, y = centre(page, selector)
        page.mouse.move(x, y)
        page.mouse.down()
        for step in range(1, steps + 1):
            angle = 2 * math.pi * step / steps
            page.mouse.move(x + 120 * math.sin(angle), y + 60 * (1 - math.cos(angle)))
        mutations = page.evaluate("__bench.mutations.length")
        page.mouse.up()
        wait_update(page, mutations, "drop")
        settle(page)
    page.evaluate("__loop(false)")
    return since(page, start)


def print_drags(data: dict, count: int) -> None:
    events = data["events"]
    moves = [e for e in events if e["type"] == "pointermove" and e["end"] is not None]
    handler = [e["end"] - e["start"] for e in moves]
    # The lift (first move past the drag threshold) asks the engine for targets: the slowest move of each drag.
    downs = [e["start"] for e in events if e["type"] == "pointerdown"]
    lifts = []
    for i, down in enumerate(downs):
        until = downs[i + 1] if i + 1 < len(downs) else float("inf")
        mine = [e["end"] - e["start"] for e in moves if down < e["start"] < until]
        if mine:
            lifts.append(max(mine))
    frames = [end - start for start, end in data["frames"]]
    loop = data["loop"]["frames"] if data["loop"] else []
    work = [f[2] - f[1] for f in loop if len(f) == 3]
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(loop)]
    seconds = (loop[-1][0] - loop[0][0]) / 1000 if len(loop) > 1 else 0
    print(f"  pointermove handler                 {summary(handler)}")
    print(f"  lift (slowest move of each drag)    {summary(lifts)}")
    print(f"  animation-frame callback (moves)    {summary(frames)}")
    print(f"  frame main-thread work              {summary(work)}")
    print(f"  drop (pointerup, card goes back)    latency {summary([t['latency'] for t in taps_of(data, 'pointerup')])}")
    if gaps:
        late = sum(1 for g in gaps if g > 1.5 * FRAME_MS)
        cost = pct(handler, 95) + pct(frames, 95) if handler and frames else float("nan")
        print(f"  frames: {len(loop)} in {seconds:.1f} s = {len(loop) / seconds:.0f} fps measured "
              f"(median interval {statistics.median(gaps):.1f} ms, {late} over 1.5 frames); "
              f"{len(moves) / max(len(loop), 1):.2f} pointermoves per frame")
        print(f"  one drag frame at p95 (handler + frame callback): {cost:.2f} ms -> "
              f"{1000 / cost:.0f} frames per second of Python work alone")
    long = [f for f in (data["long"] or []) if f["start"] >= (loop[0][0] if loop else 0)]
    print(f"  long animation frames (>= 50 ms) during the drags: {len(long)}")
    for f in sorted(long, key=lambda f: -f["duration"])[:5]:
        scripts = ", ".join(f"{invoker} {ms} ms" for invoker, ms in f["scripts"][:3]) or "no script"
        print(f"    {f['duration']:4.0f} ms (rendering {f['render']:.0f} ms): {scripts}")


# --- a won game replayed by touch ----------------------------------------------------------------

REPLAY_CODE = "DS1-D1N-AAAAAAC"
PHONE = {"width": 390, "height": 844}
HUMAN_MS = 120
"""From the page's answer to the next input: quicker than a glide (180 ms)."""

SPOTS_JS = """
    const game = document.getElementById('game');
    const origin = game.querySelector('.table').getBoundingClientRect();
    const box = (name) => game.querySelector(`.pile[data-pile="${name}"]`).getBoundingClientRect();
    const h = box('stock').height, w = box('stock').width;
    // Where the engine's cards lie (the place each card goes to), not where a glide has them now.
    const at = (el) => { const m = /translate\\(([-\\d.]+)px,\\s*([-\\d.]+)px\\)/.exec(el.style.transform);
                         return m ? [origin.left + +m[1], origin.top + +m[2]] : [origin.left, origin.top]; };
    const cards = (pile) => [...game.querySelectorAll(`.card[data-pile="${pile}"]`)]
        .sort((a, b) => a.dataset.index - b.dataset.index);
    function cardPoint(pile, index) {
        const list = cards(pile);
        if (!list.length) { const r = box(pile); return [r.left + r.width / 2, r.top + h / 2]; }
        const i = index === null ? list.length - 1 : index;
        const [x, y] = at(list[i]);
        const next = list[i + 1];
        return [x + w / 2, next ? (y + at(next)[1]) / 2 : y + h / 2];
    }
    function dropPoint(target) {
        if (target.startsWith('foundation')) {
            const rects = [...game.querySelectorAll('.pile[data-pile^="foundation-"]')].map(el => el.getBoundingClientRect());
            return [(Math.min(...rects.map(r => r.left)) + Math.max(...rects.map(r => r.right))) / 2,
                    (Math.min(...rects.map(r => r.top)) + Math.max(...rects.map(r => r.bottom))) / 2];
        }
        const list = cards(target), r = box(target);
        const y = list.length ? at(list[list.length - 1])[1] + h * 0.3 : r.top + h / 2;
        return [r.left + r.width / 2, y];
    }
"""


def gesture_of(game: Game, move: Move) -> str:
    """How the replay makes ``move``: ``stock`` (a tap on it), ``tap`` (a single tap) or ``drag``."""
    if move.is_draw or move.is_recycle:
        return "stock"
    try:
        if tap_move(game, move.src) == move:
            return "tap"
    except IllegalMoveError:
        pass
    return "drag"


def start_trace(page: Page):
    """Chromium's input latency records (the ``latencyInfo`` trace category alone: light) from now on."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": ["latencyInfo"], "excludedCategories": ["*"]},
                               "transferMode": "ReturnAsStream"})
    return cdp


def touch_arrivals(page: Page, cdp) -> list[tuple[float, float]]:
    """Stop the trace; for each touch end, (its timestamp, ms until the browser's input router got it), in
    TimeTicks ms. DevTools' ``Input.dispatchTouchEvent`` stamps the event, then waits for the renderer's
    next frame before passing it on ("make sure the compositor is up to date", content/browser/devtools/
    protocol/input_handler.cc): up to a frame that a finger on a screen never waits, and more on a loaded
    machine, inside ``event.timeStamp``'s latency."""
    done: list[dict] = []
    cdp.on("Tracing.tracingComplete", lambda event: done.append(event))
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)
    chunks = []
    while True:
        read = cdp.send("IO.read", {"handle": done[0]["stream"], "size": 1 << 22})
        chunks.append(read["data"])
        if read.get("eof"):
            break
    cdp.send("IO.close", {"handle": done[0]["stream"]})
    trace = json.loads("".join(chunks))
    arrivals = []
    for e in trace["traceEvents"] if isinstance(trace, dict) else trace:
        if e.get("name") != "InputLatency::TouchEnd" or e.get("ph") != "b":
            continue
        times = {c["component_type"]: c["time_us"] / 1000 for c in e["args"]["chrome_latency_info"]["component_info"]}
        if "COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL" in times and "COMPONENT_INPUT_EVENT_LATENCY_BEGIN_RWH" in times:
            original = times["COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL"]
            arrivals.append((original, times["COMPONENT_INPUT_EVENT_LATENCY_BEGIN_RWH"] - original))
    return sorted(arrivals)


def arrival_waits(ups: list[dict], arrivals: list[tuple[float, float]]) -> dict[float, float]:
    """Each touch pointerup's wait before the browser's input router got it, by the event's ``timeStamp``.
    The page's clock and the trace's differ by a constant (the page's time origin), the one that matches
    the most events (within 0.5 ms)."""
    if not ups or not arrivals:
        return {}
    best: dict[float, float] = {}
    first = min(e["ts"] for e in ups)
    for candidate in arrivals[:4]:  # the first pointerup is one of the first touch ends
        offset = candidate[0] - first
        waits = {}
        for e in ups:
            near = min(arrivals, key=lambda a: abs(a[0] - e["ts"] - offset))
            if abs(near[0] - e["ts"] - offset) < 0.5:
                waits[e["ts"]] = near[1]
        if len(waits) > len(best):
            best = waits
    return best


def replay(browser, url: str, gap_ms: float = HUMAN_MS) -> dict:
    """The won line of ``REPLAY_CODE`` played by touch on a phone; what was recorded, and the inputs lost."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    context.add_init_script(INIT_SCRIPT)
    page = context.new_page()
    page.goto(f"{url}#{REPLAY_CODE}")
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    page.wait_for_timeout(300)
    slow_down(page)
    finger = Finger(page)
    game = Game.deal(REPLAY_CODE)
    kinds: list[str] = []
    lost: list[str] = []
    start = mark(page)
    tracing = start_trace(page)
    for number, move in enumerate(winning_line(REPLAY_CODE)):
        kind = gesture_of(game, move)
        source = "stock" if kind == "stock" else str(move.src)  # a recycle's source is the waste: a tap on the stock
        index = len(game.pile_cards(source)) - move.count
        for attempt in (1, 2):
            page.evaluate("tag => { __bench.tag = tag; }", kind)
            if kind == "drag":
                (x, y), end = page.evaluate(
                    "([pile, index, target]) => {" + SPOTS_JS + "return [cardPoint(pile, index), dropPoint(target)]; }",
                    [source, index, str(move.dst)])
                finger.drag((x, y), tuple(end), steps=6)
            else:
                x, y = page.evaluate("([pile, index]) => {" + SPOTS_JS + "return cardPoint(pile, index); }",
                                     [source, None if kind == "stock" else index])
                finger.tap(x, y)
            try:
                page.wait_for_function("n => document.getElementById('game').dataset.moves === String(n)",
                                       arg=game.move_count + 1, timeout=3_000)
                break
            except PlaywrightTimeoutError:
                message = page.evaluate("document.querySelector(\"[data-show='message']\").textContent")
                lost.append(f"move {number + 1} {move} ({kind}, attempt {attempt}): {message!r}")
                page.evaluate("__bench.tag = 'retry'")
                settle(page)
        else:
            break
        game.play(move)
        kinds.append(kind)
        shown = page.evaluate("() => document.getElementById('game').dataset.score")
        if shown != str(game.score):
            lost.append(f"move {number + 1} {move} ({kind}): misread, score {shown} where the engine has {game.score}")
            break
        page.wait_for_timeout(gap_ms)
    won = page.evaluate("() => document.getElementById('game').dataset.won")
    data = since(page, start)
    arrivals = touch_arrivals(page, tracing)
    context.close()
    return {"data": data, "kinds": kinds, "lost": lost, "won": won == "true", "gap": gap_ms, "arrivals": arrivals}


def print_replay(result: dict) -> None:
    data, kinds = result["data"], result["kinds"]
    print(f"(the next input {result['gap']:g} ms after the page answered)")
    counts = {kind: kinds.count(kind) for kind in ("stock", "tap", "drag")}
    print(f"replay: {REPLAY_CODE} by touch at {PHONE['width']}x{PHONE['height']}, double tap on; "
          f"{len(kinds)} moves played ({counts['stock']} stock taps, {counts['tap']} single taps, "
          f"{counts['drag']} drags); won: {result['won']}")
    ups = [e for e in data["events"] if e["type"] == "pointerup" and e["end"] is not None]
    waits = arrival_waits(ups, result.get("arrivals", []))
    now, later = [], []
    arrived: dict[str, list[float]] = {"tap": [], "stock": []}
    queued: dict[str, list[float]] = {"tap": [], "stock": []}
    for e, following in zip(ups, [*ups[1:], None]):
        until = following["start"] if following else math.inf
        after = [m for m in data["mutations"] if e["start"] <= m[0] < until]
        if e.get("tag") not in ("tap", "stock") or not after:
            continue  # another gesture, or a tap that got no answer (counted as lost)
        latency = after[0][0] - e["ts"]
        at_once = after[0][0] <= e["end"] + 1
        if e["tag"] == "tap":
            (now if at_once else later).append(latency)
        if at_once and e["ts"] in waits:
            arrived[e["tag"]].append(latency - waits[e["ts"]])
            queued[e["tag"]].append(e["start"] - e["ts"] - waits[e["ts"]])
    share = len(now) / max(len(now) + len(later), 1)
    print(f"  single taps carried out at once      {len(now)}/{len(now) + len(later)} = {100 * share:.0f}%")
    print(f"  their latency (input -> DOM)         {summary(now)}")
    print(f"  taps that waited for a second tap    {summary(later)}")
    wait = [waits[e["ts"]] for e in ups if e["ts"] in waits]
    print(f"  touch ends held by DevTools before the browser's input router got them (the harness's wait for a frame,"
          f" inside the latencies above; {len(wait)} of {len(ups)} matched in the trace): {summary(wait)}")
    print(f"  single taps at once, from the input router -> DOM   {summary(arrived['tap'])}")
    print(f"  {'':<34}  of which queued in the renderer   {summary(queued['tap'])}")
    print(f"  stock taps, from the input router -> DOM            {summary(arrived['stock'])}")
    record("page_touch", {
        "single taps at once": share,
        "touch tap p95 router": pct(arrived["tap"], 95) if arrived["tap"] else None,
        "touch tap p95 timeStamp": pct(now, 95) if now else None,
        "devtools wait p50": pct(wait, 50) if wait else None,
        "lost": len(result["lost"]),
    })
    print_taps("single taps carried out at once", data, tag="tap")
    print_taps("stock taps (draw 1)", data, tag="stock")
    if result["lost"]:
        print(f"  inputs lost or misread: {len(result['lost'])}")
        for text in result["lost"][:12]:
            print("    " + text)
    else:
        print("  inputs lost or misread: none")


# --- profile -----------------------------------------------------------------------------------


PROFILE_JS = """
(() => {
  const totals = window.__jsprof = {};
  const add = (name, spent) => { const t = totals[name] ??= [0, 0, 0]; t[0]++; t[1] += spent; t[2] = Math.max(t[2], spent); };
  const wrap = (proto, name, label) => {
    const original = proto[name];
    proto[name] = function (...args) {
      const start = performance.now();
      try { return original.apply(this, args); } finally { add(label, performance.now() - start); }
    };
  };
  const wrapAccessor = (proto, name, label, which) => {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    const original = d[which];
    Object.defineProperty(proto, name, { ...d, [which]: function (...args) {
      const start = performance.now();
      try { return original.apply(this, args); } finally { add(label, performance.now() - start); }
    } });
  };
  wrap(Element.prototype, "getAnimations", "js getAnimations()");
  wrap(Element.prototype, "animate", "js animate()");
  wrap(Element.prototype, "getBoundingClientRect", "js getBoundingClientRect()");
  wrapAccessor(HTMLElement.prototype, "offsetWidth", "js offsetWidth (read)", "get");
  wrapAccessor(Element.prototype, "innerHTML", "js innerHTML (write)", "set");
})();
"""


def profile(browser, url: str, pile: str, index: int, taps: int) -> None:
    """Where a tap's time goes: the same taps and a drag with timers around the board's steps."""
    context = browser.new_context(viewport=VIEWPORT)
    context.add_init_script(f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, "
                            f"{json.dumps(json.dumps({'double_tap': False}))});")
    context.add_init_script(INIT_SCRIPT)
    context.add_init_script(PROFILE_JS)

    def with_timers(route) -> None:
        # After main.py's check of the modules frozen in the snapshot (which may import them again from the
        # files), before the board is made.
        original = route.fetch().text()
        head, mark, rest = original.partition("from ds.web.board import Board")
        route.fulfill(body=head + PROFILE_PREFIX + mark + rest, content_type="text/x-python; charset=utf-8")

    context.route("**/ds/web/main.py", with_timers)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    page.wait_for_timeout(300)
    slow_down(page)
    take = "() => { const t = JSON.parse(__profile()); Object.assign(t, __jsprof); return t; }"
    reset = "() => { __profile(true); for (const k in __jsprof) delete __jsprof[k]; }"
    page.evaluate(reset)
    card_taps(page, pile, index, taps)
    cards = page.evaluate(take)
    page.evaluate(reset)
    stock_taps(page, taps)
    stock = page.evaluate(take)
    page.evaluate(reset)
    column = f"col-{1 if pile != 'col-1' else 2}"
    top = page.evaluate(f"document.querySelectorAll('.card[data-pile=\"{column}\"]').length") - 1
    drags(page, column, top, 2, 120)
    dragging = page.evaluate(take)
    context.close()
    print(f"profile: mean (max) ms per call, calls; {taps} card taps + undos, {taps} stock taps, 2 drags")
    for label, totals in (("card taps + undo", cards), ("stock taps", stock), ("drags", dragging)):
        print(f"  {label}:")
        for name, (calls, total, most) in sorted(totals.items(), key=lambda kv: -kv[1][1]):
            print(f"    {name:<24} {total / calls:7.3f} ({most:6.2f})  x{calls}")


# --- main ---------------------------------------------------------------------------------------


def keep(stock: dict, cards: dict, dragging: dict) -> None:
    """The p95s, for the summary at the end of make bench (bench/summary.py)."""
    def p95(taps: list[dict]) -> float | None:
        return pct([t["latency"] for t in taps], 95) if taps else None

    handler = [e["end"] - e["start"] for e in dragging["events"] if e["type"] == "pointermove" and e["end"] is not None]
    frames = [end - start for start, end in dragging["frames"]]
    record("page", {
        "draw p95": p95(taps_of(stock, "pointerup", "draw")),
        "recycle p95": p95(taps_of(stock, "pointerup", "recycle")),
        "card tap p95": p95(taps_of(cards, "pointerup")),
        "undo p95": p95(taps_of(cards, "keydown")),
        "drag frame p95": pct(handler, 95) + pct(frames, 95) if handler and frames else None,
    })


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--taps", type=int, default=200)
    parser.add_argument("--drags", type=int, default=5)
    parser.add_argument("--steps", type=int, default=120, help="mouse moves per drag")
    parser.add_argument("--url", default="/", help="page to measure, from the server root")
    parser.add_argument("--replay", action=argparse.BooleanOptionalAction, default=True,
                        help="replay a won game by touch on a phone (--no-replay: skip it)")
    parser.add_argument("--only-replay", action="store_true", help="the replay alone")
    parser.add_argument("--gap", type=float, default=HUMAN_MS, metavar="MS",
                        help=f"replay: from the page's answer to the next input (default {HUMAN_MS:g})")
    parser.add_argument("--profile", type=int, default=0, metavar="TAPS",
                        help="instead: time the board's steps over TAPS taps (a main.py with timers)")
    parser.add_argument("--cpu-slowdown", type=float, default=1.0, metavar="RATE",
                        help="throttle the page's CPU by RATE once the game is ready (4: a mid-range phone)")
    args = parser.parse_args()
    SLOWDOWN["rate"] = args.cpu_slowdown

    code, pile, index = foundation_tap_deal()
    server = make_server(ROOT, 0)
    start_in_thread(server)
    url = server.url + args.url
    began = time.perf_counter()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        if args.profile:
            profile(browser, f"{url}#{code}", pile, index, args.profile)
            browser.close()
            return
        replayed = replay(browser, url, args.gap) if args.replay or args.only_replay else None
        if args.only_replay:
            browser.close()
            print_replay(replayed)
            return
        page = open_game(browser, f"{url}#{GameCode(1, 'N', 1)}")
        stock = stock_taps(page, args.taps)
        page.context.close()

        page = open_game(browser, f"{url}#{code}", double_tap=False)
        cards = card_taps(page, pile, index, args.taps)
        column = f"col-{1 if pile != 'col-1' else 2}"
        top = page.evaluate(f"document.querySelectorAll('.card[data-pile=\"{column}\"]').length") - 1
        dragging = drags(page, column, top, args.drags, args.steps)
        page.context.close()

        page = open_game(browser, f"{url}#{code}")
        delayed = delayed_taps(page, pile, index, 10)
        page.context.close()
        browser.close()
    server.shutdown()
    server.server_close()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"page input: ms, Chromium headless {VIEWPORT['width']}x{VIEWPORT['height']}; "
          f"load average {load:.1f} on {os.cpu_count()} CPUs; {time.perf_counter() - began:.0f} s"
          + (f"; CPU slowed down {args.cpu_slowdown:g}x" if args.cpu_slowdown > 1 else ""))
    print_taps("stock tap, draw (draw 1)", stock, tag="draw")
    print_taps("stock tap, recycle (59 cards back)", stock, tag="recycle")
    print_taps(f"card tap to foundation ({code})", cards)
    print_taps("undo (Ctrl+Z keydown)", cards, "keydown")
    print_timers({"timers": stock["timers"] + cards["timers"]})
    for label, data in (("stock taps", stock), ("card taps", cards)):
        begin = data["events"][0]["ts"] if data["events"] else 0
        long = [f for f in (data["long"] or []) if f["start"] >= begin]
        print(f"  long animation frames (>= 50 ms) during the {label}: {len(long)}"
              + (f", longest {max(f['duration'] for f in long):.0f} ms" if long else ""))
        for f in sorted(long, key=lambda f: -f["duration"])[:3]:
            scripts = ", ".join(f"{invoker} {ms} ms" for invoker, ms in f["scripts"][:3]) or "no script"
            print(f"    {f['duration']:4.0f} ms (rendering {f['render']:.0f} ms): {scripts}")
    print(f"  card tap, double tap on (default)   latency {summary(delayed)}  (an ace: at once, SPEC.md point 8)")
    print(f"drag: {args.drags} drags of {args.steps} mouse moves")
    print_drags(dragging, args.drags)
    if args.cpu_slowdown <= 1:  # the summary keeps the figures of the machine as it is
        keep(stock, cards, dragging)
    if EXPOSED["left"]:
        left = EXPOSED["left"]
        unstarted = sum(1 for v in left if v == math.inf)
        started = [v for v in left if v != math.inf]
        print(f"cards still flying when their 'gliding' class (no input while in flight) was already gone: "
              f"after {len(left)} of {len(EXPOSED['settles'])} inputs; flight left "
              + (summary(started) if started else "-") + f"; {unstarted} not even started")
    if LOST:
        print(f"inputs with no answer: {len(LOST)}")
        for line in LOST[:10]:
            print("  " + line)
    if replayed is not None:
        print_replay(replayed)


if __name__ == "__main__":
    main()

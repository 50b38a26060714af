"""The solver in the page, in headless Chromium: how long a hint takes, and how fast taps are answered
while the solver searches in the background.

    PYTHONPATH=. .venv/bin/python bench/bench_solver_page.py [--deals N] [--taps N]

- Hints: on ``--deals`` fresh deals of each mode (seed 7) and on the same deals 12 stock taps in,
  the time from the H keydown's ``timeStamp`` to the hint's words in the message line (or the words
  saying no move helps). The page's budget is ``ds.web.coach.HINT_SECONDS`` of search, cut into
  slices (``ds/web/slices.py``); a position whose answer the page already knows is answered at once.
- Taps while searching: stock taps on a Vegas deal that the solver cannot decide quickly, with the
  "still winnable?" mark on (each tap starts a new background search of up to 5 s) and off; the tap's
  latency (pointerup ``timeStamp`` to the DOM updated) measured as ``bench_page.py`` does.
- Winnable deals only: the New game window's search, ``--searches`` times per mode, from the click on
  Deal to the window closing on a deal the page's solver won (``ds.web.coach.DEAL_NODES`` per deal
  tried), with the number of deals tried before it; a search still running after ``--cap`` seconds is
  cancelled and counted as not found. The deals are random, so the figures vary from run to run.

Benchmarks print; they assert nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import time

from playwright.sync_api import sync_playwright

from bench.results import record
from bench_page import (INIT_SCRIPT, READY, ROOT, SETTINGS_KEY, VIEWPORT, centre, pct, print_taps, stock_taps, summary,
                        taps_of)
from ds.codes import DEAL_COUNT, GameCode
from tools.browser import launch_args
from tools.serve import make_server, start_in_thread

BUSY_DEAL = "DS1-D1V-AAAAAAA"
"""A Vegas deal the solver leaves "unknown" within 5,000 positions (tests/e2e/test_solver_page.py)."""

HINT_WATCH = """
(() => {
  window.__hints = [];
  document.addEventListener("DOMContentLoaded", () => {
    const message = document.querySelector("[data-show='message']");
    new MutationObserver(() => window.__hints.push([performance.now(), message.textContent]))
      .observe(message, { childList: true, characterData: true, subtree: true });
  });
  addEventListener("keydown", (event) => { if (event.key === "h") window.__hints.push([event.timeStamp, "keydown"]); },
                   { capture: true });
})();
"""


def open_page(browser, url: str, settings: dict | None = None):
    context = browser.new_context(viewport=VIEWPORT)
    if settings is not None:
        value = json.dumps(json.dumps({"version": 1, **settings}))
        context.add_init_script(f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {value});")
    context.add_init_script(INIT_SCRIPT)
    context.add_init_script(HINT_WATCH)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    page.wait_for_timeout(300)
    return page


def hint_time(page) -> tuple[float, str]:
    """Press H; the ms from the keydown to the hint's words, and the words."""
    page.evaluate("() => { window.__hints = []; }")
    page.keyboard.press("h")
    page.wait_for_function("""() => window.__hints.some(([t, text]) => text && text !== 'keydown'
        && !text.startsWith('Looking for'))""", timeout=30_000)
    hints = page.evaluate("() => window.__hints")
    down = next(t for t, text in hints if text == "keydown")
    when, words = next((t, text) for t, text in hints if text != "keydown" and text and not text.startswith("Looking for"))
    return when - down, words


def deal_search(page, mode: str, cap: float) -> tuple[float, int, bool]:
    """Search a winnable deal of ``mode`` in the New game window: seconds, deals tried, found."""
    page.click("[data-action='new-game']")
    page.check(f"input[name='draw'][value='{mode[1]}']")
    page.check(f"input[name='scoring'][value='{mode[2]}']")
    page.check("[name='winnable']")
    dialog = page.locator("dialog[data-dialog='new-game']")
    began = time.perf_counter()
    page.click("[data-action='deal']")
    tried = 0
    while time.perf_counter() - began < cap:
        if not dialog.is_visible():
            return time.perf_counter() - began, tried, True
        words = page.locator("[data-show='deal-search']").text_content() or ""
        counted = re.search(r"\d+", words)
        tried = int(counted.group()) if counted else tried
        page.wait_for_timeout(250)
    page.keyboard.press("Escape")
    return time.perf_counter() - began, tried, False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=5, help="deals per mode for the hint times")
    parser.add_argument("--taps", type=int, default=50, help="stock taps with the mark on, and off")
    parser.add_argument("--searches", type=int, default=3, help="winnable-deal searches per mode")
    parser.add_argument("--cap", type=float, default=180, help="seconds before a winnable-deal search is cancelled")
    args = parser.parse_args()
    server = make_server(ROOT, 0)
    start_in_thread(server)
    began = time.perf_counter()
    rng = random.Random(7)
    hints: dict[str, list[float]] = {}
    said: dict[str, list[str]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        page = open_page(browser, f"{server.url}/")
        for mode in ("D1N", "D3N", "D1V", "D3V"):
            for _ in range(args.deals):
                code = GameCode(int(mode[1]), mode[2], rng.randrange(DEAL_COUNT))
                page.goto(f"{server.url}/#{code}")
                page.reload()
                page.wait_for_selector(READY, state="attached", timeout=90_000)
                for label, taps in (("fresh deal", 0), ("12 draws in", 12)):
                    x, y = centre(page, '[data-pile="stock"]')
                    for _ in range(taps):
                        moves = int(page.get_attribute("#game", "data-moves") or 0)
                        page.mouse.click(x, y)
                        page.wait_for_function(f"document.getElementById('game').dataset.moves > {moves}")
                    ms, words = hint_time(page)
                    hints.setdefault(f"{mode} {label}", []).append(ms)
                    said.setdefault(mode, []).append(words)
        page.context.close()

        page = open_page(browser, f"{server.url}/#{BUSY_DEAL}", {"winnable_mark": True})
        busy = stock_taps(page, args.taps)
        state = page.get_attribute("[data-show='winnable']", "data-state")
        page.context.close()
        page = open_page(browser, f"{server.url}/#{BUSY_DEAL}", {"winnable_mark": False})
        idle = stock_taps(page, args.taps)
        page.context.close()
        searches: dict[str, list[tuple[float, int, bool]]] = {}
        page = open_page(browser, f"{server.url}/")
        for mode in ("D1N", "D3N", "D1V", "D3V"):
            for _ in range(args.searches):
                searches.setdefault(mode, []).append(deal_search(page, mode, args.cap))
        page.context.close()
        browser.close()
    server.shutdown()
    server.server_close()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"the solver in the page: ms, Chromium headless; load average {load:.1f} on {os.cpu_count()} CPUs; "
          f"{time.perf_counter() - began:.0f} s")
    print(f"hint: H keydown to the hint's words, {args.deals} deals per mode (seed 7)")
    for label, values in hints.items():
        print(f"  {label:<22} p50 {pct(values, 50):7.1f}  max {max(values):7.1f} ms  (n={len(values)})")
    every = [v for values in hints.values() for v in values]
    print(f"  {'all':<22} {summary(every)}; within 300 ms: {sum(v <= 300 for v in every)}/{len(every)}")
    kinds = {"a move": 0, "no move helps / no line wins": 0}
    for words in (w for values in said.values() for w in values):
        kinds["a move" if words.startswith("Hint:") else "no move helps / no line wins"] += 1
    print(f"  answers: {kinds}")
    print(f"taps on {BUSY_DEAL}'s stock, the mark's background search running after each (last mark: {state})")
    record("solver_page", {
        "hints within 300 ms": sum(v <= 300 for v in every) / len(every) if every else None,
        "hint p95": pct(every, 95) if every else None,
        "taps searching p95": pct([t["latency"] for t in taps_of(busy, "pointerup")], 95) if taps_of(busy, "pointerup") else None,
    })
    print_taps("stock tap, mark on (searching)", busy)
    print_taps("stock tap, mark off", idle)
    print(f"winnable deals only: Deal clicked to the window closed on a won deal, {args.searches} searches per mode, "
          f"cancelled after {args.cap:g} s")
    for mode, runs in searches.items():
        found = [seconds for seconds, _, ok in runs if ok]
        times = " ".join(f"{seconds:.1f}" + ("" if ok else "+") for seconds, _, ok in runs)
        tried = " ".join(str(count) for _, count, _ in runs)
        print(f"  {mode}  found {len(found)}/{len(runs)}  seconds {times}  deals tried before {tried}")


if __name__ == "__main__":
    main()

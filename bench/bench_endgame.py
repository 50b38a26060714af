"""The end of a game in the page, in headless Chromium: a Finish of many cards, then the win's celebration.

    PYTHONPATH=. .venv/bin/python bench/bench_endgame.py [--runs N] [--cards N]

A table with ``--cards`` cards away from the foundations, all face up
(reached from a won table by random legal moves, as in
tests/engine/test_finish.py), is opened at a desktop and a phone size. The
bench presses Finish and prints how long the cards take to go home (they are
played ``endgame.STEP_MS`` apart), then, while the celebration runs (each
card's flight worked out in Python every animation frame, its trail stamped
on a canvas), the frames a
plain ``requestAnimationFrame`` loop saw: how many per second, the median and
95th percentile interval, and the long animation frames (over 50 ms) the
browser reported. Benchmarks print; they assert nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from ds import Game, Position
from ds.save import dump
from tools.browser import launch_args
from tools.serve import make_server, start_in_thread

ROOT = Path(__file__).resolve().parent.parent
SIZES = {"desktop": (1366, 768), "phone": (390, 844)}
WATCH_MS = 4000

FRAMES = """ms => new Promise(resolve => {
    const stamps = [], long = [];
    const observer = new PerformanceObserver(list => long.push(...list.getEntries().map(e => e.duration)));
    try { observer.observe({type: 'long-animation-frame', buffered: false}); } catch (e) {}
    const start = performance.now();
    const frame = now => {
        stamps.push(now);
        if (now - start < ms && document.querySelector('.celebration')) requestAnimationFrame(frame);
        else { observer.disconnect(); resolve({stamps, long}); }
    };
    requestAnimationFrame(frame);
})"""


def table(cards: int, seed: int) -> Game:
    """A won table with ``cards`` cards taken back to the columns by random legal moves."""
    code = "DS1-D1N-AAAAAAB"
    game = Game(Position(foundations=(13,) * 8, score=1220), code)
    rng = random.Random(seed)
    while 104 - game.on_foundations < cards:
        moves = list(game.legal_moves)
        back = [move for move in moves if move.src.is_foundation]
        game.play(rng.choice(back if back and rng.random() < 0.85 else moves))
    taken_back = Game(game.position, code)
    taken_back.move_count = 300
    return taken_back


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cards", type=int, default=60)
    args = parser.parse_args()
    server = make_server(ROOT, 0)
    start_in_thread(server)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args({}))
        for name, (width, height) in SIZES.items():
            context = browser.new_context(viewport={"width": width, "height": height})
            page = context.new_page()
            for run in range(args.runs):
                game = table(args.cards, seed=run)
                page.goto(server.url + "/static/style.css")
                page.evaluate("s => { localStorage.clear(); localStorage.setItem('double-solitaire.game', s); }", dump(game))
                page.goto(server.url + "/")
                page.wait_for_selector('#game[data-ready="true"]', timeout=60_000)
                started = time.perf_counter()
                page.locator("[data-action='finish']").click()
                page.wait_for_selector("#game[data-celebration='running']", timeout=60_000)
                finish = time.perf_counter() - started
                seen = page.evaluate(FRAMES, WATCH_MS)
                stamps = seen["stamps"]
                gaps = sorted(b - a for a, b in zip(stamps, stamps[1:]))
                span = (stamps[-1] - stamps[0]) / 1000 if len(stamps) > 1 else 0
                print(f"{name} run {run + 1}: {args.cards} cards finished in {finish:.2f} s; celebration "
                      f"{len(gaps) / span if span else 0:.0f} frames/s over {span:.1f} s, interval median "
                      f"{statistics.median(gaps):.1f} ms, p95 {gaps[int(len(gaps) * 0.95)]:.1f} ms, "
                      f"{len(seen['long'])} long frames (max {max(seen['long'], default=0):.0f} ms)")
                page.keyboard.press("Shift")
            context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()

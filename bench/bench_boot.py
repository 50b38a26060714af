"""Boot time of the page: navigation to data-ready="true", in headless Chromium.

    PYTHONPATH=. .venv/bin/python bench/bench_boot.py [--runs N]

Cold: a new browser context each time (empty HTTP cache, as a first visit).
Warm: a reload in the same context (files from the HTTP cache, revalidated).
Times come from the page itself: performance.mark("ds:ready") is set when
data-ready turns true, relative to the start of navigation.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from tools.browser import launch_args
from tools.serve import make_server, start_in_thread

ROOT = Path(__file__).resolve().parent.parent


def ready_ms(page: Page) -> float:
    page.wait_for_selector('#game[data-ready="true"]', state="attached", timeout=60_000)
    return page.evaluate("performance.getEntriesByName('ds:ready')[0].startTime")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    server = make_server(ROOT, 0)
    start_in_thread(server)
    cold: list[float] = []
    warm: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        for _ in range(args.runs):
            context = browser.new_context(viewport={"width": 1366, "height": 768})
            page = context.new_page()
            page.goto(server.url + "/")
            cold.append(ready_ms(page))
            page.reload()
            warm.append(ready_ms(page))
            context.close()
        browser.close()
    server.shutdown()

    for name, times in (("cold", cold), ("warm", warm)):
        print(f"boot {name}: median {statistics.median(times):6.0f} ms  "
              f"(min {min(times):.0f}, max {max(times):.0f}, {len(times)} runs)")


if __name__ == "__main__":
    main()

"""Sweep the game code's row on upright phones in Chromium, WebKit and Firefox: at each width, in each language,
print and state of the "still winnable?" mark, whether the deal's seven letters show clear of the ellipsis, whether
the bar's words and buttons overlap or leave the screen, and whether the code has its own row.

    python3 tools/code_row_sweep.py --url http://127.0.0.1:8810/ --engine webkit --widths 280-430/2

The game runs in a frame of the width wanted (WebKitGTK's MiniBrowser is never narrower than its toolbar, about
450 px), a Vegas game of 12,345 moves and a clock of 123:45 (tests/e2e/test_layout.py's long figures), its settings
in the frame's own storage keys. One line of JSON per case on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds.game import Game  # noqa: E402
from ds.save import dump  # noqa: E402

HOST = "bench/pages/plain.html"
HEIGHT = 844
BATCH = 40
"""Cases measured in one script call (each waits three frames: WebKit's driver gives a script 120 s)."""
MARK_STATES = {"checking": "checking", "won": "yes", "lost": "no", "unknown": "unknown"}

OPEN_JS = """async ([items, width, height]) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    document.body.innerHTML = '';
    document.body.style.margin = '0';
    const frame = document.createElement('iframe');
    frame.style.cssText = `border: 0; display: block; width: ${width}px; height: ${height}px`;
    frame.src = '/';
    document.body.append(frame);
    const end = performance.now() + 120000;
    for (;;) {
        const doc = frame.contentDocument;
        if (doc && doc.querySelector('#game[data-ready="true"]')) break;
        if (performance.now() > end) return 'not ready';
        await new Promise(done => setTimeout(done, 100));
    }
    const mark = frame.contentDocument.querySelector("[data-show='winnable']");
    while (!mark.closest('[hidden]') && mark.dataset.state === 'checking' && performance.now() < end)
        await new Promise(done => setTimeout(done, 100));
    return 'ready';
}"""

CASES_JS = """async (cases) => {
  const seen = [];
  for (const [width, state, word] of cases) {
    const frame = document.querySelector('iframe');
    frame.style.width = width + 'px';
    const win = frame.contentWindow, doc = frame.contentDocument;
    if (state) { const mark = doc.querySelector("[data-show='winnable']"); mark.dataset.state = state; mark.textContent = word; }
    for (let i = 0; i < 3; i++) await new Promise(done => win.requestAnimationFrame(done));
    const el = doc.querySelector('[data-show="code"]'), text = el.firstChild, range = doc.createRange();
    const cut = el.scrollWidth > el.clientWidth;
    range.setStart(text, text.length - (cut ? 8 : 7));
    range.setEnd(text, text.length);
    const deal = range.getBoundingClientRect(), box = el.getBoundingClientRect();
    const shown = deal.left >= box.left - 0.5 && deal.right <= box.right + 0.5;
    const items = [...doc.querySelectorAll('.bar h1, .bar dt, .bar [data-show], .bar [data-action]')]
        .filter(e => { const r = e.getBoundingClientRect(); return r.width > 1 && r.height > 1; })
        .map(e => { const r = e.getBoundingClientRect();
                    return {what: e.dataset.show || e.dataset.action || e.textContent.trim(),
                            left: r.left, right: r.right, top: r.top, bottom: r.bottom}; });
    const clashes = [];
    for (const item of items) if (item.left < -0.5 || item.right > win.innerWidth + 0.5) clashes.push(item.what + ' leaves');
    for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) {
        const a = items[i], b = items[j];
        if (a.what === 'code' && ['copy-code', 'share'].includes(b.what)) continue;
        if ([a.what, b.what].includes('winnable-box')) continue;
        if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
            && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) clashes.push(a.what + ' x ' + b.what);
    }
    const codeDd = doc.querySelector('.status .code').getBoundingClientRect();
    const moveDd = doc.querySelector("[data-show='moves']").getBoundingClientRect();
    const status = doc.querySelector('.status'), probe = doc.createElement('span');
    probe.style.cssText = 'position: absolute; visibility: hidden; width: 100ch';
    status.append(probe);
    const chPx = probe.getBoundingClientRect().width / 100;
    probe.remove();
    seen.push({inner: win.innerWidth, shown, cut, codeW: +box.width.toFixed(1), clashes,
            ownRow: codeDd.top > moveDd.bottom - 1, bar: +doc.querySelector('.bar').getBoundingClientRect().height.toFixed(1),
            chPx: +chPx.toFixed(3), statusCh: +(status.getBoundingClientRect().width / chPx).toFixed(1), sideways: doc.documentElement.scrollWidth > win.innerWidth});
  }
  return seen;
}"""


class Chromium:
    """Playwright's Chromium with the interface of tools/engines.py that this sweep uses."""

    name = "chromium"

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        from tools.browser import launch_args

        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(**launch_args())
        self.page = self.browser.new_page(viewport={"width": 1000, "height": 1000})

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def run(self, function: str, *args: Any) -> Any:
        return self.page.evaluate(function, list(args)[0] if len(args) == 1 else list(args))

    def viewport(self, width: int, height: int) -> list[int]:
        self.page.set_viewport_size({"width": width, "height": height})
        return [width, height]

    def close(self) -> None:
        self.browser.close()
        self.playwright.stop()


def widths(text: str) -> list[int]:
    """"280-430/2" is every 2 px from 280 to 430; "320,390" those two."""
    if "-" in text:
        span, _, step = text.partition("/")
        low, high = map(int, span.split("-"))
        return list(range(low, high + 1, int(step or 1)))
    return [int(part) for part in text.split(",")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--engine", choices=("chromium", "webkit", "firefox"), required=True)
    parser.add_argument("--widths", default="280-430/2")
    parser.add_argument("--languages", default="en,sv,pt")
    parser.add_argument("--pref", action="append", default=[], metavar="NAME=NUMBER",
                        help="a Firefox preference a player may set, e.g. font.size.variable.x-western=24")
    args = parser.parse_args()
    if args.pref and args.engine != "firefox":
        raise SystemExit("--pref is for Firefox")
    if args.engine == "chromium":
        browser: Any = Chromium()
    elif args.pref:
        from tools.bidi import Firefox

        browser = Firefox(extra_prefs={name: int(value) for name, value in (pref.split("=", 1) for pref in args.pref)})
    else:
        from tools.engines import launch

        browser = launch(args.engine)
    game = Game.deal("DS1-D1V-UDGUWZZ")
    game.move_count, game.played_ms = 12345, (123 * 60 + 45) * 1000
    try:
        browser.viewport(1000, 1000)
        for language in args.languages.split(","):
            texts = json.loads((ROOT / "static" / "i18n" / f"{language}.json").read_text(encoding="utf-8"))["texts"]
            for large, mark in ((False, False), (False, True), (True, False), (True, True)):
                settings = {"version": 1, "language": language, "winnable_mark": mark, "large_print": large}
                items = {"double-solitaire.framed.game": dump(game), "double-solitaire.framed.settings": json.dumps(settings)}
                browser.goto(args.url + HOST)
                started = time.monotonic()
                ready = browser.run(OPEN_JS, [items, widths(args.widths)[0], HEIGHT])
                if ready != "ready":
                    raise SystemExit(f"{args.engine} {language} {settings}: {ready}")
                cases = [[width, state, texts[f"winnable.{MARK_STATES[state]}"] if state else None]
                         for width in widths(args.widths) for state in (MARK_STATES if mark else [None])]
                found = [seen for at in range(0, len(cases), BATCH) for seen in browser.run(CASES_JS, cases[at:at + BATCH])]
                for (width, state, _), seen in zip(cases, found):
                    print(json.dumps({"engine": args.engine, "prefs": args.pref, "language": language, "large": large, "mark": state,
                                      "width": width, **seen}), flush=True)
                print(f"# {language} large={large} mark={mark}: {time.monotonic() - started:.0f} s", file=sys.stderr)
    finally:
        browser.close()


if __name__ == "__main__":
    main()

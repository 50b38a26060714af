"""Helpers for the accessibility, language, storage and statistics browser tests.

- ``near_won(code)``: an engine ``Game`` one card (the king of clubs, top of column 1) from a win.
- ``record_announcements(context)``: every text the live region reads out is kept in
  ``window.__said`` (read it with ``said(page)``).
- ``open_page(context, path)``: a new page of ``context`` at ``path``, ready for input.
- ``fresh_page(context, path, items=..., script=..., languages=...)``: the same, after setting the
  context's localStorage to exactly ``items``, with ``script`` run before the page's own and
  ``navigator.languages`` set to ``languages``. A browser context is slow to start (it compiles
  the runtime's WebAssembly again); pages of one context are not, so a module keeps one context.
- ``axe(page, selector)``: axe-core's serious and critical violations (axe comes from
  node_modules, added to the page by the test only: its context needs ``bypass_csp=True``, the
  page's Content-Security-Policy allowing no inline script).
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import BrowserContext, Page

from ds import Card, Game, GameCode, Position
from ds.save import dump
from tests.e2e.helpers import wait_ready

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GAME_KEY = "double-solitaire.game"
SETTINGS_KEY = "double-solitaire.settings"
STATS_KEY = "double-solitaire.stats"
LIVE = "[data-show='announce']"
MESSAGE = "[data-show='message']"


def near_won(code: str, moves: int = 250) -> Game:
    """103 cards on the foundations; the king of clubs alone in column 1, face up."""
    parsed = GameCode.parse(code)
    columns = ((Card.parse("KC"),),) + ((),) * 8
    foundations = (13,) * 7 + (12,)
    score = -104 + 5 * 103 if parsed.vegas else 1210
    game = Game(Position(parsed.draw, parsed.vegas, columns=columns, foundations=foundations, score=score), parsed)
    game.move_count = moves
    return game


def record_announcements(context: BrowserContext) -> None:
    """Keep every text the live region reads out in ``window.__said``."""
    context.add_init_script("""(() => {
        window.__said = [];
        new MutationObserver(() => {
            const live = document.querySelector("[data-show='announce']");
            const text = live && live.textContent.trim();
            if (text && text !== window.__lastSaid) window.__said.push(text);
            window.__lastSaid = text;
        }).observe(document, {subtree: true, childList: true, characterData: true});
    })();""")


def said(page: Page) -> list[str]:
    return page.evaluate("() => window.__said || []")


def open_page(context: BrowserContext, path: str = "/") -> Page:
    page = context.new_page()
    page.goto(path)
    wait_ready(page)
    return page


NEUTRAL = "/static/icon.svg"
"""A page of the game's origin with no script: where localStorage is set up."""


def prepare(context: BrowserContext, items: dict[str, str] | None = None) -> None:
    """The origin's localStorage holds exactly ``items``."""
    helper = context.new_page()
    helper.goto(NEUTRAL)
    helper.evaluate("""items => {
        localStorage.clear();
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }""", items or {})
    helper.close()


def fresh_page(context: BrowserContext, path: str = "/", *, items: dict[str, str] | None = None,
               script: str | None = None, languages: list[str] | None = None) -> Page:
    prepare(context, items)
    page = context.new_page()
    if languages is not None:
        page.add_init_script(
            f"Object.defineProperty(navigator, 'languages', {{get: () => {json.dumps(languages)}}});"
            f"Object.defineProperty(navigator, 'language', {{get: () => {json.dumps(languages[0])}}});")
    if script is not None:
        page.add_init_script(script)
    page.goto(path)
    wait_ready(page)
    return page


def save_of(game: Game) -> str:
    return dump(game)


def axe(page: Page, include: str | None = None) -> list[dict]:
    """Serious and critical axe-core violations on the page (or inside ``include``)."""
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=str(AXE))
    results = page.evaluate(
        """async (include) => {
            const result = await axe.run(include ? {include: [include]} : document,
                                         {resultTypes: ['violations']});
            return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary).slice(0, 5)}));
        }""",
        include,
    )
    return [v for v in results if v["impact"] in ("serious", "critical")]

"""Helpers for the browser tests; the fixtures that use them are in conftest.py (and sharing.py).

    from tests.e2e.helpers import READY, wait_ready

A host that goes down: ``ServerProcess(root)`` serves a folder with tools/serve.py in a process of
its own (``.url``, ``.pid``); ``.stop()`` kills that process by its PID, the browser left online.

Playing through the page: ``open_game(page, game, settings=...)`` sets up any position (as a saved
game the page restores); ``tap``, ``double_tap``, ``drag``, ``press_undo`` are real pointer and
keyboard input; ``wait_moves`` waits on the move counter; ``assert_hooks_match(page, game)``
compares every data- hook with an engine ``Game`` replayed alongside in CPython;
``assert_cards_placed_as_a_full_render_would(page)`` that the piles a tap rendered alone lie as a render of
the whole table puts them. A whole game spends one round trip a move: ``after_then_aim`` checks the last move
(and, after ``count_moves``, every move since the last look) and finds the points of the next gesture at once.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page, Request, Response, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ds.cards import NAMES
from ds.game import Game
from ds.save import dump
from ds.scoring import dollars

READY = '#game[data-ready="true"]'
BOOT = "[data-boot]"
BOOT_TIMEOUT_MS = 60_000
STALE_SNAPSHOT = "double-solitaire.stale-snapshot"
"""localStorage's key naming the memory snapshot the page found stale (static/pyodide-loader.mjs)."""
VENDOR = Path(__file__).resolve().parents[2] / "static" / "vendor"


def start_from_the_files(page: Page) -> None:
    """Every later start of the game in ``page`` fetches pyscript.toml's [files] and imports the game's modules
    from the files served, as once the loader has found the memory snapshot stale, instead of starting from the
    snapshot's copies and starting again after its check: for a test that serves one of those files changed."""
    about = next(path for path in VENDOR.glob("pyodide-*.snapshot.json") if ".webkit." not in path.name)  # Chromium's
    digest = json.loads(about.read_text(encoding="utf-8"))["sha256"]
    stale = f"localStorage.setItem({json.dumps(STALE_SNAPSHOT)}, {json.dumps(digest)})"
    page.add_init_script(f"try {{ {stale}; }} catch {{}}")


def wait_checked(page: Page) -> None:
    """Wait until the loader's check of the snapshot's copies of [files] against the files served, which starts
    once the game is ready, has ended (at once where the files were fetched): a navigation before then cuts its
    requests short, and the browser reports them failed (net::ERR_ABORTED)."""
    page.wait_for_function("() => window.__pyodideFiles !== 'snapshot' || window.__pyodideFilesCheck !== undefined")


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@dataclass
class RequestLog:
    """Every request, response and failed request of one browser context."""

    base_url: str
    requests: list[Request] = field(default_factory=list)
    responses: list[Response] = field(default_factory=list)
    failures: list[Request] = field(default_factory=list)

    def attach(self, context: BrowserContext) -> RequestLog:
        context.on("request", lambda request: self.requests.append(request))
        context.on("response", lambda response: self.responses.append(response))
        context.on("requestfailed", lambda request: self.failures.append(request))
        return self

    def foreign(self) -> list[str]:
        """URLs of requests that left the page's origin (data: URLs stay home)."""
        home = origin(self.base_url)
        return [r.url for r in self.requests
                if not r.url.startswith("data:") and origin(r.url.removeprefix("blob:")) != home]

    def assert_same_origin(self) -> None:
        assert self.foreign() == [], "requests left the page's origin"

    def errors(self) -> list[str]:
        """Failed requests and HTTP error responses, as 'what url' lines."""
        return ([f"{r.failure} {r.url}" for r in self.failures]
                + [f"HTTP {r.status} {r.url}" for r in self.responses if r.status >= 400])

    def paths(self) -> list[str]:
        """Paths (from the site root, no leading slash) of same-origin requests, in order."""
        home = origin(self.base_url)
        return [urlsplit(r.url).path.lstrip("/") for r in self.requests if origin(r.url) == home]


def wait_ready(page: Page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Wait until the game's root has data-ready="true"; fail fast on a reported boot failure."""
    try:
        page.wait_for_function(
            f"""() => document.querySelector('{READY}')
                     || document.querySelector('{BOOT}[data-boot="failed"]')""",
            timeout=timeout,
        )
    except PlaywrightTimeoutError:
        pytest.fail(f"not ready after {timeout / 1000:.0f} s; the page says: "
                    + page.locator(BOOT).inner_text())
    if not page.locator(READY).count():
        pytest.fail("the page reported a boot failure: " + page.locator(BOOT).inner_text())


class ServerProcess:
    """tools/serve.py serving ``root`` on 127.0.0.1 (a free port) in a process of its own, with ``headers``
    ("Name: value") on every response. ``stop()`` kills it by its PID: the host is gone, the browser online.
    A context manager; the process is stopped on exit if it still runs."""

    def __init__(self, root: str | os.PathLike[str], headers: tuple[str, ...] = ()) -> None:
        serve = Path(__file__).resolve().parents[2] / "tools" / "serve.py"
        command = [sys.executable, str(serve), "--root", os.fspath(root), "--port", "0"]
        for header in headers:
            command += ["--header", header]
        # stderr (one line per request) is not read: to a pipe it would fill up and block the server.
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline() if self.process.stdout else ""  # "Serving DIR at http://…/  (Ctrl-C stops)"
        match = re.search(r" at (http://127\.0\.0\.1:\d+)/ ", line)
        if not match:
            self.stop()
            raise RuntimeError(f"tools/serve.py did not start: {line!r}")
        self.url = match.group(1)

    @property
    def pid(self) -> int:
        return self.process.pid

    def stop(self) -> None:
        """Kill the server process by its PID (SIGKILL: no goodbye to open connections) and reap it."""
        if self.process.poll() is None:
            os.kill(self.pid, signal.SIGKILL)
        self.process.wait(timeout=10)
        if self.process.stdout:
            self.process.stdout.close()

    def __enter__(self) -> ServerProcess:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()


# --- playing the game through the page ------------------------------------------------------
#
# Positions are set up the way a returning player's browser holds them: a saved game in
# localStorage, restored by the page at load (``open_game``). Every action after that is real
# pointer or keyboard input on the page (``tap``, ``double_tap``, ``drag``, ``press_undo``).
# Cards are hit by coordinates: the visible part of the card, checked with elementFromPoint.

SAVE_KEY = "double-solitaire.game"
SETTINGS_KEY = "double-solitaire.settings"
GAME = "#game"
MESSAGE = "[data-show='message']"
PLAIN_TEXT = "el => [...el.querySelectorAll('*')].every(child => child.matches('span.unbroken') && !child.children.length)"
"""Whether an element holds text alone (no markup from what was typed or linked), its game codes in spans that keep
each on one line (ds/web/localize.py's ``show_text``)."""
PILE_HOOKS = ("stock", "waste", *(f"col-{n}" for n in range(1, 10)),
              *(f"foundation-{suit}-{spot}" for suit in "SHDC" for spot in (1, 2)))
FOUNDATIONS = "foundations"
"""A drop target: anywhere over the foundation area (the middle of the 8 spots)."""


NEUTRAL = "static/style.css"
"""A same-origin address with no script: where a tab waits while its localStorage is set."""


def park(page: Page, items: dict[str, str] | None = None) -> None:
    """Leave the game (its timers die with it) for a same-origin page, and set localStorage to ``items``."""
    page.goto(NEUTRAL)
    page.evaluate("""items => {
        localStorage.clear();
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }""", items or {})


def open_game(page: Page, game: Game | None = None, *, settings: dict | None = None,
              raw_game: str | None = None, path: str = "/", reduced_motion: bool = False,
              stored: dict[str, str] | None = None) -> None:
    """Open the page as a returning player whose browser saved ``game`` (an engine ``Game``; or
    ``raw_game``, any text) and ``settings`` (a dict), and the ``stored`` texts under their keys; wait until
    it takes input. With none, a first visit. The page restores the saved game itself: that is how a test
    sets up any position."""
    items = dict(stored or {})
    if game is not None:
        items[SAVE_KEY] = dump(game)
    elif raw_game is not None:
        items[SAVE_KEY] = raw_game
    if settings is not None:
        items[SETTINGS_KEY] = json.dumps(settings)
    if reduced_motion:
        page.emulate_media(reduced_motion="reduce")
    park(page, items)
    page.goto(path)
    wait_ready(page)


def state(page: Page) -> dict:
    """What the page shows, read from its data- hooks in one go: root data, piles, cards."""
    return page.evaluate("""() => {
        const game = document.getElementById('game');
        const piles = {};
        for (const el of game.querySelectorAll('.pile[data-pile]')) {
            piles[el.dataset.pile] = {count: el.dataset.count, state: el.dataset.state ?? null};
        }
        const cards = [];
        for (const el of game.querySelectorAll('.card')) {
            cards.push({pile: el.dataset.pile ?? null, index: el.dataset.index ?? null,
                        face: el.dataset.face ?? null, card: el.getAttribute('data-card')});
        }
        const bar = ['score', 'moves'].map(k => game.querySelector(`[data-show='${k}']`).textContent);
        return {root: {...game.dataset}, piles, cards, bar,
                message: game.querySelector("[data-show='message']").textContent};
    }""")


def expected_hooks(game: Game) -> dict:
    """The data- hooks SPEC.md promises for an engine ``Game``."""
    g = game
    root = {
        "code": str(g.code or ""), "score": str(g.score), "moves": str(g.move_count),
        "won": "true" if g.is_won else "false",
        "draw": str(g.draw), "scoring": "vegas" if g.vegas else "normal",
        "undo": "true" if g.can_undo else "false",
        "redo": "true" if g.can_redo else "false",
    }
    piles, cards = {}, []
    for name in PILE_HOOKS:
        held = g.pile_cards(name)
        piles[name] = str(len(held))
        for i, card in enumerate(held):
            up = g.face_up(name, i)
            cards.append((name, str(i), "up" if up else "down", NAMES[card] if up else None))
    if g.stock:
        stock_state = ""
    elif g.can_recycle:
        stock_state = "recycle"
    else:
        stock_state = "spent" if g.vegas else "empty"
    return {"root": root, "piles": piles, "cards": sorted(cards, key=_card_order), "stock": stock_state,
            "score_text": dollars(g.score) if g.vegas else f"{g.score:,}", "moves_text": f"{g.move_count:,}"}


def _card_order(card: tuple) -> tuple:
    return card[0], int(card[1] or -1), card[2] or "", card[3] or ""


def assert_hooks_match(page: Page, game: Game) -> None:
    """The page's data- hooks say exactly what the engine ``game`` (replayed alongside in CPython) holds:
    root data, every pile's data-count equal to its card elements, each card's pile, index, face, and
    ``data-card`` on face-up cards only."""
    seen = state(page)
    want = expected_hooks(game)
    root = {key: seen["root"].get(key) for key in want["root"]}
    assert root == want["root"], "root data- hooks differ from the engine"
    assert seen["root"].get("ready") == "true"
    counts = {name: pile["count"] for name, pile in seen["piles"].items()}
    assert counts == want["piles"], "pile data-count differs from the engine"
    elements: dict[str, int] = {}
    for card in seen["cards"]:
        elements[card["pile"]] = elements.get(card["pile"], 0) + 1
    assert {name: str(elements.get(name, 0)) for name in PILE_HOOKS} == counts, \
        "a pile's data-count differs from its card elements"
    assert len(seen["cards"]) == 104
    got = sorted(((c["pile"], c["index"], c["face"], c["card"]) for c in seen["cards"]), key=_card_order)
    assert got == want["cards"], "card elements differ from the engine (pile, index, face, data-card)"
    assert seen["piles"]["stock"]["state"] == want["stock"], "stock data-state"
    assert seen["bar"] == [want["score_text"], want["moves_text"]], "the bar's score and moves"


def assert_cards_placed_as_a_full_render_would(page: Page) -> None:
    """Every card element lies where a render of the whole table puts it: a tap renders only the piles it
    changed, so the table is laid out again (a resize of the same size: every pile rendered) and no card
    element may change its pile, index, face, picture, place or stacking."""
    before, again = page.evaluate("""() => {
        const look = () => [...document.querySelectorAll('#game .card')].map(el => [
            el.dataset.pile, el.dataset.index, el.dataset.face, el.getAttribute('data-card'),
            el.querySelector('use').getAttribute('href'), el.style.transform, el.style.zIndex,
            el.classList.contains('under')]);
        const before = look();
        window.dispatchEvent(new Event('resize'));
        return [before, look()];
    }""")
    changed = [(was, now) for was, now in zip(before, again, strict=True) if was != now]
    assert not changed, f"a render of the whole table moved {len(changed)} card(s): {changed[:3]}"


def undrawn(page: Page) -> dict[str, list[int]]:
    """Of each pile, the indices of the cards whose picture is not drawn (ds/web/view.py's ``under``)."""
    return page.evaluate("""() => {
        const found = {};
        for (const el of document.querySelectorAll('#game .card')) {
            if (getComputedStyle(el.querySelector('svg')).display === 'none') {
                (found[el.dataset.pile] ??= []).push(Number(el.dataset.index));
            }
        }
        return Object.fromEntries(Object.entries(found).map(([pile, list]) => [pile, list.sort((a, b) => a - b)]));
    }""")


def assert_drawn_as_seen(page: Page) -> None:
    """Once no card glides, exactly the cards of the stacked piles that lie wholly under a card at the same
    place, itself not its pile's top (a drag may lift that), are not drawn; every column's card is."""
    settle(page)
    want = page.evaluate("""() => {
        const piles = {}, want = {};
        for (const el of document.querySelectorAll('#game .card')) {
            (piles[el.dataset.pile] ??= [])[Number(el.dataset.index)] = el.getBoundingClientRect();
        }
        for (const [pile, boxes] of Object.entries(piles)) {
            if (pile.startsWith('col-')) continue;
            const under = boxes.map((box, i) => i + 2 < boxes.length && boxes[i + 1].left === box.left
                                                && boxes[i + 1].top === box.top ? i : -1).filter(i => i >= 0);
            if (under.length) want[pile] = under;
        }
        return want;
    }""")
    assert undrawn(page) == want, "the cards not drawn are not those wholly under others"


def root_data(page: Page, key: str) -> str | None:
    return page.locator(GAME).get_attribute(f"data-{key}")


def moves(page: Page) -> int:
    return int(root_data(page, "moves") or 0)


def wait_moves(page: Page, count: int, timeout: float = 5_000) -> None:
    """Wait until the move counter reads ``count``."""
    page.wait_for_function("n => document.getElementById('game').dataset.moves === String(n)",
                           arg=count, timeout=timeout)


def after(page: Page, moves: int, timeout_ms: int = 5_000) -> list[str]:
    """Wait until the move counter reads ``moves`` (``timeout_ms`` at most); the counter and the score.
    (Any object with Playwright's ``evaluate``: the cross-engine tests pass their ``Tab``.)"""
    return page.evaluate("""async ([n, timeout]) => {
        const root = document.getElementById('game');
        const end = performance.now() + timeout;
        while (root.dataset.moves !== String(n) && performance.now() < end) {
            await new Promise(resolve => setTimeout(resolve, 5));
        }
        return [root.dataset.moves, root.dataset.score];
    }""", [moves, timeout_ms])


def settle(page: Page) -> None:
    """Wait until no card is gliding (a card in flight takes no input)."""
    page.wait_for_function(f"() => !{GLIDING_JS}", timeout=5_000)


GLIDING_JS = """(() => !!document.querySelector('.card.gliding')
        || document.getAnimations().some(a => !(a instanceof CSSAnimation) && a.playState === 'running'
                                              && !['landed', 'refused'].includes(a.id)))()"""
"""True while a card glides (its class, or its Web Animation still running): a card in flight takes no input.
The feedback effects (ds/web/view.py's EFFECTS: the ring of a card that landed, 650 ms, and the shake of
a refused one) take nothing from input and are not waited for: waiting for the ring cost each move after a
landing 650 ms, most of a whole game's time on the page."""
SETTLED_JS = f"""
        for (let i = 0; i < 200 && {GLIDING_JS}; i++) {{
            await new Promise(resolve => setTimeout(resolve, 10));
        }}"""
"""Statements of an async function: wait (at most 2 s) until no card glides."""


POINTS_JS = """
    function cardPoint(pile, index) {
        const game = document.getElementById('game');
        const cards = [...game.querySelectorAll(`.card[data-pile="${pile}"]`)]
            .sort((a, b) => a.dataset.index - b.dataset.index);
        let el, x, y;
        if (!cards.length) {
            el = game.querySelector(`.pile[data-pile="${pile}"]`);
            const r = el.getBoundingClientRect();
            const h = game.querySelector('.pile[data-pile="stock"]').getBoundingClientRect().height;
            x = r.left + r.width / 2; y = r.top + Math.min(r.height, h) / 2;
        } else {
            const i = index === null ? cards.length - 1 : index;
            el = cards[i];
            if (!el) return {error: `${pile} has no card ${i}`};
            const r = el.getBoundingClientRect();
            x = r.left + r.width / 2; y = r.top + r.height / 2;
            const next = cards[i + 1];
            if (next) {
                const n = next.getBoundingClientRect();
                if (n.top - r.top > 1) y = (r.top + n.top) / 2;
                else if (n.left - r.left > 1) x = (r.left + n.left) / 2;
                else return {error: `card ${i} of ${pile} is covered by the next one`};
            }
        }
        const hit = document.elementFromPoint(x, y);
        const owner = hit && hit.closest('[data-pile]');
        if (owner !== el) {
            return {error: `the point (${x.toFixed(0)}, ${y.toFixed(0)}) on ${pile} ${index} hits `
                           + (owner ? owner.outerHTML.slice(0, 120) : String(hit && hit.tagName))};
        }
        return {x, y};
    }
    function dropPoint(target) {
        const game = document.getElementById('game');
        const box = (name) => game.querySelector(`.pile[data-pile="${name}"]`).getBoundingClientRect();
        if (target === 'foundations') {
            const rects = [...game.querySelectorAll('.pile[data-pile^="foundation-"]')]
                .map(el => el.getBoundingClientRect());
            const left = Math.min(...rects.map(r => r.left)), right = Math.max(...rects.map(r => r.right));
            const top = Math.min(...rects.map(r => r.top)), bottom = Math.max(...rects.map(r => r.bottom));
            return {x: (left + right) / 2, y: (top + bottom) / 2};
        }
        const r = box(target);
        if (!target.startsWith('col-')) return {x: r.left + r.width / 2, y: r.top + r.height / 2};
        const h = box('stock').height;
        const tops = [...game.querySelectorAll(`.card[data-pile="${target}"]`)]
            .map(el => el.getBoundingClientRect().top);
        const y = tops.length ? Math.max(...tops) + h * 0.1 : r.top + h / 2;
        return {x: r.left + r.width / 2, y: Math.min(y, innerHeight - 2)};
    }
"""
"""cardPoint(pile, index): a point on the visible part of a card (index null: the top card; an empty
pile: its own spot), checked with elementFromPoint. dropPoint(target): where to let go over a column
(below its last card's corner), a foundation spot, or 'foundations' (the middle of their area)."""


def _point(found: dict) -> tuple[float, float]:
    if "error" in found:
        raise AssertionError(found["error"])
    return found["x"], found["y"]


def card_point(page: Page, pile: str, index: int | None = None) -> tuple[float, float]:
    """A point on the visible part of card ``index`` of ``pile`` (None: its top card; an empty pile: the
    pile's own spot), checked to be that card's (or pile's) element by elementFromPoint."""
    return _point(page.evaluate("async ([pile, index]) => {" + SETTLED_JS + POINTS_JS
                                + "return cardPoint(pile, index); }", [pile, index]))


def drop_point(page: Page, target: str) -> tuple[float, float]:
    """Where to let go to drop on ``target``: a column (its middle, below the last card's corner), a
    foundation spot's middle, or FOUNDATIONS (the middle of the foundation area)."""
    return _point(page.evaluate("async (target) => {" + SETTLED_JS + POINTS_JS
                                + "return dropPoint(target); }", target))


AFTER_JS = """
        const root = document.getElementById('game');
        const end = performance.now() + timeout;
        while (root.dataset.moves !== String(n) && performance.now() < end) {
            await new Promise(resolve => setTimeout(resolve, 5));
        }
        const seen = [root.dataset.moves, root.dataset.score];
        const counted = (window.__counted || []).splice(0);"""
"""Statements of an async function given ``n`` and ``timeout``: wait (``timeout`` ms at most) until the move
counter reads ``n``; ``seen`` is then [the counter, the score], ``counted`` what ``count_moves`` recorded since the
last time (taken out)."""
COUNT_MOVES_JS = """() => {
    const root = document.getElementById('game');
    let last = root.dataset.moves;
    window.__counted = [];
    new MutationObserver(() => {
        if (root.dataset.moves === last) return;
        last = root.dataset.moves;
        window.__counted.push([root.dataset.moves, root.dataset.score]);
    }).observe(root, {attributes: true, attributeFilter: ['data-moves']});
}"""
AIM_SETTLED_JS = """
        const piles = [...cards.map(([pile]) => pile), ...(target === null ? [] : [target])];
        const gliding = () => piles.some(pile => document.querySelector(`#game .card.gliding[data-pile="${pile}"]`));
        for (let i = 0; i < 200 && gliding(); i++) {
            await new Promise(resolve => setTimeout(resolve, 10));
        }"""
"""Statements of an async function given ``cards`` and ``target``: wait (at most 2 s) until no card of those piles
glides (a card in flight is not yet where it lands, nor a point on it where it shows; the other cards are)."""


def count_moves(page: Page) -> None:
    """From now on the page records [the counter, the score] each time its move counter changes (the score as the
    same change left it), for ``after_then_aim`` to hand over: the moves made between two round trips are each seen."""
    page.evaluate(COUNT_MOVES_JS)


@dataclass
class Aim:
    """What ``after_then_aim`` found on the page."""

    seen: list[str]
    """[The counter, the score] once the counter read the number asked (or the wait gave up)."""
    counted: list[list[str]]
    """[The counter, the score] at each change of the counter since the last round trip (``count_moves``)."""
    found: list[dict]
    drop: dict | None

    def card(self, number: int = 0) -> tuple[float, float]:
        """The point on card ``number`` of those asked for (it raises, with the page's reason, if it is not on it)."""
        return _point(self.found[number])

    def target(self) -> tuple[float, float]:
        """Where to let go over the target asked for."""
        assert self.drop is not None, "no target was asked for"
        return _point(self.drop)


def after_then_aim(page: Page, moves: int, cards: tuple[tuple[str, int | None], ...] = (), target: str | None = None,
                   timeout_ms: int = 5_000) -> Aim:
    """``after`` (the counter and the score once the counter reads ``moves``), then ``card_point`` of each (pile, index)
    of ``cards`` and ``drop_point`` of ``target`` (None: none) once no card of those piles glides, in one round trip: a
    whole game's check of one move and the aim of the next. The points are checked (as ``card_point`` does) only when
    the caller takes them (``Aim.card``, ``Aim.target``), after it has looked at the counter and the score."""
    seen, counted, found, drop = page.evaluate(
        "async ([n, timeout, cards, target]) => {" + AFTER_JS + AIM_SETTLED_JS + POINTS_JS
        + "return [seen, counted, cards.map(([pile, index]) => cardPoint(pile, index)),"
          " target === null ? null : dropPoint(target)]; }",
        [moves, timeout_ms, [list(card) for card in cards], target])
    return Aim(seen, counted, found, drop)


def tap(page: Page, pile: str, index: int | None = None) -> None:
    """One tap (press and release without moving) on a card, or on an empty pile's spot."""
    x, y = card_point(page, pile, index)
    page.mouse.click(x, y)


def double_tap(page: Page, pile: str, index: int | None = None) -> None:
    """Two taps on the same card, well within the 300 ms double-tap window (both sent in one go, a few
    milliseconds apart, so that a busy machine does not spread them over the window)."""
    x, y = card_point(page, pile, index)
    page.mouse.dblclick(x, y)


def drag(page: Page, pile: str, index: int | None, target: str, steps: int = 5) -> None:
    """Press on a card (with the cards on it), move in ``steps`` and let go over ``target``."""
    start, end = page.evaluate("async ([pile, index, target]) => {" + SETTLED_JS + POINTS_JS
                               + "return [cardPoint(pile, index), dropPoint(target)]; }", [pile, index, target])
    (x, y), (tx, ty) = _point(start), _point(end)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(tx, ty, steps=steps)
    page.mouse.up()


def drag_along(page: Page, start: tuple[float, float], end: tuple[float, float], steps: int = 5) -> None:
    """Press at ``start``, move to ``end`` in ``steps`` and let go (``drag`` from points already found)."""
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(*end, steps=steps)
    page.mouse.up()


CELEBRATING = "#game[data-celebration='running']"


def skip_celebration(page: Page) -> None:
    """A move has just won the game: its celebration runs; skip it with a key, as a player may, and wait
    until it is gone (the win window comes next)."""
    page.wait_for_selector(CELEBRATING)
    page.keyboard.press("Shift")
    page.wait_for_selector(CELEBRATING, state="detached")


def choose_language(page: Page, lang: str) -> None:
    """Put the page in ``lang`` in the Settings window, as a player does, and close it."""
    page.locator(".bar [data-action='settings']").click()
    page.locator("select[data-setting='language']").select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.keyboard.press("Escape")


def press_undo(page: Page) -> None:
    """Undo with the keyboard shortcut."""
    page.keyboard.press("Control+z")


def sentence(reason: object) -> str:
    """An engine refusal (an error or its ``Reason``) as the page says it in English: the page's own
    words (static/i18n/en.json), cards and piles spelt out."""
    from ds.web.i18n import Texts

    return Texts.load("en").reason(getattr(reason, "reason", reason))


def english(key: str, **values: object) -> str:
    """One of the page's English texts (static/i18n/en.json)."""
    from ds.web.i18n import Texts

    return Texts.load("en")(key, **values)


def with_small_stock(mode: str, columns: list[str], stock: str, waste: str = "") -> Game:
    """A hand-made position (as ``tests.engine.helpers.table``) with exactly ``stock`` in the stock (its
    last card turned first). The cards left over climb the foundations as far as they can; the rest lie
    face down in the columns left empty, from col-9 leftwards, at most 8 under a face-up card, as in a
    real deal (no column a game cannot have)."""
    from collections import Counter

    from ds import Game, Position
    from ds.cards import CARDS
    from tests.engine.helpers import table

    game = table(mode, columns=columns, waste=waste, stock=stock)
    given = len(columns)
    leftover = Counter(game.columns[8]) if given < 9 else Counter()
    foundations = []
    for spot in range(8):
        suit, height = spot // 2, 0
        while height < 13 and leftover[CARDS[suit * 13 + height]]:
            leftover[CARDS[suit * 13 + height]] -= 1
            height += 1
        foundations.append(height)
    rest = sorted(leftover.elements())
    cols = [tuple(column) for column in game.columns[:given]] + [()] * (9 - given)
    hidden = list(game.hidden[:given]) + [0] * (9 - given)
    for number in range(8, -1, -1):
        if not rest:
            break
        if number < given and (cols[number] or columns[number] == ""):
            continue
        cols[number], rest = tuple(rest[:9]), rest[9:]
        hidden[number] = len(cols[number]) - 1
    assert not rest, "too many cards left over for the empty columns"
    position = Position(game.draw, game.vegas, tuple(game.stock), tuple(game.waste), tuple(cols), tuple(hidden),
                        tuple(foundations), game.fan, game.score)
    return Game(position)  # no game code: a hand-made position is no code's deal (ds/save.py refuses such a pair)


LAID_OUT_JS = """([w, h]) => innerWidth === w && innerHeight === h
    && [...document.querySelectorAll('#game .card[data-index="0"]')].every(card => {
        const pile = document.querySelector(`.pile[data-pile="${card.dataset.pile}"]`).getBoundingClientRect();
        const box = card.getBoundingClientRect();
        return Math.abs(box.left - pile.left) < 1 && Math.abs(box.top - pile.top) < 1
               && Math.abs(box.width - pile.width) < 1;
    })"""
"""Whether the window is ``[w, h]`` and each pile's first card lies where its pile is, at its size."""
TWO_FRAMES_JS = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


def turn_to(page: Page, size: tuple[int, int]) -> None:
    """Resize the window to ``size`` (a phone turned, a window dragged) and wait until the page has laid itself out
    again: a frame has passed since its resize handler ran (it runs before a frame's callbacks), each pile's first card
    where its pile is."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_function(LAID_OUT_JS, arg=list(size))
    page.evaluate(TWO_FRAMES_JS)
    page.wait_for_function(LAID_OUT_JS, arg=list(size))


SWITCHES = {"large_print": "large-print", "winnable_mark": "winnable-mark", "stock_right": "stock-right"}
"""The settings' names in the saved settings and their check boxes' ``data-setting`` in the Settings window."""


def change_settings(page: Page, **switches: bool) -> None:
    """Set ``switches`` (``large_print=True``, ...) in the page's own Settings window, as a player does; close it, and
    wait two frames (the page lays itself out again at once). The language: ``choose_language``."""
    page.locator(".bar [data-action='settings']").click()
    for name, on in switches.items():
        page.locator(f"[data-setting='{SWITCHES[name]}']").set_checked(on)
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog[open]", state="detached")
    page.evaluate(TWO_FRAMES_JS)


@contextmanager
def case(*what: object) -> Iterator[None]:
    """A check that fails in the block names ``what``: the case, in a test that goes through several on one page."""
    try:
        yield
    except AssertionError as error:
        raise AssertionError(f"{', '.join(map(str, what))}: {error}") from error

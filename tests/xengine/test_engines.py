"""The game in WebKit (Safari's engine) and Firefox (Gecko), from a ``make dist`` build on a real server:
it boots from its memory snapshot with no request leaving the origin, deals the right shape with the
SPEC's hooks, is won with clicks and drags, undoes, resumes after a reload, speaks its three
languages, and plays with the server stopped. The Chromium suite (tests/e2e/) is the full one; this is
its core, run on every other engine (conftest.py runs each test once per engine).

The offline test stops the server: it comes last, and starts the server again."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest

from ds import Game, Move
from ds.gestures import drop_move, tap_move
from tests.e2e import winning_lines
from tests.e2e.helpers import FOUNDATIONS, PILE_HOOKS, Aim, after, after_then_aim, assert_hooks_match, state
from tests.xengine.conftest import Recorder, Site
from tests.xengine.playing import Tab, click_control, click_on, open_game, park, reload, wait_ready

I18N = Path(__file__).resolve().parents[2] / "static" / "i18n"
CODE = "DS1-D3V-JAVIBBJ"
"""The game won here: draw 3, Vegas, the shortest pinned line (tests/e2e/winning_lines.json), played
without glides (reduced motion; the Chromium suite plays a game with them)."""
HOOKS_EVERY = 25
GROWTH_MB = 100
"""What a whole game may add to the page's memory (PSS of its content processes, MB)."""
SNAPSHOT = {"webkit": ".webkit.snapshot", "firefox": ".snapshot"}
"""The end of the name of the memory snapshot each engine must start from (static/pyodide-loader.mjs)."""


WORKER_INSTALLED = "async () => { await navigator.serviceWorker.ready; }"
"""Wait until the build's service worker is active: its install, which fetches the whole release, is over."""


def test_boots_from_its_snapshot_with_no_request_off_origin(tab: Tab, site: Site, recorder: Recorder) -> None:
    """A first visit: ready, Python started from this engine's memory snapshot (not refused), no request
    to another origin (the recorder proxy saw none, and the page's resource list has none), and no
    request the server answered with an error."""
    park(tab)
    site.quiet()  # the parked page's own requests (WebKit asks it for /favicon.ico) are over
    recorder.seen.clear()
    answered = len(site.requests())
    tab.goto("/#DS1-D1N-AAAAAAB")
    wait_ready(tab)
    assert tab.evaluate("window.__pyodideSnapshot") == "used"
    # pyscript.toml's [files] came from the snapshot's copies (the page asked for none while starting).
    assert tab.evaluate("window.__pyodideFiles") == "snapshot"
    # The loader's worker fetched it (its requests are not in the page's resource list).
    file, wanted = tab.evaluate("window.__pyodideSnapshotFile"), SNAPSHOT[tab.browser.name]
    assert file.endswith(wanted) and file.endswith(".webkit.snapshot") == (wanted == ".webkit.snapshot"), file
    resources = tab.evaluate("performance.getEntriesByType('resource').map(entry => entry.name)")
    assert [url for url in resources if not url.startswith((site.url, "data:", "blob:"))] == []
    assert [line for line in recorder.seen if line.split()[1] not in tab.browser.background] == []
    assert [entry for entry in site.requests()[answered:] if entry[2] >= 400] == []

    # The recorder does catch what leaves: from a page without the game's Content-Security-Policy, a
    # request to another host reaches it.
    park(tab)
    tab.evaluate("fetch('http://elsewhere.invalid/probe').catch(() => null)")
    assert any("elsewhere.invalid/probe" in line for line in recorder.seen), recorder.seen


def test_the_deal_has_its_shape_and_the_hooks_of_the_spec(tab: Tab) -> None:
    """Nine columns of 1 to 9 cards with the last face up, 59 in the stock; every data- hook (root,
    piles, cards, face-down cards anonymous) equal to the engine's deal of the same code."""
    code = "DS1-D3N-ABCDEFG"
    open_game(tab, path=f"/#{code}")
    game = Game.deal(code)
    assert_hooks_match(tab, game)  # type: ignore[arg-type]
    seen = state(tab)  # type: ignore[arg-type]
    columns = [int(seen["piles"][f"col-{n}"]["count"]) for n in range(1, 10)]
    assert columns == list(range(1, 10))
    assert seen["piles"]["stock"]["count"] == "59"
    faces = {(c["pile"], c["index"]): c["face"] for c in seen["cards"]}
    for n in range(1, 10):
        assert [faces[(f"col-{n}", str(i))] for i in range(n)] == ["down"] * (n - 1) + ["up"]
    assert all(c["card"] is None for c in seen["cards"] if c["face"] == "down")
    assert seen["root"]["draw"] == "3" and seen["root"]["scoring"] == "normal"


def test_a_whole_game_is_won_with_clicks_and_drags(calm_tab: Tab, shots: Path) -> None:
    """From the deal to the win, every move of the solver's line made with a mouse: the stock clicked,
    cards sent home by a click or dragged over the foundation area, cards and runs dragged between
    columns, cards taken back from a foundation by dragging. Counter and score follow the engine at
    each move; the end shows 104 cards home and the seed's Vegas total, $416 (+$5 per take-back).
    The page's memory (its content processes, written to test-results/xengine-memory-<engine>.json)
    grows by less than GROWTH_MB over the game: nothing piles up move after move. If the engine's page
    process dies under the test (not the page's doing: WebKitGTK's compositor thread has crashed in
    Mesa's software GL under CI's load), the game goes on once in a new engine from the saved game, as
    a player's would, and the memory is counted from there."""
    line = winning_lines.line(CODE)
    game = Game.deal(CODE)
    open_game(calm_tab, path=f"/?code={CODE}&double-tap=off")
    assert_hooks_match(calm_tab, game)  # type: ignore[arg-type]
    calm_tab.evaluate(WORKER_INSTALLED)  # the offline copy is fetched once, not counted as the game's growth
    booted = calm_tab.browser.content_memory()
    pages = calm_tab.browser.content_pids()
    crashed_at: list[int] = []
    used: dict[str, int] = {}
    take_backs = 0
    made: tuple[int, Move, str, Game] | None = None  # the last move made and not yet checked: number, move, gesture, game before
    for number, move in enumerate(line, start=1):
        gesture, cards, target = plan(game, move, used)
        try:
            # One round trip: the last move checked (its counter and score), then the points of this one.
            aim = after_then_aim(calm_tab, game.move_count, cards, target)  # type: ignore[arg-type]
            if made is not None:
                confirm(calm_tab, game, made, aim.seen)
            act(calm_tab, aim, target)
        except Exception:
            if crashed_at or pages <= calm_tab.browser.content_pids():
                raise  # the page is alive: whatever went wrong is the test's to report
            # The engine's page process died under the test (WebKitGTK's compositor has crashed in Mesa's
            # software GL under CI's load): start the engine again with the game saved before the last move not yet
            # seen on the page, as the player's own browser keeps it, and make the moves since then again. Once only.
            crashed_at.append(number)
            if made is not None:
                game = made[3]
                resume(calm_tab, game)
                play(calm_tab, game, made[1], used)
                game.play(made[1])
                confirm(calm_tab, game, made, after(calm_tab, game.move_count))
            else:
                resume(calm_tab, game)
            booted, pages = calm_tab.browser.content_memory(), calm_tab.browser.content_pids()
            gesture = play(calm_tab, game, move, used)
        used[gesture] = used.get(gesture, 0) + 1
        take_backs += move.src.is_foundation
        made = (number, move, gesture, game.copy())
        game.play(move)
    assert made is not None
    confirm(calm_tab, game, made, after(calm_tab, game.move_count))
    assert game.is_won
    assert_hooks_match(calm_tab, game)  # type: ignore[arg-type]
    seen = state(calm_tab)  # type: ignore[arg-type]
    assert sum(int(pile["count"]) for name, pile in seen["piles"].items() if name.startswith("foundation-")) == 104
    assert seen["root"]["won"] == "true"
    assert seen["root"]["score"] == str(416 + 5 * take_backs)
    assert calm_tab.evaluate("!!document.querySelector(\"dialog[data-dialog='won']\")?.open")
    for gesture in ("stock click", "foundation click", "foundation drag", "column drag"):
        assert used.get(gesture, 0) >= 3, f"too few {gesture}s: {used}"
    won = calm_tab.browser.content_memory()
    shots.mkdir(parents=True, exist_ok=True)  # another pytest session's start (pytest-playwright) empties the folder
    (shots / f"xengine-memory-{calm_tab.browser.name}.json").write_text(json.dumps(
        {"engine": calm_tab.browser.version, "after boot": booted, "after the game": won, "moves": len(line),
         "page crashed at move": crashed_at}, indent=2))
    assert won["pss"] - booted["pss"] < GROWTH_MB, (booted, won)


def resume(tab: Tab, game: Game) -> None:
    """Replace the tab's crashed engine by a new one (same options) that opens ``game`` as the saved game."""
    broken = tab.browser
    assert broken.relaunch is not None
    tab.browser = broken.relaunch()
    with contextlib.suppress(Exception):  # it may be beyond closing
        broken.close()
    park(tab)
    tab.browser.viewport(1366, 768)
    open_game(tab, game, path="/?double-tap=off")
    assert_hooks_match(tab, game)  # type: ignore[arg-type]
    tab.evaluate(WORKER_INSTALLED)  # as at the first boot: the new engine's offline copy is not the game's growth


def plan(game: Game, move: Move, used: dict[str, int]) -> tuple[str, tuple[tuple[str, int | None], ...], str | None]:
    """The mouse gesture a player would use for ``move`` (its name, the card it presses, where it lets go), ``used``
    counting the gestures made so far."""
    if move.is_draw or move.is_recycle:
        return "stock click", (("stock", None),), None
    source = str(move.src)
    if source.startswith("col-"):
        index: int | None = len(game.pile_cards(move.src)) - move.count
    elif source.startswith("foundation-"):
        index = len(game.pile_cards(move.src)) - 1
    else:
        index = None
    if move.dst.is_foundation:
        assert drop_move(game, source, index, FOUNDATIONS) == move
        tapped = tap_move(game, source, index) == move
        if tapped and used.get("foundation click", 0) < 2 * used.get("foundation drag", 0) + 1:
            return "foundation click", ((source, index),), None
        spot = PILE_HOOKS[11 + used.get("foundation drag", 0) % 8]  # let go over another spot each time
        return "foundation drag", ((source, index),), spot
    assert drop_move(game, source, index, move.dst) == move
    return "take-back drag" if source.startswith("foundation-") else "column drag", ((source, index),), str(move.dst)


def act(tab: Tab, aim: Aim, target: str | None) -> None:
    """Make the gesture ``plan`` chose at the points ``after_then_aim`` found: a click, or a drag to ``target``."""
    if target is None:
        tab.browser.click(*aim.card())
    else:
        tab.browser.drag(aim.card(), aim.target())


def play(tab: Tab, game: Game, move: Move, used: dict[str, int]) -> str:
    """Make ``move`` on the page with a mouse gesture that a player would use; returns its name."""
    gesture, cards, target = plan(game, move, used)
    act(tab, after_then_aim(tab, game.move_count, cards, target), target)  # type: ignore[arg-type]
    return gesture


def confirm(tab: Tab, game: Game, made: tuple[int, Move, str, Game], seen: list[str]) -> None:
    """The page shows the counter and score of ``game`` after the move ``made`` (every ``HOOKS_EVERY`` moves, every
    data- hook too)."""
    number, move, gesture, _ = made
    assert seen == [str(game.move_count), str(game.score)], (
        f"{tab.browser.name}: move {number} {move} by {gesture}: the page shows moves/score {seen}, "
        f"the engine {game.move_count}/{game.score}")
    if number % HOOKS_EVERY == 0:
        assert_hooks_match(tab, game)  # type: ignore[arg-type]


def undo(tab: Tab, game: Game) -> None:
    """The Undo control clicked, and the same undo in ``game``: the page shows ``game`` once its score is back."""
    click_control(tab, "undo")
    game.undo()
    tab.evaluate("""async (score) => {
        const root = document.getElementById('game');
        for (let i = 0; i < 500 && root.dataset.score !== String(score); i++) await new Promise(r => setTimeout(r, 10));
    }""", game.score)
    assert_hooks_match(tab, game)  # type: ignore[arg-type]


def test_undo_takes_back_the_last_move(tab: Tab) -> None:
    """Two moves, then the Undo control clicked twice: cards, score and the turned card back as dealt;
    the move counter does not go down (SPEC point 5)."""
    code = "DS1-D1N-AAAAAAC"
    line = winning_lines.line(code)[:2]  # two cards home from column 2 ("2>S1", "2>D1"): +10 each, +5 for the turn
    game = Game.deal(code)
    open_game(tab, path=f"/?code={code}&double-tap=off")
    for move in line:
        play(tab, game, move, {"foundation drag": 5})
        game.play(move)
        assert after(tab, game.move_count) == [str(game.move_count), str(game.score)]
    assert game.score > 0
    for _ in line:
        undo(tab, game)
    assert game.score == 0 and tab.evaluate("document.getElementById('game').dataset.moves") == "2"


def test_a_reload_resumes_the_game(tab: Tab) -> None:
    """Moves made, the page reloaded as a player's browser does: the same game, at the same move, with
    its undo history (Undo still takes the last move back)."""
    code = "DS1-D1N-AAAAAAC"
    game = Game.deal(code)
    open_game(tab, path=f"/?code={code}&double-tap=off")
    for move in winning_lines.line(code)[:6]:
        play(tab, game, move, {"foundation drag": 5})
        game.play(move)
        assert after(tab, game.move_count) == [str(game.move_count), str(game.score)]
    tab.evaluate("""async (moves) => {  // the save follows each move within moments
        for (let i = 0; i < 300; i++) {
            const saved = localStorage.getItem('double-solitaire.game');
            if (saved && JSON.parse(saved).history.length === moves) return;
            await new Promise(r => setTimeout(r, 10));
        }
    }""", len(game.move_stack))
    tab.goto("/?double-tap=off")  # the saved game, not a code in the address
    wait_ready(tab)
    assert_hooks_match(tab, game)  # type: ignore[arg-type]
    reload(tab)
    assert_hooks_match(tab, game)  # type: ignore[arg-type]
    undo(tab, game)


@pytest.mark.parametrize("lang", ["en", "sv", "pt"])
def test_speaks_english_swedish_and_portuguese(tab: Tab, lang: str) -> None:
    """The bar and the controls in the words of the chosen language (static/i18n/<lang>.json), the
    document's lang set, and Vegas dollars written as that language writes them."""
    texts = json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))["texts"]
    open_game(tab, path=f"/?lang={lang}&code=DS1-D1V-AAAAAAB")
    shown = tab.evaluate("""() => ({
        lang: document.documentElement.lang,
        words: Object.fromEntries([...document.querySelectorAll('#game [data-i18n]')]
            .map(el => [el.dataset.i18n, el.textContent.trim()])),
        score: document.querySelector("[data-show='score']").textContent})""")
    assert shown["lang"] == lang
    for key in ("bar.score", "bar.moves", "bar.game", "action.undo", "action.new-game"):
        assert shown["words"][key] == texts[key], key
    assert shown["score"] == {"en": "-$104", "sv": "-104\u00a0$", "pt": "-$104"}[lang]


def test_plays_with_the_server_stopped(tab: Tab, site: Site) -> None:
    """After a visit (the service worker installed, this engine's snapshot cached and not the other
    engine's), the server process is stopped while the browser stays online: a reload boots from the
    worker's cache, from the snapshot, and plays (issue 12, point 2)."""
    open_game(tab, path="/#DS1-D1N-AAAAAAB")
    cached = tab.evaluate("""async () => {
        const registration = await navigator.serviceWorker.ready;
        for (let i = 0; i < 600; i++) {  // the install fetches the whole release (about 16 MB)
            const keys = await caches.keys();
            if (keys.length && navigator.serviceWorker.controller) {
                const cache = await caches.open(keys[0]);
                return (await cache.keys()).map(request => request.url);
            }
            await new Promise(r => setTimeout(r, 100));
        }
        return {scope: registration.scope, controller: !!navigator.serviceWorker.controller};
    }""")
    if isinstance(cached, dict):  # installed, but not in charge of this page yet: the next load is
        reload(tab)
        cached = tab.evaluate("""async () => {
            const cache = await caches.open((await caches.keys())[0]);
            return (await cache.keys()).map(request => request.url);
        }""")
    snapshots = sorted(url.rsplit("/", 1)[1] for url in cached if ".snapshot" in url)
    wanted = SNAPSHOT[tab.browser.name]
    assert snapshots and all(name.endswith((wanted, wanted + ".json")) for name in snapshots), snapshots
    assert len(snapshots) == 2

    site.stop()
    try:
        reload(tab)
        assert tab.evaluate("navigator.onLine") is True
        assert tab.evaluate("window.__pyodideSnapshot") == "used"
        click_on(tab, "stock")
        assert after(tab, 1)[0] == "1"
    finally:
        site.start()


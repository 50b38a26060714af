"""Embedding (docs/embedding.md): the documented host page on another origin plays the game through
postMessage; commands from unlisted origins are ignored; hostile URL parameters change nothing;
the layouts; the page's Content-Security-Policy holds with no violation."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Frame, Page, expect

from ds import Game
from ds.save import dump
from tests.e2e.helpers import BOOT_TIMEOUT_MS, PLAIN_TEXT, READY, english, wait_ready
from tests.e2e.test_layout import DEAL_SHOWN, GEOMETRY, bar_overlaps, overlap
from tests.engine.helpers import table
from tools.serve import Server, make_server, start_in_thread

ROOT = Path(__file__).resolve().parents[2]
DOCS = (ROOT / "docs" / "embedding.md").read_text(encoding="utf-8")
SAVE_KEY = "double-solitaire.framed.game"
"""Where a game in a frame keeps its game (ds/web/storage.py's scoped): never the player's own."""
EVENT_TIMEOUT_MS = 10_000

RECORD_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (event) =>
    (window.__violations ||= []).push(event.violatedDirective + " " + event.blockedURI + " " + event.sample));"""
RECORD_MESSAGES = """(() => {
    window.__received = [];
    addEventListener("message", (event) => {
        const frames = [...document.querySelectorAll("iframe")];
        const from = frames.find((frame) => frame.contentWindow === event.source);
        window.__received.push({frame: from ? from.id : null, origin: event.origin, data: event.data});
    });
})();"""


def near_won():
    """Three spades from a won game: J, Q and K of spades on column 1, every other card home."""
    return table(columns=["KS QS JS"], foundations={"S1": 10, "S2": 13, "H1": 13, "H2": 13,
                                                   "D1": 13, "D2": 13, "C1": 13, "C2": 13})


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A second server, on another port: another origin, the embedding site's."""
    root = tmp_path_factory.mktemp("host")
    server = make_server(root, 0)
    server.root = root  # type: ignore[attr-defined]
    start_in_thread(server)
    yield server
    server.shutdown()
    server.server_close()


def host_page(host: Server, name: str, html: str) -> str:
    (host.root / name).write_text(html, encoding="utf-8")  # type: ignore[attr-defined]
    return f"{host.url}/{name}"


def port(server: Server) -> int:
    return server.server_address[1]


def prepare(context: BrowserContext, game: Server, host: Server, saved: str | None = None) -> None:
    """Record CSP violations in every frame and messages in the host's; put a saved game in the game origin's
    storage (once per tab: a reload finds what the page itself saved)."""
    context.add_init_script(RECORD_VIOLATIONS)
    context.add_init_script(f"if (location.port === '{port(host)}') {RECORD_MESSAGES}")
    if saved is not None:
        context.add_init_script(f"""(() => {{
            if (location.port !== '{port(game)}' || sessionStorage.getItem('seeded')) return;
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('{SAVE_KEY}', {json.dumps(saved)});
        }})();""")


def game_frame(page: Page, frame_id: str) -> Frame:
    frame = page.locator(f"#{frame_id}").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_selector(READY, state="attached", timeout=60_000)
    return frame


def received(page: Page, frame_id: str | None = None) -> list[dict]:
    return [m for m in page.evaluate("window.__received") if frame_id is None or m["frame"] == frame_id]


def wait_events(page: Page, count: int, frame_id: str = "solitaire") -> list[dict]:
    """The first ``count`` events the host got from the frame, waiting for them."""
    page.wait_for_function(f"window.__received.filter(m => m.frame === '{frame_id}').length >= {count}",
                           timeout=EVENT_TIMEOUT_MS)
    return [m["data"] for m in received(page, frame_id)][:count]


def tap(frame: Frame, pile: str, index: int) -> None:
    frame.locator(f'.card[data-pile="{pile}"][data-index="{index}"]').click()


def documented_host_page() -> str:
    """The complete host page of docs/embedding.md, exactly as written there."""
    match = re.search(r"<!-- host-example:.*?-->\n```html\n(.*?)```", DOCS, re.DOTALL)
    assert match, "docs/embedding.md lost its host example"
    return match.group(1)


def open_documented_host_page(page: Page, site_server: Server, host: Server, saved: str | None = None) -> Frame:
    """The host page of docs/embedding.md on the host's origin (its origins replaced), its game ready."""
    prepare(page.context, site_server, host, saved=saved)
    html = (documented_host_page()
            .replace("https://games.example/double-solitaire/", site_server.url + "/")
            .replace("https://games.example", site_server.url)
            .replace("https://blog.example", host.url))
    page.goto(host_page(host, "blog.html", html))
    return game_frame(page, "solitaire")


def warnings(messages: list[ConsoleMessage]) -> list[str]:
    return [m.text for m in messages if m.type == "warning" and m.text.startswith("Double Solitaire:")]


# --- the documented host page --------------------------------------------------------------------


def test_documented_host_page_gets_every_event_and_commands_the_game(
    page: Page, site_server: Server, host: Server, screenshot
) -> None:
    """ready, move (score, moves), won (score, moves, code) and game reach the host page of the docs; its
    buttons (new-game with a mode, undo, redo, hint, and Finish, shown while the events say finish: true)
    and a new-game with a code command the game; nothing breaks its CSP. With layout=bare the bar's Finish
    is hidden: the host's is the only way to finish."""
    # A game of a real code near its end: no card face down, none in the stock or the waste, the earlier moves
    # dropped from the history, so its cards are that code's deal as far as the save can tell (ds/save.py).
    game = Game(near_won().position, "DS1-D1N-AAAAAAB")
    game.move_count = 100
    page.set_viewport_size({"width": 1100, "height": 800})
    frame = open_documented_host_page(page, site_server, host, saved=dump(game))

    (ready,) = wait_events(page, 1)
    # The saved game is under way, so its clock runs from the moment it is shown, a little before ready: at load
    # 22-28 a whole second had passed by then ("time": 1). The event says the clock's reading, never ahead of it.
    played = ready.pop("time")
    assert 0 <= played <= int(frame.locator("#game").get_attribute("data-time") or 0)
    assert ready == {"source": "double-solitaire", "version": 1, "type": "ready", "code": "DS1-D1N-AAAAAAB",
                     "draw": 1, "scoring": "normal", "score": 0, "moves": 100, "won": False, "finish": True}
    expect(page.locator("#score")).to_have_text("0")
    expect(page.locator("#finish")).to_be_visible()
    expect(frame.locator("#game")).to_have_attribute("data-layout", "bare")
    expect(frame.locator(".bar")).to_be_hidden()
    screenshot(page, "embedding-host-page-desktop")

    tap(frame, "col-1", 2)  # J of spades home
    move = wait_events(page, 2)[1]
    assert (move["type"], move["score"], move["moves"], move["won"], move["finish"]) == ("move", 10, 101, False, True)
    expect(page.locator("#moves")).to_have_text("101")

    page.click("#undo")
    undone = wait_events(page, 3)[2]
    assert (undone["type"], undone["score"]) == ("move", 0)
    expect(frame.locator("#game")).to_have_attribute("data-score", "0")

    page.click("#hint")  # shown on the table (the J of spades home again), nothing played
    expect(frame.locator(".card.hinted[data-pile='col-1'][data-index='2']")).to_have_count(1)
    assert len(wait_events(page, 3)) == 3

    expect(frame.locator("[data-show='message']")).to_contain_text("Hint: ")
    page.click("#redo")  # the J of spades home again
    redone = wait_events(page, 4)[3]
    assert (redone["type"], redone["score"], redone["moves"]) == ("move", 10, 102)
    expect(frame.locator("[data-show='message']")).to_have_text("", timeout=1_000)  # the hint's words went with it

    page.click("#finish")  # the Q and the K of spades, one counted move each, then the win
    *moves, won = wait_events(page, 7)[4:]
    assert [m["type"] for m in moves] == ["move"] * 2
    moves_played = int(frame.locator("#game").get_attribute("data-moves"))
    assert won == {**moves[-1], "type": "won", "won": True, "finish": False}
    assert (won["score"], won["moves"], won["code"]) == (30, moves_played, "DS1-D1N-AAAAAAB")
    assert won["time"] == int(frame.locator("#game").get_attribute("data-time"))  # the clock stopped at the win
    expect(page.locator("#finish")).to_be_hidden()
    # Embedded, sound is off until the player turns it on (its toggle is on the bar the host hid).
    expect(frame.locator("[data-action='sound']")).to_have_attribute("aria-pressed", "false")
    assert frame.locator("#game").get_attribute("data-sounds") is None
    expect(page.locator("#result")).to_have_text("Won DS1-D1N-AAAAAAB!")
    page.evaluate("send({type: 'finish'}); send({type: 'redo'})")  # nothing to finish or redo: no answer
    page.wait_for_timeout(300)
    assert len(received(page, "solitaire")) == 7

    page.click("#new-vegas")
    dealt = wait_events(page, 8)[7]
    assert (dealt["type"], dealt["draw"], dealt["scoring"], dealt["score"], dealt["moves"]) == ("game", 3, "vegas", -104, 0)
    expect(frame.locator("#game")).to_have_attribute("data-code", dealt["code"])
    expect(page.locator("#score")).to_have_text("-$104")

    page.evaluate("send({type: 'new-game', code: 'ds1-d1n-aaaaaab'})")
    assert wait_events(page, 9)[8]["code"] == "DS1-D1N-AAAAAAB"
    expect(frame.locator("#game")).to_have_attribute("data-code", "DS1-D1N-AAAAAAB")

    assert {m["origin"] for m in received(page)} == {site_server.url}
    assert frame.evaluate("window.__violations || []") == []


def test_documented_host_page_on_a_phone(browser: Browser, site_server: Server, host: Server, screenshot) -> None:
    """The host page of the docs once had no viewport meta element: a phone laid it out 980 px wide at a
    scale of 0.4, the game's cards some 27 px wide on the screen. Now it is as wide as the phone, the frame
    as wide as the page and tall enough for the game, with the score and the buttons above it on screen."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  device_scale_factor=2)
    try:
        page = context.new_page()
        frame = open_documented_host_page(page, site_server, host, saved=dump(near_won()))
        wait_events(page, 1)
        assert page.evaluate("[innerWidth, visualViewport.scale]") == [390, 1]
        box = page.locator("#solitaire").bounding_box()
        assert box is not None and box["width"] <= 390 and 400 <= box["height"] and box["y"] + box["height"] <= 844
        card = frame.locator(".card[data-pile='col-1'][data-index='0']").bounding_box()
        assert card is not None and card["width"] >= 34, card
        expect(page.locator("#finish")).to_be_in_viewport()
        screenshot(page, "embedding-host-page-phone")
    finally:
        context.close()


def test_a_host_command_under_the_games_windows(page: Page, site_server: Server, host: Server) -> None:
    """A host's undo while the win window was open took the win back and left "You won!" on screen, with
    "Challenge a friend" sharing a win. A win taken back closes it (its celebration too); the New game
    window's question and the Statistics window follow the game a host command changes under them."""
    page.emulate_media(reduced_motion="reduce")  # the win window at once, no celebration
    prepare(page.context, site_server, host, saved=dump(near_won()))
    page.goto(host_page(host, "windows.html", f"""<!doctype html><meta charset="utf-8"><title>Windows</title>
        <iframe id="solitaire" src="{site_server.url}/?origins={host.url}&double-tap=off" width="900" height="600"></iframe>
        <script>const send = (data) => document.getElementById("solitaire").contentWindow.postMessage(
            {{target: "double-solitaire", version: 1, ...data}}, "{site_server.url}");</script>"""))
    frame = game_frame(page, "solitaire")
    root, won = frame.locator("#game"), frame.locator("dialog[data-dialog='won']")
    for index in (2, 1, 0):  # J, Q, K of spades home: won
        tap(frame, "col-1", index)
        expect(root).to_have_attribute("data-moves", str(3 - index))
    expect(won).to_be_visible()
    page.evaluate("send({type: 'undo'})")
    expect(root).to_have_attribute("data-won", "false")
    expect(won).to_be_hidden()

    page.emulate_media(reduced_motion="no-preference")
    tap(frame, "col-1", 0)  # won again by a move: celebrated
    expect(root).to_have_attribute("data-celebration", "running")
    page.evaluate("send({type: 'undo'})")
    expect(root).not_to_have_attribute("data-celebration", "running", timeout=1_000)
    page.wait_for_timeout(300)
    expect(won).to_be_hidden()
    page.evaluate("send({type: 'undo'})")  # the Q of spades back too: redoing it wins nothing
    expect(root).to_have_attribute("data-score", "10")

    frame.locator('.bar [data-action="new-game"]').click()
    frame.locator("dialog[data-dialog='new-game'] [data-action='deal']").click()  # asked first: 4 moves made
    question = frame.locator("dialog[data-dialog='new-game'] [data-show='replace-text']")
    expect(question).to_have_text(english("replace.ask-deal", moves="4 moves"))
    page.evaluate("send({type: 'redo'})")
    expect(root).to_have_attribute("data-moves", "5")
    expect(question).to_have_text(english("replace.ask-deal", moves="5 moves"))
    frame.locator("dialog[data-dialog='new-game']").press("Escape")

    frame.locator('.bar [data-action="stats"]').click()
    frame.locator("[data-action='reset-stats']").click()
    frame.locator("[data-action='confirm-reset']").click()  # the game on the table counts again from its next move
    played = frame.locator("dialog[data-dialog='stats'] td[data-mode='D1N'][data-stat='played']")
    expect(played).to_have_attribute("data-value", "0")
    page.evaluate("send({type: 'undo'})")
    expect(root).to_have_attribute("data-score", "10")
    expect(played).to_have_attribute("data-value", "1")


def field_and_frame_page(host: Server, site_server: Server, name: str) -> str:
    """A host page with a text field of its own above the game's frame (another origin's, as embedded)."""
    return host_page(host, name, f"""<!doctype html><meta charset="utf-8"><title>Field</title>
        <input id="field" aria-label="A comment">
        <iframe id="solitaire" src="{site_server.url}/?double-tap=off" width="900" height="600"></iframe>""")


def moves_of(frame: Frame) -> str:
    return frame.locator("#game").get_attribute("data-moves") or ""


def test_a_press_on_the_table_of_a_game_in_a_frame_gives_it_the_keys(
    page: Page, site_server: Server, host: Server
) -> None:
    """A player who drew by a click on the stock of a game in a frame, then pressed D or U, saw nothing happen: the
    page keeps a press on the table from the browser (no selection, no scroll), which also kept focus out of the frame,
    so the keys went to the host page. A press on the table gives the frame focus, as a click on a button does."""
    prepare(page.context, site_server, host)
    page.goto(field_and_frame_page(host, site_server, "keys.html"))
    frame = game_frame(page, "solitaire")
    tap(frame, "stock", 58)  # the top card of the stock
    expect(frame.locator("#game")).to_have_attribute("data-moves", "1")
    page.keyboard.press("d")
    expect(frame.locator("#game")).to_have_attribute("data-moves", "2")
    page.keyboard.press("u")
    expect(frame.locator(".pile[data-pile='waste']")).to_have_attribute("data-count", "1")


def test_the_win_window_waits_for_a_player_gone_to_the_host_page(
    page: Page, site_server: Server, host: Server
) -> None:
    """The player won in the frame, then went to a field of the host page while the cards bounced: the win window,
    opened in the frame, took the page's focus (a dialog's focusing steps), and what the player typed went to the game
    (N there is New game). The window opens when the player comes back to the game, and the field keeps its keys."""
    prepare(page.context, site_server, host, saved=dump(near_won()))
    page.goto(field_and_frame_page(host, site_server, "win.html"))
    frame = game_frame(page, "solitaire")
    root, won = frame.locator("#game"), frame.locator("dialog[data-dialog='won']")
    for index in (2, 1, 0):  # J, Q, K of spades home: won, and celebrated
        tap(frame, "col-1", index)
        expect(root).to_have_attribute("data-moves", str(3 - index))
    expect(root).to_have_attribute("data-celebration", "running")
    page.click("#field")
    expect(root).not_to_have_attribute("data-celebration", "running", timeout=15_000)
    page.wait_for_timeout(300)
    expect(won).to_be_hidden()
    page.keyboard.type("nice")
    expect(page.locator("#field")).to_have_value("nice")
    assert page.evaluate("document.activeElement.id") == "field"
    frame.locator(".bar [data-show='score']").click()  # back to the game
    expect(won).to_be_visible()
    assert moves_of(frame) == "3"


def test_events_go_to_the_parents_origin_alone(page: Page, site_server: Server, host: Server) -> None:
    """With two origins listed (as the docs' example), every event once made the browser warn that a
    postMessage's target origin did not match the parent's, for the origin that was not the parent's. The
    game posts to the parent's origin alone (location.ancestorOrigins): no warning, and every event arrives."""
    prepare(page.context, site_server, host)
    console: list[ConsoleMessage] = []
    page.on("console", lambda message: console.append(message))
    page.goto(host_page(host, "two.html", f"""<!doctype html><meta charset="utf-8"><title>Two origins</title>
        <iframe id="solitaire" src="{site_server.url}/?origins=https://www.blog.example,{host.url}"
                width="900" height="600"></iframe>"""))
    frame = game_frame(page, "solitaire")
    wait_events(page, 1)
    frame.locator('.pile[data-pile="stock"]').click(force=True)
    assert [m["type"] for m in wait_events(page, 2)] == ["ready", "move"]
    page.wait_for_timeout(300)
    assert [m.text for m in console if "postMessage" in m.text] == []
    assert {m["origin"] for m in received(page)} == {site_server.url}


def test_a_page_that_starts_again_for_a_stale_snapshot_sends_ready_again_with_the_same_game(
        page: Page, site_server: Server, host: Server) -> None:
    """A file of ds/ served not as the memory snapshot has it (edited during make play): the frame starts from the
    snapshot, sends ready, finds the file changed and reloads, once (docs/embedding.md): the host gets a second
    ready with the game of the first (the address's fragment), and the game plays on."""
    source = (ROOT / "ds" / "web" / "bridge.py").read_text(encoding="utf-8")
    page.route("**/ds/web/bridge.py", lambda route: route.fulfill(body=source + "\n# edited\n",
                                                                  content_type="text/x-python"))
    prepare(page.context, site_server, host)
    page.goto(host_page(host, "stale.html", f"""<!doctype html><meta charset="utf-8"><title>Stale</title>
        <iframe id="solitaire" src="{site_server.url}/?code=DS1-D3V-AAAAAAC&origins={host.url}"
                width="900" height="600"></iframe>"""))
    page.wait_for_function("window.__received.length >= 2", timeout=2 * BOOT_TIMEOUT_MS)  # a second start, from files
    first, again = wait_events(page, 2)
    assert first == again and first["type"] == "ready" and first["code"] == "DS1-D3V-AAAAAAC"
    frame = game_frame(page, "solitaire")
    assert frame.evaluate("window.__pyodideFiles") == "fetched"
    frame.locator('.pile[data-pile="stock"]').click(force=True)
    assert [m["type"] for m in wait_events(page, 3)] == ["ready", "ready", "move"]


def test_a_cross_origin_isolated_host_page_embeds_the_game_as_the_docs_say(
        page: Page, site_server: Server, tmp_path: Path) -> None:
    """A host page served with Cross-Origin-Embedder-Policy: require-corp showed the game's frame as an error page.
    The game served with the two headers docs/embedding.md gives plays there, and so does a credentialless frame
    of the game served without them, whose storage lasts as long as the host page."""
    isolated = (("Cross-Origin-Embedder-Policy", "require-corp"), ("Cross-Origin-Opener-Policy", "same-origin"))
    opted_in = (("Cross-Origin-Embedder-Policy", "require-corp"), ("Cross-Origin-Resource-Policy", "cross-origin"))
    servers = [make_server(tmp_path, 0, headers=isolated), make_server(ROOT, 0, headers=opted_in)]
    for server in servers:
        start_in_thread(server)
    try:
        host, game = servers
        (tmp_path / "isolated.html").write_text(f"""<!doctype html><meta charset="utf-8"><title>Isolated</title>
            <iframe id="one" src="{game.url}/" width="700" height="420"></iframe>
            <iframe id="two" credentialless src="{site_server.url}/" width="700" height="420"></iframe>""",
            encoding="utf-8")
        page.goto(f"{host.url}/isolated.html")
        assert page.evaluate("crossOriginIsolated")
        one, two = game_frame(page, "one"), game_frame(page, "two")
        for frame in (one, two):
            frame.locator('.pile[data-pile="stock"]').click(force=True)
            expect(frame.locator("#game")).to_have_attribute("data-moves", "1")
        page.wait_for_timeout(300)  # the moves saved
        page.reload()
        expect(game_frame(page, "one").locator("#game")).to_have_attribute("data-moves", "1")
        expect(game_frame(page, "two").locator("#game")).to_have_attribute("data-moves", "0")  # storage gone with the page
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()


def test_a_hosts_x_frame_options_gives_way_to_its_frame_ancestors(page: Page, host: Server) -> None:
    """docs/embedding.md: a host's default X-Frame-Options: SAMEORIGIN alone keeps another site from framing the
    game; with a frame-ancestors that lists the site, the game plays there."""
    sameorigin = ("X-Frame-Options", "SAMEORIGIN")
    listed = ("Content-Security-Policy", f"frame-ancestors 'self' {host.url}")
    for name, headers, framed in (("refused", (sameorigin,), False), ("listed", (sameorigin, listed), True)):
        game = make_server(ROOT, 0, headers=headers)
        start_in_thread(game)
        # A page of its own per case: going to the same address again is a reload to Chromium, which puts back
        # the frame's address from before (the first case's server, gone by then), not the one the page now holds.
        url = host_page(host, f"framed-{name}.html", f'<!doctype html><title>Framed</title>\n'
                                                     f'<iframe id="solitaire" src="{game.url}/"></iframe>\n')
        try:
            if framed:
                page.goto(url)
                game_frame(page, "solitaire")
            else:
                with page.expect_console_message(lambda message: "X-Frame-Options" in message.text) as refused:
                    page.goto(url)
                assert "Refused to display" in refused.value.text
        finally:
            game.shutdown()
            game.server_close()


# --- who may talk to whom --------------------------------------------------------------------------


def test_commands_from_unlisted_origins_are_ignored(page: Page, site_server: Server, host: Server) -> None:
    """Without `origins` the game obeys no one; listing another origin does not let this one in, and the
    events then go to that origin only."""
    prepare(page.context, site_server, host)
    console: list[ConsoleMessage] = []
    page.on("console", lambda message: console.append(message))
    page.goto(host_page(host, "unlisted.html", f"""<!doctype html><meta charset="utf-8"><title>Unlisted</title>
        <iframe id="none" src="{site_server.url}/?double-tap=off" width="600" height="400"></iframe>
        <iframe id="other" src="{site_server.url}/?origins=https://elsewhere.example" width="600" height="400"></iframe>
        <script>
          function send(id, command) {{
            document.getElementById(id).contentWindow.postMessage(
              {{target: "double-solitaire", version: 1, ...command}}, "{site_server.url}");
          }}
        </script>"""))
    frames = {name: game_frame(page, name) for name in ("none", "other")}
    codes = {name: frame.locator("#game").get_attribute("data-code") for name, frame in frames.items()}
    wait_events(page, 1, "none")

    for name in frames:
        page.evaluate(f"send('{name}', {{type: 'new-game', code: 'DS1-D3V-AAAAAAB'}})")
        page.evaluate(f"send('{name}', {{type: 'new-game', draw: 3}})")
    def ignored() -> list[str]:
        return [w for w in warnings(console) if "is not among the origins parameter's" in w]

    page.evaluate("""() => {  // a flood: dropped before it is converted, and never said more than once
        const big = Object.fromEntries(Array.from({length: 20000}, (_, i) => ["k" + i, i]));
        for (let i = 0; i < 3000; i++) send("none", {type: "new-game", draw: 3, big: i < 20 ? big : null});
    }""")
    for _ in range(100):  # each frame says once that it ignores this origin; wait for both
        if len(ignored()) >= 2:
            break
        page.wait_for_timeout(100)
    for name, frame in frames.items():
        expect(frame.locator("#game")).to_have_attribute("data-code", codes[name])
    page.wait_for_timeout(300)
    assert len(ignored()) == 2, warnings(console)
    assert (f"commands from '{host.url}' are ignored: it is not among the origins parameter's (none); "
            "this is said once") in ignored()[0]
    assert [m["data"]["type"] for m in received(page, "none")] == ["ready"]
    assert received(page, "other") == []  # its events go to https://elsewhere.example only
    frames["none"].locator('.pile[data-pile="stock"]').click(force=True)  # it still answers at once
    expect(frames["none"].locator("#game")).to_have_attribute("data-moves", "1", timeout=2_000)


def test_a_listed_hosts_commands_are_read_safely_and_a_flood_is_coalesced(
    page: Page, site_server: Server, host: Server
) -> None:
    """Even from a listed origin: 300 new-game commands in a row deal once (the last); a BigInt version, a
    Map, an array where text belongs, 20,000 fields, an undefined code and a NaN draw (once dealt as a random
    deal) are refused with a warning that names what they are."""
    prepare(page.context, site_server, host)
    console: list[ConsoleMessage] = []
    page.on("console", lambda message: console.append(message))
    page.goto(host_page(host, "flood.html", f"""<!doctype html><meta charset="utf-8"><title>Flood</title>
        <iframe id="solitaire" src="{site_server.url}/?origins={host.url}" width="600" height="400"></iframe>
        <script>
          const frame = () => document.getElementById("solitaire").contentWindow;
          const send = (data) => frame().postMessage(data, "{site_server.url}");
        </script>"""))
    frame = game_frame(page, "solitaire")
    wait_events(page, 1)
    page.evaluate("""() => {
        for (let i = 0; i < 299; i++) send({target: "double-solitaire", version: 1, type: "new-game", draw: 3});
        send({target: "double-solitaire", version: 1, type: "new-game", code: "DS1-D1V-ABCDEFG"});
    }""")
    # The page reads the 300 commands one by one before it deals: seconds at a high load (ci33b saw the default 5 s
    # run out at load 22-28). What is checked is one deal for the run, not how soon.
    expect(frame.locator("#game")).to_have_attribute("data-code", "DS1-D1V-ABCDEFG", timeout=30_000)
    page.wait_for_timeout(300)
    assert [(m["type"], m["code"]) for m in wait_events(page, 2)] == [("ready", m["code"]) for m in wait_events(page, 1)] + [
        ("game", "DS1-D1V-ABCDEFG")]
    assert len(received(page, "solitaire")) == 2, "one deal for the whole run"

    page.evaluate("""() => {
        send({target: "double-solitaire", version: 1n, type: "undo"});
        send(new Map([["target", "double-solitaire"], ["version", 1], ["type", "new-game"]]));
        send({target: "double-solitaire", version: 1, type: "new-game", code: ["DS1-D1N-AAAAAAB"]});
        send({target: "double-solitaire", version: [1], type: "undo"});
        send(Object.assign({target: "double-solitaire", version: 1, type: "undo"},
                           Object.fromEntries(Array.from({length: 20000}, (_, i) => ["k" + i, i]))));
        send({target: "double-solitaire", version: 1, type: "new-game", code: undefined});
        send({target: "double-solitaire", version: 1, type: "new-game", draw: NaN});
    }""")
    says = ["no BigInt", "a command is a plain object, not a Map", "the code must be text, not an array",
            "version an array is not supported", "a command has at most 16 fields",
            "field 'code' is undefined", "new-game: draw null is not 1 or 3"]
    for _ in range(300):
        if len(warnings(console)) >= len(says):
            break
        page.wait_for_timeout(100)
    assert [any(words in w for w in warnings(console)) for words in says] == [True] * len(says), warnings(console)
    expect(frame.locator("#game")).to_have_attribute("data-code", "DS1-D1V-ABCDEFG")
    assert len(received(page, "solitaire")) == 2


def test_a_game_in_a_frame_never_touches_the_players_own_game_or_statistics(
    page: Page, site_server: Server, host: Server
) -> None:
    """A 1×1 frame of the game on any page once wiped the player's game in progress and ended the winning
    streak (it shared their storage). A framed game keeps its own keys."""
    game = table(columns=["AS"])
    game.play(next(iter(game.legal_moves)))
    own = {"double-solitaire.game": dump(game),
           "double-solitaire.stats": '{"version":1,"modes":{"D1N":{"played":3,"won":2,"best_score":null,'
           '"fewest_moves":null,"streak":2,"best_streak":2,"total":0},"D3N":{"played":0,"won":0,"best_score":null,'
           '"fewest_moves":null,"streak":0,"best_streak":0,"total":0},"D1V":{"played":0,"won":0,"best_score":null,'
           '"fewest_moves":null,"streak":0,"best_streak":0,"total":0},"D3V":{"played":0,"won":0,"best_score":null,'
           '"fewest_moves":null,"streak":0,"best_streak":0,"total":0}},"current":"DS1-D1N-AAAAAAA","current_won":false}',
           "double-solitaire.settings": '{"version":1,"language":"sv"}'}
    prepare(page.context, site_server, host)
    page.goto(f"{site_server.url}/static/icon.svg")
    page.evaluate("items => { localStorage.clear(); for (const k in items) localStorage.setItem(k, items[k]); }", own)
    page.goto(host_page(host, "tiny.html", f"""<!doctype html><meta charset="utf-8"><title>Tiny</title>
        <iframe id="tiny" src="{site_server.url}/?code=DS1-D3V-ZZZZZZZ&origins={host.url}" width="1" height="1"
                style="opacity: 0"></iframe>
        <script>const send = (data) => document.getElementById("tiny").contentWindow.postMessage(
            {{target: "double-solitaire", version: 1, ...data}}, "{site_server.url}");</script>"""))
    frame = game_frame(page, "tiny")
    expect(frame.locator("#game")).to_have_attribute("data-code", "DS1-D3V-ZZZZZZZ")
    assert frame.evaluate("document.documentElement.lang") == "en", "the player's own settings are not the frame's"
    page.evaluate("send({type: 'new-game', draw: 1, scoring: 'normal'})")
    assert wait_events(page, 2, "tiny")[1]["type"] == "game"
    frame.wait_for_function(f"() => (localStorage.getItem('{SAVE_KEY}') || '').includes('DS1-D1N-')")
    stored = frame.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
    assert {key: stored.get(key) for key in own} == own
    assert stored.get(SAVE_KEY, "").startswith('{"format":"double-solitaire"')


def test_two_frames_of_one_page_add_up_their_statistics(page: Page, site_server: Server, host: Server) -> None:
    """Two games on one host page share the framed keys: each frame once wrote its own statistics over the
    other's, so a game played (or won) in one was lost at the next move of the other. Each takes in the
    other's counts, keeps its own game, and counts it once."""
    page.goto(host_page(host, "two.html", f"""<!doctype html><meta charset="utf-8"><title>Two games</title>
        <iframe id="one" src="{site_server.url}/?code=DS1-D1N-AAAAAAB" width="700" height="420"></iframe>
        <iframe id="two" src="{site_server.url}/?code=DS1-D3V-AAAAAAC" width="700" height="420"></iframe>"""))
    one, two = game_frame(page, "one"), game_frame(page, "two")
    played = """() => { const stats = JSON.parse(localStorage.getItem('double-solitaire.framed.stats') || 'null');
        return stats && [stats.current, stats.modes.D1N.played, stats.modes.D3V.played].join(' '); }"""

    def draw(frame: Frame, moves: int, stored: str) -> None:
        frame.locator('.pile[data-pile="stock"]').click(force=True)
        expect(frame.locator("#game")).to_have_attribute("data-moves", str(moves))
        frame.wait_for_function(f"({played})() === {json.dumps(stored)}")

    draw(one, 1, "DS1-D1N-AAAAAAB 1 0")
    draw(two, 1, "DS1-D3V-AAAAAAC 1 1")
    one.locator('.pile[data-pile="stock"]').click(force=True)
    expect(one.locator("#game")).to_have_attribute("data-moves", "2")
    one.wait_for_timeout(200)  # a save it would make (the move's is soon after it)
    assert one.evaluate(played) == "DS1-D3V-AAAAAAC 1 1", "the first frame's game was counted again"
    assert [frame.locator("#game").get_attribute("data-code") for frame in (one, two)] == [
        "DS1-D1N-AAAAAAB", "DS1-D3V-AAAAAAC"]


def test_two_frames_that_win_at_one_moment_count_both_wins(page: Page, site_server: Server, host: Server) -> None:
    """Two frames won their games at one moment (a host's finish sent to both): the second to count its win wrote
    it over the first one's, whose storage event came after, and the statistics kept one win. A frame takes up
    what another wrote before it writes its own count."""
    games = {name: dump(Game(near_won().position, code)) for name, code in
             (("one", "DS1-D1N-AAAAAAB"), ("two", "DS1-D1N-AAAAAAC"))}
    page.context.add_init_script(f"if (location.port === '{port(host)}') {RECORD_MESSAGES}")
    page.context.add_init_script(f"""if (location.port === '{port(site_server)}' && window.name in {json.dumps(games)})
        localStorage.setItem('{SAVE_KEY}', {json.dumps(games)}[window.name]);""")  # each frame starts on its game
    frame = f'<iframe name="%s" id="%s" src="{site_server.url}/?origins={host.url}" width="700" height="420"></iframe>'
    page.goto(host_page(host, "two-wins.html", f"""<!doctype html><meta charset="utf-8"><title>Two wins</title>
        {frame % ("one", "one")}<script>function finish(id) {{ document.getElementById(id).contentWindow.postMessage(
            {{target: "double-solitaire", version: 1, type: "finish"}}, "{site_server.url}"); }}</script>"""))
    one = game_frame(page, "one")
    page.wait_for_timeout(1000)  # the first frame's save of its game, made as it started, is behind it
    page.evaluate(f"document.body.insertAdjacentHTML('beforeend', {json.dumps(frame % ('two', 'two'))})")
    two = game_frame(page, "two")
    assert [frame.locator("#game").get_attribute("data-code") for frame in (one, two)] == [
        "DS1-D1N-AAAAAAB", "DS1-D1N-AAAAAAC"]
    page.evaluate("finish('one'); finish('two')")
    page.wait_for_function("window.__received.filter(m => m.data.type === 'won').length === 2", timeout=EVENT_TIMEOUT_MS)
    page.wait_for_timeout(500)  # (a storage event, had one been left to come)
    counted = one.evaluate("JSON.parse(localStorage.getItem('double-solitaire.framed.stats')).modes.D1N")
    assert (counted["played"], counted["won"], counted["best_streak"]) == (2, 2, 2)


def test_two_frames_of_one_page_each_resume_their_game_the_last_one_saved(
        page: Page, site_server: Server, host: Server) -> None:
    """The second frame's game was the last saved, yet after a reload neither frame resumed: the first one to
    start saved its deal, not played yet, over it. A deal not played is not saved over another frame's game."""
    page.goto(host_page(host, "two-in-turn.html", f"""<!doctype html><meta charset="utf-8"><title>Two games</title>
        <iframe id="one" src="{site_server.url}/?code=DS1-D1N-AAAAAAB" width="700" height="420"></iframe>
        <script>  // the second frame once the first is ready: the first one to start is known
            addEventListener("message", (event) => {{
                if (event.data?.type !== "ready" || event.source !== document.getElementById("one").contentWindow) return;
                const two = document.createElement("iframe");
                Object.assign(two, {{id: "two", width: 700, height: 420, src: "{site_server.url}/?code=DS1-D3V-AAAAAAC"}});
                document.body.append(two);
            }});
        </script>"""))
    one, two = game_frame(page, "one"), game_frame(page, "two")
    for frame, moves in ((one, "1"), (two, "1"), (two, "2")):
        frame.locator('.pile[data-pile="stock"]').click(force=True)
        expect(frame.locator("#game")).to_have_attribute("data-moves", moves)
    two.wait_for_function(f"() => JSON.parse(localStorage.getItem('{SAVE_KEY}')).history.length === 2")
    page.reload()
    one, two = game_frame(page, "one"), game_frame(page, "two")
    expect(two.locator("#game")).to_have_attribute("data-moves", "2")
    expect(two.locator("#game")).to_have_attribute("data-code", "DS1-D3V-AAAAAAC")
    expect(one.locator("#game")).to_have_attribute("data-code", "DS1-D1N-AAAAAAB")
    assert one.locator("#game").get_attribute("data-moves") == "0"


def test_a_sandboxed_frame_needs_only_scripts_and_its_own_origin(page: Page, site_server: Server, host: Server) -> None:
    """docs/embedding.md: sandbox="allow-scripts allow-same-origin" boots and plays, the New game window
    included (it needs no allow-forms); allow-scripts alone cannot start the runtime, and says why (the
    frame, not the network)."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(host_page(host, "sandbox.html", f"""<!doctype html><meta charset="utf-8"><title>Sandbox</title>
        <iframe id="enough" sandbox="allow-scripts allow-same-origin" src="{site_server.url}/" width="800" height="500"></iframe>
        <iframe id="scripts" sandbox="allow-scripts" src="{site_server.url}/" width="800" height="300"></iframe>"""))
    frame = game_frame(page, "enough")
    frame.locator('.bar [data-action="new-game"]').click()
    frame.locator("dialog[data-dialog='new-game'] input[name=code]").fill("DS1-D3N-ABCDEFG")
    frame.locator("dialog[data-dialog='new-game'] [data-action='deal']").click()
    expect(frame.locator("#game")).to_have_attribute("data-code", "DS1-D3N-ABCDEFG")
    frame.locator('.bar [data-action="new-game"]').click()
    frame.locator("dialog[data-dialog='new-game'] input[name=code]").fill("DS1-D1V-ABCDEFG")
    frame.locator("dialog[data-dialog='new-game'] input[name=code]").press("Enter")
    expect(frame.locator("#game")).to_have_attribute("data-code", "DS1-D1V-ABCDEFG")
    alone = page.locator("#scripts").element_handle().content_frame()
    assert alone is not None
    expect(alone.locator('[data-boot="failed"]')).to_be_visible(timeout=30_000)
    expect(alone.locator('[data-boot="failed"]')).to_contain_text(
        "the page it is embedded in does not let it load its files. Open the game on its own page.")
    assert errors == [], "an error the page did not handle"


def test_a_frame_sandboxed_without_its_origin_plays_from_a_host_that_lets_any_origin_fetch(page: Page, host: Server) -> None:
    """sandbox="allow-scripts" alone, the game's host sending Access-Control-Allow-Origin: * (GitHub Pages does): the
    frame's origin is opaque, so every file is a cross-origin request, which that header allows, but the frame may
    start no worker. The loader's start of the worker that fetches the memory snapshot threw inside a promise that
    then never settled, and the page waited until boot.js's 60 s ("no answer"). It starts Python the normal way, says
    that the browser lets it store nothing (localStorage throws there), and plays, with no error unhandled."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    game = make_server(ROOT, 0, headers=(("Access-Control-Allow-Origin", "*"),))
    start_in_thread(game)
    try:
        page.goto(host_page(host, "sandbox-any-origin.html", f"""<!doctype html><meta charset="utf-8"><title>Sandbox</title>
            <iframe id="scripts" sandbox="allow-scripts" src="{game.url}/" width="800" height="500"></iframe>"""))
        frame = game_frame(page, "scripts")
        assert frame.evaluate("self.origin") == "null"
        expect(frame.locator(".message")).to_contain_text("does not let the game store anything")
        frame.locator('.card[data-pile="stock"]').last.click()
        expect(frame.locator("#game")).to_have_attribute("data-moves", "1")
        assert errors == [], "an error the page did not handle"
    finally:
        game.shutdown()
        game.server_close()


def test_a_frame_of_another_site_that_the_browser_lets_store_nothing_plays_and_says_so(
        page: Page, site_server: Server, host: Server) -> None:
    """The documented host page on another *site* (the game at localhost, the blog at 127.0.0.1). Playwright's
    Chromium, like an incognito window or a player who blocks third-party cookies, lets such a frame store
    nothing (its localStorage throws SecurityError): the game boots, says that it cannot store anything, plays,
    and sends its events; the page meets no error. (Every other test here frames the game from another port of
    the same site, where storage works; a browser that partitions storage instead stores, and the test says so.)"""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    game = site_server.url.replace("127.0.0.1", "localhost")
    html = (documented_host_page()
            .replace("https://games.example/double-solitaire/", game + "/")
            .replace("https://games.example", game)
            .replace("https://blog.example", host.url))
    page.context.add_init_script(f"if (location.port === '{port(host)}') {RECORD_MESSAGES}")
    page.goto(host_page(host, "other-site.html", html))
    frame = game_frame(page, "solitaire")
    storage = frame.evaluate("() => { try { localStorage.length; return 'usable'; } catch (e) { return e.name; } }")
    assert storage in ("SecurityError", "usable")
    if storage == "SecurityError":
        expect(frame.locator(".message")).to_contain_text("does not let the game store anything")
    frame.locator('.card[data-pile="stock"]').last.click()
    expect(frame.locator("#game")).to_have_attribute("data-moves", "1")
    assert any(event["type"] == "move" for event in wait_events(page, 2))
    assert errors == [], "an error the page did not handle"


IN_VIEW = """(wanted) => new Promise((resolve) => new IntersectionObserver((entries, observer) => {
    if (entries.at(-1).isIntersecting !== wanted) return;
    observer.disconnect();
    resolve(true);
}).observe(document.getElementById("game")))"""
"""Resolves once an IntersectionObserver made after the game's says that the game is (or is not) in view: both are
told in one task, in the order they were made, so the game's has been told too."""


def test_the_clock_stands_while_the_host_page_hides_the_frame(page: Page, site_server: Server, host: Server) -> None:
    """A host page's tab widget hides the game's frame (display: none) for a while, then shows it: the game is out of
    sight, as in a hidden tab, and its clock stands, where it ran on (a frame's document stays "visible"). Under
    Playwright's clock."""
    page.context.clock.install()
    page.goto(host_page(host, "tabs.html", f'<!doctype html><title>Tabs</title>\n<div id="tab"><iframe id="solitaire" '
                                           f'src="{site_server.url}/" width="900" height="560"></iframe></div>\n'))
    frame = game_frame(page, "solitaire")
    root = frame.locator("#game")
    page.clock.pause_at(page.evaluate("Date.now()") + 1_000)
    try:
        frame.locator(".pile.stock").press("d")
        expect(root).to_have_attribute("data-moves", "1")
        page.clock.run_for(10_010)
        expect(root).to_have_attribute("data-time", "10")
        page.evaluate("document.getElementById('tab').style.display = 'none'")
        frame.evaluate(IN_VIEW, False)
        page.clock.run_for(60_000)
        expect(root).to_have_attribute("data-time", "10")
        page.evaluate("document.getElementById('tab').style.display = ''")
        frame.evaluate(IN_VIEW, True)
        page.clock.run_for(5_000)
        expect(root).to_have_attribute("data-time", "15")
    finally:
        page.clock.resume()


def test_events_go_to_the_parent_only(page: Page, site_server: Server, host: Server) -> None:
    """A game inside a frame inside a page: the frame that embeds it hears it, the top page does not."""
    prepare(page.context, site_server, host)
    inner = host_page(host, "middle.html", f"""<!doctype html><meta charset="utf-8"><title>Middle</title>
        <iframe id="game-frame" src="{site_server.url}/" width="700" height="450"></iframe>""")
    page.goto(host_page(host, "top.html", f"""<!doctype html><meta charset="utf-8"><title>Top</title>
        <iframe id="middle" src="{inner}" width="760" height="500"></iframe>"""))
    middle = page.locator("#middle").element_handle().content_frame()
    assert middle is not None
    middle.wait_for_function("window.__received.length >= 1", timeout=60_000)
    page.wait_for_timeout(300)

    assert [m["data"]["type"] for m in middle.evaluate("window.__received")] == ["ready"]
    assert received(page) == []


# --- URL parameters ------------------------------------------------------------------------------------

HOSTILE = "&".join([
    "code=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "draw=3.0",
    "scoring=%7B%22a%22%3A1%7D",
    "lang=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E",
    "double-tap=%00",
    "layout=bare%3Bdisplay%3Anone",
    "origins=javascript%3Aalert(3)",
    "%3Cb%3Ebold%3C%2Fb%3E=1",
    "lang=sv",
])


def test_hostile_parameters_change_nothing_and_break_nothing(page: Page) -> None:
    """Script tags, wrong types, a 6 kB query (more than the page reads, less than servers refuse): each
    bad parameter is ignored with a console warning, defaults hold, nothing from the URL reaches the page
    as HTML, no script runs, and the game plays."""
    console: list[ConsoleMessage] = []
    errors: list[str] = []
    page.on("console", lambda message: console.append(message))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: errors.append("dialog: " + dialog.message))
    page.context.add_init_script(RECORD_VIOLATIONS)
    page.goto("/?" + HOSTILE + "&padding=" + "%3Cscript%3E" * 500 + "&layout=compact")
    wait_ready(page)

    assert len(warnings(console)) == 11, warnings(console)
    assert "Double Solitaire: the query is longer than 2000 characters; the rest is ignored" in warnings(console)
    root = page.locator("#game")
    assert page.evaluate("document.documentElement.lang") == "en"
    assert (root.get_attribute("data-layout"), root.get_attribute("data-lang")) == ("full", None)
    assert (root.get_attribute("data-draw"), root.get_attribute("data-scoring")) == ("1", "normal")
    assert re.fullmatch(r"DS1-D1N-[A-Z]{7}", root.get_attribute("data-code") or "")
    html = page.content()
    assert "<script>alert(" not in html and "<b>bold" not in html
    message = page.locator("[data-show='message']")  # the code asked for is said, as text
    expect(message).to_contain_text("“<script>alert(1)</script>” in the address is not a game code")
    assert message.evaluate(PLAIN_TEXT)
    assert page.locator("img, iframe, object, embed, b").count() == 0
    assert errors == []
    assert page.evaluate("window.__violations || []") == []

    page.locator('.pile[data-pile="stock"]').click(force=True)  # on the top card of the stock
    expect(root).to_have_attribute("data-moves", "1")


def test_layouts_for_frames(page: Page, site_server: Server, host: Server, screenshot) -> None:
    """compact keeps score, moves and buttons without the title and the code; bare has no bar, and the
    table takes its room. With them, the language, the mode and the code asked for."""
    page.set_viewport_size({"width": 940, "height": 1180})
    page.goto(host_page(host, "layouts.html", f"""<!doctype html><meta charset="utf-8"><title>Layouts</title>
        <style>iframe {{ display: block; border: 0; margin: 0 0 10px; }}</style>
        <iframe id="compact" src="{site_server.url}/?layout=compact&lang=sv&draw=3&scoring=vegas" width="900" height="560"></iframe>
        <iframe id="bare" src="{site_server.url}/?layout=bare&lang=pt&code=DS1-D3N-AAAAAAC" width="900" height="560"></iframe>"""))
    for layout, lang in (("compact", "sv"), ("bare", "pt")):
        frame = game_frame(page, layout)
        root = frame.locator("#game")
        expect(root).to_have_attribute("data-layout", layout)
        expect(root).to_have_attribute("data-lang", lang)
        if layout == "compact":  # a mode: a new deal of it
            assert (root.get_attribute("data-draw"), root.get_attribute("data-scoring")) == ("3", "vegas")
        else:  # a code: that deal
            expect(root).to_have_attribute("data-code", "DS1-D3N-AAAAAAC")
        assert frame.evaluate("document.documentElement.lang") == lang
        if layout == "compact":  # the title is hidden to the eye only: still the page's heading for screen readers
            assert frame.locator(".bar h1").evaluate("h => h.getBoundingClientRect().width") <= 1
        else:
            expect(frame.locator(".bar h1")).to_be_hidden()
        expect(frame.locator(".status .code")).to_be_hidden()
        if layout == "compact":
            expect(frame.locator('.bar [data-show="score"]')).to_be_visible()
            expect(frame.locator('.bar [data-action="undo"]')).to_be_visible()
        else:
            expect(frame.locator(".bar")).to_be_hidden()
            stock = frame.locator('.pile[data-pile="stock"]').bounding_box()
            frame_top = page.locator("#bare").bounding_box()
            assert stock is not None and frame_top is not None and stock["y"] - frame_top["y"] < 30
    screenshot(page, "layouts-compact-and-bare")


BAR_CLASHES = """() => {  // the bar's figures and buttons that lie over one another or outside the window
    const boxes = [...document.querySelectorAll('.status > div:not([hidden]), .controls button')]
        .filter((element) => element.getClientRects().length)
        .map((element) => [element.dataset.action || element.className, element.getBoundingClientRect()]);
    const clashes = boxes.filter(([, box]) => box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5
                                             || box.bottom > innerHeight + 0.5).map(([name]) => name + ' outside');
    boxes.forEach(([one, a], i) => boxes.slice(i + 1).forEach(([two, b]) => {
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            clashes.push(one + ' over ' + two);
    }));
    return clashes;
}"""


@pytest.mark.parametrize(("width", "height", "layout"), [(300, 200, "compact"), (240, 180, "compact"), (320, 240, "full")])
def test_a_frame_smaller_than_a_phone_keeps_every_figure_and_button_apart(
        page: Page, site_server: Server, host: Server, screenshot, width: int, height: int, layout: str) -> None:
    """A host's small frame, wider than tall: the buttons lay over the score, moves and time (and at 240 px ran off
    the edge, Settings out of reach). They go to a toolbar at the bottom, as on a phone upright, and work."""
    page.goto(host_page(host, "small.html", f"""<!doctype html><meta charset="utf-8"><title>Small</title>
        <iframe id="small" src="{site_server.url}/?layout={layout}" width="{width}" height="{height}"
                style="border: 0"></iframe>"""))
    frame = game_frame(page, "small")
    assert frame.evaluate(BAR_CLASHES) == []
    frame.locator('.pile[data-pile="stock"]').click(force=True)
    expect(frame.locator("#game")).to_have_attribute("data-moves", "1")
    frame.locator('.controls [data-action="undo"]').click()
    expect(frame.locator(".pile[data-pile='waste']")).to_have_attribute("data-count", "0")
    frame.locator('.controls [data-action="settings"]').click()
    expect(frame.locator("dialog[data-dialog='settings']")).to_be_visible()
    screenshot(page, f"frame-{width}x{height}-{layout}")


@pytest.mark.parametrize("language", ["en", "sv", "pt"])
def test_the_game_code_of_a_tiny_frame_in_the_full_layout_stays_on_the_screen(
        page: Page, site_server: Server, host: Server, screenshot, language: str) -> None:
    """A 200 x 150 frame in the full layout: the figures left the game code no room, its copy and share buttons lay
    off the edge (found by the 26th session's QA). The code has a row of its own there, the deal's letters and both
    buttons in view."""
    page.goto(host_page(host, "tiny.html", f"""<!doctype html><meta charset="utf-8"><title>Tiny</title>
        <iframe id="tiny" src="{site_server.url}/?layout=full&lang={language}&code=DS1-D1V-UDGUWZZ" width="200"
                height="150" style="border: 0"></iframe>"""))
    frame = game_frame(page, "tiny")
    seen = frame.evaluate(GEOMETRY)
    assert {"code", "copy-code", "share"} <= {item["what"] for item in seen["bar"]}
    assert bar_overlaps(seen) == []
    assert frame.evaluate(DEAL_SHOWN), "the deal's letters are hidden"
    under = [(name, item["what"]) for name, pile in seen["piles"].items() for item in seen["bar"] if overlap(pile, item)]
    assert under == [], "a pile lies under the bar's words or buttons"
    screenshot(page, f"frame-200x150-full-{language}")


# --- Content-Security-Policy -----------------------------------------------------------------------------


def page_policy() -> str:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    match = re.search(r'<head>\s*<meta charset="utf-8">\s*(?:<!--.*?-->\s*)?'
                      r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html, re.DOTALL)
    assert match, "the CSP meta element must come first in <head>, after the charset, so it covers everything"
    return match.group(1)


def test_policy_is_documented_as_it_is() -> None:
    """docs/embedding.md shows the page's policy word for word, and the header for hosts extends it."""
    policy = page_policy()
    assert f"<!-- csp: the same text as index.html's meta element (a test compares them) -->\n```\n{policy}\n```" in DOCS
    assert f"Content-Security-Policy: {policy}; frame-ancestors " in DOCS
    assert "frame-ancestors" not in policy  # a meta element cannot carry it; hosts send it as a header
    assert "'unsafe-inline'" not in policy


def test_game_plays_under_its_policy_with_no_violation(page: Page) -> None:
    """Boot, moves, undo, the New game, Settings, Rules and Statistics windows: no securitypolicyviolation; and the policy
    is in force (an inline script is refused)."""
    page.context.add_init_script(RECORD_VIOLATIONS)
    page.goto("/")
    wait_ready(page)
    root = page.locator("#game")
    page.locator('.pile[data-pile="stock"]').click(force=True)  # on the top card of the stock
    expect(root).to_have_attribute("data-moves", "1")
    page.click('[data-action="undo"]')
    expect(root).to_have_attribute("data-undo", "false")
    page.click('.bar [data-action="new-game"]')
    page.click('[data-action="deal"]')
    page.click('dialog[data-dialog="new-game"] [data-action="give-up"]')  # a game with a move: asked first
    expect(page.locator('dialog[data-dialog="new-game"]')).to_be_hidden()
    for window in ("settings", "rules", "stats"):  # the windows draw SVG from Python too
        page.click(f'.bar [data-action="{window}"]')
        dialog = page.locator(f'dialog[data-dialog="{window}"]')
        expect(dialog).to_be_visible()
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
    assert page.evaluate("window.__violations || []") == []

    ran = page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "window.__inline = true";
        document.head.append(script);
        return window.__inline === true;
    }""")
    assert ran is False
    # The violation event is dispatched after the refusal, in a task of its own.
    page.wait_for_function("(window.__violations || []).some(v => v.startsWith('script-src'))")

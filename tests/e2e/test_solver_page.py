"""The solver on the page (issue 6): the Hint button and the H key, the "still winnable?" mark and
"winnable deals only", with the page answering input while the solver searches."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, expect

from ds.codes import GameCode
from ds.game import Game
from ds.moves import Move
from ds.solver import EXAMPLE_WINS, Result, solve, suggest
from ds.solver import table as deals_table
from tests.e2e import sharing
from tests.e2e.helpers import drag, english, open_game, start_from_the_files, tap, wait_moves, wait_ready
from tests.e2e.player import near_won
from tests.engine.helpers import table

shared_tab, page = sharing.shared_tab, sharing.page  # fixtures: one tab for the module, reset for each test
SETTINGS_KEY = "double-solitaire.settings"
MARK = "[data-show='winnable']"
MESSAGE = "[data-show='message']"
COACH = Path(__file__).resolve().parents[2] / "ds" / "web" / "coach.py"
COACH_ROUTE = "**/ds/web/coach.py"


def served_coach(page: Page, line: str, instead: str) -> Iterator[None]:
    """The page runs ``coach.py`` with ``line`` replaced by ``instead``, served so from its start
    (``start_from_the_files``) until the test ends (the module's later tests share the tab)."""
    start_from_the_files(page)
    text = COACH.read_text(encoding="utf-8")
    assert f"\n{line}\n" in text
    changed = text.replace(f"\n{line}\n", f"\n{instead}\n")

    def serve(route: Route) -> None:
        route.fulfill(body=changed, content_type="text/x-python; charset=utf-8")

    page.route(COACH_ROUTE, serve)
    yield
    page.unroute(COACH_ROUTE, serve)


@pytest.fixture
def patient_search(page: Page) -> Iterator[None]:
    """The page's background search given 60 s of wall time instead of ``MARK_SECONDS``' 5: a test that waits for its
    verdict then does not depend on how busy the machine is."""
    yield from served_coach(page, "MARK_SECONDS = 5.0", "MARK_SECONDS = 60.0")


@pytest.fixture
def hasty_hint(page: Page) -> Iterator[None]:
    """The hint's wait cut to nothing (``HINT_SECONDS`` 0 instead of 0.25): every hint that the search has not
    answered in its first slice is shown from what was found so far, whatever the load."""
    yield from served_coach(page, "HINT_SECONDS = 0.25", "HINT_SECONDS = 0.0")


def hint_said(page: Page) -> str:
    """The hint's words in the message line (after "Looking for a good move…", if the search took a while)."""
    thinking = english("say.hint-thinking")
    page.wait_for_function(
        "([sel, thinking]) => { const t = document.querySelector(sel).textContent; return t && t !== thinking; }",
        arg=[MESSAGE, thinking],
    )
    return page.inner_text(MESSAGE)


def hinted(page: Page) -> list[str]:
    """What the hint marks: cards ("card:col-2:5", pile and index) and piles ("pile:foundation-S-1")."""
    return page.eval_on_selector_all(
        ".hinted",
        "els => els.map(e => e.classList.contains('card') ? `card:${e.dataset.pile}:${e.dataset.index}`"
        " : 'pile:' + e.dataset.pile)",
    )


def lost_position(mode: str = "D1V") -> Game:
    """Two 3s of spades under a king on the waste, the Vegas stock spent: no move can win (the solver
    proves it in a few hundred positions: tests/engine/solver/test_solving.py)."""
    spades_out = {"S1": 2, "S2": 2, "H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13}
    return table(
        mode,
        columns=["4S", "4S", "5S", "5S", "6S", "6S", "7S", "7S", "#KS #QS #QS #JS #JS #10S #10S #9S #9S #8S 8S"],
        waste="3S 3S KS", foundations=spades_out, stock="",
    )


@pytest.mark.usefixtures("patient_search")
def test_the_h_key_shows_the_first_move_of_a_winning_line_and_playing_it_works(page: Page) -> None:
    code = EXAMPLE_WINS["D1N"]
    game = Game.deal(code)
    expected = suggest(game, solve(game, max_nodes=20_000)).move
    assert expected is not None and not expected.is_draw
    from ds.web.i18n import Texts
    from ds.web.speech import describe_hint

    texts = Texts.load("en")
    words = describe_hint(texts, game, expected)
    open_game(page, game)
    page.keyboard.press("h")
    # Within the hint's quarter second on a quiet machine; on a busy one, after a first hint from what was found in
    # time, as "A winning line was found after all. Hint: …" (test_a_win_found_after_the_hint_was_shown_…).
    said = [words, texts("say.hint-found", hint=words)]
    page.wait_for_function("([sel, said]) => said.includes(document.querySelector(sel).textContent)",
                           arg=[MESSAGE, said], timeout=60_000)
    source, target = str(expected.src), str(expected.dst)
    index = len(game.pile_cards(expected.src)) - expected.count
    assert sorted(hinted(page)) == sorted([f"card:{source}:{i}" for i in range(index, index + expected.count)]
                                          + [f"pile:{target}"])
    drag(page, source, index, target)
    wait_moves(page, 1)
    expect(page.locator(".hinted")).to_have_count(0)  # a move clears the hint


def test_the_hint_button_after_a_few_moves_hints_a_legal_move(page: Page) -> None:
    game = Game.deal("DS1-D3N-AAAAAAB")
    open_game(page, game)
    for _ in range(3):
        tap(page, "stock")
    wait_moves(page, 3)
    for _ in range(3):
        game.play(game.stock_move)
    page.click("[data-action='hint']")
    words = hint_said(page)
    legal = {Move.parse(str(move)) for move in game.legal_moves}
    from ds.web.i18n import Texts
    from ds.web.speech import describe_hint

    texts = Texts.load("en")
    hints = [describe_hint(texts, game, move) for move in legal]
    # Said at once, or, where the search outlasted the hint's quarter second, as "A winning line was found after all.
    # Hint: …" (the h key's test says when).
    assert any(words.startswith((hint, texts("say.hint-found", hint=hint))) for hint in hints), words


def test_a_hint_on_a_lost_game_says_no_line_wins_and_the_mark_says_no(page: Page) -> None:
    game = lost_position()
    assert solve(game, max_nodes=10_000).verdict == "lost"
    open_game(page, game, settings={"version": 1, "winnable_mark": True})
    page.keyboard.press("h")
    assert hint_said(page) == english("say.hint-lost")
    expect(page.locator(MARK)).to_have_attribute("data-state", "lost")
    assert page.inner_text(MARK) == english("winnable.no")


def test_a_hint_on_a_lost_game_that_still_earns_money_says_how_much_and_marks_the_move(page: Page) -> None:
    # Lost (the 3s of spades under a king on the spent waste), but the QH and then the KH under it can go up.
    from ds.web.i18n import Texts
    from ds.web.speech import describe_hint
    from tests.engine.solver.test_hints import lost_but_two_hearts_to_go

    game = lost_but_two_hearts_to_go("D1V")
    open_game(page, game)
    page.keyboard.press("h")
    move = Move.parse("8>H1")
    assert hint_said(page) == describe_hint(Texts.load("en"), game, move, 10, lost=True)
    assert hint_said(page).endswith("still earns $10.")
    assert sorted(hinted(page)) == ["card:col-8:2", "pile:foundation-H-1"]


def test_a_hint_on_a_won_game_says_it_is_won_and_how_to_deal_another(page: Page) -> None:
    open_game(page, near_won("DS1-D1V-AAAAAAB"), reduced_motion=True)
    page.keyboard.press("1")
    page.keyboard.press("f")
    expect(page.locator("#game")).to_have_attribute("data-won", "true")
    page.keyboard.press("Escape")  # the win window closes on the won table
    for ask in (lambda: page.keyboard.press("h"), lambda: page.click("[data-action='hint']")):
        page.evaluate("sel => { document.querySelector(sel).textContent = ''; }", MESSAGE)
        ask()
        expect(page.locator(MESSAGE)).to_have_text(english("say.hint-won"))


def test_a_hint_on_a_game_the_mark_found_lost_moves_earlier_still_says_what_it_earns(page: Page) -> None:
    """Issue 16's deal with "Still winnable?" on: the mark proves the game lost after 19 draws, and the 20th, off the
    best-scoring line (the ace of spades home first), spends the stock. The hint then said "No line of play wins from
    here any more" with the aces of spades and clubs face up ($25 still to earn): the loss carried over the draw
    carried no best-scoring line. It now searches for one."""
    from ds.gestures import tap_move
    from ds.web.i18n import Texts
    from ds.web.speech import describe_hint

    game = Game.deal("DS1-D3V-AAAAAAC")
    for _ in range(19):
        game.play(tap_move(game, "stock", None))
    open_game(page, game, settings={"version": 1, "winnable_mark": True})
    expect(page.locator(MARK)).to_have_attribute("data-state", "lost")
    page.keyboard.press("d")
    game.play(game.stock_move)
    wait_moves(page, game.move_count)
    page.keyboard.press("h")
    hint = suggest(game, solve(game, max_nodes=20_000))
    assert hint_said(page) == describe_hint(Texts.load("en"), game, hint.move, hint.gain, lost=True)
    assert hint_said(page).endswith("still earns $25.")


@pytest.mark.usefixtures("patient_search")  # at load 20 the page's 5 s of wall time ran out before its 5,631 positions
def test_a_win_found_after_the_hint_was_shown_is_hinted_again_and_the_mark_agrees(page: Page) -> None:
    # The page's search needs 5,631 positions for this deal (0.4 s of CPython, more in the page): more than
    # the hint's quarter of a second, so the hint is shown first from what was found in time.
    from ds.web.i18n import Texts
    from ds.web.speech import describe_hint

    texts = Texts.load("en")
    game = Game.deal("DS1-D1V-GSRNGGI")
    result = solve(game, max_nodes=20_000)
    assert result.won and result.nodes > 5_000
    first = result.line[0]
    found = texts("say.hint-found", hint=describe_hint(texts, game, first))
    open_game(page, game)
    assert page.evaluate("window.__gameModules") == "changed", "the page runs the coach.py it was served"
    page.keyboard.press("h")
    assert hint_said(page) != found
    expect(page.locator(MESSAGE)).to_have_text(found, timeout=60_000)
    index = len(game.pile_cards(first.src)) - first.count
    assert sorted(hinted(page)) == sorted([f"card:{first.src}:{i}" for i in range(index, index + first.count)]
                                          + [f"pile:{first.dst}"])
    page.click("[data-action='settings']")
    page.check("[data-setting='winnable-mark']")
    page.keyboard.press("Escape")
    expect(page.locator(MARK)).to_have_attribute("data-state", "won")


@pytest.mark.usefixtures("hasty_hint")
def test_a_loss_found_after_a_hint_was_shown_takes_the_hinted_move_off_the_table(page: Page) -> None:
    """The hint is shown before the search ends (the solver's guess, 4H onto 5S), then the search proves the game
    lost with nothing left to earn: "No line of play wins" was said while the guess stayed marked for 2.5 s."""
    game = table(
        "D1V",
        columns=["#KH 4H", "#KH 5S", "#3H #3H #3S #3S KS", "JS", "JS", "JH", "JH", "9S", "9H"],
        waste="4H 5H 5H 6H 6H 7H 7H 8H 8H 9H 10H 10H QH QH 4S 4S 5S 6S 6S 7S 7S 8S 8S 9S 10S 10S QS QS KS",
        foundations={"S1": 2, "S2": 2, "H1": 2, "H2": 2, "D1": 13, "D2": 13, "C1": 13, "C2": 13},
        stock="",
    )  # the threes under a king that no empty column can ever take: lost, and no card can go up
    result = solve(game, max_nodes=10_000)
    assert result.verdict == "lost" and result.best is None
    assert str(suggest(game, Result("unknown")).move) == "1>2"
    open_game(page, game)
    assert page.evaluate("window.__gameModules") == "changed", "the page runs the coach.py it was served"
    page.keyboard.press("h")
    marked = page.wait_for_function(  # what is marked as the words change (not left to the hint's 2.5 s timer)
        "([sel, lost]) => document.querySelector(sel).textContent === lost"
        " && document.querySelectorAll('.hinted').length + 1",
        arg=[MESSAGE, english("say.hint-lost")],
    ).json_value()
    assert marked == 1, "no move is marked beside words that say none helps"


@pytest.mark.usefixtures("patient_search")  # its verdict awaited below, whatever the load
def test_the_mark_is_off_by_default_and_once_on_says_yes_for_a_winnable_deal_and_follows_the_line(page: Page) -> None:
    code = EXAMPLE_WINS["D1N"]
    game = Game.deal(code)
    open_game(page, game)
    expect(page.locator("[data-show='winnable-box']")).to_be_hidden()
    page.click("[data-action='settings']")
    page.check("[data-setting='winnable-mark']")
    page.keyboard.press("Escape")
    expect(page.locator("[data-show='winnable-box']")).to_be_visible()
    expect(page.locator(MARK)).to_have_attribute("data-state", "won", timeout=60_000)
    assert page.inner_text(MARK).endswith(english("winnable.yes"))
    # Remembered: a reload shows the mark again.
    assert page.evaluate("key => JSON.parse(localStorage.getItem(key)).winnable_mark", SETTINGS_KEY) is True
    # The winning line's first moves, played by hand: the mark stays "yes" all along.
    line = solve(game, max_nodes=20_000).line
    for number, move in enumerate(line[:4], start=1):
        if move.is_draw:
            tap(page, "stock")
        else:
            drag(page, str(move.src), len(game.pile_cards(move.src)) - move.count, str(move.dst))
        game.play(move)
        wait_moves(page, number)
        expect(page.locator(MARK)).to_have_attribute("data-state", "won")


def test_taps_during_a_background_search_are_applied_at_once_and_none_is_lost(page: Page) -> None:
    # A Vegas deal the solver cannot decide quickly keeps the mark's search busy for seconds.
    code = "DS1-D1V-AAAAAAA"
    assert solve(Game.deal(code), max_nodes=5_000).verdict == "unknown"
    open_game(page, Game.deal(code), settings={"version": 1, "winnable_mark": True})
    expect(page.locator(MARK)).to_have_attribute("data-state", "checking")
    for number in range(1, 11):
        tap(page, "stock")
        wait_moves(page, number)
    assert page.locator(".pile[data-pile='waste']").get_attribute("data-count") == "10"


def test_winnable_deals_only_deals_a_deal_the_solver_wins_and_says_so(page: Page) -> None:
    open_game(page, Game.deal("DS1-D1N-AAAAAAB"), settings={"version": 1, "winnable_mark": True})
    page.click("[data-action='new-game']")
    page.check("input[name='draw'][value='3']")
    page.check("[name='winnable']")
    page.click("[data-action='deal']")
    expect(page.locator("dialog[data-dialog='new-game']")).not_to_be_visible(timeout=10_000)
    code = GameCode.parse(page.evaluate("location.hash.slice(1)"))
    assert code.mode == "D3N" and str(code) != "DS1-D3N-AAAAAAB"
    # At once, from the table of deals proven winnable; the CPython solver wins it too.
    assert code in {deals_table.table_code("D3N", i) for i in deals_table.winnable("D3N")}
    assert solve(Game.deal(code), max_nodes=200_000).verdict == "won"
    expect(page.locator(MARK)).to_have_attribute("data-state", "won")
    # The choice is remembered for the next New game window.
    page.click("[data-action='new-game']")
    expect(page.locator("[name='winnable']")).to_be_checked()
    assert page.locator("[data-show='deal-search']").is_hidden()


def test_keep_playing_when_asked_for_another_daily_deal_changes_nothing(page: Page) -> None:
    """Today's deal of another mode asks first whether to give up the daily deal in progress; "Keep playing"
    leaves that one the daily deal whose days count (it used to be switched as the button was pressed)."""
    open_game(page, Game.deal("DS1-D1N-AAAAAAB"))
    page.click("[data-action='new-game']")
    page.check("input[name='draw'][value='3']")
    page.click("[data-action='daily']")
    expect(page.locator("dialog[data-dialog='new-game']")).not_to_be_visible()
    tap(page, "stock")
    wait_moves(page, 1)
    code = page.evaluate("location.hash.slice(1)")
    page.click("[data-action='new-game']")
    page.check("input[name='draw'][value='1']")
    page.click("[data-action='daily']")
    page.locator("[data-show='replace-confirm'] [data-action='keep-playing']").click()
    page.keyboard.press("Escape")
    expect(page.locator("dialog[data-dialog='new-game']")).not_to_be_visible()
    assert page.evaluate("JSON.parse(localStorage.getItem('double-solitaire.deals')).current") == code
    assert page.evaluate("location.hash.slice(1)") == code


def test_the_daily_deal_is_todays_deal_of_the_mode_and_counts_its_day_in_each_language(page: Page) -> None:
    from datetime import date

    from ds.web.i18n import Texts

    open_game(page, Game.deal("DS1-D1N-AAAAAAB"))
    page.click("[data-action='new-game']")
    page.check("input[name='draw'][value='3']")
    stats = page.locator("[data-show='daily-stats']")
    expect(stats).to_have_text("Draw 3, Normal: 0 days played, 0 won, current streak 0.")
    page.click("[data-action='daily']")
    expect(page.locator("dialog[data-dialog='new-game']")).not_to_be_visible()
    year, month, day = page.evaluate("(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]; })()")
    code = deals_table.daily("D3N", date(year, month, day))
    assert page.evaluate("location.hash.slice(1)") == str(code)
    tap(page, "stock")
    wait_moves(page, 1)
    stored = page.evaluate("JSON.parse(localStorage.getItem('double-solitaire.deals'))")
    dealt = date(year, month, day).toordinal()
    assert stored["daily"]["D3N"]["played"] == [[dealt, dealt]] and stored["current"] == str(code)
    for language in ("sv", "pt", "en"):
        texts = Texts.load(language)
        page.click("[data-action='settings']")
        page.select_option("[data-setting='language']", language)
        page.keyboard.press("Escape")
        page.click("[data-action='new-game']")
        expect(page.locator("[data-i18n='daily.deal']")).to_have_text(texts("daily.deal"))
        expect(stats).to_have_text(texts("daily.stats", mode=texts("mode.D3N"), played=texts.plural("count.days-played", 1),
                                         won=texts.plural("count.days-won", 0),
                                         streak=texts.number(0)))
        expect(stats).to_have_attribute("data-played", "1")
        page.keyboard.press("Escape")
    # An embedding page's daily=on: today's deal of the mode it asks for (the game in progress, which has
    # a move, is given up only once the player says so). Vegas draw 3, whose table is the smallest, has one too.
    page.goto("/?daily=on&draw=3&scoring=vegas")
    wait_ready(page)
    page.locator("dialog[data-dialog='replace'] [data-action='give-up']").click()
    assert page.evaluate("location.hash.slice(1)") == str(deals_table.daily("D3V", date(year, month, day)))

"""Whole games, one per mode, won on the page from the deal through real pointer input.

The winning line of each deal was found by the engine's solver (``ds.solver.solve``) and is pinned in
``winning_lines.json`` (``tests/e2e/winning_lines.py`` replays it in CPython before use and finds it
again on demand). Each of its moves is made on the page with a gesture a player would use, mixed: the
stock by tapping it; a card to a foundation by a single tap or by dragging it anywhere over the
foundation area (each time over another spot); a card or a run to a column by dragging it, or by a
double tap where the engine's double tap gives exactly that move; a card taken back from a foundation
by dragging. A CPython ``Game`` follows in step: after every move the page's move counter and score
must equal the engine's, every 20 moves all the data- hooks, and every card element must lie where a
render of the whole table puts it (a tap renders only the piles it changed). The counter and score of
one move are read in the same round trip to the page as the points of the next gesture.

For speed the Double tap setting starts off (a single tap then acts on release); it is switched on in
the Settings window for a phase of double taps and of single taps that wait out the 300 ms window,
then off again. All games but one emulate ``prefers-reduced-motion: reduce``; the D3V game plays with
the cards gliding (the shortest line), each gesture waiting only for the cards in flight on the piles
it touches (a card in flight is not yet where it shows); the others may still glide, as under a
quick player's hand (the page reads a press from where the engine's cards lie: test_rules.py's
test_a_card_still_in_flight_takes_no_tap).
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Page, expect

from ds import Game, IllegalMoveError, Move
from ds.gestures import double_tap_move, drop_move, tap_move
from tests.e2e import sharing, winning_lines
from tests.e2e.helpers import (
    FOUNDATIONS,
    MESSAGE,
    PILE_HOOKS,
    after,
    Aim,
    after_then_aim,
    count_moves,
    assert_cards_placed_as_a_full_render_would,
    assert_hooks_match,
    card_point,
    double_tap,
    drag_along,
    open_game,
    skip_celebration,
)

shared_tab, page = sharing.shared_tab, sharing.page  # fixtures: one tab for the module, reset for each test

WINS = {
    "D1N": "DS1-D1N-AAAAAAC",  # ds.solver.EXAMPLE_WINS
    "D3N": "DS1-D3N-AAAAAAB",  # ds.solver.EXAMPLE_WINS
    "D1V": "DS1-D1V-AAAAABM",  # ds.solver.EXAMPLE_WINS
    "D3V": "DS1-D3V-JAVIBBJ",  # ds.solver.EXAMPLE_WINS
}
ANIMATED = "D3V"
"""The one game played with the cards gliding (no reduced-motion emulation)."""
HOOKS_EVERY = 20
DOUBLE_TAP_PHASE = (0.3, 8)
"""The Double tap setting goes on at 30 % of the line, and off after 8 double taps and the slow taps (or at the end)."""
DRAG_STEPS = 2
"""Pointer moves between press and release: half-way (past the 6 px drag threshold), then over the target."""
SLOW_TAPS = 3
"""Single taps with the setting on (each waits out the 300 ms window)."""


@dataclass
class Tally:
    """How many moves were made with each gesture."""

    gestures: Counter[str] = field(default_factory=Counter)
    last: str = ""

    def __call__(self, gesture: str) -> str:
        self.gestures[gesture] += 1
        self.last = gesture
        return gesture


def taps_home(game: Game, move: Move, index: int | None) -> bool:
    """Whether a single tap on the card would send it to a foundation (then a double tap that the
    machine delivered too slowly would be a different move)."""
    try:
        tap_move(game, move.src, index)
    except IllegalMoveError:
        return False
    return True


def set_double_tap(page: Page, on: bool) -> None:
    """Switch the Double tap setting in the Settings window, as a player does."""
    page.locator("[data-action='settings']").click()
    box = page.locator("dialog[data-dialog='settings'] [data-setting='double-tap']")
    box.set_checked(on)
    page.locator("dialog[data-dialog='settings'] [data-action='close']").click()
    expect(page.locator("dialog[data-dialog='settings']")).to_be_hidden()


def index_of(game: Game, move: Move) -> int | None:
    """The index of the card a gesture for ``move`` touches (None: a pile's top card)."""
    if move.src.is_column:
        return len(game.pile_cards(move.src)) - move.count
    if move.src.is_foundation:
        return len(game.pile_cards(move.src)) - 1
    return None


def doubles_to(game: Game, move: Move) -> bool:
    """Whether a double tap on the card makes exactly ``move``."""
    try:
        return double_tap_move(game, move.src, index_of(game, move)) == move
    except IllegalMoveError:
        return False


class Checked:
    """The page checked against the engine's ``game`` after each move: its counter and score as each move left them
    (the page records them as its counter changes: ``count_moves``), read in the round trip that aims the next gesture;
    every ``HOOKS_EVERY`` moves all the data- hooks and every card placed as a render of the whole table puts it."""

    def __init__(self, page: Page, game: Game) -> None:
        self.page, self.game = page, game
        self.unchecked: list[tuple[int, Move, str, list[str]]] = []
        """The moves made since the last check: number, move, gesture, and the engine's counter and score after it."""
        count_moves(page)

    def made(self, number: int, move: Move, gesture: str) -> None:
        """``move`` (the line's ``number``th) was made by ``gesture`` and played in the engine's game."""
        self.unchecked.append((number, move, gesture, [str(self.game.move_count), str(self.game.score)]))

    def may_go_on(self) -> bool:
        """Whether a stock tap may follow at once, unchecked: the last move was one too (the page makes a draw before
        it reads the next input), and no look at every hook is due."""
        return bool(self.unchecked) and self.unchecked[-1][2] == "stock tap" and self.unchecked[-1][0] % HOOKS_EVERY != 0

    def then_aim(self, cards: tuple[tuple[str, int | None], ...] = (), target: str | None = None) -> Aim:
        """Check the moves made since the last check, then find the points of ``cards`` and ``target``
        (``after_then_aim``; none at the end, where the win's celebration may be running)."""
        aim = after_then_aim(self.page, self.game.move_count, cards, target)
        if not self.unchecked:
            return aim
        made, self.unchecked = self.unchecked, []
        want = [counted for *_, counted in made]
        if aim.counted != want or aim.seen != want[-1]:
            page, at = self.page, 0
            while at < len(made) - 1 and at < len(aim.counted) and aim.counted[at] == want[at]:
                at += 1
            number, move, gesture, counted = made[at]
            raise AssertionError(
                f"move {number} {move} ({gesture}): the page shows moves/score "
                f"{aim.counted[at] if at < len(aim.counted) else aim.seen}, the engine {counted}; the page counted "
                f"{aim.counted} for {want}; it says {page.locator(MESSAGE).text_content()!r}; "
                f"the last pointers went down on {page.evaluate('window.__touched')}")
        if made[-1][0] % HOOKS_EVERY == 0:
            assert_hooks_match(self.page, self.game)
            assert_cards_placed_as_a_full_render_would(self.page)
        return aim


@pytest.mark.parametrize("mode", list(WINS))
def test_a_whole_game_is_won_on_the_page_with_taps_double_taps_and_drags(page: Page, mode: str) -> None:
    """From the deal to the win: every move of the solver's line made with a player's gesture; the
    page's counter and score follow the engine's; the end shows all 104 cards on the foundations, the
    win screen and the seed's final score."""
    code = WINS[mode]
    line = winning_lines.line(code)
    game = Game.deal(code)
    open_game(page, path=f"/#{code}", settings={"double_tap": False}, reduced_motion=mode != ANIMATED)
    assert_hooks_match(page, game)
    page.evaluate("""() => {
        window.__ups = [];
        window.__touched = [];
        document.addEventListener('pointerup', event => window.__ups.push(event.timeStamp), true);
        document.addEventListener('pointerdown', event => {
            const el = event.target.closest('[data-pile]');
            window.__touched = [...window.__touched.slice(-4), el ? [el.dataset.pile, el.dataset.index,
                el.getAttribute('data-card'), el.className, event.clientX, event.clientY] : [event.target.tagName]];
        }, true);
    }""")
    stock = card_point(page, "stock")
    tally = Tally()
    double_tap_on = False
    phase_start = int(len(line) * DOUBLE_TAP_PHASE[0])
    waste_to_column = recycle_lost = take_backs = 0
    started = time.perf_counter()

    checked = Checked(page, game)
    for number, move in enumerate(line, start=1):
        switch = None
        if number == phase_start:
            switch = double_tap_on = True
        elif double_tap_on and tally.gestures["double tap"] >= DOUBLE_TAP_PHASE[1] and tally.gestures["slow tap"] >= SLOW_TAPS:
            switch = double_tap_on = False
        index = index_of(game, move)
        source = (str(move.src), index)

        # The gesture, chosen from the engine's game; the setting switched if it is time; then, in one round trip, the
        # moves made since the last look checked on the page and the points of this one found; then the gesture. A
        # stock tap after a stock tap needs no point and no wait: the page records each move's counter and score.
        if move.is_draw or move.is_recycle:
            assert tap_move(game, "stock") == move
            gesture, cards, target = "stock tap", (), None
        elif move.dst.is_foundation:
            assert drop_move(game, move.src, index, FOUNDATIONS) == move
            if tap_move(game, move.src, index) != move:
                use_tap = False
            elif double_tap_on:  # a few single taps that wait out the double-tap window
                use_tap = tally.gestures["slow tap"] < SLOW_TAPS
            else:  # mostly taps, every third card dragged
                use_tap = tally.gestures["tap"] < 2 * tally.gestures["foundation drag"]
            if use_tap:
                gesture, cards, target = "slow tap" if double_tap_on else "tap", (source,), None
            else:
                # Let go anywhere over the foundation area: each time over another spot.
                gesture, cards, target = "foundation drag", (source,), PILE_HOOKS[11 + tally.gestures["foundation drag"] % 8]
        else:
            assert drop_move(game, move.src, index, move.dst) == move
            if double_tap_on and doubles_to(game, move) and not taps_home(game, move, index):
                gesture, cards, target = "double tap", (source,), None
            else:
                gesture = "take-back drag" if move.src.is_foundation else "column drag"
                cards, target = (source,), str(move.dst)
        if switch is not None:
            checked.then_aim()  # a slow tap acts once its window has passed: made before the window opens
            set_double_tap(page, switch)
        if gesture == "stock tap" and checked.may_go_on():
            page.mouse.click(*stock)
        elif gesture == "stock tap":
            checked.then_aim()
            page.mouse.click(*stock)
        elif gesture in ("tap", "slow tap"):
            page.mouse.click(*checked.then_aim(cards).card())
        elif gesture == "double tap":
            page.mouse.dblclick(*checked.then_aim(cards).card())
            for _attempt in range(2):
                if after(page, game.move_count + 1, timeout_ms=1_000)[0] == str(game.move_count + 1):
                    break
                # Two taps more than 300 ms apart are two single taps, both refused here: a machine
                # too busy to deliver a double tap in time, not the page's fault. Try again.
                gap = page.evaluate("window.__ups.slice(-2)")
                assert gap[1] - gap[0] > 250, f"move {number} {move}: a double tap ({gap}) did nothing"
                double_tap(page, str(move.src), index)
        else:
            aim = checked.then_aim(cards, target)
            drag_along(page, aim.card(), aim.target(), steps=DRAG_STEPS)
        tally(gesture)

        before = game.score
        game.play(move)
        checked.made(number, move, gesture)
        if move.is_recycle:
            recycle_lost += before - game.score
        if str(move.src) == "waste" and move.dst.is_column:
            waste_to_column += 1
        if move.src.is_foundation:
            take_backs += 1
    checked.then_aim()

    print(f"{code}: {len(line)} moves in {time.perf_counter() - started:.1f} s, {dict(tally.gestures)}")
    assert game.is_won
    assert_hooks_match(page, game)
    root = page.locator("#game")
    expect(root).to_have_attribute("data-won", "true")
    on_foundations = sum(int(page.locator(f".pile[data-pile='{name}']").get_attribute("data-count") or 0)
                         for name in PILE_HOOKS if name.startswith("foundation-"))
    assert on_foundations == 104
    if mode == ANIMATED:
        skip_celebration(page)
    won = page.locator("dialog[data-dialog='won']")
    expect(won).to_be_visible()
    expect(won.locator("[data-show='won-moves']")).to_have_text(str(len(line)))

    # The seed's final score: Normal 1220 + 5 per card played from the waste onto the tableau − the
    # points really lost to recycles; Vegas $416. A card taken back and put up again scores again.
    if game.vegas:
        assert recycle_lost == 0
        expected, shown = 416 + 5 * take_backs, f"${416 + 5 * take_backs}"
    else:
        expected = 1220 + 5 * waste_to_column - recycle_lost + 10 * take_backs
        shown = f"{expected:,}"
    expect(root).to_have_attribute("data-score", str(expected))
    expect(won.locator("[data-show='won-score']")).to_have_text(shown)

    for gesture in ("stock tap", "foundation drag", "column drag", "double tap"):
        assert tally.gestures[gesture] >= 3, f"too few {gesture}s: {dict(tally.gestures)}"
    assert tally.gestures["tap"] + tally.gestures["slow tap"] >= 3
    assert tally.gestures["slow tap"] >= 1

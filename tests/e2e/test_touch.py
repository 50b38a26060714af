"""A phone under a finger: real touch input (Chromium's own touch events, ``tools/touch.py``) on a phone
context (``has_touch``, ``is_mobile``) upright at 390x844 and on its side at 844x390 (and 480x320, where the
bar takes two rows).

Pinned here: a wobbly tap is a tap; a phone turned mid-drag keeps the card under the finger; a tap right
after a draw, while the drawn card still glides, plays the new top card; a single tap is carried out at once
when a double tap could do nothing else (SPEC.md point 8), within the tap's own event, and otherwise waits
for the double-tap window; a drag let go over its own pile or over nothing glides back without a word; a
finger a little off a card takes the nearest one, and face-up strips are a finger wide; a button tapped
right after a quick drag acts; a drag whose release the page never heard ends at the next press, and one under way
ends when a window opens; a single tap waiting for its second is carried out before a draw, a hint or a window; a refused tap says what to do, and its
message goes at the next action; the table does not move whatever the bar shows; every window keeps its
actions in view, closes by its button, by Escape and by a tap outside, and shows no focus ring after a
touch.
One phone tab serves the module (a new context costs a runtime compile).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from playwright.sync_api import Browser, Page, expect

from ds import Game, Move
from ds.gestures import double_tap_move, drop_move, tap_move
from tests.e2e.helpers import (
    MESSAGE,
    TWO_FRAMES_JS,
    assert_cards_placed_as_a_full_render_would,
    assert_hooks_match,
    change_settings,
    english,
    moves,
    open_game,
    park,
    turn_to,
    wait_moves,
)
from tests.e2e.player import near_won
from tests.e2e.test_layout import DEAL_SHOWN, GEOMETRY, bar_overlaps, long_columns
from tests.e2e.test_rules import refusal
from tests.engine.helpers import table
from tools.touch import Finger

M = Move.parse
UPRIGHT = {"width": 390, "height": 844}
ON_ITS_SIDE = {"width": 844, "height": 390}
OLD_PHONE_ON_ITS_SIDE = {"width": 480, "height": 320}
"""Between 440 and 560 px wide on its side: the bar in two rows, the buttons' row right above the columns."""

RECORDER = """(() => {
    // For each pointerup: the move counter when its dispatch began and when it ended (a bubbling
    // listener on window runs after the page's own), so a test sees whether the tap acted at once.
    window.__ups = [];
    addEventListener('pointerup', () => window.__ups.push([document.getElementById('game').dataset.moves]),
                     {capture: true});
    addEventListener('pointerup', () => window.__ups.at(-1).push(document.getElementById('game').dataset.moves));
    // Whether a card was gliding when each press began.
    window.__gliding = [];
    addEventListener('pointerdown', () => window.__gliding.push(!!document.querySelector('.card.gliding')),
                     {capture: true});
})();"""

POINT_JS = """([pile, index, dy, below]) => {
    // Where the engine's cards lie (each card element's own transform, whatever a glide shows): the
    // middle of a card's visible strip, or dy px down from its top (below: from its bottom).
    const game = document.getElementById('game');
    const origin = game.querySelector('.table').getBoundingClientRect();
    const stock = game.querySelector('.pile[data-pile="stock"]').getBoundingClientRect();
    const at = el => { const m = /translate\\(([-\\d.]+)px,\\s*([-\\d.]+)px\\)/.exec(el.style.transform);
                       return m ? [origin.left + +m[1], origin.top + +m[2]] : [origin.left, origin.top]; };
    const cards = [...game.querySelectorAll(`.card[data-pile="${pile}"]`)].sort((a, b) => a.dataset.index - b.dataset.index);
    if (!cards.length) { const r = game.querySelector(`.pile[data-pile="${pile}"]`).getBoundingClientRect();
                         return [r.left + r.width / 2, r.top + stock.height / 2]; }
    const i = index === null ? cards.length - 1 : index;
    const [x, y] = at(cards[i]);
    if (dy !== null) return [x + stock.width / 2, y + dy + (below ? stock.height : 0)];
    const next = cards[i + 1];
    return [x + stock.width / 2, next ? (y + at(next)[1]) / 2 : y + stock.height / 2];
}"""


@pytest.fixture(scope="module")
def phone(browser: Browser, browser_context_args: dict) -> Iterator[Page]:
    context = browser.new_context(**{**browser_context_args, "viewport": UPRIGHT, "has_touch": True, "is_mobile": True})
    context.add_init_script(RECORDER)
    tab = context.new_page()
    yield tab
    context.close()


@pytest.fixture
def page(phone: Page) -> Page:
    phone.set_viewport_size(UPRIGHT)
    park(phone)
    return phone


def point(page: Page, pile: str, index: int | None = None, *, dy: float | None = None,
          below: bool = False) -> tuple[float, float]:
    """A card's strip middle; or ``dy`` px down from its top (``below``: from its bottom)."""
    x, y = page.evaluate(POINT_JS, [pile, index, dy, below])
    return x, y


def ups(page: Page) -> list[list[str]]:
    return page.evaluate("window.__ups")


def message(page: Page) -> str:
    return page.locator(MESSAGE).text_content() or ""


# --- taps ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [UPRIGHT, ON_ITS_SIDE], ids=["390x844", "844x390"])
def test_a_wobbly_tap_is_a_tap_and_a_quick_short_slide_too(page: Page, size: dict) -> None:
    """A finger that moves (4, 3) px while tapping taps; so does a quick press that slid 14 px (past the
    drag threshold, but short and near its start). Neither is read as a drag onto its own column."""
    page.set_viewport_size(size)
    game = table("D1N", columns=["AS", "AD", "9C"])
    open_game(page, game)
    finger = Finger(page, step_ms=16)
    finger.tap(*point(page, "col-1"), wobble=(4, 3))
    game.play(M("1>S1"))
    wait_moves(page, game.move_count)
    finger.tap(*point(page, "col-2"), wobble=(8, 6))
    game.play(M("2>D1"))
    wait_moves(page, game.move_count)
    assert_hooks_match(page, game)
    assert message(page) == ""


def test_a_slow_press_on_the_stock_that_rolls_a_little_draws(page: Page) -> None:
    """A thumb reaching up to the stock presses 300 ms and rolls (8, 5) px: past the drag threshold, too slow for a
    wobbly tap. The stock's card cannot go anywhere but by a tap, so it draws (it did nothing, without a word);
    a slow press on a card that rolls as much is still a drag let go over its own column (nothing moves)."""
    game = table("D1N", columns=["9C", "AD"], stock="5S AH")
    open_game(page, game)
    slow = Finger(page, step_ms=100)  # press, two moves, release: 300 ms
    slow.tap(*point(page, "stock"), wobble=(8, 5))
    game.play(M("s>w"))
    wait_moves(page, game.move_count)
    slow.tap(*point(page, "col-2"), wobble=(8, 5))
    page.wait_for_timeout(400)
    assert moves(page) == 1 and message(page) == ""
    assert_hooks_match(page, game)


def test_a_tap_on_the_waste_while_the_drawn_card_glides_plays_that_card(page: Page) -> None:
    """Tap the stock, then the waste while the card drawn is still on its way (the page's animations
    slowed tenfold, so the second tap surely meets the glide): the tap means the waste's new top card,
    not the card beneath that still shows, and sends it home."""
    game = table("D1N", columns=["9C"], waste="7D", stock="5S AH")
    open_game(page, game)
    finger = Finger(page, step_ms=16)
    finger.cdp.send("Animation.setPlaybackRate", {"playbackRate": 0.1})
    try:
        finger.tap(*point(page, "stock"))
        game.play(M("s>w"))
        wait_moves(page, game.move_count)
        finger.tap(*point(page, "waste"))
        game.play(M("w>H1"))
        wait_moves(page, game.move_count)
        assert page.evaluate("window.__gliding").pop(), "the second tap came after the glide: it tests nothing"
    finally:
        finger.cdp.send("Animation.setPlaybackRate", {"playbackRate": 1})
    assert message(page) == ""
    assert_hooks_match(page, game)


def test_a_single_tap_acts_at_once_when_a_double_tap_could_do_nothing_else(page: Page) -> None:
    """SPEC.md point 8, double tap on: the ace of diamonds has no tableau spot, so its tap sends it home
    within the tap's own event; the 2 of hearts could go on the 3 of spades by a double tap, so its tap
    waits for the double-tap window, then sends it home."""
    game = table("D1N", columns=["AD", "2H", "3S"], foundations={"H1": 1})
    open_game(page, game)
    finger = Finger(page, step_ms=16)
    assert tap_move(game, "col-1") == double_tap_move(game, "col-1")
    finger.tap(*point(page, "col-1"))
    game.play(M("1>D1"))
    assert ups(page)[-1] == ["0", "1"], "carried out within the tap's own pointerup"
    assert tap_move(game, "col-2") != double_tap_move(game, "col-2")
    finger.tap(*point(page, "col-2"))
    assert ups(page)[-1] == ["1", "1"], "a tap that a double tap would make differently waits"
    game.play(M("2>H1"))
    wait_moves(page, game.move_count)
    assert_hooks_match(page, game)


TAPS_JS = """async ([x, y, taps]) => {
    // A finger's taps at (x, y): for each, a pause (ms) before it presses and how long it holds. Each event is made
    // at its time on the finger's clock and carries that time as its timeStamp, as a real touch carries the time the
    // screen felt it, however late the page handles it: the page takes a tap's time from its events' timeStamps, so
    // a first tap whose handling takes longer than the pause (a move, under load) does not push the second tap's time
    // past the double tap's window (a touch sent through DevTools may also arrive hundreds of ms late under load,
    // after the page's own timers). The page's timers and these waits run on one clock, so the events come in order.
    const target = document.elementFromPoint(x, y);
    const send = (type, at) => { const event = new PointerEvent(type, {pointerId: 11, pointerType: 'touch',
        isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y, bubbles: true,
        cancelable: true}); Object.defineProperty(event, 'timeStamp', {value: at}); target.dispatchEvent(event); };
    const until = at => new Promise(done => setTimeout(done, Math.max(0, at - performance.now())));
    let at = performance.now();
    for (const [pause, hold] of taps) {
        at += pause; await until(at); send('pointerdown', at);
        at += hold; await until(at); send('pointerup', at);
    }
}"""


def test_a_double_tap_on_a_card_that_goes_home_at_once_is_one_move(page: Page) -> None:
    """SPEC.md point 8: a double tap is about one card. The ace of spades goes home at its first tap (no
    tableau spot takes it); the second tap, 120 ms later on the same spot, completes the double tap and
    does not move the 2 of hearts it now lands on. But when a tap follows it in time, the two are a double
    tap on the 2 of hearts (a quick player's next gesture), which puts it on the 3 of clubs."""
    position = table("D1N", columns=["#KS 2H AS", "3C"], foundations={"H1": 1})
    game = position.copy()
    open_game(page, game)
    page.evaluate(TAPS_JS, [*point(page, "col-1"), [[0, 40], [120, 40]]])
    game.play(M("1>S1"))
    wait_moves(page, game.move_count)
    page.wait_for_timeout(500)
    assert moves(page) == 1, "one double tap, one move"
    assert_hooks_match(page, game)
    assert message(page) == ""

    game = position.copy()
    open_game(page, game)
    page.evaluate(TAPS_JS, [*point(page, "col-1"), [[0, 40], [100, 40], [60, 40]]])
    game.play(M("1>S1"))
    game.play(M("1>2"))
    wait_moves(page, game.move_count)
    assert_hooks_match(page, game)


@pytest.mark.parametrize(("gap", "hold"), [(150, 200), (250, 100)])
def test_a_double_tap_whose_second_press_began_in_time_is_a_double_tap(page: Page, gap: int, hold: int) -> None:
    """SPEC.md point 8: the second tap of a double tap begins within the 300 ms after the first ends (as a phone's
    own double tap does); it may end a little later. A thumb's second press begun 150 ms after the first tap, held
    200 ms (or begun at 250 ms, held 100), put the 5 of hearts on the 6 of clubs; the window closed under the
    pressing finger, and the two taps were two single taps, each refused ("No foundation takes the 5 of hearts")."""
    game = table("D1N", columns=["5H", "6C"])
    open_game(page, game)
    page.evaluate(TAPS_JS, [*point(page, "col-1"), [[0, 60], [gap, hold]]])
    game.play(M("1>2"))
    wait_moves(page, game.move_count)
    page.wait_for_timeout(400)
    assert message(page) == ""
    assert_hooks_match(page, game)


def test_a_finger_near_a_card_takes_the_nearest_and_strips_are_a_finger_wide(page: Page) -> None:
    """A touch 10 px below a column's last card takes that card; a touch on the face-down strip just
    above the first face-up card takes the face-up card. Upright at 390 px, face-up strips of a long
    column are at least 24 px."""
    game = long_columns()
    open_game(page, game, reduced_motion=True)
    steps = page.evaluate("""() => [...document.querySelectorAll('.card[data-pile="col-9"][data-face="up"]')]
        .sort((a, b) => a.dataset.index - b.dataset.index).map(el => el.getBoundingClientRect().top)""")
    assert min(b - a for a, b in pairwise(steps)) >= 24, "face-up strips under 24 px"
    finger = Finger(page, step_ms=16)
    finger.tap(*point(page, "col-9", dy=10, below=True))  # the ace of spades, top of column 9
    game.play(M("9>S1"))
    wait_moves(page, game.move_count)
    finger.tap(*point(page, "col-4", 3, dy=-5))  # just above the 6 of spades, first face-up card of column 4

    expect(page.locator(MESSAGE)).to_have_text(refusal(tap_move, game, "col-4", 3))
    assert_hooks_match(page, game)


def test_a_tap_or_click_on_the_empty_table_below_a_column_plays_nothing(page: Page) -> None:
    """A column's box reaches down the table (a drop zone), but a press there is on no card: a tap, a
    double tap or a mouse click 250 px below a column's last card moves nothing and says nothing."""
    game = table("D1N", columns=["AS", "9C", "10D"])
    open_game(page, game, reduced_motion=True)
    finger = Finger(page, step_ms=16)
    x, y = point(page, "col-1", dy=250, below=True)
    finger.tap(x, y, wobble=(2, 1))
    page.wait_for_timeout(400)  # past the double-tap window
    x2, y2 = point(page, "col-2", dy=250, below=True)
    finger.tap(x2, y2)
    finger.tap(x2, y2)
    page.mouse.click(x, y)
    page.mouse.dblclick(x2, y2)
    page.wait_for_timeout(400)
    assert moves(page) == 0 and message(page) == ""
    assert_hooks_match(page, game)
    finger.tap(*point(page, "col-1", dy=8, below=True))  # a finger just below the card still takes it
    game.play(M("1>S1"))
    wait_moves(page, game.move_count)
    assert_hooks_match(page, game)


# --- drags ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [UPRIGHT, OLD_PHONE_ON_ITS_SIDE], ids=["390x844", "480x320"])
def test_a_drag_let_go_over_its_own_pile_or_over_nothing_glides_back_without_a_word(page: Page, size: dict) -> None:
    """Let go over the column it came from, over the empty felt, or over the bar's buttons (a toolbar below
    the columns upright; on an old phone on its side, the bar's second row, just above them), the card glides
    back and the page says nothing; let go over a column that refuses it, the page says why. With small
    wobbles."""
    page.set_viewport_size(size)
    game = table("D1N", columns=["9S", "10S", "KD"])
    open_game(page, game)
    finger = Finger(page, step_ms=16)
    start = point(page, "col-1")
    finger.drag(start, (start[0] + 3, start[1] + 60), steps=7)
    finger.drag(start, (start[0] + 130, start[1] - 70), steps=7)  # between the talon and the foundations
    bar = page.locator("[data-action=undo]").bounding_box()
    assert bar is not None
    finger.drag(start, (point(page, "col-2")[0], bar["y"] + bar["height"] / 2), steps=7)  # the bar, over col-2
    page.wait_for_timeout(100)
    assert message(page) == "" and moves(page) == 0
    finger.drag(start, point(page, "col-2", dy=10), steps=7)
    expect(page.locator(MESSAGE)).to_have_text(refusal(drop_move, game, "col-1", 0, "col-2"))
    assert moves(page) == 0
    assert_hooks_match(page, game)


def test_a_phone_turned_mid_drag_keeps_the_card_under_the_finger_and_the_drop_lands(page: Page) -> None:
    """Turning the phone lays the table out again: the lifted card stays under the finger, held where it was
    held (not back in its column until the finger moves), and the drop in the new layout makes the move."""
    game = table("D1N", columns=["9S", "10H"])
    open_game(page, game)
    finger = Finger(page, step_ms=16)
    x, y = point(page, "col-1")
    finger.press(x, y)
    for step in range(1, 5):
        finger.move(x + 3 * step, y + 10 * step + (-1) ** step)  # a thumb's wobble
    held = (x + 12, y + 40 + 1)
    card = "[data-pile='col-1'][data-index='0']"
    before = page.eval_on_selector(card, "el => { const r = el.getBoundingClientRect(); return [r.left, r.top]; }")
    grab = (held[0] - before[0], held[1] - before[1])
    page.set_viewport_size(ON_ITS_SIDE)
    assert held[1] < ON_ITS_SIDE["height"]
    page.wait_for_function(
        "([sel, x, y]) => { const r = document.querySelector(sel).getBoundingClientRect();"
        " return r.left < x && x < r.right && r.top < y && y < r.bottom; }",
        arg=[card, *held], timeout=5_000,
    )
    box = page.eval_on_selector(card, "el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }")
    assert held[0] - box[0] == pytest.approx(min(grab[0], box[2]), abs=1.5)
    assert held[1] - box[1] == pytest.approx(min(grab[1], box[3]), abs=1.5)
    target = point(page, "col-2", dy=10)
    for step in range(1, 5):
        finger.move(held[0] + (target[0] - held[0]) * step / 4, held[1] + (target[1] - held[1]) * step / 4)
    finger.release()
    wait_moves(page, 1)
    game.play(M("1>2"))
    assert_hooks_match(page, game)


CARD_BOX = "sel => { const r = document.querySelector(sel).getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }"


@pytest.mark.parametrize("size", [UPRIGHT, ON_ITS_SIDE], ids=["390x844", "844x390"])
def test_a_card_dragged_by_a_finger_rises_above_the_fingertip(page: Page, size: dict) -> None:
    """A thumb is wider than a phone's card: the 9 of spades, pressed on its strip and dragged, lay under the
    fingertip, its index hidden (the finger held it 14 px below its top, the index 15 px tall). A finger now holds the
    cards it lifts 40 px below their top (80 % of a smaller card), so they rise above it; the drop is still where the
    finger lets go, a point on the card, and makes the move. A mouse holds a card where it pressed it."""
    page.set_viewport_size(size)
    game = table("D1N", columns=["9S 8H", "10H"])
    open_game(page, game)
    nine = "[data-pile='col-1'][data-index='0']"
    x, y = point(page, "col-1", 0)  # the middle of the 9's strip, above the 8
    pressed = y - page.evaluate(CARD_BOX, nine)[1]
    finger = Finger(page, step_ms=16)
    finger.press(x, y)
    for step in range(1, 5):
        finger.move(x + 4 * step, y + 12 * step)
    page.evaluate(TWO_FRAMES_JS)
    left, top, width, height = page.evaluate(CARD_BOX, nine)
    assert y + 48 - top == pytest.approx(max(pressed, min(40, 0.8 * height)), abs=1.5), "where the finger holds the 9"
    assert left < x + 16 < left + width
    target = point(page, "col-2", dy=10)
    for step in range(1, 5):
        finger.move(x + 16 + (target[0] - x - 16) * step / 4, y + 48 + (target[1] - y - 48) * step / 4)
    finger.release()
    game.play(M("1>2:2"))
    wait_moves(page, game.move_count)
    assert_hooks_match(page, game)

    eight = "[data-pile='col-2'][data-index='2']"
    mx, my = point(page, "col-2", 2, dy=10)
    page.mouse.move(mx, my)
    page.mouse.down()
    page.mouse.move(mx + 30, my + 200, steps=4)
    page.evaluate(TWO_FRAMES_JS)
    held_at = my + 200 - page.evaluate(CARD_BOX, eight)[1]
    page.mouse.up()
    assert held_at == pytest.approx(10, abs=1.5), "a mouse holds the card where it pressed it"


def lifted(page: Page, src: str, dst: str) -> tuple[Finger, tuple[float, float], tuple[float, float]]:
    """A finger that pressed ``src``'s top card and carried it three eighths of the way to ``dst``: the finger, where
    it pressed, and where it is going."""
    finger = Finger(page, step_ms=16)
    start, target = point(page, src), point(page, dst, dy=10)
    finger.press(*start)
    toward(finger, start, target, range(1, 4))
    return finger, start, target


def toward(finger: Finger, start: tuple[float, float], target: tuple[float, float], eighths: range) -> None:
    """The finger moved from ``start`` to the given ``eighths`` of the way to ``target``, one after the other."""
    for step in eighths:
        finger.move(start[0] + (target[0] - start[0]) * step / 8, start[1] + (target[1] - start[1]) * step / 8)


def test_an_undo_by_key_while_a_card_is_dragged_ends_the_drag_and_moves_nothing_else(page: Page) -> None:
    """The 8 of hearts is lifted toward the 9 of clubs when Ctrl+Z (a phone's keyboard) takes back the 7 of
    spades onto it: the drag ends there, its card back in its column and no pile left marked, and letting go
    over the 9 plays nothing (it moved the 8 with the 7 the finger never held)."""
    game = table("D1N", columns=["8H 7S", "8D", "9C"])
    game.play(M("1>2"))
    open_game(page, game)
    finger, start, target = lifted(page, "col-1", "col-3")
    page.keyboard.press("Control+z")
    game.undo()
    expect(page.locator("#game")).to_have_attribute("data-redo", "true")
    toward(finger, start, target, range(4, 9))
    finger.release()
    page.wait_for_timeout(400)
    assert page.locator("[data-target]").count() == 0, "piles still marked as targets"
    assert message(page) == ""
    assert_hooks_match(page, game)


def test_a_refused_undo_or_redo_while_a_card_is_dragged_leaves_the_drag_alone(page: Page) -> None:
    """With nothing to undo or redo, Ctrl+Z, Ctrl+Y and the Undo button (another finger) only say so: the 8 of
    hearts held by the finger stays lifted, and letting go over the 9 of clubs plays it there."""
    game = table("D1N", columns=["8H", "9C"])
    open_game(page, game)
    finger, start, target = lifted(page, "col-1", "col-2")
    for refused in (lambda: page.keyboard.press("Control+z"), lambda: page.keyboard.press("Control+y"),
                    lambda: page.locator(".bar [data-action='undo']").dispatch_event("click")):
        refused()
        expect(page.locator(MESSAGE)).not_to_be_empty()
        expect(page.locator(".card.dragging")).to_have_count(1)
    toward(finger, start, target, range(4, 9))
    finger.release()
    game.play(M("1>2"))
    wait_moves(page, 1)
    assert_hooks_match(page, game)


POINTER_JS = """([type, kind, id, x, y]) => {
    // A pointer event as the browser sends it, at (x, y); the page's listeners cannot tell it apart.
    const target = document.elementFromPoint(x, y) || document.body;
    target.dispatchEvent(new PointerEvent(type, {pointerId: id, pointerType: kind, isPrimary: true, button: 0,
                                                 buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y,
                                                 bubbles: true, cancelable: true}));
}"""


@pytest.mark.parametrize(("kind", "ids"), [("mouse", (1, 1)), ("touch", (7, 8))])
def test_a_drag_whose_release_was_lost_ends_at_the_next_press(page: Page, kind: str, ids: tuple[int, int]) -> None:
    """The 9 of spades is dragged over the 10 of hearts, and the button or finger is let go where the page never
    hears it (outside the window, after switching to another program): the next press starts afresh, so a tap
    on the ace of spades sends it home, where the lost drag used to swallow the press and drop the 9 on the
    ace at its release. (A mouse presses again with the same pointer id, a finger with a new one.)"""
    game = table("D1N", columns=["9S", "10H", "AS"])
    open_game(page, game)
    x, y = point(page, "col-1")
    over = point(page, "col-2", dy=10)
    first, second = ids
    page.evaluate(POINTER_JS, ["pointerdown", kind, first, x, y])
    for step in range(1, 5):
        page.evaluate(POINTER_JS, ["pointermove", kind, first, x + (over[0] - x) * step / 4, y + (over[1] - y) * step / 4])
    ace = point(page, "col-3")
    page.evaluate(POINTER_JS, ["pointerdown", kind, second, *ace])
    page.evaluate(POINTER_JS, ["pointerup", kind, second, *ace])
    wait_moves(page, 1)
    game.play(M("3>S1"))
    assert message(page) == ""
    assert page.locator(".card.dragging").count() == 0
    assert_hooks_match(page, game)


TAP_THEN_JS = """([x, y, then]) => {
    // A finger's tap at (x, y), and in the same instant (no double-tap window can close) D, the Hint button or the
    // Settings button; the move counter right after (the tap waiting for its second could not have acted by then).
    const target = document.elementFromPoint(x, y);
    for (const type of ['pointerdown', 'pointerup'])
        target.dispatchEvent(new PointerEvent(type, {pointerId: 9, pointerType: 'touch', isPrimary: true, button: 0,
                                                     clientX: x, clientY: y, bubbles: true, cancelable: true}));
    if (then === 'draw') document.dispatchEvent(new KeyboardEvent('keydown', {key: 'd', bubbles: true}));
    else document.querySelector(`.bar [data-action="${then}"]`).click();
    return document.getElementById('game').dataset.moves;
}"""


@pytest.mark.parametrize("then", ["draw", "hint", "settings"])
def test_a_single_tap_waiting_for_its_second_is_carried_out_before_a_draw_a_hint_or_a_window(page: Page,
                                                                                              then: str) -> None:
    """The 2 of spades may go home (a tap) or onto the 3 of hearts (a double tap), so its tap waits for a second
    one; D (or Enter on the stock), Hint or a window opened within that wait carries the tap out first, as a tap on
    the stock does, instead of forgetting it (or, for a window, playing it under the window 300 ms later)."""
    game = table("D1N", columns=["2S", "3H"], foundations={"S1": 1})
    open_game(page, game)
    at_once = page.evaluate(TAP_THEN_JS, [*point(page, "col-1"), then])
    game.play(tap_move(game, "col-1", None))
    if then == "draw":
        game.play(tap_move(game, "stock", None))
    assert at_once == str(len(game.move_stack)), "the tap was not carried out first"
    if then == "settings":
        expect(page.locator("dialog[data-dialog='settings']")).to_have_attribute("open", "")
        page.keyboard.press("Escape")
    assert_hooks_match(page, game)


def test_a_window_opened_while_a_card_is_dragged_ends_the_drag_and_plays_nothing(page: Page) -> None:
    """The 8 of hearts is dragged toward the 9 of clubs with a mouse when N opens the New game window: the drag ends
    there, its card back in its column and no pile left marked, and letting go over the 9 plays nothing (it played
    the move under the window, which then offered to deal this game again)."""
    game = table("D1N", columns=["8H", "8D", "9C"])
    open_game(page, game)
    x, y = point(page, "col-1")
    tx, ty = point(page, "col-3", dy=10)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move((x + tx) / 2, (y + ty) / 2, steps=4)
    page.keyboard.press("n")
    expect(page.locator("dialog[data-dialog='new-game']")).to_have_attribute("open", "")
    page.mouse.move(tx, ty, steps=4)
    page.mouse.up()
    page.wait_for_timeout(400)
    assert page.locator("[data-target]").count() == 0, "piles still marked as targets"
    page.keyboard.press("Escape")
    assert_hooks_match(page, game)


@pytest.mark.parametrize("button", ["undo", "hint"])
def test_a_button_tapped_right_after_a_quick_drag_acts(page: Page, button: str) -> None:
    """A card flicked onto a column in four quick steps, then at once a tap on Undo (or Hint): the tap acts.
    Chromium reads the quick drag as a fling and sends no click for the next tap, which it takes for a
    finger stopping the fling, unless the page keeps the table's touch moves to itself (``Pointer.hold``)."""
    game = table("D1N", columns=["9S", "10D", "2C"])
    open_game(page, game)
    finger = Finger(page)
    finger.drag(point(page, "col-1"), point(page, "col-2", dy=10), steps=4)
    game.play(M("1>2"))
    wait_moves(page, game.move_count)
    box = page.locator(f"[data-action={button}]").bounding_box()
    assert box is not None
    finger.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    if button == "undo":
        game.undo()
        expect(page.locator('.card[data-pile="col-1"]')).to_have_count(1)
    else:
        expect(page.locator(MESSAGE)).not_to_have_text("")
    assert_hooks_match(page, game)


def test_a_thumb_sliding_down_from_the_bar_cannot_pull_the_page_to_refresh(page: Page) -> None:
    """Chrome on Android reloads a page pulled down past its top (pull-to-refresh) unless the page's overscroll is
    "none" or "contain"; it was "auto", so a thumb that missed a button of the bar and slid down could reload the game
    mid-move. Headless Chromium has no such gesture: the computed style is what can be checked, on the root and on the
    body (the one whose value reaches the viewport differs between versions)."""
    open_game(page, table("D1N", columns=["9C"]))
    overscroll = "() => [document.documentElement, document.body].map(el => getComputedStyle(el).overscrollBehaviorY)"
    assert page.evaluate(overscroll) == ["none", "none"]


def test_a_button_tapped_does_not_stay_dark_as_if_hovered(page: Page) -> None:
    """A phone has no hover, but the browser keeps ``:hover`` on the element last tapped: on a phone on its side, Hint
    and Undo stayed darker after a tap, as if held down (the 27th session's phone pass). Hover's colour is for
    pointers that hover only: a tapped button looks as its untouched neighbour."""
    page.set_viewport_size(ON_ITS_SIDE)
    open_game(page, table("D1N", columns=["9S", "10D", "2C"]))
    box = page.locator(".bar [data-action='stats']").bounding_box()
    assert box is not None
    Finger(page).tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(page.locator("dialog[data-dialog='stats']")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("dialog[data-dialog='stats']")).to_be_hidden()
    tapped, untouched = (page.locator(f".bar [data-action='{action}']").evaluate("el => getComputedStyle(el).backgroundColor")
                         for action in ("stats", "rules"))
    assert tapped == untouched


# --- words -------------------------------------------------------------------------------------------


def test_a_refused_tap_says_what_to_do_and_the_message_goes_at_the_next_action(page: Page) -> None:
    """The 5 of hearts has no foundation but the 6 of spades takes it: the refused tap says so and how
    (a double tap or a drag); the message goes as soon as the player acts again."""
    game = table("D1N", columns=["5H", "6S"], stock="KC QC")
    open_game(page, game)
    finger = Finger(page, step_ms=16)
    finger.tap(*point(page, "col-1"))
    plain = refusal(tap_move, game, "col-1", 0)
    expect(page.locator(MESSAGE)).to_have_text(english("advice.double-tap", refusal=plain.rstrip(".")))
    finger.tap(*point(page, "stock"))
    game.play(M("s>w"))
    wait_moves(page, game.move_count)
    assert message(page) == ""
    assert_hooks_match(page, game)


# --- the bar and the table -----------------------------------------------------------------------


FEATURES_JS = """() => {
    // The bar's room for what comes next (a clock, redo and sound buttons): the same elements as the
    // page's own, added where the page has none yet, so that their room is checked too.
    const bar = document.querySelector('.bar');
    const moves = bar.querySelector('[data-show="moves"]').parentElement;
    if (!bar.querySelector('[data-show="time"]')) {
        const clock = moves.cloneNode(true);
        clock.querySelector('dt').textContent = 'Time';
        clock.querySelector('dd').dataset.show = 'time';
        clock.querySelector('dd').textContent = '59:59';
        moves.after(clock);
    }
    const hint = bar.querySelector('[data-action="hint"]');
    for (const action of ['redo', 'sound']) {
        if (!bar.querySelector(`[data-action="${action}"]`)) {
            const button = hint.cloneNode(true);
            button.dataset.action = action;
            (action === 'redo' ? bar.querySelector('[data-action="undo"]') : bar.querySelector('[data-action="settings"]')).after(button);
        }
    }
}"""
BOXES_JS = """() => Object.fromEntries(['.table', '.bar', '.controls'].map(s => {
    const r = document.querySelector(s).getBoundingClientRect();
    return [s, [r.left, r.top, r.width, r.height].map(v => Math.round(v * 10) / 10)]; }))"""


def games_for_the_bar() -> dict[str, Game]:
    """A deal and a game won with long numbers, in Normal and Vegas scoring."""
    normal, vegas = near_won("DS1-D1N-AAAAAAC", 249), near_won("DS1-D1V-AAAAAAC", 249)
    normal.play(M("1>C2"))
    vegas.play(M("1>C2"))
    assert (normal.score, normal.move_count, vegas.score) == (1220, 250, 416)
    return {"normal deal": Game.deal("DS1-D1N-AAAAAAC"), "normal 1,220 in 250": normal,
            "vegas deal": Game.deal("DS1-D1V-AAAAAAC"), "vegas $416": vegas}


def test_the_table_never_moves_whatever_the_bar_shows(page: Page) -> None:
    """At 360, 390 and 844 px wide, the table's box (and the bar's) is the same at move 0 as with a
    score of 1,220 in 250 moves, and in Vegas at -$104 as at $416; with a clock, redo and sound
    buttons added too, nothing in the bar overlaps or leaves the screen."""
    sizes = {"360x640": (360, 640), "390x844": (390, 844), "844x390": (844, 390)}
    seen: dict[str, dict[str, dict]] = {size: {} for size in sizes}
    for name, game in games_for_the_bar().items():
        open_game(page, game, reduced_motion=True)
        page.evaluate("() => document.querySelectorAll('dialog[open]').forEach(d => d.close())")
        page.evaluate(FEATURES_JS)
        for size, (width, height) in sizes.items():
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function("w => innerWidth === w", arg=width)
            seen[size][name] = page.evaluate(BOXES_JS)
            assert bar_overlaps(page.evaluate(GEOMETRY)) == [], f"{name} at {size}"
    for size, boxes in seen.items():
        first = next(iter(boxes.values()))
        assert all(box == first for box in boxes.values()), f"{size}: {boxes}"


TABLETS = [(768, 1024), (820, 1180), (1024, 768), (1180, 820), (1366, 1024), (1280, 800)]
BAR_BUTTONS = """() => [...document.querySelectorAll('.controls button, .status .code button')].filter(el => el.checkVisibility())
    .map(el => { const r = el.getBoundingClientRect(); return [el.dataset.action, r.width, r.height, r.top, r.bottom]; })"""
LABEL_TOPS = """() => [...document.querySelectorAll('.status > div:not([hidden]) dt')].map(dt => dt.getBoundingClientRect())
    .filter(box => box.width > 1).map(box => box.top)"""


def test_every_button_of_a_tablets_bar_is_a_thumbs_target(page: Page) -> None:
    """A tablet is played by touch as a phone is, but its bar's buttons were sized for a mouse: 36 x 35 px (39 x 42 in
    large print), upright in the toolbar and on its side in the bar (the 31st session's tablet pass), and the game
    code's copy and share buttons 24-31 x 24 px (the 32nd). On a touch screen larger than a phone every button of the
    bar is 44 x 44 px, the code's inside the bar, and the bar stays clear: the game code shows its deal's letters, its label level
    with the other figures' labels; upright and on its side, in both prints, with Finish on the bar, in Portuguese (the
    longest words). One page, turned to each size in normal print, then again with large print put on in Settings."""
    page.set_viewport_size({"width": TABLETS[0][0], "height": TABLETS[0][1]})
    open_game(page, near_won("DS1-D1V-UDGUWZZ", moves=1234), settings={"version": 1, "large_print": False, "language": "pt"})
    for large in (False, True):
        if large:
            change_settings(page, large_print=True)
        for size in TABLETS:
            turn_to(page, size)
            bar = page.locator(".bar").bounding_box()
            assert bar is not None
            buttons = page.evaluate(BAR_BUTTONS)
            assert {"copy-code", "share"} <= {button[0] for button in buttons}
            small = [button for button in buttons if min(button[1:3]) < 43.95]
            assert small == [], (size, large)
            outside = [button for button in buttons if button[0] in ("copy-code", "share")
                       and (button[3] < bar["y"] - 0.5 or button[4] > bar["y"] + bar["height"] + 0.5)]
            assert outside == [], (size, large, bar)
            seen = page.evaluate(GEOMETRY)
            assert bar_overlaps(seen) == [], (size, large)
            assert page.evaluate(DEAL_SHOWN), (size, large)
            tops = page.evaluate(LABEL_TOPS)
            assert max(tops) - min(tops) < 1, (size, large, tops)
            assert min(card["top"] for card in seen["cards"]) >= bar["y"] + bar["height"] - 1, (size, large)


# --- windows -----------------------------------------------------------------------------------


WINDOW_JS = """name => {
    const dialog = document.querySelector(`dialog[data-dialog="${name}"]`);
    const inView = el => { const r = el.getBoundingClientRect(), d = dialog.getBoundingClientRect();
        return r.width > 0 && r.top >= Math.max(0, d.top) - 0.5 && r.bottom <= Math.min(innerHeight, d.bottom) + 0.5
               && r.left >= 0 && r.right <= innerWidth; };
    const actions = [...dialog.querySelectorAll('.buttons > button, .buttons > [type=submit], .buttons > .end > button')];
    const close = dialog.querySelector('.head [data-action="dismiss"]');
    const body = dialog.querySelector('.body');
    return {open: dialog.open, actions: actions.map(inView), close: !!close && inView(close),
            scrolls: body.scrollHeight > body.clientHeight + 1,
            ring: [...document.querySelectorAll(':focus-visible')].filter(el => getComputedStyle(el).outlineStyle !== 'none')
                  .map(el => el.outerHTML.slice(0, 80))[0] ?? null};
}"""


def test_every_window_on_a_landscape_phone_keeps_its_actions_in_view_and_closes_every_way(page: Page) -> None:
    """At 844x390, New game, Settings, Rules, Statistics and the win screen each show their close button
    and their actions (the body scrolls between); opened by a touch, no focus ring shows; each closes by
    Escape, by a tap outside it and by its close button."""
    page.set_viewport_size(ON_ITS_SIDE)
    game = near_won("DS1-D1N-AAAAAAC", 249)
    open_game(page, game)
    finger = Finger(page, step_ms=16)
    for name in ("new-game", "settings", "rules", "stats"):
        for how in ("escape", "outside", "button"):
            finger.tap(*centre(page, f".bar [data-action='{name}']"))
            dialog = page.locator(f"dialog[data-dialog='{name}']")
            expect(dialog).to_be_visible()
            seen = page.evaluate(WINDOW_JS, name)
            assert seen["close"] and all(seen["actions"]), f"{name}: {seen}"
            assert seen["ring"] is None, f"{name}: a focus ring after a touch on {seen['ring']}"
            if name in ("new-game", "settings"):
                assert seen["scrolls"], f"{name} fits 390 px? then this test no longer checks the scrolling body"
            if how == "escape":
                page.keyboard.press("Escape")
            elif how == "outside":
                box = dialog.bounding_box()
                finger.tap(box["x"] / 2, 195) if box["x"] > 20 else finger.tap(box["x"] + box["width"] / 2, 2)
            else:
                finger.tap(*centre(page, f"dialog[data-dialog='{name}'] .head [data-action='dismiss']"))
            expect(dialog).to_be_hidden()
    finger.tap(*point(page, "col-1"))  # the last card home: the win screen
    won = page.locator("dialog[data-dialog='won']")
    expect(won).to_be_visible()
    seen = page.evaluate(WINDOW_JS, "won")
    assert seen["close"] and all(seen["actions"]) and seen["ring"] is None, seen
    finger.tap(4, 4)
    expect(won).to_be_hidden()
    assert moves(page) == 250  # nothing but the last move changed the game


SEEN_IN_WINDOW = """selectors => selectors.map(selector => {  // whether each control of the open window shows, untouched
    const el = document.querySelector(`dialog[open] ${selector}`), r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= innerHeight && (hit === el || el.contains(hit));
})"""


def test_the_game_codes_field_stays_in_sight_while_the_keyboard_is_up(page: Page) -> None:
    """A phone's keyboard, up while the game code's field has focus, takes the lower half of the screen: emulated by
    the page made shorter (390 x 844 to 390 x 450), as a browser that resizes the page for its keyboard does (headless
    Chromium has none to show). In large print the field lay under the window's footer, typed into unseen; the page
    brings the control in focus back into view. The field, Cancel and Deal show and take a thumb; a code typed there
    deals; with the keyboard gone, the table is laid out for the whole screen again, every card where a full render
    puts it."""
    open_game(page, Game.deal("DS1-D1N-AAAAAAB"), settings={"version": 1, "large_print": True, "language": "pt"})
    table_box = page.locator(".table").bounding_box()
    finger = Finger(page, step_ms=16)
    finger.tap(*centre(page, ".bar [data-action='new-game']"))
    finger.tap(*centre(page, "dialog[open] [name='code']"))
    expect(page.locator("dialog[open] [name='code']")).to_be_focused()
    page.set_viewport_size({"width": UPRIGHT["width"], "height": 450})
    page.wait_for_function("() => innerHeight === 450")
    controls = ["[name='code']", ".buttons [data-action='close']", "[data-action='deal']"]
    page.wait_for_function(f"controls => ({SEEN_IN_WINDOW})(controls).every(Boolean)", arg=controls, timeout=2_000)
    page.keyboard.type("ds1-d3v-aaaaabm")
    finger.tap(*centre(page, "dialog[open] [data-action='deal']"))
    expect(page.locator("#game")).to_have_attribute("data-code", "DS1-D3V-AAAAABM")
    page.set_viewport_size(UPRIGHT)
    page.wait_for_function("() => innerHeight === 844")
    assert page.locator(".table").bounding_box() == table_box
    assert_cards_placed_as_a_full_render_would(page)
    assert_hooks_match(page, Game.deal("DS1-D3V-AAAAABM"))


def centre(page: Page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

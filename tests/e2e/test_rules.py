"""Every rule of the seed as a player meets it on the page: real taps, double taps and drags.

Each test sets up its position as a saved game (``open_game``), acts with the pointer or the
keyboard, and checks the page against an engine ``Game`` replayed alongside in CPython
(``assert_hooks_match``: every data-count equals its card elements, face-down cards carry no
``data-card``, score and move counter as the engine says).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from ds import Game, IllegalMoveError, Move
from ds.gestures import DOUBLE_TAP_MS, FOUNDATION_AREA, double_tap_move, drop_move, tap_move
from ds.reasons import Reason
from tests.e2e import sharing
from tests.e2e.helpers import (
    FOUNDATIONS,
    MESSAGE,
    assert_cards_placed_as_a_full_render_would,
    assert_drawn_as_seen,
    assert_hooks_match,
    card_point,
    double_tap,
    drag,
    drop_point,
    english,
    moves,
    open_game,
    press_undo,
    root_data,
    sentence,
    settle,
    tap,
    turn_to,
    undrawn,
    wait_moves,
    with_small_stock,
)
from tests.engine.helpers import table

shared_tab, page = sharing.shared_tab, sharing.page  # fixtures: one tab for the module, reset for each test

M = Move.parse
TAP_AT_ONCE = {"double_tap": False}
"""Settings: double tap off, so a single tap acts on release (no 300 ms window to wait out)."""


def pile_cards(page: Page, pile: str) -> list[str | None]:
    """The data-card of each card element of a pile, bottom first (None: face down)."""
    return page.evaluate("""pile => [...document.querySelectorAll(`.card[data-pile="${pile}"]`)]
        .sort((a, b) => a.dataset.index - b.dataset.index).map(el => el.getAttribute('data-card'))""", pile)


def count(page: Page, pile: str) -> int:
    return int(page.locator(f'.pile[data-pile="{pile}"]').get_attribute("data-count") or -1)


def boxes(page: Page, pile: str) -> list[tuple[float, float]]:
    """Where each card of a pile lies (left, top), bottom first, once no card glides."""
    settle(page)
    return [tuple(xy) for xy in page.evaluate("""pile => [...document.querySelectorAll(`.card[data-pile="${pile}"]`)]
        .sort((a, b) => a.dataset.index - b.dataset.index)
        .map(el => { const r = el.getBoundingClientRect(); return [r.left, r.top]; })""", pile)]


def assert_same_places(now: list[tuple[float, float]], before: list[tuple[float, float]]) -> None:
    assert len(now) == len(before)
    for (x, y), (x0, y0) in zip(now, before):
        assert abs(x - x0) <= 0.5 and abs(y - y0) <= 0.5, f"a card lies at {(x, y)}, not back at {(x0, y0)}"


def refusal(find, *args) -> str:
    """The sentence the page shows when the engine refuses this gesture."""
    with pytest.raises(IllegalMoveError) as caught:
        find(*args)
    return sentence(caught.value)


def play(page: Page, game: Game, move: Move) -> None:
    """Wait for the page to have played ``move`` and play it in CPython too; the hooks must agree."""
    game.play(move)
    wait_moves(page, game.move_count)
    assert_hooks_match(page, game)


# --- columns -----------------------------------------------------------------------------------


def test_a_face_up_card_moves_with_every_card_on_it_and_the_card_beneath_turns_over(page: Page) -> None:
    """Seed: "a face-up card in a column moves together with all the cards placed on it"; a hidden
    card uncovered turns over by itself (+5)."""
    game = table("D1N", columns=["#5S 9C 8H 7S 6H", "10D"])
    open_game(page, game)
    assert_hooks_match(page, game)

    drag(page, "col-1", 1, "col-2")
    assert drop_move(game, "col-1", 1, "col-2") == M("1>2:4")
    play(page, game, M("1>2:4"))
    assert pile_cards(page, "col-2") == ["10D", "9C", "8H", "7S", "6H"]
    assert pile_cards(page, "col-1") == ["5S"]
    assert root_data(page, "score") == "5"


def test_a_drop_on_a_wrong_column_is_refused_the_cards_glide_back_and_the_page_says_why(page: Page) -> None:
    """Seed: a card goes on one of the opposite colour and one rank higher; anything else returns."""
    game = table("D1N", columns=["#5S 9C 8H", "10C", "JD"])
    open_game(page, game)
    before = boxes(page, "col-1")

    # Lift the run, carry it over col-2, and check it follows the pointer before letting go.
    x, y = card_point(page, "col-1", 1)
    tx, ty = drop_point(page, "col-2")
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(tx, ty, steps=5)
    page.wait_for_function("() => document.querySelectorAll('.card.dragging').length === 2")
    carried = boxes(page, "col-1")
    assert carried[1][0] == pytest.approx(before[1][0] + tx - x, abs=2)
    assert carried[0] == before[0], "the face-down card stays"
    page.mouse.up()
    expect(page.locator(MESSAGE)).to_have_text(refusal(drop_move, game, "col-1", 1, "col-2"))
    settle(page)
    assert_same_places(boxes(page, "col-1"), before)
    assert_hooks_match(page, game)

    drag(page, "col-1", 1, "col-3")  # the right colour, the wrong rank
    expect(page.locator(MESSAGE)).to_have_text(refusal(drop_move, game, "col-1", 1, "col-3"))
    expect(page.locator(MESSAGE)).to_contain_text("one a rank higher")
    settle(page)
    assert_same_places(boxes(page, "col-1"), before)
    assert moves(page) == 0
    assert_hooks_match(page, game)


def test_an_empty_column_refuses_a_queen_and_takes_a_king_with_the_cards_on_it(page: Page) -> None:
    """Seed: "An empty column accepts only a king, alone or with the cards placed on it"."""
    game = table("D1N", columns=["QH", "", "#3C KS QH JC"])
    open_game(page, game)

    drag(page, "col-1", 0, "col-2")
    expect(page.locator(MESSAGE)).to_have_text(refusal(drop_move, game, "col-1", 0, "col-2"))
    expect(page.locator(MESSAGE)).to_contain_text("takes only a king")
    assert_hooks_match(page, game)

    drag(page, "col-3", 1, "col-2")
    play(page, game, M("3>2:3"))
    assert pile_cards(page, "col-2") == ["KS", "QH", "JC"]
    assert pile_cards(page, "col-3") == ["3C"]


# --- foundations -------------------------------------------------------------------------------


def test_the_second_ace_of_spades_takes_the_second_spot_wherever_it_is_dropped_on_the_foundations(
    page: Page,
) -> None:
    """Seed: a card dropped anywhere on the foundation area finds its foundation; the second ace of
    spades takes the second spot (SPEC point 9), even when let go over the clubs' spot."""
    game = table("D1N", columns=["AS", "AS"])
    open_game(page, game)

    drag(page, "col-1", 0, "foundation-C-2")
    assert drop_move(game, "col-1", 0, FOUNDATION_AREA) == M("1>S1")
    play(page, game, M("1>S1"))
    drag(page, "col-2", 0, "foundation-H-1")
    assert drop_move(game, "col-2", 0, FOUNDATION_AREA) == M("2>S2")
    play(page, game, M("2>S2"))
    assert pile_cards(page, "foundation-S-1") == ["AS"]
    assert pile_cards(page, "foundation-S-2") == ["AS"]
    assert root_data(page, "score") == "20"


def test_a_card_is_taken_back_from_a_foundation_by_dragging_it_to_a_column_score_unchanged(page: Page) -> None:
    """Seed: the top card of a foundation can be taken back by dragging, "without gaining or losing
    points"; a tap on it is refused; put back, it scores again (SPEC point 9)."""
    game = table("D1N", columns=["6S"], foundations={"H1": 5}, score=75)
    open_game(page, game, settings=TAP_AT_ONCE)

    tap(page, "foundation-H-1")
    expect(page.locator(MESSAGE)).to_have_text(refusal(tap_move, game, "foundation-H-1", 4))
    assert moves(page) == 0

    drag(page, "foundation-H-1", 4, "col-1")
    play(page, game, M("H1>1"))
    assert pile_cards(page, "col-1") == ["6S", "5H"]
    assert root_data(page, "score") == "75"

    drag(page, "col-1", 1, FOUNDATIONS)
    play(page, game, M("1>H1"))
    assert root_data(page, "score") == "85"


def test_a_tap_sends_a_card_to_its_foundation_when_the_double_tap_window_closes(page: Page) -> None:
    """SPEC points 7 and 8: one tap on a top card (column or waste) sends it to its foundation; with the
    Double tap setting on (the default), once the ~300 ms window has closed with no second tap when a
    double tap would put the card on the tableau (the 2 of spades on the 3 of hearts), at once when it
    could do nothing else (the ace of hearts). tests/e2e/test_touch.py tells the two apart by event."""
    game = table("D1N", columns=["#4D 2S", "3H"], waste="AH", foundations={"S1": 1})
    open_game(page, game)

    # When the tap was let go and when the move came, by the page's clock (a busy machine may run the test's
    # next step after the window has closed; the window's timer cannot fire before it has).
    page.evaluate("""() => {
        const times = window.__tapTimes = {};
        document.addEventListener('pointerup', (event) => { times.up = event.timeStamp; }, { capture: true, once: true });
        new MutationObserver((_, observer) => { times.moved = performance.now(); observer.disconnect(); })
            .observe(document.getElementById('game'), { attributes: true, attributeFilter: ['data-moves'] });
    }""")
    tap(page, "col-1")
    assert tap_move(game, "col-1") == M("1>S1") != double_tap_move(game, "col-1")
    play(page, game, M("1>S1"))
    times = page.evaluate("window.__tapTimes")
    assert times["moved"] - times["up"] >= DOUBLE_TAP_MS - 1, f"a single tap waits for the double-tap window: {times}"
    assert pile_cards(page, "col-1") == ["4D"]

    tap(page, "waste")
    play(page, game, M("w>H1"))
    assert pile_cards(page, "foundation-H-1") == ["AH"]
    assert root_data(page, "score") == "25"  # 10 (2S) + 5 (4D turned over) + 10 (AH)


# --- the stock ---------------------------------------------------------------------------------


def test_draw_three_turns_three_fanned_cards_and_only_the_top_one_plays(page: Page) -> None:
    """Seed: Draw 3 turns three cards "fanned out on the waste pile; only the last one can be played,
    and the next one becomes available once you have played it"; the card beneath does not even lift."""
    game = with_small_stock("D3N", columns=["8S", "6D"], stock="KD 5C 7H QS")
    open_game(page, game, settings=TAP_AT_ONCE)

    tap(page, "stock")
    play(page, game, M("s>w:3"))
    assert pile_cards(page, "waste") == ["QS", "7H", "5C"]
    lefts = [left for left, _ in boxes(page, "waste")]
    width = page.locator('.pile[data-pile="stock"]').bounding_box()["width"]
    assert lefts[0] < lefts[1] < lefts[2], "the three cards are fanned sideways"
    assert lefts[2] - lefts[0] > 0.4 * width

    # 7H would fit on 8S, but it lies under 5C: it does not even lift.
    before = boxes(page, "waste")
    x, y = card_point(page, "waste", 1)
    tx, ty = drop_point(page, "col-1")
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(tx, ty, steps=5)
    assert page.locator(".card.dragging").count() == 0
    assert_same_places(boxes(page, "waste"), before)
    page.mouse.up()
    assert_same_places(boxes(page, "waste"), before)
    assert_hooks_match(page, game)
    with pytest.raises(IllegalMoveError, match="only the top card of waste"):
        drop_move(game, "waste", 1, "col-1")

    drag(page, "waste", 2, "col-2")
    play(page, game, M("w>2"))
    drag(page, "waste", 1, "col-1")  # now the top card
    play(page, game, M("w>1"))
    assert pile_cards(page, "waste") == ["QS"]
    assert root_data(page, "score") == "10"


@pytest.mark.parametrize("mode, taps", [("D1V", 4), ("D3V", 2)])
def test_a_vegas_stock_is_spent_after_one_pass(page: Page, mode: str, taps: int) -> None:
    """Seed: "In Vegas scoring, the waste pile is not recycled: the stock can only be gone through
    once, in draw 1 as in draw 3"; a tap on the spent stock changes nothing, not even the counter."""
    game = with_small_stock(mode, columns=[], stock="5C 7H 9S 4D")
    open_game(page, game)

    spent, live = english("say.stock-spent"), page.locator("[data-show='announce']")
    for _ in range(taps):
        expect(page.locator(MESSAGE)).not_to_have_text(spent)
        tap(page, "stock")
        play(page, game, game.stock_move)
    stock = page.locator('.pile[data-pile="stock"]')
    expect(stock).to_have_attribute("data-state", "spent")
    assert count(page, "waste") == 4
    expect(page.locator(MESSAGE)).to_have_text(spent)  # the last draw says so, read out after the cards drawn
    expect(live).to_have_text(re.compile(rf"^Drew .*\. {re.escape(spent)}\s?$"))

    tap(page, "stock")
    expect(page.locator(MESSAGE)).to_have_text(refusal(tap_move, game, "stock"))
    tap(page, "stock")
    assert moves(page) == taps
    expect(stock).to_have_attribute("data-state", "spent")
    assert_hooks_match(page, game)

    press_undo(page)  # the last draw taken back and played again says it again, once
    expect(live).to_have_text(re.compile(r"^Undone: "))
    expect(page.locator(MESSAGE)).to_be_empty()
    page.keyboard.press("Control+y")
    expect(page.locator(MESSAGE)).to_have_text(spent)
    expect(live).to_have_text(re.compile(rf"^Redone: drew .*\. {re.escape(spent)}\s?$"))


def test_a_normal_stock_recycles_the_waste_for_100_points_floored_at_0(page: Page) -> None:
    """Seed: in Normal scoring a tap on the empty stock puts the waste back (one action, −100, never
    below 0), and the next pass meets the cards in the same order."""
    game = with_small_stock("D1N", columns=[], stock="5C 7H")
    game.score = 30
    open_game(page, game, settings=TAP_AT_ONCE)

    for _ in range(2):
        tap(page, "stock")
        play(page, game, game.stock_move)
    first_pass = pile_cards(page, "waste")
    expect(page.locator('.pile[data-pile="stock"]')).to_have_attribute("data-state", "recycle")
    tap(page, "stock")
    play(page, game, M("w>s:2"))
    assert root_data(page, "score") == "0"
    for _ in range(2):
        tap(page, "stock")
        play(page, game, game.stock_move)
    assert pile_cards(page, "waste") == first_pass


def test_six_rapid_stock_taps_make_exactly_six_moves(page: Page) -> None:
    """Rapid input: six taps on the stock in a row, with no wait between them, are six draws."""
    game = Game.deal("DS1-D1N-AAAAAAB")
    open_game(page, path="/#DS1-D1N-AAAAAAB")
    x, y = card_point(page, "stock")
    for _ in range(6):
        page.mouse.click(x, y)
    for _ in range(6):
        game.play(game.stock_move)
    wait_moves(page, 6)
    assert_hooks_match(page, game)


def test_a_card_still_in_flight_takes_no_tap(page: Page) -> None:
    """view.py: "in flight it takes no input, so a tap meets the card beneath". Here the glide of the
    cards just drawn is held where it starts, over the stock (as a busy or slow device leaves it for a
    while); a tap on the stock must still draw. (A regression test: the glide used to end on a 180 ms
    timer, so on an 8x CPU-throttled Chromium two stock taps 150-220 ms apart were refused 2 times in 16
    with "Only the top card of the waste pile can be played."; fixed in dda24d9.)"""
    game = Game.deal("DS1-D3N-AAAAAAB")
    open_game(page, path="/#DS1-D3N-AAAAAAB")
    x, y = card_point(page, "stock")
    page.mouse.click(x, y)
    page.evaluate("() => document.getAnimations().forEach(animation => animation.pause())")
    page.wait_for_timeout(400)  # the glide's 180 ms have passed; its animation has not
    page.mouse.click(x, y)
    for _ in range(2):
        game.play(game.stock_move)
    wait_moves(page, 2, timeout=2_000)
    assert_hooks_match(page, game)


# --- undo --------------------------------------------------------------------------------------


def test_undo_restores_cards_flips_and_score_while_the_move_counter_stays(page: Page) -> None:
    """Seed: "undoing removes the points of the undone move, but the move counter does not go back
    down"; by the Undo button and by Ctrl+Z."""
    game = table("D1N", columns=["#9D AH"], waste="8C")
    open_game(page, game, settings=TAP_AT_ONCE)

    tap(page, "col-1")
    play(page, game, M("1>H1"))  # +10, and 9D turns over: +5
    drag(page, "waste", None, "col-1")
    play(page, game, M("w>1"))  # +5 from the waste
    assert root_data(page, "score") == "20"

    press_undo(page)
    game.undo()
    expect(page.locator("#game")).to_have_attribute("data-score", "15")
    assert_hooks_match(page, game)
    assert pile_cards(page, "waste")[-1] == "8C"

    page.locator('[data-action="undo"]').click()
    game.undo()
    expect(page.locator("#game")).to_have_attribute("data-score", "0")
    assert_hooks_match(page, game)
    assert pile_cards(page, "col-1") == [None, "AH"], "9D is face down again"
    assert_cards_placed_as_a_full_render_would(page)  # undo renders only the piles it changes
    assert moves(page) == 2
    expect(page.locator("#game")).to_have_attribute("data-undo", "false")


def test_only_the_cards_that_show_of_the_stock_waste_and_foundations_are_drawn_through_draws_recycles_and_undos(
    page: Page,
) -> None:
    """The cards wholly under others on a stacked pile are not drawn (the first frame's style, issue 14), and the
    right ones are after each draw, a card going home and coming back, a recycle and its undo; a card gliding is
    drawn, and so is each card its flight uncovers or will cover."""
    game = with_small_stock("D3N", columns=["8S", "6D"], stock="KD 5C 7H QS 2H 9C JD 3S 10H 4D")
    open_game(page, game, settings=TAP_AT_ONCE)
    assert_drawn_as_seen(page)
    assert undrawn(page)["stock"] == list(range(7)), "of 10 stacked cards, the top two and the eighth's edge show"
    assert len(undrawn(page)["foundation-S-1"]) == 10  # of 13: the eighth's edge, the top two

    def undo() -> None:
        press_undo(page)
        game.undo()
        expect(page.locator('.pile[data-pile="stock"]')).to_have_attribute("data-count", str(len(game.stock)))
        expect(page.locator('.pile[data-pile="waste"]')).to_have_attribute("data-count", str(len(game.waste)))
        assert_drawn_as_seen(page)

    tap(page, "stock")
    in_flight = page.evaluate("() => [...document.querySelectorAll('#game .card.gliding')].map(el => el.className)")
    assert in_flight and all("under" not in kind for kind in in_flight), "a card gliding is drawn"
    play(page, game, M("s>w:3"))
    assert_drawn_as_seen(page)
    tap(page, "waste")
    play(page, game, tap_move(game, "waste"))  # 3S home onto 2S
    assert_drawn_as_seen(page)
    undo()
    for _ in range(3):
        tap(page, "stock")
        play(page, game, game.stock_move)
        assert_drawn_as_seen(page)
    tap(page, "stock")
    play(page, game, M("w>s:10"))
    assert_drawn_as_seen(page)
    undo()
    undo()
    assert_hooks_match(page, game)
    assert_cards_placed_as_a_full_render_would(page)


def test_the_first_deal_puts_each_card_where_a_render_puts_it_above_the_cards_beneath_it(page: Page) -> None:
    """The first deal places the cards as it makes them (``View._make_cards``, one write a card), not through the
    render: each lies where a render puts it (the table laid out at another size and back moves every card through
    the render) and above the cards beneath it, each pile above those before it: the stock, the waste, the
    foundations, the columns."""
    open_game(page, table("D1N", columns=["#5S 9C 8H 7S 6H", "10D", "#KC #2D QH"], waste="2C 3D 4H",
                          foundations={"H1": 5, "S2": 3}))
    looks = """() => [...document.querySelectorAll('#game .card')].map(el => [el.dataset.pile, Number(el.dataset.index),
        el.style.transform, Number(el.style.zIndex || 0)])"""
    first = page.evaluate(looks)
    size = page.viewport_size
    turn_to(page, (size["width"] - 200, size["height"] - 100))
    turn_to(page, (size["width"], size["height"]))
    assert page.evaluate(looks) == first
    base = {"stock": 0, "waste": 200}
    assert all(z == base.get(pile, 400 if pile.startswith("col-") else 300) + index for pile, index, _, z in first)
    assert len({transform for _, _, transform, _ in first}) > 20, "the cards lie in many places"


def test_undo_with_every_action_undone_says_there_is_nothing_to_undo(page: Page) -> None:
    """One move, one undo, one more undo: there is nothing left to undo, and the page says so. (A
    regression test: it used to say that undo reaches only the last 200 actions; fixed in dda24d9.)"""
    open_game(page, path="/#DS1-D1N-AAAAAAB", settings=TAP_AT_ONCE)
    tap(page, "stock")
    wait_moves(page, 1)
    press_undo(page)
    expect(page.locator("#game")).to_have_attribute("data-undo", "false")
    press_undo(page)
    expect(page.locator(MESSAGE)).not_to_be_empty()
    assert page.locator(MESSAGE).text_content() == sentence(Reason.of("nothing-to-undo"))


# --- tap and double tap ------------------------------------------------------------------------


def test_a_double_tap_sends_a_card_to_the_longest_column_that_takes_it_never_its_foundation_first(
    page: Page,
) -> None:
    """SPEC point 8: two taps within ~300 ms send the card to the longest column that takes it; the
    single tap's move (2H to its foundation here) is never carried out first."""
    game = table("D1N", columns=["3S", "#4D #9H 3C", "#JD 2H"], waste="KH", foundations={"H1": 1})
    open_game(page, game)
    assert tap_move(game, "col-3") == M("3>H1"), "a single tap would send 2H to its foundation"
    assert double_tap_move(game, "col-3") == M("3>2")

    double_tap(page, "col-3")
    play(page, game, M("3>2"))
    page.wait_for_timeout(400)  # the double-tap window is over: no single tap follows
    assert moves(page) == 1
    assert pile_cards(page, "col-2") == [None, None, "3C", "2H"]
    assert count(page, "foundation-H-1") == 1

    # Else a king goes to an empty column.
    expected = double_tap_move(game, "waste")
    assert expected.dst.is_column and not game.pile_cards(expected.dst)
    double_tap(page, "waste")
    play(page, game, expected)
    assert pile_cards(page, str(expected.dst)) == ["KH"]


def test_with_double_tap_off_one_tap_acts_at_once_and_two_taps_are_two_single_taps(page: Page) -> None:
    """SPEC point 8: with the setting off, a tap is carried out at once, and two quick taps are two
    taps (with it on, the same two taps would have sent 2S onto 3H)."""
    game = table("D1N", columns=["3H"], waste="3S 2S AS")
    open_game(page, game, settings=TAP_AT_ONCE)

    tap(page, "waste")
    assert moves(page) == 1, "the tap acted on release"
    play(page, game, M("w>S1"))

    assert double_tap_move(game, "waste") == M("w>1")
    double_tap(page, "waste")
    game.play(M("w>S1"))
    play(page, game, M("w>S1"))
    assert pile_cards(page, "foundation-S-1") == ["AS", "2S", "3S"]
    assert pile_cards(page, "col-1") == ["3H"]


def test_a_refused_tap_shakes_the_card_and_says_why(page: Page) -> None:
    """SPEC point 7: when no foundation takes the card, nothing changes and the page shows that the
    tap was refused: the card shakes and the message line says why."""
    game = table("D1N", columns=["5C", "#8S 7H"])
    # The shake is a Web Animation with the id "refused" (ds/web/view.py): recorded as it starts, so that
    # a busy machine cannot let it end before the test looks.
    page.add_init_script("""(() => {
        const animate = Element.prototype.animate;
        window.__effects = [];
        Element.prototype.animate = function (frames, options) {
            if (options && options.id) window.__effects.push([this.dataset.pile, this.dataset.index, options.id]);
            return animate.call(this, frames, options);
        };
    })();""")
    open_game(page, game, settings=TAP_AT_ONCE)

    tap(page, "col-1")
    expect(page.locator(MESSAGE)).to_have_text(refusal(tap_move, game, "col-1", 0))
    expect(page.locator(MESSAGE)).to_contain_text("No foundation takes the 5 of clubs")
    assert page.evaluate("window.__effects") == [["col-1", "0", "refused"]]

    tap(page, "col-2", 0)  # a face-down card
    expect(page.locator(MESSAGE)).to_have_text(refusal(tap_move, game, "col-2", 0))
    # the card tapped and the ones on it
    assert page.evaluate("window.__effects")[1:] == [["col-2", "0", "refused"], ["col-2", "1", "refused"]]
    assert moves(page) == 0
    assert_hooks_match(page, game)

"""Where the cards lie and which card a touch means (ds/web/layout.py), without a browser."""

from __future__ import annotations

from itertools import pairwise

import pytest

from ds.piles import Pile
from ds.web.layout import FAN_LEAST_PX, FAN_STEP, TOUCH_STRIP, Rect, Table, card_spots, drop_target, pointed
from tests.engine.helpers import table

PILE_HOOKS = tuple(str(pile) for pile in Pile)


def phone_table() -> Table:
    """A phone upright: 39x55 cards on a 9-column grid, talon above column 1, foundations to the right."""
    piles = {"stock": Rect(0, 0, 39, 55), "waste": Rect(42, 0, 39, 55)}
    for i in range(9):
        piles[f"col-{i + 1}"] = Rect(42 * i, 125, 39, 55)
    for spot, name in enumerate(PILE_HOOKS[11:]):
        piles[name] = Rect(210 + 42 * (spot % 4), 58 * (spot // 4), 39, 55)
    return Table(piles, 39, 55, 760)


def test_face_up_strips_are_a_finger_wide_where_the_column_has_room():
    game = table("D1N", columns=["#2C #3C #4C #5C #6C #7C #8C #9C KH QS JH 10S 9H 8S 7H 6S 5H 4S 3H 2S AH"])
    tops = [y for _, y in card_spots(game, phone_table())["col-1"]]
    assert min(b - a for a, b in list(pairwise(tops))[8:]) >= TOUCH_STRIP - 1  # 24 px at least


def test_a_touch_means_the_card_whose_strip_is_there_or_the_nearest():
    game = table("D1N", columns=["#2C #3C 9S 8H"])
    layout = phone_table()
    spots = card_spots(game, layout)
    (x, _), tops = spots["col-1"][0], [y for _, y in spots["col-1"]]
    assert pointed(game, layout, spots, x + 20, tops[2] + 3) == ("col-1", 2)
    assert pointed(game, layout, spots, x + 20, tops[3] + 54) == ("col-1", 3)
    assert pointed(game, layout, spots, x + 20, tops[3] + 55 + 8) is None  # off the column, a mouse
    assert pointed(game, layout, spots, x + 20, tops[3] + 55 + 8, near=12) == ("col-1", 3)  # a finger
    assert pointed(game, layout, spots, x + 20, tops[2] - 4) == ("col-1", 1)  # a face-down strip
    assert pointed(game, layout, spots, x + 20, tops[2] - 4, near=12) == ("col-1", 2)
    assert pointed(game, layout, spots, x - 2, tops[3] + 20, near=12) == ("col-1", 3)  # in the gap


def test_a_press_on_the_empty_table_below_a_column_means_no_card():
    """The page measures a column's box down to the table's bottom (it is a drop zone); a press there,
    by mouse or finger, must not play the column's top card."""
    game = table("D1N", columns=["#2C #3C 9S 8H", "", "AS"])
    layout = phone_table()
    for i in range(9):
        rect = layout.piles[f"col-{i + 1}"]
        layout.piles[f"col-{i + 1}"] = Rect(rect.x, rect.y, rect.w, layout.bottom - rect.y)
    spots = card_spots(game, layout)
    (x, _), tops = spots["col-1"][0], [y for _, y in spots["col-1"]]
    below = tops[3] + 55
    assert pointed(game, layout, spots, x + 20, below + 300) is None
    assert pointed(game, layout, spots, x + 20, below + 300, near=12) is None
    assert pointed(game, layout, spots, x + 20, below - 1) == ("col-1", 3)
    assert pointed(game, layout, spots, x + 20, below + 8, near=12) == ("col-1", 3)  # a finger just below
    empty = layout.piles["col-2"]
    assert pointed(game, layout, spots, empty.x + 20, empty.y + 20) == ("col-2", None)
    assert pointed(game, layout, spots, empty.x + 20, empty.y + 300) is None
    ace = spots["col-3"][0]
    assert pointed(game, layout, spots, ace[0] + 20, ace[1] + 55 + 200, near=12) is None


def test_a_drop_below_the_table_over_the_bar_of_buttons_aims_at_no_column():
    """A column's drop zone reaches down to the table's bottom and no further: below it a phone upright has
    its bar of buttons, where a card let go glides back without a word (not onto the column above)."""
    layout = phone_table()
    x = layout.piles["col-2"].x + 20
    assert drop_target(layout, x, 700) == drop_target(layout, x, layout.bottom - 1) == "col-2"
    assert drop_target(layout, x, layout.bottom + 25) is None


def test_a_drop_between_two_columns_spread_apart_goes_to_the_nearer_one():
    """On a tablet on its side the columns spread under the row of stock, waste and foundations (88 px cards 114 px
    apart at 1024 x 768): a card let go in the 26 px between two columns, more than 12 % of a card from both, glided
    back. Each column's zone reaches half way to the next; the outer ones still end 12 % of a card beyond their edge."""
    piles = {"stock": Rect(0, 0, 88, 123), "waste": Rect(95, 0, 88, 123)}
    for spot, name in enumerate(PILE_HOOKS[11:]):
        piles[name] = Rect(312 + 95 * spot, 0, 88, 123)
    for i in range(9):
        piles[f"col-{i + 1}"] = Rect(114 * i, 137, 88, 123)
    layout = Table(piles, 88, 123, 700)
    assert [drop_target(layout, x, 400) for x in (88 + 12, 114 - 12, 114 * 4 + 88 + 12)] == ["col-1", "col-2", "col-5"]
    assert drop_target(layout, -12, 400) is None and drop_target(layout, 114 * 8 + 88 + 12, 400) is None


def test_on_the_draw_three_fan_a_touch_means_the_card_there_and_empty_piles_have_no_index():
    game = table("D3N", waste="KC 9D 2C", fan=3)
    layout = phone_table()
    spots = card_spots(game, layout)
    (left, top), (top_left, _) = spots["waste"][1], spots["waste"][-1]
    assert pointed(game, layout, spots, left + 3, top + 20) == ("waste", 1)
    assert pointed(game, layout, spots, top_left + 20, top + 20) == ("waste", 2)
    assert pointed(game, layout, spots, 42 * 4 + 20, 150) == ("col-5", None)


def test_the_draw_three_fan_spreads_into_the_room_a_phone_has_beside_the_waste():
    game = table("D3N", waste="KC 9D 2C", fan=3)
    lefts = [x for x, _ in card_spots(game, phone_table())["waste"]]
    assert [b - a for a, b in pairwise(lefts)] == [FAN_LEAST_PX, FAN_LEAST_PX]  # 0.3 of 39 px would be 11.7
    cramped = phone_table()
    cramped.piles["foundation-S1"] = Rect(42 + 39 + 10, 0, 39, 55)  # a pile just beside the waste: no room
    lefts = [x for x, _ in card_spots(game, cramped)["waste"]]
    assert [b - a for a, b in pairwise(lefts)] == pytest.approx([FAN_STEP * 39, FAN_STEP * 39])

"""Arrow keys follow the piles on the screen, in the wide and the tall layout; presses pick more of a column."""

from __future__ import annotations

from ds.piles import Pile
from ds.web.focus import neighbour, next_pick
from ds.web.layout import Rect, Table

PILE_HOOKS = tuple(str(pile) for pile in Pile)

W, H = 80, 112


def wide() -> Table:
    """Talon on the left (stock over waste), 9 columns, foundations on the right in 4 overlapping rows."""
    piles = {"stock": Rect(0, 0, W, H), "waste": Rect(0, H + 10, W, H)}
    for i in range(9):
        piles[f"col-{i + 1}"] = Rect(140 + 90 * i, 0, W, 600)
    for i, name in enumerate(PILE_HOOKS[11:]):
        piles[name] = Rect(970 + 90 * (i % 2), 50 * (i // 2), W, H)
    return Table(piles, W, H, 600)


def tall() -> Table:
    """Stock and waste side by side above the columns, foundations top right."""
    piles = {"stock": Rect(0, 0, W, H), "waste": Rect(90, 0, W, H)}
    for i in range(9):
        piles[f"col-{i + 1}"] = Rect(90 * i, 260, W, 500)
    for i, name in enumerate(PILE_HOOKS[11:]):
        piles[name] = Rect(630 + 90 * (i % 2), 60 * (i // 2), W, H)
    return Table(piles, W, H, 800)


def walk(table: Table, start: str, *directions: str) -> list[str | None]:
    seen, here = [], start
    for direction in directions:
        nxt = neighbour(table, here, direction)
        seen.append(nxt)
        here = nxt or here
    return seen


def test_wide_layout():
    table = wide()
    assert walk(table, "stock", "down", "right", "right", "up") == ["waste", "col-1", "col-2", None]
    assert walk(table, "col-9", "right", "right", "down", "down", "left") == [
        "foundation-S-1", "foundation-S-2", "foundation-H-2", "foundation-D-2", "foundation-D-1"]
    assert neighbour(table, "col-1", "left") == "stock"
    assert neighbour(table, "stock", "left") is None


def test_tall_layout():
    table = tall()
    assert walk(table, "stock", "right", "right", "down") == ["waste", "foundation-S-1", "foundation-H-1"]
    assert neighbour(table, "stock", "down") == "col-1"
    assert neighbour(table, "col-2", "up") == "waste"
    assert neighbour(table, "col-8", "up") in ("foundation-C-1", "foundation-C-2")


def test_arrows_never_jump_across_the_table():
    """Nothing lies below a column (its box reaches down the table): Down there stays put, it does not
    jump to the waste or a foundation row far to the side; no arrow goes more than 45 degrees off its way;
    a pile beside a column's lower part is in line with it."""
    table = wide()
    assert [neighbour(table, f"col-{i}", "down") for i in range(1, 10)] == [None] * 9
    assert [neighbour(table, f"col-{i}", "up") for i in range(1, 10)] == [None] * 9
    assert neighbour(table, "waste", "down") is None
    assert neighbour(table, "waste", "right") == "col-1"
    assert [neighbour(table, name, "left") for name in PILE_HOOKS[11:] if name.endswith("-1")] == ["col-9"] * 4
    for here in PILE_HOOKS:
        for direction in ("left", "right", "up", "down"):
            there = neighbour(table, here, direction)
            if there is not None:
                (x0, y0), (x, y) = (table.piles[here].x, table.piles[here].y), (table.piles[there].x, table.piles[there].y)
                along, across = (x - x0, y - y0) if direction in ("left", "right") else (y - y0, x - x0)
                assert abs(across) <= abs(along) or there.startswith("col-") or here.startswith("col-"), (here, direction)


def test_every_pile_is_reachable_with_arrows():
    for table, start in [(layout, start) for layout in (wide(), tall()) for start in PILE_HOOKS]:
        reached, todo = {start}, [start]
        while todo:
            here = todo.pop()
            for direction in ("left", "right", "up", "down"):
                nxt = neighbour(table, here, direction)
                if nxt is not None and nxt not in reached:
                    reached.add(nxt)
                    todo.append(nxt)
        assert reached == set(PILE_HOOKS)


def test_repeated_presses_pick_more_of_the_face_up_run_then_start_again():
    assert [next_pick(5, 2, picked) for picked in (None, 4, 3, 2)] == [4, 3, 2, 4]
    assert next_pick(1, 0, None) == 0 and next_pick(1, 0, 0) == 0

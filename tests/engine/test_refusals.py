"""Every reason ``ds.refusals`` gives, each on a small table built for it."""

from __future__ import annotations

from collections import Counter

import pytest

from ds import Game, Move
from ds.cards import NAMES
from ds.reasons import ENGLISH
from ds.refusals import why_illegal


def table(text: str) -> Game:
    """The game of ``text`` (the position's text form), with every card it leaves out face down under a
    face-up one in col-9, which the cases never use."""
    seen: Counter[str] = Counter()
    for line in text.splitlines()[1:]:
        pile, _, cards = line.partition(":")
        for name in cards.replace("#", "").split():
            if pile == "foundations":
                if name != "--":
                    suit = name[-1]
                    seen.update(NAMES[NAMES.index(f"A{suit}"):NAMES.index(name) + 1])
            else:
                seen[name] += 1
    rest = [name for name in NAMES for _ in range(2 - seen[name])]
    return Game(text + "\ncol-9: " + " ".join([*(f"#{name}" for name in rest[:-1]), rest[-1]]))

TABLE = """D1N score 0
stock: 2C
waste: 9D 4S
foundations: KS 2S -- -- AD -- -- --
col-1: #5H 8C 7H
col-2:
col-3: 9H
col-4: 5D
col-5:
col-6: 2D"""
"""Normal scoring, a card in the stock, S-1 complete, S-2 up to the 2, D-1 with its ace."""

SPENT = "D1V score -99\nstock:\nwaste: 9D 4S\nfoundations: -- -- -- -- -- -- -- --\ncol-1: KH"
"""Vegas, the one pass through the stock over."""

PASSED = "D1N score 0\nstock:\nwaste: 9D 4S\nfoundations: -- -- -- -- -- -- -- --\ncol-1: KH"
"""Normal, the stock turned through: the waste may go back."""

BARE = "D1N score 0\nstock:\nwaste:\nfoundations: -- -- -- -- -- -- -- --\ncol-1: KH"
"""Normal, stock and waste both empty."""

CASES = [
    (TABLE, "1>1", "same-pile"),
    (TABLE, "s>1", "stock-to-waste-only"),
    (TABLE, "s>w:3", "draw-count"),
    (TABLE, "1>s", "waste-to-stock-only"),
    (TABLE, "w>s", "recycle-needs-empty-stock"),
    (TABLE, "4>w", "nothing-onto-waste"),
    (TABLE, "2>3", "pile-empty"),
    (TABLE, "w>3:2", "waste-top-only"),
    (TABLE, "1>5:3", "not-face-up"),
    (TABLE, "1>D1:2", "foundation-one-card"),
    (TABLE, "S2>3:2", "foundation-gives-one"),
    (TABLE, "S2>D1", "take-back-to-column"),
    (TABLE, "4>2", "empty-column-king"),
    (TABLE, "4>3", "wrong-colour"),
    (TABLE, "w>3", "wrong-rank"),
    (TABLE, "w>H1", "wrong-suit"),
    (TABLE, "w>S1", "foundation-complete"),
    (TABLE, "w>S2", "foundation-next"),
    (TABLE, "4>D2", "foundation-needs-ace"),
    (TABLE, "6>D2", "first-spot"),
    (SPENT, "s>w", "stock-spent"),
    (SPENT, "w>s", "vegas-no-recycle"),
    (PASSED, "s>w", "stock-empty-recycle"),
    (PASSED, "w>s:5", "recycle-count"),
    (BARE, "s>w", "stock-and-waste-empty"),
    (BARE, "w>s", "stock-and-waste-empty"),
]


@pytest.mark.parametrize(("text", "move", "key"), CASES, ids=[f"{key}:{move}" for _, move, key in CASES])
def test_each_refusal_names_what_the_rules_forbid(text: str, move: str, key: str) -> None:
    game = table(text)
    reason = why_illegal(game, Move.parse(move))
    assert reason is not None and reason.key == key, reason
    assert game.why_illegal(Move.parse(move)) == reason
    assert str(reason) and "{" not in str(reason)


def test_every_refusal_of_the_rules_is_covered_here() -> None:
    """The cases above reach every key the module can give (the keys of moves and gestures are elsewhere)."""
    import inspect

    import ds.refusals

    given = {key for key in ENGLISH if f'"{key}"' in inspect.getsource(ds.refusals)}
    assert given == {key for _, _, key in CASES}


@pytest.mark.parametrize(("text", "move"), [(TABLE, "6>D1"), (TABLE, "1>3:2"), (TABLE, "s>w"),
                                             (TABLE.replace("waste: 9D 4S", "waste: 9D 3S"), "w>S2")])
def test_a_legal_move_has_no_reason(text: str, move: str) -> None:
    assert why_illegal(table(text), Move.parse(move)) is None

"""Refusals carry a key and values, so the page can say them in any language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import ds
from ds import Game, IllegalMoveError, InvalidCodeError, Move, UndoError
from ds.codes import GameCode
from ds.reasons import ENGLISH, Reason

ENGINE = Path(ds.__file__).parent
"""The package imported (the tree's, or an installed copy's: tests/test_wheel.py)."""


def test_every_reason_key_is_used_by_the_engine():
    source = "\n".join(path.read_text() for path in ENGINE.glob("*.py") if path.name != "reasons.py")
    used = set(re.findall(r'Reason\.of\(\s*"([a-z-]+)"', source))
    assert used == set(ENGLISH)


def test_an_unknown_reason_key_is_a_bug():
    with pytest.raises(KeyError):
        Reason.of("no-such-reason")


def test_illegal_move_error_carries_its_reason_and_move():
    game = Game.deal("DS1-D1N-AAAAAAA")
    with pytest.raises(IllegalMoveError) as caught:
        game.play(Move.parse("1>2"))
    assert caught.value.reason.key in ENGLISH and caught.value.move == "1>2"
    assert str(caught.value) == f"illegal move 1>2: {caught.value.reason}"


def test_undo_and_code_errors_carry_reasons():
    with pytest.raises(UndoError) as caught:
        Game.deal("DS1-D1N-AAAAAAA").undo()
    assert caught.value.reason.key == "nothing-to-undo"
    with pytest.raises(InvalidCodeError) as caught_code:
        GameCode.parse("DS1-D2N-AAAAAAA")
    assert caught_code.value.reason.key == "code-draw" and caught_code.value.reason.value("part") == "'D2'"


def test_every_english_text_fills_in_from_its_values():
    for key, text in ENGLISH.items():
        names = re.findall(r"{(\w+)}", text)
        assert str(Reason.of(key, **{name: "X" for name in names}))


def test_a_reason_made_without_the_values_its_sentence_needs_names_them():
    with pytest.raises(TypeError, match=r"'wrong-colour' needs a value for onto$"):
        Reason.of("wrong-colour", card="7H")
    with pytest.raises(TypeError, match=r"'not-face-up' needs a value for count, pile, showing$"):
        Reason.of("not-face-up")

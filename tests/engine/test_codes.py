"""Game codes DS1-<draw><scoring>-<deal> exactly as SPEC.md point 1 settles them."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import ds
from ds.codes import DEAL_COUNT, GameCode, looks_like_code, deal_letters, deal_number
from ds.errors import InvalidCodeError

ENGINE = Path(ds.__file__).parent
"""The package imported (the tree's, or an installed copy's: tests/test_wheel.py)."""


def test_example_code_is_deal_1_draw_1_normal():
    code = GameCode.parse("DS1-D1N-AAAAAAB")
    assert (code.draw, code.scoring, code.deal) == (1, "N", 1)
    assert str(code) == "DS1-D1N-AAAAAAB"


def test_deal_letters_are_base_26_most_significant_first():
    assert deal_letters(0) == "AAAAAAA"
    assert deal_letters(25) == "AAAAAAZ"
    assert deal_letters(26) == "AAAAABA"
    assert deal_letters(DEAL_COUNT - 1) == "ZZZZZZZ"
    assert deal_number("BAAAAAA") == 26**6


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_deal_number_and_letters_round_trip(number):
    assert deal_number(deal_letters(number)) == number


@given(st.sampled_from([1, 3]), st.sampled_from("NV"), st.integers(0, DEAL_COUNT - 1))
def test_codes_round_trip_through_text(draw, scoring, deal):
    code = GameCode(draw, scoring, deal)
    assert GameCode.parse(str(code)) == code
    assert eval(repr(code)) == code


def test_parsing_ignores_case_and_surrounding_blanks():
    assert GameCode.parse("  ds1-d3v-zzzzzzz\n") == GameCode(3, "V", DEAL_COUNT - 1)


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("DS2-D1N-AAAAAAB", "format"),
        ("XS1-D1N-AAAAAAB", "format"),
        ("DS1-D2N-AAAAAAB", "draw mode"),
        ("DS1-D1X-AAAAAAB", "scoring"),
        ("DS1-X1N-AAAAAAB", "mode"),
        ("DS1-D1-AAAAAAB", "mode"),
        ("DS1-D1N-AAAAAA", "deal part"),
        ("DS1-D1N-AAAAAAAB", "deal part"),
        ("DS1-D1N-AAAAAA1", "deal part"),
        ("DS1-D1N-1234567", "deal part"),
        ("DS1-D1N-AAAAAAÄ", "'Ä' .* not a letter of a game code"),
        ("DS1-D1N-ÅÄÖÅÄÖÅ", "'Å' .* not a letter of a game code"),
        ("DS1-D1N", "three parts"),
        ("DS1 D1N AAAAAAB", "three parts"),
        ("DS1-D1N-AAAAAAB-X", "three parts"),
    ],
)
def test_wrong_codes_are_refused_naming_the_wrong_part(text, part):
    with pytest.raises(InvalidCodeError, match=part):
        GameCode.parse(text)


@pytest.mark.parametrize(("text", "shaped"), [
    ("", False), ("hello", False), ("DS1-D1N", False), ("DS1-D1N-AAAAAAB-X", False), ("\x00\ufffd", False),
    ("héllo", False), ("DS2-D1N-AAAAAAB", True), ("DS1-D2N-AAAAAAB", True), ("DS1-D1N-AAAAAAÄ", True),
    ("DS1\u2010D1N\u2010AAAAAAB", True), ("DS1\u2013D1N\u2013AAAAAAB", True), ("DS1\uff0dD1N-AAAAAAB", True),
])
def test_a_text_of_three_parts_joined_by_any_dash_looks_like_a_code(text, shaped):
    """The page tells "this part is wrong" (the engine's reason) from "not a game code at all" by
    ``looks_like_code``: a code pasted with typographic hyphens or dashes is told which character is wrong."""
    assert looks_like_code(text) == shaped
    with pytest.raises(InvalidCodeError):
        GameCode.parse(text)


@pytest.mark.parametrize("text", [
    "dſ1-d1n-aaaaaab",  # LATIN SMALL LETTER LONG S: 'ſ'.upper() == 'S'
    "DS1-D1N-AAAAAıB",  # DOTLESS I: 'ı'.upper() == 'I'
    "DS1-D1N-AAAAAﬆ",  # the ligature st: 'ﬆ'.upper() == 'ST', 14 characters read as 15
    "DS１-D1N-AAAAAAB",  # FULLWIDTH DIGIT ONE
    "DS1‐D1N‐AAAAAAB",  # HYPHEN, not HYPHEN-MINUS
    "DS1-D1N-ＡAAAAAB",  # FULLWIDTH A
])
def test_look_alike_letters_are_refused_not_read_as_code_letters(text):
    """SPEC.md point 1: only case and surrounding blanks are forgiven; str.upper() on other letters is not."""
    with pytest.raises(InvalidCodeError, match="is not a letter of a game code") as refusal:
        GameCode.parse(text)
    assert refusal.value.reason.key == "code-not-ascii"


@pytest.mark.parametrize("letters", ["AAAAAıB", "AAAAﬆ", "ſSSSSSS"])
def test_deal_letters_refuse_look_alikes_too(letters):
    with pytest.raises(InvalidCodeError, match="is not a letter of a game code"):
        deal_number(letters)


def test_blanks_around_a_code_may_be_any_blanks():
    assert GameCode.parse("\u00a0DS1-D1N-AAAAAAB\u3000") == GameCode(1, "N", 1)


def test_random_codes_come_from_the_platforms_cryptographic_randomness():
    """SPEC.md point 13: a memory snapshot of the runtime freezes the random module's state, so the same
    state must not give the same codes (here: the state set twice alike), and choosing a code leaves that
    state alone."""
    codes = []
    for _ in range(2):
        random.seed(13)
        state = random.getstate()
        codes.append([GameCode.random(draw, scoring) for draw, scoring in ((1, "N"), (3, "V"), (1, "V"))])
        assert random.getstate() == state
    assert codes[0] != codes[1]
    assert [code.mode for code in codes[0]] == ["D1N", "D3V", "D1V"]
    assert len({code.deal for code in codes[0] + codes[1]}) == 6  # 6 draws of 8 billion: alike by chance 1 in 10^9


def test_nothing_in_ds_uses_the_random_modules_shared_state():
    """No module of the engine or the page calls random.random(), randrange(), shuffle()… (the shared state a
    snapshot freezes for every visitor). A seeded random.Random(seed) of its own, whose sameness is the
    point, or random.SystemRandom stays allowed."""
    allowed = {"Random", "SystemRandom"}
    offenders = []
    paths = sorted(ENGINE.rglob("*.py"))
    assert len(paths) > 20
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                   for alias in node.names if alias.name == "random"}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                offenders += [f"{path.name}: from random import {a.name}" for a in node.names if a.name not in allowed]
            elif (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules
                  and node.attr not in allowed):
                offenders.append(f"{path.name}:{node.lineno}: random.{node.attr}")
    assert offenders == []


def test_invalid_code_error_is_a_value_error():
    assert issubclass(InvalidCodeError, ValueError)


def test_ten_thousand_random_strings_raise_only_invalid_code_error():
    rng = random.Random(2026)
    alphabet = "DSNV13-AZaz09 ÄÖßẞ\t\n\x00<>\"'&;/\\é€😀"
    for _ in range(10_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))
        try:
            code = GameCode.parse(text)
        except InvalidCodeError:
            continue
        assert str(code) == text.strip().upper()


@given(st.text(max_size=40))
def test_any_text_parses_or_raises_invalid_code_error(text):
    try:
        GameCode.parse(text)
    except InvalidCodeError:
        pass


@pytest.mark.parametrize("value", [None, 17, b"DS1-D1N-AAAAAAB", ["DS1-D1N-AAAAAAB"]])
def test_non_text_codes_are_refused(value):
    with pytest.raises(InvalidCodeError):
        GameCode.parse(value)


def test_code_values_are_checked():
    with pytest.raises(InvalidCodeError):
        GameCode(2, "N", 0)
    with pytest.raises(InvalidCodeError):
        GameCode(1, "X", 0)
    with pytest.raises(InvalidCodeError):
        GameCode(1, "N", DEAL_COUNT)
    with pytest.raises(InvalidCodeError):
        GameCode(1, "N", -1)


@pytest.mark.parametrize("draw", [1.0, 3.0, True])
def test_a_draw_that_is_no_whole_number_is_refused_though_it_equals_1_or_3(draw):
    """GameCode(1.0, "N", 1) was accepted and wrote itself DS1-D1.0N-AAAAAAB, a code that reads back as nothing."""
    with pytest.raises(InvalidCodeError, match="draw mode must be 1 or 3"):
        GameCode(draw, "N", 1)
    with pytest.raises(InvalidCodeError, match="draw mode must be 1 or 3"):
        GameCode.random(draw, "V")

"""Game codes DS1-<draw><scoring>-<deal> exactly as SPEC.md point 1 settles them."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ds.codes import DEAL_COUNT, GameCode, deal_letters, deal_number
from ds.errors import InvalidCodeError


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
        ("DS1-D1N-AAAAAAÄ", "deal part"),
        ("DS1-D1N-ÅÄÖÅÄÖÅ", "deal part"),
        ("DS1-D1N", "3"),
        ("DS1 D1N AAAAAAB", "3"),
        ("DS1-D1N-AAAAAAB-X", "3"),
    ],
)
def test_wrong_codes_are_refused_naming_the_wrong_part(text, part):
    with pytest.raises(InvalidCodeError, match=part):
        GameCode.parse(text)


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

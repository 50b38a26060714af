"""Outside JSON text is checked for size and nesting before it is parsed (ds/jsontext.py): in the browser a
deeply nested text overflows the WebAssembly stack inside json.loads, a crash no except catches."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ds import jsontext
from ds.jsontext import MAX_DEPTH, JsonTextError, nesting, read

HOSTILE = {
    "nested-5000": "[" * 5_000 + "]" * 5_000,
    "nested-100000": "[" * 100_000 + "]" * 100_000,
    "objects-5000": '{"a":' * 5_000 + "1" + "}" * 5_000,
    "unclosed-100000": "[" * 100_000,
    "inside-a-string-then-deep": '["]]]]",' + "[" * 5_000 + "]" * 5_000 + "]",
}


@pytest.mark.parametrize("name", HOSTILE)
def test_deep_nesting_is_refused_before_json_parses_anything(name, monkeypatch):
    def never(*_args, **_kwargs):
        raise AssertionError("json.loads was called on a text that nests too deep")

    monkeypatch.setattr(jsontext.json, "loads", never)
    with pytest.raises(JsonTextError, match="deep"):
        read(HOSTILE[name], max_size=300_000)


def test_a_text_over_the_size_is_refused_before_anything_else(monkeypatch):
    monkeypatch.setattr(jsontext, "nesting", lambda text: pytest.fail("scanned a text that is too long"))
    with pytest.raises(JsonTextError, match="too long"):
        read('"' + "x" * 5_000_000 + '"', max_size=200_000)


def test_the_nesting_limit_is_inclusive():
    assert read("[" * MAX_DEPTH + "]" * MAX_DEPTH, max_size=100) == json.loads("[" * MAX_DEPTH + "]" * MAX_DEPTH)
    with pytest.raises(JsonTextError):
        read("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), max_size=100)


def test_brackets_inside_strings_and_escaped_quotes_do_not_count():
    assert nesting(r'{"a": "[[[{{{", "b": "\"[[[", "c": [1, "\\"]}') == 2


@pytest.mark.parametrize("text", ["", "{oops", "\x00\xff\ufffd garbage", "\ud800", "[1,]", "NaN-ish"])
def test_what_is_not_json_is_a_json_text_error(text):
    with pytest.raises(JsonTextError, match="not valid JSON"):
        read(text, max_size=100)


@pytest.mark.parametrize("value", [None, 7, b"[]"])
def test_what_is_not_text_is_refused(value):
    with pytest.raises(JsonTextError, match="not a string"):
        read(value, max_size=100)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                    max_leaves=20))
def test_nesting_agrees_with_the_value_that_json_reads(value):
    def depth(item):
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        return 1 + max((depth(child) for child in children), default=0) if isinstance(item, (list, dict)) else 0

    text = json.dumps(value)
    assert nesting(text) == depth(value)
    assert read(text, max_size=10_000, max_depth=50) == value

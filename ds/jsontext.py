"""JSON text from outside (the browser's storage, an address, a message, a pasted save), read safely.

``json.loads`` parses nested arrays and objects by recursion, and in the
browser a text of 5,000 ``[`` overflows Pyodide's WebAssembly stack before
Python's recursion limit is reached: a fatal error that no ``except`` catches,
on every reload while the text stays in storage. So ``read`` checks the
size, then the nesting depth with a scan that does not recurse, and parses
only a text within both limits. Every text that comes from outside goes
through it; a refusal is a ``JsonTextError`` (a ``ValueError``) that says why.

>>> read('{"version": 1, "modes": [1, 2]}', max_size=100)
{'version': 1, 'modes': [1, 2]}
>>> read("[" * 100_000 + "]" * 100_000, max_size=300_000)
Traceback (most recent call last):
...
ds.jsontext.JsonTextError: the text nests arrays and objects 100000 deep (at most 16)
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 16
"""How deeply the game's own documents may nest (a saved game nests 4 deep)."""
BOM = "\ufeff"
"""The byte-order mark a text file may begin with (Windows' Notepad writes it): read as no text, where
``json.loads`` refused a saved game over it."""
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
"""A whole string (whose brackets do not count), or one bracket."""


class JsonTextError(ValueError):
    """Text that is not JSON within the limits given (or not JSON at all)."""


def read(text: object, *, max_size: int, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``text``, once its length and nesting are known to be within the limits."""
    if not isinstance(text, str):
        raise JsonTextError(f"the text is {type(text).__name__}, not a string")
    text = text.removeprefix(BOM)
    if len(text) > max_size:
        raise JsonTextError(f"the text is too long ({len(text):,} characters; at most {max_size:,})")
    deepest = nesting(text)
    if deepest > max_depth:
        raise JsonTextError(f"the text nests arrays and objects {deepest} deep (at most {max_depth})")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise JsonTextError(f"the text is not valid JSON (it may be cut short): {error}") from None


def nesting(text: str) -> int:
    """How deeply arrays and objects nest in ``text``, brackets inside strings not counted (a scan, no
    recursion; an unclosed string's brackets count, so invalid text may seem deeper, never shallower).

    >>> nesting('[{"a": "[[["}, []]'), nesting("7"), nesting('"[' + '{' * 50)
    (2, 0, 51)
    """
    depth = deepest = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("]", "}"):
            depth -= 1
    return deepest

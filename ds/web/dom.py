"""Small DOM facts shared by the browser layer."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import jsnull


def found(value: Any) -> bool:
    """Whether a DOM lookup found something: JavaScript ``null`` arrives as ``jsnull``, not ``None``."""
    return value is not None and value is not jsnull

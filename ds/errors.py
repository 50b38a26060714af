"""The errors the engine raises: each a ``ValueError`` that says what was wrong."""

from __future__ import annotations


class InvalidCardError(ValueError):
    """A text or value that names no card."""


class InvalidCodeError(ValueError):
    """A game code that cannot be read; the message names the wrong part."""


class InvalidMoveError(ValueError):
    """A move text or value that does not describe a move at all."""


class IllegalMoveError(ValueError):
    """A move the rules forbid in this position; the game is left unchanged."""


class UndoError(ValueError):
    """Nothing (more) to undo."""


class SaveError(ValueError):
    """A saved game that cannot be loaded; nothing is loaded."""

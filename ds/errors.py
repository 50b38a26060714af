"""The errors the engine raises: each a ``ValueError`` that says what was wrong."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reasons import Reason


def shown(value: object, limit: int = 40) -> str:
    """A value from outside as a message quotes it: its ``repr``, cut after ``limit`` characters (a whole pasted file
    is not written back in the error); a text is cut before its quotes, so that they stay."""
    if isinstance(value, str):
        return repr(value if len(value) <= limit else value[:limit] + "…")
    if isinstance(value, int) and value.bit_length() > 4 * limit:  # its repr would be cut (and past 4,300 digits fail)
        return f"a number of about {value.bit_length() * 30103 // 100000:,} digits"
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


class InvalidCardError(ValueError):
    """A text or value that names no card."""


class RefusalError(ValueError):
    """A refusal with a ``reason`` (a ``Reason``: key and values) that the page can translate."""

    def __init__(self, reason: Reason, move: str | None = None) -> None:
        self.reason = reason
        self.move = move
        super().__init__(f"illegal move {move}: {reason}" if move else str(reason))


class InvalidMoveError(RefusalError):
    """A move text or value that does not describe a move at all, or a name that is no pile."""


class InvalidCodeError(RefusalError):
    """A game code that cannot be read; the message names the wrong part."""


class IllegalMoveError(RefusalError):
    """A move the rules forbid in this position, or a gesture that means no move; the game is left unchanged."""


class UndoError(RefusalError):
    """Nothing (more) to undo."""


class RedoError(RefusalError):
    """Nothing to redo: no action was undone since the last one played."""


class SaveError(ValueError):
    """A saved game that cannot be loaded; nothing is loaded."""


class PositionError(ValueError):
    """A position no game can reach (a card missing or three times, a face-down card on a face-up one…), or
    a position text that cannot be read; the message says what is wrong."""

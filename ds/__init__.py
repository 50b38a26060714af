"""Double Solitaire: the rules engine (standard library only; ``ds.web`` is the browser layer).

>>> from ds import Game, Move
>>> game = Game.deal("DS1-D1N-AAAAAAA")
>>> sum(len(column) for column in game.columns), len(game.stock)
(45, 59)
"""

from __future__ import annotations

from .cards import Card
from .codes import GameCode
from .errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidCodeError,
    InvalidMoveError,
    RedoError,
    SaveError,
    UndoError,
)
from .game import Game, LegalMoves, Position
from .moves import Move

__all__ = [
    "Card",
    "Game",
    "GameCode",
    "IllegalMoveError",
    "InvalidCardError",
    "InvalidCodeError",
    "InvalidMoveError",
    "LegalMoves",
    "Move",
    "Position",
    "RedoError",
    "SaveError",
    "UndoError",
]

"""Double Solitaire: the rules engine (standard library only; ``ds.web`` is the browser layer).

``docs/engine.md`` is the tour. The names a user needs are here; ``ds.save``
saves and loads games, ``ds.solver`` finds winning lines.

>>> from ds import Game, Move
>>> game = Game.deal("DS1-D1N-AAAAAAA")
>>> sum(len(column) for column in game.columns), len(game.stock)
(45, 59)
"""

from .cards import Card
from .codes import GameCode
from .errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidCodeError,
    InvalidMoveError,
    PositionError,
    RedoError,
    RefusalError,
    SaveError,
    UndoError,
)
from .game import Game, LegalMoves
from .moves import Move
from .piles import Pile
from .position import Position
from .reasons import Reason

__version__ = "0.2.0"
"""The package's version, the only place it is written (pyproject.toml reads it)."""

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
    "Pile",
    "Position",
    "PositionError",
    "Reason",
    "RedoError",
    "RefusalError",
    "SaveError",
    "UndoError",
    "__version__",
]

"""Hints: the move to suggest from what a search found, and why.

The first move of a winning line when there is one; else (the game proven lost, or no win found within
the budget) the first move of the best-scoring line found, with what it still earns (dollars in Vegas,
points in Normal); else, when nothing earns more, the solver's best-ordered move while the game is not
proven lost.

>>> from ds.game import Game
>>> game = Game.deal("DS1-D1N-AAAAAAC")
>>> advice = hint(game, max_nodes=20_000)
>>> advice.verdict, advice.move in game.legal_moves
('won', True)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import Game, checked_game
from ..moves import Move, move_of
from ..piles import COLUMN_1, FOUNDATION_1, WASTE
from .search import Search
from .solving import Result, checked, searchable, solve
from .state import COL_COL, COL_FND, FND, TALON


@dataclass(frozen=True)
class Hint:
    """A move to suggest (None: no move helps) and why."""

    move: Move | None
    verdict: str
    """Of the search: ``"won"`` (the move starts a winning line), ``"lost"`` (proven) or ``"unknown"``."""
    gain: int = 0
    """When no winning line is known: what the best-scoring line this move starts still earns (> 0), or 0
    (the move is the solver's best-ordered one, a guess)."""

    @property
    def wins(self) -> bool:
        """Whether the move starts a winning line (``verdict == "won"``)."""
        return self.verdict == "won"


def hint(game: Game, max_nodes: int | None = 20_000, max_seconds: float | None = 1.0) -> Hint:
    """A hint from a ``solve`` within the budget: see ``suggest``; the errors are ``solve``'s."""
    if checked(game, max_nodes, max_seconds).is_won:
        return Hint(None, "won")
    return suggest(game, solve(game, max_nodes=max_nodes, max_seconds=max_seconds))


def suggest(game: Game, result: Result) -> Hint:
    """The hint in ``game`` given a ``result`` of solving it (perhaps from an earlier, equal position): the
    first move of the winning line; else the first move of the best-scoring line, when replayed from here
    it still earns something; else, unless the game is proven lost, the first engine move of the solver's
    best-ordered move (a safe foundation move, a move turning a face-down card over, a foundation move, a
    waste play found by tapping the stock, ...); None when nothing helps. A ``TypeError`` for what is no ``Game`` or
    no ``Result``."""
    if not isinstance(result, Result):
        raise TypeError(f"suggest takes the Result of solving the game (ds.solver.solve), not {type(result).__name__}")
    if checked_game(game, "suggest").is_won:
        return Hint(None, "won")
    if result.verdict == "won":
        return Hint(result.line[0] if result.line else None, "won")
    if result.best:
        gain = line_gain(game, result.best)
        if gain > 0:
            return Hint(result.best[0], result.verdict, gain)
    if result.verdict == "lost":
        return Hint(None, "lost")
    return Hint(_best_ordered(game), "unknown")


def line_gain(game: Game, line: list[Move]) -> int:
    """What playing ``line`` from ``game`` earns: the score at its end less the score now (0 when the line
    is not legal here)."""
    twin = game.copy()
    for move in line:
        if not twin.is_legal(move):
            return 0
        twin.push_unchecked(move)
    return twin.score - game.score


def _best_ordered(game: Game) -> Move | None:
    if not searchable(game):
        return None
    search = Search(game)
    forced = search.forced()
    if forced:
        first = forced[0][0]
    else:
        moves = search.moves()
        if not moves:
            return None
        first = moves[0]
    kind = first[0]
    if kind == COL_FND:
        return move_of(COLUMN_1 + first[1], FOUNDATION_1 + first[2])
    if kind == COL_COL:
        return move_of(COLUMN_1 + first[1], COLUMN_1 + first[2], first[3])
    if kind == TALON:
        if first[3]:
            return game.stock_move
        target = first[2]
        return move_of(WASTE, FOUNDATION_1 + target - FND if target >= FND else COLUMN_1 + target)
    return move_of(FOUNDATION_1 + first[1], COLUMN_1 + first[2])


__all__ = ["Hint", "hint", "line_gain", "suggest"]

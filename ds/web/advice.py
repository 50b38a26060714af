"""What the solver has found about the game on the table, kept so that the page searches as little as possible.

Two facts let one search answer many questions: a winning line stays a
winning line while the player follows it, and a position proven lost stays
lost whatever is played from it. So after each move the page often knows the
answer to "can this still be won?" and "what is a good move?" at once.
Pure Python: the page (``ds/web/board.py``) runs the searches and says the
answers.

>>> from ds.game import Game
>>> from ds.solver import EXAMPLE_WINS, solve
>>> game = Game.deal(EXAMPLE_WINS["D1N"])
>>> advice = Advice()
>>> advice.known(game) is None
True
>>> advice.learn(game, solve(game, max_nodes=20_000))
>>> first = advice.known(game).line[0]
>>> before = advice.key(game)
>>> game.play(first)
>>> advice.played(before, first, game)
>>> advice.known(game).verdict, len(advice.known(game).line) > 100
('won', True)
"""

from __future__ import annotations

from ..game import Game
from ..moves import Move
from ..solver import Result

Key = tuple[object, ...]

MAX_KEPT = 2_000
"""Results kept per game before the oldest are forgotten (an undo usually finds its position here)."""


class Advice:
    """Search results by position, for one game at a time."""

    def __init__(self) -> None:
        self.code = ""
        self.results: dict[Key, Result] = {}
        self.unscored: set[Key] = set()
        """Positions known lost from an earlier one (``played``) off its best-scoring line: which line still earns the
        most from them no search has looked for."""

    @staticmethod
    def key(game: Game) -> Key:
        """What decides winnability: the mode, the cards and where they lie (not the score, not the moves made, not the
        code, which says no more than the mode and the cards)."""
        columns = tuple(tuple(column) for column in game.columns)
        return (game.mode, tuple(game.stock), tuple(game.waste), columns, tuple(game.hidden), tuple(game.foundations))

    def known(self, game: Game, key: Key | None = None) -> Result | None:
        """The result found for this very position (``key``, when the caller has it already), if any."""
        if game.is_won:
            return Result("won", [])
        return self.results.get(self.key(game) if key is None else key)

    def scored(self, game: Game, key: Key | None = None) -> Result | None:
        """``known``, when it also gives the hint its move: not a loss carried over from an earlier position, whose
        best-scoring line from here is not known (a hint searches for it: a lost game may still earn)."""
        key = self.key(game) if key is None else key
        return None if key in self.unscored else self.known(game, key)

    def learn(self, game: Game, result: Result) -> None:
        """Keep what a search of ``game`` found; an "unknown" is not kept (a bigger budget may decide it)."""
        if result.verdict == "unknown":
            return
        code = str(game.code)
        if code != self.code:
            self.code, self.results, self.unscored = code, {}, set()
        if len(self.results) >= MAX_KEPT:
            oldest = next(iter(self.results))
            del self.results[oldest]
            self.unscored.discard(oldest)
        key = self.key(game)
        self.results[key] = result
        self.unscored.discard(key)

    def played(self, before: Key, move: Move, game: Game) -> None:
        """``move`` was just played from the position ``before``: carry its result over when that is sure."""
        result = self.results.get(before)
        if result is None or self.key(game) in self.results:
            return
        if result.verdict == "lost":
            best = result.best[1:] if result.best and result.best[0] == move else None
            self.learn(game, Result("lost", best=best or None, best_score=result.best_score if best else None))
            if not best:
                self.unscored.add(self.key(game))
        elif result.verdict == "won" and result.line and result.line[0] == move:
            self.learn(game, Result("won", result.line[1:]))

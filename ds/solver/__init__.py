"""A solver for Double Solitaire: find a winning line, prove there is none, or say "unknown".

It is a *thoughtful* solver: it reads the face-down cards of the columns and the order of the stock,
which a player never sees. Its answer therefore says whether a deal can be won by someone who knows every
card, not whether a player will win it.

>>> from ds.game import Game
>>> result = solve(Game.deal(EXAMPLE_WINS["D1N"]), max_seconds=30)
>>> result.verdict, result.line is not None and len(result.line) > 104
('won', True)

What it answers (the interface the page and the command line use)
-----------------------------------------------------------------

``solve(game, max_nodes=..., max_seconds=...)`` returns a ``Result``:

* ``"won"``: ``result.line`` is a list of plain engine moves (draws and recycles included) that, replayed
  through ``Game.play`` from the given state, wins. Every line is replayed on a copy of the game through
  the checked ``play`` before it is returned; a line that does not replay would raise ``AssertionError``
  (a bug), never be returned.
* ``"lost"``: the search went through every position reachable from the given one (up to the symmetries,
  the provably safe moves and the stuck positions) and none is won. Only an exhausted search says so; on a
  position set up with a column's face-up cards out of order too (``moves``: its kings above the lowest face-up
  card move as well).
* ``"unknown"``: the budget (nodes, seconds, or both) ran out first.

Without a win, ``result.best`` is the best-scoring line found and ``result.best_score`` the score at its
end. ``hint(game, ...)`` and ``suggest(game, result)`` turn that into a ``Hint``: the first move of a
winning line, else of the best-scoring line with what it still earns, else a heuristic move.

``Solving(game, ...)`` is the same search cut into slices: each ``step(seconds)`` searches for about that
long and returns the ``Result`` once there is one. The page runs a slice between frames, so a tap is never
kept waiting by a search (the browser has one thread for Python and input).

The modules
-----------

* ``state``: the solver's compact copy of the table, its canonical key, play and undo of its moves;
* ``moves``: the moves worth searching, stock play compressed into macro moves;
* ``safe``: the foundation moves that can never spoil a game (played at once, with their proof);
* ``stuck``: positions where some card can never leave its pile (lost; with their proof);
* ``carry``: the stuck test's "not stuck" carried over a move, found with a few lookups instead of the whole test
  (Normal; with its proof);
* ``runs``: positions linked by runs moved back and forth between the cards they can lie on, merged in the
  complete search of draw 3 Vegas (with their proof);
* ``search``: depth-first and best-first searches, each with a table of positions seen;
* ``seek``: searches for a win restarted with a new random tie-break each run (draw 1 Vegas);
* ``nested``: nested Monte Carlo search, rollouts nested two deep, for a win (every plan but draw 3 Vegas's for a
  win only);
* ``plans``: which searches take turns in each mode, with their costs and turns, and why;
* ``solving``: the searches of a plan taking turns, in slices (``Solving``, ``solve``, ``Result``);
* ``hints``: the hint from a result;
* ``table`` (with ``table_data``): the deals proven winnable, for "winnable deals only" and the daily deal;
* ``survey``: many deals on local processes or a Dask cluster, their records, the table written and checked
  (never imported by the page).

The search runs in one thread with no third-party module, so it runs as it is in the browser (Pyodide);
``ds.solver_cli`` adds the command line.
"""

from __future__ import annotations

from .hints import Hint, hint, suggest
from .safe import safe_to_foundation
from .solving import Result, Solving, solve

__all__ = ["EXAMPLE_WINS", "Hint", "Result", "Solving", "hint", "safe_to_foundation", "solve", "suggest"]

EXAMPLE_WINS: dict[str, str] = {
    "D1N": "DS1-D1N-AAAAAAC",
    "D3N": "DS1-D3N-AAAAAAB",
    "D1V": "DS1-D1V-AAAAABM",
    "D3V": "DS1-D3V-JAVIBBJ",
}
"""One deal code per mode that ``solve`` wins within a few seconds (pinned by the tests): D1V needs about
20,400 positions, D3V about 4,000, the others a few hundred. The page's end-to-end tests replay them."""

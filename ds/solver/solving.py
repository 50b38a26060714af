"""The sliced runner: the searches of a plan take turns on one budget, in slices a page can run between frames.

Several searches take turns (``NORMAL_PLAN``, ``DRAW_3_VEGAS_PLAN`` ...): each searches ``TURN`` positions times
its weight, pauses, and resumes where it stopped at its next turn, until one of them answers. Deals differ in
which search wins them fast, so taking turns decides a deal about as soon as the best of them would alone
(times the plan's total weight over its own). A search may join the turns only once the plan has searched
a number of positions (``plans.Plan``'s ``after``): the order of the turns depends on positions alone, so a search
in slices takes the same turns as one call.

The plans themselves, and why each search is in them, are in ``plans.py``.
"""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass, field

from ..game import Game
from ..moves import Move, move_of
from ..piles import COLUMN_1, COLUMN_PILES, FOUNDATION_1, WASTE
from ..scoring import VEGAS_TO_FOUNDATION
from .nested import Nested
from .plans import (
    DRAW_1_VEGAS_PLAN, DRAW_3_NORMAL_PLAN, DRAW_3_VEGAS_PLAN, DRAW_3_VEGAS_WIN_GATES, DRAW_3_VEGAS_WIN_PLAN, NORMAL_PLAN,
)
from .search import Budget, Search
from .seek import Seeker
from .state import COL_COL, COL_FND, FND, MACRO, MOST_HIDDEN, TALON, Op

TURN = 256
SCORE_NODES = 2_000
"""When a loss is proven within fewer positions in all, a lazy best-first search for the best-scoring line (no stuck
test: a lost position may still earn) takes the plan up to this many, for the hint (``hints.py``): a loss the
stuck test proves at once has searched no line."""


@dataclass
class Result:
    """What ``solve`` found: the verdict, a winning line (plain engine moves) when won, and the effort.

    When no win is found, ``best`` is the best-scoring line the searches found (engine moves, replayed
    through the checked ``play``) and ``best_score`` the game's score at its end; None when no line scores
    more than the position itself."""

    verdict: str
    """``"won"``, ``"lost"`` or ``"unknown"``."""
    line: list[Move] | None = None
    nodes: int = 0
    """Positions searched to the verdict (not counting the search for the best-scoring line after a quick loss,
    ``SCORE_NODES``)."""
    seconds: float = 0.0
    reason: str = field(default="")
    """For ``"unknown"``: why there is no verdict (a budget ran out, every search ran dry, or a gate gave up)."""
    best: list[Move] | None = None
    best_score: int | None = None

    @property
    def won(self) -> bool:
        """Whether a winning line was found (``verdict == "won"``)."""
        return self.verdict == "won"

    def __str__(self) -> str:
        line = f", line of {len(self.line)} moves" if self.line is not None else ""
        return f"{self.verdict}{line} ({self.nodes} nodes, {self.seconds:.2f} s)"


def expand(game: Game, line: list[Op], must_win: bool = True) -> tuple[list[Move], int]:
    """An internal line as engine moves, replayed on a copy of ``game`` through the checked ``play``, and the
    score at its end. ``must_win``: the line must end in a win (else ``AssertionError``: a bug)."""
    twin = game.copy()
    out: list[Move] = []

    def play(move: Move) -> None:
        twin.play(move)
        out.append(move)

    for move in _flat(line):
        kind = move[0]
        if kind == COL_FND:
            card = twin.columns[move[1]][-1]
            spot = twin.foundation_for(card)
            assert spot is not None and spot == FOUNDATION_1 + move[2], "solver and engine disagree on a foundation spot"
            play(move_of(COLUMN_1 + move[1], spot))
        elif kind == COL_COL:
            play(move_of(COLUMN_1 + move[1], COLUMN_1 + move[2], move[3]))
        elif kind == TALON:
            for _ in range(move[3]):
                tap = twin.stock_move
                assert tap is not None, "the solver tapped a spent stock"
                play(tap)
            assert len(twin.waste) == move[1], "the solver's talon is out of step with the engine"
            target = move[2]
            if target >= FND:
                spot = twin.foundation_for(twin.waste[-1])
                assert spot is not None and spot == FOUNDATION_1 + target - FND, "solver and engine disagree on a foundation spot"
                play(move_of(WASTE, spot))
            else:
                play(move_of(WASTE, COLUMN_1 + target))
        else:
            play(move_of(FOUNDATION_1 + move[1], COLUMN_1 + move[2]))
    assert twin.is_won or not must_win, "the solver's line does not win"
    return out, twin.score


def _flat(line: list[Op]) -> list[Op]:
    """The line with each ``MACRO`` replaced by the moves in it."""
    out: list[Op] = []
    for move in line:
        if move[0] == MACRO:
            out.extend(_flat(list(move[1:])))
        else:
            out.append(move)
    return out


def solve(
    game: Game, *, max_nodes: int | None = None, max_seconds: float | None = None, seek_win: bool = False
) -> Result:
    """Search ``game`` (left unchanged) for a win: ``Result.verdict`` is ``"won"``, ``"lost"`` or ``"unknown"``.

    ``max_nodes`` and ``max_seconds`` bound the search (None: no bound; with neither, the search may run
    a very long time). A ``"won"`` result carries ``line``, plain engine moves already replayed to a win.
    ``seek_win``: only a win is wanted (``Solving``). A ``TypeError`` for what is no ``Game`` or a budget of the
    wrong type, a ``ValueError`` for a budget under 0.
    """
    result = Solving(game, max_nodes=max_nodes, max_seconds=max_seconds, seek_win=seek_win).step()
    assert result is not None
    return result


def searchable(game: Game) -> bool:
    """Whether the searches' keys hold ``game``: no column has more than ``MOST_HIDDEN`` face-down cards (a deal has
    at most 8; a hand-made position, or a saved game made up, may have more)."""
    return max(game.face_down_count(pile) for pile in COLUMN_PILES) <= MOST_HIDDEN


def checked(game: object, max_nodes: object = None, max_seconds: object = None) -> Game:
    """``game`` when it is a ``Game``, ``max_nodes`` a whole number or None and ``max_seconds`` a number or None;
    else a ``TypeError`` that says what was given (a game code is dealt first: ``Game.deal(code)``; a count of
    positions given as ``1.5`` or ``2.0`` is no count), or a ``ValueError`` for a budget under 0."""
    if not isinstance(game, Game):
        raise TypeError(f"the solver searches a Game (Game.deal(code) deals one), not {type(game).__name__}")
    for name, budget, kinds, kind in (("max_nodes", max_nodes, (int,), "a whole number"),
                                      ("max_seconds", max_seconds, (int, float), "a number")):
        if budget is None:
            continue
        if isinstance(budget, bool) or not isinstance(budget, kinds):
            raise TypeError(f"{name} is {kind} or None, not {budget!r}")
        if not budget >= 0:
            raise ValueError(f"{name} is 0 or more, not {budget!r}")
    return game


class Solving:
    """A ``solve`` that runs in slices, so that a page can search between frames and stay responsive.

    ``step(seconds)`` searches for about that long (at least one position) and returns the ``Result``
    once there is one, else None; ``step()`` searches to the end. ``max_seconds`` counts wall-clock time
    from the creation, pauses between slices included. The game is copied: later moves on it do not
    disturb the search. Its errors are ``solve``'s.

    >>> from ds.solver import EXAMPLE_WINS
    >>> solving = Solving(Game.deal(EXAMPLE_WINS["D1N"]), max_nodes=20_000)
    >>> while solving.step(0.005) is None:
    ...     pass
    >>> solving.result.verdict
    'won'
    """

    def __init__(
        self, game: Game, *, max_nodes: int | None = None, max_seconds: float | None = None, seek_win: bool = False
    ) -> None:
        self.game = checked(game, max_nodes, max_seconds).copy()
        self.seek_win = seek_win
        """Only a win is wanted (a deal for "winnable deals only", a survey that grows the table): in draw 3 Vegas
        one search for a win alone, which proves no loss (``DRAW_3_VEGAS_WIN_PLAN``); draw 1 Vegas has a plan of
        its own either way (``DRAW_1_VEGAS_PLAN``), and Normal wins nearly every deal soon."""
        self.result: Result | None = None
        self._start = time.perf_counter()
        self._slice_end: float | None = None
        self._runs: list[tuple[Search, Generator[None, None, list[Op] | None], int, int]] = []
        self._scorer: Search | None = None
        """The search for the best-scoring line after a quick loss (``SCORE_NODES``)."""
        self._steps = self._turns(max_nodes, max_seconds)

    def step(self, seconds: float | None = None) -> Result | None:
        """Search for about ``seconds`` (all the way with None); the ``Result`` once there is one, else None. A
        ``TypeError`` for ``seconds`` that is no number, a ``ValueError`` for fewer than 0."""
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))):
            raise TypeError(f"step takes a number of seconds or None, not {seconds!r}")
        if seconds is not None and not seconds >= 0:
            raise ValueError(f"step takes 0 seconds or more, not {seconds!r}")
        if self.result is None:
            self._slice_end = None if seconds is None else time.perf_counter() + seconds
            try:
                next(self._steps)
            except StopIteration as stop:
                self.result = stop.value
        return self.result

    def so_far(self) -> Result:
        """The result once there is one, else an ``"unknown"`` one with the best-scoring line found so far (the
        search goes on at the next ``step``)."""
        return self.result or self._result("unknown", None, "not finished")

    def _result(self, verdict: str, line: list[Move] | None, reason: str) -> Result:
        game, runs = self.game, self._runs
        nodes = sum(search.nodes for search, *_ in runs)
        best, best_score = None, None
        searches = [search for search, *_ in runs] + ([self._scorer] if self._scorer else [])
        if line is None and searches:
            top = max(searches, key=lambda search: search.best_score)
            if top.best_score > game.score:
                best, best_score = expand(game, top.best_line, must_win=False)
                assert best_score == top.best_score, "the solver and the engine disagree on a line's score"
        return Result(verdict, line, nodes, time.perf_counter() - self._start, reason, best, best_score)

    def _turns(self, max_nodes: int | None, max_seconds: float | None) -> Generator[None, None, Result]:
        """The searches of the mode's plan, taking turns (each resumes where it paused) until one answers or
        the budget runs out; a generator that yields when a slice is up and returns the ``Result``."""
        game = self.game
        if game.is_won:
            return Result("won", [], 0, 0.0)
        if not searchable(game):
            return Result("unknown", None, 0, 0.0, f"a column holds more than {MOST_HIDDEN} face-down cards")
        deadline = None if max_seconds is None else self._start + max_seconds
        runs = self._runs
        if game.vegas:
            if game.draw == 1:
                plan = DRAW_1_VEGAS_PLAN
            else:
                plan = DRAW_3_VEGAS_WIN_PLAN if self.seek_win else DRAW_3_VEGAS_PLAN
        else:
            plan = DRAW_3_NORMAL_PLAN if game.draw == 3 else NORMAL_PLAN
        known: dict[bool, dict[bytes, bool]] = {False: {}, True: {}}
        """The stuck test's answers, shared by the searches over the same move set (``Search.known``)."""
        for method, complete, waste_cost, hidden_cost, talon_cost, weight, after in plan:
            kind = Seeker if method in Seeker.METHODS else Nested if method in Nested.METHODS else Search
            search = kind(game)
            search.known = known[complete]
            search.complete = complete
            search.merge = complete and game.vegas and game.draw == 3 and game._runs  # runs.py reads runs' joints
            search.waste_cost = waste_cost
            search.hidden_cost = hidden_cost
            search.talon_cost = talon_cost
            search.deadline = deadline
            runs.append((search, search.walk(method), weight, after))

        gates = DRAW_3_VEGAS_WIN_GATES if plan is DRAW_3_VEGAS_WIN_PLAN else ()
        active = list(runs)
        while active:
            spent = sum(search.nodes for search, *_ in runs)
            for at, cards in gates:
                if spent >= at and self._most_up() < cards:
                    return self._result("unknown", None, f"fewer than {cards} cards up after {at} positions")
            for run in [run for run in active if run[3] <= spent] or list(active):
                search, walk, weight, _ = run
                turn = TURN * (weight if search.nodes or game.vegas else 1)  # Normal: every first turn is TURN
                if max_nodes is not None:
                    turn = min(turn, max_nodes - sum(other.nodes for other, *_ in runs))
                    if turn <= 0:
                        return self._result("unknown", None, "nodes budget ran out")
                search.quota = search.nodes + turn
                try:
                    while True:
                        search.slice_end = self._slice_end
                        next(walk)
                        if search.nodes >= search.quota:
                            break
                        yield
                except StopIteration as stop:
                    if stop.value is not None:
                        return self._result("won", expand(game, stop.value)[0], "")
                    if search.complete:
                        yield from self._best_scoring(max_nodes)
                        return self._result("lost", None, "")
                    active.remove(run)  # a pruned search ran dry: that proves nothing
                except Budget:
                    return self._result("unknown", None, "seconds budget ran out")
        return self._result("unknown", None, "every search ran dry")  # a plan without the complete search

    def _most_up(self) -> int:
        """The most cards on the foundations at the end of a line the searches found, in Vegas: there a line's
        score rises by $5 per card put up and by nothing else, and the searches for a win take nothing back."""
        gained = max(search.best_score - search.score for search, *_ in self._runs)
        return self.game.on_foundations + gained // VEGAS_TO_FOUNDATION

    def _best_scoring(self, max_nodes: int | None) -> Generator[None, None, None]:
        """The game is lost: while the plan has searched fewer than ``SCORE_NODES`` positions (and its budget allows),
        a lazy best-first search without the stuck test looks for the best-scoring line (``Result.best``), up to
        that many positions in all."""
        runs = self._runs
        spent = sum(search.nodes for search, *_ in runs)
        quota = SCORE_NODES if max_nodes is None else min(SCORE_NODES, max_nodes)
        if spent >= quota:
            return
        scorer = Search(self.game)
        scorer.complete = scorer.cut_stuck = False
        scorer.deadline = runs[0][0].deadline
        scorer.quota = quota - spent
        walk = scorer.walk("lazy")
        self._scorer = scorer
        try:
            while True:
                scorer.slice_end = self._slice_end
                next(walk)
                if scorer.nodes >= scorer.quota:
                    return
                yield
        except StopIteration as stop:
            assert stop.value is None, "a lost game won"
        except Budget:
            return


__all__ = ["SCORE_NODES", "TURN", "Result", "Solving", "checked", "expand", "searchable", "solve"]

"""Searches that only look for a win, restarted with growing budgets and a different tie-break each time.

A greedy search's effort on one deal is heavy-tailed: a wrong turn near the root can cost it its whole
budget, where the same search with its ties broken another way wins in a few thousand positions. Restarts
cure that (Luby, Sinclair and Zuckerman's sequence of budgets, 1 1 2 1 1 2 4 ...: within a constant factor
of the best fixed cut-off, whatever the tail). Each run starts from the root with a fresh table of
positions seen and its own random tie-break, drawn from a fixed seed: the same deal gets the same runs on
every machine. These searches prove nothing (a run that ends is cut off, not exhausted), so ``Solving``
never reads a "lost" from them; a win is replayed through the engine like any other.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .search import Search, Walk, _line_to
from .state import Op

RESTART_BASE = 1_000
"""The positions of a lazy run at Luby's 1 (each run searches ``RESTART_BASE`` times its term)."""
WIDTH = 32
"""The width of a beam run at Luby's 1 (each run is ``WIDTH`` times its term wide)."""


def luby(i: int) -> int:
    """The ``i``-th term (from 1) of Luby's sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...

    >>> [luby(i) for i in range(1, 16)]
    [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]
    """
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    if i == (1 << k) - 1:
        return 1 << (k - 1)
    return luby(i - (1 << (k - 1)) + 1)


class Seeker(Search):
    """A ``Search`` with the restarted searches (``walk("restart")``, ``walk("rbeam")``)."""

    METHODS = frozenset(("restart", "rbeam"))
    """The methods of ``walk`` this class adds."""
    noise = 5
    """How far a run's random tie-break may move a position's ``promise`` (0: ties only)."""
    seed = 0
    width = WIDTH
    run = 0
    """The run under way (from 1)."""
    run_end: int | None = None
    """Where the run under way stops (positions), or None: at its end."""
    cut = False
    """Whether the run under way left a position out (a beam's layer was full): a run that ends having cut
    nothing has searched every position of the pruned move set, so the next would find no win either."""

    def walk(self, method: str) -> Walk:
        if method == "restart":
            return self.restarts(self.noisy_lazy, budgets=True)
        if method == "rbeam":
            return self.restarts(self.noisy_beam, budgets=False)
        return super().walk(method)

    def pause_due(self) -> bool:
        """``Search.pause_due``, and also when the run under way has used its budget."""
        return (self.run_end is not None and self.nodes >= self.run_end) or super().pause_due()

    def restarts(self, run: Callable[[random.Random], Walk], budgets: bool) -> Walk:
        """Runs of ``run`` (a method building one search from the root), each with a new random tie-break, and
        with ``budgets`` cut off after Luby's budgets (else each goes to its end); returns the first win, or None
        once a run cut nothing (it searched every position of the pruned move set)."""
        root = self.encode()
        rng = random.Random(self.seed)
        while True:
            self.run += 1
            self.decode(root)
            self.seen = set()
            self.cut = False
            self.run_end = self.nodes + RESTART_BASE * luby(self.run) if budgets else None
            inner = run(rng)
            try:
                while True:
                    next(inner)
                    if self.run_end is not None and self.nodes >= self.run_end:
                        break
                    yield
            except StopIteration as stop:
                line: list[Op] | None = stop.value
                if line is not None or not self.cut:
                    return line

    def noisy_lazy(self, rng: random.Random) -> Walk:
        """``Search.lazy_best_first`` with its ties broken at random (and ``promise`` moved by up to ``noise``)."""
        return self.lazy_best_first(rng, self.noise)

    def noisy_beam(self, rng: random.Random) -> Walk:
        """One run of ``Search.beam``, ``width`` times Luby's term wide, its layers ranked by ``promise`` moved by up to
        ``noise`` at random."""
        states, parents, steps, scores = self._root()
        if self.won():
            return steps[0]
        noise = self.noise + 1
        rand = rng.random
        width = self.width * luby(self.run)
        layer = [0]
        while layer:
            children: list[tuple[float, int, int, Op]] = []
            for n, index in enumerate(layer):
                if n & 15 == 15 and self.clock_due():
                    yield
                self.decode(states[index])
                base = self.promise()
                after = self.promise_after
                for move in self.moves():
                    children.append((-after(base, move) - noise * rand(), len(children), index, move))
            children.sort()
            kept: list[int] = []
            for _, _, parent, move in children:
                if len(kept) == width:
                    self.cut = True
                    break
                child = self._child(states, parents, steps, scores, parent, move)
                if child is None:
                    continue
                step, score, key = child
                if key is None:
                    return _line_to(steps, parents, parent, step)
                kept.append(self._keep(states, parents, steps, scores, parent, step, score))
                if self.pause_due():
                    yield
            for index in layer:
                states[index] = b""
            layer = kept
        return None


__all__ = ["RESTART_BASE", "Seeker", "luby"]

"""Nested Monte Carlo search (Cazenave 2009; Bjarnason, Fern and Tadepalli's nested rollouts for thoughtful
Klondike, ICAPS 2009): searches for a win of Vegas (``DRAW_1_VEGAS_PLAN``, ``DRAW_3_VEGAS_PLAN``) and of Normal
scoring, where the plans run it at three costs each (``NORMAL_PLAN``, ``DRAW_3_NORMAL_PLAN``).

* Level 0, a *rollout*: from a position, play the move the greedy policy ranks first (``promise_after``, as
  the lazy best-first search orders its heap, with a random tie-break of up to ``noise`` + 1), then the safe
  moves, and so on to the end: no move left, or every move leads to a position already on the line. Its
  score: the cards on the foundations at its end (then ``promise`` as a tie-break).
* Level n: at each step, each of the ``width`` moves the policy ranks first is played (a stuck position is
  left out) and a level n - 1 search run from the position it leads to; the best sequence found so far is
  kept (that of a step before included) and its next move played. A search that finds a win returns at once.

``walk("sampled")`` does the same with a policy that samples its moves (``sampled``), as the Vegas plans run it
and the Normal plans all but draw 3's last nested search (since the twenty-second session).
``walk("nested")`` runs level ``level`` searches from the root over and over, each with new random tie-breaks drawn
from a fixed seed (the same deal gets the same runs on every machine, in slices or not), until one wins or the
budget runs out. Positions are counted like the other searches' (``nodes``: each position reached after a move and
its safe moves); it proves nothing. A rollout builds no key table and no heap, so a position costs about 40% of a
lazy best-first search's (31,000–33,000 positions per CPU second in CPython against 12,900 for the plan's others, on
the 40 D1V benchmark deals); and it finds wins the other searches miss (``docs/winnability.md``, "Nested rollouts").
"""

from __future__ import annotations

import random
from collections.abc import Generator
from itertools import count
from math import log

from .search import FIRST, Search, Walk
from .state import Op

SAMPLED_SCALE = 1.08
"""The weight of ``promise_after``'s gain (in tens) in a sampled policy: the scale that fits the moves of the
table's 2,024 D1V winning lines best (a conditional logit; branch ``learn21``, docs/winnability.md). The Normal plans
use it too: 0.75 and 1.5 did no better on their slow deals (docs/winnability.md, sixteenth round on point 4)."""
TINY = 1e-12
"""Stands in for a uniform draw of exactly 0 (or a log of it) in the Gumbel noise."""

Step = list[Op]
"""A move and the safe moves played after it."""
Tried = Generator[None, None, tuple[bool, tuple[int, int], list[Step]]]
"""A rollout or a level n search, in slices: whether it won, the score at its end, its steps."""


class Nested(Search):
    """A ``Search`` with nested Monte Carlo searches (``walk("nested")``)."""

    METHODS = frozenset(("nested", "sampled"))
    level = 2
    """The level of the searches from the root (2: each step tries ``width`` moves, each with a level 1
    search that tries ``width`` moves, each with a rollout)."""
    width: int | None = 3
    """How many of the policy's first moves a level n >= 1 step tries (None: all)."""
    noise = 5
    seed = 0
    sampled = False
    """The policy samples its moves (``walk("sampled")``): ``SAMPLED_SCALE`` times ``promise_after``'s gain in tens
    plus Gumbel noise, so that a rollout draws each move with the softmax of those scores, instead of taking the
    best move moved by a little uniform noise (``noise``)."""

    def walk(self, method: str) -> Walk:
        if method in self.METHODS:
            self.sampled = method == "sampled"
            return self.restarts()
        return super().walk(method)

    def restarts(self) -> Walk:
        """Level ``level`` searches from the root, one after another, until one wins (its internal line) or the
        root has no move (None)."""
        root_forced = [m for m, _ in self.forced()]
        if self.won():
            return root_forced
        self.rng = random.Random(self.seed)
        self.path: set[bytes] = {self.key()}
        self.nodes = 1
        root = self.encode()
        while True:
            self.decode(root)
            result = yield from self.nested(self.level)
            won, _, seq = result
            if won:
                return root_forced + [move for step in seq for move in step]
            if not seq and self.level > 0:
                return None  # no move at the root

    # --- the searches ----------------------------------------------------------------------------------

    def _scored(self) -> tuple[list[float], list[Op]]:
        """The moves here and their scores, lowest first in ``_ranked``: -``promise_after`` less up to ``noise`` + 1 at
        random, or (``sampled``) Gumbel noise less ``SAMPLED_SCALE`` times the gain in tens, whose order is a draw from
        the softmax of those gains. A gain is ``promise_after`` of a position worth 0: for every kind of move that
        ``moves`` lists ``promise_after`` is the position's ``promise`` plus the move's gain, so that ``promise`` would
        cancel out (the same numbers, without working it out; speed27). The gains come from ``Search.gains``, one call
        for the whole list (the same sums; speed29)."""
        moves = self.moves()
        gains = self.gains(moves)
        rand = self.rng.random
        if self.sampled:  # a list built: less work than a generator (speed25)
            scores = [log(-log(rand() or TINY) or TINY) - SAMPLED_SCALE * (gain / 10) for gain in gains]
        else:
            base = self.promise()
            spread = self.noise + 1
            scores = [-(base + gain) - spread * rand() for gain in gains]
        return scores, moves

    def _ranked(self) -> list[Op]:
        """The moves here, best first: by their ``_scored`` scores, ties in the moves' order."""
        scores, moves = self._scored()
        ranked = list(zip(scores, count(), moves))
        ranked.sort()
        return [move for _, _, move in ranked]

    def _play_first(self) -> tuple[list[tuple[Op, int]], bytes] | None:
        """``_play`` the first move of ``_ranked`` whose position is not on the line already: what ``_play`` returns
        of it (None: every move's is, or there is none). The first is found without the sort (speed27): the lowest
        score, the first of equal ones, as in ``_ranked``; the sort only when its position is on the line."""
        scores, moves = self._scored()
        if not moves:
            return None
        first = scores.index(min(scores))
        done, key = self._play(moves[first])
        if key is not None:
            return done, key
        for _, n, move in sorted(zip(scores, count(), moves)):
            if n != first:
                done, key = self._play(move)
                if key is not None:
                    return done, key
        return None

    def _play(self, move: Op) -> tuple[list[tuple[Op, int]], bytes | None]:
        """Play ``move`` and the safe moves after it: those with their undo info (the move first), and the key
        of the position (None: it is on the line already, the moves are taken back; b"": won)."""
        done = [(move, self.apply(move))]
        done += self.forced()
        if self.won():
            return done, b""
        key = self.key()
        if key in self.path:
            self._take_back(done)
            return done, None
        return done, key

    def _take_back(self, done: list[tuple[Op, int]]) -> None:
        for m, u in reversed(done):
            self.undo(m, u)

    def _unwind(self, undo_list: list[list[tuple[Op, int]]], keys: list[bytes]) -> None:
        """Take back the steps played on a line, last first, and take their positions off ``path``."""
        for done in reversed(undo_list):
            self._take_back(done)
        for key in keys:
            self.path.discard(key)

    def _score(self) -> tuple[int, int]:
        return sum(self.fnd), self.promise()

    def rollout(self) -> Tried:
        """Level 0 from here (left as it was): (won, score, the steps played)."""
        path = self.path
        played: list[Step] = []
        keys: list[bytes] = []
        undo_list: list[list[tuple[Op, int]]] = []
        won = False
        try:
            while True:
                step = self._play_first()
                if step is None:
                    break
                done, key = step
                self.nodes += 1
                undo_list.append(done)
                played.append(list(map(FIRST, done)))
                if key == b"":
                    won = True
                    break
                path.add(key)
                keys.append(key)
                if self.pause_due():
                    yield
            score = (200, 0) if won else self._score()
        finally:
            self._unwind(undo_list, keys)
        return won, score, played

    def nested(self, level: int) -> Tried:
        """Level ``level`` from here (left as it was): (won, score, the steps of the best sequence)."""
        if level == 0:
            return (yield from self.rollout())
        path = self.path
        best_score = self._score()
        best_seq: list[Step] = []
        played: list[Step] = []
        undo_list: list[list[tuple[Op, int]]] = []
        keys: list[bytes] = []
        here_open = level < self.level
        """Whether the stuck test found this position not stuck (``Search.stuck``'s ``after``): a search below the root
        starts from a position that passed it; a step of the best sequence did when it was tried at this level."""
        try:
            while True:
                best_open = False
                ranked = self._ranked()
                if self.width is not None:
                    ranked = ranked[: self.width]
                follow = best_seq[len(played)][0] if len(best_seq) > len(played) else None
                for move in ranked:
                    if move == follow:
                        continue  # its continuation is known: the best sequence
                    done, key = self._play(move)
                    if key is None:
                        continue
                    step = list(map(FIRST, done))
                    if key == b"":
                        self._take_back(done)
                        return True, (200, 0), played + [step]
                    try:  # whatever ends this, the position is taken back (a pause may be the search's last)
                        self.nodes += 1
                        if self.pause_due():
                            yield
                        if self.stuck(key, move if here_open and len(done) == 1 else None):
                            continue
                        path.add(key)
                        won, score, seq = yield from self.nested(level - 1)
                    finally:
                        path.discard(key)
                        self._take_back(done)
                    if won:
                        return True, score, played + [step] + seq
                    if len(best_seq) <= len(played) or score > best_score:
                        best_score, best_seq = score, played + [step] + seq
                        best_open = True  # its first step passed the stuck test here
                if len(best_seq) <= len(played):
                    break  # no move left: the best sequence ends here
                step = best_seq[len(played)]
                done, key = self._play(step[0])
                assert key, "the best sequence does not replay"
                undo_list.append(done)
                assert [m for m, _ in done] == step, "the safe moves differ on the best sequence"
                played.append(step)
                path.add(key)
                keys.append(key)
                here_open = best_open
        finally:
            self._unwind(undo_list, keys)
        return False, best_score, best_seq


__all__ = ["Nested"]

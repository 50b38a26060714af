"""The searches: depth-first (the complete one may prove a loss) and greedy best-first (finds wins).

Each search is a generator that yields when it should pause (``Search.pause_due``: its quota of positions
is met, or the page's slice of time is up) and returns the internal winning line, or None when it ran
dry; it raises ``Budget`` when its deadline is past. Every search keeps a transposition table of
canonical positions (``State.key``): a position seen once is never searched again, and stuck positions
are dropped (``stuck.stuck``; ``seek.py``'s beam skips that test). A move that merely undoes the previous
one leads to a position already in the table and is cut there, and Normal's endless recycling ends
because the table holds the talon: a position met again is not searched again.

Each search also remembers the best-scoring position it reached (the game's own score, dollars in Vegas,
points in Normal) and the line to it: when no win is found, that line is the hint.
"""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable, Generator
from operator import itemgetter

from ..game import Game
from .carry import carries, goal_of
from .hosts import short_of_hosts
from .moves import Moves
from .runs import class_moves, merged_key
from .state import COL_COL, COL_FND, FND, FND_COL, TALON, Op
from .stuck import stuck

FIRST = itemgetter(0)

Walk = Generator[None, None, "list[Op] | None"]


KNOWN_SIZE = 65_536
"""Entries of ``Search.known`` at most (emptied when full): about 100 bytes an entry besides the keys, most of
which the searches' tables of positions seen hold anyway."""


class Budget(Exception):
    """The search's deadline is past."""


class Search(Moves):
    """One search of a position: its state, its table of positions seen, and its budget."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.deadline: float | None = None
        """When the search must stop (perf_counter); None: never."""
        self.merge = False
        """The depth-first search goes through classes of positions linked by run transfers (``runs.py``)."""
        self.quota: int | None = None
        """Pause once this many positions are searched (``Solving`` takes turns between searches); None: never."""
        self.slice_end: float | None = None
        """When the current slice of a ``Solving`` is up (perf_counter); None: no slices."""
        self.nodes = 0
        self.cut_stuck = True
        """Whether stuck positions are left out (False: a search for the best-scoring line of a lost game, where a
        stuck position may still earn)."""
        self.seen: set[bytes] = set()
        self.known: dict[bytes, bool] | None = None
        """The stuck test's answers by ``State.key``, shared by the plan's searches over the same move set
        (``Solving``); None: not kept."""
        self.waste_cost = 0
        """What ``promise`` takes off per card in the waste (Vegas: a card buried in the waste is hard to get back)."""
        self.hidden_cost = 8
        """What ``promise`` takes off per face-down card."""
        self.talon_cost = 0
        """What ``promise`` takes off per card left in the talon (Vegas: each still has to find a place)."""
        self.score = game.score
        """The game's score at the root: the start of every line's score."""
        self.best_score = game.score
        """The best score of a position this search reached (``State.scored``)."""
        self.best_line: list[Op] = []
        """The internal line to it."""

    def stuck(self, key: bytes | None = None, after: Op | None = None) -> bool:
        """``stuck.stuck`` with this search's moves: take-backs only in the complete search, and so are the
        talon's stages (the complete search alone proves a loss; to the searches for a win, stages cost more
        than the positions they cut). ``after``: the move that led here, with no safe move after it, from a
        position this search found not stuck (None: none such); in Normal the answer then comes from ``carry``
        where it can, the same answer (``_test``).

        The answer is looked up in ``known`` and kept there: the searches of a plan meet many positions again
        (other searches, restarted runs), and the answer depends on the key alone. ``stuck.stuck`` reads the
        columns in any order to its least fixed point, treats the two spots of a suit alike, and reads ``pos``
        only in Vegas, where the key holds it. In Vegas the key is ``key``, the position's ``State.key`` (None:
        not kept). In Normal it is ``State.stuck_key`` (``key`` with the talon's part cut off, or built when
        ``key`` is None): there the test reads the talon only as the cards in it, and those are the cards that
        are neither in a column nor on a foundation; positions that differ in the talon's order alone (which
        copy of a card was played, and in draw 3 the waste count) are one to it. About a quarter to a third
        of the Normal searches' tests are answered so (speed24)."""
        if not self.cut_stuck:
            return False
        known = self.known
        if known is None:
            return self._test(after)
        if not self.vegas:
            key = self.stuck_key(key)
        elif key is None:
            return self._test(after)
        answer = known.get(key)
        if answer is None:
            if len(known) >= KNOWN_SIZE:
                known.clear()
            answer = known[key] = self._test(after)
        return answer

    def _test(self, after: Op | None) -> bool:
        """The stuck test of this position; in Normal, after ``after`` from a position found not stuck, False
        where ``carry.carries`` says so, else the test stopped at ``carry.goal_of``'s goal (speed26). In draw 3
        Vegas the complete search also calls stuck a position short of hosts (``hosts.short_of_hosts``: lost)."""
        if after is None or self.vegas:
            if stuck(self, self.complete, self.complete):
                return True
            return self.vegas and self.draw == 3 and self.complete and short_of_hosts(self)
        if carries(self, after, self.complete):
            return False
        return stuck(self, self.complete, self.complete, goal_of(self, after))

    def pause_due(self) -> bool:
        """Whether the search should pause (its quota of positions is met, or the current slice's time is
        up), or raise Budget when the deadline is past. The clock is read every 16 positions, or every 2 in
        slices (a page waits on them: a tap must not wait long)."""
        if self.quota is not None and self.nodes >= self.quota:
            return True
        if self.nodes & (15 if self.slice_end is None else 1):
            return False
        return self.clock_due()

    def clock_due(self) -> bool:
        """Whether the current slice's time is up; raises Budget when the deadline is past."""
        now = time.perf_counter()
        if self.deadline is not None and now > self.deadline:
            raise Budget("seconds")
        return self.slice_end is not None and now > self.slice_end

    def walk(self, method: str) -> Walk:
        """The search ``method`` names in a plan: ``"dfs"``, ``"best"`` or ``"lazy"`` (``seek.Seeker`` adds the
        restarted ones)."""
        return self.best_first() if method == "best" else self.lazy_best_first() if method == "lazy" else self.dfs()

    def _reached(self, score: int, line: list[Op]) -> None:
        """A position of this score was reached by ``line``: keep it when it scores best so far."""
        if score > self.best_score:
            self.best_score, self.best_line = score, line

    def _forced_score(self, score: int, forced: list[tuple[Op, int]]) -> int:
        for move, info in forced:
            score = self.scored(score, move, info)
        return score

    # --- depth-first -----------------------------------------------------------

    def dfs(self) -> Walk:
        """Depth-first search; returns the internal winning line, or None when it has searched every
        position (over the pruned move set unless ``complete``: then None proves nothing)."""
        root_forced = self.forced()
        if self.won():
            return [move for move, _ in root_forced]
        score = self._forced_score(self.score, root_forced)
        self._reached(score, [move for move, _ in root_forced])
        key_of: Callable[[], bytes] = self.key
        moves_of: Callable[[], list[Op]] = self.moves
        if self.merge:  # classes of positions linked by run transfers (runs.py)
            key_of, moves_of = lambda: merged_key(self), lambda: class_moves(self)
        self.seen.add(key_of())
        self.nodes = 1
        if self.pause_due():
            yield
        # A frame: [forced moves with undo info, moves, next index, (entering move, undo info), score]
        stack: list[list] = [  # type: ignore[type-arg]
            [root_forced, [] if self.stuck() else moves_of(), 0, None, score]]
        seen = self.seen

        def line_here(move: Op, forced: list[tuple[Op, int]]) -> list[Op]:
            line = [m for m, _ in root_forced]
            for f in stack[1:]:
                line.append(f[3][0])
                line.extend(m for m, _ in f[0])
            line.append(move)
            line.extend(m for m, _ in forced)
            return line

        apply, undo, scored, forced_moves, won = self.apply, self.undo, self.scored, self.forced, self.won
        while stack:
            frame = stack[-1]
            moves = frame[1]
            if frame[2] < len(moves):
                move = moves[frame[2]]
                frame[2] += 1
                info = apply(move)
                score = scored(frame[4], move, info)
                forced = forced_moves()
                if won():
                    return line_here(move, forced)
                key = key_of()
                if key in seen:
                    for m, u in reversed(forced):
                        undo(m, u)
                    undo(move, info)
                    continue
                seen.add(key)
                if forced:
                    score = self._forced_score(score, forced)
                if score > self.best_score:
                    self._reached(score, line_here(move, forced))
                self.nodes += 1
                if self.pause_due():
                    yield
                # a merged key names a class of positions; the position left is not stuck (it has moves)
                stuck_here = self.stuck(None if self.merge else key, None if forced else move)
                stack.append([forced, [] if stuck_here else moves_of(), 0, (move, info), score])
            else:
                stack.pop()
                for m, u in reversed(frame[0]):
                    undo(m, u)
                if frame[3] is not None:
                    undo(*frame[3])
        return None

    # --- best-first (finds wins, proves nothing) --------------------------------

    def promise(self) -> int:
        """How promising a position looks: 10 per card on the foundations and 20 per empty column, less
        ``hidden_cost`` per face-down card, ``waste_cost`` per card in the waste and ``talon_cost`` per card
        in the talon."""
        hidden = sum(self.hid)
        empty = self.cols.count([])
        return (
            10 * sum(self.fnd) - self.hidden_cost * hidden + 20 * empty - self.waste_cost * self.pos
            - self.talon_cost * len(self.talon)
        )

    def promise_after(self, base: int, move: Op) -> int:
        """``promise`` of the position ``move`` leads to (before safe foundation moves), from ``base``, this
        position's, without playing it."""
        kind = move[0]
        cols = self.cols
        if kind == TALON:
            target: int = move[2]
            place: int = move[1]
            return (
                base - self.waste_cost * (place - 1 - self.pos) + self.talon_cost
                + (10 if target >= FND else -20 if not cols[target] else 0)
            )
        if kind == COL_COL:
            i = move[1]
            rest = len(cols[i]) - move[3]
            return base + (20 if not rest else self.hidden_cost if self.hid[i] == rest else 0) - (20 if not cols[move[2]] else 0)
        if kind == COL_FND:
            i = move[1]
            rest = len(cols[i]) - 1
            return base + 10 + (20 if not rest else self.hidden_cost if self.hid[i] == rest else 0)
        if kind == FND_COL:
            return base - 10 - (20 if not cols[move[2]] else 0)
        info = self.apply(move)
        promise = self.promise()
        self.undo(move, info)
        return promise

    def gains(self, moves: list[Op]) -> list[int]:
        """``promise_after(0, move)`` of each of ``moves`` (``moves`` lists no ``MACRO``): what each adds to this
        position's ``promise``. The same sums as ``promise_after``'s, in one loop for a whole list (the rollouts'
        policy scores every move of every step: speed29)."""
        cols, hid, pos = self.cols, self.hid, self.pos
        waste_cost, hidden_cost = self.waste_cost, self.hidden_cost
        talon_gain = self.talon_cost
        gains: list[int] = []
        add = gains.append
        for move in moves:
            kind = move[0]
            if kind == TALON:
                target = move[2]
                add(
                    talon_gain - waste_cost * (move[1] - 1 - pos)
                    + (10 if target >= FND else -20 if not cols[target] else 0)
                )
            elif kind == COL_COL:
                i = move[1]
                rest = len(cols[i]) - move[3]
                add((20 if not rest else hidden_cost if hid[i] == rest else 0) - (20 if not cols[move[2]] else 0))
            elif kind == COL_FND:
                rest = len(cols[move[1]]) - 1
                add(10 + (20 if not rest else hidden_cost if hid[move[1]] == rest else 0))
            else:  # FND_COL
                add(-10 - (20 if not cols[move[2]] else 0))
        return gains

    def best_first(self) -> Walk:
        """Greedy best-first search on ``promise``; returns the internal winning line, or None when it runs dry."""
        states, parents, steps, scores = self._root()
        if self.won():
            return steps[0]
        heap = [(-self.promise(), 0, 0)]
        seen = self.seen

        while heap:
            _, _, index = heapq.heappop(heap)
            self.decode(states[index])
            states[index] = b""
            self.nodes += 1
            if self.pause_due():
                yield
            if self.stuck(None, steps[index][0] if index and len(steps[index]) == 1 else None):  # from a position
                continue  # not stuck: only those have children
            for move in self.moves():
                info = self.apply(move)
                score = self.scored(scores[index], move, info)
                forced = self.forced()
                if self.won():
                    return _line_to(steps, parents, index, [move] + [m for m, _ in forced])
                key = self.key()
                if key not in seen:
                    seen.add(key)
                    step = [move] + [m for m, _ in forced]
                    score = self._forced_score(score, forced)
                    if score > self.best_score:
                        self._reached(score, _line_to(steps, parents, index, step))
                    states.append(self.encode())
                    parents.append(index)
                    steps.append(step)
                    scores.append(score)
                    heapq.heappush(heap, (-self.promise(), len(states) - 1, len(states) - 1))
                for m, u in reversed(forced):
                    self.undo(m, u)
                self.undo(move, info)
        return None

    def lazy_best_first(self, rng: random.Random | None = None, noise: int = 0) -> Walk:
        """Greedy best-first search like ``best_first``, but a position is only built when it comes off the
        heap: a move waits there scored by the position it leads to before the safe foundation moves
        (``promise_after``: no play, no key, no copy). Vegas positions have dozens of talon plays each, most
        never taken, so this expands many more positions per second.

        With ``rng``, one run of ``seek.Seeker``'s restarts: each move's score is moved by up to ``noise`` + 1
        at random (ties broken at random), and the positions count on from the runs before."""
        states, parents, steps, scores = self._root()
        if self.won():
            return steps[0]
        heap: list[tuple[float, int, int, Op]] = []
        counter = 0

        heappush = heapq.heappush

        def push_children(index: int) -> None:
            nonlocal counter
            base = self.promise()
            after = self.promise_after
            n = counter
            for move in self.moves():
                n += 1
                heappush(heap, (-after(base, move), n, index, move))
            counter = n

        def push_noisy_children(index: int) -> None:  # apart, to keep the noise out of the plain search's hot loop
            nonlocal counter
            base = self.promise()
            after = self.promise_after
            n = counter
            for move in self.moves():
                n += 1
                heappush(heap, (-after(base, move) - spread * rand(), n, index, move))
            counter = n

        if rng is None:
            push = push_children
            self.nodes = 1
            if self.pause_due():
                yield
        else:
            push, rand, spread = push_noisy_children, rng.random, noise + 1
        if not self.stuck():
            push(0)
        while heap:
            _, _, parent, move = heapq.heappop(heap)
            child = self._child(states, parents, steps, scores, parent, move)
            if child is None:
                continue
            step, score, key = child
            if key is None:
                return _line_to(steps, parents, parent, step)
            if self.pause_due():
                yield
            if self.stuck(key, step[0] if len(step) == 1 else None):  # from a position not stuck (pushed)
                continue
            push(self._keep(states, parents, steps, scores, parent, step, score))
        return None

    def _root(self) -> tuple[list[bytes], list[int], list[list[Op]], list[int]]:
        """A best-first (or ``seek.py``'s beam) search's built positions, the root alone, after its safe moves
        (the caller asks ``won()``): their bytes, parents, the moves from the parent to each, and the scores
        of the lines."""
        forced = self.forced()
        self.seen.add(self.key())
        steps = [[move for move, _ in forced]]
        scores = [self._forced_score(self.score, forced)]
        self._reached(scores[0], steps[0])
        states = [self.encode()]
        self.built = 0
        return states, [-1], steps, scores

    def _keep(
        self, states: list[bytes], parents: list[int], steps: list[list[Op]], scores: list[int], parent: int,
        step: list[Op], score: int,
    ) -> int:
        """Keep the position on the board as a built one, reached from ``parent`` by ``step``: its index."""
        states.append(self.encode())
        parents.append(parent)
        steps.append(step)
        scores.append(score)
        self.built = len(states) - 1
        return self.built

    def _child(
        self, states: list[bytes], parents: list[int], steps: list[list[Op]], scores: list[int], parent: int, move: Op
    ) -> tuple[list[Op], int, bytes | None] | None:
        """Go to the built position ``parent`` and play ``move`` and the safe moves after it: those moves, the
        line's score and the position's key (None: it is won), or None where the position was seen before (the
        state is then taken back to ``parent``). A new position is counted, marked seen, and kept as the
        best-scoring if it is. The state is decoded only when it is not ``parent`` already (``State.built``: a
        greedy search often takes the next child of the position it has just built or come back to)."""
        if self.built != parent:
            self.decode(states[parent])
        self.built = -1
        info = self.apply(move)
        score = self.scored(scores[parent], move, info)
        forced = self.forced()
        step = [move]
        if forced:
            step += map(FIRST, forced)
        if self.won():
            return step, score, None
        key = self.key()
        if key in self.seen:
            for m, u in reversed(forced):
                self.undo(m, u)
            self.undo(move, info)
            self.built = parent
            return None
        self.seen.add(key)
        self.nodes += 1
        if forced:
            score = self._forced_score(score, forced)
        if score > self.best_score:
            self._reached(score, _line_to(steps, parents, parent, step))
        return step, score, key


def _line_to(steps: list[list[Op]], parents: list[int], index: int, last: list[Op]) -> list[Op]:
    """A best-first search's internal line to the position ``index`` (by ``parents``, each reached by its
    ``steps``), then ``last``."""
    chunks = [last]
    while index >= 0:
        chunks.append(steps[index])
        index = parents[index]
    return [move for chunk in reversed(chunks) for move in chunk]


__all__ = ["Budget", "Search"]

"""The moves worth searching in a position, best first.

Stock play is compressed into macro moves: "tap the stock ``k`` times (draws, and in Normal at most one
recycle), then play the waste's top card" onto a foundation or a column. The taps are simulated exactly
as the engine does them (draw 1 or 3, fewer at the end of the stock; Vegas: one pass, no recycle), so
every waste card played is one the player can reach. No line ever needs two recycles between two plays:
after one recycle the passes repeat. Taps that play nothing can always be postponed until just before the
next waste play (they touch nothing else), so the macro moves lose no line.

Every other legal move is generated, ordered so that moves turning a face-down card over come first, then
foundation moves, then waste plays, then moves that empty a column, then the rest (moves of part of a run,
and taking a card back from a foundation, but not a card the safe moves would send straight back up,
``safe.comes_straight_back``). Moving a king that already lies at the bottom of a column to an
empty column changes nothing up to the column symmetry and is never generated; a king goes to one empty
column only (all empty columns are alike). The *pruned* move set (``complete`` False) leaves out
take-backs, and moves part of a run only when the card it uncovers can go up: searches over it find wins
but prove nothing.
"""

from __future__ import annotations

from operator import itemgetter

from ..cards import KING, RANK, RED
from .safe import comes_straight_back
from .state import COL_COL, COL_FND, COLUMNS, FND, FND_COL, TALON, Op, State


TAKEN = tuple(
    tuple(suit * 13 + index // 2 - 1 for suit in ((1, 2) if index % 2 else (0, 3))) if index >= 2 else ()
    for index in range(2 * KING + 2)
)
"""The two cards a column takes by its index in ``moves``' table of hosts: rank * 2 + red of the card it takes."""


class Moves(State):
    """A ``State`` that lists its moves."""

    complete = True
    """False: a pruned move set (no take-backs; part of a run only to free a foundation card)."""

    @property
    def tap_cost(self) -> int:
        """How much a tap lowers a talon move's place in the order."""
        return 25 if self.vegas else 2

    def talon_stops(self) -> list[tuple[int, int]]:
        """The (taps, position) pairs the talon can reach with a card on the waste, fewest taps first."""
        size = len(self.talon)
        if not size:
            return []
        draw = self.draw
        stops: list[tuple[int, int]] = []
        seen: set[int] = set()
        if self.pos:
            stops.append((0, self.pos))
            seen.add(self.pos)

        def walk(p: int, taps: int) -> int:
            """Draw to the end of the stock from talon position ``p``; returns the taps spent."""
            while p < size:
                p = min(p + draw, size)
                taps += 1
                if p not in seen:
                    seen.add(p)
                    stops.append((taps, p))
            return taps

        taps = walk(self.pos, 0)
        if not self.vegas:
            walk(0, taps + 1)  # after the recycle, one more tap
        return stops

    def vegas_stops(self, wants: list[tuple[int, int]], hosts: dict[int, list[int]]) -> list[tuple[int, int]]:
        """``talon_stops`` in Vegas (no recycle), less the stops whose card no foundation or column takes."""
        useful = {suit * 13 + rank - 1 for suit in range(4) for rank in wants[suit] if rank <= KING}
        for index in hosts:
            useful.update(TAKEN[index])
        talon, pos, draw = self.talon, self.pos, self.draw
        size = len(talon)
        stops = [(0, pos)] if pos and talon[pos - 1] in useful else []
        if draw == 1:
            stops += [(p - pos, p) for p, card in enumerate(talon[pos:], pos + 1) if card in useful]
        else:
            ends = list(range(pos + draw, size + 1, draw))
            if not ends or ends[-1] != size:
                if pos < size:
                    ends.append(size)
            stops += [(taps, p) for taps, p in enumerate(ends, 1) if talon[p - 1] in useful]
        return stops

    def moves(self) -> list[Op]:
        """Every move worth searching here, best first."""
        cols, hid, fnd = self.cols, self.hid, self.fnd
        scored: list[tuple[int, Op]] = []
        tops = [column[-1] if column else -1 for column in cols]
        empty = tops.index(-1) if -1 in tops else -1
        topped = [(j, RANK[target], RED[target]) for j, target in enumerate(tops) if target >= 0]
        """The columns with a top card: its rank and colour."""
        spot_of = [-1] * 52
        """The engine's spot for each card (``first_spot``): the first of its suit's two that takes it, or -1."""
        for f in (7, 6, 5, 4, 3, 2, 1, 0):
            if fnd[f] < 13:
                spot_of[(f // 2) * 13 + fnd[f]] = f
        # Columns: to a foundation, whole face-up runs, parts of runs.
        for i in range(COLUMNS):
            column = cols[i]
            if not column:
                continue
            h = hid[i]
            size = len(column)
            top = column[-1]
            spot = spot_of[top]
            if spot >= 0:
                reveal = h == size - 1 and h > 0
                scored.append((900 + (50 + h if reveal else 0), (COL_FND, i, spot)))
            base_rank = RANK[column[h]]
            if empty >= 0 and base_rank == KING and h > 0:
                scored.append((1000 + h, (COL_COL, i, empty, size - h)))
            for j, rank, red in topped:
                k = h + base_rank - rank + 1
                if h <= k < size and RED[column[k]] != red and j != i:
                    if k == h:
                        if h > 0:
                            score = 1000 + h
                        else:
                            score = 500  # empties a column
                    else:
                        if not self.complete and spot_of[column[k - 1]] < 0:
                            continue
                        score = 200
                    scored.append((score, (COL_COL, i, j, size - k)))
        # The talon. Columns by the card they take: index rank * 2 + red (kings: the empty column).
        talon = self.talon
        if talon:
            hosts: dict[int, list[int]] = {}
            for j in range(COLUMNS):
                target = tops[j]
                if target >= 0 and RANK[target] > 1:
                    hosts.setdefault((RANK[target] - 1) * 2 + (0 if RED[target] else 1), []).append(j)
            if empty >= 0:
                hosts[KING * 2] = hosts[KING * 2 + 1] = [empty]
            tap_cost = self.tap_cost
            if self.vegas:
                # One pass: the stops are the waste top and every draw-th card on, in talon order; only cards
                # that a foundation or a column takes (the rank each suit's spots take next) are looked at.
                wants = [(fnd[2 * s] + 1, fnd[2 * s + 1] + 1) for s in range(4)]
                stops = self.vegas_stops(wants, hosts)
            else:
                stops = self.talon_stops()
            for taps, p in stops:
                card = talon[p - 1]
                spot = spot_of[card]
                if spot >= 0:
                    scored.append((800 - tap_cost * taps, (TALON, p, FND + spot, taps)))
                targets = hosts.get(RANK[card] * 2 + RED[card])
                if targets:
                    for j in targets:
                        scored.append((600 - tap_cost * taps, (TALON, p, j, taps)))
        # Taking back from a foundation (one spot per suit when both hold the same count).
        for f in range(8 if self.complete else 0):
            count = fnd[f]
            if not count or (f % 2 == 1 and fnd[f - 1] == count) or comes_straight_back(fnd, f, tops):
                continue
            card = (f // 2) * 13 + count - 1
            rank, red = RANK[card], RED[card]
            for j in range(COLUMNS):
                target = tops[j]
                if target < 0:
                    if j == empty and rank == KING:
                        scored.append((100, (FND_COL, f, j)))
                elif RANK[target] == rank + 1 and RED[target] != red:
                    scored.append((100, (FND_COL, f, j)))
        scored.sort(key=itemgetter(0), reverse=True)  # stable: equal scores keep their order
        return [move for _, move in scored]


__all__ = ["Moves"]

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

A column set up by hand with its face-up cards out of order (``Game(text)``; never so in a deal or in play) has the
engine's moves too: every face-up card that fits another column's top goes there with the cards on it, as part of a
run does, and a king above the lowest face-up card, which a run never has, goes to an empty column (``State.ordered``
False: a game with such a column). Without those, the complete search ran dry on winnable positions.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress
from operator import itemgetter

from ..cards import KING, RANK, RED
from .safe import comes_straight_back
from .state import COL_COL, COL_FND, COLUMNS, FND, FND_COL, TALON, Op, State


TAKEN = tuple(
    tuple(card for card in range(52) if RANK[card] == RANK[top] - 1 and RED[card] != RED[top]) or (52, 52)
    for top in range(52)
)
"""The two cards a card takes on a column (aces: none, ``moves``' table of hosts has a place 52 for them, which no
card reads)."""
TAKEN_BITS = tuple((1 << first) | (1 << second) for first, second in TAKEN)
"""The same as bits (1 << card; aces: 1 << 52, no card's)."""
KINGS = tuple(card for card in range(52) if RANK[card] == KING)
RUNS: dict[bytes, tuple[int, int]] = {}
"""A column's face-up cards and its face-up cards but the top one (those a part of a run may uncover), both as bits
(1 << card), by the column's key part (``State.ck``: its face-down count and cards) met so far (emptied at
``RUNS_SIZE``)."""
RUNS_SIZE = 16384
"""Entries of ``RUNS`` at most: about 170 bytes each."""
SCORE, MOVE = itemgetter(0), itemgetter(1)
CARDS = range(52)
"""The places of ``moves``' table of hosts that are cards'."""
NORMAL_TAP_COST, VEGAS_TAP_COST = 2, 25
"""How much a tap lowers a talon move's place in the order (``Moves.tap_cost``)."""
BASE = tuple((f // 2) * 13 for f in range(8))
"""The card of rank 1 of each foundation spot's suit."""


STOPS: dict[tuple[int, int, int, bool], tuple[tuple[int, int], ...]] = {}
"""``Moves.talon_stops`` per talon size, ``pos``, draw and scoring met so far (emptied at ``STOPS_SIZE``)."""
STOPS_SIZE = 4096
"""Entries of ``STOPS`` at most: an entry holds up to about 120 pairs, each shared (``PAIRS``), so at most about
4 MB (a search of 20,000 positions in Normal meets about 600 to 2,000 entries, 28 pairs each; at 1,024 a D1N
search of 60,000 positions made one in seven anew)."""
PAIRS: dict[tuple[int, int], tuple[int, int]] = {}
"""Each (taps, position) pair of ``STOPS`` once (a few thousand at most)."""


def _talon_stops(size: int, pos: int, draw: int, vegas: bool) -> tuple[tuple[int, int], ...]:
    """``Moves.talon_stops`` of a talon of ``size`` cards with ``pos`` of them in the waste."""
    stops: list[tuple[int, int]] = []
    seen: set[int] = set()
    if pos:
        stops.append((0, pos))
        seen.add(pos)

    def walk(p: int, taps: int) -> int:
        """Draw to the end of the stock from talon position ``p``; returns the taps spent."""
        while p < size:
            p = min(p + draw, size)
            taps += 1
            if p not in seen:
                seen.add(p)
                stops.append((taps, p))
        return taps

    if size:
        taps = walk(pos, 0)
        if not vegas:
            walk(0, taps + 1)  # after the recycle, one more tap
    return tuple([PAIRS.setdefault(pair, pair) for pair in stops])


SPOTS: dict[tuple[int, ...], tuple[list[int], list[int], int]] = {}
"""``_by_counts`` per foundation counts met so far (emptied at ``SPOTS_SIZE``)."""
SPOTS_SIZE = 4096
"""Entries of ``SPOTS`` at most: about 700 bytes each."""


def _by_counts(counts: tuple[int, ...]) -> tuple[list[int], list[int], int]:
    """What ``Moves.moves`` needs of the foundation counts, read only: the engine's spot for each card
    (``first_spot``: the first of its suit's two that takes it, or -1), the cards the spots take next, and
    those as bits (1 << card)."""
    spot_of = [-1] * 52
    wanted = []
    bits = 0
    for f in (7, 6, 5, 4, 3, 2, 1, 0):
        count = counts[f]
        if count < 13:
            card = BASE[f] + count
            spot_of[card] = f
            wanted.append(card)
            bits |= 1 << card
    return spot_of, wanted, bits


class Moves(State):
    """A ``State`` that lists its moves."""

    complete = True
    """False: a pruned move set (no take-backs; part of a run only to free a foundation card)."""

    @property
    def tap_cost(self) -> int:
        """How much a tap lowers a talon move's place in the order."""
        return VEGAS_TAP_COST if self.vegas else NORMAL_TAP_COST

    def talon_stops(self) -> tuple[tuple[int, int], ...]:
        """The (taps, position) pairs the talon can reach with a card on the waste, fewest taps first: they depend
        on the talon's size, ``pos``, the draw and the scoring alone (``STOPS`` keeps them)."""
        size = len(self.talon)
        index = (size, self.pos, self.draw, self.vegas)
        stops = STOPS.get(index)
        if stops is None:
            if len(STOPS) >= STOPS_SIZE:
                STOPS.clear()
            stops = STOPS[index] = _talon_stops(*index)
        return stops

    def vegas_stops(self, wanted: list[int], taken: Iterable[int]) -> list[tuple[int, int]]:
        """``talon_stops`` in Vegas (no recycle), less the stops whose card no foundation (``wanted``: the cards the
        spots take next) or column (``taken``: the cards the columns take) takes."""
        useful = set(wanted)
        useful.update(taken)
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
        """Every move worth searching here, best first.

        The work per position is kept low (speed24): the foundation counts' table is kept (``SPOTS``), the
        hosts are a list by card (speed29; by rank and colour before), a column's face-up cards are looked at only
        when one of them goes on some column's top (``RUNS``), and the pruned move set's parts of runs are left out
        before they are sorted. The moves and their order are the same."""
        cols, hid, fnd = self.cols, self.hid, self.fnd
        scored: list[tuple[int, Op]] = []
        add = scored.append
        empty = -1
        """The first empty column (-1: none)."""
        hosts: list[list[int] | None] = [None] * 53
        """The columns by a card their top takes (the two cards a top takes share one list; kings, for the talon: the
        empty column; place 52: the aces', which no card reads)."""
        taken = 0
        """The cards that have columns in ``hosts``, as bits."""
        for j, column in enumerate(cols):
            if column:
                top = column[-1]
                first, second = TAKEN[top]
                targets = hosts[first]
                if targets is None:
                    hosts[first] = hosts[second] = [j]
                    taken |= TAKEN_BITS[top]
                else:
                    targets.append(j)
            elif empty < 0:
                empty = j
        counts = tuple(fnd)
        by_counts = SPOTS.get(counts)
        if by_counts is None:
            if len(SPOTS) >= SPOTS_SIZE:
                SPOTS.clear()
            by_counts = SPOTS[counts] = _by_counts(counts)
        spot_of, wanted, wanted_bits = by_counts
        # Columns: to a foundation, whole face-up runs, parts of runs.
        complete, ck = self.complete, self.ck
        for i, column in enumerate(cols):
            if not column:
                continue
            h = hid[i]
            size = len(column)
            spot = spot_of[column[-1]]
            if spot >= 0:
                add((900 + (50 + h if h == size - 1 and h > 0 else 0), (COL_FND, i, spot)))
            if empty >= 0 and h > 0 and RANK[column[h]] == KING:
                add((1000 + h, (COL_COL, i, empty, size - h)))
            if h == size - 1:  # one face-up card
                targets = hosts[column[h]]
                if targets:
                    score = 1000 + h if h > 0 else 500  # h == 0: empties a column
                    for j in targets:
                        if j != i:
                            add((score, (COL_COL, i, j, 1)))
                continue
            known = RUNS.get(ck[i])
            if known is None:
                if len(RUNS) >= RUNS_SIZE:
                    RUNS.clear()
                below = 0
                for k in range(h, size - 1):
                    below |= 1 << column[k]
                runs = below | 1 << column[-1]
                RUNS[ck[i]] = runs, below
            else:
                runs, below = known
            if not runs & taken:  # no face-up card here goes on a column's top
                continue
            if not complete and not below & wanted_bits:
                # pruned, and no card under a face-up card can go up: the whole run only (the loop below's moves)
                targets = hosts[column[h]]
                if targets:
                    score = 1000 + h if h > 0 else 500  # h == 0: empties a column
                    for j in targets:
                        if j != i:
                            add((score, (COL_COL, i, j, size - h)))
                continue
            found = []
            """(column, place): the face-up card at the place goes on that column's top, by column."""
            for k in range(h, size):
                targets = hosts[column[k]]
                # the pruned move set: part of a run only when the card it uncovers can go up
                if targets and (complete or k == h or spot_of[column[k - 1]] >= 0):
                    found += [(j, k) for j in targets if j != i]
            if len(found) > 1:
                found.sort()
            for j, k in found:
                score = (1000 + h if h > 0 else 500) if k == h else 200  # h == 0: empties a column
                add((score, (COL_COL, i, j, size - k)))
        if empty >= 0 and not self.ordered:
            # A column set up with its face-up cards out of order (never so in a deal or in play): a king above the
            # lowest face-up card goes to an empty column with the cards on it, as part of a run does.
            for i, column in enumerate(cols):
                for k in range(hid[i] + 1, len(column)):
                    if RANK[column[k]] == KING and (complete or spot_of[column[k - 1]] >= 0):
                        add((200, (COL_COL, i, empty, len(column) - k)))
        # The talon, by the columns each card goes on.
        talon = self.talon
        if talon:
            if empty >= 0:
                hosts[KINGS[0]] = hosts[KINGS[1]] = hosts[KINGS[2]] = hosts[KINGS[3]] = [empty]
            stops: Iterable[tuple[int, int]]
            if self.vegas:
                # One pass: the stops are the waste top and every draw-th card on, in talon order; only cards
                # that a foundation or a column takes (the rank each suit's spots take next) are looked at.
                tap_cost = VEGAS_TAP_COST
                stops = self.vegas_stops(wanted, compress(CARDS, hosts))  # the cards columns take
            elif self.draw == 1:
                # Normal, draw 1: every talon place is a stop (``talon_stops``), reached by p - pos taps from the
                # waste's top on, by size - pos + 1 + p after the recycle; only the places a foundation or a column
                # takes get their taps. The moves are those of the loop below over the stops, in another order
                # before the sort, which gives them the same order: the taps of a stop are its own, so two talon
                # moves of one score are of one place, added in the same order, and the two kinds' scores never
                # meet (60 taps at most).
                pos = self.pos
                after = len(talon) - pos + 1
                for p, card in enumerate(talon, 1):
                    if hosts[card] or spot_of[card] >= 0:  # each looked up again for the few taken (speed29)
                        taps = p - pos if p >= pos else after + p
                        spot = spot_of[card]
                        if spot >= 0:
                            add((800 - NORMAL_TAP_COST * taps, (TALON, p, FND + spot, taps)))
                        targets = hosts[card]
                        if targets:
                            for j in targets:
                                add((600 - NORMAL_TAP_COST * taps, (TALON, p, j, taps)))
                tap_cost, stops = NORMAL_TAP_COST, ()
            else:
                tap_cost = NORMAL_TAP_COST
                stops = STOPS.get((len(talon), self.pos, self.draw, False)) or self.talon_stops()
            for taps, p in stops:
                card = talon[p - 1]
                spot = spot_of[card]
                if spot >= 0:
                    add((800 - tap_cost * taps, (TALON, p, FND + spot, taps)))
                targets = hosts[card]
                if targets:
                    for j in targets:
                        add((600 - tap_cost * taps, (TALON, p, j, taps)))
        # Taking back from a foundation (one spot per suit when both hold the same count).
        tops = [column[-1] if column else -1 for column in cols] if complete else []
        for f in range(8 if complete else 0):
            count = fnd[f]
            if not count or (f % 2 == 1 and fnd[f - 1] == count) or comes_straight_back(fnd, f, tops):
                continue
            card = (f // 2) * 13 + count - 1
            rank, red = RANK[card], RED[card]
            for j in range(COLUMNS):
                target = tops[j]
                if target < 0:
                    if j == empty and rank == KING:
                        add((100, (FND_COL, f, j)))
                elif RANK[target] == rank + 1 and RED[target] != red:
                    add((100, (FND_COL, f, j)))
        scored.sort(key=SCORE, reverse=True)  # stable: equal scores keep their order
        return list(map(MOVE, scored))


__all__ = ["Moves"]

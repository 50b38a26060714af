"""A solver for Double Solitaire: find a winning line, prove there is none, or say "unknown".

It is a *thoughtful* solver: it reads the face-down cards of the columns and
the order of the stock, which a player never sees. Its answer therefore says
whether a deal can be won by someone who knows every card, not whether a
player will win it.

>>> from ds.game import Game
>>> result = solve(Game.deal(EXAMPLE_WINS["D1N"]), max_seconds=30)
>>> result.verdict, result.line is not None and len(result.line) > 104
('won', True)

What it answers
---------------

``solve(game, max_nodes=..., max_seconds=...)`` returns a ``Result``:

* ``"won"``: ``result.line`` is a list of plain engine moves (draws and
  recycles included) that, replayed through ``Game.play`` from the given
  state, wins. Every line is replayed on a copy of the game through the
  checked ``play`` before it is returned; a line that does not replay would
  raise ``AssertionError`` (a bug), never be returned.
* ``"lost"``: the search went through every position reachable from the
  given one (up to the symmetries, the provably safe moves and the stuck
  positions below) and none is won. Only an exhausted search says so.
* ``"unknown"``: the budget (nodes, seconds, or both) ran out first.

``hint(game, ...)`` gives the first move of a winning line when one is found
within its budget, else a heuristic move (see ``suggest``), or None when no
useful move is left.

``Solving(game, ...)`` is the same search cut into slices: each
``step(seconds)`` searches for about that long and returns the ``Result`` once
there is one. The page runs a slice between frames, so a tap is never kept
waiting by a search (the browser has one thread for Python and input).

How it searches
---------------

Several searches take turns on one budget (``_NORMAL_PLAN``, ``_VEGAS_PLAN``):
each searches ``_TURN`` positions times its weight, pauses, and resumes where
it stopped at its next turn, until one of them answers. Deals differ in which
search wins them fast, so taking turns decides a deal about as soon as the
best of them would alone (times the plan's total weight over its own), where
searches run one after the other would wait for the first ones to spend
their share.

* Depth-first search and greedy best-first search (on cards on foundations,
  face-down cards left, empty columns, and in Vegas cards left in the waste)
  over a *pruned* move set (no take-backs; part of a run moves only when the
  card it uncovers can go up) find most wins quickly but prove nothing: when
  one runs dry it leaves the turns. In Normal scoring a second best-first
  search charges 20 points per face-down card instead of 8.
* A depth-first search over every move is the only one that may answer
  "lost", once it has searched every position.
* In Vegas the main searches are best-first and charge 30 points per card
  left in the waste (a winning one-pass line keeps the waste short: every
  card passed over must come back off it, last in first out), with their
  positions built only when taken off the heap (``lazy``: a Vegas position
  has dozens of talon plays, most never tried). There are two, one charging
  8 points per face-down card and one 20: each wins deals the other does
  not. One that charges 1 per waste card wins some deals that need a long
  waste early.

Every search keeps a transposition table of canonical positions (a position
seen once is never searched again):

* The two copies of a card are the same ``int`` in the engine, so positions
  that differ only by which copy lies where are already equal.
* Columns are symmetric: the canonical key sorts the columns (each column
  written with its face-down count and its cards, face-down ones included).
* The two spots of a suit are symmetric: the key holds each suit's pair of
  foundation counts sorted. (Moves still name the engine's spot: the solver
  keeps the real counts and always uses the first spot that accepts a card,
  as the engine does.)
* The stock and the waste are one sequence (the *talon*: the waste bottom to
  top, then the stock in the order it will be turned) and the number of its
  cards in the waste. In draw 1 with Normal scoring every talon card can be
  reached from every point of a pass, so the key leaves that number out.

Stock play is compressed into macro moves: "tap the stock ``k`` times (draws,
and in Normal at most one recycle), then play the waste's top card" onto a
foundation or a column. The solver simulates the taps exactly as the engine
does them (draw 1 or 3, fewer at the end of the stock; Vegas: one pass, no
recycle), so every waste card it plays is one the player can reach. No line
ever needs two recycles between two plays: after one recycle the passes
repeat. Taps that play nothing can always be postponed until just before the
next waste play (they touch nothing else), so the macro moves lose no line.
Normal's endless recycling terminates because the transposition table holds
the talon: a position met again is not searched again.

A *stuck* position, where some card can never leave its column (or, in Vegas, the waste), is lost and
not searched on (``_Search.stuck``, with its proof): every card it could go on, and some card its
foundation spots need first, lie under it or under cards in the same plight. Without take-backs (the
pruned searches) a card on a foundation never comes back; with them (the complete search) it may. In
Normal scoring this turned the solver's slowest deals into fast ones: on the benchmark's 200 D1N deals
the CPU time of the whole run fell from 59 s to 5 s, and in Vegas it proves more deals lost.

Provably safe foundation moves are played at once, without branching
(``safe_to_foundation``); the rule and its proof are in that function's
comment. Every other legal move is searched, ordered so that moves turning a
face-down card over come first, then foundation moves, then waste plays,
then moves that empty a column, then the rest (moves of part of a run, and
taking a card back from a foundation). A move that merely undoes the
previous one leads to a position already in the table and is cut there.
Moving a king that already lies at the bottom of a column to an empty column
changes nothing up to the column symmetry and is never generated; a king
goes to one empty column only (all empty columns are alike).

Deals it wins quickly (``EXAMPLE_WINS``): one code per mode, won in under a
second in CPython (D1V needs about 7,500 positions, D3V about 5,000, the
others a few hundred); the tests and the page's end-to-end tests replay them.
Draw 3 with one pass is rarely proven winnable: see docs/winnability.md.

The search runs in one thread with no third-party module, so it runs as it
is in the browser (Pyodide); ``ds.solver_cli`` adds the command line and the
multi-process survey.
"""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass, field

from .cards import KING, RANK, RED
from .game import Game
from .moves import Move, move_of
from .piles import COLUMN_1, FOUNDATION_1, WASTE

__all__ = ["EXAMPLE_WINS", "Result", "Solving", "hint", "safe_to_foundation", "solve", "suggest"]

EXAMPLE_WINS: dict[str, str] = {
    "D1N": "DS1-D1N-AAAAAAC",
    "D3N": "DS1-D3N-AAAAAAB",
    "D1V": "DS1-D1V-AAAAABM",
    "D3V": "DS1-D3V-JAVIBBJ",
}
"""One deal code per mode that ``solve`` wins within a few seconds (pinned by the tests)."""

WON_CARDS = 104
COLUMNS = 9

# The searches that take turns: (method, every move?, waste and face-down costs of ``score`` (best-first
# searches only), turns of _TURN).
_NORMAL_PLAN = (("dfs", False, 0, 8, 1), ("best", False, 0, 8, 1), ("lazy", False, 0, 20, 1), ("dfs", True, 0, 8, 1))
_VEGAS_PLAN = (("dfs", True, 1, 8, 1), ("lazy", False, 30, 8, 3), ("lazy", False, 30, 20, 3), ("best", False, 1, 8, 1))
_TURN = 256

# Internal move kinds (tuples: kind first).
_COL_FND = 0  # (kind, column, spot)
_COL_COL = 1  # (kind, column, column, count)
_TALON = 2  # (kind, talon position p (1-based: the card talon[p-1]), target, taps); target: column 0..8 or 100+spot
_FND_COL = 3  # (kind, spot, column)
_FND = 100


@dataclass
class Result:
    """What ``solve`` found: the verdict, a winning line (plain engine moves) when won, and the effort."""

    verdict: str
    """``"won"``, ``"lost"`` or ``"unknown"``."""
    line: list[Move] | None = None
    nodes: int = 0
    """Positions searched."""
    seconds: float = 0.0
    reason: str = field(default="")
    """For ``"unknown"``: which budget ran out."""

    @property
    def won(self) -> bool:
        return self.verdict == "won"

    def __str__(self) -> str:
        line = f", line of {len(self.line)} moves" if self.line is not None else ""
        return f"{self.verdict}{line} ({self.nodes} nodes, {self.seconds:.2f} s)"


def _first_spot(foundations: list[int], card: int) -> int:
    """The engine's spot (0..7) for ``card``: the first of its suit's row that accepts it, or -1."""
    want = RANK[card] - 1
    first = (card // 13) * 2
    if foundations[first] == want:
        return first
    if foundations[first + 1] == want:
        return first + 1
    return -1


def safe_to_foundation(foundations: list[int] | tuple[int, ...], card: int) -> bool:
    """Whether playing ``card`` (a column's top card, or the waste's top in draw 1) to its foundation now
    can never turn a winnable game into a lost one. ``foundations`` are the 8 spot counts (S1 S2 H1 H2 D1 D2 C1 C2).

    The rule: the card goes to spot F (the engine's first spot that takes it, holding rank r - 1) and
      (a) the other spot of its suit holds at least r - 1 cards;
      (b) the four spots of the opposite colour hold at least r - 1 cards each;
      (c) the two spots of the other suit of its colour hold at least r - 2 cards each.
    Aces always pass. The one-deck rule (only (b), and "ranks 1 and 2 always") is wrong with two decks:
    see the tests (two 2s of spades, the second ace of spades under one of them).

    Proof. Call a card value *dead* when both its copies are on foundations and every card that could
    lie on it in a column (opposite colour, one rank lower) is dead (aces' guests: none). By (a)-(c) and
    induction on rank, every opposite-colour card of rank <= r-1, every same-colour card of rank <= r-2,
    and the rank r-1 card of the card's own suit are dead. Dead cards taken back from a foundation can
    host only dead cards, so out of the foundations they only ever form the top part of a column; and a
    spot never needs them off for another card (a card of the suit above them is of a higher rank, which
    can only go on after them). So any winning line L can be rewritten as a winning line L* in which no
    dead card leaves its foundation: drop every take-back of a dead card and every later move of that
    copy, and move runs without their dead top part. In L* nothing ever lies on our card c (its guests
    are dead), and spots of c's suit never go below r - 1 (the rank r-1 card is dead). Now play c to F at
    once and follow L*, skipping the moves of c (moving a run topped by c moves it without c). The only
    move of L* that could then fail is the other copy c' going to a foundation: L* puts it on a spot
    holding r - 1 while c is still out, so by (a) both spots held r - 1 (a spot above r - 1 would hold a
    third copy), and with c on F the other spot still takes c'. Cards under c were turned over earlier,
    which only gives more choice. For the waste's top in draw 1 the same holds: without c the talon is
    the same sequence less c, and draw 1 reaches its cards in the same order (a draw of c is skipped).
    In draw 3 removing a waste card regroups the later passes, so the solver applies the rule to column
    tops only there. Condition (a) is needed: with spades at (1, 0), 2S on col-1 and 2S on col-2 over
    the second AS, col-1's 2S on the foundation first strands col-2's 2S and the ace under it.
    """
    rank = RANK[card]
    suit = card // 13
    first = suit * 2
    spot = _first_spot(list(foundations), card)
    if spot < 0:
        return False
    if rank == 1:
        return True
    other = first + 1 if spot == first else first
    if foundations[other] < rank - 1:
        return False
    red = RED[card]
    # Suits: S=0 (black), H=1 (red), D=2 (red), C=3 (black).
    opposite = (1, 2) if not red else (0, 3)
    for s in opposite:
        if foundations[2 * s] < rank - 1 or foundations[2 * s + 1] < rank - 1:
            return False
    same_other = {0: 3, 3: 0, 1: 2, 2: 1}[suit]
    if foundations[2 * same_other] < rank - 2 or foundations[2 * same_other + 1] < rank - 2:
        return False
    return True


_SAME_COLOUR = (3, 2, 1, 0)
"""The other suit of each suit's colour (S C, H D)."""
_OPPOSITE = ((1, 2), (0, 3), (0, 3), (1, 2))
_HOSTS = tuple(
    () if RANK[card] == KING else tuple(s * 13 + RANK[card] for s in _OPPOSITE[card // 13]) for card in range(52)
)
"""The two cards each card can lie on in a column (none for a king)."""


def _safe_cards(f: list[int]) -> tuple[int, ...]:
    """The cards ``safe_to_foundation`` accepts on foundations ``f`` (at most one per suit), computed at once.

    Only a suit's lower spot can pass condition (a), so the one candidate of a suit is the rank above it.
    """
    out = []
    for suit in range(4):
        low = min(f[2 * suit], f[2 * suit + 1])
        if low == 13:
            continue
        if low:
            o1, o2 = _OPPOSITE[suit]
            if min(f[2 * o1], f[2 * o1 + 1], f[2 * o2], f[2 * o2 + 1]) < low:
                continue
            same = _SAME_COLOUR[suit]
            if min(f[2 * same], f[2 * same + 1]) < low - 1:
                continue
        out.append(suit * 13 + low)
    return tuple(out)


class _Budget(Exception):
    pass


class _Search:
    """The search state: a compact copy of the table with its own play and undo."""

    def __init__(self, game: Game) -> None:
        self.draw = game.draw
        self.vegas = game.vegas
        self.cols = [list(column) for column in game.columns]
        self.hid = list(game.hidden)
        self.fnd = list(game.foundations)
        # The talon: the waste bottom to top, then the stock in the order it is turned.
        self.talon = list(game.waste) + list(reversed(game.stock))
        self.pos = len(game.waste)
        self.ck = [b""] * COLUMNS
        """Each column's part of the key: its face-down count, then its cards."""
        for i in range(COLUMNS):
            self._mark(i)
        self.deadline: float | None = None
        """When the search must stop (perf_counter); None: never."""
        self.quota: int | None = None
        """Pause once this many positions are searched (``Solving`` takes turns between searches); None: never."""
        self.slice_end: float | None = None
        """When the current slice of a ``Solving`` is up (perf_counter); None: no slices."""
        self.nodes = 0
        self.seen: set[bytes] = set()
        self.keep_pos = not (self.draw == 1 and not self.vegas)
        self.complete = True
        """False: search a pruned move set (no take-backs, parts of runs only to free a foundation card)."""
        self.tap_cost = 25 if self.vegas else 2
        self.waste_cost = 0
        """What ``score`` takes off per card in the waste (Vegas: a card buried in the waste is hard to get back)."""
        self.hidden_cost = 8
        """What ``score`` takes off per face-down card."""

    # --- the canonical key ---------------------------------------------------

    def key(self) -> bytes:
        parts = sorted(self.ck)
        f = self.fnd
        pairs = bytes(
            (
                min(f[0], f[1]), max(f[0], f[1]), min(f[2], f[3]), max(f[2], f[3]),
                min(f[4], f[5]), max(f[4], f[5]), min(f[6], f[7]), max(f[6], f[7]),
                255,
            )
        )
        tail = bytes(self.talon)
        if self.keep_pos:
            tail += bytes((254, self.pos))
        return b"".join(parts) + pairs + tail

    def _mark(self, i: int) -> None:
        self.ck[i] = bytes((200 + self.hid[i],)) + bytes(self.cols[i])

    # --- play and undo of internal moves -------------------------------------

    def apply(self, move: tuple) -> int:
        kind = move[0]
        if kind == _COL_FND:
            i = move[1]
            column = self.cols[i]
            column.pop()
            self.fnd[move[2]] += 1
            flip = 0
            if column and self.hid[i] == len(column):
                self.hid[i] -= 1
                flip = 1
            self._mark(i)
            return flip
        if kind == _COL_COL:
            i, j, n = move[1], move[2], move[3]
            column = self.cols[i]
            self.cols[j].extend(column[-n:])
            del column[-n:]
            flip = 0
            if column and self.hid[i] == len(column):
                self.hid[i] -= 1
                flip = 1
            self._mark(i)
            self._mark(j)
            return flip
        if kind == _TALON:
            p, target = move[1], move[2]
            old = self.pos
            card = self.talon.pop(p - 1)
            self.pos = p - 1
            if target >= _FND:
                self.fnd[target - _FND] += 1
            else:
                self.cols[target].append(card)
                self._mark(target)
            return old
        # _FND_COL
        f, j = move[1], move[2]
        self.cols[j].append((f // 2) * 13 + self.fnd[f] - 1)
        self.fnd[f] -= 1
        self._mark(j)
        return 0

    def undo(self, move: tuple, info: int) -> None:
        kind = move[0]
        if kind == _COL_FND:
            i, f = move[1], move[2]
            if info:
                self.hid[i] += 1
            self.cols[i].append((f // 2) * 13 + self.fnd[f] - 1)
            self.fnd[f] -= 1
            self._mark(i)
        elif kind == _COL_COL:
            i, j, n = move[1], move[2], move[3]
            if info:
                self.hid[i] += 1
            column = self.cols[j]
            self.cols[i].extend(column[-n:])
            del column[-n:]
            self._mark(i)
            self._mark(j)
        elif kind == _TALON:
            p, target = move[1], move[2]
            if target >= _FND:
                f = target - _FND
                card = (f // 2) * 13 + self.fnd[f] - 1
                self.fnd[f] -= 1
            else:
                card = self.cols[target].pop()
                self._mark(target)
            self.talon.insert(p - 1, card)
            self.pos = info
        else:
            f, j = move[1], move[2]
            self.cols[j].pop()
            self.fnd[f] += 1
            self._mark(j)

    # --- moves ---------------------------------------------------------------

    def forced(self) -> list[tuple]:
        """Play every provably safe foundation move; return them (internal moves with their undo info)."""
        done: list[tuple] = []
        cols, fnd = self.cols, self.fnd
        while True:
            safe = _safe_cards(fnd)
            if not safe:
                return done
            for i in range(COLUMNS):
                column = cols[i]
                if column and column[-1] in safe:
                    move = (_COL_FND, i, _first_spot(fnd, column[-1]))
                    done.append((move, self.apply(move)))
                    break
            else:
                if self.draw == 1 and self.pos > 0 and self.talon[self.pos - 1] in safe:
                    move = (_TALON, self.pos, _FND + _first_spot(fnd, self.talon[self.pos - 1]), 0)
                    done.append((move, self.apply(move)))
                else:
                    return done

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

    def _vegas_stops(self, wants: list[tuple[int, int]], hosts: dict[int, list[int]]) -> list[tuple[int, int]]:
        """``talon_stops`` in Vegas (no recycle), less the stops whose card no foundation or column takes."""
        useful = set()
        for suit in range(4):
            for rank in wants[suit]:
                if rank <= KING:
                    useful.add(suit * 13 + rank - 1)
        for index in hosts:
            rank = index // 2
            for suit in ((1, 2) if index % 2 else (0, 3)):
                useful.add(suit * 13 + rank - 1)
        talon, pos, draw = self.talon, self.pos, self.draw
        size = len(talon)
        stops = [(0, pos)] if pos and talon[pos - 1] in useful else []
        if draw == 1:
            stops.extend((p - pos, p) for p in range(pos + 1, size + 1) if talon[p - 1] in useful)
        else:
            ends = list(range(pos + draw, size + 1, draw))
            if not ends or ends[-1] != size:
                if pos < size:
                    ends.append(size)
            stops.extend((taps, p) for taps, p in enumerate(ends, 1) if talon[p - 1] in useful)
        return stops

    def moves(self) -> list[tuple]:
        """Every move worth searching here, best first."""
        cols, hid, fnd = self.cols, self.hid, self.fnd
        scored: list[tuple[int, tuple]] = []
        tops = [column[-1] if column else -1 for column in cols]
        empty = -1
        for j in range(COLUMNS):
            if not cols[j]:
                empty = j
                break
        # Columns: to a foundation, whole face-up runs, parts of runs.
        for i in range(COLUMNS):
            column = cols[i]
            if not column:
                continue
            h = hid[i]
            size = len(column)
            top = column[-1]
            spot = _first_spot(fnd, top)
            if spot >= 0:
                reveal = h == size - 1 and h > 0
                scored.append((900 + (50 + h if reveal else 0), (_COL_FND, i, spot)))
            base_card = column[h]
            base_rank = RANK[base_card]
            for j in range(COLUMNS):
                if j == i:
                    continue
                target = tops[j]
                if target < 0:
                    if j == empty and base_rank == KING and h > 0:
                        scored.append((1000 + h, (_COL_COL, i, j, size - h)))
                    continue
                k = h + base_rank - RANK[target] + 1
                if h <= k < size and RED[column[k]] != RED[target]:
                    if k == h:
                        if h > 0:
                            score = 1000 + h
                        else:
                            score = 500  # empties a column
                    else:
                        if not self.complete and _first_spot(fnd, column[k - 1]) < 0:
                            continue
                        score = 200
                    scored.append((score, (_COL_COL, i, j, size - k)))
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
            # The rank each suit's spots take next (both spots: the first one first, as the engine does).
            wants = [(fnd[2 * s] + 1, fnd[2 * s + 1] + 1) for s in range(4)]
            if self.vegas:
                # One pass: the stops are the waste top and every draw-th card on, in talon order; only cards
                # that a foundation or a column takes are looked at.
                stops = self._vegas_stops(wants, hosts)
            else:
                stops = self.talon_stops()
            for taps, p in stops:
                card = talon[p - 1]
                rank = RANK[card]
                want = wants[card // 13]
                if want[0] == rank:
                    scored.append((800 - tap_cost * taps, (_TALON, p, _FND + (card // 13) * 2, taps)))
                elif want[1] == rank:
                    scored.append((800 - tap_cost * taps, (_TALON, p, _FND + (card // 13) * 2 + 1, taps)))
                targets = hosts.get(rank * 2 + RED[card])
                if targets:
                    for j in targets:
                        scored.append((600 - tap_cost * taps, (_TALON, p, j, taps)))
        # Taking back from a foundation (one spot per suit when both hold the same count).
        for f in range(8 if self.complete else 0):
            count = fnd[f]
            if not count or (f % 2 == 1 and fnd[f - 1] == count):
                continue
            card = (f // 2) * 13 + count - 1
            rank, red = RANK[card], RED[card]
            for j in range(COLUMNS):
                target = tops[j]
                if target < 0:
                    if j == empty and rank == KING:
                        scored.append((100, (_FND_COL, f, j)))
                elif RANK[target] == rank + 1 and RED[target] != red:
                    scored.append((100, (_FND_COL, f, j)))
        scored.sort(key=lambda item: -item[0])
        return [move for _, move in scored]

    def won(self) -> bool:
        return sum(self.fnd) == WON_CARDS

    def stuck(self) -> bool:
        """Whether some card can never leave its column (or the Vegas waste): it never reaches a foundation,
        so the game is lost (with take-backs when ``complete``; the pruned searches make none: to them a card on a
        foundation stays there).

        A least fixed point over what may ever happen from here on:

        * ``top[v]``: a copy of card v may come to lie on top of a column;
        * ``sep[j][m]``: the card at place m of column j may be moved off the card under it (with the
          cards on it, if any);
        * ``low[j]``: every card of column j from place ``low[j]`` up may leave the column;
        * ``out[v]``: a copy of card v may leave its place (a talon card always may; a foundation card
          with take-backs).

        The rules: a column's top card is on top; when a card may be moved off the card under it, that
        card may come on top, and it and every card above it may leave; a talon card may come on top when
        it is a king or a card it can go on may; a card may be moved off the card under it when it is face
        up (the run on it goes along) or the card on it may be moved off it, and when it is a king (to an
        empty column, assumed there), or a card it can go on may come on top, or, with nothing left on it
        (it is on top, or the card on it may be moved off it), one of its suit's two spots may take it: the
        spot holds fewer cards than its rank and every card between has a copy that may leave its place,
        or, with take-backs, the spot holds more (it may come down).

        Proof that it is sound: each rule states a condition that any line of play meets *before* the
        event. ``sep`` is about the first time a card is moved off the card first under it: until then
        every move of the lower card carries it along (the engine moves any face-up stack whose bottom
        card fits), so that is when the lower card comes on top. A card moved off another lies on a top
        card, or is a king on an empty column, or goes up; a spot takes a rank only after the ranks below
        it (with take-backs a spot may come down and go up again, and every card on a foundation counts
        as one that may leave); a face-down card is reached only after the card on it moved off it; a
        card comes on top only where it already was, where the card on it moved off it, as the top card
        of what was moved, from the talon onto a card that was on top, or taken back from a foundation
        (which only take-backs allow, and then every foundation card counts). By induction along any line
        from here, every event of the line is in the least fixed point. A winning line moves every
        column card out; so if the fixed point leaves a card at place 0 of some column (``low[j] > 0``),
        no line wins. Cards under a card cannot host it before it moves; the least fixed point needs no
        rule for that: such a card comes on top only after the card above it moves off it.

        In Vegas the waste is one more pile (index ``COLUMNS``): the stock is never turned again, so a
        waste card is reached only once the card on it has left; only its top card counts as face up,
        none of its cards hosts another, and a waste card that leaves may come on top of a column. A
        winning line empties it too. Stock cards are taken to be free (they may leave, and come on top
        like talon cards).
        """
        cols, fnd = self.cols, self.fnd
        takebacks = self.complete
        top = [False] * 52
        """top[v]: a copy of card v can come to lie on top of a column."""
        out = [False] * 52
        """out[v]: a copy of card v can leave its place."""
        waste = self.talon[: self.pos] if self.vegas else []  # one more pile (see above); stock cards are free
        stock = self.talon[len(waste) :]
        piles = cols + [waste]
        for card in stock:
            out[card] = True
        if takebacks:
            for f in range(8):
                base = (f // 2) * 13
                for v in range(base, base + fnd[f]):
                    top[v] = out[v] = True
        low = []
        """Every card of pile j (a column, or the waste) from place low[j] up can leave it."""
        sep = []
        """sep[j][m]: the card at place m of pile j can be moved off the card under it (with what lies on it)."""
        for column in cols:
            if column:
                top[column[-1]] = True
            low.append(len(column))
            sep.append([False] * len(column))
        low.append(len(waste))
        sep.append([False] * len(waste))
        pending = low[:]
        """How many cards of each pile are not yet known to be movable off the card under them."""
        hid = self.hid + [len(waste) - 1]
        """Face-down cards per pile: the waste's are all but its top."""
        waiting = [card for card in set(stock) if not top[card]]

        def home(card: int) -> bool:
            """Whether the card, once on top of its column, may go up: to a spot below its rank that may
            come to take it, or with take-backs to a spot above it."""
            rank = RANK[card]
            first = 2 * (card // 13)
            for spot in (first, first + 1):
                if fnd[spot] < rank:
                    if reach[spot] >= rank - 1:
                        return True
                elif takebacks:
                    return True
            return False

        changed = True
        while changed:
            changed = False
            reach = []
            """The rank each spot may come to hold, by copies of the next ranks that may leave their place."""
            for spot in range(8):
                rank, base = fnd[spot], (spot // 2) * 13
                while rank < 13 and out[base + rank]:
                    rank += 1
                reach.append(rank)
            if waiting:
                still = []
                for card in waiting:
                    hosts = _HOSTS[card]
                    if not hosts or top[hosts[0]] or top[hosts[1]]:
                        top[card] = True
                        changed = True
                    else:
                        still.append(card)
                waiting = still
            for i in range(COLUMNS + 1):
                if not pending[i]:
                    continue
                lo = low[i]
                column, flags, h = piles[i], sep[i], hid[i]
                size = len(column)
                z = size - 1
                while z >= 0:
                    if z < h and not flags[z + 1]:
                        break
                    if not flags[z]:
                        card = column[z]
                        hosts = _HOSTS[card]
                        if not hosts or top[hosts[0]] or top[hosts[1]] or ((z + 1 == size or flags[z + 1]) and home(card)):
                            flags[z] = True
                            pending[i] -= 1
                            changed = True
                            if i == COLUMNS:
                                top[card] = True  # a waste card leaves for a column or a foundation
                            elif z:
                                top[column[z - 1]] = True
                            if z < lo:
                                lo = z
                        elif z < h:
                            break
                    z -= 1
                if lo < low[i]:
                    for m in range(lo, low[i]):
                        out[column[m]] = True
                    low[i] = lo
        return any(low)

    # --- the search ----------------------------------------------------------

    def pause_due(self) -> bool:
        """Whether the search should pause (its quota of positions is met, or the current slice's time is
        up), or raise _Budget when the deadline is past. The clock is read every 16 positions, or every 2 in
        slices (a page waits on them: a tap must not wait long)."""
        if self.quota is not None and self.nodes >= self.quota:
            return True
        if self.nodes & (15 if self.slice_end is None else 1):
            return False
        now = time.perf_counter()
        if self.deadline is not None and now > self.deadline:
            raise _Budget("seconds")
        return self.slice_end is not None and now > self.slice_end

    def walk(self, method: str) -> Generator[None, None, list[tuple] | None]:
        """The search ``method`` names in a plan: ``"dfs"``, ``"best"`` or ``"lazy"``."""
        return self.best_first() if method == "best" else self.lazy_best_first() if method == "lazy" else self.run()

    def run(self) -> Generator[None, None, list[tuple] | None]:
        """Depth-first search, a generator that yields when it should pause (``pause_due``); returns the
        internal winning line, or None when it has searched every position (over the pruned move set unless
        ``complete``: then None proves nothing); raises _Budget."""
        root_forced = self.forced()
        if self.won():
            return [move for move, _ in root_forced]
        self.seen.add(self.key())
        self.nodes = 1
        if self.pause_due():
            yield
        # A frame: [forced moves with undo info, moves, next index, (entering move, undo info)]
        stack: list[list] = [[root_forced, [] if self.stuck() else self.moves(), 0, None]]
        seen = self.seen
        while stack:
            frame = stack[-1]
            moves = frame[1]
            if frame[2] < len(moves):
                move = moves[frame[2]]
                frame[2] += 1
                info = self.apply(move)
                forced = self.forced()
                if self.won():
                    line = [m for m, _ in root_forced]
                    for f in stack[1:]:
                        line.append(f[3][0])
                        line.extend(m for m, _ in f[0])
                    line.append(move)
                    line.extend(m for m, _ in forced)
                    return line
                key = self.key()
                if key in seen:
                    for m, u in reversed(forced):
                        self.undo(m, u)
                    self.undo(move, info)
                    continue
                seen.add(key)
                self.nodes += 1
                if self.pause_due():
                    yield
                stack.append([forced, [] if self.stuck() else self.moves(), 0, (move, info)])
            else:
                stack.pop()
                for m, u in reversed(frame[0]):
                    self.undo(m, u)
                if frame[3] is not None:
                    self.undo(*frame[3])
        return None


    # --- best-first search (finds wins, proves nothing) ------------------------

    def encode(self) -> bytes:
        """The whole position as bytes (``decode`` restores it): foundations, waste count, talon, then the
        columns' key parts (face-down count + 200, cards), each column closed by 255."""
        return b"".join((bytes(self.fnd), bytes((self.pos,)), bytes(self.talon), b"\xff", b"\xff".join(self.ck)))

    def decode(self, data: bytes) -> None:
        self.fnd = list(data[:8])
        self.pos = data[8]
        end = data.index(255, 9)
        self.talon = list(data[9:end])
        self.ck = data[end + 1 :].split(b"\xff")
        self.cols = [list(part[1:]) for part in self.ck]
        self.hid = [part[0] - 200 for part in self.ck]

    def score(self) -> int:
        """How promising a position looks: 10 per card on the foundations and 20 per empty column, less
        ``hidden_cost`` per face-down card and ``waste_cost`` per card in the waste."""
        hidden = sum(self.hid)
        empty = sum(1 for column in self.cols if not column)
        return 10 * sum(self.fnd) - self.hidden_cost * hidden + 20 * empty - self.waste_cost * self.pos

    def best_first(self) -> Generator[None, None, list[tuple] | None]:
        """Greedy best-first search on ``score``, a generator that yields when a slice is up; returns the internal
        winning line, or None when it runs dry; raises _Budget."""
        import heapq

        root_forced = self.forced()
        if self.won():
            return [move for move, _ in root_forced]
        self.seen.add(self.key())
        states = [self.encode()]
        parents = [-1]
        steps: list[list[tuple]] = [[move for move, _ in root_forced]]
        heap = [(-self.score(), 0, 0)]
        seen = self.seen

        while heap:
            _, _, index = heapq.heappop(heap)
            self.decode(states[index])
            states[index] = b""
            self.nodes += 1
            if self.pause_due():
                yield
            if self.stuck():
                continue
            for move in self.moves():
                info = self.apply(move)
                forced = self.forced()
                if self.won():
                    return _line_to(steps, parents, index, [move] + [m for m, _ in forced])
                key = self.key()
                if key not in seen:
                    seen.add(key)
                    states.append(self.encode())
                    parents.append(index)
                    steps.append([move] + [m for m, _ in forced])
                    heapq.heappush(heap, (-self.score(), len(states) - 1, len(states) - 1))
                for m, u in reversed(forced):
                    self.undo(m, u)
                self.undo(move, info)
        return None

    def score_after(self, base: int, move: tuple) -> int:
        """``score`` of the position ``move`` leads to (before safe foundation moves), from ``base``, this
        position's score, without playing it."""
        kind = move[0]
        cols = self.cols
        if kind == _TALON:
            target = move[2]
            return base - self.waste_cost * (move[1] - 1 - self.pos) + (10 if target >= _FND else -20 if not cols[target] else 0)
        if kind == _COL_COL:
            i = move[1]
            rest = len(cols[i]) - move[3]
            return base + (20 if not rest else self.hidden_cost if self.hid[i] == rest else 0) - (20 if not cols[move[2]] else 0)
        if kind == _COL_FND:
            i = move[1]
            rest = len(cols[i]) - 1
            return base + 10 + (20 if not rest else self.hidden_cost if self.hid[i] == rest else 0)
        if kind == _FND_COL:
            return base - 10 - (20 if not cols[move[2]] else 0)
        info = self.apply(move)
        score = self.score()
        self.undo(move, info)
        return score

    def lazy_best_first(self) -> Generator[None, None, list[tuple] | None]:
        """Greedy best-first search like ``best_first``, but a position is only built when it comes off the
        heap: a move waits there scored by the position it leads to before the safe foundation moves
        (``apply``, ``score``, ``undo``: no key, no copy). Vegas positions have dozens of talon plays each,
        most never taken, so this expands many more positions per second. Finds wins, proves nothing;
        returns the internal winning line, or None when it runs dry; raises _Budget."""
        import heapq

        root_forced = self.forced()
        if self.won():
            return [move for move, _ in root_forced]
        seen = self.seen
        seen.add(self.key())
        states = [self.encode()]
        parents = [-1]
        steps: list[list[tuple]] = [[move for move, _ in root_forced]]
        heap: list[tuple] = []
        counter = 0

        def push_children(index: int) -> None:
            nonlocal counter
            base = self.score()
            after = self.score_after
            for move in self.moves():
                counter += 1
                heapq.heappush(heap, (-after(base, move), counter, index, move))

        self.nodes = 1
        if self.pause_due():
            yield
        if not self.stuck():
            push_children(0)
        while heap:
            _, _, parent, move = heapq.heappop(heap)
            self.decode(states[parent])
            self.apply(move)
            forced = [m for m, _ in self.forced()]
            if self.won():
                return _line_to(steps, parents, parent, [move] + forced)
            key = self.key()
            if key in seen:
                continue
            seen.add(key)
            self.nodes += 1
            if self.pause_due():
                yield
            if self.stuck():
                continue
            states.append(self.encode())
            parents.append(parent)
            steps.append([move] + forced)
            push_children(len(states) - 1)
        return None


def _line_to(steps: list[list[tuple]], parents: list[int], index: int, last: list[tuple]) -> list[tuple]:
    """A best-first search's internal line to the position ``index`` (by ``parents``, each reached by its
    ``steps``), then ``last``."""
    chunks = [last]
    while index >= 0:
        chunks.append(steps[index])
        index = parents[index]
    return [move for chunk in reversed(chunks) for move in chunk]


def _expand(game: Game, line: list[tuple]) -> list[Move]:
    """Turn an internal line into engine moves, replaying it on a copy of ``game`` through the checked ``play``."""
    twin = game.copy()
    out: list[Move] = []

    def play(move: Move) -> None:
        twin.play(move)
        out.append(move)

    for move in line:
        kind = move[0]
        if kind == _COL_FND:
            src = COLUMN_1 + move[1]
            card = twin.columns[move[1]][-1]
            target = twin.foundation_for(card)
            assert target == FOUNDATION_1 + move[2], "solver and engine disagree on a foundation spot"
            play(move_of(src, target))
        elif kind == _COL_COL:
            play(move_of(COLUMN_1 + move[1], COLUMN_1 + move[2], move[3]))
        elif kind == _TALON:
            for _ in range(move[3]):
                tap = twin.stock_move()
                assert tap is not None, "the solver tapped a spent stock"
                play(tap)
            assert len(twin.waste) == move[1], "the solver's talon is out of step with the engine"
            target = move[2]
            if target >= _FND:
                dst = twin.foundation_for(twin.waste[-1])
                assert dst == FOUNDATION_1 + target - _FND, "solver and engine disagree on a foundation spot"
            else:
                dst = COLUMN_1 + target
            play(move_of(WASTE, dst))
        else:
            play(move_of(FOUNDATION_1 + move[1], COLUMN_1 + move[2]))
    assert twin.is_won(), "the solver's line does not win"
    return out


def solve(game: Game, *, max_nodes: int | None = None, max_seconds: float | None = None) -> Result:
    """Search ``game`` (left unchanged) for a win: ``Result.verdict`` is ``"won"``, ``"lost"`` or ``"unknown"``.

    ``max_nodes`` and ``max_seconds`` bound the search (None: no bound; with neither, the search may run
    a very long time). A ``"won"`` result carries ``line``, plain engine moves already replayed to a win.
    """
    result = Solving(game, max_nodes=max_nodes, max_seconds=max_seconds).step()
    assert result is not None
    return result


class Solving:
    """A ``solve`` that runs in slices, so that a page can search between frames and stay responsive.

    ``step(seconds)`` searches for about that long (at least one position) and returns the ``Result``
    once there is one, else None; ``step()`` searches to the end. ``max_seconds`` counts wall-clock time
    from the creation, pauses between slices included. The game is copied: later moves on it do not
    disturb the search.

    >>> solving = Solving(Game.deal(EXAMPLE_WINS["D1N"]), max_nodes=20_000)
    >>> while solving.step(0.005) is None:
    ...     pass
    >>> solving.result.verdict
    'won'
    """

    def __init__(self, game: Game, *, max_nodes: int | None = None, max_seconds: float | None = None) -> None:
        self.game = game.copy()
        self.result: Result | None = None
        self._start = time.perf_counter()
        self._slice_end: float | None = None
        self._steps = self._turns(max_nodes, max_seconds)

    def step(self, seconds: float | None = None) -> Result | None:
        if self.result is None:
            self._slice_end = None if seconds is None else time.perf_counter() + seconds
            try:
                next(self._steps)
            except StopIteration as stop:
                self.result = stop.value
        return self.result

    def _turns(self, max_nodes: int | None, max_seconds: float | None) -> Generator[None, None, Result]:
        """The searches of the mode's plan, taking turns (each resumes where it paused) until one answers or
        the budget runs out; a generator that yields when a slice is up and returns the ``Result``."""
        game, start = self.game, self._start
        if game.is_won():
            return Result("won", [], 0, 0.0)
        deadline = None if max_seconds is None else start + max_seconds
        runs = []
        for method, complete, waste_cost, hidden_cost, weight in _VEGAS_PLAN if game.vegas else _NORMAL_PLAN:
            search = _Search(game)
            search.complete = complete
            search.waste_cost = waste_cost
            search.hidden_cost = hidden_cost
            search.deadline = deadline
            runs.append((search, search.walk(method), weight))

        def result(verdict: str, line: list[Move] | None = None, reason: str = "") -> Result:
            nodes = sum(search.nodes for search, _, _ in runs)
            return Result(verdict, line, nodes, time.perf_counter() - start, reason)

        active = list(runs)
        while True:
            for run in list(active):
                search, walk, weight = run
                turn = _TURN * weight
                if max_nodes is not None:
                    turn = min(turn, max_nodes - sum(other.nodes for other, _, _ in runs))
                    if turn <= 0:
                        return result("unknown", reason="nodes budget ran out")
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
                        return result("won", _expand(game, stop.value))
                    if search.complete:
                        return result("lost")
                    active.remove(run)  # a pruned search ran dry: that proves nothing
                except _Budget:
                    return result("unknown", reason="seconds budget ran out")


def hint(game: Game, max_nodes: int | None = 20_000, max_seconds: float | None = 1.0) -> Move | None:
    """A move to suggest, from a ``solve`` within the budget: see ``suggest``."""
    if game.is_won():
        return None
    return suggest(game, solve(game, max_nodes=max_nodes, max_seconds=max_seconds))


def suggest(game: Game, result: Result) -> Move | None:
    """The move to suggest in ``game`` given a ``result`` of solving it: the first move of the winning line;
    else the first move of the solver's best-ordered move (a safe foundation move, a move turning a
    face-down card over, a foundation move, a waste play found by tapping the stock, ...), as its first
    engine move (which may be a tap on the stock); None when the game is won, proven lost, or no card
    can move anywhere."""
    if game.is_won() or result.verdict == "lost":
        return None
    if result.verdict == "won":
        return result.line[0] if result.line else None
    search = _Search(game)
    forced = search.forced()
    if forced:
        first = forced[0][0]
        for m, u in reversed(forced):
            search.undo(m, u)
    else:
        moves = search.moves()
        if not moves:
            return None
        first = moves[0]
    return _first_engine_move(game, first)


def _first_engine_move(game: Game, move: tuple) -> Move:
    kind = move[0]
    if kind == _COL_FND:
        return move_of(COLUMN_1 + move[1], FOUNDATION_1 + move[2])
    if kind == _COL_COL:
        return move_of(COLUMN_1 + move[1], COLUMN_1 + move[2], move[3])
    if kind == _TALON:
        if move[3]:
            tap = game.stock_move()
            assert tap is not None
            return tap
        target = move[2]
        return move_of(WASTE, FOUNDATION_1 + target - _FND if target >= _FND else COLUMN_1 + target)
    return move_of(FOUNDATION_1 + move[1], COLUMN_1 + move[2])


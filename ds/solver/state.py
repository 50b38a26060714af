"""The solver's compact copy of a table: its canonical key, and play and undo of the solver's own moves.

The solver's moves are tuples, kind first:

* ``(COL_FND, column, spot)``: a column's top card to foundation spot 0..7;
* ``(COL_COL, column, column, count)``: the top ``count`` cards of a column onto another;
* ``(TALON, p, target, taps)``: tap the stock ``taps`` times (draws, and in Normal at most one recycle)
  so that the talon card at position ``p`` (1-based: ``talon[p - 1]``) is the waste's top, then play it
  to ``target``: a column 0..8, or ``FND`` + spot;
* ``(FND_COL, spot, column)``: take a foundation's top card back onto a column;
* ``(MACRO, move, move, ...)``: the moves in it, in order (the complete search's run transfers followed by
  the move they make room for: ``runs.class_moves``).

>>> from ds.game import Game
>>> state = State(Game.deal("DS1-D1V-AAAAAAB"))
>>> len(state.talon), state.pos, state.hid
(59, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8])
>>> before = state.key()
>>> move = (TALON, 1, 0, 1)  # draw one card, play it on column 1 (whatever it is: play and undo do not check)
>>> info = state.apply(move)
>>> state.undo(move, info)
>>> state.key() == before
True
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from ..game import Game
from ..scoring import RECYCLE, TO_FOUNDATION, TURN_OVER, VEGAS_TO_FOUNDATION, WASTE_TO_COLUMN
from .safe import CACHE_SIZE, first_spot, safe_cards

WON_CARDS = 104
COLUMNS = 9

COL_FND = 0
COL_COL = 1
TALON = 2
FND_COL = 3
MACRO = 4
FND = 100
"""A talon move's target ``FND + spot`` is a foundation spot; below it, a column."""

Op = tuple[Any, ...]
"""An internal move: a tuple of ints, kind first (a ``MACRO`` holds moves)."""
HEADS = tuple(bytes((200 + hidden,)) for hidden in range(56))
"""A column's key part starts with its face-down count + 200."""
MOST_HIDDEN = len(HEADS) - 1
"""The most face-down cards in a column the keys hold (a deal has at most 8; a hand-made position may have more)."""
SAFE_SETS: dict[tuple[int, ...], frozenset[int]] = {}
"""``safe.safe_cards`` as a set per foundation counts met so far, for ``forced`` (emptied at ``CACHE_SIZE``)."""
LAST = itemgetter(-1)
POS_BYTES = tuple(bytes((254, pos)) for pos in range(256))
"""``key``'s last part where it holds ``pos``: 254, then ``pos``."""
PAIRS: dict[tuple[int, ...], bytes] = {}
"""The foundations' part of ``key_tail`` per foundation counts met so far (emptied at ``CACHE_SIZE``)."""


def _pairs(f: tuple[int, ...]) -> tuple[int, ...]:
    """The counts with each suit's two spots sorted."""
    return (
        min(f[0], f[1]), max(f[0], f[1]), min(f[2], f[3]), max(f[2], f[3]),
        min(f[4], f[5]), max(f[4], f[5]), min(f[6], f[7]), max(f[6], f[7]),
    )


class State:
    """The table as the solver keeps it: columns, face-down counts, foundation counts and the *talon* (the
    waste bottom to top, then the stock in the order it is turned), with ``pos`` of its cards in the waste."""

    def __init__(self, game: Game) -> None:
        self.draw = game.draw
        self.vegas = game.vegas
        self.cols: list[list[int]] = [list(column) for column in game.columns]
        self.hid = list(game.hidden)
        self.fnd = list(game.foundations)
        self.talon: list[int] = [*game.waste, *reversed(game.stock)]
        self.pos = len(game.waste)
        self.ordered = game._runs
        """Whether every column's face-up cards go down a rank at a time in alternating colours (``Game._runs``): always
        so in a deal and in play. A hand-made position may have other columns, whose kings above their lowest face-up
        card ``Moves.moves`` moves too, and whose positions the complete search of draw 3 Vegas does not merge."""
        self.ck = [b""] * COLUMNS
        """Each column's part of the key: its face-down count, then its cards."""
        for i in range(COLUMNS):
            self._mark(i)
        self.built = -1
        """The built position of a best-first search (``Search._keep``) that this state is, as its index (-1: none
        known): ``Search._child`` decodes it only when it is another (speed24)."""
        self.keep_pos = not (self.draw == 1 and not self.vegas)
        """Whether the key holds ``pos``: in draw 1 with Normal scoring every talon card is reachable from
        every point of a pass, so positions that differ only there are the same."""

    # --- the canonical key ---------------------------------------------------

    def key(self) -> bytes:
        """The position up to its symmetries: the columns sorted, each suit's two spots sorted.

        The two copies of a card are the same ``int`` already; columns are interchangeable, and so are the
        two spots of a suit (moves still name the engine's spot: the state keeps the real counts)."""
        parts = sorted(self.ck)  # key_tail's parts joined at once (speed25)
        parts.append(PAIRS.get(tuple(self.fnd)) or self.pairs())
        parts.append(bytes(self.talon))
        if self.keep_pos:
            parts.append(POS_BYTES[self.pos])
        return b"".join(parts)

    def key_tail(self) -> bytes:
        """The part of ``key`` after the columns: the foundations (each suit's spots sorted) and the talon."""
        counts = tuple(self.fnd)
        pairs = PAIRS.get(counts)
        if pairs is None:
            pairs = self.pairs()
        tail = bytes(self.talon)
        if self.keep_pos:
            tail += POS_BYTES[self.pos]
        return pairs + tail

    def pairs(self) -> bytes:
        """The foundations' part of ``key_tail``: the counts, each suit's spots sorted, then 255."""
        counts = tuple(self.fnd)
        pairs = PAIRS.get(counts)
        if pairs is None:
            if len(PAIRS) >= CACHE_SIZE:
                PAIRS.clear()
            pairs = PAIRS[counts] = bytes((*_pairs(counts), 255))
        return pairs

    def stuck_key(self, key: bytes | None = None) -> bytes:
        """The part of ``key`` (this position's ``key``; None: built here) before the talon: the columns sorted
        and the foundations (each suit's spots sorted), closed by 255."""
        if key is None:
            return b"".join(sorted(self.ck)) + self.pairs()
        cut = len(self.talon) + (2 if self.keep_pos else 0)
        return key[:-cut] if cut else key

    def _mark(self, i: int) -> None:
        self.ck[i] = HEADS[self.hid[i]] + bytes(self.cols[i])

    def encode(self) -> bytes:
        """The whole position as bytes (``decode`` restores it): foundations, waste count, talon, then the
        columns' key parts (face-down count + 200, cards), each column closed by 255."""
        return b"".join((bytes(self.fnd), bytes((self.pos,)), bytes(self.talon), b"\xff", b"\xff".join(self.ck)))

    def decode(self, data: bytes) -> None:
        self.built = -1
        self.fnd = list(data[:8])
        self.pos = data[8]
        end = data.index(255, 9)
        self.talon = list(data[9:end])
        self.ck = data[end + 1 :].split(b"\xff")
        self.cols = [list(part[1:]) for part in self.ck]
        self.hid = [part[0] - 200 for part in self.ck]

    def won(self) -> bool:
        return sum(self.fnd) == WON_CARDS

    # --- play and undo -------------------------------------------------------

    def apply(self, move: Op) -> int:
        """Play an internal move (unchecked); returns what ``undo`` needs: whether a card was turned over
        (column moves), or the waste count before (talon moves). (``_mark`` is written out here and in ``undo``.)"""
        kind = move[0]
        if kind == COL_FND:
            i = move[1]
            column = self.cols[i]
            column.pop()
            self.fnd[move[2]] += 1
            flip = 0
            if column and self.hid[i] == len(column):
                self.hid[i] -= 1
                flip = 1
            self.ck[i] = HEADS[self.hid[i]] + bytes(self.cols[i])
            return flip
        if kind == COL_COL:
            i, j, n = move[1], move[2], move[3]
            hid = self.hid
            column, other = self.cols[i], self.cols[j]
            other.extend(column[-n:])
            del column[-n:]
            flip = 0
            if column and hid[i] == len(column):
                hid[i] -= 1
                flip = 1
            ck = self.ck
            ck[i] = HEADS[hid[i]] + bytes(column)
            ck[j] = HEADS[hid[j]] + bytes(other)
            return flip
        if kind == TALON:
            p, target = move[1], move[2]
            old = self.pos
            card = self.talon.pop(p - 1)
            self.pos = p - 1
            if target >= FND:
                self.fnd[target - FND] += 1
            else:
                column = self.cols[target]
                column.append(card)
                self.ck[target] = HEADS[self.hid[target]] + bytes(column)
            return old
        if kind == MACRO:
            return [self.apply(part) for part in move[1:]]  # type: ignore[return-value]
        f, j = move[1], move[2]  # FND_COL
        self.cols[j].append((f // 2) * 13 + self.fnd[f] - 1)
        self.fnd[f] -= 1
        self.ck[j] = HEADS[self.hid[j]] + bytes(self.cols[j])
        return 0

    def undo(self, move: Op, info: int) -> None:
        kind = move[0]
        if kind == COL_FND:
            i, f = move[1], move[2]
            if info:
                self.hid[i] += 1
            self.cols[i].append((f // 2) * 13 + self.fnd[f] - 1)
            self.fnd[f] -= 1
            self.ck[i] = HEADS[self.hid[i]] + bytes(self.cols[i])
        elif kind == COL_COL:
            i, j, n = move[1], move[2], move[3]
            hid = self.hid
            if info:
                hid[i] += 1
            column, other = self.cols[j], self.cols[i]
            other.extend(column[-n:])
            del column[-n:]
            ck = self.ck
            ck[i] = HEADS[hid[i]] + bytes(other)
            ck[j] = HEADS[hid[j]] + bytes(column)
        elif kind == TALON:
            p, target = move[1], move[2]
            if target >= FND:
                f = target - FND
                card = (f // 2) * 13 + self.fnd[f] - 1
                self.fnd[f] -= 1
            else:
                column = self.cols[target]
                card = column.pop()
                self.ck[target] = HEADS[self.hid[target]] + bytes(column)
            self.talon.insert(p - 1, card)
            self.pos = info
        elif kind == MACRO:
            for part, part_info in zip(reversed(move[1:]), reversed(info)):  # type: ignore[call-overload]
                self.undo(part, part_info)
        else:
            f, j = move[1], move[2]
            self.cols[j].pop()
            self.fnd[f] += 1
            self.ck[j] = HEADS[self.hid[j]] + bytes(self.cols[j])

    def scored(self, score: int, move: Op, info: int) -> int:
        """The game's score after ``move``, just applied (``info``: what ``apply`` returned), from ``score``
        before it: the engine's points (``ds.scoring``), the Normal floor at 0 included."""
        kind = move[0]
        if kind == MACRO:  # run transfers score nothing (no card turned over): the last move scores
            return self.scored(score, move[-1], info[-1])  # type: ignore[index]
        if self.vegas:
            to_foundation = kind == COL_FND or (kind == TALON and move[2] >= FND)
            return score + VEGAS_TO_FOUNDATION if to_foundation else score
        if kind == COL_FND:
            return score + TO_FOUNDATION + TURN_OVER * info
        if kind == COL_COL:
            return score + TURN_OVER * info
        if kind == TALON:
            if move[3]:
                size = len(self.talon) + 1  # before the card left
                if move[3] > -(-(size - info) // self.draw):  # more taps than draws to the end: a recycle
                    score = max(0, score + RECYCLE)
            return score + (TO_FOUNDATION if move[2] >= FND else WASTE_TO_COLUMN)
        return score

    def forced(self) -> list[tuple[Op, int]]:
        """Play every provably safe foundation move (``safe.safe_to_foundation``); return them, each with its
        undo info. The waste's top too, but not in draw 3 with Normal scoring: there, taking a card out of the
        waste regroups the draws after the next recycle. In draw 1 Vegas the stock's next card too, drawn and
        played at once (the waste stays as it was)."""
        done: list[tuple[Op, int]] = []
        cols, fnd = self.cols, self.fnd
        while True:
            counts = tuple(fnd)
            safe = SAFE_SETS.get(counts)
            if safe is None:
                if len(SAFE_SETS) >= CACHE_SIZE:
                    SAFE_SETS.clear()
                safe = SAFE_SETS[counts] = frozenset(safe_cards(fnd))
            if not safe:
                return done
            # the tops looked at in C first (most positions have no safe top: speed25), then the first one found
            if not safe.isdisjoint(map(LAST, filter(None, cols))):
                for i in range(COLUMNS):
                    column = cols[i]
                    if column and column[-1] in safe:
                        move: Op = (COL_FND, i, first_spot(fnd, column[-1]))
                        done.append((move, self.apply(move)))
                        break
            else:
                pos, talon = self.pos, self.talon
                if (self.draw == 1 or self.vegas) and pos > 0 and talon[pos - 1] in safe:
                    move = (TALON, pos, FND + first_spot(fnd, talon[pos - 1]), 0)
                elif self.draw == 1 and self.vegas and pos < len(talon) and talon[pos] in safe:
                    move = (TALON, pos + 1, FND + first_spot(fnd, talon[pos]), 1)
                else:
                    return done
                done.append((move, self.apply(move)))


__all__ = ["COLUMNS", "COL_COL", "COL_FND", "FND", "FND_COL", "HEADS", "MACRO", "TALON", "WON_CARDS", "Op", "State"]

"""Hosts by the one pass's order: a Vegas position whose waste must put more cards on a column than there can be
cards for them to lie on is lost (the complete search in draw 3 Vegas cuts it, as a stuck one).

Proof. Take a Vegas position and a line that wins from it, and a card x of the waste. Every waste card leaves
the waste in a won game, top first (nothing is put back on the waste but the stock's cards, and those go on
top), so at the moment T just before x leaves, the cards above x in the waste have left, and x and the cards
under it are still there. Look at the cards that *must lie on a host* at T, of one value v (suit s, rank r, not
a king):

* the copies of v above x in the waste, and those that lie on another card in a column now (a face-up card
  on a face-up card): such a copy is at T on a foundation or in a column, and in a column it lies on a card
  that takes it, or at the place 0 of a column, where only a king goes (no card goes back to the waste or
  the stock, nor under a face-down card); a card lying on another stays on one until it goes up;
* of them at most m can be on a foundation at T, where m is the fewest copies out of the waste at T (so out of
  x and the cards under it) among the ranks 1 .. r - 1 of suit s: a spot that holds v holds a copy of each of
  these ranks, and the two spots of s hold different copies.

So at T at least ``above(v) - m(v)`` copies of v lie each on a card of v's *host class* (rank r + 1, the other
colour), summed over the two suits of v's colour, and no card holds two. A host in the waste at T (x or under
it) holds nothing; so if for some x and some class the cards that must lie on a host outnumber the copies of
the host class out of the waste at T, no line wins: the position is lost. (A host may be face down, on a
foundation, or under other cards: counting it anyway only weakens the test.)

The check runs x from the waste's top down. Moving x one card down takes one card c out of "x and under"
and into "above": the copies out of the waste only grow, so m and every class's hosts only grow, and
``above`` grows by one copy of c, so only c's own class may come to have more cards to hold than hosts
(its other suit's part and the other classes only lose some or keep what they had): after one check of every
class with x the top card, each step checks c's class alone.
"""

from __future__ import annotations

from ..cards import RANK, RED
from .state import State

SAME_COLOUR = tuple(tuple(base for base in (0, 13, 26, 39) if RED[base] == RED[card]) for card in range(52))
"""The cards of rank 1 of the two suits of each card's colour."""
CLASSES = tuple(base + rank for base in (0, 13) for rank in range(12))
"""One card of each class but the kings': ranks 1 to 12 of spades (black) and of hearts (red)."""
OTHER_COLOUR = tuple(tuple(base for base in (0, 13, 26, 39) if RED[base] != RED[card]) for card in range(52))
"""The cards of rank 1 of the two suits of the other colour than each card's."""


def _short(above: list[int], out: list[int], card: int) -> bool:
    """Whether more cards of ``card``'s class must lie on a host than its host class has copies out of the waste
    (``above``: copies per card value that must be on a foundation or on a host; ``out``: copies out of the
    waste)."""
    rank = RANK[card] - 1  # 0-based
    guests = 0
    for base in SAME_COLOUR[card]:
        count = above[base + rank]
        if count:
            m = 2
            for k in range(base, base + rank):
                if out[k] < m:
                    m = out[k]
                    if not m:
                        break
            if count > m:
                guests += count - m
    if not guests:
        return False
    hosts = 0
    for base in OTHER_COLOUR[card]:
        hosts += out[base + rank + 1]
    return guests > hosts


def short_of_hosts(state: State) -> bool:
    """Whether some card of the waste, when it leaves, leaves more cards that must lie on a host than hosts out of
    the waste (the module's proof): the position is lost. Vegas only (a Normal waste goes back to the stock)."""
    talon, pos = state.talon, state.pos
    if not pos:
        return False
    above = [0] * 52
    for column, h in zip(state.cols, state.hid):
        for card in column[h + 1 :]:
            above[card] += 1
    out = [2] * 52
    for card in talon[:pos]:
        out[card] -= 1
    for card in CLASSES:  # x is the waste's top: every class
        if _short(above, out, card):
            return True
    for i in range(pos - 1, 0, -1):  # x one card down: talon[i] goes above
        card = talon[i]
        out[card] += 1
        above[card] += 1
        if RANK[card] < 13 and _short(above, out, card):
            return True
    return False


__all__ = ["short_of_hosts"]

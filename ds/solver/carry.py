"""The stuck test's "not stuck" carried over a move: most positions a search tests are one move from a position the
test found not stuck, and a few lookups then give the same answer as the whole test (Normal scoring only).

>>> from ds.game import Game
>>> from ds.solver.moves import Moves
>>> from ds.solver.stuck import stuck
>>> state = Moves(Game.deal("DS1-D1N-AAAAAAB"))
>>> stuck(state, takebacks=False, stages=False)
False
>>> move = state.moves()[0]
>>> info = state.apply(move)
>>> carries(state, move, takebacks=False) and not stuck(state, takebacks=False, stages=False)
True

Let P be a Normal position the stuck test (``stuck.stuck``) finds not stuck, and C the position ``move`` leads to
from P, before any safe move. The test's least fixed point is made of facts about card values (``free``, a copy of
v comes on top, ``out``, ``home``, ``down``, ``empty``) and about places (``sep``); its answer is False exactly when
every column's card at place 0 may be moved off (every column may empty). We show that C's fixed point holds every
fact of P's, read on C's piles, under the conditions below; then every column of C may empty, as in P, and the
answer is False.

**A move onto a column** (``COL_COL``, or ``TALON`` to a column): the cards X (c at their bottom, every card of X
face up) leave a pile S (a column, where the card u under c, if any, comes on top: face up now; or the talon) for
the top of column j, onto its top card h (or onto nothing: a king on an empty column). Lemma: *if in C's fixed point
c may be moved off the card under it (``sep`` at c's place), C's fixed point holds P's.* By induction along a
derivation of P's fixed point, each fact of P holds in C: the value rules are the same rules of the same value
facts (the foundations are the same), and the rules of a pile are the same but for S and j. Column j in C is P's
column j with X on top: once c may be moved off h (the premise), h comes on top, as it is in P, and from there
every rule reads the same cards as in P, with ``sep`` of the card above h true, as "on top" is in P (a king on
a column empty in P: column j may empty, so ``empty`` holds, as it does in P from the start). X's cards have the
same cards under them in C but c; each of their rules reads the same facts, and c's ``sep`` holds in C, so its
consequences do: u on top (in C from the start), X's cards ``out``. X from the talon (a talon card of P: ``out``
from the start, on top once ``free``) is on top in C from the start, and ``out`` once c's ``sep`` holds. The rest
of column S (u, then the cards under it) is on top in C from the start where P needs c's ``sep`` first; and a
column S that X leaves empty is empty in C. The lemma holds with take-backs too (their rules are value rules of the same
foundations).

So the answer is False once c's ``sep`` is found: ``goal_of`` names its place and ``stuck.stuck`` stops there (the
whole test otherwise). ``carries`` finds it without the test when c's ``sep`` holds in C's first round: c is
``free`` (``_free``), or X is c alone and it may go up (``_home``), or, c a king on a column that was empty,
another column is empty or may empty in its first round (``_empties``: a column with no face-down card whose card
at place 0 is ``free``, the run on it going along).

**A move to a foundation** (``COL_FND``, or ``TALON`` to spot f), without take-backs: c leaves the top of column i
(u under it comes on top) or the talon, for spot f, which held rank(c) - 1. C's values differ from P's in three
facts of c alone: ``out[c]``, which only lets a spot's reach pass rank(c): f's reach in C starts above it, and
any other spot's reach in P through rank(c) and up gives ``home`` only to cards that f in C gives it to too (the
same ranks above, by the same ``out``); ``home[c]``, which in P holds from the start (f takes c); and c coming on
top, which frees c's guests (in P from the start, or, from the talon, once c is ``free``). The rest is as above
(u on top, and ``empty`` if the column is left empty, are from the start in C). So C's fixed point holds P's when
(H) ``home[c]``'s consequences hold in C: the other copy c' is on a foundation or in the talon (``home`` is only read
of column cards), or the other spot may take it (``_home``), or c is ``free`` in C (c' may then be moved off
whatever is on it), and (G) so do the freed guests': each guest g has both copies on foundations (``free[g]`` is
only read of copies of g in a column or the talon), or is an ace (an ace not up has a spot at 0, so it may go up
from the start; nothing lies on it; it frees nothing), or is ``free`` in C; or c left the talon and c' is in the
talon (it comes on top exactly when c did in P).

The searches ask ``carries`` (and pass ``goal_of``) only after a move with no safe move after it (``State.forced``
played none), so that C is the position tested.

``free`` (``_free``) is found from C's first facts: a card is ``free`` when a column's top card can take it (a king:
when a column is empty), or a talon card that can take it is ``free`` (it comes on top then), two talon cards deep.
"""

from __future__ import annotations

from .safe import HOSTS, OPPOSITE
from .state import COL_COL, COL_FND, COLUMNS, FND, TALON, Op, State
from .stuck import NO_GOAL

DEPTH = 2
"""How many talon cards deep ``_free`` looks for a card's host."""


def carries(state: State, move: Op, takebacks: bool) -> bool:
    """Whether ``state``, just reached by ``move`` (no safe move after it) from a position the stuck test found not
    stuck (with ``takebacks`` as there), is not stuck either by the rules above. Normal scoring only."""
    kind = move[0]
    cols, talon, fnd = state.cols, state.talon, state.fnd
    tops = [column[-1] for column in cols if column]
    empty = len(tops) < COLUMNS
    if kind == COL_COL or (kind == TALON and move[2] < FND):
        j = move[2]
        n = move[3] if kind == COL_COL else 1
        column = cols[j]
        card = column[-n]
        if _free(tops, talon, empty, card, DEPTH):
            return True
        if len(column) == n:  # a king on a column that was empty
            return _empties(state, tops)
        if n == 1:
            spot = (card // 13) * 2
            return _home(fnd, talon, spot, card) or _home(fnd, talon, spot + 1, card)
        return False
    if takebacks or not (kind == COL_FND or kind == TALON):
        return False
    spot = move[2] - FND if kind == TALON else move[2]
    rank = fnd[spot]
    suit = spot // 2
    card = suit * 13 + rank - 1
    spare = card in talon  # the other copy
    if not (  # (H)
        fnd[spot ^ 1] >= rank or spare or _home(fnd, talon, spot ^ 1, card) or _free(tops, talon, empty, card, DEPTH)
    ):
        return False
    if rank <= 2 or (kind == TALON and spare):
        return True  # no guest but aces, or c' comes on top when c did
    for other in OPPOSITE[suit]:  # (G): the guests
        guest = other * 13 + rank - 2
        if min(fnd[2 * other], fnd[2 * other + 1]) < rank - 1 and not _free(tops, talon, empty, guest, DEPTH):
            return False
    return True


def goal_of(state: State, move: Op) -> tuple[int, int]:
    """The (column, place) of the card c at the bottom of what ``move`` put on a column (``state`` is just after it),
    or ``NO_GOAL``: once c may be moved off the card under it, the position is not stuck (the lemma above)."""
    kind = move[0]
    if kind == COL_COL:
        j = move[2]
        return j, len(state.cols[j]) - move[3]
    if kind == TALON and move[2] < FND:
        j = move[2]
        return j, len(state.cols[j]) - 1
    return NO_GOAL


def _free(tops: list[int], talon: list[int], empty: bool, card: int, depth: int) -> bool:
    """Whether ``card`` is ``free`` by a column's top card, an empty column, or a talon card ``depth`` deep."""
    hosts = HOSTS[card]
    if not hosts:
        return empty
    first, second = hosts
    if first in tops or second in tops:
        return True
    return depth > 0 and (
        (first in talon and _free(tops, talon, empty, first, depth - 1))
        or (second in talon and _free(tops, talon, empty, second, depth - 1))
    )


def _home(fnd: list[int], talon: list[int], spot: int, card: int) -> bool:
    """Whether ``spot`` may take ``card`` in the first round: it holds fewer than its rank and every rank between has
    a copy in the talon (``out`` from the start)."""
    base = (spot // 2) * 13
    count = fnd[spot]
    return count <= card - base and all(base + rank in talon for rank in range(count, card - base))


def _empties(state: State, tops: list[int]) -> bool:
    """Whether a column with no face-down card has a ``free`` card at place 0 (not a king: no column is empty)."""
    for column, hidden in zip(state.cols, state.hid):
        if column and not hidden and HOSTS[column[0]] and _free(tops, state.talon, False, column[0], DEPTH):
            return True
    return False


__all__ = ["carries", "goal_of"]

"""Runs that may go back and forth between the cards they can lie on: the complete search merges those positions.

A *transfer* moves a run off a face-up card onto another column's top card: the run's bottom card x lies
on a face-up card h and goes onto the top card g. Both h and g take x, so they are of one *host class*:
the same rank (one above x's) and colour (the other than x's). A transfer is undone by the transfer back
(h is then on top and takes x, and nothing was turned over), so the positions before and after are
reachable from each other, and one of them is winnable exactly when the other is. In the endgames of
one-pass deals the complete search used to spend most of its positions on such shuffles: of the first
30,000 positions it met in DS1-D3V-ZZIZHFM, the 30,000 fall into 2,928 classes of positions linked by
transfers. ``merged_key`` names the class of a position, and ``class_moves`` gives the moves out of
every position of its class, from the one at hand; the complete depth-first search (``Search.merge``)
searches classes instead of positions.

>>> from ds.game import Game
>>> from ds.solver.moves import Moves
>>> state = Moves(Game.deal("DS1-D3V-ZZIZHFM"))
>>> loose(state), merged_key(state) == state.key()  # at the deal no run lies on a face-up card
(set(), True)

Proof that the complete search stays complete (a "lost" is still a proof)
------------------------------------------------------------------------

*Joints and classes.* A *joint* is a face-up card x on a face-up card h that takes it (in play every
face-up card on another one is such a joint: cards only ever come onto a top card that takes them, and a
card turned over has nothing on it). Its class is h's class, ``HOST_CLASS[h]``. A class K is *loose*
when some column's top card is of class K (a free host) and some joint is of class K (a child of K).

*The positions of a class.* A transfer of class K moves a child x of K (with its run) from its host to a
free host of K. It changes no joint of another class and no card's being on top but the two hosts', so
the children and free hosts of every other class stay what they were, and the arrangement of K's
children on K's hosts is independent of the other classes'. A loose class has a free host, so its
children can be brought onto its hosts in *every* one-to-one way (to swap two children, move one into
the free host, the other into its place, the first into the other's: with a hole, any permutation); a
class that is not loose admits no transfer, and its joints stay where they are. So the positions
reachable by transfers (its *class*) are exactly those with the same cards everywhere but the joints of
loose classes, whose children lie on the class's hosts in any one-to-one way.

*The key.* Cut every column at each joint of a loose class: the pieces are the column's base (its
face-down cards, then its face-up cards up to the first cut) and the pieces standing on a loose class's
host. ``merged_key`` is the sorted list of these pieces with the foundations and the talon (as
``State.key``); with no loose class it is ``State.key`` itself (a different opening byte keeps the two
kinds apart). Two positions of one class have the same pieces, so the same key. Conversely, the pieces
give every card's place but the loose joints', and which classes are loose (the free hosts and the
children of each class are counted from the pieces: a piece's ends, its inner joints, and the cards
pieces start with), so two positions with the same key differ only in how the children of loose
classes lie on their hosts, and are of one class. So positions with the same key are reachable from each
other: equally winnable.

*The moves of a class.* From a position P, ``class_moves`` gives every move of P but the transfers,
and, for each loose class K and each other arrangement of K's children reachable by transfers of K
(``arrangements``), those transfers followed by each move that involves a host of K on top
(``involving``: a top of class K to a foundation, or a run, a talon card or a card taken back onto a top
of class K, as ``Moves.moves`` gives them), as one ``MACRO``. Moves here are those of the complete
search (``Moves.moves``), which loses no line. Take any position P' of P's class and a move m of P' that
is not a transfer. Which cards
are on top of a column in P' and in P differs only for hosts of loose classes. If m involves no host
of a loose class on top, P has m too (its source and target are the same: a top of a class that is not
loose is on top in every position of the class, and so are anchors, the talon, the foundations and the
empty columns), and the two results differ only in the joints of the classes loose before, which the
move leaves loose or without children (a move never takes a free host from a class other than the
one of its target or of the card leaving, and a card turned over only adds a host): the same class. If
m involves a top h of loose class K, the positions of P's class that have P''s arrangement of K are
reached from P by the transfers of one of K's arrangements; after them the same move m is there, and
the results differ only in the joints of the other loose classes, again the same class.

*The search.* Count only the moves that are not transfers in a winning line: call d(P) the least such
count over the lines that win from P; transfers cost nothing, so d is the same for every position of a
class. If P is winnable and not won, a line with d(P) moves that are not transfers starts with
transfers to some P' of P's class, then a move m to Q with d(Q) = d(P) - 1; ``class_moves`` of P lead to
a position of Q's class, so of the same d; the provably safe moves played after it (``State.forced``)
never raise d (their proof in ``safe.py`` turns a winning line into one without some of its moves). So
the depth-first search over keys, which plays every class move of every class it meets that is not
stuck (``stuck.py``: a stuck position is lost, so is its class), meets a class of ever smaller d while
the deal is winnable, and so a won position: when it runs dry, no line wins. The tests cross-check it
against an exhaustive search through the engine's moves on small positions with runs to shuffle.
"""

from __future__ import annotations

from ..cards import RANK, RED
from .moves import Moves
from .safe import comes_straight_back, first_spot
from .state import COL_COL, COL_FND, COLUMNS, FND_COL, HEADS, MACRO, TALON, Op

HOST_CLASS = tuple(RANK[card] * 2 + RED[card] for card in range(52))
"""A card's class as a host: its rank and colour (cards of one class take the same cards)."""
CHILD_OF = tuple((RANK[card] + 1) * 2 + (not RED[card]) for card in range(52))
"""The class of the cards a card can lie on (kings: none, 28)."""
MERGED = b"\xfe"
"""The first byte of a key with pieces (``State.key`` starts with a column's face-down count + 200)."""


def loose(state: Moves) -> set[int]:
    """The loose classes: with a free host (a column's top card) and a child (a joint)."""
    cols = state.cols
    free = {HOST_CLASS[column[-1]] for column in cols if column}
    out: set[int] = set()
    for column, h in zip(cols, state.hid):
        for m in range(h + 1, len(column)):
            k = HOST_CLASS[column[m - 1]]
            if k in free and CHILD_OF[column[m]] == k:
                out.add(k)
    return out


def merged_key(state: Moves) -> bytes:
    """The key of the position's class (see the module's proof): ``State.key`` when no class is loose, else
    the columns cut at every joint of a loose class, the pieces sorted.

    A joint whose class has a free host is a child of that class, so the class is loose: the joints of loose
    classes are those whose class has a free host, found in one pass (a column with no cut is its key part)."""
    cols = state.cols
    free = {HOST_CLASS[column[-1]] for column in cols if column}
    pieces = []
    cut = False
    for column, h, whole in zip(cols, state.hid, state.ck):
        start = 0
        for m in range(h + 1, len(column)):
            k = HOST_CLASS[column[m - 1]]
            if k in free and CHILD_OF[column[m]] == k:
                pieces.append(bytes(column[start:m]) if start else HEADS[h] + bytes(column[:m]))
                start = m
        if start:
            pieces.append(bytes(column[start:]))
            cut = True
        else:
            pieces.append(whole)
    if not cut:
        return state.key()
    pieces.sort()
    return MERGED + b"\xff".join(pieces) + b"\xff" + state.key_tail()


def is_transfer(state: Moves, move: Op) -> bool:
    """Whether ``move`` moves a run off a face-up card that takes its bottom card."""
    if move[0] != COL_COL:
        return False
    source: int = move[1]
    column = state.cols[source]
    m: int = len(column) - move[3]
    return m > state.hid[source] and CHILD_OF[column[m]] == HOST_CLASS[column[m - 1]]


def transfers(state: Moves, k: int) -> list[Op]:
    """Every transfer of class ``k``: a child of the class onto a free host of it."""
    cols, hid = state.cols, state.hid
    targets = [j for j in range(COLUMNS) if cols[j] and HOST_CLASS[cols[j][-1]] == k]
    out: list[Op] = []
    for i in range(COLUMNS):
        column = cols[i]
        for m in range(hid[i] + 1, len(column)):
            if HOST_CLASS[column[m - 1]] == k and CHILD_OF[column[m]] == k:
                out += [(COL_COL, i, j, len(column) - m) for j in targets if j != i]
    return out


def arrangements(state: Moves, k: int) -> list[list[Op]]:
    """The other positions transfers of class ``k`` reach (up to the column symmetry), each as the transfers
    to it."""
    seen = {b"".join(sorted(state.ck))}  # transfers change only the columns
    out: list[list[Op]] = []

    def walk(path: list[Op]) -> None:
        for move in transfers(state, k):
            info = state.apply(move)
            key = b"".join(sorted(state.ck))
            if key not in seen:
                seen.add(key)
                out.append(path + [move])
                walk(path + [move])
            state.undo(move, info)

    walk([])
    return out


def involving(state: Moves, k: int) -> list[Op]:
    """The moves that take a top card of class ``k`` to a foundation or put something on one: a column's
    face-up run from its first face-up card, a talon card, or a card taken back (the moves ``Moves.moves``
    gives onto that column, every talon card the stock can reach looked at)."""
    cols, hid, fnd, talon = state.cols, state.hid, state.fnd, state.talon
    out: list[Op] = []
    stops = [(taps, p) for taps, p in state.talon_stops() if CHILD_OF[talon[p - 1]] == k]
    backs = []
    tops = [column[-1] if column else -1 for column in cols]
    for f in range(8):
        count = fnd[f]
        if (
            count and not (f % 2 == 1 and fnd[f - 1] == count) and CHILD_OF[(f // 2) * 13 + count - 1] == k
            and not comes_straight_back(fnd, f, tops)
        ):
            backs.append(f)
    for j in range(COLUMNS):
        column = cols[j]
        if not column or HOST_CLASS[column[-1]] != k:
            continue
        spot = first_spot(fnd, column[-1])
        if spot >= 0:
            out.append((COL_FND, j, spot))
        top = column[-1]
        for i in range(COLUMNS):  # as ``Moves.moves``: the card of column i that goes on ``top``, if face up
            source = cols[i]
            if i == j or not source:
                continue
            m = hid[i] + RANK[source[hid[i]]] - RANK[top] + 1
            if hid[i] <= m < len(source) and CHILD_OF[source[m]] == k and (m == hid[i] or not is_transfer(state, (COL_COL, i, j, len(source) - m))):
                out.append((COL_COL, i, j, len(source) - m))
        out += [(TALON, p, j, taps) for taps, p in stops]
        out += [(FND_COL, f, j) for f in backs]
    return out


def class_moves(state: Moves) -> list[Op]:
    """The moves out of every position of this one's class (see the module's proof): this position's moves
    but the transfers, then for each loose class and each other arrangement of it, the transfers to it and
    a move that involves a host of the class on top (a ``MACRO``)."""
    out = [move for move in state.moves() if move[0] != COL_COL or not is_transfer(state, move)]
    for k in sorted(loose(state)):
        for path in arrangements(state, k):
            infos = [state.apply(move) for move in path]
            out += [(MACRO, *path, move) for move in involving(state, k)]
            for move, info in zip(reversed(path), reversed(infos)):
                state.undo(move, info)
    return out


__all__ = ["CHILD_OF", "HOST_CLASS", "arrangements", "class_moves", "involving", "is_transfer", "loose", "merged_key", "transfers"]

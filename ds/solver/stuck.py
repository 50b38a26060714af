"""The stuck test: a position where some card can never leave its pile is lost, and is not searched on.

>>> from ds.game import Game
>>> from ds.solver.state import State
>>> stuck(State(Game.deal("DS1-D1N-AAAAAAB")), takebacks=True)
False
"""

from __future__ import annotations

from ..cards import RANK
from .safe import HOSTS
from .state import COLUMNS, State


def stuck(state: State, takebacks: bool) -> bool:
    """Whether some card can never leave its column (or, in Vegas, the talon): it never reaches a foundation,
    so the game is lost (with ``takebacks``, the complete search's moves; the pruned searches make none: to
    them a card on a foundation stays there).

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
    or, with take-backs, the spot holds more and may come down to rank - 1. With take-backs a spot's cards
    may be taken back from the top down: one may when every card above it on its spot may, and it is a king
    (to an empty column, assumed there) or a card it can go on may come on top; then it may come on top
    and leave its place.

    Proof that it is sound: each rule states a condition that any line of play meets *before* the
    event. ``sep`` is about the first time a card is moved off the card first under it: until then
    every move of the lower card carries it along (the engine moves any face-up stack whose bottom
    card fits), so that is when the lower card comes on top. A card moved off another lies on a top
    card, or is a king on an empty column, or goes up; a spot takes a rank only after the ranks below
    it (with take-backs a spot may come down and go up again); a card on a spot is taken back only from
    the top of its spot, once the cards above it now have been taken back (cards are only ever put on a
    spot above those already there), and only onto a card on top of a column or, a king, onto an empty
    column; a face-down card is reached only after the card on it moved off it; a
    card comes on top only where it already was, where the card on it moved off it, as the top card
    of what was moved, from the talon onto a card that was on top, or taken back from a foundation
    (which only take-backs allow, by the rule above). By induction along any line
    from here, every event of the line is in the least fixed point. A winning line moves every
    column card out; so if the fixed point leaves a card at place 0 of some column (``low[j] > 0``),
    no line wins. Cards under a card cannot host it before it moves; the least fixed point needs no
    rule for that: such a card comes on top only after the card above it moves off it.

    In Vegas the waste is one more pile (index ``COLUMNS``): the stock is never turned again, so a
    waste card is reached only once the card on it has left; only its top card counts as face up,
    none of its cards hosts another, and a waste card that leaves may come on top of a column once a
    card it can go on may (as a talon card in Normal). A
    winning line empties it too. So does each *draw* of the stock, a pile of its own: the stock is
    only ever taken from its front, ``draw`` cards at a time (fewer at its end), and taking cards off
    the waste never changes it, so its draws are fixed from the deal on (draw 1: each card alone;
    draw 3: three cards at a time from the next one turned). A draw puts its cards on the waste in
    order, the last on top, and nothing else is ever put between them; so a card of a draw is played
    only once the cards after it in its draw have left, exactly as for the waste (the cards of later
    draws that may lie on it too are left out: that only lets more happen). Every stock card must
    leave for a win. In Normal scoring the talon's cards are free (a recycle brings every one back):
    they may leave, and come on top when a card they can go on may.
    """
    cols, fnd = state.cols, state.fnd
    top = [False] * 52
    """top[v]: a copy of card v can come to lie on top of a column."""
    out = [False] * 52
    """out[v]: a copy of card v can leave its place."""
    talon, draw = state.talon, state.draw
    if state.vegas:  # the waste and each draw of the stock are piles (see above)
        waste = talon[: state.pos]
        stock: list[int] = []
        draws = [talon[p : p + draw] for p in range(state.pos, len(talon), draw)] if draw > 1 else []
        loose = talon[state.pos :] if draw == 1 else []
        """Draw 1: each stock card is a pile of one (kept in a list: the same rules, less work)."""
    else:  # the talon is free
        waste, stock, draws, loose = [], talon, [], []
    piles = cols + [waste] + draws
    for card in stock:
        out[card] = True
    down = list(fnd)
    """With take-backs, the count each spot may come down to: its cards from the top that may be taken back."""
    low = []
    """Every card of pile j (a column, the Vegas waste or a draw of its stock) from place low[j] up can leave it."""
    sep = []
    """sep[j][m]: the card at place m of pile j can be moved off the card under it (with what lies on it)."""
    for column in cols:
        if column:
            top[column[-1]] = True
        low.append(len(column))
        sep.append([False] * len(column))
    for pile in piles[COLUMNS:]:
        low.append(len(pile))
        sep.append([False] * len(pile))
    pending = low[:]
    """How many cards of each pile are not yet known to be movable off the card under them."""
    hid = state.hid + [len(pile) - 1 for pile in piles[COLUMNS:]]
    """Face-down cards per pile: the waste's and a draw's are all but its top."""
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
            elif down[spot] < rank:
                return True
        return False

    changed = True
    while changed:
        changed = False
        if takebacks:  # a spot's top card may be taken back onto a card it can go on (a king: an empty column)
            for f in range(8):
                d = down[f]
                while d:
                    v = (f // 2) * 13 + d - 1
                    hosts = HOSTS[v]
                    if hosts and not top[hosts[0]] and not top[hosts[1]]:
                        break
                    top[v] = out[v] = changed = True
                    d -= 1
                down[f] = d
        reach = []
        """The rank each spot may come to hold, by copies of the next ranks that may leave their place."""
        for spot in range(8):
            rank, base = fnd[spot], (spot // 2) * 13
            while rank < 13 and out[base + rank]:
                rank += 1
            reach.append(rank)
        if loose:
            still = []
            for card in loose:
                hosts = HOSTS[card]
                if not hosts or top[hosts[0]] or top[hosts[1]]:
                    top[card] = out[card] = changed = True
                elif home(card):
                    out[card] = changed = True
                    waiting.append(card)
                else:
                    still.append(card)
            loose = still
        if waiting:
            still = []
            for card in waiting:
                hosts = HOSTS[card]
                if not hosts or top[hosts[0]] or top[hosts[1]]:
                    top[card] = True
                    changed = True
                else:
                    still.append(card)
            waiting = still
        for i in range(len(piles)):
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
                    hosts = HOSTS[card]
                    if not hosts or top[hosts[0]] or top[hosts[1]] or ((z + 1 == size or flags[z + 1]) and home(card)):
                        flags[z] = True
                        pending[i] -= 1
                        changed = True
                        if i >= COLUMNS:  # a talon card leaves: to a column it can go on, or up
                            if not hosts or top[hosts[0]] or top[hosts[1]]:
                                top[card] = True
                            else:
                                waiting.append(card)
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
        if not loose and not any(low):
            return False  # every card may leave: more rounds could only add to the fixed point
    return bool(loose) or any(low)


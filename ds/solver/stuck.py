"""The stuck test: a position where some card can never leave its pile is lost, and is not searched on.

>>> from ds.game import Game
>>> from ds.solver.state import State
>>> stuck(State(Game.deal("DS1-D1N-AAAAAAB")), takebacks=True, stages=True)
False
"""

from __future__ import annotations

from .safe import HOSTS
from .state import COLUMNS, State

GUESTS = tuple(
    tuple(guest for guest in range(52) if card in HOSTS[guest]) or (52, 52) for card in range(52)
)
"""The two cards that can lie on each card in a column (aces: none, index 52 stands in)."""
FREE = tuple(not HOSTS[card] for card in range(52)) + (True,)
"""``free`` at the start: the kings (while some column is empty or may come to be: ``stuck``), and the stand-in 52."""
TRUE = [True] * 13
KINGS = tuple(suit * 13 + 12 for suit in range(4))
PLACES = tuple(tuple(tuple(range(size - 1, h - 1, -1)) for h in range(size)) for size in range(32))
"""PLACES[size][h]: a column's places top down, from its top (size - 1) to its lowest face-up card (h), for
columns of fewer than 32 cards (a column holds at most 8 face-down cards and a run of 13)."""
NO_GOAL = (-1, -1)
"""``stuck``'s ``goal`` when there is none."""
BASES = tuple((spot // 2) * 13 for spot in range(8))
"""The card of rank 1 of each spot's suit."""
SPOT_BASES = tuple(enumerate(BASES))


def stuck(state: State, takebacks: bool, stages: bool, goal: tuple[int, int] = NO_GOAL) -> bool:
    """Whether some card can never leave its column (or, in Vegas, the talon): it never reaches a foundation,
    so the game is lost (with ``takebacks``, the complete search's moves; the pruned searches make none: to
    them a card on a foundation stays there). ``stages``: in Vegas, the talon grown draw by draw (below).
    ``goal``: the (column, place) of a card whose being moved off the card under it proves the position not stuck
    (``carry.goal_of``, with its proof): the answer is False as soon as it may be (``NO_GOAL``: none).

    A least fixed point over what may ever happen from here on:

    * ``top[v]``: a copy of card v may come to lie on top of a column;
    * ``sep[j][m]``: the card at place m of column j may be moved off the card under it (with the
      cards on it, if any);
    * ``low[j]``: every card of column j from place ``low[j]`` up may leave the column;
    * ``out[v]``: a copy of card v may leave its place (in Normal a talon card always may; a foundation
      card with take-backs);
    * ``empty``: some column may be empty.

    The rules: a column's top card is on top; when a card may be moved off the card under it, that
    card may come on top, and it and every card above it may leave; a talon card may come on top when
    it is a king and ``empty`` holds, or a card it can go on may; a card may be moved off the card under it
    when it is face up (the run on it goes along) or the card on it may be moved off it, and when it is a
    king and ``empty`` holds, or a card it can go on may come on top, or, with nothing left on it
    (it is on top, or the card on it may be moved off it), one of its suit's two spots may take it: the
    spot holds fewer cards than its rank and every card between has a copy that may leave its place,
    or, with take-backs, the spot holds more and may come down to rank - 1. With take-backs a spot's cards
    may be taken back from the top down: one may when every card above it on its spot may, and it is a king
    and ``empty`` holds or a card it can go on may come on top; then it may come on top and leave its
    place. ``empty`` holds when a column is empty, or when the card at place 0 of some column may be moved
    off (``low[j]`` is 0).

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
    (which only take-backs allow, by the rule above). A king moved or taken back onto an empty column
    needs one there first: a column empty now, or one whose cards have all left it, the one at
    place 0 among them, and that card's leaving it is an event of ``sep`` (place 0 has no card under it:
    its being moved off nothing is its leaving). By induction along any line
    from here, every event of the line is in the least fixed point. A winning line moves every
    column card out; so if the fixed point leaves a card at place 0 of some column (``low[j] > 0``),
    no line wins. Cards under a card cannot host it before it moves; the least fixed point needs no
    rule for that: such a card comes on top only after the card above it moves off it.

    In Vegas the talon is one more pile, grown in *stages* (``stages``). The stock is never turned again: it
    is only ever taken from its front, ``draw`` cards at a time (fewer at its end), and taking cards off the
    waste never changes it, so its draws are fixed from the deal on (draw 1: each card alone; draw 3: three
    cards at a time from the next one turned). Stage 0 lasts until the next draw is turned, stage k while
    the k-th draw is the last one turned. At stage k the waste holds the talon's cards up to the k-th
    draw's end, less those that left, in talon order (a draw puts its cards on the waste in order, the
    last on top, and nothing else is ever put on the waste); only its top card may be played, and none of
    its cards hosts another. So a talon card leaves at stage k only once every talon card after it up to
    the k-th draw's end has left, at stage k or before; and no card of a later draw is anywhere yet.
    Stage k's rules are the rules above with the talon as one pile: the cards up to the k-th draw's end
    not known to leave by stage k - 1, in talon order, the top one leaving when a card it can go on may
    come on top, or when it may go up; a talon card that left may come on top of a column once a card it
    can go on may. Stage k's fixed point is the least one of its rules that holds stage k - 1's (the
    facts of an earlier stage stay true: they are events that may happen before). By induction along any
    line, with the stages: every event of the line at stage k or before is in stage k's fixed point (each
    rule's condition is made of events before it; a talon card that leaves at stage k has every card
    after it up to the k-th draw's end gone, each earlier, so each is off stage k's pile and the card is
    on top of it). A winning line empties the talon; so if at the last stage (the whole stock turned)
    the pile keeps a card, no line wins. It is stronger than a pile per draw: a card that cannot leave
    before the next draw is turned lies under that draw's cards and waits for them, and so on to the end.

    Without ``stages`` (the searches for a win, ``Search.stuck``) the waste is a pile and each draw of the
    stock a pile of its own, all there from the start: a card of a draw is played only once the cards
    after it in its draw have left (they lie on it on the waste), and leaving out the cards of later draws
    that may lie on it too only lets more happen (a draw of one, in draw 1, has nothing on it): weaker, and
    about half the work. In Normal scoring the talon's cards are free (a recycle brings every one back):
    they may leave, and come on top when a card they can go on may.

    The computation: rounds of the rules until a round flips nothing (``free``, ``out``, ``down``; any
    order of the rules reaches the same least fixed point, as each only ever adds). A round looks at every
    pile until it is blocked, so one that flips nothing leaves every rule's condition as it was for the
    next. ``top`` is only asked of a card's hosts, so it is kept as ``free[v]`` (v is a king, or a host of
    v may come on top): a card coming on top marks its two guests free. ``home[v]`` (v, with nothing on
    it, may go up) is the table of the spots' rule for the round: for a spot, the ranks above ``down``
    (``fnd`` without take-backs) up to one above the rank it may reach; as ``out`` only grows and ``down``
    only falls, the table only grows, and a round extends it only for the spots whose reach (found from
    the last round's on) or ``down`` moved, and only in a round after ``out`` or ``down`` moved (nothing else
    moves it). The answer is False as soon as every column may empty (its card at place 0 may leave) with no
    talon pile left, in the middle of a round: more rules could only add to the fixed point. A column keeps
    the places it may yet leave from (its face-up cards not known to, then the face-down card under the lowest one known
    to); the talon's pile keeps its places not known to leave, bottom to top. When a stage's rounds flip
    nothing, the next draw goes on the pile and its cards leave from the top while they may (by ``home``
    of the last round); the rounds run again once that flips something, before another draw goes on a
    card, else the draw after goes on (also while the pile is empty: the next stage's pile is then that
    draw alone, whatever the rounds would add, and they run before it covers a card).
    """
    cols, fnd, talon, draw = state.cols, state.fnd, state.talon, state.draw
    goal_column, goal_place = goal
    free = list(FREE)
    """free[v]: v is a king, or a copy of a card v can go on may come on top of a column."""
    out = [False] * 52
    """out[v]: a copy of card v can leave its place."""
    stock: list[int] = []
    pile: list[int] = []
    """Vegas: the talon's places (bottom to top) of the cards not known to leave by the current stage."""
    ends: list[int] = []
    """Vegas: the ends of the stock's draws still to come (places in the talon), the next one last."""
    piles: list[list[int]] = []
    """Vegas without stages: the stock's draws, each a pile of its own (places, bottom to top)."""
    loose: list[int] = []
    """Draw 1 Vegas without stages: the stock's cards (piles of one)."""
    if state.vegas:
        pos, size = state.pos, len(talon)
        pile = list(range(pos))
        if stages:
            ends = [min(p + draw, size) for p in range(pos, size, draw)]
            ends.reverse()
        elif draw == 1:
            loose = talon[pos:]
        else:
            piles = [list(range(p, min(p + draw, size))) for p in range(pos, size, draw)]
    else:  # the talon is free
        stock = talon
    nxt = state.pos
    """Vegas: the talon place of the next draw's first card."""
    for card in stock:
        out[card] = True
    stock_cards = set(stock)
    down = list(fnd)
    """With take-backs, the count each spot may come down to: its cards from the top that may be taken back."""
    low = []
    """Every card of column j from place low[j] up can leave it."""
    todo = []
    """todo[j]: the places m of column j, top down, where ``sep[j][m]`` is not known yet and may come to be:
    its face-up cards, then the face-down card under the lowest card known to be movable (a face-down card is
    reached only after the card on it moved off it). The rest of the column is known to be movable."""
    tops = []
    for column, h in zip(cols, state.hid):
        size = len(column)
        if column:
            top = column[-1]
            tops.append(top)
            g1, g2 = GUESTS[top]
            free[g1] = free[g2] = True
            low.append(size)
            todo.append(list(PLACES[size][h] if size < 32 else range(size - 1, h - 1, -1)))
        else:
            low.append(0)
            todo.append([])
    hid = state.hid
    left = COLUMNS - low.count(0)
    """The columns j with ``low[j]`` > 0: when none is left (and, in Vegas, the talon's piles are gone: they only
    shrink), every card may leave, and more rules could only add to the fixed point: not stuck."""
    kings = left < COLUMNS
    """Whether a column may be empty (one is, or one's cards may all leave): until then no king may move off
    a card or come on top (it goes only to an empty column)."""
    if not kings:
        for king in KINGS:
            free[king] = False
    waiting = list(stock_cards.difference(tops))
    """Cards that may leave their place and come on top once a card they can go on may."""
    home = [False] * 52
    """home[v]: v, with nothing on it, may go up: to a spot below its rank whose next ranks have copies that may
    leave their place, or with take-backs to a spot above it that may come down to rank - 1."""
    reach = list(fnd)
    """The count each spot may reach: the next ranks of its suit with a copy that may leave its place."""
    shown = [-1] * 8
    shown_down = [-1] * 8
    """The reach and down of each spot that ``home`` holds (-1: none yet)."""

    changed = dirty = True
    """dirty: ``out`` or ``down`` changed since ``home`` was last brought up to date (only they move it)."""
    while True:
        while changed:  # rounds until a round flips nothing (free, out or down) to the stage's fixed point
            changed = False
            if takebacks:  # a spot's top card may be taken back onto a card it can go on (a king: an empty column)
                for f in range(8):
                    d = down[f]
                    while d:
                        v = (f // 2) * 13 + d - 1
                        if not free[v]:
                            break
                        out[v] = changed = dirty = True
                        g1, g2 = GUESTS[v]
                        free[g1] = free[g2] = True
                        d -= 1
                    down[f] = d
            if dirty:  # home: each spot's cards that may go up, a range that only grows (with out, and as down falls)
                dirty = False
                for spot, base in SPOT_BASES:
                    r = reach[spot]
                    if r < 13 and out[base + r]:
                        r += 1
                        while r < 13 and out[base + r]:
                            r += 1
                        reach[spot] = r
                    d = down[spot]
                    if r != shown[spot] or d != shown_down[spot]:
                        last = r if r < 13 else 12  # ranks down + 1 .. reach + 1: cards base + down .. base + last
                        home[base + d : base + last + 1] = TRUE[: last + 1 - d]
                        shown[spot], shown_down[spot] = r, d
            if waiting:
                still = []
                for card in waiting:
                    if free[card]:
                        g1, g2 = GUESTS[card]
                        if not (free[g1] and free[g2]):
                            free[g1] = free[g2] = changed = True
                    else:
                        still.append(card)
                waiting = still
            if loose:
                still = []
                for card in loose:
                    if free[card]:
                        g1, g2 = GUESTS[card]
                        if not (free[g1] and free[g2]):
                            free[g1] = free[g2] = changed = True
                    elif home[card]:
                        waiting.append(card)
                    else:
                        still.append(card)
                        continue
                    if not out[card]:
                        out[card] = changed = dirty = True
                loose = still
            if piles:
                kept = []
                for draw_pile in piles:
                    while draw_pile:
                        card = talon[draw_pile[-1]]
                        if free[card]:
                            g1, g2 = GUESTS[card]
                            if not (free[g1] and free[g2]):
                                free[g1] = free[g2] = changed = True
                        elif home[card]:
                            waiting.append(card)
                        else:
                            kept.append(draw_pile)
                            break
                        if not out[card]:
                            out[card] = changed = dirty = True
                        draw_pile.pop()
                piles = kept
            while pile:  # the talon's pile: a card leaves to a column it can go on, or up, top first
                card = talon[pile[-1]]
                if free[card]:
                    g1, g2 = GUESTS[card]
                    if not (free[g1] and free[g2]):
                        free[g1] = free[g2] = changed = True
                elif home[card]:
                    waiting.append(card)
                else:
                    break
                if not out[card]:
                    out[card] = changed = dirty = True
                pile.pop()
            for i, places in enumerate(todo):
                if not places:
                    continue
                column, h, lo = cols[i], hid[i], low[i]
                still = []
                held = -1  # the last place kept in ``still``
                for z in places:  # top down, on to the face-down cards appended below
                    card = column[z]
                    # the card on it may be moved off it (or it is on top) unless it was just looked at in vain
                    if free[card] or (home[card] and held != z + 1):
                        if z:  # the card under it comes on top, and the face-down one may be reached
                            g1, g2 = GUESTS[column[z - 1]]
                            if not (free[g1] and free[g2]):
                                free[g1] = free[g2] = changed = True
                            if z <= h:
                                places.append(z - 1)
                        if z < lo:
                            lo = z
                    else:
                        still.append(z)
                        held = z
                todo[i] = still
                if i == goal_column and goal_place not in still:
                    return False
                if lo < low[i]:
                    for card in column[lo : low[i]]:
                        if not out[card]:
                            out[card] = changed = dirty = True
                    low[i] = lo
                    if not lo:
                        left -= 1
                        if not left and not ends and not pile and not loose and not piles:
                            return False  # every card may leave: more rounds could only add to the fixed point
                        if not kings:  # the column may come to be empty: a king may go there
                            kings = changed = True
                            for king in KINGS:
                                free[king] = True
            if not left and not ends and not pile and not loose and not piles:
                return False  # (in Vegas the talon's piles may have gone this round)
        if not ends:
            return bool(pile) or bool(loose) or bool(piles) or bool(left)
        while ends and (not changed or not pile):  # the next draws go on the pile (see above)
            end = ends.pop()
            pile.extend(range(nxt, end))
            nxt = end
            while pile:
                card = talon[pile[-1]]
                if free[card]:
                    g1, g2 = GUESTS[card]
                    if not (free[g1] and free[g2]):
                        free[g1] = free[g2] = changed = True
                elif home[card]:
                    waiting.append(card)
                else:
                    break
                if not out[card]:
                    out[card] = changed = dirty = True
                pile.pop()

"""Foundation moves that can never spoil a game, and the card tables the other modules share.

>>> from ds.cards import Card
>>> safe_to_foundation([1, 1, 1, 1, 0, 0, 1, 1], Card.parse("2H"))
True
>>> safe_to_foundation([1, 1, 1, 1, 0, 0, 1, 0], Card.parse("2H"))  # the second AC is still out
False
"""

from __future__ import annotations

from ..cards import KING, RANK

SAME_COLOUR = (3, 2, 1, 0)
"""The other suit of each suit's colour (S C, H D)."""
OPPOSITE = ((1, 2), (0, 3), (0, 3), (1, 2))
"""The two suits of the other colour, per suit (S H D C)."""
HOSTS = tuple(
    () if RANK[card] == KING else tuple(s * 13 + RANK[card] for s in OPPOSITE[card // 13]) for card in range(52)
)
"""The two cards each card can lie on in a column (none for a king)."""


def first_spot(foundations: list[int], card: int) -> int:
    """The engine's spot (0..7) for ``card``: the first of its suit's row that accepts it, or -1."""
    want = RANK[card] - 1
    first = (card // 13) * 2
    if foundations[first] == want:
        return first
    if foundations[first + 1] == want:
        return first + 1
    return -1


def safe_to_foundation(foundations: list[int] | tuple[int, ...], card: int) -> bool:
    """Whether playing ``card`` (a column's top card, or the waste's top in draw 1 or Vegas) to its foundation now
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
    So it does in Vegas, in draw 3 too: with no recycle the stock never changes when a waste card leaves,
    so every draw of L* turns the same cards, and each waste play of L* other than c's takes the waste's
    top in L* (c is not on it), which is the top without c too. In draw 1 Vegas the stock's next card c
    may be drawn and played at once: the waste is then as it was and the talon the same sequence less c;
    following L* without its draw of c, every other draw turns the same card onto the same waste, and each
    waste play of L* takes the same top (while c lies on L*'s waste, the cards played from it lie above c).
    In draw 3 the next draw would turn other cards with c, so only the waste's top is played there. In
    draw 3 with Normal scoring removing a
    waste card regroups the draws after the next recycle, so the solver applies the rule to column tops
    only there. Condition (a) is needed: with spades at (1, 0), 2S on col-1 and 2S on col-2 over
    the second AS, col-1's 2S on the foundation first strands col-2's 2S and the ace under it.
    """
    rank = RANK[card]
    suit = card // 13
    first = suit * 2
    spot = first_spot(list(foundations), card)
    if spot < 0:
        return False
    if rank == 1:
        return True
    other = first + 1 if spot == first else first
    if foundations[other] < rank - 1:
        return False
    for s in OPPOSITE[suit]:
        if foundations[2 * s] < rank - 1 or foundations[2 * s + 1] < rank - 1:
            return False
    same = SAME_COLOUR[suit]
    if foundations[2 * same] < rank - 2 or foundations[2 * same + 1] < rank - 2:
        return False
    return True


SAFE_CARDS: dict[tuple[int, ...], tuple[int, ...]] = {}
"""``safe_cards`` of the foundation counts met so far (a search meets the same counts again and again),
emptied when it holds ``CACHE_SIZE``."""
CACHE_SIZE = 8192
"""About 200 bytes an entry, so at most about 1.6 MB (this and ``state.PAIRS``: they live as long as the page). A
search of 50,000 positions meets a few hundred foundation counts (DS1-D3V-ZZIZHFM: 711)."""


def safe_cards(f: list[int]) -> tuple[int, ...]:
    """The cards ``safe_to_foundation`` accepts on foundations ``f`` (at most one per suit), computed at once
    (``SAFE_CARDS`` keeps them: they depend on the counts alone).

    Only a suit's lower spot can pass condition (a), so the one candidate of a suit is the rank above it.
    """
    counts = tuple(f)
    known = SAFE_CARDS.get(counts)
    if known is None:
        if len(SAFE_CARDS) >= CACHE_SIZE:
            SAFE_CARDS.clear()
        known = SAFE_CARDS[counts] = _safe_cards(counts)
    return known


def _safe_cards(f: tuple[int, ...]) -> tuple[int, ...]:
    out = []
    for suit in range(4):
        low = min(f[2 * suit], f[2 * suit + 1])
        if low == 13:
            continue
        if low:
            o1, o2 = OPPOSITE[suit]
            if min(f[2 * o1], f[2 * o1 + 1], f[2 * o2], f[2 * o2 + 1]) < low:
                continue
            same = SAME_COLOUR[suit]
            if min(f[2 * same], f[2 * same + 1]) < low - 1:
                continue
        out.append(suit * 13 + low)
    return tuple(out)


def comes_straight_back(f: list[int], spot: int, tops: list[int]) -> bool:
    """Whether the card on top of ``spot``, taken back onto a column, goes straight back up by the safe moves
    (``State.forced``), which leaves the position as it was (up to the two spots of its suit): ``f`` are the
    spot counts and ``tops`` the columns' top cards (-1: empty), in a position whose safe moves are played
    but for those of the columns' tops (run transfers, ``runs.py``, may have uncovered some).

    It does when the card c is safe on the spots less c, ``f'``, and no top card is safe on ``f'`` or on
    ``f``. Proof: ``forced`` plays the first column top it finds safe. Taking c back lowers one spot of c's
    suit, which makes no card of another suit safe (``safe_cards`` only asks other suits' spots to be high
    enough), and of c's suit only the rank of c; after the take-back c is the one top card safe on ``f'``
    (it covers the card it lies on, no other top is), so it goes up again, to a spot of its suit holding
    rank(c) - 1: the spots are ``f`` again, up to the suit's two spots. The tops are then those before the
    take-back, none safe on ``f``, and the waste's top (and in draw 1 Vegas the stock's next card) is what
    it was, not safe on ``f`` (the safe moves were played): ``forced`` stops there. So the take-back leads
    back to the position it was played from (or, in the merged search, to one of its class), which every
    search has met already and cuts: leaving it out changes no count, only saves the work.
    """
    card = (spot // 2) * 13 + f[spot] - 1
    lower = list(f)
    lower[spot] -= 1
    safe = safe_cards(lower)
    if card not in safe:
        return False
    safe += safe_cards(f)
    return not any(top in safe for top in tops)


__all__ = ["CACHE_SIZE", "HOSTS", "OPPOSITE", "SAME_COLOUR", "comes_straight_back", "first_spot", "safe_cards", "safe_to_foundation"]

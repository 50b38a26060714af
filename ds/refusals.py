"""Why the rules forbid a move: the ``Reason`` an illegal move is refused with, read off the table.

>>> from ds.game import Game
>>> from ds.moves import Move
>>> game = Game.deal("DS1-D1V-AAAAAAB")
>>> str(why_illegal(game, Move.parse("w>S1")))
'waste is empty'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CARDS, KING, RANK, RED
from .piles import COLUMN_1, FOUNDATION_1, PILES, STOCK, WASTE, foundation_suit
from .reasons import Reason

if TYPE_CHECKING:
    from .game import Game
    from .moves import Move


def why_illegal(game: Game, move: Move) -> Reason | None:
    """Why the rules forbid ``move`` here, or None when it is legal."""
    src, dst, count = move.src, move.dst, move.count
    if count == 1 and src <= WASTE and dst <= WASTE:
        count = game.exact(move).count
    name = PILES
    if src == dst:
        return Reason.of("same-pile", pile=name[src])
    if src == STOCK:
        if dst != WASTE:
            return Reason.of("stock-to-waste-only")
        if not game.stock:
            return stock_refusal(game)
        if count != min(game.draw, len(game.stock)):
            return Reason.of("draw-count", expected=min(game.draw, len(game.stock)), count=count)
        return None
    if dst == STOCK:
        if src != WASTE:
            return Reason.of("waste-to-stock-only")
        if game.vegas:
            return Reason.of("vegas-no-recycle")
        if game.stock:
            return Reason.of("recycle-needs-empty-stock")
        if not game.waste:
            return Reason.of("stock-and-waste-empty")
        if count != len(game.waste):
            return Reason.of("recycle-count", expected=len(game.waste), count=count)
        return None
    if dst == WASTE:
        return Reason.of("nothing-onto-waste")
    if src == WASTE:
        if not game.waste:
            return Reason.of("pile-empty", pile="waste")
        if count != 1:
            return Reason.of("waste-top-only")
        card = game.waste[-1]
    elif src < FOUNDATION_1:
        column = game.columns[src - COLUMN_1]
        if not column:
            return Reason.of("pile-empty", pile=name[src])
        showing = len(column) - game.hidden[src - COLUMN_1]
        if count > showing:
            return Reason.of("not-face-up", pile=name[src], showing=showing, count=count)
        if count > 1 and dst >= FOUNDATION_1:
            return Reason.of("foundation-one-card")
        card = column[-count]
    else:
        if not game.foundations[src - FOUNDATION_1]:
            return Reason.of("pile-empty", pile=name[src])
        if count != 1:
            return Reason.of("foundation-gives-one")
        if dst >= FOUNDATION_1:
            return Reason.of("take-back-to-column")
        card = CARDS[foundation_suit(src) * 13 + game.foundations[src - FOUNDATION_1] - 1]
    if dst < FOUNDATION_1:
        return _column_refusal(game, card, dst)
    return _foundation_refusal(game, card, dst)


def stock_refusal(game: Game) -> Reason:
    """Why a tap on an empty stock does nothing."""
    if game.vegas:
        return Reason.of("stock-spent")
    if game.waste:
        return Reason.of("stock-empty-recycle")
    return Reason.of("stock-and-waste-empty")


def _column_refusal(game: Game, card: int, dst: int) -> Reason | None:
    column = game.columns[dst - COLUMN_1]
    if not column:
        if RANK[card] != KING:
            return Reason.of("empty-column-king", pile=PILES[dst], card=CARDS[card])
        return None
    top = column[-1]
    if RED[card] == RED[top]:
        return Reason.of("wrong-colour", card=CARDS[card], onto=top)
    if RANK[card] + 1 != RANK[top]:
        return Reason.of("wrong-rank", card=CARDS[card], onto=top)
    return None


def _foundation_refusal(game: Game, card: int, dst: int) -> Reason | None:
    suit = foundation_suit(dst)
    if card // 13 != suit:
        return Reason.of("wrong-suit", pile=PILES[dst], suit="SHDC"[suit], card=CARDS[card])
    if game.foundations[dst - FOUNDATION_1] == 13:
        return Reason.of("foundation-complete", pile=PILES[dst])
    target = game.foundation_for(card)
    if target is None:
        have = game.foundations[dst - FOUNDATION_1]
        if have == 0:
            return Reason.of("foundation-needs-ace", pile=PILES[dst], card=CARDS[card])
        return Reason.of("foundation-next", pile=PILES[dst], wanted=CARDS[card // 13 * 13 + have], card=CARDS[card])
    if target != dst:
        return Reason.of("first-spot", card=CARDS[card], target=PILES[target])
    return None

"""What a tap, a double tap or a drop means, decided by the engine (SPEC.md points 7–9).

The page reports what the player did (a pile, the index of the card touched);
these functions answer with the legal move to play, or raise
``IllegalMoveError`` saying why nothing happens.

>>> from ds.game import Game
>>> game = Game.deal("DS1-D1N-AAAAAAB")
>>> tap_move(game, "stock")
Move.parse('s>w')
>>> drop_move(game, "col-1", None, "stock")
Traceback (most recent call last):
...
ds.errors.IllegalMoveError: no card can be put on the stock: a tap on the stock turns the waste back over
"""

from __future__ import annotations

from .cards import KING, RANK
from .errors import IllegalMoveError
from .game import Game, checked_game
from .moves import Move, move_of
from .reasons import Reason
from .refusals import stock_refusal
from .piles import COLUMN_1, STOCK, Pile

FOUNDATION_AREA = "foundations"
"""The drop target that stands for the whole foundation area."""
DOUBLE_TAP_MS = 300
"""Two taps on a card within this many milliseconds are a double tap (SPEC point 8)."""


def tap_move(game: Game, pile: Pile | str, index: int | None = None) -> Move:
    """A single tap: the stock draws or recycles; a top card goes to its foundation. A tap that means no move (an
    index with no card included) raises ``IllegalMoveError`` with the reason, a name that is no pile
    ``InvalidMoveError``, what is no ``Game`` ``TypeError``."""
    checked_game(game, "tap_move")
    src = Pile.parse(pile)
    if src == STOCK:
        move = game.stock_move
        if move is None:
            raise IllegalMoveError(stock_refusal(game))
        return move
    count = _tapped(game, src, index)
    if count != 1:
        raise IllegalMoveError(Reason.of("tap-top-only"))
    card = game.pile_cards(src)[-1]
    target = game.foundation_for(card)
    if target is None:
        raise IllegalMoveError(Reason.of("no-foundation", card=card))
    return move_of(src, target)


def double_tap_move(game: Game, pile: Pile | str, index: int | None = None) -> Move:
    """A double tap: the card, with every card on it, to the longest column that takes it
    (leftmost of equals); else a king to an empty column; else a top card to its foundation.
    A double tap is about a card: on the stock it means no move (two taps there are two draws). The errors are
    ``tap_move``'s."""
    checked_game(game, "double_tap_move")
    src = Pile.parse(pile)
    if src == STOCK:
        raise IllegalMoveError(Reason.of("double-tap-card"))
    count = _tapped(game, src, index)
    cards = game.pile_cards(src)
    card = cards[-count]
    best: int | None = None
    empty: int | None = None
    for i, column in enumerate(game.columns):
        dst = COLUMN_1 + i
        if dst == src:
            continue
        if not column:
            if empty is None:
                empty = dst
        elif game.is_legal(move_of(src, dst, count)) and (best is None or len(column) > len(game.columns[best - COLUMN_1])):
            best = dst
    if best is not None:
        return move_of(src, best, count)
    king_at_bottom = src.is_column and count == len(cards)
    if empty is not None and RANK[card] == KING and not king_at_bottom:
        return move_of(src, empty, count)
    if count == 1:
        target = game.foundation_for(card)
        if target is not None:
            return move_of(src, target)
    raise IllegalMoveError(Reason.of("nowhere", card=card))


def tap_at_once(game: Game, pile: Pile | str, index: int | None = None) -> bool:
    """Whether a single tap may be carried out at once with double tap on (SPEC.md point 8): a double tap
    on that card could do nothing else, because no tableau spot takes it, so that both would make the
    same foundation move or both do nothing. A tap on the stock is always carried out at once. A name that is no pile
    raises ``InvalidMoveError``, what is no ``Game`` ``TypeError``.

    >>> from ds.moves import Move
    >>> game = Game.deal("DS1-D1N-AAAAAAB")
    >>> tap_at_once(game, "stock"), tap_at_once(game, "col-1")
    (True, True)
    """
    checked_game(game, "tap_at_once")
    if Pile.parse(pile) == STOCK:
        return True
    try:
        double = double_tap_move(game, pile, index)
    except IllegalMoveError:
        return True  # a double tap would do nothing either: the tap's refusal can be said at once
    try:
        return tap_move(game, pile, index) == double
    except IllegalMoveError:
        return False


def drop_move(game: Game, pile: Pile | str, index: int | None, target: Pile | str) -> Move:
    """A drag dropped on ``target``: a column, a foundation spot, or ``"foundations"`` (the whole area). A drop that
    means no move raises ``IllegalMoveError`` with the reason, a pile or a target that is no pile ``InvalidMoveError``,
    what is no ``Game`` ``TypeError``."""
    checked_game(game, "drop_move")
    src = Pile.parse(pile)
    if src == STOCK:
        raise IllegalMoveError(Reason.of("stock-is-tapped"))
    count = _picked(game, src, index)
    if target == FOUNDATION_AREA or Pile.parse(target).is_foundation:
        if count != 1:
            raise IllegalMoveError(Reason.of("foundation-one-card"))
        if src.is_foundation:
            raise IllegalMoveError(Reason.of("take-back-to-column"))
        card = game.pile_cards(src)[-1]
        dst = game.foundation_for(card)
        if dst is None:
            raise IllegalMoveError(Reason.of("no-foundation", card=card))
    else:
        dst = Pile.parse(target)
        if dst == STOCK:
            raise IllegalMoveError(Reason.of("nothing-onto-stock"))
    move = move_of(src, dst, count)
    reason = game.why_illegal(move)
    if reason is not None:
        raise IllegalMoveError(reason)
    return move


def drop_targets(game: Game, pile: Pile | str, index: int | None = None) -> list[Pile]:
    """The piles where the card picked up may be dropped (for the board to highlight); never the stock,
    which only a tap turns the waste back into (SPEC.md point 7). A card that cannot be picked up there raises
    ``IllegalMoveError``; the other errors are ``tap_move``'s."""
    checked_game(game, "drop_targets")
    src = Pile.parse(pile)
    if src == STOCK:
        return []
    count = _picked(game, src, index)
    return [move.dst for move in game.legal_moves
            if move.src == src and move.count == count and move.dst != STOCK]


def _tapped(game: Game, src: Pile, index: int | None) -> int:
    """How many cards a tap picks up; foundations answer only to dragging."""
    if src.is_foundation:
        raise IllegalMoveError(Reason.of("foundation-drag-only"))
    return _picked(game, src, index)


def _picked(game: Game, src: Pile, index: int | None) -> int:
    """How many cards a touch on ``index`` of a pile picks up (None: the top card)."""
    size = game.pile_size(src)
    if size == 0:
        raise IllegalMoveError(Reason.of("pile-empty", pile=src))
    if index is None:
        index = size - 1
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < size:
        raise IllegalMoveError(Reason.of("no-card-there", pile=src, index=repr(index)))
    if not game.face_up(src, index):
        raise IllegalMoveError(Reason.of("face-down"))
    if index != size - 1 and not src.is_column:
        raise IllegalMoveError(Reason.of("top-card-only", pile=src))
    return size - index


"""What a screen reader hears: each pile's accessible name, and a sentence for each move (pure, no browser).

A pile's name says what a sighted player sees on it, bottom card first.

>>> from ds.game import Game
>>> from ds.moves import Move
>>> from ds.web.i18n import Texts
>>> en = Texts.load("en")
>>> game = Game.deal("DS1-D1N-AAAAAAB")
>>> describe_pile(en, game, "col-3")
'Column 3: 2 face-down cards; 4 of hearts'
>>> describe_pile(en, game, "stock"), describe_pile(en, game, "foundation-S-2")
('Stock: 59 cards; pass 1', 'Spades foundation 2: empty')
>>> game.play(Move.parse("s>w"))
>>> describe_move(en, game, Move.parse("s>w"), flipped=False, points=0)
'Drew 10 of hearts.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..game import Game
from ..moves import Move
from ..piles import COLUMN_1, STOCK, WASTE, Pile
from .clock import clock_text
from .i18n import Texts, capital


STOCK_CONTENT = {"recycle": "content.stock-recycle", "spent": "content.stock-spent", "empty": "content.empty"}
"""What an empty stock's name says in each of its states (``stock_state``)."""


def stock_state(game: Game) -> str:
    """What the stock shows, as the engine says (``Game.stock_move``, ``Game.stock_refusal``): "" while it has
    cards; ``recycle`` when a tap turns the waste back over; ``spent`` when Vegas's one pass is over (the waste
    empty or not); ``empty`` when the stock and the waste are both empty in Normal scoring. The page's
    ``data-state`` hook and the stock's accessible name both say it.

    >>> game = Game("D1V score -104\\nfoundations: KS KS KH KH KD KD KC QC\\ncol-1: KC")
    >>> stock_state(game), describe_pile(Texts.load("en"), game, "stock")
    ('spent', 'Stock: empty; Vegas allows one pass')
    """
    if game.stock:
        return ""
    refusal = game.stock_refusal
    if refusal is None:
        return "recycle"
    return "spent" if refusal.key == "stock-spent" else "empty"


def stock_spent_by(game: Game, move: Move) -> bool:
    """``move``, just played on ``game``, is the draw that took the last card of Vegas's one pass.

    >>> game, draw = Game.deal("DS1-D1V-AAAAAAB"), Move.parse("s>w")
    >>> for _ in range(58): game.play(draw)
    >>> stock_spent_by(game, draw), game.play(draw), stock_spent_by(game, draw)
    (False, None, True)
    """
    return move.is_draw and stock_state(game) == "spent"


def describe_pile(texts: Texts, game: Game, pile: str) -> str:
    """The accessible name of a pile: "Column 3: 2 face-down cards; 7 of hearts, 6 of spades"."""
    index = Pile.parse(pile)
    name = capital(texts.pile(pile, "name"))
    cards = game.pile_cards(index)
    if index == STOCK:
        if cards:
            count = texts.plural("count.cards", len(cards))
            if game.vegas:
                content = texts("content.stock-vegas", count=count)
            else:
                content = texts("content.stock-normal", count=count, n=texts.number(game.pass_number))
        else:
            content = texts(STOCK_CONTENT[stock_state(game)])
    elif not cards:
        content = texts("content.empty")
    elif index == WASTE:
        showing = cards[-max(game.fan, 1) :]
        content = texts("content.waste", count=texts.plural("count.cards", len(cards)), cards=texts.cards(showing))
    elif index.is_column:
        hidden = game.hidden[index - COLUMN_1]
        face_up = texts.cards(cards[hidden:])
        content = face_up if not hidden else texts("content.column", hidden=texts.plural("count.face-down", hidden), cards=face_up)
    else:
        content = texts.card(cards[-1])
    return texts("describe", pile=name, content=content)


def describe_move(texts: Texts, game: Game, move: Move, *, flipped: bool, points: int) -> str:
    """What just happened, said after ``move`` was played on ``game``: the cards, where from and to,
    a card turned over, a Vegas stock spent by the draw, the new score when it changed."""
    if move.is_draw:
        parts = [texts("say.draw", cards=texts.cards(game.waste[-move.count :]))]
        if stock_spent_by(game, move):
            parts.append(texts("say.stock-spent"))
    elif move.is_recycle:
        parts = [texts("say.recycle")]
    else:
        moved = _landed(game, move)
        values = {"card": texts.card(moved[0]), "source": texts.ref(str(move.src)), "target": texts.ref(str(move.dst))}
        if move.count == 1:
            parts = [texts("say.move", **values)]
        else:
            parts = [texts.plural("say.move-run", move.count - 1, more=texts.number(move.count - 1), **values)]
        if flipped:
            column = game.pile_cards(move.src)
            parts.append(texts("say.flip", card=capital(texts.card(column[-1])), pile=texts.ref(str(move.src))))
    if points:
        parts.append(texts("say.score", score=texts.score(game.score, game.vegas)))
    return capital(" ".join(parts))


def describe_redo(texts: Texts, game: Game, move: Move, *, flipped: bool, points: int) -> str:
    """What a redo just played again (said after ``game.redo()`` returned ``move``).

    >>> from ds.web.i18n import Texts
    >>> game = Game.deal("DS1-D1N-AAAAAAB")
    >>> game.play(game.stock_move)
    >>> game.undo() and game.redo()
    Move.parse('s>w')
    >>> describe_redo(Texts.load("en"), game, game.move_stack[-1], flipped=False, points=0)
    'Redone: drew 10 of hearts.'
    """
    said = describe_move(texts, game, move, flipped=flipped, points=points)
    return texts("say.redo", move=said[:1].lower() + said[1:])


def describe_undo(texts: Texts, game: Game, move: Move, *, points: int = 0) -> str:
    """What an undo just took back (said after ``game.undo()`` returned ``move``), and the new score when the
    undo changed it by ``points``, as the move and its redo say it.

    >>> game = Game("D1V score 411\\nfoundations: KS QS KH KH KD KD KC KC\\ncol-1: KS")
    >>> game.play(Move.parse("1>S2")) or describe_undo(Texts.load("en"), game, game.undo(), points=-5)
    'Undone: king of spades is back in column 1. Score $411.'
    """
    if move.is_draw:
        said = texts("say.undo-draw")
    elif move.is_recycle:
        said = texts("say.undo-recycle")
    else:
        cards = game.pile_cards(move.src)
        said = texts("say.undo-move", card=texts.card(cards[-move.count]), source=texts.ref(str(move.src)))
    if points:
        said += " " + texts("say.score", score=texts.score(game.score, game.vegas))
    return said


def describe_hint(texts: Texts, game: Game, move: Move, gain: int = 0, lost: bool = False) -> str:
    """The hint ``move`` in words, said before it is played: the card, where from and to; or draw, or recycle.
    With a ``gain`` (no winning line known: the game is ``lost``, or no win was found in time), what the
    line it starts still earns.

    >>> from ds.web.i18n import Texts
    >>> game = Game.deal("DS1-D1N-AAAAAAB")
    >>> describe_hint(Texts.load("en"), game, Move.parse("3>5"))
    'Hint: 4 of hearts from column 3 to column 5.'
    """
    if move.is_draw:
        words = texts("say.hint-draw")
    elif move.is_recycle:
        words = texts("say.hint-recycle")
    else:
        cards = game.pile_cards(move.src)
        card = cards[-move.count] if not move.src.is_foundation else cards[-1]
        words = texts("say.hint-move", card=texts.card(card), source=texts.ref(str(move.src)), target=texts.ref(str(move.dst)))
    if gain > 0:
        earned = texts.money(gain) if game.vegas else texts.plural("count.points", gain)
        words += " " + texts("say.hint-earns-lost" if lost else "say.hint-earns", gain=earned)
    return words


def describe_pick(texts: Texts, game: Game, pile: str, index: int, targets: Sequence[Pile]) -> str:
    """The cards the keyboard just picked up, from ``index`` to the top of ``pile``, and the piles that take them
    (``targets``, the engine's: those the table marks for the eye)."""
    cards = game.pile_cards(pile)
    more = len(cards) - 1 - index
    card = texts.card(cards[index])
    picked = texts("say.pick", card=card) if more == 0 else texts.plural("say.pick-run", more, card=card,
                                                                         more=texts.number(more))
    if not targets:
        return f"{picked} {texts('say.pick-nowhere')}"
    piles = texts("list-separator").join(texts.pile(str(target)) for target in targets)
    return f"{picked} {texts('say.pick-targets', piles=piles)}"


def describe_win(texts: Texts, game: Game) -> str:
    return texts("say.won", score=texts.score(game.score, game.vegas), moves=texts.number(game.move_count),
                 time=clock_text(game.played_ms // 1000))



def _landed(game: Game, move: Move) -> list[Card]:
    """The cards a move just put on its target, bottom first."""
    cards = game.pile_cards(move.dst)
    if move.dst.is_foundation:
        return cards[-1:]
    return cards[-move.count :]


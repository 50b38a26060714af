"""The game object: the table, its legal moves, play and undo.

>>> game = Game.deal("DS1-D1N-AAAAAAB")
>>> game.legal_moves.count() > 0, game.score, game.move_count
(True, 0, 0)
>>> draw = Move.parse("s>w")
>>> draw in game.legal_moves
True
>>> game.play(draw)
>>> len(game.waste), game.move_count
(1, 1)
>>> game.undo()
Move.parse('s>w')
>>> len(game.waste), game.move_count
(0, 1)
>>> game.redo(), len(game.waste), game.move_count
(Move.parse('s>w'), 1, 2)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from . import refusals, scoring
from .cards import CARDS, KING, RANK, RED, Card, fits_on
from .codes import GameCode
from .deal import deal_layout
from .errors import IllegalMoveError, InvalidMoveError, PositionError, RedoError, UndoError
from .moves import Move, as_move, move_of
from .piles import (
    COLUMN_1,
    COLUMN_PILES,
    FOUNDATION_1,
    PILES,
    STOCK,
    WASTE,
    Pile,
    foundation_suit,
)
from .position import Position
from .reasons import Reason
from .scoring import MOST_SCORE
from .text import picture

UNDO_LIMIT = 200
"""How many actions back undo reaches."""
MOST_MOVES = 2**53 - 1
"""The most actions a save or statistics hold (a move count or recycles beyond it are refused as made up): the largest
whole number a JSON reader in JavaScript keeps exact (the page hands counts to its host), and more than any loop
plays (a million actions a second for 285 years). It was 10,000,000 (a move a second for 115 days), which a program
driving the library passes in a few minutes of draws and recycles: its game then saved and did not load."""
MOST_PLAYED_MS = 1000 * 24 * 3600 * 1000
"""The most time a game's clock shows, 1,000 days (``ds.web.clock`` stops there: a tab left showing a
game for years); a save beyond it is refused as made up."""
WON_CARDS = 104


def deal_mismatch(position: Position, code: GameCode) -> str | None:
    """What shows that ``position`` is no position of ``code``'s deal; None when nothing does: the face-down cards
    of each column are those the deal put there, and the waste and the stock hold the deal's stock cards in the
    order the stock turns them, some gone (a card leaves the talon, and a recycle keeps that order). Where the
    face-up cards lie is not looked at.

    >>> game = Game.deal("DS1-D1N-AAAAAAB")
    >>> game.play(game.stock_move)
    >>> deal_mismatch(game.position, game.code) is None
    True
    >>> deal_mismatch(game.position, GameCode.parse("DS1-D1N-AAAAAAC"))
    'col-2: the face-down cards are not those DS1-D1N-AAAAAAC deals there'
    """
    layout = deal_layout(code.deal)
    for pile, column, hidden, dealt in zip(COLUMN_PILES, position.columns, position.hidden, layout.columns):
        if tuple(column[:hidden]) != tuple(dealt[:hidden]):
            return f"{pile}: the face-down cards are not those {code} deals there"
    turns = iter(layout.stock[::-1])
    if not all(card in turns for card in (*position.waste, *position.stock[::-1])):
        return f"the stock and the waste are not the cards of {code}'s stock in their order"
    return None

@dataclass(frozen=True, slots=True)
class Record:
    """What undo needs of one action: the move, the points really applied, whether a card was turned, the fan before."""

    move: Move
    points: int
    flipped: bool
    fan: int


class Game:
    """One game of Double Solitaire: deal it or set it up, ask its legal moves, play, undo.

    Properties read the game's state; methods act on it or take arguments.
    """

    def __init__(self, position: Position | str, code: GameCode | str | None = None) -> None:
        """A game set up at ``position`` (a ``Position`` or its text form), checked card by card, with no
        history; ``code``, when given, is the deal it belongs to: its mode must be the position's, and the position
        one that the deal can come to (``deal_mismatch``). A position that is wrong, or not of the code's deal, raises
        ``PositionError``; a code that cannot be read, ``InvalidCodeError``."""
        if isinstance(position, str):
            position = Position.parse(position)
        elif isinstance(position, Position):
            position.check()
        else:
            raise PositionError(f"a game is set up from a Position or its text, not {type(position).__name__}")
        if code is not None and not isinstance(code, GameCode):
            code = GameCode.parse(code)  # text, or an InvalidCodeError that names what was given
        if code is not None and (code.draw, code.vegas) != (position.draw, position.vegas):
            raise PositionError(f"the position is {position.mode}, the code {code} is {code.mode}")
        mismatch = None if code is None else deal_mismatch(position, code)
        if mismatch:
            raise PositionError(f"the position is not one of {code}'s deal: {mismatch}")
        self._set_up(position, code)

    def _set_up(self, position: Position, code: GameCode | None) -> None:
        self.code: GameCode | None = code
        """The deal this game was dealt from; None for a game set up from a position."""
        self.draw = position.draw
        self.vegas = position.vegas
        self.stock: list[Card] = list(position.stock)
        """Face down; the last card is the next one turned."""
        self.waste: list[Card] = list(position.waste)
        """Face up; the last card is the top, the only one playable."""
        self.columns: list[list[Card]] = [list(column) for column in position.columns]
        """Bottom to top."""
        self.hidden: list[int] = list(position.hidden)
        """How many cards at the bottom of each column are face down."""
        self.foundations: list[int] = list(position.foundations)
        """How many cards each foundation holds (its suit's ace up to that rank)."""
        self.fan = position.fan
        """How many of the waste's top cards show fanned (draw 3: the rest of the last draw)."""
        self.score = position.score
        self.move_count = 0
        """Every action that changed the game; undo does not lower it."""
        self._records: list[Record] = []
        self._undone: list[Move] = []
        """The actions undo took back, the next one to redo last; any other action clears them."""
        self.trimmed = False
        """Whether older actions fell off the undo history (it keeps the last ``UNDO_LIMIT``)."""
        self.recycles = 0
        """How many times the waste went back to the stock (the stock's pass is ``recycles + 1``)."""
        self.played_ms = 0
        """Milliseconds played on this game, as the page's clock counts them; saved with the game, read by no rule."""
        self._runs = all(
            all(fits_on(card, below) for below, card in zip(column[down:], column[down + 1 :]))
            for column, down in zip(self.columns, self.hidden)
        )
        """Whether the face-up cards of every column went down a rank at a time in alternating colours when the game
        was set up: always so in a deal and in play, and so for good (a card goes onto a column only where it fits),
        which lets ``_moves`` find the one card of a column that fits another. A hand-made position may have other
        columns: their moves are found card by card."""

    @classmethod
    def deal(cls, code: str | GameCode) -> Game:
        """A fresh game of a code, given as text or as a ``GameCode`` (``InvalidCodeError`` for text that is none);
        made by ``cls(position, code)``, so that a subclass's ``__init__`` runs as for any game set up."""
        code = code if isinstance(code, GameCode) else GameCode.parse(code)
        layout = deal_layout(code.deal)
        position = Position(
            code.draw,
            code.vegas,
            stock=tuple(layout.stock),
            columns=tuple(tuple(column) for column in layout.columns),
            hidden=tuple(len(column) - 1 for column in layout.columns),
            score=scoring.start(code.vegas),
        )
        return cls(position, code)

    # --- reading the table -------------------------------------------------

    @property
    def mode(self) -> str:
        """``D1N``, ``D3N``, ``D1V`` or ``D3V``."""
        return f"D{self.draw}{'V' if self.vegas else 'N'}"

    @property
    def move_stack(self) -> list[Move]:
        """The moves that undo can take back, oldest first."""
        return [record.move for record in self._records]

    @property
    def records(self) -> tuple[Record, ...]:
        """What undo knows of each move of ``move_stack``: the points it scored, whether it turned a card."""
        return tuple(self._records)

    @property
    def redo_stack(self) -> list[Move]:
        """The actions that redo would play again, the next one first."""
        return self._undone[::-1]

    @property
    def pass_number(self) -> int:
        """Which pass through the stock is under way: 1, then one more after each recycle."""
        return self.recycles + 1

    def pile_cards(self, pile: Pile | str) -> list[Card]:
        """The cards of any pile, bottom to top; a name that is no pile raises ``InvalidMoveError``, as everywhere a
        pile is taken."""
        pile = Pile.parse(pile)
        held = self._held(pile)
        if held is not None:
            return list(held)
        base = foundation_suit(pile) * 13
        return [CARDS[base + i] for i in range(self.foundations[pile - FOUNDATION_1])]

    def _held(self, pile: Pile) -> list[Card] | None:
        """The list that holds a pile's cards; None for a foundation, which is kept as a count."""
        if pile == STOCK:
            return self.stock
        if pile == WASTE:
            return self.waste
        if COLUMN_1 <= pile < FOUNDATION_1:
            return self.columns[pile - COLUMN_1]
        return None

    def face_up(self, pile: Pile | str, index: int) -> bool:
        """Whether the card at ``index`` of a pile shows its face: 0 is the bottom card and, as in a list, -1 the
        top one; an index with no card raises ``IndexError``, one that is no whole number ``TypeError``, a name that
        is no pile ``InvalidMoveError``."""
        pile = Pile.parse(pile)
        size = self._size(pile)
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"a card's index is a whole number, not {index!r}")
        if not -size <= index < size:
            raise IndexError(f"{pile} has no card at index {index}: it holds {size}")
        return index % size >= self._face_down(pile)

    def face_down_count(self, pile: Pile | str) -> int:
        """How many of a pile's cards, from the bottom, lie face down: the whole stock, a column's hidden
        cards, none elsewhere (the card at ``index`` shows its face when ``index`` is at least this);
        ``InvalidMoveError`` for a name that is no pile."""
        return self._face_down(Pile.parse(pile))

    def _face_down(self, pile: Pile) -> int:
        if pile == STOCK:
            return len(self.stock)
        if COLUMN_1 <= pile < FOUNDATION_1:
            return self.hidden[pile - COLUMN_1]
        return 0

    def pile_size(self, pile: Pile | str) -> int:
        """How many cards a pile holds (``InvalidMoveError`` for a name that is no pile)."""
        return self._size(Pile.parse(pile))

    def _size(self, pile: Pile) -> int:
        held = self._held(pile)
        return len(held) if held is not None else self.foundations[pile - FOUNDATION_1]

    @property
    def on_foundations(self) -> int:
        """How many cards the foundations hold."""
        return sum(self.foundations)

    @property
    def is_won(self) -> bool:
        """All 104 cards on the foundations. No loss is ever declared."""
        return sum(self.foundations) == WON_CARDS

    @property
    def can_recycle(self) -> bool:
        """Whether the waste may go back to the stock now."""
        return not self.stock and bool(self.waste) and not self.vegas

    @property
    def can_undo(self) -> bool:
        """Whether ``undo()`` has an action to take back."""
        return bool(self._records)

    @property
    def can_redo(self) -> bool:
        """Whether ``redo()`` has an action undone to play again."""
        return bool(self._undone)

    @property
    def position(self) -> Position:
        """The table, the mode and the score as a value: ``Game(game.position)`` plays on from here."""
        return Position(
            self.draw,
            self.vegas,
            tuple(self.stock),
            tuple(self.waste),
            tuple(tuple(column) for column in self.columns),
            tuple(self.hidden),
            tuple(self.foundations),
            self.fan,
            self.score,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (
            self.code == other.code
            and self.move_count == other.move_count
            and self.position == other.position
            and self._records == other._records
            and self._undone == other._undone
            and self.trimmed == other.trimmed
            and self.recycles == other.recycles
            and self.played_ms == other.played_ms
        )

    __hash__ = None  # type: ignore[assignment]  # a game changes; it is no dictionary key

    def copy(self) -> Game:
        """An independent game in the same state, undo history included; of the same class, with a subclass's own
        attributes copied as ``copy.copy`` copies them (its ``__init__`` does not run again)."""
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.stock = list(self.stock)
        twin.waste = list(self.waste)
        twin.columns = [list(column) for column in self.columns]
        twin.hidden = list(self.hidden)
        twin.foundations = list(self.foundations)
        twin._records = list(self._records)
        twin._undone = list(self._undone)
        return twin

    def __copy__(self) -> Game:
        """``copy.copy(game)`` is ``game.copy()``: a game sharing its piles with another would be corrupted by it."""
        return self.copy()

    def __str__(self) -> str:
        score = scoring.dollars(self.score) if self.vegas else f"{self.score}"
        heading = f"{self.code or self.mode}  score {score}  moves {self.move_count}" + ("  WON" if self.is_won else "")
        return picture(self.position, heading)

    def __repr__(self) -> str:
        return f"<Game {self.code or self.mode} moves={self.move_count} score={self.score}>"

    # --- legal moves -------------------------------------------------------

    @property
    def legal_moves(self) -> LegalMoves:
        """A lazy view of the legal moves: iterate it, test ``move in``, ``count()``."""
        return LegalMoves(self)

    def foundation_for(self, card: Card | int | str) -> Pile | None:
        """The foundation that takes ``card`` (a ``Card``, its number or its name): the first spot of its suit's
        row that accepts it, or None; ``InvalidCardError`` for what names no card."""
        spot = self._foundation_for(card if isinstance(card, Card) else Card.parse(card) if isinstance(card, str) else Card(card))
        return None if spot is None else PILES[spot]

    def _foundation_for(self, card: int) -> int | None:
        rank = RANK[card]
        first = FOUNDATION_1 + (card // 13) * 2
        if self.foundations[first - FOUNDATION_1] == rank - 1:
            return first
        if self.foundations[first + 1 - FOUNDATION_1] == rank - 1:
            return first + 1
        return None

    @property
    def stock_move(self) -> Move | None:
        """A tap on the stock, written exactly: a draw, a recycle (Normal), or None when nothing can happen."""
        if self.stock:
            return move_of(STOCK, WASTE, min(self.draw, len(self.stock)))
        if self.waste and not self.vegas:
            return move_of(WASTE, STOCK, len(self.waste))
        return None

    def generate_moves(self) -> Iterator[Move]:
        """Every legal move of the game as it is now: waste, columns, take-backs, then the stock. Listed at the
        call, so that the game may change while they are iterated (a move played, undone): each is one of the
        moves legal when it was called, and none is missed (made as they came, a move played meanwhile stopped
        them on an IndexError, or mixed the old table's moves with the new one's)."""
        return iter(list(self._moves()))

    def _moves(self) -> Iterator[Move]:
        """``generate_moves``, one by one while the game does not change."""
        columns, hidden, foundations, runs = self.columns, self.hidden, self.foundations, self._runs
        tops = [column[-1] if column else -1 for column in columns]
        if self.waste:
            card = self.waste[-1]
            target = self._foundation_for(card)
            if target is not None:
                yield move_of(WASTE, target)
            yield from self._onto_columns(WASTE, card, tops)
        for i, column in enumerate(columns):
            if not column:
                continue
            src = COLUMN_1 + i
            target = self._foundation_for(column[-1])
            if target is not None:
                yield move_of(src, target)
            base = hidden[i]
            size = len(column)
            for j, top in enumerate(tops):
                if j == i:
                    continue
                if not runs:
                    yield from self._fitting(src, column, base, COLUMN_1 + j, top)
                    continue
                if top < 0:
                    if RANK[column[base]] == KING:
                        yield move_of(src, COLUMN_1 + j, size - base)
                    continue
                # The face-up run descends one rank a card, so at most one of its cards fits `top`.
                k = base + RANK[column[base]] - RANK[top] + 1
                if base <= k < size and RED[column[k]] != RED[top]:
                    yield move_of(src, COLUMN_1 + j, size - k)
        for f, count in enumerate(foundations):
            if count:
                taken = (f // 2) * 13 + count - 1
                yield from self._onto_columns(FOUNDATION_1 + f, taken, tops)
        stock = self.stock_move
        if stock is not None:
            yield stock

    @staticmethod
    def _fitting(src: int, column: list[Card], base: int, dst: int, top: int) -> Iterator[Move]:
        """The moves from a column whose face-up cards are out of order (set up so) onto a column whose top card is
        ``top`` (-1: empty, which takes a king): each face-up card that fits, with the cards on it."""
        size = len(column)
        for k in range(base, size):
            if RANK[column[k]] == KING if top < 0 else fits_on(column[k], top):
                yield move_of(src, dst, size - k)

    @staticmethod
    def _onto_columns(src: int, card: int, tops: list[int]) -> Iterator[Move]:
        rank, red = RANK[card], RED[card]
        for j, top in enumerate(tops):
            if top < 0:
                if rank == KING:
                    yield move_of(src, COLUMN_1 + j)
            elif RANK[top] == rank + 1 and RED[top] != red:
                yield move_of(src, COLUMN_1 + j)

    def exact(self, move: Move | str) -> Move:
        """The move as played: a plain draw or recycle (``s>w``, ``w>s``) gets the count the rules give it here;
        ``InvalidMoveError`` for what is no move."""
        move = as_move(move)
        if move.count == 1 and move.src <= WASTE and move.dst <= WASTE:
            stock_move = self.stock_move
            if stock_move is not None and (stock_move.src, stock_move.dst) == (move.src, move.dst):
                return stock_move
        return move

    def why_illegal(self, move: Move | str) -> Reason | None:
        """Why the rules forbid ``move`` (a ``Move`` or its text) here, or None when it is legal; ``InvalidMoveError``
        for what is no move."""
        return refusals.why_illegal(self, as_move(move))

    @property
    def stock_refusal(self) -> Reason | None:
        """Why a tap on the stock does nothing now, or None when it draws or recycles (``stock_move``)."""
        return None if self.stock_move is not None else refusals.stock_refusal(self)

    def is_legal(self, move: Move | str) -> bool:
        """Whether the rules allow ``move`` (a ``Move`` or its text) here; ``InvalidMoveError`` for what is no move
        (``move in game.legal_moves`` is False for it)."""
        return self.why_illegal(move) is None

    # --- play and undo -----------------------------------------------------

    def play(self, move: Move | str) -> None:
        """Play a legal move, given as a ``Move`` or in the move notation; an illegal one raises
        ``IllegalMoveError`` and changes nothing, as does what is no move, with ``InvalidMoveError``. ``move_stack``
        holds the move as played (``exact``)."""
        move = as_move(move)
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(reason, move=str(move))
        self.push_unchecked(self.exact(move) if move.count == 1 and move.src <= WASTE else move)

    def push_unchecked(self, move: Move) -> None:
        """Play a move known to be legal, as ``legal_moves`` gives it (a draw or recycle with its count: ``exact``),
        without checking it; nothing is left to redo."""
        if self._undone:
            self._undone.clear()
        self._push(move)

    def _push(self, move: Move) -> None:
        src, dst, count = move.src, move.dst, move.count
        fan = self.fan
        flipped = False
        if src == STOCK:
            stock = self.stock
            turned = stock[-count:]
            del stock[-count:]
            turned.reverse()
            self.waste.extend(turned)
            self.fan = count
            change = 0
        elif dst == STOCK:
            self.waste.reverse()
            self.stock, self.waste = self.waste, []
            self.fan = 0
            self.recycles += 1
            change = scoring.recycle_points(self.vegas)
        else:
            from_waste = src == WASTE
            if from_waste:
                cards = [self.waste.pop()]
                self.fan = max(fan - 1, 1) if self.waste else 0
            elif src < FOUNDATION_1:
                i = src - COLUMN_1
                column = self.columns[i]
                cards = column[-count:]
                del column[-count:]
                if column and self.hidden[i] == len(column):
                    self.hidden[i] -= 1
                    flipped = True
            else:
                f = src - FOUNDATION_1
                cards = [CARDS[(f // 2) * 13 + self.foundations[f] - 1]]
                self.foundations[f] -= 1
            to_foundation = dst >= FOUNDATION_1
            if to_foundation:
                self.foundations[dst - FOUNDATION_1] += 1
            else:
                self.columns[dst - COLUMN_1].extend(cards)
            change = scoring.points(
                vegas=self.vegas, to_foundation=to_foundation, from_waste=from_waste, flipped=flipped
            )
        before = self.score
        self.score = scoring.settle(before, change, vegas=self.vegas)
        self.move_count += 1
        records = self._records
        records.append(Record(move, self.score - before, flipped, fan))
        if len(records) > UNDO_LIMIT:
            del records[0]
            self.trimmed = True

    def undo(self) -> Move:
        """Take back the last action exactly; the move counter stays; redo can play it again. Returns the move undone;
        ``UndoError`` when there is none (none played, or the history's ``UNDO_LIMIT`` reached)."""
        if not self._records:
            raise UndoError(
                Reason.of("undo-limit", limit=UNDO_LIMIT) if self.trimmed else Reason.of("nothing-to-undo")
            )
        record = self._records.pop()
        move = record.move
        src, dst, count = move.src, move.dst, move.count
        if src == STOCK:
            turned = self.waste[-count:]
            del self.waste[-count:]
            turned.reverse()
            self.stock.extend(turned)
        elif dst == STOCK:
            self.stock.reverse()
            self.waste, self.stock = self.stock, []
            self.recycles -= 1
        else:
            if dst >= FOUNDATION_1:
                f = dst - FOUNDATION_1
                cards = [CARDS[(f // 2) * 13 + self.foundations[f] - 1]]
                self.foundations[f] -= 1
            else:
                column = self.columns[dst - COLUMN_1]
                cards = column[-count:]
                del column[-count:]
            if src == WASTE:
                self.waste.extend(cards)
            elif src < FOUNDATION_1:
                i = src - COLUMN_1
                if record.flipped:
                    self.hidden[i] += 1
                self.columns[i].extend(cards)
            else:
                self.foundations[src - FOUNDATION_1] += 1
        self.fan = record.fan
        self.score -= record.points
        self._undone.append(move)
        return move

    def redo(self) -> Move:
        """Play again the last action undone: an action like any other (it counts one move and scores as
        the first time, the table being as it was then); returns it. Any other action clears what is
        left to redo; ``RedoError`` when there is nothing to redo."""
        if not self._undone:
            raise RedoError(Reason.of("nothing-to-redo"))
        move = self._undone.pop()
        self._push(move)
        return move


def checked_game(game: object, function: str) -> Game:
    """``game`` when it is a ``Game``; else a ``TypeError`` that names ``function`` and what it was given."""
    if not isinstance(game, Game):
        raise TypeError(f"{function} takes a Game (Game.deal(code) deals one), not {type(game).__name__}")
    return game


class LegalMoves:
    """The legal moves of a game, generated when asked (python-chess style)."""

    __slots__ = ("_game",)

    def __init__(self, game: Game) -> None:
        self._game = game

    def __iter__(self) -> Iterator[Move]:
        return self._game.generate_moves()

    def __contains__(self, move: object) -> bool:
        """Whether ``move`` (a ``Move`` or its text, as ``play`` takes) is legal; anything else is not."""
        if isinstance(move, str):
            try:
                move = Move.parse(move)
            except InvalidMoveError:
                return False
        return isinstance(move, Move) and self._game.is_legal(move)

    def __bool__(self) -> bool:
        return any(True for _ in self._game._moves())

    def count(self) -> int:
        """How many moves are legal (``len(list(game.legal_moves))`` without the list)."""
        return sum(1 for _ in self._game._moves())

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(str(move) for move in self)})>"


__all__ = ["MOST_MOVES", "MOST_PLAYED_MS", "MOST_SCORE", "UNDO_LIMIT", "Game", "LegalMoves", "Record", "checked_game", "deal_mismatch"]

"""Save and load a whole game, undo history included, as versioned JSON.

A save holds the game code, the position where the undo history starts
(``base``, with how many recycles came before it), the moves played since
(``history``), the moves undone that redo can play again (``redo``, the next
first) and the time played (``time``, in milliseconds). Loading checks the
base position card by card, then replays every move through the rules (and
the moves to redo on a copy), so a corrupt, truncated or hand-edited save is
refused whole with a ``SaveError`` that says what is wrong; nothing is
half-loaded. A version 1 save (before redo, the pass and the clock) still
loads: nothing to redo, no time played, its passes counted from its history.

A game set up from a position (no game code) saves its ``mode`` instead of a
``code``.

A save with a code holds that code's deal: its base (the deal as dealt, a
position after the oldest moves dropped from the history, or one a game was
set up at) has the deal's face-down cards where they were dealt and the
deal's stock cards in the order the stock turns them, some gone
(``ds.game.deal_mismatch``). Cards that are not the code's deal (a
hand-edited code, a save of another deal) are refused with a ``DealError``,
which names the code: the page would otherwise share or deal afresh a deal
that is not the one on the table.

>>> from ds.game import Game
>>> game = Game.deal("DS1-D3V-AAAAAAB")
>>> game.play("s>w")
>>> load(dump(game)) == game
True
"""

from __future__ import annotations

import json
from typing import Any

from . import jsontext
from .cards import CARDS, NAMES, Card
from .codes import SCORINGS, GameCode
from .deal import COLUMNS
from .errors import IllegalMoveError, InvalidCardError, InvalidCodeError, InvalidMoveError, PositionError, SaveError
from .game import MOST_MOVES, MOST_PLAYED_MS, MOST_SCORE, UNDO_LIMIT, Game, deal_mismatch
from .jsontext import JsonTextError
from .moves import Move
from .piles import COLUMN_PILES, FOUNDATION_PILES
from .position import HIDDEN, Position


class DealError(SaveError):
    """A saved game whose cards are not those of the deal of its game code (``code``)."""

    def __init__(self, message: str, code: GameCode) -> None:
        super().__init__(message)
        self.code = code


FORMAT = "double-solitaire"
VERSION = 2
READS = (1, 2)
"""The versions ``load`` reads."""
MAX_SIZE = 200_000
"""The longest save text read, in characters (a full save is about 4,000)."""


def dump(game: Game) -> str:
    """The game as JSON text; ``TypeError`` for what is no ``Game`` or a ``played_ms`` that is no whole number,
    ``ValueError`` for one out of its range or a ``move_count`` beyond ``MOST_MOVES``."""
    if not isinstance(game, Game):
        raise TypeError(f"dump saves a Game, not {type(game).__name__}")
    played = game.played_ms  # the one field a front end sets (its clock): written wrong, the save would not load
    if isinstance(played, bool) or not isinstance(played, int):
        raise TypeError(f"played_ms is a whole number of milliseconds, not {played!r}")
    if not 0 <= played <= MOST_PLAYED_MS:
        raise ValueError(f"played_ms is from 0 to {MOST_PLAYED_MS:,} milliseconds, not {played:,}")
    if game.move_count > MOST_MOVES:  # never in play (see MOST_MOVES); a count set by hand: load would refuse it
        raise ValueError(f"a game of more than {MOST_MOVES:,} actions cannot be saved: this one has {game.move_count:,}")
    base = game.copy()
    while base.can_undo:
        base.undo()
    position = base.position
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if game.code is None:
        document["mode"] = game.mode
    else:
        document["code"] = str(game.code)
    document |= {
        "base": {
            "moves": game.move_count - len(game.move_stack),
            "recycles": base.recycles,
            "score": position.score,
            "stock": [NAMES[card] for card in position.stock],
            "waste": [NAMES[card] for card in position.waste],
            "fan": position.fan,
            "columns": [
                [HIDDEN * (i < hidden) + NAMES[card] for i, card in enumerate(column)]
                for column, hidden in zip(position.columns, position.hidden)
            ],
            "foundations": {str(pile): [NAMES[card] for card in base.pile_cards(pile)] for pile in FOUNDATION_PILES},
        },
        "history": [str(move) for move in game.move_stack],
        "redo": [str(move) for move in game.redo_stack],
        "trimmed": game.trimmed,
        "time": game.played_ms,
    }
    return json.dumps(document, separators=(",", ":"))


def load(text: str) -> Game:
    """The game saved in ``text``; a ``SaveError`` names what is wrong otherwise."""
    if not isinstance(text, str):
        raise SaveError(f"a saved game is text, not {type(text).__name__}")
    try:
        document = jsontext.read(text, max_size=MAX_SIZE)
    except JsonTextError as error:
        raise SaveError(f"the saved game cannot be read: {error}") from None
    doc = _object(document, "the saved game")
    if doc.get("format") != FORMAT:
        raise SaveError(f"this is not a Double Solitaire save (format {doc.get('format')!r})")
    version = doc.get("version")
    if version not in READS or isinstance(version, bool):
        raise SaveError(f"save version {version!r} is not supported (this game reads versions 1 to {VERSION})")
    code, draw, vegas = _mode(doc)
    base = _object(doc.get("base"), "base")
    try:
        game = Game(_position(base, draw, vegas))
    except PositionError as error:
        raise SaveError(str(error)) from None
    if code is not None:
        mismatch = deal_mismatch(game.position, code)
        if mismatch:
            raise DealError(mismatch, code)
        game.code = code
    game.move_count = _count(base, "moves", MOST_MOVES)
    if version > 1:
        game.recycles = _count(base, "recycles", MOST_MOVES)
    history = _moves(doc, "history")
    redo = _moves(doc, "redo") if version > 1 else []
    trimmed = doc.get("trimmed", False)
    if not isinstance(trimmed, bool):
        raise SaveError(f"'trimmed' must be true or false, not {trimmed!r}")
    _replay(game, history, "history")
    _replay(game.copy(), redo, "redo")
    game._undone = redo[::-1]
    game.trimmed = trimmed
    game.played_ms = _count(doc, "time", MOST_PLAYED_MS) if version > 1 else 0
    return game


def _moves(doc: dict[str, Any], key: str) -> list[Move]:
    """A list of at most ``UNDO_LIMIT`` moves in move notation."""
    entries = doc.get(key)
    if not isinstance(entries, list) or len(entries) > UNDO_LIMIT:
        raise SaveError(f"{key} must be a list of at most {UNDO_LIMIT} moves")
    moves = []
    for number, entry in enumerate(entries, start=1):
        try:
            moves.append(Move.parse(entry))
        except InvalidMoveError as error:
            raise SaveError(f"{key} move {number} ({entry!r}) does not replay: {error}") from None
    return moves


def _replay(game: Game, moves: list[Move], key: str) -> None:
    """Play ``moves`` through the rules; the first that is illegal refuses the save."""
    for number, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise SaveError(f"{key} move {number} ({move}) does not replay: {error}") from None


def _mode(doc: dict[str, Any]) -> tuple[GameCode | None, int, bool]:
    """The game code, or for a game set up from a position its mode alone; with its draw and scoring."""
    if "code" not in doc and isinstance(doc.get("mode"), str):
        mode = doc["mode"]
        if len(mode) != 3 or mode[0] != "D" or mode[1] not in "13" or mode[2] not in SCORINGS:
            raise SaveError(f"the saved mode {mode!r} is not D1N, D3N, D1V or D3V")
        return None, int(mode[1]), mode[2] == "V"
    try:
        code = GameCode.parse(_field(doc, "code", str))
    except InvalidCodeError as error:
        raise SaveError(f"the saved game code is wrong: {error}") from None
    return code, code.draw, code.vegas


def _position(base: dict[str, Any], draw: int, vegas: bool) -> Position:
    columns_in = _field(base, "columns", list)
    if len(columns_in) != COLUMNS:
        raise SaveError(f"base.columns must hold {COLUMNS} columns, not {len(columns_in)}")
    columns, hidden = [], []
    for pile, column in zip(COLUMN_PILES, columns_in):
        names = _names(column, str(pile), allow_hidden=True)
        down = sum(1 for name in names if name.startswith(HIDDEN))
        if any(name.startswith(HIDDEN) for name in names[down:]):
            raise SaveError(f"{pile}: a face-down card lies on a face-up one")
        columns.append(tuple(_card(name.removeprefix(HIDDEN), str(pile)) for name in names))
        hidden.append(down)
    foundations_in = _object(base.get("foundations"), "base.foundations")
    foundations = []
    for spot, pile in enumerate(FOUNDATION_PILES):
        name = str(pile)
        cards = [_card(card, name) for card in _names(foundations_in.get(name, []), name)]
        expected = [CARDS[(spot // 2) * 13 + rank] for rank in range(len(cards))]
        if cards != expected:
            raise SaveError(f"{name} must hold its suit from the ace up, one rank at a time")
        foundations.append(len(cards))
    stock = tuple(_card(name, "stock") for name in _names(base.get("stock"), "stock"))
    waste = tuple(_card(name, "waste") for name in _names(base.get("waste"), "waste"))
    score = _field(base, "score", int)
    if abs(score) > MOST_SCORE:
        raise SaveError(f"'score' {_brief(score)} is beyond what any game reaches ({MOST_SCORE:,} either way)")
    return Position(draw, vegas, stock, waste, tuple(columns), tuple(hidden), tuple(foundations), _count(base, "fan", draw), score)


def _object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SaveError(f"{what} must be a JSON object")
    return value


def _field(doc: dict[str, Any], key: str, kind: type) -> Any:
    value = doc.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise SaveError(f"{key!r} must be {kind.__name__}, not {type(value).__name__}")
    return value


def _count(doc: dict[str, Any], key: str, most: int) -> int:
    """A whole number from 0 to ``most``."""
    value = _field(doc, key, int)
    if value < 0:
        raise SaveError(f"{key!r} must not be negative")
    if value > most:
        raise SaveError(f"{key!r} {_brief(value)} is beyond what any game reaches ({most:,} at most)")
    return int(value)


def _brief(number: int) -> str:
    """A number as a message shows it: its digits, or how many there are when they would not fit a line."""
    digits = str(abs(number))
    return f"{number:,}" if len(digits) <= 15 else f"of {len(digits)} digits"


def _names(value: Any, pile: str, allow_hidden: bool = False) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise SaveError(f"{pile} must be a list of card names")
    if not allow_hidden and any(name.startswith(HIDDEN) for name in value):
        raise SaveError(f"{pile} has no face-down mark '{HIDDEN}'")
    return value


def _card(name: str, pile: str) -> Card:
    try:
        card = Card.parse(name)
    except InvalidCardError as error:
        raise SaveError(f"{pile}: {error}") from None
    if NAMES[card] != name:
        raise SaveError(f"{pile}: write the card {name!r} as {NAMES[card]!r}")
    return card

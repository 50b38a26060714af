"""``python -m ds play CODE``: the game in a terminal, a small front end built on the public API.

It prints the text picture of the table (face-down cards as ``##``) and reads one command a line: a
move in the move notation (``3>5``, ``w>S1``, ``s>w`` to draw, ``w>s`` to recycle), ``d`` for what a tap
on the stock does, ``u`` undo, ``r`` redo, ``h`` a hint from the solver, ``m`` the legal moves, ``?`` this
help, ``q`` quit. A refused command says why and changes nothing.

>>> import io
>>> out = io.StringIO()
>>> play("DS1-D1N-AAAAAAB", io.StringIO("4>1\\n2>1\\nu\\nq\\n"), out)
0
>>> print(out.getvalue().split("> ")[1].splitlines()[0])
4>1: 5C from col-4 to col-1, +5
"""

from __future__ import annotations

import codecs
import sys
from collections.abc import Callable
from typing import TextIO

from .errors import InvalidMoveError, RefusalError
from .game import Game
from .moves import Move
from .scoring import dollars
from .solver import hint

HELP = """Type a move as <from>><to>[:<cards>] with piles s (stock), w (waste), 1-9 (columns), S1 S2 H1 H2 D1 D2 C1 C2
(foundations): 3>5 moves col-3's top card to col-5, 3>5:2 its top two, w>S1 the waste's card home.
s>w draws, w>s recycles the waste. Or: d (draw or recycle), u (undo), r (redo), h (hint), m (legal moves),
? (this help), q (quit)."""
HINT_NODES = 20_000
"""The solver's budget for a hint: enough to find most wins, a second at most."""


def play(code: str, stdin: TextIO, stdout: TextIO) -> int:
    """Play the game of ``code`` with commands read from ``stdin``; 0 once quit (``q``, the end of the input or
    Ctrl-C), or won."""
    game = Game.deal(code)

    def say(text: str) -> None:
        print(text, file=stdout)

    marks = byte_order_marks(stdin)
    read = line_reader(stdin, stdout)
    say(HELP)
    say(str(game))
    while True:
        try:
            line = read("> ")
        except KeyboardInterrupt:
            line = ""
        for mark in marks:  # a file of commands saved with a byte-order mark
            line = line.removeprefix(mark)
        command = line.strip()
        if not line or command.lower() in ("q", "quit"):
            if not line:
                say("")
            say(f"quit at {score_text(game)} after {moves(game)}; the deal is {game.code}")
            return 0
        if not command:
            continue
        said, changed = act(game, command)
        say(said)
        if changed:
            say(str(game))
        if game.is_won:
            say(f"won with {score_text(game)} in {moves(game)}")
            return 0


def line_reader(stdin: TextIO, stdout: TextIO) -> Callable[[str], str]:
    """How a command is read after its prompt, a line with its end or "" at the end of the input: typed on a terminal,
    through ``input`` with the line editing of ``readline`` (arrow keys, history) where that module exists (not on
    Windows); else read from ``stdin`` as it comes (piped commands, a file), ``readline`` never imported."""
    if stdin is sys.stdin and stdout is sys.stdout and stdin.isatty():
        try:
            import readline  # noqa: F401  input() edits the line with it once it is imported
        except ImportError:
            pass
        else:
            def typed(prompt: str) -> str:
                try:
                    return input(prompt) + "\n"
                except EOFError:
                    return ""

            return typed

    def piped(prompt: str) -> str:
        print(prompt, end="", file=stdout, flush=True)
        return stdin.readline()

    return piped


def byte_order_marks(stream: TextIO) -> tuple[str, ...]:
    """A byte-order mark as ``stream`` reads it: U+FEFF, and the mark's three UTF-8 bytes in the stream's own encoding
    (``\\udcef\\udcbb\\udcbf`` under ``PYTHONIOENCODING=ascii``, whose bytes the command line reads as escapes;
    ``ï»¿`` in Latin-1 or a Windows code page)."""
    encoding, errors = getattr(stream, "encoding", None), getattr(stream, "errors", None)
    if not isinstance(encoding, str):
        return ("\ufeff",)
    try:
        read = codecs.BOM_UTF8.decode(encoding, errors if isinstance(errors, str) else "strict")
    except (LookupError, UnicodeDecodeError):  # a stream that refuses such bytes refuses them on reading too
        return ("\ufeff",)
    return ("\ufeff", read) if read != "\ufeff" else ("\ufeff",)


def act(game: Game, command: str) -> tuple[str, bool]:
    """Carry out one command (its letters in any case, as moves): what to tell the player, and whether the
    table changed."""
    word = command.lower()
    if word in ("?", "help"):
        return HELP, False
    if word == "m":
        return "legal moves: " + " ".join(str(move) for move in game.legal_moves), False
    if word == "h":
        try:
            return hint_text(game), False
        except KeyboardInterrupt:  # the search, not the game: Ctrl-C at the prompt quits
            return "hint stopped; the game goes on", False
    try:
        if word == "u":
            return f"undid {game.undo()}", True
        if word == "r":
            return f"redid {game.redo()}", True
        if word == "d":
            stock = game.stock_move
            if stock is None:
                return f"nothing to draw: {game.stock_refusal}", False
            move = stock
        else:
            move = Move.parse(command)
        before = game.score
        game.play(move)
    except InvalidMoveError as error:
        return f"not a move: {error.reason}; ? for help", False
    except RefusalError as error:
        return str(error), False
    return describe(game, game.move_stack[-1], game.score - before), True


def hint_text(game: Game) -> str:
    """The solver's hint, and why."""
    advice = hint(game, max_nodes=HINT_NODES)
    if advice.move is None:
        return "no move helps: this game cannot be won any more" if advice.verdict == "lost" else "no move helps"
    why = ("it starts a winning line" if advice.wins else
           f"the best line found still earns {gain_text(game, advice.gain)}" if advice.gain else
           "a guess: no winning line was found")
    return f"hint: {advice.move} ({why})"


def describe(game: Game, move: Move, points: int) -> str:
    """A move just played, in words: ``4>1: 5C from col-4 to col-1, +5``."""
    if move.is_draw:
        words = f"drew {' '.join(str(card) for card in game.waste[-move.count:])}"
    elif move.is_recycle:
        words = f"recycled {move.count} cards"
    else:
        top = game.pile_cards(move.dst)[-move.count]
        words = f"{top}{f' and {move.count - 1} more' if move.count > 1 else ''} from {move.src} to {move.dst}"
    return f"{move}: {words}" + (f", {gain_text(game, points)}" if points else "")


def gain_text(game: Game, points: int) -> str:
    """Points (Normal) or dollars (Vegas), signed: ``+5``, ``-$5``."""
    if game.vegas:
        return ("+" if points > 0 else "") + dollars(points)
    return f"{points:+d}"


def score_text(game: Game) -> str:
    return f"score {dollars(game.score)}" if game.vegas else f"score {game.score}"


def moves(game: Game) -> str:
    """The game's move count with its noun: "1 move", "3 moves"."""
    return f"{game.move_count} move{'' if game.move_count == 1 else 's'}"

"""The command line: ``python -m ds deal CODE`` prints the deal of a game code.

``python -m ds play [CODE]`` plays it in the terminal (``ds.play``); ``python -m ds solve CODE`` and
``python -m ds survey`` run the solver (``ds.solver_cli``).
"""

from __future__ import annotations

import argparse
import errno
import io
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from .codes import NORMAL, GameCode
from .errors import InvalidCodeError
from .game import Game


EXIT_STATUS = ("141 when the reader of the output went away (| head -1), 2 when the output cannot be written "
               "(a full disk)")
"""The exit statuses of every command, which each command's help gives after its own (``docs/engine.md``, "In a
terminal")."""


if TYPE_CHECKING:
    Commands: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]
    """What ``add_subparsers`` gives, to which each command is added (subscripted only for the type checker)."""


def command(commands: Commands, name: str, summary: str, statuses: str) -> argparse.ArgumentParser:
    """A command of ``python -m ds``: its one-line summary in the list of commands, and in its own ``--help`` with
    its exit statuses."""
    parser: argparse.ArgumentParser = commands.add_parser(
        name, help=summary, description=summary[0].upper() + summary[1:] + ".",
        epilog=f"exit status: {statuses}, {EXIT_STATUS}.")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ds", description="Double Solitaire from the command line.",
        epilog=f"python -m ds COMMAND --help says what each does and its exit statuses; every command: 130 at Ctrl-C "
               f"(but play, where it quits), {EXIT_STATUS}.")
    commands = parser.add_subparsers(dest="command", required=True)
    deal = command(commands, "deal", "print the table of a game code, such as DS1-D1N-AAAAAAB",
                   "0 printed, 2 a wrong code or option, 130 at Ctrl-C")
    deal.add_argument("code", help="a game code, such as DS1-D1N-AAAAAAB")
    deal.add_argument("--show", action="store_true", help="also list the face-down cards and the stock")
    play = command(commands, "play", "play a game in the terminal: moves typed in the move notation, ? for help",
                   "0 once quit (q, the end of the input or Ctrl-C at the prompt) or won, 2 a wrong code or option")
    play.add_argument("code", nargs="?", help="a game code (default: a random deal of draw 1, Normal scoring)")
    from .solver_cli import add_commands

    add_commands(commands, command)
    args = parser.parse_args(argv)
    if args.command == "play":
        from .play import play as play_game

        try:
            code = GameCode.parse(args.code) if args.code else GameCode.random(1, NORMAL)
        except InvalidCodeError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        return play_game(str(code), sys.stdin or io.StringIO(), sys.stdout)  # no stdin (closed): no command
    if args.command != "deal":
        run: Callable[[argparse.Namespace], int] = args.run
        return run(args)
    try:
        game = Game.deal(args.code)
    except InvalidCodeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(game)
    if args.show:
        for number, column in enumerate(game.columns, start=1):
            print(f"col-{number} face down: {' '.join(str(card) for card in column[: game.hidden[number - 1]]) or '-'}")
        print(f"stock, next card first: {' '.join(str(card) for card in reversed(game.stock))}")
    return 0


def forgive_the_terminal() -> None:
    """Text that the terminal's encoding cannot carry is escaped, as on standard error, never a traceback: a byte
    read that is no text in it (a Latin-1 é in a UTF-8 terminal, any accent under ``PYTHONIOENCODING=ascii``)
    reads as ``\\udce9``, which ``play`` refuses as no move, and a character written that it cannot encode (a
    Windows code page) is written ``\\u017f``."""
    for stream, errors in ((sys.stdin, "surrogateescape"), (sys.stdout, "backslashreplace")):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors=errors)


class ClosedOutput(io.TextIOBase):
    """Standard output when it was closed (``>&-``): Python then prints nothing, without a word, and a command ended
    with its verdict's status as if read; a write here fails as one to a full disk does, said with 2 (as ``ls >&-``)."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")


if __name__ == "__main__":
    if sys.stdout is None:
        sys.stdout = ClosedOutput()
    try:
        forgive_the_terminal()
        status = main()
        if sys.stdout is not None:
            sys.stdout.flush()  # a write that fails fails here, not in the interpreter's flush at exit
    except KeyboardInterrupt:  # Ctrl-C: the player's or the surveyor's own stop, said in a line, not a traceback
        print("stopped", file=sys.stderr)
        sys.exit(130)
    except BrokenPipeError:  # the reader went away (``| head -1``): a quiet stop with a shell's status for it,
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # never a verdict's (1 is "lost")
        sys.exit(141)  # 128 + SIGPIPE (13); signal.SIGPIPE is not there on Windows
    except OSError as error:  # the output cannot be written (a full disk, ``> /dev/full``): said, with an error's status
        if not isinstance(sys.stdout, ClosedOutput):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        print(f"error: the output cannot be written: {error.strerror or error}", file=sys.stderr)
        sys.exit(2)
    sys.exit(status)

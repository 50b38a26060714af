"""The command line: ``python -m ds deal CODE`` prints the deal of a game code.

``python -m ds solve CODE`` and ``python -m ds survey`` run the solver (``ds.solver_cli``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from .errors import InvalidCodeError
from .game import Game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ds", description="Double Solitaire from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    deal = commands.add_parser("deal", help="print the table of a game code, such as DS1-D1N-AAAAAAB")
    deal.add_argument("code")
    deal.add_argument("--show", action="store_true", help="also list the face-down cards and the stock")
    from .solver_cli import add_commands

    add_commands(commands)
    args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())

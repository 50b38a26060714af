"""Winning lines for the whole-game browser tests: one deal per mode, each line found by the engine's
solver (``ds.solver.solve``) and kept in ``winning_lines.json`` beside this file.

The solver may take from a fraction of a second to a minute on a deal (and its search changes as it
improves), so the browser tests read the line found once instead of searching again; ``line(code)``
replays it through the engine's checked ``Game.play`` first, so a line that no longer wins fails at
once, in CPython. To find the lines again (all of them, or some keys)::

    .venv/bin/python -m tests.e2e.winning_lines [KEY ...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ds import Game, Move
from ds.solver import solve

FILE = Path(__file__).with_name("winning_lines.json")
BUDGET_SECONDS = 600


def lines() -> dict[str, list[str]]:
    """Every pinned line: a game code → its moves in move notation."""
    return json.loads(FILE.read_text(encoding="utf-8"))


def line(code: str) -> list[Move]:
    """The pinned winning line of ``code`` (a key of the file), checked: it replays from the deal to a win."""
    moves = [Move.parse(text) for text in lines()[code]]
    game = Game.deal(code)
    for move in moves:
        game.play(move)
    assert game.is_won, f"the pinned line of {code} no longer wins: run python -m tests.e2e.winning_lines {code}"
    return moves


def find(code: str) -> list[str]:
    result = solve(Game.deal(code), max_seconds=BUDGET_SECONDS)
    if result.verdict != "won":
        raise SystemExit(f"{code}: the solver says {result}")
    print(f"{code}: {result}", file=sys.stderr)
    return [str(move) for move in result.line]


def main(codes: list[str]) -> None:
    found = lines() if FILE.exists() else {}
    for code in codes or list(found):
        found[code] = find(code)
    FILE.write_text("{\n" + ",\n".join(f"  {json.dumps(code)}: {json.dumps(moves)}"
                                       for code, moves in sorted(found.items())) + "\n}\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])

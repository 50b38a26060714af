"""Engine throughput in CPython: the budget the solver and the page live on (printed, never asserted)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ds import Game

CODES = [f"DS1-{mode}-AAAAA{a}{b}" for mode in ("D1N", "D3N", "D1V", "D3V") for a, b in ("AB", "CD", "EF")]


def per_second(work: Callable[[], int], seconds: float = 1.0) -> float:
    """How many units ``work`` gets through per second, best of three runs of about ``seconds``."""
    best = 0.0
    for _ in range(3):
        done, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds / 3:
            done += work()
        best = max(best, done / elapsed)
    return best


def midgame(code: str, steps: int = 60, seed: int = 3) -> Game:
    rng = random.Random(seed)
    game = Game.deal(code)
    for _ in range(steps):
        moves = [move for move in game.legal_moves if not move.is_recycle]
        if not moves:
            break
        game.push_unchecked(rng.choice(moves))
    return game


def playouts() -> int:
    """Random legal play-outs of 300 actions; returns the actions applied."""
    rng = random.Random(1)
    applied = 0
    for code in CODES[:4]:
        game = Game.deal(code)
        for _ in range(300):
            moves = list(game.legal_moves)
            if not moves:
                break
            game.push_unchecked(rng.choice(moves))
            applied += 1
    return applied


def main() -> None:
    deals = [Game.deal(code) for code in CODES]
    middles = [midgame(code) for code in CODES]

    def generate(games: list[Game]) -> Callable[[], int]:
        return lambda: sum(1 for game in games for _ in [list(game.legal_moves)])

    def apply_undo(games: list[Game], checked: bool = False) -> Callable[[], int]:
        """Every legal move of each game applied then undone; ``checked`` plays through ``Game.play``."""
        pairs = [(game, game.play if checked else game.push_unchecked, list(game.legal_moves)) for game in games]

        def run() -> int:
            done = 0
            for game, apply, moves in pairs:
                for move in moves:
                    apply(move)
                    game.undo()
                    done += 1
            return done

        return run

    rows = [
        ("random play-out actions applied", playouts),
        ("legal-move generations, fresh deal", generate(deals)),
        ("legal-move generations, mid-game", generate(middles)),
        ("apply+undo pairs (unchecked), fresh deal", apply_undo(deals)),
        ("apply+undo pairs (unchecked), mid-game", apply_undo(middles)),
        ("play+undo pairs (checked), mid-game", apply_undo(middles, checked=True)),
        ("deals from a game code", lambda: len([Game.deal(code) for code in CODES])),
    ]
    print("engine benchmark (CPython, per second, best of 3)")
    for label, work in rows:
        print(f"  {label:<44} {per_second(work):>12,.0f}")
    moves = sum(game.legal_moves.count() for game in middles) / len(middles)
    print(f"  (mid-game positions have {moves:.1f} legal moves on average)")


if __name__ == "__main__":
    main()

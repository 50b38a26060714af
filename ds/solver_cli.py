"""The solver's command line: ``python -m ds solve CODE`` and ``python -m ds survey``.

``survey`` solves many deals on several processes (``multiprocessing`` lives
here, never in ``ds.solver``, which must also run in the browser).

>>> wilson(50, 100)
(0.4038..., 0.5961...)
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time

from .codes import DEAL_COUNT, GameCode
from .deal import SplitMix64
from .errors import InvalidCodeError
from .game import Game
from .solver import solve

MODES = ("D1N", "D3N", "D1V", "D3V")


def wilson(successes: int, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (0, 1 when there are no trials)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def survey_deals(seed: int, count: int) -> list[int]:
    """``count`` deal numbers drawn from ``seed`` (SplitMix64, the deal generator's PRNG): the same on every machine."""
    rng = SplitMix64(seed)
    return [rng.below(DEAL_COUNT) for _ in range(count)]


def add_commands(commands: argparse._SubParsersAction) -> None:
    """Add ``solve`` and ``survey`` to the ``python -m ds`` command line."""
    one = commands.add_parser("solve", help="solve a deal: won (with a line), lost, or unknown within the budget")
    one.add_argument("code", help="a game code, such as DS1-D1N-AAAAAAB")
    one.add_argument("--nodes", type=int, default=None, help="at most this many positions (default: no limit)")
    one.add_argument("--seconds", type=float, default=60.0, help="at most this many seconds (default: 60)")
    one.add_argument("--line", action="store_true", help="print the winning line in move notation")
    one.set_defaults(run=run_solve)
    many = commands.add_parser("survey", help="solve many deals of a mode on all cores and print the win rate")
    many.add_argument("--mode", choices=MODES, default="D1N")
    many.add_argument("--deals", type=int, default=100)
    many.add_argument("--seed", type=int, default=1)
    many.add_argument("--seconds", type=float, default=10.0, help="budget per deal (default: 10)")
    many.add_argument("--nodes", type=int, default=None, help="node budget per deal (default: none)")
    many.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    many.add_argument("--verbose", action="store_true", help="print each deal's verdict as it comes")
    many.set_defaults(run=run_survey)


def run_solve(args: argparse.Namespace) -> int:
    try:
        game = Game.deal(args.code)
    except InvalidCodeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    result = solve(game, max_nodes=args.nodes, max_seconds=args.seconds)
    print(f"{game.code}: {result.verdict}")
    if result.line is not None:
        print(f"line: {len(result.line)} moves")
    elif result.reason:
        print(f"why: {result.reason}")
    print(f"nodes: {result.nodes}")
    print(f"time: {result.seconds:.2f} s")
    if args.line and result.line is not None:
        print(" ".join(str(move) for move in result.line))
    return 0


def _solve_one(job: tuple[str, float | None, int | None]) -> tuple[str, str, float, int]:
    code, seconds, nodes = job
    result = solve(Game.deal(code), max_nodes=nodes, max_seconds=seconds)
    return code, result.verdict, result.seconds, result.nodes


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def run_survey(args: argparse.Namespace) -> int:
    jobs = [
        (str(GameCode(int(args.mode[1]), args.mode[2], deal)), args.seconds, args.nodes)
        for deal in survey_deals(args.seed, args.deals)
    ]
    workers = args.workers or os.cpu_count() or 1
    start = time.perf_counter()
    results: list[tuple[str, str, float, int]] = []
    if workers == 1:
        iterator = map(_solve_one, jobs)
        for item in iterator:
            results.append(item)
            if args.verbose:
                print(*item, flush=True)
    else:
        import multiprocessing

        with multiprocessing.Pool(workers) as pool:
            for item in pool.imap_unordered(_solve_one, jobs):
                results.append(item)
                if args.verbose:
                    print(*item, flush=True)
    wall = time.perf_counter() - start
    print(report(args.mode, results, args.seed, args.seconds, args.nodes, workers, wall))
    return 0


def report(
    mode: str,
    results: list[tuple[str, str, float, int]],
    seed: int,
    seconds: float | None,
    nodes: int | None,
    workers: int,
    wall: float,
) -> str:
    """The survey's summary: win rate with its 95% Wilson interval, share decided, time per deal."""
    total = len(results)
    won = sum(1 for r in results if r[1] == "won")
    lost = sum(1 for r in results if r[1] == "lost")
    unknown = total - won - lost
    times = [r[2] for r in results]
    low, high = wilson(won, total)
    dlow, dhigh = wilson(won, won + lost)
    budget = f"{seconds} s" if seconds is not None else "no time limit"
    if nodes is not None:
        budget += f", {nodes} nodes"
    lines = [
        f"mode {mode}: {total} deals (seed {seed}), budget {budget} per deal, {workers} worker(s), {wall:.0f} s wall",
        f"won {won}, lost {lost}, unknown {unknown}",
        f"win rate (won / all): {won / max(total, 1):.1%}, 95% Wilson interval {low:.1%} - {high:.1%}",
        f"decided: {(won + lost) / max(total, 1):.1%}; win rate among decided: "
        f"{won / max(won + lost, 1):.1%} ({dlow:.1%} - {dhigh:.1%})",
        f"bounds on the true win rate: at least {won / max(total, 1):.1%} (unknown counted lost), "
        f"at most {(won + unknown) / max(total, 1):.1%} (unknown counted won)",
        f"time per deal: median {statistics.median(times) if times else 0:.2f} s, p95 {_percentile(times, 0.95):.2f} s",
    ]
    return "\n".join(lines)

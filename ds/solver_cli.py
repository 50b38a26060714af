"""The solver's command line: ``python -m ds solve CODE`` and ``python -m ds survey``.

``survey`` solves many deals on several processes or on a Dask cluster
(``ds.solver.survey``, which the page never imports), writes and merges their
records, and writes and checks the table of winnable deals (``ds.solver.table``).

>>> wilson(50, 100)
(0.4038..., 0.5961...)
"""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .codes import DEAL_COUNT, GameCode
from .deal import SplitMix64
from .errors import InvalidCodeError
from .game import Game
from .solver import solve

if TYPE_CHECKING:
    from .__main__ import Commands

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


def usable_cpus(cgroups: Path = Path("/sys/fs/cgroup"), own: Path = Path("/proc/self/cgroup")) -> int:
    """How many CPUs this process may use, the default of ``survey --workers``: those it may run on
    (``os.process_cpu_count`` from Python 3.13, else its affinity, ``taskset``), no more than its cgroup's CPU quota
    allows, rounded up (a container's ``--cpus``: ``cpu.max`` of cgroup v2), and at least 1."""
    counter = getattr(os, "process_cpu_count", None)
    if counter is not None:
        cpus = counter()
    elif hasattr(os, "sched_getaffinity"):
        cpus = len(os.sched_getaffinity(0))
    else:
        cpus = os.cpu_count()
    quota = cgroup_cpus(cgroups, own)
    return max(1, min(cpus or 1, quota or cpus or 1))


def cgroup_cpus(cgroups: Path, own: Path) -> int | None:
    """The CPUs that this process's cgroup (v2) allows, its quota over its period rounded up; None with no quota
    (``max``), no cgroup v2, or files that cannot be read."""
    try:
        path = next(line[3:] for line in own.read_text(encoding="ascii").splitlines() if line.startswith("0::"))
        quota, period = (cgroups / path.lstrip("/") / "cpu.max").read_text(encoding="ascii").split()
        return None if quota == "max" else max(1, math.ceil(int(quota) / int(period)))
    except (OSError, StopIteration, ValueError, ZeroDivisionError):
        return None


def count(text: str) -> int:
    """An argument that counts something: a whole number of at least 1."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def first(text: str) -> int:
    """An argument that numbers the first deal: a whole number of at least 0."""
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def seconds(text: str) -> float:
    """A time budget: a number of seconds above 0 (not NaN, not infinite)."""
    value = float(text)
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"must be a number of seconds above 0, not {text}")
    return value


def add_commands(commands: Commands, command: Callable[..., argparse.ArgumentParser]) -> None:
    """Add ``solve`` and ``survey`` to the ``python -m ds`` command line, each made by ``command`` (``ds.__main__``:
    its summary, and its exit statuses in its help)."""
    one = command(commands, "solve", "solve a deal: won (with a line), lost, or unknown within the budget",
                  "0 won, 1 lost, 3 unknown within the budget, 2 a wrong code or option, 130 at Ctrl-C")
    one.add_argument("code", help="a game code, such as DS1-D1N-AAAAAAB")
    one.add_argument("--nodes", type=count, default=None, help="at most this many positions (default: no limit)")
    one.add_argument("--seconds", type=seconds, default=60.0, help="at most this many seconds (default: 60)")
    one.add_argument("--line", action="store_true", help="print the winning line in move notation")
    one.set_defaults(run=run_solve)
    many = command(commands, "survey",
                   "solve many deals of a mode (local processes, or a Dask cluster) and print the win rate",
                   "0 done, 1 a line of the table that does not replay (--verify-table), 2 a wrong option, a file that "
                   "cannot be read or written or a cluster out of reach, 130 at Ctrl-C (after a report of the deals "
                   "decided), 143 killed (SIGTERM, its workers with it)")
    many.add_argument("--mode", choices=MODES, default="D1N", help="the mode of the deals (default: D1N)")
    many.add_argument("--deals", type=count, default=100, help="how many deals (default: 100)")
    many.add_argument("--seed", type=int, default=1, help="the deals: survey_deals(seed, deals) (default: 1)")
    many.add_argument("--table", action="store_true", help="the table's deals instead (from --start on)")
    many.add_argument("--start", type=first, default=None, help="with --table: the first deal (default: the first not surveyed)")
    many.add_argument("--seconds", type=seconds, default=10.0, help="budget per deal (default: 10)")
    many.add_argument("--nodes", type=count, default=None, help="node budget per deal (default: none)")
    many.add_argument("--seek-win", action="store_true",
                      help="only a win is wanted, as for the table (in draw 3 Vegas a search that proves no "
                           "loss and gives up early on a deal that puts few cards up)")
    many.add_argument("--workers", type=count, default=None,
                      help="local processes (default: one for each CPU this process may use)")
    many.add_argument("--scheduler", default=None, help="the address of a Dask scheduler to run on instead")
    many.add_argument("--out", default=None, help="append each deal's record to this file (JSON lines)")
    many.add_argument("--verbose", action="store_true", help="print each deal's verdict as it comes")
    many.add_argument("--merge", nargs="+", metavar="FILE", help="no solving: the report of these records merged")
    many.add_argument("--write-table", nargs="+", metavar="FILE",
                      help="no solving: write the table of winnable deals from these records of table deals")
    many.add_argument("--verify-table", action="store_true", help="no solving: replay every line of the table")
    many.add_argument("--sample", type=count, default=None, help="with --verify-table: this many lines per mode")
    many.set_defaults(run=run_survey)


SOLVE_STATUS = {"won": 0, "lost": 1, "unknown": 3}
"""``solve``'s exit status by verdict, for scripts (``python -m ds solve CODE && ...``); 2 is argparse's for a
wrong option, and a wrong code's."""


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
    return SOLVE_STATUS[result.verdict]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def run_survey(args: argparse.Namespace) -> int:
    """The survey, or what is wrong with its files or its cluster in one line (exit status 2)."""
    try:
        return _survey(args)
    except BrokenPipeError:
        raise  # the output's reader gone, not a file of the survey's (python -m ds stops quietly)
    except OSError as error:
        print(f"error: {error.filename or ''}: {error.strerror or error}", file=sys.stderr)
    except ValueError as error:  # a file of records that is not one, a deal both won and proven lost
        print(f"error: {error}", file=sys.stderr)
    except ImportError as error:
        if not args.scheduler:
            raise
        print(f"error: --scheduler needs Dask, which is not installed ({error}): pip install 'double-solitaire[dask]', "
              "or '.[dask]' in a checkout", file=sys.stderr)
    return 2


def _survey(args: argparse.Namespace) -> int:
    from .solver import survey, table

    if (args.verify_table or args.write_table) and not survey.DATA.is_dir():
        print(f"error: the table's winning lines are kept in a checkout of the repository ({survey.DATA} is missing)",
              file=sys.stderr)
        return 2
    if args.verify_table:
        problems = survey.verify_table(sample=args.sample)
        for problem in problems:
            print(problem)
        counts = ", ".join(f"{mode} {len(table.winnable(mode))} of {table.surveyed(mode)}" for mode in MODES)
        print(f"table: {counts}; {'every line replays to a win' if not problems else f'{len(problems)} problems'}")
        return 1 if problems else 0
    if args.write_table:
        sizes = survey.write_table(survey.read_records(args.write_table))
        for mode, (count, won) in sizes.items():
            print(f"{mode}: {won} winnable of {count} table deals")
        return 0
    if args.merge:
        merged = list(survey.merge(survey.read_records(args.merge)).values())
        if not merged:
            print(f"no survey records in {' '.join(args.merge)}")
        modes = sorted({record["code"].split("-")[1] for record in merged})
        for mode in modes:
            mine = [record for record in merged if record["code"].split("-")[1] == mode]
            print(report(mode, mine, None, None, None, 0, 0.0))
        return 0
    if args.table:
        start = table.surveyed(args.mode) if args.start is None else args.start
        jobs = survey.table_jobs(args.mode, start, args.deals, args.seconds, args.nodes, args.seek_win)
    else:
        jobs = [(str(GameCode(int(args.mode[1]), args.mode[2], deal)), args.seconds, args.nodes, None, args.seek_win)
                for deal in survey_deals(args.seed, args.deals)]
    workers = args.workers or usable_cpus()
    out = survey.append_records(args.out) if args.out else None

    records: list[dict[str, Any]] = []

    def each(record: dict[str, Any]) -> None:
        records.append(record)
        if out is not None:
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
            out.flush()
        if args.verbose:
            print(record["code"], record["verdict"], record["seconds"], record["nodes"], flush=True)

    start_time = time.perf_counter()
    killed = signal.signal(signal.SIGTERM, _terminated)
    try:
        survey.run(jobs, workers, args.scheduler, each)
    except KeyboardInterrupt:  # Ctrl-C: the deals decided so far are reported, then the stop (130)
        stopped = True
    else:
        stopped = False
    finally:
        signal.signal(signal.SIGTERM, killed)
        if out is not None:
            out.close()
    wall = time.perf_counter() - start_time
    where = f"Dask at {args.scheduler}" if args.scheduler else f"{workers} worker(s)"
    print(report(args.mode, records, None if args.table else args.seed, args.seconds, args.nodes, where, wall))
    if stopped:
        kept = f"; their records are in {args.out}" if args.out else ""
        print(f"stopped after {len(records)} of {len(jobs)} deals{kept}", flush=True)
        raise KeyboardInterrupt
    return 0


def _terminated(signum: int, frame: object) -> None:
    """A kill (SIGTERM) of a survey: it stops as an exception, so that its local workers are ended with it (killed
    outright, they went on searching their deals, orphaned, for up to their budget each, then printed tracebacks)."""
    raise SystemExit(128 + signum)


def report(
    mode: str,
    results: list[dict[str, Any]],
    seed: int | None,
    seconds: float | None,
    nodes: int | None,
    where: str | int,
    wall: float,
) -> str:
    """The survey's summary: win rate with its 95% Wilson interval, share decided, time per deal."""
    total = len(results)
    won = sum(1 for r in results if r["verdict"] == "won")
    lost = sum(1 for r in results if r["verdict"] == "lost")
    unknown = total - won - lost
    times = [r["seconds"] for r in results]
    low, high = wilson(won, total)
    dlow, dhigh = wilson(won, won + lost)
    budget = f"{seconds} s" if seconds is not None else "no time limit"
    if nodes is not None:
        budget += f", {nodes} nodes"
    deals = f"{total} deals (seed {seed})" if seed is not None else f"{total} deals"
    head = f"mode {mode}: {deals}, budget {budget} per deal, {where}, {wall:.0f} s wall" if wall else f"mode {mode}: {deals} (merged records)"
    lines = [
        head,
        f"won {won}, lost {lost}, unknown {unknown}",
        f"win rate (won / all): {won / max(total, 1):.1%}, 95% Wilson interval {low:.1%} - {high:.1%}",
        f"decided: {(won + lost) / max(total, 1):.1%}; win rate among decided: "
        f"{won / max(won + lost, 1):.1%} ({dlow:.1%} - {dhigh:.1%})",
        f"bounds on the true win rate: at least {won / max(total, 1):.1%} (unknown counted lost), "
        f"at most {(won + unknown) / max(total, 1):.1%} (unknown counted won)",
        f"time per deal: median {statistics.median(times) if times else 0:.2f} s, p95 {_percentile(times, 0.95):.2f} s",
    ]
    return "\n".join(lines)

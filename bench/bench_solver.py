"""Solver figures per mode on a fixed set of deals: share decided within 1 s and 10 s, time, nodes per second.

Printed, never asserted; the slowest deals of each mode are named (by CPU time, and by positions searched), to be looked at. Each deal gets one solve with a 10 s budget (``--seconds``); "decided within 1 s"
counts the deals whose verdict (won or lost) came in 1 s or less of that run. Times are wall-clock (what a
player waits); the CPU time per deal is printed beside them, as a shared machine stretches the wall clock
(``uptime`` is printed too). The deals are the same on every run: deal numbers drawn from seed 2024 by
``ds.solver_cli.survey_deals``.

    python bench/bench_solver.py                 # 200 deals per mode, every core
    python bench/bench_solver.py --deals 20 --modes D1N,D3N --workers 1
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.results import record  # noqa: E402
from ds.codes import GameCode  # noqa: E402
from ds.game import Game  # noqa: E402
from ds.solver import solve  # noqa: E402
from ds.solver_cli import MODES, survey_deals  # noqa: E402

SEED = 2024


def one(job: tuple[str, float]) -> tuple[str, str, float, int, float]:
    code, seconds = job
    cpu = time.process_time()
    result = solve(Game.deal(code), max_seconds=seconds)
    return code, result.verdict, result.seconds, result.nodes, time.process_time() - cpu


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(share * len(ordered) + 0.999999) - 1))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals per mode (default 200)")
    parser.add_argument("--seconds", type=float, default=10.0, help="budget per deal (default 10)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--slowest", type=int, default=5, help="name this many slowest deals per mode (default 5)")
    args = parser.parse_args()
    deals = survey_deals(SEED, args.deals)
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    print(f"solver benchmark: {args.deals} deals per mode (seed {SEED}), {args.seconds:g} s budget each, "
          f"{args.workers} worker(s), load average {load}")
    budget = f"<={args.seconds:g}s"
    kept: dict[str, float] = {}
    print(f"{'mode':5} {'won':>5} {'lost':>5} {'unk':>5} {'<=1s':>7} {budget:>7} {'median':>8} {'p95':>8} {'nodes/s':>9}"
          f" {'cpu med':>8} {'cpu p95':>8} {'nodes/cpu s':>11}")
    for mode in args.modes.split(","):
        jobs = [(str(GameCode(int(mode[1]), mode[2], deal)), args.seconds) for deal in deals]
        start = time.perf_counter()
        if args.workers > 1:
            import multiprocessing

            with multiprocessing.Pool(args.workers) as pool:
                results = pool.map(one, jobs)
        else:
            results = [one(job) for job in jobs]
        wall = time.perf_counter() - start
        decided = [r for r in results if r[1] != "unknown"]
        within_1 = sum(1 for r in decided if r[2] <= 1.0) / len(results)
        within_10 = sum(1 for r in decided if r[2] <= 10.0) / len(results)
        times = [r[2] for r in results]
        rate = sum(r[3] for r in results) / max(sum(times), 1e-9)
        cpus = [r[4] for r in results]
        cpu_rate = sum(r[3] for r in results) / max(sum(cpus), 1e-9)
        kept[f"{mode} within 1 s"] = within_1
        kept[f"{mode} within budget"] = within_10
        won = sum(1 for r in results if r[1] == "won")
        lost = sum(1 for r in results if r[1] == "lost")
        print(
            f"{mode:5} {won:5d} {lost:5d} {len(results) - won - lost:5d} {within_1:7.0%} {within_10:7.0%} "
            f"{statistics.median(times):7.2f}s {percentile(times, 0.95):7.2f}s {rate:9.0f} "
            f"{statistics.median(cpus):7.2f}s {percentile(cpus, 0.95):7.2f}s {cpu_rate:11.0f}   ({wall:.0f} s wall)",
            flush=True,
        )
        slowest = sorted(results, key=lambda r: -r[4])[: args.slowest]
        print("      slowest (CPU): " + ", ".join(f"{r[0]} {r[1]} {r[4]:.2f}s {r[3]} nodes" for r in slowest), flush=True)
        most = sorted(results, key=lambda r: -r[3])[: args.slowest]  # positions: what the load does not stretch
        print("      most positions: " + ", ".join(f"{r[0]} {r[1]} {r[3]} nodes {r[4]:.2f}s" for r in most), flush=True)
    record("solver", kept)


if __name__ == "__main__":
    main()

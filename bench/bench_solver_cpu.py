"""The solver on fixed deals by CPU time or by positions: deals decided within a CPU budget, and fingerprints.

Two uses, one JSON line per deal (printed, never asserted):

* ``--cpu SECONDS``: each deal is searched (``Solving``, in slices) until it answers or has used that much
  CPU time (``time.process_time``, which a shared machine's load does not stretch the way it stretches the
  wall clock); the line gives the verdict, the positions and the CPU seconds.
* ``--nodes N``: each deal is solved with a budget of N positions and no time limit; the line gives the
  verdict, the positions, the best score and a digest of the line found (won: the winning line; else the
  best-scoring one). Two trees' fingerprints must be identical when a change only makes the solver faster:
  run this file with ``--tree`` naming each, and compare the outputs with ``--compare A B``. A last line
  (``#``) sums up: positions in all, the median, the slowest deals, positions per CPU second, and every deal
  not decided within ``--over`` positions (Normal's tail: issue 16, point 4).
* ``--nodes N --against TREE``: the same deals solved by both trees in one process, turn about (the other
  tree's ``ds`` copied and imported under another name), so both see the same load: per deal whether the
  verdict, positions, best score and line are identical, and the CPU seconds of each.

The deals are the benchmark's (``bench_solver.py``): deal numbers drawn from seed 2024 by
``ds.solver_cli.survey_deals``.

    python bench/bench_solver_cpu.py --mode D3V --deals 50 --cpu 10
    python bench/bench_solver_cpu.py --mode D1V --deals 20 --nodes 3000 --tree /tmp/main > main.jsonl
    python bench/bench_solver_cpu.py --compare main.jsonl branch.jsonl
    python bench/bench_solver_cpu.py --mode D3V --deals 20 --nodes 3000 --against /tmp/main
    python bench/bench_solver_cpu.py --mode D1N --seed 3 --deals 1000 --nodes 150000 --over 10000
"""

from __future__ import annotations

import argparse
import hashlib
import json
import importlib
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

SEED = 2024


def run(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(Path(args.tree).resolve()))
    from ds.codes import GameCode
    from ds.game import Game
    from ds.solver import Solving, solve
    from ds.solver_cli import survey_deals

    draw, scoring = int(args.mode[1]), args.mode[2]
    records = []
    for number in survey_deals(args.seed, args.deals):
        code = str(GameCode(draw, scoring, number))
        game = Game.deal(code)
        cpu = time.process_time()
        if args.cpu is not None:
            solving = Solving(game)
            result = None
            while result is None and time.process_time() - cpu < args.cpu:
                result = solving.step(0.2)
            result = result or solving.so_far()
        else:
            result = solve(game, max_nodes=args.nodes or None)
        spent = time.process_time() - cpu
        line = result.line if result.line is not None else result.best
        digest = hashlib.sha1(repr([str(move) for move in line or []]).encode()).hexdigest()[:16]
        record = {"code": code, "verdict": result.verdict, "nodes": result.nodes, "best_score": result.best_score,
                  "line": digest, "cpu": round(spent, 3)}
        records.append(record)
        print(json.dumps(record), flush=True)
    summary(records, args.over)


def summary(records: list[dict], over: int | None) -> None:
    """The ``#`` line that sums up a run: positions, the slowest deals, and those not decided within ``over``."""
    nodes = sorted(record["nodes"] for record in records)
    cpu = sum(record["cpu"] for record in records)
    verdicts = {verdict: sum(record["verdict"] == verdict for record in records)
                for verdict in ("won", "lost", "unknown")}
    slowest = sorted(records, key=lambda record: -record["nodes"])[:5]
    print(f"# {len(records)} deals, {verdicts}; positions {sum(nodes):,} in all, median {nodes[len(nodes) // 2]:,}, "
          f"slowest " + ", ".join(f"{record['code']} {record['nodes']:,}" for record in slowest)
          + f"; CPU {cpu:.1f} s, {sum(nodes) / max(cpu, 1e-9):,.0f} positions per CPU second", flush=True)
    if over is not None:
        tail = [record for record in records if record["verdict"] == "unknown" or record["nodes"] > over]
        print(f"# {len(tail)} not decided within {over:,} positions: "
              + (", ".join(f"{record['code']} {record['verdict']} {record['nodes']:,}" for record in tail) or "none"),
              flush=True)


def import_other_ds(tree: str) -> str:
    """Another tree's ``ds``, copied away and importable as ``ds_against`` beside this one (its imports are
    relative); the folder of the copy, to remove once done."""
    root = tempfile.mkdtemp()
    shutil.copytree(Path(tree) / "ds", Path(root) / "ds_against")
    sys.path.insert(0, root)
    return root


def against(args: argparse.Namespace) -> None:
    """Both trees on the same deals, turn about in one process (the first of the two alternates)."""
    sys.path.insert(0, str(Path(args.tree).resolve()))
    other_root = import_other_ds(args.against)
    from ds.codes import GameCode
    from ds.solver_cli import survey_deals

    solvers = {name: (importlib.import_module(f"{name}.game").Game, importlib.import_module(f"{name}.solver").solve)
               for name in ("ds", "ds_against")}
    draw, scoring = int(args.mode[1]), args.mode[2]
    cpu = {"ds": 0.0, "ds_against": 0.0}
    same = nodes = 0
    for n, code in enumerate(args.codes or [str(GameCode(draw, scoring, d)) for d in survey_deals(args.seed, args.deals)]):
        prints = {}
        spent = {}
        for name in (("ds", "ds_against") if n % 2 else ("ds_against", "ds")):
            game_class, solve = solvers[name]
            start = time.process_time()
            result = solve(game_class.deal(code), max_nodes=args.nodes or None)
            spent[name] = time.process_time() - start
            cpu[name] += spent[name]
            line = result.line if result.line is not None else result.best
            prints[name] = (result.verdict, result.nodes, result.best_score, [str(move) for move in line or []])
        same += prints["ds"] == prints["ds_against"]
        nodes += prints["ds"][1]
        print(code, prints["ds"][:3], "identical" if prints["ds"] == prints["ds_against"] else "DIFFERENT",
              f"CPU {spent['ds']:.2f} s against {spent['ds_against']:.2f} s", flush=True)
    shutil.rmtree(other_root)
    print(f"{same} of {n + 1} deals identical; {nodes} positions; CPU {cpu['ds']:.2f} s ({args.tree}) against "
          f"{cpu['ds_against']:.2f} s ({args.against}): {nodes / cpu['ds']:.0f} against {nodes / cpu['ds_against']:.0f} "
          f"positions per CPU second")


def compare(first: str, second: str) -> None:
    """Print the deals whose verdict, positions, best score or line differ, then the CPU totals."""
    a = [json.loads(line) for line in Path(first).read_text().splitlines() if line.startswith("{")]
    b = [json.loads(line) for line in Path(second).read_text().splitlines() if line.startswith("{")]
    same = 0
    for x, y in zip(a, b):
        keys = ("code", "verdict", "nodes", "best_score", "line")
        if all(x[k] == y[k] for k in keys):
            same += 1
        else:
            print("DIFFERENT", x, y)
    nodes = sum(x["nodes"] for x in a)
    cpu_a, cpu_b = sum(x["cpu"] for x in a), sum(y["cpu"] for y in b)
    print(f"{same} of {len(a)} deals identical ({len(b)} in the second file); {nodes} positions; "
          f"CPU {cpu_a:.2f} s against {cpu_b:.2f} s: {nodes / cpu_a:.0f} against {sum(y['nodes'] for y in b) / cpu_b:.0f}"
          f" positions per CPU second")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="D3V")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--cpu", type=float, default=None, help="CPU seconds per deal")
    parser.add_argument("--nodes", type=int, default=None, help="positions per deal, no time limit (default without "
                        "--cpu: 3,000; 0: no limit)")
    parser.add_argument("--over", type=int, default=None, help="name the deals not decided within this many positions")
    parser.add_argument("--tree", default=str(Path(__file__).resolve().parent.parent), help="the tree whose ds to run")
    parser.add_argument("--compare", nargs=2, metavar="FILE", help="no solving: compare two outputs")
    parser.add_argument("--against", help="with --nodes: a second tree, run turn about with --tree")
    parser.add_argument("--codes", nargs="+", help="with --against: these deals instead (--nodes 0: no budget)")
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
        return
    if args.cpu is None and args.nodes is None:
        args.nodes = 3000
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"# {args.codes or args.mode}, {args.deals} deals (seed {args.seed}), cpu {args.cpu} nodes {args.nodes}, "
          f"tree {args.tree}, load average {load}", flush=True)
    if args.against:
        against(args)
    else:
        run(args)


if __name__ == "__main__":
    main()

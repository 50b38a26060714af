"""The stuck test (``ds/solver/stuck.py``) alone: its calls captured from searches, replayed to time and compare it.

A change to the stuck test must give the same answers (its least fixed point) and is kept only if faster; the
searches' figures mix it with everything else. This captures the calls the searches make (one in ``--every``,
the positions as JSON lines), then replays them through this tree's ``stuck`` and, with ``--against TREE``,
another tree's, turn about (best of ``--repeat``): the answers against those recorded, and the CPU per call by
group (mode, and whether the call is the complete search's, with take-backs and the talon in stages).

    python bench/bench_stuck.py --capture calls.jsonl --modes D1V,D3V --deals 5 --nodes 20000
    python bench/bench_solver_cpu.py ... ; python bench/bench_stuck.py --replay calls.jsonl --against /tmp/main
    python bench/bench_stuck.py          # a small capture in memory, replayed through this tree (make bench)

The deals are the benchmark's (seed 2024 unless ``--seed``), as in ``bench_solver_cpu.py``.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

Call = dict[str, Any]
"""A captured call: the position's ``cols``, ``hid``, ``fnd``, ``talon``, ``draw``, ``vegas``, ``pos``, the mode,
``takebacks``, ``stages`` and the ``answer``."""


def capture(modes: list[str], seed: int, deals: int, nodes: int, every: int) -> list[Call]:
    """One in ``every`` of the stuck test's calls from ``solve`` on each mode's first ``deals`` benchmark deals."""
    from ds.codes import GameCode
    from ds.game import Game
    from ds.solver import search, solve
    from ds.solver_cli import survey_deals

    real = search.stuck
    rng = random.Random(seed)
    calls: list[Call] = []
    mode = ""

    def spy(state, takebacks: bool, stages: bool, *goal: tuple[int, int]) -> bool:  # type: ignore[no-untyped-def]
        answer = real(state, takebacks, stages, *goal)  # a goal changes no answer (carry.goal_of): replayed without
        if rng.randrange(every) == 0:
            calls.append({"mode": mode, "cols": [list(column) for column in state.cols], "hid": list(state.hid),
                          "fnd": list(state.fnd), "talon": list(state.talon), "draw": state.draw,
                          "vegas": state.vegas, "pos": state.pos, "takebacks": takebacks, "stages": stages,
                          "answer": answer})
        return answer

    search.stuck = spy
    try:
        for mode in modes:
            for number in survey_deals(seed, deals):
                code = str(GameCode(int(mode[1]), mode[2], number))
                result = solve(Game.deal(code), max_nodes=nodes)
                print(f"# {code} {result.verdict} {result.nodes:,} positions; {len(calls):,} calls kept", flush=True)
    finally:
        search.stuck = real
    return calls


def stuck_of(tree: str | None) -> Callable[..., bool]:
    """This tree's ``stuck``, or another tree's (its ``ds`` copied and imported under another name)."""
    if tree is None:
        from ds.solver.stuck import stuck

        return stuck
    from bench.bench_solver_cpu import import_other_ds

    import_other_ds(tree)
    return importlib.import_module("ds_against.solver.stuck").stuck


def replay(calls: list[Call], against: str | None, repeat: int) -> None:
    """The answers against those recorded, and the CPU per call by group, of each version."""
    states = [(SimpleNamespace(**{key: call[key] for key in ("cols", "hid", "fnd", "talon", "draw", "vegas", "pos")}),
               call) for call in calls]
    versions = {"this tree": stuck_of(None)}
    if against:
        versions[against] = stuck_of(against)
    for name, stuck in versions.items():
        wrong = sum(stuck(state, call["takebacks"], call["stages"]) != call["answer"] for state, call in states)
        print(f"{name}: {len(states) - wrong:,} of {len(states):,} answers as recorded", flush=True)
    groups: dict[str, list[tuple[SimpleNamespace, Call]]] = {}
    for state, call in states:
        groups.setdefault(f"{call['mode']} {'complete' if call['takebacks'] else 'for a win'}", []).append((state, call))
    for group, members in sorted(groups.items()):
        best = dict.fromkeys(versions, float("inf"))
        for turn in range(repeat):
            for name in list(versions)[:: 1 if turn % 2 else -1]:
                stuck = versions[name]
                start = time.process_time()
                for state, call in members:
                    stuck(state, call["takebacks"], call["stages"])
                best[name] = min(best[name], time.process_time() - start)
        stuck_share = sum(call["answer"] for _, call in members) / len(members)
        print(f"{group:16} {len(members):7,} calls ({stuck_share:.0%} stuck): "
              + ", ".join(f"{name} {seconds / len(members) * 1e6:.1f} µs" for name, seconds in best.items()),
              flush=True)


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench.calls import add_arguments, calls_to_replay

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modes", default="D1N,D3N,D1V,D3V")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--deals", type=int, default=1, help="deals per mode")
    parser.add_argument("--nodes", type=int, default=3000, help="positions per deal")
    add_arguments(parser, "stuck test", every=4)
    args = parser.parse_args()
    calls = calls_to_replay(args, lambda: capture(args.modes.split(","), args.seed, args.deals, args.nodes, args.every))
    if calls is not None:
        replay(calls, args.against, args.repeat)


if __name__ == "__main__":
    main()

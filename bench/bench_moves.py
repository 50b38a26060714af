"""Move generation (``Moves.moves``) alone: its calls captured from searches, replayed to time and compare it.

A change to move generation must give the same moves in the same order (the searches' positions, verdicts and lines
depend on it) and is kept only if faster; the searches' figures mix it with everything else. This captures the
positions the searches generate moves for (one in ``--every``, as JSON lines: the deal and the position's
``State.encode``), then replays them through this tree's ``moves`` and, with ``--against TREE``, another tree's, turn
about (best of ``--repeat``): whether both give the same moves, and the CPU per call by mode, the decoding of each
position taken off.

    python bench/bench_moves.py --capture calls.jsonl --codes DS1-D1N-TPHXNCQ DS1-D3N-OHIHOJU
    python bench/bench_moves.py --replay calls.jsonl --against /tmp/main
    python bench/bench_moves.py          # a small capture in memory, replayed through this tree (make bench)

Without ``--codes`` the deals are the benchmark's first ``--deals`` per mode (seed 2024 unless ``--seed``), as in
``bench_solver_cpu.py``, each searched to ``--nodes`` positions.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from pathlib import Path
from typing import Any

Call = dict[str, Any]
"""A captured call: the deal's ``code``, whether the move set is ``complete``, and the position (``encode``, hex)."""


def capture(codes: list[str], nodes: int | None, every: int, seed: int) -> list[Call]:
    """One in ``every`` of ``Moves.moves``' calls from ``solve`` on each deal."""
    from ds.game import Game
    from ds.solver import moves, solve

    real = moves.Moves.moves
    rng = random.Random(seed)
    calls: list[Call] = []
    code = ""

    def spy(state: moves.Moves) -> list[Any]:
        if rng.randrange(every) == 0:
            calls.append({"code": code, "complete": state.complete, "position": state.encode().hex()})
        return real(state)

    moves.Moves.moves = spy  # type: ignore[method-assign]
    try:
        for code in codes:
            result = solve(Game.deal(code), max_nodes=nodes)
            print(f"# {code} {result.verdict} {result.nodes:,} positions; {len(calls):,} calls kept", flush=True)
    finally:
        moves.Moves.moves = real  # type: ignore[method-assign]
    return calls


def prepared(calls: list[Call], package: str) -> list[tuple[Any, bytes, bool]]:
    """Each call as (a ``Moves`` of ``package``'s solver for its deal, the position, complete)."""
    game_class = importlib.import_module(f"{package}.game").Game
    moves_class = importlib.import_module(f"{package}.solver.moves").Moves
    states: dict[str, Any] = {}
    out = []
    for call in calls:
        if call["code"] not in states:
            states[call["code"]] = moves_class(game_class.deal(call["code"]))
        out.append((states[call["code"]], bytes.fromhex(call["position"]), call["complete"]))
    return out


def replay(calls: list[Call], against: str | None, repeat: int) -> None:
    """Whether the versions give the same moves, and the CPU per call by mode of each."""
    versions = {"this tree": "ds"}
    if against:
        from bench.bench_solver_cpu import import_other_ds

        import_other_ds(against)
        versions[against] = "ds_against"
    runs = {name: prepared(calls, package) for name, package in versions.items()}
    outputs = {}
    for name, run in runs.items():
        listed = []
        for state, position, complete in run:
            state.decode(position)
            state.complete = complete
            listed.append(state.moves())
        outputs[name] = listed
    if against:
        same = sum(a == b for a, b in zip(*outputs.values()))
        print(f"{same:,} of {len(calls):,} calls give the same moves in the same order", flush=True)
    modes = sorted({call["code"][4:7] for call in calls})
    for mode in modes:
        members = [n for n, call in enumerate(calls) if call["code"][4:7] == mode]
        best = dict.fromkeys(versions, float("inf"))
        for turn in range(repeat):
            for name in list(versions)[:: 1 if turn % 2 else -1]:
                run = [runs[name][n] for n in members]
                start = time.process_time()
                for state, position, complete in run:
                    state.decode(position)
                    state.complete = complete
                decoded = time.process_time() - start
                start = time.process_time()
                for state, position, complete in run:
                    state.decode(position)
                    state.complete = complete
                    state.moves()
                best[name] = min(best[name], time.process_time() - start - decoded)
        per_call = ", ".join(f"{name} {seconds / len(members) * 1e6:.1f} µs" for name, seconds in best.items())
        print(f"{mode} {len(members):7,} calls: {per_call}", flush=True)


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench.calls import add_arguments, calls_to_replay

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--codes", nargs="+", help="these deals, searched to the end unless --nodes")
    parser.add_argument("--modes", default="D1N,D3N,D1V,D3V")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--deals", type=int, default=1, help="deals per mode (without --codes)")
    parser.add_argument("--nodes", type=int, default=None, help="positions per deal (default 3,000 without --codes)")
    add_arguments(parser, "moves", every=3)
    args = parser.parse_args()
    calls = calls_to_replay(args, lambda: capture(*deals(args), args.every, args.seed))
    if calls is not None:
        replay(calls, args.against, args.repeat)


def deals(args: argparse.Namespace) -> tuple[list[str], int | None]:
    """The codes searched and the positions per deal: ``--codes``, or the benchmark's first ``--deals`` per mode."""
    if args.codes:
        return args.codes, args.nodes
    from ds.codes import GameCode
    from ds.solver_cli import survey_deals

    codes = [str(GameCode(int(mode[1]), mode[2], number)) for mode in args.modes.split(",")
             for number in survey_deals(args.seed, args.deals)]
    return codes, args.nodes or 3000


if __name__ == "__main__":
    main()

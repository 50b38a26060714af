"""What the replay benchmarks (``bench_stuck.py``, ``bench_moves.py``) share: their options, and their captured calls
read from or written to JSON lines."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any


def add_arguments(parser: argparse.ArgumentParser, what: str, every: int) -> None:
    """The options of capturing, replaying and comparing ``what``'s calls."""
    parser.add_argument("--capture", metavar="FILE", help="search and write the calls here (JSON lines)")
    parser.add_argument("--replay", metavar="FILE", help="replay the calls written by --capture")
    parser.add_argument("--against", metavar="TREE", help=f"with --replay (or none): another tree's {what} too")
    parser.add_argument("--every", type=int, default=every, help="keep one call in this many")
    parser.add_argument("--repeat", type=int, default=5, help="replays per version, the best one counted")


def calls_to_replay(args: argparse.Namespace, capture: Callable[[], list[dict[str, Any]]]) -> list[dict[str, Any]] | None:
    """The calls read from ``--replay``, or captured; captured with ``--capture``, they are written there and there is
    nothing to replay (None)."""
    if args.replay:
        with open(args.replay, encoding="utf-8") as lines:
            return [json.loads(line) for line in lines]
    calls = capture()
    if not args.capture:
        return calls
    with open(args.capture, "w", encoding="utf-8") as out:
        out.writelines(json.dumps(call) + "\n" for call in calls)
    print(f"# {len(calls):,} calls written to {args.capture}")
    return None

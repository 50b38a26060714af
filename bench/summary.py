"""The goals of docs/performance.md beside the figures the benchmarks just measured: the last screen of
``make bench``.

    PYTHONPATH=. .venv/bin/python bench/summary.py

Reads what each benchmark kept (``bench/results.py``: ``build/bench/*.json``); a goal whose benchmark did
not run says so. Each figure comes with the load average when it was measured: on a shared machine the
wall times stretch with it (the CPU figures much less).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bench.results import read

FRAME_MS = 1000 / 60


@dataclass(frozen=True)
class Goal:
    what: str
    bench: str
    """Which benchmark's figures (``build/bench/<bench>.json``)."""
    target: str
    value: Callable[[dict], float | None]
    """The figure from that benchmark's figures (None if missing)."""
    met: Callable[[float], bool] | None = None
    """None: a figure shown for information, with no target of its own."""
    unit: str = ""


def ratio(key: str, base: str) -> Callable[[dict], float | None]:
    def value(figures: dict) -> float | None:
        a, b = figures.get(key), figures.get(base)
        return a / b if a and b else None
    return value


def figure(key: str) -> Callable[[dict], float | None]:
    return lambda figures: figures.get(key)


def at_most(limit: float) -> Callable[[float], bool]:
    return lambda value: value <= limit


GOALS = [
    *(Goal(f"boot {label}: game / bare from the snapshot, {kind}", "boot", "<= 1.3",
           ratio(f"game {key} {kind}", f"bare-snapshot {key} {kind}"), at_most(1.3), "x")
      for key, label in (("cpu_main", "main CPU"), ("ready", "wall")) for kind in ("cold", "warm")),
    Goal("boot: game ready, warm visit (low load)", "boot", "<= 1000 ms", figure("game ready warm"), at_most(1000), " ms"),
    Goal("boot: game ready, cold visit (low load)", "boot", "<= 1500 ms", figure("game ready cold"), at_most(1500), " ms"),
    *(Goal(f"boot: dealt cards first painted, {kind}", "boot", "", figure(f"game cards {kind}"), None, " ms")
      for kind in ("cold", "warm")),
    Goal("boot main CPU: game / bare loadPyodide(), cold", "boot", "<= 1.1",
         ratio("game cpu_main cold", "bare cpu_main cold"), at_most(1.1), "x"),
    *(Goal(f"tap p95: {label}", "page", "<= 16.7 ms", figure(f"{key} p95"), at_most(FRAME_MS), " ms")
      for key, label in (("draw", "draw"), ("card tap", "card to a foundation"), ("undo", "undo"),
                         ("recycle", "recycle (59 cards)"))),
    Goal("drag: Python per frame, p95", "page", "<= 16.7 ms", figure("drag frame p95"), at_most(FRAME_MS), " ms"),
    Goal("touch tap p95 (replay), input router -> DOM", "page_touch", "<= 16.7 ms", figure("touch tap p95 router"),
         at_most(FRAME_MS), " ms"),
    Goal("touch tap p95 (replay) from timeStamp: DevTools' frame wait inside", "page_touch", "",
         figure("touch tap p95 timeStamp"), None, " ms"),
    Goal("touch: single taps carried out at once (replay)", "page_touch", "", figure("single taps at once"), None, "%"),
    Goal("touch: inputs lost or misread (replay)", "page_touch", "0", figure("lost"), lambda lost: lost == 0, ""),
    Goal("tap p95 while the solver searches", "solver_page", "<= 16.7 ms", figure("taps searching p95"),
         at_most(FRAME_MS), " ms"),
    Goal("hints within 300 ms", "solver_page", "100%", figure("hints within 300 ms"), lambda share: share >= 1.0, "%"),
    *(Goal(f"solver: {mode} deals decided within 1 s", "solver", "", figure(f"{mode} within 1 s"), None, "%")
      for mode in ("D1N", "D3N", "D1V", "D3V")),
]


def shown(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "%":
        return f"{value:.0%}"
    if unit == "x":
        return f"{value:.2f}x"
    return f"{value:.0f}{unit}" if abs(value) >= 100 else f"{value:.1f}{unit}"


def main() -> None:
    runs = read()
    print("== goals (docs/performance.md) and the figures of this run")
    width = max(len(goal.what) for goal in GOALS)
    print(f"  {'goal':<{width}}  {'target':>10}  {'today':>9}  {'':7}  measured")
    for goal in GOALS:
        run = runs.get(goal.bench)
        value = goal.value(run["figures"]) if run else None
        verdict = "" if value is None or goal.met is None else ("met" if goal.met(value) else "NOT met")
        when = (f"{run['when'][-5:]}, load {run['load']}" if run and run.get("load") is not None
                else f"not run (bench_{goal.bench}.py)" if not run else "")
        print(f"  {goal.what:<{width}}  {goal.target:>10}  {shown(value, goal.unit):>9}  {verdict:7}  {when}")


if __name__ == "__main__":
    main()

"""The figures a benchmark keeps for the summary that ends ``make bench`` (``bench/summary.py``).

    from bench.results import record
    record("page", {"tap p95 draw": 9.8, ...})

Each call writes ``build/bench/<name>.json``: the figures, the load average and the time. ``make bench``
empties the folder first, so the summary shows the figures of that run only (a benchmark run on its own
leaves its own file, which the summary also reads).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "build" / "bench"


def record(name: str, figures: dict[str, float | int | None], load: str | None = None) -> Path:
    """Keep ``figures``, with ``load`` (the load average while they were measured; by default, now's)."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    path = FOLDER / f"{name}.json"
    if load is None and hasattr(os, "getloadavg"):
        load = f"{os.getloadavg()[0]:.1f}"
    data = {"figures": figures, "load": load, "when": time.strftime("%Y-%m-%d %H:%M")}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def read(folder: Path = FOLDER) -> dict[str, dict]:
    """{benchmark name: {"figures": ..., "load": ..., "when": ...}} of every file in ``folder``."""
    found = {}
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        try:
            found[path.stem] = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue  # a file cut short by an interrupted run: as if not measured
    return found

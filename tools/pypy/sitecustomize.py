"""Lets Debian 12's PyPy (Python 3.9) run the solver's surveys, about twice as fast as CPython once its JIT is warm.

    PYTHONPATH=tools/pypy:. pypy3 -m ds survey --mode D3V --table --seek-win --nodes 4000 --out d3v.jsonl

Python imports this module at start-up from ``PYTHONPATH``. The engine's dataclasses ask for ``slots=True``
(Python 3.10+), which only saves memory; here they go without. Nothing else of the survey's path needs a newer
Python. The page never loads this, a survey's records are the same as CPython's (the same positions, verdicts
and lines: ``tests/engine/solver/test_survey.py``), and ``python -m ds survey --verify-table`` replays the
table's lines in CPython all the same. On Python 3.10 and later it does nothing.
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

if sys.version_info < (3, 10):
    _dataclass = dataclasses.dataclass

    def dataclass(cls: type | None = None, /, **options: Any) -> Any:
        """``dataclasses.dataclass`` without ``slots``, which Python 3.9 lacks."""
        options.pop("slots", None)
        return _dataclass(**options) if cls is None else _dataclass(cls, **options)

    dataclasses.dataclass = dataclass

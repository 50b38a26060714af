"""Hypothesis without its per-example deadline: on a loaded 2-core CI machine one example may take over the
default 200 ms although nothing is wrong (the wheel's test runs these tests too, in a subprocess, copied with
this file). Tests never assert on wall-clock time."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("ds", deadline=None)
settings.load_profile("ds")

"""Long Python work (the solver) run in short slices between the browser's tasks.

Python and the page's input share one thread. A job here is a function
``step(seconds) -> bool`` that works for about ``seconds`` and says whether it
is done; between two slices the browser handles taps, key presses and frames,
so a tap waits at most one slice. Slices are posted through a
``MessageChannel`` (no 4 ms timer clamp, so the search keeps most of the CPU
when the player is idle). Of the jobs waiting, the most urgent runs first:
a hint the player asked for before the background work.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy

SLICE_SECONDS = 0.005
"""About a third of a 60 Hz frame."""

Step = Callable[[float], bool]


class Slices:
    def __init__(self, window: Any) -> None:
        self.channel = window.MessageChannel.new()
        self._tick = create_proxy(self._run)
        self.channel.port1.onmessage = self._tick
        self.jobs: dict[str, tuple[int, Step]] = {}
        """Waiting jobs by name: (urgency, step); the highest urgency runs first."""
        self.posted = False

    def start(self, name: str, step: Step, urgency: int = 0) -> None:
        """Run ``step`` in slices until it says it is done; a job of the same name is replaced."""
        self.jobs[name] = (urgency, step)
        self._post()

    def cancel(self, name: str) -> None:
        self.jobs.pop(name, None)

    def running(self, name: str) -> bool:
        return name in self.jobs

    def _post(self) -> None:
        if not self.posted and self.jobs:
            self.posted = True
            self.channel.port2.postMessage(None)

    def _run(self, *_: Any) -> None:
        self.posted = False
        if not self.jobs:
            return
        name = max(self.jobs, key=lambda job: self.jobs[job][0])
        step = self.jobs[name][1]
        done = True  # a step that raises is dropped (its error reaches the console)
        try:
            done = step(SLICE_SECONDS)
        finally:
            if done and name in self.jobs and self.jobs[name][1] is step:
                del self.jobs[name]
            self._post()

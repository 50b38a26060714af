"""Real touch input for the browser tests and benchmarks: a finger's press, wobble, drag and release.

Playwright's ``page.touchscreen.tap`` presses and releases at one point. A finger does more: it
wobbles a few pixels during a tap, or drags in small steps. ``Finger`` sends Chromium's own touch
events through the DevTools protocol (``Input.dispatchTouchEvent``), which the page receives as
``pointerType == "touch"`` pointer events, exactly as from a phone's screen. The page's context
needs ``has_touch=True`` (and ``is_mobile=True`` to be a phone).

    finger = Finger(page)
    finger.tap(x, y, wobble=(4, 3))           # a press that moves 4 px right, 3 px down, then lets go
    finger.drag((x, y), (tx, ty), steps=8)    # press, move in 8 steps, let go

``Finger(page, step_ms=16)`` stamps each event of a gesture ``step_ms`` after the one before (the
protocol's ``timestamp``, which the page sees as ``event.timeStamp``), so that how quick a gesture is
does not depend on how busy the machine is; without it the events carry the time they arrive (what a
benchmark measures from).
"""

from __future__ import annotations

import time

from playwright.sync_api import Page


class Finger:
    """One finger on ``page``'s touch screen (coordinates in CSS px of the viewport)."""

    def __init__(self, page: Page, step_ms: float | None = None) -> None:
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.step = None if step_ms is None else step_ms / 1000
        self.clock = 0.0

    def _send(self, kind: str, points: list[tuple[float, float]]) -> None:
        event = {"type": kind, "touchPoints": [{"x": x, "y": y, "radiusX": 8, "radiusY": 8, "force": 1} for x, y in points]}
        if self.step is not None:
            self.clock = max(time.time(), self.clock + self.step) if kind == "touchStart" else self.clock + self.step
            event["timestamp"] = self.clock
        self.cdp.send("Input.dispatchTouchEvent", event)

    def press(self, x: float, y: float) -> None:
        self._send("touchStart", [(x, y)])

    def move(self, x: float, y: float) -> None:
        self._send("touchMove", [(x, y)])

    def release(self) -> None:
        self._send("touchEnd", [])

    def tap(self, x: float, y: float, wobble: tuple[float, float] = (0, 0)) -> None:
        """Press, move by ``wobble`` (in two steps, as a fingertip rolls), release there."""
        self.press(x, y)
        dx, dy = wobble
        if dx or dy:
            self.move(x + dx / 2, y + dy / 2)
            self.move(x + dx, y + dy)
        self.release()

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 8, pause_ms: float = 0) -> None:
        """Press at ``start``, move to ``end`` in ``steps`` straight steps (``pause_ms`` between them), release."""
        (x0, y0), (x1, y1) = start, end
        self.press(x0, y0)
        for step in range(1, steps + 1):
            if pause_ms:
                self.page.wait_for_timeout(pause_ms)
            self.move(x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
        self.release()

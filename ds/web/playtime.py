"""The clock on the page: the bar's time (mm:ss) and the root's ``data-time``, running from the first move,
paused while the tab is hidden, the game is out of view, or any window (``<dialog>``) is open, kept in the game and
saved with it.

``ds/web/clock.py`` keeps the time; this module tells it when it runs: after
each action (the board calls ``update``), when the tab is hidden or shown,
when the game leaves the viewport or comes back into it (an ``IntersectionObserver``: in a frame, the embedding
page may hide it, in a tab widget's ``display: none``, or scroll it away, which the tab's visibility does not say),
and when a window opens or closes (a ``MutationObserver`` on the ``open``
attribute of every dialog, so a window added later pauses it too), and it ticks
every second while it runs (a tick that comes late, after a sleep, counts a few
seconds at most: ``Clock``). The game
is saved (with its time) when the clock stops for the tab being hidden or the game
going out of view, and when the page leaves, so a reload or a closed tab loses nothing. A tab does
not save while it merely runs its clock: a second tab of the game would have
its save overwritten by an idle one.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from js import JSON
from pyodide.ffi import create_proxy

from ..game import Game
from .clock import Clock, clock_text
from .dom import found

if TYPE_CHECKING:
    from .board import Board

class PlayTime:
    def __init__(self, document: Any, window: Any, root: Any, board: Board) -> None:
        self.document, self.window, self.root, self.board = document, window, root, board
        self.clock = Clock()
        self.timed: Game | None = None
        """The game the clock last ran for."""
        self.text_el = root.querySelector("[data-show='time']")
        self.shown: int | None = None
        self.timer: Any = None
        self._tick = create_proxy(self._on_tick)
        self._hidden = create_proxy(self._on_hidden)
        self._leave = create_proxy(self._on_leave)
        document.addEventListener("visibilitychange", self._hidden)
        window.addEventListener("pagehide", self._leave)
        self._observer = window.MutationObserver.new(self._tick)
        options = {"attributes": True, "subtree": True, "attributeFilter": ["open"]}
        self._observer.observe(root, JSON.parse(json.dumps(options)))
        self.in_view = True
        """Whether any of the game lies in the viewport (the top-level page's, for a frame)."""
        self._view = create_proxy(self._on_view)
        self._view_observer = window.IntersectionObserver.new(self._view)
        self._view_observer.observe(root)

    def now(self) -> float:
        return float(self.window.performance.now())

    def update(self) -> None:
        """Run or stand as the game and the page say; show the time; tick at the next whole second."""
        game = self.board.game
        now = self.now()
        if game is not self.timed:  # another game on the table: the clock's run so far was the last one's
            if self.timed is not None:
                self.clock.update(self.timed, False, now)
            self.timed = game
        visible = str(self.document.visibilityState) == "visible" and self.in_view
        window_open = found(self.root.querySelector("dialog[open]"))
        running = self.clock.should_run(game, visible=visible, window_open=window_open)
        self.clock.update(game, running, now)
        self._show(now)
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
            self.timer = None
        if running:
            self.timer = self.window.setTimeout(self._tick, 1000 - self.clock.ms(game, now) % 1000 + 5)

    def _show(self, now: float) -> None:
        seconds = self.clock.seconds(self.board.game, now)
        if seconds != self.shown:
            self.shown = seconds
            self.root.dataset.time = str(seconds)
            self.text_el.textContent = clock_text(seconds)

    def _on_tick(self, *_: Any) -> None:
        self.timer = None
        self.update()

    def _on_hidden(self, *_: Any) -> None:
        """The tab is hidden or shown: stand or run on; when it stands, the game is saved with its time."""
        was_running = self.clock.running
        self.update()
        if was_running and not self.clock.running:
            self.board.keeper.save_now()

    def _on_view(self, entries: Any, *_: Any) -> None:
        """The game left the viewport or came back into it: as the tab being hidden or shown."""
        in_view = bool(entries.at(-1).isIntersecting)
        if in_view != self.in_view:
            self.in_view = in_view
            self._on_hidden()

    def _on_leave(self, *_: Any) -> None:
        """The page is going away (a reload, another address): the time run so far goes into the save."""
        if self.clock.running:
            self.clock.update(self.board.game, True, self.now())
            self.board.keeper.save_now()

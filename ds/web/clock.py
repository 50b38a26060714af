"""The game's clock: time played, from the first move, paused while the tab is hidden or a window is open,
stopped at ``MOST_PLAYED_MS`` (pure: the page says when it runs and gives it the time, ``performance.now()``
in milliseconds).

The time is the game's own (``Game.played_ms``, saved with it), so a reload
continues it. ``Clock`` only adds the run under way when asked. The page looks
at a running clock every second; a longer stretch between two looks is time
the page did not run at all (a computer asleep with the game on screen, where
``performance.now()`` counts the sleep; a frozen tab), of which at most
``MOST_UNSEEN_MS`` counts.

>>> from ds.game import Game
>>> game = Game.deal("DS1-D1N-AAAAAAB")
>>> clock = Clock()
>>> clock.should_run(game, visible=True, window_open=False)
False
>>> game.play(game.stock_move)
>>> for now in range(1000, 66_001, 1000):  # the page looks every second
...     clock.update(game, clock.should_run(game, visible=True, window_open=False), now=float(now))
>>> clock.seconds(game, now=66_400.0), clock_text(clock.seconds(game, now=66_400.0))
(65, '01:05')
>>> clock.update(game, False, now=67_000.0)  # a window opens
>>> game.played_ms, clock.seconds(game, now=99_000.0)
(66000, 66)
>>> clock.update(game, True, now=99_000.0)  # closed; then an hour asleep
>>> clock.seconds(game, now=3_699_000.0)
71
"""

from __future__ import annotations

from ..game import MOST_PLAYED_MS, Game

MOST_UNSEEN_MS = 5_000
"""The most that a stretch of a running clock between two looks counts."""


class Clock:
    """Adds to a game's ``played_ms`` the time it runs."""

    def __init__(self) -> None:
        self.since: float | None = None
        """When the run under way began (page time, ms); None while the clock stands."""

    @staticmethod
    def should_run(game: Game, *, visible: bool, window_open: bool) -> bool:
        """Whether the clock runs: from the first move until the win, while the tab shows and no window is open."""
        return game.move_count > 0 and not game.is_won and visible and not window_open

    def update(self, game: Game, running: bool, now: float) -> None:
        """Put the run so far into ``game.played_ms``, then run on from ``now``, or stand."""
        game.played_ms = self.ms(game, now)
        self.since = now if running else None

    @property
    def running(self) -> bool:
        return self.since is not None

    def ms(self, game: Game, now: float) -> int:
        """Milliseconds played, the run under way included (at most ``MOST_PLAYED_MS``: the clock stops there)."""
        run = 0 if self.since is None else min(MOST_UNSEEN_MS, max(0, round(now - self.since)))
        return min(MOST_PLAYED_MS, game.played_ms + run)

    def seconds(self, game: Game, now: float) -> int:
        """Whole seconds played (the root's ``data-time``)."""
        return self.ms(game, now) // 1000


def clock_text(seconds: int) -> str:
    """Minutes and seconds, as the bar shows them: ``00:00``, ``04:32``, ``75:03``.

    >>> clock_text(0), clock_text(272), clock_text(4503)
    ('00:00', '04:32', '75:03')
    """
    minutes, rest = divmod(max(0, seconds), 60)
    return f"{minutes:02d}:{rest:02d}"

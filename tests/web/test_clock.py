"""The clock: time played from the first move, standing while the tab is hidden or a window is open."""

from __future__ import annotations

from ds import Game
from ds.game import MOST_PLAYED_MS
from ds.web.clock import MOST_UNSEEN_MS, Clock, clock_text


def test_it_stands_until_the_first_move_and_after_the_win():
    clock = Clock()
    game = Game.deal("DS1-D1N-AAAAAAB")
    assert not clock.should_run(game, visible=True, window_open=False)
    game.play(game.stock_move)
    assert clock.should_run(game, visible=True, window_open=False)
    assert not clock.should_run(game, visible=False, window_open=False)
    assert not clock.should_run(game, visible=True, window_open=True)


def ticks(clock: Clock, game: Game, start: float, end: float) -> None:
    """The page's look at a running clock every second from ``start`` to ``end`` (ms)."""
    for now in range(int(start), int(end) + 1, 1_000):
        clock.update(game, True, now=float(now))


def test_runs_add_up_and_pauses_do_not_count():
    clock = Clock()
    game = Game.deal("DS1-D1N-AAAAAAB")
    game.play(game.stock_move)
    ticks(clock, game, 1_000.0, 31_000.0)
    assert clock.seconds(game, now=31_999.0) == 30
    clock.update(game, False, now=32_000.0)  # hidden
    assert game.played_ms == 31_000 and clock.seconds(game, now=500_000.0) == 31
    ticks(clock, game, 600_000.0, 629_000.0)  # shown again
    clock.update(game, True, now=629_500.0)  # a tick folds the run in and runs on
    assert game.played_ms == 60_500 and clock.ms(game, now=630_000.0) == 61_000


def test_a_stretch_the_page_did_not_see_counts_a_few_seconds_at_most():
    """A computer asleep for an hour with the game on screen (where ``performance.now()`` counts the sleep) or a
    tab frozen: the page's tick comes an hour late, and the clock adds ``MOST_UNSEEN_MS``, not the hour."""
    clock = Clock()
    game = Game.deal("DS1-D1N-AAAAAAB")
    game.play(game.stock_move)
    ticks(clock, game, 0.0, 10_000.0)
    assert clock.ms(game, now=3_610_000.0) == 10_000 + MOST_UNSEEN_MS
    clock.update(game, True, now=3_610_000.0)
    ticks(clock, game, 3_611_000.0, 3_613_000.0)  # it runs on
    assert game.played_ms == 10_000 + MOST_UNSEEN_MS + 3_000


def test_a_clock_that_goes_back_adds_nothing():
    clock = Clock()
    game = Game.deal("DS1-D1N-AAAAAAB")
    clock.update(game, True, now=5_000.0)
    clock.update(game, False, now=4_000.0)
    assert game.played_ms == 0


def test_it_stops_at_the_most_a_game_shows():
    """A tab left showing a game for years: the clock stops at 1,000 days, so the game is still saved and read."""
    clock = Clock()
    game = Game.deal("DS1-D1N-AAAAAAB")
    game.play(game.stock_move)
    game.played_ms = MOST_PLAYED_MS - 1_000
    clock.update(game, True, now=0.0)
    assert clock.ms(game, now=5_000.0) == MOST_PLAYED_MS
    clock.update(game, True, now=5_000.0)
    assert game.played_ms == MOST_PLAYED_MS and clock_text(clock.seconds(game, now=9e9)) == "1440000:00"


def test_minutes_and_seconds():
    assert [clock_text(s) for s in (0, 59, 60, 3599, 3600, 6000)] == ["00:00", "00:59", "01:00", "59:59", "60:00", "100:00"]

"""Statistics per mode: what counts as a game played, won, a streak, the Vegas running total; storage checks."""

from __future__ import annotations

import json
import re

import pytest

from ds.game import UNDO_LIMIT, Game
from ds.save import dump, load
from ds.web.i18n import Texts
from ds.web.stats import MODES, Facts, Stats, StatsError, game_name, render
from tests.engine.helpers import table

A, B, C = "DS1-D1N-AAAAAAB", "DS1-D1N-AAAAAAC", "DS1-D1N-AAAAAAD"
V1, V2 = "DS1-D3V-AAAAAAB", "DS1-D3V-AAAAAAC"


def play(stats: Stats, code: str, moves: int, score: int = 0, won: bool = False, seconds: int = 0) -> None:
    for move in range(1, moves + 1):
        stats.record(Facts(code, move, score, won and move == moves, seconds))


def test_a_deal_replaced_before_its_first_move_is_not_a_game_played():
    stats = Stats()
    assert not stats.record(Facts(A, 0, 0, False))
    assert not stats.replaced(Facts(A, 0, 0, False))
    assert stats.modes["D1N"].played == 0


def test_a_game_counts_as_played_at_its_first_move_once():
    stats = Stats()
    play(stats, A, 5)
    assert stats.modes["D1N"].played == 1 and stats.current == A


def test_a_win_counts_once_even_after_undo_and_winning_again():
    stats = Stats()
    play(stats, A, 300, score=1300, won=True)
    assert stats.record(Facts(A, 301, 1290, False)) is False  # undo then the win again
    assert stats.record(Facts(A, 302, 1300, True)) is False
    line = stats.modes["D1N"]
    assert (line.played, line.won, line.streak, line.best_streak, line.fewest_moves, line.best_score) == (1, 1, 1, 1, 300, 1300)


def test_a_new_game_over_an_unfinished_game_breaks_the_streak():
    stats = Stats()
    play(stats, A, 200, score=1250, won=True)
    stats.replaced(Facts(A, 200, 1250, True))
    play(stats, B, 250, score=1400, won=True)
    stats.replaced(Facts(B, 250, 1400, True))
    assert stats.modes["D1N"].streak == 2
    play(stats, C, 10, score=40)
    stats.replaced(Facts(C, 10, 40, False))
    line = stats.modes["D1N"]
    assert (line.played, line.won, line.streak, line.best_streak) == (3, 2, 0, 2)
    assert line.fewest_moves == 200 and line.best_score == 1400


def test_the_best_score_counts_finished_games_won_or_not():
    stats = Stats()
    play(stats, A, 10, score=600)
    stats.replaced(Facts(A, 10, 600, False))
    assert stats.modes["D1N"].best_score == 600 and stats.modes["D1N"].fewest_moves is None


def test_vegas_running_total_adds_up_every_finished_game():
    stats = Stats()
    play(stats, V1, 260, score=416, won=True)
    stats.replaced(Facts(V1, 260, 416, True))
    play(stats, V2, 30, score=-84)
    stats.replaced(Facts(V2, 30, -84, False))
    line = stats.modes["D3V"]
    assert line.total == 416 - 84 and line.played == 2 and line.won == 1
    assert stats.modes["D1N"].total == 0


def test_modes_are_counted_apart():
    stats = Stats()
    play(stats, A, 1)
    stats.replaced(Facts(A, 1, 0, False))
    play(stats, V1, 1, score=-104)
    assert [stats.modes[mode].played for mode in MODES] == [1, 0, 0, 1]


def test_reset_forgets_everything_and_counts_the_game_on_the_table_again():
    stats = Stats()
    play(stats, A, 3)
    stats.reset()
    assert stats == Stats()
    assert stats.record(Facts(A, 4, 0, False)) and stats.modes["D1N"].played == 1


def test_dump_and_parse_round_trip():
    stats = Stats()
    play(stats, V1, 260, score=416, won=True)
    play(stats, A, 2)
    assert Stats.parse(stats.dump()) == stats


@pytest.mark.parametrize("text", [
    "", "{oops", "[]", "null", '{"version": 1}', '{"version": "1"}', '{"version": true}',
    '{"version": 1, "modes": {}}',
])
def test_unreadable_statistics_are_refused(text):
    with pytest.raises(StatsError):
        Stats.parse(text)


@pytest.mark.parametrize(("mode", "field", "value"), [
    ("D1N", "played", -1), ("D1N", "won", 5), ("D3N", "played", "3"), ("D1V", "total", 1.5),
    ("D3V", "best_score", "high"), ("D1N", "fewest_moves", 0), ("D1N", "streak", 1), ("D1N", "played", True),
    ("D1N", "timed_wins", 1), ("D1N", "won_time", -5), ("D1N", "best_time", 30), ("D1N", "best_time", "1:00"),
])
def test_statistics_that_do_not_add_up_are_refused(mode, field, value):
    doc = json.loads(Stats().dump())
    doc["modes"][mode][field] = value
    with pytest.raises(StatsError):
        Stats.parse(json.dumps(doc))


@pytest.mark.parametrize(("field", "value"), [
    ("won_time", 10**400), ("won_time", 10**15), ("best_time", 10**12), ("best_score", 10**12), ("best_score", -10**12),
    ("total", 10**12), ("fewest_moves", 2**53), ("played", 10**10),
])
def test_figures_no_games_add_up_to_are_refused(field, value):
    """Counts that add up but lie beyond what games reach (the average time of 10**400 seconds once broke the
    Statistics window with an OverflowError)."""
    stats = Stats()
    play(stats, A, 2, score=5, won=True, seconds=64)
    doc = json.loads(stats.dump())
    doc["modes"]["D1N"][field] = value
    if field == "played":
        doc["modes"]["D1N"].update(won=value, streak=value, best_streak=value)
    with pytest.raises(StatsError, match="beyond what the games can add up to"):
        Stats.parse(json.dumps(doc))
    assert render(Texts.load("en"), Stats.parse(stats.dump()))


def test_a_current_game_that_is_no_code_is_refused():
    doc = json.loads(Stats().dump())
    doc["current"] = 12
    with pytest.raises(StatsError):
        Stats.parse(json.dumps(doc))


def test_the_window_shows_each_figure_per_mode_in_the_language():
    stats = Stats()
    play(stats, V1, 260, score=416, won=True)
    sv = render(Texts.load("sv"), stats)
    assert '<td data-mode="D3V" data-stat="total" data-value="416" data-name="Dra 3, Vegas">416\u00a0$</td>' in sv
    assert '<td data-mode="D3V" data-stat="rate" data-value="100" data-name="Dra 3, Vegas">100\u00a0%</td>' in sv
    assert '<td data-mode="D1N" data-stat="total" data-name="Dra 1, Normal">–</td>' in sv
    assert "Dra 3, Vegas" in re.sub(r"<[^>]*>", "", sv)  # a header, in parts that break only after the comma
    assert '<th scope="col" data-mode="D3V"><span class="part">Dra 3,</span> <span class="part">Vegas</span></th>' in sv


def test_a_win_rate_under_one_percent_is_not_shown_as_none():
    stats = Stats()
    for number in range(250):
        play(stats, f"DS1-D3V-{number}", 30, score=-89)
    play(stats, V1, 260, score=416, won=True)
    en = render(Texts.load("en"), stats)
    assert '<td data-mode="D3V" data-stat="rate" data-value="0" data-name="Draw 3, Vegas">under\u00a01%</td>' in en


# --- times and bests (issue 15) ----------------------------------------------------------------------


def test_best_and_average_time_of_won_games_per_mode():
    stats = Stats()
    play(stats, A, 200, score=1250, won=True, seconds=300)
    stats.replaced(Facts(A, 200, 1250, True, 300))
    play(stats, B, 250, score=1300, won=True, seconds=240)
    stats.replaced(Facts(B, 250, 1300, True, 240))
    play(stats, C, 20, score=50, seconds=999)
    stats.replaced(Facts(C, 20, 50, False, 999))  # a game not won has no time in the statistics
    line = stats.modes["D1N"]
    assert (line.best_time, line.average_time, line.timed_wins, line.won_time) == (240, 270, 2, 540)
    assert stats.modes["D3V"].best_time is None and stats.modes["D3V"].average_time is None
    en = render(Texts.load("en"), stats)
    assert '<td data-mode="D1N" data-stat="best-time" data-value="240" data-name="Draw 1, Normal">04:00</td>' in en
    assert '<td data-mode="D1N" data-stat="average-time" data-value="270" data-name="Draw 1, Normal">04:30</td>' in en
    assert Stats.parse(stats.dump()) == stats


def test_version_1_statistics_still_read_their_wins_without_a_time():
    doc = json.loads(Stats().dump())
    doc["version"] = 1
    for line in doc["modes"].values():
        for name in ("best_time", "timed_wins", "won_time"):
            del line[name]
    doc["modes"]["D1N"].update(played=10, won=4, best_score=1300, fewest_moves=190, streak=1, best_streak=2)
    stats = Stats.parse(json.dumps(doc))
    line = stats.modes["D1N"]
    assert (line.won, line.best_time, line.average_time) == (4, None, None)
    play(stats, A, 200, score=1250, won=True, seconds=300)
    assert (line.won, line.best_time, line.average_time, line.timed_wins) == (5, 300, 300, 1)
    assert json.loads(stats.dump())["version"] == 2


def test_a_win_says_what_it_is_a_best_of_once():
    stats = Stats()
    first = Facts(A, 200, 1250, True, 300)
    assert stats.bests(first) == ("first",)
    play(stats, A, 200, score=1250, won=True, seconds=300)
    assert stats.bests(first) == ()  # counted already: undo and win again is no new best
    stats.replaced(first)
    assert stats.bests(Facts(B, 180, 1200, True, 310)) == ("moves",)
    assert stats.bests(Facts(B, 210, 1300, True, 200)) == ("score", "time")
    assert stats.bests(Facts(B, 210, 1300, False, 200)) == ()


def facts_of(game: Game) -> Facts:
    return Facts(game_name(game), game.move_count, game.score, game.is_won)


def test_two_positions_set_up_without_a_code_played_one_after_the_other_count_as_two_games():
    """Hand-made positions saved by another program, taken up one after the other (a reload, another tab's save:
    nothing replaced the first on this page). Each counts; the same one reloaded does not count again. (They were
    both ``DS1-D1N-`` and counted as one game.)"""
    stats = Stats()
    first = table("D1N", columns=["8S", "7H", "AS"])
    first.play(first.stock_move)
    assert stats.record(facts_of(first))
    again = load(dump(first))  # the page reloaded
    again.play(again.stock_move)
    assert not stats.record(facts_of(again))
    second = table("D1N", columns=["8S", "AS", "7H"])
    second.play(second.stock_move)
    assert stats.record(facts_of(second))
    assert stats.modes["D1N"].played == 2


def test_a_position_set_up_without_a_code_is_one_game_past_the_undo_limit():
    """Past 200 actions the position its history starts from moves on: the game is still the one in progress."""
    stats = Stats()
    game = table("D3N", columns=["KS"])
    names = set()
    for _ in range(UNDO_LIMIT + 5):
        game.play(game.stock_move)
        names.add(game_name(game))
        stats.record(facts_of(game))
        stats.record(facts_of(load(dump(game))))  # reloaded, the start it names has moved on
    assert game.trimmed and len(names) == 2 and stats.modes["D3N"].played == 1
    assert stats.replaced(facts_of(game)) and stats.modes["D3N"].streak == 0

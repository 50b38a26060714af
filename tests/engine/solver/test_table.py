"""The table of winnable deals (ds/solver/table.py): its deals, its lines, the daily deal, and a sample replayed."""

from __future__ import annotations

from datetime import date

import pytest

from ds.codes import DEAL_COUNT
from ds.game import Game
from ds.moves import Move
from ds.solver import EXAMPLE_WINS, solve, table
from ds.solver.survey import read_lines, verify_table


def test_the_table_deals_of_a_mode_never_repeat_and_differ_between_modes() -> None:
    numbers = [table.table_deal("D1V", i) for i in range(20_000)]
    assert len(set(numbers)) == len(numbers) and all(0 <= n < DEAL_COUNT for n in numbers)
    assert table.table_deal("D1N", 0) != table.table_deal("D3N", 0)
    assert table.table_code("D3V", 5).mode == "D3V"


@pytest.mark.parametrize("mode", ["D1N", "D3N", "D3V"])
def test_a_winning_line_written_short_reads_back_as_the_same_moves(mode: str) -> None:
    game = Game.deal(EXAMPLE_WINS[mode])
    line = solve(game, max_nodes=100_000).line
    text = table.encode_line(line)
    assert table.decode_line(game, text) == line
    assert len(text) < 3 * len(line)


def test_a_short_line_that_is_not_legal_is_refused_with_where() -> None:
    game = Game.deal("DS1-D1N-AAAAAAB")
    with pytest.raises(ValueError, match="move 1"):
        table.decode_line(game, "1f")
    with pytest.raises(ValueError, match="not a run of taps"):
        table.decode_line(game, "*!")
    assert table.decode_line(game, "s") == [Move.parse("s>w")]


def test_each_players_order_of_the_winnable_deals_deals_each_once_before_any_again() -> None:
    n = len(table.winnable("D1N"))
    assert n > 1000
    for seed in (0, 1, 987_654_321_012):
        codes = [table.shuffled("D1N", seed, k) for k in range(n)]
        assert len(set(codes)) == n
        assert table.shuffled("D1N", seed, n) == codes[0]
    assert table.shuffled("D1N", 1, 0) != table.shuffled("D1N", 2, 0)


def test_the_daily_deal_follows_the_documented_rule() -> None:
    # docs/game-codes.md: deal number SplitMix64(ordinal * 4 + mode index).below(n) of the mode's winnable deals.
    from ds.deal import SplitMix64

    day = date(2026, 12, 24)
    deals = table.winnable("D3N")
    expected = table.table_code("D3N", deals[SplitMix64(day.toordinal() * 4 + 1).below(len(deals))])
    assert table.daily("D3N", day) == expected
    days = {table.daily("D1N", date(2026, 1, d)) for d in range(1, 32)}
    assert len(days) > 25


def test_a_random_sample_of_the_tables_lines_replays_to_wins() -> None:
    # python -m ds survey --verify-table replays them all.
    assert verify_table(sample=6, seed=date.today().toordinal()) == []


def test_every_winnable_deal_of_the_table_has_its_line() -> None:
    for mode in table.MODES:
        assert set(read_lines(mode)) >= set(table.winnable(mode))

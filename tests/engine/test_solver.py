"""The solver (ds/solver.py): verdicts on hand-built positions and on pinned deals, lines that replay to a win."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ds.cards import Card
from ds.game import Game
from ds.moves import Move
from ds.piles import FOUNDATION_1
from ds.solver import EXAMPLE_WINS, Result, Solving, hint, safe_to_foundation, solve, suggest

from .helpers import table

WINNABLE = dict(EXAMPLE_WINS)
"""One code per mode that the solver wins within a few seconds; the page's end-to-end tests replay these lines."""


PINNED = {
    "DS1-D1N-AAAAAAA": "won",
    "DS1-D1N-AAAAAAB": "won",
    "DS1-D1N-AAAAAAC": "won",
    "DS1-D1N-AAAAAAD": "won",
    "DS1-D1N-AAAAAAE": "won",
    "DS1-D3N-AAAAAAB": "won",
    "DS1-D3N-AAAAAAM": "won",
    "DS1-D3N-AAAAABB": "won",
    "DS1-D1V-TBCKBFV": "won",
    "DS1-D3V-HAJUOEY": "won",
    "DS1-D3V-AAAAACK": "lost",
    "DS1-D3V-AAAAACM": "lost",
    "DS1-D3V-AAAAAGK": "lost",
    "DS1-D3V-AAAADBQ": "lost",
    "DS1-D3V-CELSWQG": "lost",
}
"""Deals whose verdicts are pinned, each decided within ``PINNED_NODES`` positions."""
PINNED_NODES = 150_000


def replays_to_a_win(game: Game, result: Result) -> bool:
    """Replay ``result.line`` through the checked ``play`` on a copy of ``game``."""
    assert result.line is not None
    twin = game.copy()
    for move in result.line:
        twin.play(move)
    return twin.is_won()


@pytest.mark.parametrize("mode", sorted(WINNABLE))
def test_example_win_of_each_mode_is_found_within_a_budget_and_replays(mode: str) -> None:
    # A node budget, not seconds, so that a loaded machine cannot make it fail: D1V needs about 7,500
    # nodes, D3V about 5,000, the others a few hundred.
    game = Game.deal(WINNABLE[mode])
    result = solve(game, max_nodes=100_000)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)


@pytest.mark.parametrize("code", sorted(PINNED))
def test_pinned_deal_verdict_within_a_node_budget(code: str) -> None:
    game = Game.deal(code)
    before = game.position()
    result = solve(game, max_nodes=PINNED_NODES)
    assert result.verdict == PINNED[code]
    assert game.position() == before  # the game given is left alone
    if result.verdict == "won":
        assert replays_to_a_win(game, result)
    else:
        assert result.line is None


def test_a_node_budget_that_runs_out_answers_unknown_without_a_line() -> None:
    result = solve(Game.deal("DS1-D1V-AAAAAAD"), max_nodes=500)
    assert result.verdict == "unknown"
    assert result.line is None
    assert result.nodes <= 500


def test_a_time_budget_that_runs_out_answers_unknown() -> None:
    result = solve(Game.deal("DS1-D1V-AAAAAAA"), max_seconds=0.3)
    assert result.verdict == "unknown"
    assert result.seconds < 2


def test_a_game_in_progress_is_solved_from_where_it_stands() -> None:
    game = Game.deal(WINNABLE["D3N"])
    first = solve(game, max_nodes=PINNED_NODES)
    assert first.line is not None
    for move in first.line[:40]:
        game.play(move)
    result = solve(game, max_nodes=PINNED_NODES)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)


def test_a_won_game_needs_no_move() -> None:
    game = table("D1N", foundations={spot: 13 for spot in ["S1", "S2", "H1", "H2", "D1", "D2", "C1", "C2"]})
    result = solve(game, max_nodes=10)
    assert result.verdict == "won"
    assert result.line == []


def test_one_foundation_move_from_a_win_is_won_in_one_move() -> None:
    game = table(
        "D1N",
        columns=["KS"],
        foundations={"S1": 13, "S2": 12, "H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13},
        stock="",
    )
    result = solve(game, max_nodes=100)
    assert result.verdict == "won"
    assert [str(move) for move in result.line] == ["1>S2"]


ALL_BUT_SPADES = {"H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 13, "C2": 13}


def test_two_threes_of_spades_over_the_last_two_of_spades_are_lost() -> None:
    # col-1: 2S face down under 3S (face down) and 3S. Both 3S need a spade spot at 2; only the other 2S
    # (in the stock) can make one, and the 2S under them is never reached: no red 4 is out, and no column
    # ever empties for a king to be taken back (each of col-2..9 keeps the second copy of its spade, which
    # only the second spade spot could take).
    result = solve(threes_over_the_two("D1N"), max_nodes=200_000)
    assert result.verdict == "lost"


def threes_over_the_two(mode: str) -> Game:
    return table(
        mode,
        columns=["#2S #3S 3S", "#4S 4S", "#5S 5S", "#6S 6S", "#7S 7S", "#8S 8S", "#9S 9S", "#10S 10S", "#JS JS"],
        foundations={"S1": 1, "S2": 1, **ALL_BUT_SPADES},
        stock="2S QS QS KS KS",
    )


def vegas_or_not(mode: str) -> Game:
    # 3S 3S under KS on the waste, the stock spent; every column shows a spade of 4 or more (the spades
    # are at 2 and 2), so no column empties for the king and nothing takes a 3.
    return table(
        mode,
        columns=["4S", "4S", "5S", "5S", "6S", "6S", "7S", "7S", "#KS #QS #QS #JS #JS #10S #10S #9S #9S #8S 8S"],
        waste="3S 3S KS",
        foundations={"S1": 2, "S2": 2, **ALL_BUT_SPADES},
        stock="",
    )


def test_threes_under_a_king_on_the_waste_are_won_by_a_draw_1_recycle() -> None:
    game = vegas_or_not("D1N")
    result = solve(game, max_nodes=10_000)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)
    assert str(result.line[0]) == "w>s:3"


@pytest.mark.parametrize("mode", ["D1V", "D3V"])
def test_threes_under_a_king_on_the_waste_are_lost_when_the_vegas_stock_is_spent(mode: str) -> None:
    assert solve(vegas_or_not(mode), max_nodes=10_000).verdict == "lost"


def test_threes_under_a_king_on_the_waste_are_lost_in_draw_3_where_a_recycle_brings_the_king_back_on_top() -> None:
    assert solve(vegas_or_not("D3N"), max_nodes=10_000).verdict == "lost"


def two_twos_of_spades() -> Game:
    # Spades at (1, 0): 2S alone on col-1, and 2S on col-2 over the second AS. Each of col-3..9 holds two
    # copies of one spade (one face down), so only the two spade spots together can clear them.
    return table(
        "D1N",
        columns=["2S", "#AS 2S", "#4S 4S", "#5S 5S", "#6S 6S", "#7S 7S", "#8S 8S", "#9S 9S", "#10S 10S"],
        foundations={"S1": 1, **ALL_BUT_SPADES},
        stock="3S 3S JS JS QS QS KS KS",
    )


def test_the_2s_over_the_second_ace_must_go_up_first_and_the_solver_finds_it() -> None:
    game = two_twos_of_spades()
    result = solve(game, max_nodes=50_000)
    assert result.verdict == "won"
    assert replays_to_a_win(game, result)
    assert str(result.line[0]) == "2>S1"


def test_the_one_deck_rule_that_2s_are_always_safe_loses_this_game() -> None:
    # The one-deck rule would play col-1's 2S at once; after it the game is lost.
    game = two_twos_of_spades()
    game.play(Move.parse("1>S1"))
    assert solve(game, max_nodes=50_000).verdict == "lost"


def test_safe_rule_needs_the_other_spot_of_the_suit_at_rank_minus_one() -> None:
    game = two_twos_of_spades()
    two_of_spades = Card.parse("2S")
    assert not safe_to_foundation(game.foundations, two_of_spades)
    assert safe_to_foundation(spots((1, 1), (1, 1), (1, 1), (0, 0)), two_of_spades)
    assert safe_to_foundation(spots((2, 1), (1, 1), (1, 1), (0, 0)), two_of_spades)  # the other 2S is already up
    assert not safe_to_foundation(spots((1, 1), (1, 1), (1, 0), (0, 0)), two_of_spades)  # a red ace is out


def spots(s: tuple[int, int], h: tuple[int, int], d: tuple[int, int], c: tuple[int, int]) -> list[int]:
    return [*s, *h, *d, *c]


def test_safe_rule_aces_always_go_up() -> None:
    for ace in ("AS", "AH", "AD", "AC"):
        assert safe_to_foundation([0] * 8, Card.parse(ace))
        assert safe_to_foundation(spots((1, 0), (1, 0), (1, 0), (1, 0)), Card.parse(ace))


def test_safe_rule_black_5_needs_every_red_4_and_every_black_3_up() -> None:
    five = Card.parse("5S")
    assert safe_to_foundation(spots((4, 4), (4, 4), (4, 4), (3, 3)), five)
    assert not safe_to_foundation(spots((4, 4), (4, 3), (4, 4), (3, 3)), five)  # a red 4 is out
    assert not safe_to_foundation(spots((4, 4), (4, 4), (4, 4), (3, 2)), five)  # a black 3 (3C) is out
    assert not safe_to_foundation(spots((4, 3), (4, 4), (4, 4), (3, 3)), five)  # the other 4S spot is low
    assert not safe_to_foundation(spots((3, 3), (4, 4), (4, 4), (3, 3)), five)  # no spot takes the 5S
    assert safe_to_foundation(spots((4, 5), (4, 4), (4, 4), (3, 3)), five)  # the other 5S is already up


def test_safe_rule_red_2_needs_every_black_ace_up() -> None:
    two = Card.parse("2D")
    assert safe_to_foundation(spots((1, 1), (0, 0), (1, 1), (1, 1)), two)
    assert not safe_to_foundation(spots((1, 1), (0, 0), (1, 1), (1, 0)), two)
    assert not safe_to_foundation(spots((1, 1), (0, 0), (1, 0), (1, 1)), two)


def test_solver_fast_safe_set_agrees_with_the_documented_rule() -> None:
    import random

    from ds.solver import _safe_cards

    rng = random.Random(6)
    for _ in range(3000):
        spots_ = [rng.randint(0, 13) for _ in range(8)]
        fast = set(_safe_cards(spots_))
        assert fast == {card for card in range(52) if safe_to_foundation(spots_, card)}, spots_


def test_hint_is_the_first_move_of_a_winning_line() -> None:
    game = two_twos_of_spades()
    move = hint(game, max_nodes=50_000)
    assert str(move) == "2>S1"
    assert move in game.legal_moves


def test_hint_on_a_lost_game_is_none() -> None:
    assert hint(vegas_or_not("D1V"), max_nodes=10_000) is None


def test_hint_without_a_win_in_its_budget_is_a_legal_move() -> None:
    game = Game.deal("DS1-D1V-AAAAAAA")
    move = hint(game, max_nodes=200, max_seconds=None)
    assert move is not None and move in game.legal_moves


def test_a_search_in_slices_finds_the_same_line_as_one_search() -> None:
    game = Game.deal(EXAMPLE_WINS["D1N"])
    whole = solve(game, max_nodes=20_000)
    solving = Solving(game, max_nodes=20_000)
    slices = 1
    while solving.step(0.0) is None:
        slices += 1
    assert slices > 1
    assert solving.result is not None and solving.result.line == whole.line
    assert solving.step(0.0) is solving.result


def test_a_search_in_slices_proves_a_loss_like_one_search() -> None:
    game = Game.deal("DS1-D3V-AAAAACK")
    solving = Solving(game, max_nodes=PINNED_NODES)
    while solving.step(0.001) is None:
        pass
    assert solving.result.verdict == "lost"


def test_a_search_in_slices_is_not_disturbed_by_moves_played_meanwhile() -> None:
    game = Game.deal(EXAMPLE_WINS["D1N"])
    solving = Solving(game, max_nodes=20_000)
    solving.step(0.0)
    game.play(game.stock_move())
    result = solving.step()
    assert result.verdict == "won" and replays_to_a_win(Game.deal(EXAMPLE_WINS["D1N"]), result)


def test_the_searches_take_turns_so_a_deal_one_of_them_wins_fast_is_won_fast() -> None:
    # DS1-D1N-IRWFJDL: the pruned depth-first search alone does not win it in 20,000 positions; with the
    # searches taking turns, the win comes after about 460.
    import ds.solver

    game = Game.deal("DS1-D1N-IRWFJDL")
    pruned_dfs_alone = ds.solver._Search(game)
    pruned_dfs_alone.complete = False
    pruned_dfs_alone.quota = 20_000
    walk = pruned_dfs_alone.run()
    assert next(walk, "ended") is None  # paused at its quota: no win found
    result = solve(game, max_nodes=2_000)
    assert result.verdict == "won" and replays_to_a_win(game, result)


def test_positions_of_a_search_that_ran_dry_count_in_the_result_and_against_the_budget() -> None:
    # A lost position: every search of the plan runs dry within its first turn, the pruned ones first.
    import ds.solver

    game = threes_over_the_two("D1N")
    alone = []
    for method, complete, waste_cost, hidden_cost, _ in ds.solver._NORMAL_PLAN:
        search = ds.solver._Search(game)
        search.complete, search.waste_cost, search.hidden_cost = complete, waste_cost, hidden_cost
        assert next(search.walk(method), "ran dry") == "ran dry"
        alone.append(search.nodes)
    result = solve(game)
    assert result.verdict == "lost" and result.nodes == sum(alone)
    short = solve(game, max_nodes=sum(alone) - 1)
    assert short.verdict == "unknown" and short.nodes <= sum(alone) - 1


@pytest.mark.parametrize("budget", [1, 2, 256, 257, 1000])
def test_a_node_budget_is_never_exceeded(budget: int) -> None:
    for code in ("DS1-D1V-AAAAAAA", "DS1-D1N-NVKLTFP"):
        assert solve(Game.deal(code), max_nodes=budget).nodes <= budget


def test_suggest_on_an_unknown_result_is_a_legal_move_and_on_a_lost_one_none() -> None:
    game = Game.deal("DS1-D1V-AAAAAAA")
    assert suggest(game, Result("unknown")) in game.legal_moves
    assert suggest(game, Result("lost")) is None


def test_command_solve_prints_verdict_and_line(capsys: pytest.CaptureFixture[str]) -> None:
    from ds.__main__ import main

    assert main(["solve", "DS1-D1N-AAAAAAB", "--nodes", "20000", "--line"]) == 0
    out = capsys.readouterr().out
    assert "DS1-D1N-AAAAAAB: won" in out
    moves = out.strip().splitlines()[-1].split()
    game = Game.deal("DS1-D1N-AAAAAAB")
    for text in moves:
        game.play(Move.parse(text))
    assert game.is_won()


def test_command_survey_prints_win_rate_with_interval(capsys: pytest.CaptureFixture[str]) -> None:
    from ds.__main__ import main

    assert main(["survey", "--mode", "D3N", "--deals", "3", "--seed", "7", "--nodes", "3000", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "3 deals (seed 7)" in out and "95% Wilson interval" in out and "median" in out


def test_survey_deals_are_fixed_by_the_seed() -> None:
    from ds.solver_cli import survey_deals, wilson

    assert survey_deals(5, 4) == survey_deals(5, 4) != survey_deals(6, 4)
    low, high = wilson(0, 10)
    assert low == 0 and 0.2 < high < 0.35


def test_vegas_moves_looked_up_by_card_are_the_moves_of_every_talon_stop() -> None:
    # In Vegas, moves() looks at the talon cards a foundation or a column takes (_vegas_stops) instead of
    # walking every stop (talon_stops): the same moves must come out, in the same order.
    import random

    from ds.solver import _Search

    rng = random.Random(3)
    for number in range(12):
        for mode in ("D1V", "D3V"):
            search = _Search(Game.deal(f"DS1-{mode}-AAAAA{chr(65 + number)}A"))
            for _ in range(60):
                fast = search.moves()
                walk = search.talon_stops
                search._vegas_stops = lambda wants, hosts: walk()  # type: ignore[method-assign]
                assert search.moves() == fast
                del search._vegas_stops
                if not fast:
                    break
                search.apply(rng.choice(fast))
                search.forced()


def test_lazy_best_first_scores_a_move_as_the_position_it_leads_to() -> None:
    # The lazy search scores each move from its parent's score (score_after); that must be the score of
    # the position the move leads to (before safe foundation moves), with either face-down cost.
    import random

    from ds.solver import _Search

    rng = random.Random(4)
    for number in range(8):
        for mode in ("D1V", "D3V", "D1N"):
            search = _Search(Game.deal(f"DS1-{mode}-AAAAB{chr(65 + number)}A"))
            search.waste_cost = 30 if mode[2] == "V" else 0
            search.hidden_cost = 8 if number % 2 else 20
            search.complete = True
            for _ in range(60):
                moves = search.moves()
                if not moves:
                    break
                base = search.score()
                for move in moves:
                    expected = search.score_after(base, move)
                    info = search.apply(move)
                    assert search.score() == expected, move
                    search.undo(move, info)
                search.apply(rng.choice(moves))
                search.forced()


# --- verdicts cross-checked by an exhaustive search through the engine's own legal moves ----------------


def _engine_key(game: Game) -> tuple:
    position = game.position()
    columns = tuple(sorted(zip(position.hidden, position.columns)))  # columns are interchangeable
    return position.stock, position.waste, columns, position.foundations, position.fan


def brute_force_winnable(game: Game, limit: int = 50_000, takebacks: bool = True) -> bool:
    """Whether ``game`` can be won, by trying every legal move of the engine (no solver code at all):
    a depth-first search over positions (the score left out, the columns sorted), foundation moves tried
    first (the order changes only how soon a win is met). ``takebacks=False`` leaves out the moves
    from a foundation."""
    seen = {_engine_key(game)}
    stack = [game.copy()]
    while stack:
        here = stack.pop()
        if here.is_won():
            return True
        for move in sorted(here.legal_moves, key=lambda move: move.dst >= FOUNDATION_1):  # those first
            if not takebacks and move.src >= FOUNDATION_1:
                continue
            there = here.copy()
            there.play(move)
            key = _engine_key(there)
            if key not in seen:
                seen.add(key)
                assert len(seen) <= limit, "the position is too big for the brute force"
                stack.append(there)
    return False


def _after(game: Game, move: str) -> Game:
    game.play(Move.parse(move))
    return game


LOST_SMALL = {
    "threes under a king, D1V": lambda: vegas_or_not("D1V"),
    "threes under a king, D3V": lambda: vegas_or_not("D3V"),
    "threes under a king, D3N": lambda: vegas_or_not("D3N"),
    "the one-deck rule's 2S played": lambda: _after(two_twos_of_spades(), "1>S1"),
    **{f"two 3s over the last 2S, {mode}": (lambda mode=mode: threes_over_the_two(mode))
       for mode in ("D1N", "D3N", "D1V", "D3V")},
}


@pytest.mark.parametrize("name", sorted(LOST_SMALL))
def test_lost_verdicts_agree_with_an_exhaustive_search_of_the_engine(name: str) -> None:
    game = LOST_SMALL[name]()
    assert solve(game, max_nodes=50_000).verdict == "lost"
    assert brute_force_winnable(game) is False


SPOTS = ["S1", "S2", "H1", "H2", "D1", "D2", "C1", "C2"]


def endgame(rng, mode: str, counts: dict[str, int], placed, spread: int, stock: int | None) -> Game:  # type: ignore[no-untyped-def]
    """A position whose foundations hold ``counts``: the other cards, shuffled by ``rng``, go a random
    number of them (between the bounds ``placed`` gives for their count) to the first ``spread`` columns
    (face down but the top), then 0 to ``stock`` of the rest (None: any number) to the stock, the others to
    the waste."""
    out = [str(Card((i // 2) * 13 + rank)) for i, spot in enumerate(SPOTS) for rank in range(counts[spot], 13)]
    rng.shuffle(out)
    k = rng.randint(*placed(len(out)))
    columns: list[list[str]] = [[] for _ in range(9)]
    for name in out[:k]:
        columns[rng.randrange(spread)].append(name)
    texts = [" ".join(("#" if i < len(column) - 1 else "") + name for i, name in enumerate(column)) for column in columns]
    rest = out[k:]
    s = rng.randint(0, len(rest) if stock is None else stock)
    return table(mode, columns=texts, waste=" ".join(rest[s:]), foundations=counts, stock=" ".join(rest[:s]))


def small_vegas_position(seed: int) -> Game:
    """A small random Vegas endgame: clubs and diamonds up, spades and hearts from 7 to 12 per spot,
    up to a third of the rest in columns (face down but the top), the waste and a stock of 0 to 2 cards."""
    import random

    rng = random.Random(seed)
    mode = rng.choice(["D1V", "D3V"])
    counts = {spot: 13 for spot in SPOTS}
    for spot in ("S1", "S2", "H1", "H2"):
        counts[spot] = rng.randint(7, 12)
    return endgame(rng, mode, counts, lambda n: (0, n // 3), 9, 2)


@pytest.mark.parametrize("seed", [14, 37, 43, 56, 80, 92, 107, 109])
def test_won_verdicts_on_small_vegas_positions_agree_with_an_exhaustive_search(seed: int) -> None:
    game = small_vegas_position(seed)
    result = solve(game, max_nodes=20_000)
    assert result.verdict == ("won" if brute_force_winnable(game) else "lost")
    if result.won:
        assert replays_to_a_win(game, result)


# --- stuck positions: a column card that can never leave -------------------------------------------------


def stuck(game: Game, takebacks: bool) -> bool:
    import ds.solver

    search = ds.solver._Search(game)
    search.complete = takebacks
    return search.stuck()


def seven_of_spades_over_its_hosts() -> Game:
    # 7S can go on a red 8 or on a spade spot at 6; every red 8 out of the foundations lies under it, and
    # so do both 5S that the spades at (4, 4) need first.
    return table(
        "D1N",
        columns=["#5S #5S #8H #8H #8D #8D 7S"],
        foundations={"S1": 4, "S2": 4, "H1": 7, "H2": 7, "D1": 7, "D2": 7, "C1": 13, "C2": 13},
    )


def test_a_card_whose_hosts_and_needed_foundation_cards_all_lie_under_it_is_stuck_and_the_game_lost() -> None:
    game = seven_of_spades_over_its_hosts()
    assert stuck(game, takebacks=True) and stuck(game, takebacks=False)
    result = solve(game, max_nodes=1_000)
    assert result.verdict == "lost" and result.nodes < 10


def test_a_card_is_not_stuck_while_a_copy_of_a_card_it_can_go_on_may_come_on_top() -> None:
    game = table(
        "D1N",
        columns=["#5S #5S #8H #8H #8D 7S"],  # the second 8D is in the stock
        foundations={"S1": 4, "S2": 4, "H1": 7, "H2": 7, "D1": 7, "D2": 7, "C1": 13, "C2": 13},
    )
    assert not stuck(game, takebacks=True) and not stuck(game, takebacks=False)


def test_a_stuck_card_may_be_freed_by_a_take_back_so_only_searches_without_them_call_it_stuck() -> None:
    # As above, but one 8H is on a heart spot (H1 at 12): taken back, it could host the 7S.
    game = table(
        "D1N",
        columns=["#5S #5S #8H #8D #8D 7S"],
        foundations={"S1": 4, "S2": 4, "H1": 12, "H2": 7, "D1": 7, "D2": 7, "C1": 13, "C2": 13},
    )
    assert stuck(game, takebacks=False) and not stuck(game, takebacks=True)


def small_endgame(seed: int) -> Game:
    """A small random endgame of any mode: every spot at 7 to 13, half the cards left or more in three
    columns (face down but the top), the rest in the stock and the waste."""
    import random

    rng = random.Random(seed)
    mode = rng.choice(["D1N", "D3N", "D1V", "D3V"])
    counts = {spot: rng.randint(7, 13) for spot in SPOTS}
    return endgame(rng, mode, counts, lambda n: (n // 2, n), 3, None)


@pytest.mark.parametrize("seed", [19, 44, 59, 95, 157, 196, 197, 289])
def test_stuck_endgames_cannot_be_won_by_any_sequence_of_engine_moves(seed: int) -> None:
    # Each of these random endgames is stuck to the searches without take-backs (157 to all of them);
    # an exhaustive search through the engine's own moves agrees.
    game = small_endgame(seed)
    assert stuck(game, takebacks=False)
    assert brute_force_winnable(game, takebacks=False) is False
    if stuck(game, takebacks=True):
        assert brute_force_winnable(game) is False


def trap_endgame(seed: int) -> Game:
    """A small random endgame built around one card X of rank 11 to 13 whose own suit's spots sit one or
    two ranks below it, the cards it could go on mostly still out: X lies on top of column 1, the cards
    off the foundations fill one to three columns (face-up runs where they happen to fit), the stock and
    the waste."""
    import random

    from ds.cards import RANK, RED

    rng = random.Random(seed)
    mode = rng.choice(["D1N", "D3N", "D1V", "D3V"])
    rank, suit = rng.randint(10, 12), rng.randrange(4)
    counts = {}
    for f, spot in enumerate(SPOTS):
        if f // 2 == suit:
            counts[spot] = rng.randint(rank - 2, rank - 1)
        elif RED[(f // 2) * 13] != RED[suit * 13]:
            counts[spot] = rng.randint(rank - 1, rank) if rng.random() < 0.9 else 13
        else:
            counts[spot] = rng.randint(11, 13)
    out = [(f // 2) * 13 + r for f, spot in enumerate(SPOTS) for r in range(counts[spot], 13)]
    card = suit * 13 + rank - 1
    out.remove(card)
    rng.shuffle(out)
    k = rng.randint(len(out) * 2 // 3, len(out))
    columns: list[list[int]] = [[] for _ in range(9)]
    width = rng.randint(1, 3)
    for other in out[:k]:
        columns[rng.randrange(width)].append(other)
    columns[0].append(card)
    texts = []
    for column in columns:
        run = 1
        while run < len(column) and RANK[column[-run - 1]] == RANK[column[-run]] + 1 and RED[column[-run - 1]] != RED[column[-run]]:
            run += 1
        face_up = (rng.randint(1, run) if rng.random() < 0.5 else 1) if column else 0
        texts.append(" ".join(("#" if i < len(column) - face_up else "") + str(Card(c)) for i, c in enumerate(column)))
    rest = [str(Card(c)) for c in out[k:]]
    s = rng.randint(0, len(rest))
    return table(mode, columns=texts, waste=" ".join(rest[s:]), foundations=counts, stock=" ".join(rest[:s]))


@pytest.mark.parametrize("seed", [5, 11, 15, 22, 59, 95, 157, 231])
def test_trap_endgames_stuck_even_with_take_backs_cannot_be_won_by_any_engine_moves(seed: int) -> None:
    game = trap_endgame(seed)
    assert stuck(game, takebacks=True) and stuck(game, takebacks=False)
    assert brute_force_winnable(game, limit=20_000) is False


@pytest.mark.parametrize("seed", [128, 129, 132, 136, 138])
def test_vegas_endgames_stuck_by_their_waste_cannot_be_won_without_take_backs(seed: int) -> None:
    # Most of their cards lie in the waste, which in Vegas gives its cards back last in, first out only.
    game = small_vegas_position(seed)
    assert stuck(game, takebacks=False)
    assert brute_force_winnable(game, takebacks=False) is False


def test_no_position_of_a_winning_line_is_stuck() -> None:
    for code in list(EXAMPLE_WINS.values()) + [code for code, verdict in PINNED.items() if verdict == "won"]:
        game = Game.deal(code)
        line = solve(game, max_nodes=PINNED_NODES).line
        takebacks = any(move.src >= FOUNDATION_1 for move in line)
        for move in line:
            assert not stuck(game, takebacks=True), (code, move)
            assert takebacks or not stuck(game, takebacks=False), (code, move)
            game.play(move)


def reference_stuck(game: Game, takebacks: bool) -> bool:
    return plainly_stuck(
        game.columns, game.hidden, game.foundations, game.waste, game.stock, game.vegas, takebacks
    )


def plainly_stuck(columns, hidden, foundations, waste, stock, vegas: bool, takebacks: bool) -> bool:  # type: ignore[no-untyped-def]
    """``_Search.stuck`` written plainly from its rules, slow: sets grown until nothing changes. In Vegas
    the waste is one more pile (index 9), its cards face down but the top, none of them a host."""
    from ds.cards import KING, RANK, RED

    piles = [list(c) for c in columns] + [list(waste) if vegas else []]
    hid = list(hidden) + [len(waste) - 1 if vegas else 0]
    fnd = list(foundations)
    free = set(stock) | (set() if vegas else set(waste))
    up = {(f // 2) * 13 + r for f in range(8) for r in range(fnd[f])} if takebacks else set()
    sep: set[tuple[int, int]] = set()
    talon_tops: set[int] = set()
    while True:
        size = len(sep) + len(talon_tops)
        tops = (
            {c[-1] for c in piles[:9] if c}
            | {piles[j][m - 1] for j, m in sep if m and j < 9}
            | {piles[9][m] for j, m in sep if j == 9}
            | talon_tops
            | up
        )
        leaves = {piles[j][m] for j, c in enumerate(piles) for m in range(len(c)) if any((j, z) in sep for z in range(m + 1))}
        out = free | leaves | up

        def hosted(card: int) -> bool:
            return RANK[card] == KING or any(RANK[t] == RANK[card] + 1 and RED[t] != RED[card] for t in tops)

        def home(card: int) -> bool:
            suit, rank = card // 13, RANK[card]
            for spot in (2 * suit, 2 * suit + 1):
                if fnd[spot] >= rank:
                    if takebacks:
                        return True
                elif all(suit * 13 + q - 1 in out for q in range(fnd[spot] + 1, rank)):
                    return True
            return False

        talon_tops |= {card for card in free if hosted(card)}
        for j, pile in enumerate(piles):
            for z, card in enumerate(pile):
                bare = z + 1 == len(pile) or (j, z + 1) in sep
                reached = z >= hid[j] or (j, z + 1) in sep
                if reached and (hosted(card) or (bare and home(card))):
                    sep.add((j, z))
        if len(sep) + len(talon_tops) == size:
            return any(pile and (j, 0) not in sep for j, pile in enumerate(piles))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(PINNED) + list(EXAMPLE_WINS.values())), st.integers(0, 2**32), st.integers(0, 300))
def test_stuck_agrees_with_its_rules_written_plainly_along_random_games(code: str, seed: int, length: int) -> None:
    import random

    rng = random.Random(seed)
    game = Game.deal(code)
    for _ in range(length):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(rng.choice(moves))
    for takebacks in (True, False):
        assert stuck(game, takebacks) == reference_stuck(game, takebacks)


@pytest.mark.parametrize("seed", range(40))
def test_stuck_agrees_with_its_rules_written_plainly_on_small_endgames(seed: int) -> None:
    game = small_endgame(seed)
    for takebacks in (True, False):
        assert stuck(game, takebacks) == reference_stuck(game, takebacks)


@pytest.mark.parametrize("code", ["DS1-D1N-IRWFJDL", "DS1-D3N-AAAAAAM", "DS1-D1V-TBCKBFV"])
def test_stuck_agrees_with_its_rules_written_plainly_on_the_positions_a_search_meets(code: str) -> None:
    # The positions a best-first search takes off its heap (a search meets many more stuck ones than
    # random games do); its pause check is where a position has just been taken.
    import ds.solver

    search = ds.solver._Search(Game.deal(code))
    search.complete = False
    met = []

    def check() -> bool:
        for takebacks in (True, False):
            search.complete = takebacks
            met.append(search.stuck())
            waste, stock = search.talon[: search.pos], search.talon[search.pos :]
            assert met[-1] == plainly_stuck(search.cols, search.hid, search.fnd, waste, stock, search.vegas, takebacks)
        search.complete = False
        return search.nodes >= 150

    search.pause_due = check  # type: ignore[method-assign]
    next(search.best_first(), None)
    assert len(met) >= 2

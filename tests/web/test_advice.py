"""What the page keeps of the solver's results (ds/web/advice.py): a winning line followed, a lost position
played on, and nothing assumed beyond that."""

from __future__ import annotations

from ds.game import Game
from ds.solver import EXAMPLE_WINS, Result, solve
from ds.web.advice import Advice
from tests.engine.helpers import table


def winnable() -> tuple[Game, Result]:
    game = Game.deal(EXAMPLE_WINS["D1N"])
    return game, solve(game, max_nodes=20_000)


def test_following_the_winning_line_keeps_a_win_known_at_every_step() -> None:
    game, result = winnable()
    advice = Advice()
    advice.learn(game, result)
    for move in result.line[:30]:
        before = advice.key(game)
        game.play(move)
        advice.played(before, move, game)
        known = advice.known(game)
        assert known is not None and known.verdict == "won"
    assert advice.known(game).line == result.line[30:]


def test_leaving_the_winning_line_makes_the_position_unknown() -> None:
    game, result = winnable()
    advice = Advice()
    advice.learn(game, result)
    other = next(move for move in game.legal_moves if move != result.line[0])
    before = advice.key(game)
    game.play(other)
    advice.played(before, other, game)
    assert advice.known(game) is None


def test_a_lost_position_stays_lost_whatever_is_played() -> None:
    game = Game.deal("DS1-D3V-AAAAACK")
    advice = Advice()
    advice.learn(game, Result("lost"))
    move = next(iter(game.legal_moves))
    before = advice.key(game)
    game.play(move)
    advice.played(before, move, game)
    assert advice.known(game).verdict == "lost"


def test_an_undo_finds_the_result_of_the_position_it_returns_to() -> None:
    game, result = winnable()
    advice = Advice()
    advice.learn(game, result)
    game.play(next(move for move in game.legal_moves if move != result.line[0]))
    game.undo()
    assert advice.known(game) is result


def test_unknown_results_are_not_kept() -> None:
    game = Game.deal("DS1-D1V-AAAAAAA")
    advice = Advice()
    advice.learn(game, Result("unknown"))
    assert advice.known(game) is None


def test_results_are_per_game_and_bounded(monkeypatch) -> None:
    game, result = winnable()
    advice = Advice()
    advice.learn(game, result)
    other = Game.deal("DS1-D1N-AAAAAAB")
    advice.learn(other, Result("lost"))
    assert advice.known(game) is None and advice.known(other).verdict == "lost"
    monkeypatch.setattr("ds.web.advice.MAX_KEPT", 10)
    for _ in range(20):
        other.play(other.stock_move)
        advice.learn(other, Result("lost"))
    assert len(advice.results) == 10 and advice.known(other).verdict == "lost"


def test_the_best_scoring_line_of_a_lost_position_is_kept_while_it_is_followed() -> None:
    from tests.engine.solver.test_hints import lost_but_two_hearts_to_go

    game = lost_but_two_hearts_to_go("D1V")
    result = solve(game, max_nodes=50_000)
    assert result.verdict == "lost" and result.best
    advice = Advice()
    advice.learn(game, result)
    before = advice.key(game)
    game.play(result.best[0])
    advice.played(before, result.best[0], game)
    known = advice.known(game)
    assert known.verdict == "lost" and known.best == result.best[1:] and known.best_score == result.best_score


def test_a_loss_carried_off_its_best_scoring_line_leaves_the_hint_to_search() -> None:
    """Lost after 19 draws (DS1-D3V-AAAAAAC, issue 16's deal), the best-scoring line starting with the ace of spades
    home; a 20th draw leaves that line: the loss is known, which line still earns is not (the hint said that nothing
    could be done, with $25 still to earn), until a search of the position says."""
    from ds.gestures import tap_move
    from ds.solver import suggest

    game = Game.deal("DS1-D3V-AAAAAAC")
    for _ in range(19):
        game.play(tap_move(game, "stock", None))
    result = solve(game, max_nodes=20_000)
    assert result.verdict == "lost" and result.best and not result.best[0].is_draw
    advice = Advice()
    advice.learn(game, result)
    before = advice.key(game)
    draw = game.stock_move
    game.play(draw)
    advice.played(before, draw, game)
    assert advice.known(game).verdict == "lost" and advice.scored(game) is None
    searched = solve(game, max_nodes=20_000)
    advice.learn(game, searched)
    assert advice.scored(game) is searched and suggest(game, searched).gain == 25


def test_positions_of_the_same_cards_in_two_modes_are_two_positions() -> None:
    """The key held the code but not the mode: two positions set up without a code (a save of another tab's, say), with
    the same cards in Normal and in Vegas, shared a verdict, though one pass of the stock can lose what Normal wins."""
    cards = {"columns": ["KS", "QH"], "stock": "2C 3C", "waste": "AC"}
    normal, vegas = table("D1N", **cards), table("D1V", **cards)
    advice = Advice()
    advice.learn(normal, Result("won", []))
    assert advice.key(normal) != advice.key(vegas) and advice.known(vegas) is None

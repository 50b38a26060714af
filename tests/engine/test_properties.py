"""What must always hold, over thousands of random legal games (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ds import Game, IllegalMoveError, Move, Pile
from ds.cards import CARDS
from ds.codes import DEAL_COUNT, GameCode
from ds.piles import FOUNDATION_PILES
from ds.save import dump, load

MODES = st.sampled_from(["D1N", "D3N", "D1V", "D3V"])
DEALS = st.integers(min_value=0, max_value=DEAL_COUNT - 1)


TWO_OF_EACH = sorted(CARDS * 2)
"""Every card twice, in order: what the piles of a table hold between them."""


def check_table(game: Game) -> None:
    """104 cards, two of each; face-down cards only beneath face-up ones, only in columns. (The cards are
    compared sorted: the same check as counting them, in 60 % of the time.)"""
    held = game.stock + game.waste
    for column in game.columns:
        held += column
    for pile in FOUNDATION_PILES:
        held += game.pile_cards(pile)
    assert sorted(held) == TWO_OF_EACH
    for column, hidden in zip(game.columns, game.hidden):
        assert 0 <= hidden < len(column) or hidden == 0 == len(column)
    if not game.vegas:
        assert game.score >= 0


def every_move_shape(game: Game) -> list[Move]:
    """Every move value that could be legal somewhere, for checking that unlisted ones are refused."""
    counts = set(range(1, 14)) | {len(game.waste), len(game.stock), 3, 2}
    return [Move(src, dst, n) for src in Pile for dst in Pile for n in counts if n >= 1]


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MODES, DEALS, st.randoms(use_true_random=False), st.integers(min_value=1, max_value=150))
def test_random_legal_games_keep_every_invariant(mode, deal, rng, steps):
    game = Game.deal(GameCode(int(mode[1]), mode[2], deal))
    check_table(game)
    for _ in range(steps):
        moves = list(game.legal_moves)
        if not moves:
            break
        move = rng.choice(moves)
        before, count_before = game.position, game.move_count
        game.play(move)
        check_table(game)
        assert game.move_count == count_before + 1
        if rng.randrange(100) < 15:  # an integer, not rng.random(): hypothesis draws a float at three times the cost
            game.undo()
            assert game.position == before and game.move_count == count_before + 1
            game.play(move)
    assert load(dump(game)) == game


@settings(max_examples=60, deadline=None)
@given(MODES, DEALS, st.randoms(use_true_random=False), st.integers(min_value=0, max_value=80))
def test_every_listed_move_is_legal_and_every_other_move_is_refused(mode, deal, rng, steps):
    game = Game.deal(GameCode(int(mode[1]), mode[2], deal))
    for _ in range(steps):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(rng.choice(moves))
    listed = set(game.legal_moves)
    for move in every_move_shape(game):
        if game.exact(move) in listed:  # a plain draw or recycle (count 1) means the listed one
            assert game.why_illegal(move) is None
        else:
            before = game.position
            try:
                game.play(move)
            except IllegalMoveError:
                assert game.position == before
            else:
                raise AssertionError(f"{move} was played but is not listed in\n{game}")


@settings(max_examples=200, deadline=None)
@given(MODES, DEALS, st.randoms(use_true_random=False), st.integers(min_value=1, max_value=250))
def test_undoing_everything_returns_to_the_deal_and_the_counter_never_goes_down(mode, deal, rng, steps):
    game = Game.deal(GameCode(int(mode[1]), mode[2], deal))
    fresh = game.position
    played = 0
    for _ in range(min(steps, 200)):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(rng.choice(moves))
        played += 1
    while game.can_undo:
        game.undo()
        assert game.move_count == played
    assert game.position == fresh


@settings(max_examples=300, deadline=None)
@given(MODES, DEALS, st.randoms(use_true_random=False), st.lists(st.sampled_from(["play", "undo", "redo"]), max_size=120))
def test_undo_and_redo_give_the_game_of_replaying_the_same_moves(mode, deal, rng, actions):
    """Any sequence of plays, undos and redos ends as the deal with the moves that stand replayed on it,
    the counter counting every play and redo (SPEC.md points 5 and 6; redo: issue 15)."""
    code = GameCode(int(mode[1]), mode[2], deal)
    game = Game.deal(code)
    standing: list[Move] = []
    undone: list[Move] = []
    counted = 0
    for action in actions:
        if action == "play":
            moves = list(game.legal_moves)
            if not moves:
                continue
            move = rng.choice(moves)
            game.play(move)
            standing.append(move)
            undone.clear()
        elif action == "undo" and standing:
            assert game.undo() == standing[-1]
            undone.append(standing.pop())
            continue
        elif action == "redo" and undone:
            assert game.redo() == undone[-1]
            standing.append(undone.pop())
        else:
            continue
        counted += 1
    replayed = Game.deal(code)
    for move in standing:
        replayed.play(move)
    assert game.position == replayed.position and game.pass_number == replayed.pass_number
    assert [r.points for r in game.records] == [r.points for r in replayed.records]
    assert game.move_count == counted and game.redo_stack == undone[::-1]
    assert load(dump(game)) == game

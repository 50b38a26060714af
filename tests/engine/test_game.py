"""The rules of the seed, one test each: columns, sequences, the empty column, foundations, the stock."""

from __future__ import annotations

import copy

import pytest

from ds import Game, IllegalMoveError, InvalidMoveError, Move, Pile, Position, PositionError, RedoError, UndoError
from ds.cards import CARDS, COPIES, RANK_NAMES, Card
from ds.game import UNDO_LIMIT

from .helpers import table

M = Move.parse


def legal(game: Game) -> set[str]:
    return {str(move) for move in game.legal_moves}


def assert_refused(game: Game, move: str, why: str) -> None:
    """The move raises an IllegalMoveError that says why, and the game is unchanged."""
    before, moves, stack = game.position, game.move_count, game.move_stack
    with pytest.raises(IllegalMoveError, match=why):
        game.play(M(move))
    assert (game.position, game.move_count, game.move_stack) == (before, moves, stack)
    assert move not in legal(game)


# --- columns -------------------------------------------------------------------


def test_column_card_goes_on_opposite_colour_one_rank_higher():
    game = table(columns=["8S", "7H", "8C", "8H"])
    assert {"2>1", "2>3"} <= legal(game)
    game.play(M("2>1"))
    assert game.columns[0] == [Card.parse("8S"), Card.parse("7H")]


def test_column_refuses_same_colour():
    assert_refused(table(columns=["8H", "7D"]), "2>1", "opposite color")


def test_column_refuses_wrong_rank():
    assert_refused(table(columns=["9S", "7H"]), "2>1", "rank higher")
    assert_refused(table(columns=["6S", "7H"]), "2>1", "rank higher")


def test_sequence_moves_in_one_go_only_its_first_card_must_fit():
    game = table(columns=["#2C 9S 8H 7C", "10H", "KD"])
    assert "1>2:3" in legal(game)
    game.play(M("1>2:3"))
    assert [str(c) for c in game.columns[1]] == ["10H", "9S", "8H", "7C"]


def test_any_face_up_card_of_a_column_moves_with_the_cards_on_it():
    game = table(columns=["#2C 9S 8H 7C", "9C", "8D"])
    assert {"1>2:2", "1>3"} <= legal(game)
    game.play(M("1>2:2"))
    assert [str(c) for c in game.columns[1]] == ["9C", "8H", "7C"]


def test_face_down_cards_cannot_move():
    game = table(columns=["#9D 8S", "10S"])
    assert_refused(game, "1>2:2", "face-up")


def test_duplicate_cards_a_black_six_has_four_places():
    game = table(columns=["7H", "7H", "7D", "7D", "6S"])
    assert {"5>1", "5>2", "5>3", "5>4"} <= legal(game)


def test_uncovered_hidden_card_turns_over_by_itself():
    game = table(columns=["#KD #4C 9S", "10H"])
    game.play(M("1>2"))
    assert game.hidden[0] == 1 and game.face_up(Pile.COL_1, 1)
    assert "1>S1" not in legal(game) and game.columns[0][-1] == Card.parse("4C")


def test_illegal_move_error_is_a_value_error_and_names_the_move():
    game = table(columns=["8H", "7D"])
    with pytest.raises(ValueError, match="2>1"):
        game.play(M("2>1"))


def test_play_refuses_what_is_not_a_move_with_a_reason():
    with pytest.raises(InvalidMoveError, match="Move") as refused:
        table().play(12)  # type: ignore[arg-type]
    assert refused.value.reason.key == "move-not-text"
    with pytest.raises(InvalidMoveError) as refused:
        table().play("1-2")
    assert refused.value.reason.key == "move-text"


def test_the_questions_about_a_move_take_its_notation_too():
    game = table("D3N", columns=["8S", "7H"])
    assert game.is_legal("2>1") and not game.is_legal("1>2")
    assert str(game.why_illegal("1>2")) == str(game.why_illegal(M("1>2"))) and game.why_illegal("2>1") is None
    assert game.exact("s>w") == M("s>w:3")
    for ask in (game.is_legal, game.why_illegal, game.exact):
        with pytest.raises(InvalidMoveError) as refused:
            ask(5)  # type: ignore[arg-type]
        assert refused.value.reason.key == "move-not-text"


def test_play_takes_the_move_notation():
    game = table(columns=["8S", "7H"])
    game.play("2>1")
    assert game.move_stack == [M("2>1")]


# --- the empty column ---------------------------------------------------------------


def test_empty_column_accepts_a_king():
    game = table(columns=["#3C KH", ""])
    game.play(M("1>2"))
    assert game.columns[1] == [Card.parse("KH")] and game.hidden[0] == 0


def test_empty_column_accepts_a_king_with_the_cards_on_it():
    game = table(columns=["#3C KH QS JD", ""])
    assert "1>2:3" in legal(game)
    game.play(M("1>2:3"))
    assert len(game.columns[1]) == 3


def test_empty_column_refuses_a_queen_even_to_uncover_a_hidden_card():
    game = table(columns=["#3C QH", ""])
    assert_refused(game, "1>2", "only a king")


def test_empty_column_refuses_anything_but_a_king_from_the_waste_or_a_foundation():
    game = table(columns=[""], waste="QS", foundations={"H1": 12})
    assert_refused(game, "w>1", "only a king")
    assert_refused(game, "H1>1", "only a king")
    game = table(columns=[""], waste="KS", foundations={"H1": 13})
    assert {"w>1", "H1>1"} <= legal(game)


def test_a_king_at_the_bottom_of_a_column_may_move_to_another_empty_column():
    game = table(columns=["KS", ""])
    assert "1>2" in legal(game)


# --- the waste ---------------------------------------------------------------------


def test_only_the_top_card_of_the_waste_is_played():
    game = table(columns=["8S"], waste="7H 6C", fan=1)
    assert "w>1" not in legal(game)
    assert_refused(game, "w>1:2", "top card")


def test_waste_top_goes_onto_a_column_or_its_foundation():
    game = table(columns=["8S"], waste="AD 7H")
    assert "w>1" in legal(game)
    game.play(M("w>1"))
    assert "w>D1" in legal(game)
    game.play(M("w>D1"))
    assert game.waste == [] and game.foundations[4] == 1


def test_no_card_is_ever_put_on_the_waste():
    assert_refused(table(columns=["8S"], waste="9H"), "1>w", "waste")


# --- foundations ------------------------------------------------------------------


def test_foundation_starts_with_an_ace():
    game = table(columns=["2S"])
    assert_refused(game, "1>S1", "an ace")


def test_foundation_builds_one_suit_ace_up_one_card_at_a_time():
    game = table(columns=["AS", "2S", "3S", "#5S 4S"])
    for move in ["1>S1", "2>S1", "3>S1", "4>S1"]:
        game.play(M(move))
    assert game.foundations[0] == 4


def test_foundation_takes_one_card_at_a_time_not_a_sequence():
    game = table(columns=["3S 2H"], foundations={"H1": 1})
    assert "1>H1" in legal(game)
    game = table(columns=["3H 2S"], foundations={"S1": 1, "H1": 2})
    assert_refused(game, "1>H1:2", "one card at a time")


def test_ace_never_goes_on_another_suits_row():
    game = table(columns=["AH"])
    assert_refused(game, "1>S1", "takes only S")
    assert "1>H1" in legal(game)


def test_second_ace_of_spades_takes_the_second_spot():
    game = table(columns=["AS", "AS"])
    game.play(M("1>S1"))
    assert "2>S1" not in legal(game) and "2>S2" in legal(game)
    game.play(M("2>S2"))
    assert game.foundations[:2] == [1, 1]


def test_card_goes_to_the_first_spot_of_its_row_that_accepts_it():
    game = table(columns=["2S"], foundations={"S1": 1, "S2": 1})
    assert "1>S1" in legal(game) and "1>S2" not in legal(game)
    assert_refused(game, "1>S2", "foundation-S-1, the first spot")
    game = table(columns=["2S"], foundations={"S1": 3, "S2": 1})
    assert "1>S2" in legal(game)


@pytest.mark.parametrize("suit", "SHDC")
@pytest.mark.parametrize("other", range(13))
@pytest.mark.parametrize("full", (1, 2))
def test_a_complete_foundation_refuses_every_card_and_says_it_is_complete(suit, other, full):
    """A foundation holding its 13 cards is complete, whatever the other spot of its row holds; the
    refusal says so (it once named the next suit's ace, or raised IndexError for clubs)."""
    spot, free = f"{suit}{full}", f"{suit}{3 - full}"
    card = f"{RANK_NAMES[other]}{suit}"  # the card the other spot takes next (its second copy)
    game = table(columns=[card, f"K{suit}" if other < 12 else ""], foundations={spot: 13, free: other})
    pile = f"foundation-{suit}-{full}"
    for source in (1, 2) if other < 12 else (1,):
        move = M(f"{source}>{spot}")
        reason = game.why_illegal(move)
        assert reason is not None and reason.key == "foundation-complete"
        assert str(reason) == f"{pile} is complete: it takes no more cards"
        assert move not in game.legal_moves
        with pytest.raises(IllegalMoveError, match=f"{pile} is complete"):
            game.play(move)
    assert M(f"1>{free}") in game.legal_moves


def test_taking_back_from_a_foundation_to_a_column_scores_nothing():
    game = table(columns=["8H"], foundations={"S1": 7}, score=70)
    game.play(M("S1>1"))
    assert game.foundations[0] == 6 and str(game.columns[0][-1]) == "7S" and game.score == 70


def test_taking_back_goes_to_a_column_only():
    game = table(columns=["8H"], foundations={"S1": 7})
    assert_refused(game, "S1>S2", "column only")
    assert_refused(game, "S1>w", "waste")


# --- the stock -----------------------------------------------------------------------


def test_draw_1_turns_one_card_and_each_can_be_played():
    game = Game.deal("DS1-D1N-AAAAAAB")
    nxt = game.stock[-1]
    game.play(M("s>w"))
    assert game.waste == [nxt] and len(game.stock) == 58 and game.fan == 1
    game = table("D1N", stock="3S 2S AS")  # AS is turned first
    for card in ("AS", "2S", "3S"):
        game.play(M("s>w"))
        assert str(game.waste[-1]) == card and game.is_legal("w>S1")
        game.play(M("w>S1"))
    assert game.foundations[0] == 3 and not game.waste


def test_draw_3_turns_three_fanned_only_the_last_playable_then_the_one_beneath():
    game = table("D3N", columns=["8S", "8C", "9C"], stock="5C 7H 8D 6C")  # 6C is turned first
    game.play(M("s>w:3"))
    assert [str(c) for c in game.waste] == ["6C", "8D", "7H"] and game.fan == 3
    assert "w>1" in legal(game) and "w>3" not in legal(game)
    game.play(M("w>1"))
    assert game.fan == 2 and "w>3" in legal(game)
    game.play(M("w>3"))
    assert game.fan == 1 and str(game.waste[-1]) == "6C"


def test_draw_3_turns_fewer_when_fewer_are_left():
    game = table("D3N", stock="5C 7H")
    assert "s>w:2" in legal(game)
    assert_refused(game, "s>w:3", "2 card")


def test_recycle_in_normal_puts_the_waste_back_and_costs_100():
    game = table("D1N", stock="5C 7H", score=250)
    game.play(M("s>w"))
    game.play(M("s>w"))
    assert game.stock_move == M("w>s:2")
    game.play(M("w>s:2"))
    assert game.waste == [] and len(game.stock) == 2 and game.score == 150


def test_recycle_keeps_the_same_order_for_the_next_pass():
    game = table("D3N", stock="2C 3C 4C 5C 6C 7C 8C")
    first_pass = []
    while game.stock:
        game.play(game.stock_move)
        first_pass.append(list(game.waste))
    game.play(game.stock_move)
    second_pass = []
    while game.stock:
        game.play(game.stock_move)
        second_pass.append(list(game.waste))
    assert first_pass == second_pass


def test_recycle_only_when_the_stock_is_empty():
    game = table("D1N", stock="5C 7H")
    game.play(M("s>w"))
    assert_refused(game, "w>s:1", "only when the stock is empty")


@pytest.mark.parametrize("mode", ["D1V", "D3V"])
def test_vegas_goes_through_the_stock_once_then_the_stock_does_nothing(mode):
    game = table(mode, stock="5C 7H 9D 2S")
    while game.stock:
        game.play(game.stock_move)
    assert game.stock_move is None
    assert game.stock_refusal.key == "stock-spent" and "spent" in str(game.stock_refusal)
    assert_refused(game, f"w>s:{len(game.waste)}", "one pass")


def test_the_stock_says_why_it_does_nothing_only_when_a_tap_on_it_does_nothing():
    """``stock_refusal`` is None while a tap on the stock draws or recycles, and the reason once it does
    nothing. (A regression test: a full stock said 'the stock and the waste are both empty'.)"""
    game = Game.deal("DS1-D1N-AAAAAAB")
    assert game.stock_move == M("s>w") and game.stock_refusal is None
    game = table("D1N", stock="", waste="5C 7H")
    assert game.stock_move == M("w>s:2") and game.stock_refusal is None
    game = table("D1N", stock="", waste="")
    assert game.stock_move is None and game.stock_refusal.key == "stock-and-waste-empty"
    assert_refused(game, "s>w", "both empty")


def test_a_game_code_given_as_a_position_says_how_to_deal_it():
    for read in (Game, Position.parse):
        with pytest.raises(PositionError, match=r"'DS1-D1N-AAAAAAB' is a game code, not a position: Game.deal\(code\)"):
            read(" DS1-D1N-AAAAAAB ")


def test_normal_has_no_limit_on_passes_each_recycle_costing_100():
    """Seed, the stock: in Normal scoring a tap on the empty stock recycles the waste, with no limit on
    passes; each recycle costs 100 points."""
    game = table("D1N", stock="5C 7H", score=1000)
    for passes in range(1, 9):
        assert game.pass_number == passes
        game.play("s>w")
        game.play("s>w")
        assert game.can_recycle and game.stock_move == M("w>s:2")
        game.play("w>s")
        assert game.score == 1000 - 100 * passes and game.recycles == passes and len(game.stock) == 2
    assert game.pass_number == 9 and game.score == 200


def test_no_loss_is_declared_with_no_move_left_the_player_undoes_or_deals_again():
    """Seed, the end of the game: the app does not declare a loss; when no useful move is left, you undo
    moves or start a new game. Here no move at all is left (Vegas, the stock spent, nothing fits)."""
    tops = "2S 2S 2C 2C 3S 3S 3C 3C 4S".split()  # black on black: no column takes another's card
    away = [*tops, "9S", "10C"]
    rest = [str(card) for card in CARDS for _ in range(COPIES)]
    for name in away:
        rest.remove(name)
    game = table("D1V", columns=tops, stock="9S", waste=" ".join([*rest, "10C"]))
    game.play("s>w")
    assert not game.legal_moves and game.legal_moves.count() == 0
    assert not game.is_won and game.stock_move is None and game.stock_refusal.key == "stock-spent"
    assert game.undo() == M("s>w") and game.legal_moves
    assert Game.deal("DS1-D1V-AAAAAAB").legal_moves


def test_with_stock_and_waste_both_empty_the_stock_does_nothing():
    game = table("D1N", stock="")
    assert game.stock_move is None
    assert_refused(game, "s>w", "both empty")


# --- the end, undo and the move counter ---------------------------------------------------


def test_game_is_won_when_all_104_cards_are_on_foundations():
    game = table(columns=["KC"], foundations={"S1": 13, "S2": 13, "H1": 13, "H2": 13, "D1": 13, "D2": 13, "C1": 12, "C2": 13}, stock="")
    assert not game.is_won
    game.play(M("1>C1"))
    assert game.is_won and game.on_foundations == 104


def test_no_auto_play_nothing_moves_unless_the_player_moves_it():
    game = table(columns=["AS", "AH", "2S"], waste="AD")
    game.play(M("1>S1"))
    assert game.foundations == [1, 0, 0, 0, 0, 0, 0, 0]
    assert game.columns[1] == [Card.parse("AH")] and game.waste == [Card.parse("AD")]


def test_no_auto_finish_a_game_with_everything_face_up_is_not_won():
    game = table(columns=["KC QH", "KD QS"], foundations={"S1": 13, "S2": 11, "H1": 13, "H2": 11, "D1": 13, "D2": 12, "C1": 13, "C2": 12}, stock="")
    assert not game.is_won and game.legal_moves.count() > 0


def test_move_counter_counts_every_action_and_undo_does_not_lower_it():
    game = table("D1N", columns=["8S", "7H", "8D"], stock="5C 7H", foundations={"S1": 7}, score=0)
    for move in ["2>1", "s>w", "s>w", "w>s:2", "S1>3"]:
        game.play(M(move))
    assert game.move_count == 5
    game.undo()
    game.undo()
    assert game.move_count == 5
    game.play(M("w>s:2"))
    assert game.move_count == 6


def test_undo_reverts_the_last_action_exactly():
    game = table("D3N", columns=["#4C 9S", "10H"], stock="2C 3H 4D 5C", score=0)  # 5C is turned first
    before = game.position
    snapshots = [game.position]
    for move in ["1>2", "s>w:3", "w>1", "s>w"]:
        game.play(M(move))
        snapshots.append(game.position)
    assert game.score == 10 and game.hidden[0] == 0 and game.fan == 1
    for expected in reversed(snapshots[:-1]):
        game.undo()
        assert game.position == expected
    assert game.position == before


def test_undo_reaches_200_actions_back_and_refuses_the_201st():
    game = table("D1N", stock="5C 7H 9D")
    for _ in range(101):
        game.play(game.stock_move)
        game.play(game.stock_move)
        game.play(game.stock_move)
        game.play(game.stock_move)
    assert len(game.move_stack) == UNDO_LIMIT
    for _ in range(UNDO_LIMIT):
        game.undo()
    with pytest.raises(UndoError, match="200"):
        game.undo()


def test_undo_with_nothing_played_says_so():
    with pytest.raises(UndoError, match="nothing"):
        Game.deal("DS1-D1N-AAAAAAA").undo()


def test_undo_after_undoing_every_action_says_there_is_nothing_left_not_the_limit():
    game = Game.deal("DS1-D1N-AAAAAAA")
    game.play(M("s>w"))
    game.undo()
    with pytest.raises(UndoError) as caught:
        game.undo()
    assert caught.value.reason.key == "nothing-to-undo" and not game.trimmed


# --- redo -----------------------------------------------------------------------------------------


def test_redo_plays_the_undone_actions_again_in_order_each_counting_one_move_and_scoring_as_before():
    game = table("D3N", columns=["#4C 9S", "10H"], stock="2C 3H 4D 5C", score=0)
    played = ["1>2", "s>w:3", "w>1", "s>w"]
    after = []
    for move in played:
        game.play(M(move))
        after.append((game.position, [r.points for r in game.records]))
    for _ in played:
        game.undo()
    assert game.move_count == 4 and game.redo_stack == [M(move) for move in played]
    for number, move in enumerate(played):
        assert game.redo() == M(move)
        assert (game.position, [r.points for r in game.records]) == after[number]
        assert game.move_count == 5 + number
    assert not game.can_redo and game.score == 10


def test_any_other_action_clears_what_is_left_to_redo():
    game = table("D1N", columns=["8S", "7H", "8C"], stock="5C 7H")
    game.play(M("2>1"))
    game.play(M("s>w"))
    game.undo()
    game.undo()
    assert game.can_redo
    game.play(M("2>3"))
    assert not game.can_redo and game.redo_stack == []
    with pytest.raises(RedoError) as caught:
        game.redo()
    assert caught.value.reason.key == "nothing-to-redo"


def test_redo_with_nothing_undone_says_so_and_changes_nothing():
    game = Game.deal("DS1-D1N-AAAAAAA")
    game.play(M("s>w"))
    before = game.copy()
    with pytest.raises(RedoError, match="nothing to redo"):
        game.redo()
    assert game == before


def test_a_redone_recycle_costs_what_it_cost_and_counts_the_pass_again():
    game = table("D1N", columns=["8S"], stock="5C 7H", score=150)
    game.play(M("s>w"))
    game.play(M("s>w"))
    game.play(M("w>s:2"))
    assert (game.score, game.pass_number) == (50, 2)
    game.undo()
    assert (game.score, game.pass_number) == (150, 1)
    game.redo()
    assert (game.score, game.pass_number, game.move_count) == (50, 2, 4)


# --- the legal moves view -----------------------------------------------------------------------


def test_legal_moves_is_a_lazy_view():
    game = Game.deal("DS1-D1N-AAAAAAA")
    moves = game.legal_moves
    assert moves.count() == len(list(moves)) and bool(moves)
    assert M("s>w") in moves and M("1>2") not in moves
    game.play(M("s>w"))
    assert M("s>w") in moves  # the view follows the game
    assert "s>w" in repr(moves)


def test_the_game_may_change_while_its_legal_moves_are_iterated():
    """Playing a move while iterating the legal moves went on from the old table's tops with the new table's
    columns: an IndexError, or a mix of both tables' moves. The moves are those of the game when the iteration
    began, whatever is played meanwhile; try-and-undo sees every move."""
    game = Game.deal("DS1-D1N-AAAAAAB")
    listed = list(game.legal_moves)
    moves = game.generate_moves()
    game.play(next(moves))
    assert list(moves) == listed[1:]
    game.undo()
    tried = []
    for move in game.legal_moves:  # each tried and taken back
        game.play(move)
        tried.append(move)
        game.undo()
    assert tried == listed


def test_legal_moves_contain_a_move_given_as_text_as_play_takes_it():
    """`in` answers as `is_legal` and `play` do for the move notation; text that is no move is not in."""
    game = Game.deal("DS1-D3N-AAAAAAA")
    moves = game.legal_moves
    assert "s>w" in moves and "s>w:3" in moves and "1>2" not in moves
    assert all(str(move) in moves for move in moves)
    assert "hello" not in moves and None not in moves and 5 not in moves


def test_legal_moves_are_unique():
    game = Game.deal("DS1-D1N-AAAAAAA")
    moves = list(game.legal_moves)
    assert len(moves) == len(set(moves))


def test_copy_is_independent_and_equal():
    game = Game.deal("DS1-D1N-AAAAAAA")
    game.play(M("s>w"))
    game.play(M("s>w"))
    game.undo()
    twin = game.copy()
    assert twin == game
    twin.play(M("s>w"))
    assert twin != game and len(game.waste) == 1 and game.can_redo and not twin.can_redo


@pytest.mark.parametrize("make_copy", [Game.copy, copy.copy, copy.deepcopy], ids=["method", "copy", "deepcopy"])
def test_a_copy_of_a_subclass_of_game_is_of_that_subclass(make_copy):
    """A library's own game class (one that logs its moves, say) came back from game.copy() and copy.copy() a plain
    Game, though copy.deepcopy() kept its class, as python-chess's Board.copy() does."""

    class Logged(Game):
        pass

    game = Logged.deal("DS1-D1N-AAAAAAB")
    game.play("4>1")
    twin = make_copy(game)
    assert type(twin) is Logged and twin == game


@pytest.mark.parametrize("make_copy", [copy.copy, copy.deepcopy], ids=["copy", "deepcopy"])
def test_the_copy_module_copies_a_game_as_game_copy_does(make_copy):
    """copy.copy(game) shared the piles' lists: playing on the copy changed the original's table but not
    its counters, leaving it corrupt."""
    game = Game.deal("DS1-D3V-AAAAAAB")
    game.play("s>w")
    before = game.position
    twin = make_copy(game)
    assert twin == game
    twin.play("s>w")
    assert game.position == before and len(game.waste) == 3 and len(twin.waste) == 6


class Noted(Game):
    """A subclass that sets a field of its own in ``__init__``."""

    def __init__(self, position: Position | str, code: str | None = None) -> None:
        super().__init__(position, code)
        self.notes: list[str] = []


def test_a_subclass_dealt_or_copied_is_made_through_its_own_init():
    """``Noted.deal(code)`` skipped ``Noted.__init__`` (the game had no ``notes``); ``copy`` keeps the class and
    its fields, as ``copy.copy`` would."""
    game = Noted.deal("DS1-D3V-AAAAAAB")
    assert type(game) is Noted and game.notes == [] and game == Game.deal("DS1-D3V-AAAAAAB")
    game.notes.append("dealt")
    twin = game.copy()
    assert type(twin) is Noted and twin.notes == ["dealt"]


def every_legal_move(game: Game) -> set[Move]:
    """The legal moves found by asking ``is_legal`` of every pile, pile and count (a draw of draw 1: ``s>w``)."""
    return {move for src in Pile for dst in Pile for count in range(1, game.pile_size(src) + 1)
            if game.is_legal(move := Move(src, dst, count))}


def test_a_column_set_up_with_its_face_up_cards_out_of_order_has_exactly_the_moves_play_takes():
    """legal_moves found the one card of a column that fits another by rank, as in a run (always so in play); in a
    hand-made column out of order it listed moves that play refused (1>3:18: 'AS cannot go on 4H') and missed ones
    it takes."""
    dealt = Game.deal("DS1-D1N-AAAAAAB")
    position = dealt.position
    out_of_order = (position.columns[0] + position.stock[:20], *position.columns[1:])
    game = Game(Position(1, False, position.stock[20:], columns=out_of_order, hidden=position.hidden))
    assert set(game.legal_moves) == every_legal_move(game) and game.legal_moves.count() == len(every_legal_move(game))
    assert set(dealt.legal_moves) == every_legal_move(dealt)
    for move in game.legal_moves:
        game.copy().play(move)

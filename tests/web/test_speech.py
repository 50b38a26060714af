"""What a screen reader hears: each pile's name says what a sighted player sees; each action a sentence."""

from __future__ import annotations

from ds import Game, Move
from ds.gestures import drop_targets
from ds.web.i18n import Texts
from ds.web.speech import (
    describe_hint,
    describe_move,
    describe_pick,
    describe_pile,
    describe_undo,
    describe_win,
    stock_state,
)

EN, SV, PT = (Texts.load(language) for language in ("en", "sv", "pt"))


def near_won(code: str) -> Game:
    """103 cards on the foundations, the king of clubs alone in column 1."""
    game = Game(f"{code.split('-')[1]} score 1210\nfoundations: KS KS KH KH KD KD KC QC\ncol-1: KC", code)
    game.move_count = 250
    return game


def game_after(code: str, *moves: str) -> Game:
    game = Game.deal(code)
    for move in moves:
        game.play(Move.parse(move))
    return game


def test_columns_say_their_face_down_count_then_their_face_up_cards_bottom_first():
    game = Game.deal("DS1-D1N-AAAAAAB")
    hidden = game.hidden[8]
    top = EN.card(game.columns[8][-1])
    assert describe_pile(EN, game, "col-9") == f"Column 9: {hidden} face-down cards; {top}"
    assert describe_pile(EN, game, "col-1") == f"Column 1: {EN.card(game.columns[0][0])}"
    assert describe_pile(SV, game, "col-2").startswith("Kolumn 2: 1 dolt kort; ")


def test_a_column_of_several_face_up_cards():
    game = Game.deal("DS1-D1N-AAAAAAB")
    for move in game.legal_moves:
        if move.src.is_column and move.dst.is_column:
            game.play(move)
            break
    else:  # pragma: no cover - the deal is known to have one
        raise AssertionError("no column move")
    column = game.pile_cards(move.dst)
    hidden = game.hidden[move.dst - 2]
    faces = ", ".join(EN.card(card) for card in column[hidden:])
    assert describe_pile(EN, game, str(move.dst)).endswith(f"; {faces}")


def test_stock_waste_and_foundations():
    game = game_after("DS1-D3N-AAAAAAB", "s>w:3")
    fan = ", ".join(EN.card(card) for card in game.waste[-3:])
    assert describe_pile(EN, game, "waste") == f"Waste pile: 3 cards; {fan}"
    assert describe_pile(EN, game, "stock") == "Stock: 56 cards; pass 1"
    won = near_won("DS1-D1N-AAAAAAB")
    assert describe_pile(EN, won, "foundation-C-2") == "Clubs foundation 2: queen of clubs"
    assert describe_pile(PT, won, "stock") == "Baralho de compra: sem cartas"


def test_the_stock_says_which_pass_is_under_way_and_in_vegas_that_it_is_the_only_one():
    game = Game.deal("DS1-D1N-AAAAAAB")
    while game.stock:
        game.play(game.stock_move)
    game.play(game.stock_move)
    game.play(game.stock_move)
    assert describe_pile(EN, game, "stock") == "Stock: 58 cards; pass 2"
    assert describe_pile(SV, game, "stock") == "Dragbunt: 58 kort; genomgång 2"
    vegas = Game.deal("DS1-D3V-AAAAAAB")
    assert describe_pile(PT, vegas, "stock") == "Baralho de compra: 59 cartas; a única passagem que Vegas permite"


def test_the_stock_says_what_a_tap_will_do_when_empty():
    game = Game.deal("DS1-D1N-AAAAAAB")
    while game.stock:
        game.play(game.stock_move)
    assert describe_pile(EN, game, "stock") == "Stock: empty; press it to recycle the waste pile"
    vegas = Game.deal("DS1-D1V-AAAAAAB")
    while vegas.stock:
        vegas.play(vegas.stock_move)
    assert describe_pile(EN, vegas, "stock") == "Stock: empty; Vegas allows one pass"


def test_a_spent_vegas_stock_is_said_spent_with_the_waste_empty_too():
    """The stock's name says what its ``data-state`` shows and what a tap on it answers (the engine's
    ``stock_refusal``): with the waste played out too, a Vegas stock is still spent, not merely empty."""
    vegas = Game("D1V score -104\nfoundations: KS KS KH KH KD KD KC QC\ncol-1: KC")
    assert not vegas.stock and not vegas.waste
    assert stock_state(vegas) == "spent" and vegas.stock_refusal.key == "stock-spent"
    assert describe_pile(EN, vegas, "stock") == "Stock: empty; Vegas allows one pass"
    normal = Game("D1N score 1210\nfoundations: KS KS KH KH KD KD KC QC\ncol-1: KC")
    assert stock_state(normal) == "empty" and describe_pile(EN, normal, "stock") == "Stock: empty"
    game = Game.deal("DS1-D1N-AAAAAAB")
    assert stock_state(game) == ""
    while game.stock:
        game.play(game.stock_move)
    assert stock_state(game) == "recycle"


def test_a_move_a_card_turned_over_and_the_score():
    game = Game.deal("DS1-D1N-AAAAAAB")
    move = next(m for m in game.legal_moves if m.src.is_column and m.dst.is_column)
    game.play(move)
    record = game.records[-1]
    said = describe_move(EN, game, move, flipped=record.flipped, points=record.points)
    card = EN.card(game.pile_cards(move.dst)[-move.count])
    assert said.startswith(f"{card[0].upper()}{card[1:]} from {EN.pile(str(move.src))} to {EN.pile(str(move.dst))}.")
    if record.flipped:
        assert "turned over in" in said and said.endswith(f"Score {game.score}.")


def test_a_run_of_cards_and_the_words_of_each_language():
    game = near_won("DS1-D1N-AAAAAAB")
    game.play(Move.parse("1>C2"))
    assert describe_move(PT, game, Move.parse("1>C2"), flipped=False, points=10) == (
        "Rei de paus da coluna 1 para a fundação 2 de paus. Pontuação: 1220.")
    game.played_ms = 272_999
    assert describe_win(SV, game) == "Du vann! Alla 104 kort ligger på grundhögarna. Poäng 1\u00a0220 på 251 drag, tid 04:32."


def test_draw_recycle_undo_and_pick():
    game = game_after("DS1-D1N-AAAAAAB", "s>w")
    assert describe_move(EN, game, Move.parse("s>w"), flipped=False, points=0) == f"Drew {EN.card(game.waste[-1])}."
    move = game.undo()
    assert describe_undo(EN, game, move) == "Undone: the cards drawn are back in the stock."
    assert describe_pick(SV, game, "col-1", 0, []).startswith(SV.card(game.columns[0][0])[:1])


def test_an_undo_that_changes_the_score_says_the_new_score():
    """As the move and its redo do: in Vegas the undo of a foundation move, in Normal also that of a recycle."""
    game = Game("D1V score 406\nfoundations: KS QS KH KH KD KD KC QC\ncol-1: KS\ncol-2: KC")
    game.play(Move.parse("1>S2"))
    assert describe_undo(SV, game, game.undo(), points=-5) == (
        "Ångrat: spader kung ligger i kolumn 1 igen. Poäng: 406\u00a0$.")
    game = game_after("DS1-D1N-AAAAAAB", *["s>w"] * 59, "w>s")
    assert describe_undo(EN, game, game.undo(), points=0) == "Undone: the waste pile is back."


def test_a_pick_says_which_piles_take_it_as_the_table_marks_them():
    """The piles a card picked up may go to were marked for the eye alone (found by the 26th session's QA)."""
    game = Game.deal("DS1-D1N-AAAAAAK")
    targets = drop_targets(game, "col-4")
    assert [str(pile) for pile in targets] == ["col-3"]
    assert describe_pick(EN, game, "col-4", 3, targets) == (
        f"Picked up {EN.card(game.columns[3][-1])}. Go to a pile and press Enter to put it down, or Escape."
        " It can go on: column 3.")
    assert describe_pick(PT, game, "col-6", 5, drop_targets(game, "col-6")).endswith(
        "Pode ir para: a fundação 1 de paus.")
    assert describe_pick(SV, game, "col-1", 0, drop_targets(game, "col-1")).endswith(" Ingen hög tar emot det nu.")


def test_a_hint_is_said_with_the_card_and_both_piles_in_each_language():
    game = Game.deal("DS1-D1N-AAAAAAC")
    move = Move.parse("2>S1")
    assert describe_hint(EN, game, move) == "Hint: ace of spades from column 2 to spades foundation 1."
    assert describe_hint(SV, game, move).startswith("Ledtråd: ")
    assert describe_hint(PT, game, move).startswith("Dica: ")
    assert describe_hint(EN, game, game.stock_move) == "Hint: draw from the stock."


def test_a_hint_to_turn_the_waste_over_and_to_take_a_card_back():
    game = Game.deal("DS1-D1N-AAAAAAC")
    while game.stock:
        game.play(game.stock_move)
    assert describe_hint(EN, game, game.stock_move) == EN("say.hint-recycle")
    game = Game.deal("DS1-D1N-AAAAAAC")
    game.play(Move.parse("2>S1"))
    assert describe_hint(EN, game, Move.parse("S1>1")) == "Hint: ace of spades from spades foundation 1 to column 1."


def test_a_hint_without_a_winning_line_says_what_it_still_earns_in_dollars_or_points_in_each_language():
    vegas = Game.deal("DS1-D3V-AAAAAAC")
    move = Move.parse("2>S1")
    lost = describe_hint(EN, vegas, move, 10, lost=True)
    assert lost == ("Hint: ace of spades from column 2 to spades foundation 1. "
                    "This game can't be won any more; playing on from this move still earns $10.")
    assert describe_hint(SV, vegas, move, 10, lost=True).endswith("tjänar du ändå 10\u00a0$.")
    assert describe_hint(PT, vegas, move, 5, lost=True).endswith("ainda ganha $5.")
    normal = Game.deal("DS1-D1N-AAAAAAC")
    assert describe_hint(EN, normal, move, 30).endswith("No winning line was found in time; playing on from this move earns 30 points.")
    assert describe_hint(SV, normal, move, 1).endswith("tjänar du 1 poäng.")
    assert describe_hint(PT, normal, move, 1500).endswith("ganha 1500 pontos.")
    assert describe_hint(EN, normal, move, 0) == describe_hint(EN, normal, move)


def test_the_draw_that_spends_a_vegas_stock_says_so_in_every_language():
    """Only the draw that takes the last card of Vegas's one pass (draw 3 too) says the stock is spent; a Normal
    stock emptied says nothing of the kind (a tap on it recycles)."""
    for code in ("DS1-D1V-AAAAAAB", "DS1-D3V-AAAAAAB", "DS1-D1N-AAAAAAB"):
        game = Game.deal(code)
        said = []
        while game.stock:
            move = game.stock_move
            game.play(move)
            said.append(describe_move(EN, game, move, flipped=False, points=0))
        spent = [n for n, text in enumerate(said) if text.endswith(" The stock is spent: Vegas allows one pass.")]
        assert spent == ([len(said) - 1] if game.vegas else []), code
        for texts in (SV, PT) if game.vegas else ():
            assert describe_move(texts, game, move, flipped=False, points=0).endswith(" " + texts("say.stock-spent"))

"""Positions: the public way to set up a game, and its readable text form."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ds import Card, Game, InvalidCodeError, Move, Position, PositionError, SaveError
from ds.game import MOST_SCORE
from ds.save import dump, load

NEAR_WON = """D1N score 1190
foundations: KS KS KH JH KD KD KC QC
col-1: KC QH
col-2: KH"""


def test_a_game_is_set_up_from_a_position_text_without_a_game_code():
    game = Game(NEAR_WON)
    assert game.code is None and game.mode == "D1N" and game.score == 1190 and game.move_count == 0
    assert game.columns[0] == [Card.parse("KC"), Card.parse("QH")] and game.foundations[3] == 11
    game.play("1>H2")
    assert game.score == 1200 and game.move_stack == [Move.parse("1>H2")]


@pytest.mark.parametrize("code", ["DS1-D1N-AAAAAAB", "DS1-D3V-AAAAABC"])
def test_a_dealt_game_and_every_position_of_it_round_trip_through_the_text(code):
    game = Game.deal(code)
    for _ in range(40):
        text = str(game.position)
        assert Position.parse(text) == game.position
        again = Game(text, code)
        assert again.position == game.position and again.code == game.code
        game.play(next(iter(game.legal_moves)))


def test_a_position_read_from_a_file_with_a_byte_order_mark_is_the_same(tmp_path):
    """A position kept by Windows' Notepad starts with a byte-order mark: it was refused as "not '\\ufeffD1N'"."""
    path = tmp_path / "position.txt"
    path.write_text(NEAR_WON, encoding="utf-8-sig")
    assert Position.parse(path.read_text(encoding="utf-8")) == Position.parse(NEAR_WON) == Game(path.read_text(encoding="utf-8")).position


def test_the_text_form_shows_face_down_cards_and_the_waste_fan():
    game = Game.deal("DS1-D3N-AAAAAAB")
    game.play("s>w")
    lines = str(game.position).splitlines()
    assert lines[0] == "D3N score 0" and lines[2].count("|") == 1 and len(lines[2].split("|")[1].split()) == 3
    assert lines[3] == "foundations: -- -- -- -- -- -- -- --"
    assert lines[5].startswith("col-2: #") and lines[5].count("#") == 1


def test_a_set_up_game_saves_its_mode_and_loads_back():
    game = Game(NEAR_WON)
    game.play("1>H2")
    again = load(dump(game))
    assert again == game and again.code is None
    with pytest.raises(SaveError, match="D2N"):
        load(dump(game).replace('"mode":"D1N"', '"mode":"D2N"'))


@pytest.mark.parametrize(("text", "says"), [
    ("", "mode"),
    ("D2N", "D1N, D3N"),
    ("D1N points 3", "first line"),
    ("D1N\ncol-10: KS", "no line of a position"),
    ("D1N\nstock: KS\nstock: QS", "twice"),
    ("D1N\nstock: XS", "stock"),
    ("D1N\ncol-1: KS #QH", "face-down card lies on a face-up one"),
    ("D1N\nfoundations: AS", "all 8 spots"),
    ("D1N\nfoundations: AH -- -- -- -- -- -- --", "takes S cards"),
    ("D1N\nfoundations: KS KS KH KH KD KD KC KC\ncol-1: KC", "exactly twice"),
    ("D1N score -5\nfoundations: KS KS KH KH KD KD KC QC\ncol-1: KC", "never below 0"),
    ("D1N score --5", "first line is the mode and the score"),  # once a bare ValueError from int()
    ("D1N score " + "9" * 5000, "the score has 5,000 digits"),  # once int()'s ValueError of its digit limit
    ("D1N\nwaste: | 3C 4C\nfoundations: KS KS KH KH KD KD 2C KC\ncol-1: KC QC JC 10C 9C 8C 7C 6C 5C", "fan"),
])
def test_a_wrong_position_is_refused_saying_what_is_wrong(text, says):
    with pytest.raises(PositionError, match=says):
        Position.parse(text)


@pytest.mark.parametrize("mode", ["D1N", "D1V"])
def test_a_score_beyond_what_a_save_takes_is_refused_and_one_within_it_saves_and_loads(mode):
    """Game(text) set up a position at score 10**20, whose save load() then refused ('beyond what any game reaches'):
    a game that could be played but not kept. The position refuses it, as the save does."""
    table = "\nfoundations: KS KS KH KH KD KD KC QC\ncol-1: KC"
    sign = "-" if mode == "D1V" else ""
    with pytest.raises(PositionError, match=r"beyond what any game reaches \(1,000,000,000 either way\)"):
        Game(f"{mode} score {sign}{10**20}{table}")
    with pytest.raises(PositionError, match="beyond what any game reaches"):
        dataclasses.replace(Game.deal(f"DS1-{mode}-AAAAAAB").position, score=MOST_SCORE + 1).check()
    game = Game(f"{mode} score {sign}{MOST_SCORE}{table}")
    assert load(dump(game)).position == game.position


def test_a_code_must_match_the_positions_mode():
    with pytest.raises(PositionError, match="D3V"):
        Game(NEAR_WON, "DS1-D3V-AAAAAAB")


@pytest.mark.parametrize("steps", [0, 40])
def test_a_code_must_be_the_deal_the_position_comes_from(steps):
    """``Game(position, code)`` checks that the position is one of the code's deal (its face-down cards and its
    talon's order), as a save's base is checked: another deal's cards are refused naming the code, and a later
    position of the same deal is taken."""
    game = Game.deal("DS1-D1N-AAAAAAB")
    for move in [game.stock_move] * steps:
        game.play(move)
    with pytest.raises(PositionError, match="not one of DS1-D1N-AAAAAAC's deal: col-2: the face-down cards"):
        Game(game.position, "DS1-D1N-AAAAAAC")
    assert Game(game.position, "DS1-D1N-AAAAAAB").position == game.position


@pytest.mark.parametrize("code", [42, b"DS1-D1N-AAAAAAB", ["DS1-D1N-AAAAAAB"]])
def test_a_code_that_is_no_text_is_refused_saying_what_was_given(code):
    with pytest.raises(InvalidCodeError, match=type(code).__name__):
        Game(NEAR_WON, code)


@pytest.mark.parametrize(("field", "value", "says"), [
    ("stock", [], "stock is a tuple, not a list"),
    ("columns", [()] * 9, "columns is a tuple, not a list"),
    ("columns", ([Card.parse("KC"), Card.parse("QH")],) + ((),) * 8, "col-1 is a tuple of cards, not a list"),
    ("columns", (("KC", "QH"),) + ((),) * 8, "col-1: 'KC' is not a Card"),
    ("columns", ((Card.parse("KC"), 60),) + ((),) * 8, "col-1: 60 is not a Card"),
    ("columns", ((51, Card.parse("QH")),) + ((),) * 8, r"col-1: 51 is not a Card \(Card.parse\('7H'\), Card\(number\)"),
    ("score", 1190.0, "score is a whole number, not 1190.0"),
    ("draw", True, "draw is a whole number, not True"),
    ("fan", None, "fan is a whole number"),
    ("hidden", (0,) * 8 + ("0",), "hidden holds whole numbers"),
    ("foundations", list(Position.parse(NEAR_WON).foundations), "foundations is a tuple"),
])
def test_a_position_built_from_fields_of_the_wrong_type_is_refused_naming_the_field(field, value, says):
    """A field of the wrong type raises PositionError naming it, not a TypeError from deep inside the checks,
    and a float score, or a card given as text or as a plain number (the game's piles would then hold that
    and no Card), is never set up."""
    wrong = dataclasses.replace(Position.parse(NEAR_WON), **{field: value})
    with pytest.raises(PositionError, match=says):
        Game(wrong)


def test_positions_can_be_built_from_their_fields():
    position = Position(3, True, foundations=(13,) * 7 + (12,), columns=((Card.parse("KC"),),) + ((),) * 8, score=411)
    game = Game(position)
    assert str(position).splitlines()[0] == "D3V score 411" and game.vegas and game.draw == 3
    game.play("1>C2")
    assert game.is_won and game.score == 416



@given(st.sampled_from(["DS1-D1N-AAAAAAB", "DS1-D3V-AAAAAAC"]), st.integers(0, 60), st.randoms(use_true_random=False),
       st.lists(st.sampled_from(["swap", "move", "flip", "blank", "score", "cut"]), min_size=1, max_size=3))
def test_any_edit_of_a_position_text_sets_up_a_game_that_writes_it_back_or_is_refused(code, steps, rng, edits):
    """Text edited by hand (two cards swapped, a card moved to another pile, a face turned, blanks, another
    score, a character cut): either a game is set up whose position writes back the text of the same position and
    saves and loads, or a PositionError says why; never another error."""
    game = Game.deal(code)
    for _ in range(steps):
        game.play(rng.choice(list(game.legal_moves)))
    lines = [line.split(" ") for line in str(game.position).split("\n")]
    cards = [(row, col) for row, words in enumerate(lines) for col, word in enumerate(words)
             if row > 0 and col > 0 and word not in ("", "--")]
    for edit in edits:
        (row, col), (other, at) = rng.choice(cards), rng.choice(cards)
        if edit == "swap":
            lines[row][col], lines[other][at] = lines[other][at], lines[row][col]
        elif edit == "move":
            lines[other].insert(at, lines[row].pop(col))
            cards = [(r, c) for r, words in enumerate(lines) for c, word in enumerate(words) if r > 0 and c > 0]
        elif edit == "flip":
            word = lines[row][col]
            lines[row][col] = word[1:] if word.startswith("#") else "#" + word
        elif edit == "blank":
            lines[row][col] = rng.choice([" ", "\t", "  "]) + lines[row][col]
        elif edit == "score":
            lines[0][-1] = str(rng.randrange(-200, 2000))
        else:
            word = lines[row][col]
            lines[row][col] = word[: rng.randrange(len(word))] if word else word
    text = "\n".join(" ".join(words) for words in lines)
    try:
        edited = Game(text)
    except PositionError:
        return
    assert Position.parse(str(edited.position)) == edited.position
    assert load(dump(edited)).position == edited.position

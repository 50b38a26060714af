"""Save and load: the whole game with its undo history; bad documents refused whole."""

from __future__ import annotations

import json
import random

import pytest

from ds import Game, SaveError
from ds.game import MOST_MOVES, MOST_PLAYED_MS, MOST_SCORE, UNDO_LIMIT
from ds.save import DealError, dump, load

from .helpers import table


def played(code: str = "DS1-D3N-AAAAAAB", steps: int = 60, seed: int = 1) -> Game:
    rng = random.Random(seed)
    game = Game.deal(code)
    for _ in range(steps):
        game.play(rng.choice(list(game.legal_moves)))
    return game


def doc(game: Game) -> dict:
    return json.loads(dump(game))


@pytest.mark.parametrize("code", ["DS1-D1N-AAAAAAB", "DS1-D3N-AAAAAAC", "DS1-D1V-QWERTYU", "DS1-D3V-ZZZZZZZ"])
def test_save_then_load_gives_an_equal_game_with_its_undo_history(code):
    game = played(code, steps=250)
    again = load(dump(game))
    assert again == game and again.move_stack == game.move_stack and again.move_count == game.move_count
    while game.can_undo:
        assert game.undo() == again.undo()
        assert game.position == again.position


def test_a_fresh_game_round_trips():
    game = Game.deal("DS1-D1N-AAAAAAA")
    assert load(dump(game)) == game


def test_a_save_read_from_a_file_with_a_byte_order_mark_loads(tmp_path):
    """A save kept by Windows' Notepad starts with a byte-order mark: it was refused as not JSON."""
    game = Game.deal("DS1-D1V-AAAAAAB")
    game.play(game.stock_move)
    path = tmp_path / "game.json"
    path.write_text(dump(game), encoding="utf-8-sig")
    assert load(path.read_text(encoding="utf-8")) == game


@pytest.mark.parametrize("value", [None, "DS1-D1N-AAAAAAB", Game.deal("DS1-D1N-AAAAAAB").position])
def test_dump_of_what_is_no_game_says_what_it_was_given(value):
    with pytest.raises(TypeError, match=f"dump saves a Game, not {type(value).__name__}"):
        dump(value)


def test_save_is_versioned_json():
    data = doc(played())
    assert data["format"] == "double-solitaire" and data["version"] == 2 and data["code"] == "DS1-D3N-AAAAAAB"


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (lambda d: d.update(version=3), "version 3"),
        (lambda d: d.update(version=0), "version 0"),
        (lambda d: d.update(version=True), "version"),
        (lambda d: d.update(format="chess"), "not a Double Solitaire save"),
        (lambda d: d.update(code="DS1-D2N-AAAAAAB"), "code is wrong"),
        (lambda d: d.update(base=[]), "base"),
        (lambda d: d["base"]["stock"].append("ZZ"), "stock"),
        (lambda d: d["base"]["stock"].append("AS"), "exactly twice"),
        (lambda d: d["base"]["stock"].pop(), "exactly twice"),
        (lambda d: d["base"]["columns"][8].reverse(), "face-down card lies on a face-up one"),
        (lambda d: d["base"]["columns"].pop(), "9 columns"),
        (lambda d: d["base"]["columns"][3].append("#KS"), "face-down card lies on a face-up one|exactly twice"),
        (lambda d: d["base"]["foundations"].update({"foundation-S-1": ["2S"]}), "ace up|exactly twice"),
        (lambda d: d["base"].update(score=-5), "never below 0"),
        (lambda d: d["base"].update(score="12"), "score"),
        (lambda d: d["base"].update(fan=3), "fan"),
        (lambda d: d["base"].update(moves=-1), "negative"),
        (lambda d: d.update(history=["3>3"]), "does not replay"),
        (lambda d: d.update(history=["zzz"]), "does not replay"),
        (lambda d: d.update(history=[7]), "does not replay"),
        (lambda d: d.update(history=["s>w"] * 201), "at most 200"),
        (lambda d: d.update(redo=["3>3"]), "redo move 1"),
        (lambda d: d.update(redo="s>w"), "redo must be a list"),
        (lambda d: d.update(time=-1), "negative"),
        (lambda d: d.update(time="1:00"), "time"),
        (lambda d: d["base"].update(recycles=-1), "negative"),
        (lambda d: d["base"].pop("recycles"), "recycles"),
        (lambda d: d["base"].update(score=10**3000), "score' of 3001 digits is beyond what any game reaches"),
        (lambda d: d["base"].update(moves=10**18), "moves' of 19 digits is beyond"),
        (lambda d: d["base"].update(moves=2**53), r"moves' of 16 digits is beyond what any game reaches \(9,007,199,254,740,991 at most"),
        (lambda d: d["base"].update(recycles=2**53), "recycles' of 16 digits is beyond"),
        (lambda d: d.update(time=10**30), "time' of 31 digits is beyond"),
        (lambda d: d.update(time=MOST_PLAYED_MS + 1), "time' 86,400,000,001 is beyond"),
    ],
)
def test_hand_edited_saves_are_refused_with_a_clear_error(change, why):
    data = doc(Game.deal("DS1-D1N-AAAAAAB"))
    change(data)
    with pytest.raises(SaveError, match=why):
        load(json.dumps(data))


def test_figures_at_the_limits_of_a_game_still_load():
    """What no game reaches is refused (the cases above); up to the limits a save loads."""
    data = doc(Game.deal("DS1-D3V-AAAAAAB"))
    data["base"].update(moves=MOST_MOVES, recycles=MOST_MOVES, score=-MOST_SCORE)
    data["time"] = MOST_PLAYED_MS
    game = load(json.dumps(data))
    assert (game.move_count, game.score, game.played_ms) == (MOST_MOVES, -MOST_SCORE, MOST_PLAYED_MS)


def test_a_game_played_past_ten_million_actions_saves_and_loads():
    """A program driving the library plays 10,000,000 draws and recycles in a few minutes (the old MOST_MOVES): its
    save, whose base then counted more, was refused by load ("'moves' 10,000,001 is beyond what any game reaches").
    The bound is now the largest whole number JSON keeps exact in JavaScript, which no loop reaches."""
    data = doc(Game.deal("DS1-D1N-AAAAAAB"))
    data["base"]["moves"] = 10_000_000
    game = load(json.dumps(data))
    for _ in range(UNDO_LIMIT + 1):  # the base, UNDO_LIMIT actions back, passes 10,000,000
        game.play(game.stock_move or "w>s")
    assert game.move_count == 10_000_201 and game.recycles == 3
    assert load(dump(game)) == game


def test_a_game_beyond_the_most_moves_a_save_holds_is_refused_by_dump_saying_so():
    """No loop reaches MOST_MOVES, but a program may set move_count: dump refuses what load would refuse."""
    game = Game.deal("DS1-D1N-AAAAAAB")
    game.move_count = MOST_MOVES
    assert load(dump(game)).move_count == MOST_MOVES
    game.move_count = MOST_MOVES + 1
    with pytest.raises(ValueError, match="more than 9,007,199,254,740,991 actions cannot be saved: this one has"):
        dump(game)


def test_three_copies_of_a_card_are_refused():
    data = doc(Game.deal("DS1-D1N-AAAAAAB"))
    data["base"]["stock"][0] = data["base"]["columns"][0][0]
    with pytest.raises(SaveError, match="exactly twice"):
        load(json.dumps(data))


@pytest.mark.parametrize("cut", [0, 1, 10, 100, 500, -1])
def test_truncated_saves_are_refused(cut):
    text = dump(played())
    with pytest.raises(SaveError, match="not valid JSON|truncated"):
        load(text[:cut])


@pytest.mark.parametrize("text", ["null", "[]", '"text"', "1e999", "{}", "{" * 5000 + "}" * 5000])
def test_documents_of_the_wrong_shape_are_refused(text):
    with pytest.raises(SaveError):
        load(text)


def test_non_text_and_huge_saves_are_refused():
    with pytest.raises(SaveError, match="text"):
        load(b"{}")  # type: ignore[arg-type]
    with pytest.raises(SaveError, match="too long"):
        load(" " * 300_000)


def test_random_corruption_never_raises_anything_but_save_error():
    text = dump(played(steps=100))
    rng = random.Random(7)
    for _ in range(300):
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice('#,:[]{}"AS10KQ5')
        try:
            load("".join(chars))
        except SaveError:
            pass


def test_a_history_that_does_not_match_the_base_is_refused():
    data = doc(table(columns=["8S", "7H"]))
    data["history"] = ["2>1", "2>1"]
    with pytest.raises(SaveError, match="history move 2"):
        load(json.dumps(data))



def test_redo_the_pass_and_the_time_played_are_saved():
    game = Game.deal("DS1-D1N-AAAAAAB")
    while game.stock:
        game.play(game.stock_move)
    game.play(game.stock_move)  # a recycle: the second pass
    game.play(game.stock_move)
    game.undo()
    game.undo()
    game.played_ms = 83_250
    data = doc(game)
    assert data["redo"] == [f"w>s:{len(game.waste)}", "s>w"] and data["time"] == 83_250
    again = load(json.dumps(data))
    assert again == game and again.redo_stack == game.redo_stack and again.pass_number == 1
    assert again.redo() == game.redo() and again.pass_number == game.pass_number == 2
    assert again.redo() == game.redo() and again == game


def test_a_redo_list_that_does_not_follow_the_history_is_refused_and_loads_nothing():
    game = Game.deal("DS1-D1N-AAAAAAB")
    game.play(game.stock_move)
    game.undo()
    data = doc(game)
    data["redo"] = ["s>w", "w>s"]
    with pytest.raises(SaveError, match="redo move 2"):
        load(json.dumps(data))


def test_a_version_1_save_still_loads_with_nothing_to_redo_and_no_time_played():
    game = played(steps=80, seed=3)
    data = doc(game)
    old = {key: value for key, value in data.items() if key not in ("redo", "time")}
    old["version"] = 1
    old["base"] = {key: value for key, value in data["base"].items() if key != "recycles"}
    again = load(json.dumps(old))
    assert again.position == game.position and again.move_stack == game.move_stack
    assert again.played_ms == 0 and not again.can_redo
    assert again.recycles == sum(move.is_recycle for move in game.move_stack)


@pytest.mark.parametrize("steps", [0, 30, 250], ids=["fresh", "with-its-history", "history-trimmed"])
def test_a_save_whose_code_names_another_deal_is_refused_naming_the_code(steps):
    """The cards of a save are its code's deal: a code edited to another deal is refused, whether the save
    holds the start (fresh, or with its whole history) or a later position (the history trimmed)."""
    data = doc(played("DS1-D1N-AAAAAAB", steps=steps))
    data["code"] = "DS1-D1N-AAAAAAC"
    with pytest.raises(DealError, match="DS1-D1N-AAAAAAC") as refused:
        load(json.dumps(data))
    assert str(refused.value.code) == "DS1-D1N-AAAAAAC"


@pytest.mark.parametrize("steps", [0, 1, 60])
def test_a_game_set_up_at_a_position_of_its_deal_saves_and_loads_back(steps):
    """A library's game set up at some position of a deal, with its code and no history (``Game(position, code)``):
    ``dump`` wrote it with no moves before its base, and ``load`` took that for the deal as dealt and refused every
    position but the first. Its base is checked as any other (the deal's face-down cards and talon order)."""
    game = Game(played("DS1-D1N-AAAAAAB", steps=steps).position, "DS1-D1N-AAAAAAB")
    again = load(dump(game))
    assert again == game and str(again.code) == "DS1-D1N-AAAAAAB" and again.move_count == 0


def test_a_trimmed_save_keeps_the_deals_face_down_cards_and_stock_order():
    """A base after dropped moves: two face-down cards swapped, or two stock cards, are not the deal."""
    data = doc(played("DS1-D3N-AAAAAAB", steps=250))
    assert data["base"]["moves"] > 0
    column = data["base"]["columns"][8]
    swapped = json.loads(json.dumps(data))
    swapped["base"]["columns"][8][:2] = column[1::-1]
    assert column[0] != column[1] and column[1].startswith("#")
    with pytest.raises(DealError, match="col-9: the face-down cards"):
        load(json.dumps(swapped))
    stock = data["base"]["stock"]
    i = next(i for i in range(len(stock) - 1) if stock[i] != stock[i + 1])
    reordered = json.loads(json.dumps(data))
    reordered["base"]["stock"][i:i + 2] = stock[i + 1], stock[i]
    with pytest.raises(DealError, match="stock and the waste"):
        load(json.dumps(reordered))


@pytest.mark.parametrize("seed", range(12))
def test_long_random_games_of_every_mode_load_as_their_deal(seed):
    """Draws, recycles, moves and take-backs, past the undo limit: the trimmed base is still the deal's."""
    rng = random.Random(seed)
    code = f"DS1-D{rng.choice('13')}{rng.choice('NV')}-AAAAAB{'ABCDEFGHIJKL'[seed]}"
    game = Game.deal(code)
    for _ in range(rng.randrange(201, 700)):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(rng.choice(moves))
    assert load(dump(game)) == game


def test_a_hand_made_position_saves_without_a_code_and_refuses_one():
    """A position set up by hand is no code's deal: saved with its mode it loads; given a code it is refused."""
    game = table("D3V", columns=["8S", "7H"])
    assert load(dump(game)) == game and "code" not in doc(game)
    data = doc(game)
    data["code"] = "DS1-D3V-AAAAAAA"
    with pytest.raises(DealError):
        load(json.dumps(data))


@pytest.mark.parametrize(("played", "error"), [(1234.5, TypeError), (True, TypeError), (None, TypeError),
                                               (-5, ValueError), (MOST_PLAYED_MS + 1, ValueError)])
def test_a_clock_set_wrong_is_refused_by_dump_not_written_into_a_save_that_cannot_load(played, error):
    """played_ms is the field a front end sets (its clock): set to a float (a difference of time.monotonic()s, say),
    a negative or a huge number, dump wrote a save that load then refused ("'time' must be int, not float")."""
    game = Game.deal("DS1-D1N-AAAAAAB")
    game.played_ms = played
    with pytest.raises(error, match="played_ms"):
        dump(game)
    game.played_ms = MOST_PLAYED_MS
    assert load(dump(game)).played_ms == MOST_PLAYED_MS

"""The package's face to a library user: what ``from ds import *`` and ``dir(ds)`` show."""

import importlib.util
import math

import pytest

import ds
import ds.solver
from ds import Card, Game, GameCode, Move, Pile, Position, finish, gestures, save, scoring
from ds.solver import Solving, hint, solve, suggest


def test_every_name_the_package_exports_is_there_and_documented() -> None:
    for name in ds.__all__:
        value = getattr(ds, name)
        assert name == "__version__" or value.__doc__, name


def test_dir_shows_the_exports_and_the_modules_and_nothing_left_over_from_an_import() -> None:
    public = {name for name in dir(ds) if not name.startswith("_")}
    modules = {name for name in public if importlib.util.find_spec(f"ds.{name}") is not None}
    assert public - modules == set(ds.__all__) - {"__version__"}


GAME = Game.deal("DS1-D1N-AAAAAAB")
WRONG = [None, 1.5, b"4>1", "", "\x00", "\ud800", -1, 10**30, math.nan, math.inf, True, [], object()]
"""Values of the wrong type or out of range: none is what any argument below wants."""
TAKE_A_GAME = {
    "can_finish": finish.can_finish, "finish_move": finish.finish_move, "finish_line": finish.finish_line,
    "tap_move": lambda game: gestures.tap_move(game, "col-1"),
    "double_tap_move": lambda game: gestures.double_tap_move(game, "col-1"),
    "tap_at_once": lambda game: gestures.tap_at_once(game, "col-1"),
    "drop_move": lambda game: gestures.drop_move(game, "col-4", None, "col-1"),
    "drop_targets": lambda game: gestures.drop_targets(game, "col-1"),
    "suggest": lambda game: suggest(game, solve(GAME, max_nodes=10)),
    "solve": solve, "hint": hint, "Solving": Solving, "dump": save.dump,
}
TAKE_A_VALUE = {
    "Game.deal": Game.deal, "Game": Game, "Game(code=)": lambda x: Game(GAME.position, code=x),
    "play": lambda x: GAME.copy().play(x), "exact": GAME.exact, "why_illegal": GAME.why_illegal,
    "is_legal": GAME.is_legal, "pile_cards": GAME.pile_cards, "pile_size": GAME.pile_size,
    "face_up(pile)": lambda x: GAME.face_up(x, 0), "face_down_count": GAME.face_down_count,
    "foundation_for": GAME.foundation_for, "Position.parse": Position.parse,
    "Move(src)": lambda x: Move(x, "col-1"), "Move(count)": lambda x: Move("col-2", "col-1", x),
    "Move.parse": Move.parse, "Pile.parse": Pile.parse, "Pile.column": Pile.column, "Card": Card,
    "Card.parse": Card.parse, "Card.make(rank)": lambda x: Card.make(x, "S"),
    "Card.make(suit)": lambda x: Card.make(1, x), "GameCode.parse": GameCode.parse,
    "GameCode.random(draw)": lambda x: GameCode.random(x, "N"),
    "GameCode.random(scoring)": lambda x: GameCode.random(1, x), "load": save.load,
    "dollars": scoring.dollars, "solve(max_nodes)": lambda x: solve(GAME, max_nodes=x, max_seconds=0.01),
    "solve(max_seconds)": lambda x: solve(GAME, max_nodes=100, max_seconds=x),
    "Solving.step": lambda x: Solving(GAME, max_nodes=100).step(x),
    "suggest(result)": lambda x: suggest(GAME, x),
    "tap_move(pile)": lambda x: gestures.tap_move(GAME, x),
    "tap_move(index)": lambda x: gestures.tap_move(GAME, "col-1", x),
    "drop_move(target)": lambda x: gestures.drop_move(GAME, "col-4", None, x),
}


@pytest.mark.parametrize("call", TAKE_A_GAME.values(), ids=TAKE_A_GAME.keys())
def test_every_function_that_takes_a_game_given_something_else_says_so(call) -> None:
    """A TypeError that says a Game was wanted and what came, never an AttributeError from deep inside (finish,
    gestures and suggest raised one for None)."""
    for value in WRONG:
        with pytest.raises(TypeError, match=rf"a Game\b.*, not {type(value).__name__}$"):
            call(value)


@pytest.mark.parametrize("call", [Pile.column, lambda rank: Card.make(rank, "S")], ids=["Pile.column", "Card.make"])
def test_true_is_no_number_of_a_column_or_a_rank(call) -> None:
    """Pile.column(True) was col-1 and Card.make(True, "S") the ace, where Card(True), face_up and dollars refuse
    a bool."""
    with pytest.raises(ValueError, match=r"\bTrue\b"):
        call(True)


PARSE = {
    "Move.parse": Move.parse, "Move": lambda text: Move(text, "col-1"), "Pile.parse": Pile.parse,
    "Card.parse": Card.parse, "GameCode.parse": GameCode.parse, "Position.parse": Position.parse,
    "Position.parse(mode)": lambda text: Position.parse(f"D1N\n{text}"), "Game": Game, "play": GAME.copy().play,
    "foundation_for": GAME.foundation_for, "pile_cards": GAME.pile_cards, "load": save.load,
}


@pytest.mark.parametrize("call", PARSE.values(), ids=PARSE.keys())
def test_an_error_quotes_a_long_text_cut_short(call) -> None:
    """Move.parse, Card.parse, Pile.parse and Position.parse wrote the whole text given back in their error (100,000
    characters pasted: a message of 100,000), where GameCode.parse cut it after 40."""
    with pytest.raises(ValueError) as error:
        call("x" * 100_000)
    assert len(str(error.value)) < 300


@pytest.mark.parametrize("call", TAKE_A_VALUE.values(), ids=TAKE_A_VALUE.keys())
def test_every_entry_point_given_a_wrong_value_raises_a_type_or_value_error(call) -> None:
    """Whatever it is given, a public function answers with its result or a TypeError or ValueError (the
    engine's errors are ValueErrors), never another error from inside (suggest gave an AttributeError for a
    result that was None)."""
    for value in WRONG:
        try:
            call(value)
        except (TypeError, ValueError):
            pass


DOCUMENTED = {
    "Game.deal": Game.deal, "Game": Game.__init__, "Game(code=)": Game.__init__, "play": Game.play, "exact": Game.exact,
    "why_illegal": Game.why_illegal, "is_legal": Game.is_legal, "pile_cards": Game.pile_cards,
    "pile_size": Game.pile_size, "face_up(pile)": Game.face_up, "face_down_count": Game.face_down_count,
    "foundation_for": Game.foundation_for, "Position.parse": Position.parse, "Move(src)": Move.__init__,
    "Move(count)": Move.__init__, "Move.parse": Move.parse, "Pile.parse": Pile.parse, "Pile.column": Pile.column,
    "Card": Card.__new__, "Card.parse": Card.parse, "Card.make(rank)": Card.make, "Card.make(suit)": Card.make,
    "GameCode.parse": GameCode.parse, "GameCode.random(draw)": GameCode.random,
    "GameCode.random(scoring)": GameCode.random, "load": save.load, "dollars": scoring.dollars,
    "solve(max_nodes)": solve, "solve(max_seconds)": solve, "Solving.step": Solving.step, "suggest(result)": suggest,
    "tap_move(pile)": gestures.tap_move, "tap_move(index)": gestures.tap_move, "drop_move(target)": gestures.drop_move,
}
"""The function whose docstring speaks for each entry of ``TAKE_A_VALUE``."""


@pytest.mark.parametrize("name", TAKE_A_VALUE, ids=TAKE_A_VALUE.keys())
def test_every_error_an_entry_point_raises_is_named_in_its_docstring(name: str) -> None:
    """A library user reads what can go wrong where the function is: Game.deal, play, pile_cards, Move, Card.parse,
    GameCode.parse, dollars, solve ... named none of the errors they raise for a wrong value."""
    raised = set()
    for value in WRONG:
        try:
            TAKE_A_VALUE[name](value)
        except (TypeError, ValueError) as error:
            raised.add(type(error).__name__)
    doc = DOCUMENTED[name].__doc__ or ""
    assert [error for error in sorted(raised) if error not in doc] == []


def test_every_public_member_of_an_exported_class_says_what_it_is() -> None:
    """``help(ds)`` showed Game.can_undo, Move.is_draw, LegalMoves.count, Reason.value … with no word, ``help(ds.solver)``
    Result.won and Hint.wins."""
    bare = []
    for name, exported in [(name, getattr(package, name)) for package in (ds, ds.solver) for name in package.__all__]:
        for member, value in vars(exported).items() if isinstance(exported, type) else ():
            value = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
            if not member.startswith("_") and (callable(value) or isinstance(value, property)) and not value.__doc__:
                bare.append(f"{name}.{member}")
    assert bare == []

"""Sounds: which one each move makes, and sound's default on the game's own page and embedded."""

from __future__ import annotations

from ds import Move
from ds import Game
from ds.web.sound import SOUNDS, Sound, default_on, landing_rank, sound_of


def test_each_move_has_its_sound():
    assert sound_of(Move.parse("s>w:3"), flipped=False) == "draw"
    assert sound_of(Move.parse("w>s:20"), flipped=False) == "draw"
    assert sound_of(Move.parse("3>5"), flipped=False) == "put"
    assert sound_of(Move.parse("3>5:4"), flipped=True) == "flip"
    assert sound_of(Move.parse("w>H1"), flipped=False) == "home"
    assert sound_of(Move.parse("2>H1"), flipped=True) == "flip"
    assert sound_of(Move.parse("H1>4"), flipped=False) == "put"


def test_every_sound_is_made():
    assert all(callable(getattr(Sound, f"_{name}")) for name in SOUNDS)


def test_on_on_the_games_own_page_off_when_embedded():
    assert default_on(framed=False) and not default_on(framed=True)


def test_a_card_on_a_foundation_sounds_its_rank_played_or_redone():
    """The pitch of a foundation move's sound is the rank it lands on, whether the move is played or redone
    (the board's redo once sounded every foundation card at the ace's pitch); other moves sound at 1."""
    game = Game("D1N score 1190\nfoundations: KS KS KH JH KD KD KC QC\ncol-1: KC QH\ncol-2: KH")
    game.play("1>H2")
    played = game.move_stack[-1]
    assert sound_of(played, flipped=False) == "home" and landing_rank(game, played) == 12
    game.undo()
    redone = game.redo()
    assert landing_rank(game, redone) == 12
    game.undo()
    assert landing_rank(game, Move.parse("2>1")) == 1

"""Sounds: which one each move makes, and sound's default on the game's own page and embedded."""

from __future__ import annotations

from ds import Move
from ds.web.sound import SOUNDS, Sound, default_on, sound_of


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

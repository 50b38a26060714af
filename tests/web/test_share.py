"""Sharing a deal: the link opens the same deal and mode; the words say the score to beat after a win."""

from __future__ import annotations

import pytest

from ds import Game, Move
from ds.codes import GameCode
from ds.web.i18n import LANGUAGES, Texts
from ds.web.share import Sharer, share_link, share_text
from tests.e2e.player import near_won


@pytest.mark.parametrize(
    ("href", "link"),
    [
        ("http://127.0.0.1:8000/", "http://127.0.0.1:8000/#DS1-D3V-AAAAAAB"),
        ("http://127.0.0.1:8000/index.html#DS1-D1N-ZZZZZZZ", "http://127.0.0.1:8000/index.html#DS1-D3V-AAAAAAB"),
        ("https://games.example/ds/?layout=bare&origins=https://blog.example&lang=sv",
         "https://games.example/ds/#DS1-D3V-AAAAAAB"),
    ],
)
def test_the_link_is_the_games_page_with_the_code_as_its_fragment(href, link):
    assert share_link(href, "DS1-D3V-AAAAAAB") == link
    assert GameCode.parse(link.split("#")[1]) == GameCode.parse("DS1-D3V-AAAAAAB")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_won_game_shares_the_score_moves_and_time_to_beat(language):
    texts = Texts.load(language)
    game = near_won("DS1-D1V-AAAAAAB")
    game.play(Move.parse("1>C2"))
    game.played_ms = 754_400
    assert game.is_won
    words = share_text(texts, game)
    assert texts.money(416) in words and "12:34" in words and texts.number(game.move_count) in words
    assert "DS1-D1V-AAAAAAB" in words and texts("mode.D1V") in words
    unplayed = share_text(texts, near_won("DS1-D3N-AAAAAAB"))
    assert "DS1-D3N-AAAAAAB" in unplayed and "12:34" not in unplayed


class _Promise:
    """A clipboard promise that has already settled: ``then`` calls the matching callback."""

    def __init__(self, ok: bool) -> None:
        self.ok = ok

    def then(self, done, failed):
        (done if self.ok else failed)()


class _Clipboard:
    def __init__(self, ok: bool) -> None:
        self.ok, self.written = ok, []

    def writeText(self, text):  # noqa: N802 (the browser's name)
        self.written.append(text)
        return _Promise(self.ok)


class _Board:
    def __init__(self) -> None:
        self.game = Game.deal("DS1-D1N-AAAAAAB")
        self.texts = Texts.load("en")
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)


@pytest.mark.parametrize("ok", [True, False])
def test_the_code_is_said_copied_only_once_the_clipboard_took_it(ok):
    """A clipboard that refuses does so in its promise (a frame without the permission): the page then shows
    the code to copy by hand, never "copied"."""
    clipboard = _Clipboard(ok)
    window = type("Window", (), {"navigator": type("Navigator", (), {"clipboard": clipboard})()})()
    board = _Board()
    Sharer(window, board).copy_code()
    texts = board.texts
    assert clipboard.written == ["DS1-D1N-AAAAAAB"]
    assert board.said == [texts("say.copied" if ok else "say.code", code="DS1-D1N-AAAAAAB")]


@pytest.mark.parametrize("won", [False, True])
def test_what_share_copied_is_said(won):
    """Without a share sheet, Share copies the link, and Challenge a friend (after a win) its words with the link: the
    message said "Link to the deal copied" for both; it says which."""
    clipboard = _Clipboard(True)
    window = type("Window", (), {"navigator": type("Navigator", (), {"clipboard": clipboard})(),
                                 "location": type("Location", (), {"href": "https://games.example/ds/"})()})()
    board = _Board()
    if won:
        board.game = near_won("DS1-D1N-AAAAAAB")
        board.game.play(Move.parse("1>C2"))
    Sharer(window, board).share(won)
    link = "https://games.example/ds/#DS1-D1N-AAAAAAB"
    words = f"{share_text(board.texts, board.game)} {link}" if won else link
    assert clipboard.written == [words]
    assert board.said == [board.texts("say.challenge-copied" if won else "say.link-copied", link=link)]

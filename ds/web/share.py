"""Sharing a deal: the link that opens it, and the words sent with it (pure, no browser).

The link is the game's own page with the code as its fragment, which the
page opens (``Board.start``): the same deal in the same mode. The query
(an embedding page's layout, origins, language) is left out: the link is for
a person, who gets the game's full page.

>>> share_link("https://games.example/ds/?layout=bare&origins=https://blog.example#DS1-D1N-AAAAAAC", "DS1-D3V-AAAAAAB")
'https://games.example/ds/#DS1-D3V-AAAAAAB'
>>> from ds.game import Game
>>> from ds.web.i18n import Texts
>>> share_text(Texts.load("en"), Game.deal("DS1-D1N-AAAAAAB"))
'Play this deal of Double Solitaire (Draw 1, Normal): DS1-D1N-AAAAAAB.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..game import Game
from .clock import clock_text
from .i18n import Texts

if TYPE_CHECKING:
    from .board import Board


def share_link(href: str, code: str) -> str:
    """The address of the page ``href`` (no query, no fragment) that opens the deal ``code``."""
    page = href.split("#", 1)[0].split("?", 1)[0]
    return f"{page}#{code}"


def share_text(texts: Texts, game: Game) -> str:
    """What goes with the link: the deal and its mode; for a game won, the score and time to beat."""
    values = {"code": str(game.code), "mode": texts(f"mode.{game.mode}")}
    if not game.is_won:
        return texts("share.deal", **values)
    score = texts.score(game.score, game.vegas)
    return texts("share.won", score=score, moves=texts.number(game.move_count), time=clock_text(game.played_ms // 1000), **values)


class Sharer:
    """The Share controls: the Web Share API where the browser has it (phones), else the clipboard; when
    neither works, the link is shown to copy by hand. Browser objects come from ``window`` only."""

    def __init__(self, window: Any, board: Board) -> None:
        self.window, self.board = window, board

    def share(self, won: bool) -> None:
        """Share the deal on the table (a game won: with the score to beat). The clipboard gets the link, or
        from the win window (``won``) the words and the link."""
        board = self.board
        game = board.game
        if game.code is None:
            board.say(board.texts("say.no-code"))
            return
        link = share_link(str(self.window.location.href), str(game.code))
        text = share_text(board.texts, game)
        navigator = self.window.navigator
        if getattr(navigator, "share", None) is not None:
            data = self.window.Object.new()
            data.title = board.texts("share.title", code=str(game.code))
            data.text = text
            data.url = link
            try:
                navigator.share(data).then(lambda *_: None, lambda error: self._refused(error, text, link, won))
                return
            except Exception:  # refused at once (no gesture, bad data): the clipboard instead
                pass
        if won:
            self._copy(f"{text} {link}", link, "say.challenge-copied")
        else:
            self._copy(link, link, "say.link-copied")

    def copy_code(self) -> None:
        """The copy button beside the bar's code: the code alone, to the clipboard. "Copied" is said once the
        clipboard has taken it: a refusal (a frame without the permission, no focus) comes later, as the
        promise's rejection, and then the code is shown to copy by hand."""
        board = self.board
        if board.game.code is None:
            board.say(board.texts("say.no-code"))
            return
        code = str(board.game.code)
        try:
            promise = self.window.navigator.clipboard.writeText(code)
        except Exception:  # no clipboard here: show the code to copy by hand
            board.say(board.texts("say.code", code=code))
            return
        promise.then(lambda *_: board.say(board.texts("say.copied", code=code)),
                     lambda *_: board.say(board.texts("say.code", code=code)))

    def _refused(self, error: Any, text: str, link: str, won: bool) -> None:
        """The share sheet failed; if the player did not simply cancel it, copy the words and the link instead."""
        if str(getattr(error, "name", "")) != "AbortError":
            self._copy(f"{text} {link}", link, "say.challenge-copied" if won else "say.invitation-copied")

    def _copy(self, words: str, link: str, copied: str) -> None:
        """Put ``words`` on the clipboard, then say so with the text ``copied`` (what they are)."""
        board = self.board
        try:
            promise = self.window.navigator.clipboard.writeText(words)
        except Exception:  # no clipboard here: the link is shown to copy by hand
            board.say(board.texts("say.link", link=link))
            return
        promise.then(lambda *_: board.say(board.texts(copied, link=link)),
                     lambda *_: board.say(board.texts("say.link", link=link)))

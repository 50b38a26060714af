"""The end of a game: the Finish control, and the win (its celebration, then the win window).

Finish (SPEC.md point 12) is on the bar only while it can be pressed;
pressed (or F), it plays every card left to its foundation, one ordinary
move after the other. The engine says when it may be pressed and gives each
card in turn (``ds/finish.py``); each is played through the board like any
move (counted, scored, said, undoable one by one). The cards glide home
``STEP_MS`` apart; with ``prefers-reduced-motion`` they all go at once. Any
other action of the player stops the run where it is. Nothing finishes
without the press.

The win: any message on show goes; the move that has just won it is said
(with its time), sounds, is celebrated (``ds/web/celebrate.py``, none with
reduced motion), then the win window shows the score, the moves, the time and
what the win is a best of in its mode. A game in a frame whose player went to
the embedding page while the cards bounced (its focus left the frame after the
winning move) opens the win window when the player comes back to the game: a
window opened in a frame takes the page's focus into the frame (the dialog's
focusing steps, in every engine), so a host's field the player was typing in
lost its keys to the game. A win taken back (an undo, by the
player or by a host page's command) takes both away. A game that comes to the
table won (a reload, a new tab on it) shows the won table with no win window,
which the player saw when the game was won: the message line says that New
game deals another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy

from ..finish import can_finish, finish_move
from ..game import Record
from .announce import LONG_MESSAGE_MS
from .celebrate import Celebration
from .speech import describe_win

if TYPE_CHECKING:
    from .board import Board

STEP_MS = 80
"""Between two cards of the finish (each glides for ``view.GLIDE_MS``)."""


class Endgame:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.celebration = Celebration(board.document, board.window, board.root, board.view)
        self.bests: tuple[str, ...] = ()
        """What the win on the table is a best of in its mode (``Stats.bests``), for the win window."""
        button = board.root.querySelector("[data-action='finish']")
        self.button = button
        self.parent = button.parentElement
        self.before = button.nextElementSibling
        """Where the control goes back on the bar."""
        button.remove()  # present only while it can be pressed (hidden in the page's markup until then)
        button.hidden = False
        self.timer: Any = None
        self.last: Record | None = None
        """The record of the run's last move: if it is no longer the game's last, the player did something else."""
        self._step = create_proxy(self._on_step)
        self.left = False
        """Focus left the page (for the embedding page, in a frame) after the winning move, and has not come back."""
        self.waiting = False
        """The win window waits for the player to come back to the game in its frame."""
        self._proxies = [create_proxy(self._on_blur), create_proxy(self._on_focus)]
        board.window.addEventListener("blur", self._proxies[0])
        board.window.addEventListener("focus", self._proxies[1])

    @property
    def shown(self) -> bool:
        return bool(self.button.isConnected)

    def update(self) -> None:
        """Show the control while the game on the table can be finished, and say when it appears; once
        the game is not won (a win taken back), no celebration and no win window."""
        board = self.board
        if not board.game.is_won:
            self.celebration.stop()
            board.dialogs.close_won()
        wanted = can_finish(board.game)
        if wanted == self.shown:
            return
        if wanted:
            self.button.querySelector(".label").textContent = board.texts("action.finish")
            self.button.setAttribute("title", board.texts("action.finish-title"))
            self.parent.insertBefore(self.button, self.before)
            live = str(board.announcer.live_el.textContent or "").rstrip("\u00a0")
            board.announcer.announce(f"{live} {board.texts('say.finish-ready')}".strip())
        else:
            self._remove()

    def _remove(self) -> None:
        """The control leaves the bar; if it had focus, the control after it (Undo) takes it, so that focus is
        not lost to the page (nor, closing, the win window's return to it)."""
        had_focus = self.button.isSameNode(self.board.document.activeElement)
        self.button.remove()
        if had_focus:
            self.before.focus()

    @property
    def running(self) -> bool:
        """A run of the finish goes on: its next card is due, and the player has done nothing since its last."""
        records = self.board.game.records
        return self.timer is not None and bool(records) and records[-1] is self.last

    def start(self) -> None:
        """Play the finish: one card now, the next ``STEP_MS`` later (all at once with reduced motion).
        Pressed again while a run goes on, nothing more; after the player interrupted one (an undo within
        ``STEP_MS`` of its last card), a new run."""
        board = self.board
        if self.running:
            return
        self.stop()
        if not can_finish(board.game):
            return
        if board.view.reduced_motion:
            while (move := finish_move(board.game)) is not None:
                board.play(move)
            return
        self._play_next()

    def stop(self) -> None:
        """The run of a finish stops where it is."""
        if self.timer is not None:
            self.board.window.clearTimeout(self.timer)
        self.timer = None
        self.last = None

    def leave(self) -> None:
        """Another game comes to the table: no finish, no celebration, no bests."""
        self.stop()
        self.celebration.stop()
        self.bests = ()
        self.waiting = False

    def won(self, celebrate: bool) -> None:
        """The game on the table is won; ``celebrate``: a move has just won it. A game that came to the table won (a
        reload, another tab opened on it) gets no win window again, only a line that says how to go on."""
        board = self.board
        game = board.game
        board.coach.clear_hint()
        board.announcer.clear()
        if not celebrate:
            board.say(board.texts("say.hint-won"), LONG_MESSAGE_MS)
            return
        board.announcer.announce(describe_win(board.texts, game))
        board.sound.play("win")
        self.left = self.waiting = False
        if not board.view.reduced_motion and not board.dialogs.won.open:
            self.celebration.start(self._show_won)
        else:
            self._show_won()

    def _show_won(self) -> None:
        if not self.board.game.is_won:
            return
        if self.board.framed and self.left:  # the player is on the embedding page: not taken from there
            self.waiting = True
            return
        self.waiting = False
        self.board.dialogs.show_won(self.bests)

    def _on_blur(self, *_: Any) -> None:
        self.left = True

    def _on_focus(self, *_: Any) -> None:
        self.left = False
        if self.waiting:
            self._show_won()

    def key(self) -> bool:
        """A key: it skips the celebration (True), or is the keyboard's."""
        if not self.celebration.running:
            return False
        self.celebration.skip()
        return True

    def _play_next(self) -> None:
        game = self.board.game
        move = finish_move(game)
        if move is None:
            self.stop()
            return
        self.board.play(move)
        self.last = game.records[-1] if game.records else None
        self.timer = self.board.window.setTimeout(self._step, STEP_MS)

    def _on_step(self, *_: Any) -> None:
        if not self.running:
            self.stop()  # the player undid, moved or dealt: the run stops here
            return
        self.timer = None
        self._play_next()

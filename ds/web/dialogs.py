"""The windows over the table: New game, Settings, and the win screen (markup in index.html)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy

from ..codes import DEAL_COUNT, GameCode
from ..errors import InvalidCodeError
from .dom import found

if TYPE_CHECKING:
    from .board import Board


class Dialogs:
    def __init__(self, document: Any, root: Any, board: Board) -> None:
        self.root, self.board = root, board
        self.new_game = root.querySelector("[data-dialog='new-game']")
        self.settings = root.querySelector("[data-dialog='settings']")
        self.won = root.querySelector("[data-dialog='won']")
        self.code_field = self.new_game.querySelector("[name='code']")
        self.code_error = self.new_game.querySelector("[data-show='code-error']")
        self.double_tap = self.settings.querySelector("[data-setting='double-tap']")
        self._on_change = create_proxy(self._setting_changed)
        self._on_submit = create_proxy(self._submitted)
        self.settings.addEventListener("change", self._on_change)
        self.new_game.addEventListener("submit", self._on_submit)

    def handle(self, action: str, button: Any) -> None:
        if action == "new-game":
            self.open_new_game()
        elif action == "settings":
            self.double_tap.checked = self.board.settings.double_tap
            self._show(self.settings)
        elif action == "close":
            dialog = button.closest("dialog")
            if found(dialog):
                dialog.close()

    def open_new_game(self) -> None:
        game = self.board.game
        self.close_all()
        for field in self.new_game.querySelectorAll("input[name='draw'], input[name='scoring']"):
            field.checked = str(field.value) in (str(game.draw), game.code.scoring)
        self.code_field.value = ""
        self.code_error.textContent = ""
        self._show(self.new_game)

    def deal(self) -> None:
        """Deal the code typed in, or a random deal of the mode chosen; a wrong code is only reported."""
        text = str(self.code_field.value or "").strip()
        if text:
            try:
                code = GameCode.parse(text[:64])
            except InvalidCodeError as error:
                self.code_error.textContent = f"{str(error)[:1].upper()}{str(error)[1:]}."
                self.code_field.focus()
                return
        else:
            draw = 3 if self.new_game.querySelector("input[name='draw'][value='3']").checked else 1
            scoring = "V" if self.new_game.querySelector("input[name='scoring'][value='V']").checked else "N"
            code = GameCode(draw, scoring, random.randrange(DEAL_COUNT))
        self.board.new_game(code)

    def show_won(self, score: str, moves: int, code: str) -> None:
        self.won.querySelector("[data-show='won-score']").textContent = score
        self.won.querySelector("[data-show='won-moves']").textContent = str(moves)
        self.won.querySelector("[data-show='won-code']").textContent = code
        self.close_all()
        self._show(self.won)

    def close_all(self) -> None:
        for dialog in (self.new_game, self.settings, self.won):
            if dialog.open:
                dialog.close()

    def open_dialog(self) -> Any:
        for dialog in (self.new_game, self.settings, self.won):
            if dialog.open:
                return dialog
        return None

    def _show(self, dialog: Any) -> None:
        if not dialog.open:
            dialog.showModal()

    def _setting_changed(self, event: Any) -> None:
        if event.target == self.double_tap or event.target.dataset.setting == "double-tap":
            self.board.settings.double_tap = bool(self.double_tap.checked)
            self.board.settings.save(self.board.storage)

    def _submitted(self, event: Any) -> None:
        event.preventDefault()
        self.deal()

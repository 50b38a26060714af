"""The windows over the table: New game, Settings, Rules, Statistics and the win screen (markup in index.html).

None changes anything by closing, so each closes by its close button, by Escape (the browser's own
``cancel``) and by a tap or click outside it (on its backdrop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy

from ..codes import GameCode
from ..errors import InvalidCodeError
from . import rules, stats
from .dom import found
from .settings import TABLES

if TYPE_CHECKING:
    from .board import Board

NAMES = ("new-game", "settings", "won", "rules", "stats")
RARE_AFTER = 10
"""Deals tried for "winnable deals only" before the window says that such deals can be rare."""


class Dialogs:
    def __init__(self, document: Any, root: Any, board: Board) -> None:
        self.document, self.root, self.board = document, root, board
        self.windows = {name: root.querySelector(f"[data-dialog='{name}']") for name in NAMES}
        self.new_game = self.windows["new-game"]
        self.settings = self.windows["settings"]
        self.won = self.windows["won"]
        self.code_field = self.new_game.querySelector("[name='code']")
        self.code_error = self.new_game.querySelector("[data-show='code-error']")
        self.winnable_field = self.new_game.querySelector("[name='winnable']")
        self.search_el = self.new_game.querySelector("[data-show='deal-search']")
        self.deal_button = self.new_game.querySelector("[data-action='deal']")
        self.double_tap = self.settings.querySelector("[data-setting='double-tap']")
        self.rules_el = self.windows["rules"].querySelector("[data-show='rules']")
        self.rules_language: str | None = None
        self.stats_el = self.windows["stats"].querySelector("[data-show='stats']")
        self.confirm_el = self.windows["stats"].querySelector("[data-show='reset-confirm']")
        self._on_change = create_proxy(self._setting_changed)
        self._on_submit = create_proxy(self._submitted)
        self._on_close = create_proxy(self._new_game_closed)
        self._on_backdrop = create_proxy(self._backdrop)
        self._on_press = create_proxy(self._pressed)
        self.pressed_outside: Any = None
        """The window whose backdrop the last press began on (the tap that opens a window ends on its
        backdrop: it must not close it)."""
        for dialog in self.windows.values():
            dialog.addEventListener("pointerdown", self._on_press)
            dialog.addEventListener("click", self._on_backdrop)
        self.settings.addEventListener("change", self._on_change)
        self.new_game.addEventListener("submit", self._on_submit)
        self.new_game.addEventListener("close", self._on_close)

    def handle(self, action: str, button: Any) -> None:
        if action == "new-game":
            self.open_new_game()
        elif action == "settings":
            self.open_settings()
        elif action == "rules":
            self.open_rules()
        elif action == "stats":
            self.open_stats()
        elif action == "reset-stats":
            self.confirm_el.hidden = False
            self.confirm_el.querySelector("[data-action='cancel-reset']").focus()
        elif action == "cancel-reset":
            self._hide_confirm()
        elif action == "confirm-reset":
            self.board.reset_stats()
            self._hide_confirm()
            self.stats_el.innerHTML = stats.render(self.board.texts, self.board.stats)
            self.board.announcer.announce(self.board.texts("stats.reset-done"))
        elif action in ("close", "dismiss"):
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
        self.winnable_field.checked = self.board.settings.winnable_only
        self._show(self.new_game)

    def open_settings(self) -> None:
        settings = self.board.settings
        self.close_all()
        self.double_tap.checked = settings.double_tap
        self.settings.querySelector("[data-setting='four-colour']").checked = settings.four_colour
        self.settings.querySelector("[data-setting='large-print']").checked = settings.large_print
        self.settings.querySelector("[data-setting='winnable-mark']").checked = settings.winnable_mark
        self.settings.querySelector("[data-setting='language']").value = self.board.texts.language
        for field in self.settings.querySelectorAll("input[name='table']"):
            field.checked = str(field.value) == settings.table
        self._show(self.settings)

    def open_rules(self) -> None:
        """The rules in the current language (drawn once per language)."""
        self.close_all()
        texts = self.board.texts
        if self.rules_language != texts.language:
            self.rules_el.innerHTML = rules.render(texts)
            self.rules_language = texts.language
        self.rules_el.scrollTop = 0
        self._show(self.windows["rules"])

    def open_stats(self) -> None:
        self.close_all()
        self._hide_confirm()
        self.stats_el.innerHTML = stats.render(self.board.texts, self.board.stats)
        self._show(self.windows["stats"])

    def _hide_confirm(self) -> None:
        self.confirm_el.hidden = True

    def translated(self) -> None:
        """The language changed: redraw the windows whose content is made here."""
        if self.rules_language is not None and self.rules_language != self.board.texts.language:
            self.rules_el.innerHTML = rules.render(self.board.texts)
            self.rules_language = self.board.texts.language
        if self.windows["stats"].open:
            self.stats_el.innerHTML = stats.render(self.board.texts, self.board.stats)
        if self.won.open:
            game = self.board.game
            self.show_won(self.board.texts.score(game.score, game.vegas), game.moves, str(game.code))

    def deal(self) -> None:
        """Deal the code typed in, or a random deal of the mode chosen (with "winnable deals only", the
        first that the solver wins); a wrong code is only reported."""
        board = self.board
        if board.coach.searching_deal():
            return
        text = str(self.code_field.value or "").strip()
        if text:
            try:
                code = GameCode.parse(text[:64])
            except InvalidCodeError as error:
                self.code_error.textContent = board.texts.reason(error.reason)
                self.code_field.focus()
                return
            board.new_game(code)
            return
        draw = 3 if self.new_game.querySelector("input[name='draw'][value='3']").checked else 1
        scoring = "V" if self.new_game.querySelector("input[name='scoring'][value='V']").checked else "N"
        winnable = bool(self.winnable_field.checked)
        if winnable != board.settings.winnable_only:
            board.settings.winnable_only = winnable
            board.save_settings()
        if not winnable:
            board.deal_random(draw, scoring)
            return
        self.deal_button.disabled = True
        self._searching(0)
        board.coach.find_deal(draw, scoring, self._searching, lambda code: board.new_game(code, winnable=True))

    def _searching(self, tried: int) -> None:
        texts = self.board.texts
        words = texts("new.searching", count=texts.number(tried))
        if tried >= RARE_AFTER:
            words += " " + texts("new.searching-rare")
        self.search_el.hidden = False
        self.search_el.textContent = words

    def _new_game_closed(self, *_: Any) -> None:
        """The New game window closed (a deal, Cancel or Escape): a search for a winnable deal stops."""
        self.board.coach.cancel_deal()
        self.deal_button.disabled = False
        self.search_el.hidden = True
        self.search_el.textContent = ""

    def show_won(self, score: str, moves: int, code: str) -> None:
        self.won.querySelector("[data-show='won-score']").textContent = score
        self.won.querySelector("[data-show='won-moves']").textContent = str(moves)
        self.won.querySelector("[data-show='won-code']").textContent = code
        if not self.won.open:
            self.close_all()
            self._show(self.won)

    def close_all(self) -> None:
        for dialog in self.windows.values():
            if dialog.open:
                dialog.close()

    def open_dialog(self) -> Any:
        for dialog in self.windows.values():
            if dialog.open:
                return dialog
        return None

    def _show(self, dialog: Any) -> None:
        """Open ``dialog``; opened by a tap or a click, the window itself takes focus (no ring shows on its
        first control), opened from the keyboard, its first control."""
        if not dialog.open:
            dialog.showModal()
            if self.board.by_pointer:
                dialog.focus()

    def _pressed(self, event: Any) -> None:
        dialog = event.currentTarget
        self.pressed_outside = dialog if _outside(dialog, event) else None

    def _backdrop(self, event: Any) -> None:
        """A tap or click on a window's backdrop (pressed and released there) closes it."""
        dialog = event.currentTarget
        pressed, self.pressed_outside = self.pressed_outside, None
        if pressed is not None and pressed.isSameNode(dialog) and _outside(dialog, event):
            dialog.close()

    def _setting_changed(self, event: Any) -> None:
        target = event.target
        name = str(target.dataset.setting or "") if target.hasAttribute("data-setting") else ""
        board, settings = self.board, self.board.settings
        if name == "double-tap":
            settings.double_tap = bool(target.checked)
        elif name == "four-colour":
            settings.four_colour = bool(target.checked)
        elif name == "large-print":
            settings.large_print = bool(target.checked)
        elif name == "winnable-mark":
            settings.winnable_mark = bool(target.checked)
            board.save_settings()
            board.coach.update_mark()
            return
        elif name == "table" and str(target.value) in TABLES:
            settings.table = str(target.value)
        elif name == "language":
            board.set_language(str(target.value))
            return
        else:
            return
        board.save_settings()
        board.apply_settings()
        if name == "large-print":
            board.relayout()  # the bar's text size changed: measure the table again

    def _submitted(self, event: Any) -> None:
        event.preventDefault()
        self.deal()


def _outside(dialog: Any, event: Any) -> bool:
    """Whether a pointer event on ``dialog`` fell on its backdrop (the element itself, outside its box)."""
    if not event.target.isSameNode(dialog):
        return False
    box = dialog.getBoundingClientRect()
    return not (box.left <= event.clientX <= box.right and box.top <= event.clientY <= box.bottom)

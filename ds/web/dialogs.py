"""The windows over the table: New game, Settings, Rules, Statistics, the win screen, and the question asked
before a game in progress is given up for another (markup in index.html).

None changes anything by closing (closing the question keeps the game in progress), so each closes by its
close button, by Escape (the browser's own ``cancel``) and by a tap or click outside it (on its backdrop).
A host page's commands act on the game under an open window: what a window shows of the game follows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy

from ..codes import GameCode
from ..errors import InvalidCodeError
from . import deals, rules, stats
from .clock import clock_text
from .dom import found
from .embed import pasted_code
from .localize import show_text
from .settings import TABLES

if TYPE_CHECKING:
    from ..reasons import Reason
    from .board import Board

NAMES = ("new-game", "settings", "won", "rules", "stats", "replace")
RARE_AFTER = 10
"""Deals tried for "winnable deals only" before the window says that such deals can be rare."""


class Dialogs:
    def __init__(self, root: Any, board: Board) -> None:
        self.board = board
        self.windows = {name: root.querySelector(f"[data-dialog='{name}']") for name in NAMES}
        self.new_game = self.windows["new-game"]
        self.settings = self.windows["settings"]
        self.won = self.windows["won"]
        self.code_field = self.new_game.querySelector("[name='code']")
        self.code_error = self.new_game.querySelector("[data-show='code-error']")
        self.winnable_field = self.new_game.querySelector("[name='winnable']")
        self.search_el = self.new_game.querySelector("[data-show='deal-search']")
        self.deal_button = self.new_game.querySelector("[data-action='deal']")
        self.daily_el = self.new_game.querySelector("[data-show='daily-stats']")
        self.double_tap = self.settings.querySelector("[data-setting='double-tap']")
        self.rules_el = self.windows["rules"].querySelector("[data-show='rules']")
        self.rules_language: str | None = None
        self.stats_el = self.windows["stats"].querySelector("[data-show='stats']")
        self.confirm_el = self.windows["stats"].querySelector("[data-show='reset-confirm']")
        self.give_up_el = self.new_game.querySelector("[data-show='replace-confirm']")
        self.given_up = False
        """The player said, in the New game window, to give up the game in progress."""
        self.after_give_up: Callable[[], None] = self.deal
        """What the New game window does once the player gives the game in progress up."""
        self.question = "replace.ask-deal"
        """The New game window's question before it gives the game in progress up (a new deal, the same again)."""
        self.replay_buttons = root.querySelectorAll("dialog [data-action='replay']")
        """Play this deal again, in the New game and the win windows."""
        self.replace = self.windows["replace"]
        self.then: Callable[[], None] | None = None
        """What the replace window does if the player gives the game in progress up."""
        self.asked: tuple[GameCode, bool] | None = None
        """What the replace window last asked about: the code the address asks for, and whether as a random deal of
        its mode (its words are made again in another language)."""
        self.code_reason: Reason | None = None
        """What is wrong with the code typed in, as the New game window says it (again in another language)."""
        self._on_change = create_proxy(self._setting_changed)
        self._on_deal = create_proxy(self._deal_clicked)
        self._on_close = create_proxy(self._new_game_closed)
        self._on_replace_close = create_proxy(self._replace_closed)
        self._on_backdrop = create_proxy(self._backdrop)
        self._on_press = create_proxy(self._pressed)
        self.pressed_outside: Any = None
        """The window whose backdrop the last press began on (the tap that opens a window ends on its
        backdrop: it must not close it)."""
        self._on_closed = create_proxy(self._closed)
        self.new_game_button = root.querySelector(".controls [data-action='new-game']")
        """The bar's New game button: where focus goes when a closing window has nowhere to give it back."""
        for dialog in self.windows.values():
            dialog.addEventListener("pointerdown", self._on_press)
            dialog.addEventListener("click", self._on_backdrop)
            dialog.addEventListener("close", self._on_closed)
        self.settings.addEventListener("change", self._on_change)
        self.deal_button.addEventListener("click", self._on_deal)
        self.new_game.addEventListener("close", self._on_close)
        self._on_mode = create_proxy(self._mode_changed)
        self._on_midnight = create_proxy(self._midnight)
        self.midnight: Any = None
        """The timer that shows the daily line again when the date changes while the New game window is open."""
        self.new_game.addEventListener("change", self._on_mode)
        self.replace.addEventListener("close", self._on_replace_close)

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
        elif action == "daily":
            self.deal_daily()
        elif action == "replay":
            self.replay()
        elif action in ("close", "dismiss", "keep-playing"):
            dialog = button.closest("dialog")
            if found(dialog):
                dialog.close()
        elif action == "give-up":
            self.give_up(button)

    def open_new_game(self) -> None:
        self._opening()
        game = self.board.game
        for field in self.new_game.querySelectorAll("input[name='draw'], input[name='scoring']"):
            field.checked = str(field.value) in (str(game.draw), "V" if game.vegas else "N")
        self.code_field.value = ""
        self._code_error(None)
        self.given_up = False
        self.give_up_el.hidden = True
        self.winnable_field.checked = self.board.settings.winnable_only
        self.show_daily()
        self._offer_replay()
        self._show(self.new_game)

    def open_settings(self) -> None:
        self._opening()
        self._fill_settings()
        self._show(self.settings)

    def _fill_settings(self) -> None:
        """The Settings window's fields as the settings are."""
        settings = self.board.settings
        self.double_tap.checked = settings.double_tap_now
        self.settings.querySelector("[data-setting='four-colour']").checked = settings.four_colour
        self.settings.querySelector("[data-setting='large-print']").checked = settings.large_print
        self.settings.querySelector("[data-setting='stock-right']").checked = settings.stock_right
        self.settings.querySelector("[data-setting='winnable-mark']").checked = settings.winnable_mark
        self.settings.querySelector("[data-setting='language']").value = self.board.texts.language
        for field in self.settings.querySelectorAll("input[name='table']"):
            field.checked = str(field.value) == settings.table

    def open_rules(self) -> None:
        """The rules in the current language (drawn once per language)."""
        self._opening()
        texts = self.board.texts
        if self.rules_language != texts.language:
            self.rules_el.innerHTML = rules.render(texts)
            self.rules_language = texts.language
        self.rules_el.scrollTop = 0
        self._show(self.windows["rules"])

    def open_stats(self) -> None:
        self._opening()
        self._hide_confirm()
        self.stats_el.innerHTML = stats.render(self.board.texts, self.board.stats)
        self._show(self.windows["stats"])

    def _opening(self) -> None:
        """The player opens a window: what their pointer was doing on the table ends first, so that nothing is played
        under the window and it shows the game as it then is; any other window closes."""
        self.board.settle_input()
        self.close_all()

    def _hide_confirm(self) -> None:
        """The question goes; if one of its buttons had focus, Reset statistics takes it back (not the page)."""
        held = self.confirm_el.contains(self.board.document.activeElement)
        self.confirm_el.hidden = True
        if held:
            self.windows["stats"].querySelector("[data-action='reset-stats']").focus()

    def translated(self) -> None:
        """The language changed: redraw the windows whose content is made here."""
        if self.rules_language is not None and self.rules_language != self.board.texts.language:
            self.rules_el.innerHTML = rules.render(self.board.texts)
            self.rules_language = self.board.texts.language
        if self.windows["stats"].open:
            self.stats_el.innerHTML = stats.render(self.board.texts, self.board.stats)
        if self.won.open:
            self.show_won(self.board.endgame.bests)
        if self.new_game.open:
            self.show_daily()
            self._code_error(self.code_reason)
        self.game_changed()  # the New game window's question
        if self.replace.open:
            self._show_replace_question()

    def deal(self) -> None:
        """Deal the code typed in, or a random deal of the mode chosen (with "winnable deals only", the
        first that the solver wins); a wrong code is only reported."""
        board = self.board
        if board.coach.searching_deal():
            return
        text = str(self.code_field.value or "").strip()
        code = None
        if text:
            try:
                code = GameCode.parse(pasted_code(text)[:64])
            except InvalidCodeError as error:
                self._code_error(error.reason)
                self.code_field.focus()
                return
        if not self._may_give_up(self.deal):
            return
        if code is not None:
            board.new_game(code)
            return
        draw, scoring = self._mode()
        winnable = bool(self.winnable_field.checked)
        if winnable != board.settings.winnable_only:
            board.settings.winnable_only = winnable
            board.save_settings()
        if not winnable:
            board.deal_random(draw, scoring)
            return
        known = board.winnable_code(draw, scoring)
        if known is not None:  # from the table of deals proven winnable: at once
            board.new_game(known, winnable=True)
            return
        self.deal_button.disabled = True
        self._searching(0)
        board.coach.find_deal(draw, scoring, self._searching, lambda code: board.new_game(code, winnable=True))

    def _code_error(self, reason: Reason | None) -> None:
        """Say what is wrong with the code typed in (nothing: None); the field is marked invalid meanwhile, its
        description the error, so a screen reader says it again when the field is reached."""
        self.code_reason = reason
        show_text(self.board.document, self.code_error, self.board.texts.reason(reason) if reason is not None else "")
        if reason is not None:
            self.code_field.setAttribute("aria-invalid", "true")
        else:
            self.code_field.removeAttribute("aria-invalid")

    def _mode(self) -> tuple[int, str]:
        """The draw and scoring chosen in the New game window."""
        draw = 3 if self.new_game.querySelector("input[name='draw'][value='3']").checked else 1
        scoring = "V" if self.new_game.querySelector("input[name='scoring'][value='V']").checked else "N"
        return draw, scoring

    def deal_daily(self) -> None:
        """Today's deal of the mode chosen."""
        board = self.board
        if board.coach.searching_deal():
            return
        draw, scoring = self._mode()
        if not board.has_daily(draw, scoring):
            self.daily_el.textContent = board.texts("daily.none")
            return
        if self._may_give_up(self.deal_daily):  # only then is it the daily deal whose days count
            code = board.daily_code(draw, scoring)
            if code is not None:
                board.new_game(code, daily=True)

    def replay(self) -> None:
        """Deal the game on the table again from its start: its code, so the same cards, draw and scoring
        (``Game.deal``). A game in progress is given up only once the player says so in the New game window (the
        win window's game is won: nothing to ask)."""
        board = self.board
        code = board.game.code
        if code is None:
            return
        if self._may_give_up(self.replay, "replace.ask-replay"):
            board.coach.cancel_deal()  # a winnable deal sought for Deal gives way to this one, before it is found
            board.new_game(code, again=True)  # the daily deal on the table stays that day's (deals.py)

    def _offer_replay(self) -> None:
        """Play this deal again is offered for a game with a code (not a position set up by hand) and a move
        played (a deal untouched is that deal already)."""
        game = self.board.game
        for button in self.replay_buttons:
            button.hidden = game.code is None or game.move_count == 0

    def show_daily(self) -> None:
        """The daily deal's days of the mode chosen, and which day's deal the game on the table is; shown again
        when the date changes while the window is open."""
        board = self.board
        draw, scoring = self._mode()
        mode = f"D{draw}{scoring}"
        line = board.deals.daily[mode]
        today = board.today().toordinal()
        el = self.daily_el
        el.dataset.played, el.dataset.won = str(line.played), str(line.won)
        el.dataset.streak = str(line.current_streak(today))
        words = deals.daily_words(board.texts, mode, line, today, board.deals.day_of(board.game.code))
        show_text(board.document, el, words)
        board.window.clearTimeout(self.midnight)
        self.midnight = board.window.setTimeout(self._on_midnight, board.ms_to_midnight())

    def _midnight(self, *_: Any) -> None:
        if self.new_game.open:
            self.show_daily()

    def _mode_changed(self, *_: Any) -> None:
        self.show_daily()

    # --- giving up a game in progress ---------------------------------------------------------

    def ask_replace(self, code: GameCode, fresh: bool, then: Callable[[], None]) -> None:
        """Ask before the game in progress is given up for ``code`` (``fresh``: a random deal of its mode), which
        the address asks for; ``then`` opens it. Keeping the game on the table is the default (focused, and Escape)."""
        self.close_all()
        self.then, self.asked = then, (code, fresh)
        self._show_replace_question()
        self._show(self.replace)
        self.replace.querySelector("[data-action='keep-playing']").focus()

    def give_up(self, button: Any) -> None:
        """The player gives the game in progress up: deal (New game window) or open what the address asked."""
        if found(button.closest("[data-dialog='new-game']")):
            self.given_up = True
            self.after_give_up()
            return
        then, self.then = self.then, None
        self.replace.close()
        if then is not None:
            then()

    def _may_give_up(self, then: Callable[[], None], question: str = "replace.ask-deal") -> bool:
        """In the New game window: whether the game on the table may be given up now; if not, ask first
        (``question``), and ``then`` (a deal, today's deal, the same deal again) runs again once the player gives
        it up."""
        if not self.board.in_progress() or self.given_up:
            return True
        self.after_give_up, self.question = then, question
        self._code_error(None)
        show_text(self.board.document, self.give_up_el.querySelector("[data-show='replace-text']"), self._ask(question))
        self.give_up_el.hidden = False
        self.give_up_el.querySelector("[data-action='keep-playing']").focus()
        return False

    def _show_replace_question(self) -> None:
        if self.asked is None:
            return
        texts, (code, fresh) = self.board.texts, self.asked
        what = texts("replace.mode", mode=texts(f"mode.{code.mode}")) if fresh else str(code)
        show_text(self.board.document, self.replace.querySelector("[data-show='replace-text']"),
                  self._ask("replace.ask-link", game=what))

    def _ask(self, key: str, **values: str) -> str:
        """The question before the game on the table is given up: its moves, and in Vegas the dollars it ends at,
        which giving it up adds to the running total."""
        texts, game = self.board.texts, self.board.game
        moves = texts.plural("count.moves", game.move_count)
        if game.vegas:
            moves = texts("replace.moves-vegas", moves=moves, score=texts.money(game.score))
        return texts(key, moves=moves, **values)

    def _replace_closed(self, *_: Any) -> None:
        """Kept playing (or gave up: the new game is on the table already): the address shows the game."""
        self.then = None
        self.board.show_address()

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
        self.board.window.clearTimeout(self.midnight)
        self.deal_button.disabled = False
        self.search_el.hidden = True
        self.search_el.textContent = ""

    def show_won(self, bests: tuple[str, ...]) -> None:
        """The win window: score, moves, time, whether the win is a best of its mode (``Stats.bests``)."""
        texts, game = self.board.texts, self.board.game
        shown = {
            "won-score": texts.score(game.score, game.vegas),
            "won-moves": texts.number(game.move_count),
            "won-time": clock_text(game.played_ms // 1000),
            "won-code": str(game.code or ""),
            "won-best": stats.best_words(texts, game.mode, bests),
        }
        for name, text in shown.items():
            self.won.querySelector(f"[data-show='{name}']").textContent = text
        self.won.querySelector("[data-show='won-best']").hidden = not bests
        self.won.dataset.best = " ".join(bests)
        self._offer_replay()
        if not self.won.open:
            self.close_all()
            self._show(self.won)

    def close_won(self) -> None:
        """The win window goes: the game on the table is not won (any more)."""
        if self.won.open:
            self.won.close()

    def game_changed(self) -> None:
        """The game on the table changed under an open window (a host page's command, another tab's game): the
        New game window's question says its moves again, the Statistics window its figures, and Play this deal
        again is offered as the game allows."""
        if self.new_game.open and not self.give_up_el.hidden:
            show_text(self.board.document, self.give_up_el.querySelector("[data-show='replace-text']"),
                      self._ask(self.question))
        if self.new_game.open or self.won.open:
            self._offer_replay()
        self.stats_changed()

    def game_adopted(self) -> None:
        """Another tab's game came to the table: the windows about the game that was here go (the win window, the
        question before giving it up for a link's game, and the New game window's before giving it up for a deal or
        the same deal again, which would have dealt for the other tab's game); the others stay open and show what is
        current."""
        self.close_won()
        if self.replace.open:
            self.replace.close()
        if not self.give_up_el.hidden:
            asking = self.give_up_el.contains(self.board.document.activeElement)
            self.give_up_el.hidden = True
            if asking:  # its button hidden, the focus would fall to the page's body
                self.new_game.querySelector("[data-action='deal']").focus()
        self.given_up = False
        if self.board.coach.searching_deal():  # a winnable deal sought to replace the game that was here: not this one
            self._new_game_closed()
        self.game_changed()

    def stats_changed(self) -> None:
        """The statistics changed (this game, another tab's): an open Statistics window shows them."""
        if self.windows["stats"].open:
            self.stats_el.innerHTML = stats.render(self.board.texts, self.board.stats)

    def settings_changed(self) -> None:
        """Another tab changed the settings: an open Settings window shows them."""
        if self.settings.open:
            self._fill_settings()

    def deals_changed(self) -> None:
        """Another tab played a daily deal: an open New game window counts it."""
        if self.new_game.open:
            self.show_daily()

    def close_all(self) -> None:
        for dialog in self.windows.values():
            if dialog.open:
                dialog.close()

    def open_dialog(self) -> Any:
        for dialog in self.windows.values():
            if dialog.open:
                return dialog
        return None

    def reveal_focus(self) -> None:
        """The open window's control in focus back in view after the screen changed size: a phone's keyboard, up
        for the game code's field, made the page shorter, and the field lay under the window's footer (large print,
        390 x 450 of 390 x 844), typed into unseen."""
        dialog = self.open_dialog()
        focused = self.board.document.activeElement
        if dialog is not None and found(focused) and dialog.contains(focused) and not focused.isSameNode(dialog):
            focused.scrollIntoView(self.board.window.JSON.parse('{"block": "nearest"}'))

    def _show(self, dialog: Any) -> None:
        """Open ``dialog``; opened by a tap or a click, the window itself takes focus (no ring shows on its
        first control), opened from the keyboard, its first control."""
        if not dialog.open:
            dialog.showModal()
            if self.board.by_pointer:
                dialog.focus(self._focus_options())

    def _closed(self, event: Any) -> None:
        """A window closed: the browser gives focus back to what had it before it opened; when that was nothing
        (the win window, opened by a tapped winning move, or the question a link asks), focus stays on the
        closed window's button, which the browser then drops to the page's body: the bar's New game button
        takes it instead."""
        document = self.board.document
        active = document.activeElement
        lost = not found(active) or active.isSameNode(document.body) or event.currentTarget.contains(active)
        if lost and self.open_dialog() is None:
            self.new_game_button.focus(self._focus_options())
        elif self.board.by_pointer and found(active) and active.matches(":focus-visible"):
            # WebKit rings the control a window closed by a click gives focus back to (Chromium and Firefox ring
            # it only after a key): focused again, ringless, as they leave it.
            active.blur()
            active.focus(self._focus_options())

    def _focus_options(self) -> Any:
        """FocusOptions for focus given by script: no ring after a click or tap (WebKit would ring it), the
        browser's own choice after a key."""
        return self.board.window.JSON.parse('{"focusVisible": false}' if self.board.by_pointer else "{}")

    def _pressed(self, event: Any) -> None:
        self.board.by_pointer = True  # a press in a window (its backdrop, a control): what closes it is a pointer
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
            settings.double_tap, settings.visit_double_tap = bool(target.checked), None
        elif name == "four-colour":
            settings.four_colour = bool(target.checked)
        elif name == "large-print":
            settings.large_print = bool(target.checked)
        elif name == "stock-right":
            settings.stock_right = bool(target.checked)
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
        if name in ("large-print", "stock-right"):
            board.relayout()  # the bar's text size or the piles' places changed: measure the table again

    def _deal_clicked(self, event: Any) -> None:
        """Deal, clicked or Enter in the window (which clicks it): no form is submitted, so a frame whose
        sandbox lacks allow-forms deals too."""
        event.preventDefault()
        self.deal()


def _outside(dialog: Any, event: Any) -> bool:
    """Whether a pointer event on ``dialog`` fell on its backdrop (the element itself, outside its box)."""
    if not event.target.isSameNode(dialog):
        return False
    box = dialog.getBoundingClientRect()
    return not (box.left <= event.clientX <= box.right and box.top <= event.clientY <= box.bottom)

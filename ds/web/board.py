"""The board: owns the game, asks the engine what each gesture means, and shows the result.

No rule is decided here: taps, double taps and drops go to ``ds.gestures``,
which answers with a legal move or says why nothing happens.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote

from pyodide.ffi import create_proxy

from ..codes import DEAL_COUNT, GameCode
from ..errors import IllegalMoveError, InvalidCodeError, RefusalError, SaveError, UndoError
from ..game import Game
from ..gestures import double_tap_move, drop_move, drop_targets, tap_move
from ..moves import Move
from ..piles import pile_index
from ..save import dump, load
from ..scoring import dollars
from .dialogs import Dialogs
from .dom import found
from .layout import drop_target
from .settings import Settings
from .view import Sprite, View

DOUBLE_TAP_MS = 300
SAVE_KEY = "double-solitaire.game"
SAVE_DELAY_MS = 40
MESSAGE_MS = 4000


class Board:
    """The game on the page."""

    def __init__(self, document: Any, window: Any, root: Any) -> None:
        self.document, self.window, self.root = document, window, root
        self.storage = _storage(window)
        self.settings = Settings.load(self.storage)
        self.view = View(document, window, root)
        self.game = Game(self._random_code(self.settings.draw, self.settings.scoring))
        self.pending: tuple[str, int | None] | None = None
        self.timer: Any = None
        self.message_timer: Any = None
        self.save_timer: Any = None
        self.listeners: list[Callable[[str, dict[str, Any]], None]] = []
        """Called with an event name (ready, game, move, won) and its data."""
        self.message_el = root.querySelector("[data-show='message']")
        self.dialogs = Dialogs(document, root, self)
        self._proxies = [
            create_proxy(self._fire_pending),
            create_proxy(self._clear_message),
            create_proxy(self._on_key),
            create_proxy(self._on_resize),
            create_proxy(self._on_hash),
            create_proxy(self._on_action),
            create_proxy(self._save_now),
        ]
        self._fire, self._clear, on_key, on_resize, on_hash, on_action, self._save = self._proxies
        document.addEventListener("keydown", on_key)
        window.addEventListener("resize", on_resize)
        window.addEventListener("hashchange", on_hash)
        root.addEventListener("click", on_action)
        from .pointer import Pointer

        self.pointer = Pointer(document, window, self.view.table_el, self)

    def start(self, code: GameCode | None = None) -> None:
        """Show ``code``, else the game of the URL, else the game saved in this browser, else a random
        deal; then take input. A saved game of the same code is resumed."""
        saved = self._restore()
        text = str(self.window.location.hash or "")[1:]
        if code is not None:
            self.show(saved if saved is not None and saved.code == code else Game(code))
        elif not text:
            self.show(saved or Game(self._random_code(self.settings.draw, self.settings.scoring)))
        else:
            try:
                code = GameCode.parse(_decode(text))
            except InvalidCodeError as error:
                self.say(f"The game code in the address is wrong: {error}. Here is a new deal.")
                self.show(Game(self._random_code(self.settings.draw, self.settings.scoring)))
            else:
                self.show(saved if saved is not None and saved.code == code else Game(code))
        self.root.dataset.ready = "true"
        self._emit("ready", code=str(self.game.code))

    # --- games -------------------------------------------------------------------------

    def _random_code(self, draw: int, scoring: str) -> GameCode:
        return GameCode(draw, scoring, random.randrange(DEAL_COUNT))

    def deal_random(self, draw: int, scoring: str) -> None:
        """A new random deal of a mode."""
        self.new_game(self._random_code(draw, scoring))

    def new_game(self, code: GameCode) -> None:
        """Deal ``code`` and show it; its mode becomes the default for the next deal."""
        self.settings.draw, self.settings.scoring = code.draw, code.scoring
        self.settings.save(self.storage)
        self.show(Game(code))

    def show(self, game: Game) -> None:
        """Make ``game`` the one on the table; the address bar shows its code."""
        self._cancel_pending()
        self.game = game
        self.window.history.replaceState(None, "", f"#{game.code}")
        self.view.measure()
        self.view.render(game, animate=False)
        self.dialogs.close_all()
        self._emit("game", code=str(game.code))
        self._after()

    def _restore(self) -> Game | None:
        """The game saved in this browser, or None; a save that cannot be read is reported, never half-loaded."""
        try:
            raw = self.storage.getItem(SAVE_KEY) if self.storage is not None else None
        except Exception:  # storage unavailable (private mode): start afresh
            return None
        if not found(raw) or not raw:
            return None
        try:
            return load(str(raw))
        except SaveError as error:
            self.say(f"Your last game could not be restored ({error}); here is a new deal.")
            return None

    def _schedule_save(self) -> None:
        """Save soon, off the tap's path."""
        if self.save_timer is None:
            self.save_timer = self.window.setTimeout(self._save, SAVE_DELAY_MS)

    def _save_now(self, *_: Any) -> None:
        self.save_timer = None
        try:
            self.storage.setItem(SAVE_KEY, dump(self.game))
        except Exception:  # full or private mode: the game goes on, unsaved
            pass

    # --- what the pointer reports -----------------------------------------------------------

    def touch(self, pile: str, index: int | None) -> None:
        """A pointer went down: a pending single tap on another card happens now."""
        if self.pending is not None and self.pending != (pile, index):
            self._fire_pending()

    def tap(self, pile: str, index: int | None) -> None:
        if pile == "stock" or not self.settings.double_tap:
            self._act(pile, index, tap_move)
            return
        if self.pending == (pile, index):
            self._cancel_pending()
            self._act(pile, index, double_tap_move)
            return
        self._fire_pending()
        self.pending = (pile, index)
        self.timer = self.window.setTimeout(self._fire, DOUBLE_TAP_MS)

    def lift(self, pile: str, index: int | None) -> list[Sprite]:
        """A drag starts: the cards it carries, or none when they cannot move."""
        self._fire_pending()
        try:
            targets = drop_targets(self.game, pile, index)
        except (IllegalMoveError, ValueError):
            return []
        if index is None:
            index = len(self.game.pile_cards(pile_index(pile))) - 1
        self._mark_targets(targets)
        return self.view.sprites_from(pile, index)

    def drop(self, pile: str, index: int | None, sprites: list[Sprite], point: tuple[float, float]) -> None:
        self._mark_targets([])
        table = self.view.table
        target = drop_target(table, *point) if table is not None else None
        lifted = frozenset(sprites)
        if target is None:
            self.view.render(self.game, lifted=lifted)
            return
        try:
            move = drop_move(self.game, pile, index, target)
        except IllegalMoveError as error:
            self.view.render(self.game, lifted=lifted)
            self.say(_sentence(error))
            return
        self._play(move, lifted=lifted)

    # --- acting ----------------------------------------------------------------------------

    def _fire_pending(self, *_: Any) -> None:
        if self.pending is None:
            return
        pile, index = self.pending
        self._cancel_pending()
        self._act(pile, index, tap_move)

    def _cancel_pending(self) -> None:
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
        self.timer = None
        self.pending = None

    def _act(self, pile: str, index: int | None, find: Any) -> None:
        try:
            move = find(self.game, pile, index)
        except (IllegalMoveError, ValueError) as error:
            if pile != "stock" and index is None:
                return  # a tap on an empty pile's space: nothing to say
            self.view.shake(self.view.sprites_from(pile, index) if index is not None else [])
            self.say(_sentence(error))
            return
        self._play(move)

    def _play(self, move: Move, lifted: frozenset[Sprite] = frozenset()) -> None:
        self.game.play(move)
        moved = self.view.render(self.game, lifted=lifted)
        if not move.is_draw and not move.is_recycle:
            self.view.flash([s for s in moved if s.pile == move.target])
        self._moved(str(move))

    def undo(self) -> None:
        self._cancel_pending()
        try:
            self.game.undo()
        except UndoError as error:
            self.say(_sentence(error))
            return
        self.view.render(self.game)
        self._moved("undo")

    def _moved(self, what: str) -> None:
        game = self.game
        self._emit("move", move=what, score=game.score, moves=game.moves, won=game.is_won())
        self._after()

    def _after(self) -> None:
        self._schedule_save()
        game = self.game
        if game.is_won():
            score = dollars(game.score) if game.vegas else f"{game.score:,}"
            self.dialogs.show_won(score, game.moves, str(game.code))
            self._emit("won", score=game.score, moves=game.moves, code=str(game.code))

    def _emit(self, kind: str, **data: Any) -> None:
        """Tell the listeners (the embedding bridge) what happened."""
        for listener in self.listeners:
            listener(kind, data)

    # --- page events ---------------------------------------------------------------------------

    def _on_action(self, event: Any) -> None:
        button = event.target.closest("[data-action]")
        if not found(button):
            return
        action = str(button.dataset.action)
        if action == "undo":
            self.undo()
        elif action == "copy-code":
            self._copy_code()
        else:
            self.dialogs.handle(action, button)

    def _on_key(self, event: Any) -> None:
        if (event.ctrlKey or event.metaKey) and str(event.key).lower() == "z" and not event.shiftKey:
            if self.dialogs.open_dialog() is None:
                event.preventDefault()
                self.undo()

    def _on_resize(self, *_: Any) -> None:
        self.view.measure()
        self.view.render(self.game, animate=False)

    def _on_hash(self, *_: Any) -> None:
        """A code typed or pasted into the address bar opens that deal."""
        text = str(self.window.location.hash or "")[1:]
        try:
            code = GameCode.parse(_decode(text))
        except InvalidCodeError as error:
            if text:
                self.say(f"The game code in the address is wrong: {error}.")
            self.window.history.replaceState(None, "", f"#{self.game.code}")
            return
        if code != self.game.code:
            self.new_game(code)

    def _copy_code(self) -> None:
        code = str(self.game.code)
        try:
            self.window.navigator.clipboard.writeText(code)
            self.say(f"Copied {code}: share it to play the same deal.")
        except Exception:  # no clipboard here: show the code to copy by hand
            self.say(f"The game code is {code}.")

    def _mark_targets(self, targets: list[str]) -> None:
        for name, el in self.view.pile_els.items():
            if name in targets or (name.startswith("foundation") and any(t.startswith("foundation") for t in targets)):
                el.dataset.target = "true"
            elif el.hasAttribute("data-target"):
                el.removeAttribute("data-target")

    def say(self, text: str) -> None:
        """A short message in the status line (read by screen readers too)."""
        self.message_el.textContent = text
        if self.message_timer is not None:
            self.window.clearTimeout(self.message_timer)
        self.message_timer = self.window.setTimeout(self._clear, MESSAGE_MS)

    def _clear_message(self, *_: Any) -> None:
        self.message_el.textContent = ""
        self.message_timer = None


def _sentence(error: Exception) -> str:
    """An engine refusal as a sentence for the status line."""
    text = str(error.reason) if isinstance(error, RefusalError) else str(error)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _decode(text: str) -> str:
    """The code in a URL fragment, percent-decoded and cut short (a URL can be hostile)."""
    return unquote(text[:200])[:64]


def _storage(window: Any) -> Any:
    try:
        return window.localStorage
    except Exception:  # storage disabled: settings live for this visit only
        return None

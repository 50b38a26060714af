"""The board: owns the game, asks the engine what each gesture or key means, and shows the result.

No rule is decided here: taps, double taps, drops and keys go to
``ds.gestures``, which answers with a legal move or says why nothing happens
(a reason the page says in the player's language).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from pyodide.ffi import create_proxy

from ..codes import GameCode
from ..errors import IllegalMoveError, InvalidCodeError, RedoError, RefusalError, UndoError
from ..finish import can_finish
from ..game import Game
from ..gestures import FOUNDATION_AREA, double_tap_move, drop_move, drop_targets, tap_at_once, tap_move
from ..moves import Move
from ..piles import COLUMN_1, FOUNDATION_1, Pile
from . import localize
from .announce import LONG_MESSAGE_MS, Announcer
from .coach import Coach
from .dialogs import Dialogs
from .dom import found
from .embed import fragment_text, shown
from .endgame import Endgame
from .focus import next_pick
from .i18n import LANGUAGES, Texts, pick_language, sentence
from .keeper import Keeper
from .keyboard import Keyboard
from .layout import drop_target, pointed
from .playtime import PlayTime
from .share import Sharer
from .slices import Slices
from .sound import Sound, sound_of
from .speech import describe_move, describe_pick, describe_redo, describe_undo
from .stats import Facts
from .view import Sprite, View

DOUBLE_TAP_MS = 300
ADVICE_TIMES = 3
"""How many times a refused tap also says what would move the card (a double tap, a drag)."""
ADVISED = ("no-foundation", "tap-top-only")
"""The refusals of a tap that advice follows when the card could go to a column."""


class Board:
    """The game on the page."""

    def __init__(self, document: Any, window: Any, root: Any, framed: bool = False) -> None:
        """``framed``: the page runs in a frame, and keeps its data apart from the player's own (keeper.py)."""
        self.document, self.window, self.root = document, window, root
        self.framed = framed
        self.keeper = Keeper(self, window, framed)
        self.settings = self.keeper.settings()
        self.stats = self.keeper.stats()
        self.deals = self.keeper.deals()
        """This player's order of the winnable deals, and the daily deal's statistics."""
        self.texts = Texts.load(self._language())
        self.view = View(document, window, root, self.texts)
        self.announcer = Announcer(window, root)
        self.game = Game.deal(self.random_code(self.settings.draw, self.settings.scoring))
        self.pending: tuple[str, int | None] | None = None
        """The card of a single tap waiting for a second tap (a double tap)."""
        self.advised = 0
        self.by_pointer = False
        """The last input was a pointer's (not a key's): a window it opens shows no focus ring."""
        self.picked: tuple[str, int] | None = None
        """The cards the keyboard picked up: a pile and the index of the lowest card."""
        self.timer: Any = None
        self.listeners: list[Callable[[str, dict[str, Any]], None]] = []
        """Called with an event name (ready, game, move, won) and its data."""
        self.coach = Coach(self, Slices(window))
        self.dialogs = Dialogs(document, root, self)
        self.keyboard = Keyboard(root, self)
        self.sound = Sound(window, root, framed=framed)
        self.playtime = PlayTime(document, window, root, self)
        self.endgame = Endgame(self)
        self.sharer = Sharer(window, self)
        self.apply_settings()
        self._proxies = [
            create_proxy(self._fire_pending),
            create_proxy(self._on_key),
            create_proxy(self._on_resize),
            create_proxy(self._on_hash),
            create_proxy(self._on_action),
            create_proxy(self._on_gesture),
        ]
        self._fire, on_key, on_resize, on_hash, on_action, on_gesture = self._proxies
        document.addEventListener("keydown", on_gesture, True)
        document.addEventListener("pointerdown", on_gesture, True)
        document.addEventListener("keydown", on_key)
        window.addEventListener("resize", on_resize)
        window.addEventListener("hashchange", on_hash)
        root.addEventListener("click", on_action)
        from .pointer import Pointer

        self.pointer = Pointer(document, window, self.view.table_el, self)

    def start(self, code: GameCode | None = None, *, fresh: bool = False, refused: str | None = None) -> None:
        """Show the game of the address's fragment, else ``code`` (``fresh``: a random deal of the mode
        asked for), else the game saved in this browser, else a random deal; then take input. A saved
        game of the same code is resumed; a saved game in progress stays on the table until the player
        says to give it up. ``refused``: a code in the address that could not be read, said on the page.
        What could not be restored from storage is said once."""
        saved = self.keeper.game()
        if saved is not None:
            self.game = saved  # the game on the table until another replaces it (statistics)
        text = str(self.window.location.hash or "")[1:]
        if text:
            fresh = False
            try:
                code = GameCode.parse(fragment_text(text))
            except InvalidCodeError:
                code, refused = None, fragment_text(text)
        if code is None or (saved is not None and saved.code == code):
            self.show(saved or Game.deal(self.random_code(self.settings.draw, self.settings.scoring)))
        elif saved is not None and self.in_progress():
            self.show(saved)
            self.open_code(code, fresh=fresh)
        else:
            self.show(Game.deal(code))
        if refused is not None:
            self.say_bad_address(refused)
        self.tell_problems()
        self.root.dataset.ready = "true"
        self._emit("ready", code=str(self.game.code))

    # --- language and looks -------------------------------------------------------------

    def _language(self) -> str:
        """The embedding page's ``lang`` (this visit only), else the player's choice, else the browser's."""
        asked = str(self.root.dataset.lang or "") if self.root.hasAttribute("data-lang") else ""
        if asked in LANGUAGES:
            return asked
        if self.settings.language in LANGUAGES:
            return str(self.settings.language)
        try:
            return pick_language(list(self.window.navigator.languages or [self.window.navigator.language]))
        except Exception:  # no navigator languages here
            return pick_language([])

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on, and remember the choice."""
        self.settings.language = language
        self.save_settings()
        if language == self.texts.language:
            return
        self.texts = Texts.load(language)
        self.view.texts = self.texts
        self.apply_texts()

    def apply_texts(self) -> None:
        """Every word on the page in the current language."""
        localize.apply(self.document, self.root, self.texts)
        self.view.render(self.game, animate=False)
        self.view.label(self.game)
        self.dialogs.translated()
        self.coach.update_mark()

    def apply_settings(self) -> None:
        """Deck, print and table as the settings say, and the page's words."""
        settings = self.settings
        self.view.set_deck(settings.four_colour, settings.large_print)
        html = self.document.documentElement
        html.dataset.table = settings.table
        html.dataset.print = "large" if settings.large_print else "normal"
        html.dataset.deck = "four" if settings.four_colour else "two"
        localize.apply(self.document, self.root, self.texts)
        self.sound.choose(settings.sound)

    def save_settings(self) -> None:
        self.keeper.save_settings(self.settings)
        self.tell_problems()

    # --- games -------------------------------------------------------------------------

    def random_code(self, draw: int, scoring: str) -> GameCode:
        """A random deal of a mode (cryptographic randomness: SPEC.md point 13)."""
        return GameCode.random(draw, scoring)

    def today(self) -> date:
        """The player's calendar date (the browser's local time)."""
        now = self.window.Date.new()
        return date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))

    def winnable_code(self, draw: int, scoring: str) -> GameCode | None:
        """The next deal of this player's order of the table's winnable deals of a mode (None: the table has none)."""
        code = self.deals.next_winnable(f"D{draw}{scoring}")
        if code is not None:
            self._save_deals()
        return code

    def daily_code(self, draw: int, scoring: str) -> GameCode | None:
        """Today's deal of a mode, from now on the daily deal whose days count (None: the table has none)."""
        code = self.deals.daily_code(f"D{draw}{scoring}", self.today())
        if code is not None:
            self._save_deals()
        return code

    def _save_deals(self) -> None:
        self.keeper.save_deals(self.deals)

    def deal_random(self, draw: int, scoring: str) -> None:
        """A new random deal of a mode."""
        self.new_game(self.random_code(draw, scoring))

    def in_progress(self) -> bool:
        """The game on the table has moves and is not won: giving it up for another is asked first."""
        return self.game.move_count > 0 and not self.game.is_won

    def open_code(self, code: GameCode, *, fresh: bool = False) -> None:
        """Open the game an address asks for (``fresh``: a random deal of its mode), asking first when that
        would give up a game in progress; keeping it is the default. In a frame the address is the
        embedding page's to choose: it is obeyed, as its commands are."""
        if code == self.game.code:
            self.show_address()
        elif self.framed or not self.in_progress():
            self.new_game(code)
        else:
            what = self.texts("replace.mode", mode=self.texts(f"mode.{code.mode}")) if fresh else str(code)
            self.dialogs.ask_replace(what, lambda: self.new_game(code))

    def show_address(self) -> None:
        """The address shows the code of the game on the table."""
        self.window.history.replaceState(None, "", f"#{self.game.code}")

    def new_game(self, code: GameCode, winnable: bool = False, daily: bool = False) -> None:
        """Deal ``code`` and show it; its mode becomes the default for the next deal. ``winnable``: the
        solver found a win for it; ``daily``: it is today's deal (said with the new game)."""
        self.settings.draw, self.settings.scoring = code.draw, code.scoring
        self.save_settings()
        self.show(Game.deal(code))
        said = "say.game-daily" if daily else "say.game-winnable" if winnable else "say.game"
        self.announcer.announce(self.texts(said, code=code, mode=self.texts(f"mode.{code.mode}")))

    def show(self, game: Game) -> None:
        """Make ``game`` the one on the table; the address bar shows its code."""
        self._cancel_pending()
        self._drop_pick()
        self.playtime.update()
        if game is not self.game:
            self.endgame.leave()
            if self.stats.replaced(_facts(self.game)):
                self._save_stats()
        self._put(game)
        self._after()

    def adopt(self, game: Game) -> None:
        """Another tab's game on the table, as that tab saved it (its statistics are that tab's to count)."""
        self._cancel_pending()
        self._drop_pick()
        self.playtime.update()
        if game is not self.game:
            self.endgame.leave()
        self._put(game)
        self.playtime.update()
        self.endgame.update()

    def _put(self, game: Game) -> None:
        self.game = game
        self.show_address()
        self.view.measure()
        self.view.assign(game)
        self.view.render(game, animate=False)
        self.view.label(game)
        self.dialogs.close_all()
        self._emit("game", code=str(game.code))
        self.coach.changed()

    def _save_stats(self) -> None:
        self.keeper.save_stats(self.stats)

    def reset_stats(self) -> None:
        self.stats.reset()
        self._save_stats()
        self.tell_problems()

    def tell_problems(self) -> None:
        """Say, once each, what storage could not do (after what the message line already shows)."""
        problems = self.keeper.take_problems()
        if problems:
            showing = str(self.announcer.message_el.textContent or "") if self.announcer.timer is not None else ""
            self.say(" ".join([showing, *(self.texts(key) for key in problems)]).strip(), LONG_MESSAGE_MS)

    # --- what the pointer reports -----------------------------------------------------------

    def aim(self, x: float, y: float, near: float) -> tuple[str, int | None] | None:
        """The pile and card a press at (x, y) on the table means: where the engine's cards lie, whatever
        still glides; up to ``near`` px off a pile, the nearest one."""
        table = self.view.table
        return None if table is None else pointed(self.game, table, self.view.spots, x, y, near)

    def touch(self, pile: str, index: int | None) -> None:
        """A pointer went down: a pending single tap on another card happens now; a keyboard pick ends;
        the message line makes way."""
        self.announcer.dismiss()
        self.by_pointer = True
        self._drop_pick()
        if self.pending is not None and self.pending != (pile, index):
            self._fire_pending()

    def tap(self, pile: str, index: int | None) -> None:
        """A tap (SPEC.md points 7 and 8): on the stock, or with double tap off, carried out at once. With
        double tap on, a second tap on the same card makes a double tap; a single tap is carried out at once
        when a double tap could do nothing else (the engine says), else when no second tap came in time.
        A tap after one carried out at once is a tap on the card it lands on (never lost)."""
        if pile == "stock" or not self.settings.double_tap:
            self._act(pile, index, tap_move)
            return
        if self.pending == (pile, index):
            self._cancel_pending()
            self._act(pile, index, double_tap_move)
            return
        self._fire_pending()
        if tap_at_once(self.game, pile, index):
            self._act(pile, index, tap_move)
            return
        self.pending = (pile, index)
        self.timer = self.window.setTimeout(self._fire, DOUBLE_TAP_MS)

    def lift(self, pile: str, index: int | None) -> list[Sprite]:
        """A drag starts: the cards it carries, or none when they cannot move. A single tap pending on
        another card happens now; one pending on this card waits for the gesture's end (a wobbly second
        tap still makes a double tap; a drop forgets it)."""
        if self.pending is not None and self.pending != (pile, index):
            self._fire_pending()
        elif self.timer is not None:
            self.window.clearTimeout(self.timer)
            self.timer = None
        try:
            targets = drop_targets(self.game, pile, index)
        except (IllegalMoveError, ValueError):
            return []
        if index is None:
            index = len(self.game.pile_cards(pile)) - 1
        self._mark_targets(targets)
        sprites = self.view.sprites_from(pile, index)
        self.view.hold(sprites)
        return sprites

    def restore(self, sprites: list[Sprite]) -> None:
        """A press that began a drag ended as a tap: the cards lifted go back where they lie."""
        self._mark_targets([])
        if sprites:
            self.view.render(self.game, lifted=frozenset(sprites))

    def drop(self, pile: str, index: int | None, sprites: list[Sprite], point: tuple[float, float]) -> None:
        """A drag ended at ``point``: the move it makes, or the cards go back. Released over their own pile
        or where no pile is, they glide back without a word; over another pile that refuses them, the
        message says why."""
        if self.pending == (pile, index):
            self._cancel_pending()
        self._mark_targets([])
        if not sprites:
            return
        table = self.view.table
        target = drop_target(table, *point) if table is not None else None
        lifted = frozenset(sprites)
        own = target == pile or (target == FOUNDATION_AREA and pile.startswith("foundation-"))
        if target is None or own:
            self.view.render(self.game, lifted=lifted)
            return
        try:
            move = drop_move(self.game, pile, index, target)
        except IllegalMoveError as error:
            self.view.render(self.game, lifted=lifted)
            self._refuse(error)
            return
        self._play(move, lifted=lifted)

    # --- what the keyboard asks ----------------------------------------------------------------

    def press(self, pile: str) -> None:
        """Enter on a pile: draw from the stock, pick up (more) cards, or put the picked cards down here."""
        if pile == "stock":
            self.draw()
        elif self.picked is None or self.picked[0] == pile:
            self._pick(pile)
        else:
            source, index = self.picked
            self._drop_pick()
            try:
                move = drop_move(self.game, source, index, pile)
            except IllegalMoveError as error:
                self._refuse(error, self.view.sprites_from(source, index))
                return
            self._play(move)

    def _pick(self, pile: str) -> None:
        """Pick up the top card of ``pile``, or one more card of the column picked from."""
        game = self.game
        src = Pile.parse(pile)
        size = len(game.pile_cards(src))
        hidden = game.hidden[src - COLUMN_1] if src.is_column else max(size - 1, 0)
        index = next_pick(size, hidden, self.picked[1] if self.picked is not None else None)
        try:
            targets = drop_targets(game, pile, index)
        except IllegalMoveError as error:
            self._refuse(error)
            return
        self.picked = (pile, index)
        self.view.pick(self.view.sprites_from(pile, index))
        self._mark_targets(targets)
        self.announcer.announce(describe_pick(self.texts, game, pile, index))

    def put_back(self) -> None:
        """Escape: the keyboard lets go of what it picked up."""
        if self.picked is not None:
            self._drop_pick()
            self.announcer.announce(self.texts("say.put-back"))

    def _drop_pick(self) -> None:
        if self.picked is not None:
            self.picked = None
            self.view.pick([])
            self._mark_targets([])

    def send_home(self, pile: str | None) -> None:
        """F: the picked cards' card to its foundation; with nothing picked up, Finish when it is offered,
        else the top card of ``pile`` to its foundation."""
        if self.picked is not None:
            source, index = self.picked
            self._drop_pick()
            try:
                move = drop_move(self.game, source, index, "foundations")
            except IllegalMoveError as error:
                self._refuse(error, self.view.sprites_from(source, index))
                return
            self._play(move)
        elif can_finish(self.game):
            self.finish()
        elif pile is not None and pile != "stock":
            self._act(pile, None, tap_move, quiet=False)

    def draw(self) -> None:
        """D, or Enter on the stock: what a tap on the stock does."""
        self._drop_pick()
        self._cancel_pending()
        self._act("stock", None, tap_move)

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

    def _act(self, pile: str, index: int | None, find: Any, quiet: bool = True) -> None:
        try:
            move = find(self.game, pile, index)
        except (IllegalMoveError, ValueError) as error:
            if quiet and pile != "stock" and index is None:
                return  # a tap on a pile's space, not on a card: nothing to say
            self._refuse(error, self.view.sprites_from(pile, index) if index is not None else self._top(pile),
                         self._advice(error, pile, index) if find is tap_move else None)
            return
        self._play(move)

    def _refuse(self, error: Exception, sprites: list[Sprite] | None = None, said: str | None = None) -> None:
        """Nothing happens, and the player is told why (``said``, else the reason): ``sprites`` shake, a sound."""
        if sprites:
            self.view.shake(sprites)
        self.say(said or self._sentence(error))
        self.sound.play("refuse")

    def _advice(self, error: Exception, pile: str, index: int | None) -> str:
        """A refused tap's sentence; the first few times, when a double tap (the engine's) would put the card
        on the tableau, what to do instead."""
        said = self._sentence(error)
        if self.advised >= ADVICE_TIMES or not isinstance(error, RefusalError) or error.reason.key not in ADVISED:
            return said
        try:
            double_tap_move(self.game, pile, index)
        except (IllegalMoveError, ValueError):
            return said
        self.advised += 1
        key = "advice.double-tap" if self.settings.double_tap else "advice.drag"
        return self.texts(key, refusal=said.rstrip("."))

    def _top(self, pile: str) -> list[Sprite]:
        size = len(self.game.pile_cards(pile))
        return self.view.sprites_from(pile, size - 1) if size else []

    def play(self, move: Move) -> None:
        """Play a legal move as if the player had made it (the Finish plays its cards so)."""
        self._play(move)

    def _play(self, move: Move, lifted: frozenset[Sprite] = frozenset()) -> None:
        self._drop_pick()
        game = self.game
        game.play(move)
        record = game.records[-1]
        moved = self.view.render(game, lifted=lifted)
        if not move.is_draw and not move.is_recycle:
            self.view.flash([s for s in moved if s.pile == str(move.dst)])
        self.view.label(game, (str(move.src), str(move.dst)))
        self.announcer.announce(describe_move(self.texts, game, move, flipped=record.flipped, points=record.points))
        self.sound.play(sound_of(move, flipped=record.flipped), rank=game.foundations[move.dst - FOUNDATION_1]
                        if move.dst.is_foundation else 1)
        self.coach.changed(move)
        self._moved(str(move))

    def undo(self) -> None:
        self._cancel_pending()
        self._drop_pick()
        try:
            move = self.game.undo()
        except UndoError as error:
            self._refuse(error)
            return
        self.view.render(self.game)
        self.view.label(self.game, (str(move.src), str(move.dst)))
        self.announcer.announce(describe_undo(self.texts, self.game, move))
        self.sound.play("put")
        self.coach.changed()
        self._moved("undo")

    def redo(self) -> None:
        """The Redo button, Ctrl+Y or Ctrl+Shift+Z: the last action undone, played again."""
        self._cancel_pending()
        self._drop_pick()
        try:
            move = self.game.redo()
        except RedoError as error:
            self._refuse(error)
            return
        game = self.game
        record = game.records[-1]
        self.view.render(game)
        self.view.label(game, (str(move.src), str(move.dst)))
        self.announcer.announce(describe_redo(self.texts, game, move, flipped=record.flipped, points=record.points))
        self.sound.play(sound_of(move, flipped=record.flipped))
        self.coach.changed(move)
        self._moved("redo")

    def finish(self) -> None:
        """The Finish control or F: every card left to its foundation, one counted move after the other."""
        self._cancel_pending()
        self._drop_pick()
        self.endgame.start()

    def hint(self) -> None:
        """H or the Hint button: the solver's next move, shown on the table and said."""
        self._cancel_pending()
        self._drop_pick()
        self.coach.hint()

    def _moved(self, what: str) -> None:
        game = self.game
        self.playtime.update()  # the clock stops at the winning move, before the events carry its time
        self._emit("move", move=what, score=game.score, moves=game.move_count, won=game.is_won)
        self._after(celebrate=True)

    def _after(self, celebrate: bool = False) -> None:
        """After every change of the game on the table: save, count, the clock, the Finish control, the win
        (celebrated when a move has just won it, else the win window at once)."""
        self.keeper.schedule()
        game = self.game
        facts = _facts(game)
        bests = self.stats.bests(facts)
        if self.stats.record(facts):
            self._save_stats()
        if self.deals.record(str(game.code), game.move_count, game.is_won):
            self._save_deals()
        if bests:
            self.endgame.bests = bests
        self.playtime.update()
        self.endgame.update()
        if game.is_won:
            self.endgame.won(celebrate)
            self._emit("won", score=game.score, moves=game.move_count, code=str(game.code))

    def _emit(self, kind: str, **data: Any) -> None:
        """Tell the listeners (the embedding bridge) what happened."""
        for listener in self.listeners:
            listener(kind, data)

    # --- page events ---------------------------------------------------------------------------

    def _on_action(self, event: Any) -> None:
        button = event.target.closest("[data-action]")
        if not found(button):
            return
        self.announcer.dismiss()
        self.by_pointer = bool(event.detail)  # a click from Enter or Space has none
        action = str(button.dataset.action)
        if action == "undo":
            self.undo()
        elif action == "redo":
            self.redo()
        elif action == "hint":
            self.hint()
        elif action == "finish":
            self.finish()
        elif action == "sound":
            self.settings.sound = self.sound.toggle()
            self.save_settings()
            self.announcer.announce(self.texts("say.sound-on" if self.sound.on else "say.sound-off"))
        elif action == "share":
            self.sharer.share(won=found(button.closest("dialog")))
        elif action == "copy-code":
            self.sharer.copy_code()
        else:
            self.dialogs.handle(action, button)

    def _on_key(self, event: Any) -> None:
        self.by_pointer = False
        if self.endgame.key():
            event.preventDefault()
        elif self.dialogs.open_dialog() is None:
            self.announcer.dismiss()
            self.keyboard.handle(event)

    def _on_gesture(self, event: Any) -> None:
        """The player's first key or pointer on the page (not a script's event): sound may start."""
        if not self.sound.gestured and event.isTrusted:
            self.sound.gesture()

    def _on_resize(self, *_: Any) -> None:
        self.relayout()

    def relayout(self) -> None:
        """Measure the table again and put every card in its place."""
        self.view.measure()
        self.view.render(self.game, animate=False)

    def _on_hash(self, *_: Any) -> None:
        """A code typed or pasted into the address bar opens that deal (asking first, if a game is in progress)."""
        text = str(self.window.location.hash or "")[1:]
        try:
            code = GameCode.parse(fragment_text(text))
        except InvalidCodeError:
            if text:
                self.say_bad_address(fragment_text(text))
            self.show_address()
            return
        self.open_code(code)

    def say_bad_address(self, text: str) -> None:
        """Say, in plain words, that the address holds no game code and what a code looks like."""
        self.say(self.texts("say.bad-address", text=shown(text)), LONG_MESSAGE_MS)

    def _mark_targets(self, targets: list[Pile]) -> None:
        names = {str(pile) for pile in targets}
        foundation = any(pile.is_foundation for pile in targets)
        for name, el in self.view.pile_els.items():
            if name in names or (foundation and name.startswith("foundation")):
                el.dataset.target = "true"
            elif el.hasAttribute("data-target"):
                el.removeAttribute("data-target")

    def say(self, text: str, ms: int | None = None) -> None:
        """A short message in the status line, read out by screen readers too."""
        if ms is None:
            self.announcer.say(text)
        else:
            self.announcer.say(text, ms)

    def _sentence(self, error: Exception) -> str:
        """An engine refusal in the player's language."""
        if isinstance(error, RefusalError):
            return self.texts.reason(error.reason)
        return sentence(str(error))


def _facts(game: Game) -> Facts:
    return Facts(str(game.code), game.move_count, game.score, game.is_won, game.played_ms // 1000)


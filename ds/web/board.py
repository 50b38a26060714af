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

from ..codes import GameCode, looks_like_code
from ..errors import InvalidCodeError
from ..game import Game
from . import localize
from .acting import Acting, game_facts
from .announce import LONG_MESSAGE_MS, Announcer
from .coach import Coach
from .deals import Deals
from .dialogs import Dialogs
from .dom import found
from .embed import fragment_text, shown
from .endgame import Endgame
from .i18n import LANGUAGES, Texts, pick_language
from .keeper import Keeper
from .keyboard import Keyboard
from .picking import Picking
from .playtime import PlayTime
from .settings import Settings
from .share import Sharer
from .slices import Slices
from .sound import Sound
from .stats import Stats
from .taps import Taps
from .view import View


class Board(Taps, Picking, Acting):
    """The game on the page: its taps and drags (``taps.py``), the keyboard's cards in hand (``picking.py``)
    and acting on them (``acting.py``) are parts of it kept in modules of their own."""

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
        self.saved_game = self.keeper.game()
        """The game saved in this browser as the page started (None: none), which ``start`` resumes."""
        self.game = self.saved_game or Game.deal(self.keeper.redeal or self.random_code(self.settings.draw,
                                                                                          self.settings.scoring))
        """The game on the table: until ``start``, the saved one, else the deal of a save whose cards were not
        its code's (dealt afresh), else a random deal of the player's mode."""
        self.pending: tuple[str, int | None] | None = None
        """The card of a single tap waiting for a second tap (a double tap)."""
        self.idle = False
        """The pending tap does nothing when no second tap comes (it ended a double tap already played)."""
        self.at_once: str | None = None
        """The pile of the last tap, if it was a single tap carried out at once (double tap on)."""
        self.advised = 0
        self.by_pointer = False
        """The last input was a pointer's (not a key's): a window it opens shows no focus ring."""
        self.picked: tuple[str, int] | None = None
        """The cards the keyboard picked up: a pile and the index of the lowest card."""
        self.timer: Any = None
        self.listeners: list[Callable[[str, dict[str, Any]], None]] = []
        """Called with an event name (ready, game, move, won) and its data."""
        self.coach = Coach(self, Slices(window))
        self.dialogs = Dialogs(root, self)
        self.keyboard = Keyboard(self)
        self.sound = Sound(window, root, framed=framed)
        self.playtime = PlayTime(document, window, root, self)
        self.endgame = Endgame(self)
        self.sharer = Sharer(window, self)
        # static/boot.js puts the words in the boot's language while Python starts (and says it on <html>):
        # known to be index.html's own only when that language is English.
        shown = str(document.documentElement.lang)
        self.words: str | None = shown if shown == localize.MARKUP_LANGUAGE else None
        """The language the page's words are in, when known (then translating into it writes nothing)."""
        self.apply_settings()
        self._proxies = [
            create_proxy(self._fire_pending),
            create_proxy(self._on_key),
            create_proxy(self._on_resize),
            create_proxy(self._on_hash),
            create_proxy(self._on_action),
            create_proxy(self._on_gesture),
            create_proxy(self._on_table_resized),
        ]
        self._fire, on_key, on_resize, on_hash, on_action, on_gesture, on_table_resized = self._proxies
        document.addEventListener("keydown", on_gesture, True)
        document.addEventListener("pointerdown", on_gesture, True)
        document.addEventListener("keydown", on_key)
        window.addEventListener("resize", on_resize)
        window.addEventListener("hashchange", on_hash)
        root.addEventListener("click", on_action)
        window.ResizeObserver.new(on_table_resized).observe(self.view.table_el)
        from .pointer import Pointer

        self.pointer = Pointer(document, window, self.view.table_el, self)

    def start(self, code: GameCode | None = None, *, fresh: bool = False, refused: str | None = None) -> None:
        """Show the game of the address's fragment, else ``code`` (``fresh``: a random deal of the mode
        asked for), else the game saved in this browser, else a random deal; then take input. A saved
        game of the same code is resumed; a saved game in progress stays on the table until the player
        says to give it up. ``refused``: a code in the address that could not be read, said on the page.
        What could not be restored from storage is said once."""
        saved = self.saved_game  # read once, as the page started: on the table until another replaces it (statistics)
        text = str(self.window.location.hash or "")[1:]
        if text:
            fresh = False
            try:
                code = GameCode.parse(fragment_text(text))
            except InvalidCodeError:
                code, refused = None, fragment_text(text)
        if code is None or (saved is not None and saved.code == code):
            self.show(self.game)  # the saved game, else the random deal made as the board started
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
        """Speak ``language`` from now on, and remember the choice: the player's, over the address's ``lang``
        (this visit's until the player chooses, so that another tab's settings taken up keep the choice)."""
        self.root.removeAttribute("data-lang")
        self.settings.language = language
        self.save_settings()
        self._speak(language)

    def _speak(self, language: str) -> None:
        """Every word on the page in ``language`` (nothing to do if they are in it already)."""
        if language == self.texts.language:
            return
        self.texts = Texts.load(language)
        self.view.texts = self.texts
        self.apply_texts()
        self.announcer.silence()
        self.coach.silence()

    def apply_texts(self) -> None:
        """Every word on the page in the current language."""
        self.translate()
        self.view.render(self.game, animate=False)
        self.view.label(self.game)
        self.dialogs.translated()
        self.coach.update_mark()

    def adopt_settings(self, settings: Settings) -> None:
        """Settings another tab saved, taken up here (so that this tab never writes its older ones over them):
        the deck, the table, the words and the places of the piles as they say."""
        placed = (self.settings.large_print, self.settings.stock_right)
        settings.visit_double_tap = self.settings.visit_double_tap
        self.settings = settings
        self._speak(self._language())
        self.apply_settings()
        if (settings.large_print, settings.stock_right) != placed:
            self.relayout()  # the bar's text size or the piles' places changed (a new deal there changes neither)
        self.coach.update_mark()

    def apply_settings(self) -> None:
        """Deck, print and table as the settings say, and the page's words."""
        settings = self.settings
        self.view.set_deck(settings.four_colour, settings.large_print)
        html = self.document.documentElement
        html.dataset.table = settings.table
        html.dataset.print = "large" if settings.large_print else "normal"
        html.dataset.deck = "four" if settings.four_colour else "two"
        html.dataset.stock = "right" if settings.stock_right else "left"
        self.translate()
        self.sound.choose(settings.sound)

    def translate(self) -> None:
        """The page's words in the current language (written only when they are in another one)."""
        localize.apply(self.document, self.root, self.texts, self.words)
        self.words = self.texts.language

    def save_settings(self) -> None:
        self.keeper.save_settings(self.settings)
        self.tell_problems()

    # --- games -------------------------------------------------------------------------

    def random_code(self, draw: int, scoring: str) -> GameCode:
        """A random deal of a mode (cryptographic randomness: SPEC.md point 13)."""
        return GameCode.random(draw, scoring)

    def today(self) -> date:
        """The player's calendar date (the browser's local time); a clock beyond the years a date holds (1 to
        9999) gives the first or the last of them."""
        now = self.window.Date.new()
        try:
            return date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))
        except ValueError:  # the year 10000 or later, or before 1 (or no date at all: NaN)
            return date.max if float(now.getFullYear()) > 1 else date.min

    def ms_to_midnight(self) -> float:
        """Milliseconds until the player's date changes (a second past it), at most an hour (the clock may move)."""
        now = self.window.Date.new()
        tomorrow = self.window.Date.new(now.getFullYear(), now.getMonth(), now.getDate() + 1)
        wait = float(tomorrow.getTime() - now.getTime())
        return min(wait + 1000, 3_600_000.0) if wait >= 0 else 3_600_000.0

    def winnable_code(self, draw: int, scoring: str) -> GameCode | None:
        """The next deal of this player's order of the table's winnable deals of a mode (None: the table has none)."""
        self.keeper.take_up(self.keeper.deals_key)  # another frame's days and deals first (``_count_stats``)
        code = self.deals.next_winnable(f"D{draw}{scoring}")
        if code is not None:
            self._save_deals()
        return code

    def has_daily(self, draw: int, scoring: str) -> bool:
        """Whether a mode has a deal today."""
        return self.deals.has_daily(f"D{draw}{scoring}", self.today())

    def daily_code(self, draw: int, scoring: str) -> GameCode | None:
        """Today's deal of a mode, from now on the daily deal whose days count (None: the table has none)."""
        self.keeper.take_up(self.keeper.deals_key)
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
            self.dialogs.ask_replace(code, fresh, lambda: self.new_game(code))

    def show_address(self) -> None:
        """The address shows the code of the game on the table (none for a position set up without one)."""
        code, location = self.game.code, self.window.location
        self.window.history.replaceState(None, "", f"#{code}" if code else f"{location.pathname}{location.search}")

    def new_game(self, code: GameCode, winnable: bool = False, daily: bool = False, again: bool = False) -> None:
        """Deal ``code`` and show it; its mode becomes the default for the next deal. ``winnable``: the
        solver found a win for it; ``daily``: it is today's deal; ``again``: it is the deal that was on the
        table, from its start (said with the new game)."""
        self.settings.draw, self.settings.scoring = code.draw, code.scoring
        self.save_settings()
        self.show(Game.deal(code))
        said = ("say.game-again" if again else "say.game-daily" if daily else "say.game-winnable" if winnable
                else "say.game")
        self.announcer.announce(self.texts(said, code=code, mode=self.texts(f"mode.{code.mode}")))

    def show(self, game: Game) -> None:
        """Make ``game`` the one on the table; the address bar shows its code."""
        self._cancel_pending()
        self._drop_pick()
        self._drop_drag()
        self.playtime.update()
        if game is not self.game:
            self.endgame.leave()
            facts = game_facts(self.game)
            self._count_stats(lambda stats: stats.replaced(facts))
        self.dialogs.close_all()
        self._put(game)
        self._after()

    def adopt(self, game: Game) -> None:
        """Another tab's game on the table, as that tab saved it (its statistics are that tab's to count)."""
        self._cancel_pending()
        self._drop_pick()
        self._drop_drag()
        self.playtime.update()
        if game is not self.game:
            self.endgame.leave()
        self._put(game)
        self.dialogs.game_adopted()
        self.playtime.update()
        self.endgame.update()

    def _put(self, game: Game) -> None:
        self.game = game
        self.show_address()
        self.view.measure()
        self.view.assign(game)
        self.view.render(game, animate=False)
        self.view.label(game)
        self._emit("game", code=str(game.code))
        self.coach.changed()

    def _save_stats(self) -> None:
        self.keeper.save_stats(self.stats)

    def _count_stats(self, change: Callable[[Stats], bool]) -> None:
        """``change`` made to the statistics, saved if it changed them, made again on another frame's or tab's
        statistics if they had changed meanwhile (``Keeper.take_up``; a frame's game in progress as it was)."""
        mine = self.stats.current, self.stats.current_won
        if not change(self.stats):
            return
        if self.keeper.take_up(self.keeper.stats_key):
            if self.framed:
                self.stats.current, self.stats.current_won = mine
            if not change(self.stats):
                return
        self._save_stats()

    def _count_deals(self, change: Callable[[Deals], bool]) -> None:
        """The same for the daily deal's days (``_count_stats``)."""
        if change(self.deals) and (not self.keeper.take_up(self.keeper.deals_key) or change(self.deals)):
            self._save_deals()

    def reset_stats(self) -> None:
        """Every statistic forgotten: the four modes' and the daily deal's days (the window's question says both)."""
        self.stats.reset()
        self.deals.reset_days()
        self._save_stats()
        self._save_deals()
        self.tell_problems()

    def tell_problems(self) -> None:
        """Say, once each, what storage could not do (after what the message line already shows)."""
        problems = self.keeper.take_problems()
        if problems:
            showing = str(self.announcer.message_el.textContent or "") if self.announcer.timer is not None else ""
            said = " ".join(self.keeper.words(self.texts, key) for key in problems)
            # The line keeps showing what it showed; what is read out is the news alone.
            self.announcer.say(" ".join([showing, said]).strip(), LONG_MESSAGE_MS, spoken=said)

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
        self.dialogs.reveal_focus()

    def _on_table_resized(self, *_: Any) -> None:
        """The table's box changed while the window did not: the bar above it grew a row for long figures (on the
        narrowest phones for their text). Laid out again, or a column's fan kept the old bottom."""
        box = self.view.table_el.getBoundingClientRect()
        if self.view.table is not None and (float(box.width), float(box.height)) != self.view.measured:
            self.relayout()

    def relayout(self) -> None:
        """Measure the table again and put every card in its place."""
        table = self.view.measure()
        self.view.render(self.game, animate=False)
        self.pointer.relaid(table.card_w, table.card_h)

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
        """Say, in plain words, what the engine found wrong in the code in the address; of a text not shaped
        like a code at all, that it is none and what a code looks like."""
        try:
            GameCode.parse(text)
        except InvalidCodeError as error:
            if looks_like_code(text):
                why = shown(self.texts.reason(error.reason), limit=200)
                self.say(self.texts("say.bad-address-part", why=why), LONG_MESSAGE_MS)
                return
        self.say(self.texts("say.bad-address", text=shown(text)), LONG_MESSAGE_MS)

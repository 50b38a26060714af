"""The game, the settings and the statistics in the browser's storage, kept in step with the player's other tabs.

- The game is saved soon after each action (off the tap's path) and at once
  when the page is hidden or left (``visibilitychange``, ``pagehide``), so a
  reload right after a move loses nothing.
- Another tab's save is noticed (the ``storage`` event, and a look at the
  storage whenever this tab is shown again): its game is put on the table here
  and the player is told, so this tab never writes an older game over a newer
  one (a save that differs from this tab's game in its time alone, of a tab
  merely shown a moment, gives its time quietly; a deal not played yet that
  gave up no game, of a tab that started without it, is not put over a game in
  progress, which is written back). Its statistics, settings and
  daily deals are taken over the same way.
  What a key holds when its event comes is taken up, not the event's text: a
  tab back from the back/forward cache, or thawed, gets all the events it
  missed at once, each with the older text of its time.
- Storage cleared (the browser's "clear site data", which tells open pages as
  a script's ``localStorage.clear()`` in another tab does) is the player's
  wish: nothing is written back, not even as the page is hidden or left. The
  page keeps the game and the settings it shows, and writes each again when it
  next changes (the game at its next action); its statistics and the daily
  deal's days start from zero, as after their reset, so that their next count
  does not bring the cleared ones back. The player is told. One key removed
  (by another page's script, or the browser's tools) is taken the same way,
  that key alone, without a word, as another tab's reset of the statistics is.
- A game in a frame keeps its data under keys of its own (``storage.scoped``):
  an embedding page never touches the player's own game, settings or statistics.
  Frames do not follow one another's game or settings (two frames of one page show
  two games), but take in one another's statistics and deals, so that neither
  writes over what the other counted; a frame saves a deal over another frame's
  game only once it is played.
- What storage cannot do is said once (``storage.Store``); full storage is
  said again when a position could not be saved after one that was. A game,
  settings, statistics or deals that could not be saved are tried again when the
  page is hidden or left (room may have been made since; nothing else is due then).
- What another tab writes that this page cannot take up never costs the player
  anything: a newer version's data is kept aside (``<key>.newer``) and said,
  data it cannot read (or a game whose cards are not its code's deal) is kept
  aside (``<key>.corrupt``) and this tab writes its own back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy

from ..codes import GameCode
from ..game import Game
from ..jsontext import read as read_json
from ..errors import SaveError
from ..save import MAX_SIZE, DealError, dump, load
from ..save import VERSION as SAVE_VERSION
from .announce import LONG_MESSAGE_MS
from .deals import KEY as DEALS_KEY
from .deals import VERSION as DEALS_VERSION
from .deals import Deals, DealsError
from .i18n import Texts
from .settings import KEY as SETTINGS_KEY
from .settings import VERSION as SETTINGS_VERSION
from .settings import LABELS, Settings, SettingsError
from .stats import KEY as STATS_KEY
from .stats import VERSION as STATS_VERSION
from .stats import Stats, StatsError, game_name
from .storage import CORRUPT, NEWER, Store, newer_version, scoped

if TYPE_CHECKING:
    from .board import Board

SAVE_KEY = "double-solitaire.game"
SAVE_DELAY_MS = 40


class Keeper:
    """One page's storage: reads at start, saves after actions and when the page goes, follows other tabs."""

    def __init__(self, board: Board, window: Any, framed: bool) -> None:
        self.board, self.window, self.framed = board, window, framed
        self.store = Store(lambda: window.localStorage)
        self.game_key = scoped(SAVE_KEY, framed)
        self.settings_key = scoped(SETTINGS_KEY, framed)
        self.stats_key = scoped(STATS_KEY, framed)
        self.deals_key = scoped(DEALS_KEY, framed)
        self.saved: str | None = None
        """The game text this page last read or wrote: anything else under the key is another tab's."""
        self.written: str | None = None
        """The game text this page last wrote."""
        self.counted: dict[str, str | None] = {}
        """The settings, statistics and deals texts this page last read or wrote (``take_up``): anything else under
        the key is another tab's."""
        self.timer: Any = None
        self.held = False
        """The game's key was cleared or removed elsewhere, and the game has not changed since: nothing writes the
        game back (the clock's stop as the page is hidden or left would), until its next action (``schedule``)."""
        self.failed: set[str] = set()
        """The keys whose last write failed (storage full): written again when the page is hidden or left, if no
        other tab wrote there since."""
        self.untold: str | None = None
        """Another tab's game was put on the table while this page was hidden: what to say (a text key) when it is
        shown."""
        self.dropped: tuple[str, ...] = ()
        """The fields of the saved settings that were wrong and took their defaults (``Settings.read``)."""
        self.redeal: GameCode | None = None
        """The code of a saved game whose cards were not that code's deal: dealt afresh in its place."""
        self.versions = {self.game_key: SAVE_VERSION, self.settings_key: SETTINGS_VERSION,
                         self.stats_key: STATS_VERSION, self.deals_key: DEALS_VERSION}
        """The version of each key's data that this page writes."""
        self.full = {self.game_key: "store.full", self.settings_key: "store.full-settings",
                     self.stats_key: "store.full-stats", self.deals_key: "store.full-stats"}
        """What is said when a key's data cannot be saved for want of room."""
        self._proxies = [create_proxy(self.save_now), create_proxy(self._on_storage),
                         create_proxy(self._on_hide), create_proxy(self._on_visibility)]
        self._save, on_storage, on_hide, on_visibility = self._proxies
        window.addEventListener("storage", on_storage)
        window.addEventListener("pagehide", on_hide)
        window.document.addEventListener("visibilitychange", on_visibility)

    # --- reading ----------------------------------------------------------------------------

    def settings(self) -> Settings:
        """The saved settings. Of settings with some wrong fields, the others are kept: the wrong ones take their
        defaults and are said once (``words``), the text as it was is kept aside and the settings written back."""
        dropped: list[str] = []

        def parse(text: str) -> Settings:
            settings, wrong = Settings.read(text)
            dropped.extend(wrong)
            return settings

        settings = self.store.restore(self.settings_key, parse, version=SETTINGS_VERSION,
                                      newer="store.settings-newer", corrupt="store.settings-corrupt",
                                      full=self.full[self.settings_key]) or Settings()
        self.counted[self.settings_key] = self.store.read(self.settings_key)
        if dropped:
            self._dropped(dropped, self.counted[self.settings_key] or "", settings)
        return settings

    def stats(self) -> Stats:
        stats = self.store.restore(self.stats_key, Stats.parse, version=STATS_VERSION,
                                   newer="store.stats-newer", corrupt="store.stats-corrupt",
                                   full=self.full[self.stats_key]) or Stats()
        self.counted[self.stats_key] = self.store.read(self.stats_key)
        return stats

    def deals(self) -> Deals:
        """This player's order of the winnable deals, and the daily deal's statistics."""
        deals = self.store.restore(self.deals_key, Deals.parse, version=DEALS_VERSION,
                                   newer="store.deals-newer", corrupt="store.deals-corrupt",
                                   full=self.full[self.deals_key]) or Deals()
        self.counted[self.deals_key] = self.store.read(self.deals_key)
        return deals

    def game(self) -> Game | None:
        """The saved game, or None (none, unreadable or newer: said once). A save whose cards are not the deal
        of its code is kept aside like an unreadable one, said in its own words, and its code is ``redeal``."""
        game = self.store.restore(self.game_key, load, version=SAVE_VERSION,
                                  newer="store.game-newer", corrupt=self._refused)
        if game is not None:
            self.saved = self.store.read(self.game_key)
        return game

    def _refused(self, error: Exception) -> str:
        """What the player is told of a saved game that did not load."""
        if isinstance(error, DealError):
            self.redeal = error.code
            return "store.game-other-deal"
        return "store.game-corrupt"

    def saved_code(self) -> GameCode | None:
        """The code of the saved game, read without loading the game (the board loads it)."""
        try:
            return GameCode.parse(read_json(self.store.read(self.game_key), max_size=MAX_SIZE)["code"])
        except Exception:  # no save, or no readable code: the board deals afresh
            return None

    # --- writing ------------------------------------------------------------------------------

    def schedule(self) -> None:
        """Save the game soon, off the tap's path (it changed)."""
        self.held = False
        if self.timer is None:
            self.timer = self.window.setTimeout(self._save, SAVE_DELAY_MS)

    def save_now(self, *_: Any) -> None:
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
            self.timer = None
        text = dump(self.board.game)
        if text != self.saved and not self.held and not self._over_another_frames_game():
            if self.store.write(self.game_key, text):
                self.saved = self.written = text
                self.store.again("store.full")
                self.failed.discard(self.game_key)
            else:
                self.failed.add(self.game_key)
        self.board.tell_problems()

    def _over_another_frames_game(self) -> bool:
        """In a frame, a deal not played yet is not saved over another frame's game of another deal: two frames of
        one page each dealt theirs as they started, and wrote it over the other's, so neither resumed its game."""
        if not self.framed or self.board.game.move_count > 0 or self.store.read(self.game_key) == self.written:
            return False
        saved = self.saved_code()
        return saved is not None and saved != self.board.game.code

    def save_settings(self, settings: Settings) -> None:
        self._count(self.settings_key, settings.dump())

    def save_stats(self, stats: Stats) -> None:
        self._count(self.stats_key, stats.dump())

    def save_deals(self, deals: Deals) -> None:
        self._count(self.deals_key, deals.dump())

    def _count(self, key: str, text: str) -> None:
        if self.store.write(key, text, full=self.full[key]):
            self.counted[key] = text
            self.failed.discard(key)
        else:
            self.failed.add(key)

    def take_problems(self) -> list[str]:
        return self.store.take_problems()

    def words(self, texts: Texts, problem: str) -> str:
        """A problem of ``take_problems`` in the player's words (the settings that were dropped named)."""
        if problem != "store.settings-dropped":
            return texts(problem)
        return texts(problem, what=texts("list-separator").join(texts(LABELS[name]) for name in self.dropped))

    # --- the page comes and goes; other tabs ------------------------------------------------

    def _on_hide(self, *_: Any) -> None:
        """The page is left or hidden (a reload, a closed tab, another app): what is pending is saved now, and what
        could not be saved before (storage full, room made since) is tried again: the game, unless another tab's is
        on the table since (``follow``), the settings, the statistics and the deals, unless another tab wrote them
        since."""
        if self.timer is not None or self.game_key in self.failed:
            self.save_now()
        for key, dump_own in ((self.settings_key, self.board.settings.dump), (self.stats_key, self.board.stats.dump),
                              (self.deals_key, self.board.deals.dump)):
            if key in self.failed and self.store.read(key) == self.counted.get(key):
                self._count(key, dump_own())

    def _on_visibility(self, *_: Any) -> None:
        if str(self.window.document.visibilityState) == "hidden":
            self._on_hide()
            return
        self.follow(self.store.read(self.game_key))
        if self.untold is not None:
            self.board.say(self.board.texts(self.untold))
            self.untold = None

    def _on_storage(self, event: Any) -> None:
        """Another tab of this site wrote to the storage: what the key holds now is taken up, not the event's
        text, which may be older (a tab back from the back/forward cache gets every event it missed). The same event
        tells of another document's ``sessionStorage`` (one of this tab's: a host page, a frame), which is not the
        game's: a ``sessionStorage.clear()`` there was taken for the player clearing the game's data."""
        same = getattr(self.window.Object, "is")  # Object.is: `is` is a Python keyword
        if self.store.storage is None or not same(event.storageArea, self.store.storage):
            return  # sessionStorage's: a document of this tab (a host page's sign-out script) cleared its own
        key = event.key if isinstance(event.key, str) else None  # JavaScript null is jsnull in Pyodide, not None
        if key is None:
            self._cleared()
            return
        if key not in self.versions:
            return  # a key that is not this page's
        text = self.store.read(key)
        if text is None:
            self._removed(key)
        elif key == self.game_key:  # ``follow`` looks for a newer version's save itself
            self.follow(text)
        elif self._newer(key, text):
            return  # a newer version's data (kept aside, said)
        elif key in (self.stats_key, self.deals_key):
            self._take_up(key, text)
        elif key == self.settings_key and not self.framed:  # frames keep the look each was given
            try:
                settings, wrong = Settings.read(text)
            except SettingsError:
                self._unreadable(key, text, lambda: self.save_settings(self.board.settings))
                return
            self.counted[key] = text
            self.board.adopt_settings(settings)
            self.board.dialogs.settings_changed()
            if wrong:  # said as at the start (``settings``)
                self._dropped(wrong, text, settings)
                self.board.tell_problems()

    def _cleared(self) -> None:
        """The storage was cleared (``storage`` event with no key): see the module's docstring. Said once per clear
        (Chromium sends the browser's clear twice); at once, or when the page is shown if it is hidden."""
        if all(self.store.read(key) is None for key in self.versions) and self.saved is None and not any(
                self.counted.values()):
            return  # this clear is taken in already, and nothing was written since
        for key in self.versions:
            self._removed(key)
        if str(self.window.document.visibilityState) == "hidden":
            self.untold = "say.storage-cleared"
        else:
            self.board.say(self.board.texts("say.storage-cleared"), LONG_MESSAGE_MS)

    def _removed(self, key: str) -> None:
        """The key ``key`` was removed (or the storage cleared) elsewhere: nothing of it is written back from this
        tab's memory (see the module's docstring). The game and the settings stay on screen, written again at their
        next change (not as the clock stops when the page is hidden or left: ``held``); the statistics or the daily
        deal's days start from zero, as after their reset (the order of the winnable deals stays, so that no deal
        comes again), so that their next count does not bring the removed ones back."""
        self.counted[key] = None
        self.failed.discard(key)
        if key == self.game_key:
            if self.timer is not None:  # a move's save still due would write the game back
                self.window.clearTimeout(self.timer)
                self.timer = None
            self.saved = self.written = None
            self.held = True
        elif key == self.stats_key:
            self.board.stats.reset()
            self.board.dialogs.stats_changed()
        elif key == self.deals_key:
            self.board.deals.reset_days()
            self.board.dialogs.deals_changed()

    def take_up(self, key: str) -> bool:
        """Before this page counts a change in the statistics (``stats_key``) or the deals (``deals_key``): what
        another frame or tab wrote there since this page last read or wrote them is taken up first (True), so that
        neither writes over the other's count. Its ``storage`` event may come after this page's own change: two
        frames that won at one moment (a host's ``finish`` sent to both) each wrote its win over the other's."""
        text = self.store.read(key)
        if text is None or text == self.counted.get(key) or self._newer(key, text):
            return False
        return self._take_up(key, text)

    def _take_up(self, key: str, text: str) -> bool:
        """The statistics or deals ``text`` another tab or frame wrote put in place of this page's (True), unless
        it is this page's own; in a frame, with this frame's game in progress (another frame's game is not this
        one's: its counts are taken in, not its game)."""
        if text == self.counted.get(key):
            return False
        self.counted[key] = text
        if key == self.stats_key:
            try:
                stats = Stats.parse(text)
            except StatsError:
                self._unreadable(key, text, lambda: self.save_stats(self.board.stats))
                return False
            if self.framed:
                stats.current, stats.current_won = self.board.stats.current, self.board.stats.current_won
            self.board.stats = stats
            self.board.dialogs.stats_changed()
            return True
        try:
            deals = Deals.parse(text)
        except DealsError:
            self._unreadable(key, text, lambda: self.save_deals(self.board.deals))
            return False
        if self.framed:
            deals.current, deals.current_day = self.board.deals.current, self.board.deals.current_day
        self.board.deals = deals
        self.board.dialogs.deals_changed()
        return True

    def _newer(self, key: str, text: str) -> bool:
        """Whether another tab wrote under ``key`` data of a newer version than this page's: it is kept aside
        (``<key>.newer``, else the key is not written again this visit) before this tab writes its own there,
        and said once. A newer version's game saved again, ``.newer`` holding its earlier save, stays where it is:
        it is the player's latest, and this tab's game is no longer saved this visit, which is said once (it went
        unsaved without a word)."""
        if not newer_version(text, self.versions[key]):
            return False
        kept = self.store.keep_aside(key, text, NEWER, self.full[key])
        self.store.problem("store.other-newer")
        if not kept and key == self.game_key and self.store.read(key + NEWER) is not None:
            self.store.problem("store.newer-game-not-kept")  # the newer one's latest stays; this tab's goes unsaved
        self.board.tell_problems()
        return True

    def _dropped(self, wrong: Iterable[str], text: str, settings: Settings) -> None:
        """Settings ``text`` read with ``wrong`` fields, which took their defaults: said once (``words``), the text
        kept aside (``<key>.corrupt``) and ``settings`` written back, so that the next visit says nothing."""
        self.dropped = tuple(wrong)
        self.store.problem("store.settings-dropped")
        self._unreadable(self.settings_key, text, lambda: self.save_settings(settings))

    def _unreadable(self, key: str, text: str, save_own: Callable[[], None]) -> None:
        """Another tab (or page) wrote under ``key`` what this page cannot read: this tab keeps its own, and
        writes it back once that text is kept aside (``<key>.corrupt``), so that the next visit finds it."""
        if self.store.keep_aside(key, text, CORRUPT, self.full[key]):
            save_own()

    def _save_own(self) -> None:
        self.saved = None
        self.held = False
        self.save_now()

    def _timed_only(self, game: Game, text: str) -> bool:
        """Whether another tab's save (``game``, ``text``) is the game on the table but for its time: that tab was
        only shown, its clock running, and saved as it was hidden. Its time is taken, and nothing said (each tab
        said "This game went on in another tab" when the player merely looked at the other)."""
        mine = self.board.game
        self.board.playtime.update()  # the run so far, into the game's time
        held, mine.played_ms = mine.played_ms, game.played_ms
        if dump(mine) != text:
            mine.played_ms = held
            return False
        self.saved = text
        self.board.playtime.update()
        return True

    def _gave_up_nothing(self, game: Game) -> bool:
        """Whether another tab's save (``game``) is a deal not played yet that gave up no game: this tab's game is
        in progress and the stored statistics still count it so (a tab that gives a game up for another, by New game,
        "Play this deal again" or a link, counts that first). Such a deal was dealt by a tab that started without
        this game (the save was unreadable as it started, was moved aside and dealt afresh): taken up, it lost the
        player's game in progress. This tab's game is written back instead, and that tab takes it up."""
        if game.move_count > 0 or not self.board.in_progress():
            return False
        try:
            current = Stats.parse(self.store.read(self.stats_key) or "").current
        except StatsError:  # no statistics this version reads: nothing says the game was not given up
            return False
        return current == game_name(self.board.game)

    def follow(self, text: str | None) -> None:
        """Put the game another tab saved (``text``) on the table, unless it is this page's own."""
        if text is None or text == self.saved or self.framed or self._newer(self.game_key, text):
            return
        self.held = False  # a game under the key again: this tab's follows it (or is written back, unreadable)
        try:
            game = load(text)
        except SaveError:  # not a game this version reads, or not its code's deal
            self._unreadable(self.game_key, text, self._save_own)
            return
        if self._gave_up_nothing(game):
            self._save_own()
            return
        if self._timed_only(game, text):
            return
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
            self.timer = None
        self.saved = text
        self.failed.discard(self.game_key)
        said = "say.other-tab" if game_name(game) == game_name(self.board.game) else "say.other-tab-game"
        self.board.adopt(game)
        if str(self.window.document.visibilityState) == "hidden":
            if self.untold != "say.other-tab-game":  # another game, then played on there: still another game here
                self.untold = said
        else:
            self.board.say(self.board.texts(said))

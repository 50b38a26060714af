"""The solver on the page: the hint, the "still winnable?" mark and the search for a winnable deal.

Every search is a ``ds.solver.Solving`` run in slices (``ds/web/slices.py``),
so the page answers taps while it thinks; what a search finds is kept in an
``Advice`` and reused as the player moves. Nothing is decided here: the
solver finds the moves and the verdicts, the engine checks them.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy

from ..game import Game
from ..moves import Move
from ..solver import Result, Solving, suggest
from .advice import Advice, Key
from .speech import describe_hint

if TYPE_CHECKING:
    from .board import Board
    from .slices import Slices

HINT_SECONDS = 0.25
"""A hint's search budget (wall-clock; the hint is shown within 300 ms): past it, the best-scoring line found so
far, else the solver's heuristic move."""
MARK_SECONDS = 5.0
MARK_NODES = 100_000
"""The background search's budget per position (for the mark, and for hints once one was asked)."""
DEAL_SECONDS = 3.0
DEAL_NODES = 5_000
"""The budget for each deal tried by "winnable deals only". A winnable deal comes sooner with a small one:
replayed on the 1,000-deal Vegas surveys of solver 57a2bbe (20,000 positions, ``docs/winnability.md``), 5,000
wins 37 D1V deals instead of 94 but spends 133,000 positions per deal won instead of 201,000 (D3V: 2
instead of 6, 2.5 million positions per deal won instead of 3.3 million). D3V's search for a win only is now
one search (``DRAW_3_VEGAS_WIN_PLAN``), which gives up on most deals after 256 or 512 positions
(``DRAW_3_VEGAS_WIN_GATES``): 2 wins in 1,000 random deals at 5,000, in 69 s of CPU, where without the gates 5
took 273 s (docs/winnability.md, "Gates"). Normal deals are won in a few hundred."""
HINT_SHOWN_MS = 2500

MARK_TEXT = {"checking": "winnable.checking", "won": "winnable.yes", "lost": "winnable.no", "unknown": "winnable.unknown"}
"""The mark's word for each state of the search."""
MARK_SAID = {"won": "say.winnable-won", "lost": "say.winnable-lost", "unknown": "say.winnable-unknown"}
"""What a screen reader hears when the mark comes to a verdict other than the last one said."""


class Coach:
    """One search at a time looks at the position on the table, in the background: started after each
    move while the mark is on or once the player has asked for a hint, and hurried along (most
    urgent) for up to ``HINT_SECONDS`` when a hint is asked. What it finds is kept in ``advice``."""

    def __init__(self, board: Board, slices: Slices) -> None:
        self.board = board
        self.slices = slices
        self.advice = Advice()
        self.here: Key | None = None
        """The position on the table when the page last looked (for carrying results over a move)."""
        self.mark_box = board.root.querySelector("[data-show='winnable-box']")
        self.mark_el = board.root.querySelector("[data-show='winnable']")
        self.said_el = board.root.querySelector("[data-show='winnable-said']")
        self.said_state: str | None = None
        """The mark's last verdict said out (a screen reader heard nothing of the mark before)."""
        self.shown: list[Any] = []
        """The elements the hint on show has marked."""
        self.hint_timer: Any = None
        self._unhint = create_proxy(self.clear_hint)
        self.solving: Solving | None = None
        """The background search, while it runs."""
        self.searched: Key | None = None
        """The position the background search is deciding, or last decided."""
        self.searched_state = "checking"
        """How the last search of ``searched`` ended: checking (still running), won, lost or unknown."""
        self.searched_result = Result("unknown")
        """What the last search of ``searched`` found, once it ended (an "unknown" keeps its best-scoring line)."""
        self.hint_due: float | None = None
        """While a hint is being worked out: when (perf_counter) to stop waiting and show what was found so far."""
        self.hints_wanted = False
        """The player asked for a hint in this visit: keep searching in the background after each move."""
        self.provisional: Key | None = None
        """The position whose hint was shown before its search ended: a verdict found later is shown as a new
        hint, so that the words on show never contradict the mark."""

    # --- the game changed ----------------------------------------------------------------

    def changed(self, move: Move | None = None) -> None:
        """The game on the table changed (``move`` played, or an undo or a new game: None)."""
        game = self.board.game
        key = self.advice.key(game)
        if move is not None and self.here is not None:
            self.advice.played(self.here, move, game)
        self.here = key
        self.hint_due = self.provisional = None
        self.slices.cancel("hint")
        self.clear_hint()
        self.update_mark()

    # --- the background search -------------------------------------------------------------

    def _wanted(self) -> bool:
        return bool(self.board.settings.winnable_mark) or self.hints_wanted

    def _search(self) -> None:
        """Make sure the position on the table is being searched, or has been (when nothing is known of it)."""
        if self.searched == self.here:
            return  # running, or gave up here: the same budget would not do better
        self.solving = Solving(self.board.game, max_nodes=MARK_NODES, max_seconds=MARK_SECONDS)
        self.searched, self.searched_state = self.here, "checking"
        self.slices.start("search", self._step_search, urgency=0)

    def _step_search(self, seconds: float) -> bool:
        solving = self.solving
        if solving is None:
            return True
        result = solving.step(seconds)
        if result is None:
            return False
        self.solving = None
        self.advice.learn(solving.game, result)
        self.searched_state = result.verdict
        self.searched_result = result
        if self.searched == self.here:
            self.update_mark()
            if self.hint_due is not None:
                self.hint_due = None
                self.slices.cancel("hint")
                self._show_hint(self.board.game, result)
            elif self.provisional == self.here and result.verdict != "unknown":
                self.provisional = None
                self._show_hint(self.board.game, result, later=True)
        return True

    # --- the hint ------------------------------------------------------------------------

    def hint(self) -> None:
        """H or the Hint button: show the next move of a winning line, else of the best-scoring line found, else
        the best move the solver sees; on a won game, that it is won and how to deal another."""
        game = self.board.game
        if game.is_won:
            self.board.say(self.board.texts("say.hint-won"))
            return
        if self.hint_due is not None:
            return
        self.hints_wanted = True
        known = self.advice.scored(game, self.here)
        if known is not None:
            self._show_hint(game, known)
            return
        self._search()
        if self.solving is None:  # searched here already, and undecided
            self._show_hint(game, self.searched_result)
            return
        self.hint_due = time.perf_counter() + HINT_SECONDS
        if not self._step_hint(0.004):
            self.board.say(self.board.texts("say.hint-thinking"))
            self.slices.start("hint", self._step_hint, urgency=2)

    def _step_hint(self, seconds: float) -> bool:
        """The background search, hurried: the hint is shown when it ends, or from what it found so far when
        time is up."""
        due = self.hint_due
        if due is None:
            return True
        self._step_search(max(0.0, min(seconds, due - time.perf_counter())))
        if self.hint_due is None:
            return True  # the search ended and showed the hint
        if time.perf_counter() >= due:
            self.hint_due, self.provisional = None, self.here
            solving = self.solving
            self._show_hint(self.board.game, solving.so_far() if solving is not None else Result("unknown"))
            return True
        return False

    def _show_hint(self, game: Game, result: Result, later: bool = False) -> None:
        """Mark and say the hint: a winning line's first move, else the best-scoring line's with what it
        earns, else the solver's guess (``ds.solver.suggest``). ``later``: a winning line found after a hint
        that was shown without one."""
        texts = self.board.texts
        advice = suggest(game, result)
        move = advice.move
        self.clear_hint()  # a hint shown before the search ended (``later``) goes, whatever takes its place
        if move is None:
            self.board.say(texts("say.hint-lost" if advice.verdict == "lost" else "say.hint-none"))
            return
        view = self.board.view
        if move.is_draw or move.is_recycle:
            marked = [view.pile_els["stock"]]
        else:
            size = len(game.pile_cards(move.src))
            marked = [s.el for s in view.sprites_from(str(move.src), size - move.count)]
            marked.append(view.pile_els[str(move.dst)])
        for el in marked:
            el.classList.add("hinted")
        self.shown = marked
        words = describe_hint(texts, game, move, advice.gain, lost=advice.verdict == "lost")
        self.board.say(texts("say.hint-found", hint=words) if later and advice.wins else words)
        self.hint_timer = self.board.window.setTimeout(self._unhint, HINT_SHOWN_MS)

    def clear_hint(self, *_: Any) -> None:
        if self.hint_timer is not None:
            self.board.window.clearTimeout(self.hint_timer)
            self.hint_timer = None
        for el in self.shown:
            el.classList.remove("hinted")
        self.shown = []

    # --- the "still winnable?" mark -------------------------------------------------------

    def update_mark(self) -> None:
        """Show the mark (when the setting is on) with what is known of the position on the table, and
        search it in the background when nothing is."""
        on = bool(self.board.settings.winnable_mark)
        if self.mark_box.hidden == on:
            self.mark_box.hidden = not on
        known = self.advice.known(self.board.game, self.here)
        if known is None and self._wanted():
            self._search()
        elif self.solving is not None and self.searched != self.here:
            self.solving = self.searched = None  # a search of a position left behind, that nobody waits for
            self.slices.cancel("search")
        if on:
            self._mark(known.verdict if known is not None else self.searched_state if self.searched == self.here else "checking")

    def silence(self) -> None:
        """The verdict last said goes from its live region (the page speaks another language now; the mark itself
        shows it in the new one, and a verdict that changes is said in it)."""
        self.said_el.textContent = ""

    def _mark(self, state: str) -> None:
        """Show ``state`` on the mark; a verdict other than the last one said is said, in a live region of its own
        (it comes after the move's words, which it must not cut off)."""
        self.mark_el.dataset.state = state
        self.mark_el.textContent = self.board.texts(MARK_TEXT[state])
        if state in MARK_SAID and state != self.said_state:
            self.said_state = state
            self.said_el.textContent = self.board.texts(MARK_SAID[state])

    # --- winnable deals only ----------------------------------------------------------------

    def find_deal(self, draw: int, scoring: str, progress: Any, found: Any) -> None:
        """Try random deals of a mode until the solver wins one: ``progress(tried)`` after each deal,
        ``found(code)`` at the end. ``cancel_deal`` stops it."""
        state: dict[str, Any] = {"tried": 0, "solving": None, "code": None}

        def step(seconds: float) -> bool:
            if state["solving"] is None:
                code = self.board.random_code(draw, scoring)
                state["code"] = code
                state["solving"] = Solving(
                    Game.deal(code), max_nodes=DEAL_NODES, max_seconds=DEAL_SECONDS, seek_win=True
                )
            result = state["solving"].step(seconds)
            if result is None:
                return False
            if result.verdict == "won":
                self.advice.learn(state["solving"].game, result)
                found(state["code"])
                return True
            state["tried"] += 1
            state["solving"] = None
            progress(state["tried"])
            return False

        self.slices.start("deal", step, urgency=1)

    def cancel_deal(self) -> None:
        self.slices.cancel("deal")

    def searching_deal(self) -> bool:
        return self.slices.running("deal")

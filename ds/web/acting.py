"""The board acting: a move played and shown, undo and redo, a refusal said, and what follows every change
(the save, the statistics, the clock, the win)."""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError, RedoError, RefusalError, UndoError
from ..game import Game
from ..gestures import double_tap_move, tap_move
from ..moves import Move
from .i18n import sentence
from .parts import Part
from .sound import landing_rank, sound_of
from .speech import describe_move, describe_redo, describe_undo, stock_spent_by
from .stats import Facts, game_name
from .view import Sprite

ADVICE_TIMES = 3
"""How many times a refused tap also says what would move the card (a double tap, a drag)."""
ADVISED = ("no-foundation", "tap-top-only")
"""The refusals of a tap that advice follows when the card could go to a column."""


class Acting(Part):
    """Moves played, undone and redone, refusals and messages (a part of ``Board``)."""

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
        key = "advice.double-tap" if self.settings.double_tap_now else "advice.drag"
        return self.texts(key, refusal=said.rstrip("."))

    def _top(self, pile: str) -> list[Sprite]:
        size = len(self.game.pile_cards(pile))
        return self.view.sprites_from(pile, size - 1) if size else []

    def play(self, move: Move) -> None:
        """Play a legal move as if the player had made it (the Finish plays its cards so)."""
        self._play(move)

    def _play(self, move: Move, lifted: frozenset[Sprite] = frozenset()) -> None:
        self._drop_pick()
        self._drop_drag()
        game = self.game
        game.play(move)
        record = game.records[-1]
        piles = (str(move.src), str(move.dst))
        moved = self.view.render(game, lifted=lifted, piles=piles)
        if not move.is_draw and not move.is_recycle:
            self.view.flash([s for s in moved if s.pile == str(move.dst)])
        self.view.label(game, piles)
        self._tell(describe_move(self.texts, game, move, flipped=record.flipped, points=record.points), move)
        self.sound.play(sound_of(move, flipped=record.flipped), rank=landing_rank(game, move))
        self.coach.changed(move)
        self._moved(str(move))

    def _tell(self, said: str, move: Move) -> None:
        """Read out what ``move`` did; the draw that spends a Vegas stock says so on the message line too."""
        if stock_spent_by(self.game, move):
            self.announcer.say(self.texts("say.stock-spent"), spoken=said)
        else:
            self.announcer.announce(said)

    def _let_go(self) -> None:
        """The game is about to change: a single tap waiting for its second, a keyboard pick and a drag end."""
        self._cancel_pending()
        self._drop_pick()
        self._drop_drag()

    def undo(self) -> None:
        """U, Ctrl+Z or the Undo button: the last action taken back. Refused (nothing to undo), it only says so:
        a drag, a pick or a pending tap goes on."""
        if self.game.can_undo:
            self._let_go()
        score = self.game.score
        try:
            move = self.game.undo()
        except UndoError as error:
            self._refuse(error)
            return
        piles = (str(move.src), str(move.dst))
        self.view.render(self.game, piles=piles)
        self.view.label(self.game, piles)
        self.announcer.announce(describe_undo(self.texts, self.game, move, points=self.game.score - score))
        self.sound.play("put")
        self.coach.changed()
        self._moved("undo")

    def redo(self) -> None:
        """The Redo button, Ctrl+Y or Ctrl+Shift+Z: the last action undone, played again (refused, as ``undo``)."""
        if self.game.can_redo:
            self._let_go()
        try:
            move = self.game.redo()
        except RedoError as error:
            self._refuse(error)
            return
        game = self.game
        record = game.records[-1]
        piles = (str(move.src), str(move.dst))
        self.view.render(game, piles=piles)
        self.view.label(game, piles)
        self._tell(describe_redo(self.texts, game, move, flipped=record.flipped, points=record.points), move)
        self.sound.play(sound_of(move, flipped=record.flipped), rank=landing_rank(game, move))
        self.coach.changed(move)
        self._moved("redo")

    def finish(self) -> None:
        """The Finish control or F: every card left to its foundation, one counted move after the other (a single
        tap waiting for its second is carried out first)."""
        self._fire_pending()
        self._drop_pick()
        self.endgame.start()

    def hint(self) -> None:
        """H or the Hint button: the solver's next move, shown on the table and said (from the position after a
        single tap waiting for its second, carried out first)."""
        self._fire_pending()
        self._drop_pick()
        self.coach.hint()

    def _moved(self, what: str) -> None:
        game = self.game
        self.playtime.update()  # the clock stops at the winning move, before the events carry its time
        self._emit("move", move=what, score=game.score, moves=game.move_count, won=game.is_won)
        self._after(celebrate=True, clocked=True)

    def _after(self, celebrate: bool = False, clocked: bool = False) -> None:
        """After every change of the game on the table: save, count, the clock (unless ``clocked``: the caller
        has just told it), the Finish control, the open windows, the win (celebrated when a move has just won
        it, else the win window at once)."""
        self.keeper.schedule()
        game = self.game
        facts = game_facts(game)
        bests = self.stats.bests(facts)
        self._count_stats(lambda stats: stats.record(facts))
        code = game.code
        if code is not None:
            self._count_deals(lambda deals: deals.record(str(code), game.move_count, game.is_won))
        if bests or not game.is_won:  # a win taken back and made again is no new best
            self.endgame.bests = bests
        if not clocked:
            self.playtime.update()
        self.endgame.update()
        self.dialogs.game_changed()
        if game.is_won:
            self.endgame.won(celebrate)
            self._emit("won", score=game.score, moves=game.move_count, code=str(game.code))

    def _emit(self, kind: str, **data: Any) -> None:
        """Tell the listeners (the embedding bridge) what happened."""
        for listener in self.listeners:
            listener(kind, data)

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


def game_facts(game: Game) -> Facts:
    """What the statistics count of ``game``."""
    return Facts(game_name(game), game.move_count, game.score, game.is_won, game.played_ms // 1000)


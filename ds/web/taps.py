"""What the pointer reports to the board: which card a press means, taps and double taps, drags and drops.

A single tap with double tap on may wait for a second tap (``DOUBLE_TAP_MS``); whether it can act at once,
and what a tap, a double tap or a drop does, the engine says (``ds.gestures``).
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError
from ..gestures import DOUBLE_TAP_MS, FOUNDATION_AREA, double_tap_move, drop_move, drop_targets, tap_at_once, tap_move
from ..piles import Pile
from .layout import drop_target, pointed
from .parts import Part
from .view import Sprite


class Taps(Part):
    """The board's side of ``pointer.Player``: taps, double taps, drags and drops (a part of ``Board``)."""

    def aim(self, x: float, y: float, near: float) -> tuple[str, int | None] | None:
        """The pile and card a press at (x, y) on the table means: where the engine's cards lie, whatever
        still glides; up to ``near`` px off a pile, the nearest one."""
        table = self.view.table
        return None if table is None else pointed(self.game, table, self.view.spots, x, y, near)

    def touch(self, pile: str, index: int | None) -> None:
        """A pointer went down: a pending single tap on another card happens now; on the same card it is the
        second press of a double tap, begun in time, which has as long again to end (the window closed under a
        finger still pressing, and the two taps were two refused single taps); a keyboard pick ends; the message
        line makes way."""
        self.announcer.dismiss()
        self.by_pointer = True
        self._drop_pick()
        if self.pending is not None and self.pending != (pile, index):
            self._fire_pending()
        elif self.timer is not None:
            self.window.clearTimeout(self.timer)
            self.timer = self.window.setTimeout(self._fire, DOUBLE_TAP_MS)

    def tap(self, pile: str, index: int | None, again: bool = False) -> None:
        """A tap (SPEC.md points 7 and 8): on the stock, or with double tap off, carried out at once. With
        double tap on, a second tap on the same card makes a double tap; a single tap is carried out at once
        when a double tap could do nothing else (the engine says), else when no second tap came in time.
        A double tap on such a card is one move: its second tap (``again``: begun within ``DOUBLE_TAP_MS``
        at the same spot), which lands on the card beneath, does nothing unless a tap on that card follows in
        time, which makes the two a double tap on it (a quick player's next gesture); any other tap is a tap."""
        first, self.at_once = self.at_once, None
        if pile == "stock" or not self.settings.double_tap_now:
            self._act(pile, index, tap_move)
            return
        if self.pending == (pile, index):
            self._cancel_pending()
            self._act(pile, index, double_tap_move)
            return
        self._fire_pending()
        if again and first == pile:  # the second tap of a double tap whose first tap made its move, or the first
            self.pending, self.idle = (pile, index), True  # of a new double tap: only a tap that follows acts
            self.timer = self.window.setTimeout(self._fire, DOUBLE_TAP_MS)
            return
        if tap_at_once(self.game, pile, index):
            self.at_once = pile
            self._act(pile, index, tap_move)
            return
        self.pending = (pile, index)
        self.timer = self.window.setTimeout(self._fire, DOUBLE_TAP_MS)

    def settle_input(self) -> None:
        """A window opens over the table: a single tap waiting for its second is carried out now (as before a draw
        or a hint), a drag under way ends, its cards back in their pile, and a run of the Finish stops where it is
        (as at any other action of the player's): nothing plays under the window."""
        self._fire_pending()
        self._drop_drag()
        self.endgame.stop()

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
            self.view.render(self.game, lifted=frozenset(sprites), piles=(sprites[0].pile,))

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
            self.view.render(self.game, lifted=lifted, piles=(pile,))
            return
        try:
            move = drop_move(self.game, pile, index, target)
        except IllegalMoveError as error:
            self.view.render(self.game, lifted=lifted, piles=(pile,))
            self._refuse(error)
            return
        self._play(move, lifted=lifted)

    def _drop_drag(self) -> None:
        """A press or drag in flight ends before the game changes under it: its release would otherwise act on
        whatever then lies at its pile and index (after an undo, a card with another on it)."""
        self.pointer.abandon()

    def _fire_pending(self, *_: Any) -> None:
        if self.pending is None:
            return
        pile, index = self.pending
        idle = self.idle
        self._cancel_pending()
        if not idle:
            self._act(pile, index, tap_move)

    def _cancel_pending(self) -> None:
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
        self.timer = None
        self.pending = None
        self.idle = False

    def _mark_targets(self, targets: list[Pile]) -> None:
        names = {str(pile) for pile in targets}
        foundation = any(pile.is_foundation for pile in targets)
        for name, el in self.view.pile_els.items():
            if name in names or (foundation and name.startswith("foundation")):
                el.dataset.target = "true"
            elif el.hasAttribute("data-target"):
                el.removeAttribute("data-target")

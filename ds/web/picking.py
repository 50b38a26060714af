"""What the keyboard asks of the board: pick cards up, put them down on a pile, send them home, draw."""

from __future__ import annotations


from ..errors import IllegalMoveError
from ..finish import can_finish
from ..gestures import drop_move, drop_targets, tap_move
from ..piles import COLUMN_1, Pile
from .focus import next_pick
from .parts import Part
from .speech import describe_pick


class Picking(Part):
    """The keyboard's cards in hand (a part of ``Board``)."""

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
        self.announcer.announce(describe_pick(self.texts, game, pile, index, targets))

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
        """D, or Enter on the stock: what a tap on the stock does (a single tap waiting for its second is carried
        out first, as before a tap on the stock)."""
        self._drop_pick()
        self._fire_pending()
        self._act("stock", None, tap_move)

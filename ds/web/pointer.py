"""Pointer input, mouse, touch and pen on one path: tap or drag, reported to the board.

One ``pointerdown`` listener on the table; ``pointermove``/``pointerup`` on the
document only while a gesture lasts. Which card a press means is asked of the
board from the point (where the engine's cards lie), never read from the
element under the pointer, which may be a card still gliding away or one
gliding over its place. A drag starts once the pointer has moved a few pixels,
more for a finger than for a mouse; a short press that ends near where it
started is a tap even if the finger wobbled past that (on the stock, however
long it lasted). Secondary buttons and extra touches are ignored; drag frames
are batched into ``requestAnimationFrame``. The table's touch moves are not the browser's (``hold``).
"""

from __future__ import annotations

from typing import Any, Protocol

from pyodide.ffi import create_proxy

from ..gestures import DOUBLE_TAP_MS
from .layout import held
from .view import LIFT, Sprite, translate_to

DRAG_PX = {"mouse": 5.0, "pen": 8.0, "touch": 10.0}
"""How far (horizontal plus vertical, CSS px) the pointer moves before a press becomes a drag."""
NEAR_PX = {"mouse": 0.0, "pen": 6.0, "touch": 12.0}
"""How far off a pile a press still takes the nearest card (a fingertip is wider than its point)."""
TAP_MS = 250.0
"""A press shorter than this that ends within ``TAP_SLOP`` drag thresholds of its start is a tap."""
TAP_SLOP = 2.0


class Player(Protocol):
    """What the pointer reports to (the board)."""

    def aim(self, x: float, y: float, near: float) -> tuple[str, int | None] | None: ...
    def touch(self, pile: str, index: int | None) -> None: ...
    def tap(self, pile: str, index: int | None, again: bool) -> None: ...
    def lift(self, pile: str, index: int | None) -> list[Sprite]: ...
    def drop(self, pile: str, index: int | None, sprites: list[Sprite], point: tuple[float, float]) -> None: ...
    def restore(self, sprites: list[Sprite]) -> None: ...


class Gesture:
    __slots__ = ("dragging", "grab", "id", "index", "kind", "origin", "pile", "since", "slop", "sprites", "x", "x0", "y",
                 "y0")

    def __init__(self, pointer_id: int, kind: str, x: float, y: float, pile: str, index: int | None, slop: float,
                 since: float) -> None:
        self.id, self.kind = pointer_id, kind
        self.x0, self.y0 = self.x, self.y = x, y
        self.pile, self.index = pile, index
        self.slop = slop
        """The drag threshold of this pointer type."""
        self.since = since
        """When the press began (the event's ``timeStamp``)."""
        self.dragging = False
        self.sprites: list[Sprite] = []
        self.origin: list[tuple[float, float]] = []
        self.grab = (0.0, 0.0)
        """Where on the first lifted card the pointer holds it (from the card's top left corner)."""

    def moved(self) -> float:
        return abs(self.x - self.x0) + abs(self.y - self.y0)


class Pointer:
    """Turns pointer events on the table into taps and drags."""

    def __init__(self, document: Any, window: Any, table_el: Any, player: Player) -> None:
        self.document, self.window, self.table_el, self.player = document, window, table_el, player
        self.gesture: Gesture | None = None
        self.last_tap: tuple[float, float, float] | None = None
        """Where the last tap began and when it ended (the event's ``timeStamp``): a tap begun near it within
        ``DOUBLE_TAP_MS`` is the second tap of a double tap (``again``; the board decides what it means)."""
        self.frame_pending = False
        self._down = create_proxy(self.down)
        self._move = create_proxy(self.move)
        self._up = create_proxy(self.up)
        self._cancel = create_proxy(self.cancel)
        self._frame = create_proxy(self.frame)
        self._hold = create_proxy(self.hold)
        table_el.addEventListener("pointerdown", self._down)
        table_el.addEventListener("touchmove", self._hold, window.JSON.parse('{"passive": false}'))

    def hold(self, event: Any) -> None:
        """A finger moving on the table is the page's own (its ``touch-action`` scrolls nothing there anyway).
        Left to the browser, a quick drag reads as a fling in Chromium, and the next tap, anywhere, as a finger
        stopping it: that tap gets no ``click``, so a button tapped right after a drag did nothing."""
        event.preventDefault()

    def down(self, event: Any) -> None:
        if not event.isPrimary or event.button != 0:
            return
        kind = str(event.pointerType or "mouse")
        gesture = self.gesture
        if gesture is not None:
            if kind != gesture.kind:
                return  # another device while one plays (a second finger is not primary)
            self.abandon()  # a primary press of the same device: the last one's release never reached the page
        origin = self.table_el.getBoundingClientRect()
        hit = self.player.aim(event.clientX - origin.left, event.clientY - origin.top, NEAR_PX.get(kind, 0.0))
        if hit is None:
            return
        event.preventDefault()
        if not self.document.hasFocus():
            # The default kept a press from giving its page focus: a game in a frame, pressed on a card or the
            # stock, left the keys (D, U, H...) to the embedding page. Its window takes focus as a click would.
            self.window.focus()
        pile, index = hit
        self.player.touch(pile, index)
        self.gesture = Gesture(
            event.pointerId, kind, event.clientX, event.clientY, pile, index, DRAG_PX.get(kind, DRAG_PX["mouse"]),
            event.timeStamp,
        )
        for name, handler in (("pointermove", self._move), ("pointerup", self._up), ("pointercancel", self._cancel)):
            self.document.addEventListener(name, handler)

    def move(self, event: Any) -> None:
        gesture = self.gesture
        if gesture is None or event.pointerId != gesture.id:
            return
        gesture.x, gesture.y = event.clientX, event.clientY
        if not gesture.dragging:
            if gesture.moved() < gesture.slop:
                return
            gesture.dragging = True
            gesture.sprites = self.player.lift(gesture.pile, gesture.index)
            gesture.origin = [(s.x, s.y) for s in gesture.sprites]
            if gesture.sprites:
                box = self.table_el.getBoundingClientRect()
                first = gesture.sprites[0]
                gesture.grab = (gesture.x0 - box.left - first.x, gesture.y0 - box.top - first.y)
                card = first.el.getBoundingClientRect()
                rise = held(gesture.kind, gesture.grab, card.width, card.height)[1] - gesture.grab[1]
                gesture.origin = [(x, y - rise) for x, y in gesture.origin]
            self._raise(gesture.sprites)
            for s in gesture.sprites:
                s.el.classList.add("dragging")
        if gesture.sprites and not self.frame_pending:
            self.frame_pending = True
            self.window.requestAnimationFrame(self._frame)

    @staticmethod
    def _raise(sprites: list[Sprite]) -> None:
        for order, s in enumerate(sprites):
            s.z = LIFT + order
            s.el.style.zIndex = str(s.z)

    def relaid(self, card_w: float, card_h: float) -> None:
        """The table was laid out again during a drag (a phone turned), which put the lifted cards back in their
        pile: they follow the pointer again at once, held at the same place on the card (within its new size)."""
        gesture = self.gesture
        if gesture is None or not gesture.sprites:
            return
        box = self.table_el.getBoundingClientRect()
        first = gesture.sprites[0]
        grab_x, grab_y = held(gesture.kind, gesture.grab, card_w, card_h)
        x = gesture.x - box.left - grab_x
        y = gesture.y - box.top - grab_y
        dx, dy = gesture.x - gesture.x0, gesture.y - gesture.y0
        gesture.origin = [(x + s.x - first.x - dx, y + s.y - first.y - dy) for s in gesture.sprites]
        self._raise(gesture.sprites)
        self.frame()

    def frame(self, _time: float = 0) -> None:
        self.frame_pending = False
        gesture = self.gesture
        if gesture is None or not gesture.dragging:
            return
        dx, dy = gesture.x - gesture.x0, gesture.y - gesture.y0
        for s, (x, y) in zip(gesture.sprites, gesture.origin):
            s.x, s.y = x + dx, y + dy
            s.el.style.transform = translate_to(s.x, s.y)

    def up(self, event: Any) -> None:
        gesture = self.gesture
        if gesture is None or event.pointerId != gesture.id:
            return
        self._end()
        gesture.x, gesture.y = event.clientX, event.clientY
        near = gesture.moved() < TAP_SLOP * gesture.slop
        quick = event.timeStamp - gesture.since < TAP_MS and near
        if gesture.dragging and (quick or (near and gesture.pile == "stock")):
            # A wobbly tap (on the stock, however slow: its card is lifted only to be told, if dropped on a pile,
            # that the stock is tapped): the cards go back where they lie, then the tap counts.
            self.player.restore(gesture.sprites)
            self._tap(gesture, event.timeStamp)
        elif not gesture.dragging:
            self._tap(gesture, event.timeStamp)
        else:
            self.frame()  # the last position, even if no frame ran since
            origin = self.table_el.getBoundingClientRect()
            self.player.drop(
                gesture.pile, gesture.index, gesture.sprites, (event.clientX - origin.left, event.clientY - origin.top)
            )

    def _tap(self, gesture: Gesture, ended: float) -> None:
        last = self.last_tap
        again = (last is not None and gesture.since - last[2] < DOUBLE_TAP_MS
                 and abs(gesture.x0 - last[0]) + abs(gesture.y0 - last[1]) < TAP_SLOP * gesture.slop)
        self.last_tap = (gesture.x0, gesture.y0, ended)
        self.player.tap(gesture.pile, gesture.index, again)

    def abandon(self) -> None:
        """The game is about to change under the gesture (a key's undo, another tab's game, a Finish): it ends
        with neither tap nor drop, the cards lifted back in their pile; the release that follows does nothing."""
        gesture = self.gesture
        if gesture is None:
            return
        self._end()
        if gesture.dragging:
            self.player.restore(gesture.sprites)

    def cancel(self, event: Any) -> None:
        gesture = self.gesture
        if gesture is None or event.pointerId != gesture.id:
            return
        self._end()
        if gesture.dragging:
            self.player.drop(gesture.pile, gesture.index, gesture.sprites, (-1e6, -1e6))

    def _end(self) -> None:
        gesture = self.gesture
        self.gesture = None
        for name, handler in (("pointermove", self._move), ("pointerup", self._up), ("pointercancel", self._cancel)):
            self.document.removeEventListener(name, handler)
        if gesture is not None:
            for s in gesture.sprites:
                s.el.classList.remove("dragging")

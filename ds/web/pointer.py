"""Pointer input, mouse, touch and pen on one path: tap or drag, reported to the board.

One ``pointerdown`` listener on the table; ``pointermove``/``pointerup`` on the
document only while a gesture lasts. A drag starts once the pointer has
moved a few pixels; less is a tap. Secondary buttons and extra touches are
ignored; drag frames are batched into ``requestAnimationFrame``.
"""

from __future__ import annotations

from typing import Any, Protocol

from pyodide.ffi import create_proxy

from .dom import found
from .view import LIFT, Sprite

DRAG_PX = 6


class Player(Protocol):
    """What the pointer reports to (the board)."""

    def touch(self, pile: str, index: int | None) -> None: ...
    def tap(self, pile: str, index: int | None) -> None: ...
    def lift(self, pile: str, index: int | None) -> list[Sprite]: ...
    def drop(self, pile: str, index: int | None, sprites: list[Sprite], point: tuple[float, float]) -> None: ...


class Gesture:
    __slots__ = ("dragging", "id", "index", "origin", "pile", "sprites", "x", "x0", "y", "y0")

    def __init__(self, pointer_id: int, x: float, y: float, pile: str, index: int | None) -> None:
        self.id = pointer_id
        self.x0, self.y0 = self.x, self.y = x, y
        self.pile, self.index = pile, index
        self.dragging = False
        self.sprites: list[Sprite] = []
        self.origin: list[tuple[float, float]] = []


class Pointer:
    """Turns pointer events on the table into taps and drags."""

    def __init__(self, document: Any, window: Any, table_el: Any, player: Player) -> None:
        self.document, self.window, self.table_el, self.player = document, window, table_el, player
        self.gesture: Gesture | None = None
        self.frame_pending = False
        self._down = create_proxy(self.down)
        self._move = create_proxy(self.move)
        self._up = create_proxy(self.up)
        self._cancel = create_proxy(self.cancel)
        self._frame = create_proxy(self.frame)
        table_el.addEventListener("pointerdown", self._down)

    def down(self, event: Any) -> None:
        if self.gesture is not None or not event.isPrimary or event.button != 0:
            return
        hit = event.target.closest("[data-pile]")
        if not found(hit):
            return
        event.preventDefault()
        pile = str(hit.dataset.pile)
        index = int(hit.dataset.index) if hit.hasAttribute("data-index") else None
        self.player.touch(pile, index)
        self.gesture = Gesture(event.pointerId, event.clientX, event.clientY, pile, index)
        for name, handler in (("pointermove", self._move), ("pointerup", self._up), ("pointercancel", self._cancel)):
            self.document.addEventListener(name, handler)

    def move(self, event: Any) -> None:
        gesture = self.gesture
        if gesture is None or event.pointerId != gesture.id:
            return
        gesture.x, gesture.y = event.clientX, event.clientY
        if not gesture.dragging:
            if abs(gesture.x - gesture.x0) + abs(gesture.y - gesture.y0) < DRAG_PX:
                return
            gesture.dragging = True
            gesture.sprites = self.player.lift(gesture.pile, gesture.index)
            gesture.origin = [(s.x, s.y) for s in gesture.sprites]
            for order, s in enumerate(gesture.sprites):
                s.z = LIFT + order
                s.el.style.zIndex = str(s.z)
                s.el.classList.add("dragging")
        if gesture.sprites and not self.frame_pending:
            self.frame_pending = True
            self.window.requestAnimationFrame(self._frame)

    def frame(self, _time: float = 0) -> None:
        self.frame_pending = False
        gesture = self.gesture
        if gesture is None or not gesture.dragging:
            return
        dx, dy = gesture.x - gesture.x0, gesture.y - gesture.y0
        for s, (x, y) in zip(gesture.sprites, gesture.origin):
            s.x, s.y = x + dx, y + dy
            s.el.style.transform = f"translate({s.x:.1f}px,{s.y:.1f}px)"

    def up(self, event: Any) -> None:
        gesture = self.gesture
        if gesture is None or event.pointerId != gesture.id:
            return
        self._end()
        if not gesture.dragging:
            self.player.tap(gesture.pile, gesture.index)
        elif gesture.sprites:
            self.frame()  # the last position, even if no frame ran since
            origin = self.table_el.getBoundingClientRect()
            self.player.drop(
                gesture.pile, gesture.index, gesture.sprites, (event.clientX - origin.left, event.clientY - origin.top)
            )

    def cancel(self, event: Any) -> None:
        gesture = self.gesture
        if gesture is None or event.pointerId != gesture.id:
            return
        self._end()
        if gesture.dragging and gesture.sprites:
            self.player.drop(gesture.pile, gesture.index, gesture.sprites, (-1e6, -1e6))

    def _end(self) -> None:
        gesture = self.gesture
        self.gesture = None
        for name, handler in (("pointermove", self._move), ("pointerup", self._up), ("pointercancel", self._cancel)):
            self.document.removeEventListener(name, handler)
        if gesture is not None:
            for s in gesture.sprites:
                s.el.classList.remove("dragging")

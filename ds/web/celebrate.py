"""The win's celebration: the cards of the foundations leave one after another and bounce across the
table, each leaving a trail of its own pictures (the cascade of the classic Windows solitaire).

It draws with the table's own cards, on a layer over the table: each card
in flight is a picture of its face from the page's sprite, and its trail is
painted on a canvas from the same drawing (``cardart.face_document``), each
face painted once, as soon as the browser has decoded it, and then stamped. A tap or any key skips it, and it ends by
itself after the last card has gone. With ``prefers-reduced-motion`` there
is none (the board does not start it). The root carries
``data-celebration="running"`` while it lasts, the layer ``data-stamps`` (the
trail's pictures so far); the win window comes after.

The flight of each card is worked out in Python one frame at a time
(``requestAnimationFrame``): a few dozen cards in the air, a transform each,
and now and then one ``drawImage`` of the trail.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy

from ..cards import NAMES
from .cardart import card_svg, face_document
from .view import View, translate_to

LAUNCH_MS = 55
"""Between one card's start and the next."""
STAMP_MS = 30
"""Between two pictures of a card's trail."""
LONGEST_MS = 12_000
"""The celebration never lasts longer, whatever the frame rate."""
GRAVITY = 2.4
"""Downward acceleration, in screen heights per second squared."""
BOUNCE = 0.72
"""The share of its speed a card keeps when it bounces on the bottom of the screen."""


class _Flight:
    __slots__ = ("el", "h", "name", "stamp", "vx", "vy", "w", "x", "y")

    def __init__(self, el: Any, name: str, x: float, y: float, vx: float, vy: float, w: float, h: float) -> None:
        self.el, self.name = el, name
        self.x, self.y, self.vx, self.vy, self.w, self.h = x, y, vx, vy, w, h
        self.stamp = 0.0


class Celebration:
    """One cascade at a time; ``start`` it with the view of the won table and what to do after."""

    def __init__(self, document: Any, window: Any, root: Any, view: View) -> None:
        self.document, self.window, self.root, self.view = document, window, root, view
        self.layer: Any = None
        self.rng = random.Random()
        self.queue: list[Any] = []
        """The card elements still on the foundations, in the order they leave (kings first)."""
        self.flights: list[_Flight] = []
        self.trail: Any = None
        """The trail's canvas (2D context), the size of the screen in device pixels."""
        self.ratio = 1.0
        self.faces: dict[str, Any] = {}
        """Each face painted once, at the cards' size, on a canvas of its own, to be stamped on the trail."""
        self._loaded: list[Any] = []
        """The proxies of the faces still being decoded."""
        self.stamps = 0
        self.hidden: list[Any] = []
        self.started = self.last = self.launched = 0.0
        self.frame: Any = None
        self.after: Callable[[], None] | None = None
        self._tick = create_proxy(self._step)
        self._skip = create_proxy(self.skip)

    @property
    def running(self) -> bool:
        return self.layer is not None

    def start(self, after: Callable[[], None]) -> None:
        """Let the foundations' cards fly (kings first, a spot after the other), then call ``after``."""
        self.stop()
        view = self.view
        piles = [f"foundation-{suit}-{spot}" for suit in "SHDC" for spot in (1, 2)]
        self.queue = [view.by_slot[(pile, index)] for index in range(12, -1, -1) for pile in piles
                      if (pile, index) in view.by_slot]
        view.uncover(piles)
        self.after = after
        layer = self.document.createElement("div")
        layer.className = "celebration"
        layer.setAttribute("aria-hidden", "true")
        layer.addEventListener("click", self._skip)  # a whole tap: its end cannot land on the win window
        skip = self.document.createElement("p")
        skip.className = "celebration-skip"
        skip.textContent = view.texts("celebrate.skip")
        canvas = self.document.createElement("canvas")
        canvas.className = "celebration-trail"
        self.ratio = float(self.window.devicePixelRatio or 1)
        canvas.width = round(float(self.window.innerWidth) * self.ratio)
        canvas.height = round(float(self.window.innerHeight) * self.ratio)
        layer.appendChild(canvas)
        layer.appendChild(skip)
        self.trail = canvas.getContext("2d")
        self.root.appendChild(layer)
        self.layer = layer
        self.root.dataset.celebration = "running"
        self.flights, self.hidden, self.faces, self.stamps = [], [], {}, 0
        self.started = self.last = self.launched = -1.0
        self.frame = self.window.requestAnimationFrame(self._tick)

    def skip(self, *_: Any) -> None:
        """A tap or a key: the celebration ends now."""
        if self.running:
            self._finish()

    def stop(self) -> None:
        """End it without what comes after (another game is on the table)."""
        self.after = None
        if self.running:
            self._finish()

    def _finish(self) -> None:
        if self.frame is not None:
            self.window.cancelAnimationFrame(self.frame)
            self.frame = None
        for el in self.hidden:
            el.style.visibility = ""
        self.layer.remove()
        self.layer, self.trail = None, None
        self.flights, self.queue, self.hidden, self.faces = [], [], [], {}
        self.root.removeAttribute("data-celebration")
        after, self.after = self.after, None
        if after is not None:
            after()

    # --- the cascade --------------------------------------------------------------------------

    def _step(self, now: float) -> None:
        self.frame = None
        if not self.running:
            return
        now = float(now)
        if self.started < 0:
            self.started = self.last = now
            self.launched = now - LAUNCH_MS
        dt = min(now - self.last, 50.0) / 1000
        self.last = now
        while self.queue and now - self.launched >= LAUNCH_MS:
            self.launched += LAUNCH_MS
            self._launch(self.queue.pop(0))
        width = float(self.window.innerWidth)
        height = float(self.window.innerHeight)
        flying = []
        for flight in self.flights:
            flight.vy += GRAVITY * height * dt
            flight.x += flight.vx * dt
            flight.y += flight.vy * dt
            floor = height - flight.h
            if flight.y > floor:
                flight.y = floor
                flight.vy = -flight.vy * BOUNCE
            if flight.x + flight.w < 0 or flight.x > width:
                flight.el.remove()
                continue
            flight.el.style.transform = translate_to(flight.x, flight.y)
            if now - flight.stamp >= STAMP_MS:
                flight.stamp = now
                self._stamp(flight)
            flying.append(flight)
        self.flights = flying
        self.layer.dataset.stamps = str(self.stamps)
        if (not self.queue and not flying) or now - self.started > LONGEST_MS:
            self._finish()
            return
        self.frame = self.window.requestAnimationFrame(self._tick)

    def _launch(self, sprite: Any) -> None:
        """A card leaves its foundation: hide it there and send its picture flying, left or right."""
        name = sprite.name or NAMES[0]
        box = sprite.el.getBoundingClientRect()
        sprite.el.style.visibility = "hidden"
        self.hidden.append(sprite.el)
        el = self._card(name, "celebration-card")
        width = float(self.window.innerWidth)
        height = float(self.window.innerHeight)
        direction = -1 if box.left > width / 2 else 1
        direction = direction if self.rng.random() < 0.8 else -direction
        vx = direction * self.rng.uniform(0.28, 0.6) * width
        vy = -self.rng.uniform(0.0, 0.9) * height
        self.flights.append(_Flight(el, name, float(box.left), float(box.top), vx, vy, float(box.width), float(box.height)))

    def _stamp(self, flight: _Flight) -> None:
        """Leave a picture of the card where it is, on the trail (once its face is painted)."""
        face = self.faces.get(flight.name)
        if face is None:
            face = self.faces[flight.name] = self._paint(flight.name, flight.w, flight.h)
        if face.getAttribute("data-ready") != "true":
            return
        ratio = self.ratio
        self.trail.drawImage(face, round(flight.x * ratio), round(flight.y * ratio))
        self.stamps += 1

    def _paint(self, name: str, width: float, height: float) -> Any:
        """A canvas of ``width`` × ``height`` CSS pixels that the face ``name`` is painted on, as the sprite draws
        it, once the browser has decoded its picture (``data-ready``)."""
        four, large = self.view.deck or (False, False)
        canvas = self.document.createElement("canvas")
        canvas.width = max(1, round(width * self.ratio))
        canvas.height = max(1, round(height * self.ratio))
        picture = self.window.Image.new()

        def painted(*_: Any) -> None:
            canvas.getContext("2d").drawImage(picture, 0, 0, canvas.width, canvas.height)
            canvas.dataset.ready = "true"
            self._loaded.remove(proxy)
            proxy.destroy()

        proxy = create_proxy(painted)
        self._loaded.append(proxy)
        picture.addEventListener("load", proxy)
        picture.src = "data:image/svg+xml;charset=utf-8," + str(self.window.encodeURIComponent(face_document(name, four, large)))
        return canvas

    def _card(self, name: str, kind: str) -> Any:
        el = self.document.createElement("div")
        el.className = kind  # not "card": the table's cards are the 104 elements that carry the data- hooks
        el.innerHTML = card_svg(name)
        self.layer.appendChild(el)
        return el

"""Short, quiet sounds made with Web Audio, nothing downloaded: a draw, a card put down, a card turned over,
a card on a foundation, a refusal, the win.

Nothing sounds before the player's first gesture (a key or a pointer on the
page): browsers refuse audio before it, and a page that starts making noise
by itself is rude. The bar's ``sound`` toggle switches them off and on; the
choice is remembered (``Settings.sound``), and without one sound is on on the
game's own page and off when the game is embedded in another site.

Each sound played is counted on the game's root, ``data-sounds`` (how many)
and ``data-sound`` (the last one's name), so tests can tell that a sound was
triggered without listening to it.

Pure Python: the browser objects come from the ``window`` given (no ``js``
import), so ``sound_of`` and ``SOUNDS`` are tested in CPython.

>>> from ds.game import Game
>>> game = Game.deal("DS1-D1N-AAAAAAB")
>>> game.play(game.stock_move)
>>> sound_of(game.move_stack[-1], flipped=False)
'draw'
"""

from __future__ import annotations

import math
from typing import Any

from ..game import Game
from ..moves import Move
from ..piles import FOUNDATION_1

SOUNDS = ("draw", "put", "flip", "home", "refuse", "win")
"""The sounds: a draw (or recycle), a card put down, a card turned over, a card on a foundation, a refusal, the win."""
VOLUME = 0.22
"""The master volume (0 to 1): quiet, under whatever else the player listens to."""
NOISE_SECONDS = 0.25
NOISE_RATE = 24_000
"""The noise's samples a second: 6,000 samples, drawn by the browser in one call (``crypto.getRandomValues``)
as 16-bit integers, hence ``NOISE_SCALE``. Drawn one by one in Python and handed over as a list, the 12,000
of a 48 kHz context made the first tap's handlers take twice as long (a median of 56 ms against 28 in Chromium,
docs/performance.md)."""
NOISE_SCALE = 1 / 32768


def sound_of(move: Move, *, flipped: bool) -> str:
    """The sound of a move played: its card turned over wins over its landing."""
    if move.is_draw or move.is_recycle:
        return "draw"
    if flipped:
        return "flip"
    return "home" if move.dst.is_foundation else "put"


def landing_rank(game: Game, move: Move) -> int:
    """The pitch of ``move``'s sound, said after it was played (or played again): the rank of the card it put
    on a foundation, so that a Finish climbs; 1 for any other move.

    >>> game = Game("D1N score 1190\\nfoundations: KS KS KH JH KD KD KC QC\\ncol-1: KC QH\\ncol-2: KH")
    >>> game.play("1>H2")
    >>> landing_rank(game, game.move_stack[-1]), game.undo() == game.redo(), landing_rank(game, game.move_stack[-1])
    (12, True, 12)
    """
    return game.foundations[move.dst - FOUNDATION_1] if move.dst.is_foundation else 1


def default_on(framed: bool) -> bool:
    """Sound's default without a choice of the player: on on the game's own page, off when embedded."""
    return not framed


class Sound:
    """The page's sounds (a Web Audio context made at the first gesture that asks for one), and the bar's
    toggle (``aria-pressed``)."""

    def __init__(self, window: Any, root: Any, *, framed: bool) -> None:
        self.window, self.root, self.framed = window, root, framed
        self.button = root.querySelector("[data-action='sound']")
        self.on = default_on(framed)
        self.gestured = False
        """The player touched a key or the pointer on the page: sound may start."""
        self.context: Any = None
        self.out: Any = None
        self.noise: Any = None
        self.played = 0

    def choose(self, choice: bool | None) -> None:
        """Sound on or off as the player chose (None: not yet, the default holds); the toggle shows it."""
        self.on = default_on(self.framed) if choice is None else choice
        self.button.setAttribute("aria-pressed", "true" if self.on else "false")

    def toggle(self) -> bool:
        """The bar's toggle was pressed (a gesture): sound off if it was on, else on. Returns the new choice."""
        self.choose(not self.on)
        self.gesture()
        return self.on

    def gesture(self) -> None:
        """A key or pointer went down: from now on sounds may play (the context is made now, in the gesture)."""
        self.gestured = True
        if self.on:
            self._context()

    def _context(self) -> Any:
        if self.context is None:
            factory = getattr(self.window, "AudioContext", None) or getattr(self.window, "webkitAudioContext", None)
            if factory is None:
                return None
            self.context = factory.new()
            self.out = self.context.createGain()
            self.out.gain.value = VOLUME
            self.out.connect(self.context.destination)
        if str(self.context.state) == "suspended":
            self.context.resume()
        return self.context

    def play(self, name: str, rank: int = 1) -> None:
        """Play ``name`` (one of ``SOUNDS``) if sound is on and the player has made a gesture. ``rank``
        (1–13) raises the pitch of a card put on a foundation, so a Finish climbs."""
        if not (self.on and self.gestured):
            return
        try:
            context = self._context()
            if context is None:
                return
            getattr(self, f"_{name}")(context, float(context.currentTime), rank)
        except Exception:  # no audio here (no device, a refused context): the game goes on silent
            return
        self.played += 1
        self.root.dataset.sounds = str(self.played)
        self.root.dataset.sound = name

    # --- the sounds ---------------------------------------------------------------------------

    def _tone(self, context: Any, start: float, frequency: float, length: float, kind: str = "sine",
              level: float = 0.6, slide: float | None = None) -> None:
        """One note: quick attack, exponential decay; ``slide`` glides the pitch to another frequency."""
        oscillator = context.createOscillator()
        oscillator.type = kind
        oscillator.frequency.setValueAtTime(frequency, start)
        if slide is not None:
            oscillator.frequency.exponentialRampToValueAtTime(slide, start + length)
        gain = context.createGain()
        gain.gain.setValueAtTime(0.0001, start)
        gain.gain.exponentialRampToValueAtTime(level, start + 0.008)
        gain.gain.exponentialRampToValueAtTime(0.0001, start + length)
        oscillator.connect(gain)
        gain.connect(self.out)
        oscillator.start(start)
        oscillator.stop(start + length + 0.02)

    def _hiss(self, context: Any, start: float, length: float, centre: float, level: float) -> None:
        """A burst of filtered noise: the sound of card on card (its samples are 16-bit integers: ``NOISE_SCALE``)."""
        if self.noise is None:
            size = int(NOISE_RATE * NOISE_SECONDS)
            samples = self.window.crypto.getRandomValues(self.window.Int16Array.new(size))
            self.noise = context.createBuffer(1, size, NOISE_RATE)
            self.noise.getChannelData(0).set(getattr(self.window.Float32Array, "from")(samples))
        source = context.createBufferSource()
        source.buffer = self.noise
        band = context.createBiquadFilter()
        band.type = "bandpass"
        band.frequency.value = centre
        band.Q.value = 0.9
        gain = context.createGain()
        gain.gain.setValueAtTime(level * NOISE_SCALE, start)
        gain.gain.exponentialRampToValueAtTime(0.0001 * NOISE_SCALE, start + length)
        source.connect(band)
        band.connect(gain)
        gain.connect(self.out)
        source.start(start, 0, length + 0.02)

    def _draw(self, context: Any, now: float, rank: int) -> None:
        self._hiss(context, now, 0.09, 3200, 0.9)

    def _put(self, context: Any, now: float, rank: int) -> None:
        self._hiss(context, now, 0.06, 1100, 1.0)
        self._tone(context, now, 150, 0.07, level=0.35)

    def _flip(self, context: Any, now: float, rank: int) -> None:
        self._hiss(context, now, 0.05, 2400, 0.8)
        self._tone(context, now + 0.02, 900, 0.08, level=0.25, slide=1500)

    def _home(self, context: Any, now: float, rank: int) -> None:
        frequency = 523.25 * math.pow(2, (min(max(rank, 1), 13) - 1) / 12)  # C5 up a semitone a rank
        self._hiss(context, now, 0.05, 1500, 0.6)
        self._tone(context, now, frequency, 0.22, kind="triangle", level=0.45)
        self._tone(context, now, frequency * 2, 0.12, level=0.12)

    def _refuse(self, context: Any, now: float, rank: int) -> None:
        self._tone(context, now, 196, 0.11, kind="triangle", level=0.5)
        self._tone(context, now + 0.1, 147, 0.16, kind="triangle", level=0.5)

    def _win(self, context: Any, now: float, rank: int) -> None:
        for step, frequency in enumerate((523.25, 659.25, 783.99, 1046.5, 1318.5)):
            self._tone(context, now + 0.11 * step, frequency, 0.35 if step < 4 else 0.8, kind="triangle", level=0.4)

"""What the page tells the player: a message line for the eye, one polite live region for screen readers.

The message line (``[data-show=message]``) shows refusals for a few seconds or
until the player's next action, and notices about the player's data a while
longer; the live region (``[data-show=announce]``, visually hidden)
reads out every move, card turned over, refusal and the win. It is the only
live region of the page, so nothing is read twice.
"""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy

from .localize import show_text

MESSAGE_MS = 4000
LONG_MESSAGE_MS = 9000
"""A notice about the player's data stays longer."""


class Announcer:
    def __init__(self, window: Any, root: Any) -> None:
        self.window = window
        self.message_el = root.querySelector("[data-show='message']")
        self.live_el = root.querySelector("[data-show='announce']")
        self.timer: Any = None
        self.lasting = False
        """The message showing is a notice that outlasts the next action."""
        self.toggle = False
        self._clear = create_proxy(self.clear)

    def announce(self, text: str) -> None:
        """Read ``text`` out (a repeated sentence too: a no-break space comes and goes at its end)."""
        self.toggle = not self.toggle
        self.live_el.textContent = text[:1].upper() + text[1:] + ("\u00a0" if self.toggle else "")

    def silence(self) -> None:
        """The live region's last sentence goes (the page speaks another language now): a screen reader that reads the
        page through finds no words of the old one there. Emptied, the region reads nothing out."""
        self.live_el.textContent = ""

    def say(self, text: str, ms: int = MESSAGE_MS, spoken: str | None = None) -> None:
        """Show ``text`` in the message line for ``ms`` and read it out (or only ``spoken``, its news)."""
        show_text(self.window.document, self.message_el, text)
        self.lasting = ms > MESSAGE_MS
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
        self.timer = self.window.setTimeout(self._clear, ms)
        self.announce(text if spoken is None else spoken)

    def dismiss(self) -> None:
        """The player acts: a refusal's message goes (a notice stays its time)."""
        if self.timer is not None and not self.lasting:
            self.window.clearTimeout(self.timer)
            self.clear()

    def clear(self, *_: Any) -> None:
        self.message_el.textContent = ""
        self.timer = None

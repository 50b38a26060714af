"""The page's side of embedding: apply the URL's options, tell the host page what happens, obey its commands.

What the URL and the messages may say is checked by ``embed.py`` (pure, tested
under CPython); this module only touches the browser. Events go to the parent
window only, commands are taken from the parent window only and only when its
origin is one the ``origins`` parameter lists (by default none). See
``docs/embedding.md``.
"""

from __future__ import annotations

import json
from typing import Any

from js import Object
from pyodide.ffi import JsProxy, create_proxy, to_js

from ..codes import GameCode
from .board import SAVE_KEY, Board
from .embed import NAME, Command, CommandError, Options, event, parse_command

_same = getattr(Object, "is")  # Object.is: `is` is a Python keyword
"""Identity of two JavaScript values; unlike ``==`` it needs no access to a cross-origin window's properties."""


def warn(window: Any, text: str) -> None:
    """A warning in the console, never in the page."""
    window.console.warn(f"Double Solitaire: {text}")


def apply(document: Any, root: Any, options: Options) -> None:
    """The options that need no board: layout and language (set before the board measures the table)."""
    root.dataset.layout = options.layout
    if options.lang is not None:
        document.documentElement.lang = options.lang
        root.dataset.lang = options.lang


def start(board: Board, window: Any, options: Options) -> None:
    """Start the board on what the URL asks for.

    The address's fragment names the game the player is on (the page keeps it
    there), so after a reload it wins over the parameters, which only say where
    an embedded game starts. A mode (draw, scoring) resumes the saved game when
    it is of that mode, else deals a new one of it. ``daily`` starts on
    today's deal of the mode.
    """
    if options.double_tap is not None:
        board.settings.double_tap = options.double_tap  # for this visit; saved only if the player changes it
    if str(window.location.hash or "")[1:]:
        board.start()
    elif options.code is not None:
        board.start(options.code)
    elif options.daily:
        draw = options.draw or board.settings.draw
        scoring = options.scoring or board.settings.scoring
        board.start(board.daily_code(draw, scoring) or board.random_code(draw, scoring))
    elif options.draw is not None or options.scoring is not None:
        saved = _saved_code(board)
        draw = options.draw or (saved.draw if saved else board.settings.draw)
        scoring = options.scoring or (saved.scoring if saved else board.settings.scoring)
        if saved is not None and (saved.draw, saved.scoring) == (draw, scoring):
            board.start()
        else:
            board.start(board.random_code(draw, scoring))
    else:
        board.start()


def _saved_code(board: Board) -> GameCode | None:
    """The code of the game saved in this browser, read without loading the game (the board loads it)."""
    try:
        raw = board.storage.getItem(SAVE_KEY) if board.storage is not None else None
        return GameCode.parse(json.loads(raw)["code"]) if isinstance(raw, str) else None
    except Exception:  # storage unavailable, or no readable code: the board deals afresh
        return None


class Bridge:
    """postMessage between the game and the page that embeds it (nothing happens when it is not framed)."""

    def __init__(self, window: Any, board: Board, origins: tuple[str, ...]) -> None:
        self.window, self.board, self.origins = window, board, origins
        self.parent = window.parent
        self.framed = not _same(self.parent, window)
        self.ready = False
        self._on_message = create_proxy(self.on_message)
        if self.framed:
            board.listeners.append(self.on_board)
            window.addEventListener("message", self._on_message)

    # --- events: game -> host ----------------------------------------------------------------

    def on_board(self, kind: str, data: dict[str, Any]) -> None:
        """A board event; nothing is sent before ``ready`` (the deal shown while starting is part of it)."""
        if kind == "ready":
            self.ready = True
        if self.ready:
            self.post(event(kind, self.board.game))

    def post(self, message: dict[str, Any]) -> None:
        """To the parent window only: to each listed origin (the browser drops the others), else to any."""
        data = to_js(message, dict_converter=Object.fromEntries)
        for origin in self.origins or ("*",):
            self.parent.postMessage(data, origin)

    # --- commands: host -> game -----------------------------------------------------------------

    def on_message(self, message: Any) -> None:
        if not _same(message.source, self.parent):
            return  # only the page that embeds the game may command it
        data = _plain(message.data)
        if not isinstance(data, dict) or data.get("target") != NAME:
            return  # not for the game: other scripts talk on the same channel
        origin = str(message.origin)
        if origin not in self.origins:
            listed = ", ".join(self.origins) or "none"
            warn(self.window, f"command from {origin[:100]!r} ignored: not among the origins parameter's ({listed})")
            return
        try:
            command = parse_command(data)
        except CommandError as error:
            warn(self.window, f"command ignored: {error}")
            return
        if command is not None:
            self.run(command)

    def run(self, command: Command) -> None:
        board = self.board
        if command.kind == "undo":
            board.undo()
        elif command.kind == "hint":
            board.hint()
        elif command.code is not None:
            board.new_game(command.code)
        else:
            board.deal_random(command.draw or board.game.draw, command.scoring or board.game.code.scoring)


def _plain(data: Any) -> Any:
    """A message's data as Python, one level deep (deeper values stay JavaScript and fail the checks)."""
    if isinstance(data, JsProxy):
        try:
            return data.to_py(depth=1)
        except Exception:  # not plain data (a port, a blob…)
            return None
    return data

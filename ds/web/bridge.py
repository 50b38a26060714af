"""The page's side of embedding: apply the URL's options, tell the host page what happens, obey its commands.

What the URL and the messages may say is checked by ``embed.py`` (pure, tested
under CPython); this module only touches the browser. Events go to the parent
window only, and to its origin alone when the browser says which it is (no
console warning for each other origin listed); commands are taken from the
parent window only and only when its origin is one the ``origins`` parameter
lists (by default none). A message from any other origin is dropped before
anything of it is converted or logged (one console line per visit says that
such commands are ignored). A listed host's command is read through JSON,
within ``embed``'s limits; a run of ``new-game`` commands is coalesced into
its last one. See ``docs/embedding.md``.
"""

from __future__ import annotations

from typing import Any

from js import JSON, Object
from pyodide.ffi import JsProxy, create_proxy, to_js

from ..jsontext import JsonTextError
from ..jsontext import read as read_json
from .board import Board
from .embed import (
    MAX_COMMAND,
    MAX_COMMAND_FIELDS,
    NAME,
    Command,
    CommandError,
    Options,
    event,
    event_targets,
    parse_command,
)

_same = getattr(Object, "is")  # Object.is: `is` is a Python keyword
"""Identity of two JavaScript values; unlike ``==`` it needs no access to a cross-origin window's properties."""


def warn(window: Any, text: str) -> None:
    """A warning in the console, never in the page."""
    window.console.warn(f"Double Solitaire: {text}")


def framed(window: Any) -> bool:
    """Whether the page runs in a frame (it then keeps its data apart from the player's own)."""
    return not _same(window.parent, window)


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
    today's deal of the mode. A ``code`` that is no game code is said on the
    page.
    """
    board.settings.visit_double_tap = options.double_tap  # for this visit; the player's setting is what is saved
    refused = options.refused_code
    if str(window.location.hash or "")[1:]:
        board.start()
    elif options.code is not None:
        board.start(options.code)
    elif options.daily:
        draw = options.draw or board.settings.draw
        scoring = options.scoring or board.settings.scoring
        board.start(board.daily_code(draw, scoring) or board.random_code(draw, scoring))
    elif options.draw is not None or options.scoring is not None:
        saved = board.keeper.saved_code()
        draw = options.draw or (saved.draw if saved else board.settings.draw)
        scoring = options.scoring or (saved.scoring if saved else board.settings.scoring)
        if saved is not None and (saved.draw, saved.scoring) == (draw, scoring):
            board.start(refused=refused)
        else:
            board.start(board.random_code(draw, scoring), fresh=True, refused=refused)
    else:
        board.start(refused=refused)


class Bridge:
    """postMessage between the game and the page that embeds it (nothing happens when it is not framed)."""

    def __init__(self, window: Any, board: Board, origins: tuple[str, ...]) -> None:
        self.window, self.board, self.origins = window, board, origins
        self.parent = window.parent
        self.framed = framed(window)
        self.targets = event_targets(origins, _parent_origin(window), str(window.document.referrer or ""))
        """The target origins of the events (``embed.event_targets``)."""
        self.ready = False
        self.told_unlisted = False
        self.waiting: Command | None = None
        """The last of a run of new-game commands, dealt once the run is over."""
        self.timer: Any = None
        self._on_message = create_proxy(self.on_message)
        self._deal = create_proxy(self.deal_waiting)
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
        """To the parent window only, with each of ``targets`` (the browser drops what does not match)."""
        data = to_js(message, dict_converter=Object.fromEntries)
        for origin in self.targets:
            self.parent.postMessage(data, origin)

    # --- commands: host -> game -----------------------------------------------------------------

    def on_message(self, message: Any) -> None:
        if not _same(message.source, self.parent):
            return  # only the page that embeds the game may command it
        origin = str(message.origin)
        if origin not in self.origins:
            if not self.told_unlisted and _target(message.data) == NAME:
                self.told_unlisted = True  # once: a flood of commands must not flood the console
                listed = ", ".join(self.origins) or "none"
                warn(self.window, f"commands from {origin[:100]!r} are ignored: it is not among the origins "
                                  f"parameter's ({listed}); this is said once")
            return
        try:
            command = parse_command(_plain(message.data))
        except CommandError as error:
            warn(self.window, f"command ignored: {error}")
            return
        if command is None:
            return  # not for the game: other scripts talk on the same channel
        if command.kind == "new-game":
            self.waiting = command
            if self.timer is None:
                self.timer = self.window.setTimeout(self._deal, 0)
        else:
            self.deal_waiting()
            self.run(command)

    def deal_waiting(self, *_: Any) -> None:
        """Deal the last new-game command of a run (each one before it would only have been replaced)."""
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
            self.timer = None
        command, self.waiting = self.waiting, None
        if command is not None:
            self.run(command)

    def run(self, command: Command) -> None:
        """Carry a command out as its button would be: the message line's last words (a hint on the position
        the command replaces, a refusal) go first, as they go when the player acts."""
        board = self.board
        board.announcer.dismiss()
        if command.kind == "undo":
            board.undo()
        elif command.kind == "redo":
            board.redo()
        elif command.kind == "hint":
            board.hint()
        elif command.kind == "finish":
            board.finish()
        elif command.code is not None:
            board.new_game(command.code)
        else:
            board.deal_random(command.draw or board.game.draw, command.scoring or ("V" if board.game.vegas else "N"))


def _parent_origin(window: Any) -> str | None:
    """The parent's origin as the browser says it (``location.ancestorOrigins``: Chromium, WebKit), else None."""
    ancestors = getattr(window.location, "ancestorOrigins", None)
    if ancestors is None or not ancestors.length:
        return None
    return str(ancestors.item(0))


def _target(data: Any) -> Any:
    """A message's ``target`` field, read without converting the message (None when it has none)."""
    if not isinstance(data, JsProxy) or str(data.typeof) != "object":
        return None
    try:
        return data.get("target") if _kind(data) == "Map" else getattr(data, "target", None)
    except Exception:  # a property that throws, a value of another kind
        return None


def _kind(data: JsProxy) -> str:
    """``Object``, ``Array``, ``Map``… as JavaScript's ``Object.prototype.toString`` names the value."""
    return str(Object.prototype.toString.call(data))[8:-1]


def _plain(data: Any) -> Any:
    """A message's data as Python when it is addressed to the game (else None): a plain object read through
    JSON within ``embed``'s limits. A Map, a class's object, a BigInt, a cycle, an undefined field, anything
    JSON cannot say is refused with a ``CommandError``, never converted as it stands."""
    if _target(data) != NAME:
        return None
    kind = _kind(data)
    if kind != "Object" or not _same(Object.getPrototypeOf(data), Object.prototype):
        raise CommandError(f"a command is a plain object, not {'a ' + kind if kind != 'Object' else 'an object of a class'}")
    if Object.keys(data).length > MAX_COMMAND_FIELDS:
        raise CommandError(f"a command has at most {MAX_COMMAND_FIELDS} fields")
    try:
        text = JSON.stringify(data)
    except Exception:  # a BigInt, a cycle
        raise CommandError("a command holds only text, numbers, true, false and null (no BigInt)") from None
    try:
        plain = read_json(text, max_size=MAX_COMMAND)
    except JsonTextError as error:
        raise CommandError(f"the command cannot be read: {error}") from None
    dropped = [str(name) for name in Object.keys(data) if str(name) not in plain]
    if dropped:  # JSON leaves an undefined field out: `code: undefined` must not deal a random deal
        raise CommandError(f"field {dropped[0][:40]!r} is undefined (leave it out, or give it a value)")
    return plain

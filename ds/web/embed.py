"""Embedding in other sites: the page's URL parameters, the host page's commands and the game's events.

Pure Python, no browser: ``ds/web/bridge.py`` applies what these functions
decide, and ``tests/web/test_embed.py`` runs them under CPython. Anything
that arrives from outside (a URL, a message) is checked here; what is wrong
is ignored with a warning for the console, never shown in the page. The
formats are documented for embedders in ``docs/embedding.md``.

>>> options = parse_query("?code=ds1-d3v-aaaaaab&lang=sv&double-tap=off&layout=compact")
>>> str(options.code), options.lang, options.double_tap, options.layout, options.warnings
('DS1-D3V-AAAAAAB', 'sv', False, 'compact', ())
>>> parse_query("draw=7&lang=<script>&colour=red").warnings  # doctest: +NORMALIZE_WHITESPACE
("parameter draw: '7' is not 1 or 3; ignored",
 "parameter lang: '<script>' is not one of en, sv, pt; ignored",
 "unknown parameter 'colour' ignored")
>>> parse_command({"target": "double-solitaire", "version": 1, "type": "new-game", "draw": 3})
Command(kind='new-game', code=None, draw=3, scoring=None)
>>> parse_command({"type": "something for another script"}) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, unquote_plus, urlsplit

from ..codes import GameCode
from ..errors import InvalidCodeError
from ..finish import can_finish
from ..game import Game
from .i18n import LANGUAGES

NAME = "double-solitaire"
"""Messages from the game carry ``source: NAME``; commands for it carry ``target: NAME``."""
VERSION = 1
"""The version of the message formats; every message carries it, a command of another version is refused."""

LAYOUTS = ("full", "compact", "bare")
"""``full``: the page as it is; ``compact``: the bar without the title and the game code;
``bare``: no bar at all (the host shows score and buttons, and drives the game with commands)."""
SCORINGS = {"normal": "N", "vegas": "V"}
"""Scoring as the page's ``data-scoring`` hook says it, and as a game code does."""
DEFAULT_PORTS = {"http": 80, "https": 443}
SWITCHES = {"on": True, "off": False, "true": True, "false": False, "1": True, "0": False, "yes": True, "no": False}

MAX_QUERY = 2000
"""Characters of a query string read; the rest is ignored (with a warning)."""
MAX_FIELDS = 16
"""Parameters read; more are ignored (with a warning)."""
MAX_VALUE = 200
"""Characters of one value; a longer value is refused whole."""
MAX_ORIGINS = 8
MAX_COMMAND = 1000
"""Characters of a command, written as JSON, read; a longer one is refused."""
MAX_COMMAND_FIELDS = 16
"""Fields of a command read; a message with more is refused before it is converted."""
EVENTS = ("ready", "game", "move", "won")
COMMANDS = ("new-game", "undo", "redo", "hint", "finish")
COMMAND_FIELDS = {"new-game": ("code", "draw", "scoring"), "undo": (), "redo": (), "hint": (), "finish": ()}
"""The fields each command takes besides ``target``, ``version`` and ``type``; a command with another field is
refused (a misspelt ``cod`` must not deal a random deal instead of the one asked for)."""
_WANTED = {"code": "a game code", "draw": "1 or 3", "scoring": "normal or vegas"}
"""What each of new-game's fields takes, for a warning: a field given is never read as left out (``code: null``
must not deal a random deal either)."""


@dataclass(frozen=True)
class Options:
    """What the URL asks for; ``None`` where it asks nothing (the page's own default then holds)."""

    code: GameCode | None = None
    draw: int | None = None
    scoring: str | None = None
    """``"N"`` or ``"V"``, as in game codes."""
    lang: str | None = None
    double_tap: bool | None = None
    daily: bool = False
    """Start on today's deal of the mode (``draw``, ``scoring``, else the player's), unless the URL names a game."""
    layout: str = "full"
    origins: tuple[str, ...] = ()
    """Origins whose commands the game obeys (none by default); its events go only to these when given."""
    warnings: tuple[str, ...] = ()
    """One line per parameter ignored, for the console."""
    refused_code: str | None = None
    """A ``code`` parameter that is no game code, as given: the page says so, in plain words."""


@dataclass(frozen=True)
class Command:
    """A command from the host page: ``new-game`` (a code, or a mode: draw and/or scoring), or one of the
    bar's buttons (``undo``, ``redo``, ``hint``, ``finish``)."""

    kind: str
    code: GameCode | None = None
    draw: int | None = None
    scoring: str | None = None


class CommandError(ValueError):
    """A message addressed to the game that is not a command it knows; it is ignored."""


def parse_query(query: str) -> Options:
    """The options of a URL's query string (with or without its ``?``); each bad parameter is ignored.

    >>> parse_query("").layout, parse_query("?draw=3&scoring=Vegas").scoring
    ('full', 'V')
    >>> parse_query("daily=on&draw=3").daily, parse_query("daily=on&code=DS1-D1N-AAAAAAB").warnings
    (True, ('parameter daily: the code DS1-D1N-AAAAAAB is given; ignored',))
    >>> parse_query("code=DS1-D1N-AAAAAAB&draw=3").warnings
    ('parameter draw: the code DS1-D1N-AAAAAAB is a draw 1 game; ignored',)
    >>> parse_query("origins=https://Blog.Example:443/,http://127.0.0.1:8001").origins
    ('https://blog.example', 'http://127.0.0.1:8001')
    """
    warnings: list[str] = []
    text = str(query)
    if len(text) > MAX_QUERY:
        warnings.append(f"the query is longer than {MAX_QUERY} characters; the rest is ignored")
        text = text[:MAX_QUERY]
    fields = [field for field in text.removeprefix("?").split("&") if field]
    if len(fields) > MAX_FIELDS:
        warnings.append(f"more than {MAX_FIELDS} parameters; the rest are ignored")
        fields = fields[:MAX_FIELDS]

    found: dict[str, Any] = {}
    seen: set[str] = set()
    for field in fields:
        name, _, value = field.partition("=")
        name, value = unquote_plus(name).strip().lower(), unquote_plus(value).strip()
        if name not in _READERS:
            warnings.append(f"unknown parameter {_show(name)} ignored")
        elif name in seen:
            warnings.append(f"parameter {name} given twice; the first one holds")
        elif len(value) > MAX_VALUE:
            warnings.append(f"parameter {name}: longer than {MAX_VALUE} characters; ignored")
            found["refused_code" if name == "code" else ""] = value[:MAX_VALUE]
        else:
            try:
                found[_FIELDS[name]] = _READERS[name](value)
            except ValueError as error:
                warnings.append(f"parameter {name}: {error}; ignored")
                found["refused_code" if name == "code" else ""] = value
        seen.add(name)

    code = found.get("code")
    if code is not None and found.get("daily"):
        warnings.append(f"parameter daily: the code {code} is given; ignored")
        found.pop("daily")
    if code is not None:
        for name, key, wanted, says in (("draw", "draw", code.draw, f"draw {code.draw}"),
                                        ("scoring", "scoring", code.scoring, _scoring_name(code.scoring))):
            if found.get(key, wanted) != wanted:
                warnings.append(f"parameter {name}: the code {code} is a {says} game; ignored")
            found.pop(key, None)
    found.pop("", None)
    return Options(**found, warnings=tuple(warnings))


def parse_command(data: Any) -> Command | None:
    """The command in a message's data; ``None`` when the message is not addressed to the game.

    Raises ``CommandError`` when it is addressed to the game but is not a command it knows.

    >>> parse_command({"target": "double-solitaire", "version": 1, "type": "new-game", "code": "DS1-D1V-AAAAAAC"})
    Command(kind='new-game', code=GameCode.parse('DS1-D1V-AAAAAAC'), draw=None, scoring=None)
    >>> parse_command({"target": "double-solitaire", "version": 2, "type": "undo"})
    Traceback (most recent call last):
    ...
    ds.web.embed.CommandError: version 2 is not supported (this game speaks version 1)
    """
    if not isinstance(data, dict) or data.get("target") != NAME:
        return None
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        raise CommandError(f"version {_show(version)} is not supported (this game speaks version {VERSION})")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in COMMAND_FIELDS:
        raise CommandError(f"unknown command type {_show(kind)} (known: {', '.join(COMMANDS)})")
    extra = [name for name in data if name not in ("target", "version", "type", *COMMAND_FIELDS[kind])]
    if extra:
        known = ", ".join(COMMAND_FIELDS[kind]) or "none besides target, version and type"
        raise CommandError(f"{kind}: unknown field {_show(extra[0])} (known: {known})")
    if kind != "new-game":
        return Command(kind)
    nulls = [name for name in COMMAND_FIELDS[kind] if name in data and data[name] is None]
    if nulls:  # null, or NaN or Infinity, which JSON carries as null
        raise CommandError(f"new-game: {nulls[0]} null is not {_WANTED[nulls[0]]} (leave the field out to ask for none)")
    code, draw, scoring = data.get("code"), data.get("draw"), data.get("scoring")
    if code is not None:
        if draw is not None or scoring is not None:
            raise CommandError("new-game takes a code or a mode (draw, scoring), not both")
        if not isinstance(code, str):
            raise CommandError(f"new-game: the code must be text, not {_show(code)}")
        try:
            return Command("new-game", code=_code(code))
        except ValueError as error:
            raise CommandError(f"new-game: {error}") from None
    if draw is not None and (draw not in (1, 3) or isinstance(draw, bool)):
        raise CommandError(f"new-game: draw {_show(draw)} is not 1 or 3")
    if scoring is not None and (not isinstance(scoring, str) or scoring not in SCORINGS):
        raise CommandError(f"new-game: scoring {_show(scoring)} is not one of {', '.join(SCORINGS)}")
    return Command("new-game", draw=draw, scoring=SCORINGS[scoring] if scoring else None)


def event(kind: str, game: Game) -> dict[str, Any]:
    """The message the game posts to its host page when ``kind`` happens (see ``EVENTS``); ``finish``: whether
    the Finish control may be pressed now (the engine's ``can_finish``), for a host that shows its own.

    >>> event("move", Game.deal("DS1-D1V-AAAAAAB"))
    {'source': 'double-solitaire', 'version': 1, 'type': 'move', 'code': 'DS1-D1V-AAAAAAB', \
'draw': 1, 'scoring': 'vegas', 'score': -104, 'moves': 0, 'won': False, 'finish': False, 'time': 0}
    """
    if kind not in EVENTS:
        raise ValueError(f"unknown event {kind!r}")
    return {
        "source": NAME,
        "version": VERSION,
        "type": kind,
        "code": str(game.code or ""),
        "draw": game.draw,
        "scoring": _scoring_name("V" if game.vegas else "N"),
        "score": game.score,
        "moves": game.move_count,
        "won": game.is_won,
        "finish": can_finish(game),
        "time": game.played_ms // 1000,
    }


def event_targets(origins: tuple[str, ...], parent: str | None, referrer: str = "") -> tuple[str, ...]:
    """The target origins the events are posted with: any (``*``) when no ``origins`` are listed. Else the
    parent's origin when it is known (``parent``: ``location.ancestorOrigins[0]``), or none if it is not
    listed; without it, the referrer's origin if it is listed; else each listed origin (the browser delivers
    to the parent's and warns of each other). Never an origin that is not listed.

    >>> listed = ("https://blog.example", "https://www.blog.example")
    >>> event_targets((), "https://blog.example"), event_targets(listed, "https://www.blog.example")
    (('*',), ('https://www.blog.example',))
    >>> event_targets(listed, "https://elsewhere.example"), event_targets(listed, None, "https://blog.example/a?b")
    ((), ('https://blog.example',))
    >>> event_targets(listed, None, "https://elsewhere.example/") == event_targets(listed, "null", "") == listed
    True
    """
    if not origins:
        return ("*",)
    if parent not in (None, "null"):  # "null": an opaque origin (a sandboxed page), unknown
        return (parent,) if parent in origins else ()
    referred = url_origin(referrer)
    return (referred,) if referred in origins else origins


def url_origin(url: str) -> str | None:
    """The origin of an absolute ``http(s)`` URL, as ``origin_of`` writes it; None for any other text.

    >>> url_origin("https://Blog.Example:443/posts/1?x#y"), url_origin(""), url_origin("about:blank")
    ('https://blog.example', None, None)
    """
    try:
        parts = urlsplit(url[:MAX_QUERY])
        return origin_of(f"{parts.scheme}://{parts.netloc}")
    except ValueError:
        return None


def fragment_text(fragment: str) -> str:
    """The code in an address's fragment (after its ``#``): percent-decoded, without a sentence's marks after it (a
    link that a chat took with its full stop) and cut short (a URL can be hostile).

    >>> fragment_text("ds1-d1n-abcdefg"), fragment_text("%3Cb%3E" + "A" * 300)[:5], len(fragment_text("A" * 300))
    ('ds1-d1n-abcdefg', '<b>AA', 64)
    >>> fragment_text("DS1-D1N-AAAAAAB)."), fragment_text("DS1-D1N-AAAAAAB%22")
    ('DS1-D1N-AAAAAAB', 'DS1-D1N-AAAAAAB')
    """
    return unquote(fragment[:200]).rstrip(CLOSING_MARKS)[:64]


def shown(text: str, limit: int = 40) -> str:
    """Outside text to be shown in the page as text: cut short, anything unprintable replaced.

    >>> shown("garbage"), shown("a\\nb"), shown("x" * 50)
    ('garbage', 'a�b', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…')
    """
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in (text if len(text) <= limit else text[:limit] + "…"))


OPENING_MARKS = " \t\r\n'\"([{«“‘"
CLOSING_MARKS = " \t\r\n.,;:!?'\")]}»”’"
"""What a code or a link pasted from a sentence may carry before and after it (``(see …#DS1-D1N-AAAAAAB).``): no
code or link to the game ends with any of these, nor starts with the others."""


def _unquoted(text: str) -> str:
    return text.lstrip(OPENING_MARKS).rstrip(CLOSING_MARKS)


def pasted_code(text: str) -> str:
    """The code in what a player pastes: a code, or a link to the game (its ``#`` fragment, else its
    ``code`` parameter), without the sentence's marks around it.

    >>> pasted_code(" https://games.example/ds/?layout=compact#ds1-d1n-abcdefg ")
    'ds1-d1n-abcdefg'
    >>> pasted_code("https://games.example/ds/?lang=sv&code=DS1-D3V-AAAAAAB"), pasted_code("DS1-D1N-AAAAAAB")
    ('DS1-D3V-AAAAAAB', 'DS1-D1N-AAAAAAB')
    >>> pasted_code("(https://games.example/ds/#DS1-D1N-AAAAAAB)."), pasted_code("“DS1-D3N-AAAAAAB”,")
    ('DS1-D1N-AAAAAAB', 'DS1-D3N-AAAAAAB')
    """
    text = _unquoted(text[:MAX_QUERY])
    if "://" not in text and not text.startswith(("#", "?")):
        return text
    parts = urlsplit(text)
    if parts.fragment:
        return _unquoted(unquote(parts.fragment))
    for field in parts.query.split("&")[:MAX_FIELDS]:
        name, _, value = field.partition("=")
        if unquote_plus(name).strip().lower() == "code":
            return _unquoted(unquote_plus(value))
    return text


def _code(value: str) -> GameCode:
    if len(value) > 64:
        raise ValueError("not a game code (too long)")
    try:
        return GameCode.parse(value)
    except InvalidCodeError as error:
        raise ValueError(f"not a game code ({error})") from None


def _draw(value: str) -> int:
    if value not in ("1", "3"):
        raise ValueError(f"{_show(value)} is not 1 or 3")
    return int(value)


def _scoring(value: str) -> str:
    if value.lower() not in SCORINGS:
        raise ValueError(f"{_show(value)} is not one of {', '.join(SCORINGS)}")
    return SCORINGS[value.lower()]


def _lang(value: str) -> str:
    if value.lower() not in LANGUAGES:
        raise ValueError(f"{_show(value)} is not one of {', '.join(LANGUAGES)}")
    return value.lower()


def _switch(value: str) -> bool:
    if value.lower() not in SWITCHES:
        raise ValueError(f"{_show(value)} is not on or off")
    return SWITCHES[value.lower()]


def _layout(value: str) -> str:
    if value.lower() not in LAYOUTS:
        raise ValueError(f"{_show(value)} is not one of {', '.join(LAYOUTS)}")
    return value.lower()


def _origins(value: str) -> tuple[str, ...]:
    """Comma-separated origins (``https://host[:port]``); one that is not an origin refuses the whole list."""
    origins: list[str] = []
    for item in value.replace(" ", ",").split(","):
        if item:
            origin = origin_of(item)
            if origin not in origins:
                origins.append(origin)
    if not origins:
        raise ValueError("no origin given")
    if len(origins) > MAX_ORIGINS:
        raise ValueError(f"more than {MAX_ORIGINS} origins")
    return tuple(origins)


def origin_of(text: str) -> str:
    """An origin as a browser writes ``event.origin``: lower case, no default port, no path.

    >>> origin_of("HTTPS://Example.org:443/"), origin_of("http://[::1]:8080")
    ('https://example.org', 'http://[::1]:8080')
    >>> origin_of("*")
    Traceback (most recent call last):
    ...
    ValueError: '*' is not an origin (https://host or https://host:port)
    """
    bad = ValueError(f"{_show(text)} is not an origin (https://host or https://host:port)")
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError:
        raise bad from None
    host = parts.hostname or ""
    if not host.isascii():  # the browser's event.origin has such a host in its ASCII form, which is not guessed here
        raise ValueError(f"{_show(text)} is not an origin as a browser writes it: a host of letters beyond ASCII is "
                         "written in its xn-- form, as the page's location.origin shows it")
    if (parts.scheme not in DEFAULT_PORTS or parts.path not in ("", "/") or parts.query or parts.fragment
            or "@" in parts.netloc or not host or not all(c.isascii() and (c.isalnum() or c in "-.:") for c in host)):
        raise bad
    if ":" in host:  # an IPv6 address
        host = f"[{host}]"
    return f"{parts.scheme}://{host}" + (f":{port}" if port is not None and port != DEFAULT_PORTS[parts.scheme] else "")


_READERS = {
    "code": _code,
    "draw": _draw,
    "scoring": _scoring,
    "lang": _lang,
    "double-tap": _switch,
    "daily": _switch,
    "layout": _layout,
    "origins": _origins,
}
_FIELDS = {"code": "code", "draw": "draw", "scoring": "scoring", "lang": "lang",
           "double-tap": "double_tap", "daily": "daily", "layout": "layout", "origins": "origins"}


def _scoring_name(scoring: str) -> str:
    return next(name for name, letter in SCORINGS.items() if letter == scoring)


def _show(value: Any, limit: int = 40) -> str:
    """A short form of an outside value for a warning, named as JavaScript names it: text quoted (``repr``
    escapes anything unprintable) and cut, ``null``, ``true``, a number, an array, an object.

    >>> _show("x" * 50), _show(None), _show(True), _show(["vegas"]), _show({"a": 1}), _show(2.5)
    ("'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'", 'null', 'true', 'an array', 'an object', '2.5')
    """
    if isinstance(value, str):
        return repr(value if len(value) <= limit else value[:limit] + "…")
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= limit else text[:limit] + "…"
    if isinstance(value, (list, tuple)):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"

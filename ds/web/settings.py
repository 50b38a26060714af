"""The player's settings, remembered in the browser's storage as versioned JSON.

Each stored field is checked on its own: a missing one takes its default, and
so does a wrong one, whose name ``Settings.read`` gives so that the page can
say which (``LABELS``) while it keeps the others. A field this version does not
know (a later version's setting: new settings come without a new version) is
kept and written back as it was, so that a tab of this version still open
beside a later one does not take the player's later settings away. Text that is
not a settings object at all is refused (``SettingsError``), so the page can
say so; a newer version's settings are left alone (``ds/web/storage.py``).

>>> class Memory(dict):
...     def getItem(self, key): return self.get(key)
...     def setItem(self, key, value): self[key] = value
>>> store = Memory()
>>> settings = Settings.load(store)
>>> settings.double_tap, settings.language, settings.table
(True, None, 'green')
>>> settings.double_tap, settings.language = False, "sv"
>>> settings.save(store)
True
>>> loaded = Settings.load(store)
>>> loaded.double_tap, loaded.language, Settings.load(Memory(**{KEY: "{oops"})).double_tap
(False, 'sv', True)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import jsontext
from ..jsontext import JsonTextError
from .i18n import LANGUAGES

KEY = "double-solitaire.settings"
VERSION = 1
MAX_SIZE = 10_000
"""The longest settings text read, in characters (the settings take about 200)."""
TABLES = ("green", "light", "dark")


class SettingsError(ValueError):
    """Stored settings that are not a settings object."""


@dataclass
class Settings:
    double_tap: bool = True
    """Two quick taps send a card to the tableau (SPEC.md point 8); on by default."""
    draw: int = 1
    """The draw mode last chosen in the New game window."""
    scoring: str = "N"
    """The scoring last chosen in the New game window."""
    language: str | None = None
    """``en``, ``sv`` or ``pt`` once chosen in Settings; None: the browser's language."""
    four_colour: bool = False
    """Clubs green and diamonds blue."""
    large_print: bool = False
    stock_right: bool = False
    """The stock and waste on the right of the table and the foundations on the left: nearer a right thumb."""
    table: str = "green"
    """The table's colours: ``green``, ``light`` or ``dark``."""
    winnable_mark: bool = False
    """The "still winnable?" mark on the bar; off by default (the game declares no loss)."""
    winnable_only: bool = False
    """The New game window's "winnable deals only", as last chosen."""
    sound: bool | None = None
    """The bar's sound toggle once pressed; None: on on the game's own page, off when embedded."""
    visit_double_tap: bool | None = field(default=None, repr=False)
    """The double tap asked for this visit only (an address's ``double-tap``), over ``double_tap`` until the player
    sets it in Settings; never saved."""
    later: dict[str, Any] = field(default_factory=dict, repr=False)
    """The stored fields this version does not know (a later version's settings), saved again as they were."""

    @property
    def double_tap_now(self) -> bool:
        """Whether two quick taps make a double tap: this visit's choice, else the player's setting (the one saved).

        >>> settings = Settings(visit_double_tap=False)
        >>> settings.double_tap_now, '"double_tap":true' in settings.dump(), "visit" in settings.dump()
        (False, True, False)
        """
        return self.double_tap if self.visit_double_tap is None else self.visit_double_tap

    @classmethod
    def parse(cls, text: str) -> Settings:
        """Settings from stored text; each field checked, defaults for anything missing or wrong.
        Text that is no JSON object, or of another version, raises ``SettingsError``."""
        return cls.read(text)[0]

    @classmethod
    def read(cls, text: str) -> tuple[Settings, tuple[str, ...]]:
        """``parse``, with the names of the stored fields that were wrong (each took its default).

        >>> Settings.read('{"double_tap": false, "table": "pink", "draw": 2}')
        (Settings(double_tap=False, ...), ('draw', 'table'))
        """
        try:
            data = jsontext.read(text, max_size=MAX_SIZE)
        except JsonTextError as error:
            raise SettingsError(f"the settings cannot be read: {error}") from None
        if not isinstance(data, dict):
            raise SettingsError("the settings must be a JSON object")
        if data.get("version", VERSION) != VERSION or isinstance(data.get("version"), bool):
            raise SettingsError(f"settings version {data.get('version')!r} is not one this game reads")
        settings = cls(later={name: value for name, value in data.items() if name not in VALID and name != "version"})
        dropped = []
        for name, valid in VALID.items():
            if name not in data:
                continue
            if valid(data[name]):
                setattr(settings, name, data[name])
            else:
                dropped.append(name)
        return settings, tuple(dropped)

    def dump(self) -> str:
        """The settings as stored: those of this version, and a later version's as they were read.

        >>> Settings.parse('{"version": 1, "haptics": {"strength": 2}, "table": "dark"}').dump()
        '{"version":1,"haptics":{"strength":2},"double_tap":true,...,"table":"dark",...}'
        """
        saved = {name: getattr(self, name) for name in VALID}
        text = json.dumps({"version": VERSION, **self.later, **saved}, separators=(",", ":"))
        if len(text) > MAX_SIZE:  # what ``read`` refuses: this version's settings come first
            return json.dumps({"version": VERSION, **saved}, separators=(",", ":"))
        return text

    @classmethod
    def load(cls, storage: Any) -> Settings:
        """The stored settings, or the defaults when there are none or they cannot be read."""
        try:
            raw = storage.getItem(KEY) if storage is not None else None
            return cls.parse(raw) if isinstance(raw, str) and raw else cls()
        except Exception:  # storage unavailable or corrupt: keep the defaults
            return cls()

    def save(self, storage: Any) -> bool:
        """Store the settings; False when the storage refused."""
        try:
            storage.setItem(KEY, self.dump())
        except Exception:  # private mode or full: the settings still hold for this visit
            return False
        return True


def _flag(value: Any) -> bool:
    return isinstance(value, bool)


VALID: dict[str, Callable[[Any], bool]] = {
    "double_tap": _flag,
    "draw": lambda value: value in (1, 3) and not isinstance(value, bool),
    "scoring": lambda value: value in ("N", "V"),
    "language": lambda value: value is None or value in LANGUAGES,
    "four_colour": _flag,
    "large_print": _flag,
    "stock_right": _flag,
    "table": lambda value: value in TABLES,
    "winnable_mark": _flag,
    "winnable_only": _flag,
    "sound": lambda value: value is None or _flag(value),
}
"""What each stored field may hold (``language`` and ``sound``: null too, the player's choice not made)."""
LABELS = {
    "double_tap": "settings.double-tap",
    "draw": "new.draw",
    "scoring": "new.scoring",
    "language": "settings.language",
    "four_colour": "settings.four-colour",
    "large_print": "settings.large-print",
    "stock_right": "settings.stock-right",
    "table": "settings.table",
    "winnable_mark": "settings.winnable",
    "winnable_only": "new.winnable",
    "sound": "action.sound",
}
"""Each field's name in the page's words (a text key): what the player is told was dropped."""

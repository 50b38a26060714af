"""The player's settings, remembered in the browser's storage as versioned JSON.

Each stored field is checked on its own: a wrong or missing one takes its
default. Text that is not a settings object at all is refused
(``SettingsError``), so the page can say so; a newer version's settings are
left alone (``ds/web/storage.py``).

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
from dataclasses import asdict, dataclass
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

    @classmethod
    def parse(cls, text: str) -> Settings:
        """Settings from stored text; each field checked, defaults for anything missing or wrong.
        Text that is no JSON object, or of another version, raises ``SettingsError``."""
        try:
            data = jsontext.read(text, max_size=MAX_SIZE)
        except JsonTextError as error:
            raise SettingsError(f"the settings cannot be read: {error}") from None
        if not isinstance(data, dict):
            raise SettingsError("the settings must be a JSON object")
        if data.get("version", VERSION) != VERSION or isinstance(data.get("version"), bool):
            raise SettingsError(f"settings version {data.get('version')!r} is not one this game reads")
        settings = cls()
        for name in ("double_tap", "four_colour", "large_print", "stock_right", "winnable_mark", "winnable_only"):
            if isinstance(data.get(name), bool):
                setattr(settings, name, data[name])
        if data.get("draw") in (1, 3) and not isinstance(data.get("draw"), bool):
            settings.draw = data["draw"]
        if data.get("scoring") in ("N", "V"):
            settings.scoring = data["scoring"]
        if data.get("language") in LANGUAGES:
            settings.language = data["language"]
        if data.get("table") in TABLES:
            settings.table = data["table"]
        if isinstance(data.get("sound"), bool):
            settings.sound = data["sound"]
        return settings

    def dump(self) -> str:
        return json.dumps({"version": VERSION, **asdict(self)}, separators=(",", ":"))

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

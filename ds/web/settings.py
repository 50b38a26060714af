"""The player's settings, remembered in the browser's storage (any object with getItem/setItem).

Bad or missing stored data falls back to the defaults; storage that refuses
to save (private mode, full) leaves the settings working for this visit.

>>> class Memory(dict):
...     def getItem(self, key): return self.get(key)
...     def setItem(self, key, value): self[key] = value
>>> store = Memory()
>>> settings = Settings.load(store)
>>> settings.double_tap
True
>>> settings.double_tap = False
>>> settings.save(store)
True
>>> Settings.load(store).double_tap, Settings.load(Memory(**{KEY: "{oops"})).double_tap
(False, True)
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

KEY = "double-solitaire.settings"


@dataclass
class Settings:
    double_tap: bool = True
    """Two quick taps send a card to the tableau (SPEC.md point 8); on by default."""
    draw: int = 1
    """The draw mode last chosen in the New game window."""
    scoring: str = "N"
    """The scoring last chosen in the New game window."""

    @classmethod
    def load(cls, storage: Any) -> Settings:
        """The stored settings, each one checked; defaults for anything missing or wrong."""
        settings = cls()
        try:
            raw = storage.getItem(KEY) if storage is not None else None
            data = json.loads(raw) if raw else {}
        except Exception:  # storage unavailable or corrupt: keep the defaults
            return settings
        if not isinstance(data, dict):
            return settings
        if isinstance(data.get("double_tap"), bool):
            settings.double_tap = data["double_tap"]
        if data.get("draw") in (1, 3) and not isinstance(data.get("draw"), bool):
            settings.draw = data["draw"]
        if data.get("scoring") in ("N", "V"):
            settings.scoring = data["scoring"]
        return settings

    def save(self, storage: Any) -> bool:
        """Store the settings; False when the storage refused."""
        try:
            storage.setItem(KEY, json.dumps(asdict(self)))
        except Exception:  # private mode or full: the settings still hold for this visit
            return False
        return True

"""Deals from the table of winnable deals: each player's own order of them, and the daily deal with its statistics.

Pure Python, kept in the browser's storage as versioned JSON (like ``stats.py``). The deals themselves
come from ``ds.solver.table``; only this player's place in them is kept here.

- **Winnable deals only** walks the table of a mode in an order of this player's own (a random seed drawn
  with ``secrets`` once, SPEC 13): no deal comes twice; once every deal of the table has come, the page
  searches for winnable deals as it did before the table.
- **The daily deal**: one deal per mode and calendar day (the player's own), the same for every player
  (``ds.solver.table.daily``). A day counts as *played* at the first move of that day's deal, as *won* when
  it is won (once each); the *streak* is the run of consecutive days won up to yesterday or today.

>>> from datetime import date
>>> deals = Deals(seed=12345)
>>> first, second = deals.next_winnable("D1N"), deals.next_winnable("D1N")
>>> first != second
True
>>> day = date(2026, 3, 1)
>>> code = deals.daily_code("D1N", day)
>>> deals.record(str(code), moves=1, won=False), deals.record(str(code), moves=9, won=True)
(True, True)
>>> line = deals.daily["D1N"]
>>> line.played, line.won, line.current_streak(day.toordinal())
(1, 1, 1)
>>> Deals.parse(deals.dump()) == deals
True
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from datetime import date
from typing import Any, TypeGuard

from .. import jsontext
from ..codes import GameCode
from ..jsontext import JsonTextError
from ..solver import table

KEY = "double-solitaire.deals"
VERSION = 1
MAX_SIZE = 20_000
"""The longest deals data read, in characters (a year of daily deals is well under it)."""
MODES = table.MODES


class DealsError(ValueError):
    """Stored deals data that cannot be read."""


@dataclass
class DailyLine:
    """The daily deal's statistics of one mode."""

    played: int = 0
    won: int = 0
    streak: int = 0
    """Consecutive days won, up to ``last_won``."""
    best_streak: int = 0
    last_played: int = 0
    """The last day played (``date.toordinal()``; 0: never)."""
    last_won: int = 0

    def current_streak(self, today: int) -> int:
        """The streak as it stands ``today``: broken once a day passes without a win."""
        return self.streak if self.last_won >= today - 1 else 0


@dataclass
class Deals:
    seed: int = field(default_factory=lambda: secrets.randbits(48))
    """This player's order of the table's deals (drawn once, with ``secrets``)."""
    taken: dict[str, int] = field(default_factory=lambda: {mode: 0 for mode in MODES})
    """How many deals of each mode's order were dealt."""
    daily: dict[str, DailyLine] = field(default_factory=lambda: {mode: DailyLine() for mode in MODES})
    current: str | None = None
    """The code of the daily deal on the table, if one is."""
    current_day: int = 0

    def next_winnable(self, mode: str) -> GameCode | None:
        """The next deal of this player's order of the winnable deals of ``mode``; None once every deal of the
        table has come (or it has none): the page then searches for a winnable deal instead, so that no
        deal comes twice."""
        if self.taken[mode] >= len(table.winnable(mode)):
            return None
        code = table.shuffled(mode, self.seed, self.taken[mode])
        self.taken[mode] += 1
        return code

    @staticmethod
    def has_daily(mode: str, day: date) -> bool:
        """Whether ``mode`` has a deal for ``day`` (its table is not empty); nothing changes."""
        return table.daily(mode, day) is not None

    def daily_code(self, mode: str, day: date) -> GameCode | None:
        """``day``'s deal of ``mode`` (None when the table of ``mode`` is empty); it is the daily deal on the
        table from now on."""
        code = table.daily(mode, day)
        if code is not None:
            self.current, self.current_day = str(code), day.toordinal()
        return code

    def record(self, code: str, moves: int, won: bool) -> bool:
        """After an action on the game ``code``: count its day as played at its first move, and as won once
        (only for the daily deal on the table). True when something changed (and should be saved)."""
        if code != self.current or moves < 1:
            return False
        line = self.daily[code.split("-")[1]]
        day = self.current_day
        changed = False
        if line.last_played != day:
            line.last_played = day
            line.played += 1
            changed = True
        if won and line.last_won != day:
            line.streak = line.streak + 1 if line.last_won == day - 1 else 1
            line.best_streak = max(line.best_streak, line.streak)
            line.last_won = day
            line.won += 1
            changed = True
        return changed

    # --- storage --------------------------------------------------------------------------

    def dump(self) -> str:
        return json.dumps(
            {
                "version": VERSION,
                "seed": self.seed,
                "taken": self.taken,
                "daily": {mode: vars(line) for mode, line in self.daily.items()},
                "current": self.current,
                "current_day": self.current_day,
            },
            separators=(",", ":"),
        )

    @classmethod
    def parse(cls, text: str) -> Deals:
        """Stored deals data, every field checked; ``DealsError`` says what is wrong.

        >>> Deals.parse('{"version": 2}')
        Traceback (most recent call last):
        ...
        ds.web.deals.DealsError: deals data version 2 is not one this game reads
        """
        try:
            doc = jsontext.read(text, max_size=MAX_SIZE)
        except JsonTextError as error:
            raise DealsError(f"the deals data cannot be read: {error}") from None
        if not isinstance(doc, dict):
            raise DealsError("the deals data must be a JSON object")
        version = doc.get("version")
        if version != VERSION or isinstance(version, bool):
            raise DealsError(f"deals data version {version!r} is not one this game reads")
        seed, taken, daily = doc.get("seed"), doc.get("taken"), doc.get("daily")
        if not _whole(seed) or seed < 0:
            raise DealsError("the seed must be a whole number from 0")
        if not isinstance(taken, dict) or set(taken) != set(MODES) or not all(_whole(v) and v >= 0 for v in taken.values()):
            raise DealsError(f"taken must give a count from 0 for each of {', '.join(MODES)}")
        if not isinstance(daily, dict) or set(daily) != set(MODES):
            raise DealsError(f"daily must have the modes {', '.join(MODES)}")
        current, current_day = doc.get("current"), doc.get("current_day")
        if current is not None and not (isinstance(current, str) and len(current) < 40 and current.count("-") == 2):
            raise DealsError("the daily deal on the table must be a game code")
        if not _whole(current_day) or current_day < 0:
            raise DealsError("current_day must be a whole number from 0")
        return cls(seed, dict(taken), {mode: _line(daily[mode], mode) for mode in MODES}, current, current_day)


def _line(value: Any, mode: str) -> DailyLine:
    if not isinstance(value, dict) or set(value) != set(vars(DailyLine())):
        raise DealsError(f"daily {mode} must be an object with {', '.join(vars(DailyLine()))}")
    if not all(_whole(number) and number >= 0 for number in value.values()):
        raise DealsError(f"daily {mode}: every figure must be a whole number from 0")
    line = DailyLine(**value)
    if line.won > line.played or line.streak > line.best_streak or line.best_streak > line.won:
        raise DealsError(f"daily {mode}: the counts do not add up (won {line.won} of {line.played})")
    return line


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


__all__ = ["KEY", "VERSION", "DailyLine", "Deals", "DealsError"]

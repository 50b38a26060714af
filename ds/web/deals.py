"""Deals from the table of winnable deals: each player's own order of them, and the daily deal with its statistics.

Pure Python, kept in the browser's storage as versioned JSON (like ``stats.py``). The deals themselves
come from ``ds.solver.table``; only this player's place in them is kept here.

- **Winnable deals only** walks the table of a mode in an order of this player's own (a random seed drawn
  with ``secrets`` once, SPEC 13): no deal comes twice; once every deal of the table has come, the page
  searches for winnable deals as it did before the table.
- **The daily deal**: one deal per mode and calendar day (the player's own local date), the same for every
  player on the same date (``ds.solver.table.daily``). A daily deal belongs to the day it was dealt, whenever
  it is played: that day counts as *played* at the deal's first move, as *won* when it is won. The days are
  kept as a set (runs of consecutive days), so a day counts once however the device's clock or time zone
  moves between visits; the *streak* is the run of consecutive days won up to yesterday or today.

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
from .i18n import Texts

KEY = "double-solitaire.deals"
VERSION = 2
READS = (1, 2)
"""The versions ``Deals.parse`` reads (version 1 kept counts and the last day, not the days themselves)."""
MAX_RUNS = 250
"""The most runs of days a list keeps; older runs are folded into the ``earlier`` counts (a player who plays
every other day makes 183 runs a year)."""
MAX_SIZE = 40_000
"""The longest deals data read, in characters (8 lists of ``MAX_RUNS`` runs of 7-digit days fit)."""
LAST_DAY = date.max.toordinal()
MODES = table.MODES

Run = tuple[int, int]
"""Consecutive days, first and last (``date.toordinal()``)."""


class DealsError(ValueError):
    """Stored deals data that cannot be read."""


@dataclass
class DailyLine:
    """The daily deal's days of one mode: those played and those won, as runs of consecutive days, oldest first.

    >>> line = DailyLine()
    >>> [line.add(day, won=day != 12) for day in (10, 11, 12, 13, 11)]
    [True, True, True, True, False]
    >>> line.days_played, line.days_won, line.played, line.won, line.best_streak, line.current_streak(14)
    ([(10, 13)], [(10, 11), (13, 13)], 4, 3, 2, 1)
    """

    days_played: list[Run] = field(default_factory=list)
    days_won: list[Run] = field(default_factory=list)
    earlier_played: int = 0
    """Days played that are no longer listed: counted by version 1 (which kept no days), or folded (``MAX_RUNS``)."""
    earlier_won: int = 0
    earlier_best: int = 0
    """The best streak among those days."""

    @property
    def played(self) -> int:
        return self.earlier_played + _count(self.days_played)

    @property
    def won(self) -> int:
        return self.earlier_won + _count(self.days_won)

    @property
    def best_streak(self) -> int:
        return max([self.earlier_best, *(last - first + 1 for first, last in self.days_won)])

    def current_streak(self, today: int) -> int:
        """The consecutive days won up to ``today`` (or up to yesterday, today's deal not won yet); days after
        ``today`` (a clock that was ahead) do not count yet."""
        for first, last in reversed(self.days_won):
            if first <= today and last >= today - 1:
                return min(last, today) - first + 1
        return 0

    def add(self, day: int, won: bool) -> bool:
        """Count ``day`` as played, and as won if ``won``; True when it was not counted so already."""
        changed = _add(self.days_played, day)
        if won:
            changed = _add(self.days_won, day) or changed
        while len(self.days_played) > MAX_RUNS or len(self.days_won) > MAX_RUNS:
            self._fold()
        return changed

    def _fold(self) -> None:
        """The oldest run of days played, and the won days in it, become ``earlier`` counts."""
        first, last = self.days_played.pop(0)
        self.earlier_played += last - first + 1
        while self.days_won and self.days_won[0][1] <= last:
            start, end = self.days_won.pop(0)
            self.earlier_won += end - start + 1
            self.earlier_best = max(self.earlier_best, end - start + 1)

    def dump(self) -> dict[str, Any]:
        return {"played": self.days_played, "won": self.days_won,
                "earlier": [self.earlier_played, self.earlier_won, self.earlier_best]}


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
    """The day it was dealt for (``date.toordinal()``): the day its first move and its win count for."""

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

    def day_of(self, code: GameCode | None) -> int | None:
        """The day the game ``code`` on the table was dealt for, if it is the daily deal on the table."""
        return self.current_day if code is not None and str(code) == self.current else None

    def record(self, code: str, moves: int, won: bool) -> bool:
        """After an action on the game ``code``: count the day it was dealt for as played at its first move, and
        as won once (only for the daily deal on the table). True when something changed (and should be saved)."""
        if code != self.current or moves < 1 or not 1 <= self.current_day <= LAST_DAY:
            return False
        return self.daily[code.split("-")[1]].add(self.current_day, won)

    def reset_days(self) -> None:
        """Every mode's days played and won forgotten, with their streaks (Reset statistics); the order of the
        winnable deals stays, so none comes again, and the daily deal on the table counts from its next move."""
        self.daily = {mode: DailyLine() for mode in MODES}

    # --- storage --------------------------------------------------------------------------

    def dump(self) -> str:
        return json.dumps(
            {
                "version": VERSION,
                "seed": self.seed,
                "taken": self.taken,
                "daily": {mode: line.dump() for mode, line in self.daily.items()},
                "current": self.current,
                "current_day": self.current_day,
            },
            separators=(",", ":"),
        )

    @classmethod
    def parse(cls, text: str) -> Deals:
        """Stored deals data, every field checked; ``DealsError`` says what is wrong. Version 1's counts are
        kept: its streak's days and its last day played become days, the rest ``earlier`` counts.

        >>> Deals.parse('{"version": 3}')
        Traceback (most recent call last):
        ...
        ds.web.deals.DealsError: deals data version 3 is not one this game reads
        """
        try:
            doc = jsontext.read(text, max_size=MAX_SIZE)
        except JsonTextError as error:
            raise DealsError(f"the deals data cannot be read: {error}") from None
        if not isinstance(doc, dict):
            raise DealsError("the deals data must be a JSON object")
        version = doc.get("version")
        if version not in READS or isinstance(version, bool):
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
        if not _whole(current_day) or not 0 <= current_day <= LAST_DAY:
            raise DealsError(f"current_day must be a whole number from 0 to {LAST_DAY}")
        read = _line if version == VERSION else _line_v1
        return cls(seed, dict(taken), {mode: read(daily[mode], mode) for mode in MODES}, current, current_day)


def daily_words(texts: Texts, mode: str, line: DailyLine, today: int, on_table: int | None) -> str:
    """The New game window's line on the daily deal: the days of ``mode`` as they stand ``today``, and, when the
    game on the table is the daily deal of another day (``on_table``: dealt the day before, or before the clock
    moved), that it counts for that day.

    >>> en, day = Texts.load("en"), date(2026, 12, 5).toordinal()
    >>> daily_words(en, "D1N", DailyLine([(day - 1, day - 1)]), day, on_table=day - 1)
    "Draw 1, Normal: 1 day played, 0 won, current streak 0. The game on the table is yesterday's daily deal: it counts for yesterday."
    >>> daily_words(en, "D1N", DailyLine(), day, on_table=day + 1).split(". ")[1]
    'The game on the table is the daily deal of 2026-12-06: it counts for that day.'
    """
    words = texts("daily.stats", mode=texts(f"mode.{mode}"), played=texts.plural("count.days-played", line.played),
                  won=texts.plural("count.days-won", line.won), streak=texts.number(line.current_streak(today)))
    if on_table is None or on_table == today:
        return words
    if on_table == today - 1:
        return f"{words} {texts('daily.on-table-yesterday')}"
    return f"{words} {texts('daily.on-table-other', date=date.fromordinal(on_table).isoformat())}"


def _line(value: Any, mode: str) -> DailyLine:
    if not isinstance(value, dict) or set(value) != {"played", "won", "earlier"}:
        raise DealsError(f"daily {mode} must be an object with played, won, earlier")
    earlier = value["earlier"]
    if not isinstance(earlier, list) or len(earlier) != 3 or not all(_whole(n) and 0 <= n <= LAST_DAY for n in earlier):
        raise DealsError(f"daily {mode}: earlier must be three counts from 0")
    line = DailyLine(_runs(value["played"], f"{mode} played"), _runs(value["won"], f"{mode} won"), *earlier)
    if not all(any(a <= first and last <= b for a, b in line.days_played) for first, last in line.days_won):
        raise DealsError(f"daily {mode}: a day won that was not played")
    if line.won > line.played or line.best_streak > line.won:
        raise DealsError(f"daily {mode}: the counts do not add up (won {line.won} of {line.played})")
    return line


def _runs(value: Any, what: str) -> list[Run]:
    """Runs of days, oldest first, apart (a run ends at least two days before the next begins)."""
    if not isinstance(value, list) or len(value) > MAX_RUNS:
        raise DealsError(f"daily {what} must be a list of at most {MAX_RUNS} runs of days")
    runs: list[Run] = []
    for run in value:
        if not (isinstance(run, list) and len(run) == 2 and all(_whole(day) for day in run)
                and 1 <= run[0] <= run[1] <= LAST_DAY and (not runs or run[0] > runs[-1][1] + 1)):
            raise DealsError(f"daily {what}: {str(run)[:40]} is not a run of days [first, last] after the one before")
        runs.append((run[0], run[1]))
    return runs


def _line_v1(value: Any, mode: str) -> DailyLine:
    """Version 1's counts of a mode: the days of its streak and its last day played are known, the others not."""
    names = ("played", "won", "streak", "best_streak", "last_played", "last_won")
    if not isinstance(value, dict) or set(value) != set(names):
        raise DealsError(f"daily {mode} must be an object with {', '.join(names)}")
    if not all(_whole(number) and 0 <= number <= LAST_DAY for number in value.values()):
        raise DealsError(f"daily {mode}: every figure must be a whole number from 0")
    played, won, streak, best, last_played, last_won = (value[name] for name in names)
    if won > played or streak > best or best > won or streak > last_won:
        raise DealsError(f"daily {mode}: the counts do not add up (won {won} of {played})")
    line = DailyLine()
    if streak:  # one run of days, played and won (not added day by day: a made-up streak may hold millions)
        run = (last_won - streak + 1, last_won)
        line.days_played, line.days_won = [run], [run]
    if last_played:
        line.add(last_played, won=False)
    line.earlier_played, line.earlier_won = max(0, played - line.played), won - streak
    line.earlier_best = best
    return line


def _add(runs: list[Run], day: int) -> bool:
    """Put ``day`` in ``runs`` (merging runs it joins); False when it is in already."""
    at = 0
    while at < len(runs) and runs[at][1] < day - 1:
        at += 1
    if at < len(runs) and runs[at][0] <= day <= runs[at][1]:
        return False
    if at < len(runs) and runs[at][0] <= day + 1:  # day touches this run: just before it, or just after it
        first, last = min(runs[at][0], day), max(runs[at][1], day)
        if at + 1 < len(runs) and runs[at + 1][0] == last + 1:
            last = runs.pop(at + 1)[1]
        runs[at] = (first, last)
    else:
        runs.insert(at, (day, day))
    return True


def _count(runs: list[Run]) -> int:
    return sum(last - first + 1 for first, last in runs)


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


__all__ = ["KEY", "VERSION", "DailyLine", "Deals", "DealsError", "daily_words"]

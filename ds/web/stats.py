"""Statistics per mode (D1N, D3N, D1V, D3V), kept in the browser's storage as versioned JSON (pure, no browser).

How games count:

- A game counts as **played** when its first move is made (a deal looked at
  and replaced is not a game played); it is the game "in progress". Games are
  told apart by their code; a position set up without one, by its mode and the
  position its history starts from (``game_name``).
- A **win** counts once, when all 104 cards reach the foundations; undoing
  and winning again does not count it twice.
- A game **ends** when it is won, or when another game replaces it on the
  table. Ending a game in progress without winning it breaks its mode's
  winning streak.
- The **best score** is that of a finished game, won or not; **fewest moves**
  that of a won game. The Vegas **running total** adds up the final dollars
  of every finished Vegas game (+$416 for a clean win, −$104 for a game given
  up with no card on a foundation).
- The **best time** and the **average time** are those of won games, in whole
  seconds of the game's clock (wins counted before version 2 of the
  statistics have no time and are left out of the average).

>>> stats = Stats()
>>> stats.record(Facts("DS1-D1N-AAAAAAB", moves=1, score=0, won=False))
True
>>> stats.bests(Facts("DS1-D1N-AAAAAAB", moves=2, score=5, won=True, seconds=64))
('first',)
>>> stats.record(Facts("DS1-D1N-AAAAAAB", moves=2, score=5, won=False))
False
>>> stats.replaced(Facts("DS1-D1N-AAAAAAB", moves=2, score=5, won=False))
True
>>> line = stats.modes["D1N"]
>>> line.played, line.won, line.streak, line.best_score
(1, 0, 0, 5)
>>> Stats.parse(stats.dump()) == stats
True
"""

from __future__ import annotations

import json
import zlib
from dataclasses import asdict, dataclass, field
from html import escape
from typing import Any, TypeGuard

from .. import jsontext
from ..game import MOST_MOVES, MOST_PLAYED_MS, MOST_SCORE, Game
from ..jsontext import JsonTextError
from .clock import clock_text
from .i18n import Texts

KEY = "double-solitaire.stats"
VERSION = 2
READS = (1, 2)
"""The versions ``Stats.parse`` reads (version 1 had no times)."""
MAX_SIZE = 20_000
"""The longest statistics text read, in characters (they take about 1,000)."""
MODES = ("D1N", "D3N", "D1V", "D3V")
MOST_GAMES = 1_000_000_000
"""More games than a mode is played (a game a second for 31 years): statistics beyond it are refused as made up,
as are scores, moves and times beyond what a game reaches (``ds.game``'s ``MOST_*``)."""
MOST_SECONDS = MOST_PLAYED_MS // 1000


class StatsError(ValueError):
    """Stored statistics that cannot be read."""


def game_name(game: Game) -> str:
    """The game as the statistics know it: its code; a position set up without one (a save of one, kept in this
    browser) by its mode and a fingerprint of the position its undo history starts from, ``DS1-D1N-#1a2b3c4d``,
    so that two such games count as two. Once its oldest actions have fallen off the history (``trimmed``), that
    position moves on: the game is ``DS1-D1N-#``, taken for the position of its mode in progress.

    >>> game = Game.deal("DS1-D1N-AAAAAAB")
    >>> game_name(game), game_name(Game(game.position))
    ('DS1-D1N-AAAAAAB', 'DS1-D1N-#06056891')
    """
    if game.code is not None:
        return str(game.code)
    if game.trimmed:
        return f"DS1-{game.mode}-#"
    base = game.copy()
    while base.can_undo:
        base.undo()
    start = f"{game.move_count - len(game.move_stack)}:{base.position}"
    return f"DS1-{game.mode}-#{zlib.crc32(start.encode()):08x}"


@dataclass(frozen=True)
class Facts:
    """What the statistics need to know of the game on the table."""

    code: str
    moves: int
    score: int
    won: bool
    seconds: int = 0
    """Time played, in whole seconds."""

    @property
    def mode(self) -> str:
        """``D1N`` of ``DS1-D1N-AAAAAAB``."""
        return self.code.split("-")[1]

    @property
    def vegas(self) -> bool:
        return self.mode.endswith("V")


@dataclass
class Line:
    """The statistics of one mode."""

    played: int = 0
    won: int = 0
    best_score: int | None = None
    fewest_moves: int | None = None
    streak: int = 0
    best_streak: int = 0
    total: int = 0
    """Vegas: the dollars of every finished game, added up."""
    best_time: int | None = None
    """The shortest won game, in seconds."""
    timed_wins: int = 0
    """Won games whose time is known (all but those counted before version 2)."""
    won_time: int = 0
    """Their times, in seconds, added up."""

    def finish(self, facts: Facts) -> None:
        """A game of this mode ends with ``facts`` (won or given up)."""
        if self.best_score is None or facts.score > self.best_score:
            self.best_score = facts.score
        if facts.vegas:
            self.total += facts.score

    @property
    def rate(self) -> tuple[int, int]:
        """Won and played, for a win rate."""
        return self.won, self.played

    @property
    def average_time(self) -> int | None:
        """The average time of won games, in whole seconds (None before the first timed win)."""
        return round(self.won_time / self.timed_wins) if self.timed_wins else None


@dataclass
class Stats:
    modes: dict[str, Line] = field(default_factory=lambda: {mode: Line() for mode in MODES})
    current: str | None = None
    """The code of the game in progress (counted as played), if any."""
    current_won: bool = False
    """Whether its win is already counted."""

    def record(self, facts: Facts) -> bool:
        """After an action on the game on the table: count it as played at its first move, and its win once.
        True when the statistics changed (and should be saved)."""
        if facts.moves < 1 or facts.mode not in self.modes:
            return False
        changed = False
        if not self._is_current(facts.code):
            self.current, self.current_won = facts.code, False
            self.modes[facts.mode].played += 1
            changed = True
        if facts.won and not self.current_won:
            self.current_won = True
            line = self.modes[facts.mode]
            line.won += 1
            line.streak += 1
            line.best_streak = max(line.best_streak, line.streak)
            if line.fewest_moves is None or facts.moves < line.fewest_moves:
                line.fewest_moves = facts.moves
            if line.best_time is None or facts.seconds < line.best_time:
                line.best_time = facts.seconds
            line.timed_wins += 1
            line.won_time += facts.seconds
            line.finish(facts)
            changed = True
        return changed

    def bests(self, facts: Facts) -> tuple[str, ...]:
        """What a win not counted yet (``facts``) would be a best of in its mode: ``first`` (its first win),
        or any of ``score``, ``moves`` and ``time`` that it beats; () for a win already counted."""
        if not facts.won or facts.mode not in self.modes or (self._is_current(facts.code) and self.current_won):
            return ()
        line = self.modes[facts.mode]
        if line.won == 0:
            return ("first",)
        beaten = {
            "score": line.best_score is None or facts.score > line.best_score,
            "moves": line.fewest_moves is None or facts.moves < line.fewest_moves,
            "time": line.best_time is None or facts.seconds < line.best_time,
        }
        return tuple(name for name, better in beaten.items() if better)

    def replaced(self, facts: Facts) -> bool:
        """The game on the table (``facts``) gives way to another: a game in progress that was not won
        ends here and breaks its mode's streak. True when the statistics changed."""
        if not self._is_current(facts.code):
            return False
        if not self.current_won and facts.mode in self.modes:
            line = self.modes[facts.mode]
            line.streak = 0
            line.finish(facts)
        self.current, self.current_won = None, False
        return True

    def _is_current(self, name: str) -> bool:
        """Whether ``name`` (``game_name``) is the game in progress; a set-up position whose history was trimmed
        (``DS1-D1N-#``) is taken for the set-up position of its mode in progress, if there is one."""
        current = self.current
        return current is not None and (name == current or (name.endswith("-#") and current.startswith(name)))

    def reset(self) -> None:
        """Every mode back to zero. The game on the table counts again from its next move."""
        self.modes = {mode: Line() for mode in MODES}
        self.current, self.current_won = None, False

    # --- storage --------------------------------------------------------------------------

    def dump(self) -> str:
        return json.dumps(
            {
                "version": VERSION,
                "modes": {mode: asdict(line) for mode, line in self.modes.items()},
                "current": self.current,
                "current_won": self.current_won,
            },
            separators=(",", ":"),
        )

    @classmethod
    def parse(cls, text: str) -> Stats:
        """Stored statistics, every field checked; ``StatsError`` says what is wrong.

        >>> Stats.parse('{"version": 3}')
        Traceback (most recent call last):
        ...
        ds.web.stats.StatsError: statistics version 3 is not one this game reads
        """
        try:
            doc = jsontext.read(text, max_size=MAX_SIZE)
        except JsonTextError as error:
            raise StatsError(f"the statistics cannot be read: {error}") from None
        if not isinstance(doc, dict):
            raise StatsError("the statistics must be a JSON object")
        version = doc.get("version")
        if version not in READS or isinstance(version, bool):
            raise StatsError(f"statistics version {version!r} is not one this game reads")
        modes = doc.get("modes")
        if not isinstance(modes, dict) or set(modes) != set(MODES):
            raise StatsError(f"the statistics must have the modes {', '.join(MODES)}")
        stats = cls({mode: _line(modes[mode], mode, timed=version > 1) for mode in MODES})
        current, current_won = doc.get("current"), doc.get("current_won")
        if current is not None and not (isinstance(current, str) and len(current) < 40 and current.count("-") == 2):
            raise StatsError("the game in progress must be a game code")
        if not isinstance(current_won, bool):
            raise StatsError("current_won must be true or false")
        stats.current, stats.current_won = current, current_won and current is not None
        return stats


def _line(value: Any, mode: str, timed: bool) -> Line:
    if not isinstance(value, dict):
        raise StatsError(f"{mode} must be a JSON object")
    line = Line()
    for name in ("played", "won", "streak", "best_streak", "total") + (("timed_wins", "won_time") if timed else ()):
        number = value.get(name)
        if not _whole(number) or (name != "total" and number < 0):
            raise StatsError(f"{mode}.{name} must be a whole number" + ("" if name == "total" else " from 0"))
        setattr(line, name, number)
    for name in ("best_score", "fewest_moves") + (("best_time",) if timed else ()):
        number = value.get(name)
        if number is not None and not _whole(number):
            raise StatsError(f"{mode}.{name} must be a whole number or null")
        setattr(line, name, number)
    if line.won > line.played or line.streak > line.best_streak or line.best_streak > line.won:
        raise StatsError(f"{mode}: the counts do not add up (won {line.won} of {line.played}, streak {line.streak})")
    if line.timed_wins > line.won or (line.best_time is None) != (line.timed_wins == 0) or (line.best_time or 0) < 0:
        raise StatsError(f"{mode}: the times do not add up ({line.timed_wins} timed wins of {line.won}, best {line.best_time})")
    fewest = line.fewest_moves
    if fewest is not None and fewest < 1:
        raise StatsError(f"{mode}.fewest_moves must be at least 1")
    most = {"played": MOST_GAMES, "best_score": MOST_SCORE, "total": MOST_SCORE * line.played, "fewest_moves": MOST_MOVES,
            "best_time": MOST_SECONDS, "won_time": MOST_SECONDS * line.timed_wins}
    for name, bound in most.items():
        number = getattr(line, name)
        if number is not None and abs(number) > bound:
            raise StatsError(f"{mode}.{name} is beyond what the games can add up to ({bound:,} at most)")
    return line


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


ROWS = (
    "stats.played",
    "stats.won",
    "stats.rate",
    "stats.best-score",
    "stats.fewest-moves",
    "stats.best-time",
    "stats.average-time",
    "stats.streak",
    "stats.best-streak",
    "stats.total",
)
"""The rows of the Statistics window, each a text key (``data-stat`` is the part after ``stats.``)."""


def render(texts: Texts, stats: Stats) -> str:
    """The Statistics window's table: a row per figure, a column per mode. Each cell carries
    ``data-mode``, ``data-stat``, when there is one the raw number in ``data-value``, and its mode's name in
    ``data-name``, which the narrowest layout, a mode to a line, writes beside the figure.

    >>> from ds.web.i18n import Texts
    >>> html = render(Texts.load("en"), Stats())
    >>> '<td data-mode="D1V" data-stat="total" data-value="0" data-name="Draw 1, Vegas">$0</td>' in html
    True
    """
    none = escape(texts("stats.none"))
    names = {mode: escape(texts(f"mode.{mode}")) for mode in MODES}
    head = "".join(f'<th scope="col" data-mode="{mode}">{_unbroken(texts(f"mode.{mode}"))}</th>' for mode in MODES)
    rows = [f'<thead><tr><th scope="col">{escape(texts("stats.mode"))}</th>{head}</tr></thead><tbody>']
    for key in ROWS:
        stat = key.removeprefix("stats.")
        cells = []
        for mode in MODES:
            value, shown = _cell(texts, stats.modes[mode], stat, mode.endswith("V"))
            data = f' data-value="{value}"' if value is not None else ""
            cells.append(f'<td data-mode="{mode}" data-stat="{stat}"{data} data-name="{names[mode]}">'
                         f'{escape(shown) if shown else none}</td>')
        rows.append(f'<tr><th scope="row">{escape(texts(key))}</th>{"".join(cells)}</tr>')
    rows.append("</tbody>")
    return "".join(rows)


BEST_WORDS = {"score": "won.best-score", "moves": "won.best-moves", "time": "won.best-time"}
"""The bests a win may beat (``Stats.bests``), in words."""


def best_words(texts: Texts, mode: str, bests: tuple[str, ...]) -> str:
    """The win window's line on records: the first win of a mode, or the bests a win beat.

    >>> en = Texts.load("en")
    >>> best_words(en, "D3V", ("first",)), best_words(en, "D1N", ("score", "time")), best_words(en, "D1N", ())
    ('Your first win in Draw 3, Vegas!', 'New best in Draw 1, Normal: best score, best time!', '')
    """
    name = texts(f"mode.{mode}")
    if "first" in bests:
        return texts("won.first", mode=name)
    if not bests:
        return ""
    return texts("won.best", mode=name, what=texts("list-separator").join(texts(BEST_WORDS[best]) for best in bests))


def _unbroken(name: str) -> str:
    """A mode's name that a narrow column may break only after its commas ("Draw 1," / "Normal").

    >>> _unbroken("Compra 1, Normal")
    '<span class="part">Compra 1,</span> <span class="part">Normal</span>'
    """
    return " ".join(f'<span class="part">{escape(part)}</span>' for part in name.replace(", ", ",\0").split("\0"))


def _cell(texts: Texts, line: Line, stat: str, vegas: bool) -> tuple[int | None, str]:
    """The raw number of one cell (None: nothing to show) and its text."""
    if stat == "rate":
        return (round(100 * line.won / line.played), texts.percent(line.won, line.played)) if line.played else (None, "")
    if stat == "best-score":
        best = line.best_score
        return (best, texts.score(best, vegas)) if best is not None else (None, "")
    if stat == "fewest-moves":
        fewest = line.fewest_moves
        return (fewest, texts.number(fewest)) if fewest is not None else (None, "")
    if stat in ("best-time", "average-time"):
        seconds = line.best_time if stat == "best-time" else line.average_time
        return (seconds, clock_text(seconds)) if seconds is not None else (None, "")
    if stat == "total":
        return (line.total, texts.money(line.total)) if vegas else (None, "")
    value = {"played": line.played, "won": line.won, "streak": line.streak, "best-streak": line.best_streak}[stat]
    return value, texts.number(value)

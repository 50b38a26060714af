"""The browser's storage, on the page's terms (pure: any object with getItem/setItem/removeItem).

- Storage that is missing or throws (private mode) never stops the game: reads
  give nothing, writes are dropped, and the player is told once. A storage with
  room for nothing (Safari's private windows before Safari 11: a quota of 0,
  every write refused as if full) is one that keeps nothing, and said so.
- Full storage is said once (again after a write that worked, when the page
  asks: a position that could not be saved is always said); the game goes on.
- Data that cannot be read (not JSON, too long, too deeply nested, the wrong
  shape) is said once, moved aside to ``<key>.corrupt`` (replacing an older
  such copy), and the key is free; if the copy cannot be made (storage full),
  the key is left alone for the whole visit and the game goes on unsaved.
- Data written by a **newer** version is never overwritten: it is copied
  aside under ``<key>.newer`` (if that is free) and only then may the key be
  reused; otherwise the key is left alone for the whole visit.
- A key whose reading threw is never written during the visit (what is there
  may be good).
- A game in a frame keeps its data under keys of its own (``scoped``), so an
  embedding page never touches the player's own game, settings or statistics.

>>> class Memory(dict):
...     def getItem(self, key): return self.get(key)
...     def setItem(self, key, value): self[key] = value
...     def removeItem(self, key): self.pop(key, None)
>>> memory = Memory({"k": '{"version": 9}'})
>>> store = Store(lambda: memory)
>>> store.restore("k", int, version=1, newer="too-new", corrupt="bad") is None, memory["k.newer"], store.take_problems()
(True, '{"version": 9}', ['too-new'])
>>> store.write("k", "mine"), memory["k"], memory["k.newer"]
(True, 'mine', '{"version": 9}')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .. import jsontext
from ..jsontext import JsonTextError
from ..save import MAX_SIZE

T = TypeVar("T")
NEWER = ".newer"
"""Suffix of the key under which a newer version's data is kept."""
CORRUPT = ".corrupt"
"""Suffix of the key under which data that could not be read is kept (the last such text of the key)."""
PREFIX = "double-solitaire."
FRAMED_PREFIX = "double-solitaire.framed."
"""The keys of a game in a frame: ``double-solitaire.framed.game`` for ``double-solitaire.game``…"""


def scoped(key: str, framed: bool) -> str:
    """The key a game uses for ``key``: its own when it runs in a frame.

    >>> scoped("double-solitaire.game", False), scoped("double-solitaire.game", True)
    ('double-solitaire.game', 'double-solitaire.framed.game')
    """
    return FRAMED_PREFIX + key.removeprefix(PREFIX) if framed else key


class Store:
    """One storage area and what went wrong with it, each problem to be said once."""

    def __init__(self, get_storage: Callable[[], Any]) -> None:
        self.problems: list[str] = []
        """Keys of texts (``store.full``…) not said yet."""
        self.said: set[str] = set()
        self.locked: set[str] = set()
        try:
            storage = get_storage()
        except Exception:  # private mode in some browsers: the property itself throws
            storage = None
        self.storage = storage if storage is not None and hasattr(storage, "getItem") else None
        if self.storage is None:
            self.problem("store.unavailable")

    def problem(self, key: str) -> None:
        if key not in self.said and key not in self.problems:
            self.problems.append(key)

    def take_problems(self) -> list[str]:
        """The problems not said yet; they count as said from now on."""
        problems, self.problems = self.problems, []
        self.said.update(problems)
        return problems

    def read(self, key: str) -> str | None:
        """The text under ``key``, or None (missing, or storage unusable: then the key is locked)."""
        if self.storage is None:
            return None
        try:
            value = self.storage.getItem(key)
        except Exception:
            self.locked.add(key)
            self.problem("store.unavailable")
            return None
        if value is None or not isinstance(value, str):
            return None  # JavaScript null (jsnull in Pyodide) is not a str either
        return value

    def write(self, key: str, text: str, full: str = "store.full") -> bool:
        """Store ``text`` unless the key is locked; False (and a problem said once) when it could not: ``full``,
        what could not be saved, when the storage is full."""
        if self.storage is None or key in self.locked:
            return False
        try:
            self.storage.setItem(key, text)
        except Exception as error:
            self.problem(full if _is_quota(error) and not self._empty() else "store.unavailable")
            return False
        return True

    def _empty(self) -> bool:
        """Whether the storage holds no item at all. One that refuses a write for want of room then has room for
        nothing: Safari's private windows before Safari 11 gave a quota of 0, so that every ``setItem`` threw
        ``QuotaExceededError`` while ``getItem`` answered null: nothing is kept, which "full" would not say."""
        try:
            return self.storage is not None and int(self.storage.length) == 0
        except Exception:  # a storage without ``length``, or one that throws: not known to be empty
            return False

    def again(self, key: str) -> None:
        """The problem ``key`` may be said again: what it was about worked this time."""
        self.said.discard(key)

    def restore(self, key: str, parse: Callable[[str], T], *, version: int, newer: str,
                corrupt: str | Callable[[Exception], str], full: str = "store.full") -> T | None:
        """The document under ``key`` read by ``parse``, or None. A newer version's document is kept
        aside and the problem ``newer`` said; one that ``parse`` refuses is kept aside too and reported as
        ``corrupt`` (or as what ``corrupt`` makes of the refusal). ``parse`` must refuse text that is too
        long or too deep (``ds.jsontext``). ``full``: what is said if the storage has no room for the copy
        aside (then ``key`` is not written this visit: what it is for could not be saved)."""
        text = self.read(key)
        if not text:
            return None
        if newer_version(text, version):
            self.keep_aside(key, text, NEWER, full)
            self.problem(newer)
            return None
        try:
            return parse(text)
        except Exception as error:  # any refusal of the parser: the data is not usable
            if self.keep_aside(key, text, CORRUPT, full):
                self.remove(key)  # kept aside: the next visit need not say it again
            self.problem(corrupt if isinstance(corrupt, str) else corrupt(error))
            return None

    def keep_aside(self, key: str, text: str, suffix: str, full: str = "store.full") -> bool:
        """Copy ``text`` to ``<key><suffix>`` before ``key`` is written again; if that fails, lock ``key``
        (False; ``full`` said if the storage had no room: what ``key`` holds cannot be saved this visit). A newer
        version's data never replaces other data aside; unreadable data replaces the older unreadable copy."""
        aside = key + suffix
        existing = self.read(aside)
        if existing == text or (aside not in self.locked and (existing is None or suffix == CORRUPT)
                                and self.write(aside, text, full)):
            return True
        self.locked.add(key)
        return False

    def remove(self, key: str) -> None:
        if self.storage is None:
            return
        try:
            self.storage.removeItem(key)
        except Exception:  # storage that refuses: the key is written over later, or read again next visit
            pass


def newer_version(text: str, known: int) -> bool:
    """Whether ``text`` is a JSON object whose whole-number ``version`` is above ``known``.

    >>> newer_version('{"version": 2}', 1), newer_version('{"version": 1}', 1), newer_version('oops', 1)
    (True, False, False)
    """
    try:
        doc = jsontext.read(text, max_size=MAX_SIZE)
    except JsonTextError:
        return False
    version = doc.get("version") if isinstance(doc, dict) else None
    return isinstance(version, int) and not isinstance(version, bool) and version > known


def _is_quota(error: BaseException) -> bool:
    """A QuotaExceededError (a DOMException; in Pyodide a JsException whose text names it)."""
    name = str(getattr(error, "name", "")) + " " + str(error)
    return "quota" in name.lower()

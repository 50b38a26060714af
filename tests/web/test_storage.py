"""Storage that is full, unavailable, corrupt or from a future version: the game starts, says so once,
and never overwrites good data with bad."""

from __future__ import annotations

import pytest

from ds import jsontext
from ds.game import Game
from ds.save import VERSION, dump, load
from ds.web import settings, stats
from ds.web.storage import CORRUPT, NEWER, Store, newer_version, scoped

KEY = "double-solitaire.game"


class Memory(dict):
    """A Web Storage area: getItem, setItem, removeItem and length."""

    @property
    def length(self):
        return len(self)

    def getItem(self, key):
        return self.get(key)

    def setItem(self, key, value):
        self[key] = value

    def removeItem(self, key):
        self.pop(key, None)


class Full(Memory):
    def setItem(self, key, value):
        raise RuntimeError("QuotaExceededError: the quota has been exceeded")


class Refusing(Memory):
    def setItem(self, key, value):
        raise RuntimeError("SecurityError: the operation is insecure")


class Unreadable(Memory):
    def getItem(self, key):
        raise RuntimeError("SecurityError: the operation is insecure")


def restore(store: Store):
    return store.restore(KEY, load, version=VERSION, newer="newer", corrupt="corrupt")


def test_a_good_save_is_restored_silently():
    game = Game.deal("DS1-D1N-AAAAAAB")
    game.play(game.stock_move)
    store = Store(lambda: Memory({KEY: dump(game)}))
    assert restore(store) == game and store.take_problems() == []


def test_no_save_is_no_problem():
    store = Store(lambda: Memory())
    assert restore(store) is None and store.take_problems() == []


@pytest.mark.parametrize("text", ["{oops", '{"format": "double-solitaire", "version": 1}', "[]", "x" * 300_000])
def test_a_corrupt_save_is_said_once_and_may_be_replaced(text):
    memory = Memory({KEY: text})
    store = Store(lambda: memory)
    assert restore(store) is None
    assert store.take_problems() == ["corrupt"] and store.take_problems() == []
    assert memory == {KEY + CORRUPT: text}, "moved aside: the next visit finds nothing to complain of"
    assert store.write(KEY, "good") and memory[KEY] == "good"


def test_a_newer_versions_save_is_kept_aside_and_never_overwritten():
    future = '{"format": "double-solitaire", "version": 3, "whatever": [1, 2, 3]}'
    memory = Memory({KEY: future})
    store = Store(lambda: memory)
    assert restore(store) is None and store.take_problems() == ["newer"]
    assert memory[KEY + NEWER] == future
    assert store.write(KEY, "mine") and memory[KEY + NEWER] == future


def test_a_newer_save_stays_in_place_when_the_place_aside_is_taken():
    memory = Memory({KEY: '{"version": 3}', KEY + NEWER: '{"version": 2}'})
    store = Store(lambda: memory)
    assert restore(store) is None
    assert not store.write(KEY, "mine")
    assert memory == {KEY: '{"version": 3}', KEY + NEWER: '{"version": 2}'}


def test_the_same_newer_save_seen_again_is_already_aside():
    memory = Memory({KEY: '{"version": 2}', KEY + NEWER: '{"version": 2}'})
    store = Store(lambda: memory)
    restore(store)
    assert store.write(KEY, "mine")


OTHERS = {"double-solitaire.stats": "what filled it"}
"""What a full storage holds."""


def test_full_storage_is_said_once_and_the_game_goes_on():
    store = Store(lambda: Full(OTHERS))
    assert not store.write(KEY, "a") and not store.write(KEY, "b")
    assert store.take_problems() == ["store.full"]
    assert not store.write(KEY, "c") and store.take_problems() == []


def test_full_storage_says_what_could_not_be_saved():
    store = Store(lambda: Full(OTHERS))
    assert not store.write("stats", "a", full="store.full-stats") and not store.write(KEY, "b")
    assert store.take_problems() == ["store.full-stats", "store.full"]


def test_storage_with_room_for_nothing_is_said_to_keep_nothing():
    """Safari's private windows before Safari 11: localStorage there, empty, getItem answering null, and every
    setItem refused with QuotaExceededError (a quota of 0). The page said "The browser's storage is full: this position
    could not be saved, so a reload would bring back an older one", and the same of the statistics: there is no older
    one, and nothing is full. It is storage that keeps nothing, said once."""
    store = Store(lambda: Full())
    assert restore(store) is None
    assert not store.write("stats", "a", full="store.full-stats") and not store.write(KEY, "b")
    assert not store.write("settings", "c", full="store.full-settings")
    assert store.take_problems() == ["store.unavailable"]


def test_storage_that_refuses_to_save_is_said_once():
    store = Store(lambda: Refusing())
    assert not store.write(KEY, "a") and not store.write("other", "b")
    assert store.take_problems() == ["store.unavailable"]


def test_storage_whose_property_throws_is_said_at_once():
    def private_mode():
        raise RuntimeError("SecurityError: access is denied for this document")

    store = Store(private_mode)
    assert store.storage is None and restore(store) is None and not store.write(KEY, "a")
    assert store.take_problems() == ["store.unavailable"]


def test_a_key_that_could_not_be_read_is_never_written():
    """What is there may be a good save: a visit that could not read it must not replace it."""
    memory = Unreadable({KEY: "a good save"})
    store = Store(lambda: memory)
    assert restore(store) is None
    assert not store.write(KEY, "a fresh game") and memory[KEY] == "a good save"
    assert store.write("another-key", "x")
    assert store.take_problems() == ["store.unavailable"]


def test_newer_version():
    assert newer_version('{"version": 2}', 1) and not newer_version('{"version": true}', 0)
    assert not newer_version('{"version": "9"}', 1) and not newer_version("[9]", 1)


HOSTILE = {
    "nested-5000": "[" * 5_000 + "]" * 5_000,
    "nested-100000": "[" * 100_000 + "]" * 100_000,
    "string-5mb": '"' + "x" * 5_000_000 + '"',
    "binary": bytes(range(256)).decode("latin-1") * 4 + "\ud800\udfff",
    "wrong-shape": '[{"version": 1, "format": "double-solitaire", "modes": [1, 2], "base": [], "code": 7}]',
    "version-deep": '{"version": ' + "[" * 5_000 + "]" * 5_000 + "}",
}
"""Values a hostile page, an extension or a broken disk can leave under the game's keys."""
PARSERS = {
    "double-solitaire.game": (load, VERSION),
    settings.KEY: (settings.Settings.parse, settings.VERSION),
    stats.KEY: (stats.Stats.parse, stats.VERSION),
}


@pytest.mark.parametrize("value", HOSTILE)
@pytest.mark.parametrize("key", PARSERS)
def test_a_hostile_value_in_any_key_is_refused_unparsed_kept_aside_and_said_once(key, value, monkeypatch):
    """Too deep or too long: refused before json.loads runs (in the browser it would overflow the stack).
    Any unreadable value is copied to <key>.corrupt before the key is written again."""
    real_loads = jsontext.json.loads

    def checked_loads(text, *args, **kwargs):
        assert len(text) <= 200_000 and jsontext.nesting(text) <= jsontext.MAX_DEPTH, "parsed unchecked text"
        return real_loads(text, *args, **kwargs)

    monkeypatch.setattr(jsontext.json, "loads", checked_loads)
    parse, version = PARSERS[key]
    memory = Memory({key: HOSTILE[value]})
    store = Store(lambda: memory)
    assert store.restore(key, parse, version=version, newer="newer", corrupt="corrupt") is None
    assert store.take_problems() == ["corrupt"]
    assert memory == {key + CORRUPT: HOSTILE[value]}
    assert store.write(key, "good") and memory[key] == "good" and memory[key + CORRUPT] == HOSTILE[value]
    assert store.take_problems() == []


def test_an_unreadable_value_replaces_an_older_unreadable_copy():
    memory = Memory({KEY: "{second", KEY + CORRUPT: "{first"})
    store = Store(lambda: memory)
    assert restore(store) is None and memory[KEY + CORRUPT] == "{second"


class FullForCopies(Memory):
    def setItem(self, key, value):
        if key.endswith(CORRUPT):
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        super().setItem(key, value)


def test_an_unreadable_value_that_cannot_be_copied_aside_is_never_overwritten():
    memory = FullForCopies({KEY: "[" * 5_000})
    store = Store(lambda: memory)
    assert restore(store) is None
    assert not store.write(KEY, "a fresh game") and memory == {KEY: "[" * 5_000}
    assert store.take_problems() == ["store.full", "corrupt"]


class FullSometimes(Memory):
    full = False

    def setItem(self, key, value):
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        super().setItem(key, value)


def test_full_storage_may_be_said_again_once_a_write_worked():
    memory = FullSometimes(OTHERS)
    store = Store(lambda: memory)
    memory.full = True
    assert not store.write(KEY, "a") and not store.write(KEY, "b")
    assert store.take_problems() == ["store.full"]
    memory.full = False
    assert store.write(KEY, "c")
    store.again("store.full")
    memory.full = True
    assert not store.write(KEY, "d") and store.take_problems() == ["store.full"]
    assert memory[KEY] == "c"


def test_a_framed_game_has_keys_of_its_own():
    assert {scoped(key, True) for key in PARSERS} == {
        "double-solitaire.framed.game", "double-solitaire.framed.settings", "double-solitaire.framed.stats"}
    assert all(scoped(key, False) == key for key in PARSERS)

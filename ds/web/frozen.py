"""The game's modules frozen in the runtime's memory snapshot, and the check that they are still the files'.

The page starts Python from a memory snapshot (``static/pyodide-loader.mjs``)
that ``tools/snapshot.mjs`` makes with the game's modules already imported, so
that no visit imports them again. ``freeze`` runs in the snapshot's maker: it
imports ``MODULES`` and notes the SHA-256 of each module file of the game.
``thaw_if_changed`` runs first in ``ds/web/main.py``: if any of those files,
as the page was served them, differs or is gone (a file edited while ``make
play`` serves the tree), every module of the game is forgotten and the imports
that follow read the files. Without a snapshot nothing is frozen and nothing
happens. Standard library only, tested under CPython.
"""

from __future__ import annotations

import hashlib
import importlib
import sys
from collections.abc import Iterable, MutableMapping
from types import ModuleType

MODULES = ("ds.web.board", "ds.web.bridge", "ds.web.embed", "html")
"""Imported into the snapshot: what ``ds/web/main.py`` imports (``tests/web/test_frozen.py`` checks), their
own imports coming along, and ``html``, the one standard module that PyScript's own package adds at boot."""

PACKAGE = "ds"

FROZEN: dict[str, str] = {}
"""The game's module names -> SHA-256 of their files, as frozen in the snapshot; empty without one."""


def digest(path: str) -> str:
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def of_package(name: str, package: str = PACKAGE) -> bool:
    return name == package or name.startswith(package + ".")


def freeze(modules: Iterable[str] = MODULES, package: str = PACKAGE,
           loaded: MutableMapping[str, ModuleType] = sys.modules) -> dict[str, str]:
    """Import ``modules`` and note each file of ``package`` now imported in ``FROZEN``; returns it."""
    for name in modules:
        importlib.import_module(name)
    FROZEN.clear()
    FROZEN.update({name: digest(module.__file__) for name, module in sorted(loaded.items())
                   if of_package(name, package) and getattr(module, "__file__", None)})
    return FROZEN


def changed(frozen: dict[str, str] | None = None,
            loaded: MutableMapping[str, ModuleType] = sys.modules) -> list[str]:
    """The frozen modules whose file is no longer the one frozen (edited, or gone)."""
    stale = []
    for name, frozen_digest in sorted((FROZEN if frozen is None else frozen).items()):
        module = loaded.get(name)
        try:
            same = module is not None and digest(module.__file__) == frozen_digest
        except OSError:
            same = False
        if not same:
            stale.append(name)
    return stale


def thaw_if_changed(frozen: dict[str, str] | None = None, package: str = PACKAGE,
                    loaded: MutableMapping[str, ModuleType] = sys.modules) -> list[str]:
    """If any frozen module's file changed, forget every module of ``package``; returns the changed ones."""
    stale = changed(frozen, loaded)
    if stale:
        for name in [name for name in loaded if of_package(name, package)]:
            del loaded[name]
        importlib.invalidate_caches()
    return stale

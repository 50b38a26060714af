"""The game's modules frozen in the runtime's memory snapshot, and the check that they are still the files'.

The page starts Python from a memory snapshot (``static/pyodide-loader.mjs``)
that ``tools/snapshot.mjs`` makes with the game's modules already imported, so
that no visit imports them again. ``freeze`` runs in the snapshot's maker: it
imports ``MODULES`` and keeps the bytes of each module file of the game.
``thaw_if_changed`` runs first in ``ds/web/main.py``: if any of those files,
as the page was served them, differs or is gone (a file edited while ``make
play`` serves the tree), every module of the game is forgotten and the imports
that follow read the files. Without a snapshot nothing is frozen and nothing
happens. The check compares bytes, not digests: hashing the game's files in
Pyodide took tens to hundreds of milliseconds of a busy machine's boot (its
SHA-256 runs in wasm just restored, not yet compiled), comparing them a few,
most of it reading the files; the bytes kept cost the snapshot about 0.4 MB
of its heap (docs/performance.md). ``keep_served`` (run by the maker too)
keeps the bytes of every file of pyscript.toml's ``[files]`` (the frozen
modules' own bytes objects, and about 0.1 MB more): the page's loader answers
PyScript's requests for them from there, and compares them with the files
served once the game is ready (``static/pyodide-loader.mjs``).

``precompile`` (also run by the maker) does the same for source files that are
only written after the restore: PyScript writes its own Python package at
every boot and imports it. The snapshot holds their code already compiled, used
while a file is byte for byte the source compiled. ``Precompiled.keep`` goes
further: the maker imports PyScript's package (its JavaScript modules stood in
for, see ``tools/snapshot.mjs``) and keeps the modules made, out of
``sys.modules``; the page's ``import pyscript`` is then given those modules
while every file is the source and the page's JavaScript gives what their
import read of it (``rebind``), and imports the files otherwise. ``bootstrap``
gives the page's loader the code PyScript runs to write and import its package,
and ``INSTEAD``, which does the same from the sources the snapshot holds.
Standard library only, tested under CPython.
"""

from __future__ import annotations

import copy
import hashlib
import importlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
from collections.abc import Iterable, MutableMapping
from types import CodeType, ModuleType
from typing import Any

MODULES = ("ds.web.board", "ds.web.bridge", "ds.web.embed", "ds.web.pointer", "html")
"""Imported into the snapshot: what ``ds/web/main.py`` imports and what the board imports as it starts
(``tests/web/test_frozen.py`` checks), their own imports coming along, and ``html``, the one standard
module that PyScript's own package adds at boot."""

PACKAGE = "ds"

FROZEN: dict[str, bytes] = {}
"""The game's module names -> the bytes of their files, as frozen in the snapshot; empty without one."""

PRECOMPILED: list[str] = []
"""The modules imported with code compiled in the snapshot (``precompile``), in the order imported."""

SERVED: dict[str, bytes] = {}
"""pyscript.toml's [files] (their paths, as the page asks for them) -> their bytes when the snapshot was made
(``keep_served``): the page's loader answers PyScript's requests for them with these, and checks them against the
files served once the game is ready; empty without a snapshot."""

KEPT: list[str] = []
"""PyScript's modules given to the page as the snapshot imported them (``Precompiled.keep``); empty otherwise."""

INSTEAD = """from ds.web.frozen import write_package as _write
_write()
import os as _os
from pathlib import Path as _Path
import pyscript as _pyscript
del _write, _Path, _os, _pyscript
"""
"""What the page runs instead of PyScript's bootstrap (``bootstrap``): the package's files written from the sources
the snapshot holds, then the bootstrap's imports."""

REVIEWED = "5936e81fff6b62ec5b1c13d745ea26f21541e4b0a4e9be577a418849c1e65837"
"""The SHA-256 (``digest``) of the PyScript package whose import ``rebind`` mirrors: what
``pyscript/context.py`` reads of the page as it is imported. Another package (a new PyScript) is not kept in
the snapshot until someone has read it and updated ``rebind`` and this digest."""


def read(path: str) -> bytes:
    """A file's bytes, by the system's calls alone: in Pyodide a buffered file object (``open``) made the
    boot's comparison of the 69 files two to three times as long (docs/performance.md, issue 14)."""
    handle = os.open(path, os.O_RDONLY)
    try:
        size = os.fstat(handle).st_size + 1  # the whole file at the first read, its end at the next
        chunks = []
        while chunk := os.read(handle, size):  # (not a fixed megabyte: each read's buffer is that size at first,
            chunks.append(chunk)  # and in the snapshot's maker those pages stayed written: 0.5 MB more snapshot)
        return b"".join(chunks)
    finally:
        os.close(handle)


def of_package(name: str, package: str = PACKAGE) -> bool:
    return name == package or name.startswith(package + ".")


def freeze(modules: Iterable[str] = MODULES, package: str = PACKAGE,
           loaded: MutableMapping[str, ModuleType] = sys.modules) -> dict[str, bytes]:
    """Import ``modules`` (and make the default deck's sprite, which every start needs), and note each file of
    ``package`` now imported in ``FROZEN``; returns it."""
    for name in modules:
        importlib.import_module(name)
    if "ds.web.cardart" in loaded:  # what every start makes the same way: the default deck's drawings,
        loaded["ds.web.cardart"].sprite(False, False)  # called as View.set_deck calls it (the cache's key)
    FROZEN.clear()
    FROZEN.update({name: read(path) for name, module in sorted(loaded.items())
                   if of_package(name, package) and (path := getattr(module, "__file__", None))})
    return FROZEN


def keep_served(files: Iterable[tuple[str, str]], folder: str = ".") -> dict[str, bytes]:
    """Note in ``SERVED`` the bytes of each of pyscript.toml's [files] (``(asked as, written at)``, the second under
    ``folder``), the very ``bytes`` objects of ``FROZEN`` where the file is a frozen module's (one copy in the
    snapshot's heap); returns it."""
    frozen = {source: source for source in FROZEN.values()}
    SERVED.clear()
    for asked, written in files:
        data = read(os.path.join(folder, written))
        SERVED[asked] = frozen.get(data, data)
    return SERVED


def changed(frozen: dict[str, bytes] | None = None,
            loaded: MutableMapping[str, ModuleType] = sys.modules) -> list[str]:
    """The frozen modules whose file is no longer the one frozen (edited, or gone)."""
    stale = []
    for name, source in sorted((FROZEN if frozen is None else frozen).items()):
        module = loaded.get(name)
        try:
            same = module is not None and module.__file__ is not None and read(module.__file__) == source
        except OSError:
            same = False
        if not same:
            stale.append(name)
    return stale


def thaw_if_changed(frozen: dict[str, bytes] | None = None, package: str = PACKAGE,
                    loaded: MutableMapping[str, ModuleType] = sys.modules) -> list[str]:
    """If any frozen module's file changed, forget every module of ``package``; returns the changed ones."""
    stale = changed(frozen, loaded)
    if stale:
        for name in [name for name in loaded if of_package(name, package)]:
            del loaded[name]
        importlib.invalidate_caches()
    return stale


class _PrecompiledLoader(importlib.machinery.SourceFileLoader):
    """A source file's loader that runs the code compiled when the snapshot was made, while the file is that source."""

    def __init__(self, fullname: str, path: str, source: bytes, code: CodeType) -> None:
        super().__init__(fullname, path)
        self.source, self.code = source, code

    def get_code(self, fullname: str) -> CodeType | None:
        if self.get_data(self.path) == self.source:
            PRECOMPILED.append(fullname)
            return self.code
        return super().get_code(fullname)  # compiled from the file, as any import


class _KeptLoader(importlib.abc.Loader):
    """Gives the module the snapshot's maker imported; runs nothing."""

    def __init__(self, module: ModuleType) -> None:
        self.module = module

    def create_module(self, spec: Any) -> ModuleType:
        return self.module

    def exec_module(self, module: ModuleType) -> None:
        """Run when the maker imported it."""


class Precompiled(importlib.abc.MetaPathFinder):
    """Finds the modules of source files written after the snapshot's restore (PyScript writes its own
    package at every boot), with their code compiled in the snapshot, or the modules themselves (``keep``);
    any other module, and a file that turns out different from the source compiled, is imported the usual way."""

    def __init__(self, folder: str, sources: dict[str, bytes]) -> None:
        self.codes: dict[str, tuple[bytes, CodeType]] = {}
        self.names: set[str] = set()
        self.kept: dict[str, ModuleType] = {}
        self.bootstrap = ""
        for relative, source in sources.items():
            path = f"{folder.rstrip('/')}/{relative}"
            self.codes[path] = (source, compile(source, path, "exec", dont_inherit=True))
            self.names.add(relative.removesuffix(".py").removesuffix("/__init__").replace("/", "."))

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        module = self.kept.get(fullname)
        if module is not None and module.__spec__ is not None and self.thaw(fullname):
            given = copy.copy(module.__spec__)
            given.loader = _KeptLoader(module)
            return given
        if fullname not in self.names:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is not None and spec.origin in self.codes:
            source, code = self.codes[spec.origin]
            spec.loader = _PrecompiledLoader(fullname, spec.origin, source, code)
        return spec

    def keep(self, package: str, loaded: MutableMapping[str, ModuleType] = sys.modules) -> list[str]:
        """Take ``package``'s modules, imported now, out of ``loaded``, for the page's first import of it."""
        self.kept = {name: loaded.pop(name) for name in sorted(loaded) if of_package(name, package)}
        PRECOMPILED[:] = [name for name in PRECOMPILED if name not in self.kept]  # (the page's imports, not the maker's)
        return sorted(self.kept)

    def thaw(self, fullname: str, loaded: MutableMapping[str, ModuleType] = sys.modules) -> bool:
        """At the page's import of a kept package: every kept module put back in ``loaded`` if each file is still
        the source and ``rebind`` finds the page's JavaScript what it was (True); else they are dropped, and the
        package is imported from its files (False)."""
        kept, self.kept = self.kept, {}
        same = all(self.codes.get(getattr(module, "__file__", None) or "", (None,))[0] == _bytes_of(module)
                   for module in kept.values() if getattr(module, "__file__", None))
        if not (same and rebind(kept)):
            return False
        loaded.update({name: module for name, module in kept.items() if name != fullname})
        KEPT[:] = sorted(kept)
        return True


def _finder() -> Precompiled | None:
    return next((finder for finder in sys.meta_path if isinstance(finder, Precompiled) and finder.bootstrap), None)


def bootstrap() -> list[str]:
    """[PyScript's bootstrap, what to run instead] when the snapshot holds ``Precompiled.bootstrap``, the code
    PyScript runs before the page's script (tools/snapshot.mjs reads it from PyScript): it writes the package's
    files from 33 kB of source, which Pyodide parses and compiles at every boot, then imports the package. That
    code, byte for byte, writes the very sources the snapshot holds: the page's loader runs ``INSTEAD``, which
    writes them from there (``write_package``) and makes the same imports. An empty list otherwise (the loader
    then runs PyScript's code as given)."""
    finder = _finder()
    return [finder.bootstrap, INSTEAD] if finder is not None else []


def write_package() -> None:
    """The files of PyScript's package, as its bootstrap writes them (``bootstrap``)."""
    finder = _finder()
    for path, (source, _) in (finder.codes.items() if finder is not None else ()):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        try:
            left = memoryview(source)
            while left:
                left = left[os.write(handle, left):]
        finally:
            os.close(handle)


def precompile(folder: str, sources: dict[str, bytes]) -> Precompiled:
    """Compile ``sources`` ({path under ``folder``: bytes}) now, for when their files are imported."""
    finder = Precompiled(folder, sources)
    sys.meta_path.insert(0, finder)
    return finder


def _bytes_of(module: ModuleType) -> bytes | None:
    try:
        return read(module.__file__ or "")
    except OSError:
        return None


def digest(sources: dict[str, bytes]) -> str:
    """One SHA-256 of a package's files ({path: bytes}), their paths included."""
    hashed = hashlib.sha256()
    for path, source in sorted(sources.items()):
        hashed.update(f"{path}\0{len(source)}\0".encode())
        hashed.update(source)
    return hashed.hexdigest()


def rebind(kept: dict[str, ModuleType]) -> bool:
    """PyScript's ``pyscript.context`` as its import would have made it in this page, from the one the snapshot's
    maker imported with stand-ins for the page's JavaScript (True); False where it cannot be: in a worker, or when
    the JavaScript the page gives is not there (it raised). What the import read of the page, and how each is
    made the page's: ``window`` (the ``js`` module), ``document`` (``js.document``) and the functions of PyScript's
    modules it keeps are JavaScript objects the snapshot names, which the page's loader gives back as the page's
    own (static/pyodide-loader.mjs); ``RUNNING_IN_WORKER``, ``config`` and the ``sys.modules`` entries of
    ``js_modules`` are Python values, made again here as context.py makes them (``REVIEWED``)."""
    context = kept.get("pyscript.context")
    if context is None:
        return False
    js = context.js
    try:
        if context.RUNNING_IN_WORKER or not hasattr(js, "document") or not context.document == js.document:
            return False
        config = json.loads(js.JSON.stringify(context._polyscript_config))
        names = [str(name) for name in js.Reflect.ownKeys(context.js_modules)]
    except Exception:  # noqa: BLE001 - a JavaScript error, whatever its kind: the files are imported instead
        return False
    fresh = {} if isinstance(config, str) else config
    fresh["type"] = context.config["type"]  # the interpreter's, as when the maker imported it
    context.config.clear()
    context.config.update(fresh)
    for name in [name for name in kept if name.startswith("pyscript.js_modules.")]:
        del kept[name]
    for name in names:
        kept[f"pyscript.js_modules.{name}"] = context._JSModuleProxy(name)
    return True

"""ds/web/frozen.py: the game's modules frozen in the memory snapshot are used only while their files are
the same; ds/web/main.py checks before it imports anything else of the game."""

from __future__ import annotations

import ast
import importlib
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ds.web import frozen

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "frozen_example"


@pytest.fixture
def package(tmp_path: Path) -> Iterator[Path]:
    """A package of two modules, ``b`` importing ``a``, importable from ``tmp_path``."""
    folder = tmp_path / PACKAGE
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "a.py").write_text("VALUE = 1\n")
    (folder / "b.py").write_text("from .a import VALUE\n")
    sys.path.insert(0, str(tmp_path))
    yield folder
    sys.path.remove(str(tmp_path))
    for name in [name for name in sys.modules if frozen.of_package(name, PACKAGE)]:
        del sys.modules[name]


def freeze() -> dict[str, bytes]:
    return dict(frozen.freeze([f"{PACKAGE}.b"], package=PACKAGE))


def test_freeze_notes_every_module_of_the_package_imported(package: Path) -> None:
    notes = freeze()
    assert sorted(notes) == [PACKAGE, f"{PACKAGE}.a", f"{PACKAGE}.b"]
    assert notes[f"{PACKAGE}.a"] == b"VALUE = 1\n"


def test_the_default_deck_is_drawn_as_the_view_asks_for_it() -> None:
    """The snapshot holds the default deck's sprite under the very call View.set_deck makes: functools.cache
    keys ``sprite()`` and ``sprite(False, False)`` apart, so the other would draw it again at every boot."""
    from ds.web import cardart

    saved = dict(frozen.FROZEN)
    cardart.sprite.cache_clear()
    try:
        frozen.freeze(["ds.web.cardart"])
        before = cardart.sprite.cache_info().hits
        cardart.sprite(False, False)
        assert cardart.sprite.cache_info().hits == before + 1
    finally:
        frozen.FROZEN.clear()
        frozen.FROZEN.update(saved)


def test_nothing_changed_nothing_forgotten(package: Path) -> None:
    notes = freeze()
    module = sys.modules[f"{PACKAGE}.b"]
    assert frozen.thaw_if_changed(notes, package=PACKAGE) == []
    assert sys.modules[f"{PACKAGE}.b"] is module


@pytest.mark.parametrize("change", ["edited", "removed"])
def test_a_changed_file_forgets_the_whole_package(package: Path, change: str) -> None:
    """One file edited (or gone) and every module of the package is imported again, from the files."""
    notes = freeze()
    if change == "edited":
        (package / "a.py").write_text("VALUE = 2\n")
    else:
        (package / "a.py").unlink()
    assert frozen.thaw_if_changed(notes, package=PACKAGE) == [f"{PACKAGE}.a"]
    assert not [name for name in sys.modules if frozen.of_package(name, PACKAGE)]
    if change == "edited":
        assert importlib.import_module(f"{PACKAGE}.b").VALUE == 2
    else:
        with pytest.raises(ImportError):
            importlib.import_module(f"{PACKAGE}.b")


def test_the_served_files_are_kept_sharing_the_frozen_bytes(package: Path) -> None:
    """keep_served notes each of [files] by the path the page asks for, read where PyScript writes it; a frozen
    module's file is the very bytes object FROZEN holds (one copy in the snapshot's heap), any other file its own."""
    saved = (dict(frozen.FROZEN), dict(frozen.SERVED))
    (package / "words.json").write_text('{"a": 1}')
    try:
        frozen.freeze([f"{PACKAGE}.b"], package=PACKAGE)
        files = [(f"./{PACKAGE}/a.py", f"{PACKAGE}/a.py"), ("static/words.json", f"{PACKAGE}/words.json")]
        served = frozen.keep_served(files, str(package.parent))
        assert served == {f"./{PACKAGE}/a.py": b"VALUE = 1\n", "static/words.json": b'{"a": 1}'}
        assert served[f"./{PACKAGE}/a.py"] is frozen.FROZEN[f"{PACKAGE}.a"]
        assert frozen.SERVED is served
    finally:
        frozen.FROZEN.clear()
        frozen.FROZEN.update(saved[0])
        frozen.SERVED.clear()
        frozen.SERVED.update(saved[1])


def test_without_a_snapshot_nothing_is_forgotten() -> None:
    """A page started without the snapshot has nothing frozen: the game's modules stay as imported."""
    module = sys.modules["ds.web.frozen"]
    assert frozen.thaw_if_changed({}) == []
    assert sys.modules["ds.web.frozen"] is module


def test_the_snapshot_freezes_what_the_start_imports() -> None:
    """Every module of the game that ds/web/main.py imports, and that the board imports as it starts (inside
    Board.__init__), is in MODULES; main.py imports ds.web.frozen before any other."""
    def game_imports(tree: ast.AST, package: str = "ds.web") -> set[str]:
        found = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                name = f"{package}.{node.module}" if node.level == 1 else node.module
                if frozen.of_package(name):
                    found.add(name)
        return found

    main = ast.parse((ROOT / "ds" / "web" / "main.py").read_text(encoding="utf-8"))
    board = ast.parse((ROOT / "ds" / "web" / "board.py").read_text(encoding="utf-8"))
    start = next(node for node in ast.walk(board) if isinstance(node, ast.FunctionDef) and node.name == "__init__")
    imported = (game_imports(main) | game_imports(start)) - {"ds.web.frozen"}
    assert imported == {name for name in frozen.MODULES if frozen.of_package(name)}
    first = next(node for node in main.body if isinstance(node, ast.ImportFrom) and frozen.of_package(node.module or ""))
    assert first.module == "ds.web.frozen"


@pytest.fixture
def precompiled(tmp_path: Path) -> Iterator[tuple[Path, frozen.Precompiled]]:
    """A finder holding ``precompiled_example/__init__.py`` and ``.../sub.py`` compiled; the files not yet
    written (PyScript writes its package after the restore)."""
    sources = {"precompiled_example/__init__.py": b"WHERE = 'package'\n",
               "precompiled_example/sub.py": b"WHERE = 'sub'\n"}
    finder = frozen.precompile(str(tmp_path), sources)
    sys.path.insert(0, str(tmp_path))
    yield tmp_path, finder
    sys.path.remove(str(tmp_path))
    sys.meta_path.remove(finder)
    for name in [name for name in sys.modules if frozen.of_package(name, "precompiled_example")]:
        del sys.modules[name]
    frozen.PRECOMPILED.clear()


def write(folder: Path, sources: dict[str, str]) -> None:
    (folder / "precompiled_example").mkdir()
    for name, text in sources.items():
        (folder / "precompiled_example" / name).write_text(text)


def test_precompiled_code_is_used_while_the_file_is_the_source(precompiled: tuple[Path, frozen.Precompiled]) -> None:
    folder, finder = precompiled
    write(folder, {"__init__.py": "WHERE = 'package'\n", "sub.py": "WHERE = 'sub'\n"})
    module = importlib.import_module("precompiled_example.sub")
    assert module.WHERE == "sub" and module.__file__ == str(folder / "precompiled_example" / "sub.py")
    assert frozen.PRECOMPILED == ["precompiled_example", "precompiled_example.sub"]
    assert module.__spec__.loader.code is finder.codes[module.__file__][1]


def test_a_file_other_than_the_source_is_compiled_from_the_file(precompiled: tuple[Path, frozen.Precompiled]) -> None:
    folder, _ = precompiled
    write(folder, {"__init__.py": "WHERE = 'package'\n", "sub.py": "WHERE = 'a newer sub'\n"})
    assert importlib.import_module("precompiled_example.sub").WHERE == "a newer sub"
    assert frozen.PRECOMPILED == ["precompiled_example"]


def test_other_modules_are_not_looked_for(precompiled: tuple[Path, frozen.Precompiled]) -> None:
    _, finder = precompiled
    assert finder.find_spec("json", None) is None


def test_read_gives_a_files_bytes(tmp_path):
    """``read`` (the system's calls) gives the file's bytes, of an empty file too."""
    for size in (0, 5, 70_003):
        path = tmp_path / f"f{size}"
        path.write_bytes(bytes(range(256)) * (size // 256) + b"x" * (size % 256))
        assert frozen.read(str(path)) == path.read_bytes()


# PyScript's package kept in the snapshot: a package named as PyScript's whose context.py reads a page as
# PyScript's does (the `js` module, polyscript's config and js_modules), from a stand-in `page` module.
CONTEXT = """
import json
import sys

from page import js, polyscript_config as _polyscript_config, js_modules

RUNNING_IN_WORKER = not hasattr(js, "document")
config = json.loads(js.JSON.stringify(_polyscript_config))
if isinstance(config, str):
    config = {}
config["type"] = "py"


class _JSModuleProxy:
    def __init__(self, name):
        self.name = name


for module_name in js.Reflect.ownKeys(js_modules):
    sys.modules[f"pyscript.js_modules.{module_name}"] = _JSModuleProxy(module_name)
sys.modules["pyscript.js_modules"] = js_modules
document = None if RUNNING_IN_WORKER else js.document
"""
PYSCRIPT = {"pyscript/__init__.py": "from pyscript.context import RUNNING_IN_WORKER, config, document\n",
            "pyscript/context.py": CONTEXT}


class Page:
    """What the page's JavaScript gives Python: ``js`` (its ``document`` only in the main thread), polyscript's
    config and js_modules (dicts here: JSON.stringify and Reflect.ownKeys read them). In the browser the kept
    modules hold the loader's stand-ins for polyscript's objects, which forward to the page's once PyScript
    registers them: here, the same dicts, their contents made the page's (``becomes``)."""

    def __init__(self) -> None:
        json_, reflect = type("JSON", (), {}), type("Reflect", (), {})
        json_.stringify = staticmethod(lambda value: __import__("json").dumps(value))
        reflect.ownKeys = staticmethod(lambda value: list(value))
        self.js = type("js", (), {"JSON": json_, "Reflect": reflect, "document": "the document"})
        self.polyscript_config: dict = {}
        self.js_modules: dict = {}

    def becomes(self, config: dict, modules: dict, worker: bool = False) -> None:
        self.polyscript_config.clear()
        self.polyscript_config.update(config)
        self.js_modules.clear()
        self.js_modules.update(modules)
        if worker:
            del self.js.document


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[tuple[Path, frozen.Precompiled, dict]]:
    """The package imported as the snapshot's maker imports it (a page with an empty config and no js_modules),
    its modules kept by the finder: (the folder, the finder, the modules kept)."""
    sources = {path: text.encode() for path, text in PYSCRIPT.items()}
    for path, text in PYSCRIPT.items():
        (tmp_path / path).parent.mkdir(exist_ok=True)
        (tmp_path / path).write_text(text)
    finder = frozen.precompile(str(tmp_path), sources)
    sys.path.insert(0, str(tmp_path))
    sys.modules["page"] = Page()  # type: ignore[assignment]
    try:
        importlib.import_module("pyscript")
        finder.keep("pyscript")
        yield tmp_path, finder, dict(finder.kept)
    finally:
        sys.path.remove(str(tmp_path))
        sys.meta_path.remove(finder)
        for name in [name for name in sys.modules if frozen.of_package(name, "pyscript") or name == "page"]:
            del sys.modules[name]
        frozen.PRECOMPILED.clear()
        frozen.KEPT.clear()


def test_the_maker_keeps_the_package_out_of_sys_modules(kept: tuple[Path, frozen.Precompiled, dict]) -> None:
    """The maker's imports count as no page's: the package is kept, out of sys.modules, none noted precompiled."""
    _, _, modules = kept
    assert sorted(modules) == ["pyscript", "pyscript.context", "pyscript.js_modules"]
    assert not [name for name in sys.modules if frozen.of_package(name, "pyscript")]
    assert frozen.PRECOMPILED == [] and frozen.KEPT == []


def test_the_page_gets_the_kept_modules_with_its_own_config(kept: tuple[Path, frozen.Precompiled, dict]) -> None:
    """The page's import gives the very modules the maker imported, whose config and js_modules' entries are
    now the page's (the config the same dict, updated: `from pyscript import config` holds it too)."""
    _, _, modules = kept
    config = modules["pyscript.context"].config
    sys.modules["page"].becomes({"interpreter": "./loader.mjs"}, {"-T-": 1, "lodash": 2})
    pyscript = importlib.import_module("pyscript")
    assert pyscript is modules["pyscript"] and sys.modules["pyscript.context"] is modules["pyscript.context"]
    assert pyscript.config is config and config == {"interpreter": "./loader.mjs", "type": "py"}
    assert sorted(name for name in sys.modules if name.startswith("pyscript.js_modules.")) == [
        "pyscript.js_modules.-T-", "pyscript.js_modules.lodash"]
    assert pyscript.RUNNING_IN_WORKER is False and pyscript.document == "the document"
    assert frozen.KEPT == sorted(name for name in sys.modules if frozen.of_package(name, "pyscript"))
    assert frozen.PRECOMPILED == []


@pytest.mark.parametrize("page", ["worker", "a changed file", "a JavaScript error"])
def test_the_package_is_imported_from_its_files_where_the_kept_one_is_not_the_pages(
        kept: tuple[Path, frozen.Precompiled, dict], page: str) -> None:
    """In a worker (no document: the maker imported it as in the main thread), from a file other than the one
    kept, or when the page's JavaScript raises, the page imports the package from its files."""
    folder, _, modules = kept
    sys.modules["page"].becomes({"a": 1}, {}, worker=page == "worker")
    if page == "a changed file":
        (folder / "pyscript" / "__init__.py").write_text(PYSCRIPT["pyscript/__init__.py"] + "CHANGED = True\n")
    if page == "a JavaScript error":
        sys.modules["page"].js.JSON.stringify = staticmethod(lambda value: 1 / 0)  # type: ignore[attr-defined]
    try:
        pyscript = importlib.import_module("pyscript")
    except ZeroDivisionError:
        pyscript = None  # the import from the file meets the same error, as it would without a snapshot
    assert pyscript is not modules["pyscript"] and frozen.KEPT == []
    if page == "worker":
        assert pyscript.RUNNING_IN_WORKER is True and pyscript.config == {"a": 1, "type": "py"}
    if page == "a changed file":
        assert pyscript.CHANGED is True and frozen.PRECOMPILED == ["pyscript.context"]


def test_pyscripts_bootstrap_is_replaced_by_the_snapshots_sources(kept: tuple[Path, frozen.Precompiled, dict]) -> None:
    """``bootstrap`` names PyScript's bootstrap, as the maker read it, and what runs instead; ``INSTEAD`` writes the
    sources the snapshot holds, as the bootstrap writes them (the snapshot holds no file: Emscripten keeps them
    outside the heap), and imports the package, with no name left behind."""
    folder, finder, modules = kept
    assert frozen.bootstrap() == []  # no bootstrap read
    finder.bootstrap = "the bootstrap's code"
    assert frozen.bootstrap() == ["the bootstrap's code", frozen.INSTEAD]
    shutil.rmtree(folder / "pyscript")
    names: dict = {}
    exec(frozen.INSTEAD, names)  # noqa: S102 - what the page's loader runs
    assert {path: (folder / path).read_text() for path in PYSCRIPT} == PYSCRIPT
    assert sys.modules["pyscript"] is modules["pyscript"] and sorted(names) == ["__builtins__"]

"""Repository-wide pytest set-up (see [tool.pytest.ini_options] in pyproject.toml)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

_BROWSER_IMPORT = re.compile(r"^\s*(from|import)\s+(js|pyodide|pyscript)\b", re.MULTILINE)
_SIBLING_IMPORT = re.compile(r"^from\s+\.(\w+)\s+import\b", re.MULTILINE)
"""A top-level import of another ds/web module (one under TYPE_CHECKING is indented: not followed)."""


def _needs_browser(path: Path, seen: frozenset[Path] = frozenset()) -> bool:
    """Whether a ds/web module imports js/pyodide/pyscript, itself or through a ds/web module it imports."""
    text = path.read_text(encoding="utf-8")
    if _BROWSER_IMPORT.search(text):
        return True
    return any(_needs_browser(sibling, seen | {path}) for name in _SIBLING_IMPORT.findall(text)
               if (sibling := path.with_name(f"{name}.py")) not in seen and sibling != path and sibling.exists())


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Modules of ds/web that import js/pyodide/pyscript, directly or through another ds/web module, exist
    only in the browser: skip their doctests.

    The pure ones (layout, card art, settings) are collected like the engine; tests/e2e checks the rest
    in a real browser.
    """
    if collection_path.suffix == ".py" and collection_path.parent.name == "web" and collection_path.parent.parent.name == "ds":
        return _needs_browser(collection_path)
    return None


_FIRST = ("tests/xengine/", "tests/e2e/", "tests/test_wheel.py", "tests/test_types.py", "tests/engine/test_properties.py")
"""Folders and files whose tests take longest, handed out first under xdist (see pytest_collection_modifyitems):
the browser tests, then the three longest of the rest (the wheel's test runs the engine tests again in a fresh
virtualenv: 26-130 s on CI; mypy --strict 13 s; the property tests 60 + 50 + 18 + 15 s), so that the run ends
on short files."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist, the browser tests' files first, then the longest others, the many short engine
    files last.

    ``--dist loadfile`` hands whole files to the workers in collection order; a long file handed out
    last (the WebKit and Firefox whole games take minutes; the wheel's test, collected among the last,
    took 130 s on CI) would keep one worker busy while the other idles. Every worker collects the same
    order; a file's tests stay together and in their order.
    """
    if not hasattr(config, "workerinput"):
        return
    root = config.rootpath

    def rank(item: pytest.Item) -> int:
        path = item.path.relative_to(root).as_posix() if item.path.is_relative_to(root) else ""
        return next((index for index, folder in enumerate(_FIRST) if path.startswith(folder)), len(_FIRST))

    items.sort(key=rank)


_ONE_WORKER = "tests/xengine/"
"""A folder whose files go to one worker together under ``--dist loadfile`` (see pytest_xdist_make_scheduler)."""


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """Under ``--dist loadfile``, the cross-engine files (``_ONE_WORKER``) are one unit of work, handed to one worker.

    Their session fixtures start WebKit (with an Xvfb of its own), Firefox and a served build once per worker: a
    unit for each file had both workers start all of them, the second worker's starts (each 8-35 s of wall time at
    load 16-21) spent for nothing. Every other file is its own unit, as before.
    """
    if config.getoption("dist", None) != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class Scheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            return _ONE_WORKER if scope.startswith(_ONE_WORKER) else scope

    return Scheduling(config, log)  # type: ignore[arg-type]


def pytest_sessionstart(session: pytest.Session) -> None:
    """Empty pytest-playwright's ``--output`` folder (``test-results/``) once per run.

    Under pytest-xdist (``make test`` runs two workers) the plugin's own session fixture would empty
    it in each worker, the second one deleting what the first had already written; here only the
    controller (or the lone process without xdist) empties it.
    """
    if hasattr(session.config, "workerinput"):
        return
    output = session.config.getoption("--output", default=None)
    if output:
        shutil.rmtree(output, ignore_errors=True)


@pytest.fixture(scope="session", autouse=True)
def delete_output_dir() -> None:
    """pytest-playwright's fixture of this name, replaced: ``pytest_sessionstart`` empties the folder."""

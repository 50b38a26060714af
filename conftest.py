"""Repository-wide pytest set-up (see [tool.pytest.ini_options] in pyproject.toml)."""

from __future__ import annotations

import re
from pathlib import Path

_BROWSER_IMPORT = re.compile(r"^\s*(from|import)\s+(js|pyodide|pyscript)\b", re.MULTILINE)


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Modules of ds/web that import js/pyodide/pyscript exist only in the browser: skip their doctests.

    The pure ones (layout, card art, settings) are collected like the engine; tests/e2e checks the rest
    in a real browser.
    """
    if collection_path.suffix == ".py" and collection_path.parent.name == "web" and collection_path.parent.parent.name == "ds":
        return bool(_BROWSER_IMPORT.search(collection_path.read_text(encoding="utf-8")))
    return None

"""pyscript.toml hands the browser exactly the repository's ds/ package, from our own copy of Pyodide."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))


def test_files_table_lists_exactly_the_python_files_under_ds() -> None:
    """A module added to ds/ must be added to [files], or the browser cannot import it."""
    on_disk = {"./" + p.relative_to(ROOT).as_posix() for p in (ROOT / "ds").rglob("*.py")
               if "__pycache__" not in p.parts}
    listed = {path for path in CONFIG["files"] if path.startswith("./ds/") and path.endswith(".py")}
    missing, stale = sorted(on_disk - listed), sorted(listed - on_disk)
    assert not missing, f"add to pyscript.toml [files]: {', '.join(missing)}"
    assert not stale, f"in pyscript.toml [files] but not in ds/: {', '.join(stale)}"


def test_every_data_file_listed_exists() -> None:
    """Data files in [files] (the translations in static/i18n/) are there to be copied."""
    missing = [path for path in CONFIG["files"] if not (ROOT / path).is_file()]
    assert not missing, f"listed in pyscript.toml [files] but missing: {', '.join(missing)}"


def test_each_file_lands_at_its_own_path() -> None:
    """The browser's ds/ mirrors the repository's: source and destination are the same path."""
    assert {src: dst for src, dst in CONFIG["files"].items() if src != dst} == {}


def test_interpreter_is_the_vendored_pyodide() -> None:
    """Without `interpreter`, PyScript silently fetches Pyodide from a CDN. Ours is the snapshot loader,
    which imports the vendored pyodide.mjs (and nothing from another origin)."""
    assert CONFIG["interpreter"] == "./static/pyodide-loader.mjs"
    loader = (ROOT / "static" / "pyodide-loader.mjs").read_text(encoding="utf-8")
    imports = re.findall(r'^import .* from "([^"]+)";$', loader, re.MULTILINE)
    assert imports == ["./vendor/pyodide/pyodide.mjs"]
    assert "://" not in loader.replace("import.meta.url", "")


def test_page_loads_the_entry_module_with_this_config() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<script type="py" src="./ds/web/main.py" config="./pyscript.toml"></script>' in html


def test_page_starts_the_snapshot_of_the_vendored_pyodide() -> None:
    """index.html's head starts fetching the memory snapshot named by Pyodide's version
    (static/boot-snapshot.js) before the loader, which knows the version, has arrived: the two must agree,
    or every visit would fetch a file that is not there and the loader would start its own worker."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    version = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]
    assert f'<script src="./static/boot-snapshot.js" data-pyodide="{version}" async></script>' in html
    head, _ = html.split("</head>", 1)
    assert head.index("boot-snapshot.js") < head.index("pyodide-loader.mjs")

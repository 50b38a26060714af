#!/usr/bin/env python3
"""Copy the browser runtime the page needs from node_modules/ to static/vendor/.

    python3 tools/vendor.py [--check]

Only what the page loads is copied:

- ``static/vendor/pyodide/``: the files ``loadPyodide()`` fetches at boot
  (recorded in a real browser: the five below, nothing else while the page
  loads no extra packages), plus a LICENSE note.
- ``static/vendor/pyscript/``: ``@pyscript/core``'s ``dist/`` without source
  maps (``core.js``, ``core.css`` and the hashed chunks they import; most are
  fetched only when a page uses the feature), plus its LICENSE and the
  licences of the libraries bundled in those chunks.

A file is copied only when its size or modification time differs from the
source, and files no longer wanted are removed (dotfiles such as make's stamp
excepted), so a second run does nothing and an upgrade leaves no stale
chunks. ``--check`` copies nothing and exits 1 if anything would change.

The memory snapshots of this Pyodide version (``static/vendor/pyodide-<version>.snapshot``,
``pyodide-<version>.webkit.snapshot`` and their ``.json``), made after this by
``tools/snapshot.mjs`` and ``tools/snapshot_webkit.py``, are kept; those of
other versions are removed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NODE_MODULES = REPO / "node_modules"
VENDOR = REPO / "static" / "vendor"

PYODIDE_BOOT_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def package_version(package: Path) -> str:
    return json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]


def plan() -> tuple[dict[Path, Path], dict[Path, str]]:
    """Return ({destination: source} to copy, {destination: text} to write)."""
    copies: dict[Path, Path] = {}
    notes: dict[Path, str] = {}

    pyodide = NODE_MODULES / "pyodide"
    for name in PYODIDE_BOOT_FILES:
        copies[VENDOR / "pyodide" / name] = pyodide / name
    # The npm package ships no license file, only "license": "MPL-2.0".
    license_name = json.loads((pyodide / "package.json").read_text(encoding="utf-8"))["license"]
    notes[VENDOR / "pyodide" / "LICENSE"] = (
        f"Pyodide {package_version(pyodide)} (npm package \"pyodide\"), unmodified.\n"
        f"License: {license_name} (the package's own \"license\" field; the npm package\n"
        "ships no license file). Source: https://github.com/pyodide/pyodide\n"
        "The Python standard library in python_stdlib.zip and the interpreter in\n"
        "pyodide.asm.wasm are CPython's, under the Python Software Foundation License.\n"
        "MPL-2.0 text: https://mozilla.org/MPL/2.0/\n"
    )

    core = NODE_MODULES / "@pyscript" / "core"
    for source in sorted((core / "dist").iterdir()):
        if source.is_file() and not source.name.endswith(".map"):
            copies[VENDOR / "pyscript" / source.name] = source
    copies[VENDOR / "pyscript" / "LICENSE"] = core / "LICENSE"
    # Licences of the libraries bundled into the dist chunks (toml, codemirror, xterm).
    for source in sorted((core / "src" / "3rd-party-licenses").glob("*.txt")):
        copies[VENDOR / "pyscript" / "3rd-party-licenses" / source.name] = source
    notes[VENDOR / "pyscript" / "VERSION"] = f"@pyscript/core {package_version(core)}\n"

    missing = [str(src.relative_to(REPO)) for src in copies.values() if not src.is_file()]
    if missing:
        raise SystemExit("vendor: missing in node_modules (run `npm ci`): " + ", ".join(missing))
    return copies, notes


def up_to_date(source: Path, destination: Path) -> bool:
    try:
        a, b = source.stat(), destination.stat()
    except FileNotFoundError:
        return False
    return a.st_size == b.st_size and a.st_mtime_ns == b.st_mtime_ns


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if out of date")
    args = parser.parse_args(argv)

    copies, notes = plan()
    changes: list[str] = []
    for destination, source in copies.items():
        if not up_to_date(source, destination):
            changes.append(f"copy {destination.relative_to(REPO)}")
            if not args.check:
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, destination)
    for destination, text in notes.items():
        if not destination.is_file() or destination.read_text(encoding="utf-8") != text:
            changes.append(f"write {destination.relative_to(REPO)}")
            if not args.check:
                destination.parent.mkdir(parents=True, exist_ok=True)
                destination.write_text(text, encoding="utf-8")
    wanted = set(copies) | set(notes)
    snapshot = VENDOR / f"pyodide-{package_version(NODE_MODULES / 'pyodide')}.snapshot"
    webkit = snapshot.with_name(snapshot.name.replace(".snapshot", ".webkit.snapshot"))  # tools/snapshot_webkit.py's
    kept = {snapshot, snapshot.with_name(snapshot.name + ".json"), webkit, webkit.with_name(webkit.name + ".json")}
    if VENDOR.is_dir():
        for path in sorted(VENDOR.rglob("*"), reverse=True):
            if path.is_file() and path not in wanted | kept and not path.name.startswith("."):
                changes.append(f"remove {path.relative_to(REPO)}")
                if not args.check:
                    path.unlink()
            elif path.is_dir() and not args.check and not any(path.iterdir()):
                path.rmdir()

    for line in changes:
        print("vendor:", line)
    total = sum(p.stat().st_size for p in wanted if p.is_file())
    print(f"vendor: {len(wanted)} files, {total / 1e6:.1f} MB in {VENDOR.relative_to(REPO)}/"
          f" ({len(changes)} {'to change' if args.check else 'changed'})")
    return 1 if args.check and changes else 0


if __name__ == "__main__":
    sys.exit(main())

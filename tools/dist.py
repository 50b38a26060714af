#!/usr/bin/env python3
"""Build dist/: the game as a folder for any static host, playable offline after the first visit.

    python3 tools/dist.py [--out DIR]

Only what the game needs goes in:

- ``index.html``, ``pyscript.toml`` and the files its ``[files]`` table hands
  the browser (every ``ds/**/*.py``);
- ``static/``: styles, scripts, icons, the web app manifest (not the
  service-worker template, not notes such as README.md);
- ``static/vendor/``: Pyodide's boot files, its memory snapshot
  (``pyodide-<version>.snapshot`` and ``.json``, made by ``make vendor`` with
  the game's modules imported: the page starts Python from it; when none could
  be made, an empty file, and a line says so and the page starts the normal way), and PyScript's chunks but those of features the page never
  uses (the code editor, the terminal, package installation, zip archives),
  plus the licences of both;
- ``sw.js`` beside ``index.html``: ``static/sw.js`` with the release filled in
  (every file the page needs with its SHA-256, and a version made of them), and
  ``index.html``'s ``offline.js`` tag told where it is. Only a build has a service
  worker: the source tree, served by ``make play``, always shows the files as
  they are.

Every path in the pages is relative, so the folder works at a domain's root and
under any sub-path. The total size and the size of each part are printed (the
gzip column is what a host that compresses sends).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
import shutil
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
VENDOR = Path("static/vendor")

PYSCRIPT_UNUSED = re.compile(
    r"^(codemirror.*|index-.*"  # the py-editor's CodeMirror
    r"|xterm.*|py-[\w-]{8}\.js|mpy-.*"  # the py-terminal's xterm.js and its Python/MicroPython glue
    r"|pyodide_graph-.*"  # package graph: the page installs no packages
    r"|zip-.*"  # unpacks .zip/.whl entries of [files]: the page has none
    r"|service-worker\.js"  # PyScript's own worker for sync calls: unused, ours is sw.js
    r"|.*\.map)$"
)
"""PyScript chunks for features the page does not use. Fails safe: a chunk this does not name is
shipped; one it wrongly names fails the dist tests, which boot and play from dist/ alone."""

SNAPSHOT = re.compile(r"^static/vendor/pyodide-[^/]+\.snapshot(\.json)?$")
"""The memory snapshot Python starts from and its .json (tools/snapshot.mjs, static/pyodide-loader.mjs)."""

NOTICES = re.compile(r"(^|/)(LICENSE|VERSION|3rd-party-licenses/.*)$")
"""Shipped with the runtime, but not needed to play: not cached by the service worker."""

WORKER_TEMPLATE = Path("static/sw.js")
WORKER = "sw.js"
RELEASE_LINE = re.compile(r"^const RELEASE = .*;  // tools/dist.py replaces this line$", re.MULTILINE)
OFFLINE_TAG = '<script src="./static/offline.js" defer></script>'
OFFLINE_TAG_BUILT = '<script src="./static/offline.js" data-service-worker="./sw.js" defer></script>'


def sources(repo: Path = REPO) -> dict[str, Path]:
    """{path in dist: file in the repository} of everything but the service worker."""
    files: dict[str, Path] = {}

    def add(path: str) -> None:
        source = repo / path
        if not source.is_file():
            raise SystemExit(f"dist: {path} is missing" + (" (run `make vendor`)" if path.startswith("static/vendor") else ""))
        files[path] = source

    add("index.html")
    add("pyscript.toml")
    config = tomllib.loads((repo / "pyscript.toml").read_text(encoding="utf-8"))
    for source in config.get("files", {}):
        add(str(Path(source)))  # "./ds/x.py" -> "ds/x.py"
    for path in sorted((repo / "static").rglob("*")):
        relative = path.relative_to(repo)
        if (path.is_file() and not relative.is_relative_to(VENDOR) and relative != WORKER_TEMPLATE
                and path.suffix != ".md" and not path.name.startswith(".")):
            add(relative.as_posix())
    vendor = repo / VENDOR
    if not (vendor / "pyodide" / "pyodide.asm.wasm").is_file():
        raise SystemExit("dist: static/vendor/ is missing or incomplete: run `make vendor`")
    for path in sorted(vendor.rglob("*")):
        unused = path.parent.name == "pyscript" and PYSCRIPT_UNUSED.match(path.name)
        if path.is_file() and not path.name.startswith(".") and not unused:
            add(path.relative_to(repo).as_posix())
    return files


def part_of(path: str) -> str:
    """Which part of the size report a file of dist/ belongs to."""
    if NOTICES.search(path):
        return "licences of the runtime"
    if path.startswith("static/vendor/pyodide/"):
        return "Pyodide (Python runtime)"
    if SNAPSHOT.match(path):
        return "Pyodide memory snapshot"
    if path.startswith("static/vendor/pyscript/"):
        return "PyScript"
    if path.startswith("ds/"):
        return "game: Python (ds/)"
    if path.startswith(("static/icons/", "static/manifest")):
        return "icons and web app manifest"
    if path == WORKER:
        return "service worker"
    return "page: HTML, CSS, JS, config"


def release(out: Path) -> dict[str, object]:
    """The service worker's release for the folder ``out``: what to cache (``./`` for the page), and a version.

    Every file but the worker and the notices, with its SHA-256; the version is a hash of that list, so a
    change to any file, or a file added or removed, is a new release.
    """
    files = []
    for path in sorted(out.rglob("*")):
        relative = path.relative_to(out).as_posix()
        if path.is_file() and relative != WORKER and not NOTICES.search(relative):
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            files.append(["./" if relative == "index.html" else relative, digest])
    version = hashlib.sha256(json.dumps(files).encode()).hexdigest()[:16]
    return {"version": version, "files": files}


def write_worker(out: Path, repo: Path = REPO) -> dict[str, object]:
    """Write ``out/sw.js`` for the files now in ``out``; returns the release. Run again after changing a file."""
    template = (repo / WORKER_TEMPLATE).read_text(encoding="utf-8")
    if len(RELEASE_LINE.findall(template)) != 1:
        raise SystemExit(f"dist: {WORKER_TEMPLATE} must have exactly one `const RELEASE = …;  // tools/dist.py replaces this line`")
    data = release(out)
    line = f"const RELEASE = {json.dumps(data, separators=(',', ':'))};  // written by tools/dist.py"
    (out / WORKER).write_text(RELEASE_LINE.sub(lambda _: line, template), encoding="utf-8")
    return data


def build(out: Path, repo: Path = REPO) -> dict[str, object]:
    """Make ``out`` the game's folder (emptied first; only a folder that is empty or an earlier build)."""
    files = sources(repo)
    if out.exists():
        if any(out.iterdir()) and not (out / WORKER).is_file():
            raise SystemExit(f"dist: {out} is not empty and not an earlier build; not deleting it")
        shutil.rmtree(out)
    for path, source in files.items():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    index = out / "index.html"
    html = index.read_text(encoding="utf-8")
    if html.count(OFFLINE_TAG) != 1:
        raise SystemExit(f"dist: index.html must hold `{OFFLINE_TAG}` exactly once")
    index.write_text(html.replace(OFFLINE_TAG, OFFLINE_TAG_BUILT), encoding="utf-8")
    check_relative(out)
    return write_worker(out, repo)


ABSOLUTE = re.compile(r"""\b(?:src|href)\s*=\s*["'](?:/|[a-z][a-z0-9+.-]*:)(?!,)""", re.IGNORECASE)
"""An HTML attribute that names a file by an absolute path or URL (``data:,`` excepted)."""


def check_relative(out: Path) -> None:
    """Fail the build if the page, its config or its manifest name a file by an absolute path or URL."""
    bad = [f"index.html: {match.group(0)}" for match in ABSOLUTE.finditer((out / "index.html").read_text(encoding="utf-8"))]
    config = tomllib.loads((out / "pyscript.toml").read_text(encoding="utf-8"))
    for path in [config.get("interpreter", "./"), *config.get("files", {}), *config.get("files", {}).values()]:
        if not str(path).startswith("./"):
            bad.append(f"pyscript.toml: {path}")
    for manifest in out.glob("static/*.webmanifest"):
        data = json.loads(manifest.read_text(encoding="utf-8"))
        for url in [data.get(key, "") for key in ("id", "start_url", "scope")] + [icon["src"] for icon in data.get("icons", [])]:
            if url.startswith("/") or "://" in url:
                bad.append(f"{manifest.name}: {url}")
    if bad:
        raise SystemExit("dist: absolute paths break hosting under a sub-path:\n  " + "\n  ".join(bad))


def report(out: Path) -> str:
    """Each part's size and the total, raw and gzip-compressed, as printed by ``main``."""
    grouped: dict[str, list[str]] = {}
    for path in sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()):
        grouped.setdefault(part_of(path), []).append(path)
    rows: list[tuple[str, int, int, int]] = []
    for name, paths in grouped.items():
        data = [(out / path).read_bytes() for path in paths]
        rows.append((name, len(paths), sum(map(len, data)),
                     sum(len(gzip.compress(d, compresslevel=6, mtime=0)) for d in data)))
    rows.sort(key=lambda row: -row[2])
    total = ("total", sum(row[1] for row in rows), sum(row[2] for row in rows), sum(row[3] for row in rows))
    width = max(len(row[0]) for row in rows)
    lines = [f"{'':{width}}  {'files':>5}  {'size':>9}  {'gzip':>9}"]
    lines += [f"{name:{width}}  {count:5}  {_mb(raw):>9}  {_mb(zipped):>9}" for name, count, raw, zipped in [*rows, total]]
    return "\n".join(lines)


def _mb(size: int) -> str:
    return f"{size / 1e6:.2f} MB" if size >= 100_000 else f"{size / 1e3:.1f} kB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "dist", help="folder to write (default: dist/)")
    args = parser.parse_args(argv)
    data = build(args.out)
    where = args.out.resolve()
    shown = where.relative_to(REPO) if where.is_relative_to(REPO) else where
    print(f"dist: {shown}/, release {data['version']} ({len(data['files'])} files cached by the service worker)")  # type: ignore[arg-type]
    snapshots = [path for path, _ in data["files"] if SNAPSHOT.match(path) and path.endswith(".snapshot")]  # type: ignore[union-attr]
    if not any((args.out / path).stat().st_size for path in snapshots):  # an empty one: none could be made
        print("dist: no Pyodide memory snapshot in static/vendor/ (make vendor could not make it, its .json says why): "
              "the page will start Python the normal way, about 1 s slower")
    print(report(args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())

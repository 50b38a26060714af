"""The engine, the solver and the browser layer pass ``mypy --strict`` ([tool.mypy] in pyproject.toml)."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ds_passes_mypy_strict():
    result = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success" in result.stdout


def test_the_examples_of_docs_engine_md_pass_mypy_strict(tmp_path: Path):
    """docs/engine.md's examples run as doctests (pyproject.toml) and are written for a library user's typed
    code: put together as one script, they pass ``mypy --strict`` too (``for move in result.line:`` did not: the
    line is None unless the game was won)."""
    examples = doctest.DocTestParser().get_examples((ROOT / "docs" / "engine.md").read_text(encoding="utf-8"))
    script = tmp_path / "engine_md_examples.py"
    script.write_text("".join(example.source for example in examples), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "mypy", "--strict", str(script)], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout + result.stderr

"""The wheel: built from pyproject.toml, installed in a fresh virtualenv, it is the ``ds`` the engine tests import.

The package is built from a copy of the tree's ``ds/`` (so nothing is written into the tree), installed
with ``--no-deps`` (the engine needs only the standard library), then:

- the fresh virtualenv's own Python, with nothing else on its path, runs ``python -m ds``;
- the engine tests, copied away from the tree, run against the installed copy (``PYTHONPATH`` is the
  virtualenv's site-packages, and the tree is nowhere on the path); the run's header says which ``ds`` it
  imported, and it must be the installed one.

The slowest property tests are left to the tree's own run, and so are the four that need files kept only
in a checkout (``data/winnable``, ``tools/pypy``), and the solver's searches on whole deals (minutes of CPU
that test the search, not the package): every module of the installed ``ds`` is imported instead, so a module
left out of the wheel still fails here. This keeps the test near a minute on CI's two cores.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import ds

ROOT = Path(__file__).resolve().parent.parent
LEFT_TO_THE_TREE = [
    "engine/test_properties.py::test_random_legal_games_keep_every_invariant",
    "engine/test_properties.py::test_every_listed_move_is_legal_and_every_other_move_is_refused",
    "engine/test_properties.py::test_undoing_everything_returns_to_the_deal_and_the_counter_never_goes_down",
    "engine/test_finish.py::test_the_finish_completes_from_every_position_a_game_can_reach_with_nothing_hidden_or_left_to_draw",
    "engine/solver/test_stuck.py::test_no_position_of_a_winning_line_is_stuck",
    "engine/solver/test_table.py::test_a_random_sample_of_the_tables_lines_replays_to_wins",
    "engine/solver/test_table.py::test_every_winnable_deal_of_the_table_has_its_line",
    "engine/solver/test_hosts.py::test_no_position_along_the_tables_winning_lines_is_short_of_hosts",
    "engine/solver/test_survey.py::test_a_survey_under_pypy_gives_the_records_of_cpython",  # tools/pypy/
]
SEARCHES_LEFT_TO_THE_TREE = ["carry", "moves", "nested", "runs", "seek", "solving", "stuck", "survey"]
"""tests/engine/solver/test_<name>.py files that search whole deals or thousands of endgames."""
IMPORT_EVERY_MODULE = """
import importlib, pkgutil, ds
names = [m.name for m in pkgutil.walk_packages(ds.__path__, "ds.")]
for name in names:
    importlib.import_module(name)
print(len(names), *sorted(names))
"""
SHOW_DS = """
import ds


def pytest_report_header():
    return f"ds {ds.__version__} from {ds.__file__}"
"""


def run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    result = subprocess.run([str(arg) for arg in args], cwd=cwd, env=env, capture_output=True, text=True)
    assert result.returncode == 0, f"{' '.join(map(str, args))}\n{result.stdout}\n{result.stderr}"
    return result.stdout


def test_the_wheel_installs_in_a_fresh_virtualenv_and_passes_the_engine_tests(tmp_path):
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, source)
    shutil.copytree(ROOT / "ds", source / "ds", ignore=shutil.ignore_patterns("__pycache__"))
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
        "--wheel-dir", tmp_path / "dist", source, cwd=tmp_path)
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    assert wheel.name == f"double_solitaire-{ds.__version__}-py3-none-any.whl"

    fresh = tmp_path / "fresh"
    venv.create(fresh, with_pip=False)
    python = fresh / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index", wheel,
        cwd=tmp_path)
    site = Path(run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=tmp_path).strip())
    clean = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}

    where = run(python, "-I", "-c", "import ds, ds.solver; print(ds.__file__, ds.__version__)", cwd=tmp_path)
    assert where.split() == [str(site / "ds" / "__init__.py"), ds.__version__]
    assert not (site / "ds" / "web").exists()
    imported = run(python, "-I", "-c", IMPORT_EVERY_MODULE, cwd=tmp_path, env=clean).split()
    assert {"ds.solver.table_data", "ds.solver.search", "ds.game"} <= set(imported[1:]), imported
    assert "col-1: 6D" in run(python, "-I", "-m", "ds", "deal", "DS1-D1N-AAAAAAB", cwd=tmp_path, env=clean)
    assert "won" in run(python, "-I", "-m", "ds", "solve", "DS1-D1N-AAAAAAC", cwd=tmp_path, env=clean)

    tests = tmp_path / "tests"
    shutil.copytree(ROOT / "tests" / "engine", tests / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "tests" / "fixtures", tests / "fixtures")
    (tests / "e2e").mkdir()
    for name in ("__init__.py", "winning_lines.py", "winning_lines.json"):
        shutil.copy(ROOT / "tests" / "e2e" / name, tests / "e2e")
    shutil.copy(ROOT / "tests" / "__init__.py", tests)
    (tmp_path / "conftest.py").write_text(SHOW_DS)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    env = clean | {"PYTHONPATH": str(site)}
    out = run(sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "tests/engine",
              *(f"--deselect=tests/{test}" for test in LEFT_TO_THE_TREE),
              *(f"--ignore=tests/engine/solver/test_{name}.py" for name in SEARCHES_LEFT_TO_THE_TREE),
              cwd=tmp_path, env=env)
    assert f"ds {ds.__version__} from {site / 'ds' / '__init__.py'}" in out, out
    assert " passed" in out and " failed" not in out and " error" not in out, out

"""``python -m ds`` (ds/__main__.py): its commands' help; the commands themselves are tested beside their modules
(test_play.py, test_solver_cli.py)."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

from ds.solver_cli import SOLVE_STATUS

COMMANDS = ("deal", "play", "solve", "survey")


def parsers() -> dict[str, argparse.ArgumentParser]:
    """The parser of each command, as ``main`` builds them."""
    from ds import __main__

    made: dict[str, argparse.ArgumentParser] = {}
    real = __main__.command

    def keep(commands: __main__.Commands, name: str, summary: str, statuses: str) -> argparse.ArgumentParser:
        made[name] = real(commands, name, summary, statuses)
        return made[name]

    __main__.command = keep
    try:
        with pytest.raises(SystemExit):
            __main__.main(["--help"])
    finally:
        __main__.command = real
    return made


def test_every_commands_help_says_what_it_does_what_each_argument_is_and_its_exit_statuses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``deal --help`` said nothing of what deal does nor what its code is; deal, play and survey gave no exit
    status (solve alone did), survey's --mode and --deals had no help."""
    made = parsers()
    capsys.readouterr()
    assert tuple(made) == COMMANDS
    for name, parser in made.items():
        assert parser.description and parser.epilog and parser.epilog.startswith("exit status: 0 "), name
        assert "141" in parser.epilog and ("130" in parser.epilog) == (name != "play"), name
        undocumented = [action.dest for action in parser._actions if not action.help]
        assert undocumented == [], name
    assert all(f"{status} {verdict}" in (made["solve"].epilog or "") for verdict, status in SOLVE_STATUS.items())


@pytest.mark.parametrize("args", [[], ["deal"], ["survey"]])
def test_the_help_is_printed_with_status_0(args: list[str]) -> None:
    result = subprocess.run([sys.executable, "-m", "ds", *args, "--help"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "141 when the reader of the output went away" in " ".join(result.stdout.split())

"""The solver's command line (ds/solver_cli.py)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ds.game import Game
from ds.moves import Move


def test_command_solve_prints_verdict_and_line(capsys: pytest.CaptureFixture[str]) -> None:
    from ds.__main__ import main

    assert main(["solve", "DS1-D1N-AAAAAAB", "--nodes", "20000", "--line"]) == 0
    out = capsys.readouterr().out
    assert "DS1-D1N-AAAAAAB: won" in out
    moves = out.strip().splitlines()[-1].split()
    game = Game.deal("DS1-D1N-AAAAAAB")
    for text in moves:
        game.play(Move.parse(text))
    assert game.is_won


@pytest.mark.parametrize(("args", "verdict", "status"), [
    (["DS1-D3V-FIEHYGJ"], "lost", 1), (["DS1-D1V-AAAAAAA", "--nodes", "10"], "unknown", 3),
])
def test_command_solve_exit_status_says_the_verdict(args: list[str], verdict: str, status: int,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from ds.__main__ import main

    assert main(["solve", *args]) == status
    assert f": {verdict}" in capsys.readouterr().out


def test_command_solve_with_a_wrong_code_says_so_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    from ds.__main__ import main

    assert main(["solve", "DS1-D1N-AAAAAA"]) == 2
    assert capsys.readouterr().err.startswith("error: ")


def test_command_survey_prints_win_rate_with_interval(capsys: pytest.CaptureFixture[str]) -> None:
    from ds.__main__ import main

    assert main(["survey", "--mode", "D3N", "--deals", "3", "--seed", "7", "--nodes", "3000", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "3 deals (seed 7)" in out and "95% Wilson interval" in out and "median" in out


def test_command_survey_for_a_win_only_marks_each_record(tmp_path: Path) -> None:
    from ds.__main__ import main

    out = tmp_path / "records.jsonl"
    command = ["survey", "--mode", "D3V", "--table", "--start", "0", "--deals", "2", "--nodes", "300", "--seek-win",
               "--workers", "1", "--out", str(out)]
    assert main(command) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert sorted((r["index"], r["seek_win"]) for r in records) == [(0, True), (1, True)]


def test_survey_deals_are_fixed_by_the_seed() -> None:
    from ds.solver_cli import survey_deals, wilson

    assert survey_deals(5, 4) == survey_deals(5, 4) != survey_deals(6, 4)
    low, high = wilson(0, 10)
    assert low == 0 and 0.2 < high < 0.35




@pytest.mark.parametrize("args", [
    ["survey", "--deals", "-3"], ["survey", "--workers", "0"], ["survey", "--table", "--start", "-1"],
    ["solve", "DS1-D1N-AAAAAAB", "--nodes", "-5"], ["solve", "DS1-D1N-AAAAAAB", "--seconds", "nan"],
    ["solve", "DS1-D1N-AAAAAAB", "--seconds", "0"],
])
def test_a_budget_or_count_out_of_range_is_refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from ds.__main__ import main

    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2 and "error: argument" in capsys.readouterr().err


WON = '{"code": "DS1-D1N-AAAAAAB", "verdict": "won", "nodes": 1, "seconds": 0.5, "line": "s"}\n'
UNKNOWN = '{"code": "DS1-D1N-AAAAAAB", "verdict": "unknown", "nodes": 3, "seconds": 1}\n'


@pytest.mark.parametrize(("text", "says"), [
    (None, "No such file"), ("garbage\n", "line 1: not JSON"), (WON + "5\n", "line 2: not a survey record"),
    # Records of a code and a verdict whose other fields are missing or wrong met merge, the report or write_table as a
    # KeyError, an IndexError or a TypeError, with a traceback.
    (UNKNOWN.replace(', "nodes": 3', "") + UNKNOWN, "line 1: not a survey record (its nodes is a number of 0 or more"),
    (WON.replace(', "seconds": 0.5', "") + UNKNOWN, "line 1: not a survey record (its seconds is"),
    (UNKNOWN + UNKNOWN.replace("3", '"5"'), "line 2: not a survey record (its nodes is a number of 0 or more, not '5'"),
    (WON.replace("0.5", '"0.5"'), "line 1: not a survey record (its seconds is a number of 0 or more, not '0.5')"),
    (WON.replace("DS1-D1N-AAAAAAB", "xyz"), "line 1: not a survey record (its code is no game code: 'xyz')"),
    (WON.replace('"won"', '"maybe"'), "line 1: not a survey record (its verdict is won, lost or unknown, not 'maybe')"),
    (WON.replace(', "line": "s"', ""), "line 1: not a survey record (a won record has its winning line)"),
    (WON.replace('"line"', '"index": -1, "line"'), "line 1: not a survey record (its index is a whole number of 0"),
])
def test_a_file_of_records_that_cannot_be_read_is_said_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str | None, says: str
) -> None:
    from ds.__main__ import main

    path = tmp_path / "records.jsonl"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    assert main(["survey", "--merge", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and says in err and "Traceback" not in err


def test_merged_records_of_a_deal_written_in_any_case_are_one_deal_and_no_records_are_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record whose code was written in small letters (read as the same deal, as everywhere) was merged as another
    deal, of a mode 'd1n' of its own; a file with no record printed nothing."""
    from ds.__main__ import main

    path = tmp_path / "records.jsonl"
    path.write_text(UNKNOWN + WON.replace("DS1-D1N-AAAAAAB", "ds1-d1n-aaaaaab"), encoding="utf-8")
    assert main(["survey", "--merge", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("mode D1N: 1 deals (merged records)\nwon 1, lost 0, unknown 0\n") and "d1n" not in out
    path.write_text("", encoding="utf-8")
    assert main(["survey", "--merge", str(path)]) == 0
    assert capsys.readouterr().out == f"no survey records in {path}\n"


def test_ctrl_c_stops_a_long_command_in_one_line_without_a_traceback() -> None:
    """A solve or a survey stopped by Ctrl-C (SIGINT) says so in one line, with the shell's status for it (130)."""
    command = [sys.executable, "-m", "ds", "solve", "DS1-D1V-QEEZFRX", "--nodes", "10000000", "--seconds", "600"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=Path(__file__).resolve().parents[2])
    time.sleep(3)  # well into the search (an interrupt during the start, before main(), would be Python's own)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and err.strip() == "stopped" and "Traceback" not in err + out


def test_ctrl_c_stops_a_survey_on_local_workers_with_what_it_decided_and_no_worker_traceback(tmp_path: Path) -> None:
    """Ctrl-C reaches every process of the terminal's group: each worker printed a traceback of its search, and what
    the survey had decided was not said. Now the workers leave it to the survey, which reports the deals decided,
    says where it stopped, and stops with 130."""
    out = tmp_path / "records.jsonl"
    command = [sys.executable, "-m", "ds", "survey", "--mode", "D1V", "--deals", "40", "--nodes", "20000",
               "--workers", "2", "--out", str(out)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=Path(__file__).resolve().parents[2], start_new_session=True)
    deadline = time.monotonic() + 120
    while not (out.exists() and out.read_text(encoding="utf-8").count("\n") >= 2) and time.monotonic() < deadline:
        time.sleep(0.1)  # two deals decided: the survey is well under way
    os.killpg(process.pid, signal.SIGINT)  # as a terminal's Ctrl-C: to the whole group
    stdout, err = process.communicate(timeout=60)
    decided = out.read_text(encoding="utf-8").count("\n")
    assert (process.returncode, err.strip()) == (130, "stopped") and "Traceback" not in stdout
    assert stdout.startswith(f"mode D1V: {decided} deals (seed 1)")
    assert stdout.rstrip().endswith(f"stopped after {decided} of 40 deals; their records are in {out}")


def test_a_survey_killed_ends_its_local_workers_with_it(tmp_path: Path) -> None:
    """``kill PID`` (SIGTERM, as a job scheduler or a service manager stops a program) killed the survey alone: its
    workers went on searching their deals, orphaned, for up to their budget each (here a minute), then printed a
    BrokenPipeError traceback each. The survey now ends them and stops quietly with 143 (128 + SIGTERM)."""
    out = tmp_path / "records.jsonl"
    command = [sys.executable, "-m", "ds", "survey", "--mode", "D1V", "--deals", "40", "--nodes", "2000000",
               "--seconds", "60", "--workers", "2", "--out", str(out)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               cwd=Path(__file__).resolve().parents[2], start_new_session=True)
    deadline = time.monotonic() + 120
    while not (out.exists() and out.stat().st_size) and time.monotonic() < deadline:
        time.sleep(0.1)  # a deal decided: the workers are searching
    process.terminate()  # the survey's own process only, not its group
    _, err = process.communicate(timeout=60)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.killpg(process.pid, 0)  # a worker is left in the survey's group
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        os.killpg(process.pid, signal.SIGKILL)
        pytest.fail("the survey's workers outlived it")
    assert process.returncode == 143 and "Traceback" not in err, err


@pytest.mark.skipif(not Path("/dev/stdout").exists(), reason="no /dev/stdout here")
def test_a_survey_writes_its_records_into_a_pipe() -> None:
    """``--out /dev/stdout | jq ...``: the records go into the pipe, which has no last line to look at."""
    result = subprocess.run([sys.executable, "-m", "ds", "survey", "--deals", "2", "--nodes", "1000", "--workers", "1",
                             "--out", "/dev/stdout"], capture_output=True, text=True, timeout=120,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr
    assert [json.loads(line)["verdict"] for line in result.stdout.splitlines()[:2]] == ["won", "won"]


@pytest.mark.parametrize("args", [["solve", "DS1-D1N-AAAAAAB", "--line"], ["deal", "DS1-D1N-AAAAAAB", "--show"],
                                  ["survey", "--deals", "2", "--nodes", "100", "--workers", "1", "--verbose"]])
def test_output_to_a_reader_gone_stops_quietly_with_the_shells_status_not_a_verdicts(args: list[str]) -> None:
    """``python -m ds solve CODE --line | head -1``: the reader gone, a write failed with a traceback and status 1,
    which says "lost" of a deal that was won (a survey said "error: : Broken pipe" as if of its --out file). It stops
    quietly with the status of a write killed by SIGPIPE (141)."""
    read, write = os.pipe()
    os.close(read)  # the reader gone before the first write
    try:
        result = subprocess.run([sys.executable, "-m", "ds", *args], stdout=write, stderr=subprocess.PIPE, text=True,
                                cwd=Path(__file__).resolve().parents[2], timeout=120)
    finally:
        os.close(write)
    assert (result.returncode, result.stderr) == (141, "")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("args", [["deal", "DS1-D1N-AAAAAAB"], ["solve", "DS1-D1N-AAAAAAB"]])
def test_output_that_cannot_be_written_says_so_with_an_errors_status(args: list[str]) -> None:
    """``python -m ds deal CODE > /dev/full`` (a full disk) printed a traceback with status 1, a solve's "lost". It says
    in one line that the output cannot be written, with an error's status (2)."""
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "ds", *args], stdout=full, stderr=subprocess.PIPE, text=True,
                                cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert result.returncode == 2
    assert result.stderr == "error: the output cannot be written: No space left on device\n"


@pytest.mark.parametrize("args", [["deal", "DS1-D1N-AAAAAAB"], ["solve", "DS1-D1N-AAAAAAC", "--nodes", "2000"],
                                  ["play", "DS1-D1N-AAAAAAB"]])
def test_a_closed_standard_output_is_said_with_an_errors_status(args: list[str]) -> None:
    """With standard output closed (``>&-``) Python prints nothing without a word: ``deal`` ended with 0 and ``solve``
    with its verdict's status (0, "won"), as if its output had been read. Now as for a full disk: a line, and 2."""
    result = subprocess.run([sys.executable, "-m", "ds", *args], stdin=subprocess.DEVNULL, stdout=None,
                            stderr=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[2], timeout=120,
                            preexec_fn=lambda: os.close(1))
    assert (result.returncode, result.stderr) == (2, "error: the output cannot be written: standard output is closed\n")


def test_play_with_no_stdin_quits_as_at_the_end_of_the_input() -> None:
    """Run with stdin closed (``<&-``, a service's command with no input), ``play`` stopped with an AttributeError."""
    result = subprocess.run([sys.executable, "-m", "ds", "play", "DS1-D1N-AAAAAAB"], stdin=None, capture_output=True,
                            text=True, cwd=Path(__file__).resolve().parents[2], timeout=60,
                            preexec_fn=lambda: os.close(0))
    assert result.returncode == 0 and result.stdout.endswith("quit at score 0 after 0 moves; the deal is DS1-D1N-AAAAAAB\n")
    assert result.stderr == ""


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="CPU affinity is Linux's")
def test_a_surveys_workers_are_by_default_as_many_as_the_cpus_it_may_run_on() -> None:
    """Under ``taskset -c 0`` (or a container's CPU set) a survey started a process for every core of the machine,
    os.cpu_count(), to share one CPU."""
    script = ("import os; os.sched_setaffinity(0, {min(os.sched_getaffinity(0))}); from ds.__main__ import main; "
              "main(['survey', '--deals', '1', '--nodes', '50'])")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert ", 1 worker(s), " in result.stdout


def test_the_cpus_a_process_may_use_are_its_affinity_within_its_cgroups_quota(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """os.process_cpu_count() where Python has it (3.13), else the affinity, else os.cpu_count(); a cgroup v2 quota
    (cpu.max: quota and period) caps it, rounded up."""
    from ds.solver_cli import usable_cpus

    own = tmp_path / "cgroup"
    own.write_text("0::/box\n")
    limit = tmp_path / "box" / "cpu.max"
    limit.parent.mkdir()
    monkeypatch.setattr(os, "cpu_count", lambda: 8)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2, 3}, raising=False)
    monkeypatch.delattr(os, "process_cpu_count", raising=False)
    assert usable_cpus(tmp_path, own) == 4  # no cpu.max file: no quota
    for quota, cpus in (("max 100000", 4), ("150000 100000", 2), ("50000 100000", 1), ("900000 100000", 4),
                        ("junk", 4), ("100000 0", 4)):
        limit.write_text(f"{quota}\n")
        assert usable_cpus(tmp_path, own) == cpus, quota
    monkeypatch.setattr(os, "process_cpu_count", lambda: 3, raising=False)
    assert usable_cpus(tmp_path, own) == 3
    monkeypatch.delattr(os, "process_cpu_count")
    monkeypatch.delattr(os, "sched_getaffinity")
    assert usable_cpus(tmp_path, tmp_path / "no-such-file") == 8

"""Surveys (ds/solver/survey.py): the same records on local processes and on a Dask cluster, merged, and the table written."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from ds.solver import survey, table


def jobs() -> list[survey.Job]:
    # A node budget, not seconds, so that every run gives the same verdicts whatever the load.
    return survey.table_jobs("D1N", 0, 3, None, 3_000) + [("DS1-D3V-AAAAACK", None, 3_000, None, False)]


def verdicts(records: list[survey.Record]) -> dict[str, tuple[str, int, str | None]]:
    return {r["code"]: (r["verdict"], r["nodes"], r.get("line")) for r in records}


def test_a_survey_on_a_dask_local_cluster_gives_the_same_records_as_on_local_processes() -> None:
    from distributed import LocalCluster

    here = survey.run(jobs(), workers=1)
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        there = survey.run(jobs(), scheduler=cluster.scheduler_address)
    assert verdicts(there) == verdicts(here)
    assert {r["verdict"] for r in here} == {"won", "lost"}
    pool = survey.run(jobs(), workers=2)
    assert verdicts(pool) == verdicts(here)


def test_a_survey_for_a_win_only_runs_the_plan_for_a_win_and_says_so_in_its_records() -> None:
    # DS1-D3V-UOAGWMS: the draw 3 Vegas plan needs 3,353 positions, its search for a win alone 537
    # (test_solving.py); a record of such a survey carries "seek_win".
    plain, seeking = survey.run([("DS1-D3V-UOAGWMS", None, 1_000, None, False),
                                 ("DS1-D3V-UOAGWMS", None, 1_000, None, True)])
    assert (plain["verdict"], "seek_win" in plain) == ("unknown", False)
    assert (seeking["verdict"], seeking["nodes"], seeking["seek_win"]) == ("won", 537, True)
    assert seeking["line"]
    assert all(job[4] for job in survey.table_jobs("D3V", 0, 2, None, 100, seek_win=True))


def test_an_unknown_record_says_why_there_is_no_verdict() -> None:
    # DS1-D3V-KEBAVZN: the search for a win gives up after 256 positions with 4 cards up (test_solving.py's gates);
    # the plan that may prove a loss runs to its node budget. Decided records carry no reason.
    gated, budget, won = survey.run([("DS1-D3V-KEBAVZN", None, 4_000, None, True),
                                     ("DS1-D3V-KEBAVZN", None, 300, None, False),
                                     ("DS1-D3V-UOAGWMS", None, 1_000, None, True)])
    assert (gated["verdict"], gated["nodes"], gated["reason"]) == (
        "unknown", 256, "fewer than 8 cards up after 256 positions")
    assert (budget["verdict"], budget["reason"]) == ("unknown", "nodes budget ran out")
    assert won["verdict"] == "won" and "reason" not in won


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="no pypy3 (apt-get install pypy3; .ci/run installs it)")
def test_a_survey_under_pypy_gives_the_records_of_cpython(tmp_path: Path) -> None:
    # tools/pypy/ lets Debian 12's PyPy (Python 3.9) import the engine; the searches take the same positions, to
    # the same verdicts and lines: a D1N win, a D3V loss (the complete search), a D3V win for a win only.
    root = Path(__file__).resolve().parents[3]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(root / "tools" / "pypy"), str(root)]))
    wanted: list[survey.Job] = [*jobs()[:1], ("DS1-D3V-AAAAACK", None, 3_000, None, False),
                                ("DS1-D3V-UOAGWMS", None, 1_000, None, True)]
    script = f"import json; from ds.solver import survey; print(json.dumps(survey.run({wanted!r})))"
    answer = subprocess.run(["pypy3", "-c", script], cwd=tmp_path, env=env, check=True, capture_output=True,
                            text=True, timeout=300)
    there = json.loads(answer.stdout)
    here = survey.run(wanted, workers=1)
    assert verdicts(there) == verdicts(here)
    assert [(r["verdict"], r.get("seek_win", False)) for r in here] == [("won", False), ("lost", False), ("won", True)]


def test_records_merge_a_decided_verdict_over_an_unknown_and_refuse_a_contradiction() -> None:
    won = {"code": "DS1-D1V-AAAAAAB", "verdict": "won", "nodes": 9, "seconds": 1.0, "line": "s"}
    unknown = {"code": "DS1-D1V-AAAAAAB", "verdict": "unknown", "nodes": 90, "seconds": 9.0}
    bigger = dict(unknown, nodes=900)
    assert survey.merge([unknown, won])["DS1-D1V-AAAAAAB"] is won
    assert survey.merge([won, bigger])["DS1-D1V-AAAAAAB"] is won
    assert survey.merge([unknown, bigger])["DS1-D1V-AAAAAAB"] is bigger
    with pytest.raises(ValueError, match="solver bug"):
        survey.merge([won, dict(won, verdict="lost")])


def test_a_record_cut_short_at_the_end_of_a_file_is_left_out_and_the_next_one_starts_a_line_of_its_own(
    tmp_path: Path,
) -> None:
    """A survey stopped as it wrote a record (a full disk) leaves its last line cut short: --merge refused the whole
    file ("line 3: not JSON"), and the next survey appending to it glued its first record to the cut one."""
    won = {"code": "DS1-D1V-AAAAAAB", "verdict": "won", "nodes": 9, "seconds": 1.0, "line": "s"}
    whole = json.dumps(won) + "\n" + json.dumps(dict(won, code="DS1-D1V-AAAAAAC")) + "\n"
    out = tmp_path / "records.jsonl"
    out.write_text(whole + json.dumps(dict(won, code="DS1-D1V-AAAAAAD"))[:30], encoding="utf-8")
    assert [r["code"] for r in survey.read_records([out])] == ["DS1-D1V-AAAAAAB", "DS1-D1V-AAAAAAC"]
    with survey.append_records(out) as records:
        records.write(json.dumps(dict(won, code="DS1-D1V-AAAAAAE")) + "\n")
    assert [r["code"] for r in survey.read_records([out])] == ["DS1-D1V-AAAAAAB", "DS1-D1V-AAAAAAC", "DS1-D1V-AAAAAAE"]
    out.write_text(whole.rstrip("\n"), encoding="utf-8")  # a whole record that lacks only its line end is kept
    with survey.append_records(out) as records:
        records.write(json.dumps(dict(won, code="DS1-D1V-AAAAAAE")) + "\n")
    assert len(survey.read_records([out])) == 3
    out.write_text(whole.replace("}\n", "\n", 1), encoding="utf-8")  # a line that is no JSON amid others is refused
    with pytest.raises(ValueError, match="line 1: not JSON"):
        survey.read_records([out])


def test_records_and_the_tables_lines_saved_by_notepad_are_read(tmp_path: Path) -> None:
    """A file of records (or a table's lines) opened and saved in Windows' Notepad begins with a byte-order mark and
    ends its lines with CRLF: --merge refused it ("line 1: not JSON (Unexpected UTF-8 BOM ...)")."""
    won = {"code": "DS1-D1V-AAAAAAB", "verdict": "won", "nodes": 9, "seconds": 1.0, "line": "s"}
    out = tmp_path / "records.jsonl"
    out.write_bytes(b"\xef\xbb\xbf" + (json.dumps(won) + "\r\n").encode() * 2)
    assert survey.read_records([out]) == [won, won]
    lines = tmp_path / "D1N.txt"
    lines.write_bytes(b"\xef\xbb\xbf" + f"0 {table.code_name('D1N', 0)} s\r\n".encode())
    assert survey.read_lines("D1N", tmp_path) == {0: "s"}


def test_the_table_is_written_from_records_and_read_back(tmp_path: Path) -> None:
    start = table.surveyed("D3V")  # a survey goes on where the shipped table stops
    records = survey.run(survey.table_jobs("D3V", start, 2, None, 300), workers=1)
    records.append({"code": str(table.table_code("D3V", start + 2)), "verdict": "won", "nodes": 1, "seconds": 0.1,
                    "index": start + 2, "line": "s"})
    out = tmp_path / "records.jsonl"
    out.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    module = tmp_path / "table_data.py"
    sizes = survey.write_table(survey.read_records([out]), data=tmp_path / "winnable", module=module)
    assert sizes["D3V"][0] == start + 3
    assert survey.read_lines("D3V", tmp_path / "winnable")[start + 2] == "s"
    written: dict[str, object] = {}
    exec(module.read_text(encoding="utf-8"), written)  # noqa: S102 - our own generated data module
    assert written["SURVEYED"]["D3V"] == start + 3  # type: ignore[index]
    # The wins are those of the lines in data/ (here only the new ones), below the count surveyed.
    won = [start + i for i, r in enumerate(records) if r["verdict"] == "won"]
    assert written["WINNABLE"]["D3V"] == table.bitmap(won, start + 3)  # type: ignore[index]

"""Surveys (ds/solver/survey.py): the same records on local processes and on a Dask cluster, merged, and the table written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ds.solver import survey, table


def jobs() -> list[survey.Job]:
    # A node budget, not seconds, so that every run gives the same verdicts whatever the load.
    return survey.table_jobs("D1N", 0, 3, None, 3_000) + [("DS1-D3V-AAAAACK", None, 3_000, None)]


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


def test_records_merge_a_decided_verdict_over_an_unknown_and_refuse_a_contradiction() -> None:
    won = {"code": "DS1-D1V-AAAAAAB", "verdict": "won", "nodes": 9, "seconds": 1.0, "line": "s"}
    unknown = {"code": "DS1-D1V-AAAAAAB", "verdict": "unknown", "nodes": 90, "seconds": 9.0}
    bigger = dict(unknown, nodes=900)
    assert survey.merge([unknown, won])["DS1-D1V-AAAAAAB"] is won
    assert survey.merge([won, bigger])["DS1-D1V-AAAAAAB"] is won
    assert survey.merge([unknown, bigger])["DS1-D1V-AAAAAAB"] is bigger
    with pytest.raises(ValueError, match="solver bug"):
        survey.merge([won, dict(won, verdict="lost")])


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

"""Surveys: many deals solved on local processes or on a Dask cluster, as records that merge, and the table.

A survey's result is a list of *records*, one per deal, the same whichever way it ran: a dict with the
``code``, the ``verdict``, the ``nodes`` and ``seconds`` spent, for a table deal its ``index``, for a
won deal its winning ``line`` (``table.encode_line``), and for an unknown one the ``reason`` (``Result.reason``:
which budget ran out, or which gate of a search for a win gave up). Records are written one JSON object a line
(``--out``); records of several surveys of the same deals merge (``merge``): a won or lost verdict from
any of them decides the deal (each is a proof), and a deal won in one and proven lost in another is a bug
(``ValueError``).

Local processes use ``multiprocessing``; ``scheduler`` (an address such as ``tcp://10.0.0.5:8786``) sends
the deals to an existing Dask cluster (``dask.distributed``, the optional ``dask`` extra; never needed by
the page): each worker needs this package installed. Nothing here is imported by the page.
"""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TextIO

from ..codes import GameCode
from ..errors import shown
from ..game import Game
from . import table, table_data
from .solving import solve

Record = dict[str, Any]
Job = tuple[str, "float | None", "int | None", "int | None", bool]
"""A deal to solve: its code, the seconds and nodes budgets, its index in the table (None: not a table deal), and
whether only a win is wanted (``Solving``'s ``seek_win``: in draw 3 Vegas a search that proves no loss)."""

DATA = Path(__file__).resolve().parent.parent.parent / "data" / "winnable"
"""Where the table's winning lines are kept (one file per mode), beside the package in the repository."""
TABLE_DATA = Path(__file__).resolve().parent / "table_data.py"


def solve_record(job: Job) -> Record:
    """Solve one deal; its record (a top-level function, so that processes and Dask workers can run it)."""
    code, seconds, nodes, index, seek_win = job
    game = Game.deal(code)
    cpu = time.process_time()
    result = solve(game, max_nodes=nodes, max_seconds=seconds, seek_win=seek_win)
    record: Record = {"code": code, "verdict": result.verdict, "nodes": result.nodes,
                      "seconds": round(result.seconds, 3), "cpu": round(time.process_time() - cpu, 3)}
    if index is not None:
        record["index"] = index
    if seek_win:
        record["seek_win"] = True
    if result.line is not None:
        record["line"] = table.encode_line(result.line)
    if result.verdict == "unknown":
        record["reason"] = result.reason
    return record


def run(jobs: list[Job], workers: int = 1, scheduler: str | None = None,
        each: Callable[[Record], None] | None = None) -> list[Record]:
    """Solve every job: in this process (``workers`` 1), on ``workers`` local processes, or on the Dask
    cluster at ``scheduler``; ``each`` is called with each record as it comes. Records come in any order."""
    records: list[Record] = []

    def keep(record: Record) -> None:
        records.append(record)
        if each is not None:
            each(record)

    if scheduler is not None:
        from distributed import Client, as_completed

        with Client(scheduler) as client:
            for future in as_completed(client.map(solve_record, jobs, pure=False)):
                keep(future.result())
    elif workers <= 1:
        for job in jobs:
            keep(solve_record(job))
    else:
        import multiprocessing

        with multiprocessing.Pool(workers, initializer=ignore_interrupts) as pool:
            for record in pool.imap_unordered(solve_record, jobs):
                keep(record)
    return records


def ignore_interrupts() -> None:
    """A local worker's start: Ctrl-C reaches every process of the terminal's group, and is this process's to
    answer (it ends the pool), not each worker's with a traceback of where its search was; and the pool's end
    (SIGTERM) ends the worker at once, whatever handler it was forked with (``python -m ds survey``'s)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def read_records(paths: Iterable[str | Path]) -> list[Record]:
    """The records of survey files (one JSON object a line, a byte-order mark and CRLF line ends read as Windows'
    Notepad writes them); ``ValueError`` names a line that is not one. A last line
    with no line end that is no JSON is a record cut short (the disk filled, or the machine stopped, as it was
    written): it is left out, as ``append_records`` drops it."""
    out: list[Record] = []
    for path in paths:
        with open(path, encoding="utf-8-sig") as lines:
            for number, line in enumerate(lines, start=1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except ValueError as error:
                    if not line.endswith("\n"):
                        continue
                    raise ValueError(f"{path}, line {number}: not JSON ({error})") from None
                wrong = record_fault(record)
                if wrong:
                    raise ValueError(f"{path}, line {number}: not a survey record ({wrong})")
                record["code"] = str(GameCode.parse(record["code"]))  # one deal, one key, however it was written
                out.append(record)
    return out


def record_fault(record: object) -> str | None:
    """What makes ``record`` no survey record, in a few words (a field missing or of the wrong kind, which ``merge``,
    the report and ``write_table`` would meet as a KeyError or a TypeError); None when it is one."""
    if not isinstance(record, dict):
        return "a JSON object with a code and a verdict"

    def count(value: object) -> bool:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0

    code = record.get("code")
    if not isinstance(code, str):
        return f"its code is no game code: {shown(code)}"
    try:
        GameCode.parse(code)
    except ValueError:
        return f"its code is no game code: {shown(code)}"
    if record.get("verdict") not in ("won", "lost", "unknown"):
        return f"its verdict is won, lost or unknown, not {shown(record.get('verdict'))}"
    for name in ("nodes", "seconds"):
        if not count(record.get(name)):
            return f"its {name} is a number of 0 or more, not {shown(record.get(name))}"
    if record["verdict"] == "won" and not isinstance(record.get("line"), str):
        return "a won record has its winning line"
    if "index" in record and not (isinstance(record["index"], int) and count(record["index"])):
        return f"its index is a whole number of 0 or more, not {shown(record['index'])}"
    return None


def append_records(path: str | Path) -> TextIO:
    """The file of records at ``path`` opened to append to (made if need be). A last line cut short (no line end, no
    JSON: ``read_records``) is dropped first, so that the next record starts a line of its own: written after it,
    it made one line of the two that no JSON reader takes, the whole file refused by ``--merge``."""
    out = open(path, "a", encoding="utf-8")
    if not (out.seekable() and os.fstat(out.fileno()).st_size):  # empty, or a pipe (--out /dev/stdout)
        return out
    with open(path, "rb") as file:
        file.seek(-1, os.SEEK_END)
        if file.read(1) == b"\n":
            return out
        file.seek(0)
        text = file.read()
    start = text.rfind(b"\n") + 1
    try:
        json.loads(text[start:])
    except ValueError:
        out.truncate(start)
    else:
        out.write("\n")  # a whole record that only lacks its line end keeps it
    return out


def merge(records: Iterable[Record]) -> dict[str, Record]:
    """One record per deal code: a decided one (won, with its line, or lost) over an unknown; the one with
    the most nodes among unknowns. ``ValueError`` when a deal is both won and proven lost."""
    out: dict[str, Record] = {}
    for record in records:
        code = record["code"]
        have = out.get(code)
        if have is None:
            out[code] = record
            continue
        verdicts = {have["verdict"], record["verdict"]}
        if verdicts == {"won", "lost"}:
            raise ValueError(f"{code} is won in one survey and proven lost in another: a solver bug")
        if have["verdict"] == "unknown" and (record["verdict"] != "unknown" or record["nodes"] > have["nodes"]):
            out[code] = record
    return out


def table_jobs(mode: str, start: int, count: int, seconds: float | None, nodes: int | None,
               seek_win: bool = False) -> list[Job]:
    return [(str(table.table_code(mode, i)), seconds, nodes, i, seek_win) for i in range(start, start + count)]


def write_table(records: Iterable[Record], data: Path = DATA, module: Path = TABLE_DATA) -> dict[str, tuple[int, int]]:
    """Write the table from survey records of table deals: ``data/winnable/<mode>.txt`` (index, code, line;
    every won deal, with those already there) and ``table_data.py`` (per mode, the deals surveyed from
    index 0 with no gap, and the bitmap of the won ones). Returns per mode (surveyed, winnable)."""
    merged = merge(record for record in records if "index" in record)
    data.mkdir(parents=True, exist_ok=True)
    surveyed_count: dict[str, int] = {}
    bitmaps: dict[str, str] = {}
    sizes = {}
    for mode in table.MODES:
        lines = read_lines(mode, data)
        looked = set(lines)
        for record in merged.values():
            if GameCode.parse(record["code"]).mode != mode:
                continue
            index = record["index"]
            looked.add(index)
            if record["verdict"] == "won":
                lines[index] = record["line"]
        count = max(table.surveyed(mode), 0)
        while count in looked:
            count += 1
        if not count:
            continue
        won = sorted(i for i in lines if i < count)
        with open(data / f"{mode}.txt", "w", encoding="utf-8") as out:
            for i in sorted(lines):
                out.write(f"{i} {table.code_name(mode, i)} {lines[i]}\n")
        surveyed_count[mode], bitmaps[mode] = count, table.bitmap(won, count)
        sizes[mode] = (count, len(won))
    for mode in table.MODES:  # modes not surveyed this time keep what they had
        if mode not in surveyed_count and table.surveyed(mode):
            surveyed_count[mode], bitmaps[mode] = table.surveyed(mode), table_data.WINNABLE[mode]
    body = [
        f'"""{(table_data.__doc__ or "").strip()}\n"""',
        "",
        "SURVEYED: dict[str, int] = {",
        *(f'    "{mode}": {count},' for mode, count in surveyed_count.items()),
        "}",
        "WINNABLE: dict[str, str] = {",
        *(f'    "{mode}": (\n' + "".join(f'        "{bits[i:i + 100]}"\n' for i in range(0, len(bits), 100)) + "    ),"
          for mode, bits in bitmaps.items()),
        "}",
        "",
    ]
    module.write_text("\n".join(body), encoding="utf-8")
    return sizes


def read_lines(mode: str, data: Path = DATA) -> dict[int, str]:
    """The table's winning lines of ``mode`` by deal index (checking each line's code against its index)."""
    path = data / f"{mode}.txt"
    out: dict[int, str] = {}
    if not path.exists():
        return out
    for number, text in enumerate(path.read_text(encoding="utf-8-sig").splitlines(), start=1):
        index, letters, line = text.split(" ")
        if table.code_name(mode, int(index)) != letters:
            raise ValueError(f"{path}:{number}: deal {index} of {mode} is {table.code_name(mode, int(index))}, not {letters}")
        out[int(index)] = line
    return out


def verify_table(modes: Iterable[str] = table.MODES, sample: int | None = None, seed: int = 0,
                 data: Path = DATA) -> list[str]:
    """Replay the table's winning lines through the engine's checked ``play`` (all of them, or ``sample``
    per mode chosen by ``seed``); the problems found (none: the table holds). Every deal the shipped
    bitmap calls winnable must have a line that wins, and no other deal may be listed."""
    from ..deal import SplitMix64

    problems = []
    for mode in modes:
        lines = read_lines(mode, data)
        won = table.winnable(mode)
        listed = {i for i in lines if i < table.surveyed(mode)}
        if listed != set(won):
            problems.append(f"{mode}: {len(set(won) - listed)} winnable deals without a line, "
                            f"{len(listed - set(won))} lines of deals not in the table")
        chosen = list(won)
        if sample is not None and sample < len(chosen):
            rng = SplitMix64(seed)
            chosen = sorted({chosen[rng.below(len(chosen))] for _ in range(sample)})
        for index in chosen:
            if index not in lines:
                continue
            game = Game.deal(table.table_code(mode, index))
            try:
                for move in table.decode_line(game, lines[index]):
                    game.play(move)
            except ValueError as error:
                problems.append(f"{game.code} (deal {index} of {mode}): {error}")
                continue
            if not game.is_won:
                problems.append(f"{game.code} (deal {index} of {mode}): the line ends before a win")
    return problems

__all__ = [
    "append_records", "merge", "read_records", "record_fault", "run", "solve_record", "table_jobs", "verify_table",
    "write_table",
]

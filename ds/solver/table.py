"""The table of deals proven winnable, per mode: where "winnable deals only" and the daily deal draw from.

The table's deals of a mode are a fixed sequence of deal numbers, ``table_deal(mode, i)`` for i = 0, 1, 2
...: an affine permutation of the 26⁷ deal numbers (so no deal comes twice), a different start per mode.
The survey (``python -m ds survey --table``) solves them in order; ``table_data.py`` ships, per mode, how
many were surveyed and a bitmap of the ones proven winnable (zlib, base64). Each of those is proven by a
winning line kept in ``data/winnable/<mode>.txt`` (not shipped to the page): ``python -m ds survey
--verify-table`` replays every line through the engine's checked ``play``.

>>> table_code("D1N", 0)
GameCode.parse('DS1-D1N-DZXPRWL')
>>> len(winnable("D1N")) > 1000
True
>>> daily("D1N", date(2026, 1, 1)) == daily("D1N", date(2026, 1, 1)) != daily("D1N", date(2026, 1, 2))
True
"""

from __future__ import annotations

import base64
import zlib
from datetime import date
from math import gcd

from ..codes import DEAL_COUNT, GameCode, deal_letters
from ..deal import SplitMix64
from ..game import Game
from ..moves import Move
from ..piles import COLUMN_1, FOUNDATION_1, STOCK, WASTE
from . import table_data

MODES = ("D1N", "D3N", "D1V", "D3V")
STEP = 4_963_929_787
"""The permutation's step: coprime with 26⁷, about 0.618 of it, so that the deals look unrelated."""
START = {"D1N": 1_234_567_891, "D3N": 2_718_281_828, "D1V": 3_141_592_653, "D3V": 1_618_033_988}


def table_deal(mode: str, index: int) -> int:
    """The deal number of the table's deal ``index`` of ``mode``."""
    return int((START[mode] + index * STEP) % DEAL_COUNT)


def table_code(mode: str, index: int) -> GameCode:
    return GameCode(int(mode[1]), mode[2], table_deal(mode, index))


_WINNABLE: dict[str, list[int]] = {}


def surveyed(mode: str) -> int:
    """How many of the table's deals of ``mode`` (from index 0 on) the shipped table has looked at."""
    return int(table_data.SURVEYED.get(mode, 0))


def winnable(mode: str) -> list[int]:
    """The indices of the table's deals of ``mode`` proven winnable, in order (read once from ``table_data``)."""
    if mode not in _WINNABLE:
        bits = zlib.decompress(base64.b64decode(table_data.WINNABLE[mode])) if table_data.WINNABLE.get(mode) else b""
        count = surveyed(mode)
        _WINNABLE[mode] = [  # byte by byte: a sparse mode's bitmap is mostly zero bytes
            i for at, byte in enumerate(bits) if byte
            for i in range(8 * at, 8 * at + 8) if byte >> (i & 7) & 1 and i < count
        ]
    return _WINNABLE[mode]


def bitmap(indices: list[int], count: int) -> str:
    """``table_data``'s form of a set of indices below ``count``: a bitmap, compressed, in base64."""
    bits = bytearray((count + 7) // 8)
    for i in indices:
        bits[i >> 3] |= 1 << (i & 7)
    return base64.b64encode(zlib.compress(bytes(bits), 9)).decode("ascii")


def shuffled(mode: str, seed: int, k: int) -> GameCode | None:
    """The ``k``-th deal of one player's own order of the winnable deals of ``mode`` (a permutation chosen by
    ``seed``): no deal comes twice until all have come; None when the table of ``mode`` is empty."""
    n = len(winnable(mode))
    if not n:
        return None
    rng = SplitMix64(seed)
    start, step = rng.below(n), rng.below(n) or 1
    while gcd(step, n) != 1:
        step = step % n + 1
    return table_code(mode, winnable(mode)[(start + k * step) % n])


def daily(mode: str, day: date) -> GameCode | None:
    """The daily deal of ``mode`` on ``day``: the winnable deal number ``SplitMix64(day.toordinal() * 4 + m)
    .below(n)`` of the table (m: the mode's place in ``MODES``, n: the table's winnable deals of the mode);
    None when there are none. See docs/game-codes.md."""
    deals = winnable(mode)
    if not deals:
        return None
    rng = SplitMix64(day.toordinal() * 4 + MODES.index(mode))
    return table_code(mode, deals[rng.below(len(deals))])


# --- winning lines, written short ---------------------------------------------------------------------

_SOURCE = {WASTE: "w", **{COLUMN_1 + i: str(i + 1) for i in range(9)}, **{FOUNDATION_1 + f: "ABCDEFGH"[f] for f in range(8)}}
_PILE = {text: pile for pile, text in _SOURCE.items()}


def encode_line(moves: list[Move]) -> str:
    """A line of engine moves in short text: ``s`` for a tap on the stock (a draw or a recycle; a run of
    3 to 28 taps is ``*`` and a letter, ``a`` for 3), else the source (``w``, ``1``-``9``, foundation spots
    ``A``-``H``) and the target (``1``-``9``, ``f`` for the foundation that takes the card). The number of
    cards of a column move follows from the position.

    >>> encode_line([Move.parse("s>w"), Move.parse("w>S1"), Move.parse("3>5:2"), Move.parse("S1>4")])
    'swf35A4'
    >>> encode_line([Move.parse("s>w")] * 31)
    '*z*a'
    """
    out = []
    taps = 0
    for move in [*moves, None]:
        if move is not None and (move.src == STOCK or move.dst == STOCK):
            taps += 1
            continue
        while taps >= 3:
            run = min(taps, 28)
            out.append("*" + chr(ord("a") + run - 3))
            taps -= run
        out.append("s" * taps)
        taps = 0
        if move is not None:
            out.append(_SOURCE[move.src] + ("f" if move.dst.is_foundation else str(move.dst - COLUMN_1 + 1)))
    return "".join(out)


def decode_line(game: Game, text: str) -> list[Move]:
    """The engine moves of a short line (``encode_line``), played on a copy of ``game`` to resolve them;
    ``ValueError`` when a move is not legal there."""
    twin = game.copy()
    out: list[Move] = []
    i = 0
    while i < len(text):
        if text[i] in "s*":
            taps = 1 if text[i] == "s" else ord(text[i + 1 : i + 2] or "?") - ord("a") + 3
            if not 1 <= taps <= 28:
                raise ValueError(f"{text[i:i + 2]!r} is not a run of taps")
            i += 1 if text[i] == "s" else 2
        else:
            taps = 0
            src, dst = _PILE.get(text[i]), text[i + 1 : i + 2]
            i += 2
        for _ in range(taps or 1):
            if taps:
                move = twin.stock_move
            else:
                found = [m for m in twin.legal_moves if m.src == src and m.dst != STOCK
                         and (m.dst.is_foundation if dst == "f" else str(m.dst - COLUMN_1 + 1) == dst)]
                move = found[0] if len(found) == 1 else None
            if move is None:
                raise ValueError(f"move {len(out) + 1} (near {text[max(0, i - 2):i]!r}) is not a legal move there")
            twin.play(move)
            out.append(move)
    return out


def code_name(mode: str, index: int) -> str:
    """The deal letters of a table deal (as written in the lines files)."""
    return deal_letters(table_deal(mode, index))


__all__ = ["MODES", "daily", "decode_line", "encode_line", "shuffled", "surveyed", "table_code", "table_deal", "winnable"]

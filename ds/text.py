"""A text picture of a position, for debugging, failure messages, ``python -m ds deal`` and ``play``.

Face-down cards show as ``##``; the waste shows its fanned cards, the top last.
Unlike ``str(position)``, it hides what a player cannot see.
"""

from __future__ import annotations

from .cards import CARDS, SUITS
from .piles import COLUMN_PILES
from .position import Position


def picture(position: Position, heading: str) -> str:
    """Several lines: ``heading``, stock and waste, foundations, then the columns."""
    lines = [heading]
    shown = position.waste[-position.fan :] if position.fan else ()
    hidden_waste = len(position.waste) - len(shown)
    waste = " ".join(str(card) for card in shown) or "--"
    lines.append(f"stock {len(position.stock):2d}   waste {waste}" + (f"  (+{hidden_waste} under)" if hidden_waste else ""))
    rows = []
    for suit in range(4):
        spots = []
        for spot in (2 * suit, 2 * suit + 1):
            count = position.foundations[spot]
            spots.append(str(CARDS[suit * 13 + count - 1]) if count else "--")
        rows.append(f"{SUITS[suit]}: {' '.join(f'{s:>3}' for s in spots)}")
    lines.append("foundations " + "   ".join(rows))
    for pile, column, hidden in zip(COLUMN_PILES, position.columns, position.hidden):
        cards = ["##"] * hidden + [str(card) for card in column[hidden:]]
        lines.append(f"{pile}: {' '.join(cards) if cards else '(empty)'}")
    return "\n".join(lines)

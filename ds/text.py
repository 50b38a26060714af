"""A text picture of a game, for debugging, failure messages and ``python -m ds deal``.

Face-down cards show as ``##``; the waste shows its fanned cards, the top last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CARDS, SUITS
from .scoring import dollars

if TYPE_CHECKING:
    from .game import Game


def picture(game: Game) -> str:
    """Several lines: the code and score, stock and waste, foundations, then the columns."""
    score = dollars(game.score) if game.vegas else f"{game.score}"
    lines = [f"{game.code}  score {score}  moves {game.moves}" + ("  WON" if game.is_won() else "")]
    shown = game.waste[-game.fan :] if game.fan else []
    hidden_waste = len(game.waste) - len(shown)
    waste = " ".join(str(card) for card in shown) or "--"
    lines.append(f"stock {len(game.stock):2d}   waste {waste}" + (f"  (+{hidden_waste} under)" if hidden_waste else ""))
    rows = []
    for suit in range(4):
        spots = []
        for spot in (2 * suit, 2 * suit + 1):
            count = game.foundations[spot]
            spots.append(str(CARDS[suit * 13 + count - 1]) if count else "--")
        rows.append(f"{SUITS[suit]}: {' '.join(f'{s:>3}' for s in spots)}")
    lines.append("foundations " + "   ".join(rows))
    for number, column in enumerate(game.columns, start=1):
        hidden = game.hidden[number - 1]
        cards = ["##"] * hidden + [str(card) for card in column[hidden:]]
        lines.append(f"col-{number}: {' '.join(cards) if cards else '(empty)'}")
    return "\n".join(lines)


"""Scoring: Normal (points, floor 0) and Vegas (dollars, a $104 stake, no floor); either stops at ``MOST_SCORE``.

>>> points(vegas=False, to_foundation=True, from_waste=False, flipped=True)
15
>>> points(vegas=True, to_foundation=True, from_waste=True, flipped=True)
5
>>> settle(30, -100, vegas=False), settle(-104, 5, vegas=True)
(0, -99)
"""

from __future__ import annotations

NORMAL_START = 0
VEGAS_START = -104
"""The Vegas stake: $1 a card."""

TURN_OVER = 5
TO_FOUNDATION = 10
WASTE_TO_COLUMN = 5
RECYCLE = -100
VEGAS_TO_FOUNDATION = 5

MOST_SCORE = 1_000_000_000
"""The score's limit either way, where it stops: a position beyond it is refused as made up (a save of it could not be
loaded). No player's game comes near it from a deal (no action raises the score by more than 15: it takes over
66,000,000 actions, a card taken back and put home again and again), but a program may play that many, and a game
set up just under it needs only a few: past it, they played into positions that could not be set up or saved."""


def start(vegas: bool) -> int:
    """The score a game starts at: 0 in Normal, the -$104 stake in Vegas."""
    return VEGAS_START if vegas else NORMAL_START


def points(*, vegas: bool, to_foundation: bool, from_waste: bool, flipped: bool) -> int:
    """What a card move earns before the floor: a foundation, a card from the waste, a card turned over."""
    if vegas:
        return VEGAS_TO_FOUNDATION if to_foundation else 0
    if to_foundation:
        return TO_FOUNDATION + (TURN_OVER if flipped else 0)
    return (WASTE_TO_COLUMN if from_waste else 0) + (TURN_OVER if flipped else 0)


def recycle_points(vegas: bool) -> int:
    """What a recycle costs (Vegas has none: its stock is never recycled)."""
    return 0 if vegas else RECYCLE


def settle(score: int, change: int, *, vegas: bool) -> int:
    """The score after a change: Normal never goes below 0, Vegas has no floor; neither goes beyond ``MOST_SCORE``.

    >>> settle(MOST_SCORE - 5, 10, vegas=False), settle(MOST_SCORE, 5, vegas=True)
    (1000000000, 1000000000)
    """
    new = score + change
    if new > MOST_SCORE:
        return MOST_SCORE
    return new if vegas or new >= 0 else 0


def dollars(amount: int) -> str:
    """A Vegas score as the English text writes it: ``$416``, ``$0``, ``-$104``; ``TypeError`` for what is no whole
    number.

    >>> dollars(416), dollars(0), dollars(-104)
    ('$416', '$0', '-$104')
    """
    if not isinstance(amount, int) or isinstance(amount, bool):  # dollars(True) wrote "$True", dollars(1.5) "$1.5"
        raise TypeError(f"an amount of dollars is a whole number, not {amount!r}")
    return f"-${-amount}" if amount < 0 else f"${amount}"

"""Finish: once nothing is hidden and nothing is left to draw, every card still out goes to its foundation.

SPEC.md point 12: the game never finishes by itself, but once the stock and
the waste are empty and no card is face down, a Finish control that the
player presses plays the rest to the foundations, one ordinary counted move
per card (+10, or +$5 in Vegas), each undoable on its own. This module says
when that is (``can_finish``) and in which order the cards go
(``finish_move``, ``finish_line``); the page plays the moves one by one.

The order is the lowest rank first, leftmost column first among equals (all
the aces, then the twos, and so on).

Why it always completes. Take a position where ``can_finish`` holds: stock
and waste empty, every column card face up, and, in each column, every card
one rank lower than the card beneath it (the face-up part of a column is
always such a run in play: a column's first face-up card is turned over or
is a king put on an empty column, and a card or run is only ever put on a
card one rank higher). Let ``m`` be the lowest rank among the cards still in
the columns, and ``c`` such a card, of suit ``s``.

1. ``c`` is the top card of its column: a card lying on it would be of a
   lower rank than ``m``, and still in a column.
2. A foundation of suit ``s`` takes ``c``. Both copies of every rank below
   ``m`` in suit ``s`` are on the foundations (every card not on a
   foundation is in a column, and none there is below ``m``), and a
   foundation holds its suit from the ace up, so both spots of row ``s``
   hold at least ``m - 1`` cards. They cannot both hold ``m`` or more: then
   both copies of ``c`` would be on them. So one holds exactly ``m - 1``
   cards and takes ``c`` (``Game.foundation_for`` finds the first that does).

So a legal foundation move always exists; each puts one more card on the
foundations and keeps the three conditions (a top card leaves, so the
columns stay runs; nothing is turned over). After as many moves as there are
cards in the columns, all 104 are on the foundations: the game is won.

>>> game = Game("D1N score 1190\\nfoundations: KS KS KH JH KD KD KC QC\\ncol-1: KC QH\\ncol-2: KH")
>>> can_finish(game), finish_line(game)
(True, [Move.parse('1>H2'), Move.parse('1>C2'), Move.parse('2>H2')])
>>> for move in finish_line(game):
...     game.play(move)
>>> game.is_won, game.score, can_finish(game)
(True, 1220, False)
"""

from __future__ import annotations

from .cards import RANK
from .game import Game, checked_game
from .moves import Move, move_of
from .piles import COLUMN_1


def can_finish(game: Game) -> bool:
    """Whether the Finish control may be pressed: cards are left, the stock and the waste are empty, no card
    is face down, and every column is a run down by rank (always so in play, see the module's proof)."""
    if checked_game(game, "can_finish").stock or game.waste or game.is_won or any(game.hidden):
        return False
    return all(RANK[upper] + 1 == RANK[lower] for column in game.columns for lower, upper in zip(column, column[1:]))


def finish_move(game: Game) -> Move | None:
    """The next card of the finish to its foundation: the lowest-ranked top card, leftmost of equals; None
    when the game cannot be finished (``can_finish``)."""
    if not can_finish(checked_game(game, "finish_move")):
        return None
    tops = [(RANK[column[-1]], i) for i, column in enumerate(game.columns) if column]
    _, i = min(tops)
    target = game.foundation_for(game.columns[i][-1])
    if target is None:  # impossible by the module's proof; a bug if it ever happens
        raise AssertionError(f"finish: no foundation takes the top card of col-{i + 1}\n{game}")
    return move_of(COLUMN_1 + i, target)


def finish_line(game: Game) -> list[Move]:
    """Every move of the finish, in order (worked out on a copy; empty when the game cannot be finished)."""
    twin = checked_game(game, "finish_line").copy()
    line = []
    while (move := finish_move(twin)) is not None:
        twin.push_unchecked(move)
        line.append(move)
    return line

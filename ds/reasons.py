"""Why the engine refuses a move or a gesture: a key and its values, so the page can say it in any language.

``str(reason)`` is the English sentence; ``reason.key`` and ``reason.values``
let a translation say the same (``ds/web`` keeps one text per key and language).

>>> reason = Reason.of("wrong-colour", card="7H", onto="8D")
>>> str(reason)
'7H cannot go on 8D: a card goes on one of the opposite color'
>>> reason.key, reason.value("onto")
('wrong-colour', '8D')
"""

from __future__ import annotations

from dataclasses import dataclass
from string import Formatter

ENGLISH: dict[str, str] = {
    "same-pile": "{pile} cannot move onto itself",
    "stock-to-waste-only": "the stock turns cards onto the waste only",
    "draw-count": "a draw turns {expected} card(s) here, not {count}",
    "waste-to-stock-only": "only the waste goes back to the stock",
    "vegas-no-recycle": "Vegas scoring allows one pass through the stock: the waste is not recycled",
    "recycle-needs-empty-stock": "the waste is recycled only when the stock is empty",
    "stock-and-waste-empty": "the stock and the waste are both empty",
    "recycle-count": "a recycle turns back all {expected} card(s) of the waste, not {count}",
    "nothing-onto-waste": "no card can be put on the waste",
    "pile-empty": "{pile} is empty",
    "waste-top-only": "only the top card of the waste can be played",
    "not-face-up": "{pile} has {showing} face-up card(s): {count} cannot move",
    "foundation-one-card": "a foundation takes one card at a time",
    "foundation-gives-one": "a foundation gives back one card at a time",
    "take-back-to-column": "a card taken back from a foundation goes to a column only",
    "stock-spent": "the stock is spent: Vegas scoring allows one pass through it",
    "stock-empty-recycle": "the stock is empty: tap it to recycle the waste",
    "empty-column-king": "{pile} is empty and an empty column takes only a king, not {card}",
    "wrong-colour": "{card} cannot go on {onto}: a card goes on one of the opposite color",
    "wrong-rank": "{card} cannot go on {onto}: a card goes on one a rank higher",
    "wrong-suit": "{pile} takes only {suit} cards, not {card}",
    "foundation-next": "{pile} takes {wanted} next, not {card}",
    "foundation-needs-ace": "{pile} takes an ace first, not {card}",
    "foundation-complete": "{pile} is complete: it takes no more cards",
    "first-spot": "{card} goes to {target}, the first spot of its row that takes it",
    "tap-top-only": "a tap sends only a top card to a foundation",
    "no-foundation": "no foundation takes {card} yet",
    "nowhere": "no column or foundation takes {card}",
    "stock-is-tapped": "stock cards are turned by a tap, not dragged",
    "nothing-onto-stock": "no card can be put on the stock: a tap on the stock turns the waste back over",
    "double-tap-card": "a double tap moves a card: each tap on the stock draws",
    "foundation-drag-only": "a foundation card is taken back by dragging it to a column",
    "no-card-there": "{pile} has no card at index {index}",
    "face-down": "a face-down card cannot be played",
    "top-card-only": "only the top card of {pile} can be played",
    "code-empty": "the game code is empty; it looks like DS1-D1N-AAAAAAB",
    "code-not-text": "a game code is text, not {kind}",
    "code-not-ascii": "{char} in {text} is not a letter of a game code: only A to Z, 0 to 9 and '-', as in DS1-D1N-ABCDEFG",
    "code-parts": "{text} is not a game code: a game code is three parts joined by '-', as in DS1-D1N-ABCDEFG",
    "code-format": "the format part {part} of {text} must be DS1",
    "code-draw": "the draw mode {part} in {text} must be D1 or D3",
    "code-scoring": "the scoring {part} in {text} must be N (Normal) or V (Vegas)",
    "code-mode": "the mode part {part} of {text} must be D1 or D3 then N or V, as in D1N",
    "code-deal": "the deal part {part} must be {letters} letters from A to Z (it has {length} characters)",
    "code-deal-number": "a deal number is a whole number from 0 to {last}, not {number}",
    "code-draw-value": "the draw mode must be 1 or 3, not {draw}",
    "code-scoring-value": "the scoring must be 'N' (Normal) or 'V' (Vegas), not {scoring}",
    "nothing-to-undo": "nothing to undo",
    "undo-limit": "undo reaches only the last {limit} actions",
    "nothing-to-redo": "nothing to redo",
    "pile-name": "{name} is not a pile: use stock, waste, col-1 to col-9 or foundation-S-1 to foundation-C-2",
    "move-not-text": "a move is a Move or text such as 3>5, not {kind}",
    "move-text": "{text} is not a move: write <from>><to>[:<count>] with piles s, w, 1-9, S1 to C2, as in 3>5:2",
    "move-count": "a move carries a whole number of cards from 1 to {most}, not {count}",
    "move-pile": "a move goes between two piles, given as Pile constants or by name (stock, waste, col-1 to col-9, foundation-S-1 to foundation-C-2), not {value}",
}
"""The English text of every reason; the page's translations have the same keys."""

FIELDS: dict[str, frozenset[str]] = {
    key: frozenset(field for _, field, _, _ in Formatter().parse(text) if field) for key, text in ENGLISH.items()
}
"""The values each reason's sentence needs, by key."""


@dataclass(frozen=True)
class Reason:
    """A refusal: ``key`` names it, ``values`` fill in its text (card and pile names, numbers)."""

    key: str
    values: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, key: str, **values: object) -> Reason:
        """The reason ``key`` with the values its sentence names (``TypeError`` if any is missing)."""
        needed = FIELDS.get(key)
        if needed is None:
            raise KeyError(f"no reason is called {key!r}")
        if not needed <= values.keys():
            missing = ", ".join(sorted(needed - values.keys()))
            raise TypeError(f"the reason {key!r} needs a value for {missing}")
        return cls(key, tuple((name, str(value)) for name, value in values.items()))

    def value(self, name: str) -> str:
        """The value of one of the sentence's fields (``KeyError`` for a field it has not)."""
        return dict(self.values)[name]

    def __str__(self) -> str:
        return ENGLISH[self.key].format(**dict(self.values))

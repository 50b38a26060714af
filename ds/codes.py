"""Game codes: ``DS1-<draw><scoring>-<deal>``, such as ``DS1-D1N-AAAAAAB``.

``<draw>`` is ``D1`` or ``D3``, ``<scoring>`` ``N`` (Normal) or ``V``
(Vegas), ``<deal>`` seven letters read as a base-26 number (A = 0, most
significant first). See ``docs/game-codes.md``.

>>> code = GameCode.parse(" ds1-d3v-aaaaabb ")
>>> code
GameCode.parse('DS1-D3V-AAAAABB')
>>> code.draw, code.scoring, code.deal
(3, 'V', 27)
>>> str(GameCode(1, "N", 1))
'DS1-D1N-AAAAAAB'
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from functools import cached_property

from .errors import InvalidCodeError, shown
from .reasons import Reason

FORMAT = "DS1"
DRAWS = (1, 3)
NORMAL, VEGAS = "N", "V"
SCORINGS = (NORMAL, VEGAS)
DEAL_LETTERS = 7
DEAL_COUNT = 26**DEAL_LETTERS
"""How many deals there are: 26⁷ = 8,031,810,176."""
_A = ord("A")
DASHES = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
"""'-' and the dashes a code may come with when copied from formatted text (hyphen, en and em dash, minus…)."""


def looks_like_code(text: str) -> bool:
    """Whether ``text`` is three parts joined by dashes, any of ``DASHES``: a code with a wrong part (or with
    typographic dashes) rather than no code at all.

    >>> looks_like_code("DS1-D9N-AAAAAAB"), looks_like_code("DS1\u2010D1N\u2010AAAAAAB"), looks_like_code("hello")
    (True, True, False)
    """
    return isinstance(text, str) and sum(text.count(dash) for dash in DASHES) == 2


def deal_letters(number: int) -> str:
    """The seven letters of a deal number.

    >>> deal_letters(0), deal_letters(1), deal_letters(26), deal_letters(DEAL_COUNT - 1)
    ('AAAAAAA', 'AAAAAAB', 'AAAAABA', 'ZZZZZZZ')
    """
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number < DEAL_COUNT:
        raise InvalidCodeError(Reason.of("code-deal-number", last=DEAL_COUNT - 1, number=repr(number)))
    letters = []
    for _ in range(DEAL_LETTERS):
        number, digit = divmod(number, 26)
        letters.append(chr(_A + digit))
    return "".join(reversed(letters))


def deal_number(letters: str) -> int:
    """The deal number of seven letters ``A``–``Z`` (any case).

    >>> deal_number("AAAAAAB"), deal_number("zzzzzzz")
    (1, 8031810175)
    """
    _ascii(letters)
    text = letters.upper()
    if len(text) != DEAL_LETTERS or not all("A" <= ch <= "Z" for ch in text):
        raise InvalidCodeError(Reason.of("code-deal", part=shown(letters), letters=DEAL_LETTERS, length=len(letters)))
    number = 0
    for ch in text:
        number = number * 26 + ord(ch) - _A
    return number


@dataclass(frozen=True)
class GameCode:
    """A deal with its draw mode and scoring: everything needed to deal a game again."""

    draw: int
    scoring: str
    deal: int

    def __post_init__(self) -> None:
        if not isinstance(self.draw, int) or isinstance(self.draw, bool) or self.draw not in DRAWS:
            raise InvalidCodeError(Reason.of("code-draw-value", draw=repr(self.draw)))
        if self.scoring not in SCORINGS:
            raise InvalidCodeError(Reason.of("code-scoring-value", scoring=repr(self.scoring)))
        deal_letters(self.deal)  # validates the number

    @property
    def mode(self) -> str:
        """``D1N``, ``D3N``, ``D1V`` or ``D3V``."""
        return f"D{self.draw}{self.scoring}"

    @property
    def vegas(self) -> bool:
        """Whether the deal is scored in Vegas dollars (else Normal points)."""
        return self.scoring == VEGAS

    @classmethod
    def random(cls, draw: int, scoring: str) -> GameCode:
        """A deal of the mode chosen by the platform's cryptographic randomness (SPEC.md point 13), never
        by a ``random`` state, which a memory snapshot of the runtime would freeze for every visitor.
        ``InvalidCodeError`` for a draw that is not 1 or 3, or a scoring that is not ``"N"`` or ``"V"``.

        >>> GameCode.random(3, "V").mode
        'D3V'
        """
        return cls(draw, scoring, secrets.randbelow(DEAL_COUNT))

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read a code, ignoring case and surrounding blanks; otherwise an ``InvalidCodeError`` says which part is
        wrong."""
        if not isinstance(text, str):
            raise InvalidCodeError(Reason.of("code-not-text", kind=type(text).__name__))
        clean = text.strip()
        if not clean:
            raise InvalidCodeError(Reason.of("code-empty"))
        _ascii(clean)
        clean = clean.upper()
        parts = clean.split("-")
        if len(parts) != 3:
            raise InvalidCodeError(Reason.of("code-parts", text=shown(text)))
        fmt, mode, deal = parts
        if fmt != FORMAT:
            raise InvalidCodeError(Reason.of("code-format", part=shown(fmt), text=shown(text)))
        if len(mode) != 3 or mode[0] != "D" or mode[1] not in "13" or mode[2] not in SCORINGS:
            if len(mode) == 3 and mode[0] == "D" and mode[1] in "13":
                raise InvalidCodeError(Reason.of("code-scoring", part=shown(mode[2]), text=shown(text)))
            if len(mode) >= 2 and mode[0] == "D" and mode[1] not in "13":
                raise InvalidCodeError(Reason.of("code-draw", part=shown(mode[:2]), text=shown(text)))
            raise InvalidCodeError(Reason.of("code-mode", part=shown(mode), text=shown(text)))
        return cls(int(mode[1]), mode[2], deal_number(deal))

    def __str__(self) -> str:
        return self._text

    @cached_property
    def _text(self) -> str:
        """The code's text, made once (the page writes it after every move)."""
        return f"{FORMAT}-{self.mode}-{deal_letters(self.deal)}"

    def __repr__(self) -> str:
        return f"GameCode.parse({str(self)!r})"


def _ascii(text: str) -> None:
    """Refuse a letter outside ASCII: ``str.upper()`` would read look-alikes (``ſ``, ``ı``, ``ﬆ``) as code letters.

    >>> GameCode.parse("dſ1-d1n-aaaaaab")
    Traceback (most recent call last):
    ...
    ds.errors.InvalidCodeError: 'ſ' in 'dſ1-d1n-aaaaaab' is not a letter of a game code: only A to Z, 0 to 9 and '-', as in DS1-D1N-ABCDEFG
    """
    if not text.isascii():
        char = next(ch for ch in text if not ch.isascii())
        raise InvalidCodeError(Reason.of("code-not-ascii", char=repr(char), text=shown(text)))

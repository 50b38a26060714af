"""The interface's words in English, Swedish and Portuguese, read from ``static/i18n/<language>.json``.

Pure Python, no browser: the page and the tests read the same files. Each
file holds ``texts`` (a key → a template), ``number`` (digit grouping) and
``rules`` (the Rules window, see ``ds/web/rules.py``). Templates use
``str.format`` fields; a card or a pile given as a value says itself in the
language, and a format spec picks the grammatical form
(``{pile:from}`` → "from column 3", "från kolumn 3", "da coluna 3").

>>> en, sv, pt = (Texts.load(language) for language in LANGUAGES)
>>> en.money(-104), sv.money(-104), pt.money(416)
('-$104', '-104\\xa0$', '$416')
>>> en.number(1220), sv.number(1220), pt.number(1220), pt.number(12345)
('1,220', '1\\xa0220', '1220', '12\\xa0345')
>>> en.card("7H"), sv.card("7H"), pt.card("QS")
('7 of hearts', 'hjärter 7', 'dama de espadas')
>>> from ds.reasons import Reason
>>> en.reason(Reason.of("wrong-colour", card="7H", onto="8D"))
'The 7 of hearts cannot go on the 8 of diamonds: a card goes on one of the opposite color.'
>>> pick_language(["nb-NO", "pt-BR", "en"]), pick_language([])
('pt', 'en')
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..cards import NAMES, RANK_NAMES, SUITS, Card
from ..reasons import ENGLISH, Reason

LANGUAGES = ("en", "sv", "pt")
"""The languages of the interface, in the order the Settings window lists them."""
DEFAULT = "en"
FOLDER = Path(__file__).resolve().parents[2] / "static" / "i18n"
"""Where the language files are: the repository's static/i18n, which pyscript.toml copies to the same place."""

PILE_FORMS = ("", "name", "from", "to", "in")
"""How a pile may be said: "" in a sentence ("the waste pile"), ``name`` as a label ("Waste pile"),
``from``/``to``/``in`` with their preposition ("from the waste pile")."""

CARD_VALUES = ("card", "onto", "wanted")
PILE_VALUES = ("pile", "target")
FAMILIES: dict[str, tuple[str, ...]] = {
    "reason": tuple(ENGLISH),
    "rank": RANK_NAMES,
    "suit": tuple(SUITS),
    "mode": ("D1N", "D3N", "D1V", "D3V"),
    "figure": ("empty-column", "second-ace", "draw-three"),
    "pile.column": PILE_FORMS,
    "pile.stock": PILE_FORMS,
    "pile.waste": PILE_FORMS,
    "pile.foundation": PILE_FORMS,
}
"""Keys the code builds from parts (``reason.<key>``, ``rank.<rank>``, ``pile.column.<form>``…):
each family must have exactly these members in every language (tests/web/test_i18n.py)."""


def pick_language(preferred: Iterable[Any]) -> str:
    """The first of the browser's languages (``navigator.languages``) that the game speaks, else English."""
    for tag in preferred:
        primary = str(tag).strip().lower().replace("_", "-").split("-")[0]
        if primary in LANGUAGES:
            return primary
    return DEFAULT


def family_key(family: str, member: str) -> str:
    """The key of one member of a family: ``family_key("pile.column", "")`` is ``pile.column``."""
    return f"{family}.{member}" if member else family


class Texts:
    """One language: ``texts("key", name=value)`` fills in a template; numbers, money, cards and piles."""

    def __init__(self, language: str, data: dict[str, Any], fallback: Texts | None = None) -> None:
        self.language = language
        self.name = str(data.get("name", language))
        self.texts: dict[str, str] = dict(data["texts"])
        number = data.get("number", {})
        self.group = str(number.get("group", ","))
        self.min_grouping = int(number.get("min_grouping", 1))
        self.rules: list[str] = list(data.get("rules", []))
        self.fallback = fallback

    @classmethod
    def load(cls, language: str, folder: Path = FOLDER) -> Texts:
        """The language's file; any language but English falls back on English for a missing key."""
        if language not in LANGUAGES:
            raise ValueError(f"no language {language!r}: the game speaks {', '.join(LANGUAGES)}")
        fallback = None if language == DEFAULT else cls.load(DEFAULT, folder)
        return cls(language, read(language, folder), fallback)

    def template(self, key: str) -> str:
        if key in self.texts:
            return self.texts[key]
        if self.fallback is not None:
            return self.fallback.template(key)
        raise KeyError(f"no text {key!r}")

    def __call__(self, key: str, **values: Any) -> str:
        """The text of ``key`` with its fields filled in."""
        return self.template(key).format(**values)

    def plural(self, key: str, count: int, **values: Any) -> str:
        """``key.one`` for 1, ``key.other`` otherwise (so in all three languages), ``{count}`` grouped.

        >>> en = Texts.load("en")
        >>> en.plural("count.cards", 1), en.plural("count.cards", 1500)
        ('1 card', '1,500 cards')
        """
        return self(f"{key}.{'one' if count == 1 else 'other'}", count=self.number(count), **values)

    # --- numbers -----------------------------------------------------------------------

    def number(self, value: int) -> str:
        """A whole number with the language's digit grouping (no grouping below ``min_grouping`` + 3 digits)."""
        digits = str(abs(value))
        if len(digits) >= 4 + self.min_grouping - 1:
            groups: list[str] = []
            while len(digits) > 3:
                digits, tail = digits[:-3], digits[-3:]
                groups.insert(0, tail)
            digits = self.group.join([digits, *groups])
        return ("-" if value < 0 else "") + digits

    def money(self, amount: int) -> str:
        """A Vegas amount as the rules text writes it: ``$416``/``-$104``, ``416 $``/``-104 $``."""
        return ("-" if amount < 0 else "") + self("money", amount=self.number(abs(amount)))

    def score(self, score: int, vegas: bool) -> str:
        """Points (grouped) or, in Vegas, dollars."""
        return self.money(score) if vegas else self.number(score)

    def percent(self, part: int, whole: int) -> str:
        """A rounded share: ``50%``, ``50 %``; never 0 while ``part`` is above 0, nor 100 while it is below ``whole``.

        >>> en = Texts.load("en")
        >>> en.percent(1, 3), en.percent(1, 250), en.percent(0, 250), en.percent(249, 250), en.percent(250, 250)
        ('33%', 'under\\xa01%', '0%', 'over\\xa099%', '100%')
        """
        if not whole:
            return self("percent", value="0")
        rounded = round(100 * part / whole)
        if rounded == 0 < part:
            return self("percent-under", value=self.number(1))
        if rounded == 100 and part < whole:
            return self("percent-over", value=self.number(99))
        return self("percent", value=self.number(rounded))

    # --- cards and piles ---------------------------------------------------------------------

    def card(self, card: int | str) -> str:
        """A card in words: "7 of hearts", "hjärter 7", "7 de copas"."""
        name = NAMES[card] if isinstance(card, int) else str(card)
        parsed = Card.parse(name)
        return self("card", rank=self(f"rank.{RANK_NAMES[parsed.rank - 1]}"), suit=self(f"suit.{parsed.suit}"))

    def cards(self, cards: Iterable[int | str]) -> str:
        """Cards in words, bottom to top, joined with the language's list separator."""
        return self("list-separator").join(self.card(card) for card in cards)

    def suit(self, letter: str) -> str:
        return self(f"suit.{letter}")

    def pile(self, name: str, form: str = "") -> str:
        """A pile (``col-3``, ``waste``, ``foundation-S-2``…) in one of ``PILE_FORMS``."""
        if form not in PILE_FORMS:
            raise ValueError(f"no pile form {form!r}")
        if name.startswith("col-"):
            return self(family_key("pile.column", form), n=name[4:])
        if name.startswith("foundation-"):
            _, suit, spot = name.split("-")
            return self(family_key("pile.foundation", form), suit=self.suit(suit), n=spot)
        if name in ("stock", "waste"):
            return self(family_key(f"pile.{name}", form))
        return name

    def ref(self, name: str) -> Any:
        """A pile as a template value: ``{pile}``, ``{pile:from}``… pick its form."""
        return _Pile(self, name)

    def reason(self, reason: Reason) -> str:
        """An engine refusal as a sentence: its key's text, cards and piles in words."""
        values: dict[str, Any] = {}
        for name, value in reason.values:
            if name in CARD_VALUES:
                values[name] = _Said(self.card(value))
            elif name in PILE_VALUES:
                values[name] = self.ref(value)
            elif name == "suit":
                values[name] = _Said(self.suit(value))
            elif value.isdigit():
                values[name] = _Said(self.number(int(value)))
            else:
                values[name] = _Said(value)
        return sentence(self(f"reason.{reason.key}", **values))


class _Said(str):
    """A value already in words: any format spec leaves it as it is."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return str(self)


class _Pile:
    """A pile name that says itself in the form its format spec asks for."""

    __slots__ = ("name", "texts")

    def __init__(self, texts: Texts, name: str) -> None:
        self.texts, self.name = texts, name

    def __format__(self, spec: str) -> str:
        return self.texts.pile(self.name, spec)


def sentence(text: str) -> str:
    """Capital first letter, full stop at the end (unless it ends with one, ``!`` or ``?``).

    >>> sentence("column 3 is empty"), sentence("¿ok?")
    ('Column 3 is empty.', '¿ok?')
    """
    text = text.strip()
    if not text:
        return text
    return text[:1].upper() + text[1:] + ("" if text[-1] in ".!?…" else ".")


def capital(text: str) -> str:
    """The text with a capital first letter (a label that starts with a pile's sentence form)."""
    return text[:1].upper() + text[1:]


def read(language: str, folder: Path = FOLDER) -> dict[str, Any]:
    """The raw language file, checked for the parts every language needs."""
    with open(folder / f"{language}.json", encoding="utf-8") as file:
        data = json.load(file)
    if not isinstance(data, dict) or not isinstance(data.get("texts"), dict):
        raise ValueError(f"{language}.json must be an object with a 'texts' object")
    return data


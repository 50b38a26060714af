"""The translations: same keys in every language, no empty text, no key unused, every engine reason said."""

from __future__ import annotations

import re
import string
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ds.cards import NAMES
from ds.reasons import ENGLISH, Reason
from ds.web.i18n import (
    FAMILIES,
    LANGUAGES,
    PILE_FORMS,
    Texts,
    family_key,
    pick_language,
    read,
    sentence,
)
from ds.web.localize import MARKUP_LANGUAGE
from ds.web.rules import KEYS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*sorted((ROOT / "ds" / "web").glob("*.py")), ROOT / "index.html"]
DATA = {language: read(language) for language in LANGUAGES}
TEXTS = {language: Texts.load(language) for language in LANGUAGES}
FIELDS = re.compile(r"{(\w+)(?::(\w*))?}")


def test_every_language_has_the_same_keys():
    english = set(DATA["en"]["texts"])
    for language in LANGUAGES:
        keys = set(DATA[language]["texts"])
        assert keys == english, f"{language}: missing {sorted(english - keys)}, extra {sorted(keys - english)}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_empty(language):
    empty = [key for key, text in DATA[language]["texts"].items() if not isinstance(text, str) or not text.strip()]
    assert empty == []
    assert all(isinstance(line, str) and line.strip() for line in DATA[language]["rules"])


def test_no_key_is_unused():
    """A key is used when the code or index.html names it, or it is a member of a family the code builds
    from parts (reason.<key>, rank.<rank>…), or the singular/plural of a key the code names."""
    source = "\n".join(path.read_text(encoding="utf-8") for path in SOURCES)
    for attributes in re.findall(r'data-i18n-attr="([^"]*)"', source):
        source += "".join(f' "{pair.partition(":")[2]}"' for pair in attributes.split(";"))
    members = {family_key(family, member) for family, names in FAMILIES.items() for member in names}
    labels = {label for label, _ in KEYS} | {action for _, action in KEYS}
    unused = []
    for key in DATA["en"]["texts"]:
        base = key.rsplit(".", 1)[0] if key.endswith((".one", ".other")) else key
        if key in members or key in labels or f'"{base}"' in source or f"'{base}'" in source:
            continue
        unused.append(key)
    assert unused == [], unused


def test_families_are_complete_in_english():
    keys = set(DATA["en"]["texts"])
    for family, names in FAMILIES.items():
        missing = [family_key(family, member) for member in names if family_key(family, member) not in keys]
        assert missing == [], family


def test_english_refusals_say_what_the_engines_sentences_say():
    """The engine's English sentences, their values in words: the same fields, and the same words once
    the articles that the words need are set aside."""
    for key, engine in ENGLISH.items():
        page = DATA["en"]["texts"][f"reason.{key}"]
        assert sorted(FIELDS.findall(page)) == sorted(FIELDS.findall(engine)), key
        assert page.replace("the {", "{").replace("{suit},", "{suit} cards,") == engine, key


@pytest.mark.parametrize("language", LANGUAGES)
def test_templates_use_only_the_fields_their_english_text_has(language):
    """A translation may leave a value out (a sentence that reads better without it) but never invent one;
    pile fields ask only for known forms."""
    english = DATA["en"]["texts"]
    for key, text in DATA[language]["texts"].items():
        names = {name for name, _ in FIELDS.findall(text)}
        assert names <= {name for name, _ in FIELDS.findall(english[key])}, key
        for name, spec in FIELDS.findall(text):
            if name in ("pile", "source", "target"):
                assert spec in PILE_FORMS, f"{language} {key}: {{{name}:{spec}}}"
        list(string.Formatter().parse(text))  # well-formed


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reason_is_said_with_any_values(language):
    """Each engine reason fills in, its cards and piles in words, as one sentence."""
    texts = TEXTS[language]
    samples = {"card": "7H", "onto": "8D", "wanted": "QS", "pile": "col-3", "target": "foundation-S-2", "suit": "C"}
    for key, text in ENGLISH.items():
        names = re.findall(r"{(\w+)}", text)
        said = texts.reason(Reason.of(key, **{name: samples.get(name, "12") for name in names}))
        assert not said[0].islower() and said.endswith((".", "!", "?")), said
        assert "7H" not in said and "col-3" not in said and "foundation-S-2" not in said, said


def test_cards_in_words():
    en, sv, pt = (TEXTS[language] for language in LANGUAGES)
    assert [en.card(name) for name in ("AS", "10D", "JC", "KH")] == ["ace of spades", "10 of diamonds", "jack of clubs", "king of hearts"]
    assert [sv.card(name) for name in ("AS", "QD", "7C")] == ["spader ess", "ruter dam", "klöver 7"]
    assert [pt.card(name) for name in ("AS", "JH", "KD", "5C")] == ["ás de espadas", "valete de copas", "rei de ouros", "5 de paus"]
    for texts in TEXTS.values():
        assert len({texts.card(name) for name in NAMES}) == 52


def test_vegas_dollars_as_each_text_writes_them():
    en, sv, pt = (TEXTS[language] for language in LANGUAGES)
    assert [en.money(n) for n in (416, 0, -104)] == ["$416", "$0", "-$104"]
    assert [sv.money(n) for n in (416, 0, -104)] == ["416\u00a0$", "0\u00a0$", "-104\u00a0$"]
    assert [pt.money(n) for n in (416, 0, -104)] == ["$416", "$0", "-$104"]
    assert en.money(-1248) == "-$1,248" and sv.money(12480) == "12\u00a0480\u00a0$"


def test_points_with_the_locales_digit_grouping():
    en, sv, pt = (TEXTS[language] for language in LANGUAGES)
    assert [en.number(n) for n in (0, 999, 1220, 1234567)] == ["0", "999", "1,220", "1,234,567"]
    assert [sv.number(n) for n in (999, 1220, 12345)] == ["999", "1\u00a0220", "12\u00a0345"]
    assert [pt.number(n) for n in (999, 1220, 12345)] == ["999", "1220", "12\u00a0345"]  # pt-PT: no grouping of 4 digits
    assert en.score(1220, vegas=False) == "1,220" and sv.score(-99, vegas=True) == "-99\u00a0$"
    assert en.percent(1, 3) == "33%" and sv.percent(1, 2) == "50\u00a0%"


def test_a_share_is_never_rounded_to_none_or_all():
    """A Vegas draw 3 player with 1 win in 250 games was shown a win rate of 0% beside Won 1 (fewer than 1 deal in 100
    of that mode is winnable), and 199 wins in 200 games showed 100%."""
    en, sv, pt = (TEXTS[language] for language in LANGUAGES)
    assert [en.percent(part, 250) for part in (0, 1, 2, 248, 249, 250)] == [
        "0%", "under\u00a01%", "1%", "99%", "over\u00a099%", "100%"]
    assert sv.percent(1, 250) == "under\u00a01\u00a0%" and sv.percent(199, 200) == "över\u00a099\u00a0%"
    assert pt.percent(1, 250) == "menos\u00a0de\u00a01%" and pt.percent(199, 200) == "mais\u00a0de\u00a099%"
    assert en.percent(1, 200) == "under\u00a01%" and en.percent(3, 200) == "2%"  # 0.5 rounds to even
    assert en.percent(0, 0) == "0%"


def test_plurals():
    en, sv, pt = (TEXTS[language] for language in LANGUAGES)
    assert en.plural("count.face-down", 1) == "1 face-down card"
    assert sv.plural("count.face-down", 2) == "2 dolda kort"
    assert pt.plural("count.cards", 0) == "0 cartas"


def test_piles_in_every_form():
    pt = TEXTS["pt"]
    assert [pt.pile("col-3", form) for form in PILE_FORMS] == [
        "a coluna 3", "Coluna 3", "da coluna 3", "para a coluna 3", "na coluna 3"]
    assert TEXTS["en"].pile("foundation-H-2", "name") == "hearts foundation 2"
    assert TEXTS["sv"].pile("waste", "from") == "från kasthögen"


@pytest.mark.parametrize(("languages", "expected"), [
    (["sv-SE", "en-US"], "sv"), (["pt-BR"], "pt"), (["pt_PT"], "pt"), (["de-DE", "fr"], "en"),
    (["nb", "SV"], "sv"), ([], "en"), ([None, ""], "en"),
])
def test_language_from_the_browser(languages, expected):
    assert pick_language(languages) == expected


def test_a_missing_key_falls_back_on_english():
    sv = Texts.load("sv")
    del sv.texts["button.close"]
    assert sv("button.close") == "Close"


def test_sentence():
    assert sentence("kolumn 3 är tom") == "Kolumn 3 är tom."
    assert sentence("Done!") == "Done!"


def test_the_figure_family_is_the_drawings():
    from ds.web.figures import FIGURES

    assert FAMILIES["figure"] == FIGURES


class _Words(HTMLParser):
    """index.html's localized words as the markup has them: (key, text) for each ``data-i18n`` element's
    text, attribute of ``data-i18n-attr`` and ``data-i18n-template`` (its ``data-slot`` children as fields)."""

    VOID = frozenset({"input", "br", "meta", "link", "img", "path", "rect", "circle"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, str]] = []
        self.open: list[list[str | None]] = []  # [data-i18n or template key, slot, text so far]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = {name: value or "" for name, value in attrs}
        for pair in named.get("data-i18n-attr", "").split(";") if "data-i18n-attr" in named else ():
            attribute, _, key = pair.partition(":")
            self.found.append((key.strip(), named.get(attribute.strip(), "")))
        if tag not in self.VOID:
            self.open.append([named.get("data-i18n") or named.get("data-i18n-template"), named.get("data-slot"), ""])

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        key, slot, text = self.open.pop()
        if key:
            self.found.append((key, text))
        if self.open:
            self.open[-1][2] += f"{{{slot}}}" if slot else text

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][2] += data


def test_the_page_is_written_in_english():
    """index.html's words are English's, so the English page is not translated at start (localize.apply)."""
    words = _Words()
    words.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    assert len(words.found) > 90
    assert [(key, text) for key, text in words.found if TEXTS[MARKUP_LANGUAGE].template(key) != text] == []

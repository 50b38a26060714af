"""The boot's words (static/boot.js's WORDS table, shown before Python runs), checked as
tests/web/test_i18n.py checks static/i18n/*.json: every language of the game, the same keys, no
empty text, no field the English text lacks, no key unused; and the language is picked from the
same sources as the game's (what it picks is compared with the game in tests/e2e/test_boot.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ds import jsontext
from ds.web import embed, i18n, settings, storage

ROOT = Path(__file__).resolve().parents[2]
BOOT = (ROOT / "static" / "boot.js").read_text(encoding="utf-8")
TABLE = re.search(r"WORDS-BEGIN\s*const WORDS = (\{.*?\n  \});\s*// WORDS-END", BOOT, re.S)
FIELDS = re.compile(r"{(\w+)}")


def words() -> dict[str, dict[str, str]]:
    assert TABLE, "static/boot.js must keep its WORDS table between WORDS-BEGIN and WORDS-END"
    return json.loads(TABLE.group(1))


def test_every_language_of_the_game_has_the_same_keys():
    table = words()
    assert tuple(table) == i18n.LANGUAGES
    for language, texts in table.items():
        assert set(texts) == set(table["en"]), language


def test_no_text_is_empty_and_no_field_is_invented():
    table = words()
    for language, texts in table.items():
        for key, text in texts.items():
            assert isinstance(text, str) and text.strip(), (language, key)
            assert set(FIELDS.findall(text)) == set(FIELDS.findall(table["en"][key])), (language, key)


def test_the_counted_line_begins_with_the_loading_words():
    """boot.js shows the count after the loading line's words, which stay (the count alone is hidden from screen
    readers, else read out at every megabyte)."""
    for language, texts in words().items():
        assert texts["loading-bytes"].startswith(texts["loading"] + " "), language


def test_no_key_is_unused():
    code = BOOT.replace(TABLE.group(0), "") if TABLE else BOOT
    unused = [key for key in words()["en"]
              if f'"{key}"' not in code and not re.search(rf"\bwords\.{re.escape(key)}\b", code)]
    assert unused == []


def test_the_page_starts_with_the_english_words():
    """index.html's text before boot.js runs is the table's English."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f'<span class="boot-text">{words()["en"]["loading"]}</span>' in html


def test_the_language_comes_from_where_the_game_takes_it():
    assert f"const LANGUAGES = {json.dumps(list(i18n.LANGUAGES))};" in BOOT
    assert i18n.LANGUAGES == settings.LANGUAGES == embed.LANGUAGES
    assert i18n.DEFAULT == "en" and 'return "en";' in BOOT
    assert f'localStorage.getItem(framed ? "{storage.scoped(settings.KEY, True)}" : "{settings.KEY}")' in BOOT
    assert f"text.length > {settings.MAX_SIZE} || nesting(text) > {jsontext.MAX_DEPTH}" in BOOT
    assert f"data.version !== {settings.VERSION}" in BOOT
    assert f".slice(0, {embed.MAX_QUERY})" in BOOT and f".slice(0, {embed.MAX_FIELDS})" in BOOT
    assert f"value.length <= {embed.MAX_VALUE}" in BOOT


def test_every_language_writes_megabytes_with_its_decimal_mark():
    """The progress line's "4,5 of 13,7 MB": a decimal mark for every language (a comma in Swedish and Portuguese)."""
    marks = json.loads(re.search(r"const DECIMAL_MARK = (\{[^}]*\});", BOOT).group(1))
    assert marks == {"en": ".", "sv": ",", "pt": ","}
    assert set(marks) == set(i18n.LANGUAGES)

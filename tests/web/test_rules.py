"""The Rules window in each language: the whole rules text, the drawings, game codes and the keys."""

from __future__ import annotations

import xml.dom.minidom

import pytest

from ds.web.figures import FIGURES, figure
from ds.web.i18n import LANGUAGES, Texts
from ds.web.rules import KEYS, render


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_the_same_blocks_in_the_same_order(language):
    """Same headings, lists, drawings and key table as the English text, block for block."""
    def shape(lines):
        return [line.split(" ", 1)[0] if line.startswith(("#", "-")) else (line if line.startswith("[") else "p")
                for line in lines]

    assert shape(Texts.load(language).rules) == shape(Texts.load("en").rules)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_window_is_well_formed_and_complete(language):
    html = render(Texts.load(language))
    xml.dom.minidom.parseString(f"<div>{html}</div>")
    assert html.count("<figure") == len(FIGURES) and html.count("<figcaption") == len(FIGURES)
    assert "<code>DS1-D1N-AAAAAAB</code>" in html
    assert html.count("<tr>") == len(KEYS) + 1
    assert "1220" in html and "416" in html and "200" in html


def test_the_rules_keep_the_seed_texts_words():
    """The rules window says what the rules texts say, in their own words (a few sentences checked)."""
    assert "An empty column accepts only a king, alone or with the cards placed on it." in render(Texts.load("en"))
    assert "En tom kolumn tar bara emot en kung, ensam eller med korten som ligger på den." in render(Texts.load("sv"))
    assert "Uma coluna vazia só aceita um rei, sozinho ou com as cartas que estão sobre ele." in render(Texts.load("pt"))


def test_each_drawing_is_named_by_its_caption_and_uses_the_card_sprite():
    for name in FIGURES:
        svg = figure(name, "cap")
        xml.dom.minidom.parseString(svg)
        assert 'role="img"' in svg and 'aria-labelledby="cap"' in svg and 'href="#face-' in svg
    assert 'href="#face-QH"' in figure("empty-column", "c") and figure("second-ace", "c").count('href="#face-AS"') == 2
    assert figure("draw-three", "c").count("<use") == 4


def test_the_keys_listed_are_the_keys_the_board_answers_to():
    import re
    from pathlib import Path

    source = (Path(__file__).resolve().parents[2] / "ds" / "web" / "keyboard.py").read_text()
    for letter in ("f", "d", "u", "h", "n"):
        assert re.search(rf'key in \("{letter}", "{letter.upper()}"\)', source), letter
    assert [label for label, _ in KEYS if len(label) == 1] == ["F", "D", "U", "H", "N", "?"]

"""Put a language's words into the page's markup (index.html), by its ``data-i18n`` hooks.

- ``data-i18n="key"``: the element's text is the key's text.
- ``data-i18n-attr="title:key;aria-label:key"``: attributes from keys.
- ``data-i18n-template="key"``: the key's template (``Score {score} in {moves} moves``) laid out
  around the element's children marked ``data-slot="score"``…, which keep their content.

Works on any DOM-like objects (it imports nothing from the browser); the page calls ``apply`` at
start and when the language changes.
"""

from __future__ import annotations

import string
from typing import Any

from .i18n import Texts


MARKUP_LANGUAGE = "en"
"""The language of index.html's own words (``tests/web/test_i18n.py`` checks that they are English's)."""


def apply(document: Any, root: Any, texts: Texts, shown: str | None = None) -> None:
    """Translate everything under ``root`` (and say which language the page is in). ``shown``: the language
    the words under ``root`` are in already, if known: in that one nothing is written (the English page at
    start, about a hundred calls into the page)."""
    document.documentElement.lang = texts.language
    if shown == texts.language:
        return
    for el in root.querySelectorAll("[data-i18n]"):
        el.textContent = texts(str(el.dataset.i18n))
    for el in root.querySelectorAll("[data-i18n-attr]"):
        for pair in str(el.dataset.i18nAttr).split(";"):
            name, _, key = pair.partition(":")
            el.setAttribute(name.strip(), texts(key.strip()))
    for el in root.querySelectorAll("[data-i18n-template]"):
        fill_template(document, el, texts.template(str(el.dataset.i18nTemplate)))


def fill_template(document: Any, el: Any, template: str) -> None:
    """Lay out ``template``'s text around ``el``'s ``data-slot`` children, in the template's order."""
    slots = {str(child.dataset.slot): child for child in el.querySelectorAll("[data-slot]")}
    while el.firstChild:
        el.removeChild(el.firstChild)
    for text, field, _, _ in string.Formatter().parse(template):
        if text:
            el.appendChild(document.createTextNode(text))
        if field is not None and field in slots:
            el.appendChild(slots[field])

"""Put a language's words into the page's markup (index.html), by its ``data-i18n`` hooks.

- ``data-i18n="key"``: the element's text is the key's text.
- ``data-i18n-attr="title:key;aria-label:key"``: attributes from keys.
- ``data-i18n-template="key"``: the key's template (``Score {score} in {moves} moves``) laid out
  around the element's children marked ``data-slot="score"``…, which keep their content.

Text the page shows later (a message, a window's question or error) goes in by ``show_text``, which keeps each game
code in it on one line (each ``UNBROKEN`` run):

>>> [m.group() for m in UNBROKEN.finditer("Jogo DS1-D3V-AAAAAAC, ds1-d2n-aaaaaab; 2026-12-06 DS1-D1N-AAAAAAAAAAAA")]
['DS1-D3V-AAAAAAC', 'ds1-d2n-aaaaaab', '2026-12-06']

Works on any DOM-like objects (it imports nothing from the browser); the page calls ``apply`` at
start and when the language changes.
"""

from __future__ import annotations

import re
import string
from typing import Any

from .i18n import Texts


UNBROKEN = re.compile(r"(?<![\w#-])[A-Za-z0-9#]{1,9}(?:-[A-Za-z0-9#]{1,9}){2}(?![\w#-])")
"""A game code (``DS1-D1N-AAAAAAB``, or one typed wrong) or a date (``2026-12-06``): a line may break after any of
its hyphens (``DS1-D3V-`` at a line's end, ``AAAAAAC`` on the next) unless it is kept whole. Longer runs of
letters are left to break, so that no typed text runs off the window."""

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


def show_text(document: Any, el: Any, text: str) -> None:
    """Make ``text`` the content of ``el``, as plain text (never markup), each ``UNBROKEN`` run of it in a span of its
    own that the style sheet keeps on one line (``.unbroken``); copied, it is the same text."""
    nodes: list[Any] = []
    at = 0
    for match in UNBROKEN.finditer(text):
        if match.start() > at:
            nodes.append(document.createTextNode(text[at:match.start()]))
        span = document.createElement("span")
        span.className = "unbroken"
        span.textContent = match.group()
        nodes.append(span)
        at = match.end()
    if at < len(text):
        nodes.append(document.createTextNode(text[at:]))
    el.replaceChildren(*nodes)

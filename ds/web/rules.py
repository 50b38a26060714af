"""The Rules window's text as HTML, from a language file's ``rules`` lines (pure, no browser).

Each line is a block: ``# heading``, ``## subheading``, ``- list item``,
``[figure:<name>]`` (a drawing of ``ds/web/figures.py`` with its caption
``figure.<name>``), ``[keys]`` (the keyboard table), or a paragraph. Text is
escaped; ```code``` becomes ``<code>``.

>>> from ds.web.i18n import Texts
>>> html = render(Texts.load("en"))
>>> html.count("<figure"), "<kbd>Esc</kbd>" in html, "<code>DS1-D1N-AAAAAAB</code>" in html
(3, True, True)
"""

from __future__ import annotations

import re
from html import escape

from .figures import FIGURES, figure
from .i18n import Texts

KEYS: tuple[tuple[str, str], ...] = (
    ("key.arrows", "key.arrows-do"),
    ("1 … 9", "key.digits-do"),
    ("key.enter", "key.enter-do"),
    ("F", "key.f-do"),
    ("D", "key.d-do"),
    ("U", "key.u-do"),
    ("Ctrl+Y", "key.redo-do"),
    ("H", "key.h-do"),
    ("N", "key.n-do"),
    ("Esc", "key.esc-do"),
    ("?", "key.help-do"),
)
"""The keys the board answers to (ds/web/keyboard.py), as listed in the help: a key's label (a text
key when it has words) and what it does."""

_CODE = re.compile(r"`([^`]+)`")


def render(texts: Texts) -> str:
    """The whole Rules text of a language."""
    out: list[str] = []
    in_list = False
    heading = 0
    for line in texts.rules:
        item = line.startswith("- ")
        if in_list and not item:
            out.append("</ul>")
            in_list = False
        if item:
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append(f"<li>{_inline(line[2:])}</li>")
        elif line.startswith("## "):
            out.append(f"<h4>{_inline(line[3:])}</h4>")
        elif line.startswith("# "):
            heading += 1
            out.append(f'<h3 id="rules-{heading}">{_inline(line[2:])}</h3>')
        elif line.startswith("[figure:") and line.endswith("]"):
            out.append(_figure(texts, line[8:-1]))
        elif line == "[keys]":
            out.append(_keys(texts))
        else:
            out.append(f"<p>{_inline(line)}</p>")
    if in_list:
        out.append("</ul>")
    return "\n".join(out)


def _inline(text: str) -> str:
    return _CODE.sub(r"<code>\1</code>", escape(text, quote=False))


def _figure(texts: Texts, name: str) -> str:
    if name not in FIGURES:
        raise ValueError(f"no figure {name!r}")
    caption = f"figure-{name}"
    return (
        f'<figure class="example">{figure(name, caption)}'
        f'<figcaption id="{caption}">{escape(texts(f"figure.{name}"))}</figcaption></figure>'
    )


def _keys(texts: Texts) -> str:
    rows = []
    for label, action in KEYS:
        shown = texts(label) if label.startswith("key.") else label
        keys = ", ".join(f"<kbd>{escape(part.strip())}</kbd>" for part in shown.split(","))
        rows.append(f"<tr><th scope=\"row\">{keys}</th><td>{escape(texts(action))}</td></tr>")
    return (
        '<table class="keys"><thead><tr>'
        f'<th scope="col">{escape(texts("keys.key"))}</th><th scope="col">{escape(texts("keys.action"))}</th>'
        f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )

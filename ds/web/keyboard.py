"""Play without a pointer: keys on the focused pile, and a few that work anywhere on the page.

Each pile is one focusable control (``tabindex="0"``, in index.html); Tab
and the arrow keys move between them (``ds/web/focus.py``), and the keys
listed in the Rules window (``ds/web/rules.py``, ``KEYS``) act:

- Enter or Space on a pile: the stock draws; elsewhere the top card is
  picked up, a second press on the same column picks one more card of its
  face-up run (and so on); on another pile, the cards are put down there.
- F: the card picked up, or the focused pile's top card, to its foundation;
  with nothing picked up, Finish when it is offered.
- D draw, U (or Ctrl+Z) undo, Ctrl+Y (or Ctrl+Shift+Z) redo, H hint, N new
  game, Esc put back, 1–9 go to a column, ? the rules.

What each key does to the game is decided by the engine, through the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .focus import ARROWS, neighbour

if TYPE_CHECKING:
    from .board import Board

TYPING = ("INPUT", "TEXTAREA", "SELECT")


class Keyboard:
    def __init__(self, board: Board) -> None:
        self.board = board

    def focus(self, pile: str) -> None:
        self.board.view.pile_els[pile].focus()

    def handle(self, event: Any) -> None:
        """A keydown anywhere on the page (while no window is open)."""
        key = str(event.key)
        target = event.target
        tag = str(getattr(target, "tagName", "") or "")
        if tag in TYPING or getattr(target, "isContentEditable", False):
            return
        board = self.board
        if (event.ctrlKey or event.metaKey) and not event.altKey and key.lower() in ("z", "y"):
            event.preventDefault()
            if key.lower() == "z" and not event.shiftKey:
                board.undo()
            else:
                board.redo()
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        pile = self._pile_of(target)
        if key in ARROWS:
            event.preventDefault()
            self._arrow(pile, ARROWS[key])
        elif key in ("Enter", " ", "Spacebar"):
            if pile is None:
                return  # a button or a link: its own action
            event.preventDefault()
            board.press(pile)
        elif len(key) == 1 and "1" <= key <= "9":
            self.focus(f"col-{key}")
        elif key in ("f", "F"):
            board.send_home(pile)
        elif key in ("d", "D"):
            board.draw()
        elif key in ("u", "U"):
            board.undo()
        elif key in ("h", "H"):
            board.hint()
        elif key in ("n", "N"):
            event.preventDefault()
            board.dialogs.open_new_game()
        elif key in ("Escape", "Esc"):
            board.put_back()
        elif key == "?":
            board.dialogs.open_rules()

    def _pile_of(self, target: Any) -> str | None:
        """The pile a key was pressed on (the pile element with focus), or None."""
        for name, el in self.board.view.pile_els.items():
            if el == target:
                return name
        return None

    def _arrow(self, pile: str | None, direction: str) -> None:
        table = self.board.view.table
        if pile is None or table is None:
            self.focus("stock")
            return
        nearest = neighbour(table, pile, direction)
        if nearest is not None:
            self.focus(nearest)

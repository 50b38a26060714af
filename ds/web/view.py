"""Engine state into DOM: 104 card elements placed over the CSS-laid piles, and the page's data- hooks.

Each card value has two elements (its two copies). A render works out where
every card must be, keeps each element on its card where it can, and touches
only the elements that changed; those glide from where they were (about
180 ms, eased), unless the player prefers reduced motion.

A face-down card's element tells nothing of its card (SPEC.md, the hooks):
no attribute, no reference to its face, and no place among the elements
that depends on the card. The 104 elements are made once, at the first deal
(in one piece of markup, each already on its pile with its face or back, then
put in its place with one write, in a layer added to the page once they are placed), and each game hands them out
in the order of the table (``assign``), so the k-th element holds whatever
card lies k-th, stock first.
"""

from __future__ import annotations

import json
from typing import Any

from js import JSON, Array
from pyodide.ffi import create_proxy

from ..cards import NAMES
from ..game import Game
from ..piles import COLUMN_PILES, Pile
from .cardart import card_ref, card_svg, sprite
from .i18n import Texts
from .layout import LARGE_LEAST_UP, LARGE_UP_STEP, MIN_UP_STEP, UP_STEP, Rect, Table, covered, pile_spots
from .speech import describe_pile, stock_state

GLIDE_MS = 180
LIFT = 5000
"""z-index of cards in flight (dragged or gliding)."""
_Z_BASE = {"stock": 0, "waste": 200}
PILE_HOOKS = tuple(str(pile) for pile in Pile)
"""The piles by their SPEC names, as the page's data-pile hooks write them."""
COLUMN_HOOKS = tuple(str(pile) for pile in COLUMN_PILES)
STACK_HOOKS = tuple(name for name in PILE_HOOKS if name not in COLUMN_HOOKS)
"""The stacked piles (the stock, the waste, the foundations), whose cards lie on one another."""


EFFECTS: dict[str, tuple[list[dict[str, Any]], dict[str, Any]]] = {
    "flash": ([{"opacity": 1}, {"opacity": 0}], {"duration": 650, "easing": "ease-out", "id": "landed"}),
    "shake": ([{"translate": f"{dx}px 0", "offset": offset, "easing": "ease-in-out"}
               for dx, offset in ((-6, 0.2), (6, 0.4), (-4, 0.6), (3, 0.8))],
              {"duration": 320, "id": "refused"}),
    "still": ([{"outline": "3px solid #ff6b6b", "offset": 0.5}], {"duration": 320, "id": "refused"}),
}
"""The feedback effects as Web Animations keyframes (``flash``: the card's ring element fading, an opacity
the compositor runs; ``shake``; ``still`` is the shake with reduced motion). Started with ``el.animate``: a
new one simply overrides one still running on the card, where restarting a CSS animation needed a forced
layout per card (reading ``offsetWidth``). The ring is an element of its own, not the card's ``::after``:
animating a pseudo-element makes the browser compute styles at once, in the tap's handler (about 1.5 ms a
card). The ends of the shake are left implicit: the card's own ``translate`` (raised when picked up). Each
animation's ``id`` says what it means (``landed``, ``refused``: the names of the classes that played them
before)."""


def _js(value: Any) -> Any:
    """``value`` (JSON's types) as a plain JavaScript object: one call into the page, where ``to_js`` cost the
    first start about 30 ms of its conversion code run for the first time (docs/performance.md, issue 14)."""
    return JSON.parse(json.dumps(value))


class Sprite:
    """One card element and where it was last put."""

    __slots__ = ("_ring", "_use", "el", "glide", "index", "name", "pile", "under", "x", "y", "z")

    def __init__(self, el: Any, pile: str, index: int, name: str | None, under: bool) -> None:
        """An element made with its card's ``pile``, ``index``, face and ``under`` (``card_markup``), not yet moved."""
        self.el = el
        self._use: Any = None
        self._ring: Any = None
        self.glide: Any = None
        """Its last glide (a Web Animation), cancelled when the next one starts."""
        self.pile = pile
        self.index = index
        self.name = name
        self.x = self.y = 0.0
        self.z = 0
        self.under = under
        """Not drawn: wholly under the cards above it (the ``under`` class, ``covered``)."""

    @property
    def use(self) -> Any:
        """The picture's ``<use>``: turning the card over only points it at another face (found at the first turn:
        most cards of a start are never turned, and asking the page for 104 of them cost the start a call each)."""
        if self._use is None:
            self._use = self.el.firstElementChild.firstElementChild
        return self._use

    @property
    def ring(self) -> Any:
        """The ring that flashes when the card lands (``View.flash``; found at its first landing, as ``use``)."""
        if self._ring is None:
            self._ring = self.el.lastElementChild
        return self._ring


def card_markup(pile: str, index: int, name: str | None, under: bool) -> str:
    """One card element as ``View._place`` leaves it on ``pile`` at ``index``, face up (``name``) or down
    (None), drawn or ``under`` its pile's top (``View._cover``), before it is put in its place (``_make_cards``):
    the first deal makes all 104 in one piece of markup."""
    face = f'data-face="up" data-card="{name}"' if name else 'data-face="down"'
    picture = card_svg(name) + '<span class="ring"></span>'
    kind = "card under" if under else "card"
    return f'<div class="{kind}" data-pile="{pile}" data-index="{index}" {face}>{picture}</div>'


class View:
    """The table's DOM; ``render(game)`` makes it show the game."""

    def __init__(self, document: Any, window: Any, root: Any, texts: Texts) -> None:
        self.document = document
        self.window = window
        self.root = root
        self.texts = texts
        """The language of the bar's numbers and of the piles' accessible names."""
        self.table_el = root.querySelector(".table")
        self.sprite_el: Any = None
        self.deck: tuple[bool, bool] | None = None
        self.set_deck(False, False)
        self.layer = document.createElement("div")
        self.layer.className = "cards"
        self.layer.setAttribute("aria-hidden", "true")  # pictures only: each pile's name says what is on it
        self.shown_cards = False
        """The card layer is in the page: it goes in once its cards are made and placed (the first ``render``)."""
        self.pile_els = {name: root.querySelector(f'[data-pile="{name}"]') for name in PILE_HOOKS}
        self.elements: list[Sprite] = []
        """The card elements in their order in the page (made by the first ``assign``)."""
        self.sprites: list[list[Sprite]] = []
        """Each card value's two elements, handed out by ``assign``."""
        self.by_slot: dict[tuple[str, int], Sprite] = {}
        self.spots: dict[str, list[tuple[float, float]]] = {name: [] for name in PILE_HOOKS}
        """Where each pile's cards lie since the last render (where a touch finds them)."""
        self.table: Table | None = None
        self.measured: tuple[float, float] = (0.0, 0.0)
        """The table's width and height when ``table`` was measured."""
        motion = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.reduced_motion = bool(motion.matches)
        """The system's "reduce motion": cards go to their places without gliding, a win without a celebration
        (followed as it changes, not only at start)."""
        self._motion_changed = create_proxy(self._on_motion)
        motion.addEventListener("change", self._motion_changed)
        self._effects = {name: (_js(frames), _js(timing)) for name, (frames, timing) in EFFECTS.items()}
        self._glide_timing = _js({"duration": GLIDE_MS, "easing": "cubic-bezier(.2,.7,.3,1)"})
        self._land = create_proxy(self._landed)
        self.score_el = root.querySelector("[data-show='score']")
        self.moves_el = root.querySelector("[data-show='moves']")
        self.code_el = root.querySelector("[data-show='code']")
        self.undo_el = root.querySelector("[data-action='undo']")
        self.redo_el = root.querySelector("[data-action='redo']")
        self.stock_info_el = root.querySelector("[data-show='stock-info']")
        self.stock_left_el = root.querySelector("[data-show='stock-left']")
        self.stock_pass_el = root.querySelector("[data-show='stock-pass']")
        self.bar_els = {"undo": self.undo_el, "redo": self.redo_el, "stock-left": self.stock_left_el,
                        "stock-pass": self.stock_pass_el, "score": self.score_el, "moves": self.moves_el,
                        "code": self.code_el}
        """The elements of the bar and the stock's caption that ``_hooks`` writes, by name."""
        self.picked: list[Sprite] = []
        self.uncovered: frozenset[str] = frozenset()
        """Piles whose every card is drawn until the next render (``uncover``)."""
        self.extents: dict[str, int] = {}
        self.shown: dict[tuple[str, str], str] = {}
        """What ``_hooks`` last wrote to the game's root, a pile's or the bar's element (each a call into the page:
        only changes are written)."""

    def set_deck(self, four_colour: bool, large: bool) -> None:
        """Draw the faces in two or four colours, with a normal or large corner (a new sprite; every
        card's ``<use>`` follows it)."""
        if self.deck == (four_colour, large):
            return
        holder = self.document.createElement("div")
        holder.innerHTML = sprite(four_colour, large)
        if self.sprite_el is None:
            self.document.body.appendChild(holder.firstChild)
        else:
            self.sprite_el.replaceWith(holder.firstChild)
        self.sprite_el = self.document.body.querySelector("svg.sprite")
        self.deck = (four_colour, large)

    def _make_cards(self, game: Game) -> list[Sprite]:
        """The 104 card elements, made in one piece of markup for ``game``'s table (each already on its pile,
        with its face or back) and each put in its place by one write of its inline style, in the order ``assign``
        hands them out: the first render finds them where it wants them (a DOM call a card, where making and
        placing them one by one took about ten, and placing the made ones four)."""
        table = self.table or self.measure()
        places = []
        for pile in PILE_HOOKS:
            down = game.face_down_count(pile)
            spots = pile_spots(game, table, pile)
            unders = covered(spots, [False] * len(spots)) if pile in STACK_HOOKS else [False] * len(spots)
            places += [(pile, index, NAMES[card] if index >= down else None, under, spot)
                       for index, (card, under, spot) in enumerate(zip(game.pile_cards(pile), unders, spots, strict=True))]
        self.layer.innerHTML = "".join(card_markup(*place[:4]) for place in places)
        sprites = []
        for el, (pile, index, name, under, (x, y)) in zip(Array.from_(self.layer.children).to_py(depth=1), places, strict=True):
            s = Sprite(el, pile, index, name, under)
            s.x, s.y, s.z = x, y, _z(pile, index)
            # Where _place would put it, in one write (the markup cannot say it: a style attribute needs the CSP's
            # 'unsafe-inline'): the first render then finds every card in place and calls into the page for none.
            placed = ([f"transform:{translate_to(x, y)}"] if (x, y) != (0, 0) else []) + (
                [f"z-index:{s.z}"] if s.z else [])
            if placed:
                el.style.cssText = ";".join(placed)
            sprites.append(s)
        return sprites

    # --- geometry --------------------------------------------------------------

    def _on_motion(self, event: Any) -> None:
        self.reduced_motion = bool(event.matches)

    def measure(self) -> Table:
        """Read the piles' rectangles (relative to the table) from the CSS layout."""
        origin = self.table_el.getBoundingClientRect()
        self.measured = (float(origin.width), float(origin.height))
        piles = {}
        for name, el in self.pile_els.items():
            box = el.getBoundingClientRect()
            piles[name] = Rect(box.left - origin.left, box.top - origin.top, box.width, box.height)
        stock = piles["stock"]
        bottom = max(origin.height, piles["col-1"].y + stock.h * 2)  # the table's own box (a toolbar may lie below)
        large = self.deck is not None and self.deck[1]
        self.table = Table(
            piles, stock.w, stock.h, bottom, LARGE_UP_STEP if large else UP_STEP, LARGE_LEAST_UP if large else MIN_UP_STEP,
            origin.width,
        )
        return self.table

    # --- rendering ---------------------------------------------------------------

    def assign(self, game: Game) -> None:
        """Hand the elements out for a game put on the table: the k-th in the page to the card lying k-th
        (piles in their order, each from the bottom), so an element's place says where its card lies,
        never which card it is."""
        if not self.elements:
            self.elements = self._make_cards(game)
        self.sprites = [[] for _ in range(52)]
        order = (card for pile in Pile for card in game.pile_cards(pile))
        for sprite_, card in zip(self.elements, order):
            self.sprites[card].append(sprite_)

    def render(
        self, game: Game, animate: bool = True, lifted: frozenset[Sprite] = frozenset(), piles: tuple[str, ...] = PILE_HOOKS,
    ) -> list[Sprite]:
        """Show ``game``; returns the sprites that moved. ``lifted`` sprites glide from where they are dragged.
        ``piles``: the only piles that changed since the last render (an action's source and destination: a tap
        places their cards alone); where their cards do not add up to the elements they had, every pile is."""
        if self.table is None or not self.by_slot or any(s.pile not in piles for s in lifted):
            piles = PILE_HOOKS
        self.uncovered = frozenset()
        table = self.table or self.measure()
        if not self.sprites:
            self.assign(game)
        spots = self.spots
        before = {"stock": len(spots["stock"]), "waste": len(spots["waste"])}
        """How many cards the stock and the waste showed before this render."""
        fresh = {pile: pile_spots(game, table, pile) for pile in piles}
        wanted: dict[int, list[tuple[str, int, str | None, float, float, int]]] = {}
        for pile, places in fresh.items():
            cards = game.pile_cards(pile)
            down = game.face_down_count(pile)
            for index, (card, (x, y)) in enumerate(zip(cards, places)):
                wanted.setdefault(card, []).append((pile, index, NAMES[card] if index >= down else None, x, y, _z(pile, index)))
        everything = piles is PILE_HOOKS
        held = self.sprites if everything else [[s for s in pair if s.pile in fresh] for pair in self.sprites]
        """Each card value's elements now on the piles rendered."""
        if not everything and (
            sum(map(len, held)) != sum(len(spots[pile]) for pile in fresh)
            or any(len(held[face]) != len(slots) for face, slots in wanted.items())
        ):
            return self.render(game, animate, lifted)  # cards came or went elsewhere too
        sizes = {pile: len(fresh[pile]) if pile in fresh else size for pile, size in before.items()}
        by_slot = self.by_slot
        if everything:
            by_slot.clear()
        else:
            for pile in fresh:
                for index in range(len(spots[pile])):
                    del by_slot[(pile, index)]
        spots.update(fresh)
        moved = []
        for face, slots in wanted.items():
            pair = held[face]
            if len(slots) == 2:
                first, second = pair
                if (second.pile, second.index) == slots[0][:2] or (first.pile, first.index) == slots[1][:2]:
                    pair = [second, first]
            for sprite_, place in zip(pair, slots):
                by_slot[place[:2]] = sprite_
                if place == (sprite_.pile, sprite_.index, sprite_.name, sprite_.x, sprite_.y, sprite_.z) and sprite_ not in lifted:
                    continue  # where it was, as it was: most of the 104 on a tap (no call into _place)
                glide = animate and (_seen(sprite_.pile, sprite_.index, before) or _seen(place[0], place[1], sizes))
                if self._place(sprite_, *place, animate=glide, lifted=sprite_ in lifted):
                    moved.append(sprite_)
        for pile in fresh:
            if pile in STACK_HOOKS:
                self._cover(pile)
        if not self.shown_cards:
            # One element added to the page, its 104 cards made and placed: PyScript's MutationObserver (on the
            # whole document) then looks into one added element, not into 104 and their 208 attribute changes.
            self.table_el.appendChild(self.layer)
            self.shown_cards = True
        self._hooks(game, piles)
        self._extents(piles, table)
        return moved

    def _extents(self, piles: tuple[str, ...], table: Table) -> None:
        """The fan height of each column of ``piles`` in ``--fan`` (where its focus ring ends), set when it changed."""
        for pile in piles:
            if pile not in COLUMN_HOOKS:
                continue
            places = self.spots[pile]
            extent = round((places[-1][1] - places[0][1] if places else 0) + table.card_h)
            if self.extents.get(pile) != extent:
                self.extents[pile] = extent
                self.pile_els[pile].style.setProperty("--fan", f"{extent}px")

    def _place(
        self, s: Sprite, pile: str, index: int, name: str | None, x: float, y: float, z: int, *, animate: bool, lifted: bool
    ) -> bool:
        el = s.el
        if (s.pile, s.index) != (pile, index):
            el.dataset.pile = pile
            el.dataset.index = str(index)
        if s.name != name:
            s.use.setAttribute("href", card_ref(name))
            if name is None:
                el.dataset.face = "down"
                el.removeAttribute("data-card")
            else:
                el.dataset.face = "up"
                el.dataset.card = name
        s.pile, s.index, s.name = pile, index, name
        if z != s.z:
            el.style.zIndex = str(z)
            s.z = z
        start = (s.x, s.y)
        if (x, y) == start and not lifted:
            return False
        el.style.transform = translate_to(x, y)
        s.x, s.y = x, y
        if animate and not self.reduced_motion:
            self._glide(s, start, (x, y))
        return True

    def _glide(self, s: Sprite, start: tuple[float, float], end: tuple[float, float]) -> None:
        """Animate from where the card was. In flight it takes no pointer events: a press is read from where
        the engine's cards lie (``layout.pointed``), so a card gliding over a pile never stands in its way.
        The ``gliding`` class lifts it above the others (``LIFT``, in style.css): the animation itself moves
        only ``transform``, so the compositor runs it and the main thread stays free for the next tap.

        The card's own last glide is cancelled by reference: asking the element for its animations
        would make the browser recompute styles once per card (a 59-card recycle took up to 0.5 s)."""
        el = s.el
        if s.glide is not None:
            s.glide.cancel()
        el.classList.add("gliding")
        frames = [
            {"transform": translate_to(*start)},
            {"transform": translate_to(*end)},
        ]
        animation = el.animate(_js(frames), self._glide_timing)
        animation.addEventListener("finish", self._land)
        s.glide = animation

    def _landed(self, event: Any) -> None:
        """A glide has ended (not merely its planned time: a busy device runs late): the card takes input again,
        and on a stacked pile it now hides the cards beneath it."""
        el = event.target.effect.target
        el.classList.remove("gliding")
        s = self.by_slot.get((str(el.dataset.pile), int(el.dataset.index)))
        if s is not None:
            s.glide = None
            if s.pile in STACK_HOOKS:
                self._cover(s.pile)

    def _cover(self, pile: str) -> None:
        """Draw only what shows of a stacked pile: a card wholly under others (``covered``) gets the ``under``
        class, which does not display its picture (style.css), so the browser styles and paints no copy of its
        symbol (the first frame's 59-card stock, a full foundation); its element stays, with its hooks and its
        shadow, which the card over it covers."""
        if pile in self.uncovered:
            return
        sprites = [self.by_slot[(pile, index)] for index in range(len(self.spots[pile]))]
        for s, under in zip(sprites, covered(self.spots[pile], [s.glide is not None for s in sprites]), strict=True):
            if s.under != under:
                s.el.classList.toggle("under", under)
                s.under = under

    def uncover(self, piles: list[str]) -> None:
        """Draw every card of ``piles`` until the next render, the last glides' landings too: the win's
        celebration sends them off one by one, each uncovering the next."""
        self.uncovered = frozenset(piles)
        for pile in piles:
            for s in self.sprites_from(pile, 0):
                if s.under:
                    s.el.classList.remove("under")
                    s.under = False

    def _hooks(self, game: Game, piles: tuple[str, ...]) -> None:
        """Keep the data- hooks of SPEC.md and the bar true (of the piles, those of ``piles``: the others did not
        change)."""
        stock = game.stock
        can_undo, can_redo = game.can_undo, game.can_redo
        code = str(game.code or "")
        attributes = [
            ("root", "data-code", code), ("root", "data-score", str(game.score)),
            ("root", "data-won", "true" if game.is_won else "false"), ("root", "data-draw", str(game.draw)),
            ("root", "data-scoring", "vegas" if game.vegas else "normal"),
            ("root", "data-undo", "true" if can_undo else "false"), ("root", "data-redo", "true" if can_redo else "false"),
        ]
        attributes += [(name, "data-count", str(len(self.spots[name]))) for name in piles]
        attributes += [
            ("stock", "data-state", stock_state(game)),
            ("stock", "data-pass", str(game.pass_number)),
            ("undo", "aria-disabled", "false" if can_undo else "true"),
            ("redo", "aria-disabled", "false" if can_redo else "true"),
        ]
        texts = self.texts
        words = [
            ("stock-left", texts.number(len(stock))),
            ("stock-pass", texts("stock.one-pass") if game.vegas else texts("stock.pass", n=texts.number(game.pass_number))),
            ("score", texts.score(game.score, game.vegas)),
            ("moves", texts.number(game.move_count)),  # grouped as the score is: 1,234
            ("code", code),
        ]
        shown = self.shown
        for owner, attribute, value in attributes:
            if shown.get((owner, attribute)) != value:
                shown[(owner, attribute)] = value
                (self.root if owner == "root" else self.pile_els.get(owner) or self.bar_els[owner]).setAttribute(attribute, value)
        for owner, value in words:
            if shown.get((owner, "text")) != value:
                shown[(owner, "text")] = value
                self.bar_els[owner].textContent = value
        if shown.get(("stock-info", "hidden")) != str(not stock):
            shown[("stock-info", "hidden")] = str(not stock)
            self.stock_info_el.hidden = not stock
        self.root.dataset.moves = str(game.move_count)  # after every render, changed or not: the page is up to date

    def label(self, game: Game, piles: tuple[str, ...] = PILE_HOOKS) -> None:
        """Name each of ``piles`` by what lies on it (only the piles an action changed, on the tap path)."""
        for name in piles:
            self.pile_els[name].setAttribute("aria-label", describe_pile(self.texts, game, name))

    # --- feedback ----------------------------------------------------------------------

    def sprites_from(self, pile: str, index: int) -> list[Sprite]:
        """The sprites of a pile from ``index`` to its top."""
        found = []
        while (pile, index) in self.by_slot:
            found.append(self.by_slot[(pile, index)])
            index += 1
        return found

    def hold(self, sprites: list[Sprite]) -> None:
        """Cards picked up while they glide stop where they are going: a drag moves them from there."""
        for s in sprites:
            if s.glide is not None:
                s.glide.cancel()
                s.glide = None
                s.el.classList.remove("gliding")

    def shake(self, sprites: list[Sprite]) -> None:
        """A short sideways shake (with reduced motion: a red outline): the tap or drop was refused."""
        frames, timing = self._effects["still" if self.reduced_motion else "shake"]
        for s in sprites:
            s.el.animate(frames, timing)

    def pick(self, sprites: list[Sprite]) -> None:
        """Show the cards the keyboard picked up (None picked: ``pick([])``)."""
        for s in self.picked:
            s.el.classList.remove("picked")
        for s in sprites:
            s.el.classList.add("picked")
        self.picked = list(sprites)

    def flash(self, sprites: list[Sprite]) -> None:
        """Mark the cards that just landed with a fading ring, so the eye finds where they went."""
        frames, timing = self._effects["flash"]
        for s in sprites:
            s.ring.animate(frames, timing)


STACK_SHOWN = 3
"""Of a stock or waste pile, the top cards one can see (the draw-3 fan); a card moved below them both
before and after (most of a 59-card recycle) is put in place at once: its glide could not be seen."""


def translate_to(x: float, y: float) -> str:
    """The ``transform`` that puts a card (or a flying copy) at ``x, y`` px on the table."""
    return f"translate({x:.1f}px,{y:.1f}px)"


def _z(pile: str, index: int) -> int:
    """The z-index of the card at ``index`` of ``pile``: the columns' above the foundations', above the waste's,
    above the stock's."""
    return _Z_BASE.get(pile, 400 if pile.startswith("col") else 300) + index


def _seen(pile: str, index: int, sizes: dict[str, int]) -> bool:
    """Whether a card at ``index`` of ``pile`` can be seen, given the sizes of the stock and the waste."""
    return pile not in ("stock", "waste") or index >= sizes.get(pile, 0) - STACK_SHOWN

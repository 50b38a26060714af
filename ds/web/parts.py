"""What each part of the board (``taps.py``, ``picking.py``, ``acting.py``) uses of the whole: the board's
attributes and the other parts' methods, declared for the type checker only (``Board`` in ``board.py`` sets
and defines them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..game import Game
    from ..moves import Move
    from ..piles import Pile
    from .announce import Announcer
    from .coach import Coach
    from .deals import Deals
    from .dialogs import Dialogs
    from .endgame import Endgame
    from .i18n import Texts
    from .keeper import Keeper
    from .playtime import PlayTime
    from .pointer import Pointer
    from .settings import Settings
    from .sound import Sound
    from .stats import Stats
    from .view import Sprite, View


class Part:
    """A part of ``Board``: its methods run on the board itself."""

    if TYPE_CHECKING:
        window: Any
        game: Game
        view: View
        texts: Texts
        settings: Settings
        stats: Stats
        deals: Deals
        keeper: Keeper
        announcer: Announcer
        coach: Coach
        sound: Sound
        playtime: PlayTime
        dialogs: Dialogs
        pointer: Pointer
        endgame: Endgame
        pending: tuple[str, int | None] | None
        at_once: str | None
        idle: bool
        picked: tuple[str, int] | None
        timer: Any
        advised: int
        by_pointer: bool
        listeners: list[Callable[[str, dict[str, Any]], None]]
        _fire: Any

        def _act(self, pile: str, index: int | None, find: Any, quiet: bool = True) -> None: ...
        def _refuse(self, error: Exception, sprites: list[Sprite] | None = None, said: str | None = None) -> None: ...
        def _play(self, move: Move, lifted: frozenset[Sprite] = frozenset()) -> None: ...
        def finish(self) -> None: ...
        def _drop_pick(self) -> None: ...
        def _drop_drag(self) -> None: ...
        def _cancel_pending(self) -> None: ...
        def _fire_pending(self, *_: Any) -> None: ...
        def _mark_targets(self, targets: list[Pile]) -> None: ...
        def _save_deals(self) -> None: ...
        def _save_stats(self) -> None: ...
        def _count_stats(self, change: Callable[[Stats], bool]) -> None: ...
        def _count_deals(self, change: Callable[[Deals], bool]) -> None: ...

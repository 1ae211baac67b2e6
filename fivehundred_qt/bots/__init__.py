"""Computer players: each decides from one seat's ``SeatView`` only.

``make_player(level, seed)`` is the one place a level name becomes a player, for the table,
``selfplay``, ``watch`` and ``arena`` alike.
"""

from __future__ import annotations

from typing import Protocol

from ..core import Action, SeatView
from .random_player import RandomPlayer

LEVELS = ("random", "easy", "normal", "hard", "expert")
SUGGEST_LEVEL = "normal"
"""The level behind suggestions and time-limit moves, and the one a table seat gets when it
names a level this version does not have (``resolve_level``)."""


class Player(Protocol):
    name: str

    def choose(self, view: SeatView) -> Action:
        """The decision for the seat of ``view``, which must be the seat to decide."""
        ...


def resolve_level(level: str) -> str:
    """The level a table seat gets: the one named when it exists, else ``SUGGEST_LEVEL``
    (``normal``; a preference or a saved game may name a level this version does not have)."""
    return level if level in LEVELS else SUGGEST_LEVEL


def make_player(level: str, seed: int | None = None) -> Player:
    if level == "random":
        return RandomPlayer(seed)
    if level in ("easy", "normal"):
        from .heuristic import HeuristicPlayer

        return HeuristicPlayer(level, seed)
    if level in ("hard", "expert"):
        from .search import SearchPlayer

        return SearchPlayer(level, seed)
    raise ValueError(f"unknown player level {level!r}; known: " + ", ".join(LEVELS))

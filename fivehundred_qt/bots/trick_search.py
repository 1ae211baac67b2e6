"""Which double-dummy trick search answers: the compiled one or the Python one.

``_double_dummy.c`` (with its ``_dd_*.h``) is ``double_dummy.TrickSolver`` in C, 20 to 50 times
faster: the same answers and the same positions visited, so the same node counts
(``tests/bots/test_solver_compiled.py``), as the players' work budget is a node count; a seed
plays the same cards with either.  It is built three times (``BUILDS``): with 64-bit card masks
for x86 processors with the popcnt instruction, the same for any processor, and with 128-bit
masks where the compiler has them, for the 65- and 66-card decks.  ``trick_solver`` gives the
first build that imports and whose masks hold the deck (``COMPILED``: ``pip install`` builds
them where there is a C compiler), else the Python one; ``FIVEHUNDRED_QT_PURE_PYTHON=1``
forces the Python one.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from . import double_dummy
from .double_dummy import Questions, SolveBudgetExceeded, TrickSolver, trick_power
from .fastplay import Board, Table

if TYPE_CHECKING:
    from ._double_dummy import Table as _CompiledTable


BUILDS = ("_double_dummy_popcnt", "_double_dummy_narrow", "_double_dummy")
"""The compiled builds, fastest first: 64-bit masks with popcnt (its import fails on a processor
without it), 64-bit masks, 128-bit masks."""


def _compiled_modules() -> tuple[ModuleType, ...]:
    if os.environ.get("FIVEHUNDRED_QT_PURE_PYTHON", "") not in ("", "0"):
        return ()
    found = []
    for name in BUILDS:
        try:
            module = importlib.import_module(f"{__package__}.{name}")
        except ImportError:
            continue
        module.set_budget_error(SolveBudgetExceeded)
        found.append(module)
    return tuple(found)


_compiled = _compiled_modules()
COMPILED = bool(_compiled)
"""Whether the compiled search (``_double_dummy.c``) is in use."""


def compiled_build(deck_size: int) -> ModuleType | None:
    """The fastest compiled build whose card masks hold a deck of ``deck_size`` cards."""
    return next((m for m in _compiled if deck_size <= m.MASK_BITS), None)


def trick_solver(board: Board, counted: Sequence[bool], attackers: Sequence[bool],
                 node_limit: int = 0, counter: list[int] | None = None) -> Questions:
    """The search for ``board``: the compiled one when built and the deck fits its masks, else
    ``TrickSolver`` (the same answers and node counts either way)."""
    if compiled_build(len(board.t.suit_of)) is not None:
        return CompiledTrickSolver(board, counted, attackers, node_limit, counter)
    return TrickSolver(board, counted, attackers, node_limit, counter)


class CompiledTrickSolver(Questions):
    """``TrickSolver``'s questions answered by ``_double_dummy.TrickSearch`` (needs
    ``COMPILED``)."""

    def __init__(self, board: Board, counted: Sequence[bool], attackers: Sequence[bool],
                 node_limit: int = 0, counter: list[int] | None = None) -> None:
        build = compiled_build(len(board.t.suit_of))
        assert build is not None, "no compiled search holds this deck"
        counter = counter if counter is not None else [0]
        self.search = build.TrickSearch(
            compiled_table(board.t, build), board.hands, [bool(c) for c in counted],
            [bool(a) for a in attackers], board.to_move, board.trick, board.led, board.done,
            board.suits_led, board.broken, counter, node_limit + counter[0] if node_limit else None,
            next(u for tricks, u in double_dummy.UNSTORED if board.tricks_left <= tricks),
            double_dummy.MAX_SEEN)

    def at_least(self, need: int) -> bool:
        return bool(self.search.at_least(need))

    def first_guess(self) -> int:
        return int(self.search.first_guess())

    def tricks_completed(self) -> int:
        return int(self.search.tricks_completed())


_TABLES: dict[tuple[int, str], tuple[Table, _CompiledTable]] = {}
_MADE: dict[tuple[object, ...], _CompiledTable] = {}


def compiled_table(table: Table, build: ModuleType) -> _CompiledTable:
    """The static part of ``table`` for the compiled search ``build`` (the one for its deck),
    remembered for the last tables (a build takes only its own) and, as it depends only on
    what it is made from, shared by every table of the same contract under the same rules
    (a new ``fastplay.Table`` for each deal of a contract does not make a new one)."""
    key = id(table), build.__name__
    known = _TABLES.get(key)
    if known is not None and known[0] is table:
        return known[1]
    lead_mode = {"any_suit": 0, "unled_suit": 1}.get(table.lead_mode, 2)
    content = (build.__name__, table.n, tuple(table.active), tuple(table.nxt),
               tuple(table.declarer_hands), tuple(table.suit_of), tuple(table.low_key),
               tuple(table.smask), table.trump, table.spades, table.free_jokers,
               table.follow_anytime, table.misere, lead_mode)
    made = _MADE.get(content)
    if made is None:
        made = build.Table(*content[1:7], trick_power(table), *content[7:])
        if len(_MADE) >= 16:
            _MADE.clear()
        _MADE[content] = made
    if len(_TABLES) >= 16:
        _TABLES.clear()
    _TABLES[key] = table, made
    return made

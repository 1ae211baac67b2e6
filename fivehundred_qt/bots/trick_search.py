"""Which double-dummy trick search answers: the compiled one or the Python one.

``_double_dummy.c`` (with its ``_dd_*.h``) is ``double_dummy.TrickSolver`` in C, 20 to 50 times
faster: the same answers and the same positions visited, so the same node counts
(``tests/bots/test_solver_compiled.py``), as the players' work budget is a node count; a seed
plays the same cards with either.  ``trick_solver`` gives the compiled one when the module was
built (``COMPILED``: ``pip install`` builds it where there is a C compiler) and the deck fits
its masks, else the Python one; ``FIVEHUNDRED_QT_PURE_PYTHON=1`` forces the Python one.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from . import double_dummy
from .double_dummy import Questions, SolveBudgetExceeded, TrickSolver, trick_power
from .fastplay import Board, Table

if TYPE_CHECKING:
    from ._double_dummy import Table as _CompiledTable


def _compiled_module() -> ModuleType | None:
    if os.environ.get("FIVEHUNDRED_QT_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        from . import _double_dummy
    except ImportError:
        return None
    _double_dummy.set_budget_error(SolveBudgetExceeded)
    return _double_dummy


_compiled = _compiled_module()
COMPILED = _compiled is not None
"""Whether the compiled search (``_double_dummy.c``) is in use."""


def trick_solver(board: Board, counted: Sequence[bool], attackers: Sequence[bool],
                 node_limit: int = 0, counter: list[int] | None = None) -> Questions:
    """The search for ``board``: the compiled one when built and the deck fits its masks, else
    ``TrickSolver`` (the same answers and node counts either way)."""
    if _compiled is not None and len(board.t.suit_of) <= _compiled.MASK_BITS:
        return CompiledTrickSolver(board, counted, attackers, node_limit, counter)
    return TrickSolver(board, counted, attackers, node_limit, counter)


class CompiledTrickSolver(Questions):
    """``TrickSolver``'s questions answered by ``_double_dummy.TrickSearch`` (needs
    ``COMPILED``)."""

    def __init__(self, board: Board, counted: Sequence[bool], attackers: Sequence[bool],
                 node_limit: int = 0, counter: list[int] | None = None) -> None:
        assert _compiled is not None, "the compiled search is not built"
        counter = counter if counter is not None else [0]
        self.search = _compiled.TrickSearch(
            compiled_table(board.t), board.hands, [bool(c) for c in counted],
            [bool(a) for a in attackers], board.to_move, board.trick, board.led, board.done,
            board.suits_led, board.broken, counter, node_limit + counter[0] if node_limit else None,
            next(u for tricks, u in double_dummy.UNSTORED if board.tricks_left <= tricks),
            double_dummy.MAX_SEEN)

    def at_least(self, need: int) -> bool:
        return bool(self.search.at_least(need))

    def tricks_completed(self) -> int:
        return int(self.search.tricks_completed())


_TABLES: dict[int, tuple[Table, _CompiledTable]] = {}


def compiled_table(table: Table) -> _CompiledTable:
    """The static part of ``table`` for the compiled search, remembered for the last tables."""
    known = _TABLES.get(id(table))
    if known is not None and known[0] is table:
        return known[1]
    assert _compiled is not None
    lead_mode = {"any_suit": 0, "unled_suit": 1}.get(table.lead_mode, 2)
    made: _CompiledTable = _compiled.Table(
        table.n, table.active, table.nxt, tuple(table.declarer_hands), table.suit_of,
        table.low_key, trick_power(table), table.smask, table.trump, table.spades,
        table.free_jokers, table.follow_anytime, table.misere, lead_mode)
    if len(_TABLES) >= 16:
        _TABLES.clear()
    _TABLES[id(table)] = table, made
    return made

"""What the tests of the item models share: Qt's model tester, reading cells, games to fill them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, Qt

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import BIDS, Bid, GameState, HandResult, RuleSet
from fivehundred_qt.selfplay import selfplay

NAMES4 = ["Ann", "Ben", "Cy", "Dee"]
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole


def check(tester: Any, model: QAbstractItemModel) -> None:
    """Qt's own QAbstractItemModelTester; it stays attached, so later changes are checked too.

    Not ``force_py=True`` as well: the C++ tester is the reference, and pytest-qt reports its
    failures by itself.
    """
    tester.check(model)


def text(model: QAbstractItemModel, row: int, column: int, role: int = DISPLAY) -> Any:
    return model.data(model.index(row, column), role)


def grid(model: QAbstractItemModel, role: int = DISPLAY) -> list[list[Any]]:
    return [[text(model, r, c, role) for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def finished_game(rules: RuleSet, seed: int) -> GameState:
    players = [make_player("random", seed * 10 + s) for s in range(rules.players)]
    state = selfplay(rules, players, seed=seed, games=1).games[0]
    assert state.is_over
    return state


def result(contract: str, declarer: int | None, tricks: Sequence[int], made: bool | None,
           delta: Sequence[int], scores: Sequence[int], *, sans_kitty: bool = False,
           bags: Sequence[int] | None = None,
           bids: Sequence[int | str | None] | None = None, dealer: int = 0) -> HandResult:
    return HandResult(contract, declarer, sans_kitty, tuple(tricks), made, tuple(delta), tuple(scores),
                      None if bags is None else tuple(bags), None if bids is None else tuple(bids),
                      dealer)


def bid(call: str, sans_kitty: bool = False) -> Bid:
    return BIDS[call, sans_kitty]


def start_auction(rules: RuleSet, dealer: int = 0, seed: int = 5) -> GameState:
    state = GameState(rules, seed=seed, first_dealer=dealer)
    state.deal()
    return state

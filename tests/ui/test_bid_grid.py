"""The bid grid (``ui.bid_grid``): Qt's model tester, and the cells enabled exactly for the bids
the core deems legal."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QIdentityProxyModel, QModelIndex, Qt

from fivehundred_qt.core import AMERICAN, AUSTRALIAN, PASS, Bid, RuleSet
from fivehundred_qt.ui.model_base import VALUE_ROLE
from fivehundred_qt.ui.window.bid_grid import BidGridModel

from .model_helpers import TOOLTIP, bid, check, grid, start_auction, text


def enabled(model: BidGridModel) -> set[Bid]:
    found = set()
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            index = model.index(r, c)
            if model.flags(index) & Qt.ItemFlag.ItemIsEnabled:
                for sans in (False, True):
                    b = model.bid_at(index, sans_kitty=sans)
                    if b is not None:
                        found.add(b)
            else:
                assert model.bid_at(index) is None and model.bid_at(index, sans_kitty=True) is None
    return found


def numbered(legal: Sequence[Any]) -> set[Bid]:
    return {a for a in legal if isinstance(a, Bid) and a.is_numbered}


def test_bid_grid_follows_the_legal_bids(qtmodeltester: Any) -> None:
    state = start_auction(AUSTRALIAN, dealer=0)
    model = BidGridModel(AUSTRALIAN)
    check(qtmodeltester, model)
    assert enabled(model) == set()
    legal = state.legal_actions()
    model.set_legal(legal)
    assert enabled(model) == numbered(legal)
    assert len(enabled(model)) == 25
    assert model.extra_calls(legal) == [a for a in legal if isinstance(a, Bid) and not a.is_numbered]
    assert model.extra_calls(legal) == [PASS, bid("open_misere")]
    state.apply(bid("7H"))
    legal = state.legal_actions()
    model.set_legal(legal)
    assert enabled(model) == numbered(legal)
    assert min(enabled(model), key=lambda b: b.tricks * 5 + (b.trump or 0)) == bid("7NT")
    assert model.extra_calls(legal) == [PASS, bid("misere"), bid("open_misere")]
    index = model.index(1, 4)
    assert model.bid_at(index) is next(a for a in legal if a == bid("7NT"))
    assert model.bid_at(model.index(1, 3)) is None
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEnabled
    # Another phase's legal actions enable nothing.
    model.set_legal([])
    assert enabled(model) == set()
    check(qtmodeltester, model)


def test_bid_grid_texts() -> None:
    model = BidGridModel(AUSTRALIAN)
    assert grid(model)[1] == ["7♠", "7♣", "7♦", "7♥", "7NT"]
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == [
        "♠", "♣", "♦", "♥", "NT"]
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(5)] == [
        "6", "7", "8", "9", "10"]
    assert text(model, 1, 3, TOOLTIP) == "7 hearts: 200 points"
    assert text(model, 4, 4, TOOLTIP) == "10 no trumps: 520 points"
    assert text(model, 0, 0, VALUE_ROLE) == 40
    assert model.index_of(bid("9D")) == model.index(3, 2)
    assert model.index_of(PASS) == QModelIndex()


def test_bid_grid_sans_kitty() -> None:
    rules = RuleSet.build(sans_kitty=True)
    state = start_auction(rules, dealer=0)
    state.apply(bid("7H"))
    model = BidGridModel(rules)
    model.set_legal(state.legal_actions())
    seven_hearts = model.index(1, 3)
    assert model.flags(seven_hearts) & Qt.ItemFlag.ItemIsEnabled
    assert model.bid_at(seven_hearts) is None
    assert model.bid_at(seven_hearts, sans_kitty=True) == bid("7H", True)
    assert text(model, 1, 3, TOOLTIP) == "7 hearts sans kitty: 200 points"
    assert "may also be bid sans kitty" in text(model, 1, 4, TOOLTIP)
    assert enabled(model) == numbered(state.legal_actions())


def test_bid_grid_american_inkles() -> None:
    state = start_auction(AMERICAN, dealer=0)
    model = BidGridModel(AMERICAN)
    model.set_legal(state.legal_actions())
    tip = text(model, 0, 0, TOOLTIP)
    assert tip.startswith("6 spades: 40 points")
    assert "inkle: a signal, cannot win the auction" in tip
    assert "inkle" not in text(model, 1, 0, TOOLTIP)
    assert bid("misere") in model.extra_calls(state.legal_actions())
    state.apply(PASS)
    state.apply(PASS)
    # The last two callers may not bid at the 6 level: no cell, no inkle.
    model.set_legal(state.legal_actions())
    assert enabled(model) == numbered(state.legal_actions())
    assert not any(b.tricks == 6 for b in enabled(model))
    assert text(model, 0, 0, TOOLTIP) == "6 spades: 40 points"
    # Australian 6-level bids are no inkles.
    aus = BidGridModel(AUSTRALIAN)
    aus.set_legal(start_auction(AUSTRALIAN).legal_actions())
    assert "inkle" not in text(aus, 0, 0, TOOLTIP)


def test_qt_binding_keeps_reference_counts() -> None:
    """Why PySide6 is pinned below 6.12, for models: views call ``data()`` from C++ and get None
    for most roles, and PySide6 6.12.0 drops a reference to None on each such call (and one to True
    on each ``emit``), so a window would die in "none_dealloc"/"bool_dealloc"."""
    proxy = QIdentityProxyModel()
    grid_model = BidGridModel(AUSTRALIAN)
    proxy.setSourceModel(grid_model)
    index = proxy.index(0, 0)
    nones, trues = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        proxy.data(index, Qt.ItemDataRole.DecorationRole)  # None from BidGridModel.data
        grid_model.set_legal([])
    assert sys.getrefcount(None) > nones - 100, "the Qt binding loses references to None"
    assert sys.getrefcount(True) > trues - 100, "the Qt binding loses references to True"

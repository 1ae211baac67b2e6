"""The auction model (``ui.auction_model``): Qt's model tester, and auctions played by the core."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from fivehundred_qt.core import AMERICAN, AUSTRALIAN, PASS, SPADES_PRESET, Phase, RuleSet
from fivehundred_qt.ui.docks.auction_model import AuctionModel
from fivehundred_qt.ui.model_base import BID_ROLE, SEAT_ROLE

from .model_helpers import NAMES4, TOOLTIP, bid, check, grid, start_auction, text


def test_auction_rounds_of_an_australian_auction(qtmodeltester: Any) -> None:
    state = start_auction(AUSTRALIAN, dealer=0)
    model = AuctionModel(AUSTRALIAN, NAMES4, dealer=0)
    check(qtmodeltester, model)
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == [
        "D · Ann", "Ben", "Cy", "Dee"]
    assert model.headerData(0, Qt.Orientation.Horizontal, TOOLTIP) == "Ann (dealer)"
    calls = [bid("6S"), PASS, bid("7H"), PASS, bid("8S"), PASS]
    rows_seen = []
    for call in calls:
        assert call in state.legal_actions()
        seat = state.to_move
        state.apply(call)
        model.append_call(seat, call)  # grows one call at a time
        rows_seen.append(model.rowCount())
    assert state.phase is Phase.DISCARD
    assert rows_seen == [1, 1, 1, 2, 2, 2]
    assert grid(model) == [
        [None, "6♠", "Pass", "7♥"],
        ["Pass", "8♠", None, "Pass"],
    ]
    assert text(model, 0, 3, BID_ROLE) == bid("7H")
    assert text(model, 0, 3, SEAT_ROLE) == 3
    assert text(model, 1, 2, SEAT_ROLE) == 2
    assert text(model, 0, 3, TOOLTIP) == "Dee: 7 hearts"
    assert model.headerData(1, Qt.Orientation.Vertical) == "2"
    # A seat view's calls, all at once (a viewer changed), give the same auction.
    fresh = AuctionModel(AUSTRALIAN, NAMES4, dealer=0)
    fresh.set_dealer(0, state.view(2).calls)
    assert grid(fresh) == grid(model)
    # A replay jumping back shows fewer calls; a new hand empties the grid.
    model.set_dealer(0, state.view(0).calls[:3])
    assert grid(model) == [[None, "6♠", "Pass", "7♥"]]
    model.set_dealer(2)
    assert model.rowCount() == 0
    # The columns stay in seating order every hand; the dealer's mark moves.
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == [
        "Ann", "Ben", "D · Cy", "Dee"]


def test_auction_raise_own_bid_starts_a_new_round(qtmodeltester: Any) -> None:
    rules = RuleSet.build(raise_own_bid=True)
    state = start_auction(rules, dealer=3)
    model = AuctionModel(rules, NAMES4, dealer=3)
    check(qtmodeltester, model)
    for call in (PASS, PASS, bid("7C"), PASS, PASS):
        state.apply(call)
        model.append_call(state.log[-1].actions[-1][0], call)
    assert state.phase is not Phase.AUCTION
    assert grid(model) == [["Pass", "Pass", "7♣", "Pass"], [None, None, "Pass", None]]
    assert [(text(model, r, c, SEAT_ROLE), text(model, r, c, BID_ROLE))
            for r in range(model.rowCount()) for c in range(4)
            if text(model, r, c, BID_ROLE) is not None] == [
        (0, PASS), (1, PASS), (2, bid("7C")), (3, PASS), (2, PASS)]


def test_auction_american_inkles_and_nullo(qtmodeltester: Any) -> None:
    state = start_auction(AMERICAN, dealer=0)
    model = AuctionModel(AMERICAN, NAMES4, dealer=0)
    check(qtmodeltester, model)
    for call in (bid("6S"), bid("6NT"), bid("7C"), bid("misere")):
        assert call in state.legal_actions()
        state.apply(call)
    model.set_dealer(0, state.view(0).calls)
    assert grid(model) == [[None, "6♠ (inkle)", "6NT (inkle)", "7♣"], ["nullo", None, None, None]]
    assert "inkle: a signal, cannot win the auction" in text(model, 0, 1, TOOLTIP)
    assert "inkle" not in text(model, 0, 3, TOOLTIP)
    # Australian 6-level bids are ordinary bids.
    aus = AuctionModel(AUSTRALIAN, NAMES4, dealer=0)
    aus.append_call(1, bid("6S"))
    assert grid(aus) == [[None, "6♠", None, None]]


def test_auction_of_spades(qtmodeltester: Any) -> None:
    state = start_auction(SPADES_PRESET, dealer=1)
    model = AuctionModel(SPADES_PRESET, NAMES4, dealer=1)
    check(qtmodeltester, model)
    for call in (bid("nil"), bid("4"), bid("3"), bid("13")):
        state.apply(call)
        model.set_dealer(1, state.view(0).calls)
    assert grid(model) == [[None, None, "nil", "4"], ["3", "13", None, None]]
    assert [model.seat_at(c) for c in range(4)] == [0, 1, 2, 3]


def test_new_names_reach_the_headers_and_tooltips(qtmodeltester: Any, qtbot: Any) -> None:
    model = AuctionModel(AUSTRALIAN, ["You", "Player 2", "Player 3", "Player 4"], dealer=1)
    check(qtmodeltester, model)
    model.append_call(2, bid("7H"))
    with qtbot.waitSignals([model.headerDataChanged, model.dataChanged]):
        model.set_names(NAMES4)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "D · Ben"
    assert text(model, 0, 2, TOOLTIP) == "Cy: 7 hearts"

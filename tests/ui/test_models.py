"""The item models of ``fivehundred_qt.ui.models``: Qt's model tester in several states, and the
contents checked against the core (scores, auctions and legal bids come from real games)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QIdentityProxyModel, QModelIndex, Qt
from PySide6.QtGui import QFont

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import (
    AMERICAN,
    AUSTRALIAN,
    BIDS,
    PASS,
    SPADES_PRESET,
    Bid,
    GameState,
    HandResult,
    Partners,
    Phase,
    RuleSet,
)
from fivehundred_qt.selfplay import selfplay
from fivehundred_qt.ui.models import (
    BID_ROLE,
    SEAT_ROLE,
    VALUE_ROLE,
    AuctionModel,
    BidGridModel,
    ScoreSheetModel,
    SpadesBidModel,
)

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


def grid(model: QAbstractItemModel) -> list[list[Any]]:
    return [[text(model, r, c) for c in range(model.columnCount())] for r in range(model.rowCount())]


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


# =========================================================================== score sheet
def test_score_sheet_model_tester_through_a_game(qtmodeltester: Any) -> None:
    state = finished_game(AUSTRALIAN, seed=1)
    model = ScoreSheetModel(AUSTRALIAN, NAMES4)
    check(qtmodeltester, model)
    assert model.rowCount() == 0
    assert model.totals() == (0, 0)
    for hand in state.log:
        assert hand.result is not None
        model.append_result(hand.result)
    assert model.rowCount() == len(state.results)
    model.set_names(["You", "West", "North", "East"])
    model.set_results(state.results)
    model.clear()
    assert model.rowCount() == 0


def test_finished_australian_game_totals_equal_the_state(qtmodeltester: Any) -> None:
    state = finished_game(AUSTRALIAN, seed=2)
    model = ScoreSheetModel(AUSTRALIAN, NAMES4)
    model.set_results(state.results)
    check(qtmodeltester, model)
    assert model.rowCount() == len(state.results) == len(state.log)
    assert model.totals() == tuple(state.scores)
    last = model.rowCount() - 1
    for side in range(2):
        total = model.column("total", side)
        delta = model.column("delta", side)
        assert text(model, last, total) == str(state.scores[side])
        assert text(model, last, total, VALUE_ROLE) == state.scores[side]
        assert sum(text(model, r, delta, VALUE_ROLE) for r in range(model.rowCount())) == state.scores[side]
        font = text(model, last, total, Qt.ItemDataRole.FontRole)
        assert isinstance(font, QFont) and font.bold()
        assert text(model, last, delta, Qt.ItemDataRole.FontRole) is None
    for row, hand in enumerate(state.log):
        assert text(model, row, model.column("hand")) == str(row + 1)
        assert text(model, row, model.column("dealer")) == NAMES4[hand.dealer]
        assert text(model, row, model.column("dealer"), VALUE_ROLE) == hand.dealer
    assert model.headerData(model.column("delta", 0), Qt.Orientation.Horizontal) == "Ann & Cy Δ"
    assert model.headerData(model.column("total", 1), Qt.Orientation.Horizontal) == "Ben & Dee Total"
    assert model.side_names() == ["Ann & Cy", "Ben & Dee"]


def test_score_sheet_rows_of_500() -> None:
    model = ScoreSheetModel(AUSTRALIAN, NAMES4)
    model.set_results([
        result("7H", 1, (2, 5, 0, 3), True, (20, 200), (20, 200), dealer=0),
        result("pass", None, (0, 0, 0, 0), None, (0, 0), (20, 200), dealer=1),
        result("8NT", 0, (3, 2, 4, 1), False, (-320, 30), (-300, 230), sans_kitty=True, dealer=2),
        result("misere", 2, (0, 0, 0, 0), True, (250, 0), (-50, 230), dealer=3),
        result("open_misere", 3, (0, 0, 0, 1), False, (0, -500), (-50, -270), dealer=0),
    ])
    columns = ["hand", "dealer", "contract", "declarer", "tricks", "made",
               "delta", "total", "delta", "total"]
    assert [model.column_kind(c)[0] for c in range(model.columnCount())] == columns
    assert grid(model) == [
        ["1", "Ann", "7♥", "Ben", "8", "✓", "+20", "20", "+200", "200"],
        ["2", "Ben", "all passed", "—", "—", "—", "0", "20", "0", "200"],
        ["3", "Cy", "8NT sans kitty", "Ann", "7", "✗", "-320", "-300", "+30", "230"],
        ["4", "Dee", "misère", "Cy", "0", "✓", "+250", "-50", "0", "230"],
        ["5", "Ann", "open misère", "Dee", "1", "✗", "0", "-50", "-500", "-270"],
    ]
    assert model.totals() == (-50, -270)
    tip = text(model, 0, 0, TOOLTIP)
    assert "Hand 1, dealt by Ann" in tip
    assert "Ben bid 7 hearts and took 8 tricks: made." in tip
    assert "Ann & Cy: +20, total 20" in tip
    assert "8 no trumps sans kitty" in text(model, 2, model.column("made"), TOOLTIP)
    assert "thrown in" in text(model, 1, 3, TOOLTIP)
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    for kind in ("hand", "tricks"):
        assert text(model, 0, model.column(kind), Qt.ItemDataRole.TextAlignmentRole) == right
    for kind in ("delta", "total"):
        assert text(model, 0, model.column(kind, 1), Qt.ItemDataRole.TextAlignmentRole) == right
    assert text(model, 0, model.column("contract"), Qt.ItemDataRole.TextAlignmentRole) != right


def test_score_sheet_uses_american_words_and_all_pass_nt() -> None:
    rules = RuleSet.build(preset="american", sans_kitty=True, all_pass="play_nt")
    model = ScoreSheetModel(rules, NAMES4)
    model.set_results([
        result("misere", 0, (0, 0, 0, 0), True, (250, 0), (250, 0), dealer=3),
        result("9S", 1, (0, 9, 0, 1), True, (0, 340), (250, 340), sans_kitty=True, dealer=0),
        result("nt", None, (3, 2, 1, 4), None, (40, 60), (290, 400), dealer=1),
        result("blind_misere", 3, (0, 0, 0, 0), True, (0, 500), (290, 900), dealer=2),
    ])
    contract = model.column("contract")
    assert [text(model, r, contract) for r in range(4)] == [
        "nullo", "9♠ sans widow", "no trumps (all passed)", "blind nullo"]
    assert text(model, 2, model.column("tricks")) == "4 / 6"
    assert text(model, 2, model.column("declarer")) == "—"


def test_score_sheet_spades(qtmodeltester: Any) -> None:
    model = ScoreSheetModel(SPADES_PRESET, NAMES4)
    check(qtmodeltester, model)
    model.append_result(result("spades", None, (3, 6, 2, 2), None, (52, 110), (52, 110),
                               bags=(2, 0), bids=(4, 5, "nil", 3), dealer=0))
    model.append_result(result("spades", None, (0, 6, 4, 3), None, (91, -90), (143, 20),
                               bags=(3, 0), bids=("blind_nil", 4, 3, 5), dealer=1))
    assert [model.column_kind(c) for c in range(model.columnCount())] == [
        ("hand", None), ("dealer", None), ("contract", None), ("tricks", None),
        ("delta", 0), ("total", 0), ("bags", 0), ("delta", 1), ("total", 1), ("bags", 1)]
    assert grid(model) == [
        ["1", "Ann", "4+nil / 5+3", "5 / 8", "+52", "52", "2", "+110", "110", "0"],
        ["2", "Ben", "blind nil+3 / 4+5", "4 / 9", "+91", "143", "3", "-90", "20", "0"],
    ]
    with pytest.raises(ValueError):
        model.column("made")
    assert model.headerData(model.column("bags", 1), Qt.Orientation.Horizontal) == "Ben & Dee Bags"
    assert model.bags() == (3, 0)
    assert "Ann & Cy bid 4+nil and took 5 tricks" in text(model, 0, 2, TOOLTIP)


def test_spades_game_totals_and_bags() -> None:
    players = [make_player("random", s) for s in range(4)]
    state = selfplay(SPADES_PRESET, players, seed=4, hands=6).games[0]
    model = ScoreSheetModel(SPADES_PRESET, NAMES4)
    model.set_results(state.results)
    assert model.rowCount() == len(state.results)
    assert model.totals() == tuple(state.scores)
    assert model.bags() == tuple(state.bags)


def test_side_names_in_solo_3v3_and_called_games(qtmodeltester: Any) -> None:
    solo = RuleSet.build(players=3)
    model = ScoreSheetModel(solo, ["Ann", "Ben", "Cy"])
    assert model.side_names() == ["Ann", "Ben", "Cy"]
    assert model.headerData(model.column("total", 2), Qt.Orientation.Horizontal) == "Cy Total"
    six = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay"]
    assert ScoreSheetModel(RuleSet.build(players=6, teams="3v3"), six).side_names() == [
        "Ann, Cy & Eve", "Ben, Dee & Fay"]
    assert ScoreSheetModel(RuleSet.build(players=6), six).side_names() == [
        "Ann & Dee", "Ben & Eve", "Cy & Fay"]
    with pytest.raises(ValueError):
        ScoreSheetModel(AUSTRALIAN, ["Ann", "Ben"])


def test_called_game_counts_partners_tricks(qtmodeltester: Any) -> None:
    rules = RuleSet.build(players=5)
    names = ["Ann", "Ben", "Cy", "Dee", "Eve"]
    state = finished_game(rules, seed=3)
    model = ScoreSheetModel(rules, names)
    model.set_results(state.results)
    check(qtmodeltester, model)
    assert model.totals() == tuple(state.scores)
    checked = 0
    for row, hand in enumerate(state.log):
        res = hand.result
        assert res is not None
        partners = [a.seats for _, a in hand.actions if isinstance(a, Partners)]
        if res.declarer is None or not partners:
            continue
        seats = {res.declarer, *partners[0]}
        assert text(model, row, model.column("tricks")) == str(sum(res.tricks[s] for s in seats))
        checked += 1
    assert checked


# ============================================================================== auction
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
        state.apply(call)
        model.set_calls(state.view(0).calls)  # grows one call at a time
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
    fresh = AuctionModel(AUSTRALIAN, NAMES4, dealer=0)
    fresh.set_calls(state.view(2).calls)
    assert grid(fresh) == grid(model)
    # A different auction (a replay jumping back) resets; a new hand turns the columns.
    model.set_calls(state.view(0).calls[:3])
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
    assert model.calls() == list(state.view(1).calls)


def test_auction_american_inkles_and_nullo(qtmodeltester: Any) -> None:
    state = start_auction(AMERICAN, dealer=0)
    model = AuctionModel(AMERICAN, NAMES4, dealer=0)
    check(qtmodeltester, model)
    for call in (bid("6S"), bid("6NT"), bid("7C"), bid("misere")):
        assert call in state.legal_actions()
        state.apply(call)
    model.set_calls(state.view(0).calls)
    assert grid(model) == [[None, "6♠ (inkle)", "6NT (inkle)", "7♣"], ["nullo", None, None, None]]
    assert "inkle: a signal, cannot win the auction" in text(model, 0, 1, TOOLTIP)
    assert "inkle" not in text(model, 0, 3, TOOLTIP)
    # Australian 6-level bids are ordinary bids.
    aus = AuctionModel(AUSTRALIAN, NAMES4, dealer=0)
    aus.set_calls([(1, bid("6S"))])
    assert grid(aus) == [[None, "6♠", None, None]]


def test_auction_of_spades(qtmodeltester: Any) -> None:
    state = start_auction(SPADES_PRESET, dealer=1)
    model = AuctionModel(SPADES_PRESET, NAMES4, dealer=1)
    check(qtmodeltester, model)
    for call in (bid("nil"), bid("4"), bid("3"), bid("13")):
        state.apply(call)
        model.set_calls(state.view(0).calls)
    assert grid(model) == [[None, None, "nil", "4"], ["3", "13", None, None]]
    assert [model.seat_at(c) for c in range(4)] == [0, 1, 2, 3]


# ============================================================================== bid grid
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
    assert model.call_label(bid("misere")) == "misère"
    assert BidGridModel(AMERICAN).call_label(bid("open_misere")) == "open nullo"
    assert model.call_label(PASS) == "Pass"


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
    assert "nullo" in [model.call_label(b) for b in model.extra_calls(state.legal_actions())]
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


# =========================================================================== Spades bids
def test_spades_bid_model(qtmodeltester: Any) -> None:
    model = SpadesBidModel()
    check(qtmodeltester, model)
    assert model.rowCount() == 0
    state = start_auction(SPADES_PRESET)
    legal = state.legal_actions()
    model.set_legal(legal)
    assert [text(model, r, 0) for r in range(model.rowCount())] == ["nil", *map(str, range(1, 14))]
    assert model.bid_at(5) is legal[5]
    assert model.bid_at(model.index(0, 0)) == bid("nil")
    assert text(model, 0, 0, BID_ROLE) == bid("nil")
    assert "no trick" in text(model, 0, 0, TOOLTIP)
    assert text(model, 4, 0, TOOLTIP) == "bid to take 4 tricks"
    assert model.row_of(bid("13")) == 13
    blind = RuleSet.build(preset="spades", blind_nil=True)
    state = start_auction(blind)
    model.set_legal(reversed(state.legal_actions()))
    assert model.rowCount() == 15
    assert text(model, 14, 0) == "blind nil"
    assert model.bids() == list(state.legal_actions())
    model.set_legal(start_auction(AUSTRALIAN).legal_actions())
    assert model.rowCount() == 0



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

"""The score sheet model (``ui.score_sheet``): Qt's model tester, and its cells checked against
the core's results (finished games and hands written out)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import AUSTRALIAN, SPADES_PRESET, Partners, RuleSet
from fivehundred_qt.selfplay import selfplay
from fivehundred_qt.ui.docks.score_sheet import CONTRACT_COLUMN, ScoreSheetModel, SideScore
from fivehundred_qt.ui.model_base import SCORE_ROLE

from .model_helpers import NAMES4, TOOLTIP, check, finished_game, grid, result, text

ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
HORIZONTAL = Qt.Orientation.Horizontal


def headers(model: ScoreSheetModel, role: int = Qt.ItemDataRole.DisplayRole) -> list[Any]:
    return [model.headerData(c, HORIZONTAL, role) for c in range(model.columnCount())]


def test_score_sheet_model_tester_through_a_game(qtmodeltester: Any) -> None:
    state = finished_game(AUSTRALIAN, seed=1)
    model = ScoreSheetModel(AUSTRALIAN, NAMES4)
    check(qtmodeltester, model)
    assert model.rowCount() == 0
    assert model.columnCount() == 3
    assert model.totals() == (0, 0)
    for hand in state.log:
        assert hand.result is not None
        model.append_result(hand.result)
    assert model.rowCount() == len(state.results)
    model.set_names(["You", "West", "North", "East"])
    model.set_results(state.results)
    model.set_results(())
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
        column = model.side_column(side)
        scores = [text(model, r, column, SCORE_ROLE) for r in range(model.rowCount())]
        assert all(isinstance(s, SideScore) and s.bags is None for s in scores)
        assert scores[-1].total == state.scores[side]
        assert sum(s.delta for s in scores) == state.scores[side]
        assert [s.total for s in scores] == [r.scores[side] for r in state.results]
        shown = text(model, last, column)
        assert shown == f"{scores[-1].delta_text}, total {state.scores[side]}"
        assert text(model, last, column, ACCESSIBLE) == shown
    for row, hand in enumerate(state.log):
        assert text(model, row, model.side_column(1), TOOLTIP).startswith(
            f"Hand {row + 1}, dealt by {NAMES4[hand.dealer]}\n")
    assert headers(model) == ["Contract", "Ann & Cy", "Ben & Dee"]
    assert "Ben & Dee" in model.headerData(2, HORIZONTAL, TOOLTIP)


def test_score_sheet_rows_of_500() -> None:
    model = ScoreSheetModel(AUSTRALIAN, NAMES4)
    model.set_results([
        result("7H", 1, (2, 5, 0, 3), True, (20, 200), (20, 200), dealer=0),
        result("pass", None, (0, 0, 0, 0), None, (0, 0), (20, 200), dealer=1),
        result("8NT", 0, (3, 2, 4, 1), False, (-320, 30), (-300, 230), sans_kitty=True, dealer=2),
        result("misere", 2, (0, 0, 0, 0), True, (250, 0), (-50, 230), dealer=3),
        result("open_misere", 3, (0, 0, 0, 1), False, (0, -500), (-50, -270), dealer=0),
    ])
    assert CONTRACT_COLUMN == 0
    assert grid(model) == [
        ["7♥ ✓", "+20, total 20", "+200, total 200"],
        ["all passed", "0, total 20", "0, total 200"],
        ["8NT sans kitty ✗", "-320, total -300", "+30, total 230"],
        ["misère ✓", "+250, total -50", "0, total 230"],
        ["open misère ✗", "0, total -50", "-500, total -270"],
    ]
    assert [row[1:] for row in grid(model, SCORE_ROLE)] == [
        [SideScore(20, 20, None), SideScore(200, 200, None)],
        [SideScore(0, 20, None), SideScore(0, 200, None)],
        [SideScore(-320, -300, None), SideScore(30, 230, None)],
        [SideScore(250, -50, None), SideScore(0, 230, None)],
        [SideScore(0, -50, None), SideScore(-500, -270, None)],
    ]
    assert text(model, 0, CONTRACT_COLUMN, SCORE_ROLE) is None
    assert model.totals() == (-50, -270)
    tip = text(model, 0, 0, TOOLTIP)
    assert "Hand 1, dealt by Ann" in tip
    assert "Ben bid 7 hearts and took 8 tricks: made." in tip
    assert "Ann & Cy: +20, total 20" in tip
    assert text(model, 0, 0, ACCESSIBLE) == tip
    assert "Ann bid 8 no trumps sans kitty and took 7 tricks: failed." in text(model, 2, 2, TOOLTIP)
    assert "thrown in" in text(model, 1, 1, TOOLTIP)
    for side in range(2):
        assert text(model, 0, model.side_column(side), ALIGN) == RIGHT
        assert model.headerData(model.side_column(side), HORIZONTAL, ALIGN) == RIGHT
    assert text(model, 0, CONTRACT_COLUMN, ALIGN) != RIGHT
    assert model.headerData(CONTRACT_COLUMN, HORIZONTAL, ALIGN) != RIGHT


def test_score_sheet_uses_american_words_and_all_pass_nt() -> None:
    rules = RuleSet.build(preset="american", sans_kitty=True, all_pass="play_nt")
    model = ScoreSheetModel(rules, NAMES4)
    model.set_results([
        result("misere", 0, (0, 0, 0, 0), True, (250, 0), (250, 0), dealer=3),
        result("9S", 1, (0, 9, 0, 1), True, (0, 340), (250, 340), sans_kitty=True, dealer=0),
        result("nt", None, (3, 2, 1, 4), None, (40, 60), (290, 400), dealer=1),
        result("blind_misere", 3, (0, 0, 0, 0), True, (0, 500), (290, 900), dealer=2),
    ])
    assert [text(model, r, CONTRACT_COLUMN) for r in range(4)] == [
        "nullo ✓", "9♠ sans widow ✓", "NT, all passed", "blind nullo ✓"]
    tip = text(model, 2, CONTRACT_COLUMN, TOOLTIP)
    assert "played at no trumps without a contractor" in tip
    assert "Ann & Cy: +40, total 290 (4 tricks)" in tip
    assert "Ben & Dee: +60, total 400 (6 tricks)" in tip


def test_score_sheet_spades(qtmodeltester: Any) -> None:
    model = ScoreSheetModel(SPADES_PRESET, NAMES4)
    check(qtmodeltester, model)
    model.append_result(result("spades", None, (3, 6, 2, 2), None, (52, 110), (52, 110),
                               bags=(2, 0), bids=(4, 5, "nil", 3), dealer=0))
    model.append_result(result("spades", None, (0, 6, 4, 3), None, (91, -90), (143, 20),
                               bags=(3, 0), bids=("blind_nil", 4, 3, 5), dealer=1))
    assert headers(model) == ["Bids", "Ann & Cy", "Ben & Dee"]
    assert grid(model) == [
        ["4+nil / 5+3", "+52, total 52, bags 2", "+110, total 110, bags 0"],
        ["blind nil+3 / 4+5", "+91, total 143, bags 3", "-90, total 20, bags 0"],
    ]
    assert text(model, 1, 2, SCORE_ROLE) == SideScore(-90, 20, 0)
    assert model.bags() == (3, 0)
    tip = text(model, 0, 2, TOOLTIP)
    assert "Ann & Cy bid 4+nil and took 5 tricks: +52, total 52, bags 2" in tip
    assert "Ben & Dee bid 5+3 and took 8 tricks: +110, total 110, bags 0" in tip


def test_spades_game_totals_and_bags() -> None:
    players = [make_player("random", s) for s in range(4)]
    state = selfplay(SPADES_PRESET, players, seed=4, hands=6).games[0]
    model = ScoreSheetModel(SPADES_PRESET, NAMES4)
    model.set_results(state.results)
    assert model.rowCount() == len(state.results)
    assert model.totals() == tuple(state.scores)
    assert model.bags() == tuple(state.bags)
    last = text(model, model.rowCount() - 1, model.side_column(1), SCORE_ROLE)
    assert (last.total, last.bags) == (state.scores[1], state.bags[1])


def test_side_names_in_solo_3v3_and_2v2v2_games(qtmodeltester: Any) -> None:
    solo = RuleSet.build(players=3)
    model = ScoreSheetModel(solo, ["Ann", "Ben", "Cy"])
    assert headers(model) == ["Contract", "Ann", "Ben", "Cy"]
    six = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay"]
    assert headers(ScoreSheetModel(RuleSet.build(players=6, teams="3v3"), six)) == [
        "Contract", "Ann, Cy & Eve", "Ben, Dee & Fay"]
    assert headers(ScoreSheetModel(RuleSet.build(players=6), six)) == [
        "Contract", "Ann & Dee", "Ben & Eve", "Cy & Fay"]
    with pytest.raises(ValueError):
        ScoreSheetModel(AUSTRALIAN, ["Ann", "Ben"])


def test_names_of_players_who_sit_down_replace_the_seats(qtmodeltester: Any, qtbot: Any) -> None:
    model = ScoreSheetModel(AUSTRALIAN, ["You", "Player 2", "Player 3", "Player 4"])
    check(qtmodeltester, model)
    model.append_result(result("7H", 1, (2, 5, 0, 3), True, (20, 200), (20, 200), dealer=1))
    assert headers(model)[2] == "Player 2 & Player 4"
    with qtbot.waitSignals([model.headerDataChanged, model.dataChanged]):
        model.set_names(NAMES4)
    assert headers(model)[1:] == ["Ann & Cy", "Ben & Dee"]
    assert text(model, 0, 1, TOOLTIP).startswith("Hand 1, dealt by Ben\nBen bid 7 hearts")


def test_called_game_counts_partners_tricks(qtmodeltester: Any) -> None:
    rules = RuleSet.build(players=5)
    names = ["Ann", "Ben", "Cy", "Dee", "Eve"]
    state = finished_game(rules, seed=3)
    model = ScoreSheetModel(rules, names)
    model.set_results(state.results)
    check(qtmodeltester, model)
    assert model.totals() == tuple(state.scores)
    assert model.columnCount() == 6
    checked = 0
    for row, hand in enumerate(state.log):
        res = hand.result
        assert res is not None
        partners = [a.seats for _, a in hand.actions if isinstance(a, Partners)]
        if res.declarer is None or not partners:
            continue
        taken = sum(res.tricks[s] for s in {res.declarer, *partners[0]})
        tip = text(model, row, CONTRACT_COLUMN, TOOLTIP)
        assert re.search(rf"\(with [^)]*\) bid .* and took {taken} tricks?:", tip), tip
        checked += 1
    assert checked

"""The Review dialog shows the deal's double-dummy table once the card verdicts are in: a row a
trump (and no trumps in 500), a column a side, tricks in the cells, whether the contract could
have been made or each nil kept, read out to a screen reader; its progress while it is worked
out; and the dialog stays within a small window."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from fivehundred_qt.bots.analysis import DealTable, analyse_seen, seen_hand
from fivehundred_qt.core import GameState, SeatView
from fivehundred_qt.ui.dialogs.review import HandReviewDialog
from fivehundred_qt.ui.dialogs.review_table import DealTableView
from fivehundred_qt.ui.table.cards import CardRenderer, CardStyle
from tests.bots.positions import bid, start
from tests.bots.test_analysis import FINESSE, play_perfectly
from tests.ui.test_review_analysis import NAMES, finished_view

WAIT = 60000   # ms: a loaded machine; the table of these deals takes well under a second


def review(qtbot: Any, view: SeatView, parent: QWidget | None = None, **kwargs: Any
           ) -> HandReviewDialog:
    dialog = HandReviewDialog(CardRenderer(CardStyle(False, "blue")), NAMES, view.rules,
                              list(view.tricks), "The previous hand", parent, **kwargs)
    if parent is None:
        qtbot.addWidget(dialog)
    return dialog


def grid_text(dialog: HandReviewDialog) -> list[list[str]]:
    grid = dialog.deal_table.grid
    heads = [grid.verticalHeaderItem(r).text() for r in range(grid.rowCount())]
    return [[heads[r], *(grid.item(r, c).text() for c in range(grid.columnCount()))]
            for r in range(grid.rowCount())]


def columns(dialog: HandReviewDialog) -> list[str]:
    grid = dialog.deal_table.grid
    return [grid.horizontalHeaderItem(c).text() for c in range(grid.columnCount())]


def spades_with_nil(*calls: str) -> GameState:
    state = start(FINESSE, game="spades", dealer=3)
    bid(state, *calls)
    play_perfectly(state)
    return state


def expected(view: SeatView) -> DealTable:
    table = analyse_seen(seen_hand(view), with_table=True).table
    assert table is not None
    return table


def test_a_500_hand_shows_each_side_s_tricks_in_each_trump_and_whether_it_could_be_made(
        qtbot: Any) -> None:
    view = finished_view()
    want = expected(view)
    dialog = review(qtbot, view, seen=seen_hand(view))
    qtbot.waitUntil(lambda: dialog.deal_table.grid.isVisibleTo(dialog), timeout=WAIT)
    assert "lost 1 trick" in dialog.verdict.text()       # the verdicts came too
    assert columns(dialog) == ["You & North", "West & East"]
    assert grid_text(dialog) == [[head, *(str(t) for t in row.tricks)]
                                 for head, row in zip("♠♣♦♥", want.rows, strict=False)] + \
        [["NT", *(str(t) for t in want.rows[4].tricks)]]
    assert want.makeable is True      # the top five trumps and the clubs: 7♥ is there
    summary = dialog.deal_table.summary.text()
    assert summary == "The contract, 7♥ (You), could have been made."
    assert "You leading" in dialog.deal_table.caption.text()
    assert not dialog.deal_table.bar.isVisibleTo(dialog)


def test_the_table_is_read_out_to_a_screen_reader(qtbot: Any) -> None:
    view = finished_view()
    dialog = review(qtbot, view, seen=seen_hand(view))
    grid = dialog.deal_table.grid
    qtbot.waitUntil(lambda: grid.isVisibleTo(dialog), timeout=WAIT)
    hearts = next(r for r in range(grid.rowCount()) if grid.verticalHeaderItem(r).text() == "♥")
    assert grid.verticalHeaderItem(hearts).data(Qt.ItemDataRole.AccessibleTextRole) == \
        "hearts trumps"
    cell = grid.item(hearts, 0)
    assert cell.data(Qt.ItemDataRole.AccessibleTextRole) == \
        f"You & North, hearts trumps: {cell.text()} tricks"
    assert cell.font().bold()                  # the trump the hand was played in
    assert not grid.item(0, 0).font().bold()
    assert grid.accessibleName() == "The deal's table"
    assert "could have been made" in grid.accessibleDescription()


def test_a_spades_hand_shows_the_sides_tricks_and_whether_each_nil_could_be_kept(
        qtbot: Any) -> None:
    for calls, kept, line in (
            (("4", "3", "4", "nil"), True, "East could have kept the nil."),
            (("4", "nil", "4", "2"), False, "West could not have kept the nil: the other side "
                                            "could force a trick on it.")):
        view = spades_with_nil(*calls).view(0)
        want = expected(view)
        assert [k for _, k in want.nils] == [kept]
        dialog = review(qtbot, view, seen=seen_hand(view))
        qtbot.waitUntil(lambda d=dialog: d.deal_table.grid.isVisibleTo(d), timeout=WAIT)
        assert columns(dialog) == ["You & North", "West & East"]
        assert grid_text(dialog) == [["♠", *(str(t) for t in want.rows[0].tricks)]]
        assert dialog.deal_table.summary.text() == line


def test_the_verdicts_come_first_then_the_table_with_its_progress(qtbot: Any,
                                                                  monkeypatch: Any) -> None:
    heard: list[object] = []
    shown = DealTableView.show_progress
    monkeypatch.setattr(DealTableView, "show_progress",
                        lambda self, done, of: (heard.append((done, of)), shown(self, done, of)))
    view = finished_view()
    dialog = review(qtbot, view, seen=seen_hand(view))
    assert dialog.deal_table.caption.text() == "The deal's table: analysing…"
    assert dialog.deal_table.bar.isVisibleTo(dialog)
    qtbot.waitUntil(lambda: dialog.verdict.text() != "Analysing…", timeout=WAIT)
    qtbot.waitUntil(lambda: dialog.deal_table.grid.isVisibleTo(dialog), timeout=WAIT)
    assert heard == [(k, 5) for k in range(1, 6)]     # four suits and no trumps


def test_closing_the_dialog_while_the_table_is_worked_out_is_harmless(qtbot: Any) -> None:
    view = spades_with_nil("4", "3", "4", "nil").view(0)
    dialog = review(qtbot, view, seen=seen_hand(view))
    qtbot.waitUntil(lambda: dialog.verdict.text() != "Analysing…", timeout=WAIT)
    dialog.close()                     # the table may still be on its way: it goes nowhere
    again = review(qtbot, view, seen=seen_hand(view))
    qtbot.waitUntil(lambda: again.deal_table.grid.isVisibleTo(again), timeout=WAIT)
    assert again.deal_table.summary.text() == "East could have kept the nil."


def test_without_the_hands_that_sat_out_the_table_says_so(qtbot: Any) -> None:
    view = finished_view()
    seen = replace(seen_hand(view), sat_out=None)
    dialog = review(qtbot, view, seen=seen)
    assert "not shown" in dialog.deal_table.caption.text()
    qtbot.waitUntil(lambda: dialog.verdict.text() != "Analysing…", timeout=WAIT)
    assert "lost 1 trick" in dialog.verdict.text()
    qtbot.wait(100)
    assert not dialog.deal_table.grid.isVisibleTo(dialog)


def test_a_hand_not_analysed_shows_no_table(qtbot: Any) -> None:
    view = finished_view()
    seen = seen_hand(view)
    dialog = review(qtbot, view, seen=replace(seen, plays=seen.plays[:-4]))
    qtbot.waitUntil(lambda: dialog.verdict.text() != "Analysing…", timeout=WAIT)
    assert dialog.verdict.text().startswith("Not analysed")
    assert not dialog.deal_table.isVisibleTo(dialog)


def test_the_dialog_stays_within_a_small_window(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(800, 600)
    view = finished_view()
    dialog = review(qtbot, view, window, seen=seen_hand(view))
    assert dialog.width() <= 800 and dialog.height() <= 600
    qtbot.waitUntil(lambda: dialog.deal_table.grid.isVisibleTo(dialog), timeout=WAIT)
    dialog.close()

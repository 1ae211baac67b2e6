"""The Review dialog shows the double-dummy analysis of the finished hand, worked out off the
window's thread: the card that gave away a trick is marked with what would have kept it, each
side's losses are told in a line, and closing the dialog before the answer is harmless."""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from fivehundred_qt.bots.analysis import NOT_SEEN, seen_hand
from fivehundred_qt.core import Phase, SeatView
from fivehundred_qt.ui.dialogs import review_analysis
from fivehundred_qt.ui.dialogs.review import HandReviewDialog
from fivehundred_qt.ui.table.cards import CardRenderer, CardStyle
from tests.bots.test_analysis import play_perfectly, trumps

NAMES = ["You", "West", "North", "East"]


def finished_view() -> SeatView:
    """500, seat 0 in 7H: every card best play but the ace of clubs led at trick 2 before the
    trumps were drawn (seat 1 ruffs it); the hand as seat 0 sees it once it is over."""
    state = trumps()
    play_perfectly(state, {0: "RJ", 4: "AC"})
    assert state.phase is not Phase.PLAY
    return state.view(0)


def review(qtbot: Any, view: SeatView, **kwargs: Any) -> HandReviewDialog:
    dialog = HandReviewDialog(CardRenderer(CardStyle(False, "blue")), NAMES, view.rules,
                              list(view.tricks), "The previous hand", **kwargs)
    qtbot.addWidget(dialog)
    return dialog


def test_the_card_that_cost_a_trick_is_marked_and_each_side_has_its_line(qtbot: Any) -> None:
    view = finished_view()
    dialog = review(qtbot, view, seen=seen_hand(view))
    assert dialog.verdict.text() == "Analysing…"
    qtbot.waitUntil(lambda: dialog.verdict.text() != "Analysing…", timeout=20000)
    ace = dialog.cells[1][0]
    assert ace is not None
    assert "cost 1 trick;" in ace.toolTip() and "J♥" in ace.toolTip()
    assert ace.accessibleDescription() == ace.toolTip()
    marked = [(row, seat) for row, cells in enumerate(dialog.cells)
              for seat, cell in enumerate(cells) if cell is not None and cell.accessibleDescription()]
    assert marked == [(1, 0)]
    lines = dialog.verdict.text().splitlines()
    assert lines[0].startswith("You & North lost 1 trick to best play: trick 2, A♣ (")
    assert "J♥" in lines[0] and "kept it)" in lines[0]
    assert lines[1] == "West & East lost nothing to best play."
    assert "not judged" in lines[2]


def test_a_hand_not_seen_to_its_end_shows_why_it_is_not_analysed(qtbot: Any) -> None:
    view = finished_view()
    seen = seen_hand(view)
    cut = type(seen)(seen.number, seen.rules, seen.contract, seen.partners, seen.calls,
                     seen.nominated, seen.plays[:-4], seen.result)
    dialog = review(qtbot, view, seen=cut)
    qtbot.waitUntil(lambda: dialog.verdict.text() != "Analysing…", timeout=20000)
    assert dialog.verdict.text() == f"Not analysed: {NOT_SEEN}."


def test_closing_the_dialog_before_the_answer_is_harmless(qtbot: Any) -> None:
    view = finished_view()
    pool = review_analysis._analysis_pool()
    waiting = review(qtbot, view, seen=seen_hand(view))
    waiting.close()                  # the answer cannot have come: this thread has not waited
    worked = review(qtbot, view, seen=seen_hand(view))
    assert pool.waitForDone(20000)   # its answer is queued to this thread, not yet delivered
    worked.close()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(waiting) and not shiboken6.isValid(worked)
    QApplication.processEvents()     # the queued answer goes nowhere
    qtbot.wait(50)
    again = review(qtbot, view, seen=seen_hand(view))   # the app goes on
    qtbot.waitUntil(lambda: again.verdict.text() != "Analysing…", timeout=20000)
    assert "lost 1 trick" in again.verdict.text()


def test_the_last_trick_alone_is_not_analysed(qtbot: Any) -> None:
    view = finished_view()
    dialog = review(qtbot, view)
    assert not dialog.verdict.isVisibleTo(dialog)


def test_the_window_s_review_of_the_previous_hand_analyses_it(qtbot: Any, monkeypatch: Any
                                                               ) -> None:
    from fivehundred_qt.ui.main_window import MainWindow
    from tests.ui.conftest import quick_prefs
    shown: list[HandReviewDialog] = []

    def exec_(self: HandReviewDialog) -> int:
        shown.append(self)
        return 0
    monkeypatch.setattr(HandReviewDialog, "exec", exec_)
    window = MainWindow(quick_prefs(), think_delay=False)
    qtbot.addWidget(window)
    window._hand_over_view = finished_view()
    window.show_previous_hand()
    [dialog] = shown
    qtbot.waitUntil(lambda: "lost 1 trick" in dialog.verdict.text(), timeout=20000)

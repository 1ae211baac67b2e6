"""The score sheet as drawn (``ui.score_view``): two-line side cells, set-backs in red, and a
sheet that fits its dock in the main window without scrolling sideways."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem, QTableView

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import AUSTRALIAN, SPADES_PRESET, HandResult, RuleSet
from fivehundred_qt.selfplay import selfplay
from fivehundred_qt.settings import default_seats
from fivehundred_qt.ui.docks.score_sheet import CONTRACT_COLUMN, ScoreSheetModel
from fivehundred_qt.ui.docks.score_view import ScoreDelegate, ScoreSheetView

from .model_helpers import NAMES4, result

VARIANTS = {
    "500-4": RuleSet.build(),
    "500-6-2v2v2": RuleSet.build(players=6),
    "500-6-3v3": RuleSet.build(players=6, teams="3v3"),
    "500-5-called": RuleSet.build(players=5),
    "spades": SPADES_PRESET,
}


def widest_hand(rules: RuleSet) -> HandResult:
    """A hand with the longest contract text and the widest numbers the variant can show."""
    n, sides = rules.players, len(rules.sides)
    if rules.is_spades:
        return result("spades", None, (0, 13, 0, 0), None, (-200, 130), (-190, 490),
                      bags=(9, 9), bids=("blind_nil", "4", "nil", "5"))
    return result("open_misere", 0, (1,) + (0,) * (n - 1), False, (-500,) + (0,) * (sides - 1),
                  (-990,) + (490,) * (sides - 1))


def sheet_rows(rules: RuleSet) -> list[HandResult]:
    """The widest hand, then hands played by computer players, three times over: enough rows
    for the vertical scroll bar to take its share of the dock's width."""
    players = [make_player("easy", s) for s in range(rules.players)]
    played = selfplay(rules, players, seed=11, hands=8).games[0].results
    assert len(played) >= 4
    return [widest_hand(rules), *played * 3]


def fill(rules: RuleSet, view: ScoreSheetView) -> ScoreSheetModel:
    model = ScoreSheetModel(rules, [s.name for s in default_seats(rules.players)], view)
    view.setModel(model)
    model.set_results(sheet_rows(rules))
    return model


def natural_width(view: ScoreSheetView, column: int) -> int:
    """The width a column's cells ask for, whatever room the view has."""
    return QTableView.sizeHintForColumn(view, column)


def assert_fits(view: ScoreSheetView, *, whole_contracts: bool = True) -> None:
    """No horizontal scrolling, and no side's numbers cut; nor the contracts, unless the dock is
    too narrow for them (their text is cut at the end then)."""
    QApplication.processEvents()
    assert view.horizontalScrollBar().maximum() == 0
    assert view.horizontalHeader().length() <= view.viewport().width()
    for column in range(view.model().columnCount()):
        if column != CONTRACT_COLUMN or whole_contracts:
            assert natural_width(view, column) <= view.columnWidth(column), column


# ================================================================== in the window
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_the_score_sheet_fits_its_dock(qtbot, window, variant: str, size: tuple[int, int]) -> None:
    window.resize(*size)
    # A table of another game first: the new model's columns are laid out anew.
    window.prepare_table(AUSTRALIAN, NAMES4, False)
    rules = VARIANTS[variant]
    window.prepare_table(rules, [s.name for s in default_seats(rules.players)], False)
    window.score_model.set_results(sheet_rows(rules))
    window.docks.show(window.score_dock)       # beside the table, or over it (Ctrl+1)
    view = window.score_view
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().width() > 0)
    assert window.width() == size[0]
    assert view.verticalScrollBar().maximum() > 0      # the rows are more than the dock shows
    assert_fits(view)
    # The contract column is no wider than its text; the sides share the rest.
    header = view.horizontalHeader()
    assert view.columnWidth(CONTRACT_COLUMN) == max(natural_width(view, CONTRACT_COLUMN),
                                                    header.sectionSizeHint(CONTRACT_COLUMN))
    sides = [view.columnWidth(c) for c in range(1, window.score_model.columnCount())]
    assert max(sides) - min(sides) <= 1


def test_a_narrower_dock_still_needs_no_sideways_scrolling(qtbot) -> None:
    view = ScoreSheetView()
    qtbot.addWidget(view)
    fill(VARIANTS["500-6-2v2v2"], view)
    view.show()
    for width in (420, 330, 300, 260):
        view.resize(width, 400)
        qtbot.waitUntil(lambda w=width: view.width() == w)
        assert_fits(view, whole_contracts=width >= 330)


# ==================================================================== the cells
def test_a_side_cell_is_two_lines_the_contract_one(qtbot) -> None:
    view = ScoreSheetView()
    qtbot.addWidget(view)
    model = ScoreSheetModel(AUSTRALIAN, NAMES4, view)
    view.setModel(model)
    model.set_results([result("8NT", 0, (3, 2, 4, 1), False, (-320, 30), (-1300, 230))])
    delegate = view.itemDelegate()
    assert isinstance(delegate, ScoreDelegate)
    option = QStyleOptionViewItem()
    option.initFrom(view)
    one_line = QFontMetrics(option.font).height()
    side = delegate.sizeHint(option, model.index(0, model.side_column(0)))
    contract = delegate.sizeHint(option, model.index(0, CONTRACT_COLUMN))
    bold = QFont(option.font)
    bold.setBold(True)
    assert side.height() > one_line * 1.5
    assert contract.height() < side.height()
    assert side.width() > QFontMetrics(bold).horizontalAdvance("-1300")
    assert delegate.sizeHint(option, QModelIndex()).isValid()


def reddish(image: QImage, left: int, right: int, top: int, bottom: int) -> int:
    count = 0
    for x in range(left, right):
        for y in range(top, bottom):
            colour = QColor(image.pixel(x, y))
            if colour.red() > 120 and colour.red() > 2 * max(colour.green(), colour.blue()):
                count += 1
    return count


def cell_redness(view: ScoreSheetView, row: int, columns: Sequence[int]) -> list[int]:
    image = view.viewport().grab().toImage()
    found = []
    for column in columns:
        rect = view.visualRect(view.model().index(row, column))
        found.append(reddish(image, rect.left(), rect.right(), rect.top(), rect.bottom()))
    return found


def test_set_backs_are_drawn_in_red(qtbot) -> None:
    view = ScoreSheetView()
    qtbot.addWidget(view)
    model = ScoreSheetModel(AUSTRALIAN, NAMES4, view)
    view.setModel(model)
    model.set_results([
        result("8NT", 0, (3, 2, 4, 1), False, (-320, 30), (-320, 30)),    # set back, below zero
        result("7H", 1, (2, 5, 0, 3), True, (20, 200), (-300, 230)),      # still below zero
        result("7S", 0, (5, 2, 3, 0), True, (400, 10), (100, 240)),       # all well
    ])
    view.resize(320, 200)
    view.show()
    qtbot.waitExposed(view)
    sides = [model.side_column(0), model.side_column(1)]
    set_back, in_the_hole, well = (cell_redness(view, row, sides) for row in range(3))
    assert set_back[0] > 20 and set_back[1] == 0
    assert 0 < in_the_hole[0] < set_back[0] and in_the_hole[1] == 0
    assert well == [0, 0]

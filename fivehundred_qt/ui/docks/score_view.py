"""How the score sheet is drawn: a table as wide as its dock, never wider, with one column per
side whose cells show the hand's points small above the total in bold, set-backs in red."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QAbstractItemModel, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ..model_base import LEFT, RIGHT, SCORE_ROLE, Index
from .score_sheet import CONTRACT_COLUMN, SideScore

__all__ = ["ScoreDelegate", "ScoreSheetView"]

_H_MARGIN: Final = 4
_V_MARGIN: Final = 2
_GAP: Final = 6
_SMALL: Final = 0.85
"""The size of the hand's points beside the total's."""
_LOSS_ON_LIGHT: Final = QColor(0xC0, 0x18, 0x2B)
_LOSS_ON_DARK: Final = QColor(0xFF, 0x7A, 0x7A)


def _fonts(base: QFont) -> tuple[QFont, QFont]:
    """The font of the hand's points and that of the total."""
    small = QFont(base)
    if base.pointSizeF() > 0:
        small.setPointSizeF(base.pointSizeF() * _SMALL)
    else:  # a font sized in pixels
        small.setPixelSize(max(1, round(base.pixelSize() * _SMALL)))
    bold = QFont(base)
    bold.setBold(True)
    return small, bold


def _loss_colour(palette: QPalette) -> QColor:
    """Red that reads on the view's background, light or dark."""
    dark = palette.color(QPalette.ColorRole.Base).lightness() < 128
    return _LOSS_ON_DARK if dark else _LOSS_ON_LIGHT


class ScoreDelegate(QStyledItemDelegate):
    """Draws a side's cell (``SCORE_ROLE``) on two lines: the hand's points small ("+120",
    "-320" in red), and under them the total in bold (red below zero); in Spades the side's bags
    sit at the left of the first line.  Other cells are drawn as usual.  What is read aloud is
    the model's text, "+120, total 340"."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index, /) -> None:
        score = index.data(SCORE_ROLE)
        if not isinstance(score, SideScore):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""  # the background, selection and focus only: the numbers are drawn below
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        small, bold = _fonts(opt.font)
        area = opt.rect.adjusted(_H_MARGIN, _V_MARGIN, -_H_MARGIN, -_V_MARGIN)
        top = QRect(area.left(), area.top(), area.width(), QFontMetrics(small).height())
        bottom = QRect(area.left(), top.bottom() + 1, area.width(), area.bottom() - top.bottom())
        # Asked of the view's selection, not the option's .state (ui/ never reads a .state).
        selected = isinstance(widget, QAbstractItemView) and widget.selectionModel() is not None \
            and widget.selectionModel().isSelected(index)
        plain = opt.palette.color(QPalette.ColorRole.HighlightedText if selected
                                  else QPalette.ColorRole.Text)
        loss = plain if selected else _loss_colour(opt.palette)
        painter.save()
        painter.setFont(small)
        painter.setPen(loss if score.delta < 0 else plain)
        painter.drawText(top, RIGHT, score.delta_text)
        if score.bags is not None:
            painter.setPen(plain)
            painter.drawText(top, LEFT, self._bags_text(score.bags))
        painter.setFont(bold)
        painter.setPen(loss if score.total < 0 else plain)
        painter.drawText(bottom, RIGHT, str(score.total))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index, /) -> QSize:
        score = index.data(SCORE_ROLE)
        if not isinstance(score, SideScore):
            return super().sizeHint(option, index)
        small, bold = _fonts(option.font)
        small_metrics, bold_metrics = QFontMetrics(small), QFontMetrics(bold)
        top = small_metrics.horizontalAdvance(score.delta_text)
        if score.bags is not None:
            top += _GAP + small_metrics.horizontalAdvance(self._bags_text(score.bags))
        width = max(top, bold_metrics.horizontalAdvance(str(score.total)))
        return QSize(width + 2 * _H_MARGIN,
                     small_metrics.height() + bold_metrics.height() + 2 * _V_MARGIN)

    def _bags_text(self, bags: int) -> str:
        return self.tr("bags {n}").format(n=bags)


class ScoreSheetView(QTableView):
    """The score sheet's table: the sides' columns share the width of the dock, so the sheet
    never scrolls sideways; the contract column before them is as wide as its text unless that
    would leave a side too little room for its numbers, and then its text is cut at the end
    (the tooltip has it whole), as are the sides' names in the header."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(ScoreDelegate(self))
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAccessibleName(self.tr("Score sheet"))
        # The arrows go from cell to cell; Tab leaves the sheet (it was a trap for the keys).
        self.setTabKeyNavigation(False)
        rows = self.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setTextElideMode(Qt.TextElideMode.ElideRight)
        columns.setHighlightSections(False)

    def setModel(self, model: QAbstractItemModel | None, /) -> None:
        super().setModel(model)
        if model is not None and model.columnCount() > CONTRACT_COLUMN:
            self.horizontalHeader().setSectionResizeMode(
                CONTRACT_COLUMN, QHeaderView.ResizeMode.ResizeToContents)

    def sizeHintForColumn(self, column: int, /) -> int:
        """The contract column's width (the header asks for it): that of its text, as long as
        each side keeps the room its numbers need."""
        natural = super().sizeHintForColumn(column)
        model = self.model()
        if column != CONTRACT_COLUMN or model is None:
            return natural
        sides = [c for c in range(model.columnCount()) if c != CONTRACT_COLUMN]
        widest = max((QTableView.sizeHintForColumn(self, c) for c in sides), default=0)
        return max(0, min(natural, self.viewport().width() - widest * len(sides)))

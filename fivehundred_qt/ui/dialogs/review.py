"""Review of tricks: the last trick, or every trick of the hand just finished."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...core import Card, RuleSet
from ..geometry import fitted
from ..table.cards import CardRenderer

CARD_WIDTH = 58


class HandReviewDialog(QDialog):
    """A grid of tricks: one row a trick, one column a seat; the winner's card is framed."""

    def __init__(self, renderer: CardRenderer, names: Sequence[str], rules: RuleSet,
                 tricks: Sequence[tuple[int, tuple[tuple[int, Card], ...]]], title: str,
                 parent: QWidget | None = None, *, first: int = 1) -> None:
        """``tricks`` numbered from ``first`` (the last trick alone: its number in the hand)."""
        super().__init__(parent)
        self.setWindowTitle(title)
        grid_widget = QWidget()
        grid_widget.setAutoFillBackground(True)
        palette = grid_widget.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(24, 92, 54))
        grid_widget.setPalette(palette)
        grid = QGridLayout(grid_widget)
        grid.setHorizontalSpacing(10)
        header_style = "color: #f4f1e4; font-weight: 600;"
        for seat in range(rules.players):
            label = QLabel(names[seat])
            label.setStyleSheet(header_style)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, seat + 1)
        dpr = self.devicePixelRatioF()
        self.cells: list[list[QLabel | None]] = []
        for row, (winner, cards) in enumerate(tricks, start=1):
            number = QLabel(str(first + row - 1))
            number.setStyleSheet(header_style)
            grid.addWidget(number, row, 0)
            cells: list[QLabel | None] = [None] * rules.players
            for seat, card in cards:
                cell = QLabel()
                cell.setPixmap(renderer.pixmap(card, CARD_WIDTH, dpr))
                cell.setToolTip(card.name)
                if seat == winner:
                    cell.setStyleSheet("border: 3px solid #ffd23c; border-radius: 6px;")
                    cell.setToolTip(self.tr("{0}: won the trick").format(card.name))
                grid.addWidget(cell, row, seat + 1, Qt.AlignmentFlag.AlignCenter)
                cells[seat] = cell
            self.cells.append(cells)
        scroll = QScrollArea()
        scroll.setWidget(grid_widget)
        scroll.setWidgetResizable(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        # Ten tricks scroll: the dialog stays clear of a 768-pixel screen's edges.
        self.resize(fitted(self, min(140 + 90 * rules.players, 900), min(120 + 100 * len(tricks), 620)))

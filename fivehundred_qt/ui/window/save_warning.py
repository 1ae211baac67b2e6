"""The bar above the table that says what is not being saved, for as long as it is not.

A status-bar line that vanishes after eight seconds is easy to miss while a game goes on for a
thousand decisions on a full disk; this bar stays until every write works again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ...keeper import Keeper, Problem


class SaveWarning(QFrame):
    """Shows the ``Keeper``'s problems in a player's words; hidden when there are none."""

    retry_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveWarning")
        self.setStyleSheet("#saveWarning { background: #fff3c4; border-bottom: 1px solid #c9a227; }"
                           "#saveWarning QLabel { color: #3d2f00; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        icon = QLabel("⚠")
        icon.setStyleSheet("font-size: 20px;")
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.retry = QPushButton(self.tr("Try again"))
        self.retry.setToolTip(self.tr("Try to write now (every move tries anyway)"))
        self.retry.clicked.connect(self.retry_requested)
        layout.addWidget(self.retry, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_problems(self, keeper: Keeper) -> None:
        """Show what ``keeper`` cannot keep now, or hide when all is written."""
        lines = [self._line(problem, where) for problem, where in keeper.problems.items()]
        if not lines:
            self.hide()
            return
        self.label.setText("<br>".join(lines))
        self.retry.setVisible(any(p is not Problem.ELSEWHERE for p in keeper.problems))
        self.show()

    def _line(self, problem: Problem, where: str) -> str:
        if problem is Problem.GAME:
            text = self.tr("<b>Your game is not being saved</b>: if the app closes, the moves "
                           "since the last save are lost. ({0})")
        elif problem is Problem.STATISTICS:
            text = self.tr("<b>Your statistics are not saved yet</b>: the results are kept and "
                           "written as soon as writing works. ({0})")
        elif problem is Problem.FINISHED:
            text = self.tr("<b>The finished game could not be removed</b> from the saved game; "
                           "it will not be offered again. ({0})")
        else:
            return where
        return text.format(_escape(where))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

"""Start of the desktop app (the composition root calls ``run_app``)."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Five Hundred"))
        label = QLabel(self.tr("Five Hundred\n\nThe card table is being built. Meanwhile, "
                               "'fivehundred-qt selfplay' and 'replay' play and check games."))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self.setCentralWidget(label)
        game = self.menuBar().addMenu(self.tr("&Game"))
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        self.resize(960, 680)


def run_app(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow()
    window.show()
    return int(app.exec())

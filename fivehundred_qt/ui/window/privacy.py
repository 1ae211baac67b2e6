"""Hot-seat: the screen that hides the table while the next person comes to the computer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ...translation import is_you


class PrivacyScreen(QWidget):
    """Hot-seat: hides the table until the next human is at the screen."""

    COLOUR = QColor(15, 42, 27)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setStyleSheet("color: #f3f1e6;")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)            # German says it in more words than fit a line
        self.label.setStyleSheet("font-size: 26px; font-weight: 600;")
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.setStyleSheet("font-size: 16px; padding: 10px 24px; color: black;")
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        # Opaque on purpose: nothing of the table may show through while hands change over.
        QPainter(self).fillRect(self.rect(), self.COLOUR)

    def show_for(self, name: str) -> None:
        if is_you(name):  # no "Pass to You"
            self.label.setText(self.tr("Your turn: nobody else should see the screen"))
            self.button.setText(self.tr("Show my cards"))
        else:
            self.label.setText(self.tr("Pass to {0}").format(name))
            self.button.setText(self.tr("I am {0}: show my cards").format(name))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

"""Small helpers the app's dialogs share: the colour of error text, a word with a capital, the line
that says why OK is disabled above OK and Cancel, and two shortcuts for widgets (choosing a combo box
item by its data, holding a widget's signals back)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Final

from PySide6.QtWidgets import QBoxLayout, QComboBox, QDialog, QDialogButtonBox, QLabel, QWidget

ERROR_COLOUR: Final = "#c0182b"


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital and the rest as it is ("open misère" → "Open misère")."""
    return text[:1].upper() + text[1:]


@contextmanager
def blocked(widget: QWidget) -> Iterator[None]:
    """Change ``widget`` without its signals firing."""
    old = widget.blockSignals(True)
    try:
        yield
    finally:
        widget.blockSignals(old)


def select_data(combo: QComboBox, value: Any) -> bool:
    """Select the item whose data equals ``value`` (None included); False if there is none."""
    for index in range(combo.count()):
        if combo.itemData(index) == value:
            combo.setCurrentIndex(index)
            return True
    return False


def error_and_buttons(dialog: QDialog, layout: QBoxLayout) -> tuple[QLabel, QDialogButtonBox]:
    """Add to the foot of ``layout`` the bold line that says why OK is disabled (hidden while all is
    well), then OK and Cancel, which accept and reject ``dialog``."""
    error = QLabel()
    error.setObjectName("error")
    error.setWordWrap(True)
    error.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
    error.hide()
    layout.addWidget(error)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return error, buttons


def show_error(label: QLabel, buttons: QDialogButtonBox, error: str | None) -> None:
    """Say why OK is disabled, or (``error`` None) hide the line and enable OK."""
    label.setText(error or "")
    label.setVisible(error is not None)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(error is None)

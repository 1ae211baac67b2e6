"""Sizes that fit the screen a window opens on: a laptop of 1280×800 or 1024×640 must see the
whole window, its buttons included."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE: Final = 0.94     # of the available height and width, leaving the frame room


def fitted(widget: QWidget, width: int, height: int) -> QSize:
    """``width``×``height``, made smaller where the widget's screen is smaller."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, int(room.width() * SCREEN_SHARE)),
                 min(height, int(room.height() * SCREEN_SHARE)))


def fit(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``fitted`` and put it in the middle of the available screen."""
    widget.resize(fitted(widget, width, height))
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        frame = widget.frameGeometry()
        frame.moveCenter(screen.availableGeometry().center())
        widget.move(frame.topLeft())


def keep_on_screen(widget: QWidget) -> None:
    """After restoring a saved geometry (perhaps from a bigger monitor): shrink to fit."""
    size = fitted(widget, widget.width(), widget.height())
    if size != widget.size():
        fit(widget, size.width(), size.height())

"""Guards the PySide6 pin: 6.12.0 drops a reference to None on every void call (Python 3.11),
which aborts the interpreter after a few thousand calls: the whole table would crash."""

import sys

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QColor, QPainterPath


def test_void_qt_calls_keep_none_alive():
    obj, rect, path, colour = QObject(), QRectF(0, 0, 1, 1), QPainterPath(), QColor()
    before = sys.getrefcount(None)
    for _ in range(500):
        obj.setObjectName("x")
        rect.setWidth(2.0)
        path.moveTo(0.0, 0.0)
        colour.setAlpha(3)
    assert sys.getrefcount(None) - before > -100

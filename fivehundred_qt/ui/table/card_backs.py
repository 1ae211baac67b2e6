"""The patterns on the backs of the cards: one per back colour, drawn in the card's panel."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen


def _lattice(painter: QPainter, panel: QRectF, light: QColor, dark: QColor) -> None:
    """Blue: a double diagonal trellis."""
    step = 7.0
    path = QPainterPath()
    span = panel.height() + panel.width()
    for i in range(-int(span / step) - 1, int(span / step) + 2):
        x = panel.left() + i * step
        for off in (-0.9, 0.9):
            path.moveTo(x + off, panel.top())
            path.lineTo(x + off + panel.height(), panel.bottom())
            path.moveTo(x + off, panel.bottom())
            path.lineTo(x + off + panel.height(), panel.top())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(light, 0.45))
    painter.drawPath(path)


def _diamonds(painter: QPainter, panel: QRectF, light: QColor, dark: QColor) -> None:
    """Red: rows of small lozenges on a fine grid."""
    step_x, step_y = 6.5, 8.0
    tiles = QPainterPath()
    grid = QPainterPath()
    rows = int(panel.height() / step_y) + 2
    cols = int(panel.width() / step_x) + 2
    for r in range(rows):
        y = panel.top() + r * step_y
        grid.moveTo(panel.left(), y)
        grid.lineTo(panel.right(), y)
        for c in range(cols):
            x = panel.left() + c * step_x + (step_x / 2 if r % 2 else 0.0)
            add_lozenge(tiles, x, y, 1.9, 2.6)
    painter.setPen(QPen(dark, 0.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(grid)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(tiles, light)


def _scales(painter: QPainter, panel: QRectF, light: QColor, dark: QColor) -> None:
    """Green: overlapping rings, like fish scales."""
    step = 7.0
    path = QPainterPath()
    rows = int(panel.height() / (step / 2)) + 2
    cols = int(panel.width() / step) + 2
    for r in range(rows):
        y = panel.top() + r * step / 2
        for c in range(cols):
            x = panel.left() + c * step + (step / 2 if r % 2 else 0.0)
            path.addEllipse(QPointF(x, y), step / 2, step / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(light, 0.45))
    painter.drawPath(path)


def _checks(painter: QPainter, panel: QRectF, light: QColor, dark: QColor) -> None:
    """Purple: a woven check of fine stripes."""
    step = 4.0
    path = QPainterPath()
    x = panel.left()
    while x < panel.right():
        path.addRect(QRectF(x, panel.top(), step / 2, panel.height()))
        x += step
    y = panel.top()
    while y < panel.bottom():
        path.addRect(QRectF(panel.left(), y, panel.width(), step / 2))
        y += step
    path.setFillRule(Qt.FillRule.OddEvenFill)
    faint = QColor(light)
    faint.setAlpha(110)
    painter.fillPath(path, faint)


PATTERNS: dict[str, Callable[[QPainter, QRectF, QColor, QColor], None]] = {
    "blue": _lattice,
    "red": _diamonds,
    "green": _scales,
    "purple": _checks,
}

BACK_COLOURS: dict[str, Sequence[QColor]] = {
    "blue": (QColor(28, 64, 150), QColor(140, 176, 236), QColor(14, 34, 88)),
    "red": (QColor(168, 22, 40), QColor(236, 128, 138), QColor(104, 10, 22)),
    "green": (QColor(22, 106, 58), QColor(130, 204, 156), QColor(10, 62, 32)),
    "purple": (QColor(88, 44, 130), QColor(196, 164, 232), QColor(50, 22, 78)),
}


def add_lozenge(path: QPainterPath, cx: float, cy: float, half_width: float,
                half_height: float) -> None:
    """Add to ``path`` a lozenge (a diamond standing on its point) centred on ``cx``, ``cy``."""
    path.moveTo(cx, cy - half_height)
    path.lineTo(cx + half_width, cy)
    path.lineTo(cx, cy + half_height)
    path.lineTo(cx - half_width, cy)
    path.closeSubpath()

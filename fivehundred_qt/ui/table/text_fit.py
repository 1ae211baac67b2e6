"""Text drawn on the table in a width it must keep: German and Welsh words are long.

A name or a heading is first set smaller (down to a floor that stays readable) and only then
shortened with "…"; a sentence is broken between words into lines.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF


def fitted(font: QFont, text: str, width: float, smallest: int) -> tuple[QFont, str]:
    """``font`` made smaller, one pixel at a time down to ``smallest`` pixels, until ``text``
    fits in ``width``; then ``text``, shortened at its end if it still does not fit."""
    font = QFont(font)
    if font.pixelSize() <= 0:          # a widget's font is set in points: work in pixels
        font.setPixelSize(round(QFontMetricsF(font).height() * 0.8))
    size = font.pixelSize()
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font.setPixelSize(size)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def wrapped(metrics: QFontMetricsF, text: str, width: float) -> list[str]:
    """``text`` broken between words into lines no wider than ``width`` (a single word wider
    than that is shortened with "…")."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]

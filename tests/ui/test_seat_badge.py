"""The nameplate's second line: the call or contract, and the tricks won, side by side."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from fivehundred_qt.ui.table.table_items import SeatBadge


def metrics() -> QFontMetricsF:
    font = QFont()
    font.setPixelSize(17)
    return QFontMetricsF(font)


@pytest.mark.parametrize("line", ["7 no trumps  ★=♥", "10 no trumps sans kitty  ★=♦", "Pass",
                                  "open misère"])
def test_the_line_and_the_tricks_never_overlap_and_a_nominated_suit_stays_in_sight(
        qapp, line: str) -> None:
    badge = SeatBadge("Ann", QColor("blue"))
    badge.set(line=line, tricks=10)
    fm = metrics()
    line_rect, shown, tricks_rect, tricks = badge.info_layout(fm)
    assert tricks_rect is not None and tricks == "🂠 10"
    assert line_rect.right() < tricks_rect.left()
    assert fm.horizontalAdvance(shown) <= line_rect.width() + 0.5
    assert fm.horizontalAdvance(tricks) <= tricks_rect.width()
    assert shown[-1] == line[-1]          # the end (a nominated joker's suit) is never cut


def test_without_tricks_the_line_has_the_whole_width(qapp) -> None:
    badge = SeatBadge("Ann", QColor("blue"))
    badge.set(line="8 hearts")
    line_rect, shown, tricks_rect, _ = badge.info_layout(metrics())
    assert tricks_rect is None and shown == "8 hearts" and line_rect.width() == SeatBadge.W - 30

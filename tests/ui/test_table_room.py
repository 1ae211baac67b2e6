"""Room for the table: at 1024×640 every word drawn on the table (names, calls, the score board,
the result) is at least 11 pixels high, in English, German and Welsh, at 3, 4 and 6 players and
in Spades (it was about 8 pixels, beside a dock that took a third of the window)."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtGui import QImage, QPainter
from shiboken6 import getCppPointer

from fivehundred_qt.controller import Mode
from fivehundred_qt.settings import TableSetup, default_seats
from fivehundred_qt.translation import seat_name, use_language

from .test_languages import compiled, languages  # noqa: F401  (fixtures, shared)

SMALLEST = 11.0
"""Pixels: the least height of the table's words on the screen."""

TABLES = {"3p": {"game": "500", "players": 3}, "4p": {"game": "500"},
          "6p": {"game": "500", "players": 6, "teams": "3v3"},
          "spades": {"game": "spades", "blind_nil": True}}


def drawn_words(view: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, str]]:
    """Every text the table view draws, with its height in screen pixels (its font's pixel
    size times the scale it is drawn at)."""
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    target = getCppPointer(painter)[0]
    seen: list[tuple[float, str]] = []
    draw = QPainter.drawText

    def spy(self: QPainter, *args: Any) -> Any:
        if getCppPointer(self)[0] == target:
            transform = self.worldTransform()
            font = self.font()
            pixels = font.pixelSize() if font.pixelSize() > 0 \
                else font.pointSizeF() * self.device().logicalDpiY() / 72
            text = next((a for a in args if isinstance(a, str)), "")
            if text.strip():
                seen.append((pixels * math.sqrt(abs(transform.determinant())), text))
        return draw(self, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    view.render(painter)
    painter.end()
    monkeypatch.setattr(QPainter, "drawText", draw)
    return seen


@pytest.mark.parametrize("language", ["en", "de", "cy"])
@pytest.mark.parametrize("kind", list(TABLES))
def test_the_tables_words_are_11_pixels_high_at_1024_by_640(qtbot, window, languages,  # noqa: F811
                                                            monkeypatch, kind, language) -> None:
    assert use_language(language) == language
    window.resize(1024, 640)
    rules = TABLES[kind]
    players = 4 if rules["game"] == "spades" else int(rules.get("players", 4))
    window.start(TableSetup(rules=rules, seats=default_seats(players, seat_name)), seed=6)
    table = window.local_table
    words: list[tuple[float, str]] = []
    for _ in range(4000):
        qtbot.wait(5)
        if window.scene.busy or table.view() is None:
            continue
        if table.mode is Mode.HAND_OVER:
            break
        if table.mode is Mode.HUMAN:
            view = table.view()
            if view.phase.value == "play" and sum(view.won) == 3:
                words += drawn_words(window.table_view, monkeypatch)     # the play's board
            if window._hidden_hand:
                window._look()
            action, _ = table.suggestion_with_reason()
            table.act(action)
    assert table.mode is Mode.HAND_OVER
    qtbot.wait(20)
    words += drawn_words(window.table_view, monkeypatch)            # the result's banner
    texts = {text for _, text in words}
    assert len(texts) >= 8, texts
    small = sorted((round(size, 1), text) for size, text in words if size < SMALLEST)
    assert not small, (window.table_view.size(), small)

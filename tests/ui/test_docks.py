"""The score sheet and auction docks give the table the room: as narrow as their columns, shown
and put away by Ctrl+1 and Ctrl+2, and out of the way of a table in a small window (called up over
it instead).  They took 330 pixels of a 1024-pixel window, mostly empty, and the table's words
were 8 pixels high."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Phase
from fivehundred_qt.settings import TableSetup, default_seats
from fivehundred_qt.translation import seat_name, use_language

from .test_languages import compiled, languages  # noqa: F401  (fixtures, shared)


def start(window, qtbot, rules: dict, size: tuple[int, int]) -> None:
    window.resize(*size)
    players = 4 if rules["game"] == "spades" else int(rules.get("players", 4))
    window.start(TableSetup(rules=rules, seats=default_seats(players, seat_name)), seed=2)
    table = window.local_table
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and table.view().phase is Phase.AUCTION
                    and not window.scene.busy, timeout=10000)
    qtbot.wait(20)


def key(window, qtbot, digit: Qt.Key) -> None:
    qtbot.keyClick(window, digit, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)


def whole_headings(view) -> bool:
    header = view.horizontalHeader()
    return all(header.sectionSize(c) >= header.sectionSizeHint(c)
               for c in range(view.model().columnCount()))


def test_the_docks_open_as_narrow_as_their_columns(qtbot, window) -> None:
    start(window, qtbot, {"game": "500"}, (1280, 800))
    dock = window.auction_dock
    assert window.docks.beside and dock.isVisible() and not dock.isFloating()
    assert dock.width() <= 300, dock.width()
    assert whole_headings(window.auction_view)
    assert window.table_view.width() >= window.width() - 300


def test_ctrl_1_and_ctrl_2_show_and_hide_the_docks(qtbot, window) -> None:
    start(window, qtbot, {"game": "500"}, (1280, 800))
    docks = window.docks
    assert docks.in_front(window.auction_dock) and not docks.in_front(window.score_dock)
    key(window, qtbot, Qt.Key.Key_1)                       # the score sheet comes forward
    assert docks.in_front(window.score_dock) and not docks.in_front(window.auction_dock)
    key(window, qtbot, Qt.Key.Key_1)                       # and goes away
    assert not window.score_dock.isVisible()
    key(window, qtbot, Qt.Key.Key_2)                       # the auction, in front, goes away
    assert not window.auction_dock.isVisible()
    table = window.table_view.width()
    assert table >= window.width() - 2
    key(window, qtbot, Qt.Key.Key_2)                       # and comes back
    assert docks.in_front(window.auction_dock)
    assert window.table_view.width() < table


def test_in_a_small_window_the_docks_step_aside_and_are_called_up_over_the_table(
        qtbot, window) -> None:
    start(window, qtbot, {"game": "500"}, (800, 600))
    assert not window.docks.beside
    assert not window.score_dock.isVisible() and not window.auction_dock.isVisible()
    assert window.table_view.width() == window.centralWidget().width() >= window.width() - 2
    key(window, qtbot, Qt.Key.Key_2)
    dock = window.auction_dock
    assert dock.isVisible() and dock.isFloating()
    view = window.table_view
    table = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    assert table.contains(dock.geometry()), (table, dock.geometry())
    assert whole_headings(window.auction_view)
    key(window, qtbot, Qt.Key.Key_2)
    assert not dock.isVisible()
    window.resize(1280, 800)                              # room again: the docks come back
    qtbot.waitUntil(lambda: window.docks.beside and window.auction_dock.isVisible())
    assert not window.auction_dock.isFloating()


@pytest.mark.parametrize("language", ["de", "cy"])
def test_six_players_names_head_the_auction_whole(qtbot, window, languages, language) -> None:  # noqa: F811
    """("Nordw…" headed a six-player German auction.)"""
    assert use_language(language) == language
    start(window, qtbot, {"game": "500", "players": 6, "teams": "3v3"}, (1280, 800))
    window.docks.show(window.auction_dock)
    qtbot.wait(20)
    assert whole_headings(window.auction_view)

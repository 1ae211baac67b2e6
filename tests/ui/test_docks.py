"""The score sheet and auction docks give the table the room: as narrow as their columns, shown
and put away by Ctrl+1 and Ctrl+2, and out of the way of a table in a small window (called up over
it instead).  They took 330 pixels of a 1024-pixel window, mostly empty, and the table's words
were 8 pixels high."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QStyleOptionViewItem

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import HandResult, Phase
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


def contract_column_whole(view) -> bool:
    """Whether every row's contract (Spades: bids) is shown whole, not cut with '…'."""
    model = view.model()
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    return all(view.horizontalHeader().sectionSize(0)
               >= view.itemDelegate().sizeHint(option, model.index(r, 0)).width()
               for r in range(model.rowCount()))


THREE_HANDS = [HandResult("pass", None, False, (0, 0, 0), None, (0, 0, 0), (0, 0, 0), None, None),
               HandResult("8NT", 1, True, (1, 8, 1), True, (20, 520, 10), (20, 520, 10), None,
                          None),
               HandResult("nt", None, False, (1, 8, 1), None, (10, 80, 10), (30, 600, 20), None,
                          None)]


@pytest.mark.parametrize(("rules", "size", "hands", "language"), [
    ({"game": "spades", "blind_nil": True}, (1280, 800),
     [HandResult("spades", None, False, (2, 3, 5, 3), None, (-40, 62), (-40, 62), (2, 2),
                 ("blind_nil", 3, 5, 3)),
      HandResult("spades", None, False, (0, 0, 7, 6), None, (270, 160), (230, 222), (2, 2),
                 ("nil", "nil", 5, 4))], "en"),
    ({"game": "500", "players": 3}, (1024, 640), THREE_HANDS, "en"),
    ({"game": "500", "players": 3}, (1024, 640), THREE_HANDS, "de"),
    # A long game: the widest contract far above the rows in sight.
    ({"game": "500"}, (1024, 640),
     [HandResult("8NT", 1, True, (1, 8, 0, 1), True, (-20, 520), (-20, 520), None, None),
      *(HandResult("6S", 0, False, (6, 1, 2, 1), True, (40, 10), (20 + 40 * n, 530 + 10 * n),
                   None, None) for n in range(1, 40))], "en"),
], ids=["spades-1280", "500-3p-1024", "500-3p-1024-de", "500-long"])
def test_the_score_sheet_shows_each_hands_contract_whole(qtbot, window, languages, rules,  # noqa: F811
                                                         size, hands, language) -> None:
    use_language(language)
    start(window, qtbot, rules, size)
    for hand in hands:
        window.score_model.append_result(hand)
    qtbot.wait(50)
    window.docks.show(window.score_dock)
    qtbot.wait(50)
    view = window.docks.score_view
    for row in (0, len(hands) - 1, 0):                  # the column stays whole as it scrolls
        view.scrollTo(view.model().index(row, 0))
        qtbot.wait(20)
        assert contract_column_whole(view), [view.horizontalHeader().sectionSize(c)
                                             for c in range(view.model().columnCount())]

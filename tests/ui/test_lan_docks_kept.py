"""The chat and players docks are made when LAN play is first used, after the window restored
its layout: they still come back where the player last put them, also after sessions in which
no table was hosted or joined (Qt keeps their places in the saved state meanwhile)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt

from fivehundred_qt.ui.main_window import MainWindow

from .conftest import quick_prefs


def state_of(window: MainWindow) -> str:
    return bytes(window.saveState().toBase64().data()).decode()


def opened(qtbot, state: str | None) -> MainWindow:
    prefs = quick_prefs()
    prefs.window_state = state
    window = MainWindow(prefs, think_delay=False)
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    return window


def test_the_lan_docks_come_back_where_the_player_put_them(qtbot) -> None:
    first = opened(qtbot, None)
    chat = first.lan.chat_dock
    first.removeDockWidget(chat)
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, chat)
    chat.show()
    saved = state_of(first)
    first.lan.close()
    # A session without LAN play keeps the place in the state it saves.
    offline = opened(qtbot, saved)
    assert offline._lan is None
    kept = state_of(offline)
    assert QByteArray.fromBase64(kept.encode()).size() > 0
    later = opened(qtbot, kept)
    assert later.dockWidgetArea(later.lan.chat_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    later.lan.close()


def test_without_a_saved_place_the_lan_docks_sit_at_the_right(qtbot) -> None:
    window = opened(qtbot, None)
    assert window.dockWidgetArea(window.lan.chat_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(window.lan.players_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    window.lan.close()

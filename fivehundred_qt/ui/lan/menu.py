"""Game > Host a table… / Join a table… / Leave the table, without the network behind them: the
modules of LAN play (sockets, asyncio, zeroconf) load the first time one is chosen, so that an
offline table starts without them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from ..live_words import LiveWords

if TYPE_CHECKING:
    from .controls import LanControls


def add_lan_actions(menu: QMenu, words: LiveWords, parent: QWidget,
                    lan: Callable[[], LanControls]) -> QAction:
    """The three actions in ``menu``; ``lan`` gives the window's network side, made on first use.
    Returns the Leave action, disabled until there is a table to leave."""

    def action(text: Callable[[], str], slot: Callable[[], None], shortcut: str) -> QAction:
        a = words.put(QAction(parent), text)
        a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    # The words keep the context of the class that once made them (spelled out for lupdate).
    action(lambda: QCoreApplication.translate("LanControls", "&Host a table…"),
           lambda: lan().host_dialog(), "Ctrl+Shift+H")
    action(lambda: QCoreApplication.translate("LanControls", "&Join a table…"),
           lambda: lan().join_dialog(), "Ctrl+J")
    leave = action(lambda: QCoreApplication.translate("LanControls", "&Leave the table"),
                   lambda: lan().leave(), "Ctrl+Shift+L")
    leave.setEnabled(False)
    return leave

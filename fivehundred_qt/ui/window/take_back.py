"""Game > Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z): the player's last decision taken back, and made
again while nothing else has happened since (as KPat has), at the table on this computer."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ...controller import TableController
from ..live_words import LiveWords

__all__ = ["TakeBack"]


class TakeBack(QObject):
    """The two actions of the Game menu, enabled when the table on this computer allows them
    (``refresh`` at each change of its mode)."""

    def __init__(self, parent: QObject, table: TableController, playing_here: Callable[[], bool],
                 say: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._table = table
        self._playing_here = playing_here
        """Whether this table is the one played (not a network table, not a record shown)."""
        self._say = say
        self.undo_action = QAction(parent)
        self.redo_action = QAction(parent)

    def add_actions(self, menu: QMenu, words: LiveWords) -> None:
        for action, text, key, slot in (
                (self.undo_action, lambda: self.tr("&Undo my last card or call"),
                 QKeySequence.StandardKey.Undo, self.undo),
                (self.redo_action, lambda: self.tr("&Redo the card or call taken back"),
                 QKeySequence("Ctrl+Shift+Z"), self.redo)):
            words.put(action, text)
            action.setShortcut(key)
            action.setEnabled(False)
            action.triggered.connect(slot)
            menu.addAction(action)

    def refresh(self) -> None:
        here = self._playing_here()
        self.undo_action.setEnabled(here and self._table.can_undo())
        self.redo_action.setEnabled(here and self._table.can_redo())

    def undo(self) -> None:
        """Take back the player's last decision (one human at this computer only); the game
        then counts as assisted in the statistics."""
        if self._playing_here() and self._table.undo():
            self._say(self.tr("Your last decision was taken back."))

    def redo(self) -> None:
        """Make the decision taken back again, with what followed it."""
        if self._playing_here() and self._table.redo():
            self._say(self.tr("The decision taken back is made again."))

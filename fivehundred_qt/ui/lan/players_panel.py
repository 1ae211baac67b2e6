"""The Players dock of a network table: who sits where, and, at the host, who watches.

The host's user can give a remote player's seat to a computer player from here; the list of
spectators (their names, and since when they watch) is the host's alone: the protocol tells the
others how many watch, not who.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QLocale, Qt, QTime
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from ...controller.hosting import Spectator

__all__ = ["PlayersPanel"]


def _table(model: QStandardItemModel, name: str) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    view.setAccessibleName(name)
    return view


class PlayersPanel(QWidget):
    """Who sits where at a network table; the host can give a player's seat to the computer or
    open it for someone else, and sees who watches."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.model = QStandardItemModel(0, 3, self)
        self.model.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"),
                                              self.tr("Playing")])
        self.view = _table(self.model, self.tr("Players at the table"))
        layout.addWidget(self.view, 2)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        self.give = QPushButton(self.tr("Give the seat to a computer player"))
        self.give.setToolTip(self.tr("For good: the player is let go, and a computer player "
                                     "plays the seat from now on."))
        self.reopen = QPushButton(self.tr("Open the seat for someone else"))
        self.reopen.setToolTip(self.tr("The player is let go; a computer player keeps the seat "
                                       "until someone joins and takes it."))
        for button in (self.give, self.reopen):
            button.setEnabled(False)
            button.hide()
            layout.addWidget(button)
        self.watching_label = QLabel()
        layout.addWidget(self.watching_label)
        self.spectators = QStandardItemModel(0, 2, self)
        self.spectators.setHorizontalHeaderLabels([self.tr("Spectator"), self.tr("Watching since")])
        self.spectator_view = _table(self.spectators, self.tr("Spectators"))
        layout.addWidget(self.spectator_view, 1)
        self.show_spectators(False)
        self._seats: list[Mapping[str, Any]] = []
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selected())

    def set_seats(self, seats: Sequence[Mapping[str, Any]], names: Sequence[str],
                  own: int | None) -> None:
        """The seats (``name``, ``kind``, ``away``) with the names this window words them by."""
        self._seats = list(seats)
        self.model.setRowCount(0)
        for number, (seat, name) in enumerate(zip(seats, names, strict=True)):
            kind, away = seat.get("kind"), bool(seat.get("away"))
            if number == own:
                state = self.tr("you")
            elif kind == "open":
                state = self.tr("waiting for a player")
            elif kind == "bot":
                state = self.tr("computer player")
            elif away:
                state = self.tr("away: a computer player keeps the seat")
            elif kind == "local":
                state = self.tr("at the host's screen")
            else:
                state = self.tr("connected")
            self.model.appendRow([QStandardItem(str(number + 1)), QStandardItem(name),
                                  QStandardItem(state)])
        self._selected()

    def show_spectators(self, shown: bool) -> None:
        """Whether this window knows who watches (it hosts the table)."""
        self.watching_label.setVisible(shown)
        self.spectator_view.setVisible(shown)
        if not shown:
            self.set_spectators([])

    def set_spectators(self, spectators: Sequence[Spectator]) -> None:
        """Who watches the table now, with the time each came, in this computer's clock."""
        self.spectators.setRowCount(0)
        locale = QLocale()
        for spectator in spectators:
            when = spectator.since
            since = locale.toString(QTime(when.hour, when.minute, when.second),
                                    QLocale.FormatType.ShortFormat)
            self.spectators.appendRow([QStandardItem(spectator.name), QStandardItem(since)])
        self.watching_label.setText(self.tr("Nobody is watching.") if not spectators else
                                    self.tr("Watching: %n", "", len(spectators)))

    def selected_seat(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _selected(self) -> None:
        seat = self.selected_seat()
        remote = seat is not None and seat < len(self._seats) \
            and self._seats[seat].get("kind") == "remote"
        self.give.setEnabled(remote)
        self.reopen.setEnabled(remote)

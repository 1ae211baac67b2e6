"""The seats of the table in the New game dialog: a row per seat with its number, team letter, name,
who plays it (a person here or a computer player) and the computer player's level."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from ...core.rules import AUSTRALIAN
from ...settings import MAX_NAME_LENGTH, SeatSetup, default_seats
from ...translation import seat_name
from ..form_helpers import blocked, select_data

__all__ = ["SeatRow", "SeatWords", "SeatsBox"]


class SeatWords(Protocol):
    """The words of the dialog the seats are in (``NewGameDialog``, or a dialog for another kind
    of table that adds kinds of its own)."""

    def seat_kinds(self) -> list[tuple[str, str]]:
        """Who may sit in a seat, as (kind, shown text)."""
        ...

    def level_name(self, level: str) -> str:
        """A computer player's level, as shown."""
        ...


class SeatRow:
    """One seat of the table: its name, human or computer, and the computer's level."""

    def __init__(self, dialog: SeatWords, index: int, levels: Sequence[str]) -> None:
        self.index = index
        self.number = QLabel(str(index + 1))
        self.number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.team = QLabel()
        self.team.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setObjectName(f"seat{index}_name")
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M" * 9))
        self.name.setToolTip(QCoreApplication.translate("Seats", "The name shown at this seat."))
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat{index}_kind")
        for kind, text in dialog.seat_kinds():
            self.kind.addItem(text, kind)
        self.kind.setToolTip(QCoreApplication.translate(
            "Seats", "A person playing at this computer, or a computer player."))
        self.level = QComboBox()
        self.level.setObjectName(f"seat{index}_level")
        for level in levels:
            self.level.addItem(dialog.level_name(level), level)
        self.level.setToolTip(QCoreApplication.translate("Seats", "How strongly the computer player plays."))
        self.custom_name = False
        """True once the name is the player's own, so it no longer follows the seat's position."""
        self.kind.currentIndexChanged.connect(lambda _index: self._kind_changed())
        self.name.textEdited.connect(self._name_edited)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.team, self.name, self.kind, self.level)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)

    def load(self, seat: SeatSetup, default_name: str) -> None:
        self.name.setText(seat.name)
        self.custom_name = seat.name != default_name
        select_data(self.kind, seat.kind)
        if not select_data(self.level, seat.level):
            self.level.setCurrentIndex(self.level.count() - 1)
        self._kind_changed()

    def seat(self) -> SeatSetup:
        return SeatSetup(self.name.text().strip(), self.kind.currentData(), self.level.currentData())

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "computer")

    def _name_edited(self, _text: str) -> None:
        self.custom_name = True


class SeatsBox(QGroupBox):
    """Every seat the table may have, as many of them shown as it has players.

    Its words are the dialog's (``dialog.tr``), so that a dialog for another kind of table translates
    them as its own.
    """

    def __init__(self, dialog: SeatWords, levels: Sequence[str], seats: int) -> None:
        super().__init__(QCoreApplication.translate("Seats", "Seats"))
        grid = QGridLayout(self)
        grid.addWidget(QLabel(QCoreApplication.translate("Seats", "Name")), 0, 2)
        grid.addWidget(QLabel(QCoreApplication.translate("Seats", "Player")), 0, 3)
        grid.addWidget(QLabel(QCoreApplication.translate("Seats", "Level")), 0, 4)
        self.team_header = QLabel(QCoreApplication.translate("Seats", "Team"))
        grid.addWidget(self.team_header, 0, 1)
        grid.setColumnStretch(2, 1)
        self.rows = [SeatRow(dialog, index, levels) for index in range(seats)]
        for row in self.rows:
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, row.index + 1, column)
        self.shown_seats = 0
        """How many seats are shown: the rows after them are seats added when the table grows."""

    def show_seats(self, players: int) -> None:
        """Show the first ``players`` seats, named by where they sit unless the player named them.

        Seats added to the table get the level of the computer players already at it.
        """
        defaults = default_seats(players, seat_name)
        level = self._level_of_computers()
        for row in self.rows:
            shown = row.index < players
            row.set_visible(shown)
            if shown and row.index >= self.shown_seats and level is not None:
                select_data(row.level, level)
            if shown and (not row.custom_name or not row.name.text().strip()):
                with blocked(row.name):
                    row.name.setText(defaults[row.index].name)
                row.custom_name = False
        self.shown_seats = players

    def _level_of_computers(self) -> str | None:
        """The level of most computer players in the seats shown (of equally common levels, the later
        seat's); None when no seat shown is a computer player's."""
        levels = [row.level.currentData() for row in self.rows[:self.shown_seats]
                  if row.kind.currentData() == "computer"]
        counts = Counter(levels)
        most = max(counts.values(), default=0)
        return next((level for level in reversed(levels) if counts[level] == most), None)

    def show_teams(self, players: int, teams: str) -> None:
        """Letter the partnerships beside the seats (from the table's shape, even while rules are refused)."""
        shown = teams in ("2v2", "2v2v2", "3v3")
        self.team_header.setVisible(shown)
        team_of: dict[int, int] = {}
        if shown:
            sides = dataclasses.replace(AUSTRALIAN, players=players, teams=teams).sides
            team_of = {seat: number for number, side in enumerate(sides) for seat in side}
        for row in self.rows:
            row.team.setVisible(shown and row.index < players)
            row.team.setText("ABC"[team_of[row.index]] if row.index in team_of else "")

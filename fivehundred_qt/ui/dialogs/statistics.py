"""The player's statistics in a dialog: games played and won per variant (those in which the player
used Undo apart), contracts bid and made per kind."""

from __future__ import annotations

import itertools
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...counting import CONTRACT_KINDS, GAME_SECTIONS, STAT_GAMES, Section, StatRow
from ...storage import Statistics
from ..model_base import LEFT, NO_PARENT, RIGHT, Index

__all__ = ["StatisticsDialog", "StatisticsModel"]


class StatisticsModel(QAbstractTableModel):
    """The statistics as a table, in parts: games (a heading row, then one row per variant), games in
    which the player used Undo (the same), and contracts (a heading row, then one row per kind).

    Heading rows carry the column labels of their part ("played, won" or "bid, made"), so one
    table holds every part; ``refresh()`` reads the ``Statistics`` again.
    """

    COLUMNS: Final = 4

    def __init__(self, statistics: Statistics, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self._rows: list[StatRow | Section] = []
        self._bold = QFont()
        self._bold.setBold(True)
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        rows: list[StatRow | Section] = []
        stats = self.statistics.rows()
        for section in GAME_SECTIONS:
            games: list[StatRow] = []
            for game in STAT_GAMES:
                variants = [r for r in stats if r.section == section and r.game == game]
                games += variants
                if len(variants) > 1:
                    games.append(StatRow(section, game, "", *self.statistics.game_totals(game, section)))
            if games:
                rows.append(section)
                rows += games
        contracts = [r for r in stats if r.section == "contracts"]
        if contracts:
            rows.append("contracts")
            rows += contracts
        self._rows = rows
        self.endResetModel()

    def is_empty(self) -> bool:
        return not self._rows

    def stat_rows(self) -> list[StatRow]:
        """The rows of ``Statistics.rows()`` as shown (headings and totals left out)."""
        return [r for r in self._rows if isinstance(r, StatRow) and r.key]

    # ---------------------------------------------------------------- words
    def variant_name(self, key: str) -> str:
        """'australian 6p 3v3 to 300' in words: 'Australian 500, 6 players, two teams of three, to
        300 points'."""
        words = key.split()
        if not words:   # the total over every variant of one game
            return ""
        names = {"australian": self.tr("Australian 500"), "american": self.tr("American 500"),
                 "spades": self.tr("Spades")}
        parts = [names.get(words[0], words[0])]
        for before, word in itertools.pairwise(words):
            if word == "to":
                continue
            if before == "to" and word.isdigit():
                parts.append(self.tr("to {score} points").format(score=word))
            elif word.endswith("p") and word[:-1].isdigit():
                parts.append(self.tr("{n} players").format(n=word[:-1]))
            elif word == "3v3":
                parts.append(self.tr("two teams of three"))
            elif word == "2v2v2":
                parts.append(self.tr("three teams of two"))
            else:
                parts.append(word)
        return ", ".join(parts)

    def kind_name(self, kind: str) -> str:
        names = {
            "suit": self.tr("Suit contracts"),
            "nt": self.tr("No trumps"),
            "misere": self.tr("Misère (nullo)"),
            "open_misere": self.tr("Open misère (open nullo)"),
            "blind_misere": self.tr("Blind misère (blind nullo)"),
            "sans_kitty": self.tr("Sans kitty (sans widow)"),
            "nil": self.tr("Nil (Spades)"),
            "blind_nil": self.tr("Blind nil (Spades)"),
        }
        assert set(names) == set(CONTRACT_KINDS)
        return names.get(kind, kind)

    def _heading(self, section: Section, column: int) -> str:
        if section == "games":
            texts = (self.tr("Games"), self.tr("Played"), self.tr("Won"), self.tr("Won %"))
        elif section == "assisted":
            texts = (self.tr("Games in which you used Undo"), self.tr("Played"), self.tr("Won"),
                     self.tr("Won %"))
        else:
            texts = (self.tr("Contracts you bid"), self.tr("Bid"), self.tr("Made"), self.tr("Made %"))
        return texts[column]

    def _heading_tip(self, section: Section) -> str:
        if section == "games":
            return self.tr("Games you played to the end without taking back a move. A game to another "
                           "winning score than its rules' usual one has a line of its own.")
        if section == "assisted":
            return self.tr("Games in which you took back a move with Undo, counted apart from the "
                           "others.")
        return self.tr("The contracts you won the auction with, and the nil bids you made.")

    # ---------------------------------------------------------------- model
    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def flags(self, index: Index, /) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("What"), self.tr("Count"), self.tr("Successes"), "%")[section] \
                if 0 <= section < self.COLUMNS else None
        return None

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if column == 0 else RIGHT
        if role == Qt.ItemDataRole.FontRole and isinstance(row, StatRow) and not row.key:
            font = QFont()
            font.setItalic(True)
            return font
        if isinstance(row, str):
            if role == Qt.ItemDataRole.DisplayRole:
                return self._heading(row, column)
            if role == Qt.ItemDataRole.FontRole:
                return QFont(self._bold)
            if role == Qt.ItemDataRole.ToolTipRole:
                return self._heading_tip(row)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                if row.section == "contracts":
                    return self.kind_name(row.key)
                if not row.key:
                    return (self.tr("All Spades games") if row.game == "spades"
                            else self.tr("All 500 games"))
                return self.variant_name(row.key)
            if column == 1:
                return str(row.count)
            if column == 2:
                return str(row.successes)
            percent = row.percent
            return "—" if percent is None else self.tr("{0:.0f} %").format(percent)
        if role == Qt.ItemDataRole.ToolTipRole and row.section != "contracts":
            return self.tr("{won} won of {played} played").format(won=row.successes, played=row.count)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{made} made of {bid} bid").format(made=row.successes, bid=row.count)
        return None


class StatisticsDialog(QDialog):
    """Games played and won per variant (apart, those in which the player used Undo), contracts bid
    and made per kind, and a way to start afresh."""

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(520, 420)
        self.model = StatisticsModel(statistics, self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().hide()
        self.view.setShowGrid(False)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, StatisticsModel.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.empty_label = QLabel(self.tr("No games or contracts counted yet. Finished games and the "
                                          "contracts you bid are counted here."), self)
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.reset_button = QPushButton(self.tr("Reset…"), self)
        self.reset_button.setToolTip(self.tr("Forget all games and contracts counted so far"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty_label, 1)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.model.refresh()
        empty = self.model.is_empty()
        self.view.setVisible(not empty)
        self.empty_label.setVisible(empty)
        self.reset_button.setEnabled(not empty)

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget all games and contracts counted so far? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.statistics.reset()
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Reset statistics"), self.tr(
                "The statistics file {path} could not be written ({reason}).").format(
                path=self.statistics.path, reason=exc.strerror or exc))
        self.refresh()

"""The statistics dialog shows the file's counts under clear headings, and resets them when asked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from fivehundred_qt.storage import HOME_ENV, Statistics
from fivehundred_qt.ui.dialogs.statistics import StatisticsDialog, StatisticsModel


def filled(path: Path) -> Statistics:
    stats = Statistics(path)
    stats.record_game("australian 4p", True)
    stats.record_game("australian 4p", False)
    stats.record_game("american 6p 3v3", True)
    stats.record_game("spades", False)
    stats.record_contract("suit", True)
    stats.record_contract("misere", False)
    stats.record_contract("nil", True)
    return stats


def shown(model: StatisticsModel) -> list[list[str]]:
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_statistics_dialog_shows_the_rows(qtbot: Any, tmp_path: Path) -> None:
    stats = filled(tmp_path / "statistics.json")
    dialog = StatisticsDialog(Statistics.open(tmp_path / "statistics.json")[0])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.model.stat_rows() == stats.rows()
    cells = shown(dialog.model)
    assert ["Games", "Played", "Won", "Won %"] in cells
    assert ["Australian 500, 4 players", "2", "1", "50 %"] in cells
    assert ["American 500, 6 players, two teams of three", "1", "1", "100 %"] in cells
    assert ["All 500 games", "3", "2", "67 %"] in cells
    assert ["Spades", "1", "0", "0 %"] in cells
    assert ["Contracts you bid", "Bid", "Made", "Made %"] in cells
    assert ["Suit contracts", "1", "1", "100 %"] in cells
    assert ["Misère (nullo)", "1", "0", "0 %"] in cells
    assert ["Nil (Spades)", "1", "1", "100 %"] in cells
    assert dialog.view.isVisibleTo(dialog) and not dialog.empty_label.isVisibleTo(dialog)
    assert not dialog.grab().isNull()


def test_other_targets_and_assisted_games_have_lines_of_their_own(qtbot: Any, tmp_path: Path) -> None:
    stats = filled(tmp_path / "statistics.json")
    stats.record_game("australian 4p to 300", True)
    stats.record_game("spades to 250", True)
    stats.record_game("australian 4p", True, assisted=True)
    stats.record_game("american 4p", False, assisted=True)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    cells = shown(dialog.model)
    games = cells.index(["Games", "Played", "Won", "Won %"])
    assisted = cells.index(["Games in which you used Undo", "Played", "Won", "Won %"])
    contracts = cells.index(["Contracts you bid", "Bid", "Made", "Made %"])
    assert games < assisted < contracts
    standard = cells[games + 1:assisted]
    assert ["Australian 500, 4 players", "2", "1", "50 %"] in standard          # as before
    assert ["Australian 500, 4 players, to 300 points", "1", "1", "100 %"] in standard
    assert ["Spades, to 250 points", "1", "1", "100 %"] in standard
    assert ["All 500 games", "4", "3", "75 %"] in standard
    assert cells[assisted + 1:contracts] == [
        ["American 500, 4 players", "1", "0", "0 %"],
        ["Australian 500, 4 players", "1", "1", "100 %"],
        ["All 500 games", "2", "1", "50 %"],
    ]
    model = dialog.model
    tip = model.index(assisted, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Undo" in tip
    assert model.index(assisted + 1, 1).data(Qt.ItemDataRole.ToolTipRole) == "0 won of 1 played"


def test_reset_asks_first(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    filled(Statistics().path)
    stats, warning = Statistics.open()
    assert warning is None and stats.path.is_relative_to(tmp_path)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> Any:
        def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
            asked.append(args[2])
            return button
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    dialog.reset_button.click()
    assert asked and dialog.model.rowCount() > 0 and Statistics.open()[0].rows()

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    dialog.reset_button.click()
    assert len(asked) == 2
    assert dialog.model.rowCount() == 0
    assert stats.rows() == [] and Statistics.open()[0].rows() == []
    assert dialog.empty_label.isVisibleTo(dialog) and not dialog.view.isVisibleTo(dialog)
    assert not dialog.reset_button.isEnabled()


def test_empty_statistics(qtbot: Any, tmp_path: Path) -> None:
    dialog = StatisticsDialog(Statistics(tmp_path / "none.json"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.model.rowCount() == 0
    assert dialog.empty_label.isVisibleTo(dialog)
    assert not dialog.reset_button.isEnabled()

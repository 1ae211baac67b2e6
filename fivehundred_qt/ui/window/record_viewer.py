"""Game records in the window: saving the game on the table, and opening a record to step
through it move by move (the table, the auction and the score sheet as they stood), with the
choice to play on from any point, and Review the hand for each hand it has finished."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStatusBar

from ...controller import RecordCursor, Table
from ...core import RecordError
from ...inputs import describe_os_error
from ...storage import atomic_write_text, dumps
from ..dialogs.review import HandReviewDialog
from ..docks.auction_model import AuctionModel
from ..docks.score_sheet import ScoreSheetModel
from ..table.cards import CardRenderer
from .table_window import TableWindow


class RecordWindow(TableWindow, Protocol):
    """What records need of the main window besides its table: the auction and the score
    sheet, and the way to play on from a record."""

    @property
    def auction_model(self) -> AuctionModel | None: ...
    @property
    def score_model(self) -> ScoreSheetModel | None: ...
    @property
    def renderer(self) -> CardRenderer: ...
    def statusBar(self) -> QStatusBar: ...
    def windowTitle(self) -> str: ...
    def may_leave_the_game(self, title: str) -> bool: ...
    def use_table(self, table: Table) -> None: ...
    def prepare_table(self, rules: Any, names: list[str], suggestions: bool) -> None: ...
    def resume_record(self, record: dict[str, Any]) -> None: ...


class RecordViewer(QObject):
    def __init__(self, window: RecordWindow) -> None:
        super().__init__(window.window())
        self.main = window
        self.cursor: RecordCursor | None = None
        """The record being stepped through; None while a game is played."""

    def save_dialog(self) -> None:
        w = self.main
        record = w.local_table.record() if w.controller.local else None
        if record is None:
            return
        path, _ = QFileDialog.getSaveFileName(w.window(), self.tr("Save the game record"),
                                              "game.json", self.tr("Game records (*.json)"))
        if path:
            try:
                atomic_write_text(path, dumps(record))
            except OSError as exc:
                QMessageBox.warning(w.window(), self.tr("Save"), self.tr(
                    "The record could not be saved as {0}: {1}.").format(path, describe_os_error(exc)))

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.main.window(), self.tr("Open a game record"), "",
                                              self.tr("Game records (*.json);;All files (*)"))
        if path:
            self.open(path)

    def open(self, path: str) -> bool:
        """Show a record move by move (and offer to play on from any point)."""
        from ...inputs import load_record
        try:
            cursor = RecordCursor(load_record(path))
        except RecordError as exc:
            where = ""
            if exc.hand is not None:
                where = self.tr(" (hand {0}{1})").format(
                    exc.hand + 1, "" if exc.action is None else
                    self.tr(", action {0}").format(exc.action + 1))
            QMessageBox.warning(self.main.window(), self.tr("Open record"),
                                self.tr("{0} cannot be opened{1}: {2}").format(
                                    Path(path).name, where, exc))
            return False
        w = self.main
        # Opening a record leaves the game being played (and R would write over its autosave).
        if not w.may_leave_the_game(self.tr("Open record")):
            return False
        w.use_table(w.local_table)
        w.local_table.close_game()
        self.cursor = cursor
        w.prepare_table(cursor.rules, cursor.names, cursor.setup.suggestions)
        self._show()
        w.statusBar().showMessage(self.tr("Record: use ← → (Ctrl) to step, R to play on"), 0)
        return True

    def step(self, step: int) -> None:
        cursor = self.cursor
        if cursor is None:
            return
        cursor.step(step)
        self._show()

    def _show(self) -> None:
        cursor = self.cursor
        assert cursor is not None
        w = self.main
        # The table, the auction and the score sheet all show the game as it stood then.
        shown = cursor.table()
        if shown is not None:
            view, cards = shown
            w.scene.rebuild(view, cursor.names, True, cards)
            if w.auction_model is not None:
                w.auction_model.set_dealer(view.dealer, view.calls)
        if w.score_model is not None:
            w.score_model.set_results(shown[0].results if shown is not None else ())
        w.action_bar.idle(self.tr("Record: move {0} of {1}").format(cursor.position,
                                                                      cursor.total))

    def review_hand(self) -> bool:
        """Review the last hand the record has finished at the position (the hand on the table
        once its last card is played, else the one before), every card known; False when no
        record is open."""
        cursor = self.cursor
        if cursor is None:
            return False
        w = self.main
        hand = cursor.hand_to_review()
        if hand is None:
            w.statusBar().showMessage(self.tr("No finished hand to review yet."), 4000)
        elif not hand[0].tricks:
            w.statusBar().showMessage(self.tr("Hand {0} was thrown in: no card was played.")
                                      .format(hand[0].hand_number + 1), 4000)
        else:
            view, seen = hand
            HandReviewDialog(w.renderer, cursor.names, view.rules, list(view.tricks),
                             self.tr("Hand {0}").format(view.hand_number + 1), w.window(),
                             seen=seen).exec()
        return True

    def play_on(self) -> None:
        cursor = self.cursor
        if cursor is None or not self._may_replace_saved_game():
            return
        self.main.statusBar().clearMessage()          # "R to play on" is done with
        self.main.resume_record(cursor.record_until_here())

    def _may_replace_saved_game(self) -> bool:
        """Playing on replaces the autosave: a game in progress saved there (kept when the record
        was opened) is replaced only when the player says so."""
        w = self.main
        autosave = w.keeper.autosave
        saved, warning = autosave.load() if autosave is not None else (None, None)
        if warning:
            QMessageBox.warning(w.window(), w.windowTitle(), warning)
        if saved is None or saved.over:
            return True
        answer = QMessageBox.question(w.window(), self.tr("Play on from here"), self.tr(
            "A game in progress is saved, and playing on from here replaces it. Play on?"))
        return answer == QMessageBox.StandardButton.Yes

    def key(self, event: QKeyEvent) -> bool:
        """Steps through an open record (← →, with Ctrl ten at a time) and R plays on from
        here; whether the key was used."""
        if self.cursor is None:
            return False
        step = 10 if event.modifiers() & Qt.KeyboardModifier.ControlModifier else 1
        if event.key() == Qt.Key.Key_Right:
            self.step(step)
        elif event.key() == Qt.Key.Key_Left:
            self.step(-step)
        elif event.key() == Qt.Key.Key_R:
            self.play_on()
        else:
            return False
        return True


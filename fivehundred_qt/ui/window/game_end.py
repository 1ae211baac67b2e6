"""What the window does when a game ends: its autosave removed, the winner on the table, and the
Game over summary with its choices (another game, a new table, the record saved)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QTimer

from ...controller import Mode
from ...core import SeatView
from ...settings import TableSetup
from ..dialogs.game_over import GameOverChoice, GameOverDialog
from ..table.speeds import Clock
from ..wording import side_name
from .record_viewer import RecordViewer
from .table_window import TableWindow


class EndingWindow(TableWindow, Protocol):
    """What a game's end needs of the main window besides its table: its clock and the ways on
    (another game, a new table, the record saved)."""

    @property
    def clock(self) -> Clock: ...
    @property
    def records(self) -> RecordViewer: ...
    def close(self) -> bool: ...
    def start(self, setup: TableSetup) -> None: ...
    def new_game_dialog(self) -> None: ...


class GameEnd:
    def __init__(self, window: EndingWindow) -> None:
        self.window = window
        self.quit_when_over = False
        """Close the window once the game is over (``fivehundred-qt watch``)."""
        self.dialog: GameOverDialog | None = None
        """The last game's summary while it is open."""

    def finished(self, winner: int) -> None:
        window = self.window
        table = window.controller
        view = table.view()
        if view is None:
            return
        rules = view.rules
        # Its result was counted when the last card's autosave was written; left behind (a kill
        # before this), the finished autosave is counted, once, and removed at the next start.
        if table.local:
            window.keeper.forget_game()
        names = table.names
        lines = [QCoreApplication.translate("GameEnd", "{0} won the game.").format(
            side_name(names, rules.sides[winner]))]
        lines += [f"{side_name(names, seats)}: {view.scores[i]}"
                  for i, seats in enumerate(rules.sides)]
        window.action_bar.idle(lines[0])
        window.scene.banner.show_lines([QCoreApplication.translate("GameEnd", "Game over"), *lines])
        if self.quit_when_over:
            QTimer.singleShot(300, window.close)
        elif table.local:
            # The summary once the last trick and the banner have been seen (watching computer
            # players too: the game ends as a game with a person does).
            QTimer.singleShot(window.clock.ms("trick_pause") * 2,
                              lambda: self._sum_up(view, winner))

    def _sum_up(self, view: SeatView, winner: int) -> None:
        window = self.window
        if window.controller is not window.local_table \
                or window.local_table.mode is not Mode.GAME_OVER:
            return                  # a new game began meanwhile
        dialog = GameOverDialog(view, winner, window.controller.names, window.window())
        dialog.save_requested.connect(window.records.save_dialog)
        dialog.finished.connect(lambda _result: self._chosen(dialog.choice))
        self.dialog = dialog
        dialog.open()

    def _chosen(self, choice: GameOverChoice) -> None:
        self.dialog = None
        if choice is GameOverChoice.PLAY_AGAIN:
            self.window.start(self.window.local_table.setup)
        elif choice is GameOverChoice.NEW_GAME:
            self.window.new_game_dialog()

    def close_summary(self) -> None:
        """A new game begins: the last one's summary goes."""
        if self.dialog is not None:
            self.dialog.reject()

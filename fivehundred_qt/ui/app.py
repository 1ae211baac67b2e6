"""Start of the desktop app: preferences, the saved game, and what the command line asked for."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from types import TracebackType
from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ..controller import setup_from_record
from ..controller.table import ASSISTED
from ..core import RecordError, RuleError
from ..counting import Counting
from ..data_lock import DataLock
from ..errorlog import log_unexpected
from ..settings import SeatSetup, TableSetup, account_name, default_seats, load_preferences, preferences_path
from ..storage import AutoSave, SavedGame, Statistics, app_dirs
from ..translation import is_you, seat_name, translation_warning, use_language
from .collector import MainThreadCollector
from .main_window import MainWindow


def run_app(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("fivehundred-qt")
    app.setApplicationDisplayName("Five Hundred")
    app.setDesktopFileName("io.github.fivehundred_qt.FiveHundred")
    icon = Path(__file__).resolve().parent.parent / "resources" / "icon.png"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    sys.excepthook = _report_unexpected
    MainThreadCollector(app)
    window = create_window(args)
    if window is None:
        return 2
    if window is QUIT:
        return 0
    return int(app.exec())


class _Quit:
    """The player chose not to open a second copy of the app."""


QUIT: Final = _Quit()


def lock_data_folder() -> tuple[DataLock | None, bool]:
    """The lock that makes this copy of the app the only one writing the autosave and statistics.

    Returns ``(lock, held_elsewhere)``: ``(lock, False)`` when this copy holds it, ``(None, True)``
    when another running copy does.  The lock of a copy that was killed is free (the system
    dropped it with its process).  ``(None, False)`` when the folder cannot be written at all:
    then every save fails and the window says so.
    """
    folder = app_dirs().data
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None, False
    return DataLock.take(folder)


def create_window(args: argparse.Namespace) -> MainWindow | _Quit | None:
    """The main window as the command line asks for it, shown and started.

    None for bad arguments, ``QUIT`` when the player chose not to open a second copy.
    """
    command = getattr(args, "command", None)
    watching = command == "watch"
    lock, elsewhere = (None, False) if watching else lock_data_folder()
    if elsewhere and not _open_second_copy():
        return QUIT
    keep = not watching and not elsewhere
    first_run = not preferences_path().exists()
    prefs, prefs_warning = load_preferences()
    use_language(prefs.language)
    if first_run:       # the default table's seats named in the player's language
        prefs.table.seats = default_seats(len(prefs.table.seats), seat_name)
    if is_you(prefs.player_name):
        # Earlier versions kept "You" (in the player's language) as the name others see.
        prefs.player_name = account_name()
    statistics, stats_warning = Statistics.open() if keep else (None, None)
    autosave = AutoSave() if keep else None
    speed = getattr(args, "speed", None)
    if speed:
        prefs.animation_speed = speed
    window = MainWindow(prefs, autosave=autosave, statistics=statistics)
    window.data_lock = lock
    if elsewhere:
        window.keeper.note_elsewhere(QCoreApplication.translate("app",
            "<b>Five Hundred is open in another window</b>: this one does not save its game or "
            "your statistics. Close it and play in the other window to keep them."))
    window.show()
    for warning in (prefs_warning, stats_warning, translation_warning()):
        if warning:
            QMessageBox.warning(window, QCoreApplication.translate("app", "Five Hundred"), warning)
    if command == "watch":
        try:
            setup = watch_setup(args.rules, args.seats)
        except (RuleError, ValueError) as exc:
            print(f"fivehundred-qt watch: {exc}", file=sys.stderr)
            window.close()
            return None
        window.start(setup, quit_when_over=args.quit_when_over)
        return window
    in_progress = settle_autosave(window, autosave)
    # A record that cannot be opened leaves the player where a plain start would.
    if command != "open" or not window.open_record(args.file):
        start_or_resume(window, in_progress, prefs.table)
    return window


def _open_second_copy() -> bool:
    """Another copy runs: ask whether to open this one anyway, without saving anything."""
    box = QMessageBox(QMessageBox.Icon.Warning, QApplication.translate("app", "Five Hundred"),
                      QApplication.translate(
                          "app", "Five Hundred is already open on this computer. A second window "
                          "would overwrite the first one's saved game and statistics, so it "
                          "can only play without saving anything."))
    open_anyway = box.addButton(QApplication.translate("app", "Open without saving"),
                                QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Close)
    box.setDefaultButton(QMessageBox.StandardButton.Close)
    box.exec()
    return box.clickedButton() is open_anyway


def _report_unexpected(kind: type[BaseException], exc: BaseException, trace: TracebackType | None) -> None:
    """Last resort for a bug: the details go to ``errors.log``, the player gets a sentence."""
    if issubclass(kind, KeyboardInterrupt):     # Ctrl+C in the terminal that started the app
        QApplication.quit()
        return
    log = log_unexpected(exc)
    where = "" if log is None else QApplication.translate("app", "The details are in {0}.").format(log)
    QMessageBox.critical(None, QApplication.translate("app", "Five Hundred"), QApplication.translate(
        "app", "Something went wrong inside the program ({0}). The game is saved after every "
        "move: if the table stops responding, close the window and start again to continue. "
        "{1}").format(exc or kind.__name__, where))


InProgress = tuple[SavedGame, Counting]
"""The autosave's game in progress, and how the statistics count it."""


def settle_autosave(window: MainWindow, autosave: AutoSave | None) -> InProgress | None:
    """Read the autosave; count what its record says happened that the statistics have not (the
    app was stopped after a hand's or the game's last card), and remove a finished game's.

    Returns the game in progress, to be offered."""
    saved, warning = autosave.load() if autosave is not None else (None, None)
    if warning:
        QMessageBox.warning(window, QCoreApplication.translate("app", "Five Hundred"), warning)
    if saved is None:
        return None
    setup = setup_from_record(saved.record, saved.rules)
    humans = [seat for seat, who in enumerate(setup.seats) if who.kind == "human"]
    counting = window.keeper.settle(saved, humans, assisted=saved.record.get(ASSISTED) is True)
    return None if counting is None else (saved, counting)


def start_or_resume(window: MainWindow, in_progress: InProgress | None, table: TableSetup) -> None:
    """Offer to continue the game a crash or a killed process left behind; else a new game."""
    if in_progress is not None:
        saved, counting = in_progress
        answer = QMessageBox.question(
            window, QCoreApplication.translate("app", "Resume the game?"),
            QCoreApplication.translate("app", "A game in progress was not finished. Continue it "
                                       "where it stopped?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer == QMessageBox.StandardButton.Yes:
            try:
                window.resume_record(saved.record, counting=counting)
                return
            except RecordError as exc:
                QMessageBox.warning(window, QCoreApplication.translate("app", "Five Hundred"),
                                    QCoreApplication.translate(
                                        "app", "The saved game cannot be resumed: {0}").format(exc))
        window.keeper.forget_game()
    try:
        window.start(table)
    except RuleError as exc:
        QMessageBox.warning(window, QCoreApplication.translate("app", "Five Hundred"),
                            QCoreApplication.translate(
                                "app", "The default table's rules are refused ({0}); starting an "
                                "Australian game instead.").format(exc))
        window.start(TableSetup())


def watch_setup(rules_text: str, seats_text: str) -> TableSetup:
    """The table for ``watch``: computer players only."""
    from ..bots import LEVELS
    from ..inputs import parse_rules_arg
    rules = parse_rules_arg(rules_text)
    levels = [s.strip() for s in seats_text.split(",")]
    if len(levels) != rules.players:
        raise ValueError(f"--seats names {len(levels)} players, but these rules seat {rules.players}")
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown player level {level!r}; known: " + ", ".join(LEVELS))
    seats = [SeatSetup(f"{level.capitalize()} {i + 1}", "computer", level)
             for i, level in enumerate(levels)]
    return TableSetup(rules=rules.to_record(), seats=seats, suggestions=False)

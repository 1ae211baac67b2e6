"""Start of the desktop app: preferences, the saved game, and what the command line asked for."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ..core import RecordError, RuleError
from ..settings import SeatSetup, TableSetup, load_preferences
from ..storage import AutoSave, Statistics
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
    window = create_window(args)
    if window is None:
        return 2
    return int(app.exec())


def create_window(args: argparse.Namespace) -> MainWindow | None:
    """The main window as the command line asks for it, shown and started (None: bad arguments)."""
    prefs, prefs_warning = load_preferences()
    statistics, stats_warning = Statistics.open()
    autosave = AutoSave()
    command = getattr(args, "command", None)
    speed = getattr(args, "speed", None)
    if speed:
        prefs.animation_speed = speed
    window = MainWindow(prefs, autosave=None if command == "watch" else autosave,
                        statistics=None if command == "watch" else statistics)
    window.show()
    for warning in (prefs_warning, stats_warning):
        if warning:
            QMessageBox.warning(window, window.tr("Five Hundred"), warning)
    if command == "open":
        if not window.open_record(args.file):
            window.start(prefs.table)
    elif command == "watch":
        try:
            setup = watch_setup(args.rules, args.seats)
        except (RuleError, ValueError) as exc:
            print(f"fivehundred-qt watch: {exc}", file=sys.stderr)
            window.close()
            return None
        window.start(setup, quit_when_over=args.quit_when_over)
    else:
        start_or_resume(window, autosave, prefs.table)
    return window


def start_or_resume(window: MainWindow, autosave: AutoSave, table: TableSetup) -> None:
    """Offer to continue the game a crash or a killed process left behind; else a new game."""
    record, warning = autosave.load()
    if warning:
        QMessageBox.warning(window, window.tr("Five Hundred"), warning)
    if record is not None:
        answer = QMessageBox.question(
            window, window.tr("Resume the game?"),
            window.tr("A game in progress was not finished. Continue it where it stopped?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer == QMessageBox.StandardButton.Yes:
            try:
                window.resume_record(record)
                return
            except RecordError as exc:
                QMessageBox.warning(window, window.tr("Five Hundred"),
                                    window.tr("The saved game cannot be resumed: {0}").format(exc))
        autosave.clear()
    try:
        window.start(table)
    except RuleError as exc:
        QMessageBox.warning(window, window.tr("Five Hundred"),
                            window.tr("The default table's rules are refused ({0}); starting "
                                      "an Australian game instead.").format(exc))
        window.start(TableSetup())


def watch_setup(rules_text: str, seats_text: str) -> TableSetup:
    """The table for ``watch``: computer players only."""
    from ..bots import LEVELS
    from ..cli import parse_rules_arg
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

"""The child process of ``test_screen_reader``: the real app as ``fivehundred-qt`` starts it
(``run_app``: preferences, the window, the game), on the display and buses its environment
names, with the screen-reader bridge on.  Only the first deal is fixed (``SCREEN_READER_SEED``)
so that the keys the parent presses meet the same hand every time: seat 0 "You" against three
easy computer players, animations instant.

This file is not a test (pytest collects only ``test_*.py``).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup, save_preferences
from fivehundred_qt.ui import app as app_module
from fivehundred_qt.ui.main_window import MainWindow


def write_preferences() -> None:
    prefs = Preferences()
    prefs.animation_speed = "instant"
    prefs.table = TableSetup(
        rules={"game": "500", "preset": "australian", "players": 4, "lose_score": None},
        seats=[SeatSetup("You", "human")] + [SeatSetup(name, "computer", "easy")
                                             for name in ("West", "North", "East")])
    save_preferences(prefs)


def seeded(seed: int) -> None:
    """Every game the window starts is dealt from ``seed``."""
    start = MainWindow.start

    def start_seeded(self: MainWindow, setup: TableSetup, **kwargs: Any) -> None:
        kwargs["seed"] = seed
        start(self, setup, **kwargs)

    MainWindow.start = start_seeded  # type: ignore[method-assign]


def activated() -> None:
    """Xvfb has no window manager to give a new window the keyboard, as a desktop does: the
    window takes it itself once shown."""
    show = MainWindow.show

    def show_active(self: MainWindow) -> None:
        show(self)
        self.activateWindow()

    MainWindow.show = show_active  # type: ignore[method-assign]


if __name__ == "__main__":
    write_preferences()
    activated()
    seeded(int(os.environ.get("SCREEN_READER_SEED", "11")))
    sys.exit(app_module.run_app(argparse.Namespace(command=None)))

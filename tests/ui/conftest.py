"""The real main window, offscreen, at instant speed: the tests of the window share it."""

import pytest

from fivehundred_qt.settings import Preferences
from fivehundred_qt.ui.main_window import MainWindow


def quick_prefs() -> Preferences:
    prefs = Preferences()
    prefs.animation_speed = "instant"
    return prefs


@pytest.fixture
def window(qtbot):
    w = MainWindow(quick_prefs(), think_delay=False)
    qtbot.addWidget(w)
    w.resize(1100, 800)
    w.show()
    yield w
    if w._lan is not None:  # a table hosted or joined by the test ends with it (none loaded: none)
        w._lan.close()

"""Windows fit the screen they open on (the main window opened at 1200×860 on 800-pixel laptops,
and the review of a hand at 820 pixels tall, its Close button off the screen)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from fivehundred_qt.core import RuleSet, parse_card
from fivehundred_qt.settings import Preferences
from fivehundred_qt.ui.dialogs.review import HandReviewDialog
from fivehundred_qt.ui.main_window import MainWindow
from fivehundred_qt.ui.table.cards import CardRenderer, CardStyle


def room() -> tuple[int, int]:
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    geometry = screen.availableGeometry()
    return geometry.width(), geometry.height()


def test_the_main_window_opens_within_the_screen(qtbot) -> None:
    width, height = room()
    assert height < 860                  # the offscreen screen is smaller than the old size
    window = MainWindow(Preferences(), think_delay=False)
    qtbot.addWidget(window)
    assert window.width() <= width and window.height() <= height


def test_a_saved_size_from_a_bigger_screen_is_made_to_fit(qtbot) -> None:
    prefs = Preferences()
    big = MainWindow(prefs, think_delay=False)
    qtbot.addWidget(big)
    big.setGeometry(0, 0, 1900, 1400)
    prefs.window_geometry = bytes(big.saveGeometry().toBase64().data()).decode()
    window = MainWindow(prefs, think_delay=False)
    qtbot.addWidget(window)
    width, height = room()
    assert window.width() <= width and window.height() <= height


def test_the_review_of_a_long_hand_fits_the_screen(qtbot) -> None:
    rules = RuleSet.build({"game": "500"})
    trick = (0, tuple((seat, parse_card(c)) for seat, c in enumerate(["AS", "KS", "QS", "JS"])))
    dialog = HandReviewDialog(CardRenderer(CardStyle(False, "blue")), ["A", "B", "C", "D"], rules,
                              [trick] * 10, "Previous hand")
    qtbot.addWidget(dialog)
    width, height = room()
    assert dialog.height() <= height and dialog.width() <= width


def test_the_last_trick_is_numbered(qtbot) -> None:
    """(The Last trick box had an empty band where its number belonged.)"""
    from PySide6.QtWidgets import QLabel
    rules = RuleSet.build({"game": "500"})
    trick = (0, tuple((seat, parse_card(c)) for seat, c in enumerate(["AS", "KS", "QS", "JS"])))
    dialog = HandReviewDialog(CardRenderer(CardStyle(False, "blue")), ["A", "B", "C", "D"], rules,
                              [trick], "Last trick", first=7)
    qtbot.addWidget(dialog)
    assert "7" in [label.text() for label in dialog.findChildren(QLabel)]

"""The option to leave a finished trick on the table until the player clicks or presses a key."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivehundred_qt.controller import Mode
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup
from fivehundred_qt.ui.main_window import MainWindow


def play_until(qtbot, window: MainWindow, done) -> None:
    for _ in range(2000):
        if done():
            return
        table = window.controller
        if table.mode is Mode.HUMAN and not window.scene.busy:
            action, _ = table.suggestion_with_reason()
            assert action is not None and table.act(action) is None
        qtbot.wait(5)
    raise AssertionError("the game never got there")


def test_a_finished_trick_stays_until_a_click(qtbot, tmp_path) -> None:
    prefs = Preferences()
    prefs.animation_speed = "instant"
    prefs.hold_tricks = True
    window = MainWindow(prefs, think_delay=False)
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in ("West", "North", "East")]
    window.start(TableSetup(rules={"game": "500"}, seats=seats), seed=4)
    scene = window.scene
    play_until(qtbot, window, lambda: scene.held)
    assert len(scene.trick_items) == 4 and all(i.face_up for i in scene.trick_items)
    assert window.action_bar.prompt.text() == "Click the table or press a key to go on"
    won = sum(window.controller.view().won)
    qtbot.wait(300)                                   # nobody moves on meanwhile
    assert scene.held and len(scene.trick_items) == 4
    assert window.controller.mode is not Mode.HUMAN or sum(window.controller.view().won) == won
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not scene.held and len(scene.trick_items) < 4, timeout=3000)
    # The next trick is held in its turn, and a key lets it go as a click does.
    play_until(qtbot, window, lambda: scene.held)
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not scene.held, timeout=3000)
    window.close()


def test_without_the_option_tricks_go_on_their_own(window, qtbot) -> None:
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in ("West", "North", "East")]
    window.start(TableSetup(rules={"game": "500"}, seats=seats), seed=4)
    play_until(qtbot, window, lambda: sum(window.controller.view().won) >= 2)
    assert not window.scene.held

"""The option to have the last card of a hand played by itself (off unless chosen), as Trickster
Cards has."""

from __future__ import annotations

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Phase
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup
from fivehundred_qt.ui.main_window import MainWindow

SEATS = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                       for n in ("West", "North", "East")]


def to_the_last_card(qtbot, window: MainWindow) -> None:
    """Play the suggestions until the player holds one card and it is their turn (or would be)."""
    table = window.local_table
    for _ in range(3000):
        view = table.view()
        if view.phase is Phase.PLAY and len(view.hand) == 1:
            return
        if table.mode is Mode.HUMAN and not window.scene.busy:
            action, _ = table.suggestion_with_reason()
            assert action is not None and table.act(action) is None
        qtbot.wait(5)
    raise AssertionError("the hand never came to its last card")


def window_with(qtbot, play_last_card: bool) -> MainWindow:
    prefs = Preferences()
    prefs.animation_speed = "instant"
    prefs.play_last_card = play_last_card
    window = MainWindow(prefs, think_delay=False)
    qtbot.addWidget(window)
    window.show()
    window.start(TableSetup(rules={"game": "500"}, seats=SEATS), seed=4)
    return window


def test_the_last_card_plays_itself_when_chosen(qtbot) -> None:
    window = window_with(qtbot, True)
    to_the_last_card(qtbot, window)
    table = window.local_table
    # Nobody plays it for the player here: the hand ends all the same.
    qtbot.waitUntil(lambda: table.state is not None and table.state.phase is not Phase.PLAY,
                    timeout=10000)
    assert sum(table.state.results[-1].tricks) == 10
    window.close()


def test_the_last_card_waits_for_the_player_by_default(qtbot) -> None:
    assert Preferences().play_last_card is False
    window = window_with(qtbot, False)
    to_the_last_card(qtbot, window)
    table = window.local_table
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and not window.scene.busy, timeout=10000)
    qtbot.wait(300)
    assert table.mode is Mode.HUMAN and len(table.view().hand) == 1
    window.close()


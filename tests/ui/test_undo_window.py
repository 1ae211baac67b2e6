"""Undo from the window (Ctrl+Z): the table shows the moment before the player's last decision,
and the finished game reaches the statistics as assisted."""

from __future__ import annotations

from PySide6.QtCore import Qt

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Phase
from fivehundred_qt.settings import SeatSetup, TableSetup

from .test_game_over_window import play_to_the_end


def test_undo_in_the_window_and_the_game_counts_as_assisted(window, qtbot, monkeypatch) -> None:
    counted: list = []      # each game as the statistics are asked to count it
    monkeypatch.setattr(window.keeper, "count", lambda counting, game: counted.append(game))
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in ("West", "North", "East")]
    window.start(TableSetup(rules={"game": "500", "win_score": 20, "lose_score": -20},
                            seats=seats), seed=3)
    table = window.local_table
    assert not window.undo_action.isEnabled()
    for _ in range(3000):
        view = table.view()
        if table.mode is Mode.HUMAN and not window.scene.busy:
            if view.phase is Phase.PLAY and view.tricks:
                break
            action, _ = table.suggestion_with_reason()
            table.act(action)
        qtbot.wait(5)
    before = table.view()
    action, _ = table.suggestion_with_reason()
    table.act(action)
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and not window.scene.busy, timeout=5000)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and not window.scene.busy, timeout=5000)
    assert table.view().hand == before.hand
    shown = [item.card for item in window.scene.hands[0]]
    assert sorted(shown) == sorted(before.hand)           # the card is back in the hand
    assert len(window.scene.trick_items) == len(before.trick)
    play_to_the_end(qtbot, window)
    results = {game.result for game in counted if game.result is not None}
    assert len(results) == 1 and results.pop().assisted


def test_ctrl_shift_z_makes_the_decision_taken_back_again(window, qtbot) -> None:
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in ("West", "North", "East")]
    window.start(TableSetup(rules={"game": "500"}, seats=seats), seed=4)
    table = window.local_table

    def settled() -> bool:
        return table.mode is Mode.HUMAN and not window.scene.busy

    qtbot.waitUntil(settled, timeout=10000)
    assert not window.redo_action.isEnabled()
    action, _ = table.suggestion_with_reason()
    table.act(action)
    qtbot.waitUntil(settled, timeout=10000)
    made = table.record()["hands"]
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: settled() and window.redo_action.isEnabled(), timeout=10000)
    assert window.redo_action.shortcut().toString() == "Ctrl+Shift+Z"
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(settled, timeout=10000)
    assert table.record()["hands"] == made
    assert not window.redo_action.isEnabled()

"""At the end of a game the window sums it up, and the summary's buttons do what they say."""

from __future__ import annotations

from fivehundred_qt.controller import Mode
from fivehundred_qt.settings import SeatSetup, TableSetup
from fivehundred_qt.ui.main_window import MainWindow


def play_to_the_end(qtbot, window: MainWindow) -> None:
    for _ in range(4000):
        if window.ending.dialog is not None and window.ending.dialog.isVisible():
            return
        table = window.controller
        if table.mode is Mode.HUMAN and not window.scene.busy:
            action, _ = table.suggestion_with_reason()
            assert action is not None and table.act(action) is None
        elif table.mode is Mode.HAND_OVER:
            table.next_hand()
        qtbot.wait(5)
    raise AssertionError("no summary at the end of the game")


def short_game() -> TableSetup:
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in ("West", "North", "East")]
    return TableSetup(rules={"game": "500", "win_score": 20, "lose_score": -20}, seats=seats)


def test_the_summary_offers_another_game_and_the_record(window, qtbot, monkeypatch) -> None:
    saved: list[bool] = []
    monkeypatch.setattr(window.records, "save_dialog", lambda: saved.append(True))
    window.start(short_game(), seed=2)
    play_to_the_end(qtbot, window)
    dialog = window.ending.dialog
    assert dialog is not None
    view = window.controller.view()
    assert view is not None and view.winner is not None
    assert window.local_table.mode is Mode.GAME_OVER
    dialog.save_button.click()
    assert saved == [True] and dialog.isVisible()          # saving keeps the summary open
    dialog.play_again_button.click()
    qtbot.waitUntil(lambda: window.local_table.mode is not Mode.GAME_OVER, timeout=3000)
    assert window.ending.dialog is None
    again = window.controller.view()
    assert again is not None and again.results == () and again.scores == (0, 0)



def test_a_new_game_closes_the_last_ones_summary(window, qtbot) -> None:
    window.start(short_game(), seed=2)
    play_to_the_end(qtbot, window)
    summary = window.ending.dialog
    assert summary is not None
    window.start(short_game(), seed=3)
    assert not summary.isVisible() and window.ending.dialog is None
    assert window.local_table.mode is not Mode.GAME_OVER


def test_watching_computer_players_ends_on_the_summary_too(window, qtbot) -> None:
    """(``fivehundred-qt watch`` ended on the banner.)"""
    seats = [SeatSetup(f"Easy {n}", "computer", "easy") for n in range(1, 5)]
    window.start(TableSetup(rules={"game": "500", "win_score": 20, "lose_score": -20},
                            seats=seats, suggestions=False), seed=2)
    play_to_the_end(qtbot, window)
    assert window.local_table.mode is Mode.GAME_OVER

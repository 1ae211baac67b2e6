"""The window when files and disks misbehave: a damaged preference that once crashed every start,
a data folder that cannot be written, and a second copy of the app on the same files.

pytest-qt fails a test when an exception escapes a Qt slot, so each test also shows that no
write failure escapes the hand- and game-finished handlers."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtWidgets import QMessageBox

from fivehundred_qt.controller import Mode
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup, preferences_path, save_preferences
from fivehundred_qt.storage import AutoSave, Statistics, app_dirs
from fivehundred_qt.ui import app as app_module
from fivehundred_qt.ui.app import LOCK_FILENAME, QUIT, create_window


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes answer at once; the texts of warnings are collected."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    return warnings


def fast_human_table(win_score: int = 500) -> None:
    """Preferences for a quick game: seat 0 human, random computer players, no animation."""
    prefs = Preferences()
    prefs.animation_speed = "instant"
    rules = {"game": "spades", "win_score": win_score, "lose_score": -win_score}
    prefs.table = TableSetup(rules=rules, seats=[SeatSetup("Ann", "human")] + [
        SeatSetup(f"Bot {i}", "computer", "random") for i in range(1, 4)], suggestions=True)
    save_preferences(prefs)


@pytest.mark.parametrize("rules", [
    {"preset": "australian", "players": 4.0},
    {"preset": "australian", "kitty_size": 3.0},
    {"preset": "australian", "players": True},
])
def test_a_whole_number_written_as_a_float_in_the_preferences_does_not_stop_the_app(
        qtbot, quiet: list[str], rules: dict) -> None:
    # {"players": 4.0} made the app segfault at every start (exit 139 in AuctionModel).
    path = preferences_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"version": 1, "table": {"rules": rules}})
    path.write_text(text, encoding="utf-8")
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    assert any("damaged" in w and next(iter(k for k in rules if k != "preset")) in w for w in quiet)
    assert window.controller.state is not None and window.controller.state.rules.players == 4
    kept = list(path.parent.glob("preferences.json.damaged-*"))
    assert [k.read_text(encoding="utf-8") for k in kept] == [text]


def test_an_unwritable_data_folder_is_reported_at_start_and_results_wait(qtbot, quiet) -> None:
    fast_human_table(win_score=50)
    data = app_dirs().data
    data.parent.mkdir(parents=True, exist_ok=True)
    data.write_text("a file where the data folder should be", encoding="utf-8")
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    # Warned at once, before any move, and for as long as saving fails.
    assert window.save_warning.isVisible()
    assert "not being saved" in window.save_warning.label.text()
    ctrl = window.controller
    while ctrl.mode is not Mode.GAME_OVER:
        qtbot.waitUntil(lambda: ctrl.mode in (Mode.HUMAN, Mode.HAND_OVER, Mode.GAME_OVER),
                        timeout=20000)
        if ctrl.mode is Mode.HUMAN:
            ctrl.act(ctrl.suggestion())
        elif ctrl.mode is Mode.HAND_OVER:
            ctrl.next_hand()
        assert window.save_warning.isVisible()
    # The finished game's result could not be written: it waits, and the bar says so.
    assert window.keeper.unsaved_statistics
    assert "statistics are not saved yet" in window.save_warning.label.text()
    data.unlink()
    window.save_warning.retry.click()
    assert not window.save_warning.isVisible()
    stats, warning = Statistics.open()
    assert warning is None and stats.game_totals("spades")[0] == 1


def test_a_folder_where_the_autosave_should_be_is_reported_not_raised(qtbot, quiet) -> None:
    fast_human_table()
    AutoSave().path.mkdir(parents=True)
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    assert window.save_warning.isVisible()
    assert str(AutoSave().path) in window.save_warning.label.text()
    assert "it is a folder" in window.save_warning.label.text()


HOLD_LOCK = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QLockFile
    lock = QLockFile(sys.argv[1])
    lock.setStaleLockTime(0)
    print("locked" if lock.tryLock(1000) else "refused", flush=True)
    sys.stdin.read()
""")


def hold_lock() -> subprocess.Popen[str]:
    """Another copy of the app, as far as the lock can tell: a live process holding it."""
    folder = app_dirs().data
    folder.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(folder / LOCK_FILENAME)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


def test_a_second_copy_asks_and_can_be_closed(qtbot, quiet, monkeypatch) -> None:
    asked: list[bool] = []
    monkeypatch.setattr(app_module, "_open_second_copy", lambda: asked.append(True) or False)
    other = hold_lock()
    try:
        assert create_window(argparse.Namespace(command=None)) is QUIT
    finally:
        other.kill()
        other.wait()
    assert asked == [True]


def test_a_second_copy_opened_anyway_touches_no_file_of_the_first(qtbot, quiet, monkeypatch) -> None:
    # Two copies once both wrote autosave.json: the first copy's 56 decisions were lost.
    monkeypatch.setattr(app_module, "_open_second_copy", lambda: True)
    fast_human_table()
    first_game = {"format": "fivehundred-record/1", "rules": {"game": "spades"}, "hands": []}
    AutoSave().save(first_game)
    before = AutoSave().path.read_bytes()
    other = hold_lock()
    try:
        window = create_window(argparse.Namespace(command=None))
        qtbot.addWidget(window)
        assert window.keeper.autosave is None and window.keeper.statistics is None
        assert "open in another window" in window.save_warning.label.text()
        assert not window.save_warning.retry.isVisible()
        ctrl = window.controller
        for _ in range(5):
            qtbot.waitUntil(lambda: ctrl.mode in (Mode.HUMAN, Mode.HAND_OVER), timeout=20000)
            if ctrl.mode is Mode.HUMAN:
                ctrl.act(ctrl.suggestion())
            else:
                ctrl.next_hand()
        window.close()
    finally:
        other.kill()
        other.wait()
    assert AutoSave().path.read_bytes() == before
    assert not Statistics().path.exists()


def test_the_lock_of_a_killed_copy_is_taken_over(qtbot, quiet, monkeypatch) -> None:
    monkeypatch.setattr(app_module, "_open_second_copy", lambda: pytest.fail("asked"))
    other = hold_lock()
    other.kill()
    other.wait()
    assert (app_dirs().data / LOCK_FILENAME).exists()      # left behind by the killed process
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    assert window.data_lock is not None and window.keeper.autosave is not None
    window.close()
    assert not (app_dirs().data / LOCK_FILENAME).exists()


def test_the_lock_is_released_when_the_window_closes(qtbot, quiet) -> None:
    first = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(first)
    assert first.data_lock is not None
    first.close()
    second = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(second)
    assert second.data_lock is not None


def test_an_unexpected_error_is_logged_and_told_in_a_sentence(monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    try:
        raise KeyError("boom")
    except KeyError as exc:
        app_module._report_unexpected(KeyError, exc, exc.__traceback__)
    log = app_dirs().data / "errors.log"
    assert "Traceback" in log.read_text(encoding="utf-8") and "KeyError: 'boom'" in log.read_text()
    assert len(shown) == 1 and "Traceback" not in shown[0] and str(log) in shown[0]

"""The window when files and disks misbehave: a damaged preference that once crashed every start,
a data folder that cannot be written, a second copy of the app on the same files, a game's end
left unshown, and a record that cannot be opened.

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
from fivehundred_qt.core import Phase, replay
from fivehundred_qt.counting import contracts_bid, variant_key
from fivehundred_qt.data_lock import LOCK_FILENAME
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup, preferences_path, save_preferences
from fivehundred_qt.storage import AutoSave, Statistics, app_dirs
from fivehundred_qt.ui import app as app_module
from fivehundred_qt.ui.app import QUIT, create_window


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes answer at once; the texts of warnings are collected."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    return warnings


def fast_human_table(win_score: int = 500, *, game: str = "spades", hold_tricks: bool = False) -> None:
    """Preferences for a quick game: seat 0 human, random computer players, no animation."""
    prefs = Preferences()
    prefs.animation_speed = "instant"
    prefs.hold_tricks = hold_tricks
    rules = {"game": game, "win_score": win_score, "lose_score": -win_score}
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
    from fivehundred_qt.ui.app import lock_data_folder
    lock, elsewhere = lock_data_folder()
    print("locked" if lock is not None else "refused", flush=True)
    sys.stdin.read()
""")


def hold_lock() -> subprocess.Popen[str]:
    """Another copy of the app, as far as the lock can tell: a live process holding it the app's way."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD_LOCK], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
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


def test_a_killed_copys_lock_is_taken_over_when_its_process_id_is_another_pythons(
        qtbot, quiet, monkeypatch) -> None:
    # The id of a killed copy, reused by another Python process, made the next start say
    # "already open", and the player played without saving.
    monkeypatch.setattr(app_module, "_open_second_copy", lambda: pytest.fail("asked"))
    other = hold_lock()
    other.kill()
    other.wait()
    stranger = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                                stdin=subprocess.PIPE, text=True)
    try:
        lock_file = app_dirs().data / LOCK_FILENAME
        lines = lock_file.read_text(encoding="utf-8").split("\n")
        lock_file.write_text("\n".join([str(stranger.pid), *lines[1:]]), encoding="utf-8")
        window = create_window(argparse.Namespace(command=None))
        qtbot.addWidget(window)
        assert window.data_lock is not None and window.keeper.autosave is not None
        window.close()
    finally:
        stranger.kill()
        stranger.wait()


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


def play(qtbot, window, until) -> None:
    """Play seat 0 by its suggestions (letting each held trick go) until ``until()``."""
    ctrl, scene = window.controller, window.scene
    for _ in range(20000):
        if until():
            return
        if scene.held:
            scene.let_go()
        elif ctrl.mode is Mode.HUMAN and not scene.busy:
            assert ctrl.act(ctrl.suggestion()) is None
        elif ctrl.mode is Mode.HAND_OVER:
            ctrl.next_hand()
        qtbot.wait(1)
    raise AssertionError("the game never got there")


def test_a_game_quit_while_its_last_trick_is_held_is_counted_once(qtbot, quiet, monkeypatch) -> None:
    # With "Leave each finished trick until I click" on, Ctrl+Q while the last trick was held lost
    # the game (and the last hand's contract) from the statistics; the next start ignored the
    # finished autosave.
    fast_human_table(200, game="500", hold_tricks=True)
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    ctrl = window.controller
    play(qtbot, window, lambda: ctrl.state.phase is Phase.GAME_OVER and window.scene.held)
    state = replay(ctrl.record())
    window.close()                  # Ctrl+Q
    contracts: dict[str, list[int]] = {}
    for log in state.log:
        for bid in contracts_bid(log.result):
            if bid.seat == 0:
                tally = contracts.setdefault(bid.kind, [0, 0])
                tally[0] += 1
                tally[1] += int(bid.made)
    expected = {"games": {"500": {variant_key(state.rules): {"played": 1, "won": int(state.winner == 0)}}},
                "contracts": {kind: {"bid": b, "made": m} for kind, (b, m) in contracts.items()}}

    def counted() -> dict:
        stats, warning = Statistics.open()
        assert warning is None
        return {key: stats.to_json()[key] for key in expected}

    assert counted() == expected
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("a finished game was offered"))
    again = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(again)
    assert counted() == expected
    saved, _ = AutoSave().load()
    assert saved is not None and not saved.over          # the new game's, not the finished one
    again.close()


def a_game_in_progress(qtbot) -> dict:
    """A game of a few decisions left in the autosave by a window that was closed; its record."""
    fast_human_table()
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    ctrl = window.controller
    decided = [0]

    def three_decisions() -> bool:
        if ctrl.mode is Mode.HUMAN and decided[0] < 3:
            decided[0] += 1
            ctrl.act(ctrl.suggestion())
        return decided[0] >= 3

    play(qtbot, window, three_decisions)
    window.close()
    saved, _ = AutoSave().load()
    assert saved is not None and not saved.over
    return saved.record


def test_a_record_that_cannot_be_opened_leaves_the_game_in_progress_offered(
        qtbot, quiet, monkeypatch, tmp_path) -> None:
    # `fivehundred-qt open BAD.json` said "cannot be opened", then started a new game without
    # offering the one in progress, whose autosave the new game's first save replaced.
    record = a_game_in_progress(qtbot)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, *a, **k: asked.append(title) or QMessageBox.StandardButton.Yes)
    bad = tmp_path / "bad.json"
    bad.write_text("{oops", encoding="utf-8")
    window = create_window(argparse.Namespace(command="open", file=str(bad)))
    qtbot.addWidget(window)
    assert any("cannot be opened" in w for w in quiet)
    assert asked == ["Resume the game?"]
    resumed = window.controller.record()
    assert resumed is not None and resumed["hands"] == record["hands"]
    window.close()


def test_playing_on_from_a_record_asks_before_replacing_the_game_in_progress(
        qtbot, quiet, monkeypatch, tmp_path) -> None:
    record = a_game_in_progress(qtbot)
    before = AutoSave().path.read_bytes()
    other = tmp_path / "other.json"
    other.write_text(json.dumps({key: record[key] for key in ("format", "rules", "hands")}), encoding="utf-8")
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, *a, **k: asked.append(title) or answers.pop(0))
    window = create_window(argparse.Namespace(command="open", file=str(other)))
    qtbot.addWidget(window)
    assert window.records.cursor is not None and asked == []
    window.records.step(2)
    window.records.play_on()                        # R, answered No
    assert asked == ["Play on from here"] and window.records.cursor is not None
    assert AutoSave().path.read_bytes() == before
    window.records.play_on()                        # R again, answered Yes
    assert window.records.cursor is None and len(asked) == 2
    play(qtbot, window, lambda: AutoSave().path.read_bytes() != before)    # the next decision's save
    saved, _ = AutoSave().load()
    assert saved is not None and saved.record["hands"][0]["actions"][:2] == record["hands"][0]["actions"][:2]
    assert saved.record["counting"]["game"] != record["counting"]["game"]  # a new game for the statistics
    window.close()

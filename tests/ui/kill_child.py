"""The child process of ``test_kill_resume``: the real app, one human seat played as fast as it goes.

Run as ``python kill_child.py`` with ``FIVEHUNDRED_QT_HOME`` set by the parent.  It writes the
preferences (seat 0 human, the others computer players of level ``easy``, animation ``instant``,
500 with a lower losing score),
starts the window with ``create_window`` as the app does (which resumes the autosaved game: the
offer to resume is answered Yes) and plays seat 0 by its suggestions.  Every line on stdout is
flushed at once, because the parent kills this process with SIGKILL at any moment:

``resumed M`` / ``new M``
    at start: the game was resumed from the autosave (``M`` actions in it) or a new one begun.
``decided N saved S``
    after every decision of the human seat, once the window's autosave of it has returned: the
    game has ``N`` actions in memory and the autosave file holds ``S`` (read back from the disk).
``final N saved S``
    the decision that ended the game was saved (printed before the window removes the autosave).
``over`` then ``new 0``
    the game is over; a new one is started at the same table as Game > New game does, so that
    every run ends by a kill (``KILL_CHILD_GAMES`` games at most, then the window is closed as a
    player would and the process exits 0).
``dying WHERE``
    the process is about to kill itself with SIGKILL, as ``KILL_CHILD_AT`` asked (see ``die_at``):
    at the moments a kill from outside hits only by chance, between writing the autosave of a
    hand's or the game's last card and counting it in the statistics, and just after counting it.
``problem ...`` / ``error ...`` / ``second copy``
    the window reports a save problem, something raised, or the data-folder lock was refused.

Every finished game's record (its autosave when the last card was saved) is also copied to
``games/<its first deal's hash>.json`` beside the data folder, so that the parent knows every game that
ended and can count what the statistics must hold.  ``KILL_CHILD_SETTLE=1`` only starts (which
counts what the autosave says happened and resumes it) and closes the window.

This file is not a test (pytest collects only ``test_*.py``); ``test_kill_resume.py`` runs it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import signal
import sys
import traceback
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Phase
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup, save_preferences
from fivehundred_qt.storage import HOME_ENV, app_dirs
from fivehundred_qt.ui import app as app_module


def say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def die(text: str, code: int = 1) -> None:
    """Report and leave at once (no Qt clean-up that could hang or raise again)."""
    say(text.replace("\n", " | "))
    sys.stderr.write(text + "\n")
    sys.stderr.flush()
    os._exit(code)


def _excepthook(kind: type[BaseException], exc: BaseException, trace: Any) -> None:
    die("error " + "".join(traceback.format_exception(kind, exc, trace)))


def actions_in(record: Any) -> int:
    return sum(len(hand["actions"]) for hand in record["hands"])


def actions_on_disk(path: Path) -> int:
    """Actions in the autosave file as it is on the disk now; -1 when there is none."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return -1
    return actions_in(json.loads(text))


SEEN: dict[str, int] = {"asked": 0, "warnings": 0}


def patch_dialogs() -> None:
    """No dialog may wait for a click: resume when asked, print every warning."""
    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        SEEN["asked"] += 1
        return QMessageBox.StandardButton.Yes

    def note(kind: str) -> Any:
        def show(parent: Any, title: Any, text: Any, *args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
            SEEN["warnings"] += 1
            say(f"{kind} {str(text).replace(chr(10), ' ')}")
            return QMessageBox.StandardButton.Ok
        return show

    def critical(parent: Any, title: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        die(f"error critical message: {text}")

    def second_copy() -> bool:
        say("second copy: the data-folder lock is held by another process")
        return False

    QMessageBox.question = staticmethod(question)  # type: ignore[method-assign]
    QMessageBox.warning = staticmethod(note("warning"))  # type: ignore[method-assign]
    QMessageBox.information = staticmethod(note("information"))  # type: ignore[method-assign]
    QMessageBox.critical = staticmethod(critical)  # type: ignore[method-assign]
    app_module._open_second_copy = second_copy  # type: ignore[attr-defined]


def write_preferences() -> None:
    prefs = Preferences()
    prefs.animation_speed = "instant"
    # Games of about five hands, in nearly half of which the player bids the contract: hands end,
    # contracts are counted and games end in every run.
    table = TableSetup(rules={"game": "500", "preset": "australian", "win_score": 200,
                              "lose_score": -200})
    table.seats = [SeatSetup("Ann", "human")] + [
        SeatSetup(f"Bot {seat}", "computer", "easy") for seat in range(1, len(table.seats))]
    prefs.table = table
    save_preferences(prefs)


def die_at(window: Any) -> None:
    """``KILL_CHILD_AT="WRITE END N"``: SIGKILL this process right after the ``N``-th write (from
    1) of ``WRITE`` (``autosave`` or ``statistics``) made when a hand (``END`` ``hand``) or the game
    (``game``) has just ended: the autosave written and not yet counted, or counted and not yet
    shown."""
    plan = os.environ.get("KILL_CHILD_AT")
    if not plan:
        return
    write, end, count = plan.split()
    phase = Phase.DEAL if end == "hand" else Phase.GAME_OVER
    owner = window.keeper.autosave if write == "autosave" else window.keeper.statistics
    real = owner.save
    seen = [0]

    def save(*args: Any, **kwargs: Any) -> None:
        real(*args, **kwargs)
        state = window.local_table.state
        if state is not None and state.phase is phase:
            seen[0] += 1
            if seen[0] >= int(count):
                say(f"dying {plan}")
                os.kill(os.getpid(), signal.SIGKILL)

    owner.save = save


def game_id(record: Any) -> str:
    """A game's name for these tests: its first deal, which no other game shares."""
    first = record["hands"][0]
    return hashlib.sha256(json.dumps([first["dealer"], first["deal"]]).encode()).hexdigest()[:16]


def keep_finished(path: Path) -> None:
    """Copy the autosave of a finished game to ``games/`` (a temporary file, then a rename)."""
    record = json.loads(path.read_text(encoding="utf-8"))
    folder = app_dirs().data.parent / "games"
    folder.mkdir(exist_ok=True)
    target = folder / f"{game_id(record)}.json"
    temporary = target.with_suffix(".tmp")
    temporary.write_text(json.dumps(record), encoding="utf-8")
    os.replace(temporary, target)


class Driver:
    """Plays the human seat from a zero-delay timer; reports after each decision's autosave."""

    def __init__(self, app: QApplication, window: Any) -> None:
        self.app = app
        self.window = window
        self.ctrl = window.controller
        self.path = window.keeper.autosave.path
        self.human_deciding = False
        self.after_save: tuple[int, int] | None = None
        self.games = 0
        # Connected after the window's own ``_autosave`` (in MainWindow.__init__): Qt calls the
        # slots of one signal in the order they were connected, so this runs once that save returned.
        self.ctrl.changed.connect(self.saved)
        self.timer = QTimer()
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.step)
        self.timer.start()

    def saved(self) -> None:
        try:
            record = self.ctrl.record()
            if record is None:
                return
            decided = actions_in(record)
            on_disk = actions_on_disk(self.path)
            if self.human_deciding:
                self.after_save = (decided, on_disk)
            state = self.ctrl.state
            if state is not None and state.phase is Phase.GAME_OVER:
                # Before the window's game_finished slot removes the autosave.
                keep_finished(self.path)
                say(f"final {decided} saved {on_disk}")
            if self.window.keeper.problems:
                say("problem " + "; ".join(self.window.keeper.problems.values()))
        except Exception:
            die("error " + traceback.format_exc())

    def step(self) -> None:
        try:
            mode = self.ctrl.mode
            if mode is Mode.HUMAN:
                action = self.ctrl.suggestion()
                if action is None:
                    die("error no suggestion for the human seat")
                self.human_deciding, self.after_save = True, None
                refused = self.ctrl.act(action)
                self.human_deciding = False
                if refused is not None:
                    die(f"error the suggestion {action} was refused: {refused}")
                if self.after_save is None:
                    die("error the decision was not followed by a save")
                decided, on_disk = self.after_save
                say(f"decided {decided} saved {on_disk}")
            elif mode is Mode.HAND_OVER:
                self.ctrl.next_hand()
            elif mode is Mode.GAME_OVER:
                say("over")
                self.games += 1
                if self.games >= int(os.environ.get("KILL_CHILD_GAMES", "20")):
                    self.timer.stop()
                    self.window.close()
                    self.app.quit()
                    return
                self.window.start(self.window.prefs.table)
                record = self.ctrl.record()
                say(f"new {actions_in(record) if record is not None else -1}")
            elif mode in (Mode.IDLE, Mode.PAUSED, Mode.PRIVACY):
                die(f"error the table is {mode.value}, which a single human at the table never sees")
        except Exception:
            die("error " + traceback.format_exc())


def main() -> int:
    if not os.environ.get(HOME_ENV):
        die(f"error {HOME_ENV} is not set: this child would use the real data folder", 2)
    sys.excepthook = _excepthook
    app = QApplication(sys.argv[:1])
    # As run_app names the application.
    app.setApplicationName("fivehundred-qt")
    app.setApplicationDisplayName("Five Hundred")
    patch_dialogs()
    write_preferences()
    window = app_module.create_window(argparse.Namespace(command=None))
    if window is app_module.QUIT:
        die("error the app refused to start: another copy holds the data folder", 3)
    if window is None:
        die("error create_window returned None", 4)
    assert window is not None and window is not app_module.QUIT
    if window.data_lock is None:
        die("error the window does not hold the data-folder lock", 5)
    record = window.controller.record()
    if record is None:
        die("error no game on the table after start")
    count = actions_in(record)
    # Resumed when the autosave was offered (and taken without a warning that it cannot be).
    say(f"{'resumed' if SEEN['asked'] and not SEEN['warnings'] else 'new'} {count}")
    if os.environ.get("KILL_CHILD_SETTLE"):
        window.close()
        return 0
    die_at(window)
    driver = Driver(app, window)
    code = app.exec()
    del driver
    return int(code)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except SystemExit:
        raise
    except BaseException:
        die("error " + traceback.format_exc())

"""Redo (Ctrl+Shift+Z): the decision Undo took back is made again, with what followed it, as long
as nothing else happened since the undo."""

from __future__ import annotations

import pytest

from fivehundred_qt.controller import Mode, TableController
from fivehundred_qt.core import Phase

from .test_undo import human_turn, setup

pytestmark = pytest.mark.usefixtures("qapp")


def into_the_play(qtbot, seed: int) -> TableController:
    ctrl = TableController(auto_show=True)
    ctrl.new_game(setup("human", "computer", "computer", "computer"), seed=seed, first_dealer=3)
    human_turn(qtbot, ctrl)
    while not (ctrl.view().phase is Phase.PLAY and len(ctrl.view().tricks) >= 2):
        action, _ = ctrl.suggestion_with_reason()
        assert action is not None and ctrl.act(action) is None
        human_turn(qtbot, ctrl)
    return ctrl


def test_redo_makes_the_decisions_taken_back_again(qtbot) -> None:
    ctrl = into_the_play(qtbot, seed=5)
    assert not ctrl.can_redo()                      # nothing taken back yet
    latest = ctrl.record()
    assert ctrl.undo()
    human_turn(qtbot, ctrl)
    middle = ctrl.record()
    assert ctrl.undo()                              # two decisions back
    human_turn(qtbot, ctrl)
    assert ctrl.can_redo()
    assert ctrl.redo()
    human_turn(qtbot, ctrl)
    assert ctrl.record()["hands"] == middle["hands"]
    assert ctrl.redo()
    human_turn(qtbot, ctrl)
    assert ctrl.record()["hands"] == latest["hands"]
    assert not ctrl.can_redo() and not ctrl.redo()
    assert ctrl.assisted


def test_no_redo_once_another_decision_is_made(qtbot) -> None:
    ctrl = into_the_play(qtbot, seed=6)
    assert ctrl.undo()
    human_turn(qtbot, ctrl)
    assert ctrl.can_redo()
    legal = ctrl.view().legal
    action, _ = ctrl.suggestion_with_reason()
    other = next((a for a in legal if a != action), action)
    assert ctrl.act(other) is None
    human_turn(qtbot, ctrl)
    assert not ctrl.can_redo() and not ctrl.redo()


def test_a_new_game_forgets_what_may_be_redone(qtbot) -> None:
    ctrl = into_the_play(qtbot, seed=7)
    assert ctrl.undo()
    human_turn(qtbot, ctrl)
    ctrl.new_game(setup("human", "computer", "computer", "computer"), seed=7, first_dealer=3)
    qtbot.waitUntil(lambda: ctrl.mode in (Mode.HUMAN, Mode.THINKING, Mode.SHOWING), timeout=20000)
    assert not ctrl.can_redo()

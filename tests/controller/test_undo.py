"""Undo: the player's last card or call taken back, in a game with no other human; the record
keeps the game as finally played, and the game is marked assisted."""

from __future__ import annotations

import pytest

from fivehundred_qt.controller import Mode, TableController
from fivehundred_qt.core import Phase, RuleSet, replay
from fivehundred_qt.settings import SeatSetup, TableSetup

pytestmark = pytest.mark.usefixtures("qapp")


def setup(*kinds: str) -> TableSetup:
    seats = [SeatSetup(f"P{i}", kind, "easy") for i, kind in enumerate(kinds)]
    return TableSetup(rules=RuleSet.build({"game": "500"}).to_record(), seats=seats)


def human_turn(qtbot, ctrl: TableController) -> None:
    qtbot.waitUntil(lambda: ctrl.mode is Mode.HUMAN, timeout=20000)


def first_decision_made(qtbot, *kinds: str, seed: int) -> TableController:
    """A table where the first human has made one decision (their suggestion)."""
    ctrl = TableController(auto_show=True)
    ctrl.new_game(setup(*kinds), seed=seed, first_dealer=3)
    human_turn(qtbot, ctrl)
    action, _ = ctrl.suggestion_with_reason()
    assert action is not None and ctrl.act(action) is None
    return ctrl


def test_undo_takes_back_the_players_last_decision_and_everything_after(qtbot) -> None:
    ctrl = TableController(auto_show=True)
    ctrl.new_game(setup("human", "computer", "computer", "computer"), seed=5, first_dealer=3)
    human_turn(qtbot, ctrl)
    assert not ctrl.can_undo()                       # nothing of the player's to take back
    while True:                                      # into the play, a few tricks in
        before = ctrl.view()
        taken = ctrl.record()
        action, _ = ctrl.suggestion_with_reason()
        assert action is not None and ctrl.act(action) is None
        human_turn(qtbot, ctrl)
        if ctrl.view().phase is Phase.PLAY and len(ctrl.view().tricks) >= 2:
            break
    assert ctrl.can_undo() and not ctrl.assisted
    assert ctrl.undo()
    human_turn(qtbot, ctrl)
    after = ctrl.view()
    assert after.hand == before.hand and after.trick == before.trick
    assert after.tricks == before.tricks and after.legal == before.legal
    record = ctrl.record()
    assert record["hands"] == taken["hands"]          # as if the card had never been played
    assert ctrl.assisted and record["assisted"] is True
    assert replay(record).view(0).hand == before.hand  # the record is a plain record


def test_the_mark_survives_a_resume_and_a_new_game_clears_it(qtbot) -> None:
    ctrl = first_decision_made(qtbot, "human", "computer", "computer", "computer", seed=6)
    human_turn(qtbot, ctrl)
    assert ctrl.undo()
    human_turn(qtbot, ctrl)
    other = TableController(auto_show=True)
    other.resume(ctrl.record())
    assert other.assisted
    other.new_game(setup("human", "computer", "computer", "computer"), seed=7)
    assert not other.assisted


def test_no_undo_with_another_human_at_the_table(qtbot) -> None:
    ctrl = first_decision_made(qtbot, "human", "computer", "human", "computer", seed=5)
    qtbot.waitUntil(lambda: ctrl.mode in (Mode.HUMAN, Mode.PRIVACY), timeout=20000)
    assert not ctrl.can_undo() and not ctrl.undo()

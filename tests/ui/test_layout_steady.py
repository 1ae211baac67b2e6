"""The table keeps its size from the first call to the end of the hand: the strip of decisions
below it does not grow and shrink between bidding, play and messages."""

from __future__ import annotations

import pytest

from fivehundred_qt.controller import Mode
from fivehundred_qt.settings import SeatSetup, TableSetup


@pytest.mark.parametrize("rules", [{"game": "500"}, {"game": "spades"}])
def test_the_table_does_not_jump_between_bidding_and_play(window, qtbot, rules) -> None:
    window.resize(1024, 640)
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in ("West", "North", "East")]
    window.start(TableSetup(rules=rules, seats=seats), seed=4)
    table = window.local_table
    heights: dict[str, set[int]] = {}
    for _ in range(3000):
        qtbot.wait(5)
        view = table.view()
        if view is None:
            continue
        heights.setdefault(view.phase.value, set()).add(window.table_view.height())
        if table.mode is Mode.HAND_OVER:
            heights.setdefault("hand over", set()).add(window.table_view.height())
            break
        if table.mode is Mode.HUMAN and not window.scene.busy:
            action, _ = table.suggestion_with_reason()
            table.act(action)
    assert {"auction", "play", "hand over"} <= set(heights)
    assert len(set().union(*heights.values())) == 1, heights
    bar = window.action_bar
    assert bar.geometry().bottom() <= window.centralWidget().height()   # all of it in sight

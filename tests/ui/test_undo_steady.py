"""Ctrl+Z moves nothing under the pointer: the table keeps its place and size (a status bar
appeared under it with the first message and pushed it up 22 pixels), and the nameplates are as
they were before the decision taken back (the auction's "Pass" came back on three of them)."""

from __future__ import annotations

import pytest

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Phase
from fivehundred_qt.settings import TableSetup, default_seats
from fivehundred_qt.translation import seat_name


def nameplates(window) -> list[tuple[object, ...]]:
    return [(b.name, b.line, b.tricks, b.dealer, b.turn) for b in window.scene.badges]


def settled(window) -> bool:
    table = window.local_table
    return table.mode is Mode.HUMAN and not window.scene.busy


@pytest.mark.parametrize("rules", [{"game": "500"}, {"game": "500", "players": 5},
                                   {"game": "500", "players": 6, "teams": "3v3"},
                                   {"game": "spades"}],
                         ids=["500", "500-5p", "500-6p", "spades"])
def test_undo_leaves_the_table_in_place_and_the_nameplates_as_they_were(qtbot, window,
                                                                         rules) -> None:
    window.resize(1024, 640)
    players = 4 if rules["game"] == "spades" else int(rules.get("players", 4))
    window.start(TableSetup(rules=rules, seats=default_seats(players, seat_name)), seed=8)
    table = window.local_table
    for _ in range(4000):
        qtbot.wait(5)
        if not settled(window):
            continue
        view = table.view()
        if view.phase is Phase.PLAY and len(view.tricks) >= 2:
            break
        action, _ = table.suggestion_with_reason()
        table.act(action)
    qtbot.wait(30)
    assert settled(window) and table.view().phase is Phase.PLAY
    where, before = window.table_view.geometry(), nameplates(window)
    action, _ = table.suggestion_with_reason()
    table.act(action)
    qtbot.waitUntil(lambda: settled(window) and window.undo_action.isEnabled(), timeout=10000)
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: settled(window), timeout=10000)
    qtbot.wait(30)
    assert "taken back" in window.statusBar().currentMessage()
    assert window.table_view.geometry() == where
    assert nameplates(window) == before

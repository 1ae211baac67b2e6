"""Suggest answers where the decision is made: the call's cell or button, the card on the table,
with the reason in the prompt (not only in the status bar)."""

from __future__ import annotations

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Bid, Phase, Play
from fivehundred_qt.settings import SeatSetup, TableSetup
from fivehundred_qt.ui.model_base import SUGGESTED


def test_suggest_marks_the_call_and_the_card(window, qtbot) -> None:
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in ("West", "North", "East")]
    window.start(TableSetup(rules={"game": "500"}, seats=seats), seed=9)
    table = window.local_table
    bar = window.action_bar
    seen = set()
    for _ in range(3000):
        if table.mode is Mode.HUMAN and not window.scene.busy:
            view = table.view()
            action, _ = table.suggestion_with_reason()
            window.suggest()
            assert bar.prompt.text().startswith("Suggestion: ")
            if isinstance(action, Bid) and action.is_numbered:
                assert bar.grid_model.suggested == action.call
                assert bar.bid_table.currentIndex() == bar.grid_model.index_of(action)
                seen.add("grid")
            elif isinstance(action, Bid):
                framed = [b for a, b in bar._buttons.items() if a == action]
                assert framed and SUGGESTED.name() in framed[0].styleSheet()
                seen.add("button")
            elif isinstance(action, Play):
                marked = [i.card for i in window.scene.hands[0] if i.suggested]
                assert marked == [action.card]
                seen.add("card")
            table.act(action)
            if view.phase is Phase.PLAY and "card" in seen:
                break
        qtbot.wait(5)
    assert "card" in seen and seen & {"grid", "button"}
    # Once the card is played nothing stays marked.
    assert not any(i.suggested for i in window.scene.hands[0])

"""Nothing moves under the pointer: a blind nil hand's bid buttons are where they were after the
player looks at their cards (the buttons were laid out anew, and a click where "3" was bid 2)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Bid, Phase
from fivehundred_qt.settings import TableSetup, default_seats
from fivehundred_qt.translation import seat_name, use_language

from .test_languages import compiled, languages  # noqa: F401  (fixtures, shared)


def bid_buttons(window) -> dict[str, tuple[int, int, int, int]]:
    """Each numbered bid's button (nil and 1 to 13), where it is in the window."""
    bar = window.action_bar
    places = {}
    for bid, button in bar._buttons.items():
        if isinstance(bid, Bid) and bid.call != "blind_nil" and isinstance(button, QPushButton):
            corner = button.mapTo(window, button.rect().topLeft())
            places[bid.call] = (corner.x(), corner.y(), button.width(), button.height())
    return places


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (800, 600)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_bid_buttons_keep_their_places_after_looking(qtbot, window, languages,  # noqa: F811
                                                         language, size) -> None:
    assert use_language(language) == language
    window.resize(*size)
    window.start(TableSetup(rules={"game": "spades", "blind_nil": True},
                            seats=default_seats(4, seat_name)), seed=4)
    table = window.local_table
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and table.view().phase is Phase.AUCTION
                    and not window.scene.busy, timeout=20000)
    qtbot.wait(30)
    assert window._hidden_hand
    face_down = bid_buttons(window)
    assert len(face_down) == 14 and all(w > 0 for _, _, w, _ in face_down.values())
    window._look()
    qtbot.wait(30)
    assert not window._hidden_hand
    assert bid_buttons(window) == face_down

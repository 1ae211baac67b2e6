"""The strip of decisions in German on a small screen with the Chat dock open: every word of
the Spades bids and of the prompt in sight (the prompt was cut at the top and bottom, and two
buttons read "nd" and "arten")."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Phase
from fivehundred_qt.settings import SeatSetup, TableSetup
from fivehundred_qt.translation import use_language

from .test_languages import compiled, languages  # noqa: F401  (fixtures, shared)


def test_a_spades_bid_in_german_at_1024_by_640_beside_the_chat(qtbot, window, languages) -> None:  # noqa: F811
    assert use_language("de") == "de"
    window.resize(1024, 640)
    window.lan.chat_dock.show()
    seats = [SeatSetup("Du", "human")] + [SeatSetup(n, "computer", "easy")
                                          for n in ("West", "Nord", "Ost")]
    window.start(TableSetup(rules={"game": "spades", "blind_nil": True}, seats=seats), seed=4)
    table = window.local_table
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and table.view().phase is Phase.AUCTION
                    and not window.scene.busy, timeout=20000)
    qtbot.wait(50)                                   # the strip laid out
    bar = window.action_bar
    assert bar.pages.currentWidget() is bar.spades_page
    buttons = [b for b in bar.spades_page.findChildren(QPushButton) if b.isVisible()]
    texts = {b.text() for b in buttons}
    assert {"Blind Nil", "Meine Karten ansehen", "Nil", "13"} <= texts, sorted(texts)
    for button in buttons:
        words = button.fontMetrics().horizontalAdvance(button.text())
        assert words + 2 * 12 <= button.width(), (button.text(), words, button.width())
    prompt = bar.prompt
    assert prompt.text().startswith("Du bist dran")
    assert prompt.height() >= prompt.heightForWidth(prompt.width()), (prompt.height(),
                                                                      prompt.heightForWidth(prompt.width()))
    assert bar.geometry().bottom() <= window.centralWidget().height()

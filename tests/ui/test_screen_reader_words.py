"""What a screen reader is given, checked offscreen (``test_screen_reader`` hears it through
AT-SPI): keys that read the table again, the contract said once, the first deal said once the
bridge is up, the keyboard kept on something named, bids in words in the grid's headers and the
Auction dock, closed bids marked and explained, and the kitty's cards, the count of cards put
back and the grid's edges said."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import AUSTRALIAN, Bid, Phase, Play
from fivehundred_qt.settings import TableSetup
from fivehundred_qt.ui.accessibility import speech
from fivehundred_qt.ui.accessibility.table_reading import open_hands_words
from fivehundred_qt.ui.docks.auction_model import AuctionModel
from fivehundred_qt.ui.main_window import MainWindow
from fivehundred_qt.ui.window.bid_grid import BidGridModel
from fivehundred_qt.ui.wording import card_symbol

from .model_helpers import NAMES4, bid, start_auction
from .test_accessibility import human_turn, seats
from .test_keyboard_play import bid_ten_no_trumps, press, start

NAME = Qt.ItemDataRole.AccessibleTextRole
DESCRIPTION = Qt.ItemDataRole.AccessibleDescriptionRole


def to_first_card(qtbot: Any, window: MainWindow) -> None:
    """Seed 11: the human bids 10 no trumps, puts back the three top cards, names the joker and
    leads."""
    table = window.controller
    while (phase := human_turn(qtbot, window)) is not Phase.PLAY:
        action = Bid("10NT") if phase is Phase.AUCTION else table.suggestion_with_reason()[0]
        assert table.act(action) is None


def test_keys_read_the_trick_the_score_and_the_tricks(qtbot: Any, window: MainWindow) -> None:
    window.start(TableSetup(rules={"game": "500", "preset": "australian"}, seats=seats()),
                 seed=11)
    said: list[str] = []
    window.table_view.announced.connect(said.append)
    to_first_card(qtbot, window)

    def read(key: Qt.Key) -> str:
        said.clear()
        qtbot.keyClick(window.table_view, key)
        assert len(said) == 1, said
        return said[0]

    window.activateWindow()
    window.table_view.setFocus()
    assert read(Qt.Key.Key_T) == "Trick 1: no card played yet. Your turn."
    assert read(Qt.Key.Key_S) == "You & North 0; West & East 0. Your contract: 10 no trumps."
    assert read(Qt.Key.Key_C) == "Tricks: 0 of 10; Defenders: 0 of 1 to set."
    assert read(Qt.Key.Key_O) == "No hand is face up."
    table = window.controller
    lead = next(a for a in table.view().legal if isinstance(a, Play) and not a.card.is_joker)
    assert table.act(lead) is None
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and not window.scene.busy, timeout=20000)
    trick = window.scene.trick_cards
    assert trick and all(seat != 0 for seat, _ in trick)     # the others led to the human
    cards = ", ".join(f"{'you' if seat == 0 else table.names[seat]} {card_symbol(card)}"
                      for seat, card in trick)
    assert read(Qt.Key.Key_T) == f"Trick {1 + sum(window.scene.standing.won)}: {cards}. Your turn."


def test_o_reads_the_hands_laid_face_up(qtbot: Any, window: MainWindow) -> None:
    window.start(TableSetup(rules={"game": "500"}, seats=seats()), seed=11)
    human_turn(qtbot, window)
    table = window.controller
    view = table.view()
    hands = table.state.cards
    window.scene.rebuild(view, table.names, True, hands)     # as a record is shown
    words = open_hands_words(window.scene)
    for seat in (1, 2, 3):
        assert f"{table.names[seat]}'s hand, face up: " + " ".join(
            card_symbol(item.card) for item in window.scene.hands[seat]) in words


def test_the_contract_is_said_once_and_the_status_line_never(qtbot: Any, window) -> None:
    window.start(TableSetup(rules={"game": "500"}, seats=seats()), seed=11)
    said: list[str] = []
    window.table_view.announced.connect(said.append)
    window.action_bar.announced.connect(said.append)
    table = window.controller
    while human_turn(qtbot, window) is not None:
        view = table.view()
        action = Bid("10NT") if view.phase is Phase.AUCTION else table.suggestion_with_reason()[0]
        assert table.act(action) is None
    qtbot.waitUntil(lambda: not window.scene.busy)
    assert said.count("Your contract: 10 no trumps") == 1
    assert [s for s in said if "10 no trumps" in s and not s.startswith(
        ("Your contract", "You bid", "Hand over"))] == []
    assert [s for s in said if s.endswith((" to bid", " to play", " to lead"))] == []


def test_the_contract_is_worded_for_each_seat(window: MainWindow) -> None:
    from fivehundred_qt.core.events import Contract
    window.start(TableSetup(rules={"game": "500"}, seats=seats()), seed=11)
    scene = window.scene
    seven = bid("7H")
    words = [scene.contract_sentence(Contract("suit", seat, seven, 3, 7, 200))
             for seat in range(4)]
    assert words == ["Your contract: 7 hearts", "West's contract: 7 hearts; you defend",
                     "North's contract: 7 hearts, with you as partner",
                     "East's contract: 7 hearts; you defend"]


@pytest.fixture
def bridge_up() -> Any:
    """The accessibility bridge as a screen reader brings it up (offscreen has none)."""
    yield lambda: QAccessible.setActive(True)
    QAccessible.setActive(False)


def test_what_is_said_before_the_bridge_is_up_is_said_after(qtbot: Any, window: MainWindow,
                                                            monkeypatch: Any, bridge_up) -> None:
    sent: list[str] = []
    monkeypatch.setattr(speech, "_send", lambda widget, text: sent.append(text))
    speech._held.clear()
    assert not QAccessible.isActive()
    window.start(TableSetup(rules={"game": "500"}, seats=seats()), seed=11)
    assert sent == []                               # Qt would have dropped them
    bridge_up()
    qtbot.waitUntil(lambda: bool(sent), timeout=2000)
    dealer = window.controller.names[window.controller.view().dealer]
    assert sent[0] == f"{dealer} deals a new hand"
    assert sent.count(sent[0]) == 1


def test_stale_sentences_are_not_said_late(qtbot: Any, monkeypatch: Any, bridge_up) -> None:
    from PySide6.QtWidgets import QLabel
    sent: list[str] = []
    monkeypatch.setattr(speech, "_send", lambda widget, text: sent.append(text))
    speech._held.clear()
    label = QLabel()
    qtbot.addWidget(label)
    speech.announce(label, "old news")
    speech._held[0] = (label, "old news", speech._held[0][2] - speech.HELD_MS / 1000 - 1)
    bridge_up()
    speech.announce(label, "news")
    assert sent == ["news"]


def test_after_a_call_the_keyboard_is_on_the_named_table(qtbot: Any, window: MainWindow) -> None:
    start(window, 4, seed=11)
    assert human_turn(qtbot, window) is Phase.AUCTION
    bid_ten_no_trumps(qtbot, window)
    assert QApplication.focusWidget() is window.table_view
    assert window.table_view.accessibleName().startswith("Card table")


def test_the_bid_grid_headers_are_words(qtbot: Any) -> None:
    model = BidGridModel(AUSTRALIAN)
    assert [model.headerData(c, Qt.Orientation.Horizontal, NAME) for c in range(5)] == [
        "spades", "clubs", "diamonds", "hearts", "no trumps"]
    assert model.headerData(1, Qt.Orientation.Vertical, NAME) == "7 tricks"


def test_closed_bids_say_so_and_why(qtbot: Any) -> None:
    state = start_auction(AUSTRALIAN, dealer=3)
    state.apply(bid("7H"))
    model = BidGridModel(AUSTRALIAN)
    model.why_not = lambda action: str(state.why_not(action))
    model.set_legal(state.legal_actions())
    six_spades, eight_spades = model.index(0, 0), model.index(2, 0)
    assert model.data(six_spades, NAME) == "6 spades, unavailable"
    assert model.data(six_spades, DESCRIPTION) == "your call must be higher than 7 hearts"
    assert model.data(eight_spades, NAME) == "8 spades"
    assert model.data(eight_spades, DESCRIPTION) == "8 spades: 240 points"


def test_the_auction_dock_reads_calls_in_words() -> None:
    model = AuctionModel(AUSTRALIAN, NAMES4, 0)
    model.append_call(1, bid("7H"))
    model.append_call(2, Bid("pass"))
    assert model.data(model.index(0, 1)) == "7♥"
    assert model.data(model.index(0, 1), NAME) == "7 hearts"
    assert model.data(model.index(0, 2), NAME) == "Pass"


def test_the_grid_edge_is_said(qtbot: Any, window: MainWindow) -> None:
    start(window, 4, seed=11)
    assert human_turn(qtbot, window) is Phase.AUCTION
    bar = window.action_bar
    said: list[str] = []
    bar.announced.connect(said.append)
    bar.bid_table.setFocus()
    press(qtbot, Qt.Key.Key_Up)
    press(qtbot, Qt.Key.Key_Left)
    assert said == ["No lower bid", "No lower bid"]
    press(qtbot, Qt.Key.Key_Down, 4)
    press(qtbot, Qt.Key.Key_Right, 5)
    assert said[2:] == ["No higher bid"]
    assert bar.bid_table.currentIndex().data() == "10NT"


def test_kitty_cards_and_the_count_put_back_are_said(qtbot: Any, window: MainWindow) -> None:
    start(window, 4, seed=11)
    table = window.controller
    assert human_turn(qtbot, window) is Phase.AUCTION
    assert table.act(Bid("10NT")) is None
    assert human_turn(qtbot, window) is Phase.DISCARD
    view, scene = window.table_view, window.scene
    kitty = set(table.view().kitty)
    heard = []
    for i, item in enumerate(scene.hands[0]):
        scene._set_focus(i)
        heard.append(view.accessibleName())
        if item.card in kitty:
            assert heard[-1] == f"{card_symbol(item.card)} from the kitty, kept"
    assert len([h for h in heard if "from the kitty" in h]) == len(kitty) == 3
    scene._set_focus(0)
    view.setFocus()
    press(qtbot, Qt.Key.Key_Space)
    assert view.accessibleName().endswith(", chosen to put back (1 of 3 chosen)")


def test_the_help_says_how_to_play_without_sight(qapp: Any) -> None:
    from PySide6.QtGui import QTextDocument

    from fivehundred_qt.core import SPADES_PRESET
    from fivehundred_qt.ui.help.rules_dialog import rules_html

    for rules in (AUSTRALIAN, SPADES_PRESET):
        document = QTextDocument()
        document.setHtml(rules_html(rules))
        page = document.toPlainText()
        assert "Playing by keys and by ear" in page
        for key in ("T: the trick so far", "S: each side's score and the contract",
                    "C: the tricks won", "O: the hands lying face up", "Ctrl"):
            assert key in page, key
        assert ("kitty" in page) is (rules is AUSTRALIAN)

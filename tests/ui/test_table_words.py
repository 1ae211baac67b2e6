"""The table speaks to its player: "You play 7 hearts", "your partner", cards written 'K♥', no
"Pass to You", and a partner named by where they sit."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from fivehundred_qt.core import Bid, GameState, RuleSet
from fivehundred_qt.core.cards import (
    BLACK_JOKER_CODE,
    CARDS,
    HEARTS,
    KING,
    RED_JOKER_CODE,
    SPADES,
    card,
)
from fivehundred_qt.core.events import Contract, PartnersNamed
from fivehundred_qt.ui.action_bar import ActionBar
from fivehundred_qt.ui.cards import CardRenderer, CardStyle
from fivehundred_qt.ui.privacy import PrivacyScreen
from fivehundred_qt.ui.speeds import Clock
from fivehundred_qt.ui.table_scene import TableScene
from fivehundred_qt.ui.wording import card_symbol


def test_cards_in_messages_are_symbols_not_record_codes() -> None:
    assert card_symbol(card(HEARTS, KING)) == "K♥"
    assert card_symbol(card(SPADES, 10)) == "10♠"
    assert card_symbol(CARDS[RED_JOKER_CODE]) == "red joker"
    assert card_symbol(CARDS[BLACK_JOKER_CODE]) == "black joker"


def test_the_privacy_screen_never_says_pass_to_you(qtbot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    screen = PrivacyScreen(table)
    screen.show_for("You")
    assert "You" not in screen.label.text().split() and "I am" not in screen.button.text()
    screen.show_for("Ann")
    assert screen.label.text() == "Pass to Ann" and screen.button.text() == "I am Ann: show my cards"


def test_a_partner_is_named_by_where_they_sit(qtbot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    rules = RuleSet.build({"game": "500", "players": 5})
    bar.set_table(rules, ["You", "West", "North", "East", "South"])
    view = GameState(rules, seed=1).view(0)
    assert [bar._seat_and_place(view, s) for s in range(1, 5)] == [
        "West (on your left)", "North (across, to the left)", "East (across, to the right)",
        "South (on your right)"]


def test_the_players_own_call_and_partner_read_as_you(qtbot) -> None:
    scene = TableScene(CardRenderer(CardStyle()), Clock("instant"))
    rules = RuleSet.build({"game": "500", "players": 5})
    scene.start_table(rules, ["You", "West", "North", "East", "South"], 0, False)
    scene._on_partners(PartnersNamed(0, (2,)))
    assert scene.badges[2].line == "your partner"
    scene._on_partners(PartnersNamed(1, (3,)))
    assert scene.badges[3].line == "partner of West"


def test_the_status_line_says_you_play(window, monkeypatch) -> None:
    rules = RuleSet.build({"game": "500"})
    view = GameState(rules, seed=1).view(0)
    mine = view._replace(contract=Contract("suit", 0, Bid("7H"), 3, 7, 220))
    monkeypatch.setattr(window.controller, "view", lambda: mine)
    assert window._status_text() == "You play 7 hearts"
    theirs = view._replace(contract=Contract("suit", 1, Bid("7H"), 3, 7, 220))
    monkeypatch.setattr(window.controller, "view", lambda: theirs)
    assert window._status_text().endswith(" plays 7 hearts")

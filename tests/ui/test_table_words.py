"""The table speaks to its player: "Your contract: 7♥", "your partner", cards written 'K♥', no
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
from fivehundred_qt.settings import SeatSetup, TableSetup
from fivehundred_qt.ui.table.cards import CardRenderer, CardStyle
from fivehundred_qt.ui.table.speeds import Clock
from fivehundred_qt.ui.table.table_scene import TableScene
from fivehundred_qt.ui.window.action_bar import ActionBar
from fivehundred_qt.ui.window.privacy import PrivacyScreen
from fivehundred_qt.ui.wording import card_symbol, with_reason


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
    scene.contract = Contract("suit", 0, Bid("8H"), 3, 8, 300)
    scene._on_partners(PartnersNamed(0, (2,)))
    assert scene.badges[2].line == "your partner"
    scene.contract = Contract("suit", 1, Bid("8H"), 3, 8, 300)
    scene._on_partners(PartnersNamed(1, (3,)))
    assert scene.badges[3].line == "partner of West"


def test_the_status_line_says_whose_contract_it_is(window, monkeypatch) -> None:
    """(It said "You play 7 hearts" all hand long, as if the player had just played a card.)"""
    rules = RuleSet.build({"game": "500"})
    view = GameState(rules, seed=1).view(0)
    names = ["You", "West", "North", "East"]
    monkeypatch.setattr(window.controller, "setup", TableSetup(
        rules={"game": "500"}, seats=[SeatSetup(n, "computer") for n in names]))
    expected = {0: "Your contract: 7♥", 1: "West's contract: 7♥; you defend",
                2: "North's contract: 7♥, with you as partner"}
    for declarer, line in expected.items():
        shown = view._replace(contract=Contract("suit", declarer, Bid("7H"), 3, 7, 220))
        monkeypatch.setattr(window.controller, "view", lambda v=shown: v)
        assert window._status_text() == line


def test_a_suggestion_names_its_call_once(qapp) -> None:
    """("Suggestion: Pass (pass: not enough for a higher bid)".)"""
    assert with_reason("Pass", "pass: not enough for a higher bid") == \
        "Pass (not enough for a higher bid)"
    assert with_reason("Pass", "pass") == "Pass"
    assert with_reason("Misère", "misère: only low cards") == "Misère (only low cards)"
    assert with_reason("K♥", "cashes a winner") == "K♥ (cashes a winner)"
    assert with_reason("K♥", "must play over: plays as low as it can") == \
        "K♥ (must play over: plays as low as it can)"


def test_f2_at_a_fresh_table_asks_nothing(window, qtbot, monkeypatch) -> None:
    """("A game is in progress. Leave it?" at a table where nothing was played.)"""
    from PySide6.QtWidgets import QMessageBox

    from fivehundred_qt.controller import Mode
    from fivehundred_qt.settings import default_seats
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: asked.append(args)
                        or QMessageBox.StandardButton.No)
    window.start(TableSetup(rules={"game": "500"}, seats=default_seats(4)), seed=3)
    table = window.local_table
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and not window.scene.busy, timeout=10000)
    assert window.may_leave_the_game("New game") and not asked
    action, _ = table.suggestion_with_reason()
    table.act(action)
    assert not window.may_leave_the_game("New game") and len(asked) == 1

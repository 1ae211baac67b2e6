"""The real main window, offscreen: whole games, a human's turn by clicks and keys, hot-seat,
resuming after a crash, damaged preferences, and stepping through a record.

pytest-qt fails a test when an exception escapes a Qt slot or virtual method, so each of these
also checks that nothing raised inside the event loop."""

from __future__ import annotations

import argparse
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from fivehundred_qt.bots import make_player
from fivehundred_qt.controller import Mode
from fivehundred_qt.core import (
    BIDS,
    FORMAT,
    RED_JOKER,
    JokerSuit,
    Phase,
    Play,
    RuleSet,
    deck_for,
    parse_card,
    to_record,
)
from fivehundred_qt.selfplay import selfplay
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup, preferences_path
from fivehundred_qt.storage import AutoSave
from fivehundred_qt.ui.app import create_window
from fivehundred_qt.ui.main_window import MainWindow

from .conftest import quick_prefs


def computer_table(options: dict, **extra) -> TableSetup:
    rules = RuleSet.build(options)
    seats = [SeatSetup(f"Bot {i}", "computer", "random") for i in range(rules.players)]
    return TableSetup(rules=rules.to_record(), seats=seats, suggestions=False, **extra)


@pytest.mark.parametrize("options", [
    {"preset": "australian"},
    {"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 5},
    {"players": 3},
    {"preset": "spades", "lose_score": -200},
], ids=["australian-4", "american-6-3v3", "australian-3", "spades"])
def test_computer_only_game_to_game_over(qtbot, window, options):
    window.start(computer_table(options), seed=4)
    qtbot.waitUntil(lambda: window.controller.mode is Mode.GAME_OVER, timeout=90000)
    state = window.controller.state
    assert state.winner is not None
    # The score sheet followed the game and the table announces the winner.
    assert tuple(window.score_model.totals()) == tuple(state.scores)
    assert window.scene.banner.isVisible()


def fixed_record(seats: list[SeatSetup]) -> dict:
    """Australian, dealer 0: seats 1-3 have passed; seat 0 holds the joker and top cards."""
    mine = [parse_card(t) for t in ("AS", "KS", "QS", "AH", "KH", "AD", "KD", "AC", "KC")]
    mine.append(RED_JOKER)
    rest = [c for c in deck_for(4, 3) if c not in mine]
    hands = [mine, rest[0:10], rest[10:20], rest[20:30]]
    deal = {"hands": [[str(c) for c in h] for h in hands], "kitty": [str(c) for c in rest[30:]],
            "dead": []}
    return {"format": FORMAT, "rules": {"game": "500", "preset": "australian"},
            "players": [s.name for s in seats],
            "table": TableSetup(seats=seats).to_json(),
            "hands": [{"dealer": 0, "deal": deal, "actions": [
                {"seat": 1, "bid": "pass"}, {"seat": 2, "bid": "pass"}, {"seat": 3, "bid": "pass"}]}]}


def human_turn(qtbot, window, phase: Phase) -> None:
    def ready() -> bool:
        state = window.controller.state
        return window.controller.mode is Mode.HUMAN and state.phase is phase
    qtbot.waitUntil(ready, timeout=10000)


def test_a_human_bids_discards_nominates_and_plays_by_clicks_and_keys(qtbot, window):
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "random")
                                           for n in ("West", "North", "East")]
    window.resume_record(fixed_record(seats))
    state = window.controller.state

    # A bid: click 7NT in the bid grid.
    human_turn(qtbot, window, Phase.AUCTION)
    bar = window.action_bar
    grid = bar.bid_table
    index = bar.grid_model.index_of(BIDS["7NT", False])
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton,
                     pos=grid.visualRect(index).center())
    assert state.contract is not None and state.contract.bid.call == "7NT"

    # A discard: click three cards on the table, then confirm.
    human_turn(qtbot, window, Phase.DISCARD)
    items = [i for i in window.scene.hands[0] if i.card != RED_JOKER][-3:]
    view = window.table_view
    for item in items:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(item.scenePos()))
    assert sorted(window.scene.selected_cards()) == sorted(i.card for i in items)
    assert bar.discard_button.isEnabled()
    qtbot.mouseClick(bar.discard_button, Qt.MouseButton.LeftButton)
    assert state.discarded == sorted(i.card for i in items)

    # A joker nomination: click the hearts button.
    human_turn(qtbot, window, Phase.JOKER)
    hearts = [w for w in bar.choice_page.findChildren(type(bar.discard_button)) if w.text() == "♥"]
    qtbot.mouseClick(hearts[0], Qt.MouseButton.LeftButton)
    assert state.nominated[RED_JOKER] == 3
    assert state.log[-1].actions[-1] == (0, JokerSuit(3))

    # A card: the keyboard moves along the legal cards and Enter plays.
    human_turn(qtbot, window, Phase.PLAY)
    view.setFocus()
    focused_before = window.scene._focus
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.scene._focus != focused_before
    chosen = window.scene.hands[0][window.scene._focus].card
    qtbot.keyClick(view, Qt.Key.Key_Return)
    _, action = next(a for a in reversed(state.log[-1].actions) if a[0] == 0)
    assert isinstance(action, Play) and action.card == chosen


def test_illegal_cards_are_dimmed_and_say_why(qtbot, window):
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "random")
                                           for n in ("West", "North", "East")]
    record = fixed_record(seats)
    # West wins 7 hearts and leads; the human must follow hearts.
    record["hands"][0]["actions"] = [{"seat": 1, "bid": "7H"}, {"seat": 2, "bid": "pass"},
                                     {"seat": 3, "bid": "pass"}, {"seat": 0, "bid": "pass"}]
    window.resume_record(record)
    state = window.controller.state
    qtbot.waitUntil(lambda: state.phase is Phase.PLAY and window.controller.mode is Mode.HUMAN,
                    timeout=10000)
    led = state.led
    for item in window.scene.hands[0]:
        legal = any(a.card == item.card for a in state.legal_actions())
        assert item.dimmed is not legal
        if not legal:
            assert item.toolTip().startswith("you must follow")
    assert led >= 0


def test_hot_seat_privacy_screen_between_two_humans(qtbot, window):
    table = computer_table({"preset": "australian"})
    table.seats[0] = SeatSetup("Ann", "human")
    table.seats[1] = SeatSetup("Ben", "human")
    table.suggestions = True
    window.start(table, seed=12)
    ctrl = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: ctrl.mode in (Mode.HUMAN, Mode.PRIVACY, Mode.HAND_OVER,
                                              Mode.GAME_OVER), timeout=10000)
        if ctrl.mode is Mode.PRIVACY:
            break
        if ctrl.mode is Mode.HUMAN:
            ctrl.act(ctrl.suggestion())
        elif ctrl.mode is Mode.HAND_OVER:
            ctrl.next_hand()
        else:
            pytest.fail("the game ended without two humans meeting")
    assert window.privacy.isVisible()
    # Opaque: not one pixel of the table (the last human's hand) shows through.
    image = window.table_view.grab().toImage()
    colours = {image.pixelColor(x, y).name()
               for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)
               if not window.privacy.childAt(x, y)}
    assert colours == {window.privacy.COLOUR.name()}
    waiting = ctrl.state.decider
    assert ctrl.seats[waiting].name in window.privacy.label.text()
    # Behind the screen the table shows nothing of the next human's hand yet.
    assert window.scene.viewer != waiting
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert not window.privacy.isVisible()
    assert ctrl.viewer == waiting and window.scene.viewer == waiting
    own = [i.card for i in window.scene.hands[waiting]]
    assert sorted(own) == sorted(ctrl.state.cards[waiting])
    for seat, items in window.scene.hands.items():
        if seat != waiting:
            assert all(i.card is None or seat in window.scene.exposed for i in items)


def test_resume_after_a_crash(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    first = MainWindow(quick_prefs(), autosave=AutoSave(), think_delay=False)
    qtbot.addWidget(first)
    table = computer_table({"preset": "australian"})
    table.seats[0] = SeatSetup("Ann", "human")
    first.start(table, seed=3)
    ctrl = first.controller
    for _ in range(3):
        qtbot.waitUntil(lambda: ctrl.mode in (Mode.HUMAN, Mode.HAND_OVER), timeout=10000)
        if ctrl.mode is Mode.HAND_OVER:
            ctrl.next_hand()
            continue
        ctrl.act(ctrl.suggestion())
    qtbot.waitUntil(lambda: ctrl.mode in (Mode.HUMAN, Mode.HAND_OVER, Mode.GAME_OVER),
                    timeout=10000)
    before = ctrl.state
    # The process dies here: no closeEvent, nothing saved but what the autosave already has.
    second = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(second)
    after = second.controller.state
    assert after is not None
    assert [len(h.actions) for h in after.log] == [len(h.actions) for h in before.log]
    assert after.cards == before.cards and after.scores == before.scores
    assert second.controller.seats[0].name == "Ann"


def test_damaged_preferences_are_set_aside_with_a_message(qtbot, monkeypatch):
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    path = preferences_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json", encoding="utf-8")
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    assert any("damaged" in w for w in warnings)
    kept = list(path.parent.glob("preferences.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ this is not json"
    assert window.controller.state is not None  # the default table is up all the same


def test_a_record_is_opened_and_stepped_through(qtbot, window, tmp_path):
    rules = RuleSet.build()
    players = [make_player("random", i) for i in range(4)]
    game = selfplay(rules, players, seed=6, hands=2).games[0]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(game, [f"P{i}" for i in range(4)])), encoding="utf-8")
    assert window.open_record(str(path))
    cursor = window.records.cursor
    assert cursor.position == 0 and cursor.total == sum(len(h.actions) for h in game.log)
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert cursor.position == 5
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert cursor.position == 4
    # The table shows every hand face up as the record knows it.
    dealt = game.log[0].deal.hands
    shown = {i.card for items in window.scene.hands.values() for i in items}
    assert shown <= set(c for h in dealt for c in h) | set(game.log[0].deal.kitty)
    # Nameplates, auction and score sheet follow the position, with the record's names.
    assert window.scene.names == [f"P{i}" for i in range(4)]
    calls = sum(1 for _, a in game.log[0].actions[:4] if a.__class__.__name__ == "Bid")
    shown_calls = sum(1 for r in range(window.auction_model.rowCount())
                      for c in range(window.auction_model.columnCount())
                      if window.auction_model.index(r, c).data())
    assert shown_calls == calls > 0
    assert window.score_model.rowCount() == 0          # no hand finished yet at move 4
    for _ in range(cursor.total):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.score_model.rowCount() == sum(1 for h in game.log if h.result is not None)
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    # Play on from here.
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert window.records.cursor is None
    assert "R to play on" not in window.statusBar().currentMessage()
    assert sum(len(h.actions) for h in window.controller.state.log) >= 4


def test_a_broken_record_is_refused_with_a_message(qtbot, window, tmp_path, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    path = tmp_path / "broken.json"
    path.write_text('{"format": "fivehundred-record/1", "rules": {"game": "500"}, "hands": '
                    '[{"dealer": 9}]}', encoding="utf-8")
    assert not window.open_record(str(path))
    assert shown and "broken.json" in shown[0] and "dealer" in shown[0]


def test_an_open_misere_hand_is_laid_face_up(qtbot, window):
    from fivehundred_qt.core import BIDS as B
    from fivehundred_qt.core import Discard, GameState
    rules = RuleSet.build(open_misere_exposed="before_lead")
    state = GameState(rules, seed=5, first_dealer=0)
    state.deal()
    state.apply(B["open_misere", False])  # West (seat 1) bids open misère, everyone passes
    for _ in range(3):
        state.apply(B["pass", False])
    state.apply(Discard.of(state.cards[1][:3]))
    while state.phase is Phase.JOKER:
        state.apply(JokerSuit(0))
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "random")
                                           for n in ("West", "North", "East")]
    record = to_record(state, [s.name for s in seats], {"table": TableSetup(seats=seats).to_json()})
    window.resume_record(record)
    qtbot.waitUntil(lambda: not window.scene.busy and 1 in window.scene.exposed, timeout=10000)
    west = window.scene.hands[1]
    assert west and all(i.face_up and i.card is not None for i in west)
    assert sorted(i.card for i in west) == sorted(window.controller.state.cards[1])
    # The partner of the misère bidder sits out: East's cards stay hidden, squared up, set
    # aside and dimmed, and East's nameplate says so.
    east = window.scene.hands[3]
    assert all(i.card is None and i.dimmed for i in east)
    assert window.scene.sitting_out == {3}
    assert window.scene.badges[3].line == "sits this hand out"
    ys = [i.pos().y() for i in east]
    assert max(ys) - min(ys) < 40                      # squared up, not a fan


def test_a_blind_misere_hand_stays_face_down_until_looked_at(qtbot, window):
    table = computer_table({"preset": "australian", "blind_misere": True})
    table.seats[0] = SeatSetup("You", "human")
    window.start(table, seed=8)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.mode is Mode.HUMAN, timeout=10000)
    view = ctrl.state.view(0)
    own = window.scene.hands[0]
    if any(s == 0 for s, _ in view.calls):
        pytest.skip("this deal asks the human only after an earlier call")
    assert own and not any(i.face_up for i in own)
    labels = [w.text() for w in window.action_bar.bid_page.findChildren(type(
        window.action_bar.discard_button)) if w.isVisible()]
    assert "Blind misère" in labels and "Look at my cards" in labels
    qtbot.mouseClick(window.action_bar.look_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(i.face_up for i in window.scene.hands[0]), timeout=5000)
    labels = [w.text() for w in window.action_bar.bid_page.findChildren(type(
        window.action_bar.discard_button)) if w.isVisible()]
    assert "Blind misère" not in labels


def test_suggest_names_a_legal_choice_in_the_prompt(qtbot, window):
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "random")
                                           for n in ("West", "North", "East")]
    window.resume_record(fixed_record(seats))
    human_turn(qtbot, window, Phase.AUCTION)
    action, _ = window.controller.suggestion_with_reason()
    assert action in window.controller.state.legal_actions()
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert window.action_bar.prompt.text().startswith("Suggestion: ")


def test_nothing_can_be_chosen_while_paused(qtbot, window):
    table = computer_table({"preset": "australian"})
    table.seats[0] = SeatSetup("Ann", "human")
    window.start(table, seed=3)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.mode is Mode.HUMAN, timeout=10000)
    window.toggle_pause()
    assert ctrl.mode is Mode.PAUSED
    assert not window.action_bar.isEnabled() and not window.table_view.isEnabled()
    window.toggle_pause()
    assert ctrl.mode is Mode.HUMAN
    assert window.action_bar.isEnabled() and window.table_view.isEnabled()


def test_look_at_my_cards_turns_them_up_at_normal_speed(qtbot):
    # At any speed but instant the flip was started and at once deleted with its animation
    # group, so the cards stayed face down until the player had called.
    prefs = Preferences()
    prefs.animation_speed = "normal"
    window = MainWindow(prefs, think_delay=False)
    qtbot.addWidget(window)
    window.show()
    table = computer_table({"preset": "australian", "blind_misere": True}, bid_time=7)
    table.seats[0] = SeatSetup("You", "human")
    window.start(table, seed=1)
    qtbot.waitUntil(lambda: window.controller.mode is Mode.HUMAN, timeout=20000)
    assert window.action_bar.look_button.isVisible()
    assert not any(i.face_up for i in window.scene.hands[0])
    assert not window.controller._limit.isActive()     # no time runs on unseen cards
    qtbot.mouseClick(window.action_bar.look_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(i.face_up and i.card is not None for i in window.scene.hands[0]),
                    timeout=3000)
    assert window.controller._limit.isActive()


def test_enter_does_not_skip_the_end_of_a_hand_but_n_deals_the_next(qtbot, window):
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "random")
                                           for n in ("West", "North", "East")]
    setup = TableSetup(rules=RuleSet.build({"game": "500"}).to_record(), seats=seats,
                       suggestions=True)
    table = window.controller
    for seed in range(3, 20):                # a first hand that does not end the game
        window.start(setup, seed=seed)
        for _ in range(400):                 # the human plays the suggestion to the hand's end
            qtbot.waitUntil(lambda: table.mode in (Mode.HUMAN, Mode.HAND_OVER, Mode.GAME_OVER),
                            timeout=20000)
            if table.mode is not Mode.HUMAN:
                break
            action, _ = table.suggestion_with_reason()
            window._act(action)
        if table.mode is Mode.HAND_OVER:
            break
    assert table.mode is Mode.HAND_OVER
    hands = len(table.state.log)
    window.activateWindow()
    focused = QApplication.focusWidget() or window
    for target in (focused, window.action_bar.next_button, window.table_view, window):
        qtbot.keyClick(target, Qt.Key.Key_Return)
        qtbot.keyClick(target, Qt.Key.Key_Enter)
    qtbot.wait(50)
    assert table.mode is Mode.HAND_OVER and len(table.state.log) == hands
    qtbot.keyClick(window.table_view, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: len(table.state.log) == hands + 1, timeout=5000)


def test_a_new_game_asks_first_while_one_is_running(qtbot, window, monkeypatch):
    window.start(computer_table({"preset": "australian"}), seed=2)
    asked: list[str] = []

    def no(parent, title, text, *rest):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(no))
    qtbot.waitUntil(lambda: bool(window.controller.record()["hands"][0]["actions"]))  # under way
    opened: list[bool] = []
    monkeypatch.setattr("fivehundred_qt.ui.dialogs.new_game.NewGameDialog.exec",
                        lambda self: opened.append(True) or 0)
    state = window.controller.state
    window.new_game_dialog()
    assert len(asked) == 1 and "in progress" in asked[0]
    assert opened == [] and window.controller.state is state      # the game goes on


def test_opening_a_record_asks_before_leaving_the_game(qtbot, window, monkeypatch, tmp_path):
    """Opening a record left the running game silently, and R then wrote over its autosave."""
    window.start(computer_table({"preset": "australian"}), seed=2)
    qtbot.waitUntil(lambda: bool(window.controller.record()["hands"][0]["actions"]))  # under way
    record = window.controller.record()
    path = tmp_path / "other.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def answer(parent, title, text, *rest):
        asked.append(title)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    state = window.controller.state
    assert not window.open_record(str(path))
    assert asked == ["Open record"] and window.controller.state is state
    assert window.records.cursor is None
    assert window.open_record(str(path)) and window.records.cursor is not None

"""What a screen reader finds at the table: a name for every choice in the action bar (in words,
not '♥'), the card the keyboard is on as the table's name, and every move said as it is shown
(``TableView.announced``, the hook beside the accessibility announcement: the offscreen platform
has no screen reader to hear it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Bid, Phase, Play, RuleSet
from fivehundred_qt.core.cards import RED_JOKER
from fivehundred_qt.core.events import CardPlayed, HandScored, TrickWon
from fivehundred_qt.settings import SeatSetup, TableSetup
from fivehundred_qt.ui.lan.chat import ChatPanel
from fivehundred_qt.ui.main_window import MainWindow
from fivehundred_qt.ui.window.action_bar import ActionBar
from fivehundred_qt.ui.wording import card_symbol


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader says for ``widget`` (its accessible name, or its text)."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Name)


def unnamed_choices(bar: ActionBar) -> list[str]:
    """The visible buttons and bid cells of the bar a screen reader would have no name for,
    or only a symbol ('♥')."""
    missing = []
    for button in bar.findChildren(QAbstractButton):
        if button.isVisible() and button.focusPolicy() != Qt.FocusPolicy.NoFocus \
                and not spoken_name(button).strip(" ♠♣♦♥"):
            missing.append(f"button {button.text()!r}")
    if bar.bid_table.isVisible():
        grid = QAccessible.queryAccessibleInterface(bar.bid_table)
        cells = [grid.child(i) for i in range(grid.childCount())]
        cells = [c for c in cells if c.role() == QAccessible.Role.Cell]
        assert len(cells) == 25
        missing += [f"cell {i}" for i, c in enumerate(cells)
                    if not any(ch.isalpha() for ch in c.text(QAccessible.Text.Name))]
    return missing


def seats() -> list[SeatSetup]:
    return [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                          for n in ("West", "North", "East")]


def human_turn(qtbot, window: MainWindow) -> Phase | None:
    table = window.controller
    qtbot.waitUntil(lambda: table.mode in (Mode.HAND_OVER, Mode.GAME_OVER)
                    or (table.mode is Mode.HUMAN and not window.scene.busy), timeout=20000)
    return table.view().phase if table.mode is Mode.HUMAN else None


def test_every_choice_of_a_hand_has_a_name(qtbot, window) -> None:
    # The human bids 10 no trumps, puts cards back, nominates the joker and plays (seed 11).
    window.start(TableSetup(rules={"game": "500", "lose_score": None}, seats=seats()), seed=11)
    table = window.controller
    bar = window.action_bar
    seen = set()
    while (phase := human_turn(qtbot, window)) is not None:
        seen.add(phase)
        assert unnamed_choices(bar) == [], phase
        assert spoken_name(window.table_view) and window.table_view.accessibleDescription()
        view = table.view()
        if phase is Phase.AUCTION:
            grid = QAccessible.queryAccessibleInterface(bar.bid_table)
            names = {grid.child(i).text(QAccessible.Text.Name) for i in range(grid.childCount())}
            assert {"7 hearts", "10 no trumps"} <= names
            action = next(a for a in view.legal if isinstance(a, Bid) and a.call == "10NT")
        elif phase is Phase.JOKER:
            names = [spoken_name(b) for b in bar._buttons.values()]
            assert names == ["No suit", "spades", "clubs", "diamonds", "hearts"]
            action, _ = table.suggestion_with_reason()
        else:
            action, _ = table.suggestion_with_reason()
        assert table.act(action) is None
    assert seen == {Phase.AUCTION, Phase.DISCARD, Phase.JOKER, Phase.PLAY}


def test_the_table_is_named_after_the_card_the_keyboard_is_on(qtbot, window) -> None:
    window.start(TableSetup(rules={"game": "500"}, seats=seats()), seed=9)
    table = window.controller
    scene, view = window.scene, window.table_view
    for _ in range(60):                         # to a trick the human must follow
        phase = human_turn(qtbot, window)
        assert phase is not None
        seat_view = table.view()
        hand = [i.card for i in scene.hands[0]]
        playable = [c for c in hand if Play(c) in seat_view.legal]
        if phase is Phase.PLAY and seat_view.trick and len(playable) < len(hand):
            break
        table.act(table.suggestion_with_reason()[0])
    else:
        raise AssertionError("the human never had a card they could not play")
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    card = hand[scene._focus]
    assert view.accessibleName() == f"{card_symbol(card)}, playable"
    assert "Enter plays" in view.accessibleDescription()
    # With Ctrl the arrows go to every card, and the name says why one cannot be played.
    for _ in hand:
        qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
        if hand[scene._focus] not in playable:
            break
    card = hand[scene._focus]
    why = table.why_not(Play(card))
    assert why and view.accessibleName() == f"{card_symbol(card)}, cannot be played: {why}"
    # Enter on it plays nothing, and says why again.
    said: list[str] = []
    view.announced.connect(said.append)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert said == [view.accessibleName()] and table.mode is Mode.HUMAN
    # Out of turn the arrows read the hand; the name follows them.
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not scene.interactive
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.accessibleName() == card_symbol(scene.hands[0][scene._focus].card)


def test_each_move_and_the_result_are_said(qtbot, window) -> None:
    window.start(TableSetup(rules={"game": "500"}, seats=seats()), seed=4)
    table = window.controller
    events = []
    said: list[str] = []
    table.events_ready.connect(events.extend)
    window.table_view.announced.connect(said.append)
    prompts: list[str] = []
    window.action_bar.announced.connect(prompts.append)
    while human_turn(qtbot, window) is not None:
        table.act(table.suggestion_with_reason()[0])
    qtbot.waitUntil(lambda: not window.scene.busy)
    names = table.names
    expected = []
    for e in events:
        if isinstance(e, CardPlayed) and e.lead_suit is None:
            expected.append(f"You play {card_symbol(e.card)}" if e.seat == 0
                            else f"{names[e.seat]} plays {card_symbol(e.card)}")
        elif isinstance(e, TrickWon):
            expected.append("You win the trick" if e.winner == 0
                            else f"{names[e.winner]} wins the trick")
        elif isinstance(e, HandScored):
            expected.append("Hand over: ")
    result = "Hand over: "
    heard = [result if s.startswith(result) else s for s in said
             if s.startswith((result, "You play ")) or " plays " in s or s.endswith(" the trick")]
    assert len(expected) > 40 and heard == expected
    assert "Your turn: make your call" in prompts and "The hand is over." in prompts


def test_the_suitless_joker_lead_asks_by_named_buttons(qtbot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    rules = RuleSet.build({"game": "500"})
    bar.set_table(rules, ["You", "West", "North", "East"])
    bar.show()
    plays = [Play(RED_JOKER, suit) for suit in (0, 1, 2)]
    bar.ask_joker_lead(RED_JOKER, plays)
    buttons = list(bar._buttons.values())
    assert [b.text() for b in buttons] == ["♠", "♣", "♦"]
    assert [spoken_name(b) for b in buttons] == [
        f"Lead {card_symbol(RED_JOKER)} as {suit}" for suit in ("spades", "clubs", "diamonds")]
    assert QApplication.focusWidget() is buttons[0] or not bar.isActiveWindow()
    chosen = []
    bar.action_chosen.connect(chosen.append)
    buttons[0].setFocus()
    qtbot.keyClick(buttons[1], Qt.Key.Key_Return)
    assert chosen == [plays[1]]


def test_the_docks_and_the_chat_have_names(qtbot, window) -> None:
    assert spoken_name(window.score_view) == "Score sheet"
    assert spoken_name(window.score_dock) and spoken_name(window.auction_dock)
    panel = ChatPanel()
    qtbot.addWidget(panel)
    for widget in (panel.view, panel.presets, panel.say, panel.line):
        assert spoken_name(widget), widget

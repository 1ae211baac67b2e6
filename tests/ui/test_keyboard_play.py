"""A whole hand played from the keyboard alone: every key goes to the widget that has the focus
(or to the menu that popped up), as a player without a mouse would press it; nothing is clicked
and no method is called to act."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import Bid, Phase
from fivehundred_qt.settings import SEAT_NAMES, SeatSetup, TableSetup
from fivehundred_qt.ui.main_window import MainWindow


def setup(players: int) -> TableSetup:
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in SEAT_NAMES[players][1:]]
    # No losing score: going down in 10 no trumps does not end the game.
    return TableSetup(rules={"game": "500", "preset": "australian", "players": players,
                             "lose_score": None}, seats=seats)


def keys() -> QWidget:
    """Where a key pressed now goes: the menu that popped up, or the focused widget."""
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert target is not None
    return target


def press(qtbot, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(keys(), key)


def tab_to(qtbot, wanted) -> QWidget:
    """Tab on until the focus is on a widget ``wanted`` accepts (at most once round)."""
    for _ in range(30):
        if wanted(QApplication.focusWidget()):
            return QApplication.focusWidget()
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached it; the focus is on {QApplication.focusWidget()}")


def human_turn(qtbot, window: MainWindow) -> Phase | None:
    """Wait for the human's next decision (its phase), or the hand's end (None)."""
    table = window.controller
    qtbot.waitUntil(lambda: table.mode in (Mode.HAND_OVER, Mode.GAME_OVER)
                    or (table.mode is Mode.HUMAN and not window.scene.busy), timeout=20000)
    if table.mode is not Mode.HUMAN:
        return None
    view = table.view()
    assert view is not None
    return view.phase


def bid_ten_no_trumps(qtbot, window: MainWindow) -> None:
    """From the table, Tab to the bid grid, go to its last cell (10 NT) and press Enter: no
    one can bid over it, so the human plays the hand."""
    grid = window.action_bar.bid_table
    tab_to(qtbot, lambda w: w is grid)
    assert grid.currentIndex().isValid(), "the grid has a cell for the keys from the start"
    press(qtbot, Qt.Key.Key_Down, 4)
    press(qtbot, Qt.Key.Key_Right, 4)
    assert grid.currentIndex().data() == "10NT"
    press(qtbot, Qt.Key.Key_Return)


def play_the_hand(qtbot, window: MainWindow) -> set[str]:
    """The human's decisions to the end of the hand, by keys; the phases met, and "joker lead"
    if the suitless joker led."""
    table = window.controller
    state = table.state
    bar = window.action_bar
    met: set[str] = set()
    for _ in range(60):
        phase = human_turn(qtbot, window)
        if phase is None:
            return met
        met.add(phase.value)
        if phase is Phase.AUCTION:
            bid_ten_no_trumps(qtbot, window)
        elif phase is Phase.DISCARD:
            assert QApplication.focusWidget() is window.table_view
            count = state.rules.kitty_size
            for _ in range(count):             # Space puts the card back, → goes on
                press(qtbot, Qt.Key.Key_Space)
                press(qtbot, Qt.Key.Key_Right)
            assert len(window.scene.selected_cards()) == count
            tab_to(qtbot, lambda w: w is bar.discard_button)
            press(qtbot, Qt.Key.Key_Return)
        elif phase in (Phase.JOKER, Phase.PARTNERS):
            # Tab from the table goes first to the choices, in the order they read.
            tab_to(qtbot, lambda w: isinstance(w, QPushButton) and w in bar._buttons.values())
            press(qtbot, Qt.Key.Key_Return)
        else:
            assert phase is Phase.PLAY and QApplication.focusWidget() is window.table_view
            view = table.view()
            if not view.trick and any(c.is_joker for c in view.hand):
                # Lead the joker, found by ear: → until the table's name says it.
                for _ in view.hand:
                    if "joker" in window.table_view.accessibleName():
                        break
                    press(qtbot, Qt.Key.Key_Right)
            else:
                press(qtbot, Qt.Key.Key_Right)
            press(qtbot, Qt.Key.Key_Return)
            if QApplication.activePopupWidget() is not None or \
                    bar.pages.currentWidget() is bar.choice_page:
                met.add("joker lead")           # the suitless joker leads: which suit?
                if QApplication.activePopupWidget() is not None:
                    press(qtbot, Qt.Key.Key_Down)
                    press(qtbot, Qt.Key.Key_Return)
                    # The offscreen platform leaves no window active once a menu closes; a
                    # desktop gives the window back its activation, and with it the focus.
                    window.activateWindow()
                    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
                else:
                    press(qtbot, Qt.Key.Key_Return)
    raise AssertionError("the hand never ended")


def start(window: MainWindow, players: int, seed: int) -> None:
    window.activateWindow()        # the keys go to the focus of the active window
    window.start(setup(players), seed=seed)


def test_a_hand_of_four_played_by_keys_alone(qtbot, window) -> None:
    start(window, 4, seed=11)
    state = window.controller.state
    scores = list(state.scores)
    said: list[str] = []
    window.table_view.announced.connect(said.append)
    met = play_the_hand(qtbot, window)
    assert met == {"auction", "discard", "joker", "play", "joker lead"}
    assert window.controller.mode is Mode.HAND_OVER
    result = state.log[-1].result
    assert result is not None and result.declarer == 0 and result.contract == "10NT"
    assert list(state.scores) != scores
    assert window.scene.banner.isVisible() and window.scene.banner.lines
    # The end of the hand is said as well as shown.
    assert said[-1].startswith("Hand over: You: 10 no trumps")


def test_a_called_partner_is_named_by_keys(qtbot, window) -> None:
    start(window, 5, seed=3)
    state = window.controller.state
    met = play_the_hand(qtbot, window)
    assert "partners" in met
    result = state.log[-1].result
    assert result is not None and result.declarer == 0 and len(result.partners) == 2


def test_every_call_beside_the_grid_is_reached_by_tab_and_taken_by_enter(qtbot, window) -> None:
    start(window, 4, seed=11)
    assert human_turn(qtbot, window) is Phase.AUCTION
    bar = window.action_bar
    calls = [b for b in bar._buttons.values() if b.isVisible()]
    assert [b.text() for b in calls] == ["Pass", "Open misère"]
    reached = []
    tab_to(qtbot, lambda w: w is bar.bid_table)
    for _ in calls:
        press(qtbot, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == calls, "Tab goes from the grid through the calls in the order they read"
    tab_to(qtbot, lambda w: w is calls[0])
    press(qtbot, Qt.Key.Key_Return)
    _, action = next(a for a in reversed(window.controller.state.log[-1].actions) if a[0] == 0)
    assert action == Bid("pass")


def test_every_menu_action_has_a_shortcut(window) -> None:
    def actions(menu):
        for action in menu.actions():
            if action.menu() is not None:
                yield from actions(action.menu())
            elif not action.isSeparator():
                yield action

    missing = [a.text() for a in actions(window.menuBar()) if a.shortcut().isEmpty()]
    assert missing == []


def test_the_bar_takes_the_keyboard_to_the_decision_it_asks(qtbot, window) -> None:
    start(window, 4, seed=11)
    bar, table = window.action_bar, window.controller
    assert human_turn(qtbot, window) is Phase.AUCTION
    assert bar.focus_decision()
    assert QApplication.focusWidget() is bar.bid_table
    assert bar.grid_model.is_enabled(bar.bid_table.currentIndex())
    assert table.act(Bid("10NT")) is None
    met = set()
    while (phase := human_turn(qtbot, window)) is not Phase.PLAY:
        met.add(phase)
        if phase is Phase.JOKER:
            assert bar.focus_decision()
            assert QApplication.focusWidget() is next(iter(bar._buttons.values()))
        table.act(table.suggestion_with_reason()[0])
    assert met == {Phase.DISCARD, Phase.JOKER}
    assert not bar.focus_decision(), "cards are chosen on the table"

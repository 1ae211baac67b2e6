"""The chat beside a LAN table (``fivehundred_qt.ui.lan.chat``): the model's rows and roles, and the
panel's messages, which must be exactly what the host accepts (``docs/protocol.md``)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QApplication

from fivehundred_qt.net.client import ChatLine
from fivehundred_qt.net.host import CHAT_SECONDS
from fivehundred_qt.net.messages import MAX_CHAT, PRESET_PHRASES, ProtocolError, parse
from fivehundred_qt.ui.lan.chat import COOLDOWN_MS, MAX_ROWS, ChatModel, ChatPanel, chat_text

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
FONT = Qt.ItemDataRole.FontRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole


def row(model: ChatModel, n: int, role: Qt.ItemDataRole = DISPLAY) -> Any:
    return model.data(model.index(n, 0), role)


@pytest.fixture
def panel(qtbot: Any) -> ChatPanel:
    widget = ChatPanel()
    qtbot.addWidget(widget)
    widget.resize(280, 500)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def sent(qtbot: Any, panel: ChatPanel, action: Any) -> list[dict[str, Any]]:
    """The messages ``panel`` asks to send while ``action()`` runs."""
    out: list[dict[str, Any]] = []
    panel.send_requested.connect(out.append)
    try:
        action()
    finally:
        panel.send_requested.disconnect(out.append)
    return out


# ====================================================================== the model
def test_lines_show_name_and_text_and_who_said_them(qtmodeltester: Any) -> None:
    model = ChatModel()
    qtmodeltester.check(model)
    model.append_line(ChatLine("Ann", 0, "Anyone for a second game?", None))
    model.append_line(ChatLine("Eve", None, "Go on, Ann", None))
    model.append_line(ChatLine("Dee", 3, "Sure", None))
    assert model.rowCount() == 3
    assert [row(model, n) for n in range(3)] == [
        "Ann: Anyone for a second game?", "Eve: Go on, Ann", "Dee: Sure"]
    assert [row(model, n, TOOLTIP) for n in range(3)] == ["seat 1", "spectator", "seat 4"]
    assert row(model, 0, FONT) is None and row(model, 0, FOREGROUND) is None
    assert model.data(model.index(3, 0)) is None


def test_a_preset_is_read_in_the_readers_own_words() -> None:
    model = ChatModel()
    # the wording sent is not what is shown for a known ID: the model's own (translated) one is
    model.append_line(ChatLine("Ann", 0, "Bien joué", "well_played"))
    model.append_line(ChatLine("Ben", 1, "Hello!", "hello"))
    assert row(model, 0) == "Ann: Well played"
    assert row(model, 1) == "Ben: Hello!"


def test_an_unknown_preset_falls_back_to_the_text_sent() -> None:
    model = ChatModel()
    model.append_line(ChatLine("Cy", 2, "Shuffle up!", "shuffle_up"))
    assert row(model, 0) == "Cy: Shuffle up!"


def test_the_phrase_list_is_the_protocols() -> None:
    assert ChatModel().preset_phrases() == PRESET_PHRASES      # untranslated: the English wording
    assert list(ChatModel().preset_phrases()) == list(PRESET_PHRASES)


def test_notices_are_italic_and_quieter(qtmodeltester: Any) -> None:
    model = ChatModel()
    qtmodeltester.check(model)
    model.append_line(ChatLine("Ann", 0, "hi", None))
    model.append_notice("Bob is away: a computer player keeps the seat")
    assert row(model, 1) == "Bob is away: a computer player keeps the seat"
    font = row(model, 1, FONT)
    assert isinstance(font, QFont) and font.italic()
    brush = row(model, 1, FOREGROUND)
    text = QApplication.palette().text().color()
    assert isinstance(brush, QBrush) and brush.color() != text
    assert row(model, 1, TOOLTIP) is None


def test_at_most_500_rows_are_kept_and_the_oldest_go(qtmodeltester: Any) -> None:
    model = ChatModel()
    qtmodeltester.check(model)
    for n in range(MAX_ROWS + 7):
        model.append_line(ChatLine("Ann", 0, f"line {n}", None))
    assert model.rowCount() == MAX_ROWS == 500
    assert row(model, 0) == "Ann: line 7"
    assert row(model, MAX_ROWS - 1) == f"Ann: line {MAX_ROWS + 6}"
    model.append_notice("Ann left")
    assert model.rowCount() == MAX_ROWS
    assert row(model, 0) == "Ann: line 8" and row(model, MAX_ROWS - 1) == "Ann left"


def test_clear_empties_the_model(qtmodeltester: Any) -> None:
    model = ChatModel()
    qtmodeltester.check(model)
    model.append_notice("Ann joined")
    model.clear()
    assert model.rowCount() == 0
    model.clear()
    assert model.rowCount() == 0


# ====================================================================== what the panel sends
@pytest.mark.parametrize(("raw", "expected"), [
    ("  hello  ", "hello"),
    ("one\ntwo\r\nthree\u2028four\u2029five", "one two  three four five"),
    ("tab\there\x00", "tab here"),
    ("", None),
    (" \n\t\u2029 ", None),
    ("y" * 250, "y" * MAX_CHAT),
    ("   " + "z" * 199 + " tail", "z" * 199),
])
def test_chat_text_makes_one_acceptable_line(raw: str, expected: str | None) -> None:
    assert chat_text(raw) == expected
    if expected is not None:        # and the host's own check agrees
        assert parse({"type": "chat", "text": expected}).text == expected  # type: ignore[union-attr]


def test_the_host_would_refuse_what_chat_text_repairs() -> None:
    with pytest.raises(ProtocolError):
        parse({"type": "chat", "text": "one\ntwo"})


def test_say_sends_the_chosen_preset(qtbot: Any, panel: ChatPanel) -> None:
    panel.presets.setCurrentIndex(panel.presets.findData("good_game"))
    assert panel.presets.currentText() == "Good game"
    out = sent(qtbot, panel, lambda: qtbot.mouseClick(panel.say, Qt.MouseButton.LeftButton))
    assert out == [{"type": "chat", "preset": "good_game"}]
    parse(out[0])


def test_the_combo_holds_every_phrase(panel: ChatPanel) -> None:
    items = {panel.presets.itemData(i): panel.presets.itemText(i) for i in range(panel.presets.count())}
    assert items == PRESET_PHRASES


def test_enter_sends_the_typed_line_stripped(qtbot: Any, panel: ChatPanel) -> None:
    qtbot.keyClicks(panel.line, "   nice one   ")
    out = sent(qtbot, panel, lambda: qtbot.keyClick(panel.line, Qt.Key.Key_Return))
    assert out == [{"type": "chat", "text": "nice one"}]
    assert panel.line.text() == ""


def test_line_breaks_become_spaces(qtbot: Any, panel: ChatPanel) -> None:
    out = sent(qtbot, panel, lambda: panel.say_text("first\nsecond\u2028third"))
    assert out == [{"type": "chat", "text": "first second third"}]


def test_typed_lines_stop_at_200_characters(qtbot: Any, panel: ChatPanel) -> None:
    assert panel.line.maxLength() == MAX_CHAT == 200
    panel.line.setText("a" * 300)
    out = sent(qtbot, panel, lambda: qtbot.keyClick(panel.line, Qt.Key.Key_Return))
    assert out == [{"type": "chat", "text": "a" * 200}]
    panel.cooldown.stop()
    panel.cooldown.timeout.emit()
    out = sent(qtbot, panel, lambda: panel.say_text("b" * 300))
    assert out == [{"type": "chat", "text": "b" * 200}]


def test_empty_text_sends_nothing(qtbot: Any, panel: ChatPanel) -> None:
    out = sent(qtbot, panel, lambda: qtbot.keyClick(panel.line, Qt.Key.Key_Return))
    qtbot.keyClicks(panel.line, "    ")
    out += sent(qtbot, panel, lambda: qtbot.keyClick(panel.line, Qt.Key.Key_Return))
    assert out == []
    assert panel.say.isEnabled()                   # nothing went out, so nothing to wait for


# ====================================================================== the 2-second rest
def test_a_second_line_at_once_is_held_back(qtbot: Any, panel: ChatPanel) -> None:
    def twice() -> None:
        qtbot.mouseClick(panel.say, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.say, Qt.MouseButton.LeftButton)
        panel.say_preset()
        panel.line.setText("and this")
        qtbot.keyClick(panel.line, Qt.Key.Key_Return)

    assert sent(qtbot, panel, twice) == [{"type": "chat", "preset": "hello"}]
    assert not panel.say.isEnabled()
    assert panel.line.isEnabled() and panel.line.text() == "and this"   # kept for later
    assert panel.cooldown.interval() == COOLDOWN_MS


def test_the_rest_is_never_shorter_than_the_hosts_limit(qtbot: Any, panel: ChatPanel) -> None:
    # The host relays one line every 2 seconds, timed as lines arrive.  A coarse timer of 2000 ms
    # gave the Say button back after 1.89 s, and the preset phrase it sent ("Hallo!") was
    # refused by the host and never shown.
    assert panel.cooldown.timerType() is Qt.TimerType.PreciseTimer
    assert COOLDOWN_MS >= CHAT_SECONDS * 1000 + 200        # and a margin for a line held up
    start = time.monotonic()
    assert len(sent(qtbot, panel, panel.say_preset)) == 1
    qtbot.waitUntil(panel.say.isEnabled, timeout=2 * COOLDOWN_MS)
    assert time.monotonic() - start >= CHAT_SECONDS


def test_after_two_seconds_lines_go_again(qtbot: Any, panel: ChatPanel) -> None:
    assert len(sent(qtbot, panel, panel.say_preset)) == 1
    qtbot.wait(COOLDOWN_MS // 2)
    assert not panel.say.isEnabled() and sent(qtbot, panel, panel.say_preset) == []
    qtbot.waitUntil(panel.say.isEnabled, timeout=COOLDOWN_MS)
    panel.line.setText("again")
    out = sent(qtbot, panel, lambda: qtbot.keyClick(panel.line, Qt.Key.Key_Return))
    assert out == [{"type": "chat", "text": "again"}]


def test_the_rest_ends_when_its_timer_fires(qtbot: Any, panel: ChatPanel) -> None:
    assert len(sent(qtbot, panel, panel.say_preset)) == 1
    panel.cooldown.stop()
    panel.cooldown.timeout.emit()
    assert panel.say.isEnabled()
    assert sent(qtbot, panel, panel.say_preset) == [{"type": "chat", "preset": "hello"}]


def test_nothing_goes_out_while_not_connected(qtbot: Any, panel: ChatPanel) -> None:
    panel.set_enabled_for_sending(False)
    assert not panel.say.isEnabled() and not panel.line.isEnabled() and not panel.presets.isEnabled()
    assert sent(qtbot, panel, lambda: (panel.say_preset(), panel.say_text("hi"))) == []
    panel.set_enabled_for_sending(True)
    assert panel.say.isEnabled() and panel.line.isEnabled()
    assert len(sent(qtbot, panel, lambda: panel.say_text("hi"))) == 1


# ====================================================================== the chat modes
def test_modes_show_the_right_inputs(panel: ChatPanel) -> None:
    def shown() -> tuple[bool, bool, bool, bool]:
        return (panel.off_note.isVisible(), panel.presets.isVisible(), panel.say.isVisible(),
                panel.line.isVisible())

    assert panel.mode == "text" and shown() == (False, True, True, True)
    panel.set_mode("preset")
    assert shown() == (False, True, True, False)
    panel.set_mode("none")
    assert shown() == (True, False, False, False)
    assert panel.off_note.text() == "Chat is off at this table"
    assert panel.view.isVisible()
    panel.set_mode("text")
    assert shown() == (False, True, True, True)
    with pytest.raises(ValueError):
        panel.set_mode("loud")  # type: ignore[arg-type]


def test_only_what_the_mode_allows_is_sent(qtbot: Any, panel: ChatPanel) -> None:
    panel.set_mode("preset")
    assert sent(qtbot, panel, lambda: panel.say_text("typed")) == []
    panel.set_mode("none")
    assert sent(qtbot, panel, panel.say_preset) == []


def test_everything_has_an_accessible_name(panel: ChatPanel) -> None:
    for widget in (panel.view, panel.presets, panel.line, panel.say):
        assert widget.accessibleName()
    assert panel.line.placeholderText() == "Say something…"


# ====================================================================== reading the list
def test_the_list_follows_the_newest_line_unless_scrolled_up(qtbot: Any, panel: ChatPanel) -> None:
    bar = panel.view.verticalScrollBar()
    for n in range(60):
        panel.model.append_line(ChatLine("Bartholomew", 1, f"line {n}, long enough to wrap here", None))
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    bar.setValue(0)                                 # the reader goes back up
    panel.model.append_notice("Ann joined")
    qtbot.wait(50)
    assert bar.value() == 0
    bar.setValue(bar.maximum())                     # and down again: following resumes
    panel.model.append_notice("Ben joined")
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    last = panel.model.index(panel.model.rowCount() - 1, 0)
    assert panel.view.viewport().rect().intersects(panel.view.visualRect(last))

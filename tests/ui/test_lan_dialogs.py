"""The Host a table and Join a table dialogs, driven through their widgets (offscreen)."""

from __future__ import annotations

import asyncio
import dataclasses
import threading
from collections.abc import Callable
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QApplication, QComboBox, QDialog

from fivehundred_qt.controller.lan_setup import DEFAULT_PORT, HostSetup, JoinRequest
from fivehundred_qt.net.discovery import TableAd
from fivehundred_qt.settings import SeatSetup, TableSetup
from fivehundred_qt.ui.lan import lan_dialogs
from fivehundred_qt.ui.lan.lan_dialogs import AddressError, HostDialog, JoinDialog, parse_address

from .test_dialogs import ok_enabled, type_into

OPEN_ONE = TableAd("Ann's table", "192.168.1.20", 50500, "500", "australian", 4, 2, 10, False, "0.1")
LOCKED = TableAd("Friday night", "192.168.1.33", 51000, "500", "american", 6, 3, 2, True, "0.1")
FULL = TableAd("Busy table", "10.0.0.7", 50500, "spades", "spades", 4, 0, 0, False, "0.1")


def values(combo: QComboBox) -> list[Any]:
    return [combo.itemData(i) for i in range(combo.count())]


def select(combo: QComboBox, value: Any) -> None:
    combo.setCurrentIndex(values(combo).index(value))


def host(qtbot: Any, setup: TableSetup | None = None, name: str = "Ann") -> HostDialog:
    dialog = HostDialog(setup if setup is not None else TableSetup(), name)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def join(qtbot: Any, name: str = "Ann", ads: list[TableAd] | None = None) -> JoinDialog:
    dialog = JoinDialog(name, browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    if ads is not None:
        dialog.set_tables(ads)
    return dialog


# ---------------------------------------------------------------------------------- host
def test_host_defaults_give_a_table_to_host(qtbot: Any) -> None:
    dialog = host(qtbot)
    assert dialog.windowTitle() == "Host a table"
    assert values(dialog.seat_rows[0].kind) == ["human", "computer", "open"]
    assert values(dialog.chat) == ["none", "preset", "text"]
    assert ok_enabled(dialog)
    assert dialog.error_label.isHidden()
    assert dialog.tabs.currentIndex() == dialog.network_tab
    result = dialog.result_host()
    seats = [SeatSetup("Ann", "human"), SeatSetup("West", "open"), SeatSetup("North", "open"),
             SeatSetup("East", "open")]
    assert result == HostSetup(table=TableSetup(seats=seats), name="Ann's table", password=None,
                               spectators=10, chat="text", away_level="normal", port=DEFAULT_PORT)
    assert not dialog.seat_rows[1].name.isEnabled()     # an open seat takes the joiner's name


def test_host_result_reflects_every_field(qtbot: Any) -> None:
    dialog = host(qtbot)
    type_into(qtbot, dialog.table_name, "Friday night")
    type_into(qtbot, dialog.password, "s3cret pass")
    dialog.spectators.setValue(3)
    select(dialog.chat, "preset")
    select(dialog.away_level, "hard")
    dialog.port.setValue(51000)
    select(dialog.players_combo, 6)
    select(dialog.seat_rows[2].kind, "computer")
    select(dialog.seat_rows[2].level, "expert")
    type_into(qtbot, dialog.seat_rows[2].name, "Robo")
    select(dialog.play_time, 30)
    dialog.suggestions.click()
    assert ok_enabled(dialog), dialog.error_text()
    result = dialog.result_host()
    assert (result.name, result.password, result.spectators, result.chat, result.away_level,
            result.port) == ("Friday night", "s3cret pass", 3, "preset", "hard", 51000)
    assert [(s.name, s.kind) for s in result.table.seats] == [
        ("Ann", "human"), ("West", "open"), ("Robo", "computer"), ("North", "open"),
        ("North-East", "computer"), ("East", "computer")]
    assert result.table.seats[2].level == "expert"
    assert result.table.rules == {"game": "500", "preset": "australian", "players": 6, "teams": "2v2v2"}
    assert (result.table.suggestions, result.table.play_time) == (False, 30)

    again = host(qtbot, result.table)          # what the dialog gives, it takes back unchanged
    assert again.result_host().table == result.table


def test_chat_none_and_no_spectators(qtbot: Any) -> None:
    dialog = host(qtbot)
    select(dialog.chat, "none")
    dialog.spectators.setValue(0)
    assert dialog.spectators.text() == "None"
    result = dialog.result_host()
    assert (result.chat, result.spectators) == ("none", 0)


@pytest.mark.parametrize(("kinds", "said"), [
    (["open", "open", "open", "open"], "Choose the seat you play in"),
    (["human", "human", "open", "open"], "Only one seat can be yours"),
    (["human", "computer", "computer", "computer"], "at least one seat to “Open (network)”"),
])
def test_host_needs_one_own_seat_and_an_open_one(qtbot: Any, kinds: list[str], said: str) -> None:
    dialog = host(qtbot)
    for row, kind in zip(dialog.seat_rows, kinds, strict=False):
        select(row.kind, kind)
    assert not ok_enabled(dialog)
    assert not dialog.error_label.isHidden()
    assert said in dialog.error_label.text()
    assert dialog.error_text() == dialog.error_label.text()
    for row, kind in zip(dialog.seat_rows, ["human", "computer", "open", "computer"], strict=False):
        select(row.kind, kind)
    assert ok_enabled(dialog), dialog.error_text()
    assert dialog.error_label.isHidden()
    assert [s.kind for s in dialog.result_host().table.seats] == ["human", "computer", "open", "computer"]


def test_the_own_seat_carries_the_hosts_name(qtbot: Any) -> None:
    dialog = host(qtbot)
    select(dialog.seat_rows[0].kind, "open")
    assert dialog.seat_rows[0].name.text() == "You"          # given back to the seat's own name
    select(dialog.seat_rows[2].kind, "human")
    assert dialog.seat_rows[2].name.text() == "Ann"
    assert ok_enabled(dialog)
    assert [s.name for s in dialog.result_host().table.seats][2] == "Ann"


@pytest.mark.parametrize("name", ["", "   ", "tab\there", "bell\x07"])
def test_a_bad_table_name_disables_ok(qtbot: Any, name: str) -> None:
    dialog = host(qtbot)
    dialog.table_name.setText(name)
    assert not ok_enabled(dialog)
    assert "Network" in dialog.error_label.text()
    type_into(qtbot, dialog.table_name, "Ann's table 2")
    assert ok_enabled(dialog)
    assert dialog.result_host().name == "Ann's table 2"


def test_a_name_too_long_for_the_network(qtbot: Any) -> None:
    dialog = host(qtbot, name="Bartholomew Fortescue-Smythe")      # 28 characters: fine at home
    assert dialog.table_name.text() == "My table"                   # neither it nor "…'s table" fits
    assert not ok_enabled(dialog)
    assert "seat 1" in dialog.error_label.text()
    type_into(qtbot, dialog.seat_rows[0].name, "Bart")
    assert ok_enabled(dialog)


@pytest.mark.parametrize(("player", "table"), [
    ("Ann", "Ann's table"), ("  Ann ", "Ann's table"), ("Maximilian Alexander", "Maximilian Alexander"),
    ("", "My table"), ("   ", "My table"),
])
def test_the_table_is_named_after_the_host(qtbot: Any, player: str, table: str) -> None:
    dialog = host(qtbot, name=player)
    assert dialog.table_name.text() == table


def test_a_home_setup_is_made_a_hosted_one(qtbot: Any) -> None:
    seats = [SeatSetup("You", "computer"), SeatSetup("Bo", "human"), SeatSetup("Cy", "human"),
             SeatSetup("Di", "computer")]
    dialog = host(qtbot, TableSetup(seats=seats))
    assert [(s.name, s.kind) for s in dialog.result_host().table.seats] == [
        ("You", "computer"), ("Bo", "human"), ("Cy", "open"), ("Di", "computer")]
    assert ok_enabled(dialog)


def test_rule_errors_still_come_first(qtbot: Any) -> None:
    dialog = host(qtbot)
    dialog.tabs.setCurrentIndex(dialog.scoring_tab)
    spin = dialog.editors["lose_score"].spin
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "600")
    assert not ok_enabled(dialog)
    assert "losing score" in dialog.error_label.text()


def test_host_dialog_fits_a_small_screen(qtbot: Any) -> None:
    dialog = host(qtbot, TableSetup().with_rules({"game": "500", "players": 6}))
    hint = dialog.sizeHint()
    assert hint.width() <= 1000 and hint.height() <= 600, hint


# ---------------------------------------------------------------------------------- join
def test_the_list_shows_the_tables(qtbot: Any, qtmodeltester: Any) -> None:
    dialog = join(qtbot, ads=[OPEN_ONE, FULL, LOCKED])
    assert dialog.windowTitle() == "Join a table"
    model = dialog.view.model()
    qtmodeltester.check(model)
    rows = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    assert rows == [["Ann's table", "500, Australian", "2 of 4", "10", "192.168.1.20:50500"],
                    ["Busy table", "Spades", "0 of 4", "0", "10.0.0.7:50500"],
                    ["Friday night", "500, American", "3 of 6", "2", "192.168.1.33:51000"]]
    lock = model.index(2, 0).data(Qt.ItemDataRole.DecorationRole)
    assert lock is not None and not lock.isNull()
    assert "password" in model.index(2, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Double-click" in dialog.status.text()
    dialog.set_tables([])
    assert model.rowCount() == 0


def test_choosing_a_table_fills_the_address(qtbot: Any) -> None:
    dialog = join(qtbot, ads=[OPEN_ONE, LOCKED])
    assert not ok_enabled(dialog)
    assert dialog.password.isEnabled()                    # nothing chosen: it may need one
    dialog.view.selectRow(1)
    assert dialog.address.text() == "192.168.1.33:51000"
    assert dialog.chosen_table() == LOCKED
    assert dialog.password.isEnabled()
    assert values(dialog.seat) == [None, 0, 1, 2, 3, 4, 5]
    assert not ok_enabled(dialog)                         # its password is still to be given
    assert "password" in dialog.error_label.text()
    qtbot.keyClicks(dialog.password, "pw")
    assert ok_enabled(dialog)
    assert dialog.result_join() == JoinRequest("192.168.1.33", 51000, "Ann", "player", None, "pw")

    dialog.view.selectRow(0)
    assert dialog.address.text() == "192.168.1.20:50500"
    assert not dialog.password.isEnabled()
    assert values(dialog.seat) == [None, 0, 1, 2, 3]
    assert dialog.result_join().password is None

    type_into(qtbot, dialog.address, "192.168.1.99")     # typed: we cannot know
    assert dialog.chosen_table() is None
    assert dialog.password.isEnabled()
    assert not dialog.view.selectionModel().hasSelection()
    assert dialog.result_join() == JoinRequest("192.168.1.99", DEFAULT_PORT, "Ann", "player", None, "pw")


def test_a_refreshed_list_keeps_the_chosen_table(qtbot: Any) -> None:
    dialog = join(qtbot, ads=[OPEN_ONE, LOCKED])
    dialog.view.selectRow(0)
    fewer_seats = dataclasses.replace(OPEN_ONE, free=1)
    first = dataclasses.replace(FULL, name="Aardvarks", address="10.0.0.8")
    dialog.set_tables([LOCKED, fewer_seats, first])       # sorted by name, it moves a row down
    assert dialog.chosen_table() == fewer_seats
    assert dialog.view.selectionModel().selectedRows()[0].row() == 1
    dialog.set_tables([LOCKED])                            # gone: its address stays, as typed
    assert dialog.chosen_table() is None
    assert dialog.address.text() == "192.168.1.20:50500"
    assert dialog.password.isEnabled()
    assert ok_enabled(dialog)


def test_watch_or_play(qtbot: Any) -> None:
    dialog = join(qtbot)
    type_into(qtbot, dialog.address, "1.2.3.4:51000")
    select(dialog.seat, 2)
    assert dialog.result_join() == JoinRequest("1.2.3.4", 51000, "Ann", "player", 2, None)
    dialog.watch.click()
    assert not dialog.seat.isEnabled()
    assert dialog.result_join() == JoinRequest("1.2.3.4", 51000, "Ann", "spectator", None, None)
    dialog.play.click()
    assert dialog.result_join().role == "player"


def test_a_full_table_can_be_watched(qtbot: Any) -> None:
    dialog = join(qtbot, ads=[FULL, OPEN_ONE])
    dialog.view.selectRow(1)
    assert dialog.chosen_table() == FULL
    assert not ok_enabled(dialog)
    assert "no free seat" in dialog.error_label.text()
    dialog.watch.click()
    assert not ok_enabled(dialog)
    assert "no more spectators" in dialog.error_label.text()
    dialog.view.selectRow(0)
    assert ok_enabled(dialog)
    assert dialog.result_join().role == "spectator"


@pytest.mark.parametrize("name", ["", "   ", "x" * 25, "a\nb"])
def test_join_needs_a_name(qtbot: Any, name: str) -> None:
    dialog = join(qtbot)
    type_into(qtbot, dialog.address, "host")
    assert ok_enabled(dialog)
    dialog.name.setText(name)
    assert not ok_enabled(dialog)
    assert "Your name" in dialog.error_label.text()
    type_into(qtbot, dialog.name, "  Bea ")
    assert ok_enabled(dialog)
    assert dialog.result_join().name == "Bea"


@pytest.mark.parametrize(("text", "expected"), [
    ("host", ("host", DEFAULT_PORT)),
    ("1.2.3.4:51000", ("1.2.3.4", 51000)),
    ("[::1]:50500", ("::1", 50500)),
    ("[fe80::1]", ("fe80::1", DEFAULT_PORT)),
    ("  my-pc.local.:1 ", ("my-pc.local.", 1)),
    ("192.168.1.20:65535", ("192.168.1.20", 65535)),
])
def test_good_addresses(text: str, expected: tuple[str, int]) -> None:
    assert parse_address(text) == expected


@pytest.mark.parametrize(("text", "problem"), [
    ("", "empty"), ("   ", "empty"),
    ("host:0", "port"), ("host:70000", "port"), ("host:", "port"), ("host:5x", "port"),
    ("host:-1", "port"), ("host:１２３", "port"), ("[::1]:", "port"), ("[::1]:0", "port"),
    ("::1", "ipv6"), ("fe80::1:50500", "ipv6"), ("[1.2.3.4]:50500", "ipv6"), ("[::1", "ipv6"),
    ("[::1]x", "ipv6"),
    ("1.2.3.256", "host"), ("1.2.3", "host"), ("-host", "host"), ("ho st", "host"), (":50500", "host"),
    ("a..b", "host"), ("bad_name", "host"), ("x" * 64, "host"),
])
def test_bad_addresses(text: str, problem: str) -> None:
    with pytest.raises(AddressError) as caught:
        parse_address(text)
    assert caught.value.problem == problem


@pytest.mark.parametrize(("text", "said"), [
    ("host:0", "1 to 65535"), ("host:70000", "1 to 65535"), ("::1", "brackets"),
    ("1.2.3.256:50500", "“1.2.3.256” is not"), ("", "type the host's address"),
])
def test_a_bad_address_is_said(qtbot: Any, text: str, said: str) -> None:
    dialog = join(qtbot)
    type_into(qtbot, dialog.address, text)
    assert not ok_enabled(dialog)
    assert said in dialog.error_label.text()
    type_into(qtbot, dialog.address, "[::1]:50500")
    assert ok_enabled(dialog)
    assert (dialog.result_join().address, dialog.result_join().port) == ("::1", 50500)


def test_double_click_joins(qtbot: Any) -> None:
    dialog = join(qtbot, ads=[LOCKED, OPEN_ONE])
    index = dialog.view.model().index(0, 0)
    rect = dialog.view.visualRect(index)
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_join().address == OPEN_ONE.address


def test_double_click_on_a_table_that_cannot_be_joined_does_not(qtbot: Any) -> None:
    dialog = join(qtbot, ads=[FULL])
    rect = dialog.view.visualRect(dialog.view.model().index(0, 0))
    qtbot.mouseDClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.isVisible()
    assert dialog.chosen_table() == FULL


# ------------------------------------------------------------------------------ browsing
def browse_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "fivehundred-browse"]


def test_browsing_here_starts_and_closes_cleanly(qtbot: Any) -> None:
    """Whatever the sandbox's network allows: no exception, and nothing left running."""
    dialog = JoinDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(300)
    assert dialog.browse_state in ("looking", "failed")
    if dialog.browse_state == "failed":
        assert "join by address" in dialog.status.text()
    dialog.reject()
    assert dialog.browse_state == "closed"
    qtbot.waitUntil(lambda: not browse_threads(), timeout=6000)


class FakeBrowser:
    made: ClassVar[list[FakeBrowser]] = []

    def __init__(self, changed: Callable[[], None], *, interfaces: list[str] | None = None) -> None:
        self.tables: dict[str, TableAd] = {}
        self.changed = changed
        self.thread = threading.current_thread()
        self.closed = False
        FakeBrowser.made.append(self)

    def start(self) -> None:
        asyncio.get_running_loop().call_soon(self._found)

    def _found(self) -> None:
        self.tables["Ann's table._fivehundred._tcp.local."] = OPEN_ONE
        self.tables["Friday night._fivehundred._tcp.local."] = LOCKED
        self.changed()

    async def close(self) -> None:
        self.closed = True


def test_the_browser_fills_the_list_from_its_thread(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    FakeBrowser.made.clear()
    monkeypatch.setattr(lan_dialogs, "Browser", FakeBrowser)
    dialog = JoinDialog("Ann")
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.view.model().rowCount() == 2, timeout=3000)
    [browser] = FakeBrowser.made
    assert browser.thread is not threading.main_thread()
    assert dialog.view.model().index(1, 0).data() == "Friday night"
    dialog.close()                                          # however it closes, the browser goes
    dialog.done(QDialog.DialogCode.Rejected)
    assert browser.closed
    qtbot.waitUntil(lambda: not browse_threads(), timeout=6000)


def test_no_network_leaves_a_note(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_network(changed: Callable[[], None]) -> None:
        raise OSError(19, "No such device")

    monkeypatch.setattr(lan_dialogs, "Browser", no_network)
    dialog = JoinDialog("Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.browse_state == "failed", timeout=3000)
    assert dialog.status.text() == ("Tables on the network cannot be listed here ([Errno 19] No such "
                                    "device): join by address.")
    type_into(qtbot, dialog.address, "10.1.1.1")
    assert ok_enabled(dialog)
    dialog.accept()
    assert dialog.browse_state == "closed"
    qtbot.waitUntil(lambda: not browse_threads(), timeout=6000)


def test_join_dialog_fits_a_small_screen(qtbot: Any) -> None:
    dialog = join(qtbot, ads=[OPEN_ONE, LOCKED, FULL])
    assert dialog.width() <= 1000 and dialog.height() <= 600
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1000 and hint.height() <= 600


class FrenchBits(QTranslator):
    """Knows one string of each dialog, under the context lupdate files it under."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        known = {("NewGameDialog", "Auction"): "Enchères", ("HostDialog", "Host a table"): "Héberger",
                 ("NewGameDialog", "%n options changed"): "%n options modifiées"}
        return known.get((context, source))          # None: not known here

    def isEmpty(self) -> bool:
        return False


def test_inherited_strings_keep_their_translation_context(qtbot: Any, qapp: QApplication) -> None:
    translator = FrenchBits()
    qapp.installTranslator(translator)
    try:
        dialog = host(qtbot)
        assert dialog.windowTitle() == "Héberger"
        assert "Enchères" in [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
        assert dialog.tr("%n options changed", "", 2) == "2 options modifiées"
        assert dialog.tr("Network") == "Network"
    finally:
        qapp.removeTranslator(translator)

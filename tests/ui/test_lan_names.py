"""The names at a network table: the name a player is known by is their own (never the seat word
"You", which travelled as "You's table" and a seat called "You" on everyone's screen), and each
window words the seats it draws in its own language."""

from __future__ import annotations

import argparse
import getpass
import json
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from fivehundred_qt import translation
from fivehundred_qt.controller.hosting import table_config
from fivehundred_qt.controller.lan_setup import HostSetup, JoinRequest
from fivehundred_qt.controller.network import NetworkTable
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup, default_seats, preferences_path
from fivehundred_qt.translation import seat_name, use_language
from fivehundred_qt.ui.app import create_window
from fivehundred_qt.ui.lan.lan_dialogs import HostDialog, JoinDialog

from ..net.lan_client import start_host
from .test_languages import compiled, languages  # noqa: F401  (fixtures, shared)

pwd = pytest.importorskip("pwd")


@pytest.fixture
def ann(monkeypatch: pytest.MonkeyPatch) -> str:
    """The system account is Ann Smith's."""
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: SimpleNamespace(pw_gecos="Ann Smith,,,",
                                                                     pw_name="ann"))
    monkeypatch.setattr(getpass, "getuser", lambda: "ann")
    return "Ann Smith"


@pytest.fixture
def german(languages, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    """The computer speaks German (the language preference is "System")."""
    monkeypatch.setattr(translation, "system_language", lambda: "de")
    use_language("de")


def test_a_new_player_hosts_under_their_own_name(qtbot, ann) -> None:
    prefs = Preferences()
    dialog = HostDialog(prefs.table, prefs.player_name)
    qtbot.addWidget(dialog)
    assert dialog.table_name.text() == "Ann Smith's table"          # was "You's table"
    assert dialog.result_host().table.seats[0].name == "Ann Smith"


def test_a_first_start_in_german_offers_the_players_name_to_join_under(qtbot, ann, german,
                                                                        monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    assert window.prefs.table.seats[2].name == "Nord"       # the home table's seats in German
    assert window.prefs.player_name == "Ann Smith"          # not "Du"
    dialog = JoinDialog(window.prefs.player_name, window, browse=False)
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Ann Smith"


def test_the_seat_word_kept_by_earlier_versions_becomes_the_players_name(qtbot, ann,
                                                                        monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    path = preferences_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "player_name": "You"}), encoding="utf-8")
    window = create_window(argparse.Namespace(command=None))
    qtbot.addWidget(window)
    assert window.prefs.player_name == "Ann Smith"


def test_the_name_given_to_join_is_kept_for_next_time(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr(JoinDialog, "_start_browsing", lambda self: None)    # no network here
    monkeypatch.setattr(JoinDialog, "exec", lambda self: (self.name.setText("Bea"), 1)[1])
    monkeypatch.setattr(JoinDialog, "result_join",
                        lambda self: JoinRequest("127.0.0.1", 9, self.name.text().strip()))
    monkeypatch.setattr(window.lan, "join", lambda request: None)
    window.lan.join_dialog()
    assert window.prefs.player_name == "Bea"


def test_a_window_words_the_seats_in_its_own_language(qtbot, german) -> None:
    table = NetworkTable(JoinRequest("127.0.0.1", 9, "Bea"))
    table.session.players = [
        {"name": "Ann", "kind": "local", "away": False},
        {"name": "Bea", "kind": "remote", "away": False},
        {"name": "North", "kind": "bot", "away": False},
        {"name": "Bot 4 (normal)", "kind": "bot", "away": False},
        {"name": "Player 5", "kind": "open", "away": False},
        {"name": "Player 6", "kind": "remote", "away": False},   # a person who calls themself so
    ]
    table.session.seat = 1
    assert table.names == ["Ann", "Du", "Nord", "Computer 4 (normal)", "Spieler 5", "Player 6"]
    table.session.seat = None                   # a spectator: nobody is "You"
    assert table.names[1] == "Bea"
    table.deleteLater()


def test_a_german_hosts_computer_players_go_out_in_english(german) -> None:
    seats = default_seats(4, seat_name)
    assert [s.name for s in seats] == ["Du", "West", "Nord", "Ost"]
    seats[0] = SeatSetup("Ann", "human")
    seats[1].kind = "open"
    config = table_config(HostSetup(TableSetup(seats=seats), "Ann's table"))
    assert config.names is not None and list(config.names)[2:] == ["North", "East"]


def test_at_a_network_table_a_new_language_rewords_the_seats(qtbot, window, languages) -> None:  # noqa: F811
    proc, port = start_host("--seats", "open,random,random,random", "--seed", "3")
    try:
        window.lan.join(JoinRequest("127.0.0.1", port, "Ann"))
        qtbot.waitUntil(lambda: window.lan.table is not None
                        and window.lan.table.view() is not None, timeout=10000)
        assert window.action_bar.names[0] == "You"
        use_language("de")
        qtbot.waitUntil(lambda: window.action_bar.names[0] == "Du", timeout=5000)
        assert window.scene.badges[0].name == "Du"
        assert str(window.auction_model.headerData(0, Qt.Orientation.Horizontal)).endswith("Du")
    finally:
        proc.kill()

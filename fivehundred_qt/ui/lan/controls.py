"""Playing across the network from the window: what Game > Host a table… / Join a table… / Leave
do (``menu``), the chat and players docks, and the way back to a seat after a drop.

The window's table is the same as offline: ``MainWindow.use_table`` puts a ``NetworkTable`` where
the local ``TableController`` stood.  Hosting runs the protocol host beside the window
(``HostedTable``) and joins it over loopback like any other player.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMessageBox, QStatusBar, QWidget

from ...controller import Table
from ...controller.hosting import HostedTable
from ...controller.lan_setup import HostSetup, JoinRequest
from ...controller.network import NetworkTable
from ...controller.seat_tokens import SeatTokens
from ...controller.table_names import table_labels
from ...net.discovery import local_address
from ...settings import Preferences
from ..live_words import LiveWords
from ..window.action_bar import ActionBar
from .chat import ChatModel, ChatPanel
from .players_panel import PlayersPanel

RECORD_NAME = "lan-table.json"
"""The hosted game's record in the data folder (``fivehundred-qt host --resume`` reads it)."""


class LanWindow(Protocol):
    """What the network side needs of the main window: its preferences and data folder, its
    docks and status bar, and the table it plays at."""

    @property
    def prefs(self) -> Preferences: ...
    @property
    def data_folder(self) -> Path | None: ...
    @property
    def words(self) -> LiveWords: ...
    @property
    def score_dock(self) -> QDockWidget: ...
    @property
    def action_bar(self) -> ActionBar: ...
    @property
    def controller(self) -> Table: ...
    @property
    def local_table(self) -> Table: ...
    def window(self) -> QWidget:
        """The main window as a widget (``QWidget.window``): the parent of the docks and dialogs."""
        ...
    def statusBar(self) -> QStatusBar: ...
    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget, /) -> None: ...
    def tabifyDockWidget(self, first: QDockWidget, second: QDockWidget, /) -> None: ...
    def restoreDockWidget(self, dock: QDockWidget, /) -> bool: ...
    def save_prefs(self) -> None: ...
    def use_table(self, table: Table) -> None: ...
    def show_network_table(self, table: Table) -> None: ...
    def stop_network_table(self) -> None: ...
    def rename_players(self, names: list[str]) -> None: ...


class LanControls(QObject):
    """The window's network side: its docks, and the table it hosts or joined.  The window makes
    it when the player first hosts or joins (``menu.add_lan_actions``), and hands it the Leave
    action to enable while there is a table to leave."""

    def __init__(self, window: LanWindow, leave_action: QAction) -> None:
        super().__init__(window.window())
        self.main = window
        self.leave_action = leave_action
        self.hosted: HostedTable | None = None
        self.table: NetworkTable | None = None
        self.tokens = SeatTokens.in_data_folder(window.data_folder)
        self._retried_without_token = False
        self.rejoin_box: QMessageBox | None = None
        self.chat_model = ChatModel(self)
        self.chat = ChatPanel(self.chat_model)
        self.chat.set_enabled_for_sending(False)
        self.chat_dock = self._dock(lambda: self.tr("Chat"), "chatDock", self.chat)
        self.players = PlayersPanel()
        self.players.give.clicked.connect(self._give_seat)
        self.players.reopen.clicked.connect(self._open_seat)
        self.players_dock = self._dock(lambda: self.tr("Players"), "playersDock", self.players)
        for dock in (self.chat_dock, self.players_dock):
            # Made after the window restored its layout: where the player last put it (the saved
            # state keeps its place, also through sessions without LAN play); else at the right,
            # the players a tab beside the score sheet and the auction, the chat in view.
            if not window.restoreDockWidget(dock):
                window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                if dock is self.players_dock:
                    window.tabifyDockWidget(window.score_dock, dock)
            dock.hide()

    def _dock(self, title: Callable[[], str], name: str, widget: QWidget) -> QDockWidget:
        dock = self.main.words.put(QDockWidget(self.main.window()), title)
        dock.setObjectName(name)
        dock.setWidget(widget)
        return dock

    # ------------------------------------------------------------------ hosting
    def host_dialog(self) -> None:
        from .lan_dialogs import HostDialog
        w = self.main
        dialog = HostDialog(w.prefs.table, w.prefs.player_name, w.window())
        if dialog.exec():
            setup = dialog.result_host()
            self._keep_name(next(s.name for s in setup.table.seats if s.kind == "human"))
            self.host(setup)

    def _keep_name(self, name: str) -> None:
        """The name the player gave, offered the next time they host or join."""
        if name and name != self.main.prefs.player_name:
            self.main.prefs.player_name = name
            self.main.save_prefs()

    def host(self, setup: HostSetup, *, bind: str | None = None, announce: bool = True) -> None:
        """Serve a table from this app and sit at its own seat."""
        self.leave()
        folder = self.main.data_folder
        hosted = HostedTable(setup, None if folder is None else folder / RECORD_NAME, self)
        self.hosted = hosted
        hosted.listening.connect(self._on_listening)
        hosted.failed.connect(self._on_host_failed)
        hosted.notice.connect(lambda text: self.chat_model.append_notice(text))
        hosted.seats_changed.connect(lambda seats: self._show_seats(seats))
        hosted.spectators_changed.connect(self.players.set_spectators)
        self.players.show_spectators(True)
        hosted.start(bind=bind, announce=announce)
        self.main.statusBar().showMessage(self.tr("Opening the table…"), 0)

    def _on_listening(self, _address: str, port: int) -> None:
        hosted = self.hosted
        if hosted is None:
            return
        setup = hosted.setup
        own = setup.table.seats[hosted.local_seat]
        try:
            address = local_address()
        except OSError:
            address = "127.0.0.1"
        self.players.where.setText(self.tr("Others join at {0}, port {1}.").format(address, port))
        self.players.give.show()
        self.players.reopen.show()
        self.join(JoinRequest("127.0.0.1", port, own.name, "player", hosted.local_seat,
                              setup.password), token=hosted.local_token)

    def _on_host_failed(self, why: str) -> None:
        self._end_hosting()
        QMessageBox.warning(self.main.window(), self.tr("Host a table"), why)

    def _give_seat(self) -> None:
        self._let_go(self.tr("Give the seat away"), self.tr(
            "Give {0}'s seat to a computer player for good? {0} can no longer come back to it."),
            lambda hosted, seat: hosted.give_to_bot(seat, hosted.setup.away_level))

    def _open_seat(self) -> None:
        self._let_go(self.tr("Open the seat"), self.tr(
            "Let {0} go and open the seat for someone else? {0} can no longer come back to it; a "
            "computer player keeps it until someone joins."),
            lambda hosted, seat: hosted.open_seat(seat))

    def _let_go(self, title: str, question: str,
                change: Callable[[HostedTable, int], None]) -> None:
        """The host's user lets the player of the selected seat go, once they confirm."""
        seat = self.players.selected_seat()
        hosted = self.hosted
        if hosted is None or seat is None:
            return
        name = self.players.model.item(seat, 1).text()
        answer = QMessageBox.question(self.main.window(), title, question.format(name))
        if answer == QMessageBox.StandardButton.Yes:
            change(hosted, seat)

    # ------------------------------------------------------------------ joining
    def join_dialog(self) -> None:
        from .lan_dialogs import JoinDialog
        dialog = JoinDialog(self.main.prefs.player_name, self.main.window())
        if dialog.exec():
            request = dialog.result_join()
            self._keep_name(request.name)
            self.join(request)

    def join(self, request: JoinRequest, *, token: str | None = None) -> None:
        """Connect to a host; a player who held a seat there comes back to it."""
        if self.table is not None:
            self._drop_table()
        if token is None and request.role == "player":
            token = self.tokens.get(request.address, request.port)
        table = NetworkTable(request, self, token=token)
        self.table = table
        table.seated.connect(self._on_seated)
        table.seats_changed.connect(lambda: self._show_seats(table.session.players))
        table.chat_received.connect(self.chat_model.append_line)
        table.remote.changed.connect(self._on_host_message)
        table.ended.connect(self._on_ended)
        self.chat.send_requested.connect(table.send_chat)
        self.chat_model.clear()
        self.leave_action.setEnabled(True)
        self.main.statusBar().showMessage(
            self.tr("Connecting to {0}:{1}…").format(request.address, request.port), 0)
        table.connect_to_host()

    def _on_seated(self) -> None:
        table = self.table
        if table is None or table.rules is None:
            return
        session = table.session
        if session.token is not None and session.seat is not None and self.hosted is None:
            self.tokens.put(table.request.address, table.request.port, session.token)
        self.main.show_network_table(table)
        self.chat.set_mode(session.table.get("chat", "none"))
        self.chat.set_enabled_for_sending(True)
        self.chat_dock.show()
        self.players_dock.show()
        self._show_seats(session.players)
        name = session.table.get("name", "")
        if session.seat is None:
            text = self.tr("Watching “{0}”").format(name)
        elif self.hosted is not None:
            text = self.tr("Hosting “{0}”").format(name)
        else:
            text = self.tr("At “{0}” in seat {1}").format(name, session.seat + 1)
        self.main.statusBar().showMessage(text, 0)

    def _show_seats(self, seats: list[dict[str, Any]]) -> None:
        own = self.table.seat if self.table is not None else None
        self.players.set_seats(seats, table_labels(seats, None), own)
        if self.table is not None and self.table.rules is not None and len(seats) == len(
                self.table.names):
            self.main.rename_players(self.table.names)
            view = self.table.view()
            waiting = sum(1 for seat in seats if seat.get("kind") == "open")
            if waiting and (view is None or view.hand_number < 0):
                where = f" {self.players.where.text()}" if self.hosted is not None else ""
                text = (self.tr("Waiting for one more player to join.") if waiting == 1 else
                        self.tr("Waiting for {0} more players to join.").format(waiting))
                self.main.action_bar.idle(text + where)

    def _on_host_message(self, message: dict[str, Any], changes: list[str]) -> None:
        """The host refused something this window sent (a chat line it would not relay): say so
        where the line was expected."""
        if "error" in changes:
            self.chat_model.append_notice(self.tr("The host answered: {0}").format(
                str(message.get("message", "")) or str(message.get("code", ""))))

    def _on_ended(self, why: str) -> None:
        table = self.table
        if table is None:
            return
        request = table.request
        if why.startswith("unknown token") and not self._retried_without_token:
            # The seat once held here is gone (a new game, or given away): join afresh.
            self.tokens.forget(request.address, request.port)
            self._retried_without_token = True
            self.join(request)
            return
        self._retried_without_token = False
        self.chat.set_enabled_for_sending(False)
        self.chat_model.append_notice(self.tr("The connection ended: {0}").format(why))
        self.leave_action.setEnabled(self.hosted is not None)
        self.main.statusBar().showMessage(self.tr("Not connected: {0}").format(why), 0)
        if self.hosted is None and why not in ("the game is over", ""):
            # Not modal: the table stays readable, and nothing waits on the answer.
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("The connection ended"),
                              self.tr("The connection to the table ended: {0}.\n\nJoin again? If "
                                      "you had a seat, you get it back.").format(why),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                              self.main.window())
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.accepted.connect(lambda: self.join(request))
            self.rejoin_box = box
            box.open()

    # ------------------------------------------------------------------ leaving
    def leave(self) -> None:
        """Leave the joined table (a player's seat is held) and close a hosted one."""
        if self.table is not None and self.main.controller is self.table:
            self.main.stop_network_table()
        self._drop_table()
        self._end_hosting()

    def _drop_table(self) -> None:
        table, self.table = self.table, None
        if table is not None:
            if self.main.controller is table:     # the window lets go of it before it goes
                self.main.use_table(self.main.local_table)
            self.chat.send_requested.disconnect(table.send_chat)
            table.close_game()
            table.deleteLater()
        self.chat.set_enabled_for_sending(False)
        self.leave_action.setEnabled(False)

    def _end_hosting(self) -> None:
        hosted, self.hosted = self.hosted, None
        if hosted is not None:
            hosted.close()
            hosted.deleteLater()
        self.players.give.hide()
        self.players.show_spectators(False)
        self.players.where.clear()

    def close(self) -> None:
        """The window closes: leave, and end a hosted table with a word to everyone."""
        self._drop_table()
        self._end_hosting()

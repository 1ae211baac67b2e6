"""The dialogs of LAN play: "Host a table…" and "Join a table…".

``HostDialog`` is the New game dialog with a third kind of seat, open to a player on the network,
and a Network tab (the table's name, a password, spectators, chat, who plays for a dropped player,
the port); ``result_host()`` gives a ``HostSetup``.  ``JoinDialog`` lists the tables announced on
the network (DNS-SD, browsed on a ``BackgroundLoop``) and asks where to connect, under which name
and whether to play or watch; ``result_join()`` gives a ``JoinRequest``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import copy
import dataclasses
from collections.abc import Iterable
from typing import Final, Literal, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...controller.background import BackgroundLoop, Inbox
from ...controller.lan_setup import DEFAULT_PORT, HostSetup, JoinRequest
from ...core.errors import RuleError
from ...core.rules import AUSTRALIAN
from ...net.discovery import Browser, TableAd
from ...net.messages import MAX_NAME, ChatMode, valid_name
from ...settings import SEAT_NAMES, TableSetup, default_seats
from ...translation import seat_name
from ..dialogs.new_game import NewGameDialog
from ..dialogs.seats import SeatRow as _SeatRow
from ..form_helpers import ERROR_COLOUR
from ..form_helpers import blocked as _blocked
from ..form_helpers import select_data as _select_data
from ..geometry import fitted
from .lan_tables import AddressError, TablesModel, parse_address

__all__ = ["AddressError", "HostDialog", "JoinDialog", "TablesModel", "parse_address"]

W = TypeVar("W", bound=QWidget)
BrowseState = Literal["off", "looking", "failed", "closed"]

_MAX_SEATS: Final = 6
_HINT_COLOUR: Final = "palette(placeholder-text)"


def _named(widget: W, name: str, tip: str) -> W:
    widget.setObjectName(name)
    widget.setToolTip(tip)
    return widget


def _combo(name: str, tip: str, items: Iterable[tuple[str, str]], chosen: str) -> QComboBox:
    """A combo box of (data, text) items with ``chosen`` selected (else the last item)."""
    combo = _named(QComboBox(), name, tip)
    for value, text in items:
        combo.addItem(text, value)
    if not _select_data(combo, chosen):
        combo.setCurrentIndex(combo.count() - 1)
    return combo


def _spin(name: str, tip: str, low: int, high: int, value: int) -> QSpinBox:
    spin = _named(QSpinBox(), name, tip)
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


# ---------------------------------------------------------------------------------- host
def _hosting(setup: TableSetup, player_name: str) -> TableSetup:
    """``setup`` as a table to host: one seat the host's own (named after them), any other
    person's seat open to the network, and every computer's seat open when none is."""
    try:
        players = setup.rule_set().players
    except RuleError:
        players = AUSTRALIAN.players
    seats = [copy.copy(s) for s in setup.seats[:players]] \
        + default_seats(players, seat_name)[len(setup.seats):]
    humans = [seat for seat in seats if seat.kind == "human"]
    mine = humans[0] if humans else seats[0]
    mine.kind = "human"
    for seat in humans[1:]:
        seat.kind = "open"
    standard = {say(name) for names in SEAT_NAMES.values() for name in names for say in (str, seat_name)}
    if mine.name in standard and player_name.strip():
        mine.name = player_name.strip()
    if not any(seat.kind == "open" for seat in seats):
        for seat in seats:
            if seat.kind == "computer":
                seat.kind = "open"
    return dataclasses.replace(setup, rules=copy.deepcopy(setup.rules), seats=seats)


class HostDialog(NewGameDialog):
    """Set up a table to host: the New game dialog's rules, seats and clock, seats open to the
    network, and the Network tab.  OK stays disabled unless exactly one seat is the host's own and
    at least one is open."""

    _host_ready = False

    def __init__(self, setup: TableSetup, player_name: str, parent: QWidget | None = None) -> None:
        super().__init__(_hosting(setup, player_name), parent)
        self.setWindowTitle(self.tr("Host a table"))
        self._player_name = player_name.strip()
        self._build_network_tab(player_name)
        for row in self.seat_rows:
            self._show_kind(row)
            row.kind.currentIndexChanged.connect(lambda _index, row=row: self._kind_chosen(row))
        self._host_ready = True
        self._changed()

    # --- public ---------------------------------------------------------------------------
    def tr(self, sourceText: str, /, disambiguation: str | None = None, n: int = -1) -> str:
        """Translated under "HostDialog", else under "NewGameDialog" (whose texts this dialog
        shows too).  PySide's ``tr`` looks a text up under each class of the instance's, but
        takes a count's text ("%n points") with its number filled in for a translation and
        stops at the first class; lupdate files the inherited texts under the class that has
        them."""
        untranslated = sourceText.replace("%n", str(n)) if n >= 0 else sourceText
        for context in ("HostDialog", "NewGameDialog"):
            text = str(QCoreApplication.translate(context, sourceText, disambiguation, n))
            if text != untranslated:
                return text
        return untranslated

    def seat_kinds(self) -> list[tuple[str, str]]:
        return [("human", self.tr("You")), ("computer", self.tr("Computer")),
                ("open", self.tr("Open (network)"))]

    def result_host(self) -> HostSetup:
        """The table to host; raises ``RuleError`` if the rules shown are ones the core refuses."""
        chat = self.chat.currentData()
        mode: ChatMode = "none" if chat == "none" else "preset" if chat == "preset" else "text"
        return HostSetup(table=self.result_setup(), name=self.table_name.text().strip(),
                         password=self.password.text() or None, spectators=self.spectators.value(),
                         chat=mode, away_level=str(self.away_level.currentData()),
                         port=self.port.value())

    # --- building ---------------------------------------------------------------------------
    def _default_table_name(self, player_name: str) -> str:
        """"Ann's table", or the name alone if that is too long, or "My table"."""
        name = player_name.strip()
        for candidate in (self.tr("{name}'s table").format(name=name), name) if name else ():
            if valid_name(candidate) is not None:
                return candidate
        return self.tr("My table")

    def _build_network_tab(self, player_name: str) -> None:
        self.table_name = _named(QLineEdit(self._default_table_name(player_name)), "table_name",
                                 self.tr("The name players looking for tables on the network see."))
        self.table_name.setMaxLength(MAX_NAME)
        self.table_name.textChanged.connect(lambda _text: self._changed())
        self.password = _named(QLineEdit(), "password", self.tr(
            "Whoever joins, to play or to watch, must give this password. Leave it empty for a table "
            "anyone may join."))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("none"))
        for line in (self.table_name, self.password):
            line.setMinimumWidth(self.fontMetrics().horizontalAdvance("M" * 16))
        self.spectators = _spin("spectators", self.tr("How many people may watch the game at once."),
                                0, 10, 10)
        self.spectators.setSpecialValueText(self.tr("None"))
        self.chat = _combo("chat", self.tr(
            "What the players and spectators may say at the table: nothing, only ready-made phrases "
            "(“Good luck!”, “Well played”…), or anything they type."),
            [("none", self.tr("None")), ("preset", self.tr("Preset phrases only")),
             ("text", self.tr("Free text"))], "text")
        self.away_level = _combo("away_level", self.tr(
            "When a player's connection drops, a computer player of this level plays for them until "
            "they come back."), [(level, self.level_name(level)) for level in self._levels], "normal")
        self.port = _spin("port", self.tr("The TCP port players connect to. Whoever joins by address "
                                          "types it after the address: host:port."),
                          1024, 65535, DEFAULT_PORT)
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for label, field in ((self.tr("Table &name:"), self.table_name),
                             (self.tr("Pass&word:"), self.password),
                             (self.tr("Spe&ctators:"), self.spectators), (self.tr("C&hat:"), self.chat),
                             (self.tr("Computer for &dropped players:"), self.away_level),
                             (self.tr("TCP p&ort:"), self.port)):
            form.addRow(label, field)
        note = QLabel(self.tr("Players on this network find the table by its name; anyone can also join by "
                         "this computer's address and the port."))
        note.setWordWrap(True)
        note.setStyleSheet(f"color: {_HINT_COLOUR};")
        form.addRow(note)
        self.network_tab = self.tabs.addTab(page, self.tr("Network"))
        self.tabs.setCurrentIndex(self.network_tab)

    # --- reacting ---------------------------------------------------------------------------
    def _show_kind(self, row: _SeatRow) -> None:
        is_open = row.kind.currentData() == "open"
        row.name.setEnabled(not is_open)
        row.name.setToolTip(self.tr("Whoever joins over the network takes this seat under their own name.")
                            if is_open else self.tr("The name shown at this seat."))

    def _kind_chosen(self, row: _SeatRow) -> None:
        """The host's own seat takes the host's name; a seat that stops being theirs gives it back."""
        kind = row.kind.currentData()
        if kind == "human" and not row.custom_name and self._player_name:
            with _blocked(row.name):
                row.name.setText(self._player_name)
            row.custom_name = True
        elif kind != "human" and row.name.text().strip() == self._player_name:
            players = int(self.players_combo.currentData())
            with _blocked(row.name):
                row.name.setText(default_seats(players, seat_name)[row.index].name)
            row.custom_name = False
        elif not row.name.text().strip():
            with _blocked(row.name):
                row.name.setText(self.tr("Player {number}").format(number=row.index + 1))
        self._show_kind(row)
        self._changed()

    def _changed(self) -> None:
        super()._changed()
        if self._quiet or not self._host_ready or self._error is not None:
            return
        error = self._host_error()
        if error is not None:
            self._error = error
            self.error_label.setText(error)
            self.error_label.setVisible(True)
            self.button_box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def _host_error(self) -> str | None:
        rules = self.current_rules()
        rows = self.seat_rows[:rules.players if rules is not None else 0]
        kinds = dict(self.seat_kinds())
        if valid_name(self.table_name.text().strip()) is None:
            return self.tr("The table needs a name of 1 to {most} characters (tab “{tab}”).").format(
                most=MAX_NAME, tab=self.tabs.tabText(self.network_tab).replace("&", ""))
        mine = [row for row in rows if row.kind.currentData() == "human"]
        if not mine:
            return self.tr("Choose the seat you play in: set its player to “{you}”.").format(
                you=kinds["human"])
        if len(mine) > 1:
            return self.tr("Only one seat can be yours (“{you}”): make the others “{open}” or "
                           "“{computer}”.").format(you=kinds["human"], open=kinds["open"],
                                                   computer=kinds["computer"])
        if valid_name(mine[0].name.text().strip()) is None:
            return self.tr("Your name at seat {number} must be 1 to {most} characters for a network "
                           "table.").format(number=mine[0].index + 1, most=MAX_NAME)
        if not any(row.kind.currentData() == "open" for row in rows):
            return self.tr("Set at least one seat to “{open}”, so that someone can join.").format(
                open=kinds["open"])
        return None


# ---------------------------------------------------------------------------------- join
async def _close_browser(started: concurrent.futures.Future[Browser]) -> None:
    try:
        browser = await asyncio.wrap_future(started)
    except (Exception, asyncio.CancelledError):
        return                              # it never started: nothing to close
    await browser.close()


def _reason(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 60 else text[:59] + "…"


class JoinDialog(QDialog):
    """Choose a table to join (from those announced on the network, or by address), a name, and
    whether to play or watch.  ``browse=False`` lists only what ``set_tables`` is given."""

    def __init__(self, player_name: str, parent: QWidget | None = None, *, browse: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self._chosen: TableAd | None = None
        self._error: str | None = None
        self._state: BrowseState = "off"
        self._background: BackgroundLoop | None = None
        self._started: concurrent.futures.Future[Browser] | None = None
        self._build(player_name)
        # What the browser's thread finds reaches this dialog's thread through the inbox.
        self._inbox = Inbox(self)
        if browse:
            self._start_browsing()
        self._update_status()
        self._check()
        self.resize(fitted(self, 760, 500))

    # --- public ---------------------------------------------------------------------------
    def set_tables(self, ads: list[TableAd]) -> None:
        """Show these tables (the browser's findings), keeping the one chosen if it is still there."""
        chosen = self._chosen
        self.model.set_tables(ads)
        row = self.model.row_of(chosen.address, chosen.port) if chosen is not None else None
        if row is not None:
            self.view.selectRow(row)
        elif chosen is not None:
            self._chosen = None             # gone from the list: its address stays, as if typed
            self._fill_seats(_MAX_SEATS)
            self._update_password()
            self._check()
        self._update_status()

    def result_join(self) -> JoinRequest:
        """The table to join; raises ``AddressError`` while the address is not one."""
        host, port = parse_address(self.address.text())
        playing = self.play.isChecked()
        seat: int | None = self.seat.currentData() if playing else None
        password = self.password.text() if self.password.isEnabled() and self.password.text() else None
        return JoinRequest(host, port, self.name.text().strip(), "player" if playing else "spectator",
                           seat, password)

    def chosen_table(self) -> TableAd | None:
        """The listed table the address is of, or None when it was typed."""
        return self._chosen

    def error_text(self) -> str | None:
        """Why Join is disabled, or None."""
        return self._error

    @property
    def browse_state(self) -> BrowseState:
        return self._state

    def done(self, result: int) -> None:
        self._stop_browsing()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_browsing()
        super().closeEvent(event)

    # --- building ---------------------------------------------------------------------------
    def _build(self, player_name: str) -> None:
        outer = QVBoxLayout(self)
        heading = QLabel(self.tr("&Tables on the network:"))
        outer.addWidget(heading)
        self.model = TablesModel(self)
        self.view = QTableView()
        self.view.setObjectName("tables")
        self.view.setModel(self.model)
        heading.setBuddy(self.view)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TablesModel.NAME, QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.view.selectionModel().selectionChanged.connect(lambda _new, _old: self._row_chosen())
        self.view.doubleClicked.connect(lambda _index: self._join_now())
        outer.addWidget(self.view, 1)
        self.status = QLabel()
        self.status.setObjectName("browse_status")
        self.status.setStyleSheet(f"color: {_HINT_COLOUR};")
        outer.addWidget(self.status)

        self.address = _named(QLineEdit(), "address", self.tr(
            "The host's IPv4 address or name, with its port after a colon: 192.168.1.20:50500. An IPv6 "
            "address goes in brackets: [fe80::1]:50500."))
        self.address.setPlaceholderText(self.tr("host or host:port (the port is {port} if not given)")
                                        .format(port=DEFAULT_PORT))
        self.address.textEdited.connect(lambda _text: self._address_typed())
        self.name = _named(QLineEdit(player_name), "name", self.tr(
            "The name the others see you under: 1 to {most} characters.").format(most=MAX_NAME))
        self.play = _named(QRadioButton(self.tr("&Play, in")), "play", self.tr("Take a seat at the table."))
        self.play.setChecked(True)
        self.seat = _named(QComboBox(), "seat", self.tr("The seat you would like; if it is taken, you get a "
                                                   "free one."))
        self.watch = _named(QRadioButton(self.tr("&Watch the game")), "watch", self.tr(
            "Join as a spectator: you see the table, but nobody's cards."))
        group = QButtonGroup(self)
        group.addButton(self.play)
        group.addButton(self.watch)
        self.play.toggled.connect(lambda _checked: self.seat.setEnabled(self.play.isChecked()))
        self.password = _named(QLineEdit(), "password", "")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_label = QLabel(self.tr("Pass&word:"))
        self.password_label.setBuddy(self.password)
        for line in (self.address, self.name, self.password):
            line.textChanged.connect(lambda _text: self._check())
        self.play.toggled.connect(lambda _checked: self._check())

        role = QHBoxLayout()
        for widget in (self.play, self.seat, self.watch):
            role.addWidget(widget)
            role.addSpacing(self.fontMetrics().horizontalAdvance("M") if widget is self.seat else 0)
        role.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Your &name:"), self.name)
        form.addRow(self.tr("Join to:"), role)
        form.addRow(self.password_label, self.password)
        outer.addLayout(form)
        self._fill_seats(_MAX_SEATS)
        self._update_password()

        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        outer.addWidget(self.error_label)
        self.button_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                           | QDialogButtonBox.StandardButton.Cancel)
        self.button_box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))
        self.button_box.accepted.connect(self._join_now)
        self.button_box.rejected.connect(self.reject)
        outer.addWidget(self.button_box)

    def _fill_seats(self, players: int) -> None:
        kept = self.seat.currentData()
        with _blocked(self.seat):
            self.seat.clear()
            self.seat.addItem(self.tr("any free seat"), None)
            for number in range(players if 1 <= players <= 64 else _MAX_SEATS):
                self.seat.addItem(self.tr("seat {number}").format(number=number + 1), number)
            if not _select_data(self.seat, kept):
                self.seat.setCurrentIndex(0)

    # --- reacting ---------------------------------------------------------------------------
    def _row_chosen(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        ad = self.model.ad(rows[0].row()) if rows else None
        if ad is None:
            return
        self._chosen = ad
        self.address.setText(f"{ad.address}:{ad.port}")
        self._fill_seats(ad.players)
        self._update_password()
        self._check()

    def _address_typed(self) -> None:
        self._chosen = None
        self.view.clearSelection()          # (no row left chosen: _row_chosen leaves the address be)
        self._fill_seats(_MAX_SEATS)
        self._update_password()
        self._check()

    def _update_password(self) -> None:
        ad = self._chosen
        needed = ad is None or ad.password
        self.password.setEnabled(needed)
        self.password_label.setEnabled(needed)
        shown, tip = ((self.tr("if the table has one"), self.tr("A table joined by its address may need a "
                                                                "password or not.")) if ad is None
                      else (self.tr("needed for this table"), self.tr("This table asks for its password."))
                      if ad.password else (self.tr("not needed"), self.tr("This table needs no password.")))
        self.password.setPlaceholderText(shown)
        self.password.setToolTip(tip)

    def _problem(self) -> tuple[str, bool] | None:
        """Why Join is disabled, and whether that is a mistake (or only something still to do)."""
        if valid_name(self.name.text().strip()) is None:
            return self.tr("Your name must be 1 to {most} characters, not only spaces, without control "
                           "characters.").format(most=MAX_NAME), True
        try:
            parse_address(self.address.text())
        except AddressError as exc:
            return self._address_message(exc), exc.problem != "empty"
        ad = self._chosen
        if ad is None:
            return None
        if self.play.isChecked() and ad.free <= 0:
            return self.tr("“{table}” has no free seat; you can watch the game.").format(table=ad.name), True
        if self.watch.isChecked() and ad.watch <= 0:
            return self.tr("“{table}” takes no more spectators.").format(table=ad.name), True
        if ad.password and not self.password.text():
            return self.tr("“{table}” needs its password.").format(table=ad.name), False
        return None

    def _address_message(self, exc: AddressError) -> str:
        if exc.problem == "empty":
            return self.tr("Choose a table from the list, or type the host's address.")
        if exc.problem == "port":
            return self.tr("The port after the colon must be a number from 1 to 65535.")
        if exc.problem == "ipv6":
            return self.tr("An IPv6 address goes in brackets, with any port after them: [fe80::1]:{port}."
                           ).format(port=DEFAULT_PORT)
        return self.tr("“{host}” is not an IPv4 address or a host name.").format(
            host=exc.text.rpartition(":")[0] or exc.text)

    def _check(self) -> None:
        problem = self._problem()
        self._error = problem[0] if problem is not None else None
        self.error_label.setText(self._error or "")
        colour = ERROR_COLOUR if problem is not None and problem[1] else _HINT_COLOUR
        weight = "bold" if problem is not None and problem[1] else "normal"
        self.error_label.setStyleSheet(f"color: {colour}; font-weight: {weight};")
        self.button_box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)

    def _join_now(self) -> None:
        if self.button_box.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            self.accept()

    # --- browsing ---------------------------------------------------------------------------
    def _start_browsing(self) -> None:
        self._state = "looking"
        try:
            self._background = BackgroundLoop("fivehundred-browse")
        except Exception as exc:            # no thread to be had: join by address still works
            self._show_failure(_reason(exc))
            return
        self._started = self._background.submit(self._open_browser())
        self._started.add_done_callback(self._browser_opened)

    async def _open_browser(self) -> Browser:
        """On the loop's thread: AsyncZeroconf wants a running loop."""
        inbox = self._inbox

        def changed() -> None:              # on the loop's thread, where the tables change
            tables = list(browser.tables.values())
            inbox.put(lambda: self.set_tables(tables))

        browser = Browser(changed)
        try:
            browser.start()
        except BaseException:
            await browser.close()
            raise
        return browser

    def _browser_opened(self, started: concurrent.futures.Future[Browser]) -> None:
        failure = None if started.cancelled() else started.exception()
        if failure is not None:
            reason = _reason(failure)
            self._inbox.put(lambda: self._show_failure(reason))

    def _show_failure(self, reason: str) -> None:
        if self._state == "closed":
            return
        self._state = "failed"
        self._update_status(reason)

    def _stop_browsing(self) -> None:
        background, started = self._background, self._started
        self._background = self._started = None
        if background is None:
            return
        self._state = "closed"
        background.close(last=_close_browser(started) if started is not None else None)
        self._inbox.stop()

    def _update_status(self, reason: str | None = None) -> None:
        if self._state == "failed":
            if reason is not None:
                self.status.setText(self.tr("Tables on the network cannot be listed here ({reason}): "
                                            "join by address.").format(reason=reason))
            return
        count = self.model.rowCount()
        if count:
            self.status.setText(self.tr("Double-click a table to join it."))
        elif self._state == "looking":
            self.status.setText(self.tr("Looking for tables on the network…"))
        else:
            self.status.setText(self.tr("No tables listed: join by address."))

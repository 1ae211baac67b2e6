"""The app hosting a LAN table: the same host as ``fivehundred-qt host`` (``TableHost`` served by
``TableServer``, announced on the network), run on a ``BackgroundLoop`` beside the window.

The host's own player is not special-cased: their seat is ``local`` with a token, and the window
joins it over loopback as any player joins (``NetworkTable``), so what they see is built from
their seat's view exactly as for everyone else.  The game record is written after every action
and deal (``record_path``), so that ``fivehundred-qt host --resume`` can go on with the game if
the app is gone.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Signal, SignalInstance

from ..inputs import describe_os_error
from ..net.announcement import Announcement
from ..net.host import Outbox, TableConfig, TableHost
from ..net.password import TablePassword
from ..net.server import TableServer
from ..storage import atomic_write_text, dumps
from .background import BackgroundLoop, Inbox
from .lan_setup import HostSetup
from .table_names import wire_seat_name

CLOSING: Final = "the host closed the table"


@dataclass(frozen=True)
class Spectator:
    """Someone watching the hosted table: the name they gave, and since when (this computer's
    time)."""

    name: str
    since: datetime


def table_config(setup: HostSetup) -> TableConfig:
    """The protocol host's table for what the Host dialog set up (``RuleError`` for bad rules,
    ``ValueError`` when the seats are not one ``human`` and at least one ``open``)."""
    table = setup.table
    rules = table.rule_set()
    kinds = [s.kind for s in table.seats]
    if len(kinds) != rules.players or kinds.count("human") != 1 or "open" not in kinds:
        raise ValueError("a hosted table has the host's own seat and at least one open seat")
    seats = tuple("local" if s.kind == "human" else "open" if s.kind == "open" else s.level
                  for s in table.seats)
    # A computer player's standard seat name goes out in English: each window words it.
    names = tuple(wire_seat_name(s.name) if s.kind == "computer" else s.name for s in table.seats)
    return TableConfig(setup.name, rules, seats, names,
                       password=None if not setup.password else
                       TablePassword.create(setup.password),
                       spectators=setup.spectators, chat=setup.chat, bid_time=table.bid_time,
                       play_time=table.play_time, suggestions=table.suggestions,
                       away_level=setup.away_level)


class HostedTable(QObject):
    """One table served from this app until ``close``.  Signals come on the window's thread."""

    listening = Signal(str, int)
    """The table takes connections: the address to give people, and the port."""
    seats_changed = Signal(list)
    """The seats as everyone sees them (``name``, ``kind``, ``away``)."""
    spectators_changed = Signal(list)
    """Who watches now: ``Spectator`` values, in the order they came."""
    failed = Signal(str)
    """The table could not start or had to stop: why."""
    notice = Signal(str)
    """Something the host's user should read (the announcement failed, the record is unwritable)."""

    def __init__(self, setup: HostSetup, record_path: Path | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        config = table_config(setup)
        self.setup = setup
        self.host = TableHost(config, time.monotonic())
        self.local_seat = config.seats.index("local")
        token = self.host.seats.seats[self.local_seat].token
        assert token is not None
        self.local_token: str = token
        self.record_path = record_path
        self._record_failed = False
        self._loop: BackgroundLoop | None = None
        self._server: TableServer | None = None
        # What the loop's thread reports reaches the window's thread, where the signals go out.
        self._inbox = Inbox(self)

    def _tell(self, signal: SignalInstance, text: str) -> None:
        """From the loop's thread: ``signal`` goes out with ``text`` on the window's thread
        (``close`` drops what has not gone out yet)."""
        self._inbox.put(lambda: signal.emit(text))

    def start(self, *, bind: str | None = None, announce: bool = True) -> None:
        self._loop = BackgroundLoop("fivehundred-host")
        inbox = self._inbox          # everything below runs on the loop's thread

        def unannounced(exc: BaseException) -> None:
            self._tell(self.notice, self.tr("The table could not be announced on the network "
                                            "({0}): players can join by address.").format(exc))

        announcement = Announcement(self.host, enabled=announce, on_fail=unannounced)

        def seats() -> None:
            announcement.update()
            seats_now = self.host.seats.public()
            watching = self._spectators()
            inbox.put(lambda: self.seats_changed.emit(seats_now))
            inbox.put(lambda: self.spectators_changed.emit(watching))

        server = self._server = TableServer(
            self.host, on_change=self._write_record, on_seats=seats,
            on_bug=lambda exc: self._tell(self.failed, self.tr("The table stopped: {0}").format(exc)))

        def on_listening(address: str, port: int) -> None:
            announcement.start(port, bind)
            inbox.put(lambda: self.listening.emit(address, port))

        async def serving() -> None:
            try:
                await server.serve(bind, self.setup.port, on_listening)
            except OSError as exc:
                self._tell(self.failed, self.tr("The table cannot listen on port {0}: {1}.").format(
                    self.setup.port, describe_os_error(exc)))
            finally:
                await announcement.close()

        self._loop.submit(serving())

    def _spectators(self) -> list[Spectator]:
        """On the loop's thread: who watches, with the host's clock (the server's, monotonic)
        turned into this computer's time."""
        now, wall = time.monotonic(), time.time()
        return [Spectator(w.name, datetime.fromtimestamp(wall - (now - w.since)))
                for w in self.host.spectators()]

    def give_to_bot(self, seat: int, level: str) -> None:
        """Give a remote player's seat to a computer player for good."""
        self._change(lambda now: self.host.give_to_bot(seat, level, now))

    def open_seat(self, seat: int) -> None:
        """Open a remote player's seat for someone else (a computer player keeps it meanwhile)."""
        self._change(lambda now: self.host.open_seat(seat, now))

    def _change(self, change: Callable[[float], Outbox]) -> None:
        """A change the host's user makes, on the loop's thread."""
        if self._loop is not None and self._server is not None:
            server = self._server
            self._loop.call(lambda: server.perform(change))

    def _write_record(self) -> None:
        if self.record_path is None or self._record_failed:
            return
        try:
            atomic_write_text(self.record_path, dumps(self.host.record(), compact=True))
        except OSError as exc:
            self._record_failed = True
            message = self.tr(
                "The table's record cannot be written to {0}: {1}.").format(
                    self.record_path, describe_os_error(exc))
            self._tell(self.notice, message)

    def close(self) -> None:
        """End the table: everyone is told the host closed it."""
        loop, server = self._loop, self._server
        self._loop = None
        if loop is None:
            return

        async def closing() -> None:
            if server is not None:
                server.stop(CLOSING)
            await asyncio.sleep(0.2)           # let the goodbyes go out before the loop stops

        loop.close(closing())
        self._inbox.stop()


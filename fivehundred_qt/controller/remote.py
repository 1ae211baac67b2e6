"""A seat at a LAN host for the window: the connection on Qt's own event loop.

Why QtNetwork's ``QTcpSocket`` and not asyncio (with qasync) on the joining side: the window
already runs Qt's event loop, PySide6-Essentials brings QtNetwork, and a socket that signals
``readyRead`` needs no second loop to bridge.  The host side stays asyncio (no Qt at all).
Every line goes through ``ClientSession``, which alone decides what the host's messages mean.
"""

from __future__ import annotations

import threading
from typing import Any, Final

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from ..core import Action
from ..net.client import ClientError, ClientSession
from ..net.framing import FrameError, LineDecoder, encode

PING_MS: Final = 5000          # the protocol asks clients for a ping every 5 s


class RemoteTable(QObject):
    """One connection: ``changed`` carries each message the session took and the kinds of change
    it made (``"view"``, ``"turn"``, ``"chat"``, …; read them off ``session``); ``closed`` says
    why it ended."""

    changed = Signal(dict, list)
    closed = Signal(str)
    _proved = Signal(dict)
    """The ``auth`` answer, derived on a worker thread, back on the window's thread."""

    def __init__(self, session: ClientSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._decoder = LineDecoder()
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self._on_connected)
        self._socket.readyRead.connect(self._on_ready_read)
        self._socket.disconnected.connect(self._on_disconnected)
        self._socket.errorOccurred.connect(self._on_error)
        self._ping = QTimer(self)
        self._ping.setInterval(PING_MS)
        self._ping.timeout.connect(lambda: self.send({"type": "ping", "t": 0}))
        self._proved.connect(self._on_proved)
        self._ended = False

    def connect_to(self, address: str, port: int) -> None:
        self._socket.connectToHost(address, port)

    def send(self, message: dict[str, Any]) -> None:
        if self._socket.state() is QAbstractSocket.SocketState.ConnectedState:
            self._socket.write(encode(message))

    def act(self, action: Action) -> None:
        """Send a decision for the turn addressed to this seat."""
        self.send(self.session.act(action))

    def leave(self) -> None:
        """Say goodbye (a player's seat is held for them) and close."""
        self.send({"type": "bye"})
        self._socket.flush()
        self._end(self.tr("you left the table"))

    def fail(self, why: str) -> None:
        """End the connection because of what the host sent (``closed`` says why)."""
        self._end(why)

    # ------------------------------------------------------------------ the socket
    def _on_connected(self) -> None:
        self._ping.start()
        self.send(self.session.start())

    def _on_ready_read(self) -> None:
        data = bytes(self._socket.readAll().data())
        try:
            for message in self._decoder.feed(data):
                replies, changes = self.session.receive(message)
                for reply in replies:
                    self.send(reply)
                if "challenge" in changes:
                    threading.Thread(target=self._prove, name="password key", daemon=True).start()
                self.changed.emit(message, changes)
                if "closed" in changes or "password" in changes:
                    self._end(self.session.closed_because or "")
                    return
        except (FrameError, ClientError) as exc:
            self._end(self.tr("the host sent something this app cannot read ({0})").format(exc))

    def _prove(self) -> None:
        """On a worker thread: the password's key takes up to 2,000,000 PBKDF2 iterations."""
        auth = self.session.auth()
        if auth is not None:
            try:
                self._proved.emit(auth)
            except RuntimeError:           # the window closed the connection meanwhile
                pass

    def _on_proved(self, auth: dict[str, Any]) -> None:
        if not self._ended:
            self.send(auth)

    def _on_disconnected(self) -> None:
        self._end(self.session.closed_because or self.tr("the host closed the connection"))

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        if error is not QAbstractSocket.SocketError.RemoteHostClosedError:
            self._end(self._socket.errorString())

    def _end(self, why: str) -> None:
        if self._ended:
            return
        self._ended = True
        self._ping.stop()
        self._socket.abort()
        self.closed.emit(why)

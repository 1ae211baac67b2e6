"""A seat at a real headless host over QtNetwork, on Qt's event loop: it joins, plays every turn
asked of it, and ends with the host's summary; a refusal and a host that goes away are said."""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import socket
import threading

from fivehundred_qt.core import Discard
from fivehundred_qt.net.client import ClientSession
from fivehundred_qt.net.framing import encode

from ..net.lan_client import start_host


def test_a_remote_seat_plays_a_game_to_the_end(qtbot) -> None:
    from fivehundred_qt.controller.remote import RemoteTable

    proc, port = start_host("--seats", "open,random,random,random", "--seed", "3", "--hands", "2")
    try:
        table = RemoteTable(ClientSession("Ann"))
        rng = random.Random(1)
        ended: list[str] = []
        table.closed.connect(ended.append)

        def on_change(_message: dict, changes: list[str]) -> None:
            turn = table.session.turn
            if "turn" in changes and turn is not None and turn.legal is not None:
                if turn.decision == "discard":
                    hand = list(table.session.view.hand) if table.session.view else []
                    table.act(Discard.of(rng.sample(hand, turn.discard_count)))
                else:
                    table.act(rng.choice(turn.legal))

        table.changed.connect(on_change)
        table.connect_to("127.0.0.1", port)
        qtbot.waitUntil(lambda: bool(ended), timeout=60000)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert ended == ["the game is over"], err
    summary = json.loads(out.strip().splitlines()[-1])
    assert table.session.summary == summary
    assert table.session.seat == 0 and len(table.session.results) == len(summary["hands"]) >= 1


def test_a_refusal_and_a_missing_host_are_said(qtbot) -> None:
    from fivehundred_qt.controller.remote import RemoteTable

    proc, port = start_host("--seats", "random,random,random,random", "--hands", "50")
    try:
        table = RemoteTable(ClientSession("Ann"))
        ended: list[str] = []
        table.closed.connect(ended.append)
        table.connect_to("127.0.0.1", port)
        qtbot.waitUntil(lambda: bool(ended), timeout=30000)
    finally:
        proc.kill()
        proc.communicate(timeout=30)
    assert ended[0] in ("the table is full", "the game is over")
    nowhere = RemoteTable(ClientSession("Ann"))
    gone: list[str] = []
    nowhere.closed.connect(gone.append)
    nowhere.connect_to("127.0.0.1", port)              # the host has stopped: refused
    qtbot.waitUntil(lambda: bool(gone), timeout=30000)
    assert gone[0]


class ChallengingHost(threading.Thread):
    """A pretend host on 127.0.0.1: it reads ``hello``, sends ``challenge``, keeps what comes back
    and then refuses (as for a wrong password)."""

    def __init__(self, challenge: dict) -> None:
        super().__init__(daemon=True)
        self.server = socket.create_server(("127.0.0.1", 0))
        self.server.settimeout(30)
        self.port = self.server.getsockname()[1]
        self.challenge = challenge
        self.received: list[dict] = []

    def run(self) -> None:
        conn, _ = self.server.accept()
        with conn, self.server:
            conn.settimeout(30)
            lines = conn.makefile("rb")
            self.received.append(json.loads(lines.readline()))
            conn.sendall(encode(self.challenge))
            line = lines.readline()
            if line:
                self.received.append(json.loads(line))
                conn.sendall(encode({"type": "refused", "reason": "wrong password"}))


def _join(qtbot, host: ChallengingHost) -> list[str]:
    from fivehundred_qt.controller.remote import RemoteTable

    host.start()
    table = RemoteTable(ClientSession("Ann", password="Kaffee"))
    ended: list[str] = []
    table.closed.connect(ended.append)
    table.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: bool(ended), timeout=30000)
    host.join(30)
    return ended


def test_the_password_key_is_derived_off_the_windows_thread(qtbot, monkeypatch) -> None:
    from fivehundred_qt.net import password

    threads: list[threading.Thread] = []
    derive = password.table_key

    def watched(*args):
        threads.append(threading.current_thread())
        return derive(*args)

    monkeypatch.setattr(password, "table_key", watched)
    salt, nonce = bytes(range(16)), bytes(range(16, 32))
    host = ChallengingHost({"type": "challenge", "salt": salt.hex(), "nonce": nonce.hex(),
                            "iterations": 100_000})
    ended = _join(qtbot, host)
    assert ended == ["wrong password"]
    key = hashlib.pbkdf2_hmac("sha256", b"Kaffee", salt, 100_000, 32)
    assert host.received[1] == {"type": "auth",
                                "proof": hmac.new(key, nonce, hashlib.sha256).hexdigest()}
    assert threads and threading.main_thread() not in threads


def test_a_rogue_challenge_ends_the_connection_with_a_reason(qtbot) -> None:
    host = ChallengingHost({"type": "challenge", "salt": "", "nonce": "00" * 16, "iterations": 1})
    ended = _join(qtbot, host)
    assert ended == ["the host's password challenge is refused: its salt is not 16 bytes"]
    assert [m["type"] for m in host.received] == ["hello"]      # no proof was sent

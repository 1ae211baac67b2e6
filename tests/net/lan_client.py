"""A headless host in a subprocess, and a scripted client over a real TCP socket: it joins,
answers its turns with random legal actions, keeps every byte it received, and stops at ``bye``
or when the host closes."""

from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from fivehundred_qt.net import PROTOCOL
from fivehundred_qt.net.framing import LineDecoder, encode

ROOT = Path(__file__).resolve().parents[2]


def start_host(*args: str) -> tuple[subprocess.Popen[str], int]:
    """``fivehundred-qt host`` on 127.0.0.1 at a port the system chose: the process and port."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "fivehundred_qt", "host", "--port", "0",
                             "--bind", "127.0.0.1", "--no-discovery", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line, proc.stderr.read() if proc.stderr else ""
    listening = json.loads(line)["listening"]
    assert listening["address"] == "127.0.0.1"
    return proc, int(listening["port"])


class LanClient(threading.Thread):
    def __init__(self, port: int, name: str, role: str = "player", seed: int = 0,
                 budget: float = 60.0, **hello: Any) -> None:
        super().__init__(daemon=True)
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=budget)
        self.hello = {"type": "hello", "protocol": PROTOCOL, "name": name, "role": role, **hello}
        self.rng = random.Random(seed)
        self.raw = bytearray()
        self.received: list[dict[str, Any]] = []
        self.error: str | None = None
        self.deadline = time.monotonic() + budget
        self.stop_after: int | None = None         # close after this many decisions (a drop)
        self.hold: threading.Event | None = None   # wait for it before each decision
        self.leave_after_welcome = False
        self.decisions = 0

    def last(self, kind: str) -> dict[str, Any] | None:
        return next((m for m in reversed(self.received) if m["type"] == kind), None)

    def run(self) -> None:
        decoder = LineDecoder()
        try:
            self.sock.sendall(encode(self.hello))
            self.sock.settimeout(1.0)
            pinged = time.monotonic()
            while time.monotonic() < self.deadline:
                if time.monotonic() - pinged > 5:          # as the protocol asks of clients
                    self.sock.sendall(encode({"type": "ping", "t": 0}))
                    pinged = time.monotonic()
                try:
                    data = self.sock.recv(65536)
                except TimeoutError:
                    continue
                if not data:
                    return
                self.raw += data
                for message in decoder.feed(data):
                    self.received.append(message)
                    if message["type"] == "bye":
                        return
                    if message["type"] == "view" and self.leave_after_welcome:
                        return                               # gone, as a crash would go
                    if message["type"] == "turn" and "legal" in message:
                        if self.stop_after is not None and self.decisions >= self.stop_after:
                            return
                        if self.hold is not None and not self.hold.wait(self.deadline
                                                                        - time.monotonic()):
                            self.error = "held past the budget"
                            return
                        self.sock.sendall(encode({"type": "action", "action": self.choose(message)}))
                        self.decisions += 1
            self.error = "out of time"
        except (OSError, ValueError) as exc:
            self.error = repr(exc)
        finally:
            self.sock.close()

    def choose(self, turn: dict[str, Any]) -> dict[str, Any]:
        if turn["decision"] == "discard":
            view = self.last("view")
            assert view is not None
            count = turn["legal"][0]["discard"]
            return {"seat": turn["seat"], "discard": self.rng.sample(view["view"]["hand"], count)}
        action: dict[str, Any] = json.loads(json.dumps(self.rng.choice(turn["legal"])))
        return action

"""A small client for checking a host of ``fivehundred-lan/1`` from the outside.

Written from the protocol's own text, not from this project's host: it starts the headless host as
a subprocess, connects plain TCP sockets to it, speaks JSON Lines, and feeds everything each
connection receives to a ``Recipient`` check (``conformance_checks``). Every read is bounded in
time; nothing here waits without a deadline.
"""

from __future__ import annotations

import json
import os
import random
import selectors
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from .conformance_checks import Recipient, RulesInFocus

PROTOCOL = "fivehundred-lan/1"
READ_TIMEOUT = 10.0
# The protocol's limit is a bucket of 60 messages refilled at 30 a second; an honest client keeps
# under it with a margin, or a fast host on an idle machine closes it for flooding mid-game.
PACE_BURST = 50.0
PACE_PER_SECOND = 25.0
REPO = Path(__file__).resolve().parents[2]

Message = dict[str, Any]


class HostProcess:
    """``python -m fivehundred_qt host`` on an OS-chosen port of 127.0.0.1, with its record."""

    def __init__(self, folder: Path, rules: str | dict[str, Any], seats: Iterable[str], *, seed: int = 0,
                 hands: int | None = None, extra: Iterable[str] = ()) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.record_path = folder / "record.json"
        rules_arg = rules if isinstance(rules, str) else json.dumps(rules)
        args = [sys.executable, "-m", "fivehundred_qt", "host", "--rules", rules_arg,
                "--seats", ",".join(seats), "--port", "0", "--bind", "127.0.0.1", "--no-discovery",
                "--seed", str(seed), "--away-level", "random", "--record", str(self.record_path), *extra]
        if hands is not None:
            args += ["--hands", str(hands)]
        env = dict(os.environ, FIVEHUNDRED_QT_HOME=str(folder / "home"), QT_QPA_PLATFORM="offscreen")
        self.stderr_path = folder / "host-stderr.txt"
        self._stderr = self.stderr_path.open("wb")
        self.proc = subprocess.Popen(args, cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.PIPE, stderr=self._stderr)
        self.port = self._listening()

    def _listening(self) -> int:
        assert self.proc.stdout is not None
        line = _read_line_within(self.proc.stdout, 30.0)
        if not line:
            self.stop()
            raise AssertionError(f"the host printed no listening line; stderr: {self.stderr()[-2000:]}")
        listening = json.loads(line)["listening"]
        return int(listening["port"])

    def stderr(self) -> str:
        self._stderr.flush()
        return self.stderr_path.read_text(errors="replace")

    def wait_exit(self, timeout: float) -> tuple[int, str]:
        """The host's exit code and what it printed after the listening line."""
        out, _ = self.proc.communicate(timeout=timeout)
        return self.proc.returncode, out.decode(errors="replace")

    def record(self) -> dict[str, Any]:
        record: dict[str, Any] = json.loads(self.record_path.read_text())
        return record

    def replay_summary(self) -> dict[str, Any]:
        done = subprocess.run([sys.executable, "-m", "fivehundred_qt", "replay", str(self.record_path)],
                              cwd=REPO, capture_output=True, timeout=60,
                              env=dict(os.environ, FIVEHUNDRED_QT_HOME=str(self.folder / "home")))
        summary: dict[str, Any] = json.loads(done.stdout)
        return summary

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        try:
            self.proc.communicate(timeout=10)
        except (subprocess.TimeoutExpired, ValueError):
            pass
        self._stderr.close()


def _read_line_within(stream: Any, seconds: float) -> bytes:
    selector = selectors.DefaultSelector()
    selector.register(stream, selectors.EVENT_READ)
    try:
        if not selector.select(seconds):
            return b""
        return bytes(stream.readline())
    finally:
        selector.close()


class Client:
    """One connection: raw bytes out, parsed messages in, every message checked as it arrives."""

    def __init__(self, table: Table, label: str, rules: RulesInFocus) -> None:
        self.table = table
        self.label = label
        self.sock = socket.create_connection(("127.0.0.1", table.port), timeout=5)
        self.sock.settimeout(5)
        self.buffer = bytearray()
        self.messages: list[Message] = []
        self.cursor = 0
        self.closed = False
        self.closed_at: float | None = None
        self.check = Recipient(label, rules)
        self.sent_actions = 0
        self._allowance = PACE_BURST
        self._allowance_at = time.monotonic()

    # -- sending
    def send(self, message: Message) -> None:
        """Send one message within the protocol's rate, reading the table while it waits."""
        while True:
            now = time.monotonic()
            self._allowance = min(PACE_BURST, self._allowance + (now - self._allowance_at) * PACE_PER_SECOND)
            self._allowance_at = now
            if self._allowance >= 1.0:
                break
            self.table.settle((1.0 - self._allowance) / PACE_PER_SECOND)
        self._allowance -= 1.0
        self.send_raw(json.dumps(message).encode() + b"\n")

    def send_raw(self, data: bytes) -> None:
        try:
            self.sock.sendall(data)
        except OSError:
            pass  # the host closed first: what it said before closing is still to be read

    def hello(self, name: str, role: str = "player", **extra: Any) -> None:
        self.send({"type": "hello", "protocol": PROTOCOL, "name": name, "role": role, **extra})

    def act(self, action: Message, ident: Any = None) -> None:
        message: Message = {"type": "action", "action": action}
        if ident is not None:
            message["id"] = ident
        self.sent_actions += 1
        self.send(message)

    def drop(self) -> None:
        """Close the socket at once, as a crash or a lost network would."""
        self.table.forget(self)
        self.sock.close()
        self._close()

    # -- receiving
    def feed(self) -> None:
        try:
            data = self.sock.recv(1 << 16)
        except (BlockingIOError, InterruptedError, TimeoutError):
            return
        except OSError:
            data = b""
        if not data:
            self._close()
            return
        self.buffer += data
        while (end := self.buffer.find(b"\n")) >= 0:
            line = bytes(self.buffer[:end])
            del self.buffer[:end + 1]
            try:
                message = json.loads(line.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                message = {"type": "<not JSON>", "raw": line[:200].decode(errors="replace")}
            if not isinstance(message, dict):
                message = {"type": "<not an object>", "raw": line[:200].decode(errors="replace")}
            self.messages.append(message)
            self.check.observe(message)

    def recheck(self, seed: Callable[[Recipient], None]) -> None:
        """Check this connection's messages again from the start, with ``seed`` applied to the
        check right after ``welcome`` (for what the recipient knew before this connection)."""
        self.check = Recipient(self.label, self.check.rules)
        for index, message in enumerate(self.messages):
            self.check.observe(message)
            if index == 0:
                seed(self.check)
        if self.closed:
            self.check.closed()

    def _close(self) -> None:
        if not self.closed:
            self.closed = True
            self.closed_at = time.monotonic()
            self.check.closed()
            self.table.forget(self)

    def next(self, timeout: float = READ_TIMEOUT) -> Message | None:
        """The next message not read yet; None once the host closed the connection."""
        self.table.wait_for(lambda: self.cursor < len(self.messages) or self.closed, timeout,
                            f"a message to {self.label}")
        if self.cursor < len(self.messages):
            self.cursor += 1
            return self.messages[self.cursor - 1]
        return None

    def unread(self) -> list[Message]:
        return self.messages[self.cursor:]

    def skip_all(self) -> None:
        self.cursor = len(self.messages)

    def wait_answered(self, timeout: float = READ_TIMEOUT) -> None:
        """Until the host answered this connection's hello (or closed it)."""
        self.table.wait_for(lambda: self.check.stage != "start" or self.closed, timeout,
                            f"the answer to {self.label}'s hello")

    def wait_closed(self, timeout: float) -> None:
        self.table.wait_for(lambda: self.closed, timeout, f"{self.label} to be closed")

    def turn_now(self) -> Message | None:
        """The turn this connection must answer now, if its last turn is still open."""
        return self.check.open_turn


class Table:
    """The connections to one host, read together so no socket backs up while a test waits."""

    def __init__(self, host: HostProcess, rules: RulesInFocus) -> None:
        self.host = host
        self.port = host.port
        self.rules = rules
        self.selector = selectors.DefaultSelector()
        self.clients: list[Client] = []

    def connect(self, label: str) -> Client:
        client = Client(self, label, self.rules)
        self.selector.register(client.sock, selectors.EVENT_READ, client)
        self.clients.append(client)
        return client

    def join(self, label: str, name: str, role: str = "player", **extra: Any) -> Client:
        client = self.connect(label)
        client.hello(name, role, **extra)
        return client

    def forget(self, client: Client) -> None:
        try:
            self.selector.unregister(client.sock)
        except (KeyError, ValueError, OSError):
            pass

    def poll(self, timeout: float) -> None:
        if not self.selector.get_map():
            time.sleep(min(timeout, 0.05))
            return
        for key, _ in self.selector.select(timeout):
            key.data.feed()

    def settle(self, seconds: float) -> None:
        """Read whatever arrives during this many seconds."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            self.poll(min(left, 0.05))

    def wait_for(self, done: Callable[[], bool], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while not done():
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
            self.poll(min(left, 0.1))

    def close(self) -> None:
        for client in list(self.clients):
            try:
                client.sock.close()
            except OSError:
                pass
        self.selector.close()


Chooser = Callable[[Client, Message], Message]


def random_choice(rng: random.Random) -> Chooser:
    """Any legal action; a discard picks cards from the hand, keeping jokers when it can."""
    def choose(client: Client, turn: Message) -> Message:
        if turn["decision"] == "discard":
            return discard_from(client, turn, rng)
        return dict(rng.choice(turn["legal"]))
    return choose


def discard_from(client: Client, turn: Message, rng: random.Random) -> Message:
    (shape,) = turn["legal"]
    hand = sorted(client.check.holding(turn["seat"]))
    plain = [c for c in hand if c not in ("RJ", "BJ")]
    rng.shuffle(plain)
    chosen = (plain + [c for c in hand if c in ("RJ", "BJ")])[:shape["discard"]]
    return {"seat": turn["seat"], "discard": chosen}


def play_until(table: Table, deciders: Iterable[Client], choose: Chooser, done: Callable[[], bool],
               timeout: float) -> None:
    """Answer every turn addressed to the deciders until ``done()``; each action from ``legal``."""
    deciders = list(deciders)
    deadline = time.monotonic() + timeout
    answered: dict[int, int] = {}
    while not done():
        if time.monotonic() > deadline:
            tails = {c.label: excerpt(c.messages[-3:]) for c in deciders}
            raise AssertionError(f"the game did not get on within {timeout:.0f} s; last messages {tails}")
        table.poll(0.05)
        if done():
            return
        thrown = [c for c in deciders if c.closed and c.messages and c.messages[-1].get("type") == "error"]
        if thrown:
            tails = {c.label: excerpt(c.messages[-2:]) for c in thrown}
            raise AssertionError(f"the host closed a player's connection for an error: {tails}")
        for client in deciders:
            turn = client.check.open_turn
            if turn is None or client.closed or answered.get(id(client)) == client.check.turns_seen:
                continue
            answered[id(client)] = client.check.turns_seen
            client.act(choose(client, turn), ident=client.sent_actions + 1)


def catch_up(table: Table, client: Client) -> None:
    """Check a connection that joins (or returns) mid-hand knowing what it may know already: the
    cards played so far and, for a player back by its token, its seat's dealt cards (with the
    kitty if it took it), from the host's record, as the person saw them before."""
    table.wait_for(lambda: len(client.messages) >= 3 or client.closed, 10, f"{client.label}'s welcome")
    hands = table.host.record()["hands"]
    if not hands:
        return
    hand = hands[-1]
    actions = hand["actions"]
    seat = client.messages[0].get("seat")
    cards = {a["play"] for a in actions if "play" in a}
    held: set[str] = set()
    if seat is not None:
        held = set(hand["deal"]["hands"][seat])
        if any(a.get("seat") == seat and "discard" in a for a in actions):
            held |= set(hand["deal"]["kitty"])
        cards |= held
        held -= {a["play"] for a in actions if "play" in a}
        held -= {c for a in actions if a.get("seat") == seat and "discard" in a for c in a["discard"]}
    client.recheck(lambda check: check.resume(len(hands) - 1, cards, held))


def everyone_done(clients: Iterable[Client]) -> Callable[[], bool]:
    """True once every client got ``game_over`` and was closed."""
    clients = list(clients)
    return lambda: all(c.check.game_over is not None and c.closed for c in clients)


def excerpt(value: Any, limit: int = 400) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "…"

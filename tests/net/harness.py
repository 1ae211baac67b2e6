"""A table host on a pretend network: every message really goes through the framing (bytes), and
scripted clients answer their turns.  No sockets, no threads, a clock the test moves."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from fivehundred_qt.net import PROTOCOL
from fivehundred_qt.net.framing import LineDecoder, encode
from fivehundred_qt.net.host import Outbox, TableHost


@dataclass
class Client:
    """One connection as the host sees it, and everything it received (as bytes and messages)."""

    number: int
    received: list[dict[str, Any]] = field(default_factory=list)
    moments: list[tuple[int, int]] = field(default_factory=list)
    """For each message: the hands the host's record held then, and the last hand's actions."""
    raw: bytearray = field(default_factory=bytearray)
    closed: bool = False
    seat: int | None = None
    token: str | None = None
    decoder: LineDecoder = field(default_factory=LineDecoder)

    def last(self, kind: str) -> dict[str, Any] | None:
        return next((m for m in reversed(self.received) if m["type"] == kind), None)

    def kinds(self) -> list[str]:
        return [m["type"] for m in self.received]


class Network:
    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.clients: dict[int, Client] = {}
        self.now = 0.0
        self._next = 1
        self.rng = random.Random(1)
        self.deliver(Outbox())

    def deliver(self, out: Outbox) -> None:
        hands = self.host.record()["hands"]
        moment = (len(hands), len(hands[-1]["actions"]) if hands else 0)
        for number, message in out.sends:
            client = self.clients.get(number)
            if client is None or client.closed:
                continue
            data = encode(message)
            client.raw += data
            for decoded in client.decoder.feed(data):
                client.received.append(decoded)
                client.moments.append(moment)
                if decoded["type"] == "welcome":
                    client.seat, client.token = decoded["seat"], decoded["token"]
        for number in out.closes:
            client = self.clients.get(number)
            if client is not None and not client.closed:
                client.closed = True
                self.deliver(self.host.disconnect(number, self.now))

    def connect(self, address: str = "10.0.0.2") -> Client:
        client = Client(self._next)
        self._next += 1
        self.clients[client.number] = client
        self.deliver(self.host.connect(client.number, address, self.now))
        return client

    def send(self, client: Client, message: dict[str, Any] | bytes) -> None:
        data = message if isinstance(message, bytes) else encode(message)
        self.deliver(self.host.receive(client.number, data, self.now))

    def hello(self, name: str, role: str = "player", **extra: Any) -> Client:
        client = self.connect(extra.pop("address", "10.0.0.2"))
        self.send(client, {"type": "hello", "protocol": PROTOCOL, "name": name, "role": role,
                           **extra})
        return client

    def drop(self, client: Client) -> None:
        client.closed = True
        self.deliver(self.host.disconnect(client.number, self.now))

    def run_bots(self) -> None:
        while (turn := self.host.bot_to_decide()) is not None:
            self.deliver(self.host.decide(turn, turn.player.choose(turn.view)))

    def pending_turn(self, client: Client) -> dict[str, Any] | None:
        """The turn addressed to ``client`` that it has not answered yet."""
        for message in reversed(client.received):
            if message["type"] == "turn" and "legal" in message:
                return message
            if message["type"] in ("action", "deal", "game_over"):
                return None
        return None

    def answer(self, client: Client) -> bool:
        """``client`` makes a random legal decision if it is its turn; whether it did."""
        turn = self.pending_turn(client)
        if turn is None or client.closed:
            return False
        legal = turn["legal"]
        if turn["decision"] == "discard":
            view = client.last("view")
            assert view is not None
            hand = view["view"]["hand"]
            action = {"seat": turn["seat"], "discard": self.rng.sample(hand, legal[0]["discard"])}
        else:
            action = self.rng.choice(legal)
        self.send(client, {"type": "action", "action": json.loads(json.dumps(action))})
        return True

    def play(self, clients: list[Client], limit: int = 20000) -> None:
        """Bots and clients decide until the host finishes (or nobody can act)."""
        for _ in range(limit):
            self.run_bots()
            if self.host.finished:
                return
            if not any(self.answer(c) for c in clients):
                return
        raise AssertionError("the game did not end")

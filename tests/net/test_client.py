"""The joining side: a ClientSession fed only the host's messages knows what its seat knows: its
view equals the host's view of that seat, and the hands scored (with dealer and partners) equal
the game's; a malformed message from the host is a ClientError, never a crash."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fivehundred_qt.core import RuleSet
from fivehundred_qt.core.view import SPECTATOR
from fivehundred_qt.net.client import ClientError, ClientSession
from fivehundred_qt.net.host import TableConfig, TableHost

from .harness import Client, Network


class Joined:
    """A session on the pretend network: it reads what its connection received."""

    def __init__(self, net: Network, session: ClientSession, address: str = "10.0.0.2") -> None:
        self.net, self.session = net, session
        self.client: Client = net.connect(address)
        self.read = 0
        self.changes: list[str] = []
        net.send(self.client, session.start())
        self.pump()

    def pump(self) -> None:
        while self.read < len(self.client.received):
            message = self.client.received[self.read]
            self.read += 1
            replies, changes = self.session.receive(message)
            self.changes += changes
            if "challenge" in changes:
                replies.append(self.session.auth())
            for reply in replies:
                self.net.send(self.client, reply)

    def decide(self, rng: random.Random) -> bool:
        self.pump()
        turn = self.session.turn
        if turn is None or turn.legal is None:
            return False
        if turn.decision == "discard":
            assert self.session.view is not None
            from fivehundred_qt.core import Discard
            action: Any = Discard.of(rng.sample(list(self.session.view.hand), turn.discard_count))
        else:
            action = rng.choice(turn.legal)
        self.net.send(self.client, self.session.act(action))
        self.pump()
        return True


def play(net: Network, joined: list[Joined], rng: random.Random) -> None:
    for _ in range(20000):
        net.run_bots()
        for j in joined:
            j.pump()
        if net.host.finished:
            return
        if not any(j.decide(rng) for j in joined):
            return


@pytest.mark.parametrize("options", [
    {"game": "500", "preset": "australian"},
    {"game": "500", "players": 5},
    {"game": "spades", "preset": "spades"},
], ids=["australian", "five-players", "spades"])
def test_a_session_knows_exactly_what_its_seat_knows(options: dict) -> None:
    rules = RuleSet.build(options)
    seats = ("open", *(["random"] * (rules.players - 2)), "open")
    net = Network(TableHost(TableConfig("t", rules, seats, seed=5, hands=4), 0.0))
    ann = Joined(net, ClientSession("Ann"))
    watcher = Joined(net, ClientSession("Kim", "spectator"))
    ben = Joined(net, ClientSession("Ben"))
    rng = random.Random(2)
    host = net.host
    checked = 0
    for _ in range(4000):
        net.run_bots()
        for j in (ann, ben, watcher):
            j.pump()
            seat = j.session.seat
            if j.session.view is not None and not host.finished \
                    and host.state.phase.value != "joker":
                expected = host.state.spectator_view() if seat is None else host.state.view(seat)
                assert j.session.view == expected
                checked += 1
        if host.finished or not any(j.decide(rng) for j in (ann, ben)):
            break
    assert host.finished and checked > 50
    for j in (ann, ben, watcher):
        assert j.session.results == list(host.state.results)
        assert j.session.summary == host.summary()
        assert j.session.closed_because == "the game is over"
    assert watcher.session.seat is None and ann.session.seat == 0
    assert watcher.session.view is not None and watcher.session.view.seat == SPECTATOR


def test_chat_reaches_the_other_sessions() -> None:
    rules = RuleSet.build({"game": "500"})
    net = Network(TableHost(TableConfig("t", rules, ("open", "random", "open", "random")), 0.0))
    ann, ben = Joined(net, ClientSession("Ann")), Joined(net, ClientSession("Ben"))
    net.send(ann.client, {"type": "chat", "preset": "good_luck"})
    ben.pump()
    assert [(c.name, c.seat, c.preset) for c in ben.session.chat] == [("Ann", 0, "good_luck")]


@pytest.mark.parametrize("message", [
    {"type": "welcome", "protocol": "fivehundred-lan/1", "seat": 9, "token": "x",
     "table": {"rules": {"game": "500"}, "players": [], "chat": "text"}},
    {"type": "welcome", "protocol": "fivehundred-lan/1", "seat": 0, "token": "x",
     "table": {"rules": {"game": "500", "players": 4.0}, "chat": "text"}},
    {"type": "turn", "seat": 0, "decision": "dance", "deadline_ms": None},
    {"type": "turn", "seat": 0, "decision": "play", "deadline_ms": None, "legal": [{"play": 5}]},
    {"type": "hand_scored", "summary": {"contract": "7H"}},
    {"type": "seats", "players": [{"name": "", "kind": "bot", "away": False}] * 4},
    {"type": "chat", "from": "\n", "seat": 0, "text": "hi"},
    {"type": "deal", "hand_number": 0, "dealer": 10**5000, "hand": []},
])
def test_a_malformed_host_message_is_a_client_error(message: dict) -> None:
    session = ClientSession("Ann")
    welcome = {"type": "welcome", "protocol": "fivehundred-lan/1", "seat": 0, "token": "t" * 24,
               "table": {"rules": {"game": "500"}, "chat": "text",
                         "players": [{"name": f"P{i}", "kind": "remote", "away": False}
                                     for i in range(4)]}}
    if message["type"] != "welcome":
        session.receive(welcome)
    with pytest.raises(ClientError):
        session.receive(message)


def test_unknown_message_types_from_a_later_host_are_ignored() -> None:
    assert ClientSession("Ann").receive({"type": "fireworks"}) == ([], [])

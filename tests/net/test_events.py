"""A joined player's table animates the same events as a local one: ``EventReader``, fed only
the host's messages, rebuilds exactly the recipient's own copy of the core's events
(``Recipient.sees``: ``event.for_seat``, a declined joker nomination only to its contractor),
over whole games in every kind of table."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fivehundred_qt.core import RuleSet
from fivehundred_qt.core.events import Event, HandDealt, TrickWon
from fivehundred_qt.core.view import SPECTATOR
from fivehundred_qt.net.client import ClientError, ClientSession
from fivehundred_qt.net.events import EventReader
from fivehundred_qt.net.host import TableConfig, TableHost
from fivehundred_qt.net.outgoing import Recipient

from .harness import Network
from .test_client import Joined

TABLES: dict[str, dict[str, Any]] = {
    "australian": {"game": "500", "preset": "australian"},
    "american": {"game": "500", "preset": "american"},
    "blind-sans-kitty-open-before-lead": {"game": "500", "blind_misere": True, "sans_kitty": True,
                                          "open_misere_exposed": "before_lead"},
    "both-hands-play-nt": {"game": "500", "nullo_play": "both_hands", "all_pass": "play_nt"},
    "two-players": {"game": "500", "players": 2},
    "five-called": {"game": "500", "players": 5},
    "six-players": {"game": "500", "players": 6},
    "spades": {"game": "spades", "preset": "spades", "blind_nil": True},
}


class Watched(Joined):
    """A session whose every message also goes through an EventReader."""

    def __init__(self, net: Network, session: ClientSession) -> None:
        self.reader = EventReader(session)
        self.events: list[Event] = []
        self.restarts = 0
        super().__init__(net, session)

    def pump(self) -> None:
        while self.read < len(self.client.received):
            message = self.client.received[self.read]
            self.read += 1
            replies, _ = self.session.receive(message)
            shown = self.reader.feed(message)
            if shown is None:
                self.restarts += 1
            else:
                self.events += shown
            for reply in replies:
                self.net.send(self.client, reply)


def _recording(host: TableHost) -> list[Event]:
    """Every event the host's game makes from now on (the core's own list)."""
    made: list[Event] = []
    state = host.state
    deal, apply = state.deal, state.apply

    def dealing() -> list[Event]:
        events = deal()
        made.extend(events)
        return events

    def applying(action: Any) -> list[Event]:
        events = apply(action)
        made.extend(events)
        return events

    state.deal, state.apply = dealing, applying      # type: ignore[method-assign]
    return made


@pytest.mark.parametrize("options", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_reader_rebuilds_each_recipients_own_events(options: dict[str, Any], seed: int) -> None:
    rules = RuleSet.build(options)
    seats = ("open", *(["random"] * (rules.players - 2)), "open")
    host = TableHost(TableConfig("t", rules, seats, seed=seed, hands=8), 0.0)
    made = _recording(host)
    net = Network(host)
    ann = Watched(net, ClientSession("Ann"))
    kim = Watched(net, ClientSession("Kim", "spectator"))
    ben = Watched(net, ClientSession("Ben"))
    rng = random.Random(seed)
    for _ in range(20000):
        net.now += 0.1                # a player's pace: the host's flood limit stays clear
        net.run_bots()
        for j in (ann, kim, ben):
            j.pump()
        if host.finished or not any(j.decide(rng) for j in (ann, ben)):
            break
    assert host.finished
    assert any(isinstance(e, TrickWon) for e in made)
    for j, seat in ((ann, 0), (ben, rules.players - 1), (kim, SPECTATOR)):
        recipient = Recipient(seat)
        expected = [seen for e in made if (seen := recipient.sees(e)) is not None]
        assert j.restarts == 1       # each first view (ben's too: before his join's deal) is drawn
        assert j.events == expected, f"seat {seat}"
        assert sum(isinstance(e, HandDealt) for e in j.events) == len(host.state.log)
        # The last hand as it ended, every trick (its last one was never in a view), to review.
        assert j.reader.finished is not None
        assert j.reader.finished.tricks == host.state.spectator_view().tricks


def test_a_joker_nomination_reaches_the_others_once_made() -> None:
    """Australian 500 nominates the joker's suit in no trumps: over many deals some contract
    holds the joker, and every recipient's rebuilt events still equal its own copy."""
    rules = RuleSet.build({"game": "500", "joker_nomination": True})
    seen_nominations = 0
    for seed in range(4, 40):
        host = TableHost(TableConfig("t", rules, ("open", "random", "random", "open"), seed=seed,
                                     hands=3), 0.0)
        made = _recording(host)
        net = Network(host)
        ann, ben = Watched(net, ClientSession("Ann")), Watched(net, ClientSession("Ben"))
        rng = random.Random(seed)
        for _ in range(5000):
            net.now += 0.1
            net.run_bots()
            for j in (ann, ben):
                j.pump()
            if host.finished or not any(j.decide(rng) for j in (ann, ben)):
                break
        for j, seat in ((ann, 0), (ben, 3)):
            assert j.events == [s for e in made if (s := Recipient(seat).sees(e)) is not None]
        seen_nominations += sum(type(e).__name__ == "JokerNominated" for e in made)
        if seen_nominations >= 3:
            break
    assert seen_nominations >= 3


def test_a_batch_the_view_contradicts_is_a_client_error() -> None:
    rules = RuleSet.build({"game": "500"})
    host = TableHost(TableConfig("t", rules, ("open", "random", "random", "random"), seed=1), 0.0)
    net = Network(host)
    ann = Watched(net, ClientSession("Ann"))
    assert ann.session.view is not None and ann.events
    # A deal naming a dealer the table has not: refused once its batch is read.
    assert ann.reader.feed({"type": "deal", "hand_number": 1, "dealer": 9, "hand": []}) == []
    with pytest.raises(ClientError):
        ann.reader.feed({"type": "view"})
    reader = EventReader(ann.session)
    reader.feed({"type": "view"})
    reader.feed({"type": "exposed", "seat": 1, "cards": ["XX"]})
    with pytest.raises(ClientError):
        reader.feed({"type": "view"})

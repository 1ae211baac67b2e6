"""A client plays on at a host whose ``view`` it cannot read.  Between our real ``TableHost`` and
the ``ClientSession`` sits a host of another kind: it rewrites every ``view`` (a phase this
client does not know, another shape altogether, extra fields) or sends none at all, and may
leave keys out of its scored hands.  Over whole games (four-player 500, six players 3v3,
Spades, and a spectator; the seats decide as a computer player would from the seat's view)
nobody leaves the table, no action is rejected, after every batch of
messages the seat's view equals the host's real view of that seat, field by field, and the
window's events equal the seat's own copy of the core's events."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from fivehundred_qt.bots import Player, make_player
from fivehundred_qt.core import RuleSet, SeatView
from fivehundred_qt.core.events import Event, HandScored
from fivehundred_qt.core.view import SPECTATOR
from fivehundred_qt.net.client import ClientSession
from fivehundred_qt.net.events import EventReader
from fivehundred_qt.net.host import TableConfig, TableHost
from fivehundred_qt.net.outgoing import Recipient
from fivehundred_qt.net.views import view_from_json

from .harness import Network
from .test_events import _recording

TABLES: dict[str, dict[str, Any]] = {
    "australian": {"game": "500", "preset": "australian"},
    "six-3v3": {"game": "500", "players": 6, "teams": "3v3"},
    "spades": {"game": "spades", "preset": "spades"},
}

SUMMARY_KEPT = ("contract", "tricks", "delta", "scores")


def unknown_phase(view: dict[str, Any]) -> dict[str, Any] | None:
    return {**view, "phase": "waiting"}


def other_shape(view: dict[str, Any]) -> dict[str, Any] | None:
    return {"format": "boards/2", "board": {"you": view["seat"], "cards": len(view["hand"])}}


def extra_fields(view: dict[str, Any]) -> dict[str, Any] | None:
    return {**view, "clock": {"left_ms": 1000}, "table_talk": [], "version": 7}


def no_view(view: dict[str, Any]) -> dict[str, Any] | None:
    return None


class ForeignHost:
    """What a host of another kind would send instead of our host's message (None: nothing)."""

    def __init__(self, rewrite_view: Any, summary_keys: tuple[str, ...] | None = None) -> None:
        self.rewrite_view, self.summary_keys = rewrite_view, summary_keys

    def __call__(self, message: dict[str, Any]) -> dict[str, Any] | None:
        if message["type"] == "view":
            view = self.rewrite_view(message["view"])
            return None if view is None else {"type": "view", "view": view}
        if message["type"] == "hand_scored" and self.summary_keys is not None:
            kept = {k: v for k, v in message["summary"].items() if k in self.summary_keys}
            return {"type": "hand_scored", "summary": kept}
        return message


class Seated:
    """A session behind the foreign host: its reader's events, and the host's real views of it."""

    def __init__(self, net: Network, session: ClientSession, host: ForeignHost) -> None:
        self.net, self.session, self.foreign = net, session, host
        self.reader = EventReader(session)
        self.events: list[Event] = []
        self.real: SeatView | None = None
        self.compared = 0
        self.read = 0
        self.client = net.connect()
        net.send(self.client, session.start())
        self.pump()

    def pump(self) -> None:
        last = None
        while self.read < len(self.client.received):
            original = self.client.received[self.read]
            self.read += 1
            if original["type"] == "view" and self.session.rules is not None:
                self.real = view_from_json(original["view"], self.session.rules,
                                           tuple(self.net.host.state.results))
            message = self.foreign(original)
            if message is None:
                continue
            last = message["type"]
            replies, changes = self.session.receive(message)
            assert "error" not in changes and message["type"] != "rejected", message
            shown = self.reader.feed(message)
            if shown is not None:
                self.events += shown
            for reply in replies:
                self.net.send(self.client, reply)
        if last in ("view", "turn", "bye") and self.real is not None \
                and self.real.hand_number >= 0:
            self.check()

    def check(self) -> None:
        """The seat's view against the host's, field by field (the keys a host leaves out of
        its summaries are null in the scored hands)."""
        view = self.session.view
        assert view is not None and self.real is not None
        keys = self.foreign.summary_keys
        real = self.real._replace(results=tuple(as_summarised(r, keys) for r in self.real.results))
        told = self.session.told
        assert told is not None
        for name in SeatView._fields:
            assert getattr(view, name) == getattr(real, name), (name, view.seat)
        assert told.view() == real        # the seat's own account, even while views are read
        self.compared += 1

    def decide(self, player: Player) -> bool:
        """The seat's decision, by a computer player reading the seat's view (the told one)."""
        self.pump()
        turn, view = self.session.turn, self.session.view
        if turn is None or turn.legal is None:
            return False
        assert view is not None and view.legal == turn.legal
        assert view.discard_count == turn.discard_count
        self.net.send(self.client, self.session.act(player.choose(view)))
        self.pump()
        return True


def as_summarised(result: Any, keys: tuple[str, ...] | None) -> Any:
    """A scored hand as a client reads a summary with only ``keys``: the others are null."""
    if keys is None:
        return result
    nulls = {"declarer": None, "made": None, "bags": None, "bids": None, "sans_kitty": False}
    return dataclasses.replace(result, **{k: v for k, v in nulls.items() if k not in keys})


def summarised(event: Event, keys: tuple[str, ...] | None) -> Event:
    return HandScored(as_summarised(event.result, keys)) if isinstance(event, HandScored) \
        else event


def play_a_whole_game(options: dict[str, Any], foreign: ForeignHost, seed: int,
                      level: str = "easy") -> TableHost:
    rules = RuleSet.build(options)
    seats = ("open", *([level] * (rules.players - 2)), "open")
    host = TableHost(TableConfig("t", rules, seats, seed=seed), 0.0)
    made = _recording(host)
    net = Network(host)
    ann = Seated(net, ClientSession("Ann"), foreign)
    kim = Seated(net, ClientSession("Kim", "spectator"), foreign)
    ben = Seated(net, ClientSession("Ben"), foreign)
    player = make_player(level, seed)
    for _ in range(5000):
        net.now += 0.1                # a player's pace: the host's flood limit stays clear
        net.run_bots()
        for j in (ann, kim, ben):
            j.pump()
        if host.finished or not any(j.decide(player) for j in (ann, ben)):
            break
    assert host.finished and host.state.is_over, "a whole game, to its winner"
    expected_results = [as_summarised(r, foreign.summary_keys) for r in host.state.results]
    for j, seat in ((ann, 0), (ben, rules.players - 1), (kim, SPECTATOR)):
        assert j.session.closed_because == "the game is over"
        assert j.compared > 3 * len(host.state.log), "a comparison after every batch"
        assert j.session.results == expected_results
        recipient = Recipient(seat)
        assert j.events == [summarised(seen, foreign.summary_keys) for e in made
                            if (seen := recipient.sees(e)) is not None]
    return host


FOREIGN = {
    "unknown-phase": ForeignHost(unknown_phase),
    "other-shape": ForeignHost(other_shape, SUMMARY_KEPT),
    "extra-fields": ForeignHost(extra_fields, ("contract", "tricks", "delta", "scores", "made")),
    "no-view": ForeignHost(no_view),
}


@pytest.mark.parametrize("options", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("foreign", FOREIGN.values(), ids=FOREIGN.keys())
def test_a_whole_game_at_a_host_whose_views_are_foreign(options: dict[str, Any],
                                                        foreign: ForeignHost) -> None:
    play_a_whole_game(options, foreign, seed=3)


def test_a_scored_hand_without_scores_or_tricks_is_completed_from_what_was_seen() -> None:
    """A summary with only the contract and the change of score: the tricks come from the
    tricks played, the totals from the last totals and the change."""
    play_a_whole_game(TABLES["australian"], ForeignHost(no_view, ("contract", "delta")), seed=4)


def test_nominated_jokers_are_followed_from_the_suits_alone() -> None:
    """Two jokers, nominated in no trumps and misères (a declined one told to its contractor
    alone): every seat ties each nominated joker to its suit once it is played, as its view
    does, with no view to read."""
    options = {"game": "500", "joker_nomination": True, "kitty_size": 6, "misere": "anytime",
               "open_misere": "anytime"}
    named = declined = 0
    for seed in range(60):
        host = play_a_whole_game(options, ForeignHost(no_view), seed, level="random")
        for hand in host.record()["hands"]:
            suits = [a["joker_suit"] for a in hand["actions"] if "joker_suit" in a]
            named += sum(s != "none" for s in suits)
            declined += sum(s == "none" for s in suits)
        if named >= 8 and declined >= 3:
            break
    assert named >= 8 and declined >= 3

"""The host's messages as the protocol orders them, on a pretend network with scripted players:
the join that starts the game, hands laid open (to their owners too, when the auction ends for a
``both_hands`` partner), a joker nomination seen from the other seats, ``rejected`` and the chat
history a joiner gets."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from fivehundred_qt.core import RuleSet
from fivehundred_qt.net.host import TableConfig, TableHost

from .harness import Client, Network

Choice = Callable[[Client, dict[str, Any]], dict[str, Any]]


def table(rules: dict[str, Any], seats: tuple[str, ...] = ("open",) * 4, seed: int = 1,
          **options: Any) -> Network:
    config = TableConfig("Kitchen table", RuleSet.build(rules), seats, seed=seed, **options)
    return Network(TableHost(config, 0.0))


def after(client: Client, index: int) -> list[str]:
    return [m["type"] for m in client.received[index:]]


def decide(net: Network, clients: list[Client], choose: Choice,
           until: Callable[[], bool], limit: int = 400) -> None:
    """The clients answer their turns with ``choose`` until ``until()`` holds."""
    for _ in range(limit):
        if until():
            return
        net.run_bots()
        for client in clients:
            turn = net.pending_turn(client)
            if turn is not None:
                action = choose(client, turn)
                net.send(client, {"type": "action", "action": json.loads(json.dumps(action))})
                break
        else:
            break
    assert until(), "the scripted game never got there"


def only_ann_bids(call: str) -> Choice:
    """Ann (seat 0) makes ``call``, everyone else passes; the contractor discards its first
    cards and plays its first legal card."""
    def choose(client: Client, turn: dict[str, Any]) -> dict[str, Any]:
        legal = turn["legal"]
        if turn["decision"] == "bid":
            wanted = call if client.seat == 0 else "pass"
            return next(a for a in legal if a["bid"] == wanted)
        if turn["decision"] == "discard":
            view = client.last("view")
            assert view is not None
            hand = [c for c in view["view"]["hand"] if c != "RJ"]
            return {"seat": turn["seat"], "discard": hand[:legal[0]["discard"]]}
        return legal[0]
    return choose


# ----------------------------------------------------------------------- starting the game
def test_the_join_that_starts_the_game_sees_the_table_before_the_deal() -> None:
    net = table({"game": "500"}, ("open", "random", "open", "random"))
    ann = net.hello("Ann")
    ben = net.hello("Ben")
    kinds = ben.kinds()
    assert kinds[:4] == ["welcome", "seats", "view", "deal"]
    first_view = ben.received[2]["view"]
    assert first_view["phase"] == "deal" and first_view["hand"] == []
    assert kinds[4] == "view" and ben.received[4]["view"]["hand"] == ben.received[3]["hand"]
    assert after(ann, 3) == ["seats", "deal", "view", "turn"]


# ---------------------------------------------------------------------------- hands laid open
def exposed_to(client: Client) -> list[dict[str, Any]]:
    return [m for m in client.received if m["type"] == "exposed"]


def test_a_both_hands_partner_is_laid_open_when_the_auction_ends_to_everyone_and_its_owner() -> None:
    net = table({"game": "500", "nullo_play": "both_hands", "misere": "anytime"})
    kim = net.hello("Kim", "spectator")
    ann, ben, cat, dan = (net.hello(n) for n in ("Ann", "Ben", "Cat", "Dan"))
    clients = [ann, ben, cat, dan]
    decide(net, clients, only_ann_bids("misere"),
           lambda: net.host.state.phase.value == "discard")
    partner = cat                                       # seat 2, Ann's partner
    cards = net.host.state.cards[2]
    for client in (*clients, kim):
        shown = exposed_to(client)
        assert shown == [{"type": "exposed", "seat": 2, "cards": [str(c) for c in cards]}], \
            client.seat
        # Laid open with the auction's last call, before the contractor's discard.
        index = client.received.index(shown[0])
        assert [m["type"] for m in client.received[index - 1:index]] in (["action"], ["kitty"])
        assert not any(m["type"] == "action" and "discard" in m["action"]
                       for m in client.received)
    view = partner.last("view")
    assert view is not None and view["view"]["phase"] == "discard"
    decide(net, clients, only_ann_bids("misere"), lambda: net.host.state.phase.value == "play")
    for client in (*clients, kim):
        assert len(exposed_to(client)) == 1                 # once a hand, not again at the lead


def test_an_open_misere_contractor_is_told_its_own_hand_is_laid_open() -> None:
    net = table({"game": "500", "open_misere": "anytime", "open_misere_exposed": "before_lead"})
    kim = net.hello("Kim", "spectator")
    clients = [net.hello(n) for n in ("Ann", "Ben", "Cat", "Dan")]
    decide(net, clients, only_ann_bids("open_misere"),
           lambda: net.host.state.phase.value == "play")
    cards = [str(c) for c in net.host.state.cards[0]]
    for client in (*clients, kim):
        assert exposed_to(client) == [{"type": "exposed", "seat": 0, "cards": cards}], client.seat


# ------------------------------------------------------------------------ a joker nomination
def nt_with_the_joker(**options: Any) -> tuple[Network, list[Client], Client]:
    """A table where Ann (seat 0) has bid 6NT, holds the joker after the kitty and discarded:
    she decides on the nomination now."""
    for seed in range(60):
        net = table({"game": "500", "preset": "australian"}, seed=seed, **options)
        kim = net.hello("Kim", "spectator")
        clients = [net.hello(n) for n in ("Ann", "Ben", "Cat", "Dan")]
        decide(net, clients, only_ann_bids("6NT"),
               lambda net=net: net.host.state.phase.value != "auction")
        if net.host.state.phase.value != "discard" or "RJ" not in map(str, net.host.state.cards[0]):
            continue
        decide(net, clients, only_ann_bids("6NT"),
               lambda net=net: net.host.state.phase.value != "discard")
        assert net.host.state.phase.value == "joker"
        return net, clients, kim
    pytest.fail("Ann never held the joker in 60 deals")


def test_during_a_nomination_the_others_see_the_discard_and_the_contractor_to_lead() -> None:
    _net, (ann, *others), kim = nt_with_the_joker()
    turn = ann.last("turn")
    assert turn is not None and turn["decision"] == "joker_suit" and "legal" in turn
    for client in (*others, kim):
        discard = next(i for i, m in enumerate(client.received)
                       if m["type"] == "action" and "discard" in m["action"])
        assert client.received[discard]["action"] == {"seat": 0, "discard": 3}
        # At once, as after any discard: the view, then the turn as they know the table.
        assert after(client, discard) == ["action", "view", "turn"]
        view = client.received[-2]["view"]
        assert (view["phase"], view["to_move"], view["nominated"]) == ("play", 0, [])
        assert client.received[-1] == {"type": "turn", "seat": 0, "decision": "play",
                                       "deadline_ms": None}
        assert not any(m["type"] == "turn" and m["decision"] == "joker_suit"
                       for m in client.received)


@pytest.mark.parametrize("suit", ["H", "none"], ids=["named", "declined"])
def test_after_a_nomination_the_others_get_only_what_they_may_know(suit: str) -> None:
    net, (ann, *others), kim = nt_with_the_joker()
    marks = {c.number: len(c.received) for c in (ann, *others, kim)}
    net.send(ann, {"type": "action", "action": {"joker_suit": suit}})
    assert net.host.state.phase.value == "play"
    assert after(ann, marks[ann.number]) == ["action", "view", "turn"]
    assert ann.received[marks[ann.number]]["action"] == {"seat": 0, "joker_suit": suit}
    for client in (*others, kim):
        told = client.received[marks[client.number]:]
        if suit == "none":
            assert told == []           # nothing: not a view, not a turn (it would tell)
            continue
        assert [m["type"] for m in told] == ["action", "view", "turn"]
        assert told[0]["action"] == {"seat": 0, "joker_suit": "H"}
        assert told[-1]["decision"] == "play" and told[-1]["seat"] == 0 and "legal" not in told[-1]


def test_the_nomination_and_the_lead_run_on_one_clock() -> None:
    net, (ann, ben, *_others), _kim = nt_with_the_joker(play_time=30)
    assert ben.last("turn")["deadline_ms"] == 30_000
    net.now += 5
    net.send(ann, {"type": "action", "action": {"joker_suit": "S"}})
    assert ben.last("turn")["deadline_ms"] == ann.last("turn")["deadline_ms"] == 25_000


# -------------------------------------------------------------------------------- rejected
def test_a_rejected_action_echoes_an_id_only_when_it_had_one_and_the_turn_follows() -> None:
    net = table({"game": "500"}, ("open", "random", "random", "random"))
    ann = net.hello("Ann")
    net.run_bots()
    assert net.pending_turn(ann) is not None
    net.send(ann, {"type": "action", "action": {"bid": "11H"}})
    assert ann.received[-2] == {"type": "rejected", "error": ann.received[-2]["error"]}
    assert ann.received[-1]["type"] == "turn" and "legal" in ann.received[-1]
    net.send(ann, {"type": "action", "action": {"bid": "11H"}, "id": None})
    assert ann.received[-2]["id"] is None and "id" in ann.received[-2]


# --------------------------------------------------------------------------- chat history
def test_a_joiner_gets_the_last_twenty_chat_lines_after_its_first_view() -> None:
    net = table({"game": "500"}, ("open", "open", "random", "random"))
    ann = net.hello("Ann")
    for n in range(22):
        net.send(ann, {"type": "chat", "text": f"line {n}"})
        net.now += 2.5
    kim = net.hello("Kim", "spectator")
    kinds = kim.kinds()
    assert kinds == ["welcome", "seats", "view"] + ["chat"] * 20
    assert [m["text"] for m in kim.received[3:]] == [f"line {n}" for n in range(2, 22)]
    assert kim.received[3] == {"type": "chat", "from": "Ann", "seat": 0, "text": "line 2"}
    ben = net.hello("Ben")                    # his join starts the game: history, then the deal
    kinds = ben.kinds()
    assert kinds[:23] == ["welcome", "seats", "view"] + ["chat"] * 20
    assert kinds[23] == "deal"
    net.drop(ann)
    back = net.hello("Ann", token=ann.token)
    chats = [m["text"] for m in back.received if m["type"] == "chat"]
    assert chats == [f"line {n}" for n in range(2, 22)]
    assert back.kinds().index("chat") > back.kinds().index("view")


# ------------------------------------------------------------------------------- spectators
def test_the_host_lists_who_is_watching_and_since_when() -> None:
    from fivehundred_qt.net.host import Watcher

    net = table({"game": "500"}, ("open", "random", "random", "random"))
    kim = net.hello("Kim", "spectator")
    net.now = 30.0
    lou = net.hello("Lou", "spectator")
    net.hello("Ann")
    assert net.host.spectators() == (Watcher("Kim", 0.0), Watcher("Lou", 30.0))
    net.drop(kim)
    assert net.host.spectators() == (Watcher("Lou", 30.0),)
    net.send(lou, {"type": "bye"})
    assert net.host.spectators() == ()


@pytest.mark.parametrize("spectators", [-1, 11])
def test_a_table_takes_at_most_ten_spectators(spectators: int) -> None:
    with pytest.raises(ValueError, match="spectators"):
        TableConfig("t", RuleSet.build({"game": "500"}), ("open",) * 4, spectators=spectators)


def test_a_silent_player_is_timed_out_and_held_away_and_a_silent_spectator_s_place_freed() -> None:
    net = table({"game": "500"}, ("open", "open", "random", "random"), spectators=1)
    ann, ben = net.hello("Ann"), net.hello("Ben")
    kim = net.hello("Kim", "spectator")
    net.now += 19.0
    net.send(ben, {"type": "ping", "t": 1})          # pings count
    net.now += 1.5
    net.deliver(net.host.tick(net.now))
    for silent in (ann, kim):
        assert silent.last("error")["code"] == "timeout" and silent.closed
    assert not ben.closed
    assert ben.last("seats")["players"][0] == {"name": "Ann", "kind": "remote", "away": True}
    assert net.hello("Lou", "spectator").last("welcome") is not None

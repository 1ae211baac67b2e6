"""A nominated joker is its holder's secret until it is played: which suit was nominated is
public, which joker never is (with two jokers it would tell who holds which).  Checked on
the wire (every message each recipient receives, by the protocol's writing rule) and in the
core's views and events, with one- and two-joker decks and no-trump contracts steered on
purpose so that nominations really happen."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from fivehundred_qt.core import GameState, Phase, RuleSet
from fivehundred_qt.core.actions import PASS, Bid, Discard, JokerSuit
from fivehundred_qt.core.cards import parse_card
from fivehundred_qt.core.events import JokerNominated
from fivehundred_qt.core.view import joker_suits
from fivehundred_qt.net.host import TableConfig, TableHost

from .harness import Client, Network
from .knowledge import leaks

ONE_JOKER = {"game": "500", "preset": "australian"}
TWO_JOKERS = {"game": "500", "preset": "australian", "kitty_size": 6}


def _nt_first(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A decision that steers towards no-trump contracts and named nominations."""
    nt = [a for a in legal if isinstance(a.get("bid"), str) and a["bid"].endswith("NT")]
    if nt:
        return nt[0]
    named = [a for a in legal if a.get("joker_suit") is not None]
    if named:
        return rng.choice(named)
    passes = [a for a in legal if a.get("bid") == "pass"]
    return passes[0] if passes else rng.choice(legal)


def _play_steered(net: Network, clients: list[Client], rng: random.Random) -> None:
    for _ in range(20000):
        if net.host.finished:
            return
        acted = False
        for client in clients:
            turn = net.pending_turn(client)
            if turn is None:
                continue
            if turn["decision"] == "discard":
                view = client.last("view")
                assert view is not None
                action = {"seat": turn["seat"],
                          "discard": rng.sample(view["view"]["hand"], turn["legal"][0]["discard"])}
            else:
                action = _nt_first(turn["legal"], rng)
            net.send(client, {"type": "action", "action": json.loads(json.dumps(action))})
            acted = True
        if not acted:
            return
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("options", [ONE_JOKER, TWO_JOKERS], ids=["one-joker", "two-jokers"])
def test_no_recipient_but_the_holder_is_told_which_joker_was_nominated(options: dict) -> None:
    rules = RuleSet.build(options)
    config = TableConfig("t", rules, ("open",) * 4, seed=11, hands=8)
    net = Network(TableHost(config, 0.0))
    watcher = net.hello("Kim", "spectator")
    clients = [net.hello(n) for n in ("Ann", "Ben", "Cat", "Dan")]
    _play_steered(net, clients, random.Random(3))
    record = net.host.record()
    named = [a for h in record["hands"] for a in h["actions"] if a.get("joker_suit") is not None]
    assert named, "no joker was nominated: the test proves nothing"
    for client in [*clients, watcher]:
        assert not leaks(record, client.seat, client.received, client.moments)
    # The suits are public: every player hears each nomination made.
    for client in clients:
        heard = [m for m in client.received
                 if m["type"] == "action" and m["action"].get("joker_suit") is not None]
        assert len(heard) == len(named)


def _nominating_state(kitty_size: int, both: bool, call: str = "NT",
                      **options: object) -> GameState:
    """A 4-player hand whose contractor, bidding ``call`` (``NT``: the lowest no-trump bid),
    holds the joker(s) to nominate."""
    rules = RuleSet.build({**ONE_JOKER, "kitty_size": kitty_size, **options})
    for seed in range(2000):
        state = GameState(rules, seed=seed)
        state.deal()
        rng = random.Random(seed)
        while state.phase in (Phase.AUCTION, Phase.DISCARD):
            if state.phase is Phase.DISCARD:
                state.apply(Discard.of(rng.sample(list(state.cards[state.decider]),
                                                  rules.kitty_size)))
                continue
            bids = [a for a in state.legal_actions() if isinstance(a, Bid)]
            nt = [b for b in bids
                  if ((b.is_numbered and b.trump == 4) if call == "NT" else b.call == call)]
            state.apply(nt[0] if nt and not state.auction.calls else PASS)  # type: ignore[union-attr]
        if state.phase is Phase.JOKER and \
                sum(c.is_joker for c in state.cards[state.decider]) == (2 if both else 1):
            return state
    raise AssertionError("no deal gave the contractor the jokers asked for")


def test_the_core_names_a_nominated_joker_to_its_holder_only_until_it_is_played() -> None:
    state = _nominating_state(6, both=True)
    declarer = state.decider
    others = [s for s in range(4) if s != declarer]
    events = state.apply(JokerSuit(1))                     # the black joker: clubs
    (nominated,) = [e for e in events if isinstance(e, JokerNominated)]
    assert nominated.joker is not None
    assert all(nominated.for_seat(s).joker is None for s in others)   # type: ignore[attr-defined]
    # While the contractor decides on the second joker, the others see it to lead.
    assert state.phase is Phase.JOKER
    assert all(state.view(s).phase is Phase.PLAY and state.view(s).to_move == declarer
               for s in others)
    assert state.spectator_view().phase is Phase.PLAY
    state.apply(JokerSuit(3))                              # the red joker: hearts
    for s in others:
        view = state.view(s)
        assert view.nominated == {} and view.nominated_suits == (1, 3)
        # Two unseen jokers and two suits: they pair up in the order asked, black first.
        assert joker_suits(view) == {parse_card("BJ"): 1, parse_card("RJ"): 3}
    mine = state.view(declarer)
    assert mine.nominated == {parse_card("BJ"): 1, parse_card("RJ"): 3}


def test_one_suit_pending_over_two_unseen_jokers_stays_unpaired() -> None:
    state = _nominating_state(6, both=True)
    declarer = state.decider
    state.apply(JokerSuit(None))                           # the black joker: declined
    state.apply(JokerSuit(2))                              # the red joker: diamonds
    other = (declarer + 1) % 4
    view = state.view(other)
    assert view.nominated_suits == (2,) and view.nominated == {}
    assert joker_suits(view) == {}                         # either joker could be it
    assert state.view(declarer).nominated == {parse_card("BJ"): None, parse_card("RJ"): 2}


def test_an_open_misere_hand_laid_open_before_the_lead_is_open_before_any_nomination() -> None:
    state = _nominating_state(3, both=False, call="open_misere",
                              open_misere_exposed="before_lead")
    declarer = state.decider
    for seat in (s for s in range(4) if s != declarer):
        view = state.view(seat)
        assert view.phase is Phase.PLAY and declarer in view.exposed

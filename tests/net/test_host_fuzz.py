"""A hostile peer against the host (hypothesis): random bytes, oversized and deep lines, wrong
types, out-of-turn and illegal actions, floods.  The host never raises, the others' game goes on,
and the game ends exactly as it does without the hostile peer: nothing it sent changed a thing."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fivehundred_qt.core import RuleSet
from fivehundred_qt.net.host import TableConfig, TableHost

from .harness import Client, Network

RULES = RuleSet.build({"game": "500", "preset": "australian"})

json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20),
                      st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
                      st.sampled_from(["AS", "10H", "RJ", "7NT", "pass", "misere", "S", "none"]))
json_value = st.recursive(json_leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)
action_like = st.fixed_dictionaries({}, optional={
    "seat": st.one_of(st.integers(-2, 6), json_value),
    "bid": st.one_of(st.sampled_from(["pass", "6S", "7NT", "10H", "misere", "11H"]), json_value),
    "play": st.one_of(st.sampled_from(["AS", "RJ", "2C", "13H"]), json_value),
    "discard": st.one_of(st.lists(st.sampled_from(["AS", "KS", "2C"]), max_size=4), json_value),
    "partners": json_value, "joker_suit": json_value, "lead_suit": json_value,
    "sans_kitty": json_value})
message = st.one_of(
    st.fixed_dictionaries({"type": st.just("action"), "action": action_like},
                          optional={"id": json_value}),
    st.fixed_dictionaries({"type": st.sampled_from(["chat", "suggest", "ping", "hello", "auth",
                                                    "dance", "bye"])},
                          optional={"text": json_value, "preset": json_value, "t": json_value,
                                    "name": json_value, "proof": json_value}),
    st.dictionaries(st.text(max_size=10), json_value, max_size=5),
)
junk = st.one_of(
    message.map(lambda m: json.dumps(m).encode() + b"\n"),
    st.binary(max_size=300),
    st.just(b"[" * 5000 + b"\n"),
    st.just(b'{"type":"chat","text":"' + b"x" * 70_000 + b'"}\n'),
    st.just(b'{"type":"ping","t":1}\n' * 100),
    st.just(b'{"type":"chat","text":"\\ud800"}\n'),
)


def game(hostile: list[bytes] | None, seated: list[dict[str, Any]] | None) -> dict[str, Any]:
    """One hand with Ann and Ben (random legal players) and two bots; a hostile connection sends
    ``hostile`` between their moves (reconnecting when closed); Ben sends ``seated`` messages
    whenever it is not his turn.  Returns the record."""
    config = TableConfig("t", RULES, ("open", "random", "open", "random"), seed=3, hands=1)
    net = Network(TableHost(config, 0.0))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    enemy: Client | None = None
    queue = list(hostile or [])
    extra = list(seated or [])
    for _ in range(2000):
        net.run_bots()
        if net.host.finished:
            break
        if queue:
            if enemy is None or enemy.closed:
                enemy = net.connect("10.9.9.9")
            net.send(enemy, queue.pop(0))
            net.now += 0.05
        if extra and net.pending_turn(ben) is None:      # out of turn: never his to make
            net.send(ben, extra.pop(0))
            assert not ben.closed
            net.now += 2.1          # keep clear of the chat and message-rate limits
        if not any(net.answer(c) for c in (ann, ben)) and not queue:
            break
    assert net.host.finished
    record = net.host.record()
    del record["lan"]             # the seats' tokens are new at every table
    return record


BASELINE = game(None, None)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(junk, min_size=1, max_size=25))
def test_a_hostile_connection_changes_nothing(hostile: list[bytes]) -> None:
    assert game(hostile, None) == BASELINE


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(
    st.fixed_dictionaries({"type": st.just("action"), "action": action_like}),
    st.fixed_dictionaries({"type": st.just("action"),
                           "action": st.sampled_from([{"bid": "pass"}, {"bid": "6S"},
                                                      {"bid": "7NT"}, {"bid": "misere"}])})),
    min_size=1, max_size=12))
def test_a_seated_player_s_bad_actions_change_nothing(seated: list[dict[str, Any]]) -> None:
    # Out of turn (malformed or not): each is rejected and the game goes on as before.
    record = game(None, seated)
    assert record == BASELINE

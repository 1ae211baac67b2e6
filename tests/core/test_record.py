"""Game records (docs/records.md, ``fivehundred-record/1``): the documented example, writing, and
the summaries of a record.  The refusals of malformed records are in test_record_errors.py and
test_record_actions.py."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from fivehundred_qt.core import FORMAT, PASS, Bid, GameState, Phase, Play, RuleSet, replay, summary, to_record

from .record_games import ACTION_KINDS, AUSTRALIAN, EXAMPLE, Record


# ------------------------------------------------------------------------ the example record
def test_the_example_of_record_md_replays() -> None:
    state = replay(copy.deepcopy(EXAMPLE))
    assert state.phase is Phase.PLAY and state.to_move == 2
    assert state.contract is not None and state.contract.declarer == 0
    assert summary(state) == {
        "ok": True,
        "teams": [[0, 2], [1, 3]],
        "hands": [{"contract": "7NT", "declarer": 0, "sans_kitty": False, "tricks": [0, 0, 0, 0],
                   "made": None, "delta": None, "scores": [0, 0], "bags": None, "bids": None}],
        "scores": [0, 0],
        "winner": None,
        "complete": False,
    }


def test_the_example_is_written_back() -> None:
    """Written back as read, but for the order of the discarded cards (a set)."""
    state = replay(copy.deepcopy(EXAMPLE))
    written = to_record(state, EXAMPLE["players"])
    expected = copy.deepcopy(EXAMPLE)
    for rec in (written, expected):
        discard = rec["hands"][0]["actions"][4]["discard"]
        discard.sort()
    assert written == expected
    assert summary(replay(written)) == summary(state)


def test_written_records_have_the_documented_shape(two_hands: Record) -> None:
    rec = two_hands
    assert rec["format"] == FORMAT == "fivehundred-record/1"
    assert set(rec) == {"format", "rules", "players", "hands"}
    assert rec["rules"] == {"game": "500", "preset": "australian"}
    assert rec["players"] == ["Ann", "Ben", "Cat", "Dan"]
    assert rec["hands"][1]["dealer"] == (rec["hands"][0]["dealer"] + 1) % 4
    for hand in rec["hands"]:
        assert set(hand) == {"dealer", "deal", "actions"}
        deal = hand["deal"]
        assert set(deal) <= {"hands", "kitty", "dead"}
        assert [len(h) for h in deal["hands"]] == [10] * 4
        assert len(deal["kitty"]) == 3 and deal.get("dead", []) == []
        for action in hand["actions"]:
            kinds = [k for k in ACTION_KINDS if k in action]
            assert len(kinds) == 1 and isinstance(action["seat"], int)
            allowed = {"seat", kinds[0]} | {"bid": {"sans_kitty"}, "play": {"lead_suit"}}.get(
                kinds[0], set())
            assert set(action) <= allowed
    assert json.loads(json.dumps(rec)) == rec


@pytest.mark.parametrize("options", [
    {"preset": "australian"}, {"preset": "american", "kitty_size": 6},
    {"players": 5, "sans_kitty": True}, {"players": 2}, {"teams": "3v3", "kitty_size": 6},
    {"misere": "anytime", "nullo_play": "both_hands", "blind_misere": True},
])
def test_every_decision_is_recorded(options: dict[str, Any]) -> None:
    """docs/records.md: every decision the rules ask of a seat, forced ones included; ``lead_suit``
    exactly on a suitless joker leading a trick."""
    rules = RuleSet.build(options)
    for seed in range(6):
        state = GameState(rules, seed=seed)
        rng = random.Random(seed)
        decisions = 0
        while not state.is_over and len(state.log) <= 3:
            if state.phase is Phase.DEAL:
                state.deal()
                continue
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            leading = state.phase is Phase.PLAY and not state.trick
            seat = state.to_move
            state.apply(action)
            decisions += 1
            entry = to_record(state)["hands"][-1]["actions"][-1]
            assert entry["seat"] == seat
            if isinstance(action, Play):
                free_joker = (action.card.is_joker and state.contract is not None
                              and state.contract.trump is None
                              and state.nominated.get(action.card) is None)
                assert ("lead_suit" in entry) == (leading and free_joker)
        record = to_record(state)
        assert sum(len(h["actions"]) for h in record["hands"]) == decisions



# ------------------------------------------------------------------------------- summaries
def test_summary_while_the_auction_is_open(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][1]["actions"] = rec["hands"][1]["actions"][:2]
    out = summary(replay(rec))
    first = summary(replay(two_hands))["hands"][0]
    assert out["complete"] is False and out["winner"] is None
    assert out["hands"][0] == first
    assert out["hands"][1] == {"contract": None, "declarer": None, "sans_kitty": False,
                               "tricks": [0, 0, 0, 0], "made": None, "delta": None,
                               "scores": first["scores"], "bags": None, "bids": None}
    assert out["scores"] == first["scores"]


def test_summary_during_play(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    actions = rec["hands"][1]["actions"]
    plays = [i for i, a in enumerate(actions) if "play" in a]
    rec["hands"][1]["actions"] = actions[:plays[9] + 1]  # two tricks and a bit
    state = replay(rec)
    out = summary(state)["hands"][1]
    final = summary(replay(two_hands))["hands"][1]
    assert out["contract"] == final["contract"] and out["declarer"] == final["declarer"]
    assert out["made"] is None and out["delta"] is None
    assert sum(out["tricks"]) == 2
    assert out["scores"] == summary(replay(two_hands))["hands"][0]["scores"]


def test_summary_during_a_spades_auction(spades_hand: Record) -> None:
    rec = copy.deepcopy(spades_hand)
    rec["hands"][0]["actions"] = rec["hands"][0]["actions"][:2]
    out = summary(replay(rec))
    hand = out["hands"][0]
    first, second = rec["hands"][0]["actions"]
    bids: list[Any] = [None] * 4
    bids[first["seat"]] = first["bid"]
    bids[second["seat"]] = second["bid"]
    assert hand["bids"] == bids
    # docs/records.md: a Spades hand's contract is "spades" from the deal on, bids still being made.
    assert hand["contract"] == "spades" and hand["declarer"] is None
    assert hand["delta"] is None and hand["made"] is None
    assert hand["bags"] == [0, 0] and out["complete"] is False


def thrown_in(rules: dict[str, Any], calls: list[str]) -> dict[str, Any]:
    state = GameState(RuleSet.build(rules), seed=9, first_dealer=1)
    state.deal()
    for c in calls:
        state.apply(Bid(c))
    out = summary(replay(json.loads(json.dumps(to_record(state)))))
    assert out == summary(state)
    return out


@pytest.mark.parametrize("rules, calls", [
    ({"game": "500"}, ["pass"] * 4),
    ({"game": "500", "players": 6}, ["pass"] * 6),
    ({"game": "500", "players": 3, "raise_own_bid": True}, ["pass"] * 3),
    ({"game": "500", "preset": "american"}, ["6S", "pass", "pass", "pass"]),  # inkle only
    ({"game": "500", "preset": "american"}, ["6S", "6H", "pass", "pass"]),
])
def test_summary_of_a_thrown_in_hand(rules: dict[str, Any], calls: list[str]) -> None:
    out = thrown_in(rules, calls)
    sides = len(out["teams"])
    assert out["hands"] == [{"contract": "pass", "declarer": None, "sans_kitty": False,
                             "tricks": [0] * len(calls),
                             "made": None, "delta": [0] * sides, "scores": [0] * sides,
                             "bags": None, "bids": None}]
    assert out["complete"] is True and out["winner"] is None


def test_thrown_in_hand_passes_the_deal() -> None:
    state = GameState(AUSTRALIAN, seed=4, first_dealer=2)
    state.deal()
    for _ in range(4):
        state.apply(PASS)
    state.deal()
    rec = to_record(state)
    assert [h["dealer"] for h in rec["hands"]] == [2, 3]
    assert summary(replay(rec))["hands"][1]["contract"] is None


def test_summary_of_an_all_pass_hand_played_at_no_trumps() -> None:
    rules = RuleSet.build({"all_pass": "play_nt"})
    state = GameState(rules, seed=11, first_dealer=0)
    state.deal()
    for _ in range(4):
        state.apply(PASS)
    assert state.phase is Phase.PLAY and state.to_move == 1  # left of the dealer leads
    rng = random.Random(0)
    while state.phase is Phase.PLAY:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    rec = to_record(state)
    plays = [a for a in rec["hands"][0]["actions"] if "play" in a]
    assert len(plays) == 40 and plays[0]["seat"] == 1
    assert not any("discard" in a or "joker_suit" in a for a in rec["hands"][0]["actions"])
    hand = summary(replay(rec))["hands"][0]
    tricks = hand["tricks"]
    assert hand["contract"] == "nt" and hand["declarer"] is None and hand["made"] is None
    assert sum(tricks) == 10
    assert hand["delta"] == [10 * (tricks[0] + tricks[2]), 10 * (tricks[1] + tricks[3])]
    assert hand["scores"] == hand["delta"]


def test_summaries_are_deterministic(two_hands: Record) -> None:
    first = json.dumps(summary(replay(copy.deepcopy(two_hands))), sort_keys=True)
    again = json.dumps(summary(replay(copy.deepcopy(two_hands))), sort_keys=True)
    assert first == again


def test_game_over_summary(game_over: Record) -> None:
    out = summary(replay(game_over))
    assert out["complete"] is True and out["winner"] in (0, 1)
    totals = [sum(h["delta"][i] for h in out["hands"]) for i in range(2)]
    assert out["scores"] == totals == out["hands"][-1]["scores"]

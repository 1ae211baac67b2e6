"""Game records (docs/records.md, ``fivehundred-record/1``): reading, writing, errors and summaries.

Every malformed record must raise ``RecordError`` whose ``hand`` and ``action`` locate the problem:
both None for the record as a whole (format, rules, players), ``action`` None for a problem in a
hand outside its actions (dealer, deal, a hand that may not be there), both set for an action.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from fivehundred_qt.core import (
    FORMAT,
    PASS,
    Bid,
    GameState,
    Phase,
    Play,
    RecordError,
    RuleSet,
    error_summary,
    replay,
    rules_from,
    summary,
    to_record,
)

Record = dict[str, Any]
ACTION_KINDS = ("bid", "discard", "partners", "joker_suit", "play")


# ----------------------------------------------------------------------------------- helpers
def play_game(rules: RuleSet, seed: int, *, hands: int, pass_prob: float = 0.0,
              first_dealer: int | None = None) -> GameState:
    """Random play of ``hands`` hands at most (the game may end sooner)."""
    state = GameState(rules, seed=seed, first_dealer=first_dealer)
    rng = random.Random(seed)
    done = 0
    while not state.is_over:
        if state.phase is Phase.DEAL:
            if done >= hands:
                break
            state.deal()
            continue
        legal = state.legal_actions()
        if state.phase is Phase.AUCTION and PASS in legal and rng.random() < pass_prob:
            state.apply(PASS)
        else:
            state.apply(legal[rng.randrange(len(legal))])
        if state.phase in (Phase.DEAL, Phase.GAME_OVER):
            done += 1
    return state


def has_play(record: Record, h: int) -> bool:
    return any("play" in a for a in record["hands"][h]["actions"])


def find_game(rules: RuleSet, want: Any, *, hands: int, pass_prob: float = 0.5) -> GameState:
    """The first seeded random game for which ``want(state, record)`` holds."""
    for seed in range(500):
        state = play_game(rules, seed, hands=hands, pass_prob=pass_prob)
        if want(state, to_record(state)):
            return state
    raise AssertionError("no game found")


AUSTRALIAN = rules_from("australian")


@pytest.fixture(scope="module")
def two_hands() -> Record:
    """An Australian game of two finished hands, both played out, the game still going."""
    state = find_game(
        AUSTRALIAN,
        lambda s, r: (not s.is_over and len(s.log) == 2 and s.phase is Phase.DEAL
                      and has_play(r, 0) and has_play(r, 1)),
        hands=2, pass_prob=0.7)
    return to_record(state, ["Ann", "Ben", "Cat", "Dan"])


@pytest.fixture(scope="module")
def game_over() -> Record:
    state = find_game(AUSTRALIAN, lambda s, r: s.is_over and len(s.log) >= 2, hands=50,
                      pass_prob=0.6)
    return to_record(state)


def fails_at(record: Any, hand: int | None, action: int | None,
             match: str | None = None) -> RecordError:
    with pytest.raises(RecordError, match=match) as info:
        replay(record)
    exc = info.value
    assert (exc.hand, exc.action) == (hand, action), f"{exc} at {(exc.hand, exc.action)}"
    assert str(exc)
    out = error_summary(exc)
    assert out == {"ok": False, "hand": hand, "action": action, "error": str(exc)}
    json.dumps(out)
    return exc


def index_of(record: Record, h: int, kind: str, nth: int = 0) -> int:
    found = [i for i, a in enumerate(record["hands"][h]["actions"]) if kind in a]
    return found[nth]


# ------------------------------------------------------------------------ the example record
EXAMPLE: Record = {
    "format": "fivehundred-record/1",
    "rules": {"game": "500", "preset": "australian", "misere": "anytime"},
    "players": ["Ann", "Bot (hard)", "Ben", "Bot (normal)"],
    "hands": [
        {
            "dealer": 3,
            "deal": {
                "hands": [
                    ["RJ", "AS", "KS", "QS", "JS", "10S", "9S", "5C", "6D", "7D"],
                    ["4D", "8D", "9D", "10D", "5S", "6S", "7S", "8S", "6C", "7C"],
                    ["8C", "10C", "JC", "QC", "KC", "AC", "5D", "QD", "KD", "AD"],
                    ["5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"],
                ],
                "kitty": ["4H", "9C", "JD"],
                "dead": [],
            },
            "actions": [
                {"seat": 0, "bid": "7NT"},
                {"seat": 1, "bid": "pass"},
                {"seat": 2, "bid": "pass"},
                {"seat": 3, "bid": "pass"},
                {"seat": 0, "discard": ["4H", "5C", "6D"]},
                {"seat": 0, "joker_suit": "none"},
                {"seat": 0, "play": "RJ", "lead_suit": "D"},
                {"seat": 1, "play": "4D"},
            ],
        }
    ],
}


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


# ------------------------------------------------------------------- the record as a whole
@pytest.mark.parametrize("record", [
    [],
    "fivehundred-record/1",
    {"rules": {"game": "500"}, "hands": []},
    {"format": "fivehundred-record/2", "rules": {"game": "500"}, "hands": []},
    {"format": "fivehundred-record/1", "hands": []},
])
def test_bad_format(record: Any) -> None:
    fails_at(record, None, None)


@pytest.mark.parametrize("rules", [
    {"game": "chess"},
    {"game": "500", "preset": "canasta"},
    {"game": "500", "colour": "red"},  # unknown option
    {"game": "500", "suggestions": True},  # a table setting, not a rule
    {"game": "500", "chat": "none"},
    {"game": "500", "players": 3, "kitty_size": 5},  # a value that does not fit
    {"game": "500", "players": 7},
    {"game": "500", "preset": "american", "raise_own_bid": True},
    {"game": "500", "blind_nil": True},  # a Spades option
    {"game": "spades", "kitty_size": 3},  # a 500 option
    {"game": "500", "misere": "sometimes"},
    {"game": "500", "win_score": "none"},
    {"game": "500", "defender_cap": "490"},
    {"game": "500", "sans_kitty": "yes"},
    ["australian"],
])
def test_bad_rules(rules: Any) -> None:
    fails_at({"format": FORMAT, "rules": rules, "hands": []}, None, None)


def test_unknown_rules_option_is_named() -> None:
    exc = fails_at({"format": FORMAT, "rules": {"game": "500", "colour": "red"}, "hands": []},
                   None, None)
    assert "colour" in str(exc)


@pytest.mark.parametrize("players", [["A", "B", "C"], ["A", "B", "C", "D", "E"], [],
                                     ["A", "B", "C", 4], "ABCD"])
def test_wrong_players(two_hands: Record, players: Any) -> None:
    rec = copy.deepcopy(two_hands)
    rec["players"] = players
    fails_at(rec, None, None)


def test_players_are_optional(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    del rec["players"]
    assert summary(replay(rec)) == summary(replay(two_hands))


def test_hands_must_be_a_list(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"] = {"0": rec["hands"][0]}
    fails_at(rec, None, None)


def test_unknown_top_level_and_hand_keys_are_ignored(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["table"] = {"suggestions": True, "chat": "preset"}
    rec["date"] = "2026-05-01"
    rec["event"] = {"name": "club night", "round": 3}
    rec["hands"][0]["comment"] = "a good hand"
    rec["hands"][1]["x-tool"] = [1, 2, 3]
    assert summary(replay(rec)) == summary(replay(two_hands))


def test_a_record_with_no_hands() -> None:
    state = replay({"format": FORMAT, "rules": {"game": "500"}, "hands": []})
    assert summary(state) == {"ok": True, "teams": [[0, 2], [1, 3]], "hands": [],
                              "scores": [0, 0], "winner": None, "complete": True}


@pytest.mark.parametrize("key", ["defender_cap", "lose_score"])
@pytest.mark.parametrize("value", ["none", None])
def test_none_and_null_mean_no_limit(key: str, value: Any) -> None:
    rules = {"game": "500", "preset": "australian", key: value}
    state = replay({"format": FORMAT, "rules": rules, "hands": []})
    assert getattr(state.rules, key) is None
    written = to_record(play_game(state.rules, 1, hands=2))
    assert written["rules"][key] is None
    assert json.loads(json.dumps(written))["rules"][key] is None
    assert getattr(replay(written).rules, key) is None


# -------------------------------------------------------------------- hands outside actions
@pytest.mark.parametrize("dealer", [4, -1, None, True, "0", 1.0])
def test_bad_first_dealer(two_hands: Record, dealer: Any) -> None:
    rec = copy.deepcopy(two_hands)
    if dealer is None:
        del rec["hands"][0]["dealer"]
    else:
        rec["hands"][0]["dealer"] = dealer
    fails_at(rec, 0, None)


def test_any_seat_may_deal_first() -> None:
    for dealer in range(4):
        state = GameState(AUSTRALIAN, seed=dealer, first_dealer=dealer)
        state.deal()
        rec = to_record(state)
        assert rec["hands"][0]["dealer"] == dealer
        assert replay(rec).dealer == dealer


@pytest.mark.parametrize("shift", [0, 2, 3])
def test_wrong_dealer_rotation(two_hands: Record, shift: int) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][1]["dealer"] = (rec["hands"][0]["dealer"] + shift) % 4
    fails_at(rec, 1, None)


def deal_of(rec: Record, h: int = 1) -> dict[str, Any]:
    deal: dict[str, Any] = rec["hands"][h]["deal"]
    return deal


def dup_card(rec: Record) -> None:
    deal_of(rec)["hands"][0][0] = deal_of(rec)["hands"][1][0]


def dup_in_kitty(rec: Record) -> None:
    deal_of(rec)["kitty"][0] = deal_of(rec)["hands"][2][3]


def short_hand(rec: Record) -> None:
    deal_of(rec)["hands"][3].pop()


def long_hand(rec: Record) -> None:
    deal_of(rec)["hands"][0].append(deal_of(rec)["kitty"].pop())


def short_kitty(rec: Record) -> None:
    deal_of(rec)["kitty"].pop()


def foreign_card(rec: Record) -> None:
    deal_of(rec)["hands"][0][0] = "2S"  # the 43-card deck has no 2 (nor 3, 4) of spades


def six_player_card(rec: Record) -> None:
    deal_of(rec)["hands"][0][0] = "11H"


def bad_card_text(rec: Record) -> None:
    deal_of(rec)["hands"][0][0] = "ZZ"


def lowercase_card(rec: Record) -> None:
    deal_of(rec)["hands"][0][0] = deal_of(rec)["hands"][0][0].lower()


def unknown_deal_key(rec: Record) -> None:
    deal_of(rec)["stock"] = []


def missing_deal(rec: Record) -> None:
    del rec["hands"][1]["deal"]


def three_hands(rec: Record) -> None:
    deal_of(rec)["hands"].pop()


def dead_cards_with_four(rec: Record) -> None:
    deal_of(rec)["dead"] = [deal_of(rec)["kitty"].pop()]


def hands_not_a_list(rec: Record) -> None:
    deal_of(rec)["hands"] = "all of them"


BAD_DEALS = [dup_card, dup_in_kitty, short_hand, long_hand, short_kitty, foreign_card,
             six_player_card, bad_card_text, lowercase_card, unknown_deal_key, missing_deal,
             three_hands, dead_cards_with_four, hands_not_a_list]


@pytest.mark.parametrize("spoil", BAD_DEALS, ids=[f.__name__ for f in BAD_DEALS])
def test_bad_deal(two_hands: Record, spoil: Any) -> None:
    rec = copy.deepcopy(two_hands)
    spoil(rec)
    fails_at(rec, 1, None)


def test_deal_dead_may_be_absent_or_empty(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    del deal_of(rec, 0)["dead"]
    deal_of(rec, 1)["dead"] = []
    assert summary(replay(rec)) == summary(replay(two_hands))


def test_two_player_deal_needs_the_dead_hand() -> None:
    rec = to_record(play_game(RuleSet.build({"players": 2}), 5, hands=1))
    assert len(rec["hands"][0]["deal"]["dead"]) == 10
    replay(rec)
    spoiled = copy.deepcopy(rec)
    del spoiled["hands"][0]["deal"]["dead"]
    fails_at(spoiled, 0, None)
    spoiled = copy.deepcopy(rec)
    spoiled["hands"][0]["deal"]["dead"].pop()
    fails_at(spoiled, 0, None)


def test_hand_after_an_unfinished_hand(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][0]["actions"] = rec["hands"][0]["actions"][:3]
    fails_at(rec, 1, None)


def test_hand_after_a_hand_that_stops_before_the_last_card(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][0]["actions"].pop()
    fails_at(rec, 1, None)


def test_hand_after_the_end_of_the_game(game_over: Record) -> None:
    rec = copy.deepcopy(game_over)
    last = rec["hands"][-1]
    extra = {"dealer": (last["dealer"] + 1) % 4, "deal": copy.deepcopy(rec["hands"][0]["deal"]),
             "actions": []}
    rec["hands"].append(extra)
    fails_at(rec, len(rec["hands"]) - 1, None)


def test_a_hand_must_be_an_object(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"].append(["not", "a", "hand"])
    fails_at(rec, 2, None)


# ----------------------------------------------------------------------------------- actions
def test_unknown_action_key(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][1]["actions"][2]["comment"] = "hmm"
    fails_at(rec, 1, 2, match="comment")


@pytest.mark.parametrize("kind", ["bid", "play"])
def test_unknown_key_on_each_kind(two_hands: Record, kind: str) -> None:
    rec = copy.deepcopy(two_hands)
    a = index_of(rec, 1, kind)
    rec["hands"][1]["actions"][a]["think_time"] = 3
    fails_at(rec, 1, a)


def test_lead_suit_key_on_a_bid(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][1]["actions"][0]["lead_suit"] = "H"
    fails_at(rec, 1, 0)


def test_two_action_kinds(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][1]["actions"][1]["play"] = rec["hands"][1]["deal"]["hands"][0][0]
    fails_at(rec, 1, 1)


def test_no_action_kind(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][0]["actions"][3] = {"seat": rec["hands"][0]["actions"][3]["seat"]}
    fails_at(rec, 0, 3)


@pytest.mark.parametrize("seat", [None, "0", True, 1.5])
def test_action_without_an_integer_seat(two_hands: Record, seat: Any) -> None:
    rec = copy.deepcopy(two_hands)
    action = rec["hands"][1]["actions"][4]
    if seat is None:
        del action["seat"]
    else:
        action["seat"] = seat
    fails_at(rec, 1, 4)


def test_an_action_must_be_an_object(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][1]["actions"][1] = ["pass"]
    fails_at(rec, 1, 1)


@pytest.mark.parametrize("kind", ["bid", "discard", "play"])
def test_wrong_seat(two_hands: Record, kind: str) -> None:
    rec = copy.deepcopy(two_hands)
    a = index_of(rec, 1, kind, nth=1 if kind == "bid" else 0)
    action = rec["hands"][1]["actions"][a]
    action["seat"] = (action["seat"] + 1) % 4
    fails_at(rec, 1, a)


@pytest.mark.parametrize("seat", [4, -1, 99])
def test_seat_out_of_range(two_hands: Record, seat: int) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][0]["actions"][0]["seat"] = seat
    fails_at(rec, 0, 0)


def test_play_of_a_card_not_held(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    a = index_of(rec, 1, "play", nth=3)
    action = rec["hands"][1]["actions"][a]
    deal = rec["hands"][1]["deal"]["hands"]
    action["play"] = next(c for s in range(4) if s != action["seat"] for c in deal[s])
    fails_at(rec, 1, a)


def test_play_of_a_card_already_played(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    first = index_of(rec, 0, "play", nth=0)
    fifth = index_of(rec, 0, "play", nth=4)  # the same seat leads or plays again by now
    actions = rec["hands"][0]["actions"]
    seat = actions[fifth]["seat"]
    earlier = next(a["play"] for a in actions[first:fifth] if a["seat"] == seat)
    actions[fifth]["play"] = earlier
    fails_at(rec, 0, fifth)


def test_lead_suit_on_an_ordinary_card(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    a = index_of(rec, 1, "play")
    action = rec["hands"][1]["actions"][a]
    if action["play"] in ("RJ", "BJ"):
        a = index_of(rec, 1, "play", nth=1)
        action = rec["hands"][1]["actions"][a]
    action["lead_suit"] = "H"
    fails_at(rec, 1, a)


@pytest.mark.parametrize("value", ["7X", "11NT", "5NT", 7, "", "PASS", "misère", "nil", 3])
def test_malformed_or_foreign_bid(two_hands: Record, value: Any) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][0]["actions"][0]["bid"] = value
    fails_at(rec, 0, 0)


def test_sans_kitty_bid_where_sans_kitty_is_not_played(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][0]["actions"][0] = {"seat": rec["hands"][0]["actions"][0]["seat"],
                                     "bid": "7H", "sans_kitty": True}
    fails_at(rec, 0, 0)


def test_bid_that_does_not_outrank(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    actions = rec["hands"][0]["actions"]
    first_bid = next(i for i, a in enumerate(actions) if a["bid"] != "pass")
    high = actions[first_bid]["bid"]
    # the next seat repeats the same call: it does not outrank
    nxt = {"seat": (actions[first_bid]["seat"] + 1) % 4, "bid": high}
    rec["hands"][0]["actions"] = [*actions[:first_bid + 1], nxt]
    fails_at(rec, 0, first_bid + 1)


@pytest.mark.parametrize("mutate", ["short", "long", "not_held", "twice", "not_a_list"])
def test_bad_discard(two_hands: Record, mutate: str) -> None:
    rec = copy.deepcopy(two_hands)
    a = index_of(rec, 1, "discard")
    action = rec["hands"][1]["actions"][a]
    cards = action["discard"]
    deal = rec["hands"][1]["deal"]
    if mutate == "short":
        cards.pop()
    elif mutate == "long":
        holder = action["seat"]
        cards.append(next(c for c in deal["hands"][holder] if c not in cards))
    elif mutate == "not_held":
        holder = action["seat"]
        cards[0] = deal["hands"][(holder + 1) % 4][0]
    elif mutate == "twice":
        cards[1] = cards[0]
    else:
        action["discard"] = " ".join(cards)
    fails_at(rec, 1, a)


def test_action_of_the_wrong_kind(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    a = index_of(rec, 1, "discard")
    action = rec["hands"][1]["actions"][a]
    rec["hands"][1]["actions"][a] = {"seat": action["seat"], "bid": "pass"}
    fails_at(rec, 1, a)


def test_action_after_the_end_of_a_hand(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    actions = rec["hands"][0]["actions"]
    n = len(actions)
    actions.append({"seat": 0, "bid": "pass"})
    fails_at(rec, 0, n)


def test_action_after_the_end_of_the_game(game_over: Record) -> None:
    rec = copy.deepcopy(game_over)
    actions = rec["hands"][-1]["actions"]
    n = len(actions)
    actions.append(copy.deepcopy(actions[-1]))
    fails_at(rec, len(rec["hands"]) - 1, n)


def test_bad_joker_suit() -> None:
    rec = copy.deepcopy(EXAMPLE)
    rec["hands"][0]["actions"][5]["joker_suit"] = "X"
    fails_at(rec, 0, 5)
    rec["hands"][0]["actions"][5]["joker_suit"] = None
    fails_at(rec, 0, 5)


def test_joker_lead_without_a_suit_and_with_a_bad_suit() -> None:
    rec = copy.deepcopy(EXAMPLE)
    del rec["hands"][0]["actions"][6]["lead_suit"]
    fails_at(rec, 0, 6)
    rec["hands"][0]["actions"][6]["lead_suit"] = "NT"
    fails_at(rec, 0, 6)


def test_errors_point_at_the_first_problem(two_hands: Record) -> None:
    rec = copy.deepcopy(two_hands)
    rec["hands"][1]["actions"][5]["seat"] = 17
    rec["hands"][1]["actions"][2]["comment"] = "first"
    fails_at(rec, 1, 2)


def test_a_record_may_stop_after_any_action(two_hands: Record) -> None:
    full = replay(two_hands)
    assert summary(full)["complete"] is True
    actions = two_hands["hands"][1]["actions"]
    for k in range(len(actions)):
        rec = copy.deepcopy(two_hands)
        rec["hands"][1]["actions"] = actions[:k]
        state = replay(rec)
        assert summary(state)["complete"] is False
        assert to_record(state, two_hands["players"]) == rec


def test_both_hands_partner_cards_carry_the_partner_seat() -> None:
    rules = RuleSet.build({"misere": "anytime", "nullo_play": "both_hands"})

    def partner_played(state: GameState, rec: Record) -> bool:
        return any(h.result is not None and h.result.contract in ("misere", "open_misere")
                   and len(rec["hands"][i]["actions"]) > 12 for i, h in enumerate(state.log))

    state = find_game(rules, partner_played, hands=3, pass_prob=0.2)
    rec = to_record(state)
    h = next(i for i, log in enumerate(state.log)
             if log.result is not None and log.result.contract in ("misere", "open_misere"))
    declarer = state.log[h].result.declarer  # type: ignore[union-attr]
    partner = (declarer + 2) % 4
    actions = rec["hands"][h]["actions"]
    plays = [i for i, a in enumerate(actions) if "play" in a]
    partner_plays = [i for i in plays if actions[i]["seat"] == partner]
    assert partner_plays, "the partner's hand plays under its own seat"
    dealt = rec["hands"][h]["deal"]["hands"][partner]
    assert all(actions[i]["play"] in dealt for i in partner_plays)
    spoiled = copy.deepcopy(rec)
    spoiled["hands"][h]["actions"][partner_plays[0]]["seat"] = declarer
    fails_at(spoiled, h, partner_plays[0])


def test_raise_own_bid_question_only_when_a_higher_call_exists() -> None:
    """docs/records.md: under ``raise_own_bid`` the auction winner is asked only if a higher call
    exists, so the record holds that question only then."""
    for points, asked in ((500, False), (520, True)):
        rules = RuleSet.build({"raise_own_bid": True, "open_misere_points": points})
        state = GameState(rules, seed=1, first_dealer=3)
        state.deal()
        for call in ("10NT", "pass", "pass", "pass"):
            state.apply(Bid(call))
        assert (state.phase is Phase.AUCTION) is asked
        rec = to_record(state)
        if asked:
            assert state.to_move == 0
            rec["hands"][0]["actions"].append({"seat": 0, "discard": []})
            fails_at(rec, 0, 4)  # the raise question must be answered first
        else:
            assert state.phase is Phase.DISCARD
            rec["hands"][0]["actions"].append({"seat": 0, "bid": "pass"})
            fails_at(rec, 0, 4)


# ------------------------------------------------------------------------------------ Spades
SPADES = RuleSet.build({"game": "spades"})


@pytest.fixture(scope="module")
def spades_hand() -> Record:
    state = find_game(
        SPADES, lambda s, r: any(a.get("bid") == "nil" for a in r["hands"][0]["actions"]),
        hands=1)
    return to_record(state)


def test_spades_bids_are_integers_and_nil(spades_hand: Record) -> None:
    bids = [a["bid"] for a in spades_hand["hands"][0]["actions"] if "bid" in a]
    assert len(bids) == 4
    assert "nil" in bids
    assert all(b == "nil" or (type(b) is int and 1 <= b <= 13) for b in bids)
    assert spades_hand["rules"] == {"game": "spades", "preset": "spades"}
    deal = spades_hand["hands"][0]["deal"]
    assert [len(h) for h in deal["hands"]] == [13] * 4 and deal["kitty"] == []
    state = replay(json.loads(json.dumps(spades_hand)))
    hand = summary(state)["hands"][0]
    assert hand["bids"] == [
        next(a["bid"] for a in spades_hand["hands"][0]["actions"] if a["seat"] == s)
        for s in range(4)]
    assert hand["contract"] == "spades" and hand["declarer"] is None and hand["made"] is None
    assert isinstance(hand["bags"], list) and len(hand["bags"]) == 2


@pytest.mark.parametrize("value", [0, "0", "5", 14, -1, True, "pass", "blind_nil", 5.0, None])
def test_bad_spades_bid(spades_hand: Record, value: Any) -> None:
    rec = copy.deepcopy(spades_hand)
    rec["hands"][0]["actions"][1]["bid"] = value
    fails_at(rec, 0, 1)


def test_spades_bid_is_never_sans_kitty(spades_hand: Record) -> None:
    rec = copy.deepcopy(spades_hand)
    rec["hands"][0]["actions"][0]["sans_kitty"] = True
    fails_at(rec, 0, 0)


def test_spades_blind_nil_when_allowed() -> None:
    rules = RuleSet.build({"game": "spades", "blind_nil": True})
    state = GameState(rules, seed=2, first_dealer=0)
    state.deal()
    state.apply(Bid("blind_nil"))
    rec = to_record(state)
    assert rec["hands"][0]["actions"] == [{"seat": 1, "bid": "blind_nil"}]
    assert rec["rules"] == {"game": "spades", "preset": "spades", "blind_nil": True}
    assert summary(replay(rec))["hands"][0]["bids"] == [None, "blind_nil", None, None]


def test_spades_500_call_is_refused(spades_hand: Record) -> None:
    rec = copy.deepcopy(spades_hand)
    rec["hands"][0]["actions"][2]["bid"] = "7NT"
    fails_at(rec, 0, 2)


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

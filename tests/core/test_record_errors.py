"""Game records refused as a whole or in a hand outside its actions (docs/records.md,
"`replay` and its summary").

Every malformed record must raise ``RecordError`` whose ``hand`` and ``action`` locate the
problem: both None for the record as a whole (format, rules, players), ``action`` None for a
problem in a hand outside its actions (dealer, deal, a hand that may not be there), both set for
an action.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from fivehundred_qt.core import FORMAT, GameState, RuleSet, replay, summary, to_record

from .record_games import AUSTRALIAN, Record, fails_at, play_game


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



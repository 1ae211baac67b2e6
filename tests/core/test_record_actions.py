"""Game records refused at an action, Spades records included (docs/records.md, "`replay` and
its summary").

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

from fivehundred_qt.core import Bid, GameState, Phase, RuleSet, replay, summary, to_record

from .record_games import EXAMPLE, Record, fails_at, find_game, index_of


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



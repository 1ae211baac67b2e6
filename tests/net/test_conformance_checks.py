"""The conformance checks themselves: each departure they exist to find is found, on messages
written here by hand (no host)."""

from __future__ import annotations

from typing import Any

from .conformance_checks import Recipient, RulesInFocus

HAND = ["5S", "7S", "10S", "JC", "QC", "4D", "9D", "KH", "AH", "RJ"]
JOIN: list[dict[str, Any]] = [
    {"type": "welcome", "protocol": "fivehundred-lan/1", "seat": 1, "token": "t" * 22,
     "table": {"name": "T", "rules": {"game": "500"}, "players": [], "chat": "text", "bid_time": None,
               "play_time": None, "suggestions": False, "spectators": 10, "watching": 0}},
    {"type": "seats", "players": []},
    {"type": "view", "view": {"hand": []}},
    {"type": "deal", "hand_number": 0, "dealer": 0, "hand": HAND},
    {"type": "view", "view": {"hand": HAND}},
]


def seen(*messages: dict[str, Any]) -> Recipient:
    recipient = Recipient("seat 1", RulesInFocus())
    for message in [*JOIN, *messages]:
        recipient.observe(message)
    return recipient


def test_a_clean_event_passes() -> None:
    recipient = seen({"type": "turn", "seat": 1, "decision": "bid", "deadline_ms": None,
                      "legal": [{"seat": 1, "bid": "pass"}, {"seat": 1, "bid": "10S"}]},
                     {"type": "action", "action": {"seat": 1, "bid": "10S"}},
                     {"type": "view", "view": {"hand": HAND, "calls": [{"seat": 1, "bid": "10S"}]}},
                     {"type": "turn", "seat": 2, "decision": "bid", "deadline_ms": None},
                     {"type": "action", "action": {"seat": 2, "play": "AS"}},
                     {"type": "view", "view": {"trick": ["AS"], "players": [{"name": "Ann Smith"}]}})
    assert recipient.problems == []


def test_a_card_the_recipient_may_not_know_is_found() -> None:
    recipient = seen({"type": "action", "action": {"seat": 2, "bid": "pass"}},
                     {"type": "view", "view": {"hand": HAND, "kitty": ["4H", "9C", "JD"]}})
    assert [p for p in recipient.found("cards")] and all("4H" in p or "9C" in p or "JD" in p
                                                         for p in recipient.found("cards"))


def test_a_card_string_outside_a_bid_key_is_a_card() -> None:
    recipient = seen({"type": "action", "action": {"seat": 2, "bid": "8D"}},
                     {"type": "view", "view": {"last_call": "8D", "contract": "8D", "high_bid": "8D"}})
    assert len(recipient.found("cards")) == 1 and "/view/last_call" in recipient.found("cards")[0]


def test_free_text_outside_the_text_keys_is_found() -> None:
    recipient = seen({"type": "seats", "players": [{"name": "Ann Smith"}], "names": ["Ann Smith"]})
    assert len(recipient.found("text")) == 1


def test_order_departures_are_found() -> None:
    turn_without_view = seen({"type": "action", "action": {"seat": 2, "bid": "pass"}},
                             {"type": "turn", "seat": 3, "decision": "bid", "deadline_ms": None})
    assert turn_without_view.found("order")
    view_twice = seen({"type": "view", "view": {"hand": HAND}})
    assert view_twice.found("order")
    scored_without_action = seen({"type": "hand_scored", "summary": {}})
    assert scored_without_action.found("order")


def test_hidden_details_sent_to_others_are_found() -> None:
    recipient = seen({"type": "action", "action": {"seat": 2, "bid": "7NT"}},
                     {"type": "view", "view": {}},
                     {"type": "action", "action": {"seat": 2, "discard": ["4H", "9C", "JD"]}},
                     {"type": "view", "view": {}},
                     {"type": "action", "action": {"seat": 2, "joker_suit": "none"}},
                     {"type": "view", "view": {}})
    assert recipient.found("cards") and recipient.found("rules")


def test_legal_to_a_connection_that_does_not_decide_is_found() -> None:
    recipient = seen({"type": "turn", "seat": 2, "decision": "bid", "deadline_ms": None,
                      "legal": [{"seat": 2, "bid": "pass"}]})
    assert recipient.found("rules")

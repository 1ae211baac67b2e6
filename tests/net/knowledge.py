"""What a recipient may know at a moment, from the game record alone (the protocol's principle
2), and a scan of the messages it received for any card outside that.

Independent of the host's view code: own cards, played cards, the kitty to its taker (not sans
kitty), exposed hands, the kitty of a sans-kitty hand once the hand is over."""

from __future__ import annotations

from typing import Any

from fivehundred_qt.core import Phase, parse_card, replay
from fivehundred_qt.core.actions import action_from_record
from fivehundred_qt.core.cards import Card

NOT_CARDS = {"bid", "bids", "contract", "name", "from", "text", "reason", "error", "message",
             "rules", "preset"}


def cards_named(value: Any, key: str = "") -> list[str]:
    """Every string in a message that names a card, by the protocol's writing rule."""
    if key in NOT_CARDS or key.endswith("_bid") or key.endswith("_contract"):
        return []
    if isinstance(value, dict):
        return [c for k, v in value.items() for c in cards_named(v, k)]
    if isinstance(value, list):
        return [c for v in value for c in cards_named(v, key)]
    if isinstance(value, str):
        try:
            parse_card(value)
        except ValueError:
            return []
        return [value]
    return []


def known(record: dict[str, Any], seat: int | None, hand: int, actions: int) -> set[Card]:
    """The cards ``seat`` (None: a spectator) may know after ``actions`` actions of ``hand``."""
    if not 0 <= hand < len(record["hands"]):
        return set()
    deal = record["hands"][hand]["deal"]
    steps = record["hands"][hand]["actions"][:actions]
    state = replay(dict(record, hands=[*record["hands"][:hand],
                                       dict(record["hands"][hand], actions=[])]))
    cards: set[Card] = set()
    if seat is not None:
        cards |= {parse_card(c) for c in deal["hands"][seat]}
    kitty = {parse_card(c) for c in deal.get("kitty", [])}
    for step in [None, *steps]:
        if step is not None:
            state.apply(action_from_record(step, spades=state.spades)[1])
            if "play" in step:
                cards.add(parse_card(step["play"]))
        if len(state.log) != hand + 1:
            continue
        for exposed in state.exposed:              # lying face up now: its cards as they are
            cards |= set(state.cards[exposed])
        contract = state.contract
        if contract is not None and seat is not None and contract.declarer == seat \
                and not contract.sans_kitty and state.phase is not Phase.AUCTION:
            cards |= kitty                         # taken into the contractor's hand
        result = state.log[hand].result
        if result is not None and result.sans_kitty:
            cards |= kitty                         # shown to everyone when the hand is over
    return cards


def leaks(record: dict[str, Any], seat: int | None, received: list[dict[str, Any]],
          moments: list[tuple[int, int]]) -> list[str]:
    """Every card a recipient was sent before it could know it, described."""
    found: list[str] = []
    context = -1
    cache: dict[tuple[int, int], set[Card]] = {}
    for message, (hands, actions) in zip(received, moments, strict=True):
        if message["type"] == "deal":
            context = message["hand_number"]
        elif message["type"] == "view" and context < message["view"]["hand_number"]:
            context = message["view"]["hand_number"]
        if context < 0:
            at = (hands - 1, actions)
        elif context < hands - 1:           # the batch went on into the next hand
            at = (context, len(record["hands"][context]["actions"]))
        else:
            at = (context, actions)
        if at not in cache:
            cache[at] = known(record, seat, *at)
        for text in cards_named(message):
            if parse_card(text) not in cache[at]:
                found.append(f"{text} in {message['type']} at hand {at[0]} action {at[1]}")
    return found

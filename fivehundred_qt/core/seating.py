"""Who plays a hand once its contract is known: the seats that play, who leads the first trick,
and whose cards the contractor plays.  The game state and a seat's account of what it was told
(``told.py``) both follow these."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card
from .events import Contract
from .rules import RuleSet


def active_seats(rules: RuleSet, contract: Contract) -> tuple[int, ...]:
    """The seats that play the hand: every seat but a misère bidder's partners sitting out."""
    out = contract.sitting_out(rules)
    return tuple(s for s in range(rules.players) if s not in out)


def declarer_hands(rules: RuleSet, contract: Contract) -> frozenset[int]:
    """The seats whose cards the contractor plays: in a misère its own, with its partners' under
    ``nullo_play: both_hands``; none in any other contract (each seat plays its own)."""
    return frozenset(contract.seats(rules)) if contract.is_misere else frozenset()


def calls_partners(rules: RuleSet, contract: Contract) -> bool:
    """Whether the contractor calls its partners once it has discarded: in the five-player
    game's ``called`` teams, unless it plays a misère alone."""
    return rules.teams == "called" and not contract.is_misere


def nominates_jokers(rules: RuleSet, contract: Contract) -> bool:
    """Whether the contractor names a suit for each joker it holds before the lead: under
    ``joker_nomination`` in no trumps and the misères."""
    return rules.joker_nomination and (contract.kind == "nt" or contract.is_misere)


def nomination_order(hand: Iterable[Card]) -> list[Card]:
    """The contractor's jokers in the order it is asked to nominate them (the black one first)."""
    return sorted((c for c in hand if c.is_joker), reverse=True)


def first_leader(rules: RuleSet, contract: Contract, dealer: int) -> int:
    """Who leads the first trick: the contractor; without one (Spades, or all passed under
    ``all_pass: play_nt``) the dealer's left."""
    return (dealer + 1) % rules.players if contract.declarer is None else contract.declarer

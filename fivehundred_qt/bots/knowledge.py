"""What one seat can infer from its view: where cards may still be, and who has shown a void.

Everything here is computed from a ``SeatView`` only, so a bot built on it cannot peek.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core import Card, SeatView, deck_for
from ..core.cards import JOKER_SUIT
from ..core.order import tables
from ..core.view import joker_suits


def effective_suits(view: SeatView) -> tuple[Sequence[int], Sequence[int]]:
    """Effective suit and power of every card (by code) in this hand's contract."""
    contract = view.contract
    spades = view.rules.is_spades
    trump = 0 if spades else (contract.trump if contract is not None else None)
    eff, pw = tables(trump, not spades and trump is not None)
    nominated = joker_suits(view)
    if nominated:
        eff_l, pw_l = list(eff), list(pw)
        for joker, suit in nominated.items():
            if suit is not None:
                eff_l[joker] = suit
                pw_l[joker] = 31 + (1 if joker.rank == 1 else 0)
        return eff_l, pw_l
    return eff, pw


@dataclass
class Knowledge:
    seat: int
    deck: frozenset[Card]
    unseen: set[Card]
    """Cards this seat has not seen: in other hands, the kitty, the dead hand or discards."""
    voids: list[set[int]]
    """Per seat, the effective suits it has shown it no longer holds."""
    known: dict[int, set[Card]] = field(default_factory=dict)
    """Per seat, cards known to be in its hand (exposed hands)."""
    hand_sizes: tuple[int, ...] = ()
    played: set[Card] = field(default_factory=set)

    @property
    def buried(self) -> int:
        """How many unseen cards are in no hand (kitty, dead hand, the contractor's discards)."""
        in_hands = sum(size - len(self.known.get(s, ())) for s, size in enumerate(self.hand_sizes)
                       if s != self.seat)
        return len(self.unseen) - in_hands


def infer(view: SeatView) -> Knowledge:
    rules = view.rules
    deck = frozenset(deck_for(rules.players, rules.kitty_size, spades=rules.is_spades))
    played: set[Card] = set()
    voids: list[set[int]] = [set() for _ in range(rules.players)]
    eff, _ = effective_suits(view)
    free_joker_proves_void = rules.joker_follow == "void_only"
    tricks: list[tuple[int | None, Sequence[tuple[int, Card]]]] = [
        (lead, cards) for lead, (_, cards) in zip(view.leads, view.tricks, strict=True)]
    if view.trick:
        tricks.append((view.led_suit, view.trick))
    for led, cards in tricks:
        for i, (seat, card) in enumerate(cards):
            played.add(card)
            if i == 0 or led is None:
                continue
            e = eff[card]
            if e == led:
                continue
            if e == JOKER_SUIT and not free_joker_proves_void:
                continue
            voids[seat].add(led)
    seen = set(view.hand) | played
    known: dict[int, set[Card]] = {}
    for holder, shown in view.exposed.items():
        known[holder] = set(shown)
        seen |= known[holder]
    if view.kitty:
        seen |= set(view.kitty)
    if view.discarded:
        seen |= set(view.discarded)
    unseen = set(deck) - seen
    return Knowledge(view.seat, deck, unseen, voids, known, view.hand_sizes, played)


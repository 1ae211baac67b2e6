"""The cards of one hand as dealt: a shuffled deal from a game's deck, and the checks on a deal
given from outside (a record's ``deal``, docs/records.md)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from . import reasons
from .cards import Card
from .errors import IllegalAction
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards of one hand as dealt (a record's ``deal``, docs/records.md); hands are indexed by seat."""

    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]
    dead: tuple[Card, ...] = ()


def shuffled_deal(rules: RuleSet, deck: Sequence[Card], dealer: int, rng: random.Random) -> Deal:
    """``deck`` shuffled by ``rng`` and dealt from the seat after ``dealer``: ten cards each in 500
    (with two players, ten more to the dead hand) and the rest to the kitty; in Spades all 52
    cards, one at a time."""
    cards = list(deck)
    rng.shuffle(cards)
    n = rules.players
    first = dealer + 1
    hands: list[tuple[Card, ...]] = [()] * n
    if rules.is_spades:
        for i in range(4):
            hands[(first + i) % 4] = tuple(sorted(cards[i::4]))
        return Deal(tuple(hands), ())
    for i in range(n):
        hands[(first + i) % n] = tuple(sorted(cards[10 * i:10 * i + 10]))
    rest = cards[10 * n:]
    dead: tuple[Card, ...] = ()
    if n == 2:
        dead, rest = tuple(sorted(rest[:10])), rest[10:]
    return Deal(tuple(hands), tuple(sorted(rest)), dead)


def check_deal(rules: RuleSet, deck: Sequence[Card], deal: Deal) -> None:
    """Raise ``IllegalAction`` naming the first thing wrong with ``deal`` for this game: the number
    of hands, a hand, kitty or dead hand of the wrong size, a card dealt twice, not in the deck, or
    missing."""
    n, size, spades = rules.players, rules.hand_size, rules.is_spades
    if len(deal.hands) != n:
        raise IllegalAction(reasons.DEAL_HANDS.format(hands=n))
    for seat, h in enumerate(deal.hands):
        if len(h) != size:
            raise IllegalAction(reasons.DEAL_HAND_SIZE.format(seat=seat, size=size, count=len(h)))
    kitty = 0 if spades else rules.kitty_size
    if len(deal.kitty) != kitty:
        raise IllegalAction(reasons.DEAL_KITTY_SIZE.format(size=kitty, count=len(deal.kitty)))
    dead = 10 if n == 2 and not spades else 0
    if len(deal.dead) != dead:
        raise IllegalAction(reasons.DEAL_DEAD_SIZE.format(size=dead, count=len(deal.dead)))
    dealt = [c for h in deal.hands for c in h] + list(deal.kitty) + list(deal.dead)
    if sorted(dealt) != sorted(deck):
        seen: set[Card] = set()
        for c in dealt:
            if c in seen:
                raise IllegalAction(reasons.DEALT_TWICE.format(card=str(c)))
            if c not in deck:
                raise IllegalAction(reasons.NOT_IN_DECK.format(card=str(c)))
            seen.add(c)
        missing = sorted(set(deck) - seen)
        raise IllegalAction(reasons.CARDS_MISSING.format(cards=" ".join(map(str, missing))))

"""Worlds built to fit the calls: a Markov chain over the deals a seat cannot tell apart.

Sampling deals at random and weighting them by how likely they make the others' calls
(``CallReading``) works while a fair share of random deals fits the calls.  After a high bid
almost none does: after an opponent's 9NT every random deal gives the bidder far too weak a
hand, all of them sit at the likelihood's floor, and the weights say nothing (the bidder held
the joker in 29% of the worlds, as with no reading at all).

So the worlds are built instead of picked: a Metropolis chain walks from one consistent deal
to another by swapping two unseen cards between two holders (each card only to a seat that may
hold its suit), and accepts a swap with probability min(1, L'/L), L being the likelihood of the
calls.  The swap is its own reverse, so the chain's deals come in proportion to the likelihood
over every deal consistent with what the seat saw: each bidder is dealt a hand that makes its
bid (the trumps, the joker and the bowers a high bid needs), each seat that passed a hand that
would pass, in the measure the reading gives them.  Only the two hands a swap changes are
judged again, and a hand judged once is remembered by its key (``ReadingMemo``), so a step
costs at most two hand estimates, and often none.

The chain first walks ``burn`` swaps away from its random start, then keeps one deal every
``thin`` swaps (``Level.chain_burn``, ``Level.chain_thin``, in proposals per unseen card).  A
deal kept twice is one ``World`` (the search plays it once).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..core import Card, SeatView
from ..core.cards import JACK
from .inference import CallReading, played_cards
from .sampling import BURIED, Sampler, World

LENGTH_SHIFT = 96
"""Where a hand's key (``card_key``) counts the suits' lengths: four bits a suit above the bits
of the cards themselves (codes below 96)."""


def card_key(card: Card) -> int:
    """A card's share of a hand's key (the sum over its cards): the card itself for a joker or a
    card from the jack up, else one more card in its suit's length."""
    if card.is_joker or card.rank >= JACK:
        return 1 << int(card)
    return 1 << (LENGTH_SHIFT + 4 * card.suit)


def hand_key(hand: Sequence[Card]) -> int:
    """Which jokers and cards from the jack up ``hand`` holds, and how many other cards of each
    suit (``card_key``)."""
    return sum(card_key(c) for c in hand)


class ReadingMemo:
    """``CallReading.seat`` remembered per seat and hand key (``hand_key``).

    A call's likelihood reads a hand through its quick trick counts (``estimates``), which count
    the jokers, the cards from the jack up and the suits' lengths, and through whether it holds a
    joker: never which low cards it holds, nor (in 500) their order; and in Spades the hands come
    in one order (sorted, then the cards played), so two hands with the same key get exactly the
    same likelihood (``tests/bots/test_world_drawing.py`` checks it), and each key is judged once
    in a decision."""

    def __init__(self, reading: CallReading) -> None:
        self.reading = reading
        self._memo: dict[int, dict[int, float]] = {s: {} for s in reading.terms}

    def judged(self, s: int) -> bool:
        """Whether seat ``s`` made a call the reading judges."""
        return s in self._memo

    def memo(self, s: int) -> dict[int, float]:
        """Seat ``s``'s likelihoods so far, by hand key."""
        return self._memo[s]

    def seat(self, s: int, key: int, hand: Sequence[Card]) -> float:
        """``reading.seat(s, hand)``, ``key`` being ``hand_key(hand)``."""
        memo = self._memo[s]
        like = memo.get(key)
        if like is None:
            like = memo[key] = self.reading.seat(s, hand)
        return like


def fitted_worlds(view: SeatView, sampler: Sampler, reading: CallReading, count: int,
                  rng: random.Random, burn: float, thin: float) -> list[World]:
    """``count`` worlds drawn by the chain (see the module text), in the order drawn."""
    pool = sampler.pool
    size = len(pool)
    targets = sampler.targets
    allowed = sampler.allowed
    assign = sampler.assign(rng)
    if size < 2 or len(targets) < 2:  # nothing to swap
        return [sampler.world(assign)] * count
    played = played_cards(view)
    readings = ReadingMemo(reading)
    # Each target's hand as the calls saw it: fixed and played cards, then its unseen ones.
    hands: list[list[Card]] = []
    for s in targets:
        hands.append([] if s == BURIED else list(sampler.fixed[s]) + played[s])
    where = [0] * size
    for i, k in enumerate(assign):
        where[i] = len(hands[k])
        hands[k].append(pool[i])
    judged = [s != BURIED and readings.judged(s) for s in targets]
    memos = [readings.memo(s) if judged[k] else {} for k, s in enumerate(targets)]
    keys = [hand_key(h) for h in hands]
    shares = [card_key(c) for c in pool]
    like = [readings.seat(s, keys[k], hands[k]) if judged[k] else 1.0
            for k, s in enumerate(targets)]
    out: list[World] = []
    kept: dict[tuple[int, ...], World] = {}
    burn_steps = max(1, round(burn * size))
    thin_steps = max(1, round(thin * size))
    proposals = 0
    attempts = 0
    next_keep = burn_steps
    limit = (burn_steps + thin_steps * count) * 50
    while len(out) < count:
        attempts += 1
        if attempts > limit:  # hardly any swap is allowed: keep what there is
            out.append(_kept(sampler, assign, kept))
            continue
        i = rng.randrange(size)
        j = rng.randrange(size)
        ki = assign[i]
        kj = assign[j]
        if ki == kj or not (allowed[i] >> kj & 1 and allowed[j] >> ki & 1):
            continue
        proposals += 1
        pi = where[i]
        pj = where[j]
        hands[ki][pi] = pool[j]
        hands[kj][pj] = pool[i]
        change = shares[j] - shares[i]
        key_i = keys[ki] + change
        key_j = keys[kj] - change
        new_i = new_j = 1.0
        if judged[ki]:
            got = memos[ki].get(key_i)
            new_i = got if got is not None else readings.seat(targets[ki], key_i, hands[ki])
        if judged[kj]:
            got = memos[kj].get(key_j)
            new_j = got if got is not None else readings.seat(targets[kj], key_j, hands[kj])
        old = like[ki] * like[kj]
        if new_i * new_j >= old or rng.random() * old < new_i * new_j:
            assign[i] = kj
            assign[j] = ki
            where[i] = pj
            where[j] = pi
            like[ki] = new_i
            like[kj] = new_j
            keys[ki] = key_i
            keys[kj] = key_j
        else:
            hands[ki][pi] = pool[i]
            hands[kj][pj] = pool[j]
        if proposals >= next_keep:
            out.append(_kept(sampler, assign, kept))
            next_keep += thin_steps
    return out


def _kept(sampler: Sampler, assign: list[int], kept: dict[tuple[int, ...], World]) -> World:
    """The world of ``assign``: the one kept before when the chain has been there already."""
    key = tuple(assign)
    world = kept.get(key)
    if world is None:
        world = kept[key] = sampler.world(assign)
    return world

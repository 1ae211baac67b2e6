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
judged again, so a step costs two hand estimates.

The chain first walks ``burn`` swaps away from its random start, then keeps one deal every
``thin`` swaps (``Level.chain_burn``, ``Level.chain_thin``, in proposals per unseen card).
"""

from __future__ import annotations

import random

from ..core import Card, SeatView
from .inference import CallReading, played_cards
from .sampling import BURIED, Sampler, World


def fitted_worlds(view: SeatView, sampler: Sampler, reading: CallReading, count: int,
                  rng: random.Random, burn: float, thin: float) -> list[World]:
    """``count`` worlds drawn by the chain (see the module text), in the order drawn."""
    pool = sampler.pool
    size = len(pool)
    targets = sampler.targets
    allowed = sampler.allowed
    assign = sampler.assign(rng)
    if size < 2 or len(targets) < 2:  # nothing to swap
        return [sampler.world(assign) for _ in range(count)]
    played = played_cards(view)
    # Each target's hand as the calls saw it: fixed and played cards, then its unseen ones.
    hands: list[list[Card]] = []
    for s in targets:
        hands.append([] if s == BURIED else list(sampler.fixed[s]) + played[s])
    where = [0] * size
    for i, k in enumerate(assign):
        where[i] = len(hands[k])
        hands[k].append(pool[i])
    judged = [s != BURIED and s in reading.terms for s in targets]
    like = [reading.seat(s, hands[k]) if judged[k] else 1.0 for k, s in enumerate(targets)]
    out: list[World] = []
    burn_steps = max(1, round(burn * size))
    thin_steps = max(1, round(thin * size))
    proposals = 0
    attempts = 0
    next_keep = burn_steps
    limit = (burn_steps + thin_steps * count) * 50
    while len(out) < count:
        attempts += 1
        if attempts > limit:  # hardly any swap is allowed: keep what there is
            out.append(sampler.world(assign))
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
        new_i = reading.seat(targets[ki], hands[ki]) if judged[ki] else 1.0
        new_j = reading.seat(targets[kj], hands[kj]) if judged[kj] else 1.0
        old = like[ki] * like[kj]
        if new_i * new_j >= old or rng.random() * old < new_i * new_j:
            assign[i] = kj
            assign[j] = ki
            where[i] = pj
            where[j] = pi
            like[ki] = new_i
            like[kj] = new_j
        else:
            hands[ki][pi] = pool[i]
            hands[kj][pj] = pool[j]
        if proposals >= next_keep:
            out.append(sampler.world(assign))
            next_keep += thin_steps
    return out


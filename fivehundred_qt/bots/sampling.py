"""Determinization: deal the cards a seat has not seen in a way consistent with all it knows.

A *world* gives every seat a full hand: the seat's own cards and the exposed hands as they are,
and the unseen cards (``knowledge.infer``) spread over the other seats so that each gets exactly
its number of cards and no card of a suit it has shown void in; the rest are *buried* (the kitty,
the contractor's discards, the dead hand of a 2-player game).

Besides the voids ``knowledge.infer`` finds, two rules of play prove more (``extra_voids``):

- in a misère contract, a seat that could not follow and did not play its suitless joker holds
  none (it would have had to play it: docs/rules.md, "A joker without a suit");
- in Spades, a seat that led a spade before spades were broken held nothing but spades.

Sampling is a randomised greedy deal (cards most constrained first, each to a seat chosen in
proportion to the room it has left) with retries, and a fallback that checks Hall's condition at
every step, so a consistent deal is always found when one exists.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..core import Card, Phase, SeatView
from ..core.cards import JOKER_SUIT
from .knowledge import Knowledge, effective_suits, infer

BURIED = -1


def extra_voids(view: SeatView) -> list[set[int]]:
    """Per seat, the effective suits (``JOKER_SUIT`` for a suitless joker) the rules of play
    prove it no longer holds, beyond the voids ``knowledge.infer`` finds."""
    n = view.rules.players
    out: list[set[int]] = [set() for _ in range(n)]
    if view.phase is not Phase.PLAY or view.contract is None:
        return out
    eff, _ = effective_suits(view)
    tricks: list[tuple[int, Sequence[tuple[int, Card]]]] = [
        (lead, cards) for lead, (_, cards) in zip(view.leads, view.tricks, strict=True)]
    if view.trick and view.led_suit is not None:
        tricks.append((view.led_suit, view.trick))
    if view.rules.is_spades:
        broken = False
        for _, cards in tricks:
            seat, first = cards[0]
            if not broken and eff[first] == 0:
                out[seat] |= {1, 2, 3}
            if any(eff[c] == 0 for _, c in cards):
                broken = True
        return out
    contract = view.contract
    if contract.is_misere and contract.trump is None:
        for led, cards in tricks:
            for seat, c in cards[1:]:
                e = eff[c]
                if e != led and e != JOKER_SUIT:
                    out[seat].add(JOKER_SUIT)
    return out


@dataclass
class World:
    hands: list[list[Card]]
    """Every seat's cards (the seat's own, exposed and sampled)."""
    buried: list[Card]
    """Unseen cards in no hand: kitty, discards, dead hand (in random order)."""


class Sampler:
    """Deals consistent worlds for one view; build once per decision, ``sample`` many times."""

    def __init__(self, view: SeatView, know: Knowledge | None = None, *,
                 use_voids: bool = True) -> None:
        know = know if know is not None else infer(view)
        self.view = view
        n = view.rules.players
        me = view.seat
        eff, _ = effective_suits(view)
        self.fixed: list[list[Card]] = [[] for _ in range(n)]
        self.fixed[me] = list(view.hand)
        for s, cards in know.known.items():
            if s != me:
                self.fixed[s] = sorted(cards)
        pool = sorted(know.unseen)
        targets: list[int] = []
        capacity: list[int] = []
        for s in range(n):
            if s == me:
                continue
            need = view.hand_sizes[s] - len(self.fixed[s])
            if need > 0:
                targets.append(s)
                capacity.append(need)
        buried = len(pool) - sum(capacity)
        if buried < 0:
            raise ValueError("the view's hand sizes exceed the unseen cards")
        if buried:
            targets.append(BURIED)
            capacity.append(buried)
        self.pool = pool
        self.targets = targets
        self.capacity = capacity
        voids = [set(v) for v in know.voids]
        if use_voids:
            for s, extra in enumerate(extra_voids(view)):
                voids[s] |= extra
        else:
            voids = [set() for _ in range(n)]
        # Allowed targets per effective suit, as bitmasks over target positions.
        suit_allowed = []
        for suit in range(5):
            m = 0
            for k, s in enumerate(targets):
                if s == BURIED or suit not in voids[s]:
                    m |= 1 << k
            suit_allowed.append(m)
        self.suit_of = [eff[c] for c in pool]
        self.allowed = [suit_allowed[e] for e in self.suit_of]
        self.target_suits = [sum(1 << suit for suit in range(5) if suit_allowed[suit] >> k & 1)
                             for k in range(len(targets))]
        self.constrained = any(a != (1 << len(targets)) - 1 for a in self.allowed)
        if self.constrained and not self._feasible(self._suit_counts(range(len(pool))), capacity):
            # Inconsistent knowledge (should not happen): fall back to ignoring the voids.
            full = (1 << len(targets)) - 1
            self.allowed = [full] * len(pool)
            self.target_suits = [0b11111] * len(targets)
            self.constrained = False

    # ------------------------------------------------------------------ sampling
    def sample(self, rng: random.Random) -> World:
        return self.world(self.assign(rng))

    def world(self, assign: Sequence[int]) -> World:
        """The world in which each unseen card ``pool[i]`` goes to ``targets[assign[i]]``."""
        n = self.view.rules.players
        hands = [list(h) for h in self.fixed]
        buried: list[Card] = []
        targets = self.targets
        for i, k in enumerate(assign):
            s = targets[k]
            if s == BURIED:
                buried.append(self.pool[i])
            else:
                hands[s].append(self.pool[i])
        for s in range(n):
            hands[s].sort()
        return World(hands, buried)

    def assign(self, rng: random.Random) -> list[int]:
        """A random consistent deal: for each unseen card, the position of its holder in
        ``targets``."""
        count = len(self.pool)
        if not self.constrained:
            slots = [k for k, c in enumerate(self.capacity) for _ in range(c)]
            rng.shuffle(slots)
            return slots
        for _ in range(24):
            got = self._greedy(rng)
            if got is not None:
                return got
        return self._careful(rng, count)

    def _greedy(self, rng: random.Random) -> list[int] | None:
        allowed = self.allowed
        order = list(range(len(self.pool)))
        rng.shuffle(order)
        order.sort(key=lambda i: allowed[i].bit_count())
        cap = list(self.capacity)
        out = [0] * len(self.pool)
        for i in order:
            a = allowed[i]
            total = 0
            k = 0
            m = a
            while m:
                if m & 1:
                    total += cap[k]
                m >>= 1
                k += 1
            if total == 0:
                return None
            r = rng.randrange(total)
            k = 0
            m = a
            while True:
                if m & 1:
                    r -= cap[k]
                    if r < 0:
                        break
                m >>= 1
                k += 1
            cap[k] -= 1
            out[i] = k
        return out

    def _suit_counts(self, cards: Sequence[int] | range) -> list[int]:
        counts = [0] * 5
        for i in cards:
            counts[self.suit_of[i]] += 1
        return counts

    def _feasible(self, counts: Sequence[int], cap: Sequence[int]) -> bool:
        """Hall's condition: every set of suits fits in the room of the targets that may take
        them."""
        present = [s for s in range(5) if counts[s]]
        tsuits = self.target_suits
        for subset in range(1, 1 << len(present)):
            need = 0
            smask = 0
            for j, s in enumerate(present):
                if subset >> j & 1:
                    need += counts[s]
                    smask |= 1 << s
            room = sum(c for k, c in enumerate(cap) if tsuits[k] & smask)
            if need > room:
                return False
        return True

    def _careful(self, rng: random.Random, count: int) -> list[int]:
        order = list(range(count))
        rng.shuffle(order)
        cap = list(self.capacity)
        counts = self._suit_counts(order)
        out = [0] * count
        for i in order:
            suit = self.suit_of[i]
            counts[suit] -= 1
            options = [k for k in range(len(cap)) if self.allowed[i] >> k & 1 and cap[k]]
            weights = [cap[k] for k in options]
            while options:
                k = rng.choices(options, weights)[0]
                cap[k] -= 1
                if self._feasible(counts, cap):
                    out[i] = k
                    break
                cap[k] += 1
                j = options.index(k)
                options.pop(j)
                weights.pop(j)
            else:  # pragma: no cover - the initial check makes this unreachable
                raise RuntimeError("no consistent deal")
        return out

"""Quick estimates from one hand, without search: the tricks a hand takes (500 per trump,
Spades), and the heuristic bid, kitty discards and joker suit they give.

The search uses them to read the others' calls (``inference.py``), to discard for the
declarer in its bidding simulations (``contracts.simulate``), to pick the discard candidates it
scores, and to decide when there is no time to search.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import PASS, Bid, Card, SeatView
from ..core.actions import BIDS, numbered_value
from ..core.cards import JOKER_SUIT
from ..core.rules import RuleSet
from .fastplay import Table

SUPPORT = {2: 0.8, 3: 0.8, 4: 2.5, 5: 1.8, 6: 2.2}
"""Tricks a bidder expects from the kitty and partners, by player count (3v3: see ``support``)."""


def support(rules: RuleSet) -> float:
    if rules.teams == "3v3":
        return 3.0
    return SUPPORT[rules.players]


def estimate_tricks(hand: Sequence[Card], trump: int) -> float:
    """A quick count of the tricks a 500 hand takes on its own with ``trump`` (4: no trumps)."""
    return estimate_all(hand)[trump]


def estimate_all(hand: Sequence[Card]) -> list[float]:
    """``estimate_tricks`` for each trump (spades, clubs, diamonds, hearts, no trumps) at once."""
    count = [0, 0, 0, 0]  # cards per printed suit, jacks left out
    jack = [0, 0, 0, 0]
    ace = [0, 0, 0, 0]
    king = [0, 0, 0, 0]
    queen = [0, 0, 0, 0]
    jokers = 0
    for c in hand:
        code = int(c)
        suit, rank = divmod(code, 20)
        if suit == 4:
            jokers += 1
        elif rank == 14:
            jack[suit] = 1
        else:
            count[suit] += 1
            if rank == 17:
                ace[suit] = 1
            elif rank == 16:
                king[suit] = 1
            elif rank == 15:
                queen[suit] = 1
    out = []
    for t in range(4):
        left = t ^ 1
        nt = count[t] + jack[t] + jack[left] + jokers
        tricks = (jokers + 0.95 * jack[t] + 0.85 * jack[left] + 0.7 * ace[t] + 0.45 * king[t]
                  + 0.3 * queen[t] + 0.75 * max(0, nt - 3))
        for s in range(4):
            if s == t:
                continue
            n = count[s] + (jack[s] if s != left else 0)
            tricks += 0.85 * ace[s]
            if n >= 2:
                tricks += 0.45 * king[s]
            if nt >= 3:
                if n == 0:
                    tricks += 0.6
                elif n == 1:
                    tricks += 0.3
        out.append(tricks)
    tricks = float(jokers)
    for s in range(4):
        n = count[s] + jack[s]
        tricks += ace[s]
        if n >= 2:
            tricks += 0.6 * king[s]
        if n >= 3:
            tricks += 0.3 * queen[s]
        if n >= 5 and (ace[s] or king[s]):
            tricks += 0.5 * (n - 4)
    out.append(tricks)
    return out


def estimate_spades(hand: Sequence[Card]) -> float:
    """A quick count of the tricks a Spades hand takes."""
    by_suit: list[list[int]] = [[], [], [], []]
    for c in hand:
        by_suit[c.suit].append(c.rank)
    tricks = 0.0
    spades = by_suit[0]
    for r in spades:
        if r == 17:
            tricks += 1.0
        elif r == 16:
            tricks += 0.8 if len(spades) >= 2 else 0.4
        elif r == 15:
            tricks += 0.5 if len(spades) >= 3 else 0.1
    tricks += 0.8 * max(0, len(spades) - 3)
    for s in range(1, 4):
        ranks = by_suit[s]
        n = len(ranks)
        for r in ranks:
            if r == 17:
                tricks += 0.9 if n <= 5 else 0.6
            elif r == 16 and n >= 2:
                tricks += 0.5 if n <= 4 else 0.3
        if n <= 1 and len(spades) >= 2:
            tricks += 0.4 if n == 0 else 0.2
    return tricks


def high_cards(hand: Sequence[Card]) -> int:
    return sum(1 for c in hand if c.is_joker or c.rank >= 14)


SIDE_LENGTH = 2.0
"""The keep value a card of a side suit gains for each card of its suit in the hand, in a trump
contract (the discard's: ``discard_candidates``); higher empties the short suits first."""


def discard_candidates(table: Table, hand: Sequence[Card], k: int, *, limit: int = 6,
                       side_length: float = SIDE_LENGTH) -> list[tuple[Card, ...]]:
    """A few sensible discards of ``k`` cards from ``hand`` for ``table``'s contract: the best by
    a keep-value (``side_length``: ``SIDE_LENGTH``), and variants that empty a short plain
    suit."""
    t = table
    idx_of, suit_of, power = t.idx_of, t.suit_of, t.power
    misere = t.contract.is_misere
    counts = [0] * 5
    for c in hand:
        counts[suit_of[idx_of[c]]] += 1

    def keep(c: Card) -> float:
        i = idx_of[c]
        e, p = suit_of[i], power[i]
        if misere:
            # Low cards are safe; high ones and a suitless joker must go.
            return -(1000.0 if e == JOKER_SUIT else p + (0.5 if counts[e] <= 2 else 0))
        if e == JOKER_SUIT:
            return 1000.0
        if e == t.trump:
            return 500.0 + p
        length = counts[e]
        v = float(p) + (4 if t.trump < 0 else side_length) * length
        if p == 17:
            v += 40
        elif p == 16 and length >= 2:
            v += 15
        elif p == 15 and length >= 3:
            v += 5
        return v

    ordered = sorted(hand, key=lambda c: (keep(c), c))
    out: list[tuple[Card, ...]] = [tuple(sorted(ordered[:k]))]
    for e in range(4):
        if e == t.trump or not 0 < counts[e] <= k:
            continue
        suit_cards = [c for c in ordered if suit_of[idx_of[c]] == e]
        rest = [c for c in ordered if c not in suit_cards]
        cand = tuple(sorted(suit_cards + rest[:k - len(suit_cards)]))
        if cand not in out:
            out.append(cand)
    if not misere:
        low = tuple(sorted(sorted(hand, key=lambda c: (t.low_key[idx_of[c]], c))[:k]))
        if low not in out:
            out.append(low)
    return out[:limit]


def heuristic_joker_suit(view: SeatView, joker: Card) -> int | None:
    contract = view.contract
    if contract is None or not contract.is_misere:
        return None
    counts = [0] * 4
    for c in view.hand:
        if not c.is_joker:
            counts[c.suit] += 1
    return max(range(4), key=lambda s: (counts[s], -s))


def heuristic_bid(view: SeatView) -> Bid:
    """The bid of the quick trick count: the best legal bid the hand supports, else pass."""
    legal = [b for b in view.legal if isinstance(b, Bid)]
    if view.rules.is_spades:
        est = estimate_spades(view.hand)
        want = max(1, min(13, round(est)))
        return BIDS.get((str(want), False), legal[0])
    best: Bid = PASS
    level = support(view.rules)
    best_value = -1
    for b in legal:
        if not b.is_numbered or b.sans_kitty:
            continue
        assert b.trump is not None
        if estimate_tricks(view.hand, b.trump) + level >= b.tricks:
            v = numbered_value(b.call)
            if v > best_value:
                best, best_value = b, v
    return best

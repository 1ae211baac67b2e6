"""Scoring of a hand and the end of the game (docs/rules.md: "Scoring", "End of the game",
"Spades: scoring", "Spades: end of the game")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from .actions import BIDS, Bid
from .events import Contract, HandResult
from .rules import RuleSet

SLAM_POINTS = 250


def trick_limit(rules: RuleSet) -> int | None:
    """The total that 10-per-trick points never take a side above (None: no limit)."""
    limit = rules.defender_cap
    if rules.must_bid_to_win:
        top = rules.win_score - 10
        limit = top if limit is None else min(limit, top)
    return limit


def trick_points(rules: RuleSet, score: int, tricks: int) -> int:
    """10 per trick, stopping at the cap; a side already above it gains and loses nothing."""
    points = 10 * tricks
    limit = trick_limit(rules)
    if limit is None:
        return points
    if score >= limit:
        return 0
    return min(points, limit - score)


def score_500(rules: RuleSet, contract: Contract, won: Sequence[int], side_of: Sequence[int],
              contract_seats: Sequence[int], scores: Sequence[int]) -> tuple[bool | None, list[int]]:
    """``(made, delta per side)`` for a finished 500 hand.

    ``contract_seats`` are the seats whose tricks count for (numbered) or against (misère) the
    contract; each side holding one of them scores the contract's value.
    """
    delta = [0] * len(scores)
    if contract.kind == "all_pass_nt":
        for side in range(len(scores)):
            side_tricks = sum(won[s] for s in range(len(won)) if side_of[s] == side)
            delta[side] = trick_points(rules, scores[side], side_tricks)
        return None, delta
    taken = sum(won[s] for s in contract_seats)
    contract_sides = {side_of[s] for s in contract_seats}
    if contract.is_misere:
        made = taken == 0
        value = contract.value
        defenders_score = rules.misere_defenders_score
    else:
        made = taken >= contract.tricks
        value = contract.value
        if made and taken == rules.hand_size and value < SLAM_POINTS:
            value = SLAM_POINTS
        defenders_score = True
    for side in range(len(scores)):
        if side in contract_sides:
            delta[side] = value if made else -value
        elif defenders_score:
            side_tricks = sum(won[s] for s in range(len(won)) if side_of[s] == side)
            delta[side] = trick_points(rules, scores[side], side_tricks)
    return made, delta


NilCall = Literal["nil", "blind_nil"]


@dataclass(frozen=True, slots=True)
class NilScore:
    """A nil or blind nil bid in a Spades hand: made when its bidder took no trick."""

    seat: int
    call: NilCall
    made: bool
    points: int
    """+100 or -100 (blind nil: 200); the bidder's tricks count as bags, not here."""


@dataclass(frozen=True, slots=True)
class SpadesSideScore:
    """One side's Spades hand part by part (docs/rules.md, "Spades: scoring")."""

    bid: int
    """The tricks its bidders bid together, nil bidders apart (0 when all bid nil)."""
    taken: int
    """The tricks its bidders took, nil bidders apart."""
    has_bid: bool
    """False when every seat of the side bid nil: there is no bid to make or be set on."""
    nils: tuple[NilScore, ...]
    bags: int
    """Bags taken this hand: its bidders' tricks over the bid, and every trick a nil bidder took."""
    penalties: int
    """Bag penalties paid this hand (each one ``rules.bag_penalty``)."""

    @property
    def made(self) -> bool:
        return self.taken >= self.bid

    @property
    def bid_points(self) -> int:
        """10 a trick bid, won when made and lost when set."""
        return 10 * self.bid if self.made else -10 * self.bid

    def points(self, rules: RuleSet) -> int:
        """The side's score for the hand."""
        return (self.bid_points + sum(n.points for n in self.nils) + self.bags
                - self.penalties * rules.bag_penalty)


def _spades_side(bids: Sequence[Bid], won: Sequence[int], seats: Sequence[int]) -> SpadesSideScore:
    """A side's hand before bag penalties (they depend on the bags it had before)."""
    nils = tuple(NilScore(s, "blind_nil" if bids[s].call == "blind_nil" else "nil", won[s] == 0,
                          (200 if bids[s].call == "blind_nil" else 100) * (1 if won[s] == 0 else -1))
                 for s in seats if bids[s].call in ("nil", "blind_nil"))
    nil_seats = {n.seat for n in nils}
    bidders = [s for s in seats if s not in nil_seats]
    bid = sum(bids[s].tricks for s in bidders)
    taken = sum(won[s] for s in bidders)
    over = taken - bid if taken >= bid else 0
    return SpadesSideScore(bid, taken, bool(bidders), nils,
                           over + sum(won[n.seat] for n in nils), 0)


def score_spades(rules: RuleSet, bids: Sequence[Bid], won: Sequence[int],
                 sides: Sequence[Sequence[int]], bags: Sequence[int]) -> tuple[list[int], list[int]]:
    """``(delta per side, bags per side after penalties)`` for a finished Spades hand."""
    delta: list[int] = []
    new_bags: list[int] = []
    for side, seats in enumerate(sides):
        part = _spades_side(bids, won, seats)
        side_bags = bags[side] + part.bags
        penalties = side_bags // rules.bag_limit
        delta.append(replace(part, penalties=penalties).points(rules))
        new_bags.append(side_bags - penalties * rules.bag_limit)
    return delta, new_bags


def spades_parts(rules: RuleSet, result: HandResult) -> tuple[SpadesSideScore, ...] | None:
    """Each side's Spades hand part by part, from a scored hand's summary (its bids, tricks and
    points: what a record or a network client has); None when the summary does not tell them (not
    Spades, a bid missing, points that no bag penalty explains)."""
    if result.bids is None or len(result.bids) != len(result.tricks):
        return None
    bids: list[Bid] = []
    for value in result.bids:
        bid = None if value is None else BIDS.get((str(value), False))
        if bid is None:
            return None
        bids.append(bid)
    parts: list[SpadesSideScore] = []
    for side, seats in enumerate(rules.sides):
        part = _spades_side(bids, result.tricks, seats)
        paid = part.points(rules) - result.delta[side]
        if rules.bag_penalty == 0:
            if paid:
                return None
            penalties = 0
        elif paid < 0 or paid % rules.bag_penalty:
            return None
        else:
            penalties = paid // rules.bag_penalty
        parts.append(replace(part, penalties=penalties))
    return tuple(parts)


def decide_winner(rules: RuleSet, scores: Sequence[int], preferred: int | None) -> int | None:
    """The winning side after a hand, or None while the game goes on.

    Reaching ``win_score`` comes before going out backwards; ``preferred`` (the contractor's side,
    in ``called`` games the contractor's own seat) wins among several sides that reached the
    target; otherwise the highest score wins, and an exact tie for it means play continues.
    """
    reached = [i for i, s in enumerate(scores) if s >= rules.win_score]
    if reached:
        if preferred is not None and preferred in reached:
            return preferred
        return _unique_highest(scores, reached)
    if rules.lose_score is not None:
        out = [i for i, s in enumerate(scores) if s <= rules.lose_score]
        if out:
            others = [i for i in range(len(scores)) if i not in out]
            return _unique_highest(scores, others or list(range(len(scores))))
    return None


def _unique_highest(scores: Sequence[int], candidates: Sequence[int]) -> int | None:
    best = max(scores[i] for i in candidates)
    top = [i for i in candidates if scores[i] == best]
    return top[0] if len(top) == 1 else None

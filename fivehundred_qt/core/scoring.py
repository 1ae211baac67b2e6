"""Scoring of a hand and the end of the game (docs/rules.md: "Scoring", "End of the game",
"Spades: scoring", "Spades: end of the game")."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Bid
from .events import Contract
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


def score_spades(rules: RuleSet, bids: Sequence[Bid], won: Sequence[int],
                 sides: Sequence[Sequence[int]], bags: Sequence[int]) -> tuple[list[int], list[int]]:
    """``(delta per side, bags per side after penalties)`` for a finished Spades hand."""
    delta: list[int] = []
    new_bags: list[int] = []
    for side, seats in enumerate(sides):
        nil_seats = [s for s in seats if bids[s].call in ("nil", "blind_nil")]
        bidders = [s for s in seats if s not in nil_seats]
        contract = sum(bids[s].tricks for s in bidders)
        taken = sum(won[s] for s in bidders)
        points = 0
        side_bags = bags[side]
        if taken >= contract:
            points += 10 * contract + (taken - contract)
            side_bags += taken - contract
        else:
            points -= 10 * contract
        for s in nil_seats:
            worth = 200 if bids[s].call == "blind_nil" else 100
            points += worth if won[s] == 0 else -worth
            points += won[s]
            side_bags += won[s]
        penalties = side_bags // rules.bag_limit
        side_bags -= penalties * rules.bag_limit
        points -= penalties * rules.bag_penalty
        delta.append(points)
        new_bags.append(side_bags)
    return delta, new_bags


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

"""What a finished hand is worth near the end of the game: the chance it gives a side to win the
game (``GameOutlook``), for the search levels' contract values (``contracts.make_util``,
``contracts.expected_points``).

Far from the end a point is a point, and the search scores a hand by its points (for its side,
less the others' average).  Near the end it is not: at 300 against 480, with the other side about
to go out, 7 hearts to exactly 500 wins the game when made, where 6 hearts to 400 leaves the other
side on 490 with the next hand to win.  So a hand's value blends its points with the change it
makes to the side's chance of winning the game, by how close the game is to its end
(``closeness``).

**The model of the rest of the game.**  The scores after the hand decide the game exactly when
they end it (``core.scoring.decide_winner``: the target reached, the contractor's side first;
out backwards).  Otherwise each side's points per hand are taken as independent and normal with
the mean and spread that ``normal`` players score (``PACE``, measured over 60 self-play games
of each kind: Australian 500 +62 a side a hand, spread 114; American +51, 132; Spades +36, 51;
with more than two sides a side contracts less often, so its mean is scaled by two over the
number of sides).  The number of hands a side then needs to reach the target is the first
passage of that walk (an inverse Gaussian); the side that gets there in fewest hands wins, a tie
halved.  In Spades the bags a side holds count against its score at their share of the penalty
(``bag_penalty / bag_limit`` each), as they cost it over a game.  Going out backwards is exact
for the hand itself and left out of the rest of the game.

**On the points' scale.**  A change of win chance is worth ``scale`` points: the points that
move a side's win chance as much at the start of the game (about 930 in Australian 500), so that
early in a game both measures agree.  The blend moves from points alone when every side is at
least ``NEAR_START`` short of the target (and of going out backwards) to the win chance weighted
``MOST_WEIGHT`` at ``NEAR_FULL``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..core.rules import RuleSet
from ..core.scoring import decide_winner


@dataclass(frozen=True, slots=True)
class Pace:
    """A side's points per hand in a game between ``normal`` players: mean and spread."""

    mean: float
    spread: float


PACE: dict[str, Pace] = {"australian": Pace(62.0, 114.0), "american": Pace(51.0, 132.0),
                         "spades": Pace(36.0, 51.0)}
"""Per kind of game, with two sides (see the module text)."""
NEAR_START = 300
NEAR_FULL = 100
MOST_WEIGHT = 0.8
"""The blend of points and win chance: points alone while every side is at least ``NEAR_START``
points from the target (and from going out backwards), the win chance weighted ``MOST_WEIGHT``
from ``NEAR_FULL`` on (the points keep the rest: a hand whose play cannot change the game, such
as one after which a side is out backwards whatever happens, is still played for its points)."""
HORIZON = 200
"""The most hands the model of the rest of the game looks ahead."""
SCALE_STEP = 50
"""The points either side of the start over which ``scale`` measures the win chance's slope."""


def pace(rules: RuleSet) -> Pace:
    """A side's points per hand under these rules."""
    kind = "spades" if rules.is_spades else ("american" if rules.variant == "american"
                                             else "australian")
    base = PACE[kind]
    sides = max(2, len(rules.sides))
    return Pace(base.mean * 2 / sides, base.spread)


def _normal_cdf(x: float) -> float:
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def _passage(distance: float, hands: int, step: Pace) -> float:
    """The chance a walk of ``step`` a hand has gone ``distance`` within ``hands`` hands (the
    inverse Gaussian distribution of its first passage)."""
    mu, sigma = step.mean, step.spread
    root = sigma * math.sqrt(hands)
    near = _normal_cdf((mu * hands - distance) / root)
    tail = _normal_cdf(-(mu * hands + distance) / root)
    if tail <= 0.0:
        return near
    return min(1.0, near + math.exp(min(700.0, 2.0 * mu * distance / (sigma * sigma))
                                    + math.log(tail)))


def race(distances: Sequence[float], step: Pace) -> list[float]:
    """Each side's chance to reach the target first, ``distances`` points short of it."""
    n = len(distances)
    reached = [[0.0] * n]
    for hands in range(1, HORIZON + 1):
        reached.append([_passage(max(1.0, d), hands, step) for d in distances])
        if sum(r < 1.0 - 1e-7 for r in reached[-1]) <= 1:
            break  # every side but one (at most) is there: nothing more to share
    wins = [0.0] * n
    for hands in range(1, len(reached)):
        now, before = reached[hands], reached[hands - 1]
        for i in range(n):
            first = now[i] - before[i]
            if first <= 0.0:
                continue
            for j in range(n):
                if j != i:
                    # j not there yet, or there in the same hand (a tie, halved)
                    first *= (1.0 - now[j]) + 0.5 * (now[j] - before[j])
            wins[i] += first
    total = sum(wins)
    return [w / total for w in wins] if total > 0 else [1.0 / n] * n


def charged(rules: RuleSet, scores: Sequence[int], bags: Sequence[int] | None) -> list[float]:
    """The scores with each bag held (Spades) charged its share of the penalty."""
    if not rules.is_spades or bags is None:
        return [float(s) for s in scores]
    share = rules.bag_penalty / rules.bag_limit
    return [s - share * b for s, b in zip(scores, bags, strict=True)]


def win_chance(rules: RuleSet, scores: Sequence[int], side: int,
               bags: Sequence[int] | None = None, preferred: int | None = None) -> float:
    """The chance ``side`` wins the game from ``scores`` after a played hand (``preferred``: the
    contractor's side, first among sides that reached the target)."""
    winner = decide_winner(rules, scores, preferred)
    if winner is not None:
        return 1.0 if winner == side else 0.0
    return _race_chance(rules, tuple(charged(rules, scores, bags)), side)


@lru_cache(maxsize=4096)
def _race_chance(rules: RuleSet, scores: tuple[float, ...], side: int) -> float:
    return race([rules.win_score - s for s in scores], pace(rules))[side]


@lru_cache(maxsize=64)
def scale(rules: RuleSet) -> float:
    """Points worth a whole game's chance: the points that move a side's win chance by one
    hundredth at the start of the game, times a hundred."""
    n = len(rules.sides)
    up = [0.0] * n
    down = [0.0] * n
    up[0], down[0] = SCALE_STEP, -SCALE_STEP
    slope = (_race_chance(rules, tuple(up), 0) - _race_chance(rules, tuple(down), 0)) \
        / (2 * SCALE_STEP)
    return 1.0 / slope


class GameOutlook:
    """One seat's side's view of the game before a hand: how close it is to its end and what a
    finished hand is worth (``value``)."""

    __slots__ = ("_cache", "before", "closeness", "rules", "scale", "side")

    def __init__(self, rules: RuleSet, scores: Sequence[int], side: int,
                 bags: Sequence[int] | None = None) -> None:
        self.rules = rules
        self.side = side
        self.closeness = closeness(rules, scores, bags) if len(rules.sides) > 1 else 0.0
        self.before = 0.0
        self.scale = 0.0
        if self.closeness > 0.0:
            self.before = _race_chance(rules, tuple(charged(rules, scores, bags)), side)
            self.scale = scale(rules)
        self._cache: dict[tuple[tuple[int, ...], tuple[int, ...] | None, int | None], float] = {}

    def value(self, points: float, after: Sequence[int], bags_after: Sequence[int] | None = None,
              preferred: int | None = None) -> float:
        """A finished hand's worth: its ``points`` for the side (less the others' average)
        blended with the change of the side's win chance it makes, the scores (and bags) after
        it being ``after`` (``bags_after``)."""
        w = self.closeness
        if w <= 0.0:
            return points
        key = (tuple(after), None if bags_after is None else tuple(bags_after), preferred)
        game = self._cache.get(key)
        if game is None:
            chance = win_chance(self.rules, after, self.side, bags_after, preferred)
            game = self._cache[key] = self.scale * (chance - self.before)
        return (1.0 - w) * points + w * game


def closeness(rules: RuleSet, scores: Sequence[int], bags: Sequence[int] | None = None) -> float:
    """How close the game is to its end: the weight of the win chance against the points, 0 to
    ``MOST_WEIGHT``, by the side nearest the target or nearest going out backwards."""
    now = charged(rules, scores, bags)
    short = rules.win_score - max(now)
    if rules.lose_score is not None:
        short = min(short, min(now) - rules.lose_score)
    return MOST_WEIGHT * min(1.0, max(0.0, (NEAR_START - short) / (NEAR_START - NEAR_FULL)))

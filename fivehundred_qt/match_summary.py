"""The summary of a duplicate match (``arena``), kept as running sums while the deal pairs are
played: a match of a million deals takes the memory of a match of ten.

Means and their intervals are exact (the sums are kept as fractions, as ``statistics`` does);
decision times keep a count, a sum, the longest and a histogram of fixed size whose buckets are
1% wide, so the 95th percentile is within 0.5% of the time it stands for.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final

from .core import RuleSet


@dataclass
class PairResult:
    value: float
    bids: dict[str, Counter[str]] = field(default_factory=dict)
    makes: dict[str, Counter[str]] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)
    forecasts: dict[str, list[tuple[float, bool, str]]] = field(default_factory=dict)
    """Per level, each contract it won with a bid it had priced: (the chance of making it that
    the bidder's search gave, made or not, the kind of contract)."""
    difference: str = ""
    """What the auctions of the two plays left different (``auction_difference``)."""
    bags_charged: float | None = None
    """Spades: ``value`` with every bag a side is left holding charged its share of the
    penalty (``bag_penalty / bag_limit``), as it costs over a game: a deal played from zero
    never reaches the limit, so its points alone count a bag as one point gained."""
    record: dict[str, Any] = field(default_factory=dict)
    """The pair as ``arena --pairs`` writes it: its seed, value and ``difference``, the hands
    dealt, the kitty and the dead hand (two players; else empty), and per play the level of
    each side, the calls (each with the chance its bidder's search gave a bid it priced), the
    contract, declarer, tricks and points."""


class RunningMean:
    """A mean and its 95% interval (± 1.96 standard errors), from values seen one at a time."""

    def __init__(self) -> None:
        self.count = 0
        self._sum = Fraction(0)
        self._squares = Fraction(0)

    def add(self, value: float) -> None:
        exact = Fraction(value)
        self.count += 1
        self._sum += exact
        self._squares += exact * exact

    def interval(self) -> tuple[float, float, float]:
        """The mean, the interval's low and high end (all 0 with no values; the mean alone with
        one)."""
        if not self.count:
            return 0.0, 0.0, 0.0
        mean = self._sum / self.count
        if self.count == 1:
            return float(mean), float(mean), float(mean)
        variance = (self._squares - self.count * mean * mean) / (self.count - 1)
        half = 1.96 * math.sqrt(variance) / math.sqrt(self.count)
        return float(mean), float(mean) - half, float(mean) + half


def mean_interval(values: Iterable[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% interval (± 1.96 standard errors; 0 when empty)."""
    running = RunningMean()
    for value in values:
        running.add(value)
    return running.interval()


SHORTEST_MS: Final = 0.001
BUCKET_RATIO: Final = 1.01


class DecisionTimes:
    """Decision times in milliseconds: how many, their mean, the longest, and percentiles from a
    histogram of buckets 1% wide (at most a few thousand, whatever the count)."""

    def __init__(self) -> None:
        self.count = 0
        self._total = 0.0
        self.longest = 0.0
        self.shortest = math.inf
        self._buckets: Counter[int] = Counter()

    def add(self, ms: float) -> None:
        self.count += 1
        self._total += ms
        self.longest = max(self.longest, ms)
        self.shortest = min(self.shortest, ms)
        self._buckets[_bucket(ms)] += 1

    def percentile(self, share: float) -> float:
        """The time below which ``share`` of the decisions fell (the ``share * (count - 1)``-th
        shortest, as a sorted list would give it), within half a bucket."""
        rank = int(share * (self.count - 1))
        seen = 0
        for bucket in sorted(self._buckets):
            seen += self._buckets[bucket]
            if seen > rank:
                middle = SHORTEST_MS * math.pow(BUCKET_RATIO, bucket + 0.5)
                return min(self.longest, max(self.shortest, middle))
        return self.longest

    def summary(self) -> dict[str, Any]:
        if not self.count:
            return {"count": 0, "mean": None, "p95": None, "max": None}
        return {"count": self.count, "mean": round(self._total / self.count, 3),
                "p95": round(self.percentile(0.95), 3), "max": round(self.longest, 3)}


def _bucket(ms: float) -> int:
    if ms <= SHORTEST_MS:
        return 0
    return int(math.log(ms / SHORTEST_MS, BUCKET_RATIO))


class Calibration:
    """Contracts grouped by the chance their bidder gave them (tenths, below 0.5 together): how
    many, the sum of the chances given, how many were made."""

    def __init__(self) -> None:
        self._groups: dict[int, list[float]] = {}

    def add(self, chance: float, made: bool) -> None:
        group = self._groups.setdefault(max(4, min(9, int(chance * 10))), [0, 0.0, 0])
        group[0] += 1
        group[1] += chance
        group[2] += made

    def __bool__(self) -> bool:
        return bool(self._groups)

    def rows(self) -> list[dict[str, Any]]:
        """Per group: how many, the mean chance given, and the share made.  Calibrated bidding
        makes the two agree."""
        return [{"chance": f"{k / 10:.1f}-{(k + 1) / 10:.1f}" if k > 4 else "under 0.5",
                 "contracts": int(count), "mean_chance": round(total / count, 3),
                 "made": round(made / count, 3)}
                for k, (count, total, made) in sorted(self._groups.items())]


def calibration(forecasts: Iterable[tuple[float, bool]]) -> list[dict[str, Any]]:
    """``Calibration.rows`` of (chance given, made) pairs."""
    groups = Calibration()
    for chance, made in forecasts:
        groups.add(chance, made)
    return groups.rows()


@dataclass
class _Level:
    """What one level did over the match."""
    bids: Counter[str] = field(default_factory=Counter)
    makes: Counter[str] = field(default_factory=Counter)
    times: DecisionTimes = field(default_factory=DecisionTimes)
    forecasts: Calibration = field(default_factory=Calibration)
    by_kind: dict[str, Calibration] = field(default_factory=dict)

    def add(self, pair: PairResult, level: str) -> None:
        self.bids.update(pair.bids.get(level, {}))
        self.makes.update(pair.makes.get(level, {}))
        for ms in pair.times.get(level, ()):
            self.times.add(ms)
        for chance, made, kind in pair.forecasts.get(level, ()):
            self.forecasts.add(chance, made)
            self.by_kind.setdefault(kind, Calibration()).add(chance, made)

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "contracts": {k: {"bid": self.bids[k], "made": self.makes[k]}
                          for k in sorted(self.bids)},
            "decision_ms": self.times.summary(),
        }
        if self.forecasts:
            out["calibration"] = self.forecasts.rows()
            out["calibration_by_kind"] = {kind: self.by_kind[kind].rows()
                                          for kind in sorted(self.by_kind)}
        return out


class MatchSummary:
    """The JSON summary ``arena`` prints, added to one deal pair at a time."""

    def __init__(self, rules: RuleSet, a: str, b: str, seed: int) -> None:
        self.rules, self.a, self.b, self.seed = rules, a, b, seed
        self._values = RunningMean()
        self._charged = RunningMean()
        self._levels = {level: _Level() for level in dict.fromkeys((a, b))}
        self._by_difference: dict[str, RunningMean] = {}

    def add(self, pair: PairResult) -> None:
        self._values.add(pair.value)
        if pair.bags_charged is not None:
            self._charged.add(pair.bags_charged)
        for level, tally in self._levels.items():
            tally.add(pair, level)
        self._by_difference.setdefault(pair.difference, RunningMean()).add(pair.value)

    def summary(self) -> dict[str, Any]:
        mean, low, high = self._values.interval()
        out: dict[str, Any] = {
            "rules": self.rules.to_record(), "a": self.a, "b": self.b,
            "deal_pairs": self._values.count, "seed": self.seed,
            "a_mean_points_per_pair": round(mean, 2),
            "ci95": [round(low, 2), round(high, 2)],
            "a_better": low > 0, "b_better": high < 0,
        }
        if self._charged.count:
            mean, low, high = self._charged.interval()
            out["bags_charged"] = {"a_mean_points_per_pair": round(mean, 2),
                                   "ci95": [round(low, 2), round(high, 2)]}
        out["levels"] = {level: tally.summary() for level, tally in self._levels.items()}
        out["by_difference"] = {}
        for kind in sorted(self._by_difference):
            part = self._by_difference[kind]
            mean, low, high = part.interval()
            out["by_difference"][kind] = {"deal_pairs": part.count,
                                          "a_mean_points_per_pair": round(mean, 2),
                                          "ci95": [round(low, 2), round(high, 2)]}
        return out


def summarize(rules: RuleSet, a: str, b: str, seed: int, results: Iterable[PairResult]
              ) -> dict[str, Any]:
    """The JSON summary of a match's deal pairs."""
    match = MatchSummary(rules, a, b, seed)
    for pair in results:
        match.add(pair)
    return match.summary()


__all__ = ["Calibration", "DecisionTimes", "MatchSummary", "RunningMean", "calibration",
           "mean_interval", "summarize"]

"""Speed of the double-dummy search where the counted seats play against taking tricks (not a
test: run it by hand, on one core):

    taskset -c 1 .venv/bin/python benchmarks/bench_misere.py [deals] [seeds]

Whole deals, one yes/no question each (``trick_search.trick_solver(...).at_least(1)``, as the
analysis of a played hand asks it):

- **Spades nil, random deals**: seat 0 bid nil, can seats 1 and 3 make it take a trick (its
  partner, seat 2, helping it not to)?  Seat 0 leads.  ``deals`` deals of each seed (seeds 31,
  32, ...).
- **Spades nil, biddable**: the same, only deals where seat 0 holds at most one card above the
  9 and at most three spades (a nil a player would bid), drawn from the same seeds.
- **500 misère**: 4-player Australian 500, seat 0 in misère (its partner out), 10 cards a hand,
  the kitty out of play, seat 0 leading: can seats 1 and 3 make it take a trick?

Per kind: how many were lost (the counted seat made to take a trick), the median, 95th
percentile and largest positions visited and time, and the sum of the positions.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fivehundred_qt.bots import trick_search
from fivehundred_qt.bots.contracts import SPADES_CONTRACT, misere_contract
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.core import RuleSet, deck_for

Question = tuple[Board, list[bool], list[bool]]


def nil_deals(count: int, seed: int, biddable: bool) -> Iterator[Question]:
    """``count`` Spades deals (``biddable``: only those where seat 0 holds at most one card
    above the 9 and at most three spades), seat 0's nil asked, seat 0 to lead."""
    table = Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)
    rng = random.Random(seed)
    made = 0
    while made < count:
        deck = list(deck_for(4, 0, spades=True))
        rng.shuffle(deck)
        nil = deck[:13]
        if biddable and (sum(c.rank > 9 for c in nil) > 1 or sum(c.suit == 0 for c in nil) > 3):
            continue
        made += 1
        hands = [table.mask_of(deck[13 * s:13 * s + 13]) for s in range(4)]
        yield Board(table, hands, 0), [s == 0 for s in range(4)], [s in (1, 3) for s in range(4)]


def misere_deals(count: int, seed: int) -> Iterator[Question]:
    """``count`` 500 deals with seat 0 in misère and leading, its partner out."""
    rules = RuleSet.build({"preset": "australian"})
    table = Table(rules, misere_contract(rules, 0, "misere"))
    rng = random.Random(seed)
    for _ in range(count):
        deck = list(deck_for(4, rules.kitty_size))
        rng.shuffle(deck)
        hands = [table.mask_of(deck[10 * s:10 * s + 10]) if s != 2 else 0 for s in range(4)]
        yield Board(table, hands, 0), [s == 0 for s in range(4)], [s in (1, 3) for s in range(4)]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(name: str, questions: list[Question]) -> None:
    times: list[float] = []
    nodes: list[float] = []
    lost = 0
    for board, counted, attackers in questions:
        counter = [0]
        start = time.perf_counter()
        lost += trick_search.trick_solver(board, counted, attackers, 0, counter).at_least(1)
        times.append(time.perf_counter() - start)
        nodes.append(counter[0])
    print(f"{name}: {len(questions)} deals, {lost} lost; positions median "
          f"{statistics.median(nodes):,.0f} p95 {percentile(nodes, 0.95):,.0f} max "
          f"{max(nodes):,.0f} sum {sum(nodes):,.0f}; time median "
          f"{1000 * statistics.median(times):.1f} ms p95 {1000 * percentile(times, 0.95):.0f} ms "
          f"max {1000 * max(times):.0f} ms", flush=True)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seeds = range(31, 31 + (int(sys.argv[2]) if len(sys.argv) > 2 else 1))
    print(f"search: {'compiled' if trick_search.COMPILED else 'Python'}")
    for seed in seeds:
        run(f"Spades nil, random, seed {seed}", list(nil_deals(count, seed, False)))
        run(f"Spades nil, biddable, seed {seed}", list(nil_deals(count, seed, True)))
        run(f"500 misère, seed {seed}", list(misere_deals(count, seed)))


if __name__ == "__main__":
    main()

"""Speed of the double-dummy solver (not a test: run it by hand, on one core).

    taskset -c 1 .venv/bin/python benchmarks/bench_solver.py [500 deals] [Spades deals] [old]
        [--python] [--full-only]
    taskset -c 1 .venv/bin/python benchmarks/bench_solver.py --dds [deals] [repeats]

``--python``: the Python search (``double_dummy.TrickSolver``, as ``FIVEHUNDRED_QT_PURE_PYTHON=1``
gives) instead of the compiled one, which visits the same positions (the same node counts);
``--full-only``: part 1 alone.

``--dds``: against DDS (``dds_reference.py``; needs the ``test`` extra), side by side in one run
on the same ``deals`` whole deals of each kind (default 50), no node limit: 4-player 500 in
each suit contract, Spades in bridge play (spades broken from the start) and, ours alone, true
Spades (no spade led until broken).  Each deal is solved ``repeats`` times by each (default
3, the deals taking turns so that DDS starts each solve with an empty table), its time the
median; per kind the median and worst time per deal, the ratio of the two medians and the
median of the deals' own ratios (the median deal by time is not the same deal for both), and
the nodes: ours as positions visited (the players' budget) and as tricks completed, DDS's as it
counts them (tricks completed).

1. Full deals, the declaring side's exact trick count from the opening lead
   (``solver.double_dummy_tricks``): 4-player Australian 500 after the kitty (10 cards a hand,
   seat 0 declaring 6 to 10 tricks in spades, in hearts and in no trumps, and leading) and
   Spades (13 cards a hand, side 0 counted).  Median, 95th percentile and maximum time and
   positions visited per kind; a deal is given up at ``NODE_LIMIT`` positions.  Targets: a
   500 deal under 50 ms median, Spades under 200 ms.
2. The old solver (the plain alpha-beta over the search's utility, ``solver.solve_utility``)
   on the first ``old`` deals of each kind, stopped after ``OLD_NODE_LIMIT`` positions.
3. What the search players solve: the same deals played by the rollout policy down to 3 and
   5 tricks left (12 and 20 cards), then ``solver.solve`` against ``solve_utility`` with the
   search's utility (the hand's points).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fivehundred_qt.bots import trick_search
from fivehundred_qt.bots.contracts import SPADES_CONTRACT, make_util, numbered_contract
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.bots.simple_rollout import simple_move
from fivehundred_qt.bots.solver import (
    SolveBudgetExceeded,
    double_dummy_tricks,
    solve,
    solve_utility,
    trick_values,
)
from fivehundred_qt.core import BIDS, RuleSet, deck_for
from fivehundred_qt.core.actions import TRUMP_LETTERS

OLD_NODE_LIMIT = 300_000
NODE_LIMIT = 2_000_000
"""A full deal whose solve passes this many positions is given up (counted at the limit)."""
Deal = tuple[str, Board, list[int]]


def deals_500(count: int, trump: int, seed: int) -> Iterator[Deal]:
    """``count`` deals of 4-player Australian 500 with seat 0 declaring in ``trump`` (4: no
    trumps) and leading, the three kitty cards out of play."""
    rules = RuleSet.build({"preset": "australian"})
    rng = random.Random(seed)
    for _ in range(count):
        bid = BIDS[f"{rng.randint(6, 10)}{TRUMP_LETTERS[trump]}", False]
        table = Table(rules, numbered_contract(0, bid))
        deck = list(deck_for(4, rules.kitty_size))
        rng.shuffle(deck)
        hands = [table.mask_of(deck[10 * s:10 * s + 10]) for s in range(4)]
        yield bid.call, Board(table, hands, 0), [0, 2]


def deals_spades(count: int, seed: int) -> Iterator[Deal]:
    """``count`` Spades deals, seat 0 to lead, side 0 counted."""
    table = Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)
    rng = random.Random(seed)
    for _ in range(count):
        deck = list(deck_for(4, 0, spades=True))
        rng.shuffle(deck)
        hands = [table.mask_of(deck[13 * s:13 * s + 13]) for s in range(4)]
        yield "spades", Board(table, hands, 0), [0, 2]


def search_utility(board: Board, seats: list[int]) -> Callable[[tuple[int, ...]], float]:
    """The search's utility for seat ``seats[0]``: the hand's points for its side minus the
    others' (Spades: both sides bid 3)."""
    t = board.t
    bids = [BIDS["3", False]] * 4 if t.rules.is_spades else None
    return make_util(t.rules, t.contract, t, [0] * len(t.rules.sides), seats[0], None, bids)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def full_deals(name: str, deals: list[Deal]) -> None:
    times: list[float] = []
    nodes: list[float] = []
    given_up = 0
    for _, board, seats in deals:
        counter = [0]
        start = time.perf_counter()
        try:
            double_dummy_tricks(board, seats, NODE_LIMIT, counter)
        except SolveBudgetExceeded:
            given_up += 1
        times.append(time.perf_counter() - start)
        nodes.append(counter[0])
    print(f"{name:14} {len(times):3} deals   ms: median {1000 * percentile(times, 0.5):7.0f}"
          f"  p95 {1000 * percentile(times, 0.95):7.0f}  max {1000 * max(times):7.0f}"
          f"   nodes: median {percentile(nodes, 0.5):8.0f}  p95 {percentile(nodes, 0.95):8.0f}"
          f"  max {max(nodes):8.0f}" + (f"  ({given_up} given up)" if given_up else ""),
          flush=True)


def old_solver(name: str, deals: list[Deal]) -> None:
    for call, board, seats in deals:
        maxers = [s in seats for s in range(board.t.n)]
        counter = [0]
        start = time.perf_counter()
        try:
            solve_utility(board, search_utility(board, seats), maxers, OLD_NODE_LIMIT, counter)
            outcome = "solved"
        except SolveBudgetExceeded:
            outcome = "gave up"
        spent = time.perf_counter() - start
        print(f"  old solver, {name:14} {call:6} {outcome:7} {1000 * spent:8.0f} ms"
              f" {counter[0]:8d} nodes", flush=True)


def endings(name: str, deals: list[Deal], tricks: int) -> None:
    """``solve`` and ``solve_utility`` from every deal played by the policy down to
    ``tricks`` tricks left, the side to move maximising.  The utility's plan (``trick_values``)
    is made before the clock starts, as in the search, where one utility serves every world."""
    spent = {"new": 0.0, "old": 0.0}
    nodes = {"new": 0, "old": 0}
    for _, deal, _ in deals:
        board = deal.copy()
        board.rollout(simple_move, tricks)
        maxers = [board.t.team[s] == board.t.team[board.to_move] for s in range(board.t.n)]
        util = search_utility(board, [board.to_move])
        trick_values(board, util, maxers)
        values = []
        for path, solver in (("new", solve), ("old", solve_utility)):
            counter = [0]
            start = time.perf_counter()
            values.append(solver(board, util, maxers, 0, counter))
            spent[path] += time.perf_counter() - start
            nodes[path] += counter[0]
        assert values[0] == values[1]
    count = len(deals)
    print(f"{name:14} {4 * tricks:2} cards: new {1000 * spent['new'] / count:6.2f} ms"
          f" {nodes['new'] / count:7.0f} nodes; old {1000 * spent['old'] / count:6.2f} ms"
          f" {nodes['old'] / count:7.0f} nodes", flush=True)


def against_dds(count: int = 50, repeats: int = 3) -> None:
    """Part ``--dds``: the module docstring."""
    from benchmarks.dds_reference import dds_deal, library

    dds = library()
    kinds: dict[str, list[Deal]] = {
        f"500 {name}": list(deals_500(count, trump, 10 + trump))
        for trump, name in enumerate(("spades", "clubs", "diamonds", "hearts"))}
    bridge = list(deals_spades(count, 20))
    for _, board, _ in bridge:
        board.broken = True
    kinds["Spades, bridge"] = bridge
    kinds["Spades, true"] = list(deals_spades(count, 20))
    search = "compiled" if trick_search.COMPILED else "Python"
    print(f"Whole deals, the declaring side's tricks; ours ({search} search) and DDS, median of"
          f" {repeats} solves a deal, no node limit:")
    print(f"{'':15} {'deals':>5}  {'ours ms':>15}  {'DDS ms':>15}  {'ratio':>11}  "
          f"{'our positions':>19}  {'our tricks':>17}  {'DDS tricks':>15}")
    for name, deals in kinds.items():
        with_dds = not name.endswith("true")
        ours: list[list[float]] = [[] for _ in deals]
        theirs: list[list[float]] = [[] for _ in deals]
        positions: list[int] = []
        tricks: list[int] = []
        dds_nodes: list[int] = []
        for round_ in range(repeats):
            for i, (_, board, seats) in enumerate(deals):
                counted = [s in seats for s in range(board.t.n)]
                counter = [0]
                start = time.perf_counter()
                solver = trick_search.trick_solver(board, counted, counted, 0, counter)
                # As solver.double_dummy_tricks asks (kept apart for tricks_completed).
                made = solver.last_reached(range(1, board.tricks_left + 1),
                                           solver.first_guess()) or 0
                ours[i].append(time.perf_counter() - start)
                if round_ == 0:
                    positions.append(counter[0])
                    tricks.append(solver.tricks_completed())
                if not with_dds:
                    continue
                deal = dds_deal(board)
                future = dds.futureTricks()
                start = time.perf_counter()
                dds.SolveBoard(deal, -1, 1, 1, future, 0)
                theirs[i].append(time.perf_counter() - start)
                by_dds = future.score[0] if board.to_move in seats else board.tricks_left - future.score[0]
                assert by_dds == made, (name, i, made, by_dds)
                if round_ == 0:
                    dds_nodes.append(future.nodes)
        our_ms = [1000 * statistics.median(t) for t in ours]
        line = f"{name:15} {len(deals):5}  {statistics.median(our_ms):7.2f} {max(our_ms):7.0f}  "
        if with_dds:
            dds_ms = [1000 * statistics.median(t) for t in theirs]
            by_deal = statistics.median(o / d for o, d in zip(our_ms, dds_ms, strict=True))
            line += (f"{statistics.median(dds_ms):7.2f} {max(dds_ms):7.0f}  "
                     f"{statistics.median(our_ms) / statistics.median(dds_ms):5.2f} "
                     f"{by_deal:5.2f}  ")
        else:
            line += f"{'':15}  {'':11}  "
        line += (f"{statistics.median(positions):9.0f} {max(positions):9.0f}  "
                 f"{statistics.median(tricks):8.0f} {max(tricks):8.0f}")
        if with_dds:
            line += f"  {statistics.median(dds_nodes):7.0f} {max(dds_nodes):7.0f}"
        over = sum(p > NODE_LIMIT for p in positions)
        print(line + (f"  ({over} over {NODE_LIMIT:,} positions)" if over else ""), flush=True)
    print("(each pair: median and worst deal; ratio: of the median times, and the median of "
          "the deals' own ratios)")


def main(count: int = 50, spades: int = 10, old: int = 3, python: bool = False,
         full_only: bool = False) -> None:
    if python:
        trick_search._compiled = ()  # what FIVEHUNDRED_QT_PURE_PYTHON=1 does at import
    kinds = {"500 spades": list(deals_500(count, 0, 10)),
             "500 hearts": list(deals_500(count, 3, 13)),
             "500 no trumps": list(deals_500(count, 4, 14)),
             "Spades": list(deals_spades(spades, 20))}
    kinds = {name: deals for name, deals in kinds.items() if deals}
    search = "compiled" if trick_search._compiled else "Python"
    print(f"Full deals, the declaring side's double-dummy tricks ({search} search):")
    for name, deals in kinds.items():
        full_deals(name, deals)
    if full_only:
        return
    print(f"The old solver (at most {OLD_NODE_LIMIT} nodes):")
    for name, deals in kinds.items():
        old_solver(name, deals[:old])
    print("Endings as the search solves them (mean per position):")
    for tricks in (3, 5):
        for name, deals in kinds.items():
            endings(name, deals, tricks)
    print(f"({statistics.mean(len(d) for d in kinds.values()):.0f} deals a kind on average)")


if __name__ == "__main__":
    flags = {a for a in sys.argv[1:] if a.startswith("--")}
    numbers = [int(a) for a in sys.argv[1:] if not a.startswith("--")]
    if "--dds" in flags:
        against_dds(*numbers)
    else:
        count, spades, old = [*numbers, *(50, 10, 3)[len(numbers):]]
        main(count, spades, old, python="--python" in flags, full_only="--full-only" in flags)

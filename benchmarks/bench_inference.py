"""How well the search players' worlds fit the hands behind an auction, bid level by bid level
(not a test: run by hand).

    .venv/bin/python benchmarks/bench_inference.py [deals] [first seed] [bidders] [lowest]

Plays the auctions of ``deals`` Australian deals among ``bidders`` (``hard``, or ``normal``: much
faster, so that enough of the rare 9- and 10-level bids come up; ``lowest`` leaves out the bids
of fewer tricks).  After every numbered bid of a seat, it takes the view of the next seat of the
other side to call and compares the bidder's true hand with the worlds that each reader draws
for that view (96 each):

- ``joker``: how often the bidder holds the joker (the true share, and the worlds' mean);
- ``trumps``: the bidder's ``estimate_all`` trick count in the named suit (or no trumps);
- ``|err|``: the mean distance between the worlds' mean count and the true one, case by case
  (the smaller, the closer each case is read, not only the average);
- ``pass``: the same for each other seat that has only passed so far, its best suit's count
  (a pass denies a strong hand);
- ``expert``: its worlds, built to fit the calls; ``hard``: its worlds, sampled and kept in
  proportion to a plainer reading;
- ``unread``: worlds dealt with no reading of the calls at all, for comparison.

The closer a reader's columns are to the true ones, the better its worlds stand for what the
calls showed.  Rows by the tricks the bid names (6 to 10), then by what the bid followed
(``inference.bid_context``: the side's first bid, a raise over a partner's bid in the same trump
or in another, the seat's own second bid).
"""

from __future__ import annotations

import random
import statistics
import sys
from collections import defaultdict

from fivehundred_qt.bots import make_player
from fivehundred_qt.bots.estimates import estimate_all
from fivehundred_qt.bots.inference import auction_hands, bid_context
from fivehundred_qt.bots.levels import BidContext
from fivehundred_qt.bots.sampling import Sampler
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.core import Bid, GameState, Phase, RuleSet, SeatView
from fivehundred_qt.core.cards import JOKER_SUIT

WORLDS = 96
PASSED = 99
"""The row of the seats that have only passed (their best suit's count; no joker column)."""
READERS = ("unread", "hard", "expert")


def read(view: SeatView, reader: str, seed: int) -> list[list]:
    rng = random.Random(seed)
    if reader == "unread":
        sampler = Sampler(view)
        return [auction_hands(view, sampler.sample(rng)) for _ in range(WORLDS)]
    player = SearchPlayer(reader, seed=1)
    return [auction_hands(view, w) for w in player.worlds(view, WORLDS, rng)]


def main(deals: int = 150, first: int = 0, bidders: str = "hard", lowest: int = 6) -> None:
    rules = RuleSet.build({"preset": "australian"})
    # level -> reader -> list of (joker share, trump mean, |err|); "true" holds (joker, count).
    rows: dict[int, dict[str, list[tuple[float, float, float]]]] = defaultdict(lambda: defaultdict(list))
    by_context: dict[BidContext, dict[str, list[tuple[float, float, float]]]] = defaultdict(
        lambda: defaultdict(list))
    for seed in range(first, first + deals):
        state = GameState(rules, seed=seed)
        state.deal()
        players = [make_player(bidders, seed * 10 + s) for s in range(rules.players)]
        # (bidder, trump, tricks, what the bid followed) waiting for a reader
        pending: list[tuple[int, int, int, BidContext]] = []
        shown: dict[int, int] = {}
        while state.phase is Phase.AUCTION:
            seat = state.decider
            view = state.view(seat)
            for bidder, trump, tricks, context in [p for p in pending if p[0] % 2 != seat % 2]:
                pending.remove((bidder, trump, tricks, context))
                true_hand = state.view(bidder).hand  # as dealt: no card is played yet
                joker = float(any(int(c) // 20 == JOKER_SUIT for c in true_hand))
                count = estimate_all(true_hand)[trump]
                rows[tricks]["true"].append((joker, count, 0.0))
                by_context[context]["true"].append((joker, count, 0.0))
                # Seats that have only passed so far: their best suit's count.
                quiet = [s for s in range(rules.players) if s not in (seat, bidder)
                         and any(t == s for t, _ in view.calls)
                         and all(b.is_pass for t, b in view.calls if t == s)]
                for s in quiet:
                    rows[PASSED]["true"].append((0.0, max(estimate_all(state.view(s).hand)), 0.0))
                for reader in READERS:
                    worlds = read(view, reader, seed)
                    j = statistics.fmean(any(int(c) // 20 == JOKER_SUIT for c in h[bidder]) for h in worlds)
                    m = statistics.fmean(estimate_all(h[bidder])[trump] for h in worlds)
                    rows[tricks][reader].append((j, m, abs(m - count)))
                    by_context[context][reader].append((j, m, abs(m - count)))
                    for s in quiet:
                        true_best = max(estimate_all(state.view(s).hand))
                        m = statistics.fmean(max(estimate_all(h[s])) for h in worlds)
                        rows[PASSED][reader].append((0.0, m, abs(m - true_best)))
            action = players[seat].choose(view)
            state.apply(action)
            if isinstance(action, Bid) and action.is_numbered and action.tricks >= lowest:
                assert action.trump is not None
                pending = [p for p in pending if p[0] != seat]
                pending.append((seat, action.trump, action.tricks,
                                bid_context(rules, seat, action.trump, shown)))
            if isinstance(action, Bid) and action.is_numbered:
                assert action.trump is not None
                shown[seat] = action.trump
    print(f"{deals} deals from seed {first}, {bidders} bidders; the bidder's hand, read by the next "
          "seat of the other side")
    table("level", {"pass" if tricks == PASSED else str(tricks): rows[tricks] for tricks in sorted(rows)})
    print()
    table("the bid followed", dict(sorted(by_context.items())))


def table(title: str, rows: dict[str, dict[str, list[tuple[float, float, float]]]]) -> None:
    width = max(len(title), *(len(label) for label in rows))
    print(f"{title:>{width}} {'cases':>5} {'reader':>7} {'joker':>6} {'trumps':>7} {'|err|':>6}")
    for label, row in rows.items():
        true = row["true"]
        print(f"{label:>{width}} {len(true):>5} {'true':>7} {statistics.fmean(t[0] for t in true):6.2f} "
              f"{statistics.fmean(t[1] for t in true):7.2f}")
        for reader in READERS:
            got = row[reader]
            print(f"{'':>{width}} {'':>5} {reader:>7} {statistics.fmean(t[0] for t in got):6.2f} "
                  f"{statistics.fmean(t[1] for t in got):7.2f} {statistics.fmean(t[2] for t in got):6.2f}")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(*(int(a) for a in args[:2]), *args[2:3], *(int(a) for a in args[3:4]))

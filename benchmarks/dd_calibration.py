"""From double dummy to real play: how many tricks fewer than double dummy a 500 contract's
declaring side takes when players play it out (not a test: run it by hand, on one core).

    .venv/bin/python benchmarks/dd_calibration.py [--deals N] [--seed K]

Australian 500, four players, random deals (seeded).  A deal counts for no trumps when a seat
would bid them, and for suits in the suit the quick count rates best among those a seat would
bid (``rollout_bias.setup``: the declarer is the seat the quick count rates best, it takes the
kitty and discards as the bidding simulation does).  Each contract is played from the
declarer's lead:

- double dummy (``solver.double_dummy_tricks``);
- by one rollout of ``expert``'s player-like policy (``rollout.py``), as bids are priced today;
- by four ``hard`` players at the level the quick count gives (``rollout_bias.hard_tricks``):
  real play.

It prints, per strain class (suits, no trumps), the share of deals by the shortfall (double
dummy's tricks less ``hard``'s), the chance ``hard`` made L tricks by d = double-dummy tricks
less L, and by the tricks double dummy leaves the defenders the mean shortfall (``hard``'s and
the rollouts') and the shares of ``hard``'s: a calibration from double dummy to play (bids priced
by it were tried and not kept: docs/bots.md, "The rollouts against double dummy").  ``--save``
keeps the rows
measured, ``--load`` reports on saved rows together (runs of other seeds, side by side).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rollout_bias import RULES, Setup, hard_tricks, setup, side_tricks

from fivehundred_qt.bots.estimates import estimate_tricks
from fivehundred_qt.bots.rollout import POLICIES
from fivehundred_qt.bots.solver import double_dummy_tricks
from fivehundred_qt.core import Deal, deck_for

CLASSES = ("suit", "nt")
LEVELS = range(6, 11)


def best_suit(deal: Deal) -> tuple[int, Setup] | None:
    """The suit contract of ``deal`` the quick count rates best, when a seat would bid one."""
    found = [(max(estimate_tricks(h, trump) for h in deal.hands), trump) for trump in range(4)]
    for _, trump in sorted(found, reverse=True):
        s = setup(deal, trump)
        if s is not None:
            return trump, s
    return None


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def play(deals: int, seed: int) -> dict[str, list[tuple[int, int, int]]]:
    """Per class, ``deals`` rows of (double-dummy tricks, rollout tricks, hard's tricks)."""
    policy = POLICIES["player"]
    rng = random.Random(seed)
    deck = list(deck_for(4, RULES.kitty_size))
    rows: dict[str, list[tuple[int, int, int]]] = {c: [] for c in CLASSES}
    dealt = 0
    while min(len(r) for r in rows.values()) < deals:
        rng.shuffle(deck)
        size = RULES.hand_size
        deal = Deal(tuple(tuple(deck[i * size:(i + 1) * size]) for i in range(4)),
                    tuple(deck[4 * size:]), ())
        dealt += 1
        suit = best_suit(deal)
        nt = setup(deal, 4)
        for cls, chosen in (("suit", suit), ("nt", None if nt is None else (4, nt))):
            if chosen is None or len(rows[cls]) >= deals:
                continue
            trump, s = chosen
            seats = (s.declarer, (s.declarer + 2) % 4)
            dd = double_dummy_tricks(s.board(), seats)
            b = s.board()
            b.rollout(policy)
            rows[cls].append((dd, side_tricks(b.won, s.declarer),
                              hard_tricks(deal, s, trump, seed * 100_000 + dealt)))
    print(f"{dealt} deals (seed {seed}), {deals} a class")
    return rows


MOST_LOST = 4
"""The tricks double dummy leaves the defenders are grouped from this many up."""


def bucket(dd: int) -> int:
    """The tricks double dummy leaves the defenders, at most ``MOST_LOST``: how far
    real play falls short depends on it (it cannot take more than every trick)."""
    return min(MOST_LOST, RULES.hand_size - dd)


def report(rows: dict[str, list[tuple[int, int, int]]]) -> None:
    for cls in CLASSES:
        r = rows[cls]
        n = len(r)
        short = Counter(dd - hard for dd, _, hard in r)
        mean_hard = statistics.fmean(dd - hard for dd, _, hard in r)
        mean_roll = statistics.fmean(dd - roll for dd, roll, _ in r)
        print(f"\n## {cls}, {n} deals: shortfall (DD - hard) {mean_hard:+.2f}, DD - rollout "
              f"{mean_roll:+.2f}\n")
        print("| shortfall | " + " | ".join(str(d) for d in sorted(short)) + " |")
        print("|---|" + "---|" * len(short))
        print("| share | " + " | ".join(pct(short[d], n) for d in sorted(short)) + " |\n")
        print("| DD - L | hard made L | rollout made L | pairs |")
        print("|---|---|---|---|")
        for d in range(-2, 5):
            pairs = [(hard >= dd - d, roll >= dd - d) for dd, roll, hard in r
                     if dd - d in LEVELS]
            print(f"| {d:+d} | {pct(sum(p[0] for p in pairs), len(pairs))} | "
                  f"{pct(sum(p[1] for p in pairs), len(pairs))} | {len(pairs)} |")
        print("\n| DD tricks lost | deals | mean shortfall, hard | rollout | hard's shortfall: "
              "shares |")
        print("|---|---|---|---|---|")
        for t in sorted({bucket(dd) for dd, _, _ in r}):
            at = [(dd - hard, dd - roll) for dd, roll, hard in r if bucket(dd) == t]
            by = Counter(a for a, _ in at)
            shares = ", ".join(f"{d:+d}: {pct(by[d], len(at))}" for d in sorted(by))
            print(f"| {t}{'+' if t == MOST_LOST else ''} | {len(at)} | "
                  f"{statistics.fmean(a for a, _ in at):+.2f} | "
                  f"{statistics.fmean(b for _, b in at):+.2f} | {shares} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300, help="deals per strain class")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save", type=Path, help="write the rows measured to this JSON file")
    parser.add_argument("--load", type=Path, nargs="+",
                        help="report on rows saved before (merged) instead of playing")
    args = parser.parse_args()
    rows: dict[str, list[tuple[int, int, int]]] = {c: [] for c in CLASSES}
    if args.load:
        for path in args.load:
            saved = json.loads(path.read_text())
            for cls in CLASSES:
                rows[cls] += [(a, b, c) for a, b, c in saved[cls]]
    else:
        rows = play(args.deals, args.seed)
        if args.save:
            args.save.write_text(json.dumps(rows))
    report(rows)


if __name__ == "__main__":
    main()

"""How truly one level priced the 500 contracts it won, from ``arena --pairs`` files, by whom
the winning bid went over (not a test: run by hand).

    .venv/bin/python benchmarks/calibration.py LEVEL PAIRS [PAIRS ...] [--lift L] [--contest-lift C]

A contract counts when the level's side won the auction with a numbered bid its search priced.
For each group (the bid went over nobody, over the partner's standing bid, over an opponent's)
and each band of the chance given, it prints the contracts, the mean chance, the share made
with its 95% interval, and the lift that would have priced the group truly.  The chance given
includes the lift the level bid with (``Level.make_lift`` over nobody, ``Level.contest_lift``
over a standing bid; by default the level's settings now, else as given): the simulated chance
is ``(given - lift) / (1 - lift)``, and the fitted lift ``(made - simulated) / (1 - simulated)``.
Contracts are counted where they were won, so a group's prices carry the auction's selection
with them (a bid that became the contract was, more often than not, one the others could not
top): read the fitted lifts side by side, not each as the truth.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.compare_pairs import NotPairs, load_pairs
from benchmarks.replay_bids import bid_of, bids_of
from fivehundred_qt.bots.levels import LEVELS
from fivehundred_qt.inputs import parse_rules_arg

SIDES = parse_rules_arg("australian").side_of
"""The side of each seat in Australian 500, the only game whose pairs this reads."""
GROUPS = ("over nobody", "over partner", "over opponent")


class Won(NamedTuple):
    group: str
    chance: float
    made: bool


def won_contracts(pair: dict[str, Any], level: str) -> Iterable[Won]:
    """Each contract ``level``'s side won in ``pair`` with a bid its search priced."""
    for play, index, group in bids_of(pair, level, SIDES):
        record = pair["plays"][play]
        seat, call, chance = record["calls"][index]
        if chance is None or record["declarer"] != seat or record["contract"] != call:
            continue
        taken = sum(t for s, t in enumerate(record["tricks"]) if SIDES[s] == SIDES[seat])
        yield Won(group.split(",")[0], float(chance), taken >= bid_of(call).tricks)


BANDS = ("under 0.7", "0.7-0.8", "0.8-0.9", "0.9 and over")


def band(chance: float) -> str:
    return BANDS[0] if chance < 0.7 else BANDS[1] if chance < 0.8 else \
        BANDS[2] if chance < 0.9 else BANDS[3]


def fitted_lift(won: Sequence[Won], lift: float) -> float:
    """The lift that would have priced ``won`` (bid with ``lift``) at the share made."""
    simulated = sum((w.chance - lift) / (1 - lift) for w in won) / len(won)
    made = sum(w.made for w in won) / len(won)
    return (made - simulated) / (1 - simulated) if simulated < 1 else 0.0


class Row(NamedTuple):
    label: str
    contracts: int
    chance: float
    made: float
    margin: float
    lift: float


def summary(won: Sequence[Won], make_lift: float, contest_lift: float) -> list[Row]:
    """Per group, then per group and band of the chance given."""
    groups: dict[str, list[Won]] = defaultdict(list)
    for w in won:
        groups[w.group].append(w)
        groups[f"{w.group}, {band(w.chance)}"].append(w)
    def order(label: str) -> tuple[int, int]:
        group, _, part = label.partition(", ")
        return GROUPS.index(group), BANDS.index(part) + 1 if part else 0

    rows = []
    for label in sorted(groups, key=order):
        v = groups[label]
        made = sum(w.made for w in v) / len(v)
        lift = make_lift if label.startswith("over nobody") else contest_lift
        rows.append(Row(label, len(v), sum(w.chance for w in v) / len(v), made,
                        1.96 * math.sqrt(made * (1 - made) / len(v)), fitted_lift(v, lift)))
    return rows


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("level", choices=sorted(LEVELS))
    parser.add_argument("pairs", nargs="+")
    parser.add_argument("--lift", type=float, help="the make_lift the files were played with")
    parser.add_argument("--contest-lift", type=float,
                        help="the contest_lift the files were played with")
    args = parser.parse_args(argv)
    settings = LEVELS[args.level]
    make_lift = settings.make_lift if args.lift is None else args.lift
    contest_lift = settings.contest_lift if args.contest_lift is None else args.contest_lift
    if not (0 <= make_lift < 1 and 0 <= contest_lift < 1):
        print("calibration: a lift lies in [0, 1)", file=sys.stderr)
        return 2
    try:
        won = [w for path in args.pairs for pair in load_pairs(path).values()
               for w in won_contracts(pair, args.level)]
    except NotPairs as e:
        print(f"calibration: {e}", file=sys.stderr)
        return 1
    except (KeyError, TypeError, ValueError, IndexError) as e:
        print(f"calibration: not deal pairs of arena --pairs in Australian 500 ({e!r})",
              file=sys.stderr)
        return 1
    if not won:
        print(f"calibration: {args.level} won no priced contract in these files", file=sys.stderr)
        return 1
    print(f"{len(won)} contracts {args.level} won; lifts bid with: {make_lift} over nobody, "
          f"{contest_lift} over a standing bid")
    print(f"{'':32} {'contracts':>9} {'chance':>7} {'made':>13} {'fitted lift':>12}")
    for row in summary(won, make_lift, contest_lift):
        print(f"{row.label:32} {row.contracts:9} {row.chance:7.2f} {row.made:7.2f} ±{row.margin:4.2f}"
              f" {row.lift:+12.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

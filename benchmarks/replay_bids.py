"""What one level's bids were worth: each of its bids in an ``arena --pairs`` file played again
with a pass in its place (not a test: run by hand).

    .venv/bin/python benchmarks/replay_bids.py PAIRS LEVEL [--over WHOM] [--rules R] [--jobs J]
        [--out FILE]

The players are the arena's (the same levels with the same seeds), so every decision before the
bid repeats as it was; after the pass they play the hand to its end.  A bid's worth is its side's
points less the other side's as the hand was played, less the same after the pass (points of 500
only: a Spades bid has no pass to put in its place).  The bids are grouped by whom they went over
(``nobody``, the ``partner`` holding the bid, an ``opponent``), in the trump of the bid they
topped or another, at the bidder's first bid of the auction or a later one, and by the chance the
bidder's search gave them; each group prints its mean worth with the 95% interval.  A group
worth less than nothing is a place where the level bids when it should pass.  The file must have
been played with the rules given (``australian`` by default): the deals are checked against them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.compare_pairs import NotPairs, load_pairs
from fivehundred_qt.arena import Maker, mean_interval, pair_deal, play_out, seat_seed
from fivehundred_qt.bots import Player, make_player
from fivehundred_qt.core import PASS, Bid, GameState, HandResult, RuleSet
from fivehundred_qt.core.actions import BIDS
from fivehundred_qt.inputs import parse_rules_arg

Whom = Literal["nobody", "partner", "opponent"]
SANS_KITTY = " sans kitty"


def bid_of(text: str) -> Bid:
    """A call as ``arena --pairs`` writes it (``str(Bid)``)."""
    sans = text.endswith(SANS_KITTY)
    key = (text.removesuffix(SANS_KITTY), sans)
    if key not in BIDS:
        raise NotPairs(f"{text!r} is no call")
    return BIDS[key]


def bids_of(pair: dict[str, Any], level: str, sides: Sequence[int]
            ) -> Iterable[tuple[int, int, str]]:
    """``(play, call index, group)`` of each numbered bid ``level`` made in ``pair``."""
    for play, record in enumerate(pair["plays"]):
        high: str | None = None
        high_seat = -1
        has_bid: set[int] = set()
        for index, (seat, call, _chance) in enumerate(record["calls"]):
            if call == "pass":
                continue
            if bid_of(call).is_numbered and record["levels"][sides[seat]] == level:
                whom: Whom = "nobody" if high is None else (
                    "partner" if sides[high_seat] == sides[seat] else "opponent")
                group = f"over {whom}"
                if high is not None:
                    same = bid_of(call).trump == bid_of(high).trump
                    group += ", same trump" if same else ", other trump"
                group += ", again" if seat in has_bid else ", first"
                yield play, index, group
            high, high_seat = call, seat
            has_bid.add(seat)


def sit(rules: RuleSet, pair: dict[str, Any], play: int, make: Maker = make_player
        ) -> tuple[GameState, list[Player]]:
    """``pair``'s ``play`` dealt again, with its players (the arena's levels and seeds, each made
    by ``make``)."""
    deal, dealer = pair_deal(rules, pair["seed"])
    if [" ".join(map(str, h)) for h in deal.hands] != pair["hands"]:
        raise NotPairs(f"deal {pair['seed']} was not dealt by these rules")
    levels = pair["plays"][play]["levels"]
    players = [make(levels[rules.side_of[s]], seat_seed(pair["seed"], s, play == 1))
               for s in range(rules.players)]
    state = GameState(rules, seed=0, first_dealer=dealer)
    state.deal(deal)
    return state, players


def replay(rules: RuleSet, pair: dict[str, Any], play: int, index: int, call: Bid
           ) -> HandResult:
    """Play ``pair``'s ``play`` again with ``call`` in place of its call ``index``."""
    state, players = sit(rules, pair, play)
    for seat, text, _chance in pair["plays"][play]["calls"][:index]:
        if state.decider != seat:
            raise NotPairs(f"deal {pair['seed']}: the calls are not in this game's order")
        # Each player decides the calls before as it did (a player drawing random numbers, as
        # easy does, is then where it was when the hand goes on); the recorded call is played.
        players[seat].choose(state.view(seat))
        state.apply(bid_of(text))
    state.apply(call)
    return play_out(state, players)


def worth(rules: RuleSet, pair: dict[str, Any], play: int, index: int) -> tuple[float, float]:
    """``(as played, after a pass)``: the bidder's side's points less the other side's."""
    record = pair["plays"][play]
    side = rules.side_of[record["calls"][index][0]]

    def net(points: Sequence[int]) -> float:
        others = [p for s, p in enumerate(points) if s != side]
        return float(points[side] - sum(others) / len(others))

    return net(record["points"]), net(replay(rules, pair, play, index, PASS).delta)


def _job(args: tuple[RuleSet, dict[str, Any], int, int, str]) -> dict[str, Any]:
    rules, pair, play, index, group = args
    played, passed = worth(rules, pair, play, index)
    _seat, call, chance = pair["plays"][play]["calls"][index]
    return {"seed": pair["seed"], "play": play, "index": index, "call": call, "chance": chance,
            "group": group, "played": played, "passed": passed}


def chance_band(chance: float | None) -> str:
    if chance is None:
        return "not priced"
    return "chance < 0.7" if chance < 0.7 else "chance < 0.8" if chance < 0.8 else "chance >= 0.8"


Row = tuple[str, int, tuple[float, float, float], int, int]


def summary(rows: Sequence[dict[str, Any]]) -> list[Row]:
    """Per group, and per group and chance band: (label, bids, worth with its interval, bids
    better than the pass, bids worse)."""
    groups: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        value = row["played"] - row["passed"]
        groups[row["group"]].append(value)
        groups[f"{row['group']}, {chance_band(row['chance'])}"].append(value)
    return [(label, len(v), mean_interval(v), sum(x > 0 for x in v), sum(x < 0 for x in v))
            for label, v in sorted(groups.items())]


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pairs")
    parser.add_argument("level")
    parser.add_argument("--over", choices=("nobody", "partner", "opponent"))
    parser.add_argument("--rules", default="australian")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", help="write each replayed bid as one JSON line")
    args = parser.parse_args(argv)
    rules = parse_rules_arg(args.rules)
    if rules.is_spades:
        print("replay_bids: Spades bids have no pass to put in their place", file=sys.stderr)
        return 2
    try:
        pairs = load_pairs(args.pairs)
        jobs = [(rules, pair, play, index, group) for pair in pairs.values()
                for play, index, group in bids_of(pair, args.level, rules.side_of)
                if args.over is None or group.startswith(f"over {args.over}")]
        rows = []
        with open(args.out or os.devnull, "w", encoding="utf-8") as out, \
                Pool(max(1, args.jobs)) as pool:
            for row in pool.imap_unordered(_job, jobs):
                rows.append(row)
                out.write(json.dumps(row) + "\n")
    except (NotPairs, KeyError, TypeError, ValueError, IndexError) as e:
        print(f"replay_bids: {args.pairs}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"replay_bids: {e}", file=sys.stderr)
        return 1
    print(f"{len(rows)} bids of {args.level} replayed with a pass; worth: played less passed, "
          "the bidder's side's points less the other side's")
    for label, n, (mean, low, high), better, worse in summary(rows):
        print(f"{label:55} {n:5}  {mean:+8.1f} [{low:+.1f}, {high:+.1f}]  "
              f"better {better}, worse {worse}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

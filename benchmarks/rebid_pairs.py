"""A change to the calls measured in minutes: an ``arena --pairs`` file's auctions asked again of
the players as they are now (not a test: run by hand).

    .venv/bin/python benchmarks/rebid_pairs.py BEFORE.jsonl AFTER.jsonl [--rules R] [--jobs J]

Each table of BEFORE is dealt again with the arena's players (the same levels and seeds), and
every call of its auction is asked of them again.  Where each call comes out as recorded, the
table is written to AFTER as it was; from the first call that differs, the hand is played to its
end by the players.  AFTER is a pairs file like the arena's, so ``compare_pairs.py BEFORE AFTER``
prints the change deal by deal, and ``compare_pairs`` of AFTER against itself its match.

Only the auctions are played, so a match of 500 pairs takes minutes where the arena takes half an
hour.  It measures a change to the calls alone: a change to the discard or the play would show
only at the tables whose auction it changed.  Each player decides from its own seed, the hand and
the actions seen (``SearchPlayer``), so a table whose calls repeat repeats its play too; with no
change at all, AFTER is BEFORE (a check worth running once on a new machine).  500 only: a Spades
pair's value charges its bags too, which this does not recount.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.compare_pairs import NotPairs, load_pairs
from benchmarks.replay_bids import sit
from fivehundred_qt.arena import TablePlayer, contract_difference, level_difference, play_out
from fivehundred_qt.bots import Player, make_player
from fivehundred_qt.core import RuleSet
from fivehundred_qt.inputs import parse_rules_arg


def rebid_table(rules: RuleSet, pair: dict[str, Any], play: int) -> dict[str, Any]:
    """``pair``'s ``play`` with the calls the players make now: the record as it was if they
    all repeat, else the hand played on from the first call that differs."""
    record = pair["plays"][play]
    calls: list[tuple[int, str, float | None]] = []
    times: list[float] = []

    def make(level: str, seed: int) -> Player:
        return TablePlayer(level, seed, times, make_player, calls)

    state, players = sit(rules, pair, play, make)
    for seat, text, _chance in record["calls"]:
        if state.decider != seat:
            raise NotPairs(f"deal {pair['seed']}: the calls are not in this game's order")
        call = players[seat].choose(state.view(seat))
        state.apply(call)
        if str(call) != text:
            hand = play_out(state, players)
            return {"levels": record["levels"], "calls": [list(c) for c in calls],
                    "contract": hand.contract, "declarer": hand.declarer,
                    "tricks": list(hand.tricks), "points": list(hand.delta)}
    return record


def rebid_pair(rules: RuleSet, pair: dict[str, Any]) -> dict[str, Any]:
    """``pair`` with both tables' auctions asked again, its value and difference recounted."""
    plays = [rebid_table(rules, pair, play) for play in range(len(pair["plays"]))]
    if all(new is old for new, old in zip(plays, pair["plays"], strict=True)):
        return pair
    a, b = plays[0]["levels"][0], plays[0]["levels"][1]
    value = sum(level_difference(p["points"], p["levels"], a, b) for p in plays)
    first, second = ((p["contract"], p["declarer"]) for p in plays)
    return dict(pair, value=value, difference=contract_difference(rules, first, second),
                plays=plays)


def _job(args: tuple[RuleSet, dict[str, Any]]) -> dict[str, Any]:
    return rebid_pair(*args)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--rules", default="australian")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    rules = parse_rules_arg(args.rules)
    if rules.is_spades:
        print("rebid_pairs: 500 only (a Spades pair's bags are not recounted)", file=sys.stderr)
        return 2
    changed = 0
    try:
        pairs = load_pairs(args.before)
        with open(args.after, "w", encoding="utf-8") as out, Pool(max(1, args.jobs)) as pool:
            jobs = [(rules, pair) for pair in pairs.values()]
            for old, new in zip(pairs.values(), pool.imap(_job, jobs), strict=True):
                changed += new != old
                out.write(json.dumps(new) + "\n")
    except (NotPairs, KeyError, TypeError, ValueError, IndexError) as e:
        print(f"rebid_pairs: {args.before}: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"rebid_pairs: {e}", file=sys.stderr)
        return 1
    print(f"{len(pairs)} deal pairs, {changed} with another auction at a table: {args.after}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

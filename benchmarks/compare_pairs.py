"""Two matches on the same deals compared pair by pair (not a test: run by hand).

    .venv/bin/python benchmarks/compare_pairs.py BEFORE.jsonl AFTER.jsonl

Each file is what ``arena --pairs FILE`` wrote: one deal pair a line.  Run the same match (the
same rules, players and ``--seed``) before and after a change to a player, and this prints the
change's effect deal by deal: the mean of AFTER's value less BEFORE's over the deals both
played, with its 95% interval, and how many pairs changed, split into those where an auction
changed at either table and those where only the play did.  A deal whose play did not change
counts 0, so the interval is far narrower than either match's own: a change worth a few points a
pair shows over a few hundred deals, where comparing the two matches' means would need
thousands.  Each match's own mean on those deals is printed too.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from fivehundred_qt.arena import mean_interval


class NotPairs(ValueError):
    """A file that is not an ``arena --pairs`` file, or two that do not compare."""


def load_pairs(path: str) -> dict[int, dict[str, Any]]:
    """An ``arena --pairs`` file's deal pairs by seed, checked for what comparing needs."""
    out: dict[int, dict[str, Any]] = {}
    try:
        with open(path, encoding="utf-8") as f:
            for number, text in enumerate(f, start=1):
                if not text.strip():
                    continue
                try:
                    pair = json.loads(text)
                except json.JSONDecodeError as e:
                    raise NotPairs(f"{path}, line {number}: not JSON ({e})") from e
                if not is_pair(pair):
                    raise NotPairs(f"{path}, line {number}: not a deal pair of arena --pairs")
                if pair["seed"] in out:
                    raise NotPairs(f"{path}, line {number}: deal {pair['seed']} comes twice")
                out[pair["seed"]] = pair
    except (OSError, UnicodeDecodeError) as e:
        raise NotPairs(f"{path}: cannot read it ({e})") from e
    return out


def is_pair(pair: Any) -> bool:
    number = (int, float)
    plays = pair.get("plays") if isinstance(pair, dict) else None
    return isinstance(pair, dict) and isinstance(pair.get("seed"), int) \
        and isinstance(pair.get("value"), number) and not isinstance(pair["value"], bool) \
        and isinstance(pair.get("hands"), list) and isinstance(plays, list) \
        and all(isinstance(p, dict) and isinstance(p.get("calls"), list) for p in plays)


def auctions(pair: dict[str, Any]) -> list[list[Any]]:
    """The calls of each play of a pair (seat and call; the priced chance left out)."""
    return [[call[:2] for call in play["calls"]] for play in pair["plays"]]


def compare(before: dict[int, dict[str, Any]], after: dict[int, dict[str, Any]]
            ) -> dict[str, Any]:
    """AFTER less BEFORE on the deals both played (see the module text)."""
    seeds = sorted(before.keys() & after.keys())
    if not seeds:
        raise NotPairs("the two files have no deal in common: run the same --seed")
    for seed in seeds:
        if before[seed]["hands"] != after[seed]["hands"]:
            raise NotPairs(f"deal {seed} was dealt other cards in the two files: "
                           "they are not the same match")
    diff = {s: after[s]["value"] - before[s]["value"] for s in seeds}
    changed = [s for s in seeds if diff[s] != 0]
    bid_otherwise = [s for s in changed if auctions(before[s]) != auctions(after[s])]
    return {
        "deal_pairs": len(seeds),
        "difference": mean_interval(list(diff.values())),
        "before": mean_interval([before[s]["value"] for s in seeds]),
        "after": mean_interval([after[s]["value"] for s in seeds]),
        "changed": len(changed),
        "auction_changed": len(bid_otherwise),
        "auction_changed_sum": sum(diff[s] for s in bid_otherwise),
        "play_changed_sum": sum(diff[s] for s in changed) - sum(diff[s] for s in bid_otherwise),
    }


def main(paths: Sequence[str]) -> int:
    if len(paths) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    try:
        result = compare(load_pairs(paths[0]), load_pairs(paths[1]))
    except NotPairs as e:
        print(f"compare_pairs: {e}", file=sys.stderr)
        return 1

    def show(label: str, part: tuple[float, float, float]) -> str:
        mean, low, high = part
        return f"{label:>22}  {mean:+8.2f} [{low:+.2f}, {high:+.2f}]"

    print(f"{result['deal_pairs']} deal pairs in both files")
    print(show("after less before", result["difference"]))
    print(show("before", result["before"]))
    print(show("after", result["after"]))
    print(f"{'pairs changed':>22}  {result['changed']}: {result['auction_changed']} with another "
          f"auction ({result['auction_changed_sum']:+.0f} points), the rest in the play alone "
          f"({result['play_changed_sum']:+.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

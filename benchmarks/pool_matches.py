"""Several matches of the same two players taken together (not a test: run by hand).

    .venv/bin/python benchmarks/pool_matches.py MATCH.json [MATCH.json ...]

Each file is the JSON an ``arena`` (or ``benchmarks/bench_components.py``) match printed.  The
matches must be between the same two players under the same rules, on different deals (other
seeds).  Prints each match's mean and interval a deal pair, then the pooled ones: the means
weighted by their deal pairs, and the standard errors (read from each interval) pooled the same
way, so that matches of equal size are simply averaged.  With every match a Spades one, the same
for ``bags_charged``.  This is how docs/bots.md puts several seeds together.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Sequence
from typing import Any

Z95 = 1.96


class NotAMatch(ValueError):
    """A file that is not an arena match's JSON, or a match that does not pool with the rest."""


def load_match(path: str) -> dict[str, Any]:
    """An arena match's JSON summary, checked for the fields pooling needs."""
    try:
        with open(path, encoding="utf-8") as f:
            match = json.load(f)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise NotAMatch(f"{path}: cannot read a match from it ({e})") from e
    if not isinstance(match, dict) or not all(k in match for k in ("a", "b", "rules")) \
            or not isinstance(match.get("deal_pairs"), int) or match["deal_pairs"] <= 0 \
            or not isinstance(match.get("seed"), int) \
            or not is_result(match) \
            or ("bags_charged" in match and not is_result(match["bags_charged"])):
        raise NotAMatch(f"{path}: not the JSON of an arena match")
    return match


def is_result(part: Any) -> bool:
    """A mean a deal pair and its interval, as the arena writes them."""
    number = (int, float)
    ci = part.get("ci95") if isinstance(part, dict) else None
    return isinstance(part, dict) and isinstance(part.get("a_mean_points_per_pair"), number) \
        and isinstance(ci, list) and len(ci) == 2 and all(isinstance(x, number) for x in ci)


def pooled(parts: Sequence[tuple[int, float, tuple[float, float]]]) -> tuple[float, float, float]:
    """``(mean, low, high)`` of matches given as ``(deal pairs, mean, (low, high))``."""
    total = sum(n for n, _, _ in parts)
    if total <= 0:
        raise NotAMatch("no deal pairs to pool")
    mean = sum(n * m for n, m, _ in parts) / total
    error = math.sqrt(sum((n * (high - low) / (2 * Z95)) ** 2 for n, _, (low, high) in parts)) / total
    return mean, mean - Z95 * error, mean + Z95 * error


def pool(matches: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The pooled result of matches between the same players under the same rules."""
    if not matches:
        raise NotAMatch("no matches given")
    first = matches[0]
    for m in matches[1:]:
        for key in ("a", "b", "rules"):
            if m[key] != first[key]:
                raise NotAMatch(f"the matches differ in {key!r}: they do not pool")
    seeds = [m["seed"] for m in matches]
    if len(set(seeds)) < len(seeds):
        raise NotAMatch(f"a seed comes twice ({seeds}): the same deals would count twice")

    def result(part: Callable[[dict[str, Any]], dict[str, Any]]) -> dict[str, Any]:
        mean, low, high = pooled([(m["deal_pairs"], part(m)["a_mean_points_per_pair"],
                                   tuple(part(m)["ci95"])) for m in matches])
        return {"a_mean_points_per_pair": round(mean, 2), "ci95": [round(low, 2), round(high, 2)]}

    out = {"a": first["a"], "b": first["b"], "seeds": seeds,
           "deal_pairs": sum(m["deal_pairs"] for m in matches), **result(lambda m: m)}
    if all("bags_charged" in m for m in matches):
        out["bags_charged"] = result(lambda m: m["bags_charged"])
    return out


def line(label: str, pairs: int, result: dict[str, Any]) -> str:
    low, high = result["ci95"]
    return f"{label:>12}  {pairs:5d} pairs  {result['a_mean_points_per_pair']:+8.2f} " \
           f"[{low:+.2f}, {high:+.2f}]"


def main(paths: Sequence[str]) -> int:
    if not paths:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    try:
        matches = [load_match(p) for p in paths]
        together = pool(matches)
    except NotAMatch as e:
        print(f"pool_matches: {e}", file=sys.stderr)
        return 1
    print(f"{together['a']} against {together['b']}")
    for m in matches:
        print(line(f"seed {m['seed']}", m["deal_pairs"], m))
    print(line("together", together["deal_pairs"], together))
    if "bags_charged" in together:
        print(line("bags charged", together["deal_pairs"], together["bags_charged"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Which part of a level wins its matches: a duplicate match between *component* players, whose
auction is decided by one level and everything else (discards, jokers, partners, card play) by
another (not a test: run by hand).

    .venv/bin/python benchmarks/bench_components.py A B [--rules R] [--deals N] [--seed K] [--jobs J]

A and B are ``BIDDER/PLAYER``, each a level name with optional ``+field=value`` changes to its
search settings (the fields of ``Level`` in bots/levels.py), for example
``hard+partner_sim=1/hard`` against ``hard/hard`` (bidding alone) or ``hard/expert`` against
``hard/hard`` (play alone).  Unlike the arena, every seat keeps its seed in both plays of a deal,
so a component A and B share decides alike wherever it sees the same: a deal pair is worth
exactly 0 unless the components that differ changed something, and the interval is far
narrower than an arena's.  The deals are the arena's for the same seed.  Prints the arena's JSON
plus ``level_pairs``, the number of pairs worth 0.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import fields, replace
from typing import Any, get_args, get_type_hints

from fivehundred_qt.arena import play_pairs, progress_bar, summarize
from fivehundred_qt.bots import Player, make_player
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.core import Action, Phase, SeatView
from fivehundred_qt.inputs import parse_rules_arg


def level_player(spec: str, seed: int) -> Player:
    """``hard+partner_sim=1+worlds=60``, ``expert+rollouts=simple``: a level's player with its
    search settings changed."""
    level, *changes = spec.split("+")
    player = make_player(level, seed)
    for change in changes:
        name, _, text = change.partition("=")
        if not isinstance(player, SearchPlayer):
            raise SystemExit(f"{spec!r}: {level} has no search settings")
        known = {f.name for f in fields(player.settings)}
        if name not in known:
            raise SystemExit(f"{spec!r}: {level} has no search setting {name!r}; settings: "
                             + ", ".join(sorted(known)))
        current = getattr(player.settings, name)
        value: Any
        if isinstance(current, bool):
            value = text.lower() in ("1", "true", "yes")
        elif isinstance(current, str):  # one of a Literal's names: ``rollouts=simple``
            names = get_args(get_type_hints(type(player.settings))[name])
            if text not in names:
                raise SystemExit(f"{spec!r}: {name} is one of " + ", ".join(names))
            value = text
        else:
            value = type(current)(float(text))
        player.settings = replace(player.settings, **{name: value})
    return player


class Component:
    """Bids with one player and does everything else with another."""

    def __init__(self, spec: str, seed: int) -> None:
        bidder, _, rest = spec.partition("/")
        if not rest:
            raise SystemExit(f"{spec!r}: expected BIDDER/PLAYER, for example hard/expert")
        self.name = spec
        self.bidder = level_player(bidder, seed)
        self.player = self.bidder if rest == bidder else level_player(rest, seed)

    def choose(self, view: SeatView) -> Action:
        return (self.bidder if view.phase is Phase.AUCTION else self.player).choose(view)


def make_component(spec: str, seed: int) -> Player:
    return Component(spec, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--rules", default="australian")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    rules = parse_rules_arg(args.rules)
    for spec in (args.a, args.b):
        make_component(spec, 0)  # a bad spec fails here, not in a worker
    results = play_pairs(rules, args.a, args.b, args.deals, args.seed, args.jobs, progress_bar,
                         make=make_component, shared_seeds=True)
    out = summarize(rules, args.a, args.b, args.seed, results)
    out["level_pairs"] = sum(1 for r in results if r.value == 0)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()

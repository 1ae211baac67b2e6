"""Decision times of the heuristic players (not a test: run it by hand).

    .venv/bin/python benchmarks/bench_bots.py [level] [games per variant]

Plays a few hands of several variants with four (or more) players of ``level`` and prints the
50th, 95th and 99th percentile of the time one decision takes, per phase and over all.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import GameState, Phase, RuleSet

VARIANTS = [
    {},
    {"preset": "american"},
    {"players": 3},
    {"players": 5},
    {"players": 6, "kitty_size": 6},
    {"kitty_size": 6, "misere": "anytime"},
    {"misere": "anytime", "nullo_play": "both_hands", "sans_kitty": True},
    {"game": "spades", "blind_nil": True},
]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def main() -> None:
    level = sys.argv[1] if len(sys.argv) > 1 else "normal"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    times: dict[str, list[float]] = defaultdict(list)
    for options in VARIANTS:
        rules = RuleSet.build(options)
        players = [make_player(level, i) for i in range(rules.players)]
        for seed in range(games):
            state = GameState(rules, seed=seed)
            hands = 0
            while state.phase is not Phase.GAME_OVER and hands < 12:
                if state.phase is Phase.DEAL:
                    state.deal()
                    continue
                seat = state.decider
                view = state.view(seat)
                start = time.perf_counter()
                action = players[seat].choose(view)
                elapsed = (time.perf_counter() - start) * 1000.0
                times[state.phase.value].append(elapsed)
                times["all"].append(elapsed)
                state.apply(action)
                if state.phase in (Phase.DEAL, Phase.GAME_OVER):
                    hands += 1
    for phase, values in sorted(times.items()):
        print(f"{phase:9s} n={len(values):6d}  p50={percentile(values, 0.5):6.2f} ms  "
              f"p95={percentile(values, 0.95):6.2f} ms  p99={percentile(values, 0.99):6.2f} ms  "
              f"max={max(values):6.2f} ms")


if __name__ == "__main__":
    main()

"""Decision times of the search players (not a test: run it by hand, on one core).

    taskset -c 0 .venv/bin/python benchmarks/bench_search.py [hard|expert] [hands per variant]

Plays a few hands of several rule variants with the level at every seat and prints the 50th,
95th and 99th percentiles and the maximum of the decision times, overall, per phase and per variant.
The targets (issue text): p95 at most 300 ms for ``hard`` and 1 s for ``expert``.
"""

from __future__ import annotations

import sys
import time

from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.core import GameState, Phase, RuleSet

VARIANTS: list[dict[str, object]] = [
    {"preset": "australian"}, {"preset": "american"}, {"players": 6}, {"game": "spades"},
    {"misere": "anytime", "nullo_play": "both_hands"}, {"players": 5}, {"players": 3},
    {"teams": "3v3", "kitty_size": 6}, {"kitty_size": 6, "joker_follow": "anytime"}]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(level: str = "hard", hands: int = 2) -> None:
    times: list[float] = []
    by_phase: dict[str, list[float]] = {}
    by_variant: dict[str, list[float]] = {}
    for i, options in enumerate(VARIANTS):
        label = ", ".join(f"{k} {v}" for k, v in options.items())
        rules = RuleSet.build(options)
        state = GameState(rules, seed=7 + i)
        players = [SearchPlayer(level, seed=100 + s) for s in range(rules.players)]
        done = 0
        while state.phase is not Phase.GAME_OVER and done < hands:
            if state.phase is Phase.DEAL:
                state.deal()
                continue
            seat = state.decider
            view = state.view(seat)
            start = time.perf_counter()
            action = players[seat].choose(view)
            spent = time.perf_counter() - start
            times.append(spent)
            by_phase.setdefault(state.phase.value, []).append(spent)
            by_variant.setdefault(label, []).append(spent)
            state.apply(action)
            if state.phase in (Phase.DEAL, Phase.GAME_OVER):
                done += 1
    print(f"{level}: {len(times)} decisions, p50 {percentile(times, 0.5):.3f} s, "
          f"p95 {percentile(times, 0.95):.3f} s, p99 {percentile(times, 0.99):.3f} s, "
          f"max {max(times):.3f} s")
    for name, group in [*by_phase.items(), *by_variant.items()]:
        print(f"  {name:38} {len(group):4} decisions, p95 {percentile(group, 0.95):.3f} s, "
              f"max {max(group):.3f} s")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "hard",
         int(sys.argv[2]) if len(sys.argv) > 2 else 2)

#!/usr/bin/env python3
"""Speed of the rules core: random self-play and replay, on one core.

    python benchmarks/bench_core.py [--hands 20000] [--repeat 3]

Measures, for 4-player Australian 500 and for Spades:
- engine: deal, ``legal_actions()`` and ``apply()`` for every decision, a uniformly random choice
  (as OpenSpiel's random-rollout figures are measured);
- selfplay: the same through ``fivehundred_qt.selfplay`` with ``RandomPlayer``s, i.e. building
  each decider's ``SeatView`` first, as bots are fed;
- replay: ``replay()`` of those games' records (parse, check every action, summary).
Prints one JSON object per line and the best of ``--repeat`` runs; target: 2,000 hands/s.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import Discard, GameState, Phase, RuleSet, replay, summary
from fivehundred_qt.core.record import to_record
from fivehundred_qt.selfplay import selfplay

TARGET = 2000.0


def engine(rules: RuleSet, hands: int, seed: int) -> tuple[float, int]:
    """Random play straight on the engine; returns (seconds, decisions)."""
    rng = random.Random(seed)
    state = GameState(rules, seed=seed)
    decisions = 0
    dealt = 0
    k = rules.kitty_size
    start = time.perf_counter()
    while True:
        phase = state.phase
        if phase is Phase.PLAY or phase is Phase.AUCTION:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        elif phase is Phase.DEAL:
            if dealt == hands:
                break
            state.deal()
            dealt += 1
            continue
        elif phase is Phase.GAME_OVER:
            state = GameState(rules, seed=rng.randrange(2**32))
            continue
        elif phase is Phase.DISCARD:
            state.apply(Discard.of(rng.sample(state.cards[state.to_move], k)))
        else:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        decisions += 1
    return time.perf_counter() - start, decisions


def through_players(rules: RuleSet, hands: int, seed: int) -> tuple[float, list[dict[str, object]]]:
    """Random play through views and players, in whole games of at most 50 hands."""
    players = [make_player("random", seed + i) for i in range(rules.players)]
    records = []
    seconds = 0.0
    left = hands
    game = 0
    while left > 0:
        result = selfplay(rules, players, seed=seed + game, hands=min(50, left))
        seconds += result.seconds
        left -= result.hands
        records.append(to_record(result.games[0]))
        game += 1
    return seconds, records


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    ok = True
    for name in ("australian", "spades"):
        rules = RuleSet.build(preset=name)
        best_engine = min(engine(rules, args.hands, args.seed)[0] for _ in range(args.repeat))
        _, decisions = engine(rules, args.hands, args.seed)
        best_self = float("inf")
        records: list[dict[str, object]] = []
        for _ in range(args.repeat):
            secs, records = through_players(rules, args.hands, args.seed)
            best_self = min(best_self, secs)
        replay_hands = sum(len(r["hands"]) for r in records)  # type: ignore[arg-type]
        best_replay = float("inf")
        for _ in range(args.repeat):
            t = time.perf_counter()
            for r in records:
                summary(replay(r))
            best_replay = min(best_replay, time.perf_counter() - t)
        row = {
            "rules": name,
            "hands": args.hands,
            "engine_hands_per_s": round(args.hands / best_engine),
            "engine_decisions_per_s": round(decisions / best_engine),
            "selfplay_hands_per_s": round(args.hands / best_self),
            "replay_hands_per_s": round(replay_hands / best_replay),
            "target_hands_per_s": TARGET,
        }
        row["meets_target"] = min(row["engine_hands_per_s"], row["selfplay_hands_per_s"],
                                  row["replay_hands_per_s"]) >= TARGET
        ok = ok and bool(row["meets_target"])
        print(json.dumps(row), flush=True)
    print(json.dumps({"python": sys.version.split()[0], "all_meet_target": ok}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

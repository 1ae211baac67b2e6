"""Games won from near the end: two levels play whole games from scores close to the target
(not a test: run by hand).

    .venv/bin/python benchmarks/endgame_games.py RULES A B GAMES [SEED [OUT]]

The arena's deal pairs are played from scores of zero, where a hand is worth its points; near
the end of a game what counts is winning it (``bots/game_value.py``).  Here each game starts from
one of a few scores near the end (``STARTS``: side 0's first) and is played to its end (at most
``MAX_HANDS`` hands, then half a win), twice on the same deals: side 0 played by A against B,
then by B against A.  A game pair is worth side 0's wins in the first play less those in the
second: +1 when A won from where B lost, 0 when both plays ended alike.  It prints the share of
the games A won and the pairs' mean with its 95% interval, per start and over all; the same run
before and after a change to A compares the two, pair by pair with OUT (a JSON file of each
pair's start and value).
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict

from fivehundred_qt.arena import mean_interval, play_out
from fivehundred_qt.bots import make_player
from fivehundred_qt.core import GameState, Phase, rules_from

STARTS: dict[str, list[tuple[int, int]]] = {
    "500": [(300, 480), (480, 300), (400, 400), (450, 350), (350, 450), (200, 460), (460, 200)],
    "spades": [(420, 460), (460, 420), (440, 440), (470, 380), (380, 470), (300, 450)],
}
MAX_HANDS = 40


def play_game(rules_name: str, first: str, second: str, start: tuple[int, int],
              seed: int) -> float:
    """One game from ``start`` with ``first`` on side 0 and ``second`` on side 1: 1 when side 0
    wins, 0 when side 1 does, 0.5 when neither has won within ``MAX_HANDS`` hands."""
    rules = rules_from(rules_name)
    state = GameState(rules, seed=seed)
    state.scores = list(start)
    players = [make_player(first if rules.side_of[s] == 0 else second, seed % 10**6 * 10 + s)
               for s in range(rules.players)]
    for _ in range(MAX_HANDS):
        state.deal()
        play_out(state, players)
        if state.phase is Phase.GAME_OVER:
            return 1.0 if state.winner == 0 else 0.0
    return 0.5


def main(argv: list[str]) -> None:
    if len(argv) not in (4, 5, 6):
        raise SystemExit(__doc__)
    rules_name, a, b, count = argv[0], argv[1], argv[2], int(argv[3])
    seed = int(argv[4]) if len(argv) >= 5 else 1
    rules = rules_from(rules_name)
    if len(rules.sides) != 2:
        raise SystemExit("two sides only")
    starts = STARTS["spades" if rules.is_spades else "500"]
    rng = random.Random(seed)
    values: dict[tuple[int, int], list[float]] = defaultdict(list)
    record: list[tuple[tuple[int, int], float]] = []
    wins = 0.0
    plays = 0
    for i in range(count):
        start = starts[i % len(starts)]
        game_seed = rng.randrange(2**62)
        by_a = play_game(rules_name, a, b, start, game_seed)
        by_b = play_game(rules_name, b, a, start, game_seed)
        wins += by_a + (1.0 - by_b)
        plays += 2
        values[start].append(by_a - by_b)
        record.append((start, by_a - by_b))
    if len(argv) == 6:
        with open(argv[5], "w", encoding="utf-8") as f:
            json.dump(record, f)
    everything = [v for vs in values.values() for v in vs]
    mean, low, high = mean_interval(everything)
    print(f"{rules_name} {a} vs {b}: {count} game pairs, A won {wins:g} of {plays} games "
          f"({wins / plays:.3f}); a pair {mean:+.3f} [{low:+.3f}, {high:+.3f}]")
    for start, vs in values.items():
        m, lo, hi = mean_interval(vs)
        print(f"  from {start[0]}-{start[1]}: {len(vs)} pairs, {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")


if __name__ == "__main__":
    main(sys.argv[1:])

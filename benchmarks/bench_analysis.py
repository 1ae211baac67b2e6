"""How long the double-dummy analysis of a whole hand takes (``bots/analysis.py``): seeded
4-player and 6-player 500 hands and Spades hands played by the ``normal`` player, each analysed
card by card, with and without the deal's table.

    .venv/bin/python benchmarks/bench_analysis.py [hands]     # default 10 of each
"""

from __future__ import annotations

import statistics
import sys
import time

from fivehundred_qt.bots import make_player
from fivehundred_qt.bots.analysis import analyse_game
from fivehundred_qt.core import replay, rules_from, to_record
from fivehundred_qt.selfplay import selfplay


def measure(preset: str, hands: int, players: int = 4) -> None:
    rules = rules_from({"preset": preset, "players": players})
    game = selfplay(rules, [make_player("normal", i) for i in range(players)], seed=5,
                    hands=hands).games[0]
    state = replay(to_record(game))
    for with_table in (False, True):
        times = []
        analyses = iter(analyse_game(state, with_table=with_table))
        while True:
            start = time.perf_counter()
            analysis = next(analyses, None)
            if analysis is None:
                break
            if analysis.cards:
                times.append(time.perf_counter() - start)
        print(f"{preset:10} {players} players, {'with table' if with_table else 'cards only':10} "
              f"{len(times)} hands: median {statistics.median(times):.3f} s, "
              f"max {max(times):.3f} s")


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    measure("australian", count)
    measure("australian", count, players=6)
    measure("spades", count)

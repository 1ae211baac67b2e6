"""How fast the search players draw their worlds (not a test: run it by hand, on one core).

    taskset -c 0 .venv/bin/python benchmarks/bench_worlds.py [expert|hard] [deals per game]

Plays ``deals`` Australian 500 and Spades deals by ``normal`` players and, at every auction and
card-play decision, draws the worlds the level's search would draw there, as many as it would
afford (``worlds.draw_worlds``, with the same count as ``SearchPlayer``).  Only the drawing is
timed, in CPU seconds of this process (so that other work on the machine counts for little),
and printed per game and phase: decisions, worlds drawn, and worlds drawn per CPU second.

The last line is a digest of every world drawn: two versions of the code that draw the same
worlds from the same seeds print the same digest (run it with each on ``PYTHONPATH``).
"""

from __future__ import annotations

import hashlib
import random
import sys
import time
from collections import defaultdict

from fivehundred_qt.bots import make_player
from fivehundred_qt.bots.contracts import SPADES_CONTRACT, nil_seats_of
from fivehundred_qt.bots.fastplay import Table
from fivehundred_qt.bots.knowledge import infer
from fivehundred_qt.bots.levels import LEVELS, Level
from fivehundred_qt.bots.sampling import World
from fivehundred_qt.bots.search import root_classes
from fivehundred_qt.bots.worlds import affordable, draw_worlds
from fivehundred_qt.core import GameState, Phase, Play, RuleSet, SeatView
from fivehundred_qt.core.view import joker_suits

GAMES: dict[str, dict[str, object]] = {"500": {"preset": "australian"}, "spades": {"game": "spades"}}


def draw(view: SeatView, settings: Level, rng: random.Random) -> list[World]:
    """The worlds the level's search draws for ``view`` (auction or card play)."""
    if view.phase is Phase.AUCTION:
        return draw_worlds(view, settings, settings.bid_worlds, rng)
    table = Table(view.rules, view.contract or SPADES_CONTRACT, joker_suits(view), view.partners,
                  nil_seats_of(view))
    moves = [table.move_of(a) for a in view.legal if isinstance(a, Play)]
    choices = len(root_classes(view, table, moves))
    cards = sum(view.hand_sizes[s] for s in table.active)
    count = affordable(settings.worlds, settings.card_budget, choices * cards)
    return draw_worlds(view, settings, count, rng, infer(view), table)


def main(level: str = "expert", deals: int = 4) -> None:
    settings = LEVELS[level]
    digest = hashlib.sha256()
    for game, options in GAMES.items():
        rules = RuleSet.build(options)
        spent: dict[str, float] = defaultdict(float)
        drawn: dict[str, int] = defaultdict(int)
        decisions: dict[str, int] = defaultdict(int)
        for deal in range(deals):
            state = GameState(rules, seed=500 + deal)
            players = [make_player("normal", deal * 10 + s) for s in range(rules.players)]
            state.deal()
            step = 0
            while state.phase in (Phase.AUCTION, Phase.DISCARD, Phase.JOKER, Phase.PLAY):
                view = state.view(state.decider)
                phase = view.phase.value
                if view.phase in (Phase.AUCTION, Phase.PLAY) and len(view.legal) > 1:
                    rng = random.Random(f"{deal}/{step}")
                    start = time.process_time()
                    worlds = draw(view, settings, rng)
                    spent[phase] += time.process_time() - start
                    drawn[phase] += len(worlds)
                    decisions[phase] += 1
                    for w in worlds:
                        digest.update(bytes(int(c) for h in w.hands for c in (*h, 255)))
                        digest.update(bytes(sorted(int(c) for c in w.buried)))
                state.apply(players[state.decider].choose(view))
                step += 1
        for phase in spent:
            print(f"{level} {game:6} {phase:8} {decisions[phase]:4} decisions {drawn[phase]:7} worlds "
                  f"{spent[phase]:7.2f} CPU s  {drawn[phase] / spent[phase]:8.0f} worlds/s  "
                  f"{1000 * spent[phase] / decisions[phase]:6.1f} ms a decision")
    print(f"digest {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "expert", int(sys.argv[2]) if len(sys.argv) > 2 else 4)

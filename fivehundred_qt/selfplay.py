"""Computer-only games: the loop behind ``selfplay`` (and later ``arena`` and ``watch``).

Each player is asked with its own seat's view only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .bots import Player
from .core import GameState, Phase, RuleSet


@dataclass
class SelfplayResult:
    games: list[GameState]
    decisions: int
    hands: int
    seconds: float


@dataclass
class Totals:
    """What the games played so far came to: decisions, hands, and the seconds spent playing."""
    decisions: int = 0
    hands: int = 0
    seconds: float = 0.0


def play_decisions(state: GameState, players: Sequence[Player], *, hand_limit: int) -> int:
    """Play until the game is over or ``hand_limit`` hands are finished; returns decisions made."""
    decisions = 0
    finished = sum(1 for h in state.log if h.result is not None)
    while True:
        phase = state.phase
        if phase is Phase.GAME_OVER:
            return decisions
        if phase is Phase.DEAL:
            if finished >= hand_limit:
                return decisions
            state.deal()
            continue
        seat = state.decider
        state.apply(players[seat].choose(state.view(seat)))
        decisions += 1
        if state.phase is Phase.DEAL or state.phase is Phase.GAME_OVER:
            finished += 1


def play_games(rules: RuleSet, players: Sequence[Player], *, seed: int, hands: int | None = None,
               games: int | None = None, max_hands_per_game: int = 1000,
               totals: Totals | None = None) -> Iterator[GameState]:
    """Play ``hands`` hands of one game, or ``games`` whole games, from ``seed``: each game as it
    ends, added to ``totals``; none is kept here."""
    if len(players) != rules.players:
        raise ValueError(f"these rules seat {rules.players} players, not {len(players)}")
    rng = random.Random(seed)
    totals = totals if totals is not None else Totals()
    limit, count = (hands, 1) if hands is not None else (max_hands_per_game, games or 1)
    for _ in range(count):
        start = time.perf_counter()
        state = GameState(rules, seed=rng.randrange(2**63))
        totals.decisions += play_decisions(state, players, hand_limit=limit)
        totals.hands += len(state.log)
        totals.seconds += time.perf_counter() - start
        yield state


def selfplay(rules: RuleSet, players: Sequence[Player], *, seed: int, hands: int | None = None,
             games: int | None = None, max_hands_per_game: int = 1000) -> SelfplayResult:
    """``play_games``, every game kept."""
    totals = Totals()
    played = list(play_games(rules, players, seed=seed, hands=hands, games=games,
                             max_hands_per_game=max_hands_per_game, totals=totals))
    return SelfplayResult(played, totals.decisions, totals.hands, totals.seconds)

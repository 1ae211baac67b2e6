"""Computer-only games: the loop behind ``selfplay`` (and later ``arena`` and ``watch``).

Each player is asked with its own seat's view only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from .bots import Player
from .core import GameState, Phase, RuleSet


@dataclass
class SelfplayResult:
    games: list[GameState]
    decisions: int
    hands: int
    seconds: float


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


def selfplay(rules: RuleSet, players: Sequence[Player], *, seed: int, hands: int | None = None,
             games: int | None = None, max_hands_per_game: int = 1000) -> SelfplayResult:
    """Play ``hands`` hands of one game, or ``games`` whole games, from ``seed``."""
    if len(players) != rules.players:
        raise ValueError(f"these rules seat {rules.players} players, not {len(players)}")
    rng = random.Random(seed)
    start = time.perf_counter()
    played: list[GameState] = []
    decisions = 0
    if hands is not None:
        state = GameState(rules, seed=rng.randrange(2**63))
        decisions += play_decisions(state, players, hand_limit=hands)
        played.append(state)
    else:
        for _ in range(games or 1):
            state = GameState(rules, seed=rng.randrange(2**63))
            decisions += play_decisions(state, players, hand_limit=max_hands_per_game)
            played.append(state)
    seconds = time.perf_counter() - start
    return SelfplayResult(played, decisions, sum(len(g.log) for g in played), seconds)

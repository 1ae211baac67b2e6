"""A player that picks uniformly among the legal actions: for tests and benchmarks."""

from __future__ import annotations

import random

from ..core import Action, Discard, Phase, SeatView


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.DISCARD:
            return Discard.of(self.rng.sample(view.hand, view.discard_count))
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        return legal[int(self.rng.random() * len(legal))]

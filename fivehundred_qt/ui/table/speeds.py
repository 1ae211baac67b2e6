"""One clock for every animation: base durations times the user's speed factor (KPat's speeds.h).

With the ``instant`` speed every duration is 0 and the table applies changes without animating.
"""

from __future__ import annotations

SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

BASE_MS: dict[str, int] = {
    "deal_gap": 32,       # between two cards leaving the dealer's hand
    "deal_move": 260,     # one card flying to a hand
    "move": 240,          # a card moving within the table (sorting, to the trick)
    "flip": 180,          # a card turning over
    "trick_pause": 650,   # the completed trick stays visible
    "collect": 320,       # the trick flying to its winner
    "call_pause": 260,    # a bid stays in focus
    "think": 450,         # least time a computer player appears to think
}


class Clock:
    def __init__(self, speed: str = "normal") -> None:
        self.speed = speed

    @property
    def speed(self) -> str:
        return self._speed

    @speed.setter
    def speed(self, value: str) -> None:
        if value not in SPEEDS:
            raise ValueError(f"unknown animation speed {value!r}; known: " + ", ".join(SPEEDS))
        self._speed = value
        self.factor = SPEEDS[value]

    def ms(self, name: str) -> int:
        return int(BASE_MS[name] * self.factor)

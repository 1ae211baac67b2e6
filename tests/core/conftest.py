"""Fixtures shared by the game-record tests: finished seeded games as records."""

from __future__ import annotations

import pytest

from fivehundred_qt.core import Phase, to_record

from .record_games import AUSTRALIAN, SPADES, Record, find_game, has_play


@pytest.fixture(scope="module")
def two_hands() -> Record:
    """An Australian game of two finished hands, both played out, the game still going."""
    state = find_game(
        AUSTRALIAN,
        lambda s, r: (not s.is_over and len(s.log) == 2 and s.phase is Phase.DEAL
                      and has_play(r, 0) and has_play(r, 1)),
        hands=2, pass_prob=0.7)
    return to_record(state, ["Ann", "Ben", "Cat", "Dan"])


@pytest.fixture(scope="module")
def game_over() -> Record:
    state = find_game(AUSTRALIAN, lambda s, r: s.is_over and len(s.log) >= 2, hands=50,
                      pass_prob=0.6)
    return to_record(state)


@pytest.fixture(scope="module")
def spades_hand() -> Record:
    state = find_game(
        SPADES, lambda s, r: any(a.get("bid") == "nil" for a in r["hands"][0]["actions"]),
        hands=1)
    return to_record(state)


"""Seeded random games and their records for the game-record tests, and ``fails_at``, which
checks where a malformed record is refused."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from fivehundred_qt.core import (
    PASS,
    GameState,
    Phase,
    RecordError,
    RuleSet,
    error_summary,
    replay,
    rules_from,
    to_record,
)

Record = dict[str, Any]
ACTION_KINDS = ("bid", "discard", "partners", "joker_suit", "play")

# The example record of docs/records.md.
EXAMPLE: Record = {
    "format": "fivehundred-record/1",
    "rules": {"game": "500", "preset": "australian", "misere": "anytime"},
    "players": ["Ann", "Bot (hard)", "Ben", "Bot (normal)"],
    "hands": [
        {
            "dealer": 3,
            "deal": {
                "hands": [
                    ["RJ", "AS", "KS", "QS", "JS", "10S", "9S", "5C", "6D", "7D"],
                    ["4D", "8D", "9D", "10D", "5S", "6S", "7S", "8S", "6C", "7C"],
                    ["8C", "10C", "JC", "QC", "KC", "AC", "5D", "QD", "KD", "AD"],
                    ["5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"],
                ],
                "kitty": ["4H", "9C", "JD"],
                "dead": [],
            },
            "actions": [
                {"seat": 0, "bid": "7NT"},
                {"seat": 1, "bid": "pass"},
                {"seat": 2, "bid": "pass"},
                {"seat": 3, "bid": "pass"},
                {"seat": 0, "discard": ["4H", "5C", "6D"]},
                {"seat": 0, "joker_suit": "none"},
                {"seat": 0, "play": "RJ", "lead_suit": "D"},
                {"seat": 1, "play": "4D"},
            ],
        }
    ],
}



def play_game(rules: RuleSet, seed: int, *, hands: int, pass_prob: float = 0.0,
              first_dealer: int | None = None) -> GameState:
    """Random play of ``hands`` hands at most (the game may end sooner)."""
    state = GameState(rules, seed=seed, first_dealer=first_dealer)
    rng = random.Random(seed)
    done = 0
    while not state.is_over:
        if state.phase is Phase.DEAL:
            if done >= hands:
                break
            state.deal()
            continue
        legal = state.legal_actions()
        if state.phase is Phase.AUCTION and PASS in legal and rng.random() < pass_prob:
            state.apply(PASS)
        else:
            state.apply(legal[rng.randrange(len(legal))])
        if state.phase in (Phase.DEAL, Phase.GAME_OVER):
            done += 1
    return state


def has_play(record: Record, h: int) -> bool:
    return any("play" in a for a in record["hands"][h]["actions"])


def find_game(rules: RuleSet, want: Any, *, hands: int, pass_prob: float = 0.5) -> GameState:
    """The first seeded random game for which ``want(state, record)`` holds."""
    for seed in range(500):
        state = play_game(rules, seed, hands=hands, pass_prob=pass_prob)
        if want(state, to_record(state)):
            return state
    raise AssertionError("no game found")


AUSTRALIAN = rules_from("australian")


def fails_at(record: Any, hand: int | None, action: int | None,
             match: str | None = None) -> RecordError:
    with pytest.raises(RecordError, match=match) as info:
        replay(record)
    exc = info.value
    assert (exc.hand, exc.action) == (hand, action), f"{exc} at {(exc.hand, exc.action)}"
    assert str(exc)
    out = error_summary(exc)
    assert out == {"ok": False, "hand": hand, "action": action, "error": str(exc)}
    json.dumps(out)
    return exc


def index_of(record: Record, h: int, kind: str, nth: int = 0) -> int:
    found = [i for i, a in enumerate(record["hands"][h]["actions"]) if kind in a]
    return found[nth]


SPADES = RuleSet.build({"game": "spades"})


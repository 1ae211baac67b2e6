"""A Spades hand's score part by part (``spades_parts``), as the table's banner words it: read
from the hand's summary alone (bids, tricks, points), and always adding up to the points."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fivehundred_qt.core import GameState, HandResult, Phase, RuleSet
from fivehundred_qt.core.scoring import NilScore, spades_parts

from .test_options_spades import spades_hand


def test_a_failed_nil_and_a_made_bid() -> None:
    t = spades_hand(7, ["5", "3", "nil", "3"])     # seat 2's nil made; North-South 5 bid, 7 taken
    parts = spades_parts(t.state.rules, t.result)
    assert parts is not None
    ours, theirs = parts
    assert (ours.bid, ours.taken, ours.made, ours.bags, ours.penalties) == (5, 7, True, 2, 0)
    assert ours.nils == (NilScore(2, "nil", True, 100),)
    assert (theirs.bid, theirs.taken, theirs.made, theirs.nils) == (6, 6, True, ())


def test_a_blind_nil_failed_and_a_bid_set() -> None:
    rules = RuleSet.build({"game": "spades", "blind_nil": True})
    result = HandResult("spades", None, False, (4, 5, 1, 3), None, (-50 - 200 + 1, 62),
                        (-249, 62), (1, 2), (5, 3, "blind_nil", 3))
    parts = spades_parts(rules, result)
    assert parts is not None
    assert parts[0].nils == (NilScore(2, "blind_nil", False, -200),)
    assert not parts[0].made and parts[0].bid_points == -50
    assert parts[0].bags == 1


@pytest.mark.parametrize(("options", "penalties"), [({}, 0), ({"bag_limit": 5}, 1),
                                                    ({"bag_limit": 3, "bag_penalty": 50}, 2)])
def test_bag_penalties_come_from_the_points(options: dict[str, Any], penalties: int) -> None:
    t = spades_hand(8, ["4", "3", "1", "3"], bags=(3, 0), **options)
    parts = spades_parts(t.state.rules, t.result)
    assert parts is not None
    assert parts[0].bags == 3 and parts[0].penalties == penalties
    assert parts[0].points(t.state.rules) == t.result.delta[0]


def test_a_summary_that_does_not_add_up_has_no_parts() -> None:
    rules = RuleSet.build({"game": "spades"})
    good = HandResult("spades", None, False, (4, 3, 3, 3), None, (61, 60), (61, 60), (1, 0),
                      (4, 3, 2, 3))
    assert spades_parts(rules, good) is not None
    assert spades_parts(rules, HandResult(**{**_fields(good), "delta": (62, 60)})) is None
    assert spades_parts(rules, HandResult(**{**_fields(good), "bids": (4, 3, None, 3)})) is None
    assert spades_parts(rules, HandResult(**{**_fields(good), "bids": None})) is None


def _fields(result: HandResult) -> dict[str, Any]:
    return {name: getattr(result, name) for name in HandResult.__slots__}


@pytest.mark.parametrize("seed", range(6))
def test_parts_add_up_over_whole_games(seed: int) -> None:
    rules = RuleSet.build({"game": "spades", "blind_nil": True, "bag_limit": 4})
    state = GameState(rules, seed=seed)
    pick = random.Random(seed)
    while not state.is_over and len(state.results) < 12:
        state.deal()
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            state.apply(pick.choice(state.legal_actions()))
        bags = (0, 0) if len(state.results) < 2 else state.results[-2].bags
        result = state.results[-1]
        parts = spades_parts(rules, result)
        assert parts is not None and result.bags is not None and bags is not None
        for side, part in enumerate(parts):
            assert part.points(rules) == result.delta[side]
            assert bags[side] + part.bags - part.penalties * rules.bag_limit == result.bags[side]

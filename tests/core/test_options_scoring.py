"""The scoring options: defender_cap, must_bid_to_win, misere_defenders_score, win_score and
lose_score.

Every option has at least one test that fails if the option is ignored.  Deals are fixed where
the outcome matters (tests/core/option_deals.py); auction tests use a seeded shuffled deal.
"""

from __future__ import annotations

from typing import Any

import pytest

from fivehundred_qt.core import Phase, RuleSet
from fivehundred_qt.core.scoring import decide_winner, trick_points

from .fixed_deals import Table
from .option_deals import MISERE_FAILS, MISERE_KITTY, MISERE_MADE, misere_hand, seven_hearts, seven_nt_failed

# ====================================================== defender_cap and must_bid_to_win

@pytest.mark.parametrize(("options", "start", "end", "winner"), [
    ({}, 480, 490, None),
    ({"defender_cap": 480}, 460, 480, None),
    ({"defender_cap": 300, "must_bid_to_win": False}, 290, 300, None),
    ({"defender_cap": None}, 480, 490, None),
    ({"defender_cap": None, "must_bid_to_win": False}, 480, 510, 1),
    ({"defender_cap": 490, "must_bid_to_win": False}, 480, 490, None),
    ({"defender_cap": None, "must_bid_to_win": False}, 300, 330, None),
    ({}, 300, 330, None),
    ({}, 495, 495, None),
])
def test_defender_cap_and_must_bid_to_win(options: dict[str, Any], start: int, end: int,
                                          winner: int | None) -> None:
    t = seven_hearts(scores=(0, start), **options)
    assert t.state.scores == [200, end]
    assert t.state.winner == winner


def test_defender_cap_also_for_a_failed_contract() -> None:
    t = seven_nt_failed(scores=(0, 470))
    assert t.state.scores == [-220, 490]
    t = seven_nt_failed(scores=(0, 470), defender_cap=None, must_bid_to_win=False)
    assert t.state.scores == [-220, 510]
    assert t.state.winner == 1


def test_trick_points_function() -> None:
    capped = RuleSet.build({"defender_cap": 490})
    assert trick_points(capped, 480, 3) == 10
    assert trick_points(capped, 495, 3) == 0
    assert trick_points(capped, 0, 4) == 40
    free = RuleSet.build({"defender_cap": None, "must_bid_to_win": False})
    assert trick_points(free, 480, 3) == 30
    bid_to_win = RuleSet.build({"defender_cap": None, "must_bid_to_win": True, "win_score": 300})
    assert trick_points(bid_to_win, 270, 5) == 20
    # Assumed: with a cap above win_score − 10, must_bid_to_win still stops trick points there.
    low_target = RuleSet.build({"defender_cap": 490, "win_score": 300})
    assert trick_points(low_target, 270, 5) == 20


def test_must_bid_to_win_contract_reaches_500() -> None:
    t = seven_hearts(scores=(300, 0))
    assert t.state.scores == [500, 30]
    assert t.state.winner == 0
    assert t.state.phase is Phase.GAME_OVER


def test_several_sides_pass_500_contractor_wins() -> None:
    t = seven_hearts(scores=(300, 480), defender_cap=None, must_bid_to_win=False)
    assert t.state.scores == [500, 510]
    assert t.state.winner == 0


def test_decide_winner_several_sides() -> None:
    rules = RuleSet.build({"players": 3, "defender_cap": None, "must_bid_to_win": False})
    assert decide_winner(rules, [510, 520, 100], preferred=0) == 0
    assert decide_winner(rules, [510, 520, 100], preferred=2) == 1
    assert decide_winner(rules, [510, 510, 100], preferred=None) is None
    assert decide_winner(rules, [510, 510, 100], preferred=2) is None
    assert decide_winner(rules, [490, 480, 100], preferred=0) is None


# ========================================================== misere_defenders_score

@pytest.mark.parametrize("defenders_score", [False, True])
def test_misere_defenders_score(defenders_score: bool) -> None:
    t = misere_hand(MISERE_MADE, misere_defenders_score=defenders_score)
    t.play_out()
    assert t.result.delta == (250, 100 if defenders_score else 0)
    t = misere_hand(MISERE_FAILS, misere_defenders_score=defenders_score)
    t.play_out()
    assert t.result.tricks == (1, 3, 0, 0)
    assert t.result.delta == (-250, 30 if defenders_score else 0)


def test_misere_defenders_score_is_capped() -> None:
    t = Table(MISERE_MADE, MISERE_KITTY, misere="anytime", misere_defenders_score=True,
              scores=[0, 450])
    t.bid("misere", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    assert t.state.scores == [250, 490]


# ================================================================ win_score and lose_score

@pytest.mark.parametrize(("win_score", "winner"), [(500, None), (200, 0), (250, None)])
def test_win_score(win_score: int, winner: int | None) -> None:
    t = seven_hearts(win_score=win_score)
    assert t.state.scores == [200, 30]
    assert t.state.winner == winner
    assert (t.state.phase is Phase.GAME_OVER) is (winner is not None)


@pytest.mark.parametrize(("lose_score", "start", "winner"), [
    (-500, -300, 1),
    (-500, -280, 1),
    (-500, -270, None),
    (None, -300, None),
    ("none", -300, None),
    (-200, -100, 1),
])
def test_lose_score(lose_score: Any, start: int, winner: int | None) -> None:
    t = seven_nt_failed(scores=(start, 0), lose_score=lose_score)
    assert t.state.scores == [start - 220, 40]
    assert t.state.winner == winner


def test_lose_score_with_more_sides() -> None:
    rules = RuleSet.build({"players": 3})
    assert decide_winner(rules, [-510, 200, 100], preferred=None) == 1
    assert decide_winner(rules, [-510, 200, 200], preferred=None) is None
    # Winning takes precedence over losing.
    rules = RuleSet.build({"players": 3, "must_bid_to_win": False, "defender_cap": None})
    assert decide_winner(rules, [500, -510, 600], preferred=0) == 0

"""How the search levels price a 500 contract in the auction: the simulated chance, lifted
toward certain for ``expert`` (``Level.make_lift`` when no bid stands, ``Level.contest_lift``
over a standing bid; ``contracts.lifted``)."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pytest

from fivehundred_qt.bots.contracts import lifted
from fivehundred_qt.bots.levels import LEVELS
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.core import SeatView

from .positions import bid, start


def test_a_lift_moves_the_chance_toward_certain_and_the_points_with_it() -> None:
    ev, chance = lifted((-20.0, 0.5), 100, 0.3)
    assert chance == pytest.approx(0.65)
    assert ev == pytest.approx(-20.0 + 2 * 100 * 0.15)
    assert lifted((50.0, 1.0), 300, 0.3) == (50.0, 1.0)
    assert lifted((-80.0, 0.2), 140, 0.0) == (-80.0, 0.2)


def evaluations(view: SeatView, **settings: Any) -> dict[str, tuple[float, float]]:
    """``expert``'s priced candidates at ``view``, with its settings changed as given."""
    player = SearchPlayer("expert", seed=3, time_budget=math.inf)
    player.settings = replace(player.settings, **settings)
    player.choose(view)
    return player.last_evaluation


def test_expert_lifts_its_contracts_and_its_partners_but_not_a_misere() -> None:
    expert = LEVELS["expert"]
    assert expert.make_lift > expert.contest_lift > 0
    assert LEVELS["hard"].make_lift == LEVELS["hard"].contest_lift == 0
    state = start({2: "AS KS QS 10C 9C 8C 7C 5D 6D 4H"}, dealer=3)
    bid(state, "7H", "pass")  # the partner (seat 0) holds 7 hearts
    view = state.view(2)
    priced = evaluations(view)
    simulated = evaluations(view, make_lift=0.0, contest_lift=0.0)
    assert priced.keys() == simulated.keys() and 0 < simulated["pass"][1] < 1
    numbered = [call for call in priced if call[0].isdigit()]
    assert numbered
    # Its own bids go over the partner's: the contest lift; the partner's contract, the other.
    for call, lift in [*((call, expert.contest_lift) for call in numbered),
                       ("pass", expert.make_lift)]:
        chance = simulated[call][1]
        assert priced[call][1] == pytest.approx(chance + lift * (1 - chance))
        assert priced[call][0] >= simulated[call][0]
    assert "misere" in priced
    for call in priced.keys() - {*numbered, "pass"}:
        assert priced[call] == simulated[call]


def test_an_opening_bid_gets_the_whole_lift() -> None:
    lift = LEVELS["expert"].make_lift
    state = start({1: "AS KS QS JS 10S 9C 8C 7C 5D 4H"}, dealer=0)  # seat 1 bids first
    view = state.view(1)
    priced = evaluations(view)
    simulated = evaluations(view, make_lift=0.0, contest_lift=0.0)
    numbered = [call for call in priced if call[0].isdigit()]
    assert numbered and "pass" not in priced
    for call in numbered:
        chance = simulated[call][1]
        assert priced[call][1] == pytest.approx(chance + lift * (1 - chance))

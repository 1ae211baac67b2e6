"""How the search levels price a 500 contract in the auction: the simulated chance, lifted
toward certain for ``expert`` (``Level.make_lift``, ``contracts.lifted``)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from fivehundred_qt.bots.contracts import lifted
from fivehundred_qt.bots.levels import LEVELS
from fivehundred_qt.bots.search import SearchPlayer

from .test_heuristic import bid, start


def test_a_lift_moves_the_chance_toward_certain_and_the_points_with_it() -> None:
    ev, chance = lifted((-20.0, 0.5), 100, 0.3)
    assert chance == pytest.approx(0.65)
    assert ev == pytest.approx(-20.0 + 2 * 100 * 0.15)
    assert lifted((50.0, 1.0), 300, 0.3) == (50.0, 1.0)
    assert lifted((-80.0, 0.2), 140, 0.0) == (-80.0, 0.2)


def test_expert_lifts_its_contracts_and_its_partners_but_not_a_misere() -> None:
    assert LEVELS["expert"].make_lift > 0 and LEVELS["hard"].make_lift == 0
    lift = LEVELS["expert"].make_lift
    state = start({2: "AS KS QS 10C 9C 8C 7C 5D 6D 4H"}, dealer=3)
    bid(state, "7H", "pass")  # the partner (seat 0) holds 7 hearts
    view = state.view(2)
    expert = SearchPlayer("expert", seed=3, time_budget=math.inf)
    expert.choose(view)
    plain = SearchPlayer("expert", seed=3, time_budget=math.inf)
    plain.settings = replace(plain.settings, make_lift=0.0)
    plain.choose(view)
    priced, simulated = expert.last_evaluation, plain.last_evaluation
    assert priced.keys() == simulated.keys() and 0 < simulated["pass"][1] < 1
    numbered = [call for call in priced if call[0].isdigit()]
    assert numbered
    for call in [*numbered, "pass"]:
        chance = simulated[call][1]
        assert priced[call][1] == pytest.approx(chance + lift * (1 - chance))
        assert priced[call][0] >= simulated[call][0]
    assert "misere" in priced
    for call in priced.keys() - {*numbered, "pass"}:
        assert priced[call] == simulated[call]

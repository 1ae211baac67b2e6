"""Card play that leans to the ``normal`` player's card where the search cannot tell it from its
best (``Level.lean_normal``, ``search.indistinct``)."""

from __future__ import annotations

import math
from dataclasses import replace

from fivehundred_qt.bots import make_player
from fivehundred_qt.bots.levels import LEVELS
from fivehundred_qt.bots.search import SearchPlayer, indistinct
from fivehundred_qt.core import Phase

from .random_games import build, random_games


def test_a_lead_within_the_errors_is_indistinct() -> None:
    # Play 0 leads play 1 by 1 in every world: no spread, so told apart at any count of errors.
    assert not indistinct([[3.0, 2.0], [5.0, 4.0], [1.0, 0.0]], 0, 1, 2.0)
    # A lead of 1 on average, spread of 10: its standard error is about 5.8.
    noisy = [[10.0, 0.0], [-10.0, 0.0], [3.0, 0.0]]
    assert indistinct(noisy, 0, 1, 1.0)
    assert not indistinct(noisy, 0, 1, 0.1)
    # 0 errors: never; fewer than 3 worlds: never.
    assert not indistinct(noisy, 0, 1, 0.0)
    assert not indistinct(noisy[:2], 0, 1, 100.0)
    # The other play ahead: always indistinct (the lead is at most 0).
    assert indistinct([[0.0, 1.0], [0.0, 1.0], [0.0, 2.0]], 0, 1, 0.5)


def test_expert_leans_to_normal_only_where_its_search_cannot_tell_the_cards_apart() -> None:
    """Where ``expert`` without the lean and ``normal`` differ, a lean of many errors gives
    ``normal``'s card and a lean of none the search's; ``expert`` itself leans 2 errors."""
    assert LEVELS["expert"].lean_normal == 2.0
    assert LEVELS["hard"].lean_normal == 0.0
    rules = build("australian")
    differing = 0
    for seed in range(4):
        for state in random_games(rules, seed, hands=1):
            if state.phase is not Phase.PLAY or len(state.legal_actions()) < 3:
                continue
            view = state.view(state.decider)
            players = {}
            for lean in (0.0, 1e9):
                player = SearchPlayer("expert", seed=3, time_budget=math.inf)
                player.settings = replace(player.settings, lean_normal=lean)
                players[lean] = player.choose(view)
            normal = make_player("normal", 3).choose(view)
            if players[0.0] != normal:
                differing += 1
                assert players[1e9] == normal
            else:
                assert players[1e9] == players[0.0]
            if differing >= 3:
                return
    raise AssertionError(f"only {differing} decisions where expert and normal differ")

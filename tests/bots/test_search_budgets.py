"""The search levels' work budgets (``bots/levels.py``) where the double-dummy solve goes by the
utility (``solver.solve_utility``, Python only) rather than by tricks (compiled)."""

from __future__ import annotations

import math

import pytest

from fivehundred_qt.bots import search, solver
from fivehundred_qt.bots.levels import UTILITY_NODE_LIMIT, UTILITY_TAIL_CARDS
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.core import Phase

from .random_games import build, random_games


def test_solves_by_the_utility_keep_the_budgets_of_its_python_alpha_beta(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Three players (three sides) are solved by ``solve_utility``, which has no compiled twin:
    ``expert``'s budgets, sized for the compiled trick search, would take seconds there (a
    decision hit the clock guard at 5.7 s).  Its exact solves keep ``UTILITY_NODE_LIMIT`` and
    its rollouts solve no more than the last ``UTILITY_TAIL_CARDS`` cards."""
    seen: list[tuple[int, int]] = []
    plain = solver.solve_utility

    def watched(board, util, maxers, node_limit=0, counter=None):  # type: ignore[no-untyped-def]
        seen.append((board.inhand.bit_count() + len(board.trick), node_limit))
        return plain(board, util, maxers, node_limit, counter)

    monkeypatch.setattr(solver, "solve_utility", watched)
    rules = build("players_3")
    asked = 0
    exact: list[int] = []
    tails: list[int] = []
    # Positions of random games until both kinds of solve were seen a few times (which ones
    # a decision makes depends on its worlds: a fixed handful of positions once showed none).
    for seed in range(60):
        for state in random_games(rules, seed, hands=1):
            if state.phase is Phase.PLAY and state.contract is not None \
                    and not state.contract.is_misere and 14 <= sum(map(len, state.cards)) <= 24:
                asked += 1
                if asked % 4 == 1:
                    player = SearchPlayer("expert", seed=1, time_budget=math.inf)
                    player.choose(state.view(state.to_move))
        exact = [limit for _, limit in seen if limit]
        tails = [cards for cards, limit in seen if not limit]
        if len(exact) >= 20 and len(tails) >= 20 and seed >= 5:
            break
    assert exact and max(exact) <= UTILITY_NODE_LIMIT
    assert tails and max(tails) <= UTILITY_TAIL_CARDS


def test_a_decisions_solves_by_the_utility_share_one_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The rollouts' tails solved by the utility count their positions with the decision's exact
    solves, and once ``UTILITY_NODE_BUDGET`` is spent the next worlds' rollouts play to the end:
    uncounted, a 3-player decision early in the hand visited up to 1.3 million positions (5 s on
    an idle core).  The budget is made small here to keep the test quick."""
    budget = 3000
    monkeypatch.setattr(search, "UTILITY_NODE_BUDGET", budget)
    solves: list[int] = []
    plain = solver.solve_utility

    def counted(board, util, maxers, node_limit=0, counter=None):  # type: ignore[no-untyped-def]
        mine = [0]
        try:
            return plain(board, util, maxers, node_limit, mine)
        finally:
            solves.append(mine[0])
            if counter is not None:
                counter[0] += mine[0]

    monkeypatch.setattr(solver, "solve_utility", counted)
    rules = build("players_3")
    decisions = 0
    for seed in range(20):
        for state in random_games(rules, seed, hands=1):
            if state.phase is Phase.PLAY and state.contract is not None \
                    and not state.contract.is_misere and sum(map(len, state.cards)) >= 27:
                solves.clear()
                player = SearchPlayer("expert", seed=1, time_budget=math.inf)
                player.choose(state.view(state.to_move))
                # the budget is checked between worlds: at most one world's solves past it
                assert sum(solves) <= budget + max(solves, default=0) * len(state.legal_actions())
                decisions += bool(solves)
        if decisions >= 3:
            break
    assert decisions >= 3

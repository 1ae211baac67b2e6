"""The later-master bound of the double-dummy search (``quick_tricks.TrickBounds._later_master``,
as DDS's LaterTricks in no trumps): with no trump left, the side not on lead that holds the
master of some suit takes a trick when the leader's side cannot lead as many tricks as are left
in the suits whose masters it holds.  Checked against plain minimax on constructed positions and
on every trick start of random endings where it applies."""

from __future__ import annotations

import random

import pytest

from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.core import deck_for
from fivehundred_qt.core.cards import SPADES

from .test_solver import (
    ENDING_VARIANTS,
    bounds_and_answers,
    counted_tricks,
    live_cards,
    random_spades_endings,
    spades_solver,
    trick_start_solvers,
)


def test_the_side_not_on_lead_takes_a_trick_with_a_master_the_leader_cannot_outlast() -> None:
    # No spades left.  Side 0 holds the master of hearts only (one card each hand), the other
    # side the masters of clubs and diamonds: three tricks left, side 0 can lead one in its
    # own suit, so it takes at most two.
    solver = spades_solver(["AH 2C 3C", "AC 4D 5D", "2H 3D 4C", "3H 6D 7D"], broken=True)
    assert solver._later_master(0, 3, live_cards(solver))
    assert bounds_and_answers(solver)[1] == 2


def test_a_leader_with_enough_masters_to_lead_gets_no_such_bound() -> None:
    # Side 0 holds the top three hearts in one hand: three tricks to lead, as many as are left.
    solver = spades_solver(["AH KH QH", "AC 4D 5D", "2H 3D 4C", "3H 6D 7D"], broken=True)
    assert not solver._later_master(0, 3, live_cards(solver))
    assert bounds_and_answers(solver)[1] == 3


def test_a_trump_left_turns_the_bound_off() -> None:
    # As the first position, but the other side's diamond is a spade now: no bound from it.
    solver = spades_solver(["AH 2C 3C", "AC 4D 5D", "2H 3D 4C", "3H 6D 2S"], broken=True)
    assert not solver._later_master(0, 3, live_cards(solver))


@pytest.mark.parametrize("name", ENDING_VARIANTS)
def test_the_bound_holds_at_every_trick_start_where_it_applies(name: str) -> None:
    for board, counted, solver in trick_start_solvers(name):
        if solver._later_master(board.to_move, board.tricks_left, live_cards(solver)):
            assert counted_tricks(board, counted, counted, {}) < board.tricks_left


def test_the_bound_holds_on_random_endings_without_trumps() -> None:
    """Random Spades endings of 4 tricks with no spade left, where the bound often applies."""
    cards = [c for c in deck_for(4, 0, spades=True) if c.suit != SPADES]
    applied = 0
    for board in random_spades_endings(random.Random(5), 300, cards, broken=True):
        counted = [s % 2 == board.to_move % 2 for s in range(4)]
        solver = TrickSolver(board, counted, counted)
        truth = counted_tricks(board, counted, counted, {})
        if solver._later_master(board.to_move, 4, live_cards(solver)):
            applied += 1
            assert truth < 4
        assert all(solver.at_least(need) == (truth >= need) for need in range(6))
    assert applied > 30

"""Master trumps split between partners (``quick_tricks.TrickBounds._pair_trumps``): the trumps
of two partners above every trump the others hold win a trick each as far as the longer of the
two hands' trumps reaches (A Q x opposite K, three; A Q opposite K, two).  Checked against plain
minimax on constructed positions, on every trick start of the ending variants and on random
Spades endings where it counts more than any one hand's sure trumps."""

from __future__ import annotations

import random

import pytest

from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.bots.fastplay import Board
from fivehundred_qt.core import deck_for
from fivehundred_qt.core.cards import CLUBS, HEARTS, SPADES

from .test_solver import (
    ENDING_VARIANTS,
    bounds_and_answers,
    counted_tricks,
    live_cards,
    random_spades_endings,
    spades_solver,
    trick_start_solvers,
)


def test_ace_queen_small_opposite_the_king_win_three_tricks() -> None:
    # Seat 0's small spade goes under its partner's king when spades are led: the ace, king
    # and queen each win a trick, where seat 0's own trumps count two (the jack and ten of
    # the other side lie above its two).
    solver = spades_solver(["AS QS 2S 2H", "JS 10S 6H 7H", "KS 3H 4H 5H", "9S 8H 9H 10H"])
    live = live_cards(solver)
    assert solver._sure_trumps(live, True)[1] == 2
    assert solver._pair_trumps(live)[1] == 3
    assert bounds_and_answers(solver)[0] == 3


def test_ace_queen_opposite_a_bare_king_count_two() -> None:
    # Without the small spade a spade led brings two of the masters together: side 0 takes
    # only two tricks, and the bound counts no more.
    solver = spades_solver(["AS QS 2H 3H", "JS 10S 6H 7H", "KS 4H 5H 8H", "9S 9H 10H JH"])
    assert solver._pair_trumps(live_cards(solver))[1] == 2
    board = Board(solver.t, solver.hands[:], 0, broken=solver.broken)
    assert counted_tricks(board, solver.counted, solver.attackers, {}) == 2
    bounds_and_answers(solver)


@pytest.mark.parametrize("name", ENDING_VARIANTS)
def test_the_bound_holds_at_every_trick_start(name: str) -> None:
    for board, counted, solver in trick_start_solvers(name):
        seat, tricks, _ = solver._pair_trumps(live_cards(solver))
        if not tricks:
            continue
        truth = counted_tricks(board, counted, counted, {})
        if counted[seat]:
            assert truth >= tricks
        else:
            assert truth <= board.tricks_left - tricks


def test_the_bound_holds_on_random_spades_endings() -> None:
    """Random Spades endings of 4 tricks dealt from spades and two more suits, where the split
    masters often count more than one hand's trumps."""
    cards = [c for c in deck_for(4, 0, spades=True) if c.suit in (SPADES, HEARTS, CLUBS)]
    applied = 0
    for board in random_spades_endings(random.Random(3), 300, cards):
        counted = [s % 2 == board.to_move % 2 for s in range(4)]
        solver = TrickSolver(board, counted, counted)
        truth = counted_tricks(board, counted, counted, {})
        live = live_cards(solver)
        seat, tricks, _ = solver._pair_trumps(live)
        if tricks:
            side = counted[seat]
            if tricks > solver._sure_trumps(live, side)[1]:
                applied += 1
            assert (truth >= tricks) if side else (truth <= 4 - tricks)
        assert all(solver.at_least(need) == (truth >= need) for need in range(6))
    assert applied > 20

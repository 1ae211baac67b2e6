"""The fuller quick tricks of the double-dummy search (``quick_tricks.TrickBounds._quick_tricks``,
as DDS's QuickTricks): the leader's own and then a partner's after crossing, added up as far as
the partner can keep its own meanwhile; the crossing to the partner's best card below the
leader's masters (K x opposite A x), a trick more; and long cards, once no other hand holds more
of the suit than the masters.  Checked against plain minimax on constructed positions and on
every trick start of random endings where they count more than the leader's or a partner's
masters alone."""

from __future__ import annotations

import random

import pytest

from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.core import parse_card

from .test_solver import (
    ENDING_VARIANTS,
    bounds_and_answers,
    counted_tricks,
    live_cards,
    random_spades_endings,
    spades_solver,
    trick_start_solvers,
)


def test_the_leaders_masters_and_then_its_partners_add_up() -> None:
    # Seat 0 cashes the ace of hearts (its partner throws a club), then the two of diamonds
    # reaches the partner's ace and king: three tricks, where either hand alone has one or two.
    solver = spades_solver(["AH 2D 3C", "KH 5D 5C", "AD KD 4C", "QH 6D 6C"])
    assert solver._quick_tricks(0, live_cards(solver))[0] == 3
    assert bounds_and_answers(solver)[0] == 3


def test_the_leader_cashes_only_as_many_as_the_partner_can_play_to() -> None:
    # Two masters each and three cards: the partner keeps its two diamonds (its way in and its
    # trick) and throws its club to the first heart; a second heart would cost it a diamond.
    solver = spades_solver(["AH KH 2D", "QH 5D 5C", "AD KD 4C", "JH 6D 6C"])
    assert solver._quick_tricks(0, live_cards(solver))[0] == 3
    assert bounds_and_answers(solver)[0] == 3


def test_long_cards_count_once_no_other_hand_holds_more_of_the_suit_than_the_masters() -> None:
    # The ace and king of hearts, and no other hand with more than one heart: the two small
    # hearts win too (before, only the two masters counted).
    solver = spades_solver(["AH KH 3H 2H", "QH 5C 6C 7C", "8C 9C 8D 9D", "JH 5D 6D 7D"])
    assert solver._cash(0, live_cards(solver)) == (4, _card(solver, "KH"))
    assert bounds_and_answers(solver)[0] == 4
    # With two more hearts beside the queen, only the masters count.
    solver = spades_solver(["AH KH 3H 2H", "QH 5H 4H 7C", "8C 9C 8D 9D", "JH 5D 6D 7D"])
    assert solver._cash(0, live_cards(solver))[0] == 2
    bounds_and_answers(solver)


def test_king_small_opposite_ace_small_crosses_for_a_trick_more() -> None:
    # Seat 0 cashes the ace of diamonds, the partner following with its four, then leads the
    # two to the partner's king: two tricks.
    solver = spades_solver(["AD 2D 3C", "5D 5C 6C", "KD 4D 4C", "6D 7C 8C"])
    assert solver._quick_tricks(0, live_cards(solver))[0] == 2
    assert bounds_and_answers(solver)[0] == 2


def test_a_low_trump_crosses_to_the_partners_master_trumps() -> None:
    # Seat 0 leads its two of spades to the partner's ace and king: two tricks (before, only
    # the partner's ruff of a club counted).
    solver = spades_solver(["2S 3C 4C", "6D 7D 8D", "AS KS 5D", "5C 6C 9D"], broken=True)
    assert solver._quick_tricks(0, live_cards(solver))[0] == 2
    assert bounds_and_answers(solver)[0] == 2
    # Not before spades are broken, while the leader holds another suit.
    solver = spades_solver(["2S 3C 4C", "6D 7D 8D", "AS KS 5D", "5C 6C 9D"])
    assert solver._crossing(0, 2, _suit(solver, "S"), live_cards(solver), []) is None


def test_a_singleton_king_is_no_trick_after_the_ace() -> None:
    # The partner's king alone would fall under the ace: the crossing counts only without it.
    solver = spades_solver(["AD 2D 3C", "5D 5C 6C", "KD 4C 9C", "6D 7C 8C"])
    crossing = solver._crossing(0, 2, _suit(solver, "D"), live_cards(solver), [])
    assert crossing == (1, False, _card(solver, "KD"))
    bounds_and_answers(solver)


def test_an_opponent_who_can_ruff_and_runs_out_stops_the_crossing_after_the_ace() -> None:
    # Seat 1 holds one diamond and a spade: after the ace it ruffs the crossing.
    solver = spades_solver(["AD 2D 3C", "5D 2S 6C", "KD 4D 4C", "6D 7C 8C"], broken=True)
    crossing = solver._crossing(0, 2, _suit(solver, "D"), live_cards(solver), [solver.hands[1]])
    assert crossing is not None and crossing[1] is False
    bounds_and_answers(solver)


@pytest.mark.parametrize("name", ENDING_VARIANTS)
def test_the_quick_tricks_hold_at_every_trick_start(name: str) -> None:
    for board, counted, solver in trick_start_solvers(name):
        quick = solver._quick_tricks(board.to_move, live_cards(solver))[0]
        if quick:
            assert counted_tricks(board, counted, counted, {}) >= quick


def test_the_quick_tricks_hold_on_random_spades_endings() -> None:
    """Random Spades endings of 4 tricks, where the fuller quick tricks often count more."""
    applied = 0
    for board in random_spades_endings(random.Random(7), 250):
        counted = [s % 2 == board.to_move % 2 for s in range(4)]
        solver = TrickSolver(board, counted, counted)
        truth = counted_tricks(board, counted, counted, {})
        quick = solver._quick_tricks(board.to_move, live_cards(solver))[0]
        assert quick <= truth
        applied += _more_than_alone(solver, board.to_move)
        assert all(solver.at_least(need) == (truth >= need) for need in range(6))
    assert applied > 12


def _more_than_alone(solver: TrickSolver, leader: int) -> bool:
    """Whether the quick tricks count more than the leader's or any partner's masters alone
    (and the partner's ruff), as they did before they added up and crossed under the ace."""
    live = live_cards(solver)
    alone = [solver._cash(seat, live)[0] for seat in solver.t.active
             if solver.counted[seat] == solver.counted[leader]]
    ruff = 1 if solver._partner_ruff(leader) is not None else 0
    return solver._quick_tricks(leader, live)[0] > max(*alone, ruff)


def _suit(solver: TrickSolver, letter: str) -> int:
    """The index of a suit in Spades (``fastplay.Table``: spades, clubs, diamonds, hearts)."""
    suit = "SCDH".index(letter)
    assert solver.t.suit_of[(solver.t.smask[suit] & -solver.t.smask[suit]).bit_length() - 1] == suit
    return suit


def _card(solver: TrickSolver, text: str) -> int:
    return solver.t.mask_of([parse_card(text)])

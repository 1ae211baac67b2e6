"""The trump bounds of the double-dummy search (``quick_tricks.TrickBounds._sure_trumps`` and
the partner's master trumps beside the leader's quick tricks): each of a hand's trumps goes to
a different trick, which its side wins unless the other side plays a higher trump to it, so of
a hand's top *j* trumps at least *j* less the other side's trumps above the *j*-th win a trick
(for each side, both bounds kept); and the leader cashing its side suits while its partner
keeps its master trumps.  Checked against plain minimax on constructed positions, where the
bounds before counted less, and on every trick start of random endings."""

from __future__ import annotations

import random

import pytest

from fivehundred_qt.bots.contracts import SPADES_CONTRACT
from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.core import RuleSet, deck_for

from .test_solver import (
    ENDING_VARIANTS,
    bounds_and_answers,
    counted_tricks,
    live_cards,
    spades_solver,
    trick_start_solvers,
)


def test_low_trumps_outnumbering_the_other_sides_higher_ones_win_tricks() -> None:
    # Seat 1's 9 5 4 of spades against the king alone: the king beats one of them, the other
    # two win (each goes to a different trick), so side 0 takes at most one trick, its king.
    assert bounds_and_answers(spades_solver(["KS AH AD", "4S 5S 9S", "2H 3D 4C", "5H 6D 7C"],
                                            broken=True)) == (1, 1)


def test_a_hands_trumps_over_the_other_sides_count_though_a_partner_holds_one_between() -> None:
    # A Q J opposite the king, the ten and nine against them: seat 0's three trumps all win
    # (before: two, the ace and king split between partners).
    assert bounds_and_answers(spades_solver(["AS QS JS", "10S 9S 3H", "KS 4H 5H", "6H 7H 8H"],
                                            broken=True))[0] == 3


def test_the_partner_keeps_its_master_trump_while_the_leader_cashes() -> None:
    # Seat 0 cashes the ace and king of hearts (both opponents follow twice), its partner
    # throwing diamonds; then the partner's ace of spades ruffs the club: three tricks.
    solver = spades_solver(["AH KH 2C", "QH JH 2S", "AS 3D 4D", "10H 9H 5D"], broken=True)
    assert solver._quick_tricks(0, live_cards(solver))[0] == 3
    assert bounds_and_answers(solver)[0] == 3


def test_the_leader_keeps_its_own_sure_trumps_while_it_cashes() -> None:
    # Seat 0 cashes the ace and king of hearts (the opponents follow twice), then its 9 and 8
    # of spades against the king alone win one trick more: three.
    solver = spades_solver(["AH KH 9S 8S", "QH JH KS 2C", "3C 4C 5C 6C", "10H 9H 7C 8C"],
                           broken=True)
    assert solver._quick_tricks(0, live_cards(solver))[0] == 3
    assert bounds_and_answers(solver)[0] == 3


def test_a_partner_out_of_other_cards_spends_its_trumps_on_the_leaders_tricks() -> None:
    # The partner's 9 and 8 of spades (one trick against the king) and one diamond: it throws
    # the diamond to the ace of hearts and must ruff the king with a spade, so its last spade
    # meets the king: two tricks, not the leader's two and the partner's one.
    solver = spades_solver(["AH KH 2C", "QH JH KS", "9S 8S 3D", "10H 9H 4D"], broken=True)
    assert solver._quick_tricks(0, live_cards(solver))[0] == 2
    assert bounds_and_answers(solver) == (2, 2)


@pytest.mark.parametrize("name", ENDING_VARIANTS)
def test_the_trump_bounds_hold_at_every_trick_start(name: str) -> None:
    for board, _, solver in trick_start_solvers(name):
        _check(solver, board)


def test_the_trump_bounds_hold_on_random_spades_endings() -> None:
    """Random Spades endings of 4 tricks with many spades, where the bounds often count more
    than the top trumps of one hand."""
    rng = random.Random(11)
    table = Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)
    deck = list(deck_for(4, 0, spades=True))
    spades = [c for c in deck if c.suit == deck[0].suit]
    others = [c for c in deck if c.suit != deck[0].suit]
    applied = 0
    for _ in range(250):
        cards = rng.sample(spades, 7) + rng.sample(others, 9)
        rng.shuffle(cards)
        hands = [table.mask_of(cards[4 * s:4 * s + 4]) for s in range(4)]
        board = Board(table, hands, rng.randrange(4), broken=True)
        counted = [s % 2 == board.to_move % 2 for s in range(4)]
        solver = TrickSolver(board, counted, counted)
        applied += _check(solver, board)
        truth = counted_tricks(board, counted, counted, {})
        assert all(solver.at_least(need) == (truth >= need) for need in range(6))
    assert applied > 40


def _check(solver: TrickSolver, board: Board) -> bool:
    """Each side's sure trump tricks and the quick tricks against minimax; whether a hand's
    sure trumps counted more than its trumps above all others (the bound before)."""
    live = live_cards(solver)
    truth = counted_tricks(board, solver.counted, solver.attackers, {})
    ours = solver._sure_trumps(live, True)[1]
    theirs = solver._sure_trumps(live, False)[1]
    assert ours <= truth <= board.tricks_left - theirs
    quick = solver._quick_tricks(board.to_move, live)[0]
    if solver.counted[board.to_move]:
        assert quick <= truth
    else:
        assert truth <= board.tricks_left - quick
    trumps = live & solver.trumps
    alone = 0
    for s in board.t.active:
        mine = solver.hands[s] & trumps
        alone = max(alone, (mine >> (trumps & ~mine).bit_length()).bit_count())
    return max(ours, theirs) > alone

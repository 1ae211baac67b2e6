"""A partner's ruff and then more (``quick_tricks.TrickBounds._quick_tricks``): the leader leads a
side suit a partner lacks and ruffs, everyone else following or unable to overruff, and spends
no trump of its own on that trick, so its sure trumps win tricks besides; and where every
opponent follows or holds no trump, the partner ruffs low, keeps the lead and cashes its own.
Checked against plain minimax on constructed positions and on random Spades endings where they
count more than the ruff or the leader's trumps alone."""

from __future__ import annotations

import random

from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.core import deck_for, parse_card
from fivehundred_qt.core.cards import CLUBS, HEARTS, SPADES

from .test_solver import (
    bounds_and_answers,
    counted_tricks,
    live_cards,
    random_spades_endings,
    spades_solver,
)


def test_the_ruff_and_the_leaders_own_trumps_add_up() -> None:
    # Seat 0 leads the two of hearts, its partner ruffs with the two of spades (both opponents
    # follow), and seat 0's king, queen and jack of spades still win two tricks against the
    # ace: three, where its trumps alone count two and the ruff one.
    solver = spades_solver(["2H KS QS JS", "AS 3H 4H 5H", "2S 2C 3C 4C", "6H 7H 8H 9H"])
    live = live_cards(solver)
    assert solver._partner_ruff(0) is not None
    assert solver._sure_trumps(live, True)[1] == 2
    assert solver._quick_tricks(0, live)[0] == 3
    assert bounds_and_answers(solver) == (3, 3)


def test_the_partner_ruffs_low_and_cashes_its_own() -> None:
    # Seat 0 leads a heart (both opponents follow), its partner ruffs with the two of spades
    # and cashes the ace and king of clubs and then the four: four tricks, where the ruff
    # alone counts one and no trick of seat 0's own wins.
    solver = spades_solver(["2H 5D 6D 7D", "3H QC JC 8D", "2S AC KC 4C", "4H 10C 9C 9D"])
    assert solver._partner_ruff(0) == (2, solver.t.mask_of([parse_card("2S")]), 0)
    assert solver._quick_tricks(0, live_cards(solver))[0] == 4
    assert bounds_and_answers(solver) == (4, 4)


def test_the_bound_holds_on_random_spades_endings() -> None:
    """Random Spades endings of 4 tricks dealt from spades and two more suits, where a partner
    is often void in a suit the leader holds."""
    cards = [c for c in deck_for(4, 0, spades=True) if c.suit in (SPADES, HEARTS, CLUBS)]
    applied = 0
    for board in random_spades_endings(random.Random(5), 400, cards):
        leader = board.to_move
        counted = [s % 2 == leader % 2 for s in range(4)]
        solver = TrickSolver(board, counted, counted)
        truth = counted_tricks(board, counted, counted, {})
        live = live_cards(solver)
        quick = solver._quick_tricks(leader, live)[0]
        assert truth >= quick
        if solver._partner_ruff(leader) is not None:
            theirs = 0
            for seat in (leader + 1) % 4, (leader + 3) % 4:
                theirs |= solver.hands[seat] & solver.trumps
            trumps = solver._trump_tricks(leader, theirs)[0]
            if quick == 1 + trumps > max(1, solver._sure_trumps(live, True)[1]):
                applied += 1
        others = [not c for c in counted]
        assert all(solver.at_least(need) == (truth >= need) for need in range(6))
        other = TrickSolver(board, others, others)
        assert all(other.at_least(need) == (4 - truth >= need) for need in range(6))
    assert applied > 20

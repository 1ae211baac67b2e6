"""A partner's masters after the leader draws the trumps (``quick_tricks.TrickBounds.
_quick_tricks``): the leader's master trumps draw every trump the opponents hold, so once it
has cashed its own, an opponent void in a suit can no longer ruff it: a low card of that suit
reaches the partner's master, and the partner cashes its own.  Checked against plain minimax
on a constructed position and on random endings of Spades and of 500 in clubs (the joker and
both bowers among the trumps), where it counts more than the bounds did without it."""

from __future__ import annotations

import random
from collections.abc import Iterable

from fivehundred_qt.bots.contracts import numbered_contract
from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.core import BIDS, RuleSet, deck_for
from fivehundred_qt.core.cards import CLUBS, DIAMONDS, HEARTS, SPADES

from .test_solver import (
    bounds_and_answers,
    counted_tricks,
    live_cards,
    random_spades_endings,
    spades_solver,
)


def test_the_partner_cashes_its_masters_once_the_leader_has_drawn_the_trumps() -> None:
    # Seat 0 cashes the ace of spades, which draws seat 1's two; then seat 1, void in hearts,
    # cannot ruff the two of hearts to its partner's ace, and the partner cashes the king and
    # queen: four tricks, where the ace of spades alone counted one (seat 1 could ruff the
    # hearts before the trumps were drawn).
    solver = spades_solver(["AS 2H 3D 4D", "2S 5D 6D 7D", "AH KH QH JH", "8D 9D 10D JD"],
                           broken=True)
    assert solver._quick_tricks(0, live_cards(solver))[0] == 4
    assert bounds_and_answers(solver) == (4, 4)


def five_hundred_clubs() -> Table:
    """4-player Australian 500, seat 0 declaring in clubs."""
    rules = RuleSet.build({"preset": "australian"})
    return Table(rules, numbered_contract(0, BIDS["8C", False]))


def checked(boards: Iterable[Board]) -> int:
    """Check the quick tricks and every answer of each board where the leader's trumps draw
    the opponents' against plain minimax; how many boards the quick tricks count more on than
    with the opponents' trumps left undrawn (their ruffers still ruffing the partner's suit)."""
    counted_more = 0
    for board in boards:
        leader = board.to_move
        counted = [s % 2 == leader % 2 for s in range(4)]
        solver = TrickSolver(board, counted, counted)
        live = live_cards(solver)
        if not solver._draws(leader, live):
            continue
        truth = counted_tricks(board, counted, counted, {})
        quick = solver._quick_tricks(leader, live)[0]
        assert truth >= quick
        solver._draws = lambda leader, live: False  # type: ignore[method-assign]
        counted_more += quick > solver._quick_tricks(leader, live)[0]
        del solver._draws
        assert all(solver.at_least(need) == (truth >= need) for need in range(6))
        others = [not c for c in counted]
        other = TrickSolver(board, others, others)
        assert all(other.at_least(need) == (board.tricks_left - truth >= need)
                   for need in range(6))
    return counted_more


def test_the_bound_holds_on_random_spades_endings() -> None:
    """Random Spades endings of 4 tricks, spades broken, dealt from three suits (an opponent
    void in a suit the partner holds is common)."""
    cards = [c for c in deck_for(4, 0, spades=True) if c.suit in (SPADES, HEARTS, DIAMONDS)]
    assert checked(random_spades_endings(random.Random(7), 1500, cards, broken=True)) > 10


def test_the_bound_holds_on_random_500_endings_in_clubs() -> None:
    """Random endings of 4 tricks of 500 in clubs dealt from clubs (with the joker and the left
    bower), hearts and diamonds."""
    table = five_hundred_clubs()
    cards = [c for c in deck_for(4, table.rules.kitty_size)
             if c.suit in (CLUBS, HEARTS, DIAMONDS) or table.suit_of[table.idx_of[c]] == table.trump]
    assert checked(random_spades_endings(random.Random(8), 1500, cards, broken=True, table=table)) > 10

"""The sure bounds of the double-dummy search where the counted seats play against taking tricks
(``bots/misere_bounds.py``, ``_dd_misere.h``): a Spades nil (the other side hunting the nil
bidder, its partner helping it) and a 500 misère (the contractor's opponents hunting it).

1. Sure trumps counted against every other seat, the nil bidder's partner too.
2. The forced follow: an attacker leads low in a suit the nil bidder holds only above it.
3. Both against plain minimax on random Spades endings with a nil bidder and on misère endings
   (every answer of the search, and the bounds at the trick start).
4. The compiled search gives the same answers and node counts on nil questions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from benchmarks.bench_solver import deals_spades
from fivehundred_qt.bots.contracts import SPADES_CONTRACT, misere_contract, numbered_contract
from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.bots.misere_bounds import forced_follow
from fivehundred_qt.bots.simple_rollout import simple_move
from fivehundred_qt.core import BIDS, RuleSet, parse_card

from .random_games import build
from .test_solver import counted_tricks, endings, live_cards, random_spades_endings
from .test_solver_compiled import check_same, needs_compiled

SPADES = Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)


def nil_solver(board: Board, nil: int) -> TrickSolver:
    """The question of ``nil``'s bid: can the other side make it take a trick?"""
    counted = [s == nil for s in range(4)]
    attackers = [s % 2 != nil % 2 for s in range(4)]
    return TrickSolver(board, counted, attackers)


def spades_board(hands: Sequence[str], leader: int, broken: bool = False) -> Board:
    masks = [SPADES.mask_of([parse_card(text) for text in hand.split()]) for hand in hands]
    return Board(SPADES, masks, leader, broken=broken)


def bounds_and_truth(board: Board, solver: TrickSolver) -> tuple[int, int, int]:
    """The bounds at ``board``'s trick start and the counted tricks by plain minimax, after
    checking every answer of the search against it and the bounds around it."""
    truth = counted_tricks(board, solver.counted, solver.attackers, {})
    for need in range(board.tricks_left + 2):
        assert solver.at_least(need) == (truth >= need), (need, truth)
    lo, hi, _, _ = solver._bounds(board.to_move, board.tricks_left, live_cards(solver))
    assert lo <= truth <= hi, (lo, truth, hi, board.hands, board.to_move)
    return lo, hi, truth


def nil_bounds(hands: Sequence[str], leader: int, broken: bool = False) -> tuple[int, int, int]:
    """``bounds_and_truth`` of seat 0's nil, ``leader`` to lead."""
    board = spades_board(hands, leader, broken)
    return bounds_and_truth(board, nil_solver(board, 0))


# ------------------------------------------------------------------ 1. sure trumps
def test_the_nil_bidders_top_trumps_take_a_trick_whatever_anyone_plays() -> None:
    # K Q of spades against the ace alone: one of them wins.
    assert nil_bounds(["KS QS 2H", "AS 3H 4H", "2S 5H 6H", "3S 7H 8H"], 1)[0] == 1


def test_the_partners_trumps_count_against_the_nil_bidder() -> None:
    # The partner's ace covers the king: no sure trick (the partner is against it too).
    lo, _, truth = nil_bounds(["KS 2H 3H", "2S 6H 7H", "AS 4H 5H", "3S 8H 9H"], 1)
    assert (lo, truth) == (0, 0)


def test_the_other_sides_trumps_bound_the_nil_bidders_tricks_from_above() -> None:
    # Seat 1 holds every card above the nil bidder's... and every spade: three tricks it wins.
    assert nil_bounds(["2H 3H 4H", "AS KS QS", "5H 6H 7H", "8H 9H 10H"], 2)[1] == 0


# ------------------------------------------------------------------ 2. the forced follow
def test_a_low_lead_under_the_nil_bidders_only_cards_of_the_suit_wins_it_a_trick() -> None:
    board = spades_board(["QH KH 2C", "2H 9C 10C", "3H 4H 5C", "5H 6C 7C"], 1)
    solver = nil_solver(board, 0)
    assert forced_follow(solver, 1) == SPADES.mask_of([parse_card("QH")])
    assert bounds_and_truth(board, solver)[0] == 1


def test_a_partner_who_can_overtake_stops_the_forced_follow() -> None:
    board = spades_board(["QH 2C 3C", "2H 9C 10C", "AH 4D 5D", "5H JC QC"], 1)
    solver = nil_solver(board, 0)
    assert forced_follow(solver, 1) == 0
    assert bounds_and_truth(board, solver)[::2] == (0, 0)


def test_an_attacker_who_must_play_over_stops_the_forced_follow() -> None:
    board = spades_board(["QH 2C 3C", "2H 9C 10C", "3H 4D 5D", "KH JC QC"], 1)
    solver = nil_solver(board, 0)
    assert forced_follow(solver, 1) == 0
    assert bounds_and_truth(board, solver)[::2] == (0, 0)


def test_a_partner_who_can_ruff_stops_the_forced_follow_and_one_who_cannot_does_not() -> None:
    ruffs = spades_board(["QH 2C 3C", "2H 9C 10C", "2S 4D 5D", "5H JC QC"], 1)
    assert forced_follow(nil_solver(ruffs, 0), 1) == 0
    assert bounds_and_truth(ruffs, nil_solver(ruffs, 0))[2] == 0
    cannot = spades_board(["QH 2C 3C", "2H 9C 10C", "3D 4D 5D", "5H JC QC"], 1)
    assert bounds_and_truth(cannot, nil_solver(cannot, 0))[0] == 1


def misere_board(hands: Sequence[str], leader: int) -> tuple[Board, TrickSolver]:
    """A misère of seat 0 with two jokers in the deck (seat 2 sits out), ``leader`` to lead,
    and the question whether the opponents can make it take a trick."""
    table = Table(build("kitty_6_two_jokers"), misere_contract(build("kitty_6_two_jokers"), 0,
                                                               "misere"))
    masks = [table.mask_of([parse_card(text) for text in hand.split()]) for hand in hands]
    board = Board(table, masks, leader)
    counted = [s == 0 for s in range(4)]
    return board, TrickSolver(board, counted, [s in (1, 3) for s in range(4)])


def test_a_misere_contractor_takes_one_trick_at_most_however_many_jokers_it_holds() -> None:
    board, solver = misere_board(["RJ BJ 4H", "5H 6H 7H", "", "8H 9H 10H"], 1)
    assert bounds_and_truth(board, solver)[::2] == (1, 1)


def test_a_misere_hunter_without_the_suit_led_must_play_its_joker() -> None:
    # Seat 3 has no heart and must play its joker to the 4 of hearts: the queen is not caught.
    board, solver = misere_board(["QH 4C 5C", "4H 9C 10C", "", "RJ JC QC"], 1)
    assert forced_follow(solver, 1) == 0
    assert bounds_and_truth(board, solver)[::2] == (0, 0)


def test_a_partner_who_may_play_a_joker_at_any_time_stops_the_forced_follow() -> None:
    rules = build("jokers_anytime_any_suit")
    table = Table(rules, numbered_contract(0, BIDS["6NT", False]))
    assert table.trump < 0 and table.follow_anytime
    masks = [table.mask_of([parse_card(text) for text in hand.split()])
             for hand in ("QH 4C 5C", "4H 9C 10C", "5H RJ 4D", "6H JC QC")]
    board = Board(table, masks, 1)
    solver = nil_solver(board, 0)
    assert forced_follow(solver, 1) == 0
    assert bounds_and_truth(board, solver)[::2] == (0, 0)


# --------------------------------------------------- 3. against minimax on random endings
def test_the_nil_bounds_hold_on_random_spades_endings() -> None:
    rng = random.Random(38)
    applied = {"lower": 0, "upper": 0, "forced": 0}
    for board in random_spades_endings(rng, 400, table=SPADES):
        nil = rng.randrange(4)
        solver = nil_solver(board, nil)
        lo, hi, _ = bounds_and_truth(board, solver)
        applied["lower"] += lo > 0
        applied["upper"] += hi < board.tricks_left
        applied["forced"] += forced_follow(solver, board.to_move) > 0
    assert min(applied.values()) >= 15, applied


def test_the_misere_bounds_hold_on_misere_endings() -> None:
    applied = 0
    for name in ("players_3", "both_hands", "australian", "kitty_6_two_jokers"):
        for _, board in endings(name, seeds=60, most=6, misere=True, every=1):
            if board.trick:
                continue
            t = board.t
            counted = [s in t.declarer_hands for s in range(t.n)]
            solver = TrickSolver(board, counted, [not c for c in counted])
            lo, hi, _ = bounds_and_truth(board, solver)
            applied += lo > 0 or hi < board.tricks_left
    assert applied >= 10


# ------------------------------------------------------------ 4. the compiled search
@needs_compiled
def test_nil_questions_same_answers_and_nodes() -> None:
    """Spades deals played down to 5-8 tricks, each seat's nil: the compiled search's answers
    and node counts are the Python one's."""
    rng = random.Random(3)
    for i, (_, deal, _) in enumerate(deals_spades(12, 38)):
        board = deal.copy()
        board.rollout(simple_move, 5 + i % 4)
        for _ in range(2):
            nil = rng.randrange(4)
            counted = [s == nil for s in range(4)]
            attackers = [s % 2 != nil % 2 for s in range(4)]
            check_same(board, counted, attackers, [1, 0, 2, 1])
            board.play(simple_move(board))

"""The cut in the trick in progress of the double-dummy search
(``trick_in_progress.TrickInProgress._decided``, after DDS's quick trick of the second hand):
before the last card of a trick, the side that can bring the highest card to it takes the trick
and then the sure trumps one of its hands keeps (one fewer when that hand must play a trump to
this trick) or, where the other side holds no trump, the quick tricks of the winning hand.
Checked against plain minimax on constructed positions and on random endings in the middle of a
trick, where the cut often settles."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from fivehundred_qt.bots.contracts import SPADES_CONTRACT
from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.bots.fastplay import CARD_BITS, Board, Table
from fivehundred_qt.core import RuleSet, deck_for, parse_card

from .test_solver import ENDING_VARIANTS, counted_tricks, endings

SIDE_0 = [True, False] * 2


def spades_trick(hands: Sequence[str], led: str) -> tuple[Board, TrickSolver]:
    """A Spades position (spades broken) after seat 0 led ``led`` from the first hand, side 0
    counted."""
    table = Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)
    masks = [table.mask_of([parse_card(text) for text in hand.split()]) for hand in hands]
    board = Board(table, masks, 0, broken=True)
    board.play(table.mask_of([parse_card(led)]).bit_length() - 1)
    return board, TrickSolver(board, SIDE_0, SIDE_0)


def decided(solver: TrickSolver, board: Board, need: int) -> bool | None:
    """``_decided`` at ``board``, a trick in progress before its last card."""
    power = solver.power[board.led]
    wkey, wseat = max((power[card], seat) for seat, card in board.trick)
    legal = 0
    for move in board.legal():
        legal |= 1 << (move & CARD_BITS)
    return solver._decided(board.to_move, len(board.trick), board.led, wkey, wseat, legal, need)


def answers(board: Board, solver: TrickSolver) -> int:
    """The counted seats' tricks by plain minimax, after checking every answer of ``solver``."""
    truth = counted_tricks(board, solver.counted, solver.attackers, {})
    for need in range(board.tricks_left + 2):
        assert solver.at_least(need) == (truth >= need), (need, truth)
    return truth


def test_the_side_with_the_master_of_the_suit_led_takes_the_trick_and_its_trumps() -> None:
    # Seat 1 wins the heart with its ace and keeps the king and queen of spades, which side 0
    # cannot beat: side 1 takes all three tricks.
    board, solver = spades_trick(["2H 5D 6C", "AH KS QS", "3H 7C 8C", "4H 9C 10C"], "2H")
    assert decided(solver, board, 1) is False
    assert answers(board, solver) == 0


def test_a_hand_that_wins_the_trick_with_a_trump_keeps_one_fewer() -> None:
    # Seat 1 has no heart and must ruff (seat 2's king would win); then its other spade wins
    # a trick and its two of diamonds loses to seat 0's five: side 1 takes two, side 0 one.
    # The cut cannot say that side 0 takes nothing (the ruff costs seat 1 a trump), only that
    # it takes at most one.
    board, solver = spades_trick(["2H 5D 6C", "KS QS 2D", "KH 7C 8C", "4H 9C 10C"], "2H")
    assert decided(solver, board, 1) is None
    assert decided(solver, board, 2) is False
    assert answers(board, solver) == 1


def test_a_card_already_winning_decides_for_its_side() -> None:
    # Seat 0 led the ace of hearts, which nobody can beat or ruff; then its partner's ace and
    # king of spades win two more: side 0 takes three, as the cut says at seat 1 for need 3.
    board, solver = spades_trick(["AH 5D 6D", "2H 7D 8D", "AS KS 3H", "4H 9D 10D"], "AH")
    assert decided(solver, board, 3) is True
    assert answers(board, solver) == 3


def test_a_later_seat_that_can_ruff_takes_the_trick_for_its_side() -> None:
    # Seat 2 has no heart and a spade: side 0 takes the trick, whatever seat 1's ace does.  Its
    # spade spent, it keeps no sure trick: the cut says one trick, not two.
    board, solver = spades_trick(["2H 5D 6C", "AH 7D 8D", "5S 7C 8C", "3H 9C 10C"], "2H")
    assert decided(solver, board, 1) is True
    assert decided(solver, board, 2) is None
    assert answers(board, solver) >= 1


def test_with_no_trump_left_the_winner_cashes_its_masters_after_the_trick() -> None:
    # No spade left: seat 1 wins the heart with its ace and cashes the ace and king of
    # diamonds, which nobody else holds: side 0 takes nothing.
    board, solver = spades_trick(["2H 5C 6C", "AH AD KD", "3H 7C 8C", "4H 9C 10C"], "2H")
    assert decided(solver, board, 1) is False
    assert answers(board, solver) == 0


def test_a_partner_yet_to_play_follows_to_the_suit_led_with_its_way_in() -> None:
    # No spade left.  Seat 3's jack takes the heart; seat 1 must follow with its nine, which
    # would else be the way across to its ten of diamonds: side 1 takes two tricks, not three.
    board, solver = spades_trick(["10H 5C AC", "2C 10D 9H", "10C KC 4D", "6C 8H JH"], "10H")
    assert decided(solver, board, 1) is None
    assert answers(board, solver) == 1


def test_no_quick_tricks_count_after_the_trick_while_the_other_side_holds_a_trump() -> None:
    # Seat 2 takes the diamond with its seven of spades, over seat 3's two.  Its king of hearts
    # is no sure trick after it: seat 3 throws its heart now and ruffs the king later.
    board, solver = spades_trick(["6D 3C QH", "4S AD 10H", "7S 10C KH", "2S 4C 4H"], "6D")
    assert decided(solver, board, 1) is True
    assert decided(solver, board, 2) is None
    assert answers(board, solver) == 1


@pytest.mark.parametrize("name", ENDING_VARIANTS)
def test_the_cut_holds_in_every_trick_in_progress(name: str) -> None:
    applied = 0
    for _, board in endings(name, seeds=20, most=5, every=1):
        applied += _check(board)
    assert applied > 50


def test_the_cut_holds_on_random_spades_tricks_in_progress() -> None:
    """Random Spades endings of 4 tricks, one or two cards of the first trick played."""
    rng = random.Random(13)
    table = Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)
    deck = list(deck_for(4, 0, spades=True))
    applied = 0
    for _ in range(250):
        cards = rng.sample(deck, 16)
        hands = [table.mask_of(cards[4 * s:4 * s + 4]) for s in range(4)]
        board = Board(table, hands, rng.randrange(4), broken=True)
        for _ in range(rng.choice((1, 2))):
            board.play(rng.choice(board.legal()))
        applied += _check(board)
    assert applied > 150


def _check(board: Board) -> int:
    """The cut's answers at a trick in progress before its last card against minimax, for
    every need and both sides counted; how many needs it settled."""
    if not board.trick or board.done or board.t.misere or \
            len(board.trick) + 1 >= board.t.trick_size:
        return 0
    settled = 0
    t = board.t
    for side in (True, False):
        counted = [(t.team[s] == t.team[board.to_move]) == side for s in range(t.n)]
        solver = TrickSolver(board, counted, counted)
        truth = counted_tricks(board, counted, counted, {})
        for need in range(1, board.tricks_left + 1):
            known = decided(solver, board, need)
            if known is not None:
                settled += 1
                assert known == (truth >= need), (need, truth, counted)
    return settled

"""Our double-dummy solver against DDS (Bo Haglund's, through ``endplay``, the ``test`` extra)
where the rules are the same (``benchmarks/dds_reference.py``): the same trick counts on

1. whole 4-player 500 deals in each suit contract (the trump suit ranked joker, right bower,
   left bower, A, K, ...);
2. Spades in bridge play (spades broken from the start): random deals played down by the
   rollout policy to 4 to 9 tricks left, both sides' counts, and after every lead of the
   smaller ones; and a few whole deals.

About 350 positions, a few seconds with the compiled search.
"""

from __future__ import annotations

import random
import statistics

import pytest

from benchmarks.bench_solver import deals_500, deals_spades
from benchmarks.dds_reference import dds_card, dds_lead_values, dds_tricks, is_bridge
from fivehundred_qt.bots.contracts import numbered_contract
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.bots.simple_rollout import simple_move
from fivehundred_qt.bots.solver import double_dummy_tricks, reduced_moves
from fivehundred_qt.core import BIDS, RuleSet, parse_card

try:
    import endplay._dds  # noqa: F401

    HAVE_DDS = True
except ImportError:  # pragma: no cover - the test extra installs it
    HAVE_DDS = False
needs_dds = pytest.mark.skipif(not HAVE_DDS, reason="endplay (DDS) is not installed")


def test_dds_is_installed() -> None:
    assert HAVE_DDS, "endplay, which ships DDS, did not import: pip install -e '.[test]'"


@needs_dds
def test_a_500_trump_suit_maps_onto_bridge_ranks() -> None:
    """Hearts trumps: joker, J♥, J♦ (the left bower), A♥ are DDS's A, K, Q, J of hearts, and
    the diamonds lose their jack (the 10♦ is DDS's jack of diamonds)."""
    rules = RuleSet.build({"preset": "australian"})
    table = Table(rules, numbered_contract(0, BIDS["7H", False]))
    hearts, diamonds = 1, 2
    board = Board(table, [0, 0, 0, 0], 0)
    for text, expected in (("RJ", (hearts, 14)), ("JH", (hearts, 13)), ("JD", (hearts, 12)),
                           ("AH", (hearts, 11)), ("AD", (diamonds, 14)), ("10D", (diamonds, 11))):
        assert dds_card(board, table.idx_of[parse_card(text)]) == expected, text


@needs_dds
@pytest.mark.parametrize("trump", [0, 1, 2, 3])
def test_whole_500_suit_contracts_take_the_tricks_dds_gives(trump: int) -> None:
    checked = 0
    for _, board, seats in deals_500(40, trump, 300 + trump):
        assert is_bridge(board, seats)
        assert double_dummy_tricks(board, seats) == dds_tricks(board, seats)[0]
        checked += 1
    assert checked == 40


def spades_positions(count: int, seed: int) -> list[Board]:
    """Random Spades deals (spades broken) played by the rollout policy down to 4 to 9 tricks
    left, at a trick start."""
    rng = random.Random(seed)
    positions = []
    for _, deal, _ in deals_spades(count, seed):
        deal.broken = True
        board = deal.copy()
        board.rollout(simple_move, rng.randint(4, 9))
        positions.append(board)
    return positions


@needs_dds
def test_spades_in_bridge_play_takes_the_tricks_dds_gives() -> None:
    for board in spades_positions(120, 41):
        for side in ([0, 2], [1, 3]):
            assert double_dummy_tricks(board, side) == dds_tricks(board, side)[0]


@needs_dds
def test_every_lead_of_spades_endings_is_worth_what_dds_says() -> None:
    """Each lead's value (the position after it is in the middle of a trick) for the side to
    lead, on the smaller positions."""
    checked = 0
    for board in spades_positions(60, 43):
        if board.tricks_left > 6:
            continue
        side = [board.to_move, board.t.nxt[board.t.nxt[board.to_move]]]
        values = dds_lead_values(board, side)
        for move in reduced_moves(board):
            after = board.copy()
            after.play(move)
            assert double_dummy_tricks(after, side) == values[dds_card(board, move)], move
            checked += 1
    assert checked > 100


@needs_dds
def test_whole_spades_deals_in_bridge_play_take_the_tricks_dds_gives() -> None:
    """A few whole deals, the ones DDS solves fastest of 12 (ours take the longest on the
    others; ``bench_solver.py`` compares all of them)."""
    deals = []
    for _, board, seats in deals_spades(12, 44):
        board.broken = True
        deals.append((dds_tricks(board, seats), board, seats))
    cheap = statistics.median(nodes for (_, nodes), _, _ in deals)
    checked = 0
    for (tricks, nodes), board, seats in deals:
        if nodes <= cheap:
            assert double_dummy_tricks(board, seats) == tricks
            checked += 1
    assert checked >= 6

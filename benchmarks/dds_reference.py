"""Bo Haglund's DDS, the bridge double-dummy solver, as the reference for ours where the rules
are the same: ``bench_solver.py`` times the two side by side and ``tests/bots/
test_dds_crosscheck.py`` holds our answers to its.  DDS comes with the PyPI package ``endplay``
(the ``test`` extra), which ships it compiled; nothing in the app uses it.

A position of ours is a bridge position when four seats play, each suit in play has at most
13 cards, every card has a suit (no suitless joker left in no trumps) and the seats count
tricks as two partnerships of every other seat.  Spades is bridge with spades as trumps once
spades are broken ("Spades in bridge play"); a 500 suit contract is bridge with the trump suit
ranked joker, right bower, left bower, A, K, ... (the left bower taken from its own suit, as
our card order already has it).  Our cards of an effective suit, from the highest down, become
DDS's A, K, Q, ... of that suit: only their order matters to the play.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from fivehundred_qt.bots.fastplay import Board
from fivehundred_qt.core.cards import CLUBS, DIAMONDS, HEARTS, JOKER_SUIT, SPADES

DDS_SUIT = {SPADES: 0, HEARTS: 1, DIAMONDS: 2, CLUBS: 3}
"""Our suit -> DDS's (spades, hearts, diamonds, clubs)."""
NO_TRUMPS = 4


def library() -> ModuleType:
    """endplay's DDS bindings (an ImportError where endplay is not installed)."""
    import endplay._dds as dds

    return dds


def is_bridge(board: Board, seats: Sequence[int]) -> bool:
    """Whether DDS plays ``board`` by our rules, counting the tricks of ``seats``: see the module
    docstring.  The position is at a trick start."""
    t = board.t
    if len(t.active) != 4 or board.trick or board.done or t.misere:
        return False
    if t.spades and not board.broken:
        return False
    live = board.inhand
    if live & t.jmask and t.free_jokers:
        return False
    if any((live & t.smask[e]).bit_count() > 13 for e in range(4)):
        return False
    counted = {s for s in t.active if s in seats}
    return counted in ({t.active[0], t.active[2]}, {t.active[1], t.active[3]})


def dds_deal(board: Board) -> Any:
    """``board`` (a bridge position: ``is_bridge``) as DDS's ``deal``: seat ``active[i]`` is DDS's
    hand ``i`` (north, east, south, west in play order)."""
    dds = library()
    t = board.t
    deal = dds.deal()
    deal.trump = DDS_SUIT[t.trump] if t.trump >= 0 else NO_TRUMPS
    deal.first = t.active.index(board.to_move)
    for i in range(3):
        deal.currentTrickSuit[i] = 0
        deal.currentTrickRank[i] = 0
    for e in range(4):
        cards = sorted((c for c in range(len(t.suit_of)) if t.suit_of[c] == e), reverse=True)
        for hand, seat in enumerate(t.active):
            ranks = 0
            for k, card in enumerate(cards):
                if board.hands[seat] >> card & 1:
                    ranks |= 1 << (14 - k)  # DDS's bit of the rank 14 - k (14: the ace)
            deal.remainCards[hand][DDS_SUIT[e]] = ranks
    return deal


def dds_tricks(board: Board, seats: Sequence[int]) -> tuple[int, int]:
    """``(tricks, nodes)``: the tricks ``seats`` take from ``board`` on double dummy by DDS, and
    the nodes DDS counted (tricks played to their last card in its search)."""
    dds = library()
    assert is_bridge(board, seats), "not a position DDS plays by our rules"
    future = dds.futureTricks()
    dds.SolveBoard(dds_deal(board), -1, 1, 1, future, 0)
    leaders = future.score[0]
    left = board.tricks_left
    return (leaders if board.to_move in seats else left - leaders), future.nodes


def dds_lead_values(board: Board, seats: Sequence[int]) -> dict[tuple[int, int], int]:
    """The tricks ``seats`` take from ``board`` on after each lead of the seat to lead, by DDS:
    ``{(DDS suit, DDS rank): tricks}`` for every card (equal cards each get the value)."""
    dds = library()
    assert is_bridge(board, seats), "not a position DDS plays by our rules"
    future = dds.futureTricks()
    dds.SolveBoard(dds_deal(board), -1, 3, 1, future, 0)
    mine = board.to_move in seats
    values = {}
    for i in range(future.cards):
        score = future.score[i] if mine else board.tricks_left - future.score[i]
        ranks = 1 << future.rank[i] | future.equals[i]
        for rank in range(2, 15):
            if ranks >> rank & 1:
                values[future.suit[i], rank] = score
    return values


def dds_card(board: Board, card: int) -> tuple[int, int]:
    """Our card index ``card`` as DDS's ``(suit, rank)`` in ``board``'s deal."""
    t = board.t
    e = t.suit_of[card]
    assert e != JOKER_SUIT
    above = sum(1 for c in range(card + 1, len(t.suit_of)) if t.suit_of[c] == e)
    return DDS_SUIT[e], 14 - above

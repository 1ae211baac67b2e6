"""The discard the search levels price their bids with and choose among
(``estimates.discard_candidates``): in a trump contract ``expert`` empties its short side suits
first (``Level.side_length``), ``hard`` keeps a lone side king before the low cards of a long
suit."""

from __future__ import annotations

from fivehundred_qt.bots.contracts import numbered_contract
from fivehundred_qt.bots.estimates import SIDE_LENGTH, discard_candidates
from fivehundred_qt.bots.fastplay import Table
from fivehundred_qt.bots.levels import LEVELS
from fivehundred_qt.core import BIDS
from fivehundred_qt.inputs import parse_rules_arg

from .positions import cards

RULES = parse_rules_arg("australian")
# Eight hearts with the bowers and the joker, a lone king of clubs, four small spades.
HAND = cards("RJ JH JD AH KH QH 10H 9H KC 5S 6S 7S 8S")


def first_discard(trump: str, side_length: float) -> set[str]:
    table = Table(RULES, numbered_contract(0, BIDS[f"8{trump}", False]))
    chosen = discard_candidates(table, HAND, 3, side_length=side_length)[0]
    return {str(c) for c in chosen}


def test_expert_empties_the_short_side_suit_first() -> None:
    assert LEVELS["expert"].side_length > SIDE_LENGTH == LEVELS["hard"].side_length
    assert first_discard("H", LEVELS["expert"].side_length) == {"KC", "5S", "6S"}


def test_hard_keeps_the_lone_king_before_the_low_cards() -> None:
    assert first_discard("H", LEVELS["hard"].side_length) == {"5S", "6S", "7S"}


def test_at_no_trumps_the_side_length_changes_nothing() -> None:
    assert first_discard("NT", LEVELS["expert"].side_length) \
        == first_discard("NT", LEVELS["hard"].side_length)

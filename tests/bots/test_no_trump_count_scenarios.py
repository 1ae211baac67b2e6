"""``normal``'s no-trump count with four players (``evaluate.nt_tricks``, ``evaluate.NT_SHAPE``,
``evaluate.NT_SHARE``): constructed hands, each failing before a hand that stops most suits was
counted above one whose tricks lie in a long suit, and before the count took a share of the
tricks it leaves out.

The play-outs quoted were made by ``normal`` players on every seat, 200 random deals of the
other cards, the contract forced for seat 0 (it takes the kitty and discards as ``normal``).
"""

from __future__ import annotations

from fivehundred_qt.core import BIDS

from .positions import normal_choice, start


def test_ace_kings_in_three_suits_open_six_no_trumps_not_six_diamonds() -> None:
    # 6D, bid before, made 137 of 200 play-outs (worth +30 a deal); 6NT made 168 (+82).
    # Three suits stopped and no long suit: no trumps counted 5.4 tricks, diamonds 5.8.
    state = start({0: "AS KS 7S 10C 6C KD QD 8D AH KH"}, dealer=3)
    action, why = normal_choice(state)
    assert action == BIDS["6NT", False], why


def test_a_flat_hand_with_two_ace_kings_opens_six_no_trumps_rather_than_passing() -> None:
    # passed before (no trumps counted 5.0 tricks, clubs 5.4); 6NT made 159 of 200
    # play-outs (+71 a deal), 6C 162 (+37).
    state = start({0: "AC KC 10C 7C 9S 7S 10D 4D AH KH"}, dealer=3)
    action, why = normal_choice(state)
    assert action == BIDS["6NT", False], why

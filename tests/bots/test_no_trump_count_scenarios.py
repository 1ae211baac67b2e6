"""``normal``'s no-trump count (``evaluate.nt_tricks``, ``evaluate.NT_SHAPE``, ``evaluate.NT_SHARE``,
``evaluate.NT_EXTRA``): constructed hands, each failing before the count was fitted to
``normal``'s play for its number of players (four: a hand that stops most suits counted above one
whose tricks lie in a long suit, and a share of the tricks the count leaves out; three and five:
the same share, the level with it, and with three the shape).

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


def test_three_players_four_aces_open_six_no_trumps_not_six_diamonds() -> None:
    # 6D, bid before, made 125 of 200 play-outs (+23 a deal); 6NT made 159 (+80).
    # No trumps counted 5.0 tricks, diamonds 6.3 (now no trumps 6.5).
    state = start({0: "AS 7C 9C AC 8D 10D QD AD KH AH"}, players=3, dealer=2)
    action, why = normal_choice(state)
    assert action == BIDS["6NT", False], why


def test_five_players_ace_kings_in_two_suits_open_six_no_trumps_not_six_diamonds() -> None:
    # 6D, bid before, made 121 of 200 play-outs (+17 a deal); 6NT made 148 (+59).
    # No trumps counted 4.9 tricks, diamonds 6.0 (now no trumps 6.2).
    state = start({0: "9S KS QC KC 6D 9D JD AD KH AH"}, players=5, dealer=4)
    action, why = normal_choice(state)
    assert action == BIDS["6NT", False], why

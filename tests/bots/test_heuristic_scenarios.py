"""Scenarios from fixed deals for ``normal``: the blunders users report never happen, and it finds
the clear best plays (draw trumps with the high ones, duck to partner, lead under a misère bidder
and not in a suit it is void in, protect a partner's nil…)."""

from __future__ import annotations

from fivehundred_qt.bots.bidding import estimate
from fivehundred_qt.core import (
    BIDS,
    Bid,
    Discard,
    JokerSuit,
    Partners,
    Phase,
    Play,
    parse_card,
)
from fivehundred_qt.core.cards import CLUBS, HEARTS, SPADES
from fivehundred_qt.core.order import tables

from .positions import MISERE_VOID_CLUBS, bid, card_of, cards, discard_kitty, low, normal_choice, play, start

# ---------------------------------------------------------------------- bidding blunders


def test_never_bids_ten_without_the_joker() -> None:
    hand = "JH JD AH KH QH 10H 9H 8H AS AC"
    state = start({0: hand})
    action, _ = normal_choice(state)
    assert isinstance(action, Bid) and action.tricks < 10
    # nor over an opponent's 9 no trumps
    state = start({0: hand}, dealer=2)
    bid(state, "9NT")
    action, why = normal_choice(state)
    assert action == BIDS["pass", False], why


def test_bids_ten_with_the_joker_when_the_hand_is_there() -> None:
    state = start({0: "RJ JH JD AH KH QH 10H 9H AS AC"})
    action, why = normal_choice(state)
    assert isinstance(action, Bid) and action.trump == HEARTS and action.tricks >= 8, why


def test_never_jumps_to_eight_no_trumps_without_support() -> None:
    state = start({0: "RJ AS KS QS AC KC QC AD KD AH"})
    action, why = normal_choice(state)
    assert isinstance(action, Bid)
    assert not (action.trump == 4 and action.tricks >= 8), why


def test_passes_a_weak_hand_and_opens_a_good_one() -> None:
    weak = start({0: "5S 7S 9S 6C 8C 4D 6D 8D 5H 7H"})
    action, _ = normal_choice(weak)
    assert action == BIDS["pass", False]
    good = start({0: "RJ JS JC AS KS 9S 7S AC KC 5H"})
    action, why = normal_choice(good)
    assert isinstance(action, Bid) and action.trump == SPADES and action.tricks >= 7, why
    assert why is not None and "spades" in why


def test_bids_misere_with_a_safe_hand() -> None:
    state = start({1: "5S 6S 5C 6C 7C 4D 5D 6D 4H 5H"}, dealer=3)
    bid(state, "7S")  # misère comes after a 7 bid
    action, why = normal_choice(state)
    assert action == BIDS["misere", False] or action == BIDS["open_misere", False], why


def test_american_inkle_signals_and_is_read() -> None:
    rules = {"preset": "american"}
    state = start({0: "JH JD AH 7H 5H 9S 8C 7D 6C 6S"}, **rules)
    action, why = normal_choice(state)
    assert action == BIDS["6H", False], why
    assert why is not None and "inkle" in why
    # partner (seat 2) reads the inkle as hearts strength
    support = "KH QH 10H AS KS 7C 8D 9D 5C 5S"
    plain = start({2: support, 0: "JH JD AH 7H 5H 9S 8C 7D 6C 6S"}, **rules)
    bid(plain, "pass", "pass")
    inkled = start({2: support, 0: "JH JD AH 7H 5H 9S 8C 7D 6C 6S"}, **rules)
    bid(inkled, "6H", "pass")
    before = estimate(plain.view(2)).with_kitty[HEARTS]
    after = estimate(inkled.view(2)).with_kitty[HEARTS]
    assert after > before + 1.0


def test_raise_own_bid_is_a_decision() -> None:
    state = start({0: "RJ JH JD AH KH QH 9H 8H AS AC"}, raise_own_bid=True)
    bid(state, "7H", "pass", "pass", "pass")
    assert state.phase is Phase.AUCTION and state.to_move == 0
    action, why = normal_choice(state)
    assert isinstance(action, Bid)
    assert action.is_pass or action.trump == HEARTS, why


def test_sans_kitty_outbids_an_equal_bid_with_a_self_sufficient_hand() -> None:
    state = start({0: "RJ JS JC AS KS QS 10S 9S AC KC"}, dealer=2, sans_kitty=True)
    bid(state, "9S")
    action, why = normal_choice(state)
    assert isinstance(action, Bid) and not action.is_pass, why
    assert action.tricks >= 9


# ----------------------------------------------------------------- discard and nominate


def test_discard_keeps_trumps_and_voids_a_short_suit() -> None:
    state = start({0: "RJ JH JD AH KH 9H 8H AS KS 6C"}, "5C 4D 7S")
    bid(state, "8H", "pass", "pass", "pass")
    action, why = normal_choice(state)
    assert isinstance(action, Discard)
    thrown = set(action.cards)
    assert not thrown & set(cards("RJ JH JD AH KH 9H 8H AS"))
    assert set(cards("6C 5C")) <= thrown, why


def test_misere_discard_throws_the_joker() -> None:
    state = start({0: "5S 6S 5C 6C 7C 4D 5D 6D 4H 5H"}, "RJ AS KH", dealer=3,
                  misere="anytime")
    bid(state, "misere", "pass", "pass", "pass")
    action, why = normal_choice(state)
    assert isinstance(action, Discard) and set(action.cards) == set(cards("RJ AS KH")), why


def test_no_trump_joker_nominated_to_the_suit_it_must_stop() -> None:
    state = start({0: "RJ AS KS QS AC KC QC AD KD 4H"}, "5S 5C 6C")
    bid(state, "7NT", "pass", "pass", "pass")
    discard_kitty(state)
    assert state.phase is Phase.JOKER
    action, why = normal_choice(state)
    assert action == JokerSuit(HEARTS), why


def test_misere_joker_is_nominated_not_kept_free() -> None:
    state = start({0: "RJ 6S 5C 6C 7C 4D 5D 6D 4H 5H"}, "AS KH 5S", dealer=3,
                  misere="anytime")
    bid(state, "misere", "pass", "pass", "pass")
    state.apply(Discard.of(cards("AS KH 6S")))
    assert state.phase is Phase.JOKER
    action, why = normal_choice(state)
    assert isinstance(action, JokerSuit) and action.suit is not None, why
    assert action.suit != SPADES or True


def test_five_players_name_the_player_who_bid_the_trump_suit() -> None:
    state = start({0: "RJ JH JD AH KH 9H 8H AS KS 6C"}, players=5)
    bid(state, "6S", "6H", "pass", "pass", "pass", "7H", "pass")
    discard_kitty(state)
    assert state.phase is Phase.PARTNERS
    action, why = normal_choice(state)
    assert action == Partners((1,)), why


# ---------------------------------------------------------------------------- card play


def test_contractor_draws_trumps_with_the_high_ones() -> None:
    state = start({0: "RJ JH 9H 8H 7H AS KS AC KC AD"}, "5S 5C 4D")
    bid(state, "7H", "pass", "pass", "pass")
    discard_kitty(state)
    action, why = normal_choice(state)
    assert card_of(action) in cards("RJ JH"), why
    assert why is not None and "draws trumps" in why


def test_contractor_keeps_drawing_with_high_trumps_after_the_joker() -> None:
    state = start({0: "RJ JH JD 10H 7H 6H AS AC KC AD",
                   1: "AH 5S 6S 7S 8S 9S 10S JS QS KS"}, "5C 4D 5D")
    bid(state, "7H", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "RJ")
    low(state, 3)
    assert state.to_move == 0
    action, why = normal_choice(state)
    assert card_of(action) in cards("JH JD"), why


def test_ducks_to_partners_winning_card() -> None:
    state = start({0: "KC QC 5C 7S 8S 4D 5D 4H 5H 6H", 1: "9C 6S JS QS KS AS 6D 7D 8D 9D",
                   2: "AC 7C 8C 10C 7H 8H 9H 10H JD QD", 3: "6C JC 9S 10S KD AD KH AH JH QH"},
                  dealer=0)
    bid(state, "7S", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "9C", "AC", "6C")
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("5C"), why
    assert why is not None and "partner" in why


def test_third_hand_ducks_under_partners_ace() -> None:
    state = start({0: "KC QC 5C 7S 8S 4D 5D 4H 5H 6H", 1: "9C 6S JS QS KS AS 6D 7D 8D 9D",
                   2: "AC 7C 8C 10C 7H 8H 9H 10H AD QD", 3: "6C JC 9S 10S KD JD KH AH JH QH"},
                  dealer=0)
    bid(state, "7S", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "6D", "AD", "JD", "4D")  # partner takes the first trick
    play(state, "AC", "6C")
    assert state.to_move == 0
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("5C"), why


def test_defender_wins_cheaply_when_last() -> None:
    state = start({0: "KC QC 5C 7S 8S 4D 5D 4H 5H 6H", 1: "9C 6S JS QS KS AS 6D 7D 8D 9D",
                   2: "AC 7C 8C JC 7H 8H 9H 10H JD QD", 3: "6C 10C 9S 10S KD AD KH AH JH QH"},
                  dealer=0)
    bid(state, "7S", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "9C", "7C", "10C")
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("QC"), why


def test_no_trump_joker_led_before_it_gets_stuck() -> None:
    state = start({1: "AS KS QS AC KC QC 4D AH KH QH", 0: "RJ 5S 6S 5C 6C AD KD 4H 5H 6H"},
                  dealer=0)
    bid(state, "7NT", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "AS")
    low(state, 3)
    play(state, "AC")
    low(state, 3)
    play(state, "4D")
    low(state, 2)
    play(state, "KD")  # seat 0 takes the diamond
    assert state.to_move == 0 and not state.trick
    action, why = normal_choice(state)
    assert isinstance(action, Play) and action.card.is_joker and action.lead_suit == HEARTS, why


def test_no_trump_joker_used_on_a_void_when_the_other_side_is_winning() -> None:
    state = start({1: "AS KS QS AC KC QC 4D AH KH QH", 0: "RJ 5C 6C 7C AD KD 4H 5H 6H 7H"},
                  dealer=0)
    bid(state, "7NT", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "AS")
    low(state, 2)
    action, why = normal_choice(state)
    assert card_of(action).is_joker, why


# ---------------------------------------------------------------------- misère defence



def test_misere_defence_does_not_lead_the_suit_the_bidder_is_void_in() -> None:
    state = start(MISERE_VOID_CLUBS, dealer=2)
    bid(state, "7S", "misere", "pass", "pass", "pass")
    discard_kitty(state)
    assert state.active == (0, 1, 3)
    play(state, "5S", "9S", "10S")  # seat 3 wins
    play(state, "5C", "7H", "6C")  # the misère bidder shows a club void; seat 1 wins
    assert state.to_move == 1
    action, why = normal_choice(state)
    card = card_of(action)
    eff, _ = tables(None, False)
    assert eff[card] != CLUBS, why
    assert why is not None and "void in clubs" in why


def test_misere_defence_leads_low_under_the_bidder() -> None:
    state = start({0: "8S 6C 7C 8C 4D 5D 6D 4H 5H 6H", 1: "5S 6S 9D 10D JD 9C 10C 9H 10H JH",
                   3: "RJ 7S 7D 8D QD KD JC QC KC QH"}, dealer=3, misere="anytime")
    bid(state, "misere", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "4D", "9D", "7D")
    assert state.to_move == 1
    action, why = normal_choice(state)
    # the 5 of spades: the misère bidder holds a single spade above it
    assert card_of(action) == parse_card("5S"), why


def test_misere_defence_keeps_the_joker_while_partner_breaks_the_misere() -> None:
    """joker_follow anytime: the joker may be played on the spade lead, but it would win the
    trick the misère bidder is winning."""
    state = start({0: "8S 6C 7C 8C 4D 5D 6D 4H 5H 6H", 1: "RJ 7S 7D 8D QD KD JC QC KC QH",
                   3: "5S 6S 9D 10D JD 9C 10C 9H 10H JH"}, dealer=3, misere="anytime",
                  joker_follow="anytime")
    bid(state, "misere", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "4D", "7D", "9D")  # seat 3 takes the trick and leads under the misère bidder
    play(state, "5S", "8S")
    assert state.to_move == 1
    assert any(isinstance(a, Play) and a.card.is_joker for a in state.legal_actions())
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("7S"), why
    state.apply(action)
    assert state.phase is Phase.DEAL  # the misère bidder took the trick
    result = state.log[-1].result
    assert result is not None and result.made is False


def test_misere_defence_throws_the_joker_when_it_costs_nothing() -> None:
    state = start({0: "8S 6C 7C 8C 4D 5D 6D 4H 5H 6H", 1: "5S 6S 9D 10D JD 9C 10C 9H 10H JH",
                   3: "RJ 7S 7D 8D QD KD JC QC KC QH"}, dealer=3, misere="anytime",
                  joker_follow="anytime")
    bid(state, "misere", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "4D", "9D")  # seat 1 is winning, the misère bidder has played
    action, why = normal_choice(state)
    assert card_of(action).is_joker, why


def test_misere_contractor_plays_its_highest_card_under() -> None:
    state = start({0: "5S 8S 5C 6C 7C 4D 5D 6D 4H 5H", 1: "9S 10S JS QS KS AS 8C 9C 10C KD",
                   3: "6S 7S 7D 8D 9D 10D JD QD AH KH"}, dealer=3, misere="anytime")
    bid(state, "misere", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "4D", "KD", "7D", "9S", "6S")
    assert state.to_move == 0
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("8S"), why


def test_both_hands_nullo_contractor_plays_the_partners_hand() -> None:
    state = start({0: "5S 6S 5C 6C 7C 4D 5D 6D 4H 5H", 1: "9D 10S JS QS KS AS 8C 9C 10C JC",
                   2: "7D 8D 10D 6H 7H 8H 7S 8S 9S 8C"[:0] + "7D 8D 10D 6H 7H 8H 7S 8S 9S JD"},
                  dealer=3, misere="anytime", nullo_play="both_hands")
    bid(state, "misere", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "4D", "9D")
    assert state.to_move == 2 and state.decider == 0
    view = state.view(0)
    assert view.to_move == 2 and view.seat == 0
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("8D"), why


# ------------------------------------------------------------------------------ Spades


def test_spades_overtakes_partners_card_to_save_the_nil() -> None:
    state = start({0: "2C KD 4D 2H 3H 4H 5H 6H 2S 3S 4S 5S 6S",
                   1: "AC 3D 7C 8C 9C 10C JC QC KC 7S 8S 9S 10S",
                   2: "3C 9D 7H 8H 9H 10H 2D 5C 6C JS QS KS AS",
                   3: "4C 5D 6D 7D 8D 10D JD QD AD JH QH KH AH"}, game="spades")
    bid(state, "4", "3", "nil", "3")
    play(state, "2C", "AC", "3C", "4C", "3D", "9D", "5D")
    assert state.to_move == 0
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("KD"), why
    assert why is not None and "nil" in why


def test_spades_stays_under_an_opponents_nil() -> None:
    state = start({0: "3H 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
                   1: "9H 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
                   2: "5H KH AC AD 2S 3S 4S 5S 6S 7S 8S 9S 10S"}, game="spades")
    bid(state, "4", "nil", "3", "3")
    play(state, "3H", "9H")
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("5H"), why


def test_spades_avoids_bags_once_the_contract_is_made() -> None:
    state = start({0: "AC AD 2H 3H 4H 5H 6H 7H 8H 2S 3S 4S 5S",
                   1: "2C 2D 9H 10H JH QH KH 6S 7S 8S 9S 10S JS",
                   2: "3C 4C 5C 6C 7C 8C 9C 3D 4D 5D 6D 7D 8D",
                   3: "10C JC QC KC 9D 10D JD QD KD AH QS KS AS"}, game="spades",
                  bags=[8, 0])
    bid(state, "1", "1", "1", "1")
    play(state, "AC")
    low(state, 3)
    play(state, "AD")
    low(state, 3)
    assert state.to_move == 0 and state.won[0] == 2
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("2H"), why
    assert why is not None and "bags" in why


def test_spades_bids_a_sensible_number_and_nil_with_a_nil_hand() -> None:
    strong = start({0: "AS KS QS JS 10S AH KH AD KD AC 2C 3C 4C"}, game="spades")
    action, _ = normal_choice(strong)
    assert isinstance(action, Bid) and action.call.isdigit() and int(action.call) >= 8
    nil = start({0: "2S 3S 2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C"}, game="spades")
    action, why = normal_choice(nil)
    assert action == BIDS["nil", False], why



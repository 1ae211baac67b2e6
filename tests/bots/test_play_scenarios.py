"""Card-play scenarios from fixed deals (docs/bots.md, "Card play: partner's trick, second
hand, and ties in the search").

1. ``normal`` keeps a lone winner (a singleton ace) when it discards on partner's winning trick,
   and throws the lowest card of its longest run of winners instead.
2. The search levels break exact ties in value with the ``normal`` player's choice, not by
   card order.
3. ``normal`` ruffs partner's losing card with its lowest trump when no later seat can beat
   it, however few trumps it holds; second hand takes the trick with the master of the suit
   led when the suit may not come round again.

Each test failed against the code before the fix it comes with.
"""

from __future__ import annotations

import math

from fivehundred_qt.bots.contracts import make_util, spades_bids_of
from fivehundred_qt.bots.fastplay import board_from_state, table_for_state
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.solver import solve
from fivehundred_qt.core import Discard, GameState, JokerSuit, Play, parse_card
from fivehundred_qt.core.cards import CLUBS

from .positions import bid, card_of, cards, discard_kitty, normal_choice, play, start


def double_dummy(state: GameState, card: str) -> float:
    """The value of playing ``card`` now for the side to move, every hand known and every
    seat playing perfectly (points for the side minus the others')."""
    assert state.contract is not None
    table = table_for_state(state)
    me = state.to_move
    view = state.view(me)
    util = make_util(state.rules, state.contract, table, state.scores, me, view.bags,
                     spades_bids_of(view) if state.rules.is_spades else None)
    maxers = [table.team[s] == table.team[me] for s in range(state.rules.players)]
    action = next(a for a in state.legal_actions()
                  if isinstance(a, Play) and a.card == parse_card(card))
    board = board_from_state(state, table)
    board.play(table.move_of(action))
    return solve(board, util, maxers)


# ------------------------------------------------------------ 1. normal's discards

def _partner_leads_the_ace_of_hearts() -> GameState:
    """7NT by seat 0, who holds no club and no diamond: the ace of spades is its only way to
    seat 2's clubs and diamonds.  The joker is in the kitty, out of play."""
    state = start({0: "AH 4H 5H 6H 5S 6S 7S 8S 9S 10S",
                   1: "7H 8H 9H 10H JS 5C 6C 4D 5D 6D",
                   2: "AS AC KC QC JC 10C AD KD QD JD",
                   3: "JH QH KH QS KS 7C 8C 7D 8D 9C"}, "RJ 9D 10D")
    bid(state, "7NT", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "AH", "7H")
    assert state.to_move == 2
    return state


def test_discard_on_partners_trick_keeps_a_singleton_ace() -> None:
    """Seat 2, void in hearts, throws on partner's ace.  Every card it holds wins a trick; the
    old keep value (length counted for winners too) threw the singleton ace of spades, the
    only entry: double dummy the contract then goes one down (-260 instead of +250).  Now it
    throws the ten of clubs, the lowest card of its longest run of winners."""
    state = _partner_leads_the_ace_of_hearts()
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("10C"), why
    assert why is not None and "partner" in why
    # What it costs, with every hand known: the ace is worth the whole contract here.
    assert double_dummy(state, "AS") < 0 < double_dummy(state, "10C")


def test_discard_keeps_a_lone_winner_over_the_low_end_of_a_run() -> None:
    """From a game of four normal players (6NT forced on seat 0, seed 117): five tricks on,
    seat 0 holds the king of spades, the last spade winner, and four club winners; partner
    takes the heart.  The old keep value threw the king (double dummy: -180 for the side,
    against +80 for a club); now it throws the five of clubs."""
    state = start({0: "8S JS KS JC QC JD QD 7H 9H RJ",
                   1: "5S AS KC AC 7D KD AD 4H 5H 10H",
                   2: "6S 7S 9S 10S 7C 4D 8D JH QH AH",
                   3: "QS 8C 9C 5D 6D 9D 10D 6H 8H KH"}, "5C 6C 10C")
    bid(state, "6NT", "pass", "pass", "pass")
    state.apply(Discard.of(cards("8S 7H 9H")))
    state.apply(JokerSuit(CLUBS))
    play(state, "RJ", "KC", "7C", "8C")
    play(state, "QC", "AC", "4D", "9C")
    play(state, "AD", "8D", "5D", "JD")
    play(state, "AS", "6S", "QS", "JS")
    play(state, "KD", "7S", "6D", "QD")
    play(state, "4H", "AH", "6H")
    assert state.to_move == 0 and state.cards[0] == cards("KS 5C 6C 10C JC")
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("5C"), why
    assert double_dummy(state, "KS") < double_dummy(state, "5C")


# --------------------------------------------------------- 2. ties in the search

def _partner_leads_the_last_ace() -> GameState:
    """7S by seat 0, two tricks to go, every card known by counting: partner leads the ace of
    hearts, the others hold nothing but hearts.  Seat 0 (5S and 6D) takes both tricks for its
    side whether it ruffs partner's ace or throws the six of diamonds."""
    state = start({0: "RJ JS JC AS KS QS 10S 8D 5S 6D",
                   1: "9S 8S 5C 6C 7C 8C 9C 9D 4H 5H",
                   2: "JD QD KD 10H JH QH KH AD AH 8H",
                   3: "7S 6S 10C QC KC AC 9H 10D 6H 7H"}, "4D 5D 7D")
    bid(state, "7S", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "RJ", "9S", "JD", "7S")
    play(state, "JS", "8S", "QD", "6S")
    for lead, thrown in (("JC", ("5C", "KD", "10C")), ("AS", ("6C", "10H", "QC")),
                         ("KS", ("7C", "JH", "KC")), ("QS", ("8C", "QH", "AC")),
                         ("10S", ("9C", "KH", "9H"))):
        play(state, lead, *thrown)
    play(state, "8D", "9D", "AD", "10D")
    play(state, "AH", "6H")
    assert state.to_move == 0 and len(state.cards[0]) == 2
    return state


def test_search_breaks_a_tie_with_the_normal_players_choice() -> None:
    """Both cards are worth all ten tricks; card order (spades first) made ``hard`` ruff its
    partner's winning ace with the five of spades.  It now plays what ``normal`` plays."""
    state = _partner_leads_the_last_ace()
    assert double_dummy(state, "5S") == double_dummy(state, "6D")
    expected, _ = normal_choice(state)
    assert card_of(expected) == parse_card("6D")
    for level in ("hard", "expert"):
        player = SearchPlayer(level, seed=1, time_budget=math.inf, samples=24)
        assert player.choose(state.view(0)) == expected, level


# ------------------------------------------- 3. partner's losing card, second hand's master

def test_ruffs_partners_losing_card_with_its_lowest_trump_however_few() -> None:
    """6H by seat 0, who leads a low club; seat 1 shows out.  Seat 3, still to play, holds
    every other club, so it must follow and cannot beat a trump: seat 2 ruffs with the 4H.  It
    left the trick (and its 10S went) while it held fewer than three trumps."""
    state = start({0: "5C 6C 7C JH JD AH KH QH AS KS", 1: "5S 6S 7S 8S 9S 4D 5D 6D 7D 8D",
                   2: "4H 5H 10S JS QS 9D 10D QD KD AD", 3: "8C 9C 10C JC QC KC AC 6H 7H 8H"},
                  "9H 10H RJ", dealer=3)
    bid(state, "6H", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "5C", "4D")
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("4H"), why
    assert double_dummy(state, "4H") > double_dummy(state, "10S")


def test_spades_ruffs_partners_losing_card_with_its_lowest_spade() -> None:
    """Partner leads the 3D and seat 1 shows out; seat 3 holds the other diamonds.  Seat 2,
    with two spades, ruffs with the 2S (it threw the 8H)."""
    state = start({0: "3D 4D 5D 6D 7D 8D 2C 3C 4C 2H 3H 4H 8S",
                   1: "5C 6C 7C 8C 9C 10C 5H 6H 7H 4S 5S 6S 7S",
                   2: "2S 3S JC QC KC AC 8H 9H 10H JH QH KH AH"}, game="spades")
    bid(state, "3", "3", "3", "3")
    play(state, "3D", "5C")
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("2S"), why
    assert double_dummy(state, "2S") > double_dummy(state, "8H")


def test_second_hand_takes_its_master_before_the_suit_runs_out() -> None:
    """After the 5C two clubs are unseen for three hands: second hand low (the 6C) lets seat
    2's queen win, and the ace is trumped when clubs come again.  Seat 1 takes the trick."""
    state = start({0: "5C JH JD AH KH QH AS KS QS 4D", 1: "AC KC 10C 9C 8C 7C 6C 5S 6S 5D",
                   2: "QC 4H 5H 7S 8S 9S 10S 6D 7D 8D", 3: "JC JS 9D 10D QD KD AD 6H 7H 8H"},
                  "9H 10H RJ", dealer=3)
    bid(state, "6H", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "5C")
    action, why = normal_choice(state)
    assert card_of(action) in cards("AC KC"), why
    assert double_dummy(state, "AC") > double_dummy(state, "6C")

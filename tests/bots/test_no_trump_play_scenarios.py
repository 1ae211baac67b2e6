"""``normal``'s play as the declarer at no trumps: constructed positions, each test failing
before the fix it comes with (``play.lead``).

1. What no defender may beat is a winner to cash, an unseen suitless joker notwithstanding (it
   takes one trick whatever is led; the side aces are the stoppers of the defenders' suits),
   and a card is a winner once the defenders have shown out, though higher ones are unseen.
2. While the sure tricks fall short of the contract, a long suit headed by no winner is set up
   before the side winners are cashed.
3. A suitless joker is kept, to stop the defenders' suit, until the contract is made.
"""

from __future__ import annotations

from fivehundred_qt.bots.heuristic import HeuristicPlayer
from fivehundred_qt.core import GameState, JokerSuit, Phase, parse_card

from .positions import bid, card_of, discard_kitty, normal_choice, play, start


def played_out(state: GameState) -> int:
    """The contract side's tricks when ``normal`` plays every seat from ``state`` on."""
    players = [HeuristicPlayer("normal", seat) for seat in range(state.rules.players)]
    while state.phase is Phase.PLAY:
        state.apply(players[state.decider].choose(state.view(state.decider)))
    return sum(state.won[s] for s in state.contract_seats)


# ---------------------------- 1. winners: the joker does not stop the long suit

def test_runs_the_long_suit_past_an_unseen_joker() -> None:
    """8NT, two players: seven spades and three side honours; the defender holds the joker
    and six hearts.  After the ace of spades draws the defender's only spade, the old play
    cashed the side aces (the spades were at "ruff risk" from the joker): the king of diamonds
    fell to the joker and the hearts ran, 3 tricks.  Running the spades keeps the ace of
    hearts to stop them."""
    state = start({0: "AS KS QS JS 10S 9S 8S AD AH KD",
                   1: "RJ 7S KH QH JH 10H 9H 8H 7H 7D"}, "QD JD 10D", players=2, dealer=1)
    bid(state, "8NT", "pass")
    discard_kitty(state)
    play(state, "AS", "7S")
    action, why = normal_choice(state)
    assert card_of(action) in {parse_card(c) for c in ("KS", "QS", "JS", "10S", "9S", "8S")}, why
    assert played_out(state) >= 8


# ------------------------ 1. winners: a card no defender can beat, master or not

def test_cashes_a_card_no_defender_can_beat() -> None:
    """7NT, two players, three cards left: the defender showed out of spades at the first
    trick, so the nine of spades wins although the queen, jack and ten are unseen (in the
    dead hand).  The old play counted only masters as winners and led the longest suit, the
    clubs, into the defender's ace, king and queen: 7 tricks, not 8."""
    state = start({0: "AS KS 9S AH KH QH AD KD 8C 7C",
                   1: "AC KC QC JC 10C 9C JH 10H 9H 8H"}, "RJ 7H 7D", players=2, dealer=1)
    bid(state, "7NT", "pass")
    discard_kitty(state)
    play(state, "AS", "9C", "KS", "10C", "AH", "8H", "KH", "9H", "QH", "10H", "AD", "JH",
         "KD", "JC")
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("9S"), why
    assert played_out(state) == 8


# ---------------------------------- 2. the long suit is set up while the side aces stop

def test_sets_up_the_long_suit_before_cashing_the_side_aces() -> None:
    """7NT, two players: the declarer's hearts want the king knocked out, its aces are the
    stoppers of the defender's suits.  Four sure tricks do not make seven: the old play cashed
    the aces first ("cashes a winner"), then gave up the lead in hearts to a defender whose
    clubs and diamonds were now good.  Now it leads the queen of hearts while the aces stop
    the rest."""
    state = start({0: "QH JH 10H 9H 8H AC AD AS 7S 8S",
                   1: "KH 7H KC QC JC 10C KD QD JD 10D"}, "9C 8C 7C", players=2, dealer=1)
    bid(state, "7NT", "pass")
    discard_kitty(state)
    action, why = normal_choice(state)
    assert card_of(action) == parse_card("QH"), why
    assert played_out(state) >= 7


# ----------------------------- 3. the declarer keeps its suitless joker as a stopper

def test_keeps_the_suitless_joker_to_stop_the_defenders_suit() -> None:
    """7NT, two players: the declarer kept the joker free and holds no diamond.  The old play
    led the joker at the third trick "while it could still name a suit": the defender got in
    with the king of clubs and ran four diamonds, 6 tricks.  Now the queen of clubs sets up
    the clubs and the joker stays to stop the diamonds: 9 tricks."""
    state = start({0: "AC AH 8C 9C JC QC 8H JH QH RJ",
                   1: "AS 10C KC 7D 9D 10D JD 10H 7C 7H"}, "8D QD KD", players=2, dealer=1)
    bid(state, "7NT", "pass")
    discard_kitty(state)
    nomination, _ = normal_choice(state)
    assert nomination == JokerSuit(None)
    state.apply(nomination)
    play(state, "AC", "7C", "AH", "7H")
    action, why = normal_choice(state)
    assert not card_of(action).is_joker, why
    assert played_out(state) >= 7

"""The rollout policy plays as a player would (``rollout.py``): the contract side draws trumps
and leads its free joker, the defenders run the suit the contract side cannot stop and return
partner's suit; and the search that prices bids and plays cards by those rollouts."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

import pytest

from fivehundred_qt.bots.contracts import numbered_contract, simulate
from fivehundred_qt.bots.estimates import discard_candidates
from fivehundred_qt.bots.fastplay import (
    CARD_BITS,
    NAME_SHIFT,
    SEAT_BITS,
    Board,
    Table,
    board_from_state,
)
from fivehundred_qt.bots.rollout import policy_move
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.solver import double_dummy_tricks
from fivehundred_qt.core import BIDS, Discard, GameState, Phase, Play, deck_for, parse_card
from fivehundred_qt.inputs import parse_rules_arg

from .positions import bid, card_of, cards, discard_kitty, start

RULES = parse_rules_arg("australian")
SPADES, CLUBS, DIAMONDS, HEARTS = range(4)


def board(bid: str, hands: Mapping[int, str], to_move: int = 0,
          history: tuple[int, int] = (0, 0)) -> Board:
    """Seat 0 declares ``bid``; ``hands`` by seat; the rest of the deck left out of play."""
    table = Table(RULES, numbered_contract(0, BIDS[bid, False]))
    dealt = [c for s in range(4) for c in cards(hands[s])]
    assert len(dealt) == len(set(dealt)), "a card is given twice"
    masks = [table.mask_of(cards(hands[s])) for s in range(4)]
    return Board(table, masks, to_move, history=history)


def card_led(b: Board, move: int) -> str:
    return str(b.t.code_of[move & CARD_BITS])


def seat_bits(pairs: Mapping[int, int]) -> int:
    """``Board.leads``/``voids`` bits of (seat, suit) pairs."""
    return sum(1 << (seat * SEAT_BITS + suit) for seat, suit in pairs.items())


def test_declarer_draws_trumps_holding_most_of_them_without_the_top_one() -> None:
    # Six trumps under the joker and the right bower, six out: draw them, from the top.
    b = board("6S", {0: "JC AS KS QS 10S 9S 5C 6C 4D 5H",
                     1: "RJ 8S 7C 8C 5D 6D 7D 4H 6H 7H",
                     2: "JS 7S 9C 10C 8D 9D 10D 8H 9H 10H",
                     3: "6S 5S JD QD KD AD JH QH KH AH"})
    assert card_led(b, policy_move(b)) == "JC"


def test_no_trump_declarer_leads_its_joker_rather_than_give_the_lead_away() -> None:
    b = board("8NT", {0: "RJ KS QS 10S 9S KH QH KD QD KC",
                      1: "AS 5S 6S 7S AH 4H 5H AD 4D 5D",
                      2: "8S JS 6H 7H 8H 6D 7D 8D 5C 6C",
                      3: "9H 10H JH 9D 10D JD AC QC JC 10C"})
    move = policy_move(b)
    assert card_led(b, move) == "RJ"
    assert move >> NAME_SHIFT == SPADES + 1  # naming its longest suit


def test_defenders_run_the_suit_the_contract_side_has_shown_out_of() -> None:
    # No trumps, both of the contract side void in hearts: seat 1 cashes its hearts instead of
    # leading low from its long diamonds.
    hands = {0: "RJ AS KS QS JS AC KC QC AD 10S",
             1: "9H 8H 4D 5D 6D 7D 5C 6C 7C 5S",
             2: "9S 8S 7S 6S JC 10C 9C 8C KD QD",
             3: "AH KH QH JH 10H 7H 6H 5H 4H 8D"}
    b = board("8NT", hands, to_move=1, history=(0, seat_bits({0: HEARTS, 2: HEARTS})))
    assert card_led(b, policy_move(b)) == "9H"


def test_defender_returns_partners_suit() -> None:
    hands = {0: "RJ AS KS QS JS AC KC QC AD 10S",
             1: "9H 8H 4D 5D 6D 7D 5C 6C 8S 5S",
             2: "9S 7S 6S JC 10C 9C 8C KD QD 9D",
             3: "AH KH QH JH 10H 7H 6H 5H 4H 7C"}
    b = board("8NT", hands, to_move=1, history=(seat_bits({3: CLUBS}), 0))
    assert card_led(b, policy_move(b)) == "6C"


def test_declarer_keeps_off_the_suit_the_defenders_led() -> None:
    # Hearts are the defenders' suit: the declarer's low lead comes from elsewhere.
    hands = {0: "JC KS QS 10S 9S 8H 7H 6H 4D 5D",
             1: "RJ AS 7S AH KH QH JH AD KD 5C",
             2: "JS 6S 5S 4H 5H 10H 9D 10D 6C 7C",
             3: "8S 9H AC KC QC JD QD 8C 9C 10C"}
    b = board("6S", hands, history=(seat_bits({1: HEARTS}), 0))
    assert parse_card(card_led(b, policy_move(b))).suit != HEARTS


def make_rates(hand: str, bids: tuple[str, ...], worlds: int) -> dict[str, tuple[float, float]]:
    """Per bid: the share of ``worlds`` (the other cards dealt at random, seeded) in which seat
    0's side takes the bid's tricks by one rollout and double dummy, seat 0 taking the kitty
    and discarding as the bidding simulation does."""
    mine = cards(hand)
    rest = [c for c in deck_for(4, RULES.kitty_size) if c not in mine]
    out = {}
    for call in bids:
        table = Table(RULES, numbered_contract(0, BIDS[call, False]))
        rng = random.Random(7)
        rolled = solved = 0
        for _ in range(worlds):
            rng.shuffle(rest)
            hands = [mine] + [rest[i * 10:(i + 1) * 10] for i in range(3)]
            hand13 = mine + rest[30:]
            won = simulate(table, hands, 0, hand13, RULES.kitty_size, 0)
            need = BIDS[call, False].tricks
            rolled += won[0] + won[2] >= need
            discard = discard_candidates(table, hand13, RULES.kitty_size, limit=1)[0]
            hands[0] = [c for c in hand13 if c not in discard]
            start_board = Board(table, [table.mask_of(h) for h in hands], 0)
            solved += double_dummy_tricks(start_board, (0, 2)) >= need
        out[call] = rolled / worlds, solved / worlds
    return out


def test_rollouts_do_not_underrate_a_long_trump_suit_drawn_from_the_top() -> None:
    # Seven spades under the joker with the right and left bowers: double dummy makes 8S far
    # more often than 8NT; the rollout, drawing trumps, nearly as often as double dummy.
    rates = make_rates("JS JC AS 10S 9S 8S 7S AD KD 4H", ("8S", "8NT"), 50)
    rolled, solved = rates["8S"]
    assert solved - rates["8NT"][1] >= 0.3
    assert rolled >= solved - 0.06
    assert rolled - rates["8NT"][0] >= 0.3


@pytest.mark.parametrize(("hands", "kitty", "best"), [
    # 8NT: hard led a low heart from AH 10H 7H 5H 4H (about two tricks less, double dummy
    # over its own worlds, than the joker or the ace).
    ({0: "QD AH 7C 7H 7D 9S 4H 10H RJ QS", 1: "QH KD KC 7S JH AC 8S 8H 10S QC",
      2: "6H 5S JS 6D 8C KH 10D JD 9D 6S", 3: "4D 9C 8D 6C KS 9H 10C AD AS 5C"},
     "5D JC 5H", {"RJ", "AH"}),
    # 8NT: hard led a low spade from AS QS 9S 6S (1.7 tricks less than the joker or the ace).
    ({0: "7H 10C KC AS 9D 5H 9S JH QS RJ", 1: "5C 9C 5S KD 6C 8D AH JD JC JS",
      2: "8H 4H 6D AC QC KH 9H 7D 7S 10S", 3: "AD 10D 6H 8S QH 7C KS 5D 4D 10H"},
     "6S 8C QD", {"RJ", "AS"}),
])
def test_hard_declarer_leads_the_joker_or_a_top_card_where_clearly_best(
        hands: dict[int, str], kitty: str, best: set[str]) -> None:
    state = start(hands, kitty, preset="australian")
    bid(state, "8NT", "pass", "pass", "pass")
    table = Table(RULES, numbered_contract(0, BIDS["8NT", False]))
    state.apply(Discard.of(discard_candidates(table, state.cards[0], RULES.kitty_size, limit=1)[0]))
    while state.phase is Phase.JOKER:
        state.apply(SearchPlayer("hard", seed=1, time_budget=math.inf).choose(state.view(0)))
    lead = SearchPlayer("hard", seed=1, time_budget=math.inf).choose(state.view(0))
    assert str(card_of(lead)) in best


@pytest.mark.parametrize("contract", ["6S", "7NT", "open_misere"])
def test_a_board_from_a_state_remembers_the_leads_and_voids_the_play_showed(contract: str) -> None:
    """``history_of`` gives the same record as a board that played the hand itself."""
    showed = 0
    for seed in range(6):
        state = GameState(RULES, seed=seed, first_dealer=3)
        state.deal()
        bid(state, contract, "pass", "pass", "pass")
        discard_kitty(state)
        rng = random.Random(seed)
        while state.phase is Phase.JOKER:
            state.apply(rng.choice(state.legal_actions()))
        played = board_from_state(state)
        while state.phase is Phase.PLAY:
            action = rng.choice(state.legal_actions())
            assert isinstance(action, Play)
            played.play(played.t.move_of(action))
            state.apply(action)
            if state.phase is Phase.PLAY:
                fresh = board_from_state(state, played.t)
                assert (fresh.leads, fresh.voids) == (played.leads, played.voids)
        showed |= played.voids
    assert showed, "some seat showed out"

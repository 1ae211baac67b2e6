"""The player-like rollout policy (``rollout.py``, ``expert``'s): the contract side draws trumps
and leads its free joker, the defenders run the suit the contract side cannot stop and return
partner's suit, a discard keeps masters and the long suit; each level plays its own policy
(``Level.rollouts``: ``hard`` the simple one); the bids priced by those rollouts; and a board's
memory of the play."""

from __future__ import annotations

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
    Policy,
    Table,
    board_from_state,
)
from fivehundred_qt.bots.levels import LEVELS
from fivehundred_qt.bots.rollout import POLICIES, player_move
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.simple_rollout import simple_move
from fivehundred_qt.bots.solver import double_dummy_tricks
from fivehundred_qt.core import BIDS, GameState, Phase, Play, deck_for, parse_card
from fivehundred_qt.inputs import parse_rules_arg

from .positions import bid, cards, discard_kitty

RULES = parse_rules_arg("australian")
SPADES, CLUBS, DIAMONDS, HEARTS = range(4)

NO_TRUMP_JOKER = {0: "RJ KS QS 10S 9S KH QH KD QD KC",
                  1: "AS 5S 6S 7S AH 4H 5H AD 4D 5D",
                  2: "8S JS 6H 7H 8H 6D 7D 8D 5C 6C",
                  3: "9H 10H JH 9D 10D JD AC QC JC 10C"}
"""8NT by seat 0, holding the joker and no master: the player-like policy leads the joker."""


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


def test_hard_plays_the_simple_policy_and_expert_the_player_like_one() -> None:
    assert LEVELS["hard"].rollouts == "simple"
    assert LEVELS["expert"].rollouts == "player"
    assert POLICIES == {"simple": simple_move, "player": player_move}
    b = board("8NT", NO_TRUMP_JOKER)
    moves = {level: SearchPlayer(level, seed=1).policy(b) for level in ("hard", "expert")}
    assert moves == {"hard": simple_move(b), "expert": player_move(b)}
    assert card_led(b, moves["expert"]) == "RJ"
    assert card_led(b, moves["hard"]) == "9S"  # the lowest of the longest suit


def test_declarer_draws_trumps_holding_most_of_them_without_the_top_one() -> None:
    # Six trumps under the joker and the right bower, six out: draw them, from the top.
    b = board("6S", {0: "JC AS KS QS 10S 9S 5C 6C 4D 5H",
                     1: "RJ 8S 7C 8C 5D 6D 7D 4H 6H 7H",
                     2: "JS 7S 9C 10C 8D 9D 10D 8H 9H 10H",
                     3: "6S 5S JD QD KD AD JH QH KH AH"})
    assert card_led(b, player_move(b)) == "JC"


def test_no_trump_declarer_leads_its_joker_rather_than_give_the_lead_away() -> None:
    b = board("8NT", NO_TRUMP_JOKER)
    move = player_move(b)
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
    assert card_led(b, player_move(b)) == "9H"


def test_defender_returns_partners_suit() -> None:
    hands = {0: "RJ AS KS QS JS AC KC QC AD 10S",
             1: "9H 8H 4D 5D 6D 7D 5C 6C 8S 5S",
             2: "9S 7S 6S JC 10C 9C 8C KD QD 9D",
             3: "AH KH QH JH 10H 7H 6H 5H 4H 7C"}
    b = board("8NT", hands, to_move=1, history=(seat_bits({3: CLUBS}), 0))
    assert card_led(b, player_move(b)) == "6C"


def test_declarer_keeps_off_the_suit_the_defenders_led() -> None:
    # Hearts are the defenders' suit: the declarer's low lead comes from elsewhere.
    hands = {0: "JC KS QS 10S 9S 8H 7H 6H 4D 5D",
             1: "RJ AS 7S AH KH QH JH AD KD 5C",
             2: "JS 6S 5S 4H 5H 10H 9D 10D 6C 7C",
             3: "8S 9H AC KC QC JD QD 8C 9C 10C"}
    b = board("6S", hands, history=(seat_bits({1: HEARTS}), 0))
    assert parse_card(card_led(b, player_move(b))).suit != HEARTS


def test_a_discard_keeps_the_masters_and_the_longest_suit() -> None:
    # Seat 1, out of spades under the declarer's winning ace, keeps its master ace of hearts
    # and its long diamonds: it throws the club (the simple policy throws the lowest card).
    hands = {0: "AS KS QS JS 9S", 1: "AH 4D 5D 6D 7C", 2: "10S 8S 7S 6S 5S", 3: "KH QH 8D 9D 10C"}
    b = board("8NT", hands)
    b.play(b.t.idx_of[parse_card("AS")])
    assert card_led(b, player_move(b)) == "7C"
    assert card_led(b, simple_move(b)) == "4D"


def make_rates(hand: str, bids: tuple[str, ...], worlds: int,
               policy: Policy) -> dict[str, tuple[float, float]]:
    """Per bid: the share of ``worlds`` (the other cards dealt at random, seeded) in which seat
    0's side takes the bid's tricks by one rollout of ``policy`` and double dummy, seat 0
    taking the kitty and discarding as the bidding simulation does."""
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
            won = simulate(table, hands, 0, hand13, RULES.kitty_size, 0, policy=policy)
            need = BIDS[call, False].tricks
            rolled += won[0] + won[2] >= need
            discard = discard_candidates(table, hand13, RULES.kitty_size, limit=1)[0]
            hands[0] = [c for c in hand13 if c not in discard]
            start_board = Board(table, [table.mask_of(h) for h in hands], 0)
            solved += double_dummy_tricks(start_board, (0, 2)) >= need
        out[call] = rolled / worlds, solved / worlds
    return out


def test_player_like_rollouts_do_not_underrate_a_long_trump_suit_drawn_from_the_top() -> None:
    # Seven spades under the joker with the right and left bowers: double dummy makes 8S far
    # more often than 8NT; the player-like rollout, drawing trumps, nearly as often as double
    # dummy.
    rates = make_rates("JS JC AS 10S 9S 8S 7S AD KD 4H", ("8S", "8NT"), 50, player_move)
    rolled, solved = rates["8S"]
    assert solved - rates["8NT"][1] >= 0.3
    assert rolled >= solved - 0.06
    assert rolled - rates["8NT"][0] >= 0.3


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

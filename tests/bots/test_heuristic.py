"""The heuristic players ``easy`` and ``normal``.

1. Robustness: whole games of every preset, player count and option mix, every action legal.
2. Scenarios from fixed deals: the blunders users report never happen with ``normal``, and it
   finds the clear best plays (draw trumps with the high ones, duck to partner, lead under a
   misère bidder and not in a suit it is void in, protect a partner's nil…).
3. Strength: ``normal`` beats the random player clearly, and ``easy`` too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from fivehundred_qt.bots import LEVELS, SUGGEST_LEVEL, make_player, resolve_level
from fivehundred_qt.bots.bidding import estimate
from fivehundred_qt.bots.heuristic import HeuristicPlayer
from fivehundred_qt.core import (
    BIDS,
    Bid,
    Card,
    Deal,
    Discard,
    GameState,
    JokerSuit,
    Partners,
    Phase,
    Play,
    RuleSet,
    SeatView,
    deck_for,
    parse_card,
)
from fivehundred_qt.core.cards import CLUBS, HEARTS, SPADES
from fivehundred_qt.core.order import tables
from fivehundred_qt.core.phrases import Phrase
from fivehundred_qt.selfplay import selfplay

# ------------------------------------------------------------------------------- helpers


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def start(hands: Mapping[int, str], kitty: str | None = None, *, dealer: int | None = None,
          bags: list[int] | None = None, scores: list[int] | None = None,
          **options: Any) -> GameState:
    """A game dealt from fixed hands: cards not given go, in deck order, to the seats that are
    short, then to the kitty, then to the dead hand.  The dealer is by default the seat before
    seat 0, so seat 0 calls first."""
    rules = RuleSet.build(options)
    n = rules.players
    deck = deck_for(n, rules.kitty_size, spades=rules.is_spades)
    given = {seat: cards(text) for seat, text in hands.items()}
    fixed = cards(kitty) if kitty is not None else None
    used = [c for h in given.values() for c in h] + (fixed or [])
    assert len(used) == len(set(used)), "a card is given twice"
    assert all(c in deck for c in used), "a card is not in this deck"
    rest = [c for c in deck if c not in used]
    full = []
    for seat in range(n):
        mine = list(given.get(seat, []))
        while len(mine) < rules.hand_size:
            mine.append(rest.pop(0))
        full.append(tuple(mine))
    size = 0 if rules.is_spades else rules.kitty_size
    kitty_cards = fixed if fixed is not None else [rest.pop(0) for _ in range(size)]
    state = GameState(rules, seed=0, first_dealer=n - 1 if dealer is None else dealer)
    if scores is not None:
        state.scores = list(scores)
    if bags is not None:
        state.bags = list(bags)
    state.deal(Deal(tuple(full), tuple(kitty_cards), tuple(rest)))
    return state


def bid(state: GameState, *calls: str) -> None:
    for text in calls:
        sans = text.endswith(" sk")
        state.apply(BIDS[text.removesuffix(" sk"), sans])


def discard_kitty(state: GameState) -> None:
    state.apply(Discard.of(state.log[-1].deal.kitty))


def play(state: GameState, *texts: str) -> None:
    """Play cards by text (``RJ:H``: a suitless joker leading hearts), each by the seat to move."""
    for text in texts:
        name, _, suit = text.partition(":")
        card = parse_card(name)
        lead = "SCDH".index(suit) if suit else None
        action = next((a for a in state.legal_actions()
                       if isinstance(a, Play) and a.card == card and a.lead_suit == lead), None)
        assert action is not None, f"{text} is not legal for seat {state.to_move}"
        state.apply(action)


def low(state: GameState, count: int) -> None:
    """The next ``count`` cards: each seat plays its lowest legal card (by code)."""
    for _ in range(count):
        plays = [a for a in state.legal_actions() if isinstance(a, Play)]
        state.apply(min(plays, key=lambda a: (int(a.card), a.lead_suit or 0)))


def normal_choice(state: GameState) -> tuple[Any, str | None]:
    """The normal player's decision and its reason in English (``str`` of the phrase)."""
    view = state.view(state.decider)
    action, why = HeuristicPlayer("normal", 1).choose_with_reason(view)
    assert state.why_not(action) is None, f"{action} is not legal: {state.why_not(action)}"
    assert why is None or isinstance(why, Phrase)
    return action, None if why is None else str(why)


def card_of(action: Any) -> Card:
    assert isinstance(action, Play), action
    return action.card


# ---------------------------------------------------------------------------- registry


def test_levels_are_registered() -> None:
    assert {"random", "easy", "normal"} <= set(LEVELS)
    assert SUGGEST_LEVEL in LEVELS
    assert resolve_level("easy") == "easy"
    assert resolve_level("expert") in LEVELS
    for level in ("easy", "normal"):
        player = make_player(level, 3)
        assert player.name == level
    with pytest.raises(ValueError):
        HeuristicPlayer("genius", 0)


# -------------------------------------------------------------------------- robustness

CONFIGS: dict[str, dict[str, Any]] = {
    "australian": {"preset": "australian"},
    "american": {"preset": "american"},
    "players_2": {"players": 2},
    "players_2_american_play_nt": {"preset": "american", "players": 2, "all_pass": "play_nt"},
    "players_3": {"players": 3},
    "players_3_both_hands": {"players": 3, "nullo_play": "both_hands", "misere": "anytime"},
    "kitty_5": {"kitty_size": 5},
    "kitty_6": {"kitty_size": 6, "joker_follow": "anytime", "joker_lead": "any_suit"},
    "american_kitty_6": {"preset": "american", "kitty_size": 6},
    "players_5_called": {"players": 5},
    "players_5_sans_kitty_raise": {"players": 5, "sans_kitty": True, "raise_own_bid": True,
                                   "blind_misere": True},
    "players_6_2v2v2": {"players": 6},
    "players_6_2v2v2_kitty_6": {"players": 6, "kitty_size": 6, "joker_lead": "last_trick",
                                "joker_nomination": False, "misere": "anytime"},
    "players_6_3v3_kitty_5": {"teams": "3v3", "kitty_size": 5},
    "players_6_3v3_american": {"preset": "american", "teams": "3v3", "kitty_size": 6,
                               "sans_kitty": True},
    "both_hands": {"misere": "anytime", "nullo_play": "both_hands"},
    "both_hands_3v3_blind": {"teams": "3v3", "kitty_size": 6, "misere": "anytime",
                             "nullo_play": "both_hands", "blind_misere": True},
    "blind_misere": {"blind_misere": True, "misere": "anytime"},
    "open_before_lead": {"open_misere_exposed": "before_lead", "open_misere": "after_8",
                         "misere_points": 210, "nullo_play": "both_hands"},
    "misere_230_open_330": {"misere_points": 230, "open_misere_points": 330,
                            "misere_defenders_score": True},
    "open_520": {"open_misere_points": 520, "eight_spades_overbids_misere": False,
                 "ten_hearts_overbids_open_misere": False, "blind_misere": True},
    "sans_kitty": {"sans_kitty": True, "misere": "anytime"},
    "all_pass_play_nt": {"all_pass": "play_nt"},
    "raise_own_bid": {"raise_own_bid": True},
    "no_limits": {"defender_cap": "none", "lose_score": "none", "must_bid_to_win": False,
                  "win_score": 300},
    "spades": {"game": "spades"},
    "spades_blind_nil": {"game": "spades", "blind_nil": True, "bag_limit": 5,
                         "lose_score": -200},
}


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_whole_games_are_legal(name: str) -> None:
    """``selfplay`` applies every decision through ``GameState.apply``, which refuses an
    illegal one: normal, easy and a mix of both play whole hands of every variant."""
    rules = RuleSet.build(CONFIGS[name])
    n = rules.players
    for mix, seed in (("normal", 1), ("easy", 2), ("mixed", 3)):
        levels = [mix] * n if mix != "mixed" else [("normal", "easy")[i % 2] for i in range(n)]
        players = [make_player(level, seed * 10 + i) for i, level in enumerate(levels)]
        result = selfplay(rules, players, seed=seed, hands=8)
        assert result.decisions > 0
        game = result.games[0]
        assert game.phase in (Phase.DEAL, Phase.GAME_OVER)


def test_every_phase_is_reached_and_handled() -> None:
    """Across many hands, normal meets discards, partner calls, joker nominations, misères,
    joker leads and the both-hands nullo, and decides each from the view."""
    seen: set[str] = set()
    for name in ("players_5_called", "both_hands", "kitty_6", "all_pass_play_nt",
                 "sans_kitty", "raise_own_bid"):
        rules = RuleSet.build(CONFIGS[name])
        players = [HeuristicPlayer("normal", i) for i in range(rules.players)]
        state = GameState(rules, seed=11)
        for _ in range(1500):
            if state.phase is Phase.GAME_OVER:
                break
            if state.phase is Phase.DEAL:
                state.deal()
                continue
            seat = state.decider
            view = state.view(seat)
            action, why = players[seat].choose_with_reason(view)
            seen.add(state.phase.value)
            if view.to_move != view.seat:
                seen.add("both_hands")
            if isinstance(action, Play) and action.lead_suit is not None:
                seen.add("joker_lead")
            if state.contract is not None and state.contract.is_misere:
                seen.add("misere")
            assert why is None or (isinstance(why, Phrase) and "{" not in str(why))
            state.apply(action)
    assert {"auction", "discard", "partners", "play"} <= seen


FORCED = [
    ({"misere": "anytime"}, "misere"),
    ({"misere": "anytime", "joker_follow": "anytime", "joker_lead": "any_suit"}, "misere"),
    ({"misere": "anytime", "nullo_play": "both_hands"}, "misere"),
    ({"teams": "3v3", "misere": "anytime", "nullo_play": "both_hands", "kitty_size": 6},
     "misere"),
    ({"players": 3, "nullo_play": "both_hands", "misere": "anytime"}, "open_misere"),
    ({"open_misere_exposed": "before_lead"}, "open_misere"),
    ({"blind_misere": True, "nullo_play": "both_hands"}, "blind_misere"),
    ({}, "7NT"),
    ({"kitty_size": 6}, "7NT"),
    ({"joker_lead": "last_trick", "players": 6, "kitty_size": 6}, "7NT"),
    ({"joker_follow": "anytime", "joker_lead": "any_suit", "players": 2}, "6NT"),
    ({"players": 5}, "8H"),
    ({"sans_kitty": True}, "7S sk"),
]


@pytest.mark.parametrize(("options", "contract"), FORCED)
def test_forced_contracts_play_out(options: dict[str, Any], contract: str) -> None:
    """Contracts the bots seldom bid, forced from the first call and played to the end by
    normal and easy players: misère and nullo defence, both hands, jokers at no trumps."""
    rules = RuleSet.build(options)
    n = rules.players
    for deal in range(12):
        level = ("normal", "easy")[deal % 2]
        players = [make_player(level, deal * 10 + i) for i in range(n)]
        state = GameState(rules, seed=deal, first_dealer=n - 1)
        state.deal()
        bid(state, contract)
        while state.phase is Phase.AUCTION:
            state.apply(BIDS["pass", False])
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.decider
            state.apply(players[seat].choose(state.view(seat)))
        assert state.log[-1].result is not None


def test_deterministic_for_a_seed() -> None:
    rules = RuleSet.build({"preset": "australian"})

    def run(seed: int) -> list[str]:
        players = [make_player("easy", seed + i) for i in range(4)]
        game = selfplay(rules, players, seed=5, hands=4).games[0]
        return [str(a) for h in game.log for _, a in h.actions]

    assert run(1) == run(1)


def test_a_view_that_is_not_its_turn_is_refused() -> None:
    state = start({})
    view = state.view(2)  # seat 0 calls first
    with pytest.raises(ValueError):
        HeuristicPlayer("normal", 0).choose(view)


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


MISERE_VOID_CLUBS = {
    0: "5S 6S 7S 4D 5D 6D 4H 5H 6H 7H",
    1: "8S 9S 6C 8C 9C 10C 8H 9H 10H JH",
    3: "10S JS 5C 7C JC QC 7D 8D 9D 10D",
}


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


# ----------------------------------------------------------------------- explanations


def test_explain_matches_the_choice() -> None:
    state = start({0: "RJ JH 9H 8H 7H AS KS AC KC AD"}, "5S 5C 4D")
    bid(state, "7H", "pass", "pass", "pass")
    discard_kitty(state)
    player = HeuristicPlayer("normal", 0)
    view: SeatView = state.view(0)
    action, why = player.choose_with_reason(view)
    assert player.explain(view, action) == why
    other = next(a for a in view.legal if a != action)
    assert player.explain(view, other) is None


# ----------------------------------------------------------------------------- strength


def _team_points(good: str, bad: str, hands: int, **options: Any) -> int:
    """Points of the team of ``good`` players minus the other team's, over ``hands`` hands
    played from the same deals with the seats swapped."""
    rules = RuleSet.build(options)
    total = 0
    for swap in (0, 1):
        players = [make_player(good if i % 2 == swap else bad, i) for i in range(4)]
        state = GameState(rules, seed=99)
        done = 0
        while done < hands // 2:
            if state.phase is Phase.GAME_OVER:
                state = GameState(rules, seed=1000 + done)
            if state.phase is Phase.DEAL:
                state.deal()
                continue
            seat = state.decider
            state.apply(players[seat].choose(state.view(seat)))
            if state.phase in (Phase.DEAL, Phase.GAME_OVER):
                done += 1
                delta = state.log[-1].result.delta  # type: ignore[union-attr]
                total += delta[swap] - delta[1 - swap]
    return total


def test_normal_beats_random_clearly() -> None:
    assert _team_points("normal", "random", 100) > 100 * 150


def test_normal_beats_easy() -> None:
    assert _team_points("normal", "easy", 200) > 0


def test_easy_beats_random() -> None:
    assert _team_points("easy", "random", 100) > 100 * 100

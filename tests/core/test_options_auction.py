"""The rule options of the auction: Australian and American bidding, raising one's own bid, what
happens when all pass, called partners with five players, and American inkles.

Every option has at least one test that fails if the option is ignored.  Deals are fixed where
the outcome matters (tests/core/option_deals.py); auction tests use a seeded shuffled deal.
"""

from __future__ import annotations

from typing import Any

import pytest

from fivehundred_qt.core import SUITS, Discard, GameState, IllegalAction, Partners, Phase, RuleSet
from fivehundred_qt.core.scoring import decide_winner

from .fixed_deals import Table, autoplay, bid, call, calls, game, joker_leads

# ========================================================================== the auction

def test_australian_bidding_goes_round_and_round() -> None:
    state = game()
    bid(state, "6NT", "7S", "pass", "pass")
    assert state.phase is Phase.AUCTION and state.to_move == 0
    assert "7C" in calls(state)
    bid(state, "7C")
    assert state.to_move == 1
    bid(state, "pass")
    assert state.phase is Phase.DISCARD and state.to_move == 0
    assert state.contract is not None and state.contract.bid == call("7C")


def test_a_player_who_passed_may_not_call_again() -> None:
    state = game()
    bid(state, "pass", "6S", "6C", "6D")
    # Seat 0 passed: the call goes round to seat 1.
    assert state.to_move == 1


def test_american_bidding_is_one_round() -> None:
    state = game(preset="american")
    bid(state, "6NT", "7S", "pass", "pass")
    assert state.phase is Phase.DISCARD
    assert state.contract is not None and state.contract.declarer == 1
    assert state.contract.bid == call("7S")


@pytest.mark.parametrize("raise_own_bid", [False, True])
def test_raise_own_bid(raise_own_bid: bool) -> None:
    state = game(raise_own_bid=raise_own_bid, blind_misere=True)
    bid(state, "7S", "pass", "pass", "pass")
    if not raise_own_bid:
        assert state.phase is Phase.DISCARD
        return
    assert state.phase is Phase.AUCTION and state.to_move == 0
    legal = calls(state)
    assert "7S" not in legal and "6NT" not in legal
    assert {"pass", "7C", "8H", "10NT", "misere", "open_misere"} <= legal
    assert "blind_misere" not in legal
    bid(state, "8H")
    assert state.phase is Phase.DISCARD
    assert state.contract is not None and state.contract.bid == call("8H")
    assert state.contract.declarer == 0


def test_raise_own_bid_pass_keeps_the_bid() -> None:
    state = game(raise_own_bid=True)
    bid(state, "7S", "pass", "pass", "pass", "pass")
    assert state.phase is Phase.DISCARD
    assert state.contract is not None and state.contract.bid == call("7S")
    assert state.to_move == 0


def test_raise_own_bid_asked_even_after_the_last_call() -> None:
    state = game(raise_own_bid=True)
    bid(state, "pass", "pass", "pass", "6S")
    assert state.phase is Phase.AUCTION and state.to_move == 3
    bid(state, "7D")
    assert state.phase is Phase.DISCARD
    assert state.contract is not None and state.contract.bid == call("7D")


def test_raise_own_bid_not_asked_when_nothing_is_higher() -> None:
    state = game(raise_own_bid=True)
    bid(state, "10NT", "pass", "pass", "pass")
    assert state.phase is Phase.DISCARD


# ========================================================================== all_pass

def test_all_pass_redeal() -> None:
    state = game(all_pass="redeal", dealer=3)
    bid(state, "pass", "pass", "pass", "pass")
    assert state.phase is Phase.DEAL
    r = state.log[-1].result
    assert r is not None and r.contract == "pass" and r.delta == (0, 0) and r.made is None
    assert state.scores == [0, 0]
    state.deal()
    # The deal passed to the next seat, thrown-in hands included.
    assert state.dealer == 0 and state.to_move == 1


def test_all_pass_play_nt() -> None:
    t = Table({0: "RJ AS KS QS JS 10S 9S 8S 7S 6S"}, all_pass="play_nt", dealer=3,
              scores=[480, 0])
    kitty = list(t.state.kitty)
    t.bid("pass", "pass", "pass", "pass")
    # No kitty, no nomination (although seat 0 holds the joker): the left of the dealer leads.
    assert t.state.phase is Phase.PLAY
    assert t.state.to_move == 0
    assert t.state.contract is not None and t.state.contract.kind == "all_pass_nt"
    assert t.state.contract.declarer is None
    assert t.state.kitty == kitty
    assert all(len(h) == 10 for h in t.state.cards)
    assert joker_leads(t.state) == set(SUITS)
    t.play_out()
    r = t.result
    assert r.contract == "nt" and r.declarer is None and r.made is None
    team0 = r.tricks[0] + r.tricks[2]
    team1 = r.tricks[1] + r.tricks[3]
    assert team0 >= 2
    # Every side scores 10 a trick, subject to the cap (490): side 0 started at 480.
    assert r.delta == (10, 10 * team1)
    assert t.state.scores == [490, 10 * team1]


def test_all_pass_play_nt_starts_left_of_any_dealer() -> None:
    state = game(all_pass="play_nt", dealer=1)
    bid(state, "pass", "pass", "pass", "pass")
    assert state.phase is Phase.PLAY and state.to_move == 2


# =============================================================== 5 players: called partners

def five_players(contract: str, **options: Any) -> GameState:
    state = game(players=5, **options)
    bid(state, contract, "pass", "pass", "pass", "pass")
    state.apply(Discard.of(state.log[-1].deal.kitty))
    return state


def test_called_partner_one_below_8() -> None:
    state = five_players("7S")
    assert state.phase is Phase.PARTNERS and state.to_move == 0
    assert set(state.legal_actions()) == {Partners((s,)) for s in (1, 2, 3, 4)}
    with pytest.raises(IllegalAction, match="one partner"):
        state.apply(Partners.of([1, 2]))
    with pytest.raises(IllegalAction, match="yourself"):
        state.apply(Partners.of([0]))
    state.apply(Partners.of([2]))
    assert state.phase is Phase.PLAY
    assert state.contract_seats == (0, 2)
    autoplay(state)
    r = state.log[-1].result
    assert r is not None and len(r.delta) == 5
    taken = r.tricks[0] + r.tricks[2]
    value = 140 if taken >= 7 else -140
    assert r.delta[0] == value and r.delta[2] == value
    for seat in (1, 3, 4):
        assert r.delta[seat] == 10 * r.tricks[seat]


def test_called_partners_two_from_8() -> None:
    state = five_players("8D")
    assert state.phase is Phase.PARTNERS
    assert all(len(p.seats) == 2 for p in state.legal_actions() if isinstance(p, Partners))
    with pytest.raises(IllegalAction, match="two partners"):
        state.apply(Partners.of([1]))
    state.apply(Partners.of([1, 3]))
    assert state.contract_seats == (0, 1, 3)
    autoplay(state)
    r = state.log[-1].result
    assert r is not None
    taken = r.tricks[0] + r.tricks[1] + r.tricks[3]
    value = 280 if taken >= 8 else -280
    assert r.delta[0] == r.delta[1] == r.delta[3] == value
    assert r.delta[2] == 10 * r.tricks[2] and r.delta[4] == 10 * r.tricks[4]


def test_called_misere_plays_alone() -> None:
    state = five_players("misere", misere="anytime")
    assert state.phase in (Phase.PLAY, Phase.JOKER)
    assert state.partners == ()


def test_called_joker_nomination_after_partners() -> None:
    t = Table({0: "RJ AS KS QS JS 10S 9S 8S 7S 6S"}, players=5)
    t.bid("7NT", "pass", "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.PARTNERS
    t.state.apply(Partners.of([3]))
    assert t.state.phase is Phase.JOKER


def test_called_contractor_seat_wins_among_several() -> None:
    rules = RuleSet.build({"players": 5, "must_bid_to_win": False, "defender_cap": None})
    assert decide_winner(rules, [500, 520, 500, 0, 0], preferred=0) == 0


# =========================================================================== American

def test_american_inkles_first_two_callers_only() -> None:
    state = game(preset="american")
    assert "6S" in calls(state)
    bid(state, "6S")
    assert "6H" in calls(state)
    bid(state, "pass")
    legal = calls(state)
    assert not any(c.startswith("6") for c in legal)
    assert {"7S", "misere"} <= legal
    with pytest.raises(IllegalAction, match="6 level"):
        state.apply(call("6H"))


def test_american_inkle_must_outrank() -> None:
    state = game(preset="american")
    bid(state, "6H")
    assert "6S" not in calls(state)
    assert "6NT" in calls(state)


@pytest.mark.parametrize("sans", [False, True])
def test_american_inkle_never_wins(sans: bool) -> None:
    state = game(preset="american", sans_kitty=True)
    bid(state, "6S sk" if sans else "6S", "6H", "pass", "pass")
    assert state.phase is Phase.DEAL
    r = state.log[-1].result
    assert r is not None and r.contract == "pass" and r.delta == (0, 0)


def test_american_inkles_only_with_play_nt() -> None:
    state = game(preset="american", all_pass="play_nt")
    bid(state, "6S", "pass", "pass", "pass")
    assert state.phase is Phase.PLAY
    assert state.contract is not None and state.contract.kind == "all_pass_nt"


def test_american_non_inkle_wins() -> None:
    state = game(preset="american")
    bid(state, "6NT", "pass", "7S", "pass")
    assert state.phase is Phase.DISCARD
    assert state.contract is not None and state.contract.declarer == 2


def test_australian_has_no_inkles() -> None:
    state = game(preset="australian")
    bid(state, "pass", "pass")
    # The third caller may bid at the 6 level, and win with it.
    assert "6S" in calls(state)
    bid(state, "6S", "pass")
    assert state.phase is Phase.DISCARD
    assert state.contract is not None and state.contract.declarer == 2


@pytest.mark.parametrize(("players", "inkles"), [(6, 3), (3, 1), (5, 2)])
def test_american_inkle_seats_other_player_counts(players: int, inkles: int) -> None:
    state = game(preset="american", players=players)
    for _ in range(inkles):
        assert "6S" in calls(state)
        bid(state, "pass")
    assert "6S" not in calls(state)
    assert "7S" in calls(state)

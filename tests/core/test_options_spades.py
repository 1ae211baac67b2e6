"""Partnership Spades on the same engine: bidding, nil and blind nil, bags, breaking spades, and
winning or losing the game.

Every option has at least one test that fails if the option is ignored.  Deals are fixed where
the outcome matters (tests/core/option_deals.py); auction tests use a seeded shuffled deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from fivehundred_qt.core import PASS, SPADES, IllegalAction, Phase, Play, RuleSet
from fivehundred_qt.core.actions import Bid
from fivehundred_qt.core.scoring import score_spades

from .fixed_deals import C, Table, bid, call, calls, game, plays

# ============================================================================ Spades

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def spades_hands(k: int) -> dict[int, str]:
    """Seat 0 takes exactly k tricks, seat 3 the rest; seats 1 and 2 take none."""
    hearts = [r + "H" for r in RANKS]
    spades = [r + "S" for r in RANKS]
    return {
        0: " ".join(hearts[:13 - k] + spades[13 - k:][::-1]),
        1: " ".join(r + "D" for r in RANKS),
        2: " ".join(r + "C" for r in RANKS),
        3: " ".join(hearts[13 - k:] + spades[:13 - k]),
    }


def spades_hand(k: int, bids: Sequence[str], scores: Sequence[int] = (0, 0),
                bags: Sequence[int] = (0, 0), **options: Any) -> Table:
    t = Table(spades_hands(k), game="spades", scores=scores, bags=bags, **options)
    t.bid(*bids)
    t.play_out()
    assert t.result.tricks == (k, 0, 0, 13 - k)
    return t


def test_spades_bidding() -> None:
    state = game(game="spades")
    legal = calls(state)
    assert legal == {"nil", *(str(n) for n in range(1, 14))}
    with pytest.raises(IllegalAction, match="everyone bids"):
        state.apply(PASS)
    with pytest.raises(IllegalAction, match="nil"):
        state.apply(Bid("0"))
    bid(state, "3", "nil", "13", "1")
    assert state.phase is Phase.PLAY and state.to_move == 0


@pytest.mark.parametrize("blind_nil", [False, True])
def test_spades_blind_nil(blind_nil: bool) -> None:
    state = game(game="spades", blind_nil=blind_nil)
    assert ("blind_nil" in calls(state)) is blind_nil
    if not blind_nil:
        with pytest.raises(IllegalAction, match="blind nil"):
            state.apply(call("blind_nil"))
        return
    t = spades_hand(7, ["5", "3", "blind_nil", "3"], blind_nil=True)
    assert t.result.bids == (5, 3, "blind_nil", 3)
    assert t.result.delta[0] == 50 + 2 + 200


def test_spades_nil() -> None:
    t = spades_hand(7, ["5", "3", "nil", "3"])
    assert t.result.delta == (50 + 2 + 100, 60)
    assert t.result.bags == (2, 0)


def test_spades_nil_and_blind_nil_scoring() -> None:
    rules = RuleSet.build({"game": "spades", "blind_nil": True})
    sides = rules.sides
    nil = call("nil")
    blind = call("blind_nil")
    # A failed nil: -100, and its tricks are bags worth a point but do not help the partner.
    delta, bags = score_spades(rules, [call("4"), call("3"), nil, call("4")],
                               [4, 5, 2, 2], sides, [0, 0])
    assert delta[0] == 40 - 100 + 2 and bags[0] == 2
    delta, bags = score_spades(rules, [call("5"), call("3"), nil, call("4")],
                               [4, 5, 2, 2], sides, [0, 0])
    assert delta[0] == -50 - 100 + 2 and bags[0] == 2
    delta, _ = score_spades(rules, [call("4"), call("3"), blind, call("4")],
                            [4, 5, 1, 3], sides, [0, 0])
    assert delta[0] == 40 - 200 + 1
    delta, _ = score_spades(rules, [call("4"), call("3"), blind, call("4")],
                            [6, 5, 0, 2], sides, [0, 0])
    assert delta[0] == 40 + 2 + 200


@pytest.mark.parametrize(("options", "delta", "bags"), [
    ({}, 53, 6),
    ({"bag_limit": 5}, 53 - 100, 1),
    ({"bag_limit": 5, "bag_penalty": 50}, 53 - 50, 1),
    ({"bag_penalty": 50}, 53, 6),
    ({"bag_limit": 3, "bag_penalty": 50}, 53 - 100, 0),
])
def test_spades_bag_limit_and_penalty(options: dict[str, Any], delta: int, bags: int) -> None:
    t = spades_hand(8, ["4", "3", "1", "3"], bags=(3, 0), **options)
    assert t.result.delta[0] == delta
    assert t.result.bags is not None and t.result.bags[0] == bags


def test_spades_two_penalties_at_once() -> None:
    rules = RuleSet.build({"game": "spades"})
    delta, bags = score_spades(rules, [call("1"), call("1"), call("1"), call("1")],
                               [12, 0, 1, 0], rules.sides, [9, 0])
    # 11 bags + 9 = 20: two penalties.
    assert bags[0] == 0
    assert delta[0] == 20 + 11 - 200


def test_spades_boston_has_no_score_of_its_own() -> None:
    t = spades_hand(13, ["4", "3", "1", "3"])
    assert t.result.delta == (50 + 8, -60)


def test_spades_may_not_lead_a_spade_to_the_first_trick() -> None:
    t = Table({0: "AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"}, game="spades")
    t.bid("1", "1", "1", "1")
    assert t.state.to_move == 0
    assert Play(C("AS")) not in plays(t.state)
    with pytest.raises(IllegalAction, match="first trick"):
        t.play("AS")


def test_spades_leader_with_only_spades_may_lead_one() -> None:
    t = Table({0: " ".join(r + "S" for r in RANKS)}, game="spades")
    t.bid("13", "1", "1", "1")
    assert {a.card for a in plays(t.state)} == set(t.state.cards[0])
    t.play("AS")


def test_spades_first_leader_is_left_of_dealer() -> None:
    state = game(game="spades", dealer=1)
    assert state.to_move == 2
    bid(state, "1", "1", "1", "1")
    assert state.to_move == 2


def test_spades_not_broken_until_a_spade_is_played() -> None:
    t = Table({0: "AH KH 2S 3S 2D 3D 4D 5D 6D 7D 8D 9D 10D", 1: "2H", 2: "3H", 3: "4H"},
              game="spades")
    t.bid("1", "1", "1", "1")
    t.play("AH")
    t.finish_trick()
    assert t.last_trick_winner() == 0
    assert not t.state.broken
    assert not any(a.card.suit == SPADES for a in plays(t.state))
    with pytest.raises(IllegalAction, match="broken"):
        t.play("2S")


def test_spades_broken_after_a_spade_is_played() -> None:
    t = Table({0: "2H 3H 4H 5H 6H 7H 8H 2D 3D 4D 5D 6D 7D",
               1: "2S 3S 4S 5S 6S 7S 8S 9S 10S 2C 3C 4C 5C",
               2: "9H 10H JH QH KH AH 8D 9D 10D JD QD KD AD"}, game="spades")
    t.bid("1", "1", "1", "1")
    t.play("2H")
    t.play("2S")
    t.finish_trick()
    assert t.state.broken
    winner = t.last_trick_winner()
    assert winner in (1, 3)
    hand = t.state.cards[winner]
    assert any(c.suit != SPADES for c in hand)
    assert any(a.card.suit == SPADES for a in plays(t.state))


@pytest.mark.parametrize(("scores", "winner"), [
    ((460, 470), 1),    # both reach 500: the higher score wins
    ((480, 420), 0),
    ((460, 452), None),  # 512 each: play continues
    ((400, 400), None),
])
def test_spades_win_and_tie(scores: tuple[int, int], winner: int | None) -> None:
    t = spades_hand(7, ["4", "3", "1", "3"], scores=scores)
    assert t.result.delta == (52, 60)
    assert t.state.winner == winner


def test_spades_win_score_option() -> None:
    t = spades_hand(7, ["4", "3", "1", "3"], win_score=50)
    assert t.state.scores == [52, 60]
    assert t.state.winner == 1
    t = spades_hand(7, ["4", "3", "1", "3"], win_score=52, scores=(0, -20))
    assert t.state.winner == 0


@pytest.mark.parametrize(("lose_score", "winner"), [(None, None), (-200, 1)])
def test_spades_lose_score(lose_score: int | None, winner: int | None) -> None:
    t = spades_hand(7, ["9", "3", "1", "3"], scores=(-150, 0), lose_score=lose_score)
    assert t.state.scores == [-250, 60]
    assert t.state.winner == winner

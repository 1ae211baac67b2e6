"""The worked examples of docs/rules.md ("Worked examples"), played through a real ``GameState``.

Each deal is fixed so that the outcome is forced: the hands are given card by card (the helper
fills in whatever a test does not care about) and play is driven by a simple policy: every seat
plays the first card of its own listed order that is legal.  The trick counts are asserted before
the scores, so a test also shows that the deal plays out the way the example needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from fivehundred_qt.core import Phase, RuleSet
from fivehundred_qt.core.events import Contract
from fivehundred_qt.core.scoring import score_500, score_spades, trick_points

from .fixed_deals import Table, call

# --------------------------------------------------------------------- worked examples
# Seat 0 (and partner seat 2) against seats 1 and 3; dealer seat 3, so seat 0 calls first.
# The Australian 43-card deck: ♠♣ 5-A, ♦♥ 4-A, one joker.

SEVEN_HEARTS_EIGHT_TRICKS = {
    # Eight top trumps and two losers: the defenders take exactly the last two tricks.
    0: "RJ JH JD AH KH QH 10H 9H 5S 5C",
    1: "8H 6S 7S 8S 9S 10S JS QS KS AS",
    2: "6H 5H 4H 7D 8D 9D 10D QD KD AD",
    3: "7H 6C 7C 8C 9C 10C JC QC KC AC",
}


def test_seven_hearts_made_with_eight_tricks() -> None:
    """7♥ made with 8 tricks: contractor side +200, defenders +20."""
    t = Table(SEVEN_HEARTS_EIGHT_TRICKS, "4D 5D 6D")
    t.bid("7H", "pass", "pass", "pass")
    assert t.state.phase is Phase.DISCARD
    t.discard_kitty()
    t.play_out()
    r = t.result
    assert r.contract == "7H" and r.declarer == 0
    assert r.tricks == (8, 2, 0, 0)
    assert r.made is True
    assert r.delta == (200, 20)
    assert r.scores == (200, 20)
    assert t.state.scores == [200, 20]
    assert t.state.winner is None and t.state.phase is Phase.DEAL


def test_eight_spades_slam_scores_250() -> None:
    """8♠ with all 10 tricks: +250, the slam value, because 240 < 250."""
    t = Table({0: "RJ JS JC AS KS QS 10S 9S 8S 7S"})
    t.bid("8S", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    r = t.result
    assert r.tricks == (10, 0, 0, 0)
    assert r.made is True
    assert r.delta == (250, 0)


def test_nine_hearts_slam_scores_only_its_value() -> None:
    """9♥ with all 10 tricks: +400, no slam bonus."""
    t = Table({0: "RJ JH JD AH KH QH 10H 9H 8H 7H"})
    t.bid("9H", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    r = t.result
    assert r.tricks == (10, 0, 0, 0)
    assert r.delta == (400, 0)


def test_slam_rule_via_score_500() -> None:
    """The same two slams through the pure scoring function (and 8♠ with 9 tricks: 240)."""
    rules = RuleSet.build({})
    side_of = (0, 1, 0, 1)
    eight_spades = Contract("suit", 0, call("8S"), 0, 8, 240)
    nine_hearts = Contract("suit", 0, call("9H"), 3, 9, 400)
    assert score_500(rules, eight_spades, [10, 0, 0, 0], side_of, (0, 2), [0, 0]) == (
        True, [250, 0])
    assert score_500(rules, eight_spades, [5, 1, 4, 0], side_of, (0, 2), [0, 0]) == (
        True, [240, 10])
    assert score_500(rules, nine_hearts, [6, 0, 4, 0], side_of, (0, 2), [0, 0]) == (
        True, [400, 0])


SEVEN_NT_SIX_TRICKS = {
    # Six top spades, four losers; the defenders hold the top clubs and diamonds.
    0: "AS KS QS JS 10S 9S 5C 6C 4D 5D",
    1: "9H 10H JH QH KH AH KD AD KC AC",
    2: "7C 8C 6D 7D 8D 4H 5H 6H 7H 8H",
    3: "5S 6S 7S 8S 9D 10D JD QD JC QC",
}


def test_seven_no_trumps_failed_with_six_tricks() -> None:
    """7NT failed with 6 tricks: contractor side −220, defenders +40."""
    t = Table(SEVEN_NT_SIX_TRICKS, "RJ 9C 10C")
    t.bid("7NT", "pass", "pass", "pass")
    t.discard("RJ 9C 10C")
    # The joker went back with the discard, so no nomination is asked.
    assert t.state.phase is Phase.PLAY
    t.play_out()
    r = t.result
    assert r.contract == "7NT"
    assert r.tricks == (6, 4, 0, 0)
    assert r.made is False
    assert r.delta == (-220, 40)
    assert t.state.scores == [-220, 40]


# Misère: dealer seat 2, so seat 3 calls first and opens 7♠ (misère comes only after a 7 bid in
# the Australian preset); seat 0 calls misère and everyone passes.  Seat 2 sits out.
MISERE_MADE = {
    # Seat 0 holds the lowest cards of every suit; the defenders can always follow above.
    0: "5S 6S 7S 5C 6C 7C 4D 5D 4H 5H",
    1: "8S 9S 10S JS QS KS AS 8C 9C 10C",
    3: "JC QC KC AC 6H 7H 8H 9H 10H JH",
}

MISERE_FAILS_ON_TRICK_4 = {
    # Seat 0 leads a club, seat 1 keeps the lead with clubs, then leads a spade under the ace.
    0: "5C 6C 7C AS 4D 5D 4H 5H 6H 7H",
    1: "AC KC QC 8S JC 10C 9C 8C 9S 10S",
}


def misere_table(hands: Mapping[int, str], **options: Any) -> Table:
    t = Table(hands, "RJ 6D 7D", dealer=2, **options)
    t.bid("7S", "misere", "pass", "pass", "pass")
    assert t.state.contract is not None and t.state.contract.kind == "misere"
    assert t.state.contract.declarer == 0
    t.discard_kitty()
    return t


def test_misere_made() -> None:
    """Misère made: +250, defenders 0 (although they took every trick)."""
    t = misere_table(MISERE_MADE)
    assert t.state.active == (0, 1, 3)
    t.play_out()
    r = t.result
    assert r.contract == "misere" and r.declarer == 0
    assert r.tricks[0] == 0 and r.tricks[2] == 0
    assert r.tricks[1] + r.tricks[3] == 10
    assert r.made is True
    assert r.delta == (250, 0)


def test_misere_failed_on_trick_four_stops_the_hand() -> None:
    """Misère failed on trick 4: −250 and the hand stops there."""
    t = misere_table(MISERE_FAILS_ON_TRICK_4)
    t.play_out()
    assert len(t.state.tricks) == 4
    winners = [w for w, _ in t.state.tricks]
    assert winners == [1, 1, 1, 0]
    assert t.state.phase is Phase.DEAL
    r = t.result
    assert r.made is False
    assert r.tricks == (1, 3, 0, 0)
    assert r.delta == (-250, 0)
    assert t.state.scores == [-250, 0]
    # Six cards are left unplayed in each active hand.
    assert [len(t.state.cards[s]) for s in (0, 1, 3)] == [6, 6, 6]


SEVEN_HEARTS_SEVEN_TRICKS = {
    # Seven top trumps and three losers: the defenders take exactly three tricks.
    0: "RJ JH JD AH KH QH 10H 5S 5C 6C",
    1: "9H 6S 7S 8S 9S 10S JS QS KS AS",
    2: "6H 5H 4H 7D 8D 9D 10D QD KD AD",
    3: "8H 7H 7C 8C 9C 10C JC QC KC AC",
}


def test_defenders_at_480_stop_at_490() -> None:
    """Australian, defenders at 480 take 3 tricks: they end at 490, not 510."""
    t = Table(SEVEN_HEARTS_SEVEN_TRICKS, "4D 5D 6D", scores=[0, 480])
    t.bid("7H", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    r = t.result
    assert r.tricks == (7, 3, 0, 0)
    assert r.made is True
    assert r.delta == (200, 10)
    assert t.state.scores == [200, 490]
    assert t.state.winner is None


def test_defender_cap_via_scoring_functions() -> None:
    rules = RuleSet.build({"preset": "australian"})
    assert trick_points(rules, 480, 3) == 10
    seven_hearts = Contract("suit", 0, call("7H"), 3, 7, 200)
    made, delta = score_500(rules, seven_hearts, [7, 3, 0, 0], (0, 1, 0, 1), (0, 2), [0, 480])
    assert made is True
    assert delta == [200, 10]


# Spades: seats 0 and 1 share out hearts, seats 1 and 2 hold a whole suit each and never win.
# Seat 0 holds the 13 - k lowest hearts and the k top spades; seat 3 the k other hearts and the
# lowest spades.  Seat 3 wins the heart tricks until seat 0 is out of hearts, then seat 0 ruffs
# and runs its spades: seat 0 takes exactly k tricks.

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def spades_hands(k: int) -> dict[int, str]:
    hearts = [r + "H" for r in RANKS]
    spades = [r + "S" for r in RANKS]
    low_hearts, high_hearts = hearts[:13 - k], hearts[13 - k:]
    low_spades, high_spades = spades[:13 - k], spades[13 - k:]
    return {
        0: " ".join(low_hearts + high_spades[::-1]),
        1: " ".join(r + "D" for r in RANKS),
        2: " ".join(r + "C" for r in RANKS),
        3: " ".join(high_hearts + low_spades),
    }


@pytest.mark.parametrize(("tricks", "delta", "score", "bags"), [
    (7, 52, 389, 9),
    (8, 53 - 100, 290, 0),
    (9, 54 - 100, 291, 1),
])
def test_spades_bags_example(tricks: int, delta: int, score: int, bags: int) -> None:
    """A team at 337 with 7 bags bids 5: with 7 tricks it scores 52 (389, 9 bags); with 8,
    53 − 100 (290, 0 bags); with 9, 54 − 100 (291, 1 bag)."""
    t = Table(spades_hands(tricks), game="spades", scores=[337, 100], bags=[7, 0])
    # Seat 0 and seat 2 bid 4 + 1 = 5; the opponents 3 + 3.
    t.bid("4", "3", "1", "3")
    assert t.state.phase is Phase.PLAY and t.state.to_move == 0
    t.play_out()
    r = t.result
    assert r.contract == "spades"
    assert r.bids == (4, 3, 1, 3)
    assert r.tricks == (tricks, 0, 0, 13 - tricks)
    assert r.delta[0] == delta
    assert r.scores[0] == score
    assert r.bags is not None and r.bags[0] == bags
    assert t.state.scores[0] == score and t.state.bags[0] == bags


@pytest.mark.parametrize(("tricks", "delta", "bags"), [
    (7, 52, 9),
    (8, -47, 0),
    (9, -46, 1),
])
def test_spades_bags_example_via_score_spades(tricks: int, delta: int, bags: int) -> None:
    rules = RuleSet.build({"game": "spades"})
    bids = [call("4"), call("3"), call("1"), call("3")]
    won = [tricks, 13 - tricks, 0, 0]
    deltas, new_bags = score_spades(rules, bids, won, rules.sides, [7, 0])
    assert deltas[0] == delta
    assert new_bags[0] == bags
    assert 337 + deltas[0] == {7: 389, 8: 290, 9: 291}[tricks]


def test_avondale_values() -> None:
    """The Avondale table (docs/rules.md, "Numbered bids"): the formula, for every bid."""
    from fivehundred_qt.core.actions import numbered_value

    table = {
        6: (40, 60, 80, 100, 120),
        7: (140, 160, 180, 200, 220),
        8: (240, 260, 280, 300, 320),
        9: (340, 360, 380, 400, 420),
        10: (440, 460, 480, 500, 520),
    }
    for tricks, row in table.items():
        for letters, value in zip(("S", "C", "D", "H", "NT"), row, strict=True):
            assert numbered_value(f"{tricks}{letters}") == value

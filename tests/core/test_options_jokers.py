"""The joker options: nomination in no trumps and misère, joker_follow, joker_lead, and the two
jokers of the six-player deck.

Every option has at least one test that fails if the option is ignored.  Deals are fixed where
the outcome matters (tests/core/option_deals.py); auction tests use a seeded shuffled deal.
"""

from __future__ import annotations

from typing import Any

import pytest

from fivehundred_qt.core import (
    BLACK_JOKER,
    CLUBS,
    DIAMONDS,
    HEARTS,
    RED_JOKER,
    SPADES,
    SUITS,
    IllegalAction,
    JokerSuit,
    Phase,
    Play,
)
from fivehundred_qt.core.events import JokerNominated

from .fixed_deals import C, Table, cards, joker_leads, plays

# ===================================================================== joker nomination

NOMINATION_DEAL = {
    0: "RJ 4H 5H 6H 7H 8H 4D 5D 6D 7D",
    1: "AH KH QH AS KS QS JS 10S 9S 8S",
}


def nt_with_joker(**options: Any) -> Table:
    t = Table(NOMINATION_DEAL, **options)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    return t


def test_joker_nomination_on() -> None:
    t = nt_with_joker(joker_nomination=True)
    assert t.state.phase is Phase.JOKER and t.state.to_move == 0
    assert set(t.state.legal_actions()) == {JokerSuit(None), *(JokerSuit(s) for s in SUITS)}
    t.state.apply(JokerSuit(HEARTS))
    assert t.state.phase is Phase.PLAY
    # A nominated joker leads like any heart and names nothing.
    assert Play(RED_JOKER) in plays(t.state)
    assert joker_leads(t.state) == set()
    t.play("RJ")
    assert {a.card for a in plays(t.state)} == set(cards("AH KH QH"))
    t.play("AH")
    t.finish_trick()
    assert t.last_trick_winner() == 0


def test_nominated_joker_loses_when_discarded_on_another_suit() -> None:
    t = nt_with_joker(joker_nomination=True)
    t.state.apply(JokerSuit(HEARTS))
    t.play("4H")
    t.play("AH")
    t.finish_trick()
    assert t.last_trick_winner() == 1
    t.play("AS")
    while t.state.to_move != 0:
        t.step()
    # Seat 0 has no spade; its joker is a heart now and cannot win a spade trick.
    t.play("RJ")
    t.finish_trick()
    assert t.last_trick_winner() == 1


def test_joker_nomination_declined_leaves_a_suitless_joker() -> None:
    t = nt_with_joker(joker_nomination=True)
    t.state.apply(JokerSuit(None))
    assert Play(RED_JOKER) not in plays(t.state)
    assert joker_leads(t.state) == set(SUITS)


def test_joker_nomination_off() -> None:
    t = nt_with_joker(joker_nomination=False)
    assert t.state.phase is Phase.PLAY
    assert Play(RED_JOKER) not in plays(t.state)
    assert joker_leads(t.state) == set(SUITS)


def test_joker_nomination_only_in_no_trumps_and_misere() -> None:
    t = Table(NOMINATION_DEAL, joker_nomination=True)
    t.bid("7H", "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.PLAY
    t = Table(NOMINATION_DEAL, joker_nomination=True, misere="anytime")
    t.bid("misere", "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.JOKER


def test_joker_nomination_black_joker_first() -> None:
    t = Table({0: "BJ RJ 4H 5H 6H 7H 8H 4D 5D 6D"}, kitty_size=6)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.JOKER
    first = t.state.apply(JokerSuit(SPADES))
    assert t.state.phase is Phase.JOKER
    second = t.state.apply(JokerSuit(None))
    assert t.state.phase is Phase.PLAY
    assert [e.joker for e in first if isinstance(e, JokerNominated)] == [BLACK_JOKER]
    assert [e.joker for e in second if isinstance(e, JokerNominated)] == [RED_JOKER]
    assert t.state.nominated == {BLACK_JOKER: SPADES, RED_JOKER: None}


def test_only_the_contractors_jokers_are_nominated() -> None:
    t = Table({0: "RJ 4H 5H 6H 7H 8H 4D 5D 6D 7D", 2: "BJ"}, kitty_size=6)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.JOKER
    events = t.state.apply(JokerSuit(HEARTS))
    assert [e.joker for e in events if isinstance(e, JokerNominated)] == [RED_JOKER]
    assert t.state.phase is Phase.PLAY
    assert t.state.nominated == {RED_JOKER: HEARTS}


def test_suitless_joker_beats_a_nominated_one() -> None:
    """A free joker beats every card, a nominated (even black) joker included."""
    t = Table({0: "BJ 4H 5H 6H 7H 8H 4D 5D 6D 7D",
               1: "RJ 4S 5S 6S 7S 8S 9S 10S JS QS"}, kitty_size=6)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.state.apply(JokerSuit(HEARTS))
    t.play("BJ")
    # Seat 1 has no heart: it may play its joker, which has no suit, and it wins.
    assert Play(RED_JOKER) in plays(t.state)
    t.play("RJ")
    t.finish_trick()
    assert t.last_trick_winner() == 1


# ========================================================================== joker_follow

FOLLOW_DEAL = {
    0: "4H 5H 6H AS KS QS JS 10S 9S 8S",
    1: "RJ 9H 10H AC KC QC JC 10C 9C 8C",
}


@pytest.mark.parametrize("mode", ["void_only", "anytime"])
def test_joker_follow(mode: str) -> None:
    t = Table(FOLLOW_DEAL, joker_follow=mode)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.play("4H")
    legal = {a.card for a in plays(t.state)}
    if mode == "void_only":
        assert legal == set(cards("9H 10H"))
        with pytest.raises(IllegalAction, match="cannot follow"):
            t.play("RJ")
        return
    assert legal == set(cards("RJ 9H 10H"))
    t.play("RJ")
    t.finish_trick()
    assert t.last_trick_winner() == 1


def test_joker_follow_void_allows_the_joker() -> None:
    t = Table({0: "4D 5H 6H AS KS QS JS 10S 9S 8S",
               1: "RJ 9H 10H AC KC QC JC 10C 9C 8C"})
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.play("4D")
    # Not a misère: seat 1, void in diamonds, may play anything, the joker included.
    assert {a.card for a in plays(t.state)} == set(t.state.cards[1])


@pytest.mark.parametrize("mode", ["void_only", "anytime"])
def test_misere_forces_the_joker_when_void(mode: str) -> None:
    t = Table({0: "4D 5H 6H 5S 6S 7S 8S 9S 10S 5C",
               1: "RJ 9H 10H AC KC QC JC 10C 9C 8C"}, "4H 7D 7C",
              misere="anytime", joker_follow=mode)
    t.bid("misere", "pass", "pass", "pass")
    t.discard_kitty()
    t.play("4D")
    assert plays(t.state) == [Play(RED_JOKER)]
    with pytest.raises(IllegalAction, match="must play the joker"):
        t.play("AC")


# ============================================================================ joker_lead

LEAD_DEAL = {0: "RJ AH KH QH AS KS AC KC AD KD"}


def joker_lead_table(mode: str) -> Table:
    t = Table(LEAD_DEAL, joker_lead=mode)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.state.apply(JokerSuit(None))
    t.play("AH")
    t.finish_trick()
    assert t.last_trick_winner() == 0
    return t


def test_joker_lead_unled_suit() -> None:
    t = joker_lead_table("unled_suit")
    assert joker_leads(t.state) == {SPADES, CLUBS, DIAMONDS}
    with pytest.raises(IllegalAction, match="not yet led"):
        t.play("RJ", HEARTS)
    t.play("RJ", SPADES)
    t.finish_trick()
    assert t.last_trick_winner() == 0
    assert t.state.suits_led[SPADES]


def test_joker_lead_any_suit() -> None:
    t = joker_lead_table("any_suit")
    assert joker_leads(t.state) == set(SUITS)
    t.play("RJ", HEARTS)
    t.finish_trick()
    assert t.last_trick_winner() == 0


def test_joker_lead_last_trick() -> None:
    t = joker_lead_table("last_trick")
    assert joker_leads(t.state) == set()
    with pytest.raises(IllegalAction, match="last trick"):
        t.play("RJ", SPADES)
    for text in ("KH", "QH", "AS", "KS", "AC", "KC", "AD", "KD"):
        t.play(text)
        t.finish_trick()
        assert t.last_trick_winner() == 0
    assert t.state.cards[0] == [RED_JOKER]
    assert joker_leads(t.state) == set(SUITS)


def test_joker_lead_unled_suit_after_all_four_suits() -> None:
    t = joker_lead_table("unled_suit")
    for text in ("AS", "AC", "AD"):
        t.play(text)
        t.finish_trick()
    assert all(t.state.suits_led)
    assert joker_leads(t.state) == set()
    with pytest.raises(IllegalAction, match="last trick"):
        t.play("RJ", HEARTS)
    for text in ("KH", "QH", "KS", "KC", "KD"):
        t.play(text)
        t.finish_trick()
    assert joker_leads(t.state) == set(SUITS)


def test_joker_led_anyway_when_nothing_else_may_be_led() -> None:
    t = Table({0: "BJ RJ AH KH AS KS AC KC AD KD"}, kitty_size=6, joker_lead="last_trick")
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.state.apply(JokerSuit(None))
    t.state.apply(JokerSuit(None))
    for text in ("AH", "AS", "AC", "AD", "KH", "KS", "KC", "KD"):
        t.play(text)
        t.finish_trick()
    # Two tricks to go, only jokers in hand: one leads anyway, naming any suit (all were led).
    assert len(t.state.cards[0]) == 2
    assert {(a.card, a.lead_suit) for a in plays(t.state)} == {
        (j, s) for j in (BLACK_JOKER, RED_JOKER) for s in SUITS}


def test_joker_led_anyway_names_an_unled_suit_if_one_remains() -> None:
    t = Table({0: "BJ RJ AH KH QH AS KS QS AC KC"}, kitty_size=6, joker_lead="last_trick")
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.state.apply(JokerSuit(None))
    t.state.apply(JokerSuit(None))
    for text in ("AH", "KH", "QH", "AS", "KS", "QS", "AC", "KC"):
        t.play(text)
        t.finish_trick()
        assert t.last_trick_winner() == 0
    assert not t.state.suits_led[DIAMONDS]
    assert {(a.card, a.lead_suit) for a in plays(t.state)} == {
        (BLACK_JOKER, DIAMONDS), (RED_JOKER, DIAMONDS)}


def test_joker_led_wins_and_is_followed_in_the_named_suit() -> None:
    t = Table({0: "RJ 5S 6S 7S 8S 9S 10S JS QS KS", 1: "AH AS 5C 6C 7C 8C 9C 10C JC QC"},
              joker_nomination=False)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.play("RJ", HEARTS)
    assert {a.card for a in plays(t.state)} == {C("AH")}
    t.finish_trick()
    assert t.last_trick_winner() == 0


# ============================================================================= two jokers

TWO_JOKERS_DEAL = {
    0: "AH 4H 5H 6H 7H 8H 9H 10H JH QH",
    1: "BJ 4S 5S 6S 7S 8S 9S 10S JS QS",
    3: "RJ 4C 5C 6C 7C 8C 9C 10C JC QC",
}


@pytest.mark.parametrize("contract", ["7NT", "7H"])
def test_black_joker_beats_red_joker(contract: str) -> None:
    t = Table(TWO_JOKERS_DEAL, kitty_size=6)
    t.bid(contract, "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.PLAY
    t.play("AH")
    t.play("BJ")
    t.step()
    t.play("RJ")
    assert t.last_trick_winner() == 1


def test_black_joker_beats_red_joker_when_led() -> None:
    t = Table({0: "RJ 4H 5H 6H 7H 8H 9H 10H JH QH", 1: "BJ 4S 5S 6S 7S 8S 9S 10S JS QS"},
              kitty_size=6, joker_nomination=False)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.play("RJ", DIAMONDS)
    # Seat 1 has no diamond: the black joker may be played, and wins.
    t.play("BJ")
    t.finish_trick()
    assert t.last_trick_winner() == 1

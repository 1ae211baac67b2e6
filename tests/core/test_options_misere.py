"""The misère family (misère, open misère, blind misère and their ranks and points), sans kitty and
nullo_play (docs/rules.md, "Rule options").

Every option has at least one test that fails if the option is ignored.  Deals are fixed where
the outcome matters (tests/core/option_deals.py); auction tests use a seeded shuffled deal.
"""

from __future__ import annotations

from typing import Any

import pytest

from fivehundred_qt.core import Discard, IllegalAction, JokerSuit, Phase, Play
from fivehundred_qt.core.actions import Bid
from fivehundred_qt.core.events import KittyTaken

from .fixed_deals import C, Table, bid, call, calls, game
from .option_deals import (
    MISERE_FAILS,
    MISERE_MADE,
    SEVEN_HEARTS_KITTY,
    SEVEN_HEARTS_SEVEN_TRICKS,
    misere_hand,
)

# ========================================================================= misère family

def test_misere_after_7() -> None:
    state = game(misere="after_7")
    assert "misere" not in calls(state)
    with pytest.raises(IllegalAction, match="7"):
        state.apply(call("misere"))
    bid(state, "6NT")
    assert "misere" not in calls(state)
    bid(state, "7S")
    assert "misere" in calls(state)


def test_misere_anytime() -> None:
    state = game(misere="anytime")
    assert "misere" in calls(state)
    bid(state, "misere", "pass", "pass", "pass")
    assert state.contract is not None and state.contract.kind == "misere"


def test_misere_off() -> None:
    state = game(misere="off")
    bid(state, "7S")
    assert "misere" not in calls(state)
    with pytest.raises(IllegalAction):
        state.apply(call("misere"))


@pytest.mark.parametrize(("options", "over", "under"), [
    ({"misere_points": 250, "eight_spades_overbids_misere": True}, "8S", "7NT sk"),
    ({"misere_points": 250, "eight_spades_overbids_misere": False}, "8C", "8S"),
    ({"misere_points": 210}, "7NT", "7H sk"),
    ({"misere_points": 210, "eight_spades_overbids_misere": False}, "7NT", "7H sk"),
    ({"misere_points": 230}, "8S", "7NT sk"),
    ({"misere_points": 230, "eight_spades_overbids_misere": False}, "8S", "7NT sk"),
])
def test_misere_rank(options: dict[str, Any], over: str, under: str) -> None:
    """``over`` is the lowest call that overbids misère, ``under`` the highest that does not."""
    state = game(misere="anytime", sans_kitty=True, **options)
    bid(state, "misere")
    legal = calls(state)
    assert over in legal
    assert under not in legal
    # And the other way round: misère overbids ``under`` but not ``over``.
    state = game(misere="anytime", sans_kitty=True, **options)
    bid(state, under)
    assert "misere" in calls(state)
    state = game(misere="anytime", sans_kitty=True, **options)
    bid(state, over)
    assert "misere" not in calls(state)


@pytest.mark.parametrize("points", [250, 210, 230])
def test_misere_points_scored(points: int) -> None:
    t = misere_hand(MISERE_MADE, misere_points=points)
    t.play_out()
    assert t.result.made is True
    assert t.result.delta == (points, 0)
    t = misere_hand(MISERE_FAILS, misere_points=points)
    t.play_out()
    assert t.result.made is False
    assert t.result.delta == (-points, 0)


def test_open_misere_anytime() -> None:
    state = game(open_misere="anytime")
    assert "open_misere" in calls(state)


def test_open_misere_after_8() -> None:
    state = game(open_misere="after_8")
    assert "open_misere" not in calls(state)
    with pytest.raises(IllegalAction, match="8"):
        state.apply(call("open_misere"))
    bid(state, "7NT")
    assert "open_misere" not in calls(state)
    bid(state, "8S")
    assert "open_misere" in calls(state)


def test_open_misere_off() -> None:
    state = game(open_misere="off")
    bid(state, "8S")
    assert "open_misere" not in calls(state)


@pytest.mark.parametrize(("options", "over", "under"), [
    ({"open_misere_points": 500, "ten_hearts_overbids_open_misere": True}, "10H", "10D sk"),
    ({"open_misere_points": 500, "ten_hearts_overbids_open_misere": False}, "10NT", "10H sk"),
    ({"open_misere_points": 330}, "9S", "8NT sk"),
    ({"open_misere_points": 430}, "10S", "9NT sk"),
])
def test_open_misere_rank(options: dict[str, Any], over: str, under: str) -> None:
    state = game(sans_kitty=True, **options)
    bid(state, "open_misere")
    legal = calls(state)
    assert over in legal
    assert under not in legal
    state = game(sans_kitty=True, **options)
    bid(state, under)
    assert "open_misere" in calls(state)
    state = game(sans_kitty=True, **options)
    bid(state, over)
    assert "open_misere" not in calls(state)


def test_open_misere_520_is_overbid_by_nothing() -> None:
    state = game(sans_kitty=True, open_misere_points=520)
    bid(state, "open_misere")
    assert calls(state) == {"pass"}
    state = game(sans_kitty=True, open_misere_points=520)
    bid(state, "10NT sk")
    assert "open_misere" in calls(state)


def test_open_misere_does_not_outrank_misere_by_being_open() -> None:
    """Misère 250 and open misère 500: open misère overbids misère; not the other way round."""
    state = game(misere="anytime")
    bid(state, "misere")
    assert "open_misere" in calls(state)
    state = game(misere="anytime")
    bid(state, "open_misere")
    assert "misere" not in calls(state)


@pytest.mark.parametrize("points", [500, 330, 430, 520])
def test_open_misere_points_scored(points: int) -> None:
    t = misere_hand(MISERE_MADE, "open_misere", open_misere_points=points)
    t.play_out()
    assert t.result.contract == "open_misere"
    assert t.result.delta == (points, 0)
    t = misere_hand(MISERE_FAILS, "open_misere", open_misere_points=points)
    t.play_out()
    assert t.result.delta == (-points, 0)


# ------------------------------------------------------------------------- blind misère

def test_blind_misere_off() -> None:
    state = game(blind_misere=False)
    assert "blind_misere" not in calls(state)
    with pytest.raises(IllegalAction):
        state.apply(call("blind_misere"))


def test_blind_misere_only_as_first_call() -> None:
    state = game(blind_misere=True)
    assert "blind_misere" in calls(state)
    bid(state, "6S", "6C", "pass", "pass")
    # Seat 0 has called already: it may not call blind misère now.
    assert state.to_move == 0
    assert "blind_misere" not in calls(state)
    with pytest.raises(IllegalAction, match="first call"):
        state.apply(call("blind_misere"))


def test_blind_misere_not_limited_by_misere_or_open_misere() -> None:
    state = game(blind_misere=True, misere="off", open_misere="off")
    legal = calls(state)
    assert "blind_misere" in legal
    assert "misere" not in legal and "open_misere" not in legal
    bid(state, "blind_misere", "pass", "pass", "pass")
    assert state.contract is not None and state.contract.kind == "blind_misere"
    assert state.contract.value == 500


@pytest.mark.parametrize(("open_points", "ten_hearts", "open_over_blind", "blind_over_open"), [
    (500, True, False, False),
    (500, False, False, False),
    (330, True, False, True),
    (430, True, False, True),
    (520, True, True, False),
])
def test_blind_misere_rank_against_open_misere(open_points: int, ten_hearts: bool,
                                               open_over_blind: bool,
                                               blind_over_open: bool) -> None:
    options = {"blind_misere": True, "open_misere_points": open_points,
               "ten_hearts_overbids_open_misere": ten_hearts}
    state = game(**options)
    bid(state, "blind_misere")
    assert ("open_misere" in calls(state)) is open_over_blind
    state = game(**options)
    bid(state, "open_misere")
    assert ("blind_misere" in calls(state)) is blind_over_open


@pytest.mark.parametrize(("ten_hearts", "over", "under"), [
    (True, "10H", "10D"),
    (False, "10NT", "10H"),
])
def test_blind_misere_ranks_as_open_misere_500(ten_hearts: bool, over: str, under: str) -> None:
    options = {"blind_misere": True, "ten_hearts_overbids_open_misere": ten_hearts,
               "open_misere_points": 330}
    state = game(**options)
    bid(state, "blind_misere")
    assert over in calls(state) and under not in calls(state)


def test_blind_misere_scores_500() -> None:
    t = misere_hand(MISERE_MADE, "blind_misere", blind_misere=True)
    t.play_out()
    assert t.result.contract == "blind_misere"
    assert t.result.delta == (500, 0)


def test_misere_family_is_never_sans_kitty() -> None:
    state = game(misere="anytime", sans_kitty=True, blind_misere=True)
    for text in ("misere", "open_misere", "blind_misere"):
        with pytest.raises(IllegalAction, match="never sans"):
            state.apply(Bid(text, sans_kitty=True))


# ------------------------------------------------------------------ open_misere_exposed

@pytest.mark.parametrize("mode", ["after_first_trick", "before_lead"])
def test_open_misere_exposed(mode: str) -> None:
    t = misere_hand(MISERE_MADE, "open_misere", open_misere_exposed=mode)
    before = t.state.view(1).exposed
    if mode == "before_lead":
        assert before == {0: tuple(t.state.cards[0])}
        assert t.state.view(3).exposed == {0: tuple(t.state.cards[0])}
    else:
        assert before == {}
    t.step()
    t.finish_trick()
    assert len(t.state.tricks) == 1
    assert t.state.view(1).exposed == {0: tuple(t.state.cards[0])}
    # Seat 0 never sees its own hand as "exposed"; the partner sits out but sees it too.
    assert 0 not in t.state.view(0).exposed


def test_open_misere_exposed_changes_nothing_that_is_legal() -> None:
    tables = [misere_hand(MISERE_MADE, "open_misere", open_misere_exposed=mode)
              for mode in ("after_first_trick", "before_lead")]
    while tables[0].state.phase is Phase.PLAY:
        assert tables[0].state.legal_actions() == tables[1].state.legal_actions()
        for t in tables:
            t.step()
    assert tables[0].result == tables[1].result


def test_misere_is_not_exposed() -> None:
    t = misere_hand(MISERE_MADE, open_misere_exposed="before_lead")
    t.step()
    t.finish_trick()
    assert t.state.view(1).exposed == {}


# ============================================================================ sans kitty

def test_sans_kitty_off() -> None:
    state = game(sans_kitty=False)
    assert "7H sk" not in calls(state)
    with pytest.raises(IllegalAction, match="sans"):
        state.apply(call("7H sk"))


def test_sans_kitty_rank() -> None:
    state = game(sans_kitty=True, misere="anytime")
    bid(state, "7H")
    assert "7H sk" in calls(state)
    bid(state, "7H sk")
    legal = calls(state)
    assert "7H" not in legal and "7H sk" not in legal
    assert "7NT" in legal
    bid(state, "7NT sk")
    # Misère at 250 keeps its place above every 7-level bid, sans kitty or not.
    assert "misere" in calls(state)
    assert "8S" in calls(state)


def test_sans_kitty_contract_keeps_the_kitty_and_scores_as_the_same_bid() -> None:
    t = Table(SEVEN_HEARTS_SEVEN_TRICKS, SEVEN_HEARTS_KITTY, sans_kitty=True)
    kitty = list(t.state.kitty)
    events: list[Any] = []
    for text in ("7H sk", "pass", "pass", "pass"):
        events += t.state.apply(call(text))
    assert not any(isinstance(e, KittyTaken) for e in events)
    assert t.state.phase is Phase.PLAY
    assert t.state.to_move == 0
    assert len(t.state.cards[0]) == 10
    assert t.state.kitty == kitty
    assert t.state.contract is not None and t.state.contract.sans_kitty is True
    t.play_out()
    assert t.result.sans_kitty is True
    assert t.result.tricks == (7, 3, 0, 0)
    assert t.result.delta == (200, 30)


def test_sans_kitty_slam_counts() -> None:
    t = Table({0: "RJ JS JC AS KS QS 10S 9S 8S 7S"}, sans_kitty=True)
    t.bid("7S sk", "pass", "pass", "pass")
    t.play_out()
    assert t.result.tricks[0] == 10
    assert t.result.delta == (250, 0)


def test_no_trumps_slam_counts() -> None:
    t = Table({0: "AS KS QS JS AC KC QC JC AH KH"}, "RJ 4D 5D")
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    assert t.result.tricks[0] == 10
    assert t.result.delta == (250, 0)


# ============================================================================ nullo_play

BOTH_HANDS_DEAL = {
    0: "5S 5C 6C 7C 4D 5D 6D 4H 5H 6H",
    1: "6S 7S 8S 9S 8C 9C 10C 7D 8D 9D",
    2: "AS JC QC KC AC 10D JD QD KD AD",
}
BOTH_HANDS_KITTY = "RJ KH AH"


def test_nullo_play_own_hand() -> None:
    t = misere_hand(BOTH_HANDS_DEAL, kitty=BOTH_HANDS_KITTY, nullo_play="own_hand")
    assert t.state.active == (0, 1, 3)
    t.play("5S")
    assert t.state.to_move == 1
    t.play("6S")
    assert t.state.to_move == 3
    t.finish_trick()
    assert len(t.state.tricks[0][1]) == 3
    assert t.last_trick_winner() == 3
    assert len(t.state.cards[2]) == 10
    assert 2 not in t.state.view(1).exposed


def test_nullo_play_both_hands() -> None:
    t = misere_hand(BOTH_HANDS_DEAL, kitty=BOTH_HANDS_KITTY, nullo_play="both_hands")
    assert t.state.active == (0, 1, 2, 3)
    # The partner's hand lies face up for everyone.
    assert t.state.view(1).exposed[2] == tuple(t.state.cards[2])
    assert t.state.view(3).exposed[2] == tuple(t.state.cards[2])
    t.play("5S")
    t.play("6S")
    # Seat 2's card is chosen by the contractor.
    assert t.state.to_move == 2 and t.state.decider == 0
    assert t.state.view(0).legal == (Play(C("AS")),)
    assert t.state.view(2).legal == ()
    t.play("AS")
    t.finish_trick()
    # The partner's hand won a trick: the misère has failed and the hand stops.
    assert t.last_trick_winner() == 2
    assert t.state.phase is Phase.DEAL
    assert len(t.state.tricks) == 1
    assert t.result.made is False
    assert t.result.delta == (-250, 0)


def test_nullo_play_both_hands_made_counts_the_partner() -> None:
    t = misere_hand(MISERE_MADE, nullo_play="both_hands")
    t.play_out()
    assert t.result.tricks[0] == 0 and t.result.tricks[2] == 0
    assert len(t.state.tricks) == 10
    assert all(len(trick) == 4 for _, trick in t.state.tricks)
    assert t.result.delta == (250, 0)


@pytest.mark.parametrize(("options", "own_hand", "both_hands"), [
    ({"players": 6}, (0, 1, 2, 4, 5), (0, 1, 2, 3, 4, 5)),
    ({"teams": "3v3"}, (0, 1, 3, 5), (0, 1, 2, 3, 4, 5)),
])
def test_nullo_play_six_players(options: dict[str, Any], own_hand: tuple[int, ...],
                                both_hands: tuple[int, ...]) -> None:
    for mode, active in (("own_hand", own_hand), ("both_hands", both_hands)):
        state = game(misere="anytime", nullo_play=mode, **options)
        bid(state, "misere", *["pass"] * 5)
        state.apply(Discard.of(state.log[-1].deal.kitty))
        if state.phase is Phase.JOKER:
            state.apply(JokerSuit(None))
        assert state.active == active
        mates = set(state.rules.sides[state.side_of[0]]) - {0}
        assert set(state.contract_seats) == ({0} if mode == "own_hand" else {0, *mates})
        assert state.exposed == (set() if mode == "own_hand" else mates)


@pytest.mark.parametrize("nullo_play", ["own_hand", "both_hands"])
def test_nullo_play_has_no_effect_in_solo(nullo_play: str) -> None:
    state = game(players=3, misere="anytime", nullo_play=nullo_play)
    bid(state, "misere", "pass", "pass")
    state.apply(Discard.of(state.log[-1].deal.kitty))
    if state.phase is Phase.JOKER:
        state.apply(JokerSuit(None))
    assert state.active == (0, 1, 2)
    assert state.contract_seats == (0,)
    assert state.exposed == set()

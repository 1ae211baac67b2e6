"""Every rule option (docs/rules.md, "Rule options"), each with at least one test that fails if the
option is ignored, and the validation of rule sets (docs/rules.md, "What is refused": options that
do not fit are refused by name).

Deals are fixed where the outcome matters: hands are given card by card (the helper fills in the
rest) and play is driven by a simple policy, every seat playing the first legal card of its own
listed order.  Auction tests use a seeded shuffled deal: the cards do not matter there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from fivehundred_qt.core import (
    BLACK_JOKER,
    CLUBS,
    DIAMONDS,
    HEARTS,
    PASS,
    RED_JOKER,
    SPADES,
    SUITS,
    Action,
    Deal,
    Discard,
    GameState,
    IllegalAction,
    JokerSuit,
    Partners,
    Phase,
    Play,
    RuleError,
    RuleSet,
    deck_for,
)
from fivehundred_qt.core.actions import Bid
from fivehundred_qt.core.events import JokerNominated, KittyTaken
from fivehundred_qt.core.scoring import decide_winner, score_spades, trick_points

from .fixed_deals import C, Table, autoplay, bid, call, calls, cards, game, joker_leads, plays

# Fixed 4-player deals (Australian 43-card deck: ♠♣ 5-A, ♦♥ 4-A, one joker), seat 0 contractor.

SEVEN_HEARTS_SEVEN_TRICKS = {
    # 7♥ by seat 0: seven top trumps and three losers; the defenders take exactly three tricks.
    0: "RJ JH JD AH KH QH 10H 5S 5C 6C",
    1: "9H 6S 7S 8S 9S 10S JS QS KS AS",
    2: "6H 5H 4H 7D 8D 9D 10D QD KD AD",
    3: "8H 7H 7C 8C 9C 10C JC QC KC AC",
}
SEVEN_HEARTS_KITTY = "4D 5D 6D"

SEVEN_NT_SIX_TRICKS = {
    # 7NT by seat 0 fails with six tricks; the defenders take four.
    0: "AS KS QS JS 10S 9S 5C 6C 4D 5D",
    1: "9H 10H JH QH KH AH KD AD KC AC",
    2: "7C 8C 6D 7D 8D 4H 5H 6H 7H 8H",
    3: "5S 6S 7S 8S 9D 10D JD QD JC QC",
}
SEVEN_NT_KITTY = "RJ 9C 10C"

MISERE_MADE = {
    # Seat 0 holds the lowest card of every suit: it never wins a trick.
    0: "5S 6S 7S 5C 6C 7C 4D 5D 4H 5H",
    1: "8S 9S 10S JS QS KS AS 8C 9C 10C",
    3: "JC QC KC AC 6H 7H 8H 9H 10H JH",
}
MISERE_FAILS = {
    # Seat 1 keeps the lead with clubs and leads a spade under seat 0's ace on trick 4.
    0: "5C 6C 7C AS 4D 5D 4H 5H 6H 7H",
    1: "AC KC QC 8S JC 10C 9C 8C 9S 10S",
}
MISERE_KITTY = "RJ 6D 7D"


def seven_hearts(scores: Sequence[int] = (0, 0), **options: Any) -> Table:
    t = Table(SEVEN_HEARTS_SEVEN_TRICKS, SEVEN_HEARTS_KITTY, scores=scores, **options)
    t.bid("7H", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    assert t.result.tricks == (7, 3, 0, 0)
    return t


def seven_nt_failed(scores: Sequence[int] = (0, 0), **options: Any) -> Table:
    t = Table(SEVEN_NT_SIX_TRICKS, SEVEN_NT_KITTY, scores=scores, **options)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    assert t.result.tricks == (6, 4, 0, 0)
    return t


def misere_hand(hands: Mapping[int, str], contract: str = "misere", kitty: str = MISERE_KITTY,
                **options: Any) -> Table:
    """Seat 0 calls ``contract`` first (misère is allowed at any time here), all pass."""
    options.setdefault("misere", "anytime")
    t = Table(hands, kitty, **options)
    t.bid(contract, "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.PLAY
    return t


# ============================================================================ validation


def test_unknown_option_is_refused_by_name() -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.build({"jokers": 2})
    assert info.value.option == "jokers"
    message = str(info.value)
    assert "jokers" in message
    for known in ("misere", "joker_lead", "kitty_size", "defender_cap"):
        assert known in message


@pytest.mark.parametrize(("option", "value", "allowed"), [
    ("variant", "british", ["australian", "american"]),
    ("preset", "british", ["australian", "american", "spades"]),
    ("teams", "4v4", ["solo", "2v2", "called", "2v2v2", "3v3"]),
    ("players", 7, ["2", "3", "4", "5", "6"]),
    ("kitty_size", 4, ["3", "5", "6"]),
    ("misere", "sometimes", ["after_7", "anytime", "off"]),
    ("misere_points", 240, ["250", "210", "230"]),
    ("open_misere", "after_7", ["anytime", "after_8", "off"]),
    ("open_misere_points", 400, ["500", "330", "430", "520"]),
    ("open_misere_exposed", "never", ["after_first_trick", "before_lead"]),
    ("nullo_play", "partner", ["own_hand", "both_hands"]),
    ("joker_follow", "never", ["void_only", "anytime"]),
    ("joker_lead", "first_trick", ["unled_suit", "any_suit", "last_trick"]),
    ("all_pass", "replay", ["redeal", "play_nt"]),
])
def test_wrong_value_names_option_and_allowed_values(option: str, value: Any,
                                                     allowed: list[str]) -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.build({option: value})
    assert info.value.option == option
    message = str(info.value)
    assert option in message
    for text in allowed:
        assert text in message


@pytest.mark.parametrize("option", [
    "raise_own_bid", "eight_spades_overbids_misere", "ten_hearts_overbids_open_misere",
    "blind_misere", "sans_kitty", "joker_nomination", "must_bid_to_win",
    "misere_defenders_score",
])
def test_boolean_options_refuse_other_values(option: str) -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.build({option: "yes"})
    assert info.value.option == option
    assert option in str(info.value)
    assert "true or false" in str(info.value)


def test_kitty_size_five_with_three_players_is_refused() -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.build({"players": 3, "kitty_size": 5})
    assert info.value.option == "kitty_size"
    message = str(info.value)
    assert "kitty_size" in message and "3 players" in message
    assert "allowed: 3" in message


def test_raise_own_bid_with_american_is_refused() -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.build({"preset": "american", "raise_own_bid": True})
    assert info.value.option == "raise_own_bid"
    message = str(info.value)
    assert "raise_own_bid" in message and "american" in message
    assert "false" in message
    with pytest.raises(RuleError):
        RuleSet.build({"variant": "american", "raise_own_bid": True})
    assert RuleSet.build({"preset": "american", "raise_own_bid": False}).raise_own_bid is False


def test_teams_that_do_not_fit_the_players_are_refused() -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.build({"players": 4, "teams": "3v3"})
    assert info.value.option == "teams"
    assert "2v2" in str(info.value)


@pytest.mark.parametrize(("options", "option"), [
    ({"win_score": 0}, "win_score"),
    ({"win_score": -100}, "win_score"),
    ({"lose_score": 500}, "lose_score"),
    ({"win_score": 300, "lose_score": 300}, "lose_score"),
    ({"defender_cap": 0}, "defender_cap"),
    ({"defender_cap": "lots"}, "defender_cap"),
    ({"bag_limit": 5}, "bag_limit"),
    ({"blind_nil": True}, "blind_nil"),
    ({"game": "spades", "misere": "off"}, "misere"),
    ({"game": "spades", "players": 6}, "players"),
    ({"game": "spades", "bag_limit": 0}, "bag_limit"),
    ({"game": "chess"}, "game"),
])
def test_other_misfits_are_refused_by_name(options: dict[str, Any], option: str) -> None:
    with pytest.raises(RuleError) as info:
        RuleSet.build(options)
    assert info.value.option == option
    assert option in str(info.value)


def test_none_means_no_cap_and_no_losing_score() -> None:
    rules = RuleSet.build({"defender_cap": "none", "lose_score": "none"})
    assert rules.defender_cap is None and rules.lose_score is None
    rules = RuleSet.build({"defender_cap": None, "lose_score": None})
    assert rules.defender_cap is None and rules.lose_score is None
    assert RuleSet.build({"defender_cap": 480}).defender_cap == 480
    assert RuleSet.build({"win_score": 1000}).win_score == 1000


@pytest.mark.parametrize("players", [3, 5])
def test_both_hands_accepted_in_solo_and_called_games(players: int) -> None:
    rules = RuleSet.build({"players": players, "nullo_play": "both_hands"})
    assert rules.nullo_play == "both_hands"


# =============================================================================== presets

AUSTRALIAN_TABLE: dict[str, Any] = {
    "variant": "australian", "players": 4, "teams": "2v2", "kitty_size": 3,
    "raise_own_bid": False, "misere": "after_7", "misere_points": 250,
    "eight_spades_overbids_misere": True, "open_misere": "anytime", "open_misere_points": 500,
    "ten_hearts_overbids_open_misere": True, "open_misere_exposed": "after_first_trick",
    "blind_misere": False, "sans_kitty": False, "nullo_play": "own_hand",
    "joker_nomination": True, "joker_follow": "void_only", "joker_lead": "unled_suit",
    "all_pass": "redeal", "must_bid_to_win": True, "defender_cap": 490,
    "misere_defenders_score": False, "win_score": 500, "lose_score": -500,
}
AMERICAN_TABLE: dict[str, Any] = {
    **AUSTRALIAN_TABLE, "variant": "american", "misere": "anytime",
    "ten_hearts_overbids_open_misere": False, "joker_nomination": False,
    "joker_lead": "any_suit", "must_bid_to_win": False, "defender_cap": None,
}


@pytest.mark.parametrize(("options", "table"), [
    ({}, AUSTRALIAN_TABLE),
    ({"preset": "australian"}, AUSTRALIAN_TABLE),
    ({"variant": "australian"}, AUSTRALIAN_TABLE),
    ({"preset": "american"}, AMERICAN_TABLE),
    ({"variant": "american"}, AMERICAN_TABLE),
])
def test_presets_match_the_table_of_section_9(options: dict[str, Any],
                                              table: dict[str, Any]) -> None:
    rules = RuleSet.build(options)
    for name, value in table.items():
        assert getattr(rules, name) == value, name


def test_preset_options_can_be_overridden() -> None:
    rules = RuleSet.build({"preset": "american", "misere": "off", "defender_cap": 480})
    assert rules.variant == "american"
    assert rules.misere == "off" and rules.defender_cap == 480
    assert rules.joker_lead == "any_suit"


def test_spades_preset() -> None:
    rules = RuleSet.build({"game": "spades"})
    assert rules.is_spades and rules.players == 4 and rules.teams == "2v2"
    assert rules.blind_nil is False
    assert (rules.bag_limit, rules.bag_penalty) == (10, 100)
    assert rules.win_score == 500 and rules.lose_score is None
    assert RuleSet.build({"preset": "spades"}).is_spades


# ========================================================= players, teams and the decks

@pytest.mark.parametrize(("options", "size", "present", "absent"), [
    ({}, 43, "4H 4D 5S 5C AS RJ", "4S 4C BJ"),
    ({"kitty_size": 5}, 45, "4S 4C 4H 4D RJ", "BJ"),
    ({"kitty_size": 6}, 46, "4S 4C RJ BJ", ""),
    ({"players": 6}, 63, "2S 2H 10S 11S 12S 11H 12D 13H 13D JS RJ", "13S 13C BJ"),
    ({"players": 6, "kitty_size": 5}, 65, "13S 13C 13H 13D RJ", "BJ"),
    ({"players": 6, "kitty_size": 6}, 66, "13S 13C RJ BJ", ""),
    ({"teams": "3v3", "kitty_size": 5}, 65, "13S 13C RJ", "BJ"),
    ({"players": 3}, 33, "7S 7H AS RJ", "6S 6H BJ"),
    ({"players": 5}, 53, "2S 2H AS AH RJ", "BJ 11S"),
    ({"players": 2}, 33, "7S 7H AS RJ", "6S 6H BJ"),
])
def test_decks(options: dict[str, Any], size: int, present: str, absent: str) -> None:
    rules = RuleSet.build(options)
    state = GameState(rules, seed=5)
    assert len(state.deck) == size
    assert len(set(state.deck)) == size
    for c in cards(present):
        assert c in state.deck, c
    for c in cards(absent):
        assert c not in state.deck, c
    state.deal()
    deal = state.log[-1].deal
    assert len(deal.hands) == rules.players
    assert all(len(h) == 10 for h in deal.hands)
    assert len(deal.kitty) == rules.kitty_size
    assert len(deal.dead) == (10 if rules.players == 2 else 0)
    dealt = [c for h in deal.hands for c in h] + list(deal.kitty) + list(deal.dead)
    assert sorted(dealt) == sorted(state.deck)


@pytest.mark.parametrize(("players", "teams"), [
    (2, "solo"), (3, "solo"), (4, "2v2"), (5, "called"), (6, "2v2v2")])
def test_teams_follow_players(players: int, teams: str) -> None:
    assert RuleSet.build({"players": players}).teams == teams


@pytest.mark.parametrize(("teams", "players"), [
    ("solo", 3), ("2v2", 4), ("called", 5), ("2v2v2", 6), ("3v3", 6)])
def test_players_follow_teams(teams: str, players: int) -> None:
    assert RuleSet.build({"teams": teams}).players == players


@pytest.mark.parametrize(("options", "sides"), [
    ({}, ((0, 2), (1, 3))),
    ({"players": 6}, ((0, 3), (1, 4), (2, 5))),
    ({"teams": "3v3"}, ((0, 2, 4), (1, 3, 5))),
    ({"players": 3}, ((0,), (1,), (2,))),
    ({"players": 2}, ((0,), (1,))),
    ({"players": 5}, ((0,), (1,), (2,), (3,), (4,))),
])
def test_sides(options: dict[str, Any], sides: tuple[tuple[int, ...], ...]) -> None:
    assert RuleSet.build(options).sides == sides


@pytest.mark.parametrize(("options", "sides"), [
    ({"players": 6}, ((0, 3), (1, 4), (2, 5))),
    ({"teams": "3v3"}, ((0, 2, 4), (1, 3, 5))),
    ({"teams": "3v3", "kitty_size": 6}, ((0, 2, 4), (1, 3, 5))),
    ({"players": 3}, ((0,), (1,), (2,))),
])
def test_each_side_scores_its_own_tricks(options: dict[str, Any],
                                         sides: tuple[tuple[int, ...], ...]) -> None:
    """Multi-side games: the contract side scores the value, every other side its tricks."""
    state = game(**options)
    n = state.rules.players
    bid(state, "7S", *["pass"] * (n - 1))
    state.apply(Discard.of(state.log[-1].deal.kitty))
    autoplay(state)
    r = state.log[-1].result
    assert r is not None
    assert len(r.delta) == len(sides)
    contract_side = next(i for i, side in enumerate(sides) if 0 in side)
    for i, side in enumerate(sides):
        taken = sum(r.tricks[s] for s in side)
        if i == contract_side:
            assert r.delta[i] == (140 if taken >= 7 else -140)
        else:
            assert r.delta[i] == 10 * taken


def test_two_players_dead_hand_is_never_used() -> None:
    t = Table({}, players=2)
    assert len(t.dead) == 10
    assert t.state.log[-1].deal.dead == t.dead
    t.bid("6S", "pass")
    t.discard_kitty()
    t.play_out()
    assert len(t.state.tricks) == 10
    assert all(len(cards_) == 2 for _, cards_ in t.state.tricks)
    played = {c for _, trick in t.state.tricks for _, c in trick}
    assert not played & set(t.dead)
    assert len(t.result.delta) == 2


def test_two_players_deal_needs_the_dead_hand() -> None:
    rules = RuleSet.build({"players": 2})
    deck = list(deck_for(2, 3))
    state = GameState(rules, seed=0)
    with pytest.raises(IllegalAction, match="dead hand"):
        state.deal(Deal((tuple(deck[:10]), tuple(deck[10:20])), tuple(deck[20:23]),
                        tuple(deck[23:32])))


def test_six_player_ranks_sit_between_ten_and_jack() -> None:
    """Ranks 11, 12 and 13 sit between the 10 and the jack, in numerical order."""
    t = Table({0: "11S", 1: "10S", 2: "12S", 3: "13S", 4: "2S", 5: "3S"},
              players=6, kitty_size=5)
    t.bid("6NT", "pass", "pass", "pass", "pass", "pass")
    t.discard_kitty()
    t.play("11S")
    t.finish_trick()
    assert t.last_trick_winner() == 3
    t2 = Table({0: "10S", 1: "13S", 2: "JS", 3: "12S", 4: "2S", 5: "3S"},
               players=6, kitty_size=5)
    t2.bid("6NT", "pass", "pass", "pass", "pass", "pass")
    t2.discard_kitty()
    t2.play("10S")
    t2.finish_trick()
    assert t2.last_trick_winner() == 2


def test_left_bower_belongs_to_the_trump_suit() -> None:
    """docs/rules.md, "Card order": in a hearts contract the J♦ is a heart, not a diamond."""
    t = Table({0: "4D 5S 6S 7S 8S 9S 10S JS QS KS", 1: "JD AS 5C 6C 7C 8C 9C 10C JC QC"})
    t.bid("7H", "pass", "pass", "pass")
    t.discard_kitty()
    t.play("4D")
    # Seat 1 holds no diamond (the J♦ is a trump), so it may play anything.
    assert {a.card for a in plays(t.state)} == set(t.state.cards[1])
    t.play("JD")
    t.finish_trick()
    assert t.last_trick_winner() == 1


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


# ====================================================== defender_cap and must_bid_to_win

@pytest.mark.parametrize(("options", "start", "end", "winner"), [
    ({}, 480, 490, None),
    ({"defender_cap": 480}, 460, 480, None),
    ({"defender_cap": 300, "must_bid_to_win": False}, 290, 300, None),
    ({"defender_cap": None}, 480, 490, None),
    ({"defender_cap": None, "must_bid_to_win": False}, 480, 510, 1),
    ({"defender_cap": 490, "must_bid_to_win": False}, 480, 490, None),
    ({"defender_cap": None, "must_bid_to_win": False}, 300, 330, None),
    ({}, 300, 330, None),
    ({}, 495, 495, None),
])
def test_defender_cap_and_must_bid_to_win(options: dict[str, Any], start: int, end: int,
                                          winner: int | None) -> None:
    t = seven_hearts(scores=(0, start), **options)
    assert t.state.scores == [200, end]
    assert t.state.winner == winner


def test_defender_cap_also_for_a_failed_contract() -> None:
    t = seven_nt_failed(scores=(0, 470))
    assert t.state.scores == [-220, 490]
    t = seven_nt_failed(scores=(0, 470), defender_cap=None, must_bid_to_win=False)
    assert t.state.scores == [-220, 510]
    assert t.state.winner == 1


def test_trick_points_function() -> None:
    capped = RuleSet.build({"defender_cap": 490})
    assert trick_points(capped, 480, 3) == 10
    assert trick_points(capped, 495, 3) == 0
    assert trick_points(capped, 0, 4) == 40
    free = RuleSet.build({"defender_cap": None, "must_bid_to_win": False})
    assert trick_points(free, 480, 3) == 30
    bid_to_win = RuleSet.build({"defender_cap": None, "must_bid_to_win": True, "win_score": 300})
    assert trick_points(bid_to_win, 270, 5) == 20
    # Assumed: with a cap above win_score − 10, must_bid_to_win still stops trick points there.
    low_target = RuleSet.build({"defender_cap": 490, "win_score": 300})
    assert trick_points(low_target, 270, 5) == 20


def test_must_bid_to_win_contract_reaches_500() -> None:
    t = seven_hearts(scores=(300, 0))
    assert t.state.scores == [500, 30]
    assert t.state.winner == 0
    assert t.state.phase is Phase.GAME_OVER


def test_several_sides_pass_500_contractor_wins() -> None:
    t = seven_hearts(scores=(300, 480), defender_cap=None, must_bid_to_win=False)
    assert t.state.scores == [500, 510]
    assert t.state.winner == 0


def test_decide_winner_several_sides() -> None:
    rules = RuleSet.build({"players": 3, "defender_cap": None, "must_bid_to_win": False})
    assert decide_winner(rules, [510, 520, 100], preferred=0) == 0
    assert decide_winner(rules, [510, 520, 100], preferred=2) == 1
    assert decide_winner(rules, [510, 510, 100], preferred=None) is None
    assert decide_winner(rules, [510, 510, 100], preferred=2) is None
    assert decide_winner(rules, [490, 480, 100], preferred=0) is None


# ========================================================== misere_defenders_score

@pytest.mark.parametrize("defenders_score", [False, True])
def test_misere_defenders_score(defenders_score: bool) -> None:
    t = misere_hand(MISERE_MADE, misere_defenders_score=defenders_score)
    t.play_out()
    assert t.result.delta == (250, 100 if defenders_score else 0)
    t = misere_hand(MISERE_FAILS, misere_defenders_score=defenders_score)
    t.play_out()
    assert t.result.tricks == (1, 3, 0, 0)
    assert t.result.delta == (-250, 30 if defenders_score else 0)


def test_misere_defenders_score_is_capped() -> None:
    t = Table(MISERE_MADE, MISERE_KITTY, misere="anytime", misere_defenders_score=True,
              scores=[0, 450])
    t.bid("misere", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    assert t.state.scores == [250, 490]


# ================================================================ win_score and lose_score

@pytest.mark.parametrize(("win_score", "winner"), [(500, None), (200, 0), (250, None)])
def test_win_score(win_score: int, winner: int | None) -> None:
    t = seven_hearts(win_score=win_score)
    assert t.state.scores == [200, 30]
    assert t.state.winner == winner
    assert (t.state.phase is Phase.GAME_OVER) is (winner is not None)


@pytest.mark.parametrize(("lose_score", "start", "winner"), [
    (-500, -300, 1),
    (-500, -280, 1),
    (-500, -270, None),
    (None, -300, None),
    ("none", -300, None),
    (-200, -100, 1),
])
def test_lose_score(lose_score: Any, start: int, winner: int | None) -> None:
    t = seven_nt_failed(scores=(start, 0), lose_score=lose_score)
    assert t.state.scores == [start - 220, 40]
    assert t.state.winner == winner


def test_lose_score_with_more_sides() -> None:
    rules = RuleSet.build({"players": 3})
    assert decide_winner(rules, [-510, 200, 100], preferred=None) == 1
    assert decide_winner(rules, [-510, 200, 200], preferred=None) is None
    # Winning takes precedence over losing.
    rules = RuleSet.build({"players": 3, "must_bid_to_win": False, "defender_cap": None})
    assert decide_winner(rules, [500, -510, 600], preferred=0) == 0


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


# ==================================================================== determinism, misc

def test_seeded_deals_are_reproducible_and_deal_rotates() -> None:
    a = game(seed=42)
    b = game(seed=42)
    assert a.log[-1].deal == b.log[-1].deal
    bid(a, "pass", "pass", "pass", "pass")
    a.deal()
    assert a.dealer == 0


def test_illegal_actions_are_value_errors_with_reasons() -> None:
    state = game()
    with pytest.raises(ValueError, match="time to bid"):
        state.apply(Play(C("AS")))
    action: Action = call("6S")
    state.apply(action)
    with pytest.raises(IllegalAction, match="higher than"):
        state.apply(call("6S"))


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3}, {}, {"players": 5},
                                     {"players": 6, "teams": "2v2v2"},
                                     {"players": 6, "teams": "3v3"}, {"game": "spades"}])
def test_every_seat_has_one_side(options) -> None:
    rules = RuleSet.build(options)
    for seat in range(rules.players):
        side = rules.side_with(seat)
        assert seat in side and rules.sides.index(side) == rules.side_of[seat]
    assert sorted(s for side in rules.sides for s in side) == list(range(rules.players))

"""Validation of rule sets (docs/rules.md, "What is refused": options that do not fit are refused
by name), the presets, and how players, teams and decks follow from the options.

Every option has at least one test that fails if the option is ignored.  Deals are fixed where
the outcome matters (tests/core/option_deals.py); auction tests use a seeded shuffled deal.
"""

from __future__ import annotations

from typing import Any

import pytest

from fivehundred_qt.core import (
    Action,
    Deal,
    Discard,
    GameState,
    IllegalAction,
    Play,
    RuleError,
    RuleSet,
    deck_for,
)

from .fixed_deals import C, Table, autoplay, bid, call, cards, game, plays

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
def test_every_seat_has_one_side(options: dict[str, Any]) -> None:
    rules = RuleSet.build(options)
    for seat in range(rules.players):
        side = rules.side_with(seat)
        assert seat in side and rules.sides.index(side) == rules.side_of[seat]
    assert sorted(s for side in rules.sides for s in side) == list(range(rules.players))

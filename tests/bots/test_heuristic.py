"""The heuristic players ``easy`` and ``normal``: the registry, robustness (whole games of every
preset, player count and option mix, every action legal), explanations that match the choice, and
strength (``normal`` beats the random player clearly, and ``easy`` too).  The scenarios from fixed
deals are in test_heuristic_scenarios.py."""

from __future__ import annotations

from typing import Any

import pytest

from fivehundred_qt.bots import LEVELS, SUGGEST_LEVEL, make_player, resolve_level
from fivehundred_qt.bots.heuristic import HeuristicPlayer
from fivehundred_qt.core import (
    BIDS,
    GameState,
    Phase,
    Play,
    RuleSet,
    SeatView,
)
from fivehundred_qt.core.phrases import Phrase
from fivehundred_qt.selfplay import selfplay

from .positions import bid, discard_kitty, start

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

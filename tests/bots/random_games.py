"""Random games in many rule variants, for the bots' tests: the variants by name, and every
decision of seeded random games (``random_games``), whose styles reach misère, no-trump and
thrown-in hands."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fivehundred_qt.core import PASS, Action, Bid, Discard, GameState, Phase, RuleSet

VARIANTS: dict[str, dict[str, Any]] = {
    "australian": {"preset": "australian"},
    "american": {"preset": "american"},
    "players_2": {"players": 2},
    "players_3": {"players": 3, "misere": "anytime"},
    "kitty_6_two_jokers": {"kitty_size": 6, "misere": "anytime"},
    "players_5_called": {"players": 5},
    "players_6_2v2v2": {"players": 6, "misere": "anytime"},
    "players_6_3v3_kitty_6": {"teams": "3v3", "kitty_size": 6, "misere": "anytime"},
    "both_hands": {"misere": "anytime", "nullo_play": "both_hands"},
    "both_hands_3v3": {"teams": "3v3", "kitty_size": 6, "misere": "anytime",
                       "nullo_play": "both_hands", "open_misere_exposed": "before_lead"},
    "jokers_anytime_any_suit": {"joker_follow": "anytime", "joker_lead": "any_suit",
                                "kitty_size": 6, "misere": "anytime"},
    "joker_last_trick": {"joker_lead": "last_trick", "joker_nomination": False, "players": 6,
                         "kitty_size": 6, "misere": "anytime"},
    "all_pass_play_nt": {"all_pass": "play_nt"},
    "sans_kitty_blind": {"sans_kitty": True, "blind_misere": True, "misere": "anytime"},
    "spades": {"game": "spades"},
    "spades_blind_nil": {"game": "spades", "blind_nil": True},
}


def build(name: str) -> RuleSet:
    return RuleSet.build(VARIANTS[name])


def random_action(state: GameState, rng: random.Random, style: int) -> Action:
    """A random legal action; the styles reach misère, no-trump and thrown-in hands."""
    if state.phase is Phase.DISCARD:
        return Discard.of(rng.sample(state.cards[state.to_move], state.rules.kitty_size))
    legal = state.legal_actions()
    if state.phase is Phase.AUCTION and not state.rules.is_spades:
        bids = [b for b in legal if isinstance(b, Bid) and not b.is_pass]
        misere = [b for b in bids if b.is_misere]
        high = getattr(state.auction, "high", None)
        if style == 1:
            if high is not None and rng.random() < 0.7:
                return PASS
            if misere and rng.random() < 0.7:
                return rng.choice(misere)
            nt = [b for b in bids if b.trump == 4]
            if nt and rng.random() < 0.5:
                return nt[0]
        if style == 2 and rng.random() < 0.85:
            return PASS
        if style == 0 and bids and rng.random() < 0.6:
            return rng.choice(bids[:4])
    return legal[rng.randrange(len(legal))]


def random_games(rules: RuleSet, seed: int, hands: int = 2) -> Iterator[GameState]:
    """Play random games; yield the state before every decision."""
    rng = random.Random(seed)
    state = GameState(rules, seed=seed)
    style = seed % 3
    finished = 0
    while True:
        if state.phase is Phase.GAME_OVER:
            return
        if state.phase is Phase.DEAL:
            if finished >= hands:
                return
            finished += 1
            state.deal()
            continue
        yield state
        state.apply(random_action(state, rng, style))

"""Seed records (``fivehundred-record/1``) made by random self-play across varied rule sets:
Australian and American 500 for 2-6 players with every team form and kitty size the rules allow,
misère and sans-kitty options, Spades with and without blind nil; whole games, games stopped
between hands and games cut off mid-auction, mid-discard and mid-play."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from fivehundred_qt.bots import Player, make_player
from fivehundred_qt.core import Action, GameState, Phase, RuleError, RuleSet, SeatView, to_record
from fivehundred_qt.selfplay import play_decisions

TEAMS = ("solo", "2v2", "called", "2v2v2", "3v3")
KITTIES = (3, 5, 6)
OPTIONS_500: dict[str, tuple[Any, ...]] = {
    "misere": ("after_7", "anytime", "off"),
    "misere_points": (250, 210, 230),
    "open_misere": ("anytime", "after_8", "off"),
    "open_misere_points": (500, 330, 430, 520),
    "open_misere_exposed": ("after_first_trick", "before_lead"),
    "blind_misere": (True, False),
    "sans_kitty": (True, False),
    "nullo_play": ("own_hand", "both_hands"),
    "joker_nomination": (True, False),
    "joker_follow": ("void_only", "anytime"),
    "joker_lead": ("unled_suit", "any_suit", "last_trick"),
    "all_pass": ("redeal", "play_nt"),
    "must_bid_to_win": (True, False),
    "raise_own_bid": (True, False),
    "eight_spades_overbids_misere": (True, False),
    "ten_hearts_overbids_open_misere": (True, False),
    "defender_cap": (490, None, 300),
    "misere_defenders_score": (True, False),
    "win_score": (200, 300, 500),
    "lose_score": (-500, None, -200),
}
OPTIONS_SPADES: dict[str, tuple[Any, ...]] = {
    "blind_nil": (True, False),
    "bag_limit": (10, 5, 3),
    "bag_penalty": (100, 50, 0),
    "win_score": (150, 250, 500),
    "lose_score": (None, -200),
}
CURATED: tuple[dict[str, Any], ...] = (
    {"preset": "australian", "misere": "off", "open_misere": "off"},
    {"preset": "australian", "misere": "anytime", "blind_misere": True, "open_misere": "after_8",
     "open_misere_exposed": "before_lead", "nullo_play": "both_hands"},
    {"preset": "australian", "sans_kitty": True, "all_pass": "play_nt", "raise_own_bid": True},
    {"preset": "american", "sans_kitty": True, "misere": "off", "joker_lead": "last_trick"},
    {"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 6, "sans_kitty": True},
    {"preset": "australian", "players": 5, "misere_defenders_score": True, "defender_cap": None},
    {"game": "spades", "blind_nil": True},
    {"game": "spades", "blind_nil": True, "bag_limit": 3, "bag_penalty": 50, "win_score": 150},
    {"game": "spades"},
    {"game": "spades", "win_score": 200, "lose_score": -100},
)
NAMES = ("Ann", "Zoë", "♠ Bot", "", "Ben 2", "李", "Bot 3")
CUTS: tuple[tuple[Phase, ...], ...] = (
    (Phase.AUCTION,), (Phase.PLAY,), (Phase.DISCARD, Phase.JOKER, Phase.PARTNERS, Phase.PLAY))


@dataclass
class Seed:
    """A record made by self-play, ready to mutate."""

    name: str
    texts: tuple[bytes, ...]       # serializations: compact, indented, non-ASCII kept
    players: int


def rule_sets(rng: random.Random) -> list[tuple[str, RuleSet]]:
    """Every team form and kitty size ``RuleSet.build`` allows for both variants (each with a
    few random options), the curated misère, sans-kitty and Spades tables."""
    out: list[tuple[str, RuleSet]] = []
    for preset in ("australian", "american"):
        for players in range(2, 7):
            for teams in TEAMS:
                for kitty in KITTIES:
                    base = {"preset": preset, "players": players, "teams": teams, "kitty_size": kitty}
                    try:
                        RuleSet.build(base)
                    except RuleError:
                        continue
                    opts = dict(base)
                    for name in rng.sample(sorted(OPTIONS_500), rng.randint(0, 4)):
                        opts[name] = rng.choice(OPTIONS_500[name])
                    try:
                        rules = RuleSet.build(opts)
                    except RuleError:
                        opts, rules = base, RuleSet.build(base)
                    out.append((_label(opts), rules))
    for opts in CURATED:
        out.append((_label(opts), RuleSet.build(opts)))
    for _ in range(2):
        opts = {"game": "spades"}
        for name in rng.sample(sorted(OPTIONS_SPADES), rng.randint(1, 3)):
            opts[name] = rng.choice(OPTIONS_SPADES[name])
        try:
            out.append((_label(opts), RuleSet.build(opts)))
        except RuleError:
            pass
    return out


def _label(opts: dict[str, Any]) -> str:
    return " ".join(f"{k}={v}" for k, v in opts.items())


class _WalkedOut(Exception):
    """A ``_Quitter`` left the table: ``play_decisions`` stops where it stood."""


@dataclass
class _Quitter:
    """Plays as ``player`` but, before a decision in one of the ``cut`` phases once ``after``
    hands are finished, walks out (``_WalkedOut``) with chance ``chance``."""

    player: Player
    state: GameState
    cut: tuple[Phase, ...]
    after: int
    chance: float
    rng: random.Random
    name: str = "quitter"

    def choose(self, view: SeatView) -> Action:
        if len(self.state.results) >= self.after and self.state.phase in self.cut \
                and self.rng.random() < self.chance:
            raise _WalkedOut
        return self.player.choose(view)


def play(rules: RuleSet, rng: random.Random, *, hands: int,
         cut: tuple[Phase, ...] | None = None) -> tuple[GameState, str]:
    """Random self-play for at most ``hands`` hands; with ``cut``, stop at a random moment of
    one of those phases (after the first hand or two).  Returns the state and how it ended."""
    state = GameState(rules, seed=rng.randrange(2**32))
    players: list[Player] = [make_player("random", seed=rng.randrange(2**32)) for _ in range(rules.players)]
    cut_after = rng.randint(0, 2)       # drawn for every game, so that a seed's records stay the same
    if cut is not None:
        chance = 0.15 if Phase.AUCTION in cut else 0.08
        players = [_Quitter(p, state, cut, cut_after, chance, rng) for p in players]
    try:
        play_decisions(state, players, hand_limit=hands)
    except _WalkedOut:
        return state, f"cut in hand {len(state.results) + 1} during {state.phase.name.lower()}"
    if state.phase is Phase.GAME_OVER:
        return state, f"whole game ({len(state.results)} hands)"
    return state, f"stopped after {len(state.results)} hands"


def make_seeds(seed: int) -> list[Seed]:
    """Seed records from self-play across ``rule_sets``: for each table a game played to its end
    (or 6 hands), and one cut off mid-auction, mid-play or between the discard and play."""
    rng = random.Random(seed)
    seeds: list[Seed] = []
    for label, rules in rule_sets(rng):
        for cut in (None, rng.choice(CUTS)):
            state, how = play(rules, rng, hands=6 if cut is None else 3, cut=cut)
            names = None
            if rng.random() < 0.5:
                names = [rng.choice(NAMES) for _ in range(rules.players)]
            extra = {"date": "2026-05-09", "app": {"version": "0.1.0"}} if rng.random() < 0.3 else None
            record = to_record(state, names, extra)
            texts = (json.dumps(record, separators=(",", ":")).encode(),
                     json.dumps(record, indent=2).encode(),
                     json.dumps(record, ensure_ascii=False, sort_keys=True).encode())
            seeds.append(Seed(f"{label}: {how}", texts, rules.players))
    return seeds

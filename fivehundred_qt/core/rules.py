"""The rule set: every rule option, its presets, and its validation (docs/rules.md).

A ``RuleSet`` is built once, checked as a whole, and never changes.  Every field has the exact
option name of docs/rules.md and of game records (docs/records.md), so a record's ``rules`` object
maps onto it one to one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from .checks import MAX_MAGNITUDE, in_range, one_of, same_value, shown
from .errors import RuleError

GAMES: Final = ("500", "spades")
PRESETS: Final = ("australian", "american", "spades")

_ENUMS: Final[dict[str, tuple[str, ...]]] = {
    "variant": ("australian", "american"),
    "teams": ("solo", "2v2", "called", "2v2v2", "3v3"),
    "misere": ("after_7", "anytime", "off"),
    "open_misere": ("anytime", "after_8", "off"),
    "open_misere_exposed": ("after_first_trick", "before_lead"),
    "nullo_play": ("own_hand", "both_hands"),
    "joker_follow": ("void_only", "anytime"),
    "joker_lead": ("unled_suit", "any_suit", "last_trick"),
    "all_pass": ("redeal", "play_nt"),
}
_CHOICES: Final[dict[str, tuple[int, ...]]] = {
    "players": (2, 3, 4, 5, 6),
    "kitty_size": (3, 5, 6),
    "misere_points": (250, 210, 230),
    "open_misere_points": (500, 330, 430, 520),
}
_BOOLS: Final = frozenset({
    "raise_own_bid", "eight_spades_overbids_misere", "ten_hearts_overbids_open_misere",
    "blind_misere", "sans_kitty", "joker_nomination", "must_bid_to_win", "misere_defenders_score",
    "blind_nil",
})
_SPADES_ONLY: Final = frozenset({"blind_nil", "bag_limit", "bag_penalty"})
_BOTH: Final = frozenset({"game", "preset", "players", "teams", "win_score", "lose_score"})

DEFAULT_TEAMS: Final = {2: "solo", 3: "solo", 4: "2v2", 5: "called", 6: "2v2v2"}
DEFAULT_PLAYERS: Final = {"solo": 3, "2v2": 4, "called": 5, "2v2v2": 6, "3v3": 6}
_TEAMS_FOR: Final = {2: ("solo",), 3: ("solo",), 4: ("2v2",), 5: ("called",), 6: ("2v2v2", "3v3")}
_KITTY_FOR: Final = {2: (3,), 3: (3,), 4: (3, 5, 6), 5: (3,), 6: (3, 5, 6)}


@dataclass(frozen=True, slots=True)
class RuleSet:
    """All options of one table's rules (docs/rules.md, "Rule options"); build it with ``RuleSet.build``."""

    game: str = "500"
    preset: str = "australian"
    variant: str = "australian"
    players: int = 4
    teams: str = "2v2"
    kitty_size: int = 3
    raise_own_bid: bool = False
    misere: str = "after_7"
    misere_points: int = 250
    eight_spades_overbids_misere: bool = True
    open_misere: str = "anytime"
    open_misere_points: int = 500
    ten_hearts_overbids_open_misere: bool = True
    open_misere_exposed: str = "after_first_trick"
    blind_misere: bool = False
    sans_kitty: bool = False
    nullo_play: str = "own_hand"
    joker_nomination: bool = True
    joker_follow: str = "void_only"
    joker_lead: str = "unled_suit"
    all_pass: str = "redeal"
    must_bid_to_win: bool = True
    defender_cap: int | None = 490
    misere_defenders_score: bool = False
    win_score: int = 500
    lose_score: int | None = -500
    blind_nil: bool = False
    bag_limit: int = 10
    bag_penalty: int = 100

    # ----------------------------------------------------------------- building
    @classmethod
    def build(cls, options: Mapping[str, Any] | None = None, /, **kwargs: Any) -> RuleSet:
        """Rules from a record's ``rules`` object (or keywords), checked as a whole.

        Raises ``RuleError`` naming the option and its allowed values.
        """
        opts: dict[str, Any] = dict(options or {})
        opts.update(kwargs)
        for key in ("defender_cap", "lose_score"):
            if same_value(opts.get(key), "none"):
                opts[key] = None
        field_names = {f.name for f in dataclasses.fields(cls)}
        for name in opts:
            if name not in field_names:
                raise RuleError(name, f"unknown option {shown(name)}; options are: "
                                + ", ".join(sorted(field_names)))
        for name, value in opts.items():
            _check_type(name, value)
        game = opts.get("game")
        preset = opts.get("preset")
        if game is None:
            game = "spades" if preset == "spades" else "500"
        if game == "spades":
            if preset not in (None, "spades"):
                raise RuleError("preset", f"preset {shown(preset)} is not a Spades preset; allowed: spades")
            for name in opts:
                if name not in _SPADES_ONLY and name not in _BOTH:
                    raise RuleError(name, f"option {shown(name)} does not apply to Spades; Spades options "
                                    "are: " + ", ".join(sorted(_SPADES_ONLY | _BOTH)))
            base = SPADES_PRESET
        else:
            for name in opts:
                if name in _SPADES_ONLY:
                    raise RuleError(name, f"option {shown(name)} is a Spades option and does not "
                                    "apply to 500")
            if preset is None:
                preset = opts.get("variant", "australian")
            if preset == "spades":
                raise RuleError("preset", "preset 'spades' needs game 'spades'; "
                                "allowed for 500: australian, american")
            base = AUSTRALIAN if preset == "australian" else AMERICAN
        values = dataclasses.asdict(base)
        values.update(opts)
        values["game"] = game
        values["preset"] = base.preset
        # players and teams default from each other (docs/rules.md, "Players, seats and teams").
        if game == "500":
            if "players" in opts and "teams" not in opts:
                values["teams"] = DEFAULT_TEAMS[opts["players"]]
            elif "teams" in opts and "players" not in opts:
                values["players"] = DEFAULT_PLAYERS[opts["teams"]]
        rules = cls(**values)
        rules._validate()
        return rules

    def _validate(self) -> None:
        if self.game == "spades":
            if self.players != 4:
                raise RuleError("players", "Spades is played by 4 players; allowed: 4")
            if self.teams != "2v2":
                raise RuleError("teams", "Spades is played 2v2; allowed: 2v2")
        else:
            allowed_teams = _TEAMS_FOR[self.players]
            if self.teams not in allowed_teams:
                raise RuleError("teams", f"teams {shown(self.teams)} does not fit {self.players} players; "
                                "allowed: " + ", ".join(allowed_teams))
            allowed_kitty = _KITTY_FOR[self.players]
            if self.kitty_size not in allowed_kitty:
                raise RuleError("kitty_size", f"kitty_size {self.kitty_size} does not fit "
                                f"{self.players} players; allowed: "
                                + ", ".join(str(k) for k in allowed_kitty))
            if self.variant == "american" and self.raise_own_bid:
                raise RuleError("raise_own_bid", "raise_own_bid applies only to the australian "
                                "variant; allowed with american: false")
            if self.defender_cap is not None and self.defender_cap <= 0:
                raise RuleError("defender_cap", "defender_cap must be a positive number or none")
        if self.win_score <= 0:
            raise RuleError("win_score", "win_score must be a positive number")
        if self.lose_score is not None and self.lose_score >= self.win_score:
            raise RuleError("lose_score", f"lose_score must be below win_score ({self.win_score}) "
                            "or none")
        if self.bag_limit <= 0:
            raise RuleError("bag_limit", "bag_limit must be a positive number")
        if self.bag_penalty < 0:
            raise RuleError("bag_penalty", "bag_penalty must be zero or a positive number")

    # ---------------------------------------------------------------- derived
    @property
    def is_spades(self) -> bool:
        return self.game == "spades"

    @property
    def hand_size(self) -> int:
        return 13 if self.game == "spades" else 10

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The scoring sides, each a tuple of seats (the summary's ``teams``, docs/records.md)."""
        n = self.players
        if self.teams == "2v2":
            return ((0, 2), (1, 3))
        if self.teams == "2v2v2":
            return ((0, 3), (1, 4), (2, 5))
        if self.teams == "3v3":
            return ((0, 2, 4), (1, 3, 5))
        return tuple((s,) for s in range(n))

    @property
    def side_of(self) -> tuple[int, ...]:
        """Each seat's side: its index in ``sides``."""
        out = [0] * self.players
        for i, seats in enumerate(self.sides):
            for seat in seats:
                out[seat] = i
        return tuple(out)

    def side_with(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s side, itself among them."""
        return self.sides[self.side_of[seat]]

    @property
    def inkle_seats(self) -> int:
        """How many of the first callers may bid at the 6 level (American)."""
        return self.players // 2

    def to_record(self) -> dict[str, Any]:
        """The record's ``rules`` object: game, preset, and every option that differs from it."""
        base = SPADES_PRESET if self.game == "spades" else (
            AUSTRALIAN if self.preset == "australian" else AMERICAN)
        out: dict[str, Any] = {"game": self.game, "preset": self.preset}
        for f in dataclasses.fields(self):
            if f.name in ("game", "preset"):
                continue
            value = getattr(self, f.name)
            if value != getattr(base, f.name):
                out[f.name] = value
        return out


def _check_type(name: str, value: Any) -> None:
    """Each option's exact JSON type and allowed values (``4.0`` players or ``true`` points are refused)."""
    if name == "game":
        if not one_of(value, GAMES):
            raise RuleError(name, f"game {shown(value)} is not known; allowed: \"500\", spades")
    elif name == "preset":
        if not one_of(value, PRESETS):
            raise RuleError(name, f"preset {shown(value)} is not known; allowed: " + ", ".join(PRESETS))
    elif name in _ENUMS:
        if not one_of(value, _ENUMS[name]):
            raise RuleError(name, f"{name} {shown(value)} is not allowed; allowed: "
                            + ", ".join(_ENUMS[name]))
    elif name in _CHOICES:
        if not one_of(value, _CHOICES[name]):
            raise RuleError(name, f"{name} {shown(value)} is not allowed; allowed: "
                            + ", ".join(str(v) for v in _CHOICES[name]))
    elif name in _BOOLS:
        if not isinstance(value, bool):
            raise RuleError(name, f"{name} must be true or false, not {shown(value)}")
    elif name in ("defender_cap", "lose_score"):
        if value is not None and not same_value(value, "none") and not in_range(value):
            raise RuleError(name, f"{name} must be a whole number (at most {MAX_MAGNITUDE:,} "
                            f"either way) or none, not {shown(value)}")
    elif name in ("win_score", "bag_limit", "bag_penalty"):
        if not in_range(value):
            raise RuleError(name, f"{name} must be a whole number (at most {MAX_MAGNITUDE:,} "
                            f"either way), not {shown(value)}")


AUSTRALIAN: Final = RuleSet()
AMERICAN: Final = dataclasses.replace(
    AUSTRALIAN, preset="american", variant="american", misere="anytime",
    ten_hearts_overbids_open_misere=False, joker_nomination=False, joker_lead="any_suit",
    must_bid_to_win=False, defender_cap=None)
SPADES_PRESET: Final = dataclasses.replace(AUSTRALIAN, game="spades", preset="spades",
                                           lose_score=None)


def rules_from(options: Mapping[str, Any] | str | None = None) -> RuleSet:
    """Rules from a preset name or a record's ``rules`` object (``"none"`` read as no limit)."""
    if options is None:
        return AUSTRALIAN
    if isinstance(options, str):
        if not one_of(options, PRESETS):
            raise RuleError("preset", f"preset {shown(options)} is not known; allowed: "
                            + ", ".join(PRESETS))
        return RuleSet.build({"preset": options})
    if not isinstance(options, Mapping):
        raise RuleError("rules", "rules must be an object of options or a preset name")
    return RuleSet.build(options)

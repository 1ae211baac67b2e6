"""Preferences: the table the player last set up, and how the app looks and moves.

Stored as ``preferences.json`` in the config directory (``app_dirs().config``), written
atomically.  A damaged file is set aside, never lost, and defaults are used (see ``storage``).
Pure Python (no Qt): window geometry and state are kept as the base64 text of Qt's byte arrays.
"""

from __future__ import annotations

import base64
import binascii
import copy
import getpass
import os
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from .core.checks import in_range, kind_of, one_of
from .core.errors import RuleError
from .core.rules import RuleSet
from .inputs import InputError
from .storage import APP_NAME, HOME_ENV, AppDirs, StrPath, app_dirs, atomic_write_text, dumps, read_json_file

__all__ = [
    "ANIMATION_SPEEDS", "DEFAULT_RULES", "HOME_ENV", "PREFERENCES_VERSION", "SEAT_KINDS", "SEAT_NAMES",
    "TIME_LIMITS", "AppDirs", "PreferenceError", "Preferences", "SeatSetup", "TableSetup", "account_name",
    "app_dirs", "default_seats", "is_name", "load_preferences", "preferences_path", "save_preferences",
]

PREFERENCES_VERSION: Final = 1
PREFERENCES_FILENAME: Final = "preferences.json"
ANIMATION_SPEEDS: Final = ("instant", "fast", "normal", "slow")
TIME_LIMITS: Final = (None, 7, 15, 30, 60)
SEAT_KINDS: Final = ("human", "computer")
DEFAULT_RULES: Final[dict[str, Any]] = {"game": "500", "preset": "australian"}
# Seat 0 sits at the bottom of the table; play goes clockwise, so seat 1 is on the left.
SEAT_NAMES: Final[dict[int, tuple[str, ...]]] = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
    5: ("You", "West", "North-West", "North-East", "East"),
    6: ("You", "West", "North-West", "North", "North-East", "East"),
}
MAX_NAME_LENGTH: Final = 40
ACCOUNT_NAME_LENGTH: Final = 24
"""The longest name taken from the system account: what a network table accepts."""

_LEVEL: Final = re.compile(r"[a-z][a-z0-9_]{0,19}")
_CARD_BACK: Final = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")
_LANGUAGE: Final = re.compile(r"[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*")


class PreferenceError(InputError):
    """A preference of the wrong type or out of range; ``field`` names it (``table.seats[2].kind``)."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(f"{field_name}: {message}")
        self.field = field_name


def preferences_path() -> Path:
    return app_dirs().config / PREFERENCES_FILENAME


# ---------------------------------------------------------------------------------------- checks
def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PreferenceError(where, f"must be an object, not {kind_of(value)}")
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise PreferenceError(where, f"must be true or false, not {value!r}")
    return value


def _choice(value: Any, where: str, allowed: tuple[Any, ...]) -> Any:
    if not one_of(value, allowed):
        shown = ", ".join("null" if a is None else str(a) for a in allowed)
        raise PreferenceError(where, f"{value!r} is not allowed; allowed: {shown}")
    return value


def _name(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise PreferenceError(where, f"must be a non-empty name, not {value!r}")
    if len(value) > MAX_NAME_LENGTH:
        raise PreferenceError(where, f"must be at most {MAX_NAME_LENGTH} characters long")
    if any(unicodedata.category(c).startswith("C") for c in value):
        raise PreferenceError(where, "must not contain control characters")
    return value


def is_name(value: Any) -> bool:
    """Whether ``value`` is a name the preferences keep (a seat's or the player's)."""
    try:
        _name(value, "name")
    except PreferenceError:
        return False
    return True


def _pattern(value: Any, where: str, pattern: re.Pattern[str], what: str) -> str:
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise PreferenceError(where, f"must be {what}, not {value!r}")
    return value


def _base64(value: Any, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise PreferenceError(where, f"must be base64 text or null, not {kind_of(value)}")
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise PreferenceError(where, "is not valid base64 text") from None
    return value


def account_name() -> str:
    """The player's name as this computer knows it: the full name of their system account (the
    first part of the passwd entry's GECOS field), else their login name, else "Player".

    A full name too long for a network table is cut to its first words that fit."""
    candidates: list[str] = []
    try:  # no pwd on Windows: the login name only
        import pwd
        entry = pwd.getpwuid(os.getuid())
        candidates += [entry.pw_gecos.split(",")[0], entry.pw_name]
    except (ImportError, KeyError):                  # no such module, or no entry for this user
        pass
    try:
        candidates.append(getpass.getuser())
    except (OSError, KeyError):                      # no login name in the environment either
        pass
    for candidate in candidates:
        name = _fitted(" ".join(candidate.split()))
        if name and is_name(name):
            return name
    return "Player"


def _fitted(name: str) -> str:
    """``name``, or as many of its first words as fit ``ACCOUNT_NAME_LENGTH``, or its start."""
    if len(name) <= ACCOUNT_NAME_LENGTH:
        return name
    words = name.split(" ")
    kept = ""
    for word in words:
        longer = f"{kept} {word}" if kept else word
        if len(longer) > ACCOUNT_NAME_LENGTH:
            break
        kept = longer
    return kept or name[:ACCOUNT_NAME_LENGTH]


# ----------------------------------------------------------------------------------------- table
@dataclass
class SeatSetup:
    """Who sits in one seat: a human at this computer or a computer player of some ``level``."""

    name: str
    kind: str
    level: str = "normal"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, obj: Any, where: str = "seat") -> SeatSetup:
        data = _object(obj, where)
        for key in ("name", "kind"):
            if key not in data:
                raise PreferenceError(f"{where}.{key}", "is missing")
        return cls(name=_name(data["name"], f"{where}.name"),
                   kind=_choice(data["kind"], f"{where}.kind", SEAT_KINDS),
                   level=_pattern(data.get("level", "normal"), f"{where}.level", _LEVEL,
                                  "a computer player level such as 'normal'"))


def default_seats(players: int = 4, say: Callable[[str], str] = str) -> list[SeatSetup]:
    """You in seat 0, computer players of level normal in the others, named by where they sit
    (``SEAT_NAMES``, each put in the player's language by ``say``)."""
    names = SEAT_NAMES.get(players) or ("You", *(f"Player {n}" for n in range(2, players + 1)))
    return [SeatSetup(say(name), "human" if seat == 0 else "computer")
            for seat, name in enumerate(names)]


@dataclass
class TableSetup:
    """The table the player sets up before a game: rules, seats, hints and time limits."""

    rules: dict[str, Any] = field(default_factory=lambda: dict(DEFAULT_RULES))
    seats: list[SeatSetup] = field(default_factory=default_seats)
    suggestions: bool = True
    bid_time: int | None = None
    play_time: int | None = None

    def rule_set(self) -> RuleSet:
        """The rules as the core checks them; raises ``RuleError`` naming the option at fault."""
        return RuleSet.build(self.rules)

    def with_rules(self, rules: dict[str, Any]) -> TableSetup:
        """This set-up under other rules, with seats added (computer players) or dropped to fit.

        Raises ``RuleError`` when the rules are refused.
        """
        players = RuleSet.build(rules).players
        defaults = default_seats(players)
        seats = [copy.copy(s) for s in self.seats[:players]] + defaults[len(self.seats):]
        # A name nobody typed (a default seat name) follows the new seating: with 6 players the
        # fourth seat is North-East, not the East it was at a table of 4.
        standard = {name for names in SEAT_NAMES.values() for name in names}
        for seat, default in zip(seats, defaults, strict=True):
            if seat.name in standard:
                seat.name = default.name
        return TableSetup(copy.deepcopy(rules), seats, self.suggestions, self.bid_time, self.play_time)

    def to_json(self) -> dict[str, Any]:
        """The JSON form; raises ``PreferenceError`` (a ``ValueError``) if any field is out of range."""
        # Anything a careless caller put in is passed on as it is, for from_json to name.
        seats = ([s.to_json() if isinstance(s, SeatSetup) else s for s in self.seats]
                 if isinstance(self.seats, list) else self.seats)
        data = {"rules": copy.deepcopy(self.rules), "seats": seats,
                "suggestions": self.suggestions, "bid_time": self.bid_time, "play_time": self.play_time}
        TableSetup.from_json(data)
        return data

    @classmethod
    def from_json(cls, obj: Any, where: str = "table") -> TableSetup:
        """Checks every field (missing ones take their defaults); raises ``PreferenceError``."""
        data = _object(obj, where)
        default = cls()
        rules = copy.deepcopy(_object(data.get("rules", default.rules), f"{where}.rules"))
        try:
            players = RuleSet.build(rules).players
        except RuleError as exc:
            raise PreferenceError(f"{where}.rules.{exc.option}", str(exc)) from None
        seats_in = data["seats"] if "seats" in data else [s.to_json() for s in default_seats(players)]
        if not isinstance(seats_in, list):
            raise PreferenceError(f"{where}.seats", f"must be a list, not {kind_of(seats_in)}")
        if len(seats_in) != players:
            raise PreferenceError(f"{where}.seats", f"lists {len(seats_in)} seats, but the rules are for "
                                  f"{players} players")
        seats = [SeatSetup.from_json(s, f"{where}.seats[{i}]") for i, s in enumerate(seats_in)]
        return cls(rules=rules, seats=seats,
                   suggestions=_bool(data.get("suggestions", default.suggestions), f"{where}.suggestions"),
                   bid_time=_choice(data.get("bid_time"), f"{where}.bid_time", TIME_LIMITS),
                   play_time=_choice(data.get("play_time"), f"{where}.play_time", TIME_LIMITS))


# ----------------------------------------------------------------------------------- preferences
@dataclass
class Preferences:
    """Everything the app remembers between runs except games and statistics."""

    version: int = PREFERENCES_VERSION
    table: TableSetup = field(default_factory=TableSetup)
    player_name: str = field(default_factory=account_name)
    """The name others see at a network table (the Host and Join dialogs offer it, and keep the
    one given); at first the system account's name."""
    animation_speed: str = "normal"
    four_colour: bool = False
    card_back: str = "blue"
    window_geometry: str | None = None
    window_state: str | None = None
    language: str = ""
    hold_tricks: bool = False
    """A finished trick stays on the table until the player clicks (or presses a key)."""
    play_last_card: bool = False
    """The player's last card of a hand, the only one left to play, is played by itself."""
    large_cards: bool = False
    """The player's own hand and the trick drawn larger (low vision)."""
    high_contrast: bool = False
    """Strong outlines and plain black and white on the table."""

    def to_json(self) -> dict[str, Any]:
        """The JSON form; raises ``PreferenceError`` (a ``ValueError``) if any field is out of range."""
        table = self.table.to_json() if isinstance(self.table, TableSetup) else self.table
        data = {"version": self.version, "table": table, "player_name": self.player_name,
                "animation_speed": self.animation_speed, "four_colour": self.four_colour,
                "card_back": self.card_back, "window_geometry": self.window_geometry,
                "window_state": self.window_state, "language": self.language,
                "hold_tricks": self.hold_tricks, "play_last_card": self.play_last_card,
                "large_cards": self.large_cards,
                "high_contrast": self.high_contrast}
        Preferences.from_json(data)
        return data

    @classmethod
    def from_json(cls, obj: Any) -> Preferences:
        """Checks every field; raises ``PreferenceError`` naming the first bad one.

        ``version`` is required; other missing fields take their defaults, and keys this version
        does not know are ignored (a later version may have added them).
        """
        data = _object(obj, "preferences")
        if "version" not in data:
            raise PreferenceError("version", "is missing")
        version = data["version"]
        if not in_range(version, 1):
            raise PreferenceError("version", f"must be a whole number from 1, not {version!r}")
        if version > PREFERENCES_VERSION:
            raise PreferenceError("version", f"the file was written by a newer version of {APP_NAME} "
                                  f"(file version {version}; this version reads {PREFERENCES_VERSION})")
        d = cls()
        return cls(
            version=version,
            table=TableSetup.from_json(data["table"]) if "table" in data else d.table,
            player_name=_name(data.get("player_name", d.player_name), "player_name"),
            animation_speed=_choice(data.get("animation_speed", d.animation_speed), "animation_speed",
                                    ANIMATION_SPEEDS),
            four_colour=_bool(data.get("four_colour", d.four_colour), "four_colour"),
            card_back=_pattern(data.get("card_back", d.card_back), "card_back", _CARD_BACK,
                               "a card back name such as 'blue'"),
            window_geometry=_base64(data.get("window_geometry"), "window_geometry"),
            window_state=_base64(data.get("window_state"), "window_state"),
            language=_language(data.get("language", d.language)),
            hold_tricks=_bool(data.get("hold_tricks", d.hold_tricks), "hold_tricks"),
            play_last_card=_bool(data.get("play_last_card", d.play_last_card), "play_last_card"),
            large_cards=_bool(data.get("large_cards", d.large_cards), "large_cards"),
            high_contrast=_bool(data.get("high_contrast", d.high_contrast), "high_contrast"),
        )


def _language(value: Any) -> str:
    if value == "":
        return ""
    return _pattern(value, "language", _LANGUAGE, "a language code such as 'en' or 'pt_BR', or \"\"")


# ------------------------------------------------------------------------------------------ files
def load_preferences(path: StrPath | None = None) -> tuple[Preferences, str | None]:
    """The saved preferences, or defaults; and a warning to show if the file was damaged.

    A damaged file (not JSON, a wrong type, a future version, rules the core refuses), or one
    that cannot be read, is renamed to ``preferences.json.damaged-<UTC time>`` beside it, never
    deleted, so that the preferences saved at close do not replace it.
    """
    source = Path(path) if path is not None else preferences_path()
    prefs, warning = read_json_file(source, Preferences.from_json, what="The preferences file",
                                    fallback="the default preferences are used", unreadable="set aside")
    return (prefs if prefs is not None else Preferences()), warning


def save_preferences(prefs: Preferences, path: StrPath | None = None) -> None:
    """Write atomically, creating directories; a bad field raises ``PreferenceError`` before any write."""
    target = Path(path) if path is not None else preferences_path()
    atomic_write_text(target, dumps(prefs.to_json()))

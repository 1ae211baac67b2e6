"""Preferences: every field survives a round trip, every bad field is named, damaged files are kept."""

from __future__ import annotations

import base64
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt import settings, storage
from fivehundred_qt.core import AUSTRALIAN, SPADES_PRESET, RuleError, RuleSet
from fivehundred_qt.settings import (
    ANIMATION_SPEEDS,
    TIME_LIMITS,
    PreferenceError,
    Preferences,
    SeatSetup,
    TableSetup,
    app_dirs,
    default_seats,
    load_preferences,
    preferences_path,
    save_preferences,
)

from .test_storage import aside_files, run_as_a_player

DAMAGED = re.compile(r"^preferences\.json\.damaged-\d{8}T\d{6}Z(-\d+)?$")


def listing(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


def everything_changed() -> Preferences:
    """Preferences with every field away from its default."""
    rules = RuleSet.build({"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 5,
                           "lose_score": None}).to_record()
    seats = [SeatSetup("Zoë", "human"), SeatSetup("Bot A", "computer", "hard"),
             SeatSetup("Ben", "human"), SeatSetup("Bot B", "computer", "easy"),
             SeatSetup("Cleo", "human", "normal"), SeatSetup("Bot C", "computer", "random")]
    return Preferences(
        version=1,
        table=TableSetup(rules=rules, seats=seats, suggestions=False, bid_time=15, play_time=60),
        player_name="Zoë ♠",
        animation_speed="slow",
        four_colour=True,
        card_back="red",
        window_geometry=base64.b64encode(bytes(range(256))).decode(),
        window_state=base64.b64encode(b"\x00\xff state").decode(),
        language="pt_BR",
        hold_tricks=True,
        play_last_card=True,
        large_cards=True,
        high_contrast=True,
    )


# ------------------------------------------------------------------------------------- defaults
def test_paths_follow_the_override(home: Path) -> None:
    assert settings.app_dirs is storage.app_dirs
    assert app_dirs().config == home / "config"
    assert preferences_path() == home / "config" / "preferences.json"


def test_defaults() -> None:
    prefs = Preferences()
    assert prefs.version == 1
    assert prefs.player_name == settings.account_name()     # see test_player_name.py
    assert prefs.animation_speed == "normal"
    assert prefs.four_colour is False
    assert prefs.card_back == "blue"
    assert prefs.window_geometry is None and prefs.window_state is None
    assert prefs.language == ""
    assert prefs.hold_tricks is False and prefs.play_last_card is False
    assert prefs.large_cards is False and prefs.high_contrast is False
    table = prefs.table
    assert table.rules == {"game": "500", "preset": "australian"}
    assert table.rule_set() == AUSTRALIAN
    assert table.seats == [SeatSetup("You", "human", "normal"), SeatSetup("West", "computer", "normal"),
                           SeatSetup("North", "computer", "normal"), SeatSetup("East", "computer", "normal")]
    assert table.suggestions is True
    assert table.bid_time is None and table.play_time is None


def test_defaults_are_not_shared() -> None:
    a, b = Preferences(), Preferences()
    a.table.rules["preset"] = "american"
    a.table.seats[1].name = "Changed"
    assert b.table.rules == {"game": "500", "preset": "australian"}
    assert b.table.seats[1].name == "West"
    assert settings.DEFAULT_RULES == {"game": "500", "preset": "australian"}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_default_seats_for_every_table(players: int) -> None:
    seats = default_seats(players)
    assert len(seats) == players
    assert seats[0] == SeatSetup("You", "human")
    assert all(s.kind == "computer" and s.level == "normal" for s in seats[1:])
    assert len({s.name for s in seats}) == players


def test_missing_file_gives_defaults_quietly(home: Path) -> None:
    assert load_preferences() == (Preferences(), None)
    assert not home.exists(), "loading writes nothing"


# ------------------------------------------------------------------------------------ round trip
def test_every_field_round_trips(home: Path) -> None:
    prefs = everything_changed()
    save_preferences(prefs)
    loaded, warning = load_preferences()
    assert warning is None
    assert loaded == prefs
    assert loaded.table.rule_set() == prefs.table.rule_set()
    assert listing(home / "config") == ["preferences.json"], "no temporary file left"
    on_disk = json.loads((home / "config" / "preferences.json").read_text(encoding="utf-8"))
    assert on_disk["version"] == 1
    assert on_disk["table"]["seats"][0] == {"name": "Zoë", "kind": "human", "level": "normal"}
    assert on_disk == prefs.to_json()


def test_every_field_differs_from_its_default() -> None:
    changed, default = everything_changed().to_json(), Preferences().to_json()
    for key in default:
        if key != "version":
            assert changed[key] != default[key], key
    for key in default["table"]:
        assert changed["table"][key] != default["table"][key], key


@pytest.mark.parametrize("speed", ANIMATION_SPEEDS)
@pytest.mark.parametrize("limit", TIME_LIMITS)
def test_every_speed_and_time_limit_round_trips(speed: str, limit: int | None) -> None:
    prefs = Preferences(animation_speed=speed, table=TableSetup(bid_time=limit, play_time=limit))
    save_preferences(prefs)
    assert load_preferences() == (prefs, None)


@pytest.mark.parametrize("rules", [
    {"game": "500", "preset": "australian"},
    {"game": "500", "preset": "american"},
    {"game": "spades", "preset": "spades", "blind_nil": True, "bag_penalty": 50},
    {"preset": "australian", "players": 3},
    {"preset": "australian", "players": 5, "misere": "off", "defender_cap": None},
    {"game": "500", "preset": "australian", "lose_score": "none", "raise_own_bid": True},
])
def test_rule_sets_round_trip(rules: dict[str, Any]) -> None:
    players = RuleSet.build(rules).players
    prefs = Preferences(table=TableSetup(rules=rules, seats=default_seats(players)))
    save_preferences(prefs)
    loaded, warning = load_preferences()
    assert warning is None
    assert loaded.table.rules == rules
    assert loaded.table.rule_set() == RuleSet.build(rules)


def test_save_creates_directories_and_takes_a_path(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "er" / "prefs.json"
    save_preferences(everything_changed(), target)
    assert load_preferences(target) == (everything_changed(), None)
    assert load_preferences(str(target)) == (everything_changed(), None)


def test_to_json_is_a_copy() -> None:
    prefs = Preferences()
    data = prefs.to_json()
    data["table"]["rules"]["preset"] = "american"
    data["table"]["seats"][0]["name"] = "Other"
    assert prefs.table.rules["preset"] == "australian"
    assert prefs.table.seats[0].name == "You"
    again = Preferences.from_json(prefs.to_json())
    again.table.rules["preset"] = "american"
    assert prefs.table.rules["preset"] == "australian"


def test_missing_fields_take_defaults_and_unknown_keys_are_ignored() -> None:
    assert Preferences.from_json({"version": 1}) == Preferences()
    assert Preferences.from_json({"version": 1, "sound": "loud", "table": {"future": 1}}) == Preferences()
    table = TableSetup.from_json({"rules": {"game": "spades"}})
    assert table.seats == default_seats(4)
    table = TableSetup.from_json({"rules": {"preset": "australian", "players": 6}})
    assert [s.name for s in table.seats] == ["You", "West", "North-West", "North", "North-East", "East"]
    assert SeatSetup.from_json({"name": "A", "kind": "computer"}).level == "normal"


# ------------------------------------------------------------------------------------- the table
def test_rule_set_raises_rule_error() -> None:
    with pytest.raises(RuleError) as info:
        TableSetup(rules={"game": "500", "players": 3, "kitty_size": 5}).rule_set()
    assert info.value.option == "kitty_size"


def test_with_rules_fits_the_seats() -> None:
    table = TableSetup(seats=[SeatSetup("Ann", "human"), SeatSetup("Bob", "human"),
                              SeatSetup("C", "computer", "hard"), SeatSetup("D", "computer")],
                       suggestions=False, bid_time=7)
    six = table.with_rules({"game": "500", "preset": "american", "players": 6})
    assert [s.name for s in six.seats] == ["Ann", "Bob", "C", "D", "North-East", "East"]
    assert six.seats[4].kind == "computer"
    assert (six.suggestions, six.bid_time) == (False, 7)
    three = table.with_rules({"players": 3})
    assert [s.name for s in three.seats] == ["Ann", "Bob", "C"]
    three.seats[0].name = "Changed"
    assert table.seats[0].name == "Ann"
    assert TableSetup.from_json(six.to_json()) == six
    assert table.with_rules({"game": "spades"}).rule_set() == SPADES_PRESET
    with pytest.raises(RuleError):
        table.with_rules({"players": 7})


# ------------------------------------------------------------------------------------ validation
FOUR_SEATS = [s.to_json() for s in default_seats(4)]

BAD_FIELDS: list[tuple[dict[str, Any], str]] = [
    ({"version": 0}, "version"),
    ({"version": "1"}, "version"),
    ({"version": True}, "version"),
    ({"version": 1.0}, "version"),
    ({"version": 2}, "version"),
    ({"player_name": ""}, "player_name"),
    ({"player_name": "   "}, "player_name"),
    ({"player_name": 5}, "player_name"),
    ({"player_name": "x" * 41}, "player_name"),
    ({"player_name": "Ann\nBob"}, "player_name"),
    ({"animation_speed": "warp"}, "animation_speed"),
    ({"animation_speed": None}, "animation_speed"),
    ({"four_colour": 1}, "four_colour"),
    ({"four_colour": "true"}, "four_colour"),
    ({"large_cards": 1}, "large_cards"),
    ({"large_cards": None}, "large_cards"),
    ({"high_contrast": "yes"}, "high_contrast"),
    ({"high_contrast": 0}, "high_contrast"),
    ({"card_back": ""}, "card_back"),
    ({"card_back": "../../etc/passwd"}, "card_back"),
    ({"card_back": 3}, "card_back"),
    ({"window_geometry": "not base64!"}, "window_geometry"),
    ({"window_geometry": 12}, "window_geometry"),
    ({"window_state": "abc"}, "window_state"),
    ({"window_state": ["AA=="]}, "window_state"),
    ({"language": "english please"}, "language"),
    ({"language": None}, "language"),
    ({"table": []}, "table"),
    ({"table": {"rules": "australian"}}, "table.rules"),
    ({"table": {"rules": {"game": "500", "players": 3, "kitty_size": 5}}}, "table.rules.kitty_size"),
    ({"table": {"rules": {"game": "chess"}}}, "table.rules.game"),
    ({"table": {"rules": {"preset": "australian", "bag_limit": 5}}}, "table.rules.bag_limit"),
    ({"table": {"rules": {"game": "500", "colour": "red"}}}, "table.rules.colour"),
    ({"table": {"seats": "four"}}, "table.seats"),
    ({"table": {"seats": []}}, "table.seats"),
    ({"table": {"rules": {"game": "500", "players": 6}, "seats": FOUR_SEATS}}, "table.seats"),
    ({"table": {"seats": [None, {}, {}, {}]}}, "table.seats[0]"),
    ({"table": {"seats": [{"kind": "human"}] * 4}}, "table.seats[0].name"),
    ({"table": {"seats": [{"name": "A"}] * 4}}, "table.seats[0].kind"),
    ({"table": {"seats": [{"name": "A", "kind": "human"}] * 3 + [{"name": "B", "kind": "robot"}]}},
     "table.seats[3].kind"),
    ({"table": {"seats": [{"name": "A", "kind": "human"}] * 3 + [{"name": "B", "kind": "computer",
                                                                   "level": "Very Hard!"}]}},
     "table.seats[3].level"),
    ({"table": {"seats": [{"name": "", "kind": "human"}] * 4}}, "table.seats[0].name"),
    ({"table": {"suggestions": "yes"}}, "table.suggestions"),
    ({"table": {"bid_time": 10}}, "table.bid_time"),
    ({"table": {"bid_time": "15"}}, "table.bid_time"),
    ({"table": {"bid_time": 15.0}}, "table.bid_time"),
    ({"table": {"bid_time": True}}, "table.bid_time"),
    ({"table": {"play_time": 0}}, "table.play_time"),
    ({"table": {"play_time": -7}}, "table.play_time"),
]


def _with(changes: dict[str, Any]) -> dict[str, Any]:
    data = Preferences().to_json()
    for key, value in changes.items():
        if key == "table" and isinstance(value, dict):
            data["table"] = {**data["table"], **value}
            if "rules" in value and "seats" not in value:
                del data["table"]["seats"]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(("changes", "field"), BAD_FIELDS)
def test_from_json_names_the_bad_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(PreferenceError) as info:
        Preferences.from_json(_with(changes))
    assert info.value.field == field
    assert str(info.value).startswith(field + ":")
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("obj", [None, [], "prefs", 1, {}])
def test_from_json_needs_an_object_with_a_version(obj: Any) -> None:
    with pytest.raises(PreferenceError):
        Preferences.from_json(obj)


def test_future_version_is_explained() -> None:
    with pytest.raises(PreferenceError, match="newer version"):
        Preferences.from_json({"version": 2})


def test_good_values_pass() -> None:
    for language in ("", "en", "de", "pt_BR", "zh-Hant", "sr_RS_latin"):
        assert Preferences.from_json({"version": 1, "language": language}).language == language
    for geometry in ("", "AdnQywADAAAAAAA=", base64.b64encode(b"x" * 100).decode()):
        assert Preferences.from_json({"version": 1, "window_geometry": geometry}).window_geometry == geometry


@pytest.mark.parametrize(("changes", "field"), BAD_FIELDS)
def test_saving_bad_preferences_raises_and_keeps_the_old_file(home: Path, changes: dict[str, Any],
                                                              field: str) -> None:
    save_preferences(everything_changed())
    path = preferences_path()
    before = path.read_bytes()
    bad = _bad_prefs(changes)
    with pytest.raises(PreferenceError) as info:
        save_preferences(bad)
    assert info.value.field == field
    assert path.read_bytes() == before
    assert listing(path.parent) == ["preferences.json"]


def _bad_prefs(changes: dict[str, Any]) -> Preferences:
    """A Preferences object holding the bad value, as a buggy caller might build it."""
    prefs = Preferences()
    for key, value in changes.items():
        if key == "table":
            if not isinstance(value, dict):
                prefs.table = value
                continue
            for tkey, tvalue in value.items():
                if tkey == "seats" and isinstance(tvalue, list):
                    tvalue = [SeatSetup(**s) if isinstance(s, dict) and {"name", "kind"} <= set(s) else s
                              for s in tvalue]
                setattr(prefs.table, tkey, tvalue)
            if "rules" in value and "seats" not in value:
                try:
                    prefs.table.seats = default_seats(RuleSet.build(value["rules"]).players)
                except (ValueError, TypeError):
                    pass
        else:
            setattr(prefs, key, value)
    return prefs


def test_write_failure_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    save_preferences(everything_changed())
    path = preferences_path()
    before = path.read_bytes()

    def full(*args: Any) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, "replace", full)
        save_preferences(Preferences())
    assert path.read_bytes() == before
    assert listing(path.parent) == ["preferences.json"]
    assert load_preferences() == (everything_changed(), None)


# ------------------------------------------------------------------------------- damaged files
def _file(obj: Any) -> bytes:
    return json.dumps(obj).encode()


DAMAGED_FILES: list[tuple[bytes, str]] = [
    (b"", "empty"),
    (b"{\"version\": 1, \"player_name\": ", "not valid JSON"),
    (b"\xff\xfeJ\x00S\x00", "not UTF-8"),
    (b"[\"version\", 1]", "must be an object"),
    (b"null", "must be an object"),
    (_file({"player_name": "Ann"}), "version: is missing"),
    (_file({"version": 2, "player_name": "Ann"}), "newer version"),
    (_file({"version": 1, "four_colour": "yes"}), "four_colour"),
    (_file({"version": 1, "animation_speed": 3}), "animation_speed"),
    (_file({"version": 1, "table": {"rules": {"game": "500", "players": 3, "kitty_size": 5}}}),
     "kitty_size 5 does not fit 3 players"),
    (_file({"version": 1, "table": {"rules": {"game": "500", "players": 6}, "seats": FOUR_SEATS}}),
     "lists 4 seats, but the rules are for 6 players"),
    (_file({"version": 1, "table": {"seats": [{"name": "A", "kind": "alien"}] * 4}}), "table.seats[0].kind"),
    (_file({"version": 1, "table": {"bid_time": 45}}), "table.bid_time"),
    (_file({"version": 1, "window_geometry": "***"}), "window_geometry"),
]


@pytest.mark.parametrize(("content", "reason"), DAMAGED_FILES)
def test_damaged_preferences_are_set_aside(home: Path, content: bytes, reason: str) -> None:
    path = preferences_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    prefs, warning = load_preferences()
    assert prefs == Preferences()
    assert warning is not None
    kept = [p for p in path.parent.iterdir() if p.name != "preferences.json"]
    assert len(kept) == 1 and DAMAGED.match(kept[0].name), listing(path.parent)
    assert kept[0].read_bytes() == content, "the damaged file is kept byte for byte"
    assert not path.exists()
    assert reason in warning
    assert str(kept[0]) in warning and "default preferences are used" in warning
    # saving again starts a fresh file and the damaged copy stays
    save_preferences(prefs)
    assert load_preferences() == (Preferences(), None)
    assert kept[0].read_bytes() == content
    assert sorted(listing(path.parent)) == sorted(["preferences.json", kept[0].name])


def test_two_damaged_files_are_both_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    path = preferences_path()
    path.parent.mkdir(parents=True)
    warnings = []
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        warnings.append(load_preferences()[1])
    kept = sorted(p for p in path.parent.iterdir())
    assert sorted(p.read_bytes() for p in kept) == [b"first", b"second", b"third"]
    assert all(w is not None and "damaged" in w for w in warnings)


def test_unreadable_preferences_are_reported_and_not_moved() -> None:
    path = preferences_path()
    path.mkdir(parents=True)           # a directory where the file should be
    prefs, warning = load_preferences()
    assert prefs == Preferences()
    assert warning is not None and "could not be read" in warning
    assert path.is_dir()


@pytest.fixture
def as_a_player() -> Any:
    with run_as_a_player() as run:
        yield run


def test_preferences_that_cannot_be_read_are_kept_and_not_replaced_at_close(as_a_player) -> None:
    # A mode-000 preferences.json was replaced by the defaults when the window closed.
    result = as_a_player("""
        import json, os, stat
        from fivehundred_qt.settings import Preferences, load_preferences, preferences_path, save_preferences
        prefs = Preferences()
        prefs.animation_speed = "slow"
        save_preferences(prefs)
        path = preferences_path()
        path.chmod(0)
        loaded, warning = load_preferences()
        save_preferences(loaded)                 # as the window does at close
        _, later = load_preferences()            # the next start
        print(json.dumps({"warning": warning, "speed": loaded.animation_speed, "later": later,
                          "mode": stat.S_IMODE(os.stat(path).st_mode)}))
    """)
    assert "could not be read" in result["warning"] and result["speed"] == "normal"
    kept = aside_files(as_a_player.home / "config" / "preferences.json")
    assert len(kept) == 1 and str(kept[0]) in result["warning"]
    assert json.loads(kept[0].read_text(encoding="utf-8"))["animation_speed"] == "slow"
    assert result["later"] is None and result["mode"] & 0o600 == 0o600

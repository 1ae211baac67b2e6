"""The in-memory loaders, fed arbitrary JSON (and arbitrary text), fail only with the project's own errors.

The loaders: rules (``RuleSet.build``, ``rules_from``), records (``replay``), actions
(``action_from_record``), preferences (``Preferences.from_json``), ``parse_json`` and
``parse_rules_arg``.  Two kinds of input for each loader:

- arbitrary JSON values (huge and negative integers, whole floats such as ``4.0``, infinities,
  texts with lone surrogates, nested lists and objects with the keys the loaders look for);
- valid objects (rules, records, preferences, actions) with one or two values replaced, deleted
  or added at a random place: a float for an int, a bool for an int, a list for an object.  Most
  real bugs hide there, one step from a valid input.

What comes out must be the loader's own error (``RuleError``, ``RecordError``,
``PreferenceError``, ``InputError``; ``ValueError`` for one action), never ``TypeError``,
``KeyError``, ``RecursionError``... and what a loader *accepts* must be usable: exact types (a
rule set's ``players`` is an ``int``, never ``4.0``), savable again, loaded again to the same value.
The file loaders are tested in ``test_file_loaders_property``; the strategies, valid starting
points and checks both use are in ``loader_strategies``.

Runs in about 15 seconds.  ``--hypothesis-show-statistics`` shows, per test, how many examples
each loader accepted and refused.
"""

from __future__ import annotations

import dataclasses
import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st

from fivehundred_qt.core import FORMAT, RecordError, RuleError, RuleSet, replay, rules_from
from fivehundred_qt.core.actions import action_from_record
from fivehundred_qt.core.checks import MAX_DEPTH, depth
from fivehundred_qt.inputs import InputError, parse_json, parse_rules_arg
from fivehundred_qt.settings import PreferenceError, Preferences

from .loader_strategies import (
    HOSTILE_TEXTS,
    INTERESTING,
    RULE_FIELDS,
    VALID_RULES,
    check_preferences,
    check_replayed,
    check_ruleset,
    fast,
    interesting,
    json_bytes,
    json_objects,
    json_texts,
    json_values,
    neighbours,
    one_of_list,
    perturbed,
    records,
    refused,
    to_bytes,
    valid_actions,
    valid_preferences,
    valid_rules,
)


# ==================================================================================== rules
@fast(250)
@given(json_objects)
@example({"players": 4.0})
@example({"players": True})
@example({"kitty_size": 3.0, "players": 4})
@example({"win_score": 10**30})
@example({"defender_cap": 490.0})
@example({"lose_score": "none", "defender_cap": "none"})
@example({"game": "spades", "variant": "american"})
@example({"teams": ["3v3"]})
@example({"players": {"4": 4}})
def test_rules_build_arbitrary_objects(obj: dict[str, Any]) -> None:
    failed, rules = refused(RuleSet.build, obj, allowed=RuleError)
    if not failed:
        check_ruleset(rules)
    failed, rules = refused(rules_from, obj, allowed=RuleError)
    if not failed:
        check_ruleset(rules)


def _accepted_alone(name: str, value: Any) -> bool:
    for game in ("500", "spades"):
        try:
            RuleSet.build({"game": game, name: value})
            return True
        except RuleError:
            pass
    return False


@cache
def option_values() -> dict[str, list[Any]]:
    """For each option, the values (of the interesting ones and the presets') it takes on its own."""
    out: dict[str, list[Any]] = {}
    for f in dataclasses.fields(RuleSet):
        candidates = [*INTERESTING, *(getattr(RuleSet.build({"preset": p}), f.name)
                                      for p in ("australian", "american", "spades"))]
        unique = {(type(v), v): v for v in candidates if not isinstance(v, (list, dict))}
        out[f.name] = [v for v in unique.values() if _accepted_alone(f.name, v)] or [None]
    return out


def confusions(value: Any) -> list[Any]:
    """What a careless writer puts for ``value``: 4.0 or true for 4, 1 for true, "4" or [4] for 4."""
    out: list[Any] = [str(value), [value], {"value": value}]
    if type(value) is int:
        out += [float(value), value == 1, value + 0.5]
    elif type(value) is bool:
        out += [int(value), float(value), str(value).lower()]
    elif type(value) is str:
        out += [value.upper(), f" {value}", value.replace("_", " ")]
        if value.isascii() and value.lstrip("-").isdigit():
            out += [int(value), float(value)]
    return out


@st.composite
def rules_one_step_off(draw: st.DrawFn) -> dict[str, Any]:
    """A valid rules object with one to three options changed: to a value the option takes, to
    that value's float, bool or text form (``4.0``, ``true``, ``"4"``), or to anything."""
    obj = dict(draw(st.sampled_from(VALID_RULES)))
    for _ in range(draw(st.integers(1, 3))):
        name = draw(st.sampled_from(RULE_FIELDS))
        valid = draw(one_of_list(lambda name=name: option_values()[name]))
        kind = draw(st.sampled_from(["valid", "confused", "confused", "near", "any"]))
        if kind == "valid":
            obj[name] = valid
        elif kind == "confused":
            obj[name] = draw(one_of_list(lambda valid=valid: confusions(valid)))
        elif kind == "near":
            obj[name] = draw(neighbours(obj.get(name, getattr(RuleSet(), name))))
        else:
            obj[name] = draw(st.one_of(interesting, json_values))
    return obj


@fast(500)
@given(st.one_of(rules_one_step_off(), perturbed(valid_rules, max_changes=3)))
def test_rules_build_near_valid_objects(obj: Any) -> None:
    failed, rules = refused(rules_from, obj, allowed=RuleError)
    if not failed:
        check_ruleset(rules)
    if isinstance(obj, dict):
        failed, rules = refused(RuleSet.build, obj, allowed=RuleError)
        if not failed:
            check_ruleset(rules)


def test_rules_every_option_with_every_confusion() -> None:
    """Exhaustively: each valid rules object, each option, each value it takes, and each careless
    form of that value (``4.0``, ``true``, ``"4"``, ``[4]``...)."""
    for base in VALID_RULES:
        for name in RULE_FIELDS:
            for valid in option_values()[name]:
                for value in (valid, *confusions(valid)):
                    obj = {**base, name: value}
                    try:
                        failed, rules = refused(RuleSet.build, obj, allowed=RuleError)
                        if not failed:
                            check_ruleset(rules)
                    except Exception as exc:
                        raise AssertionError(f"RuleSet.build({obj!r})") from exc


@fast(200)
@given(json_values)
@example("spades")
@example("Spades")
@example(4)
@example(["australian"])
def test_rules_from_any_value(value: Any) -> None:
    failed, rules = refused(rules_from, value, allowed=RuleError)
    if not failed:
        check_ruleset(rules)


# ================================================================================== records
record_like = st.fixed_dictionaries(
    {},
    optional={"format": st.one_of(st.just(FORMAT), json_values),
              "rules": st.one_of(st.sampled_from(VALID_RULES), rules_one_step_off(), json_values),
              "players": json_values,
              "hands": st.one_of(json_values, st.lists(json_objects, max_size=3)),
              "table": json_values})


@fast(200)
@given(st.one_of(json_values, record_like), st.one_of(st.none(), st.integers(-2, 50)))
@example({"format": FORMAT, "rules": {"game": "500", "players": 4.0}}, None)
@example({"format": FORMAT, "rules": {"game": "500"}, "hands": [{"dealer": 0.0}]}, None)
@example({"format": FORMAT, "rules": {"game": "500"}, "hands": [{"dealer": True}]}, None)
@example({"format": FORMAT, "rules": {"game": "500"}, "hands": [{"dealer": 0, "deal": []}]}, None)
def test_replay_arbitrary_values(record: Any, stop_after: int | None) -> None:
    failed, state = refused(replay, record, stop_after=stop_after, allowed=RecordError)
    if not failed:
        check_replayed(state)


@fast(400)
@given(st.data(), st.one_of(st.none(), st.integers(0, 300)))
def test_replay_near_valid_records(data: st.DataObject, stop_after: int | None) -> None:
    record = data.draw(perturbed(records))
    failed, state = refused(replay, record, stop_after=stop_after, allowed=RecordError)
    if not failed:
        check_replayed(state)


@st.composite
def action_objects(draw: st.DrawFn) -> tuple[Any, bool]:
    """An action object (arbitrary, or a valid one perturbed) and whether the game is Spades."""
    if draw(st.booleans()):
        obj = draw(st.one_of(json_values, json_objects.map(lambda d: {"seat": 0, **d})))
        return obj, draw(st.booleans())
    base, spades = draw(one_of_list(valid_actions))
    return draw(perturbed(lambda: [base])), spades


@fast(300)
@given(action_objects())
@example(({"seat": 0, "bid": 5.0}, True))
@example(({"seat": 0, "bid": True}, True))
@example(({"seat": 0.0, "play": "AS"}, False))
@example(({"seat": 0, "partners": [1.0]}, False))
@example(({"seat": 0, "joker_suit": ["S"]}, False))
@example(({"seat": 0, "play": ["AS"]}, False))
@example(({"seat": 0, "play": "RJ", "lead_suit": ["S"]}, False))
def test_action_from_record(case: tuple[Any, bool]) -> None:
    obj, spades = case
    failed, result = refused(action_from_record, obj, spades=spades, allowed=ValueError)
    if not failed:
        seat, action = result
        assert type(seat) is int
        assert action_from_record({"seat": seat, **action.to_record()}, spades=spades) == (seat, action)


# ============================================================================== preferences
@fast(300)
@given(st.one_of(json_values, json_objects.map(lambda d: {"version": 1, **d}),
                 perturbed(valid_preferences, max_changes=3)))
@example({"version": 1.0})
@example({"version": True})
@example({"version": 1, "table": {"rules": {"players": 4.0}}})
@example({"version": 1, "table": {"rules": {"teams": "3v3"}}})
@example({"version": 1, "table": {"bid_time": 7.0}})
@example({"version": 1, "window_geometry": "\ud800"})
@example({"version": 1, "player_name": "\ud800"})
def test_preferences_from_json(obj: Any) -> None:
    failed, prefs = refused(Preferences.from_json, obj, allowed=PreferenceError)
    if not failed:
        check_preferences(prefs)


# ============================================================================== parse_json

def only_json(value: Any) -> None:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            assert all(type(k) is str for k in item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        else:
            assert item is None or type(item) in (bool, int, float, str), repr(item)


@fast(500)
@given(st.one_of(json_texts, json_bytes, one_of_list(lambda: HOSTILE_TEXTS),
                 one_of_list(lambda: HOSTILE_TEXTS).map(lambda t: t.encode("utf-8", "surrogatepass"))))
@example(b"\xef\xbb\xbf" + b"[" * 100_000)
@example(b"\xff\xfe[\x001\x00]\x00")
@example(b"\xed\xa0\x80")
def test_parse_json(data: str | bytes) -> None:
    failed, value = refused(parse_json, data, allowed=InputError)
    if not failed:
        assert depth(value) <= MAX_DEPTH
        only_json(value)


# ========================================================================= parse_rules_arg
def _nul_or_surrogate(text: str) -> bool:
    return "\x00" in text or any("\ud800" <= c <= "\udfff" for c in text)


RULES_ARGS = [
    "australian", "american", "spades", " spades\n", "Spades", "SPADES", "500", "", "none", "{", "}", "{}",
    '{"players": 4.0}', '{"players": 4}', '{"players": true}', "{" * 100_000, '{"a":' * 50_000,
    "{" + "9" * 5000, '{"win_score": 1e400}', '{"win_score": NaN}', "/nonexistent/rules.json", "rules.json",
    "no/such/dir", "./", "/", ".json", "x" * 5000 + ".json", "/" * 5000, "~/rules.json",
]
rules_texts = st.one_of(
    st.one_of(json_objects, rules_one_step_off(), perturbed(valid_rules), st.sampled_from(VALID_RULES))
    .map(json.dumps),
    st.text(max_size=30),
    one_of_list(lambda: RULES_ARGS),
    st.text(max_size=20).map(lambda t: t + ".json"),
    st.text(max_size=20).map(lambda t: "/" + t),
).filter(lambda t: not _nul_or_surrogate(t))


@fast(400)
@given(rules_texts)
def test_parse_rules_arg(text: str) -> None:
    failed, rules = refused(parse_rules_arg, text, allowed=RuleError)
    if not failed:
        check_ruleset(rules)


@fast(300)
@given(st.one_of(json_bytes, st.one_of(json_values, perturbed(valid_rules)).map(to_bytes)))
def test_parse_rules_arg_reads_any_file(contents: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "rules.json"
        path.write_bytes(contents)
        failed, rules = refused(parse_rules_arg, str(path), allowed=RuleError)
        if not failed:
            check_ruleset(rules)
        failed, _ = refused(parse_rules_arg, tmp, allowed=RuleError)   # a folder
        assert failed


odd_paths = st.tuples(st.text(max_size=8), st.sampled_from(["\x00", "\ud800", "\udfff", "\udc80"]),
                      st.text(max_size=8), st.sampled_from(["{}.json", "/{}", "./{}/rules.json"])
                      ).map(lambda t: t[3].format(t[0] + t[1] + t[2]))


@fast(100)
@given(odd_paths)
@example("a\x00.json")
@example("\ud800.json")
def test_parse_rules_arg_paths_with_nul_or_lone_surrogates(text: str) -> None:
    # Kept apart from test_parse_rules_arg: a NUL or a lone surrogate reaches os.open, whose
    # ValueError ("embedded null byte") or UnicodeEncodeError read_bounded does not catch (it
    # catches OSError).  A path no file system takes should still be only a RuleError.
    refused(parse_rules_arg, text, allowed=RuleError)


"""What the loader property tests share (``test_loaders_property``, ``test_file_loaders_property``).

- hypothesis strategies: arbitrary JSON values and objects with the keys the loaders look for
  (``json_values``, ``json_objects``), the interesting values (``INTERESTING``...), values one step
  from a given one (``neighbours``), valid objects with one to a few values replaced, deleted or
  added (``perturbed``), JSON texts and bytes (``json_texts``, ``json_bytes``, ``HOSTILE_TEXTS``);
- the valid starting points: rules, records (played games of every table shape), actions,
  preferences and statistics;
- the checks: ``refused`` (a loader fails only with the errors it is allowed), and what an
  accepted value must be (``check_ruleset``, ``check_preferences``, ``check_replayed``);
- ``fast``, the hypothesis settings every test uses.

Not a test module: pytest does not collect it.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import math
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import FORMAT, GameState, Phase, RuleSet, replay, summary, to_record
from fivehundred_qt.core.checks import MAX_DEPTH, MAX_MAGNITUDE
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup
from fivehundred_qt.storage import dumps


def fast(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                           HealthCheck.data_too_large, HealthCheck.filter_too_much])


# =========================================================================== JSON values
RULE_FIELDS = [f.name for f in dataclasses.fields(RuleSet)]
KNOWN_KEYS = sorted({
    *RULE_FIELDS,
    "format", "rules", "players", "hands", "dealer", "deal", "kitty", "dead", "actions", "table",
    "seat", "bid", "sans_kitty", "discard", "partners", "joker_suit", "play", "lead_suit",
    "version", "player_name", "animation_speed", "four_colour", "card_back", "window_geometry",
    "window_state", "language", "seats", "suggestions", "bid_time", "play_time", "name", "kind",
    "level", "games", "contracts", "played", "won", "made", "500", "spades", "australian 4p", "suit",
    "nil",
})
INTERESTING_INTS = [0, 1, -1, 2, 3, 4, 5, 6, 7, 9, 10, 13, 14, 15, 30, 60, 100, 210, 230, 250, 330, 430, 490,
                    500, 520, 1000, -500,
                    MAX_MAGNITUDE, MAX_MAGNITUDE + 1, -MAX_MAGNITUDE, -MAX_MAGNITUDE - 1, 2**31, 2**63,
                    10**30, -10**30, 10**308, 10**400]
INTERESTING_FLOATS = [0.0, -0.0, 1.0, 2.0, 3.0, 4.0, 4.5, 5.0, 6.0, 10.0, 250.0, 500.0, -500.0, 1e9, 1e30,
                      1e308, math.inf, -math.inf]
INTERESTING_TEXTS = [
    "", " ", "none", "None", "null", "true", "4", "500", "spades", "australian", "american", "solo",
    "2v2", "called", "2v2v2", "3v3", "after_7", "after_8", "anytime", "off", "after_first_trick",
    "before_lead", "own_hand", "both_hands", "void_only", "unled_suit", "any_suit", "last_trick", "redeal",
    "play_nt", "pass", "7NT", "6S", "10NT", "10H",
    "misere", "open_misere", "blind_misere", "nil", "blind_nil", "13", "AS", "10D", "12S", "RJ", "BJ",
    "S", "C", "D", "H", "NT", "human", "computer", "normal", "random", "blue", "en", "pt_BR", "AAAA",
    "=", "instant", FORMAT, "fivehundred-record/2", "australian 4p", "\ud800", "\udfff\ud800", "\x00",
    "\ufeff", "\u202e", "é" * 41, "x" * 1000,
]
INTERESTING = [*INTERESTING_INTS, *INTERESTING_FLOATS, *INTERESTING_TEXTS, None, True, False, [], {}]


def one_of_list(bases: Callable[[], list[Any]]) -> st.SearchStrategy[Any]:
    """A copy of one of ``bases()``, drawn by index: a failure's report names the function instead
    of printing every value (some are thousands of characters long)."""
    return st.integers(0, len(bases()) - 1).map(lambda i: copy.deepcopy(bases()[i]))


def to_bytes(value: Any) -> bytes:
    """Any generated value as the bytes of a file (infinities as ``Infinity``, lone surrogates kept)."""
    return json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")


interesting = one_of_list(lambda: INTERESTING)
keys = st.one_of(st.sampled_from(KNOWN_KEYS), st.text(max_size=6))
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-10**40, max_value=10**40),
    st.floats(allow_nan=False),      # no NaN in JSON (parse_json refuses it); 1e400 does give inf
    interesting,
    st.text(st.characters(exclude_categories=()), max_size=12),   # lone surrogates too
)
json_values = st.recursive(
    scalars,
    lambda kids: st.one_of(st.lists(kids, max_size=5), st.dictionaries(keys, kids, max_size=5)),
    max_leaves=12,
)
json_objects = st.dictionaries(keys, json_values, max_size=6)


def neighbours(old: Any) -> st.SearchStrategy[Any]:
    """Values one step from ``old``: its float, bool, text and list forms, its neighbours, its size."""
    near: list[Any] = [None, True, False, [old], {"x": old}, str(old)[:200]]
    if type(old) is int:
        near += [old + 1, old - 1, -old, old * 10**30, old + MAX_MAGNITUDE, 10**400, bool(old)]
        if abs(old) < 10**308:
            near.append(float(old))
    elif type(old) is bool:
        near += [int(old), float(old), str(old).lower(), not old]
    elif type(old) is str:
        near += [old.upper(), old.title(), f" {old}", f"{old} ", old * 2, old[:-1], old + "\ud800"]
        if old.isascii() and old.isdigit():
            near += [int(old), float(old)]
    elif isinstance(old, list):
        near += [[], old[:-1], old + old[:1], old[::-1], old[:1] * 2, {str(i): x for i, x in enumerate(old)}]
    elif isinstance(old, dict):
        near += [{}, list(old.values()), list(old), {k: None for k in old}]
    elif isinstance(old, float):
        near += [int(old) if math.isfinite(old) else 10**400]
    return st.one_of(one_of_list(lambda: near), interesting, json_values)


def _children(node: Any) -> list[Any]:
    return list(node) if isinstance(node, dict) else list(range(len(node)))


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, (dict, list)):
        for k in _children(value):
            yield from _paths(value[k], (*prefix, k))


@st.composite
def perturbed(draw: st.DrawFn, bases: Callable[[], list[Any]], max_changes: int = 2) -> Any:
    """One of ``bases()`` with 1 to ``max_changes`` values replaced, deleted or added at random places.

    (A function, not the list, so that a failure's report names it instead of printing every record.)
    """
    choices = bases()
    obj = copy.deepcopy(choices[draw(st.integers(0, len(choices) - 1))])
    for _ in range(draw(st.integers(1, max_changes))):
        if draw(st.booleans()):
            # a random walk from the top: shallow (structural) places as often as deep ones
            path: tuple[Any, ...] = ()
            node = obj
            while isinstance(node, (dict, list)) and node and draw(st.integers(0, 3)):
                k = draw(st.sampled_from(_children(node)))
                path, node = (*path, k), node[k]
        else:
            path = draw(st.sampled_from(list(_paths(obj))))
        old = obj
        for k in path:
            old = old[k]
        new = draw(neighbours(old))
        op = draw(st.sampled_from(["replace", "replace", "replace", "delete", "add"]))
        if not path:
            obj = new
            continue
        parent = obj
        for k in path[:-1]:
            parent = parent[k]
        last = path[-1]
        if op == "replace":
            parent[last] = new
        elif op == "delete":
            del parent[last]
        elif isinstance(old, dict):
            old[draw(keys)] = new
        elif isinstance(old, list):
            old.insert(draw(st.integers(0, len(old))), new)
        else:
            parent[last] = new
    return obj


# ===================================================================== JSON texts and bytes
TOKENS = ["[", "]", "{", "}", ",", ":", '"a"', '"', "1", "-", "0", ".", "e", "E", "+", "9" * 5000, "1e400",
          "NaN", "Infinity", "-Infinity", "true", "null", '"\\ud800"', '"\\udfff"', "\\", "\ufeff", " ", "\n",
          "\x00", "\ud800", "é"]
json_texts = st.one_of(
    st.text(st.characters(exclude_categories=()), max_size=60),
    st.lists(one_of_list(lambda: TOKENS), max_size=30).map("".join),
    json_values.map(json.dumps),
    json_values.map(lambda v: json.dumps(v, ensure_ascii=False)),
    st.integers(0, 3 * MAX_DEPTH).map(lambda n: "[" * n + "]" * n),
    st.integers(0, 3 * MAX_DEPTH).map(lambda n: '{"a":' * n + "1" + "}" * n),
)
json_bytes = st.one_of(
    st.binary(max_size=80),
    json_texts.map(lambda t: t.encode("utf-8", "surrogatepass")),
    json_texts.map(lambda t: b"\xef\xbb\xbf" + t.encode("utf-8", "surrogatepass")),
    json_values.map(lambda v: json.dumps(v).encode("utf-16")),
)
HOSTILE_TEXTS = [
    "[" * 100_000, "[" * 100_000 + "]" * 100_000, '{"a":' * 50_000,
    "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "NaN", "[NaN]", "Infinity", "-Infinity", '{"a": Infinity}',
    "9" * 5000, "-" + "9" * 5000, "0." + "9" * 5000,
    "1e99999", '"\\ud800"', '"\\udfff\\ud800"', '["\\ud800", {"\\ud800": 1}]', "\ufeff[1]", "\ufeff", "",
    " \n\t ", "\x00", '{"a": 1, "a": 2}', "[1,]", "01", "1 2",
]


# ===================================================================== valid starting points
VALID_RULES: list[dict[str, Any]] = [
    {"game": "500", "preset": "australian"},
    {"preset": "american"},
    {"game": "spades"},
    {"game": "spades", "preset": "spades", "bag_limit": 5, "blind_nil": True},
    {"players": 6, "teams": "3v3", "kitty_size": 6},
    {"players": 5},
    {"players": 2, "defender_cap": "none", "lose_score": None},
    {"game": "500", "preset": "american", "misere": "off", "win_score": 1000, "lose_score": -1000},
]


def _play(opts: dict[str, Any], seed: int, *, hands: int = 2, limit: int = 400) -> GameState:
    state = GameState(RuleSet.build(opts), seed=seed)
    player = make_player("random", seed=seed)
    done = 0
    while not state.is_over and done < limit:
        if state.phase is Phase.DEAL:
            if len(state.log) >= hands:
                break
            state.deal()
            continue
        state.apply(player.choose(state.view(state.decider)))
        done += 1
    return state


@cache
def records() -> list[dict[str, Any]]:
    """Valid records of every table shape, with every kind of action, some finished, some not."""
    out: list[dict[str, Any]] = []
    kinds: set[str] = set()
    for opts, seed, hands, limit in [({}, 1, 2, 400), ({}, 2, 1, 400), ({"players": 5}, 0, 2, 400),
                                     ({"players": 2}, 11, 2, 400), ({"game": "spades"}, 0, 1, 60),
                                     ({"teams": "3v3", "kitty_size": 6, "preset": "american"}, 0, 1, 400),
                                     ({"players": 3}, 16, 2, 30),
                                     ({"win_score": 40, "lose_score": -40}, 3, 60, 10_000)]:
        state = _play(opts, seed, hands=hands, limit=limit)
        names = [f"P{s}" for s in range(state.rules.players)]
        seats = [SeatSetup(n, "human" if s == 0 else "computer") for s, n in enumerate(names)]
        table = TableSetup(rules=state.rules.to_record(), seats=seats)
        record = to_record(state, players=names, extra={"table": table.to_json()})
        kinds |= {k for h in record["hands"] for a in h["actions"] for k in a}
        out.append(json.loads(json.dumps(record)))
    assert {"bid", "discard", "partners", "joker_suit", "play", "lead_suit"} <= kinds, kinds
    return out


def valid_actions() -> list[tuple[dict[str, Any], bool]]:
    seen: dict[str, tuple[dict[str, Any], bool]] = {}
    for record in records():
        spades = record["rules"]["game"] == "spades"
        for hand in record["hands"]:
            for action in hand["actions"]:
                seen.setdefault(json.dumps([action, spades], sort_keys=True), (action, spades))
    return list(seen.values())


VALID_PREFERENCES: list[dict[str, Any]] = [
    Preferences().to_json(),
    Preferences(table=TableSetup().with_rules({"game": "500", "preset": "american", "players": 6,
                                               "teams": "3v3", "kitty_size": 6}),
                player_name="Zoë", animation_speed="fast", four_colour=True, card_back="red-2",
                window_geometry="AAAA", window_state="", language="pt_BR").to_json(),
    Preferences(table=TableSetup(rules={"game": "spades"}, bid_time=15, play_time=None,
                                 suggestions=False)).to_json(),
]
VALID_STATISTICS: list[dict[str, Any]] = [
    {"version": 1,
     "games": {"500": {"australian 4p": {"played": 3, "won": 1}, "american 6p 3v3": {"played": 1, "won": 0}},
               "spades": {"spades": {"played": 2, "won": 2}}},
     "contracts": {"suit": {"bid": 4, "made": 2}, "nil": {"bid": 1, "made": 0},
                   "misere": {"bid": 0, "made": 0}}},
    {"version": 1},
    {"version": 2,
     "games": {"500": {"australian 4p": {"played": 2, "won": 1},
                       "australian 4p to 300": {"played": 1, "won": 1}}},
     "assisted": {"500": {"australian 4p": {"played": 1, "won": 0}},
                  "spades": {"spades to 250": {"played": 1, "won": 1}}},
     "contracts": {"sans_kitty": {"bid": 1, "made": 1}}},
]


def valid_rules() -> list[dict[str, Any]]:
    return VALID_RULES


def valid_preferences() -> list[dict[str, Any]]:
    return VALID_PREFERENCES


def valid_statistics() -> list[dict[str, Any]]:
    return VALID_STATISTICS


# =============================================================================== the checks
Errors = type[BaseException] | tuple[type[BaseException], ...]


def refused(loader: Callable[..., Any], *args: Any, allowed: Errors, **kwargs: Any) -> tuple[bool, Any]:
    """``(False, result)``, or ``(True, None)`` when ``loader`` raised one of ``allowed``.

    Any other exception propagates, so hypothesis shrinks it and shows its traceback.
    """
    name = getattr(loader, "__qualname__", "loader")
    note = event if currently_in_test_context() else lambda _: None
    try:
        result = loader(*args, **kwargs)
    except allowed as exc:
        note(f"{name}: refused with {type(exc).__name__}")
        return True, None
    note(f"{name}: accepted")
    return False, result


_WHOLE = {"int": False, "int | None": True}


def check_ruleset(rules: RuleSet) -> None:
    """A built rule set has exact types, builds again from its record, and deals."""
    assert type(rules) is RuleSet
    for f in dataclasses.fields(RuleSet):
        value = getattr(rules, f.name)
        kind = f.type.__name__ if isinstance(f.type, type) else str(f.type)
        if kind in _WHOLE:
            if value is None:
                assert _WHOLE[kind], f"{f.name} is None"
            else:
                assert type(value) is int, f"{f.name} is {value!r} ({type(value).__name__})"
                assert -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE, f"{f.name} is {value!r}"
        elif kind == "bool":
            assert type(value) is bool, f"{f.name} is {value!r} ({type(value).__name__})"
        elif kind == "str":
            assert type(value) is str, f"{f.name} is {value!r} ({type(value).__name__})"
        else:
            raise AssertionError(f"RuleSet.{f.name} has a type this test does not know: {kind}")
    assert type(rules.players) is int and rules.players in (2, 3, 4, 5, 6)
    assert rules.kitty_size in (3, 5, 6)
    record = rules.to_record()
    assert RuleSet.build(json.loads(dumps(record))) == rules
    GameState(rules, seed=1).deal()


def check_preferences(prefs: Preferences) -> None:
    """Loaded preferences have exact types, save (to UTF-8), and load again to the same value."""
    assert type(prefs.version) is int
    table = prefs.table
    rules = table.rule_set()
    check_ruleset(rules)
    assert len(table.seats) == rules.players
    for t in (table.bid_time, table.play_time):
        assert t is None or type(t) is int
    data = prefs.to_json()
    text = dumps(data)
    text.encode("utf-8")
    assert Preferences.from_json(json.loads(text)) == prefs


def check_replayed(state: GameState) -> None:
    """A replayed game summarises, writes as JSON, and replays from its own record the same."""
    check_ruleset(state.rules)
    again = to_record(state)
    assert summary(replay(json.loads(dumps(again)))) == summary(state)
    dumps(summary(state))


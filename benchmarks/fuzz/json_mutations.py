"""JSON-level mutation operators: at a random place, another JSON type, 4 -> 4.0, a bool for a
number, huge and negative numbers, a key deleted or an unknown one added, list items duplicated,
removed, swapped or cut off, two actions swapped, another card text or seat, a rules option
changed, a value nested 10,000 deep, a part copied over another, the record cut short."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

from fivehundred_qt.core import CARDS
from fivehundred_qt.core.checks import is_whole

from .seeds import KITTIES, OPTIONS_500, OPTIONS_SPADES, TEAMS, Seed
from .tree import DEEP, Path_, deep_value, nodes, set_at, short, show_path

Mutant = tuple[Any, str]
JsonMutator = Callable[[random.Random, Any, Seed], Mutant | None]

# Every option of a record's rules with values worth trying (valid ones and near misses).
RULE_VALUES: dict[str, tuple[Any, ...]] = {
    **OPTIONS_500, **{k: v for k, v in OPTIONS_SPADES.items() if k not in OPTIONS_500},
    "game": ("500", "spades", 500, "Spades"),
    "preset": ("australian", "american", "spades", "Australian"),
    "variant": ("australian", "american"),
    "players": (2, 3, 4, 5, 6, 7, 1, 0),
    "teams": (*TEAMS, "1v1"),
    "kitty_size": (*KITTIES, 4, 0),
}

TYPE_POOL: tuple[Any, ...] = (None, True, False, 0, 1, -1, 7, 4.0, 0.5, -0.0, 1e308, "", "x", "4",
                              "none", [], {}, [1], {"a": 1}, ["AS"])
HUGE: tuple[int, ...] = (10**30, -(10**30), 2**63, 2**64 + 1, 10**9 + 1, -(10**9) - 1, 10**100, 10**5000)
WEIRD_KEYS = ("x", "", "Seat", "seat ", "\ud800", "\udc80", "é", "__proto__", "0", "k" * 300,
              "play", "bid", "kitty", "dead", "hands", "format")
WEIRD_TEXTS = ("", " ", "x", "AS ", "as", "10♠", "Zoë", "\u0000", "\ud800", "\udc80", "\U0001f0a1",
               "a" * 10_000, "null", "true", "500", "spades", "none", "NaN", "7NT", "pass")
CARD_TEXTS = tuple(str(c) for c in CARDS.values())
BAD_CARDS = ("1S", "0H", "14S", "ZZ", "as", "10d", "A♠", " AS", "AS ", "", "J", "RJ ", "rj", "XJ",
             "10", "SA", "1OD", "AS,KS")
BIDS = ("pass", "6S", "7C", "8D", "9H", "10NT", "6NT", "misere", "open_misere", "blind_misere",
        "nil", "blind_nil", 0, 1, 5, 13, 14, "5", "7nt", "pass ")


def pick(rng: random.Random, root: Any, pred: Callable[[Path_, Any], bool] | None = None,
         *, allow_root: bool = False) -> tuple[Path_, Any] | None:
    """A random place in ``root``: half the time by a random walk down from the root (which
    favours the few top-level parts), else uniformly among all places ``pred`` accepts."""
    def ok(path: Path_, value: Any) -> bool:
        return (allow_root or bool(path)) and (pred is None or pred(path, value))

    if rng.random() < 0.5:
        path: Path_ = ()
        value: Any = root
        while isinstance(value, (dict, list)) and value and (not path or rng.random() < 0.85):
            key = rng.choice(list(value)) if isinstance(value, dict) else rng.randrange(len(value))
            path, value = (*path, key), value[key]
        if ok(path, value):
            return path, value
    found = [(p, v) for p, v in nodes(root) if ok(p, v)]
    return rng.choice(found) if found else None


def m_type_swap(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    path, value = pick(rng, root) or ((), None)
    if not path:
        return None
    new = copy.deepcopy(rng.choice([v for v in TYPE_POOL if type(v) is not type(value)]))
    return set_at(root, path, new), f"type_swap {show_path(path)}: {short(value)} -> {short(new)}"


def _int_mutator(name: str, change: Callable[[random.Random, int], Any]) -> JsonMutator:
    def mutate(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
        found = pick(rng, root, lambda p, v: is_whole(v))
        if found is None:
            return None
        path, value = found
        new = change(rng, value)
        return set_at(root, path, new), f"{name} {show_path(path)}: {short(value)} -> {short(new)}"
    mutate.__name__ = "m_" + name
    return mutate


m_float_for_int = _int_mutator("float_for_int", lambda rng, v: float(v))
m_bool_for_int = _int_mutator("bool_for_int", lambda rng, v: rng.choice((bool(v), not v)))
m_huge_int = _int_mutator("huge_int", lambda rng, v: rng.choice(HUGE))
m_negative = _int_mutator("negative", lambda rng, v: -v if v else rng.choice((-1, -(10**9))))
m_off_by_one = _int_mutator("off_by_one", lambda rng, v: v + rng.choice((-1, 1)))


def m_int_for_bool(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root, lambda p, v: isinstance(v, bool))
    if found is None:
        return None
    path, value = found
    new = rng.choice((int(value), str(value).lower(), None))
    return set_at(root, path, new), f"int_for_bool {show_path(path)}: {value!r} -> {new!r}"


def m_delete_key(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root, lambda p, v: isinstance(v, dict) and bool(v), allow_root=True)
    if found is None:
        return None
    path, value = found
    key = rng.choice(list(value))
    del value[key]
    return root, f"delete_key {show_path((*path, key))}"


def m_add_key(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root, lambda p, v: isinstance(v, dict), allow_root=True)
    if found is None:
        return None
    path, value = found
    key = rng.choice(WEIRD_KEYS)
    new = copy.deepcopy(rng.choice(TYPE_POOL))
    value[key] = new
    return root, f"add_key {show_path(path)}[{key[:20]!r}] = {short(new)}"


def m_list_op(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root, lambda p, v: isinstance(v, list) and bool(v))
    if found is None:
        return None
    path, items = found
    n = len(items)
    op = rng.choice(("duplicate", "remove", "swap", "truncate", "insert", "reverse", "clear", "shuffle"))
    i, j = rng.randrange(n), rng.randrange(n)
    if op == "duplicate":
        items.insert(i, copy.deepcopy(items[i]))
    elif op == "remove":
        del items[i]
    elif op == "swap":
        items[i], items[j] = items[j], items[i]
    elif op == "truncate":
        del items[i:]
    elif op == "insert":
        items.insert(i, copy.deepcopy(rng.choice(TYPE_POOL + CARD_TEXTS[:5])))
    elif op == "reverse":
        items.reverse()
    elif op == "clear":
        items.clear()
    else:
        rng.shuffle(items)
    return root, f"list_{op} {show_path(path)} (of {n}) at {i}" + (f",{j}" if op == "swap" else "")


def _hands(root: Any) -> list[Any]:
    hands = root.get("hands") if isinstance(root, dict) else None
    return hands if isinstance(hands, list) else []


def _actions(hand: Any) -> list[Any]:
    actions = hand.get("actions") if isinstance(hand, dict) else None
    return actions if isinstance(actions, list) else []


def m_swap_actions(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    hands = [(h, _actions(hand)) for h, hand in enumerate(_hands(root)) if len(_actions(hand)) >= 2]
    if not hands:
        return None
    h, actions = rng.choice(hands)
    i = rng.randrange(len(actions) - 1)
    j = i + 1 if rng.random() < 0.6 else rng.randrange(len(actions))
    actions[i], actions[j] = actions[j], actions[i]
    return root, f"swap_actions $.hands[{h}].actions[{i}] <-> [{j}]"


def m_card_text(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root, lambda p, v: isinstance(v, str) and v in CARD_TEXTS)
    if found is None:
        return None
    path, value = found
    new = rng.choice(CARD_TEXTS + BAD_CARDS)
    return set_at(root, path, new), f"card_text {show_path(path)}: {value!r} -> {new!r}"


def m_seat(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root, lambda p, v: is_whole(v) and (p[-1] in ("seat", "dealer")
                                                        or (len(p) > 1 and p[-2] == "partners")))
    if found is None:
        return None
    path, value = found
    n = seed.players
    new = rng.choice([s for s in (*range(-1, n + 1), n + 100) if s != value])
    return set_at(root, path, new), f"seat {show_path(path)}: {value} -> {new}"


def m_deep_nest(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root)
    if found is None:
        return None
    path, value = found
    return set_at(root, path, deep_value()), f"deep_nest {show_path(path)}: {short(value)} -> " \
                                              f'{{"a": [[[…]]]}} {DEEP} deep'


def m_string(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    found = pick(rng, root, lambda p, v: isinstance(v, str))
    if found is None:
        return None
    path, value = found
    how = rng.choice(("weird", "upper", "space", "empty", "bid"))
    new = {"weird": lambda: rng.choice(WEIRD_TEXTS), "upper": value.upper if value.upper() != value
           else value.lower, "space": lambda: value + " ", "empty": lambda: "",
           "bid": lambda: rng.choice(BIDS)}[how]()
    return set_at(root, path, new), f"string_{how} {show_path(path)}: {short(value)} -> {short(new)}"


def m_rule_option(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    rules = root.get("rules") if isinstance(root, dict) else None
    if not isinstance(rules, dict):
        return None
    if rules and rng.random() < 0.2:
        key = rng.choice(list(rules))
        del rules[key]
        return root, f"rule_option delete $.rules.{key}"
    key = rng.choice(sorted(RULE_VALUES))
    old = rules.get(key, "(absent)")
    rules[key] = rng.choice(RULE_VALUES[key])
    return root, f"rule_option $.rules.{key}: {short(old)} -> {short(rules[key])}"


def m_splice(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    target = pick(rng, root)
    source = pick(rng, root, allow_root=True)
    if target is None or source is None:
        return None
    new = copy.deepcopy(source[1])
    return set_at(root, target[0], new), f"splice {show_path(source[0])} over {show_path(target[0])}"


def m_cut(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    hands = _hands(root)
    if not hands:
        return None
    how = rng.choice(("hands", "last_actions", "some_actions"))
    if how == "hands":
        k = rng.randrange(len(hands))
        del hands[k:]
        return root, f"cut $.hands to {k}"
    h = len(hands) - 1 if how == "last_actions" else rng.randrange(len(hands))
    actions = _actions(hands[h])
    if not actions:
        return None
    k = rng.randrange(len(actions))
    del actions[k:]
    return root, f"cut $.hands[{h}].actions to {k}"


def m_root(rng: random.Random, root: Any, seed: Seed) -> Mutant | None:
    pool = (*TYPE_POOL, root.get("hands")) if isinstance(root, dict) else TYPE_POOL
    new = copy.deepcopy(rng.choice(pool))
    return new, f"root -> {short(new)}"


JSON_MUTATORS: tuple[tuple[JsonMutator, float], ...] = (
    (m_type_swap, 3), (m_float_for_int, 2), (m_bool_for_int, 2), (m_int_for_bool, 1),
    (m_huge_int, 2), (m_negative, 1), (m_off_by_one, 2), (m_delete_key, 3), (m_add_key, 2),
    (m_list_op, 4), (m_swap_actions, 2), (m_card_text, 3), (m_seat, 3), (m_deep_nest, 0.5),
    (m_string, 2), (m_rule_option, 3), (m_splice, 2), (m_cut, 3), (m_root, 0.2),
)
TYPE_CHANGES = frozenset({"float_for_int", "bool_for_int", "int_for_bool"})
# After these a mutant is not mutated further (a 10,000-deep value is costly to walk).
TERMINAL = {m_deep_nest}


def mutate_json(rng: random.Random, seed: Seed) -> tuple[Any, list[str], list[str]]:
    """A fresh copy of the seed with 1-3 JSON mutations; returns it, their descriptions and
    the mutator names."""
    root = json.loads(seed.texts[0])
    funcs = [f for f, _ in JSON_MUTATORS]
    weights = [w for _, w in JSON_MUTATORS]
    steps = 1 if rng.random() < 0.7 else rng.choice((2, 2, 3))
    done: list[str] = []
    names: list[str] = []
    for _ in range(steps):
        for _attempt in range(10):
            func = rng.choices(funcs, weights)[0]
            if func in TERMINAL and len(done) + 1 < steps:
                continue
            result = func(rng, root, seed)
            if result is not None:
                root, text = result
                done.append(text)
                names.append(func.__name__[2:])
                break
        if names and names[-1] == "deep_nest":
            break
    return root, done, names



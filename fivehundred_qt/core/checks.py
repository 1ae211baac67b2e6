"""Exact checks of values that come from outside: JSON numbers, texts, choices, nesting.

Every loader of the app (rules, records, preferences, statistics, command-line values) asks these,
so one rule holds everywhere: a value has the exact JSON type it should.  ``4.0`` is not the
whole number 4 and ``true`` is not 1, though Python says ``4.0 == 4`` and ``True == 1``; letting
them through once made a table of "4.0 players" crash the window.
"""

from __future__ import annotations

import reprlib
from typing import Any, Final, TypeGuard

# Whole numbers in rules and files stay within this size (far beyond any score a game reaches),
# so that every widget and every JSON writer can hold them.
MAX_MAGNITUDE: Final = 10**9
# Deeper than any file of the app (a record nests 6 levels); deeper JSON is refused unread.
MAX_DEPTH: Final = 32


def is_whole(value: Any) -> TypeGuard[int]:
    """A JSON whole number: an ``int`` and not a ``bool`` (nor a float that equals one)."""
    return type(value) is int


def is_text(value: Any) -> TypeGuard[str]:
    return type(value) is str


def same_value(value: Any, allowed: Any) -> bool:
    """``value == allowed`` with the same JSON type (``4.0`` is not ``4``, ``True`` is not ``1``)."""
    return type(value) is type(allowed) and value == allowed


def one_of(value: Any, allowed: tuple[Any, ...]) -> bool:
    """Whether ``value`` is exactly one of ``allowed`` (type and value)."""
    return any(same_value(value, a) for a in allowed)


def in_range(value: Any, low: int = -MAX_MAGNITUDE, high: int = MAX_MAGNITUDE) -> TypeGuard[int]:
    """A whole number from ``low`` to ``high``."""
    return is_whole(value) and low <= value <= high


def kind_of(value: Any) -> str:
    """A value's JSON kind in a user's words, for messages: "a number", "text", "a list"."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def depth(value: Any, limit: int = MAX_DEPTH) -> int:
    """How deeply lists and objects nest in ``value`` (a scalar is 0), counting no further than
    ``limit + 1``; iterative, so no nesting can exhaust the stack."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        stack.extend((child, level) for child in children)
    return deepest



class _Shown(reprlib.Repr):
    """``repr`` cut short: a few items, a few levels, long texts and huge numbers abridged."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxlist, self.maxdict = 3, 6, 6
        self.maxstring, self.maxother, self.maxlong = 40, 40, 30

    def repr_int(self, x: int, level: int) -> str:
        if abs(x) >= 10**30:            # printing an int of 4,300 digits or more raises
            return "a number of more than 30 digits"
        return repr(x)


_SHOWN: Final = _Shown()


def shown(value: Any) -> str:
    """A value from outside as an error message quotes it: short, whatever its size or nesting."""
    return _SHOWN.repr(value)

"""Strict JSON: what ``json.loads`` lets through but no file or message of the app may hold.

Shared by the readers of files (``inputs``) and of network lines (``net.framing``).
"""

from __future__ import annotations

import json
from typing import Any

from .core.checks import MAX_DEPTH, depth


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"{text[:20]} is too large a number")
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):      # ``json`` would keep the last: which was meant is unknown
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(f"an object names the key {key[:40]!r} twice")
            seen.add(key)
    return obj


def loads(text: str) -> Any:
    """JSON text as a value, refusing what ``json`` lets through: ``NaN``, ``Infinity``, numbers
    beyond a float (``1e999``), an object that names a key twice, lists or objects nested deeper
    than ``MAX_DEPTH``, and escaped lone surrogates (``"\\ud800"``).

    Raises ``ValueError`` (``json.JSONDecodeError`` for bad syntax) saying which.
    """
    too_deep = f"lists or objects nest more than {MAX_DEPTH} deep"
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite,
                           object_pairs_hook=_object)
    except RecursionError:
        raise ValueError(too_deep) from None
    if depth(value) > MAX_DEPTH:
        raise ValueError(too_deep)
    try:        # "\ud800" is valid JSON but no text: it could be neither printed nor written
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("it holds a lone surrogate (\\ud800-\\udfff), which is no character") \
            from None
    return value

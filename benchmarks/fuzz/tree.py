"""Places in a JSON value: every (path, value), get, set and copy-on-write set, all iterative so
any nesting is fine; and short text of values and paths for the report."""

from __future__ import annotations

import copy
import json
from typing import Any

DEEP = 10_000
Path_ = tuple[str | int, ...]


def nodes(root: Any) -> list[tuple[Path_, Any]]:
    """Every (path, value) of a JSON value, the root first; iterative, so any depth is fine."""
    out: list[tuple[Path_, Any]] = []
    stack: list[tuple[Path_, Any]] = [((), root)]
    while stack:
        path, value = stack.pop()
        out.append((path, value))
        if isinstance(value, dict):
            stack.extend(((*path, k), v) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend(((*path, i), v) for i, v in enumerate(value))
    return out


def get_at(root: Any, path: Path_) -> Any:
    for key in path:
        root = root[key]
    return root


def set_at(root: Any, path: Path_, value: Any) -> Any:
    """Put ``value`` at ``path``; returns the new root (``value`` itself for the empty path)."""
    if not path:
        return value
    get_at(root, path[:-1])[path[-1]] = value
    return root


def replaced(root: Any, path: Path_, value: Any) -> Any:
    """A copy of ``root`` with ``value`` at ``path``, copying only the containers on the way."""
    if not path:
        return value
    top = copy.copy(root)
    node = top
    for key in path[:-1]:
        node[key] = copy.copy(node[key])
        node = node[key]
    node[path[-1]] = value
    return top


def deep_value() -> Any:
    """``{"a": [[[[…]]]]}`` nested ``DEEP`` levels."""
    inner: list[Any] = []
    top = inner
    for _ in range(DEEP - 2):
        nxt: list[Any] = []
        inner.append(nxt)
        inner = nxt
    return {"a": top}


def show_path(path: Path_) -> str:
    text = "$"
    for key in path:
        text += f"[{key}]" if isinstance(key, int) else f".{key}"
    return text[:120]


def short(value: Any, limit: int = 60) -> str:
    """A value in a few characters, without recursing (safe for any nesting or size)."""
    if isinstance(value, dict):
        return f"{{object of {len(value)}}}"
    if isinstance(value, list):
        return f"[list of {len(value)}]"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**40:
        return f"<int of {len(str(abs(value))) if abs(value) < 10**4000 else 'over 4000'} digits>"
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


def preview(value: Any, limit: int = 900) -> str:
    """JSON-like text of a mutant for reports, cut beyond 24 levels and ``limit`` characters."""
    parts: list[str] = []
    size = 0

    def walk(v: Any, level: int) -> None:
        nonlocal size
        if size > limit:
            return
        if isinstance(v, (dict, list)) and level >= 24:
            inner = 0
            while isinstance(v, (dict, list)) and v:
                v = next(iter(v.values())) if isinstance(v, dict) else v[0]
                inner += 1
            parts.append(f"…{inner} more levels…")
        elif isinstance(v, dict):
            parts.append("{")
            for i, (k, item) in enumerate(v.items()):
                parts.append((", " if i else "") + json.dumps(k) + ": ")
                walk(item, level + 1)
            parts.append("}")
        elif isinstance(v, list):
            parts.append("[")
            for i, item in enumerate(v):
                if i:
                    parts.append(", ")
                walk(item, level + 1)
            parts.append("]")
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) > 10**40:
            parts.append(short(v))
        else:
            parts.append(json.dumps(v) if not isinstance(v, float) else repr(v))
        size += len(parts[-1])

    walk(value, 0)
    text = "".join(parts)
    return text if len(text) <= limit else text[:limit] + " …"

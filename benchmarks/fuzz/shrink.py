"""A crashing mutant made small: greedy removal that keeps the crash of the same kind."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from .harness import Checker
from .tree import nodes, preview, replaced


def shrink_json(obj: Any, crashes: Callable[[Any], bool], budget: int = 1500) -> Any:
    """Greedy: drop list items and object keys (the top-most first), and cut long lists in half,
    while the mutant still crashes the same way."""
    tries = 0
    changed = True
    while changed and tries < budget:
        changed = False
        for path, value in nodes(obj):
            if tries >= budget:
                break
            if not isinstance(value, (dict, list)) or len(path) > 40:
                continue
            keys: list[Any] = list(value) if isinstance(value, dict) else list(range(len(value)))
            if isinstance(value, list) and len(value) > 4:
                tries += 1
                trial = replaced(obj, path, value[:len(value) // 2])
                if crashes(trial):
                    obj = trial
                    changed = True
                    break
            for key in reversed(keys):
                candidate = copy.copy(value)
                del candidate[key]
                tries += 1
                trial = replaced(obj, path, candidate)
                if crashes(trial):
                    obj = trial
                    changed = True
                    break
                if tries >= budget:
                    break
            if changed:
                break
    return obj


def shrink_bytes(data: bytes, crashes: Callable[[bytes], bool], budget: int = 1500) -> bytes:
    """Remove chunks of halving size while the file still crashes the same way."""
    tries = 0
    chunk = max(1, len(data) // 2)
    while chunk >= 1 and tries < budget:
        i = 0
        while i < len(data) and tries < budget:
            candidate = data[:i] + data[i + chunk:]
            tries += 1
            if candidate != data and crashes(candidate):
                data = candidate
            else:
                i += chunk
        chunk //= 2
    return data



def shrunk(checker: Checker, level: str, mutant: Any, signature: str) -> tuple[Any, str]:
    """The crashing mutant (``level`` "json" or "bytes") made small, and as text for the report."""
    if level == "json":
        def still(candidate: Any) -> bool:
            return checker.check_object(candidate).signature == signature
        small = shrink_json(mutant, still)
        return small, preview(small)

    def still_bytes(candidate: bytes) -> bool:
        return checker.check_bytes(candidate, "shrink.json").signature == signature
    data = shrink_bytes(mutant, still_bytes)
    return data, repr(data[:900]) + (" …" if len(data) > 900 else "")

"""The window draws from a seat's view and the events for that seat, never from the game state:
a client across the network has only those.  Checked on the source of ``fivehundred_qt/ui`` and
its sub-packages with ``ast`` (so it fails the moment a module reaches for the state), like the
core's purity test.

Forbidden in ``ui/``: the name ``GameState``; anything imported from ``core.state`` or
``core.record`` or the functions that rebuild a state (``replay``, ``to_record``); reading
``.state`` of anything (the controller keeps the state on its side of the line).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "fivehundred_qt" / "ui"
STATE_BUILDERS = {"GameState", "replay", "to_record"}
STATE_MODULES = {"state", "record"}


def offences(source: str) -> list[str]:
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name) and node.id in STATE_BUILDERS:
            found.append(f"line {node.lineno}: uses {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in ("state", "GameState", "replay"):
            found.append(f"line {node.lineno}: reads .{node.attr}")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.split(".")[-1] in STATE_MODULES and "core" in module:
                found.append(f"line {node.lineno}: imports from {module}")
            for alias in node.names:
                if alias.name in STATE_BUILDERS:
                    found.append(f"line {node.lineno}: imports {alias.name}")
    return found


@pytest.mark.parametrize("path", sorted(UI.rglob("*.py")), ids=lambda p: str(p.relative_to(UI)))
def test_the_window_never_touches_the_game_state(path: Path) -> None:
    assert offences(path.read_text(encoding="utf-8")) == []


def test_the_check_sees_each_way_of_reaching_the_state() -> None:
    assert offences("x = self.controller.state.cards") == ["line 1: reads .state"]
    assert offences("from ..core import GameState") == ["line 1: imports GameState"]
    assert offences("from ..core.record import summary") == ["line 1: imports from core.record"]
    assert offences("s = replay(record)") == ["line 1: uses replay"]
    assert offences("view = self.controller.view()") == []
    assert offences("rules.to_record()") == []           # a rule set's or an action's record form

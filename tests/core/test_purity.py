"""The rules core is pure: no Qt, no I/O, nothing outside the core; the bots use only the core.

Checked on the source with ``ast`` (so an import inside a function or under ``TYPE_CHECKING`` is
caught too) and once at run time in a fresh interpreter.

The core may not import:
- Qt (``PySide6``, ``shiboken6``): the core runs in self-play, tests and bots without a GUI;
- anything that reaches files, processes, the network or the interpreter (``os``, ``io``,
  ``pathlib``, ``socket``, ``subprocess``, ``shutil``, ``tempfile``, ``sys``, ``importlib``, …);
- ``json``: the core works on parsed JSON values, reading and writing is the caller's business
  (``record.py`` says so), and it has no use for it;
- clocks (``time``, ``datetime``): the core is deterministic given a seed.
It never calls ``open``, ``print``, ``input``, ``exec``, ``eval`` or ``__import__``.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "fivehundred_qt"
CORE = PACKAGE / "core"
BOTS = PACKAGE / "bots"

QT = frozenset({"PySide6", "shiboken6"})
FORBIDDEN_IN_CORE = QT | frozenset({
    "os", "io", "pathlib", "socket", "subprocess", "shutil", "tempfile", "json", "sys",
    "importlib", "builtins", "glob", "fileinput", "pickle", "shelve", "sqlite3", "urllib", "http",
    "ssl", "select", "selectors", "asyncio", "multiprocessing", "threading", "signal", "logging",
    "time", "datetime", "platformdirs",
})
FORBIDDEN_CALLS = frozenset({"open", "print", "input", "exec", "eval", "__import__"})


def sources(folder: Path) -> list[Path]:
    found = sorted(folder.rglob("*.py"))
    assert found, f"no sources under {folder}"
    return found


def ids(paths: list[Path]) -> list[str]:
    return [str(p.relative_to(PACKAGE)) for p in paths]


def imports(path: Path) -> list[tuple[int, str, int]]:
    """``(level, module, line)`` for every import: absolute imports have level 0; for
    ``from . import x`` the module is ``x``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: list[tuple[int, str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(0, alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.module:
                out.append((node.level, node.module, node.lineno))
            else:
                out += [(node.level, alias.name, node.lineno) for alias in node.names]
    return out


def top(module: str) -> str:
    return module.split(".")[0]


@pytest.mark.parametrize("path", sources(CORE), ids=ids(sources(CORE)))
def test_core_imports_no_qt_no_io_and_nothing_outside_the_core(path: Path) -> None:
    for level, module, line in imports(path):
        where = f"{path.name}:{line}: {'.' * level}{module}"
        if level == 0:
            assert top(module) not in FORBIDDEN_IN_CORE, f"forbidden import {where}"
            if top(module) == "fivehundred_qt":
                assert module == "fivehundred_qt.core" or module.startswith(
                    "fivehundred_qt.core."), f"the core imports outside itself: {where}"
        else:
            depth = len(path.relative_to(CORE).parts) - 1  # 0 for core/x.py
            assert level <= depth + 1, f"the core imports outside itself: {where}"


@pytest.mark.parametrize("path", sources(CORE), ids=ids(sources(CORE)))
def test_core_never_opens_files_or_prints(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else None)
            assert name not in FORBIDDEN_CALLS, f"{path.name}:{node.lineno} calls {name}()"
        if isinstance(node, ast.Name) and node.id in ("open", "__import__"):
            pytest.fail(f"{path.name}:{node.lineno} refers to {node.id}")


@pytest.mark.parametrize("path", sources(BOTS), ids=ids(sources(BOTS)))
def test_bots_import_only_the_core(path: Path) -> None:
    for level, module, line in imports(path):
        where = f"{path.name}:{line}: {'.' * level}{module}"
        if level == 0:
            assert top(module) not in QT, f"a bot imports Qt: {where}"
            if top(module) == "fivehundred_qt":
                assert top(module[len("fivehundred_qt."):]) in ("core", "bots"), \
                    f"a bot imports outside the core: {where}"
        elif level == 2:
            assert top(module) == "core", f"a bot imports outside the core: {where}"
        else:
            assert level == 1, f"a bot imports outside the package: {where}"


def test_importing_the_core_and_the_bots_loads_no_qt() -> None:
    code = (
        "import json, sys\n"
        "import fivehundred_qt.core, fivehundred_qt.bots, fivehundred_qt.selfplay\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6') or m.startswith(('fivehundred_qt.ui', "
        "'fivehundred_qt.controller')))))\n"
    )
    env = dict(os.environ)
    root = str(PACKAGE.parent)
    env["PYTHONPATH"] = os.pathsep.join([root, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=root, timeout=60, check=True)
    assert json.loads(proc.stdout) == []

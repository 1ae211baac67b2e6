"""No import circles in the package: a module never needs, however indirectly, a module that needs
it.  Read from the source with ``ast``: imports at module level and under ``if TYPE_CHECKING:``
count (a type is a need too); an import inside a function is a load when used and does not.

``from package import name`` needs the package's ``__init__`` and, when ``name`` is a module,
that module; a package's own ``__init__`` is not counted as needed by its modules (Python loads it
first, whatever it imports)."""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "fivehundred_qt"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _top_imports(body: list[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports run when the module loads, and those under ``if TYPE_CHECKING:``."""
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If):
            yield from _top_imports(node.body)
            yield from _top_imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                yield from _top_imports(block)
        elif isinstance(node, ast.With):
            yield from _top_imports(node.body)


def needs(sources: Mapping[str, tuple[str, bool]]) -> dict[str, set[str]]:
    """Each module's needs among ``sources`` (module name -> (source, is a package))."""
    graph: dict[str, set[str]] = {}
    for name, (source, is_package) in sources.items():
        here = name if is_package else name.rpartition(".")[0]
        found: set[str] = set()
        for node in _top_imports(ast.parse(source).body):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
                continue
            if node.level:
                base = here.split(".")[:len(here.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
        parents = {name.rsplit(".", i)[0] for i in range(1, name.count(".") + 1)}
        graph[name] = {m for m in found if m in sources and m != name and m not in parents}
    return graph


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def package_sources() -> dict[str, tuple[str, bool]]:
    return {module_name(path, PACKAGE): (path.read_text(encoding="utf-8"), path.name == "__init__.py")
            for path in sorted(PACKAGE.rglob("*.py"))}


def test_the_package_has_no_import_circle() -> None:
    assert circles(needs(package_sources())) == []


def test_the_check_finds_a_circle_through_a_type_checking_import() -> None:
    sources = {
        "app": ("", True),
        "app.window": ("from .parts.ending import GameEnd\n", False),
        "app.parts": ("", True),
        "app.parts.ending": ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                             "    from ..window import Window\n", False),
        "app.parts.late": ("def f():\n    from ..window import Window\n", False),
    }
    assert circles(needs(sources)) == [["app.parts.ending", "app.window"]]
    sources["app.parts.ending"] = ("from .late import f\n", False)
    assert circles(needs(sources)) == []


def test_the_check_follows_a_module_imported_from_its_package() -> None:
    sources = {
        "game": ("", True),
        "game.state": ("from . import view\n", False),
        "game.view": ("from .state import State\n", False),
    }
    assert circles(needs(sources)) == [["game.state", "game.view"]]

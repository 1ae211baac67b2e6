"""Texts that follow the language: a menu, an action or a dock keeps the function that words it,
and ``refresh`` words them all again when the player switches languages (no restart)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu

Worded = TypeVar("Worded", QAction, QMenu, QDockWidget)


class LiveWords:
    """The window's menus, actions and docks with their wording."""

    def __init__(self) -> None:
        self._texts: list[tuple[QAction | QMenu | QDockWidget, Callable[[], str]]] = []

    def put(self, target: Worded, text: Callable[[], str]) -> Worded:
        """Word ``target`` with ``text()`` now and at every ``refresh``; returns ``target``."""
        self._texts.append((target, text))
        _word(target, text())
        return target

    def refresh(self) -> None:
        for target, text in self._texts:
            _word(target, text())


def _word(target: QAction | QMenu | QDockWidget, text: str) -> None:
    if isinstance(target, QAction):
        target.setText(text)
    elif isinstance(target, QMenu):
        target.setTitle(text)
    else:
        target.setWindowTitle(text)

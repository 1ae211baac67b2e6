"""What the window's helpers (a game's end, records) need of the main window in common: its
table and what shows it, and the keeper of the autosave.  Each helper's own Protocol adds the
rest, so none of them imports the main window (no import circle)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QWidget

from ...controller import Table, TableController
from ...keeper import Keeper
from ..table.table_scene import TableScene
from .action_bar import ActionBar


class TableWindow(Protocol):
    @property
    def controller(self) -> Table: ...
    @property
    def local_table(self) -> TableController: ...
    @property
    def keeper(self) -> Keeper: ...
    @property
    def action_bar(self) -> ActionBar: ...
    @property
    def scene(self) -> TableScene: ...
    def window(self) -> QWidget:
        """The main window as a widget (``QWidget.window``): the parent of dialogs."""
        ...

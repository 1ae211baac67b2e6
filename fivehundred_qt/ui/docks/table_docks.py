"""The score sheet and the auction beside the table, as narrow as their columns need.

The table is the game: a dock stands beside it only while the table keeps its size (the dock takes
width the table, as tall as the window lets it be, does not use) or loses little of it.  In a
window too small for both, the docks step aside, and Ctrl+1 (the score sheet) or Ctrl+2 (the
auction) calls one up over the table's right-hand side; the same key puts it away again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QAbstractItemModel, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QHeaderView, QMainWindow, QMenu, QTableView, QWidget

from ..live_words import LiveWords
from ..table.table_geometry import SCENE_H, SCENE_W, TEXT_FLOOR
from .score_view import ScoreSheetView

__all__ = ["TableDocks"]

KEPT_SCALE: Final = 0.9
"""A dock stands beside the table while the table keeps this share of the size it has alone..."""
READABLE: Final = 11
"""...and its words stay at least this many pixels high."""
NARROWEST, WIDEST_COLUMN = 180, 150
"""Pixels: the least width of a dock, and the most a column's heading asks for."""


class TableDocks(QObject):
    """The window's score sheet and auction docks (tabs of one column on the right)."""

    def __init__(self, window: QMainWindow, words: LiveWords, table: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        """The table's view: the docks are measured against its height, and laid over it."""
        self.score_view = ScoreSheetView()
        self.score = self._dock(words, lambda: self.tr("Score sheet"), "scoreDock", self.score_view)
        self.auction_view = QTableView()
        self.auction_view.verticalHeader().hide()
        self.auction_view.setTabKeyNavigation(False)  # Tab leaves the dock instead of walking cells
        self.auction_view.setAccessibleName(self.tr("Auction"))
        # Each name whole over its column ("Nordw…" was cut in six equal columns); the last
        # column takes what room is left.
        header = self.auction_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.auction = self._dock(words, lambda: self.tr("Auction"), "auctionDock",
                                  self.auction_view)
        # One column of tabs: the auction comes forward while bidding, the score sheet after.
        window.tabifyDockWidget(self.score, self.auction)
        self.beside = True
        """Whether the docks stand beside the table (else they are laid over it when called)."""
        self._put_aside: list[QDockWidget] = []
        """The docks that were open when they last stepped aside: back when there is room."""
        self._width = 0
        """The width last given to the docks (a width the player drags them to stays)."""

    def _dock(self, words: LiveWords, title: Callable[[], str], name: str,
              widget: QWidget) -> QDockWidget:
        dock = words.put(QDockWidget(self.window), title)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def add_actions(self, menu: QMenu, words: LiveWords) -> None:
        """View > Score sheet (Ctrl+1) and Auction (Ctrl+2): each shows its dock in front, or
        puts it away when it is in front already."""
        for dock, key, text in ((self.score, "Ctrl+1", lambda: self.tr("&Score sheet")),
                                (self.auction, "Ctrl+2", lambda: self.tr("&Auction"))):
            action = words.put(QAction(self.window), text)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _=False, d=dock: self.toggle(d))
            menu.addAction(action)

    def show_models(self, score: QAbstractItemModel, auction: QAbstractItemModel) -> None:
        """A new table's score sheet and auction: the docks as wide as their columns need, now
        and as hands are scored."""
        self.score_view.setModel(score)
        self.auction_view.setModel(auction)
        for signal in (score.modelReset, score.rowsInserted, auction.modelReset):
            signal.connect(lambda *_: self.fit())
        self.fit()

    # ------------------------------------------------------------ showing
    def in_front(self, dock: QDockWidget) -> bool:
        """Whether ``dock`` is shown, and not behind another dock's tab."""
        return dock.isVisible() and not dock.visibleRegion().isEmpty()

    def toggle(self, dock: QDockWidget) -> None:
        if self.in_front(dock):
            dock.hide()
        else:
            self.show(dock)

    def show(self, dock: QDockWidget) -> None:
        """Show ``dock`` in front: beside the table, or laid over its right-hand side."""
        if self.beside:
            dock.setFloating(False)
            dock.show()
        else:
            width = self.wanted_width()
            view = self.table
            corner = view.mapToGlobal(QPoint(view.width() - width, 0))
            dock.setFloating(True)
            dock.setGeometry(QRect(corner.x(), corner.y(), width, view.height()))
            dock.show()
        dock.raise_()

    def bring_forward(self, dock: QDockWidget) -> None:
        """The game moved on to what ``dock`` shows (a new hand's auction, a hand's score): in
        front, if the docks stand beside the table and one of them is open."""
        if self.beside and any(d.isVisible() and not d.isFloating()
                               for d in (self.score, self.auction)):
            dock.raise_()

    # -------------------------------------------------------------- room
    def wanted_width(self) -> int:
        """As wide as the widest of the two tables' columns need (and no wider)."""
        return max(NARROWEST, _width_of(self.score_view), _width_of(self.auction_view))

    def fit(self) -> None:
        """Beside the table at their narrowest while the table keeps its size; otherwise out of
        its way (called again when the window's size or the tables' columns change)."""
        width = self.wanted_width()
        room = self.window.width()
        alone = min(room / SCENE_W, self.table.height() / SCENE_H)
        scale = (room - width) / SCENE_W
        beside = scale >= KEPT_SCALE * alone and scale * TEXT_FLOOR >= READABLE
        docks = (self.score, self.auction)
        if beside and not self.beside:
            for dock in self._put_aside:
                dock.setFloating(False)
                dock.show()
            self._put_aside = []
        elif not beside and self.beside:
            self._put_aside = [d for d in docks if d.isVisible() and not d.isFloating()]
            for dock in docks:
                dock.hide()
        if beside and (width != self._width or not self.beside):
            self.window.resizeDocks(list(docks), [width, width], Qt.Orientation.Horizontal)
            self._width = width
        self.beside = beside


def _width_of(view: QTableView) -> int:
    """The width ``view`` needs to show every column whole (a heading counts up to
    ``WIDEST_COLUMN``), with its frame and room for a scroll bar."""
    model = view.model()
    if model is None:
        return 0
    header = view.horizontalHeader()
    # The table's own measure of a column (the score sheet's fits the contract to the room left).
    columns = sum(max(min(header.sectionSizeHint(c), WIDEST_COLUMN),
                      QTableView.sizeHintForColumn(view, c))
                  for c in range(model.columnCount()))
    return columns + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width() + 8

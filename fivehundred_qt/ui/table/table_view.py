"""The view onto the table scene: scales with the window, keeps the keyboard for the cards, and
speaks for them to a screen reader.

The cards are drawn in a ``QGraphicsScene``, which a screen reader cannot see into: the view
stands for them.  Its accessible name is the card the keyboard is on ("Q♥, playable"), its
description the keys that work now, and every move and result is announced as it is shown
("West plays K♥", "North wins the trick").
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..accessibility.speech import announce
from ..accessibility.table_reading import turn_words
from .table_scene import TableScene


class TableView(QGraphicsView):
    announced = Signal(str)
    """Each sentence said to a screen reader: what happened at the table, or why the card the
    keyboard is on cannot be played."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Only what moved is repainted; the felt is drawn once and kept.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        self.setBackgroundBrush(scene.backgroundBrush())
        self._keyboard = False
        """The keys were used on the table since the last click: the focus ring shows."""
        scene.focus_described.connect(self._describe)
        scene.said.connect(self.announce)
        self._describe("")

    # ------------------------------------------------------------ screen reader
    def announce(self, text: str) -> None:
        if text:
            announce(self, text)
            self.announced.emit(text)

    def _describe(self, card: str, turn: str = "") -> None:
        """The card the keyboard is on (or the table's name, with whose ``turn`` it is when the
        keyboard comes to it) and the keys that work now."""
        self.setAccessibleName(card or (self.tr("Card table: {turn}").format(turn=turn) if turn
                                        else self.tr("Card table")))
        choosing = self.table.choosing
        if choosing == "play":
            keys = self.tr("Your hand: the arrow keys go from card to card you may play (with "
                           "Ctrl, to every card); Enter plays the card.")
        elif choosing == "discard":
            keys = self.tr("Your hand: the arrow keys go from card to card; Enter or Space "
                           "chooses the card to put back, or keeps it; Tab goes on to Discard.")
        else:
            keys = self.tr("The arrow keys read your hand; Tab goes on to the calls and buttons.")
        self.setAccessibleDescription(keys + " " + self.tr(
            "T reads the trick, S the score and contract, C the tricks counted, O the hands "
            "face up."))

    # ---------------------------------------------------------------- keyboard
    def _show_focus(self, keyboard: bool) -> None:
        """Whether the keys are used on the table: its card ringed, the hand framed."""
        self._keyboard = keyboard
        self.table.set_focus_shown(keyboard and self.hasFocus())
        self.table.show_hand_frame(keyboard and self.hasFocus())

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Reached with no card under the keys (a call made, the others to bid), it says whose
        # turn it is; the player's own ring there is the decision just made, not yet shown.
        table = self.table
        own = any(badge.turn and table.is_viewer(seat) for seat, badge in enumerate(table.badges))
        self._describe(table.focus_text(), "" if own and not table.interactive
                       else turn_words(table))
        super().focusInEvent(event)
        self._show_focus(self._keyboard or event.reason() in (
            Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._show_focus(self._keyboard)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._show_focus(False)
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        table = self.table
        if table.busy:
            table.finish()
            event.accept()
            return
        if table.open_hands and not table.interactive:
            event.ignore()  # e.g. stepping through a record: the window handles the arrows
            return
        if not self._keyboard:
            self._show_focus(True)
        key = event.key()
        every = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        used = True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            used = table.move_focus(-1, every)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            used = table.move_focus(1, every)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and table.interactive:
            table.activate_focus()
        else:
            used = False
        if used:
            event.accept()
        else:
            super().keyPressEvent(event)

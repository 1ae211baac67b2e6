"""The view onto the table scene: scales with the window, keeps the keyboard for the cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from .table_scene import TableScene


class TableView(QGraphicsView):
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

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        table = self.table
        if table.busy:
            table.finish()
            event.accept()
            return
        key = event.key()
        if not table.interactive:
            event.ignore()  # e.g. stepping through a record: the window handles the arrows
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            table.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            table.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            table.activate_focus()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

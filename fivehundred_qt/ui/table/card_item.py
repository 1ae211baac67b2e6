"""One card on the table: drawn by the renderer, moved only through ``animate``.

Like KPat's KCard: a flip is a horizontal squeeze that swaps faces halfway, and every move is one
call with a target position, rotation, stacking order and face.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...core import Card
from ..model_base import SUGGESTED
from .cards import CARD_ASPECT, CardRenderer

DRAG_THRESHOLD = 12.0
FOCUS_RING = 0.07
"""The keyboard's ring around a card, outside its edge: this share of the card's width."""
SELECTED = QColor(40, 110, 255)
"""A card chosen to put back: blue, whether chosen by the mouse or the keys, never the gold of
the keyboard's ring."""
FOCUS_GOLD = QColor(255, 204, 51)
"""The keyboard's ring around a card, and around the hand."""
PLAYABLE = QColor(120, 220, 140)


class CardItem(QGraphicsObject):
    clicked = Signal(object)
    """Clicked (or Enter pressed on it): the table decides what that means."""
    dropped = Signal(object, QPointF)
    """Dragged and released at a scene position."""

    def __init__(self, renderer: CardRenderer, card: Card | None, width: float,
                 face_up: bool = False) -> None:
        super().__init__()
        self.renderer = renderer
        self._card = card
        self._face_up = face_up and card is not None
        self._target_face = self._face_up
        self._flip = 0.0
        self.width = width
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.playable = False
        self.from_kitty = False
        """Picked up with the kitty: marked until the discard."""
        self.suggested = False
        """The card Suggest proposes."""
        self.draggable = False
        self.high_contrast = False
        """Drawn for low vision: a black edge, thicker marks, a wider focus ring."""
        self.seat = -1
        self._press: QPointF | None = None
        self._press_pos = QPointF()
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # ----------------------------------------------------------- properties
    @property
    def card(self) -> Card | None:
        return self._card

    @card.setter
    def card(self, card: Card | None) -> None:
        self._card = card
        self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        self._face_up = face_up and self._card is not None
        self._target_face = self._face_up
        self.update()

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5 and self._face_up != self._target_face:
            self._face_up = self._target_face
        squeeze = max(0.02, abs(math.cos(value * math.pi)))
        self.setTransform(QTransform.fromScale(squeeze, 1.0))

    flip = Property(float, _get_flip, _set_flip)

    # ------------------------------------------------------------- drawing
    def _card_rect(self) -> QRectF:
        h = self.width * CARD_ASPECT
        return QRectF(-self.width / 2, -h / 2, self.width, h)

    def _ring_width(self) -> float:
        return self.width * FOCUS_RING * (1.6 if self.high_contrast else 1.0)

    def boundingRect(self) -> QRectF:
        rect = self._card_rect()
        if self.focused:
            ring = self._ring_width()
            rect.adjust(-ring, -ring, ring, ring)
        return rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._card_rect())     # clicks on the focus ring are not on the card
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self._card_rect()
        t = painter.worldTransform()
        # The vertical scale: a flip squeezes the card horizontally and must not change the
        # pixmap size (that would render a new pixmap on every frame of the flip).
        scale = math.hypot(t.m21(), t.m22()) or 1.0
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pixels = max(8, round(self.width * scale))
        pix = self.renderer.pixmap(self._card, pixels, dpr, face_up=self._face_up)
        painter.drawPixmap(rect, pix, QRectF(0, 0, pix.width(), pix.height()))
        radius = self.width * 0.07
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 110))
            painter.drawRoundedRect(rect, radius, radius)
        if self.from_kitty and self._face_up:
            # A gold ribbon along the top edge, left of the middle: in sight however the hand
            # overlaps.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(230, 175, 40))
            painter.drawRoundedRect(QRectF(rect.left() + self.width * 0.22, rect.top() + 1,
                                           self.width * 0.4, self.width * 0.06), 2, 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        strong = 2.0 if self.high_contrast else 1.0
        if self.high_contrast and self._face_up:
            painter.setPen(QPen(Qt.GlobalColor.black, max(2.0, self.width * 0.02)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.suggested:
            pen_width = max(3.0, self.width * 0.05) * strong
            painter.setPen(QPen(SUGGESTED, pen_width))
            inset = pen_width / 2
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        elif self.selected or self.playable:
            pen_width = max(2.0, self.width * (0.045 if self.selected else 0.025)) * strong
            painter.setPen(QPen(SELECTED if self.selected else PLAYABLE, pen_width))
            inset = pen_width / 2
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        if self.focused:
            self._paint_focus_ring(painter, rect, radius)

    def _paint_focus_ring(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """Outside the card's edge, light within dark: in sight on the card's white, the felt
        and the dark nameplates alike."""
        ring = self._ring_width()
        outer, inner = (Qt.GlobalColor.black, Qt.GlobalColor.white) if self.high_contrast \
            else (QColor(20, 20, 20), FOCUS_GOLD)
        half = ring / 2
        painter.setPen(QPen(outer, ring))
        painter.drawRoundedRect(rect.adjusted(-half, -half, half, half), radius + half,
                                radius + half)
        painter.setPen(QPen(inner, ring * 0.55))
        painter.drawRoundedRect(rect.adjusted(-half, -half, half, half), radius + half,
                                radius + half)

    def set_high_contrast(self, high_contrast: bool) -> None:
        if high_contrast != self.high_contrast:
            self.prepareGeometryChange()    # the focus ring is wider
            self.high_contrast = high_contrast
            self.update()

    def set_marks(self, *, dimmed: bool | None = None, selected: bool | None = None,
                  focused: bool | None = None, playable: bool | None = None,
                  from_kitty: bool | None = None, suggested: bool | None = None) -> None:
        if dimmed is not None:
            self.dimmed = dimmed
        if selected is not None:
            self.selected = selected
        if focused is not None and focused != self.focused:
            self.prepareGeometryChange()    # the focus ring lies outside the card
            self.focused = focused
        if playable is not None:
            self.playable = playable
        if from_kitty is not None:
            self.from_kitty = from_kitty
        if suggested is not None:
            self.suggested = suggested
        self.update()

    # ----------------------------------------------------------- animation
    def animate(self, pos: QPointF, rotation: float, z: float, face_up: bool | None,
                duration: int, delay: int = 0) -> QAbstractAnimation | None:
        """Move (and turn) this card; None when there is nothing to animate (done at once)."""
        self.setZValue(z)
        want_face = self._face_up if face_up is None else (face_up and self._card is not None)
        if duration <= 0:
            self.setPos(pos)
            self.setRotation(rotation)
            self.set_face_up(want_face)
            self._set_flip(0.0)
            return None
        group = QParallelAnimationGroup()
        if self.pos() != pos:
            move = QPropertyAnimation(self, b"pos")
            move.setEndValue(pos)
            move.setDuration(duration)
            move.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(move)
        if self.rotation() != rotation:
            turn = QPropertyAnimation(self, b"rotation")
            turn.setEndValue(rotation)
            turn.setDuration(duration)
            turn.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(turn)
        if want_face != self._face_up:
            self._target_face = want_face
            flip = QPropertyAnimation(self, b"flip")
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            flip.setDuration(max(60, min(duration, 220)))
            group.addAnimation(flip)
        if group.animationCount() == 0:
            return None
        if delay <= 0:
            return group
        seq = QSequentialAnimationGroup()
        seq.addAnimation(QPauseAnimation(delay))
        seq.addAnimation(group)
        return seq

    # --------------------------------------------------------------- input
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.playable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.unsetCursor()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.playable:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and math.hypot(delta.x(), delta.y()) < DRAG_THRESHOLD:
            return
        self._dragging = True
        self.setZValue(1000)
        self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The first click of a double-click already played or selected the card.
        event.accept()

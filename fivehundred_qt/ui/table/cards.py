"""Cards drawn by the app itself: vector faces and backs at any size, pixmaps cached per size and DPR.

Drawing the cards ourselves gives the 6-player 11, 12 and 13 ranks, two
distinguishable jokers, a four-colour deck and large indices without bundling anyone's artwork.
Everything is laid out on a card of 100 x 140 units and scaled, so the same code serves a 40 px card
in a fanned hand and a 300 px card on a 4K screen.  Like KPat's renderer, the rasterised results are
kept per size and device-pixel ratio, because a table repaints the same few cards all the time.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from fivehundred_qt.core.cards import (
    ACE,
    BLACK_JOKER,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    RANK_TEXT,
    SPADES,
    Card,
)

from .card_backs import BACK_COLOURS, PATTERNS, add_lozenge

__all__ = ["BACKS", "CARD_ASPECT", "CardRenderer", "CardStyle", "suit_colour"]

CARD_ASPECT = 1.4
"""Height / width of every card (close to a poker card's 88.9 / 63.5)."""

BACKS: tuple[str, ...] = ("blue", "red", "green", "purple")
"""Stable ids of the procedurally drawn back designs; preferences store these names."""

_W = 100.0
_H = _W * CARD_ASPECT
_CORNER = 5.5

_INK = QColor(24, 24, 28)
_RED = QColor(204, 20, 40)
_BLUE = QColor(20, 84, 196)
_GREEN = QColor(14, 128, 56)
_FACE = QColor(255, 255, 255)
_EDGE = QColor(150, 150, 154)
_GOLD = QColor(196, 154, 40)


@dataclass(frozen=True)
class CardStyle:
    """How cards look; a value, so a preference change is one comparison and one cache clear."""

    four_colour: bool = False
    back: str = "blue"


def suit_colour(suit: int, four_colour: bool = False) -> QColor:
    """Ink of a suit: red and near-black, or ♠ black, ♥ red, ♦ blue, ♣ green in the four-colour deck."""
    if four_colour:
        return QColor({SPADES: _INK, CLUBS: _GREEN, DIAMONDS: _BLUE, HEARTS: _RED}.get(suit, _INK))
    return QColor(_RED if suit in (DIAMONDS, HEARTS) else _INK)


# --- shapes -------------------------------------------------------------------------------------
# Suit shapes are drawn here rather than taken from a font, so they look the same on every system
# (and exist at all where the font has no ♠).  Each is normalised to height 1, centred on (0, 0).


def _normalised(path: QPainterPath) -> QPainterPath:
    box = path.boundingRect()
    t = QTransform()
    t.scale(1.0 / box.height(), 1.0 / box.height())
    t.translate(-box.center().x(), -box.center().y())
    return t.map(path)


def _mirrored(half: Callable[[QPainterPath, float], None]) -> QPainterPath:
    """A left-right symmetric outline from a function that traces one half with x multiplied by sign."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    left = QPainterPath()
    half(left, -1.0)
    right = QPainterPath()
    half(right, 1.0)
    path.addPath(left.united(right))
    return path


def _heart_half(p: QPainterPath, s: float) -> None:
    p.moveTo(0.0, -0.24)
    p.cubicTo(s * 0.06, -0.43, s * 0.2, -0.5, s * 0.28, -0.5)
    p.cubicTo(s * 0.42, -0.5, s * 0.53, -0.39, s * 0.53, -0.21)
    p.cubicTo(s * 0.53, 0.05, s * 0.25, 0.22, 0.0, 0.5)
    p.closeSubpath()


def _spade_half(p: QPainterPath, s: float) -> None:
    p.moveTo(0.0, -0.5)
    p.cubicTo(s * 0.12, -0.33, s * 0.51, -0.14, s * 0.51, 0.1)
    p.cubicTo(s * 0.51, 0.25, s * 0.41, 0.33, s * 0.28, 0.33)
    p.cubicTo(s * 0.16, 0.33, s * 0.08, 0.27, s * 0.04, 0.2)
    p.cubicTo(s * 0.05, 0.34, s * 0.11, 0.44, s * 0.2, 0.5)
    p.lineTo(0.0, 0.5)
    p.closeSubpath()


def _diamond_half(p: QPainterPath, s: float) -> None:
    p.moveTo(0.0, -0.5)
    p.cubicTo(s * 0.12, -0.3, s * 0.25, -0.15, s * 0.38, 0.0)
    p.cubicTo(s * 0.25, 0.15, s * 0.12, 0.3, 0.0, 0.5)
    p.closeSubpath()


def _club() -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    r = 0.205
    for cx, cy in ((0.0, -0.28), (-0.265, 0.06), (0.265, 0.06)):
        path.addEllipse(QPointF(cx, cy), r, r)
    path.addEllipse(QPointF(0.0, -0.02), 0.12, 0.12)
    stem = QPainterPath()
    stem.moveTo(-0.04, 0.0)
    stem.lineTo(0.04, 0.0)
    stem.cubicTo(0.05, 0.32, 0.11, 0.43, 0.2, 0.5)
    stem.lineTo(-0.2, 0.5)
    stem.cubicTo(-0.11, 0.43, -0.05, 0.32, -0.04, 0.0)
    stem.closeSubpath()
    return path.united(stem)


def _star(points: int, outer: float, inner: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        pt = QPointF(radius * math.cos(angle), radius * math.sin(angle))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    return path


_SUIT_PATHS: dict[int, QPainterPath] = {
    SPADES: _normalised(_mirrored(_spade_half)),
    CLUBS: _normalised(_club()),
    DIAMONDS: _normalised(_mirrored(_diamond_half)),
    HEARTS: _normalised(_mirrored(_heart_half)),
}
_STAR = _normalised(_star(5, 0.5, 0.2))


_TEXT_PATHS: dict[tuple[str, str], tuple[QPainterPath, float]] = {}


def _text_path(text: str) -> tuple[QPainterPath, float]:
    """Bold glyph outlines of ``text`` in the application font, scaled so capitals are 1 unit tall.

    The glyphs are set tightly (their own side bearings dropped) so "10" and "13" stay narrow enough
    for a corner index.  Returns the path, with its top at y = 0 and left at x = 0, and its width.
    """
    family = QGuiApplication.font().family()
    key = (family, text)
    found = _TEXT_PATHS.get(key)
    if found is None:
        font = QFont(family)
        font.setBold(True)
        font.setPixelSize(200)
        cap = QFontMetricsF(font).capHeight() or 146.0
        path = QPainterPath()
        x = 0.0
        for ch in text:
            glyph = QPainterPath()
            glyph.addText(0.0, 0.0, font, ch)
            box = glyph.boundingRect()
            glyph.translate(x - box.left(), 0.0)
            path.addPath(glyph)
            x += box.width() + cap * 0.07
        t = QTransform()
        t.scale(1.0 / cap, 1.0 / cap)
        t.translate(0.0, cap)
        path = t.map(path)
        found = (path, path.boundingRect().right())
        _TEXT_PATHS[key] = found
    return found


# --- pip layouts --------------------------------------------------------------------------------
# (column, row) with column 0, 1, 2 = left, centre, right and row 0..1 from the top pip to the bottom.

_Pips = tuple[tuple[int, float], ...]


def _side(*rows: float) -> list[tuple[int, float]]:
    return [(col, row) for row in rows for col in (0, 2)]


def _mid(*rows: float) -> list[tuple[int, float]]:
    return [(1, row) for row in rows]


_THIRDS = (0.0, 1 / 3, 2 / 3, 1.0)
_QUARTERS = (0.0, 0.25, 0.5, 0.75, 1.0)
_LAYOUTS: dict[int, _Pips] = {
    2: tuple(_mid(0.0, 1.0)),
    3: tuple(_mid(0.0, 0.5, 1.0)),
    4: tuple(_side(0.0, 1.0)),
    5: tuple(_side(0.0, 1.0) + _mid(0.5)),
    6: tuple(_side(0.0, 0.5, 1.0)),
    7: tuple(_side(0.0, 0.5, 1.0) + _mid(0.25)),
    8: tuple(_side(0.0, 0.5, 1.0) + _mid(0.25, 0.75)),
    9: tuple(_side(*_THIRDS) + _mid(0.5)),
    10: tuple(_side(*_THIRDS) + _mid(1 / 6, 5 / 6)),
    11: tuple(_side(*_THIRDS) + _mid(1 / 6, 0.5, 5 / 6)),
    12: tuple(_side(*_QUARTERS) + _mid(0.125, 0.875)),
    13: tuple(_side(*_QUARTERS) + _mid(0.125, 0.5, 0.875)),
}

# Index: a column centred at _IDX_X; the rank's capitals from _RANK_TOP, the suit below.  Two-digit
# ranks are set a little smaller so that they need less squeezing to fit the column.
_IDX_X = 10.0
_RANK_TOP = 6.0
_RANK_H = 15.0
_RANK_H_WIDE = 13.5
_RANK_MAX_W = 16.0
_SUIT_GAP = 2.5
_SUIT_H = 12.0

_ROTATE_HALF = QTransform(-1.0, 0.0, 0.0, -1.0, _W, _H)
"""Maps the top half of the card onto the bottom half, turned round (the second index, court halves)."""


class CardRenderer:
    """Paints faces and backs as vectors and keeps an LRU of rasterised pixmaps."""

    CACHE_SIZE = 400

    def __init__(self, style: CardStyle = CardStyle()) -> None:
        self._style = style
        self._cache: OrderedDict[tuple[Card | None, int, float, bool], QPixmap] = OrderedDict()
        self._back_master: QImage | None = None

    @property
    def style(self) -> CardStyle:
        return self._style

    def set_style(self, style: CardStyle) -> None:
        if style.back not in BACKS:
            raise ValueError(f"unknown card back {style.back!r} (one of {', '.join(BACKS)})")
        if style != self._style:
            self._style = style
            self.clear_cache()

    def clear_cache(self) -> None:
        self._cache.clear()
        self._back_master = None

    # --- pixmaps ------------------------------------------------------------------------------

    def pixmap(self, card: Card | None, width_px: int, dpr: float = 1.0, face_up: bool = True) -> QPixmap:
        """The card ``width_px`` logical pixels wide, rasterised for a screen of ratio ``dpr``."""
        key = (card, int(width_px), float(dpr), bool(face_up))
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        width = max(1, round(width_px * dpr))
        height = max(1, round(width_px * CARD_ASPECT * dpr))
        if card is None or not face_up:
            pixmap = self._back_pixmap(width, height)
            pixmap.setDevicePixelRatio(dpr)
            self._store(key, pixmap)
            return pixmap
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            self.paint(painter, QRectF(0.0, 0.0, width, height), card, face_up)
        finally:
            painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._store(key, pixmap)
        return pixmap

    def _store(self, key: tuple[Card | None, int, float, bool], pixmap: QPixmap) -> None:
        self._cache[key] = pixmap
        while len(self._cache) > self.CACHE_SIZE:
            self._cache.popitem(last=False)

    BACK_MASTER_WIDTH = 320

    def _back_pixmap(self, width: int, height: int) -> QPixmap:
        """A back at any size, scaled from one large master: the lattice is costly to draw
        (about 20 ms) and a back looks the same at every size."""
        master = self._back_master
        if master is None:
            w = self.BACK_MASTER_WIDTH
            h = round(w * CARD_ASPECT)
            image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            try:
                self.paint(painter, QRectF(0.0, 0.0, w, h), None, False)
            finally:
                painter.end()
            master = self._back_master = image
        return QPixmap.fromImage(master.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                                               Qt.TransformationMode.SmoothTransformation))

    # --- vectors ------------------------------------------------------------------------------

    def paint(self, painter: QPainter, rect: QRectF, card: Card | None, face_up: bool = True) -> None:
        """Draw ``card`` (its back when ``card`` is None or ``face_up`` is false) into ``rect``.

        A rect of the card's aspect (to within 3 %) is filled exactly; any other is fitted, centred.
        """
        sx = rect.width() / _W
        sy = rect.height() / _H
        if sx <= 0 or sy <= 0:
            return
        if abs(sx / sy - 1.0) > 0.03:
            sx = sy = min(sx, sy)
        base = QTransform(painter.worldTransform())
        unit = QTransform()
        unit.translate(rect.center().x() - sx * _W / 2, rect.center().y() - sy * _H / 2)
        unit.scale(sx, sy)
        unit = unit * base
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.setWorldTransform(unit)
            px = 1.0 / max(1e-6, math.sqrt(abs(painter.deviceTransform().determinant())))
            pen_width = max(px, 0.8)
            if card is None or not face_up:
                self._paint_back(painter, unit, pen_width)
            else:
                self._paint_blank(painter, pen_width, _FACE)
                if card.is_joker:
                    self._paint_joker(painter, unit, card == BLACK_JOKER)
                else:
                    self._paint_face(painter, unit, card)
        finally:
            painter.restore()

    @staticmethod
    def _outline(pen_width: float) -> QRectF:
        half = pen_width / 2
        return QRectF(half, half, _W - pen_width, _H - pen_width)

    def _paint_blank(self, painter: QPainter, pen_width: float, fill: QColor) -> None:
        painter.setPen(QPen(_EDGE, pen_width))
        painter.setBrush(fill)
        painter.drawRoundedRect(self._outline(pen_width), _CORNER, _CORNER)

    @staticmethod
    def _fill(painter: QPainter, unit: QTransform, path: QPainterPath, x: float, y: float,
              size: float, brush: QBrush | QColor, *, turned: bool = False, sx: float = 1.0) -> None:
        """Fill a unit path, scaled to ``size`` and centred (or top-left placed) at (x, y)."""
        t = QTransform()
        t.translate(x, y)
        if turned:
            t.rotate(180.0)
        t.scale(size * sx, size)
        painter.setWorldTransform(t * unit)
        painter.fillPath(path, brush)

    def _text(self, painter: QPainter, unit: QTransform, text: str, cx: float, top: float,
              height: float, colour: QColor, max_width: float | None = None) -> float:
        """Bold text centred on ``cx`` with capitals from ``top``; returns the bottom of its ink."""
        path, width = _text_path(text)
        squeeze = 1.0
        if max_width is not None and width * height > max_width:
            squeeze = max_width / (width * height)
        self._fill(painter, unit, path, cx - width * height * squeeze / 2, top, height, colour, sx=squeeze)
        return top + path.boundingRect().bottom() * height

    # --- faces --------------------------------------------------------------------------------

    def _paint_face(self, painter: QPainter, unit: QTransform, card: Card) -> None:
        colour = suit_colour(card.suit, self._style.four_colour)
        suit = _SUIT_PATHS[card.suit]
        for side in (unit, _ROTATE_HALF * unit):
            self._index(painter, side, RANK_TEXT[card.rank], suit, colour)
        rank = card.rank
        if rank == ACE:
            size = {SPADES: 50.0, DIAMONDS: 46.0}.get(card.suit, 42.0)
            self._fill(painter, unit, suit, _W / 2, _H / 2, size, colour)
        elif rank in (JACK, QUEEN, KING):
            self._court(painter, unit, card, suit, colour)
        else:
            self._pips(painter, unit, rank, suit, colour)

    def _index(self, painter: QPainter, unit: QTransform, text: str, suit: QPainterPath,
               colour: QColor) -> None:
        height = _RANK_H_WIDE if len(text) > 1 else _RANK_H
        bottom = self._text(painter, unit, text, _IDX_X, _RANK_TOP + _RANK_H - height, height, colour,
                            _RANK_MAX_W)
        top = max(_RANK_TOP + _RANK_H + _SUIT_GAP, bottom + 1.5)
        self._fill(painter, unit, suit, _IDX_X, top + _SUIT_H / 2, _SUIT_H, colour)

    def _pips(self, painter: QPainter, unit: QTransform, rank: int, suit: QPainterPath,
              colour: QColor) -> None:
        many = rank > 10
        size = 13.5 if many else 16.5
        xs = (32.0, _W / 2, 68.0)
        top, bottom = (25.0, _H - 25.0) if many else (27.0, _H - 27.0)
        for col, row in _LAYOUTS[rank]:
            y = top + (bottom - top) * row
            self._fill(painter, unit, suit, xs[col], y, size, colour, turned=row > 0.5)

    def _court(self, painter: QPainter, unit: QTransform, card: Card, suit: QPainterPath,
               colour: QColor) -> None:
        """A framed, double-ended panel: the letter, a crown for kings and queens, the suit."""
        panel = QRectF(22.0, 8.0, _W - 44.0, _H - 16.0)
        painter.setWorldTransform(unit)
        tint = QColor(colour)
        tint.setAlpha(16)
        wash = QLinearGradient(panel.topLeft(), panel.bottomRight())
        wash.setColorAt(0.0, QColor(255, 250, 236))
        wash.setColorAt(1.0, QColor(250, 240, 214))
        painter.setPen(QPen(colour, 1.3))
        painter.setBrush(wash)
        painter.drawRoundedRect(panel, 2.5, 2.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawRoundedRect(panel, 2.5, 2.5)
        painter.setPen(QPen(_GOLD, 0.7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(panel.adjusted(2.2, 2.2, -2.2, -2.2), 1.5, 1.5)
        painter.drawLine(QPointF(panel.left() + 5.0, _H / 2), QPointF(_W / 2 - 5.0, _H / 2))
        painter.drawLine(QPointF(_W / 2 + 5.0, _H / 2), QPointF(panel.right() - 5.0, _H / 2))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_GOLD)
        painter.drawPolygon([QPointF(_W / 2, _H / 2 - 3.0), QPointF(_W / 2 + 3.0, _H / 2),
                             QPointF(_W / 2, _H / 2 + 3.0), QPointF(_W / 2 - 3.0, _H / 2)])
        letter = RANK_TEXT[card.rank]
        for side in (unit, _ROTATE_HALF * unit):
            if card.rank == JACK:
                self._fill(painter, side, _STAR, _W / 2, 19.5, 10.0, _GOLD)
            else:
                self._crown(painter, side, card.rank == KING, colour)
            for x in (panel.left() + 8.0, panel.right() - 8.0):
                self._fill(painter, side, suit, x, 19.5, 9.0, colour)
            self._text(painter, side, letter, _W / 2, 28.0, 27.0, colour)

    def _crown(self, painter: QPainter, unit: QTransform, king: bool, colour: QColor) -> None:
        painter.setWorldTransform(unit)
        cx, base, top, half = _W / 2, 24.5, 14.5, 9.0
        crown = QPainterPath()
        crown.moveTo(cx - half, base)
        if king:
            crown.lineTo(cx - half - 1.0, top)
            crown.lineTo(cx - half / 2, top + 5.0)
            crown.lineTo(cx, top - 1.5)
            crown.lineTo(cx + half / 2, top + 5.0)
            crown.lineTo(cx + half + 1.0, top)
        else:
            crown.lineTo(cx - half - 1.0, top + 2.0)
            crown.quadTo(cx - half / 2, top + 7.0, cx, top)
            crown.quadTo(cx + half / 2, top + 7.0, cx + half + 1.0, top + 2.0)
        crown.lineTo(cx + half, base)
        crown.closeSubpath()
        painter.setPen(QPen(colour, 0.7))
        painter.setBrush(_GOLD)
        painter.drawPath(crown)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        tips = ((cx - half - 1.0, top), (cx, top - 1.5), (cx + half + 1.0, top)) if king else (
            (cx - half - 1.0, top + 2.0), (cx, top), (cx + half + 1.0, top + 2.0))
        for x, y in tips:
            painter.drawEllipse(QPointF(x, y), 1.3, 1.3)

    def _paint_joker(self, painter: QPainter, unit: QTransform, black: bool) -> None:
        ink = QColor(_INK if black else _RED)
        for side in (unit, _ROTATE_HALF * unit):
            top = _RANK_TOP
            for letter in "JOKER":
                bottom = self._text(painter, side, letter, _IDX_X, top, 9.6, ink)
                top = max(top + 9.6, bottom) + 2.4
            self._fill(painter, side, _STAR, _IDX_X, top + 4.0, 8.0, ink)
        centre = QPointF(_W / 2, _H / 2)
        painter.setWorldTransform(unit)
        ring = QRadialGradient(centre, 31.0)
        if black:
            ring.setColorAt(0.0, QColor(250, 250, 250))
            ring.setColorAt(0.75, QColor(222, 222, 226))
            ring.setColorAt(1.0, QColor(150, 150, 156))
        else:
            ring.setColorAt(0.0, QColor(255, 249, 225))
            ring.setColorAt(0.75, QColor(250, 222, 140))
            ring.setColorAt(1.0, QColor(206, 152, 30))
        painter.setPen(QPen(ink, 1.4))
        painter.setBrush(ring)
        painter.drawEllipse(centre, 29.0, 29.0)
        painter.setPen(QPen(ink, 0.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 25.0, 25.0)
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(12):
            angle = i * math.pi / 6
            painter.setBrush(ink)
            painter.drawEllipse(QPointF(centre.x() + 27.0 * math.sin(angle),
                                        centre.y() - 27.0 * math.cos(angle)), 1.0, 1.0)
        self._fill(painter, unit, _STAR, centre.x(), centre.y() + 1.0, 39.0, ink)
        highlight = QColor(255, 255, 255) if black else QColor(255, 214, 90)
        self._fill(painter, unit, _STAR, centre.x(), centre.y() + 1.0, 15.0, highlight)
        if black:
            # A second, hollow star inside tells the black joker apart at a glance, even in grey.
            self._fill(painter, unit, _STAR, centre.x(), centre.y() + 1.0, 8.0, ink)

    # --- backs --------------------------------------------------------------------------------

    def _paint_back(self, painter: QPainter, unit: QTransform, pen_width: float) -> None:
        back = self._style.back if self._style.back in BACKS else BACKS[0]
        self._paint_blank(painter, pen_width, _FACE)
        base, light, dark = BACK_COLOURS[back]
        panel = QRectF(5.0, 5.0, _W - 10.0, _H - 10.0)
        frame = QPainterPath()
        frame.addRoundedRect(panel, 3.0, 3.0)
        shade = QLinearGradient(panel.topLeft(), panel.bottomRight())
        shade.setColorAt(0.0, base.lighter(112))
        shade.setColorAt(1.0, base.darker(112))
        painter.fillPath(frame, shade)
        painter.save()
        painter.setClipPath(frame)
        PATTERNS[back](painter, panel, light, dark)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(light, 0.8))
        painter.drawRoundedRect(panel.adjusted(2.5, 2.5, -2.5, -2.5), 2.0, 2.0)
        painter.setPen(QPen(dark, 0.8))
        painter.drawRoundedRect(panel, 3.0, 3.0)
        self._emblem(painter, unit, base, light, dark)

    def _emblem(self, painter: QPainter, unit: QTransform, base: QColor, light: QColor,
                dark: QColor) -> None:
        painter.setWorldTransform(unit)
        cx, cy = _W / 2, _H / 2
        lozenge = QPainterPath()
        add_lozenge(lozenge, cx, cy, 17.0, 24.0)
        painter.setPen(QPen(light, 1.2))
        painter.setBrush(base)
        painter.drawPath(lozenge)
        inner = QTransform()
        inner.translate(cx, cy)
        inner.scale(0.72, 0.72)
        inner.translate(-cx, -cy)
        painter.setPen(QPen(light, 0.6))
        painter.setBrush(dark)
        painter.drawPath(inner.map(lozenge))
        for i, suit in enumerate((SPADES, HEARTS, CLUBS, DIAMONDS)):
            dx, dy = ((0.0, -7.0), (6.0, 0.0), (0.0, 7.0), (-6.0, 0.0))[i]
            self._fill(painter, unit, _SUIT_PATHS[suit], cx + dx, cy + dy, 5.5, light)

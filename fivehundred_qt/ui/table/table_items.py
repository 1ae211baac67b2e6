"""What the table draws besides cards: a seat's nameplate and the message in the middle."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...core import RuleSet
from ...core.events import Contract
from ..wording import bid_symbol
from .table_geometry import BADGE_H, BADGE_W, TEXT_FLOOR
from .text_fit import fitted, wrapped

SUIT_SYMBOL = "♠♣♦♥"
WHITE = QColor(255, 255, 255)
BLACK = QColor(0, 0, 0)


def contract_text(rules: RuleSet, contract: Contract) -> str:
    if contract.kind == "all_pass_nt":
        return QCoreApplication.translate("SeatBadge", "no trumps (all passed)")
    if contract.kind == "spades":
        return QCoreApplication.translate("SeatBadge", "Spades")
    assert contract.bid is not None
    # A nameplate is narrow: "10NT sans kitty", "7♥"; a misère keeps its words.
    return bid_symbol(rules, contract.bid)


class SeatBadge(QGraphicsObject):
    """Name, team colour, dealer chip, the last call or contract, tricks won, whose turn."""

    W, H = BADGE_W, BADGE_H

    def __init__(self, name: str, colour: QColor) -> None:
        super().__init__()
        self.name = name
        self.colour = colour
        self.dealer = False
        self.turn = False
        self.line = ""
        self.tricks: int | None = None
        self.high_contrast = False
        """White on black, a white edge, a wider glow for the turn."""
        self.setZValue(500)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 6, -self.H / 2 - 6, self.W + 12, self.H + 12)

    def set(self, **values: object) -> None:
        for key, value in values.items():
            setattr(self, key, value)
        self.update()

    def info_layout(self, metrics: QFontMetricsF) -> tuple[QRectF, str, QRectF | None, str]:
        """Where the second line goes: the call or contract on the left, shortened in the middle
        when it must be (a nominated joker's suit at its end stays in sight), and the tricks won
        on the right, never on top of it."""
        info = QRectF(-self.W / 2 + 22, -self.H / 2 + 48, self.W - 30, 36)
        tricks = "" if self.tricks is None else f"🂠 {self.tricks}"
        tricks_rect = None
        line_rect = QRectF(info)
        if tricks:
            width = metrics.horizontalAdvance(tricks) + 2
            tricks_rect = QRectF(info.right() - width, info.top(), width, info.height())
            line_rect.setRight(tricks_rect.left() - 8)
        line = metrics.elidedText(self.line, Qt.TextElideMode.ElideMiddle, line_rect.width())
        return line_rect, line, tricks_rect, tricks

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        strong = self.high_contrast
        if self.turn:
            glow = QPen(QColor(255, 210, 60), 8 if strong else 5)
            painter.setPen(glow)
        else:
            painter.setPen(QPen(WHITE, 2) if strong else QPen(QColor(0, 0, 0, 90), 1.5))
        painter.setBrush(BLACK if strong else QColor(16, 40, 28, 215))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(rect.left() + 6, rect.top() + 10, 10 if strong else 7,
                                       rect.height() - 20), 3, 3)
        font = QFont()
        font.setPixelSize(30)
        font.setBold(True)
        text_rect = QRectF(rect.left() + 22, rect.top() + 6, rect.width() - 70, 40)
        name_font, name = fitted(font, self.name, text_rect.width(), TEXT_FLOOR)
        painter.setFont(name_font)
        painter.setPen(WHITE if strong else QColor(245, 245, 235))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        font.setBold(False)
        font.setPixelSize(TEXT_FLOOR)
        painter.setFont(font)
        painter.setPen(WHITE if strong else QColor(225, 230, 215))
        line_rect, line, tricks_rect, tricks = self.info_layout(QFontMetricsF(font))
        painter.drawText(line_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
        if tricks_rect is not None:
            painter.drawText(tricks_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             tricks)
        if self.dealer:
            chip = QRectF(rect.right() - 46, rect.top() + 8, 38, 38)
            painter.setBrush(QColor(250, 250, 245))
            painter.setPen(QPen(QColor(40, 40, 40), 1.5))
            painter.drawEllipse(chip)
            font.setBold(True)
            font.setPixelSize(TEXT_FLOOR)
            painter.setFont(font)
            painter.setPen(QColor(30, 30, 30))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")


class Banner(QGraphicsObject):
    """A message in the middle of the table (the hand's result, a thrown-in hand), as wide and
    as tall as its lines need and never wider than the space between the side nameplates."""

    MAX_W, MIN_W = 660.0, 400.0
    HEAD, LINE = 34, TEXT_FLOOR

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self._body: list[str] = []
        """The lines under the heading as drawn: broken to the banner's width."""
        self._size = (self.MIN_W, 120.0)
        self.widest = self.MAX_W
        """The most width the table leaves it between the nameplates beside it."""
        self.high_contrast = False
        """White on black with a white edge."""
        self.setZValue(900)
        self.setVisible(False)

    def _font(self, head: bool) -> QFont:
        font = QFont()
        font.setPixelSize(self.HEAD if head else self.LINE)
        font.setBold(head)
        return font

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-w / 2, -h / 2, w, h)

    def show_lines(self, lines: Sequence[str]) -> None:
        """The heading, then the lines (each broken between words when it is wider than the
        banner may be)."""
        self.prepareGeometryChange()
        self.lines = list(lines)
        self._body = []
        if lines:
            head = QFontMetricsF(self._font(True)).horizontalAdvance(lines[0])
            body = QFontMetricsF(self._font(False))
            widest = max([head, *(body.horizontalAdvance(line) for line in lines[1:])])
            width = min(self.widest, max(self.MIN_W, widest + 64))
            self._body = [part for line in lines[1:] for part in wrapped(body, line, width - 52)]
            height = 20 + 56 + body.lineSpacing() * len(self._body) + 22
            self._size = (width, height)
        self.setVisible(bool(lines))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(10, 10, -10, -10)
        strong = self.high_contrast
        painter.setPen(QPen(WHITE, 4) if strong else QPen(QColor(255, 215, 90), 2))
        painter.setBrush(BLACK if strong else QColor(12, 30, 20, 230))
        painter.drawRoundedRect(rect, 18, 18)
        head = QRectF(rect.left() + 12, rect.top() + 8, rect.width() - 24, 50)
        font, heading = fitted(self._font(True), self.lines[0], head.width(), TEXT_FLOOR)
        painter.setFont(font)
        painter.setPen(WHITE if strong else QColor(255, 240, 200))
        painter.drawText(head, Qt.AlignmentFlag.AlignCenter, heading)
        font = self._font(False)
        painter.setFont(font)
        painter.setPen(WHITE if strong else QColor(230, 235, 225))
        metrics = QFontMetricsF(font)
        body = QRectF(rect.left() + 16, rect.top() + 62, rect.width() - 32, metrics.lineSpacing())
        for line in self._body:
            painter.drawText(body, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, line)
            body.translate(0, metrics.lineSpacing())


class HandFrame(QGraphicsObject):
    """The keyboard's gold ring around the viewer's hand while the keys are used on the table: a
    focus ring belongs to the thing that has the focus, not around the whole table (where it ran
    through the score board)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.high_contrast = False
        """White and wider."""
        self.setZValue(40)               # under the cards, over the felt
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = 10.0 if self.high_contrast else 6.0
        painter.setPen(QPen(WHITE if self.high_contrast else QColor(255, 204, 51), pen))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2), 24, 24)

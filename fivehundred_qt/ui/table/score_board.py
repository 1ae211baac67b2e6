"""The state of the game at a glance, in the table's top-left corner: each side's score, the
contract with its trump, who plays it, and the tricks won against the tricks needed."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...core import Bid, RuleSet
from ...core.events import Contract
from ..model_base import team_colour
from ..wording import bid_symbol, side_name
from .table_geometry import TEXT_FLOOR
from .table_items import BLACK, SUIT_SYMBOL, WHITE
from .text_fit import fitted

RED_SUITS = (2, 3)          # ♦ ♥ in SUIT_SYMBOL's order


@dataclass
class Standing:
    """What the board shows, kept up to date by the scene from views and events."""

    rules: RuleSet
    names: list[str]
    scores: list[int]
    bags: list[int] | None = None
    contract: Contract | None = None
    won: list[int] = field(default_factory=list)
    """Tricks won this hand, per seat."""
    bids: dict[int, Bid] = field(default_factory=dict)
    """Spades: each seat's bid this hand."""
    partners: tuple[int, ...] = ()
    """Five players: the seats the contractor called."""

    def trick_lines(self) -> list[str]:
        """'West: 3 of 8 tricks · defenders 2, 3 to set' and the like; Spades: a line a side."""
        contract = self.contract
        if contract is None or not self.won:
            return []
        rules = self.rules
        if contract.kind == "spades":
            lines = []
            for seats in rules.sides:
                bid = sum(self.bids[s].tricks for s in seats if s in self.bids)
                won = sum(self.won[s] for s in seats)
                lines.append(QCoreApplication.translate("ScoreBoard", "{side}: {won} of {bid}").format(
                    side=side_name(self.names, seats), won=won, bid=bid))
            return lines
        if contract.declarer is None:
            return [QCoreApplication.translate("ScoreBoard", "Every trick for its winner")]
        won = sum(self.won[s] for s in contract.seats(rules, self.partners))
        against = sum(self.won) - won
        if contract.is_misere:
            return [QCoreApplication.translate("ScoreBoard", "Tricks taken: {0} (none allowed)")
                    .format(won)]
        return [QCoreApplication.translate("ScoreBoard", "Tricks: {won} of {need}")
                .format(won=won, need=contract.tricks),
                QCoreApplication.translate("ScoreBoard", "Defenders: {won} of {to_set} to set").format(
                    won=against, to_set=contract.tricks_to_set(rules))]

    def contract_line(self) -> tuple[str, str]:
        """The trump badge's text and the contract with its player."""
        contract = self.contract
        if contract is None:
            return "", ""
        if contract.kind == "spades":
            return "♠", QCoreApplication.translate("ScoreBoard", "Spades")
        if contract.kind == "all_pass_nt":
            return "NT", QCoreApplication.translate("ScoreBoard", "No trumps, all passed")
        assert contract.bid is not None and contract.declarer is not None
        who = self.names[contract.declarer]
        if contract.is_misere:
            badge = "—"
        else:
            badge = SUIT_SYMBOL[contract.trump] if contract.trump is not None \
                else QCoreApplication.translate("ScoreBoard", "NT")
        what = bid_symbol(self.rules, contract.bid)
        return badge, QCoreApplication.translate("ScoreBoard", "{contract} by {player}").format(
            contract=what, player=who)


class ScoreBoard(QGraphicsObject):
    """A panel that is always in sight, never covering a hand or a nameplate."""

    ROW = 40.0

    def __init__(self) -> None:
        super().__init__()
        self.standing: Standing | None = None
        self.W = 460.0
        self.columns = 1
        """Sides' scores side by side (five players: five sides)."""
        self.compact = False
        """Room for one line of tricks only (six players: a hand close to each corner)."""
        self.high_contrast = False
        """White on black with a white edge."""
        self.setZValue(450)

    def place(self, players: int, sides: int) -> None:
        """Where the board fits among the seats: the top-left corner, or the top centre where
        an odd number of players leaves it free."""
        self.prepareGeometryChange()
        self.compact = players >= 5
        # Six players in three sides: two columns, clear of the hand near the corner; five
        # sides in three, above the nameplates of the two seats at the top.
        self.columns = 3 if sides == 5 else 2 if sides > 3 or (self.compact and sides > 2) else 1
        self.W = 470.0 if players % 2 else 460.0
        if players % 2:
            self.setPos(800 - self.W / 2, 12)
        else:
            self.setPos(12, 12)

    def reserved(self) -> QRectF:
        """The most of the table the board can take (a contract and its lines of tricks), in
        scene coordinates: open hands are laid out around it."""
        st = self.standing
        if st is None:
            return QRectF()
        sides = len(st.rules.sides)
        tricks = 1 if self.compact and not st.rules.is_spades else max(2, sides)
        rows = -(-sides // self.columns) + 1 + tricks
        return QRectF(self.pos().x(), self.pos().y(), self.W, 16 + rows * self.ROW + 8)

    def show_standing(self, standing: Standing | None) -> None:
        self.prepareGeometryChange()
        self.standing = standing
        self.setVisible(standing is not None)
        self.update()

    def refresh(self) -> None:
        """The standing was changed in place."""
        self.prepareGeometryChange()
        self.update()

    def _rows(self) -> int:
        st = self.standing
        if st is None:
            return 0
        rows = -(-len(st.rules.sides) // self.columns)
        if st.contract is not None:
            rows += 1 + len(self._trick_lines(st))
        return rows

    def _trick_lines(self, st: Standing) -> list[str]:
        lines = st.trick_lines()
        return lines[:1] if self.compact and st.contract and st.contract.kind != "spades" \
            else lines

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, 16 + self._rows() * self.ROW + (8 if self.standing and
                                                                      self.standing.contract
                                                                      else 0))

    def text(self) -> str:
        """Everything on the board as lines of text (for tests and screen readers)."""
        st = self.standing
        if st is None:
            return ""
        lines = []
        for i, seats in enumerate(st.rules.sides):
            line = f"{side_name(st.names, seats)} {st.scores[i]}"
            if st.bags is not None:
                line += " " + QCoreApplication.translate("ScoreBoard", "bags {0}").format(st.bags[i])
            lines.append(line)
        badge, contract = st.contract_line()
        if contract:
            lines.append(f"{badge} {contract}")
        return "\n".join(lines + self._trick_lines(st))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        st = self.standing
        if st is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        strong = self.high_contrast
        text = WHITE if strong else QColor(225, 230, 215)
        painter.setPen(QPen(WHITE, 2) if strong else QPen(QColor(0, 0, 0, 90), 1.5))
        painter.setBrush(BLACK if strong else QColor(12, 34, 22, 205))
        painter.drawRoundedRect(rect, 12, 12)
        font = QFont()
        y = 8.0
        left, right = 14.0, self.W - 14
        column_w = (self.W - 28) / self.columns
        font.setPixelSize(30 if self.columns == 1 else TEXT_FLOOR)
        for i, seats in enumerate(st.rules.sides):
            row, column = divmod(i, self.columns)
            x0 = left + column * column_w
            x1 = x0 + column_w - (10 if column + 1 < self.columns else 0)
            top = y + row * self.ROW
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(team_colour(i))
            painter.drawRoundedRect(QRectF(x0, top + 8, 8, self.ROW - 16), 3, 3)
            font.setBold(True)
            painter.setFont(font)
            score = str(st.scores[i])
            if st.bags is not None:
                bags = QCoreApplication.translate("ScoreBoard", "bags {0}").format(st.bags[i])
                score = f"{score}  ({bags})"
            metrics = QFontMetricsF(font)
            score_w = metrics.horizontalAdvance(score) + 4
            painter.setPen(QColor(255, 150, 130) if st.scores[i] < 0 else
                           WHITE if strong else QColor(250, 245, 225))
            painter.drawText(QRectF(x1 - score_w, top, score_w, self.ROW),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, score)
            font.setBold(False)
            name_rect = QRectF(x0 + 16, top, x1 - score_w - x0 - 24, self.ROW)
            name_font, name = fitted(font, side_name(st.names, seats), name_rect.width(),
                                     TEXT_FLOOR)
            painter.setFont(name_font)
            painter.setPen(text)
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             name)
        y += -(-len(st.rules.sides) // self.columns) * self.ROW
        badge, contract = st.contract_line()
        if not contract:
            return
        y += 4
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawLine(QRectF(left, y, right - left, 0).topLeft(),
                         QRectF(left, y, right - left, 0).topRight())
        y += 4
        red = st.contract is not None and st.contract.kind == "suit" \
            and st.contract.trump in RED_SUITS
        font.setBold(True)
        font.setPixelSize(30 if len(badge) == 1 else TEXT_FLOOR)
        painter.setFont(font)
        # A round chip for a suit, as wide as its word for "NT" ("SA", "DT").
        side = self.ROW - 4
        chip = QRectF(left, y + 2, max(side, QFontMetricsF(font).horizontalAdvance(badge) + 12),
                      side)
        painter.setBrush(QColor(250, 250, 245))
        painter.setPen(QPen(QColor(40, 40, 40), 1.2))
        painter.drawRoundedRect(chip, side / 2, side / 2)
        painter.setPen(QColor(200, 30, 40) if red else QColor(25, 25, 25))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, badge)
        font.setPixelSize(30)
        painter.setFont(font)
        painter.setPen(WHITE if strong else QColor(255, 230, 160))
        line_rect = QRectF(chip.right() + 10, y, right - chip.right() - 10, self.ROW)
        painter.drawText(line_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(font).elidedText(contract, Qt.TextElideMode.ElideMiddle,
                                                        line_rect.width()))
        y += self.ROW
        font.setBold(False)
        font.setPixelSize(TEXT_FLOOR)
        painter.setFont(font)
        painter.setPen(text)
        for line in self._trick_lines(st):
            painter.drawText(QRectF(left, y, right - left, self.ROW),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             QFontMetricsF(font).elidedText(line, Qt.TextElideMode.ElideRight,
                                                            right - left))
            y += self.ROW


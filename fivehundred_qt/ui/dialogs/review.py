"""Review of tricks: the last trick, or every trick of the hand just finished with its
double-dummy analysis (``bots.analysis``, run in the background): the cards that gave away
tricks to best play are marked, each side's losses are told in a line, and the deal's table
follows (``review_table``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...bots.analysis import (
    NOT_LEGAL,
    NOT_PLAYED,
    NOT_SEEN,
    THROWN_IN,
    CardVerdict,
    DealTable,
    HandAnalysis,
    SeenHand,
)
from ...core import Card, Play, RuleSet
from ...core.cards import SUIT_SYMBOLS
from ...core.terms import term
from ...translation import say
from ..geometry import fitted
from ..table.cards import CardRenderer
from ..wording import card_symbol, side_name
from .review_analysis import HandAnalysisJob
from .review_table import DealTableView

CARD_WIDTH = 58


class HandReviewDialog(QDialog):
    """A grid of tricks: one row a trick, one column a seat; the winner's card is framed."""

    def __init__(self, renderer: CardRenderer, names: Sequence[str], rules: RuleSet,
                 tricks: Sequence[tuple[int, tuple[tuple[int, Card], ...]]], title: str,
                 parent: QWidget | None = None, *, first: int = 1, seen: SeenHand | None = None
                 ) -> None:
        """``tricks`` numbered from ``first`` (the last trick alone: its number in the hand);
        ``seen``, the finished hand as the seat saw it, to analyse (every trick shown)."""
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)   # not one left per review
        self.names, self.rules = list(names), rules
        self.setWindowTitle(title)
        grid_widget = QWidget()
        grid_widget.setAutoFillBackground(True)
        palette = grid_widget.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(24, 92, 54))
        grid_widget.setPalette(palette)
        grid = QGridLayout(grid_widget)
        grid.setHorizontalSpacing(10)
        header_style = "color: #f4f1e4; font-weight: 600;"
        for seat in range(rules.players):
            label = QLabel(names[seat])
            label.setStyleSheet(header_style)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, seat + 1)
        dpr = self.devicePixelRatioF()
        self.cells: list[list[QLabel | None]] = []
        self._pixmaps: dict[QLabel, QPixmap] = {}
        for row, (winner, cards) in enumerate(tricks, start=1):
            number = QLabel(str(first + row - 1))
            number.setStyleSheet(header_style)
            grid.addWidget(number, row, 0)
            cells: list[QLabel | None] = [None] * rules.players
            for seat, card in cards:
                cell = QLabel()
                pixmap = renderer.pixmap(card, CARD_WIDTH, dpr)
                cell.setPixmap(pixmap)
                self._pixmaps[cell] = pixmap
                cell.setToolTip(card.name)
                if seat == winner:
                    cell.setStyleSheet("border: 3px solid #ffd23c; border-radius: 6px;")
                    cell.setToolTip(self.tr("{0}: won the trick").format(card.name))
                grid.addWidget(cell, row, seat + 1, Qt.AlignmentFlag.AlignCenter)
                cells[seat] = cell
            self.cells.append(cells)
        scroll = QScrollArea()
        scroll.setWidget(grid_widget)
        scroll.setWidgetResizable(True)
        self.first = first
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                             | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.deal_table = DealTableView(rules, names, seen.contract if seen else None)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if seen is None:
            layout.addWidget(scroll)
            self.verdict.hide()
            self.deal_table.hide()
        else:
            layout.addWidget(self._tricks_over_analysis(scroll))
        layout.addWidget(buttons)
        self._job: HandAnalysisJob | None = None
        if seen is not None:
            self.verdict.setText(self.tr("Analysing…"))
            if seen.sat_out is None:
                self.deal_table.show_unseen()
            wanted = seen.sat_out is not None
            self._job = HandAnalysisJob(
                seen, self._show_analysis, self._show_table if wanted else None,
                self.deal_table.show_progress)
        width, height = min(140 + 90 * rules.players, 900), min(120 + 100 * len(tricks), 620)
        if seen is not None:                  # room for the analysis below the tricks
            width, height = max(width, 680), min(height + 240, 760)
        self.resize(self._room(width, height))

    def _tricks_over_analysis(self, tricks: QScrollArea) -> QSplitter:
        """The tricks above, the analysis below (the lines and the deal's table side by side),
        each scrolling, the line between them movable."""
        analysis = self._analysis = QWidget()
        row = QHBoxLayout(analysis)
        row.addWidget(self.verdict, 1)
        row.addWidget(self.deal_table, 0, Qt.AlignmentFlag.AlignTop)
        self._below = QScrollArea()
        self._below.setWidget(analysis)
        self._below.setWidgetResizable(True)
        self._below.setFrameShape(QFrame.Shape.NoFrame)
        self._split = QSplitter(Qt.Orientation.Vertical)
        self._split.setChildrenCollapsible(False)
        self._split.addWidget(tricks)
        self._split.addWidget(self._below)
        self._split.setStretchFactor(0, 1)
        return self._split

    def _fit_analysis(self) -> None:
        """The analysis below gets the height it needs, up to three fifths of the dialog's."""
        analysis = self._analysis
        sizes = self._split.sizes()
        total = sum(sizes)
        if total <= 0:
            return
        width = self._below.viewport().width()
        need = analysis.heightForWidth(width) if analysis.hasHeightForWidth() else -1
        need = max(need, analysis.sizeHint().height()) + 2
        share = min(need, total * 3 // 5)
        if share > sizes[1]:
            self._split.setSizes([total - share, share])

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.verdict.isVisibleTo(self):
            self._fit_analysis()

    def _room(self, width: int, height: int) -> QSize:
        """``width``×``height`` made smaller where the screen or the window it belongs to is
        (a dialog of a small window stays within it)."""
        size = fitted(self, width, height)
        parent = self.parentWidget()
        if parent is not None:
            room = parent.window().size()
            size = size.boundedTo(QSize(room.width() - 20, room.height() - 20))
        return size

    def done(self, result: int) -> None:
        if self._job is not None:
            self._job.cancel()       # an answer after the dialog closed goes nowhere
            self._job = None
        super().done(result)

    # ------------------------------------------------------------------ the analysis
    def _show_analysis(self, analysis: HandAnalysis | None) -> None:
        if analysis is None or analysis.skipped is not None:
            self._job = None              # no deal's table follows
            self.deal_table.hide()
        if analysis is None:
            self.verdict.setText(self.tr("The hand could not be analysed."))
            return
        if analysis.skipped is not None:
            self.verdict.setText(self.tr("Not analysed: {0}.").format(self._reason(analysis.skipped)))
            return
        for verdict in analysis.cards:
            if verdict.lost > 0:
                self._mark(verdict, self._cost(analysis, verdict))
        lines = [self._side_line(analysis, side) for side in range(len(analysis.sides))]
        lines.append(self.tr("Marked cards gave away tricks to best play, every card known. "
                             "Bids, discards, called partners and joker choices are not judged."))
        self.verdict.setText("\n".join(lines))
        self._fit_analysis()

    def _show_table(self, table: DealTable | None) -> None:
        self._job = None
        self.deal_table.show_table(table)
        self._fit_analysis()

    def _mark(self, verdict: CardVerdict, note: str) -> None:
        """A red corner with the cost on the card, and the cost in its tooltip and description."""
        row = verdict.trick - self.first
        if not 0 <= row < len(self.cells):
            return
        cell = self.cells[row][verdict.seat]
        if cell is None:
            return
        pixmap = QPixmap(self._pixmaps[cell])
        ratio = pixmap.devicePixelRatio()
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = pixmap.width() / ratio
        badge = QRectF(width - 30, 2, 28, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(200, 40, 40))
        painter.drawRoundedRect(badge, 6, 6)
        painter.setPen(QColor("white"))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"\u2212{verdict.lost}")
        painter.end()
        cell.setPixmap(pixmap)
        text = f"{cell.toolTip()}; {note}"
        cell.setToolTip(text)
        cell.setAccessibleDescription(text)

    def _cost(self, analysis: HandAnalysis, verdict: CardVerdict) -> str:
        """'cost 1 trick; 9♠ would have kept it'."""
        kept = self._either(verdict.kept_by)
        if analysis.measure == "misere":
            misere = say(term(self.rules, "misere"))
            if analysis.sides[verdict.side][0] == analysis.declarer:
                return self.tr("cost the {misere}; {kept} would have kept it").format(
                    misere=misere, kept=kept)
            return self.tr("cost the chance to beat the {misere}; {kept} would have kept it"
                           ).format(misere=misere, kept=kept)
        if verdict.lost == 1:
            return self.tr("cost 1 trick; {0} would have kept it").format(kept)
        return self.tr("cost {0} tricks; {1} would have kept them").format(verdict.lost, kept)

    def _side_line(self, analysis: HandAnalysis, side: int) -> str:
        """'You & North lost 2 tricks to best play: trick 3, K♠ (9♠ kept it); …'."""
        who = side_name(self.names, analysis.sides[side])
        lost = analysis.lost_by(side)
        if not lost:
            return self.tr("{0} lost nothing to best play.").format(who)
        parts = []
        for v in lost:
            kept, card = self._either(v.kept_by), _card_text(v.play)
            if analysis.measure == "tricks" and v.lost > 1:
                parts.append(self.tr("trick {0}, {1}, {2} tricks ({3} kept them)").format(
                    v.trick, card, v.lost, kept))
            else:
                parts.append(self.tr("trick {0}, {1} ({2} kept it)").format(v.trick, card, kept))
        cards = self.tr("; ").join(parts)
        if analysis.measure == "misere":
            misere = say(term(self.rules, "misere"))
            if analysis.sides[side][0] == analysis.declarer:
                return self.tr("{side} lost the {misere} to best play: {cards}.").format(
                    side=who, misere=misere, cards=cards)
            return self.tr("{side} lost the chance to beat the {misere} to best play: {cards}."
                           ).format(side=who, misere=misere, cards=cards)
        total = sum(v.lost for v in lost)
        if total == 1:
            return self.tr("{0} lost 1 trick to best play: {1}.").format(who, cards)
        return self.tr("{0} lost {1} tricks to best play: {2}.").format(who, total, cards)

    def _either(self, plays: Sequence[Play]) -> str:
        """'9♠', '9♠ or 10♠', '9♠, 10♠ or J♠'."""
        texts = [_card_text(p) for p in plays]
        if len(texts) < 2:
            return "".join(texts)
        return self.tr("{0} or {1}").format(", ".join(texts[:-1]), texts[-1])

    def _reason(self, reason: str) -> str:
        """Why the analysis skipped the hand, in the reader's language."""
        reasons = {
            THROWN_IN: self.tr("no card was played: the hand was thrown in"),
            NOT_PLAYED: self.tr("the record stops before the first card of this hand"),
            NOT_SEEN: self.tr("not every card was seen: the hand did not reach its last trick"),
            NOT_LEGAL: self.tr("the cards seen are not a legal play of the hand"),
        }
        return reasons.get(reason, reason)


def _card_text(play: Play) -> str:
    """'K♠', 'red joker', 'red joker ♥' (a joker led naming its suit)."""
    text = card_symbol(play.card)
    return text if play.lead_suit is None else f"{text} {SUIT_SYMBOLS[play.lead_suit]}"

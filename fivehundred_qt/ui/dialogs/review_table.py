"""The deal's double-dummy table in the Review dialog (``bots.analysis.DealTable``): each side's
tricks with best play and every card known, a row a trump suit (and no trumps in 500), a column
a side, whether the contract could have been made and whether each nil could have been kept;
its progress while it is worked out."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...bots.analysis import DealTable
from ...core import Contract, RuleSet
from ...core.cards import SUIT_SYMBOLS
from ...core.terms import suit_word
from ...translation import say
from ..wording import bid_symbol, side_name

NO_TRUMPS = 4


class DealTableView(QWidget):
    """Shows "Analysing…" with a progress bar, then the table (``show_table``)."""

    def __init__(self, rules: RuleSet, names: Sequence[str], contract: Contract | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules, self.names, self.contract = rules, list(names), contract
        self.caption = QLabel(self.tr("The deal's table: analysing…"))
        self.caption.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)                  # busy until the first part is done
        self.bar.setFormat(self.tr("%v of %m"))
        self.bar.setAccessibleName(self.tr("The deal's table"))
        self.grid = QTableWidget()
        self.grid.setAccessibleName(self.tr("The deal's table"))
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.hide()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                             | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.bar)
        layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.summary)
        layout.addStretch(1)

    def show_progress(self, done: int, of: int) -> None:
        self.bar.setRange(0, of)
        self.bar.setValue(done)

    def show_unseen(self) -> None:
        """The hands that sat the play out were not seen: no table."""
        self.bar.hide()
        self.caption.setText(self.tr("The deal's table is not shown: it needs the cards of the "
                                     "hands that sat the play out, which were not seen."))

    def show_table(self, table: DealTable | None) -> None:
        self.bar.hide()
        if table is None:
            self.caption.setText(self.tr("The deal's table could not be worked out."))
            return
        self.caption.setText(self.tr("The deal's table: each side's tricks with best play, every "
                                     "card known, {0} leading.").format(self.names[table.leader]))
        sides = [side_name(self.names, seats) for seats in table.sides]
        grid = self.grid
        grid.setRowCount(len(table.rows))
        grid.setColumnCount(len(sides))
        grid.setHorizontalHeaderLabels(sides)
        played = self._played_trump()
        for r, row in enumerate(table.rows):
            head = QTableWidgetItem(self.tr("NT") if row.trump == NO_TRUMPS
                                    else SUIT_SYMBOLS[row.trump])
            trumps = self._trumps(row.trump)
            head.setData(Qt.ItemDataRole.AccessibleTextRole, trumps)
            head.setToolTip(trumps)
            grid.setVerticalHeaderItem(r, head)
            for c, tricks in enumerate(row.tricks):
                cell = QTableWidgetItem(str(tricks))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                words = self.tr("{side}, {trumps}: {tricks}").format(
                    side=sides[c], tricks=self._tricks(tricks), trumps=trumps)
                cell.setData(Qt.ItemDataRole.AccessibleTextRole, words)
                cell.setToolTip(words)
                if row.trump == played:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                grid.setItem(r, c, cell)
        self._fit_grid()
        grid.show()
        lines = self._lines(table)
        self.summary.setText("\n".join(lines))
        self.summary.setVisible(bool(lines))
        grid.setAccessibleDescription(" ".join([self.caption.text(), *lines]))

    def _fit_grid(self) -> None:
        """The grid exactly as big as its cells: no empty rows below one row of Spades."""
        grid = self.grid
        grid.resizeColumnsToContents()
        grid.resizeRowsToContents()
        frame = 2 * grid.frameWidth()
        grid.setFixedSize(
            grid.verticalHeader().sizeHint().width() + frame
            + sum(grid.columnWidth(c) for c in range(grid.columnCount())),
            grid.horizontalHeader().sizeHint().height() + frame
            + sum(grid.rowHeight(r) for r in range(grid.rowCount())))

    # ------------------------------------------------------------------ words
    def _played_trump(self) -> int | None:
        """The row of the trump the hand was played in (500 with a contractor), else None."""
        contract = self.contract
        if contract is None or contract.declarer is None or contract.is_misere \
                or self.rules.is_spades:
            return None
        return NO_TRUMPS if contract.trump is None else contract.trump

    def _trumps(self, trump: int) -> str:
        if trump == NO_TRUMPS:
            return self.tr("no trumps")
        return self.tr("{0} trumps").format(say(suit_word(trump)))

    def _tricks(self, count: int) -> str:
        return self.tr("1 trick") if count == 1 else self.tr("{0} tricks").format(count)

    def _lines(self, table: DealTable) -> list[str]:
        """Whether the contract could have been made; whether each nil could have been kept."""
        lines = []
        contract = self.contract
        if table.makeable is not None and contract is not None and contract.bid is not None \
                and contract.declarer is not None:
            bid = bid_symbol(self.rules, contract.bid)   # '7♥', 'open misère'
            who = self.names[contract.declarer]
            if table.makeable:
                lines.append(self.tr("The contract, {bid} ({who}), could have been made.")
                             .format(bid=bid, who=who))
            else:
                lines.append(self.tr("The contract, {bid} ({who}), could not have been made.")
                             .format(bid=bid, who=who))
        for seat, kept in table.nils:
            if kept:
                lines.append(self.tr("{0} could have kept the nil.").format(self.names[seat]))
            else:
                lines.append(self.tr("{0} could not have kept the nil: the other side could "
                                     "force a trick on it.").format(self.names[seat]))
        return lines

"""The auction of the hand as a table model: a column per seat, a line per round of calls.

It only mirrors the calls a seat view or its events report; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QObject, Qt

from ...core import Bid, RuleSet, is_inkle
from ..model_base import BID_ROLE, CENTRE, NO_PARENT, SEAT_ROLE, Index, ReadOnly, check_names
from ..wording import bid_symbol, bid_words, inkle_note

__all__ = ["AuctionModel"]


class AuctionModel(ReadOnly, QAbstractTableModel):
    """The calls of the hand so far: a column per seat in seating order, the same every hand,
    the dealer's marked (as a bridge auction is written: the first line starts at the dealer's
    left, and a line ends at the last seat).  Seats that have passed leave their later cells
    empty.

    ``BID_ROLE`` gives a cell's ``Bid`` and ``SEAT_ROLE`` its seat.
    """

    def __init__(self, rules: RuleSet, names: Sequence[str], dealer: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules = rules
        self._names = check_names(rules, names)
        self._n = rules.players
        self._dealer = dealer % self._n
        self._rows: list[list[Bid | None]] = []
        self._last_column = -1

    # ------------------------------------------------------------------ filling
    def append_call(self, seat: int, bid: Bid) -> None:
        """Add one call (``BidMade``)."""
        column = self.column_of(seat)
        if not self._rows or column <= self._last_column:
            row = len(self._rows)
            self.beginInsertRows(NO_PARENT, row, row)
            self._place(seat, bid)
            self.endInsertRows()
            return
        self._place(seat, bid)
        index = self.index(len(self._rows) - 1, column)
        self.dataChanged.emit(index, index)

    def set_dealer(self, dealer: int, calls: Sequence[tuple[int, Bid]] = ()) -> None:
        """A new hand, or the calls of a seat view (``view.dealer``, ``view.calls``): the
        dealer's mark moves; the columns stay where they are."""
        self.beginResetModel()
        self._dealer = dealer % self._n
        self._rows = []
        self._last_column = -1
        for seat, bid in calls:
            self._place(seat, bid)
        self.endResetModel()

    def set_names(self, names: Sequence[str]) -> None:
        self._names = check_names(self._rules, names)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self._n - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self._n - 1))

    def _place(self, seat: int, bid: Bid) -> None:
        column = self.column_of(seat)
        if not self._rows or column <= self._last_column:
            self._rows.append([None] * self._n)
        self._rows[-1][column] = bid
        self._last_column = column

    # ------------------------------------------------------------------ queries
    def seat_at(self, column: int) -> int:
        """The seat shown in ``column`` (seating order: column ``n`` is seat ``n``)."""
        return column % self._n

    def column_of(self, seat: int) -> int:
        return seat % self._n

    def call_text(self, bid: Bid) -> str:
        """A call as the auction shows it, short enough for a narrow column: 'Pass', '7♥',
        'nullo', '6♠ (inkle)'; the tooltip has it in words."""
        text = bid_symbol(self._rules, bid)
        if is_inkle(self._rules, bid):
            text = self.tr("{bid} (inkle)").format(bid=text)
        return text

    # --------------------------------------------------------------- the model
    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else self._n

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if 0 <= section < len(self._rows) and role == Qt.ItemDataRole.DisplayRole:
                return str(section + 1)
            return None
        if not 0 <= section < self._n:
            return None
        seat = self.seat_at(section)
        if role == Qt.ItemDataRole.DisplayRole:
            if seat == self._dealer:
                return self.tr("D · {name}", "the dealer's column").format(name=self._names[seat])
            return self._names[seat]
        if role == Qt.ItemDataRole.ToolTipRole:
            if seat == self._dealer:
                return self.tr("{name} (dealer)").format(name=self._names[seat])
            return self._names[seat]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTRE
        if role == SEAT_ROLE:
            return seat
        return None

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows) or index.column() >= self._n:
            return None
        bid = self._rows[index.row()][index.column()]
        seat = self.seat_at(index.column())
        if role == SEAT_ROLE:
            return seat
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTRE
        if bid is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.call_text(bid)
        if role == Qt.ItemDataRole.AccessibleTextRole:    # in words: '7 hearts', not '7♥'
            words = bid_words(self._rules, bid)
            return self.tr("{bid} (inkle)").format(bid=words) if is_inkle(self._rules, bid) \
                else words
        if role == Qt.ItemDataRole.ToolTipRole:
            words = bid_words(self._rules, bid)
            tip = self.tr("{name}: {call}").format(name=self._names[seat], call=words)
            if is_inkle(self._rules, bid):
                tip += "\n" + inkle_note()
            return tip
        if role == BID_ROLE:
            return bid
        return None

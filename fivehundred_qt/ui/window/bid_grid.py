"""The numbered bids as a grid of cells, only the legal ones enabled.

What may be called comes from the legal actions the core hands out (``GameState.legal_actions()``
or a seat view's ``legal``); nothing here decides a rule, so the grid cannot disagree with the
auction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt

from ...core import Action, Bid, RuleSet, is_inkle
from ...core.actions import BIDS, MISERE_CALLS, NUMBERED_CALLS, numbered_value
from ...core.cards import SUIT_SYMBOLS
from ...core.terms import term
from ...translation import say
from ..model_base import BID_ROLE, CENTRE, NO_PARENT, SUGGESTED, VALUE_ROLE, Index
from ..wording import action_text, bid_symbol, bid_words, inkle_note

__all__ = ["BidGridModel"]

_SUITS: Final = len(SUIT_SYMBOLS) + 1  # ♠ ♣ ♦ ♥ NT
_LEVELS: Final = 5  # 6 … 10 tricks
_LOWEST: Final = 6


def _bids(legal: Iterable[Action]) -> list[Bid]:
    return [a for a in legal if isinstance(a, Bid)]


class BidGridModel(QAbstractTableModel):
    """The numbered bids as a grid, rows 6 to 10 tricks, columns ♠ ♣ ♦ ♥ NT; only the cells
    with a legal bid (as the core gives them to ``set_legal``) are enabled.

    With ``sans_kitty`` played, a cell is enabled when either form is legal; ``bid_at(index,
    sans_kitty=True)`` asks for the sans-kitty one.  The other calls (pass, the misère family)
    are for buttons beside the grid: ``extra_calls(legal)``.
    """

    def __init__(self, rules: RuleSet, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules = rules
        self._legal: dict[tuple[str, bool], Bid] = {}
        self.suggested: str | None = None
        """The call Suggest proposes (its cell stands out) until the next decision."""
        self.why_not: Callable[[Action], str | None] = lambda action: None
        """Why a bid may not be called now (the core's reason), for a screen reader."""

    # ------------------------------------------------------------------ filling
    def set_legal(self, legal: Iterable[Action]) -> None:
        """The legal actions of the seat to bid (``legal_actions()`` or a view's ``legal``);
        anything that is not a numbered bid is ignored.  An empty list disables every cell."""
        self._legal = {(b.call, b.sans_kitty): b for b in _bids(legal) if b.is_numbered}
        self.suggested = None
        # The cells stay where they are (a view keeps its current cell); only flags and tips change.
        self.dataChanged.emit(self.index(0, 0), self.index(_LEVELS - 1, _SUITS - 1))

    # ------------------------------------------------------------------ queries
    @staticmethod
    def call_at(row: int, column: int) -> str:
        """The record text of the bid in a cell: row 0 is 6 tricks, column 4 is NT."""
        return NUMBERED_CALLS[row * _SUITS + column]

    def suggest(self, bid: Bid) -> None:
        self.suggested = bid.call if bid.is_numbered else None
        self.dataChanged.emit(self.index(0, 0), self.index(_LEVELS - 1, _SUITS - 1))

    def index_of(self, bid: Bid) -> QModelIndex:
        """The cell of a numbered bid (invalid for any other call)."""
        if not bid.is_numbered:
            return QModelIndex()
        position = NUMBERED_CALLS.index(bid.call)
        return self.index(position // _SUITS, position % _SUITS)

    def first_enabled(self) -> QModelIndex:
        """The cell of the lowest bid that may be called (invalid when none may)."""
        for position in range(_LEVELS * _SUITS):
            index = self.index(position // _SUITS, position % _SUITS)
            if self.is_enabled(index):
                return index
        return QModelIndex()

    def bid_at(self, index: Index, sans_kitty: bool = False) -> Bid | None:
        """The legal bid of a cell (the core's own instance), or None if that call is not legal."""
        if not index.isValid() or index.row() >= _LEVELS or index.column() >= _SUITS:
            return None
        return self._legal.get((self.call_at(index.row(), index.column()), sans_kitty))

    def is_enabled(self, index: Index) -> bool:
        return self.bid_at(index) is not None or self.bid_at(index, sans_kitty=True) is not None

    @staticmethod
    def extra_calls(legal: Iterable[Action]) -> list[Bid]:
        """The legal calls that are not in the grid, in a fixed order: pass, misère, open misère,
        blind misère (the core's instances)."""
        order = ("pass", *MISERE_CALLS)
        found = {b.call: b for b in _bids(legal) if b.call in order and not b.sans_kitty}
        return [found[call] for call in order if call in found]

    # --------------------------------------------------------------- the model
    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else _LEVELS

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else _SUITS

    def flags(self, index: Index, /) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.is_enabled(index):
            return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                    | Qt.ItemFlag.ItemNeverHasChildren)
        return Qt.ItemFlag.ItemNeverHasChildren

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < _SUITS:
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                return SUIT_SYMBOLS[section] if section < len(SUIT_SYMBOLS) else self.tr("NT")
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return (self.tr("spades"), self.tr("clubs"), self.tr("diamonds"), self.tr("hearts"),
                        self.tr("no trumps"))[section]
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return CENTRE
            return None
        if not 0 <= section < _LEVELS:
            return None
        tricks = _LOWEST + section
        if role == Qt.ItemDataRole.DisplayRole:
            return str(tricks)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.tr("{n} tricks").format(n=tricks)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTRE
        return None

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= _LEVELS or index.column() >= _SUITS:
            return None
        call = self.call_at(index.row(), index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return bid_symbol(self._rules, BIDS[call, False])
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(index, call)
        if role == Qt.ItemDataRole.AccessibleTextRole:    # in words: '7 hearts', not '7♥'
            words = action_text(self._rules, (), BIDS[call, False])
            # Qt gives a table's cells no disabled state: a closed one says so in its name.
            return words if self.is_enabled(index) else \
                self.tr("{bid}, unavailable").format(bid=words)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            if not self.is_enabled(index):
                return self.why_not(BIDS[call, False]) or ""
            return self._tooltip(index, call).replace("\n", "; ")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTRE
        if role == Qt.ItemDataRole.BackgroundRole and call == self.suggested:
            return SUGGESTED
        if role == BID_ROLE:
            return self.bid_at(index)
        if role == VALUE_ROLE:
            return numbered_value(call)
        return None

    def _tooltip(self, index: Index, call: str) -> str:
        plain = self.bid_at(index)
        sans = self.bid_at(index, sans_kitty=True)
        shown = plain or sans or BIDS[call, False]
        tip = self.tr("{bid}: {value} points").format(
            bid=bid_words(self._rules, shown), value=numbered_value(call))
        if plain is not None and sans is not None:
            tip += "\n" + self.tr("may also be bid sans {kitty}").format(
                kitty=say(term(self._rules, "kitty")))
        if (plain or sans) is not None and is_inkle(self._rules, shown):
            tip += "\n" + inkle_note()
        return tip

"""Item models over the core's data: the score sheet, the auction, the legal-bid grid, Spades bids.

The models only mirror the core.  Scores come from the core's ``HandResult``s, and what may be
called comes from the legal actions the core hands out (``GameState.legal_actions()`` or a seat
view's ``legal``).  Nothing here decides a rule, so the grid cannot disagree with the auction.

Words of the variant (misère or nullo, kitty or widow) come from ``core.terms``; they pass through
Qt's translation under the context ``"Terms"`` (see ``core_text``), every other string through
``tr()``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeAlias

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from ..core import SPADES_PRESET, Action, Bid, HandResult, RuleSet
from ..core.actions import BIDS, MISERE_CALLS, NUMBERED_CALLS, SPADES_CALLS, numbered_value
from ..core.cards import SUIT_SYMBOLS
from ..core.terms import describe_bid, term

__all__ = [
    "BID_ROLE",
    "SEAT_ROLE",
    "VALUE_ROLE",
    "AuctionModel",
    "BidGridModel",
    "ScoreSheetModel",
    "SpadesBidModel",
    "bid_symbol",
    "core_text",
    "side_name",
]

VALUE_ROLE: Final = int(Qt.ItemDataRole.UserRole)
"""The raw value behind a cell: an ``int`` for numbers, a seat for names, ``None`` for blanks."""
BID_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
"""The ``Bid`` of a cell (auction call, legal grid bid, Spades bid), else ``None``."""
SEAT_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 2
"""The seat a cell belongs to (auction grid), else ``None``."""

_NO_PARENT: Final = QModelIndex()
_DASH: Final = "—"
_RIGHT: Final = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT: Final = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_CENTRE: Final = Qt.AlignmentFlag.AlignCenter
_GRID_SUITS: Final = len(SUIT_SYMBOLS) + 1  # ♠ ♣ ♦ ♥ NT
_GRID_LEVELS: Final = 5  # 6 … 10 tricks
_INKLE_LEVEL: Final = 6

Index: TypeAlias = QModelIndex | QPersistentModelIndex


def core_text(text: str) -> str:
    """A word or phrase made by the core (``term``, ``describe_bid``), translated.

    The core speaks English and knows nothing of Qt; its finite set of words ("misère", "nullo",
    "7 hearts", "open nullo", "nil", …) is translated under the context ``"Terms"``.
    """
    return QCoreApplication.translate("Terms", text)


def bid_symbol(rules: RuleSet, bid: Bid) -> str:
    """The short form of a call for grids and score sheets: '7♥', '8NT sans kitty', 'nullo'."""
    if bid.is_numbered:
        trump = bid.trump
        suit = (QCoreApplication.translate("models", "NT") if trump is None or trump >= len(SUIT_SYMBOLS)
                else SUIT_SYMBOLS[trump])
        text = f"{bid.tricks}{suit}"
        if bid.sans_kitty:
            text = QCoreApplication.translate("models", "{bid} sans {kitty}").format(
                bid=text, kitty=core_text(term(rules, "kitty")))
        return text
    if bid.is_pass:
        return QCoreApplication.translate("models", "Pass")
    return core_text(describe_bid(rules, bid))


def side_name(names: Sequence[str], seats: Sequence[int]) -> str:
    """'Ann' for a side of one, 'Ann & Ben' for two, 'Ann, Ben & Cy' for three."""
    members = [names[s] for s in seats]
    if len(members) == 1:
        return members[0]
    return QCoreApplication.translate("models", "{others} & {last}").format(
        others=", ".join(members[:-1]), last=members[-1])


def _check_names(rules: RuleSet, names: Sequence[str]) -> list[str]:
    if len(names) != rules.players:
        raise ValueError(f"these rules seat {rules.players} players; {len(names)} names given")
    return list(names)


def _bids(legal: Iterable[Action]) -> list[Bid]:
    return [a for a in legal if isinstance(a, Bid)]


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


# ====================================================================== score sheet
@dataclass(frozen=True, slots=True)
class _Hand:
    result: HandResult
    dealer: int
    partners: tuple[int, ...]


_FIXED_500: Final = ("hand", "dealer", "contract", "declarer", "tricks", "made")
_FIXED_SPADES: Final = ("hand", "dealer", "contract", "tricks")
_PER_SIDE_500: Final = ("delta", "total")
_PER_SIDE_SPADES: Final = ("delta", "total", "bags")
_NUMERIC: Final = frozenset({"hand", "tricks", "delta", "total", "bags"})


class _ReadOnly:
    """For models the user reads but never edits: every valid item is enabled and selectable."""

    def flags(self, index: Index, /) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)


class ScoreSheetModel(_ReadOnly, QAbstractTableModel):
    """One row per finished hand (thrown-in hands included) with each side's points and totals.

    Columns: Hand, Dealer, Contract, Declarer, Tricks, Made, then per side "Δ" and "Total"
    (Spades: Hand, Dealer, Contract (the bids), Tricks (per side), then per side "Δ", "Total"
    and "Bags"; Spades has no declarer and no single "made").  ``column(kind, side)`` finds a
    column, so views need not count.  ``VALUE_ROLE`` gives the raw numbers.
    """

    def __init__(self, rules: RuleSet, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules = rules
        self._names = _check_names(rules, names)
        self._sides = rules.sides
        self._side_of = {seat: i for i, seats in enumerate(self._sides) for seat in seats}
        fixed = _FIXED_SPADES if rules.is_spades else _FIXED_500
        per_side = _PER_SIDE_SPADES if rules.is_spades else _PER_SIDE_500
        self._columns: list[tuple[str, int | None]] = [(kind, None) for kind in fixed]
        self._columns += [(kind, side) for side in range(len(self._sides)) for kind in per_side]
        self._hands: list[_Hand] = []
        self._bold: QFont | None = None

    # ------------------------------------------------------------------ filling
    def set_results(self, results: Sequence[HandResult]) -> None:
        """Show these scored hands (replacing any shown): a seat's view holds them (``results``),
        each with its dealer and the partners its contractor called, whose tricks count with
        the contractor's in the Tricks column."""
        self.beginResetModel()
        self._hands = [_Hand(r, r.dealer, r.partners) for r in results]
        self.endResetModel()

    def append_result(self, result: HandResult) -> None:
        """Add the hand just scored (``HandScored``) at the bottom."""
        row = len(self._hands)
        self.beginInsertRows(_NO_PARENT, row, row)
        self._hands.append(_Hand(result, result.dealer, result.partners))
        self.endInsertRows()

    def clear(self) -> None:
        self.set_results(())

    def set_names(self, names: Sequence[str]) -> None:
        """New player names (a seat taken over, a name edited)."""
        self._names = _check_names(self._rules, names)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
        if self._hands:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._hands) - 1, len(self._columns) - 1))

    # ------------------------------------------------------------------ queries
    @property
    def rules(self) -> RuleSet:
        return self._rules

    def results(self) -> list[HandResult]:
        return [h.result for h in self._hands]

    def side_names(self) -> list[str]:
        return [side_name(self._names, seats) for seats in self._sides]

    def totals(self) -> tuple[int, ...]:
        """The running totals per side after the last hand shown (all 0 before the first)."""
        if not self._hands:
            return (0,) * len(self._sides)
        return tuple(self._hands[-1].result.scores)

    def bags(self) -> tuple[int, ...] | None:
        """Spades: each side's bags after the last hand shown; None in 500."""
        if not self._rules.is_spades:
            return None
        if not self._hands or self._hands[-1].result.bags is None:
            return (0,) * len(self._sides)
        return tuple(self._hands[-1].result.bags)

    def column(self, kind: str, side: int | None = None) -> int:
        """The column of ``kind`` (hand, dealer, contract, declarer, tricks, made; per side:
        delta, total, bags); ``ValueError`` if this sheet has no such column."""
        try:
            return self._columns.index((kind, side))
        except ValueError:
            raise ValueError(f"no column {kind!r} for side {side!r} in this score sheet") from None

    def column_kind(self, column: int) -> tuple[str, int | None]:
        """``(kind, side)`` of a column; side is None for the columns that are not per side."""
        return self._columns[column]

    # --------------------------------------------------------------- the model
    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._hands)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if 0 <= section < len(self._hands) and role == Qt.ItemDataRole.DisplayRole:
                return str(section + 1)
            return None
        if not 0 <= section < len(self._columns):
            return None
        kind, side = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header_text(kind, side)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tip(kind, side)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if kind in _NUMERIC else _LEFT
        return None

    def _header_text(self, kind: str, side: int | None) -> str:
        if side is not None:
            name = side_name(self._names, self._sides[side])
            if kind == "delta":
                return self.tr("{side} Δ").format(side=name)
            if kind == "total":
                return self.tr("{side} Total").format(side=name)
            return self.tr("{side} Bags").format(side=name)
        texts = {"hand": self.tr("Hand"), "dealer": self.tr("Dealer"), "contract": self.tr("Contract"),
                 "declarer": self.tr("Declarer"), "tricks": self.tr("Tricks"), "made": self.tr("Made")}
        if kind == "contract" and self._rules.is_spades:
            return self.tr("Bids")
        return texts[kind]

    def _header_tip(self, kind: str, side: int | None) -> str:
        if side is not None:
            name = side_name(self._names, self._sides[side])
            if kind == "delta":
                return self.tr("Points {side} scored in the hand").format(side=name)
            if kind == "total":
                return self.tr("{side}'s total after the hand").format(side=name)
            return self.tr("{side}'s bags after the hand").format(side=name)
        tips = {"hand": self.tr("Number of the hand"), "dealer": self.tr("Who dealt"),
                "contract": self.tr("The contract played"),
                "declarer": self.tr("Who won the auction"),
                "tricks": self.tr("Tricks taken by the contract's side"),
                "made": self.tr("Whether the contract was made")}
        if self._rules.is_spades:
            tips["contract"] = self.tr("Each side's bids")
            tips["tricks"] = self.tr("Tricks taken by each side")
        return tips[kind]

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._hands) or index.column() >= len(self._columns):
            return None
        hand = self._hands[index.row()]
        kind, side = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row(), hand, kind, side)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._description(index.row(), hand)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if kind == "made":
                return _CENTRE
            return _RIGHT if kind in _NUMERIC else _LEFT
        if role == Qt.ItemDataRole.FontRole and kind == "total":
            if self._bold is None:
                self._bold = QFont()
                self._bold.setBold(True)
            return QFont(self._bold)
        if role == VALUE_ROLE:
            return self._value(index.row(), hand, kind, side)
        return None

    # ------------------------------------------------------------------- cells
    def _value(self, row: int, hand: _Hand, kind: str, side: int | None) -> Any:
        result = hand.result
        if kind == "hand":
            return row + 1
        if kind == "dealer":
            return hand.dealer
        if kind == "declarer":
            return result.declarer
        if kind == "made":
            return result.made
        if kind == "tricks":
            seats = self._contract_seats(hand)
            return None if seats is None else sum(result.tricks[s] for s in seats)
        if kind == "contract":
            return result.contract
        assert side is not None
        if kind == "delta":
            return result.delta[side]
        if kind == "total":
            return result.scores[side]
        return None if result.bags is None else result.bags[side]

    def _text(self, row: int, hand: _Hand, kind: str, side: int | None) -> str:
        result = hand.result
        if kind == "hand":
            return str(row + 1)
        if kind == "dealer":
            return self._names[hand.dealer]
        if kind == "contract":
            return self._contract_text(result)
        if kind == "declarer":
            return _DASH if result.declarer is None else self._names[result.declarer]
        if kind == "tricks":
            seats = self._contract_seats(hand)
            if seats is not None:
                return str(sum(result.tricks[s] for s in seats))
            if result.contract == "pass":
                return _DASH
            return " / ".join(str(self._side_tricks(result, i)) for i in range(len(self._sides)))
        if kind == "made":
            return _DASH if result.made is None else ("✓" if result.made else "✗")
        assert side is not None
        if kind == "delta":
            return _signed(result.delta[side])
        if kind == "total":
            return str(result.scores[side])
        return _DASH if result.bags is None else str(result.bags[side])

    def _contract_seats(self, hand: _Hand) -> tuple[int, ...] | None:
        """The seats whose tricks count for (or against) the contract; None without a contractor."""
        declarer = hand.result.declarer
        if declarer is None:
            return None
        if self._rules.teams == "called":
            return tuple(sorted({declarer, *hand.partners}))
        return self._sides[self._side_of[declarer]]

    def _side_tricks(self, result: HandResult, side: int) -> int:
        return sum(result.tricks[s] for s in self._sides[side])

    def _bid_of(self, result: HandResult) -> Bid | None:
        return BIDS.get((result.contract, result.sans_kitty))

    def _contract_text(self, result: HandResult) -> str:
        if result.contract == "pass":
            return self.tr("all passed")
        if result.contract == "nt":
            return self.tr("no trumps (all passed)")
        if result.contract == "spades" or result.bids is not None:
            return " / ".join(self._side_bids(result, i) for i in range(len(self._sides)))
        bid = self._bid_of(result)
        return result.contract if bid is None else bid_symbol(self._rules, bid)

    def _side_bids(self, result: HandResult, side: int) -> str:
        bids = result.bids or ()
        parts = []
        for seat in self._sides[side]:
            value = bids[seat] if seat < len(bids) else None
            if value is None:
                parts.append("?")
                continue
            bid = BIDS.get((str(value), False))
            parts.append(str(value) if bid is None else core_text(describe_bid(self._rules, bid)))
        return "+".join(parts)

    def _tricks_phrase(self, n: int) -> str:
        return self.tr("1 trick") if n == 1 else self.tr("{n} tricks").format(n=n)

    def _description(self, row: int, hand: _Hand) -> str:
        """The whole hand in words, for the tooltip of every cell of its row."""
        result = hand.result
        names = self._names
        lines = [self.tr("Hand {number}, dealt by {dealer}").format(number=row + 1,
                                                                     dealer=names[hand.dealer])]
        spades = result.contract == "spades" or result.bids is not None
        if result.contract == "pass":
            lines.append(self.tr("Everybody passed: the hand was thrown in."))
        elif result.contract == "nt":
            lines.append(self.tr("Everybody passed: the hand was played at no trumps "
                                 "without a contractor."))
        elif not spades and result.declarer is not None:
            bid = self._bid_of(result)
            words = result.contract if bid is None else core_text(describe_bid(self._rules, bid))
            seats = self._contract_seats(hand) or (result.declarer,)
            taken = sum(result.tricks[s] for s in seats)
            partners = [s for s in seats if s != result.declarer]
            who = names[result.declarer]
            if partners and self._rules.teams == "called":
                who = self.tr("{declarer} (with {partners})").format(
                    declarer=who, partners=side_name(names, partners))
            if result.made is None:
                outcome = ""
            else:
                outcome = self.tr("made") if result.made else self.tr("failed")
            lines.append(self.tr("{who} bid {contract} and took {tricks}: {outcome}.").format(
                who=who, contract=words, tricks=self._tricks_phrase(taken), outcome=outcome))
        for side in range(len(self._sides)):
            name = side_name(names, self._sides[side])
            score = self.tr("{side}: {delta}, total {total}").format(
                side=name, delta=_signed(result.delta[side]), total=result.scores[side])
            if spades:
                score = self.tr("{side} bid {bids} and took {tricks}: {delta}, total {total}").format(
                    side=name, bids=self._side_bids(result, side),
                    tricks=self._tricks_phrase(self._side_tricks(result, side)),
                    delta=_signed(result.delta[side]), total=result.scores[side])
                if result.bags is not None:
                    score += self.tr(", bags {bags}").format(bags=result.bags[side])
            elif result.contract == "nt":
                score += self.tr(" ({tricks})").format(
                    tricks=self._tricks_phrase(self._side_tricks(result, side)))
            lines.append(score)
        return "\n".join(lines)


# ========================================================================= auction
class AuctionModel(_ReadOnly, QAbstractTableModel):
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
        self._names = _check_names(rules, names)
        self._n = rules.players
        self._dealer = dealer % self._n
        self._calls: list[tuple[int, Bid]] = []
        self._rows: list[list[Bid | None]] = []
        self._last_column = -1

    # ------------------------------------------------------------------ filling
    def set_calls(self, calls: Sequence[tuple[int, Bid]]) -> None:
        """Show these calls (a seat view's ``calls``).  Calls that extend the ones shown are
        added as such, so views keep their place; anything else resets the model."""
        calls = list(calls)
        shown = len(self._calls)
        if len(calls) >= shown and calls[:shown] == self._calls:
            for seat, bid in calls[shown:]:
                self.append_call(seat, bid)
            return
        self.beginResetModel()
        self._clear()
        for seat, bid in calls:
            self._place(seat, bid)
        self.endResetModel()

    def append_call(self, seat: int, bid: Bid) -> None:
        """Add one call (``BidMade``)."""
        column = self.column_of(seat)
        if not self._rows or column <= self._last_column:
            row = len(self._rows)
            self.beginInsertRows(_NO_PARENT, row, row)
            self._place(seat, bid)
            self.endInsertRows()
            return
        self._place(seat, bid)
        index = self.index(len(self._rows) - 1, column)
        self.dataChanged.emit(index, index)

    def set_dealer(self, dealer: int, calls: Sequence[tuple[int, Bid]] = ()) -> None:
        """A new hand: the dealer's mark moves; the columns stay where they are."""
        self.beginResetModel()
        self._dealer = dealer % self._n
        self._clear()
        for seat, bid in calls:
            self._place(seat, bid)
        self.endResetModel()

    def set_names(self, names: Sequence[str]) -> None:
        self._names = _check_names(self._rules, names)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self._n - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self._n - 1))

    def _clear(self) -> None:
        self._calls = []
        self._rows = []
        self._last_column = -1

    def _place(self, seat: int, bid: Bid) -> None:
        column = self.column_of(seat)
        if not self._rows or column <= self._last_column:
            self._rows.append([None] * self._n)
        self._rows[-1][column] = bid
        self._last_column = column
        self._calls.append((seat, bid))

    # ------------------------------------------------------------------ queries
    @property
    def dealer(self) -> int:
        return self._dealer

    def calls(self) -> list[tuple[int, Bid]]:
        return list(self._calls)

    def seat_at(self, column: int) -> int:
        """The seat shown in ``column`` (seating order: column ``n`` is seat ``n``)."""
        return column % self._n

    def column_of(self, seat: int) -> int:
        return seat % self._n

    def is_inkle(self, bid: Bid) -> bool:
        """A 6-level bid in American 500 (the core allows one only from an inkle seat)."""
        return (not self._rules.is_spades and self._rules.variant == "american"
                and bid.is_numbered and bid.tricks == _INKLE_LEVEL)

    def call_text(self, bid: Bid) -> str:
        """A call as the auction shows it, short enough for a narrow column: 'Pass', '7♥',
        'nullo', '6♠ (inkle)'; the tooltip has it in words."""
        if bid.is_pass:
            return self.tr("Pass")
        text = bid_symbol(self._rules, bid)
        if self.is_inkle(bid):
            text = self.tr("{bid} (inkle)").format(bid=text)
        return text

    # --------------------------------------------------------------- the model
    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else self._n

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self._rows):
                return None
            if role == Qt.ItemDataRole.DisplayRole:
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
            return _CENTRE
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
            return _CENTRE
        if bid is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.call_text(bid)
        if role == Qt.ItemDataRole.ToolTipRole:
            if bid.is_pass:
                words = self.tr("Pass")
            else:
                words = core_text(describe_bid(self._rules, bid))
            tip = self.tr("{name}: {call}").format(name=self._names[seat], call=words)
            if self.is_inkle(bid):
                tip += "\n" + self.tr("inkle: a signal, cannot win the auction")
            return tip
        if role == BID_ROLE:
            return bid
        return None


# ======================================================================== bid grid
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

    # ------------------------------------------------------------------ filling
    def set_legal(self, legal: Iterable[Action]) -> None:
        """The legal actions of the seat to bid (``legal_actions()`` or a view's ``legal``);
        anything that is not a numbered bid is ignored.  An empty list disables every cell."""
        self._legal = {(b.call, b.sans_kitty): b for b in _bids(legal) if b.is_numbered}
        # The cells stay where they are (a view keeps its current cell); only flags and tips change.
        self.dataChanged.emit(self.index(0, 0), self.index(_GRID_LEVELS - 1, _GRID_SUITS - 1))

    def clear(self) -> None:
        self.set_legal(())

    # ------------------------------------------------------------------ queries
    @property
    def rules(self) -> RuleSet:
        return self._rules

    @staticmethod
    def call_at(row: int, column: int) -> str:
        """The record text of the bid in a cell: row 0 is 6 tricks, column 4 is NT."""
        return NUMBERED_CALLS[row * _GRID_SUITS + column]

    def index_of(self, bid: Bid) -> QModelIndex:
        """The cell of a numbered bid (invalid for any other call)."""
        if not bid.is_numbered:
            return QModelIndex()
        position = NUMBERED_CALLS.index(bid.call)
        return self.index(position // _GRID_SUITS, position % _GRID_SUITS)

    def bid_at(self, index: Index, sans_kitty: bool = False) -> Bid | None:
        """The legal bid of a cell (the core's own instance), or None if that call is not legal."""
        if not index.isValid() or index.row() >= _GRID_LEVELS or index.column() >= _GRID_SUITS:
            return None
        return self._legal.get((self.call_at(index.row(), index.column()), sans_kitty))

    def is_enabled(self, index: Index) -> bool:
        return self.bid_at(index) is not None or self.bid_at(index, sans_kitty=True) is not None

    def legal_bids(self) -> list[Bid]:
        """The numbered bids enabled now, low to high."""
        order = {call: i for i, call in enumerate(NUMBERED_CALLS)}
        return sorted(self._legal.values(), key=lambda b: (order[b.call], b.sans_kitty))

    @staticmethod
    def extra_calls(legal: Iterable[Action]) -> list[Bid]:
        """The legal calls that are not in the grid, in a fixed order: pass, misère, open misère,
        blind misère (the core's instances)."""
        order = ("pass", *MISERE_CALLS)
        found = {b.call: b for b in _bids(legal) if b.call in order and not b.sans_kitty}
        return [found[call] for call in order if call in found]

    def call_label(self, bid: Bid) -> str:
        """Text for a call's button: 'Pass', 'misère', 'open nullo', '7♥'."""
        if bid.is_pass:
            return self.tr("Pass")
        return bid_symbol(self._rules, bid)

    def _is_inkle(self, bid: Bid) -> bool:
        return self._rules.variant == "american" and bid.tricks == _INKLE_LEVEL

    # --------------------------------------------------------------- the model
    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else _GRID_LEVELS

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else _GRID_SUITS

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
            if not 0 <= section < _GRID_SUITS:
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                return SUIT_SYMBOLS[section] if section < len(SUIT_SYMBOLS) else self.tr("NT")
            if role == Qt.ItemDataRole.ToolTipRole:
                return (self.tr("spades"), self.tr("clubs"), self.tr("diamonds"), self.tr("hearts"),
                        self.tr("no trumps"))[section]
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return _CENTRE
            return None
        if not 0 <= section < _GRID_LEVELS:
            return None
        tricks = _INKLE_LEVEL + section
        if role == Qt.ItemDataRole.DisplayRole:
            return str(tricks)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{n} tricks").format(n=tricks)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTRE
        return None

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= _GRID_LEVELS or index.column() >= _GRID_SUITS:
            return None
        call = self.call_at(index.row(), index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return bid_symbol(self._rules, BIDS[call, False])
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(index, call)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTRE
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
            bid=core_text(describe_bid(self._rules, shown)), value=numbered_value(call))
        if plain is not None and sans is not None:
            tip += "\n" + self.tr("may also be bid sans {kitty}").format(
                kitty=core_text(term(self._rules, "kitty")))
        if (plain or sans) is not None and self._is_inkle(shown):
            tip += "\n" + self.tr("inkle: a signal, cannot win the auction")
        return tip


# ===================================================================== Spades bids
class SpadesBidModel(_ReadOnly, QAbstractListModel):
    """The legal Spades bids, one row each in the order nil, 1 … 13, blind nil."""

    def __init__(self, rules: RuleSet = SPADES_PRESET, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules = rules
        self._bids: list[Bid] = []

    def set_legal(self, legal: Iterable[Action]) -> None:
        """The legal actions of the seat to bid; anything not a Spades bid is ignored."""
        order = {call: i for i, call in enumerate(SPADES_CALLS)}
        bids = sorted((b for b in _bids(legal) if b.call in order), key=lambda b: order[b.call])
        self.beginResetModel()
        self._bids = bids
        self.endResetModel()

    def clear(self) -> None:
        self.set_legal(())

    def bids(self) -> list[Bid]:
        return list(self._bids)

    def bid_at(self, index: Index | int) -> Bid | None:
        row = index if isinstance(index, int) else (index.row() if index.isValid() else -1)
        return self._bids[row] if 0 <= row < len(self._bids) else None

    def row_of(self, bid: Bid) -> int:
        """The row of a bid, or -1 if it is not legal now."""
        return self._bids.index(bid) if bid in self._bids else -1

    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._bids)

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        bid = self.bid_at(index) if index.isValid() and index.column() == 0 else None
        if bid is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return core_text(describe_bid(self._rules, bid))
        if role == Qt.ItemDataRole.ToolTipRole:
            if bid.call == "nil":
                return self.tr("nil: bid to take no trick")
            if bid.call == "blind_nil":
                return self.tr("blind nil: nil bid before seeing your cards")
            return self.tr("bid to take 1 trick") if bid.tricks == 1 else \
                self.tr("bid to take {n} tricks").format(n=bid.tricks)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTRE
        if role == BID_ROLE:
            return bid
        if role == VALUE_ROLE:
            return bid.tricks
        return None

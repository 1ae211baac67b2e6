"""The score sheet as a table model: a row per scored hand, the contract, then one column per side.

The scores come from the core's ``HandResult``s (a seat view's ``results``, ``HandScored``);
nothing here adds a point.  ``score_view`` draws the side cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QObject, Qt

from ...core import Bid, HandResult, RuleSet
from ...core.actions import BIDS
from ..model_base import LEFT, NO_PARENT, RIGHT, SCORE_ROLE, Index, ReadOnly, check_names, team_colour
from ..wording import bid_symbol, bid_words, side_name

__all__ = ["CONTRACT_COLUMN", "ScoreSheetModel", "SideScore"]

CONTRACT_COLUMN: Final = 0
"""The leading column: the contract of the hand (Spades: the bids); the sides' columns follow."""
_DASH: Final = "—"
_CELL_ROLES: Final = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole})


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


@dataclass(frozen=True, slots=True)
class SideScore:
    """A side's line in a hand: the points it scored (negative when set back), its total after
    the hand and, in Spades, its bags."""

    delta: int
    total: int
    bags: int | None

    @property
    def delta_text(self) -> str:
        """'+120', '-320', '0'."""
        return _signed(self.delta)


class ScoreSheetModel(ReadOnly, QAbstractTableModel):
    """One row per finished hand (thrown-in hands included).

    Column ``CONTRACT_COLUMN`` holds the contract and whether it was made ("7♥ ✓"; Spades: each
    side's bids), then one column per side (``side_column(side)``) whose ``DisplayRole`` is
    "+120, total 340" (Spades: ", bags 2" after it) and whose ``SCORE_ROLE`` is a ``SideScore``.
    Every cell's tooltip tells the whole hand in words.
    """

    def __init__(self, rules: RuleSet, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rules = rules
        self._names = check_names(rules, names)
        self._sides = rules.sides
        self._side_of = rules.side_of
        self._results: list[HandResult] = []

    # ------------------------------------------------------------------ filling
    def set_results(self, results: Sequence[HandResult]) -> None:
        """Show these scored hands (replacing any shown): a seat's view holds them (``results``),
        each with its dealer and the partners its contractor called, whose tricks count with
        the contractor's."""
        self.beginResetModel()
        self._results = list(results)
        self.endResetModel()

    def append_result(self, result: HandResult) -> None:
        """Add the hand just scored (``HandScored``) at the bottom."""
        row = len(self._results)
        self.beginInsertRows(NO_PARENT, row, row)
        self._results.append(result)
        self.endInsertRows()

    def set_names(self, names: Sequence[str]) -> None:
        """New player names (a seat taken over, a name edited)."""
        self._names = check_names(self._rules, names)
        last = self.columnCount() - 1
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, last)
        if self._results:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._results) - 1, last))

    # ------------------------------------------------------------------ queries
    def results(self) -> list[HandResult]:
        return list(self._results)

    def totals(self) -> tuple[int, ...]:
        """The running totals per side after the last hand shown (all 0 before the first)."""
        if not self._results:
            return (0,) * len(self._sides)
        return tuple(self._results[-1].scores)

    def bags(self) -> tuple[int, ...] | None:
        """Spades: each side's bags after the last hand shown; None in 500."""
        if not self._rules.is_spades:
            return None
        if not self._results or self._results[-1].bags is None:
            return (0,) * len(self._sides)
        return tuple(self._results[-1].bags)

    @staticmethod
    def side_column(side: int) -> int:
        return CONTRACT_COLUMN + 1 + side

    @staticmethod
    def _side_at(column: int) -> int:
        return column - CONTRACT_COLUMN - 1

    def _score(self, row: int, side: int) -> SideScore:
        result = self._results[row]
        bags = None if result.bags is None else result.bags[side]
        return SideScore(result.delta[side], result.scores[side], bags)

    # --------------------------------------------------------------- the model
    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._results)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else 1 + len(self._sides)

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if 0 <= section < len(self._results) and role == Qt.ItemDataRole.DisplayRole:
                return str(section + 1)
            return None
        if not 0 <= section < self.columnCount():
            return None
        if section == CONTRACT_COLUMN:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Bids") if self._rules.is_spades else self.tr("Contract")
            if role == Qt.ItemDataRole.ToolTipRole:
                return (self.tr("Each side's bids") if self._rules.is_spades else
                        self.tr("The contract played: ✓ made, ✗ failed"))
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return LEFT
            return None
        name = side_name(self._names, self._sides[self._side_at(section)])
        if role == Qt.ItemDataRole.DisplayRole:
            return name
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{side}: the points of each hand, and below them the total after it"
                           ).format(side=name)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT
        if role == Qt.ItemDataRole.DecorationRole:
            return team_colour(self._side_at(section))   # as on the side's nameplates
        return None

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._results) \
                or index.column() >= self.columnCount():
            return None
        row = index.row()
        result = self._results[row]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._description(row, result)
        if index.column() == CONTRACT_COLUMN:
            if role == Qt.ItemDataRole.DisplayRole:
                return self._contract_text(result)
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return self._description(row, result)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return LEFT
            return None
        score = self._score(row, self._side_at(index.column()))
        if role in _CELL_ROLES:
            return self._score_text(score)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT
        if role == SCORE_ROLE:
            return score
        return None

    # ------------------------------------------------------------------- cells
    def _score_text(self, score: SideScore) -> str:
        text = self.tr("{delta}, total {total}").format(delta=score.delta_text, total=score.total)
        if score.bags is not None:
            text += self.tr(", bags {bags}").format(bags=score.bags)
        return text

    def _contract_seats(self, result: HandResult) -> tuple[int, ...] | None:
        """The seats whose tricks count for (or against) the contract; None without a contractor."""
        declarer = result.declarer
        if declarer is None:
            return None
        if self._rules.teams == "called":
            return tuple(sorted({declarer, *result.partners}))
        return self._sides[self._side_of[declarer]]

    def _side_tricks(self, result: HandResult, side: int) -> int:
        return sum(result.tricks[s] for s in self._sides[side])

    def _bid_of(self, result: HandResult) -> Bid | None:
        return BIDS.get((result.contract, result.sans_kitty))

    @staticmethod
    def _is_spades(result: HandResult) -> bool:
        return result.contract == "spades" or result.bids is not None

    def _contract_text(self, result: HandResult) -> str:
        if result.contract == "pass":
            return self.tr("all passed")
        if result.contract == "nt":
            return self.tr("NT, all passed")
        if self._is_spades(result):
            return " / ".join(self._side_bids(result, i) for i in range(len(self._sides)))
        bid = self._bid_of(result)
        text = result.contract if bid is None else bid_symbol(self._rules, bid)
        if result.made is None:
            return text
        return self.tr("{contract} ✓").format(contract=text) if result.made else \
            self.tr("{contract} ✗").format(contract=text)

    def _side_bids(self, result: HandResult, side: int) -> str:
        bids = result.bids or ()
        parts = []
        for seat in self._sides[side]:
            value = bids[seat] if seat < len(bids) else None
            if value is None:
                parts.append("?")
                continue
            bid = BIDS.get((str(value), False))
            parts.append(str(value) if bid is None else bid_words(self._rules, bid))
        return "+".join(parts)

    def _tricks_phrase(self, n: int) -> str:
        return self.tr("1 trick") if n == 1 else self.tr("{n} tricks").format(n=n)

    def _description(self, row: int, result: HandResult) -> str:
        """The whole hand in words, for the tooltip of every cell of its row."""
        names = self._names
        lines = [self.tr("Hand {number}, dealt by {dealer}").format(number=row + 1,
                                                                     dealer=names[result.dealer])]
        spades = self._is_spades(result)
        if result.contract == "pass":
            lines.append(self.tr("Everybody passed: the hand was thrown in."))
        elif result.contract == "nt":
            lines.append(self.tr("Everybody passed: the hand was played at no trumps "
                                 "without a contractor."))
        elif not spades and result.declarer is not None:
            lines.append(self._contract_line(result, result.declarer))
        for side in range(len(self._sides)):
            lines.append(self._side_line(result, side, spades))
        return "\n".join(lines)

    def _contract_line(self, result: HandResult, declarer: int) -> str:
        names = self._names
        bid = self._bid_of(result)
        words = result.contract if bid is None else bid_words(self._rules, bid)
        seats = self._contract_seats(result) or (declarer,)
        taken = sum(result.tricks[s] for s in seats)
        partners = [s for s in seats if s != declarer]
        who = names[declarer]
        if partners and self._rules.teams == "called":
            who = self.tr("{declarer} (with {partners})").format(
                declarer=who, partners=side_name(names, partners))
        if result.made is None:
            outcome = _DASH
        else:
            outcome = self.tr("made") if result.made else self.tr("failed")
        return self.tr("{who} bid {contract} and took {tricks}: {outcome}.").format(
            who=who, contract=words, tricks=self._tricks_phrase(taken), outcome=outcome)

    def _side_line(self, result: HandResult, side: int, spades: bool) -> str:
        name = side_name(self._names, self._sides[side])
        delta, total = _signed(result.delta[side]), result.scores[side]
        if not spades:
            line = self.tr("{side}: {delta}, total {total}").format(side=name, delta=delta, total=total)
            if result.contract == "nt":
                line += self.tr(" ({tricks})").format(
                    tricks=self._tricks_phrase(self._side_tricks(result, side)))
            return line
        line = self.tr("{side} bid {bids} and took {tricks}: {delta}, total {total}").format(
            side=name, bids=self._side_bids(result, side),
            tricks=self._tricks_phrase(self._side_tricks(result, side)), delta=delta, total=total)
        if result.bags is not None:
            line += self.tr(", bags {bags}").format(bags=result.bags[side])
        return line

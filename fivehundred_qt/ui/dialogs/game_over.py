"""The Game over summary: who won, the final scores, each side's contracts, and what to do next.

The dialog reads a seat's view only (``SeatView.scores`` and ``SeatView.results``).  It decides
nothing about the next game: it says which button was pressed (``choice``) and, for "Save the
record…", emits ``save_requested`` and stays open so the game can still be looked at.

No button is the default: an Enter pressed as the last card falls must not start another game
(each choice is a deliberate click, or Alt and the underlined letter).  Escape and "Close"
reject the dialog with ``GameOverChoice.CLOSE``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import BIDS, Bid, HandResult, RuleSet, SeatView
from ...core.auction import rank_key
from ...translation import is_you
from ..wording import bid_symbol, side_name

__all__ = ["GameOverChoice", "GameOverDialog", "SideRecord", "SummaryColumn", "side_records"]

_DASH: Final = "—"
_LEFT: Final = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT: Final = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_NILS: Final = ("nil", "blind_nil")
_SIDE_COLUMN_MOST: Final = 320
"""The widest the side names may make their column (six long names would push the dialog off a
1024-pixel screen); a longer name is elided and shown whole in the cell's tooltip."""
"""The name the table setup gives the player's own seat (settings.SEAT_NAMES)."""


class GameOverChoice(Enum):
    """What the player chose in the Game over dialog."""

    PLAY_AGAIN = "play_again"
    """Another game with the same players and rules."""
    NEW_GAME = "new_game"
    """Set up a new table (the New game dialog)."""
    SAVE_RECORD = "save_record"
    """Save the finished game's record (the dialog stays open)."""
    CLOSE = "close"
    """Nothing more: look at the finished table."""


class SummaryColumn(Enum):
    """The columns of the summary table; which ones a game has depends on its rules."""

    SIDE = "side"
    SCORE = "score"
    BAGS = "bags"
    BIDS = "bids"
    MADE = "made"
    SET = "set"
    NILS = "nils"
    BEST = "best"


_COLUMNS_500: Final = (SummaryColumn.SIDE, SummaryColumn.SCORE, SummaryColumn.BIDS,
                       SummaryColumn.MADE, SummaryColumn.SET, SummaryColumn.BEST)
_COLUMNS_SPADES: Final = (SummaryColumn.SIDE, SummaryColumn.SCORE, SummaryColumn.BAGS,
                          SummaryColumn.BIDS, SummaryColumn.MADE, SummaryColumn.SET,
                          SummaryColumn.NILS)


@dataclass(frozen=True, slots=True)
class SideRecord:
    """One side's contracts over a whole game.

    500: ``bid`` counts the contracts the side won the auction for (its declarer's), ``made``
    and ``set`` how they went, ``best`` the highest of those made (by the auction's rank).
    Spades: ``bid`` counts the hands in which the side bid tricks (its non-nil bids together,
    as Spades scores them), ``made`` and ``set`` likewise; nil bids are counted apart
    (``nils_bid``, ``nils_made``).  Hands without a contractor (thrown in, all passed and played
    at no trumps) are no side's contract.
    """

    bid: int = 0
    made: int = 0
    set: int = 0
    best: Bid | None = None
    nils_bid: int = 0
    nils_made: int = 0


def side_records(rules: RuleSet, results: Sequence[HandResult]) -> tuple[SideRecord, ...]:
    """Each side's record (in ``rules.sides`` order) from the game's scored hands."""
    sides = rules.sides
    bid = [0] * len(sides)
    made = [0] * len(sides)
    failed = [0] * len(sides)
    best: list[Bid | None] = [None] * len(sides)
    nils_bid = [0] * len(sides)
    nils_made = [0] * len(sides)
    side_of = rules.side_of
    for result in results:
        if result.bids is not None:  # Spades: every side bids
            for side, seats in enumerate(sides):
                bids = {s: result.bids[s] for s in seats if s < len(result.bids)}
                bidders = [s for s, b in bids.items() if isinstance(b, int)]
                nils = [s for s, b in bids.items() if b in _NILS]
                nils_bid[side] += len(nils)
                nils_made[side] += sum(1 for s in nils if result.tricks[s] == 0)
                if bidders:
                    bid[side] += 1
                    tricks = sum(int(bids[s] or 0) for s in bidders)
                    if sum(result.tricks[s] for s in bidders) >= tricks:
                        made[side] += 1
                    else:
                        failed[side] += 1
            continue
        if result.declarer is None:
            continue
        side = side_of[result.declarer]
        bid[side] += 1
        if result.made is True:
            made[side] += 1
            contract = BIDS.get((result.contract, result.sans_kitty))
            held = best[side]
            if contract is not None and (held is None
                                         or rank_key(rules, contract) > rank_key(rules, held)):
                best[side] = contract
        elif result.made is False:
            failed[side] += 1
    return tuple(SideRecord(bid[i], made[i], failed[i], best[i], nils_bid[i], nils_made[i])
                 for i in range(len(sides)))


class GameOverDialog(QDialog):
    """The end of a game: the winner, the final scores and each side's contracts, and buttons
    for another game (``choice``) or saving the record (``save_requested``)."""

    save_requested = Signal()
    """"Save the record…" was pressed; the dialog stays open."""

    def __init__(self, view: SeatView, winner: int, names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        rules = view.rules
        if len(names) != rules.players:
            raise ValueError(f"these rules seat {rules.players} players; {len(names)} names given")
        if not 0 <= winner < len(rules.sides):
            raise ValueError(f"there is no side {winner}; these rules have {len(rules.sides)}")
        self.choice = GameOverChoice.CLOSE
        self._view = view
        self._rules = rules
        self._names = list(names)
        self._winner = winner
        self.records = side_records(rules, view.results)
        self.side_order = sorted(range(len(rules.sides)),
                                 key=lambda side: (side != winner, -view.scores[side], side))
        """The sides in the table's row order: the winner first, then by score."""
        self.columns = _COLUMNS_SPADES if rules.is_spades else _COLUMNS_500

        self.setWindowTitle(self.tr("Game over"))
        self.headline = QLabel(self._headline_text())
        font = QFont(self.headline.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.hands_label = QLabel(self._hands_text())
        self.hands_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = self._make_table()

        self.buttons = QDialogButtonBox()
        self.play_again_button = self._add_button(
            self.tr("&Play again"), self.tr("Play again"),
            self.tr("Another game with the same players and rules"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.new_game_button = self._add_button(
            self.tr("&New game…"), self.tr("New game"),
            self.tr("Choose the players and rules of a new game"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button = self._add_button(
            self.tr("&Save the record…"), self.tr("Save the record"),
            self.tr("Save this game's record to a file; this window stays open"),
            QDialogButtonBox.ButtonRole.ActionRole)
        close = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        assert close is not None
        close.setAccessibleName(self.tr("Close"))
        close.setToolTip(self.tr("Close this summary and look at the table"))
        self.close_button = close
        self.play_again_button.clicked.connect(lambda: self._choose(GameOverChoice.PLAY_AGAIN))
        self.new_game_button.clicked.connect(lambda: self._choose(GameOverChoice.NEW_GAME))
        self.save_button.clicked.connect(self._save)
        self.close_button.clicked.connect(self.reject)
        for button in self.buttons.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
                button.setDefault(False)

        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.hands_label)
        layout.addWidget(self.table, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(6)
        layout.addWidget(self.buttons)

    # ------------------------------------------------------------------ choices
    def reject(self) -> None:
        """Close, Escape or the window's close button: nothing more to do."""
        self.choice = GameOverChoice.CLOSE
        super().reject()

    def _choose(self, choice: GameOverChoice) -> None:
        self.choice = choice
        self.accept()

    def _save(self) -> None:
        self.choice = GameOverChoice.SAVE_RECORD
        self.save_requested.emit()

    def _add_button(self, text: str, accessible: str, tip: str,
                    role: QDialogButtonBox.ButtonRole) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleName(accessible)
        button.setToolTip(tip)
        self.buttons.addButton(button, role)
        return button

    # ------------------------------------------------------------------- words
    def _viewer_is_you(self) -> bool:
        """Whether the names speak to the player: the viewing seat is called "You"."""
        seat = self._view.seat
        return 0 <= seat < len(self._names) and is_you(self._names[seat])

    def _headline_text(self) -> str:
        seats = self._rules.sides[self._winner]
        if self._viewer_is_you() and self._view.seat in seats:
            partners = [s for s in seats if s != self._view.seat]
            if not partners:
                return self.tr("You won!")
            return self.tr("You and {partners} won the game!").format(
                partners=side_name(self._names, partners))
        return self.tr("{side} won the game").format(side=side_name(self._names, seats))

    def _hands_text(self) -> str:
        results = self._view.results
        # "Hands played: 1" reads well in English without a plural translation; the count is
        # still passed as %n, so a translation may give its plural forms.
        text = self.tr("Hands played: %n", "", len(results))
        thrown = sum(1 for r in results if r.contract == "pass")
        if thrown:
            text += self.tr(", thrown in: %n", "", thrown)
        return text

    def _header(self, column: SummaryColumn) -> tuple[str, str]:
        """A column's heading and its tooltip."""
        spades = self._rules.is_spades
        headers = {
            SummaryColumn.SIDE: (self.tr("Side"), self.tr("The players scoring together")),
            SummaryColumn.SCORE: (self.tr("Score"), self.tr("The final score")),
            SummaryColumn.BAGS: (self.tr("Bags"), self.tr("Overtricks not yet penalised")),
            SummaryColumn.BIDS: (
                (self.tr("Bids"), self.tr("Hands in which the side bid tricks (nil bids apart)"))
                if spades else
                (self.tr("Contracts"), self.tr("Contracts the side won the auction for"))),
            SummaryColumn.MADE: (self.tr("Made"), self.tr("Bids made") if spades
                                 else self.tr("Contracts made")),
            SummaryColumn.SET: (self.tr("Set"), self.tr("Bids that failed") if spades
                                else self.tr("Contracts that failed")),
            SummaryColumn.NILS: (self.tr("Nils made"), self.tr("Nil bids made, of those bid")),
            SummaryColumn.BEST: (self.tr("Best made"), self.tr("The highest contract made")),
        }
        return headers[column]

    def _cell(self, column: SummaryColumn, side: int) -> str:
        record = self.records[side]
        if column is SummaryColumn.SIDE:
            return side_name(self._names, self._rules.sides[side])
        if column is SummaryColumn.SCORE:
            return str(self._view.scores[side])
        if column is SummaryColumn.BAGS:
            bags = self._view.bags
            return _DASH if bags is None else str(bags[side])
        if column is SummaryColumn.BIDS:
            return str(record.bid)
        if column is SummaryColumn.MADE:
            return str(record.made)
        if column is SummaryColumn.SET:
            return str(record.set)
        if column is SummaryColumn.NILS:
            if not record.nils_bid:
                return _DASH
            return self.tr("{made} of {bid}").format(made=record.nils_made, bid=record.nils_bid)
        return _DASH if record.best is None else bid_symbol(self._rules, record.best)

    # ------------------------------------------------------------------- table
    def column(self, kind: SummaryColumn) -> int:
        """The table column of ``kind``; ``ValueError`` if this game's summary has none."""
        return self.columns.index(kind)

    def _make_table(self) -> QTableWidget:
        table = QTableWidget(len(self.side_order), len(self.columns))
        table.setAccessibleName(self.tr("Final scores"))
        table.setAccessibleDescription(
            self.tr("One row a side, the winner first: score and contracts"))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        table.verticalHeader().setVisible(False)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        for c, kind in enumerate(self.columns):
            text, tip = self._header(kind)
            header = QTableWidgetItem(text)
            header.setToolTip(tip)
            header.setTextAlignment(_LEFT if kind is SummaryColumn.SIDE else _RIGHT)
            table.setHorizontalHeaderItem(c, header)
        for row, side in enumerate(self.side_order):
            won = side == self._winner
            for c, kind in enumerate(self.columns):
                item = QTableWidgetItem(self._cell(kind, side))
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setTextAlignment(_LEFT if kind is SummaryColumn.SIDE else _RIGHT)
                if kind is SummaryColumn.SIDE:
                    item.setToolTip(self.tr("{side}: the winners").format(side=item.text()) if won
                                    else item.text())
                if won:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, c, item)
        table.resizeColumnsToContents()
        for c in range(len(self.columns)):
            table.setColumnWidth(c, table.columnWidth(c) + 12)
        side_column = self.column(SummaryColumn.SIDE)
        if table.columnWidth(side_column) > _SIDE_COLUMN_MOST:
            table.setColumnWidth(side_column, _SIDE_COLUMN_MOST)
        table.resizeRowsToContents()
        # Exactly the rows and columns: no empty band below the last side, no scroll bars.
        frame = 2 * table.frameWidth()
        table.setFixedSize(
            frame + sum(table.columnWidth(c) for c in range(table.columnCount())),
            frame + table.horizontalHeader().sizeHint().height()
            + sum(table.rowHeight(r) for r in range(table.rowCount())))
        return table

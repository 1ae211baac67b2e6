"""The strip under the table where the human makes every decision that is not a card.

It shows exactly the choices the core's legal actions allow: the bid grid and calls, the
discard confirmation, joker nomination, partner choice; plus Suggest, the clock, and Next hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Final

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...core import Action, Bid, Card, Discard, JokerSuit, Partners, Phase, Play, RuleSet, SeatView
from ...core.terms import term
from ...translation import say
from ..accessibility.speech import announce
from ..form_helpers import capitalised
from ..model_base import SUGGESTED
from ..table.text_fit import fitted
from ..wording import action_text, bid_words, card_symbol, side_name
from .bid_grid import BidGridModel

SUIT_SYMBOL = "♠♣♦♥"


_HIGHER: Final = (Qt.Key.Key_Right, Qt.Key.Key_Down)
_LOWER: Final = (Qt.Key.Key_Left, Qt.Key.Key_Up)
"""The arrows in the bid grid: to higher bids, to lower ones."""

SPADES_PER_ROW: Final = 8
_BUTTON_PADDING: Final = 12
"""Pixels left and right of a button's words (the strip's style sheet)."""


class ActionBar(QFrame):
    action_chosen = Signal(object)
    suggest_requested = Signal()
    next_hand_requested = Signal()
    review_requested = Signal()
    look_requested = Signal()
    """Blind misère / blind nil: the human turns their hand face up."""
    announced = Signal(str)
    """Each message of the prompt, said to a screen reader when it changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setStyleSheet(
            "#actionBar { background: #183f2a; border-top: 1px solid #0c2717; }"
            "#actionBar QLabel { color: #f0f2e8; }"
            "#actionBar QLabel#prompt { font-size: 15px; font-weight: 600; }"
            f"#actionBar QPushButton {{ padding: 5px {_BUTTON_PADDING}px; }}"
            # The keyboard's place in sight on the dark strip: a gold ring, as on the cards.
            "#actionBar QPushButton:focus { border: 3px solid #ffcc33; border-radius: 4px;"
            " background: #fdf8e4; color: #111; padding: 3px 10px; }"
            "#actionBar QCheckBox:focus { border: 3px solid #ffcc33; border-radius: 4px; }"
            "#actionBar QCheckBox { color: #f0f2e8; padding: 2px; }"
            "#actionBar QTableView::item:focus { border: 3px solid #ffcc33; }")
        self.rules: RuleSet | None = None
        self.names: list[str] = []
        self.view: SeatView | None = None
        self._selected: list[Card] = []
        self._buttons: dict[Action, QPushButton] = {}
        """The buttons of the decision asked now, by the action each one takes."""
        self.why_not: Callable[[Action], str | None] = lambda action: None
        """Why a call may not be made now (the bid grid says it of a closed cell)."""
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumWidth(180)
        self.clock_label = QLabel()
        self.suggest_button = QPushButton(self.tr("Suggest"))
        self.suggest_button.setToolTip(self.tr("Show the suggested call or card (H)"))
        self.suggest_button.clicked.connect(self.suggest_requested)
        self.pages = QStackedWidget()
        self.pages.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.empty_page = QWidget()
        self.pages.addWidget(self.empty_page)
        self._build_bid_page()
        self._build_discard_page()
        self._build_choice_page()
        self._build_next_page()
        # The prompt beside the decision, not above it: the strip stays low, and as tall from
        # the first call to the last (see ``set_table``).
        left = QVBoxLayout()
        left.addWidget(self.prompt)
        tools = QHBoxLayout()
        tools.addWidget(self.suggest_button)
        tools.addWidget(self.clock_label)
        tools.addStretch(1)
        left.addLayout(tools)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(left, 2)
        layout.addWidget(self.pages, 3)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # The prompt wraps: the strip is as tall as its lines need at the width it gets (a long
        # German prompt beside the bids was cut at the top and bottom).
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._deadline = 0
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._update_clock)
        self.show_message("")

    # ------------------------------------------------------------- building
    def _build_bid_page(self) -> None:
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(0, 0, 0, 0)
        self.bid_table = QTableView()
        self.bid_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.bid_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.bid_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.bid_table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.bid_table.setFixedHeight(150)           # five levels and the suits' header
        self.bid_table.clicked.connect(self._grid_clicked)
        self.bid_table.activated.connect(self._grid_clicked)      # Enter
        self.bid_table.installEventFilter(self)                  # Space
        # The arrows go from cell to cell; Tab goes on to the other calls.
        self.bid_table.setTabKeyNavigation(False)
        self.bid_table.setAccessibleName(self.tr("Bids"))
        row.addWidget(self.bid_table, 3)
        side = QVBoxLayout()
        side.setSpacing(2)
        self.sans_box = QCheckBox()
        side.addWidget(self.sans_box)
        self.call_row = QVBoxLayout()
        side.addLayout(self.call_row)
        self.look_button = QPushButton(self.tr("Look at my cards"))
        self.look_button.clicked.connect(self.look_requested)
        side.addWidget(self.look_button)
        side.addStretch(1)
        row.addLayout(side, 1)
        self.spades_row = QGridLayout()
        self.spades_row.setSpacing(3)
        self.spades_row.setContentsMargins(0, 0, 0, 0)
        # The buttons keep their places when blind nil and Look go (the player looked): eight
        # equal columns, and the height left to an empty row below the last one.
        for column in range(SPADES_PER_ROW):
            self.spades_row.setColumnStretch(column, 1)
        self.spades_row.setRowStretch(3, 1)
        self.bid_page = page
        self.pages.addWidget(page)
        spades = QWidget()
        spades.setLayout(self.spades_row)
        self.spades_page = spades
        self.pages.addWidget(spades)
        self.grid_model: BidGridModel | None = None

    def _build_discard_page(self) -> None:
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(0, 0, 0, 0)
        self.discard_label = QLabel()
        self.discard_button = QPushButton(self.tr("Discard"))
        self.discard_button.setShortcut(QKeySequence(self.tr("D", "shortcut of Discard")))
        self.discard_button.setToolTip(self.tr("Put the chosen cards back (D)"))
        self.discard_button.setAutoDefault(True)     # Enter as well as Space
        self.discard_button.setEnabled(False)
        self.discard_button.clicked.connect(self._confirm_discard)
        row.addWidget(self.discard_label, 1)
        row.addWidget(self.discard_button)
        self.discard_page = page
        self.pages.addWidget(page)

    def _build_choice_page(self) -> None:
        page = QWidget()
        self.choice_grid = QGridLayout(page)
        self.choice_grid.setContentsMargins(0, 0, 0, 0)
        self.choice_page = page
        self.pages.addWidget(page)

    def _build_next_page(self) -> None:
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(0, 0, 0, 0)
        self.review_button = QPushButton(self.tr("Review the hand"))
        self.review_button.clicked.connect(self.review_requested)
        self.next_button = QPushButton(self.tr("Next hand"))
        self.next_button.setShortcut(QKeySequence(self.tr("N", "shortcut of Next hand")))
        # Deliberately: a click or N. Enter, pressed to play the last card a moment too late,
        # must not skip the result.
        self.next_button.setAutoDefault(False)
        self.next_button.setToolTip(self.tr("Deal the next hand (N)"))
        self.next_button.clicked.connect(self.next_hand_requested)
        row.addStretch(1)
        row.addWidget(self.review_button)
        row.addWidget(self.next_button)
        self.next_page = page
        self.pages.addWidget(page)

    # ----------------------------------------------------------- the table
    def set_table(self, rules: RuleSet, names: Sequence[str]) -> None:
        self.rules = rules
        self.names = list(names)
        self.grid_model = BidGridModel(rules, self)
        self.grid_model.why_not = lambda action: self.why_not(action)
        self.bid_table.setModel(self.grid_model)
        self.sans_box.setText(self.tr("sans {0}").format(say(term(rules, "kitty"))))
        self.sans_box.setVisible(rules.sans_kitty)
        # As tall as the tallest decision of this game, from the first call to the last: the
        # table above keeps its size instead of jumping between bidding, play and messages.
        probe = QPushButton("10", self.spades_page)     # styled as the bar's buttons are
        probe.ensurePolished()
        button = probe.sizeHint().height()
        probe.deleteLater()
        if rules.is_spades:
            rows = 3 if rules.blind_nil else 2      # the numbers; blind nil and Look below them
            tallest = rows * button + (rows - 1) * self.spades_row.spacing()
        else:
            calls = 5 if rules.blind_misere else 3                 # Pass, misères, Look
            tallest = max(self.bid_table.height(),
                          calls * (button + 2) + (button if rules.sans_kitty else 0))
        self.pages.setFixedHeight(tallest)
        # Room for two lines of the prompt, from the first message to the last: "North to bid"
        # fits one line, and a German prompt beside the bids takes two.
        self.prompt.ensurePolished()
        self.prompt.setMinimumHeight(2 * self.prompt.fontMetrics().lineSpacing())
        self.idle("")

    def idle(self, message: str, *, spoken: bool = True) -> None:
        """Nothing to decide: ``message`` on the strip (said unless ``spoken`` is False)."""
        self.view = None
        self.stop_clock()
        self._hand_focus_to_table()
        self.pages.setCurrentWidget(self.empty_page)
        self.suggest_button.setEnabled(False)
        self.show_message(message, spoken=spoken)

    def show_message(self, message: str, *, spoken: bool = True) -> None:
        """``message`` on the strip, said to a screen reader when it changes, unless ``spoken``
        is False: the status line (the contract, whose turn) is shown only, as the table says
        the contract once, when it is made, and each move as it happens."""
        if spoken and message and message != self.prompt.text():
            announce(self.prompt, message)
            self.announced.emit(message)
        self.prompt.setText(message)

    def _hand_focus_to_table(self) -> None:
        """The decision is over: the keyboard goes back to the table (which says whose turn it
        is) rather than to whatever nameless widget Qt finds when the choice it was on goes."""
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            table = self._tab_anchor()
            if table is not None:
                table.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_suggestions(self, allowed: bool) -> None:
        self.suggest_button.setVisible(allowed)

    # ------------------------------------------------------- asking the human
    def ask(self, view: SeatView, hidden_hand: bool = False) -> None:
        """Offer the decision ``view`` asks for (cards are played on the table itself)."""
        assert self.rules is not None
        self.view = view
        self._buttons = {}
        self.suggest_button.setEnabled(True)
        rules = self.rules
        phase = view.phase
        who = self.tr("Your turn") if view.to_move == view.seat else \
            self.tr("Play from {0}'s hand").format(self.names[view.to_move])
        if phase is Phase.AUCTION:
            self._ask_bid(view, hidden_hand)
            self.show_message(self.tr("{0}: make your call").format(who))
        elif phase is Phase.DISCARD:
            self._selected = []
            self._update_discard()
            self.pages.setCurrentWidget(self.discard_page)
            self.show_message(self.tr("Choose {0} cards to put back in the {1}").format(
                view.discard_count, say(term(rules, "kitty"))))
        elif phase is Phase.PARTNERS:
            calls = []
            for a in view.legal:
                if isinstance(a, Partners):
                    # Two partners by name on the button (six buttons must fit), by name and
                    # place for a screen reader and in the tooltip.
                    where = " & ".join(self._seat_and_place(view, s) for s in a.seats)
                    calls.append((where if len(a.seats) == 1 else side_name(self.names, a.seats),
                                  where, a))
            self._ask_choices(calls)
            self.show_message(self.tr("Name your partner") if view.contract is not None
                              and view.contract.tricks < 8 else self.tr("Name your two partners"))
        elif phase is Phase.JOKER:
            choices = []
            for a in view.legal:
                if isinstance(a, JokerSuit):
                    if a.suit is None:
                        choices.append((self.tr("No suit"), self.tr("No suit"), a))
                    else:
                        choices.append((SUIT_SYMBOL[a.suit], self._suit_word(a.suit), a))
            self._ask_choices(choices)
            self.show_message(self.tr("Nominate a suit for your joker, or keep it without one"))
        elif phase is Phase.PLAY:
            self.pages.setCurrentWidget(self.empty_page)
            if view.trick:
                self.show_message(self.tr("{0}: play a card").format(who))
            else:
                self.show_message(self.tr("{0}: lead a card").format(who))
        page = self.pages.currentWidget()
        if page is not None and page.sizeHint().height() > self.pages.maximumHeight():
            self.pages.setFixedHeight(page.sizeHint().height())   # grows once, never shrinks
        self._order_tabs()

    def ask_joker_lead(self, card: Card, plays: Sequence[Play]) -> None:
        """The suitless joker leads: which suit it calls for (one button a suit)."""
        choices = []
        for play in plays:
            assert play.lead_suit is not None
            suit = self._suit_word(play.lead_suit)
            choices.append((SUIT_SYMBOL[play.lead_suit],
                            self.tr("Lead {card} as {suit}").format(card=card_symbol(card),
                                                                     suit=suit), play))
        self._buttons = {}
        self._ask_choices(choices)
        self.show_message(self.tr("Which suit does the joker lead?"))
        self._order_tabs()
        self.focus_decision()

    def focus_decision(self) -> bool:
        """Put the keyboard where the decision asked now is made: the bid grid's current
        cell, or the first of its buttons.  Whether the decision is made here (not on the
        table)."""
        if self.pages.currentWidget() is self.bid_page and self.bid_table.currentIndex().isValid():
            self.bid_table.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        button = next((b for b in self._buttons.values() if b.isVisibleTo(self)), None)
        if button is None:
            return False
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def _decision_widgets(self) -> list[QWidget]:
        page = self.pages.currentWidget()
        if page is self.bid_page:
            return [self.bid_table, self.sans_box, *self._buttons.values(), self.look_button]
        if page is self.discard_page:
            return [self.discard_button]
        if page is self.next_page:
            return [self.review_button, self.next_button]
        if page is self.spades_page:     # the bids, and Look at my cards after them
            items = (self.spades_row.itemAt(i) for i in range(self.spades_row.count()))
            return [w for item in items if item is not None and (w := item.widget()) is not None]
        return list(self._buttons.values())

    def _order_tabs(self) -> None:
        """Tab goes from the widget before the bar (the table) to the decision asked now, in
        the order it reads, and on to Suggest: buttons made for a decision would otherwise
        come last, after the docks."""
        chain = [self._tab_anchor(), *self._decision_widgets(), self.suggest_button]
        for first, second in pairwise(w for w in chain if w is not None):
            QWidget.setTabOrder(first, second)

    def _tab_anchor(self) -> QWidget | None:
        """The widget that Tab leaves for the bar: the nearest one before it that takes the
        focus by Tab (the table, in the window), or None."""
        widget = self.previousInFocusChain()
        while widget is not None and widget is not self:
            if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and not self.isAncestorOf(widget):
                return widget
            widget = widget.previousInFocusChain()
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bid_table and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Space:
                self._grid_clicked(self.bid_table.currentIndex())     # Space bids as Enter does
                return True
            if event.key() in _HIGHER or event.key() in _LOWER:
                self._move_in_grid(event)
                return True
        return super().eventFilter(watched, event)

    def _move_in_grid(self, event: QKeyEvent) -> None:
        """An arrow in the bid grid: on to the next open bid, or, at the edge, a beep and
        'No higher bid' (or lower) said, rather than silence."""
        before = self.bid_table.currentIndex()
        self.bid_table.keyPressEvent(event)
        if self.bid_table.currentIndex() != before:
            return
        QApplication.beep()
        text = self.tr("No higher bid") if event.key() in _HIGHER else self.tr("No lower bid")
        announce(self.bid_table, text)
        self.announced.emit(text)

    def _suit_word(self, suit: int) -> str:
        """'hearts': as the bid grid's heading names the suit."""
        assert self.grid_model is not None
        return str(self.grid_model.headerData(suit, Qt.Orientation.Horizontal,
                                              Qt.ItemDataRole.ToolTipRole))

    def show_suggestion(self, action: Action) -> None:
        """Make the suggested call or choice stand out where it is chosen: its button framed
        and focused (Enter takes it), or its cell of the bid grid coloured and current."""
        button = self._buttons.get(action) if self.view is not None else None
        if button is not None:
            button.setStyleSheet(f"border: 3px solid {SUGGESTED.name()}; border-radius: 4px;")
            button.setFocus()
        elif isinstance(action, Bid) and action.is_numbered and self.grid_model is not None:
            self.sans_box.setChecked(action.sans_kitty)
            self.grid_model.suggest(action)
            self.bid_table.setCurrentIndex(self.grid_model.index_of(action))
            self.bid_table.setFocus()

    def _seat_and_place(self, view: SeatView, seat: int) -> str:
        """'West (on your left)': a partner is chosen by name and by where they sit."""
        players = view.rules.players
        place = {1: self.tr("on your left"), players - 1: self.tr("on your right"),
                 2: self.tr("across, to the left"), players - 2: self.tr("across, to the right"),
                 }.get((seat - view.seat) % players, "")
        return self.tr("{0} ({1})").format(self.names[seat], place) if place else self.names[seat]

    def _ask_bid(self, view: SeatView, hidden_hand: bool) -> None:
        assert self.rules is not None
        rules = self.rules
        if rules.is_spades:
            self._ask_spades_bid(view, hidden_hand)
            return
        assert self.grid_model is not None
        self.grid_model.set_legal(view.legal)
        if not self.grid_model.is_enabled(self.bid_table.currentIndex()):
            # The keyboard starts on the lowest bid open, or stays on its cell if still open.
            self.bid_table.setCurrentIndex(self.grid_model.first_enabled())
        self.sans_box.setChecked(False)
        _clear(self.call_row)
        for bid in BidGridModel.extra_calls(view.legal):
            if bid.call == "blind_misere" and not hidden_hand:
                continue
            button = QPushButton(capitalised(bid_words(rules, bid)))   # its words its name
            button.setAutoDefault(True)                  # Enter as well as Space
            self._buttons[bid] = button
            button.clicked.connect(lambda _=False, b=bid: self.action_chosen.emit(b))
            self.call_row.addWidget(button)
        self.look_button.setVisible(hidden_hand)
        self.pages.setCurrentWidget(self.bid_page)

    def _ask_spades_bid(self, view: SeatView, hidden_hand: bool) -> None:
        """Nil and 1 to 13 in rows of eight (fourteen buttons in one row were too narrow to
        read); blind nil and Look at my cards, whose words are long, on a row of their own,
        each half of it wide."""
        assert self.rules is not None
        rules = self.rules
        _clear(self.spades_row)
        bids = [a for a in view.legal if isinstance(a, Bid)]
        spacing = self.spades_row.horizontalSpacing()
        cell = (self.pages.width() - (SPADES_PER_ROW - 1) * spacing) / SPADES_PER_ROW
        half = SPADES_PER_ROW // 2
        numbers = [bid for bid in bids if bid.call != "blind_nil"]
        for i, bid in enumerate(numbers):
            label = capitalised(bid_words(rules, bid)) if not bid.call.isdigit() else bid.call
            self.spades_row.addWidget(self._bid_button(bid, label, cell),
                                      *divmod(i, SPADES_PER_ROW))
        last_row = -(-len(numbers) // SPADES_PER_ROW)
        wide = [self._bid_button(bid, capitalised(bid_words(rules, bid)), half * cell)
                for bid in bids if bid.call == "blind_nil" and hidden_hand]
        if hidden_hand:
            look = QPushButton()
            _fit_text(look, self.tr("Look at my cards"), half * cell)
            look.clicked.connect(self.look_requested)
            wide.append(look)
        for i, button in enumerate(wide):
            self.spades_row.addWidget(button, last_row, i * half, 1, half)
        self.pages.setCurrentWidget(self.spades_page)

    def _bid_button(self, bid: Bid, label: str, room: float) -> QPushButton:
        assert self.rules is not None
        button = QPushButton()
        _fit_text(button, label, room)
        button.setAccessibleName(self.tr("Bid {bid}").format(
            bid=action_text(self.rules, self.names, bid)))
        button.setAutoDefault(True)          # Enter as well as Space
        button.clicked.connect(lambda _=False, b=bid: self.action_chosen.emit(b))
        self._buttons[bid] = button
        return button

    def _grid_clicked(self, index: QModelIndex) -> None:
        if self.grid_model is None or self.view is None:
            return
        bid = self.grid_model.bid_at(index, self.sans_box.isChecked())
        if bid is not None and bid in self.view.legal:
            self.action_chosen.emit(bid)

    def _ask_choices(self, choices: Sequence[tuple[str, str, Action]]) -> None:
        """Buttons for ``choices``: each its label, its name for a screen reader ('hearts' for
        '♥') and the action it takes."""
        _clear(self.choice_grid)
        # Up to four in a row; more (the pairs of partners at five players, whose names are long
        # in German and Welsh) in rows of two.
        columns = len(choices) if len(choices) <= 4 else 2
        room = max(64, (self.pages.width() - 8 * columns) // columns - 24)
        for i, (label, name, action) in enumerate(choices):
            button = QPushButton()
            font, shown = fitted(button.font(), label, room, 10)
            button.setFont(font)
            button.setText(shown.replace("&", "&&"))     # "Ann & Ben" has no shortcut key
            if name != shown:       # else its words are its name (set twice, it was said twice)
                button.setAccessibleName(name)
                button.setToolTip(name)
            button.setAutoDefault(True)                  # Enter as well as Space
            self._buttons[action] = button
            button.setMinimumWidth(64)
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            self.choice_grid.addWidget(button, *divmod(i, columns))
        self.pages.setCurrentWidget(self.choice_page)

    # -------------------------------------------------------------- discard
    def set_selection(self, cards: list[Card]) -> None:
        self._selected = list(cards)
        self._update_discard()

    def _update_discard(self) -> None:
        need = self.view.discard_count if self.view is not None else 0
        have = len(self._selected)
        self.discard_label.setText(self.tr("{0} of {1} chosen: {2}").format(
            have, need, " ".join(card_symbol(c) for c in self._selected)))
        self.discard_button.setEnabled(have == need and need > 0)

    def _confirm_discard(self) -> None:
        if self.view is None:
            return
        self.action_chosen.emit(Discard.of(self._selected))

    # ---------------------------------------------------------------- others
    def hand_over(self, message: str) -> None:
        self.view = None
        self.stop_clock()
        self._hand_focus_to_table()
        self.suggest_button.setEnabled(False)
        self.show_message(message)
        self.pages.setCurrentWidget(self.next_page)

    def start_clock(self, seconds: int) -> None:
        import time
        self._deadline = int(time.monotonic() + seconds)
        self._tick.start()
        self._update_clock()

    def stop_clock(self) -> None:
        self._tick.stop()
        self.clock_label.setText("")

    def _update_clock(self) -> None:
        import time
        left = max(0, self._deadline - int(time.monotonic()))
        # Words, not the stopwatch glyph: fonts without it drew an empty box.
        self.clock_label.setText(self.tr("{0} s left").format(left))
        if left <= 0:
            self._tick.stop()


def _fit_text(button: QPushButton, label: str, room: float) -> None:
    """``label`` on ``button``, set smaller (or shortened, and then whole in the tooltip) when
    it is wider than the ``room`` the button has; the button never narrower than its words
    need at that size."""
    padding = 2 * _BUTTON_PADDING + 4
    font, shown = fitted(button.font(), label, max(16.0, room - padding), 10)
    button.setFont(font)
    button.setText(shown)
    if shown != label:
        button.setToolTip(label)
    button.setMinimumWidth(min(round(room), button.fontMetrics().horizontalAdvance(shown) + padding))


def _clear(layout: QHBoxLayout | QVBoxLayout | QGridLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()  # at once: deletion waits for the event loop
            widget.deleteLater()


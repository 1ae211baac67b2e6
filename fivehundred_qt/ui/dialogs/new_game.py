"""The table set-up ("New game") dialog.

It edits a copy of the plain values of ``settings`` and hands back new ones.  The rules are never
judged here: every change is sent to ``RuleSet.build``, and whatever the core refuses is shown with
the core's own message while OK stays disabled.  Which team forms and kitty sizes fit a player count
is also asked of the core, so the rules keep living in one place.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ... import bots
from ...core.cards import deck_for
from ...core.errors import RuleError
from ...core.rules import AMERICAN, AUSTRALIAN, DEFAULT_PLAYERS, DEFAULT_TEAMS, SPADES_PRESET, RuleSet
from ...core.terms import term
from ...settings import TIME_LIMITS, SeatSetup, TableSetup, default_seats
from ...translation import say, seat_name
from ..form_helpers import blocked, capitalised, error_and_buttons, select_data, show_error
from .option_editors import BoolEditor, ChoiceEditor, Editor, NumberEditor, OptionalNumberEditor
from .seats import SeatsBox

__all__ = ["NewGameDialog"]

_PLAYER_COUNTS = tuple(sorted(DEFAULT_TEAMS))
_TEAM_FORMS = tuple(DEFAULT_PLAYERS)
_KITTY_SIZES = (3, 5, 6)
_TERMS = ("misere", "open_misere", "blind_misere", "kitty")


@cache
def _fitting_teams(players: int) -> tuple[str, ...]:
    """The team forms the core accepts for ``players`` (500)."""
    return tuple(t for t in _TEAM_FORMS if _accepted({"players": players, "teams": t}))


@cache
def _fitting_kitties(players: int) -> tuple[int, ...]:
    """The kitty sizes the core accepts for ``players`` (500)."""
    return tuple(k for k in _KITTY_SIZES if _accepted({"players": players, "kitty_size": k}))


def _accepted(options: dict[str, Any]) -> bool:
    try:
        RuleSet.build({"game": "500", **options})
    except RuleError:
        return False
    return True


# ---------------------------------------------------------------------------------- new game
class NewGameDialog(QDialog):
    """Set up a table: the game and its rules (every option of docs/rules.md, "Rule options"),
    the seats and the clock.

    ``result_setup()`` gives the ``TableSetup`` with the compact rules of ``RuleSet.to_record()``.
    """

    def __init__(self, setup: TableSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._quiet = 0
        self._rules: RuleSet | None = None
        self._error: str | None = None
        self._variant_words: str | None = None
        self._saved_shape: tuple[int, str, int] | None = None
        self._levels: tuple[str, ...] = tuple(bots.LEVELS)
        self._build()
        self._load(setup)

    # --- public ---------------------------------------------------------------------------
    def result_setup(self) -> TableSetup:
        """The table as set up; raises ``RuleError`` if the rules shown are ones the core refuses."""
        rules = RuleSet.build(self._options())
        players = rules.players
        return TableSetup(rules=rules.to_record(),
                          seats=[row.seat() for row in self.seat_rows[:players]],
                          suggestions=self.suggestions.isChecked(),
                          bid_time=self.bid_time.currentData(),
                          play_time=self.play_time.currentData())

    def current_rules(self) -> RuleSet | None:
        """The rules as the core built them from the dialog, or None while they are refused."""
        return self._rules

    def error_text(self) -> str | None:
        """Why OK is disabled, or None."""
        return self._error

    def seat_kinds(self) -> list[tuple[str, str]]:
        """Who may sit in a seat, as (kind, shown text): a dialog for another kind of table adds its own."""
        return [("human", self.tr("Human")), ("computer", self.tr("Computer"))]

    def level_name(self, level: str) -> str:
        names = {"random": self.tr("Random"), "easy": self.tr("Easy"), "normal": self.tr("Normal"),
                 "hard": self.tr("Hard"), "expert": self.tr("Expert")}
        return names.get(level, capitalised(level.replace("_", " ")))

    # --- building the widgets --------------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QVBoxLayout()
        columns.addLayout(left, 0)
        right = QVBoxLayout()
        columns.addLayout(right, 1)

        # The game and the shape of the table.
        game_box = QGroupBox(self.tr("Game"))
        self.game_form = form = QFormLayout(game_box)
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game")
        self.game_combo.addItem(self.tr("500"), "500")
        self.game_combo.addItem(self.tr("Spades"), "spades")
        self.game_combo.setToolTip(self.tr("500: bid for tricks, with a joker and a kitty of spare cards. "
                                           "Spades: four players in two partnerships, spades always trumps."))
        form.addRow(self.tr("&Game:"), self.game_combo)
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset")
        self.preset_combo.addItem(self.tr("Australian"), "australian")
        self.preset_combo.addItem(self.tr("American"), "american")
        self.preset_combo.setToolTip(self.tr("A ready-made rule set. Choosing one resets every rule option "
                                             "to it; the players, teams and kitty stay as they are."))
        form.addRow(self.tr("&Rules:"), self.preset_combo)
        self.players_combo = QComboBox()
        self.players_combo.setObjectName("players")
        for count in _PLAYER_COUNTS:
            self.players_combo.addItem(str(count), count)
        self.players_combo.setToolTip(self.tr("How many play. The deck grows with the number of players."))
        form.addRow(self.tr("&Players:"), self.players_combo)
        self.teams_combo = QComboBox()
        self.teams_combo.setObjectName("teams")
        self.teams_combo.setToolTip(self.tr("Who plays with whom. Only the forms that fit the number "
                                            "of players are offered."))
        form.addRow(self.tr("&Teams:"), self.teams_combo)
        self.kitty_combo = QComboBox()
        self.kitty_combo.setObjectName("kitty_size")
        self.kitty_label = QLabel()
        self.kitty_label.setBuddy(self.kitty_combo)
        form.addRow(self.kitty_label, self.kitty_combo)
        left.addWidget(game_box)

        # Seats.
        self.seats = SeatsBox(self, self._levels, max(_PLAYER_COUNTS))
        self.seat_rows = self.seats.rows
        for row in self.seat_rows:
            row.name.textChanged.connect(lambda _text: self._changed())
        left.addWidget(self.seats)

        # Table settings (docs/rules.md, "Table settings").
        table_box = QGroupBox(self.tr("Table"))
        table_form = QFormLayout(table_box)
        self.suggestions = QCheckBox(self.tr("Offer &suggestions (hints)"))
        self.suggestions.setObjectName("suggestions")
        self.suggestions.setToolTip(self.tr("Whether players may ask for a suggested bid or card."))
        table_form.addRow(self.suggestions)
        self.bid_time = self._time_combo("bid_time", self.tr(
            "Time allowed for each call. When it runs out, the suggested call is made."))
        table_form.addRow(self.tr("&Bid time:"), self.bid_time)
        self.play_time = self._time_combo("play_time", self.tr(
            "Time allowed for each card. When it runs out, the suggested card is played."))
        table_form.addRow(self.tr("Pla&y time:"), self.play_time)
        left.addWidget(table_box)
        left.addStretch(1)

        # The rule options, one tab per group.
        self.tabs = QTabWidget()
        self.tabs.setObjectName("rule_tabs")
        right.addWidget(self.tabs, 1)
        self.editors: dict[str, Editor] = {}
        self.spades_editors: dict[str, Editor] = {}
        self._tab_titles: dict[int, str] = {}
        self._option_tab: dict[tuple[str, str], int] = {}
        self._build_rule_tabs()
        summary = QHBoxLayout()
        self.summary_label = QLabel()
        self.summary_label.setObjectName("summary")
        self.summary_label.setWordWrap(True)
        summary.addWidget(self.summary_label, 1)
        self.reset_button = QPushButton(self.tr("R&eset to preset"))
        self.reset_button.setToolTip(self.tr("Set every rule option back to the chosen preset."))
        self.reset_button.clicked.connect(self._reset_to_preset)
        summary.addWidget(self.reset_button)
        right.addLayout(summary)

        # What the core refuses, and the buttons.
        self.error_label, self.button_box = error_and_buttons(self, outer)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.game_combo.currentIndexChanged.connect(lambda _index: self._game_changed())
        self.preset_combo.currentIndexChanged.connect(lambda _index: self._reset_to_preset())
        self.players_combo.currentIndexChanged.connect(lambda _index: self._players_changed())
        self.teams_combo.currentIndexChanged.connect(lambda _index: self._changed())
        self.kitty_combo.currentIndexChanged.connect(lambda _index: self._changed())

    def _time_combo(self, name: str, tip: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for seconds in TIME_LIMITS:
            combo.addItem(self.tr("Off") if seconds is None else self.tr("%n s", "", seconds), seconds)
        combo.setToolTip(tip)
        return combo

    def _add_tab(self, title: str, editors: Sequence[Editor], game: str) -> int:
        target = self.spades_editors if game == "spades" else self.editors
        page = QWidget()
        form = QFormLayout(page)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        index = self.tabs.addTab(page, "")
        self._tab_titles[index] = title
        for editor in editors:
            editor.add_to(form)
            editor.connect(self._changed)
            target[editor.name] = editor
            self._option_tab[game, editor.name] = index
        return index

    def _build_rule_tabs(self) -> None:
        self.auction_tab = self._add_tab(self.tr("Auction"), [
            ChoiceEditor("variant", self.tr("Bidding:"), self.tr(
                "Australian: calls go round until all but one player have passed. American: one round "
                "of calls only; the first callers may make inkles, 6-level bids that cannot win."),
                [("australian", self.tr("Australian (round and round)")),
                 ("american", self.tr("American (one round)"))]),
            BoolEditor("raise_own_bid", self.tr("The last bidder may raise their own bid"), self.tr(
                "Australian bidding: when everyone else has passed, the highest bidder gets one more "
                "chance to make a higher call.")),
            ChoiceEditor("all_pass", self.tr("If everyone passes:"), self.tr(
                "What happens when nobody bids: throw the cards in and deal again, or play the hand at "
                "no trumps with every side scoring 10 for each trick."),
                [("redeal", self.tr("Throw in and redeal")), ("play_nt", self.tr("Play at no trumps"))]),
            BoolEditor("sans_kitty", self.tr("Allow bids sans {kitty}"), self.tr(
                "A bidder may promise to play without taking the {kitty}. Such a bid outranks the same "
                "bid with the {kitty} and scores the same.")),
        ], "500")
        self.misere_tab = self._add_tab("{Misere}", [
            ChoiceEditor("misere", self.tr("{Misere} may be bid:"), self.tr(
                "When a player may bid {misere}: a contract to take no trick at all, played alone."),
                [("after_7", self.tr("After a 7-level bid")), ("anytime", self.tr("At any time")),
                 ("off", self.tr("Never"))]),
            ChoiceEditor("misere_points", self.tr("{Misere} is worth:"), self.tr(
                "What a {misere} contract wins when made and loses when failed. The value also "
                "decides which bids overbid it."),
                [(points, self.tr("%n points", "", points)) for points in (250, 230, 210)]),
            BoolEditor("eight_spades_overbids_misere", self.tr("8♠ overbids {misere}"), self.tr(
                "With {misere} worth 250: whether 8♠ (240) still overbids it. If not, 8♣ is the "
                "lowest bid above it.")),
            ChoiceEditor("open_misere", self.tr("{Open_misere} may be bid:"), self.tr(
                "When a player may bid {open_misere}: {misere} with the contractor's hand laid face "
                "up for all to see."),
                [("anytime", self.tr("At any time")), ("after_8", self.tr("After an 8-level bid")),
                 ("off", self.tr("Never"))]),
            ChoiceEditor("open_misere_points", self.tr("{Open_misere} is worth:"), self.tr(
                "What an {open_misere} contract wins or loses. At 520 it outranks even 10 no trumps; "
                "at 330 or 430 any 9- or 10-level bid overbids it."),
                [(points, self.tr("%n points", "", points)) for points in (500, 330, 430, 520)]),
            BoolEditor("ten_hearts_overbids_open_misere", self.tr("10♥ overbids {open_misere}"), self.tr(
                "With {open_misere} (and {blind_misere}) worth 500: whether 10♥ overbids it, or only "
                "10 no trumps.")),
            ChoiceEditor("open_misere_exposed", self.tr("{Open_misere} hand shown:"), self.tr(
                "When the {open_misere} contractor's hand is laid face up. This changes only what "
                "the others see, never which cards may be played."),
                [("after_first_trick", self.tr("After the first trick")),
                 ("before_lead", self.tr("Before the opening lead"))]),
            BoolEditor("blind_misere", self.tr("Allow {blind_misere} (500 points)"), self.tr(
                "A player may bid {misere} before looking at their cards, as their first call of the "
                "hand. It ranks as an {open_misere} worth 500.")),
            ChoiceEditor("nullo_play", self.tr("The {misere} bidder's partner:"), self.tr(
                "In partnership games: the partner sits the hand out with cards face down, or the "
                "contractor plays the partner's hand face up as well and must lose with both."),
                [("own_hand", self.tr("Sits out")), ("both_hands", self.tr("Is played by the contractor"))]),
            BoolEditor("misere_defenders_score", self.tr("Defenders score tricks against {misere}"), self.tr(
                "Whether the defenders of a {misere} contract score 10 for each trick they take.")),
        ], "500")
        self.joker_tab = self._add_tab(self.tr("Joker"), [
            BoolEditor("joker_nomination", self.tr("The contractor may give the joker a suit"), self.tr(
                "In a no-trump or {misere} contract, a contractor holding the joker may name its suit "
                "before the first lead; it is then the highest card of that suit.")),
            ChoiceEditor("joker_follow", self.tr("A joker without a suit may be played:"), self.tr(
                "When a joker that has no suit may be played to a trick someone else led."),
                [("void_only", self.tr("Only when out of the led suit")),
                 ("anytime", self.tr("At any time"))]),
            ChoiceEditor("joker_lead", self.tr("Leading a joker without a suit:"), self.tr(
                "Which suit the holder names when leading a joker that has no suit; the others must "
                "follow it. The joker wins the trick."),
                [("unled_suit", self.tr("Names a suit not yet led")), ("any_suit", self.tr("Names any suit")),
                 ("last_trick", self.tr("Allowed only to the last trick"))]),
        ], "500")
        self.scoring_tab = self._add_tab(self.tr("Scoring"), [
            BoolEditor("must_bid_to_win", self.tr("Only a contract can win the game"), self.tr(
                "On: a side reaches the winning score only by making a contract it bid; points for "
                "defending stop short of it.")),
            OptionalNumberEditor("defender_cap", self.tr("Defenders' points stop at:"), self.tr(
                "A side's points for tricks taken while defending never take it above this total. "
                "'none': no cap."), 10, 10000, self.tr("none"), AUSTRALIAN.defender_cap or 490),
            NumberEditor("win_score", self.tr("Winning score:"), self.tr(
                "The score that wins the game."), 10, 100000),
            OptionalNumberEditor("lose_score", self.tr("Losing score:"), self.tr(
                "A side at or below this score loses the game ('out backwards'). 'none': no such "
                "limit."), -100000, 100000, self.tr("none"), AUSTRALIAN.lose_score or -500),
        ], "500")
        self.spades_tab = self._add_tab(self.tr("Spades"), [
            BoolEditor("blind_nil", self.tr("Allow blind nil (200 points)"), self.tr(
                "A player may bid nil before looking at their cards, to win or lose 200.")),
            NumberEditor("bag_limit", self.tr("Bags before a penalty:"), self.tr(
                "How many overtricks (bags) a team collects before it pays the bag penalty."),
                1, 100, 1),
            NumberEditor("bag_penalty", self.tr("Bag penalty:"), self.tr(
                "The points a team loses each time its bags reach the limit."), 0, 10000),
            NumberEditor("win_score", self.tr("Winning score:"), self.tr(
                "The score that wins the game."), 10, 100000),
            OptionalNumberEditor("lose_score", self.tr("Losing score:"), self.tr(
                "A team at or below this score loses the game. 'none': no such limit."),
                -100000, 100000, self.tr("none"), -500),
        ], "spades")

    # --- loading ---------------------------------------------------------------------------
    @contextmanager
    def _batch(self) -> Iterator[None]:
        """Many widget changes, one rebuild of the rules at the end."""
        self._quiet += 1
        try:
            yield
        finally:
            self._quiet -= 1
        self._changed()

    def _load(self, setup: TableSetup) -> None:
        try:
            rules = RuleSet.build(setup.rules)
        except RuleError:
            rules = AUSTRALIAN
        with self._batch():
            for combo in (self.game_combo, self.preset_combo, self.players_combo):
                combo.blockSignals(True)
            try:
                select_data(self.game_combo, rules.game)
                base = rules if rules.game == "500" else AUSTRALIAN
                select_data(self.preset_combo, base.preset)
                select_data(self.players_combo, base.players)
            finally:
                for combo in (self.game_combo, self.preset_combo, self.players_combo):
                    combo.blockSignals(False)
            self._fill_shape(base.teams, base.kitty_size)
            self._set_options(self.editors, base)
            self._set_options(self.spades_editors, rules if rules.is_spades else SPADES_PRESET)
            if rules.is_spades:
                self._saved_shape = (base.players, base.teams, base.kitty_size)
            self._apply_game()
            defaults = default_seats(rules.players, seat_name)
            for row, seat, default in zip(self.seat_rows, setup.seats, defaults, strict=False):
                row.load(seat, default.name)
            for row in self.seat_rows[len(setup.seats):]:
                row.load(SeatSetup("", "computer"), "")
            self.seats.show_seats(rules.players)
            self.suggestions.setChecked(setup.suggestions)
            select_data(self.bid_time, setup.bid_time)
            select_data(self.play_time, setup.play_time)

    @staticmethod
    def _set_options(editors: dict[str, Editor], rules: RuleSet) -> None:
        for name, editor in editors.items():
            editor.set_value(getattr(rules, name))

    # --- reacting --------------------------------------------------------------------------
    def _game(self) -> str:
        return str(self.game_combo.currentData())

    def _variant(self) -> str:
        return str(self.editors["variant"].value())

    def _game_changed(self) -> None:
        with self._batch():
            if self._game() == "spades":
                self._saved_shape = (self.players_combo.currentData(), self.teams_combo.currentData(),
                                     self.kitty_combo.currentData())
                select_data(self.players_combo, 4)
            elif self._saved_shape is not None:
                players, teams, kitty = self._saved_shape
                with blocked(self.players_combo):
                    select_data(self.players_combo, players)
                self._fill_shape(teams, kitty)
                self.seats.show_seats(players)
            self._apply_game()

    def _apply_game(self) -> None:
        spades = self._game() == "spades"
        self.game_form.setRowVisible(self.preset_combo, not spades)
        self.game_form.setRowVisible(self.kitty_combo, not spades)
        self.players_combo.setEnabled(not spades)
        self.teams_combo.setEnabled(not spades and self.teams_combo.count() > 1)
        for index in (self.auction_tab, self.misere_tab, self.joker_tab, self.scoring_tab):
            self.tabs.setTabVisible(index, not spades)
        self.tabs.setTabVisible(self.spades_tab, spades)
        self.tabs.setCurrentIndex(self.spades_tab if spades else self.auction_tab)

    def _players_changed(self) -> None:
        with self._batch():
            self._fill_shape(self.teams_combo.currentData(), self.kitty_combo.currentData())
            self.seats.show_seats(self.players_combo.currentData())

    def _fill_shape(self, teams: str | None, kitty: int | None) -> None:
        """Offer the team forms and kitty sizes that fit the player count, keeping the choice if it fits."""
        players = self.players_combo.currentData()
        names = {"solo": self.tr("Each for themselves"), "2v2": self.tr("2 against 2"),
                 "called": self.tr("Partners called each hand"), "2v2v2": self.tr("Three teams of 2"),
                 "3v3": self.tr("Two teams of 3")}
        with blocked(self.teams_combo):
            self.teams_combo.clear()
            for form in _fitting_teams(players):
                self.teams_combo.addItem(names[form], form)
            if not select_data(self.teams_combo, teams):
                select_data(self.teams_combo, DEFAULT_TEAMS[players])
        self.teams_combo.setEnabled(self.teams_combo.count() > 1 and self._game() != "spades")
        with blocked(self.kitty_combo):
            self.kitty_combo.clear()
            for size in _fitting_kitties(players):
                deck = len(deck_for(players, size))
                cards = self.tr("%n cards", "", size)
                of_deck = self.tr("(%n-card deck)", "", deck)
                self.kitty_combo.addItem(f"{cards} {of_deck}", size)
            if not select_data(self.kitty_combo, kitty):
                self.kitty_combo.setCurrentIndex(0)
        self.kitty_combo.setEnabled(self.kitty_combo.count() > 1)

    def _reset_to_preset(self) -> None:
        with self._batch():
            if self._game() == "spades":
                self._set_options(self.spades_editors, SPADES_PRESET)
            else:
                preset = AMERICAN if self.preset_combo.currentData() == "american" else AUSTRALIAN
                self._set_options(self.editors, preset)

    def _options(self) -> dict[str, Any]:
        if self._game() == "spades":
            options: dict[str, Any] = {"game": "spades", "preset": "spades"}
            options.update((name, e.value()) for name, e in self.spades_editors.items())
            return options
        options = {"game": "500", "preset": self.preset_combo.currentData(),
                   "players": self.players_combo.currentData(), "teams": self.teams_combo.currentData(),
                   "kitty_size": self.kitty_combo.currentData()}
        american = self._variant() == "american"
        for name, editor in self.editors.items():
            if not (american and name == "raise_own_bid"):  # not applicable: left to the core's default
                options[name] = editor.value()
        return options

    def _changed(self) -> None:
        if self._quiet:
            return
        self._update_words()
        self._update_dependents()
        try:
            rules: RuleSet | None = RuleSet.build(self._options())
            error = None
        except RuleError as exc:
            rules = None
            error = self._describe(exc)
        self._rules = rules
        if error is None:
            for row in self.seat_rows[:rules.players if rules else 0]:
                if not row.name.text().strip():
                    error = self.tr("Seat {number} needs a name.").format(number=row.index + 1)
                    break
        self._error = error
        show_error(self.error_label, self.button_box, error)
        self._update_summary(rules)
        self.seats.show_teams(self.players_combo.currentData(), self.teams_combo.currentData())

    def _describe(self, exc: RuleError) -> str:
        """The rule set's refusal in a player's words, with the tab to fix it on."""
        message = {
            "teams": self.tr("These teams do not fit this number of players."),
            "kitty_size": self.tr("This kitty size does not fit this number of players."),
            "raise_own_bid": self.tr("Raising your own bid is an Australian rule."),
            "defender_cap": self.tr("The defenders' limit must be a positive number."),
            "win_score": self.tr("The winning score must be a positive number."),
            "lose_score": self.tr("The losing score must be below the winning score."),
            "bag_limit": self.tr("The bag limit must be a positive number."),
            "bag_penalty": self.tr("The bag penalty must be zero or a positive number."),
        }.get(exc.option, str(exc))
        index = self._option_tab.get((self._game(), exc.option))
        if index is None:
            return message
        return self.tr("{message} (tab “{tab}”)").format(message=message,
                                                        tab=self.tabs.tabText(index).replace("&", ""))

    def _words(self) -> dict[str, str]:
        rules = AMERICAN if self._variant() == "american" else AUSTRALIAN
        words: dict[str, str] = {}
        for key in _TERMS:
            text = say(term(rules, key))
            words[key] = text
            words[capitalised(key)] = capitalised(text)
        return words

    def _update_words(self) -> None:
        variant = self._variant()
        if variant == self._variant_words:
            return
        self._variant_words = variant
        words = self._words()
        for editor in (*self.editors.values(), *self.spades_editors.values()):
            editor.set_words(words)
        for index, title in self._tab_titles.items():
            self.tabs.setTabText(index, title.format_map(words))
        self.kitty_label.setText(self.tr("{Kitty}:").format_map(words))
        tip = self.tr("How many cards are left over for the contractor to take as the {kitty}; "
                      "this also decides the deck.").format_map(words)
        self.kitty_label.setToolTip(tip)
        self.kitty_combo.setToolTip(tip)

    def _update_dependents(self) -> None:
        """Grey out options that have no effect under the others (their values are still kept)."""
        e = self.editors
        american = self._variant() == "american"
        if american and e["raise_own_bid"].value():
            with blocked(e["raise_own_bid"].widget):
                e["raise_own_bid"].set_value(False)
        e["raise_own_bid"].set_enabled(not american)
        misere = e["misere"].value() != "off"
        e["misere_points"].set_enabled(misere)
        e["eight_spades_overbids_misere"].set_enabled(misere and e["misere_points"].value() == 250)
        open_misere = e["open_misere"].value() != "off"
        blind = bool(e["blind_misere"].value())
        for name in ("open_misere_points", "open_misere_exposed"):
            e[name].set_enabled(open_misere)
        e["ten_hearts_overbids_open_misere"].set_enabled(
            blind or (open_misere and e["open_misere_points"].value() == 500))

    def _update_summary(self, rules: RuleSet | None) -> None:
        if rules is None:
            self.summary_label.setText("")
            self.reset_button.setEnabled(True)
            return
        changed = [k for k in rules.to_record() if k not in ("game", "preset", "players", "teams",
                                                              "kitty_size")]
        preset = {"australian": self.tr("Australian rules"), "american": self.tr("American rules"),
                  "spades": self.tr("Standard Spades rules")}[rules.preset]
        if changed:
            text = (self.tr("1 option changed") if len(changed) == 1
                    else self.tr("%n options changed", "", len(changed)))
            self.summary_label.setText(f"{preset}: {text}")
        else:
            self.summary_label.setText(preset)
        self.reset_button.setEnabled(bool(changed))

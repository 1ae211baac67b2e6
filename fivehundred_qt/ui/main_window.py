"""The main window: the table, the action bar, the score sheet and auction docks, the menus.

It wires the controller to the widgets.  The human's intents go to the controller; the
controller's events come back to the table; nothing here changes game state itself.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QVBoxLayout, QWidget

from ..bots.analysis import seen_hand
from ..controller import Mode, Table, TableController, table_of_record
from ..core import Action, Event, Phase, SeatView
from ..core.events import BidMade, HandDealt, HandScored
from ..counting import Counting
from ..data_lock import DataLock
from ..inputs import describe_os_error
from ..keeper import Keeper, Problem
from ..settings import Preferences, TableSetup, save_preferences
from ..storage import AutoSave, Statistics
from ..translation import say, use_language
from .accessibility.table_reading import TableReader
from .dialogs.review import HandReviewDialog
from .docks.auction_model import AuctionModel
from .docks.score_sheet import ScoreSheetModel
from .docks.table_docks import TableDocks
from .geometry import fit, keep_on_screen
from .lan.menu import add_lan_actions
from .live_words import LiveWords
from .table.cards import CardRenderer, CardStyle
from .table.speeds import Clock
from .table.table_scene import TableScene
from .table.table_status import another_seat_decides, status_line
from .table.table_view import TableView
from .window.action_bar import ActionBar
from .window.game_end import GameEnd
from .window.privacy import PrivacyScreen
from .window.record_viewer import RecordViewer
from .window.save_warning import SaveWarning
from .window.take_back import TakeBack
from .wording import action_text, with_reason

if TYPE_CHECKING:
    from .lan.controls import LanControls


class MainWindow(QMainWindow):
    def __init__(self, prefs: Preferences, *, autosave: AutoSave | None = None,
                 statistics: Statistics | None = None, think_delay: bool = True) -> None:
        super().__init__()
        self.prefs = prefs
        self.keeper = Keeper(autosave, statistics)
        self.words = LiveWords()
        # Where the app keeps its files (None when this copy of the app may not write there).
        self.data_folder: Path | None = autosave.path.parent if autosave is not None else None
        # Held while this window alone writes the player's autosave and statistics (ui.app).
        self.data_lock: DataLock | None = None
        self.setWindowTitle(self.tr("Five Hundred"))
        self.renderer = CardRenderer(CardStyle(prefs.four_colour, prefs.card_back))
        self.clock = Clock(prefs.animation_speed)
        self.scene = TableScene(self.renderer, self.clock)
        self.table_view = TableView(self.scene)
        self.scene.set_look(prefs.large_cards, prefs.high_contrast)
        self.local_table = TableController(self, think_delay_ms=self.clock.ms("think")
                                           if think_delay else 0)
        self.controller: Table = self.local_table
        self.action_bar = ActionBar()
        self.scene.why_not = self.action_bar.why_not = lambda a: self.controller.why_not(a)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.save_warning = SaveWarning()
        self.keeper.changed = lambda: self.save_warning.show_problems(self.keeper)
        self.save_warning.retry_requested.connect(self._autosave)
        layout.addWidget(self.save_warning)
        layout.addWidget(self.table_view, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        # Always there, empty or not: a first message must not make the table jump up.
        self.statusBar().setSizeGripEnabled(False)
        self.privacy = PrivacyScreen(self.table_view)
        self.privacy.button.clicked.connect(self._reveal)
        self.score_model: ScoreSheetModel | None = None
        self.auction_model: AuctionModel | None = None
        self._build_docks()
        self._lan: LanControls | None = None
        self.records = RecordViewer(self)
        self._build_menus()
        self._hidden_hand = False
        self._hand_over_view: SeatView | None = None
        self.ending = GameEnd(self)
        self._connect()
        fit(self, 1200, 860)
        if prefs.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(prefs.window_geometry.encode()))
            keep_on_screen(self)
        if prefs.window_state:
            self.restoreState(QByteArray.fromBase64(prefs.window_state.encode()))

    # ============================================================ building
    def _build_docks(self) -> None:
        self.docks = TableDocks(self, self.words, self.table_view)
        self.score_view, self.auction_view = self.docks.score_view, self.docks.auction_view
        self.score_dock, self.auction_dock = self.docks.score, self.docks.auction

    @property
    def lan(self) -> LanControls:
        """The window's network side, loaded when the player first hosts or joins a table."""
        if self._lan is None:
            from .lan.controls import LanControls
            self._lan = LanControls(self, self.leave_action)
        return self._lan

    def _action(self, menu: QMenu, text: Callable[[], str], slot: Any, shortcut: Any = None,
                checkable: bool = False) -> QAction:
        action = self.words.put(QAction(self), text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _menu(self, text: Callable[[], str]) -> QMenu:
        return self.words.put(self.menuBar().addMenu(""), text)

    def _build_menus(self) -> None:
        game = self._menu(lambda: self.tr("&Game"))
        self._action(game, lambda: self.tr("&New game…"), self.new_game_dialog, "F2")
        self._action(game, lambda: self.tr("&Open record…"), self.records.open_dialog,
                     QKeySequence.StandardKey.Open)
        self.save_action = self._action(game, lambda: self.tr("&Save record…"),
                                        self.records.save_dialog, QKeySequence.StandardKey.Save)
        self.take_back = TakeBack(self, self.local_table, self._playing_here, self._say)
        self.take_back.add_actions(game, self.words)
        self.undo_action, self.redo_action = self.take_back.undo_action, self.take_back.redo_action
        game.addSeparator()
        self.leave_action = add_lan_actions(game, self.words, self, lambda: self.lan)
        game.addSeparator()
        self.pause_action = self._action(game, lambda: self.tr("&Pause"), self.toggle_pause, "P", True)
        self._action(game, lambda: self.tr("S&tatistics…"), self.show_statistics, "Ctrl+T")
        game.addSeparator()
        self._action(game, lambda: self.tr("&Quit"), self.close, "Ctrl+Q")
        view = self._menu(lambda: self.tr("&View"))
        self.docks.add_actions(view, self.words)
        self._action(view, lambda: self.tr("&Last trick"), self.show_last_trick, "L")
        self._action(view, lambda: self.tr("&Previous hand"), self.show_previous_hand, "Ctrl+L")
        self._action(view, lambda: self.tr("&Full screen"), self.toggle_full_screen, "F11")
        self.reader = TableReader(self.scene, self.table_view.announce, self.words, view)
        settings = self._menu(lambda: self.tr("&Settings"))
        # Ctrl+Q and Ctrl+, spelled out: Qt's standard keys for them are empty on Linux.
        self._action(settings, lambda: self.tr("&Preferences…"), self.preferences_dialog, "Ctrl+,")
        help_menu = self._menu(lambda: self.tr("&Help"))
        self._action(help_menu, lambda: self.tr("&Rules of this game"), self.show_rules, "F1")
        self._action(help_menu, lambda: self.tr("&About"), self.show_about, "Shift+F1")
        self.suggest_action = self.words.put(QAction(self), lambda: self.tr("Suggest"))
        self.suggest_action.setShortcut(QKeySequence("H"))
        self.suggest_action.triggered.connect(self.suggest)
        self.addAction(self.suggest_action)

    def _links(self, table: Table) -> list[tuple[Any, Any]]:
        return [(table.events_ready, self._on_events), (table.viewer_changed, self._on_viewer_changed),
                (table.human_to_act, self._on_human_to_act), (table.privacy_needed, self._on_privacy),
                (table.hand_finished, self._on_hand_finished),
                (table.game_finished, self.ending.finished), (table.changed, self._autosave),
                (table.problem, self._say), (table.timer_started, self.action_bar.start_clock),
                (table.mode_changed, self._on_mode)]

    def use_table(self, table: Table) -> None:
        """Play at ``table`` from now on (the local one, or a seat at a network host)."""
        if table is self.controller:
            return
        old = self.controller
        for signal, slot in self._links(old):
            signal.disconnect(slot)
        old.close_game()
        self.controller = table
        for signal, slot in self._links(table):
            signal.connect(slot)
        local = table.local
        for action in (self.pause_action, self.save_action):
            action.setEnabled(local)

    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _connect(self) -> None:
        for signal, slot in self._links(self.controller):
            signal.connect(slot)
        self.scene.idle.connect(self._on_scene_idle)
        self.scene.action_chosen.connect(self._act)
        self.scene.joker_lead_chosen.connect(self.action_bar.ask_joker_lead)
        self.scene.selection_changed.connect(self.action_bar.set_selection)
        self.scene.holding.connect(self._on_holding)
        self.action_bar.action_chosen.connect(self._act)
        self.action_bar.suggest_requested.connect(self.suggest)
        self.action_bar.next_hand_requested.connect(lambda: self.controller.next_hand())
        self.action_bar.review_requested.connect(self.show_previous_hand)
        self.action_bar.look_requested.connect(self._look)

    # ============================================================ starting
    def start(self, setup: TableSetup, *, seed: int | None = None,
              quit_when_over: bool = False) -> None:
        """A new game at this table."""
        self.records.cursor = None
        self.ending.quit_when_over = quit_when_over
        rules = setup.rule_set()
        names = [s.name for s in setup.seats]
        self.use_table(self.local_table)
        self.prepare_table(rules, names, setup.suggestions)
        humans = [i for i, s in enumerate(setup.seats) if s.kind == "human"]
        self.scene.start_table(rules, names, humans[0] if humans else 0, not humans)
        self.keeper.begin_game(Counting.new())
        self.local_table.new_game(setup, seed=seed)

    def resume_record(self, record: dict[str, Any], *, counting: Counting | None = None) -> None:
        """Continue a game from its record: the autosave's, whose ``counting`` goes on, or a record
        played on from, a new game for the statistics (its finished hands are not counted again).
        Raises RecordError when the record cannot be read."""
        self.records.cursor = None
        rules, setup = table_of_record(record)
        self.keeper.begin_game(counting or Counting.of_record(record))
        self.use_table(self.local_table)
        self.prepare_table(rules, [s.name for s in setup.seats], setup.suggestions)
        self.local_table.resume(record, setup)
        view = self.controller.view()
        if view is not None and self.score_model is not None:
            self.score_model.set_results(view.results)

    def prepare_table(self, rules: Any, names: list[str], suggestions: bool) -> None:
        self.ending.close_summary()
        self.score_model = ScoreSheetModel(rules, names, self)
        self.auction_model = AuctionModel(rules, names, 0, self)
        self.action_bar.set_table(rules, names)
        self.docks.show_models(self.score_model, self.auction_model)
        self.action_bar.set_suggestions(suggestions)
        self.suggest_action.setEnabled(suggestions)
        self._hand_over_view = None
        self.setWindowTitle(self.tr("Five Hundred") if not rules.is_spades else self.tr("Spades"))

    def show_network_table(self, table: Table) -> None:
        """Sit at a seat of a network table (the host welcomed us); its first view follows."""
        rules = table.rules
        assert rules is not None
        self.records.cursor = None
        self.use_table(table)
        self.prepare_table(rules, table.names, table.suggestions)
        self.scene.start_table(rules, table.names, table.humans[0] if table.humans else 0, False,
                               watching=not table.humans)

    def rename_players(self, names: list[str]) -> None:
        """Someone took or left a seat at a network table: their name everywhere it shows."""
        self.scene.set_names(names)
        self.action_bar.names = list(names)
        for model in (self.auction_model, self.score_model):
            if model is not None:
                model.set_names(names)

    def stop_network_table(self) -> None:
        """Back to the local table, with nothing on it."""
        self.use_table(self.local_table)
        self.action_bar.idle(self.tr("You left the table."))

    # ============================================================ the flow
    def _on_events(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, HandDealt) and self.auction_model is not None:
                self.auction_model.set_dealer(event.dealer)
                self.docks.bring_forward(self.auction_dock)
                self._hand_over_view = None
                rules = self.controller.rules
                blind = rules is not None and (rules.blind_misere if not rules.is_spades
                                               else rules.blind_nil)
                self._hidden_hand = bool(blind) and bool(self.controller.humans)
                self.scene.hold_face_down = self._hidden_hand
                # Held tricks only at the player's own table: a host's clock does not wait.
                self.scene.hold_tricks = (self.prefs.hold_tricks and self.controller.local
                                          and bool(self.controller.humans))
                if self._hidden_hand:
                    self.controller.hold_time()
            elif isinstance(event, BidMade) and self.auction_model is not None:
                self.auction_model.append_call(event.seat, event.bid)
            elif isinstance(event, HandScored) and self.score_model is not None:
                self.score_model.append_result(event.result)
                self.docks.bring_forward(self.score_dock)
        self.action_bar.idle(self._status_text(), spoken=False)   # the table says each move
        self.scene.show_events(events)

    def _on_holding(self, held: bool) -> None:
        self.action_bar.show_message(self.tr("Click the table or press a key to go on") if held
                                     else self._status_text(), spoken=held)

    def _on_scene_idle(self) -> None:
        if self.records.cursor is None:
            self.controller.shown()

    def _on_viewer_changed(self, seat: int) -> None:
        view = self.controller.view()
        if view is None:
            return
        names = self.controller.names
        full = self.controller.open_cards()
        self.scene.rebuild(view, names, full is not None, full)
        if self.auction_model is not None:
            self.auction_model.set_dealer(view.dealer, view.calls)

    def _on_human_to_act(self, view: SeatView) -> None:
        self.privacy.hide()
        if self._play_last_card(view):
            return
        self.scene.show_turn(view.to_move)
        self.action_bar.ask(view, hidden_hand=self._hidden_hand)
        if view.phase is Phase.PLAY:
            self.scene.offer_plays(view)
        elif view.phase is Phase.DISCARD:
            self.scene.offer_discard(view)
        else:
            self.scene.clear_interaction()
        if self.scene.interactive or not self.action_bar.focus_decision():
            self.table_view.setFocus()

    def _play_last_card(self, view: SeatView) -> bool:
        """The option to play the last card of a hand by itself: whether it is played (not after
        Undo took that card back: then the player decides)."""
        if not self.prefs.play_last_card or view.phase is not Phase.PLAY or len(view.hand) != 1 \
                or len(view.legal) != 1 or (self._playing_here() and self.local_table.can_redo()):
            return False

        def play() -> None:
            if self.controller.decider_view() == view:       # still the decision it was
                self._act(view.legal[0])
        QTimer.singleShot(0, play)
        return True

    def _on_privacy(self, seat: int) -> None:
        self.action_bar.idle("")
        self.privacy.show_for(self.controller.names[seat])

    def _reveal(self) -> None:
        self.privacy.hide()
        self.controller.reveal()

    def _act(self, action: Action) -> None:
        if self._hidden_hand:
            self._look()  # any call turns a blind hand face up
        problem = self.controller.act(action)
        if problem is not None:
            # Refused (it should not happen: only legal choices are offered): say why, ask again.
            self.statusBar().showMessage(problem, 6000)
            view = self.controller.decider_view()
            if view is not None:
                self._on_human_to_act(view)
            return
        self.scene.clear_interaction()

    def _look(self) -> None:
        if self._hidden_hand:
            self._hidden_hand = False
            self.scene.reveal_own()
            self.controller.release_time()
            view = self.controller.decider_view()
            if view is not None:
                self.action_bar.ask(view)

    def _on_hand_finished(self, result: Any) -> None:
        self._hand_over_view = self.controller.finished_hand()
        self._hidden_hand = False
        self.scene.hold_face_down = False
        if result is not None and result.contract == "pass":
            text = self.tr("All passed: the hand is thrown in.")
        else:
            text = self.tr("The hand is over.")
        self.action_bar.hand_over(text)
        if not self.controller.humans or not self.controller.local:
            # Watching computer players, or at a network host, which deals on: move on once
            # the result has been seen.
            table = self.controller
            QTimer.singleShot(self.clock.ms("trick_pause") * (3 if table.local else 6),
                              table.next_hand)

    def _on_mode(self, mode: Mode) -> None:
        self.pause_action.setChecked(mode is Mode.PAUSED)
        self.take_back.refresh()
        # Nothing on the table can be chosen while paused (a click said "not your turn").
        self.action_bar.setEnabled(mode is not Mode.PAUSED)
        self.table_view.setEnabled(mode is not Mode.PAUSED)
        if mode is Mode.PAUSED:
            self.action_bar.show_message(self.tr("Paused: press P to go on"))
        elif mode is Mode.THINKING:
            self._show_whose_turn()

    def _show_whose_turn(self) -> None:
        """Another seat decides (a computer player, or a player at the network table): the strip
        says who and what, after the contract, and their nameplate has the turn's ring."""
        view = self.controller.view()
        if view is None or not another_seat_decides(view):
            return
        self.action_bar.idle(self._status_text(whose_turn=True), spoken=False)
        self.scene.show_turn(view.decider)

    def _status_text(self, *, whose_turn: bool = False) -> str:
        view = self.controller.view()
        return "" if view is None else status_line(view, self.controller.names,
                                                   whose_turn=whose_turn)

    def _autosave(self) -> None:
        table = self.local_table
        over = table.mode is Mode.GAME_OVER      # its autosave is being removed
        record = table.record() if self.records.cursor is None and not over else None
        if record is not None:
            # What the record says happened is counted as soon as it is on disk.
            self.keeper.save_game(record, table.played())
        else:
            self.keeper.retry()

    # ============================================================ commands
    def suggest(self) -> None:
        if not self.controller.suggestions:
            return
        action, why = self.controller.suggestion_with_reason()
        if action is None:
            return
        rules = self.controller.rules
        text = action_text(rules, self.controller.names, action) if rules else str(action)
        if why is not None:
            text = with_reason(text, say(why))
        # Shown where the decision is made: on the table, the grid or the buttons.
        self.action_bar.show_message(self.tr("Suggestion: {0}").format(text))
        self.action_bar.show_suggestion(action)
        self.scene.suggest(action)

    def _playing_here(self) -> bool:
        """Whether the table played is this computer's (not a network one, no record shown)."""
        return self.controller is self.local_table and self.records.cursor is None

    def toggle_pause(self) -> None:
        table = self.local_table
        if self.controller is not table:        # a network table's pace is its host's
            return
        if table.mode is Mode.PAUSED:
            table.resume_play()
        else:
            table.pause()
        self.pause_action.setChecked(table.mode is Mode.PAUSED)

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog
        if not self.may_leave_the_game(self.tr("New game")):
            return
        dialog = NewGameDialog(self.prefs.table, self)
        if dialog.exec():
            self.prefs.table = dialog.result_setup()
            self.save_prefs()
            self.start(self.prefs.table)

    def may_leave_the_game(self, title: str) -> bool:
        """A game in progress is left only when the player says so (F2 pressed by mistake); a
        fresh one, where no player at this computer has decided anything yet (watching computer
        players: where nobody has), at once."""
        table = self.controller
        record = self.local_table.record() if table is self.local_table else None
        deciders = table.humans or range(len(table.names))       # watching: anyone
        fresh = record is not None and len(record["hands"]) == 1 and not any(
            action.get("seat") in deciders for action in record["hands"][0]["actions"])
        if table.mode in (Mode.IDLE, Mode.GAME_OVER) or self.records.cursor is not None or fresh:
            return True
        question = (self.tr("A game is in progress. Leave it? It is not kept.") if table.local
                    else self.tr("You are at a table on the network. Leave it?"))
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes

    def preferences_dialog(self) -> None:
        from .dialogs.preferences import PreferencesDialog
        dialog = PreferencesDialog(self.prefs, self)
        if dialog.exec():
            self.prefs = dialog.result_preferences()
            self.clock.speed = self.prefs.animation_speed
            self.local_table.think_delay_ms = self.clock.ms("think")
            self.renderer.set_style(CardStyle(self.prefs.four_colour, self.prefs.card_back))
            self.scene.set_look(self.prefs.large_cards, self.prefs.high_contrast)
            self.scene.update()
            use_language(self.prefs.language)
            self.save_prefs()

    def save_prefs(self) -> None:
        try:
            save_preferences(self.prefs)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Preferences"), self.tr(
                "The preferences could not be saved: {0}.").format(describe_os_error(exc)))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Preferences"),
                                self.tr("The preferences could not be saved: {0}").format(exc))

    def open_record(self, path: str) -> bool:
        """Show a record move by move (and offer to play on from any point)."""
        return self.records.open(path)

    def keyPressEvent(self, event: Any) -> None:
        if not self.records.key(event):
            super().keyPressEvent(event)

    def show_last_trick(self) -> None:
        view = self.controller.view()
        if view is None:
            return
        tricks = view.tricks or (self._hand_over_view.tricks if self._hand_over_view else ())
        if not tricks:
            self.statusBar().showMessage(self.tr("No trick has been played yet."), 4000)
            return
        names = self.controller.names
        HandReviewDialog(self.renderer, names, view.rules, [tricks[-1]],
                         self.tr("Last trick"), self, first=len(tricks)).exec()

    def show_previous_hand(self) -> None:
        if self.records.review_hand():          # an open record reviews its own hands
            return
        view = self._hand_over_view
        if view is None or not view.tricks:
            self.statusBar().showMessage(self.tr("No finished hand to review yet."), 4000)
            return
        HandReviewDialog(self.renderer, self.controller.names, view.rules, list(view.tricks),
                         self.tr("The previous hand"), self, seen=seen_hand(view)).exec()

    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog
        if self.keeper.statistics is not None:
            StatisticsDialog(self.keeper.statistics, self).exec()

    def show_rules(self) -> None:
        from .help.rules_dialog import RulesDialog
        RulesDialog(self.controller.rules or self.prefs.table.rule_set(), self).exec()

    def show_about(self) -> None:
        from .. import __version__
        QMessageBox.about(self, self.tr("About Five Hundred"), self.tr(
            "<h3>fivehundred-qt {0}</h3><p>The card game 500 (American and Australian, 2 to 6 "
            "players) and partnership Spades.</p><p>Cards, table and rules engine written for "
            "this program.</p>").format(__version__))

    # ============================================================ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        self._autosave()
        if self.keeper.unsaved_statistics:
            QMessageBox.warning(self, self.tr("Statistics"), self.tr(
                "The results of this session could not be written to the statistics ({0}), so "
                "they are lost.").format(self.keeper.problems.get(Problem.STATISTICS, "")))
        self.prefs.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.prefs.window_state = bytes(self.saveState().toBase64().data()).decode()
        self.save_prefs()
        if self._lan is not None:
            self._lan.close()
        self.scene.stop_all()
        self.controller.close_game()
        if self.data_lock is not None:
            self.data_lock.release()
            self.data_lock = None
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Word everything on screen again in the language just chosen."""
        self.setWindowTitle(self.tr("Five Hundred"))
        self.auction_view.setAccessibleName(self.tr("Auction"))
        self.words.refresh()
        for model in (self.score_model, self.auction_model):
            if model is not None:
                model.layoutChanged.emit()
        if not self.controller.local and self.controller.rules is not None:
            self.rename_players(self.controller.names)      # its seats worded in the new language
        view = self.controller.view()
        if view is None or self.records.cursor is not None:   # a record shown: its next step
            return
        self.scene.finish()
        self._on_viewer_changed(view.seat)
        if self.controller.mode is Mode.HUMAN and view.to_move == view.seat:
            self._on_human_to_act(view)
        else:
            self.action_bar.show_message(self._status_text(
                whose_turn=self.controller.mode is Mode.THINKING))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.docks.fit()
        if self.privacy.isVisible():
            self.privacy.setGeometry(self.table_view.rect())

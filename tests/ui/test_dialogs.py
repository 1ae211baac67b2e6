"""The New game and Preferences dialogs, driven through their widgets (offscreen)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox

from fivehundred_qt import bots
from fivehundred_qt.core.rules import AMERICAN, RuleSet
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup, default_seats
from fivehundred_qt.translation import available_languages
from fivehundred_qt.ui.dialogs.new_game import NewGameDialog
from fivehundred_qt.ui.dialogs.preferences import PreferencesDialog
from fivehundred_qt.ui.table.cards import BACKS


def values(combo: QComboBox) -> list[Any]:
    return [combo.itemData(i) for i in range(combo.count())]


def select(combo: QComboBox, value: Any) -> None:
    index = values(combo).index(value)
    combo.setCurrentIndex(index)


def new_game(qtbot: Any, setup: TableSetup | None = None) -> NewGameDialog:
    dialog = NewGameDialog(setup if setup is not None else TableSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def ok_enabled(dialog: QDialog) -> bool:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def type_into(qtbot: Any, line_edit: Any, text: str) -> None:
    line_edit.selectAll()
    qtbot.keyClick(line_edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(line_edit, text)


def with_last_level(setup: TableSetup) -> TableSetup:
    for seat in setup.seats:
        seat.level = bots.LEVELS[-1]
    return setup


# ------------------------------------------------------------------------------- new game
def test_every_rule_option_has_an_editor(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    shown = set(dialog.editors) | set(dialog.spades_editors) | {"game", "preset", "players", "teams",
                                                                 "kitty_size"}
    assert shown == {f.name for f in dataclasses.fields(RuleSet)}
    for editor in (*dialog.editors.values(), *dialog.spades_editors.values()):
        assert editor.widget.toolTip(), editor.name


def test_default_setup_round_trips(qtbot: Any) -> None:
    setup = with_last_level(TableSetup())
    dialog = new_game(qtbot, setup)
    assert ok_enabled(dialog)
    assert dialog.error_label.isHidden()
    assert dialog.result_setup() == setup
    assert dialog.result_setup().rules == {"game": "500", "preset": "australian"}


def test_a_changed_setup_round_trips(qtbot: Any) -> None:
    rules = RuleSet.build({"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 5,
                           "misere": "off", "defender_cap": 480, "lose_score": None,
                           "joker_lead": "last_trick", "all_pass": "play_nt"}).to_record()
    seats = default_seats(6)
    seats[1] = SeatSetup("Ann", "human", bots.LEVELS[-1])
    for seat in seats:
        seat.level = bots.LEVELS[0]
    setup = TableSetup(rules, seats, suggestions=False, bid_time=15, play_time=60)
    dialog = new_game(qtbot, setup)
    assert dialog.result_setup() == setup
    assert dialog.kitty_label.text() == "Widow:"


def test_unknown_level_shows_the_last_level(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots, "LEVELS", ("easy", "normal", "hard", "expert"))
    setup = TableSetup()
    setup.seats[2].level = "grandmaster"
    dialog = new_game(qtbot, setup)
    result = dialog.result_setup()
    assert [s.level for s in result.seats] == ["normal", "normal", "expert", "normal"]
    assert values(dialog.seat_rows[0].level) == ["easy", "normal", "hard", "expert"]


def test_spades_hides_the_500_options(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    select(dialog.players_combo, 6)
    select(dialog.game_combo, "spades")
    for tab in (dialog.auction_tab, dialog.misere_tab, dialog.joker_tab, dialog.scoring_tab):
        assert not dialog.tabs.isTabVisible(tab)
    assert dialog.tabs.isTabVisible(dialog.spades_tab)
    assert not dialog.game_form.isRowVisible(dialog.preset_combo)
    assert not dialog.game_form.isRowVisible(dialog.kitty_combo)
    assert not dialog.players_combo.isEnabled()
    result = dialog.result_setup()
    assert result.rules == {"game": "spades", "preset": "spades"}
    assert len(result.seats) == 4

    dialog.spades_editors["blind_nil"].widget.click()
    spin = dialog.spades_editors["win_score"].widget
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "300")
    assert dialog.result_setup().rules == {"game": "spades", "preset": "spades", "blind_nil": True,
                                           "win_score": 300}

    select(dialog.game_combo, "500")  # back to 500: the 6-player table returns
    assert dialog.tabs.isTabVisible(dialog.auction_tab)
    assert not dialog.tabs.isTabVisible(dialog.spades_tab)
    assert dialog.result_setup().rules == {"game": "500", "preset": "australian", "players": 6,
                                           "teams": "2v2v2"}


def test_six_players_offer_their_team_forms_and_kitties(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    assert values(dialog.teams_combo) == ["2v2"]
    select(dialog.players_combo, 6)
    assert values(dialog.teams_combo) == ["2v2v2", "3v3"]
    assert values(dialog.kitty_combo) == [3, 5, 6]
    select(dialog.teams_combo, "3v3")
    select(dialog.kitty_combo, 6)
    result = dialog.result_setup()
    assert result.rules == {"game": "500", "preset": "australian", "players": 6, "teams": "3v3",
                            "kitty_size": 6}
    assert [s.name for s in result.seats] == [s.name for s in default_seats(6)]
    assert [row.team.text() for row in dialog.seat_rows] == list("ABABAB")

    select(dialog.players_combo, 3)
    assert values(dialog.teams_combo) == ["solo"]
    assert values(dialog.kitty_combo) == [3]
    assert dialog.result_setup().rules == {"game": "500", "preset": "australian", "players": 3,
                                           "teams": "solo"}
    select(dialog.players_combo, 5)
    assert values(dialog.teams_combo) == ["called"]


def test_names_follow_the_seats_unless_typed(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    type_into(qtbot, dialog.seat_rows[1].name, "Ann")
    select(dialog.players_combo, 6)
    names = [s.name for s in dialog.result_setup().seats]
    assert names == ["You", "Ann", "North-West", "North", "North-East", "East"]
    select(dialog.players_combo, 3)
    assert [s.name for s in dialog.result_setup().seats] == ["You", "Ann", "East"]


def levels(dialog: NewGameDialog) -> list[str]:
    return [seat.level for seat in dialog.result_setup().seats]


def test_added_seats_get_the_level_of_the_computer_players(qtbot: Any) -> None:
    # Seats added when the player count went up were Expert players, whatever the table had.
    dialog = new_game(qtbot)
    assert levels(dialog) == ["normal"] * 4
    select(dialog.players_combo, 6)
    assert levels(dialog) == ["normal"] * 6

    select(dialog.players_combo, 3)
    select(dialog.seat_rows[1].level, "easy")
    select(dialog.seat_rows[2].level, "hard")
    select(dialog.players_combo, 4)             # easy and hard as often: the later seat's
    assert levels(dialog)[1:] == ["easy", "hard", "hard"]
    select(dialog.players_combo, 5)             # hard is the most common now
    assert levels(dialog)[1:] == ["easy", "hard", "hard", "hard"]

    select(dialog.players_combo, 4)
    select(dialog.game_combo, "spades")
    for row in dialog.seat_rows[1:4]:
        select(row.level, "random")
    select(dialog.game_combo, "500")            # back to the 4-player 500 table: nothing added
    select(dialog.players_combo, 6)
    assert levels(dialog)[1:] == ["random"] * 5


def test_added_seats_at_a_table_of_people_get_the_usual_level(qtbot: Any) -> None:
    seats = [SeatSetup(name, "human") for name in ("Ann", "Bo", "Cy", "Di")]
    dialog = new_game(qtbot, TableSetup(seats=seats))
    select(dialog.players_combo, 5)
    assert dialog.result_setup().seats[4] == SeatSetup(default_seats(5)[4].name, "computer", "normal")


def test_american_blocks_raise_own_bid(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    raise_box = dialog.editors["raise_own_bid"].widget
    raise_box.click()
    assert dialog.result_setup().rules == {"game": "500", "preset": "australian", "raise_own_bid": True}
    select(dialog.editors["variant"].widget, "american")
    assert not raise_box.isEnabled()
    assert not raise_box.isChecked()
    assert ok_enabled(dialog)
    assert dialog.result_setup().rules == {"game": "500", "preset": "australian", "variant": "american"}
    assert dialog.tabs.tabText(dialog.misere_tab) == "Nullo"
    assert dialog.editors["sans_kitty"].widget.text() == "Allow bids sans widow"


def test_choosing_a_preset_resets_the_options(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    select(dialog.editors["misere"].widget, "off")
    select(dialog.players_combo, 6)
    assert "1 option changed" in dialog.summary_label.text()
    select(dialog.preset_combo, "american")
    assert dialog.editors["misere"].value() == AMERICAN.misere
    assert dialog.editors["defender_cap"].value() is None
    assert dialog.kitty_label.text() == "Widow:"
    assert dialog.result_setup().rules == {"game": "500", "preset": "american", "players": 6,
                                           "teams": "2v2v2"}
    assert not dialog.reset_button.isEnabled()

    dialog.editors["blind_misere"].widget.click()
    assert dialog.reset_button.isEnabled()
    dialog.reset_button.click()
    assert dialog.result_setup().rules["preset"] == "american"
    assert "blind_misere" not in dialog.result_setup().rules


def test_refused_rules_disable_ok_with_the_core_message(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    spin = dialog.editors["lose_score"].spin
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "600")
    assert not ok_enabled(dialog)
    assert not dialog.error_label.isHidden()
    assert "The losing score must be below the winning score." in dialog.error_label.text()
    assert "Scoring" in dialog.error_label.text()
    assert dialog.current_rules() is None

    dialog.editors["lose_score"].none.click()
    assert ok_enabled(dialog)
    assert dialog.error_label.isHidden()
    assert dialog.result_setup().rules == {"game": "500", "preset": "australian", "lose_score": None}


def test_a_human_seat_has_no_level(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    row = dialog.seat_rows[2]
    assert row.level.isEnabled()
    select(row.kind, "human")
    assert not row.level.isEnabled()
    assert dialog.result_setup().seats[2].kind == "human"
    select(row.kind, "computer")
    assert row.level.isEnabled()


def test_an_empty_name_disables_ok(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    type_into(qtbot, dialog.seat_rows[3].name, "")
    assert not ok_enabled(dialog)
    assert "Seat 4" in dialog.error_label.text()
    qtbot.keyClicks(dialog.seat_rows[3].name, "Bo")
    assert ok_enabled(dialog)
    assert dialog.result_setup().seats[3].name == "Bo"


def test_table_settings(qtbot: Any) -> None:
    dialog = new_game(qtbot)
    assert values(dialog.bid_time) == [None, 7, 15, 30, 60]
    dialog.suggestions.click()
    select(dialog.bid_time, 7)
    select(dialog.play_time, 30)
    result = dialog.result_setup()
    assert (result.suggestions, result.bid_time, result.play_time) == (False, 7, 30)
    assert TableSetup.from_json(result.to_json()) == result


# ---------------------------------------------------------------------------- preferences
def test_preferences_round_trip(qtbot: Any) -> None:
    table = with_last_level(TableSetup(rules={"game": "spades", "preset": "spades"}))
    prefs = Preferences(table=table, player_name="Ann", animation_speed="fast", four_colour=True,
                        card_back=BACKS[-1], window_geometry="AAAA", language="en")
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.result_preferences() == prefs
    assert values(dialog.language) == ["", *available_languages()]
    assert values(dialog.card_back) == list(BACKS)

    type_into(qtbot, dialog.player_name, "Bea")
    select(dialog.animation_speed, "instant")
    dialog.four_colour.click()
    dialog.hold_tricks.click()
    dialog.play_last_card.click()
    select(dialog.card_back, BACKS[0])
    select(dialog.language, "")
    result = dialog.result_preferences()
    assert result == dataclasses.replace(prefs, player_name="Bea", animation_speed="instant",
                                         four_colour=False, card_back=BACKS[0], language="",
                                         hold_tricks=True, play_last_card=True)
    assert Preferences.from_json(result.to_json()) == result


def test_preferences_empty_name_disables_ok(qtbot: Any) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    type_into(qtbot, dialog.player_name, "")
    assert not ok_enabled(dialog)


def test_default_table_button_edits_the_table(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[NewGameDialog] = []

    def fake_exec(self: NewGameDialog) -> int:
        opened.append(self)
        select(self.game_combo, "spades")
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.table_button.click()
    assert len(opened) == 1
    assert opened[0].windowTitle() == "Default table"
    assert dialog.result_preferences().table.rules == {"game": "spades", "preset": "spades"}
    assert "Spades" in dialog.table_summary.text()

"""The preferences dialog: how the app looks and moves, the player's name and language, and the
default table (edited in a ``NewGameDialog``).  It edits a copy of the ``Preferences`` and hands back
new ones."""

from __future__ import annotations

import copy

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.cards import ACE, CLUBS, DIAMONDS, KING, card
from ...core.errors import RuleError
from ...settings import ANIMATION_SPEEDS, MAX_NAME_LENGTH, Preferences, TableSetup
from ...translation import LANGUAGES, available_languages, system_language
from ..form_helpers import capitalised, error_and_buttons, select_data, show_error
from ..table.cards import BACKS, CardRenderer, CardStyle
from .new_game import NewGameDialog

__all__ = ["PreferencesDialog"]


class PreferencesDialog(QDialog):
    """How the app looks and moves, the player's name and language, and the default table."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._prefs = prefs
        self._table = prefs.table
        self._renderer = CardRenderer()
        form = QFormLayout()
        outer = QVBoxLayout(self)
        outer.addLayout(form)

        self.player_name = QLineEdit(prefs.player_name)
        self.player_name.setObjectName("player_name")
        self.player_name.setMaxLength(MAX_NAME_LENGTH)
        self.player_name.setToolTip(self.tr("Your name at the table."))
        self.player_name.textChanged.connect(lambda _text: self._check())
        form.addRow(self.tr("Your &name:"), self.player_name)

        self.animation_speed = QComboBox()
        self.animation_speed.setObjectName("animation_speed")
        speed_names = {"instant": self.tr("Instant (no animation)"), "fast": self.tr("Fast"),
                       "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for speed in ANIMATION_SPEEDS:
            self.animation_speed.addItem(speed_names.get(speed, capitalised(speed)), speed)
        select_data(self.animation_speed, prefs.animation_speed)
        self.animation_speed.setToolTip(self.tr("How quickly cards are dealt and played on the table."))
        form.addRow(self.tr("&Animation:"), self.animation_speed)
        self.hold_tricks = QCheckBox(self.tr("Leave each finished &trick until I click"))
        self.hold_tricks.setObjectName("hold_tricks")
        self.hold_tricks.setChecked(prefs.hold_tricks)
        self.hold_tricks.setToolTip(self.tr("The four cards stay in the middle until you click the "
                                            "table or press a key (at your own table only: a "
                                            "network host does not wait)."))
        form.addRow(self.tr("Tricks:"), self.hold_tricks)
        self.play_last_card = QCheckBox(self.tr("Play my &last card by itself"))
        self.play_last_card.setObjectName("play_last_card")
        self.play_last_card.setChecked(prefs.play_last_card)
        self.play_last_card.setToolTip(self.tr("When one card is left in your hand, it is played "
                                               "for you as soon as it is your turn."))
        form.addRow("", self.play_last_card)

        self.four_colour = QCheckBox(self.tr("&Four-colour suits (♣ green, ♦ blue)"))
        self.four_colour.setObjectName("four_colour")
        self.four_colour.setChecked(prefs.four_colour)
        self.four_colour.setToolTip(self.tr("Give each suit its own colour, so clubs and spades, and "
                                            "diamonds and hearts, are told apart at a glance."))
        form.addRow(self.tr("Cards:"), self.four_colour)
        self.large_cards = QCheckBox(self.tr("Lar&ge cards in your hand and in the trick"))
        self.large_cards.setObjectName("large_cards")
        self.large_cards.setChecked(prefs.large_cards)
        self.large_cards.setToolTip(self.tr("Draw your own cards and the cards played to the trick "
                                            "bigger, for easier reading."))
        form.addRow("", self.large_cards)
        self.high_contrast = QCheckBox(self.tr("&High contrast on the table"))
        self.high_contrast.setObjectName("high_contrast")
        self.high_contrast.setChecked(prefs.high_contrast)
        self.high_contrast.setToolTip(self.tr("Strong outlines around the cards, a thicker focus "
                                              "ring, and white on black for the names and scores."))
        form.addRow("", self.high_contrast)

        self.card_back = QComboBox()
        self.card_back.setObjectName("card_back")
        self.card_back.setIconSize(QSize(18, 25))
        back_names = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green"),
                      "purple": self.tr("Purple")}
        backs = list(BACKS) + ([prefs.card_back] if prefs.card_back not in BACKS else [])
        for back in backs:
            name = back_names.get(back, capitalised(back))
            if back in BACKS:
                pixmap = CardRenderer(CardStyle(back=back)).pixmap(None, 18, self.devicePixelRatioF())
                self.card_back.addItem(QIcon(pixmap), name, back)
            else:
                self.card_back.addItem(name, back)
        select_data(self.card_back, prefs.card_back)
        self.card_back.setToolTip(self.tr("The design on the back of the cards."))
        form.addRow(self.tr("Card &back:"), self.card_back)

        self.preview = QLabel()
        self.preview.setObjectName("preview")
        form.addRow("", self.preview)

        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem(self.tr("System ({0})").format(LANGUAGES[system_language()]), "")
        for code in available_languages():
            self.language.addItem(LANGUAGES[code], code)
        if not select_data(self.language, prefs.language):
            self.language.addItem(prefs.language, prefs.language)
            self.language.setCurrentIndex(self.language.count() - 1)
        self.language.setToolTip(self.tr("The language of the app; 'System' follows the computer's."))
        form.addRow(self.tr("&Language:"), self.language)

        table_row = QHBoxLayout()
        self.table_button = QPushButton(self.tr("&Default table…"))
        self.table_button.setObjectName("default_table")
        self.table_button.setToolTip(self.tr("The rules, seats and time limits a new game starts with."))
        self.table_button.clicked.connect(self._edit_table)
        table_row.addWidget(self.table_button)
        self.table_summary = QLabel()
        self.table_summary.setObjectName("table_summary")
        self.table_summary.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        table_row.addWidget(self.table_summary, 1)
        form.addRow(self.tr("New games:"), table_row)

        self.error_label, self.button_box = error_and_buttons(self, outer)

        self.four_colour.toggled.connect(lambda _checked: self._update_preview())
        self.card_back.currentIndexChanged.connect(lambda _index: self._update_preview())
        self._update_preview()
        self._update_table_summary()
        self._check()
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 44)

    def result_preferences(self) -> Preferences:
        """The preferences as edited; window geometry and the like are passed through unchanged."""
        p = self._prefs
        return Preferences(version=p.version, table=copy.deepcopy(self._table),
                           player_name=self.player_name.text().strip() or p.player_name,
                           animation_speed=self.animation_speed.currentData(),
                           four_colour=self.four_colour.isChecked(),
                           card_back=self.card_back.currentData(),
                           window_geometry=p.window_geometry, window_state=p.window_state,
                           language=self.language.currentData(),
                           hold_tricks=self.hold_tricks.isChecked(),
                           play_last_card=self.play_last_card.isChecked(),
                           large_cards=self.large_cards.isChecked(),
                           high_contrast=self.high_contrast.isChecked())

    def table_dialog(self) -> NewGameDialog:
        """The dialog that edits the default table (``Default table…`` runs it)."""
        dialog = NewGameDialog(self._table, self)
        dialog.setWindowTitle(self.tr("Default table"))
        return dialog

    def _edit_table(self) -> None:
        dialog = self.table_dialog()
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_table(dialog.result_setup())

    def set_table(self, table: TableSetup) -> None:
        self._table = table
        self._update_table_summary()

    def _update_table_summary(self) -> None:
        try:
            rules = self._table.rule_set()
        except RuleError:
            self.table_summary.setText("")
            return
        if rules.is_spades:
            game = self.tr("Spades")
        else:
            game = {"australian": self.tr("500, Australian"), "american": self.tr("500, American")}.get(
                rules.preset, "500")
        players = self.tr("%n players", "", rules.players)
        self.table_summary.setText(f"{game}, {players}")

    def _update_preview(self) -> None:
        style = CardStyle(four_colour=self.four_colour.isChecked(),
                          back=self.card_back.currentData() if self.card_back.currentData() in BACKS
                          else BACKS[0])
        self._renderer.set_style(style)
        dpr = self.devicePixelRatioF()
        width = 40
        cards = [None, card(DIAMONDS, ACE), card(CLUBS, KING)]
        strip = QPixmap(round((width * 3 + 12) * dpr), round(width * 1.4 * dpr))
        strip.setDevicePixelRatio(dpr)
        strip.fill(Qt.GlobalColor.transparent)
        painter = QPainter(strip)
        try:
            for i, shown in enumerate(cards):
                pixmap = self._renderer.pixmap(shown, width, dpr, face_up=shown is not None)
                painter.drawPixmap(i * (width + 6), 0, pixmap)
        finally:
            painter.end()
        self.preview.setPixmap(strip)

    def _check(self) -> None:
        error = None if self.player_name.text().strip() else self.tr("Please enter your name.")
        show_error(self.error_label, self.button_box, error)

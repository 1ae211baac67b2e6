"""The app in German and Welsh: every screen translated, switching live, the core's words too.

The translations are compiled from resources/translations/*.ts into a temporary folder (as
tasks.py does into the package).  Each screen is opened once in English and once in the other
language; a text a player can read that shows the same in both is left untranslated, unless the
.ts file says it is the same in that language ("Partner", "Joker") or it is a player's name.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractListModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from fivehundred_qt import translation
from fivehundred_qt.bots import make_player
from fivehundred_qt.controller import Mode
from fivehundred_qt.core import AMERICAN, AUSTRALIAN, HEARTS, SPADES_PRESET, RuleSet
from fivehundred_qt.core.phrases import Phrase
from fivehundred_qt.core.reasons import MUST_FOLLOW
from fivehundred_qt.core.terms import suit_word
from fivehundred_qt.selfplay import selfplay
from fivehundred_qt.settings import Preferences, SeatSetup, TableSetup
from fivehundred_qt.storage import Statistics
from fivehundred_qt.translation import say, use_language
from fivehundred_qt.translation_files import CHECKSUMS, digest
from fivehundred_qt.ui.dialogs.game_over import GameOverDialog
from fivehundred_qt.ui.dialogs.new_game import NewGameDialog
from fivehundred_qt.ui.dialogs.preferences import PreferencesDialog
from fivehundred_qt.ui.dialogs.statistics import StatisticsDialog
from fivehundred_qt.ui.help.rules_dialog import RulesDialog
from fivehundred_qt.ui.lan.lan_dialogs import HostDialog, JoinDialog
from fivehundred_qt.ui.main_window import MainWindow

from .conftest import quick_prefs

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "resources" / "translations"
LANGUAGES = ["de", "cy"]
NAMES = ["Ann", "Ben", "Cai", "Dot"]
WORDY = re.compile(r"[^\W\d_]{3,}")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")
LANGUAGES_BY_OWN_NAME = set(translation.LANGUAGES.values())


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("qm")
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) \
        or shutil.which("pyside6-lrelease")
    assert lrelease is not None, "pyside6-lrelease (PySide6-Essentials) is not installed"
    for ts in SOURCES.glob("*.ts"):
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(folder / f"{ts.stem}.qm")],
                       check=True, timeout=60)
    # As tasks.py does: the app uses only a .qm with the build's checksum.
    (folder / CHECKSUMS).write_text(json.dumps({qm.name: digest(qm.read_bytes())
                                                for qm in folder.glob("*.qm")}), encoding="utf-8")
    return folder


@pytest.fixture
def languages(compiled: Path, monkeypatch: pytest.MonkeyPatch, qapp: Any) -> Iterator[None]:
    """The compiled languages can be used; English again afterwards, whatever happened."""
    monkeypatch.setattr(translation, "TRANSLATIONS", compiled)
    yield
    use_language("en")


def same_in(code: str) -> list[re.Pattern[str]]:
    """The texts the .ts file of ``code`` translates as themselves, as a screen may show them:
    capitalised at the start of a label, placeholders filled with anything."""
    same: list[re.Pattern[str]] = []
    for message in ET.parse(SOURCES / f"fivehundred_{code}.ts").getroot().iter("message"):
        translated = message.find("translation")
        forms = [f.text or "" for f in translated.iter("numerusform")] or [translated.text or ""]
        source = message.findtext("source") or ""
        capital = source[:1].upper() + source[1:]
        shown = {source, capital} if source in forms else {capital} if capital in forms else set()
        for line in (line for text in shown for line in lines(text)):
            pattern = ".+".join(map(re.escape, PLACEHOLDER.split(line)))
            same.append(re.compile(pattern))
    return same


def sanctioned(text: str, same: list[re.Pattern[str]]) -> bool:
    """Whether ``text`` may read the same in English and in the language of ``same``."""
    return names_only(text) or any(pattern.fullmatch(text) for pattern in same)


def names_only(text: str) -> bool:
    """A line made of players' names (a side: "Ann Cai") or of languages' own names."""
    words = set(re.findall(r"[^\W\d_]+", text))
    return words <= set(NAMES) or text in LANGUAGES_BY_OWN_NAME


def lines(text: str) -> set[str]:
    """The readable lines of a text: tags and accelerators removed, blanks squeezed."""
    text = re.sub(r"<[^>]+>", "\n", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return {" ".join(line.split()) for line in text.splitlines() if WORDY.search(line)}


def texts_of(widget: QWidget, shown_only: bool = False) -> set[str]:
    """Every text of ``widget`` and its children a player can read (not what they typed); with
    ``shown_only``, of those on screen now (not a tab behind another, not a button on its way
    out)."""
    found: set[str] = set()
    for w in [widget, *widget.findChildren(QWidget)]:
        if shown_only and not w.isVisibleTo(widget):
            continue
        found |= lines(w.toolTip()) | lines(w.accessibleName())
        if w.isWindow():
            found |= lines(w.windowTitle())
        if isinstance(w, QLabel):
            found |= lines(w.text())
        elif isinstance(w, QAbstractButton):
            found |= lines(w.text())
        elif isinstance(w, QGroupBox):
            found |= lines(w.title())
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                found |= lines(w.tabText(i))
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                found |= lines(w.itemText(i))
        elif isinstance(w, QTextBrowser):
            found |= lines(w.toPlainText())
        elif isinstance(w, QMenu):
            found |= lines(w.title())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
            for orientation, count in ((Qt.Orientation.Horizontal, columns),
                                       (Qt.Orientation.Vertical, model.rowCount())):
                for i in range(count):
                    found |= lines(str(model.headerData(i, orientation) or ""))
            for r in range(model.rowCount()):
                for c in range(columns):
                    index = model.index(r, c)
                    found |= lines(str(index.data() or "")) | \
                        lines(str(index.data(Qt.ItemDataRole.ToolTipRole) or ""))
    for action in widget.findChildren(QAction):
        found |= lines(action.text())
    return found


def finished_game() -> Any:
    players = [make_player("easy", s) for s in range(4)]
    return selfplay(AUSTRALIAN, players, seed=3, games=1).games[0]


def open_window(qtbot: Any) -> MainWindow:
    window = MainWindow(quick_prefs(), think_delay=False)
    qtbot.addWidget(window)
    window.show()
    seats = [SeatSetup(NAMES[0], "human")] + [SeatSetup(n, "computer", "easy") for n in NAMES[1:]]
    window.start(TableSetup(seats=seats), seed=5)
    qtbot.waitUntil(lambda: window.controller.mode is Mode.HUMAN, timeout=20000)
    return window


SCREENS: dict[str, Callable[[Any, Path], QWidget]] = {
    "main window": lambda qtbot, tmp: open_window(qtbot),
    "new game": lambda qtbot, tmp: NewGameDialog(TableSetup()),
    "new game, Spades": lambda qtbot, tmp: NewGameDialog(TableSetup(rules={"game": "spades"})),
    "preferences": lambda qtbot, tmp: PreferencesDialog(Preferences()),
    "statistics": lambda qtbot, tmp: StatisticsDialog(Statistics.open(tmp / "stats.json")[0]),
    "host a table": lambda qtbot, tmp: HostDialog(TableSetup(), NAMES[0]),
    "join a table": lambda qtbot, tmp: JoinDialog(NAMES[0], browse=False),
    "rules, Australian": lambda qtbot, tmp: RulesDialog(AUSTRALIAN),
    "rules, American": lambda qtbot, tmp: RulesDialog(AMERICAN),
    "rules, Spades": lambda qtbot, tmp: RulesDialog(SPADES_PRESET),
    "rules, six players": lambda qtbot, tmp: RulesDialog(RuleSet.build(players=6)),
    "game over": lambda qtbot, tmp: GameOverDialog(
        (state := finished_game()).view(0), state.winner, NAMES),
}


def screen_texts(qtbot: Any, tmp_path: Path, screen: str) -> set[str]:
    widget = SCREENS[screen](qtbot, tmp_path)
    qtbot.addWidget(widget)
    widget.show()
    texts = texts_of(widget)
    widget.close()
    return texts


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_screen_is_translated(qtbot, tmp_path, languages, code, screen):
    english = screen_texts(qtbot, tmp_path, screen)
    assert english, "the screen shows no text at all: the collector is broken"
    use_language(code)
    translated = screen_texts(qtbot, tmp_path, screen)
    same = same_in(code)
    left = {text for text in english & translated if not sanctioned(text, same)}
    assert not left, f"{len(left)} texts of '{screen}' are still English in {code}: {sorted(left)[:15]}"


def test_switching_the_language_rewords_the_open_window_at_once(qtbot, languages):
    window = open_window(qtbot)
    menus = [a.text() for a in window.menuBar().actions()]
    bar = texts_of(window.action_bar, shown_only=True)
    use_language("de")       # Qt posts a LanguageChange event to every widget
    qtbot.waitUntil(lambda: [a.text() for a in window.menuBar().actions()] != menus, timeout=5000)
    assert all(a.text() for a in window.menuBar().actions())
    assert "Pass" in bar        # the call button, re-worded in German
    qtbot.waitUntil(lambda: "Pass" not in texts_of(window.action_bar, shown_only=True), timeout=5000)
    use_language("en")
    qtbot.waitUntil(lambda: [a.text() for a in window.menuBar().actions()] == menus, timeout=5000)
    # New buttons are shown by the event loop: wait for the bar to settle.
    qtbot.waitUntil(lambda: texts_of(window.action_bar, shown_only=True) == bar, timeout=5000)


def test_the_core_s_reasons_are_said_in_the_player_s_language(languages):
    reason = MUST_FOLLOW.format(suit=suit_word(HEARTS))
    assert say(reason) == str(reason) == "you must follow hearts"
    use_language("de")
    german = say(reason)
    assert german != str(reason) and "{" not in german
    hearts = say(suit_word(HEARTS))
    assert hearts != "hearts" and hearts in german


def test_numbers_in_the_core_s_words_take_the_reader_s_decimal_point(languages):
    why = Phrase.translate("Bots", "bids {target}: about {tricks:.1f} tricks expected").format(
        target="4", tricks=4.25)
    assert say(why) == str(why) == "bids 4: about 4.2 tricks expected"
    use_language("de")
    german = say(why)
    assert "4,2" in german and "4.2" not in german, german
    use_language("cy")
    assert "4.2" in say(why)  # Welsh writes a decimal point


def test_a_damaged_translation_leaves_the_app_in_english(tmp_path, monkeypatch, qapp):
    (tmp_path / "fivehundred_de.qm").write_bytes(b"not a translation")
    monkeypatch.setattr(translation, "TRANSLATIONS", tmp_path)
    try:
        assert use_language("de") == "en"
        assert translation.current_language() == "en"
    finally:
        use_language("en")

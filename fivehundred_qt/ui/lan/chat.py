"""The chat beside a LAN table: the lines and notices so far, and what the user may say.

``ChatModel`` holds the relayed chat lines (``net.client.ChatLine``) and the table's notices ("Ann
joined").  A preset line is shown in the reader's language: the host relays its ID and its English
wording, and the model looks the ID up among its own translated phrases (the wording it was sent
is only the fallback for an ID this version does not know).

``ChatPanel`` shows the model and, as the table's chat mode allows, a list of preset phrases and a
line to type in.  It never sends anything itself: ``send_requested`` carries the protocol's
``chat`` message, already within the host's rules (one line of at most 200 characters), and the
panel waits a little over 2 seconds after each line so that a person never meets the host's rate
limit.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Final, TypeAlias

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...net.client import ChatLine
from ...net.messages import MAX_CHAT, ChatMode

__all__ = ["COOLDOWN_MS", "MAX_ROWS", "ChatModel", "ChatPanel", "chat_text"]

MAX_ROWS: Final = 500
"""The model keeps the newest 500 rows; older ones are dropped."""
COOLDOWN_MS: Final = 2300
"""After a line is sent, the next waits this long.  The host relays one line every 2 seconds,
timed as each arrives: a line held up on its way (Wi-Fi, a busy host) makes the next one arrive
sooner after it than it was sent, so the wait is longer by a margin."""

_NO_PARENT: Final = QModelIndex()
_FOLLOW_SLACK: Final = 4  # pixels from the bottom that still count as "at the newest line"
_LONG_RUN: Final = re.compile(r"[^\s\-/]{25,}")  # a "word" too long to wrap at its ends only
_BREAK_HERE: Final = "\u200b"  # zero-width space: where a long word may wrap

Index: TypeAlias = QModelIndex | QPersistentModelIndex


def chat_text(raw: str) -> str | None:
    """``raw`` as one chat line the host accepts, or ``None`` when nothing is left to send.

    Line breaks and other control characters become spaces, the ends are stripped, and the line
    is cut to the protocol's 200 characters.
    """
    flat = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in raw)
    text = flat.strip()[:MAX_CHAT].rstrip()
    return text or None


class _Notice:
    """A row that nobody said: someone joined, left, or is away."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class ChatModel(QAbstractListModel):
    """The chat so far, oldest first: relayed lines and the table's notices, at most 500 rows.

    DisplayRole is "Name: text" for a line (a preset in the reader's language) and the notice's
    own text for a notice; ToolTipRole is who said it ("seat 3", counted from 1, or "spectator");
    notices come in italics and a quieter colour (FontRole, ForegroundRole).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[ChatLine | _Notice] = []
        self._phrases = self.preset_phrases()

    def preset_phrases(self) -> dict[str, str]:
        """Every preset ID with its wording in the reader's language, in the protocol's order."""
        # Written out one by one so that Qt's lupdate finds each phrase.
        return {
            "hello": self.tr("Hello!"),
            "good_luck": self.tr("Good luck!"),
            "well_played": self.tr("Well played"),
            "nice_hand": self.tr("Nice hand"),
            "sorry_partner": self.tr("Sorry, partner"),
            "thanks_partner": self.tr("Thanks, partner"),
            "oops": self.tr("Oops"),
            "unlucky": self.tr("Unlucky"),
            "wow": self.tr("Wow!"),
            "think": self.tr("Let me think…"),
            "hurry": self.tr("Your turn!"),
            "one_more": self.tr("One more game?"),
            "good_game": self.tr("Good game"),
            "bye": self.tr("Bye!"),
        }

    # ------------------------------------------------------------------ changes
    def append_line(self, line: ChatLine) -> None:
        """Add a chat line as the client received it."""
        self._append(line)

    def append_notice(self, text: str) -> None:
        """Add a notice about the table ("Ann joined"), already in the reader's language."""
        self._append(_Notice(text))

    def clear(self) -> None:
        """Forget every row (a new table)."""
        if not self._rows:
            return
        self.beginResetModel()
        self._rows.clear()
        self.endResetModel()

    def _append(self, row: ChatLine | _Notice) -> None:
        if len(self._rows) >= MAX_ROWS:
            drop = len(self._rows) - MAX_ROWS + 1
            self.beginRemoveRows(_NO_PARENT, 0, drop - 1)
            del self._rows[:drop]
            self.endRemoveRows()
        end = len(self._rows)
        self.beginInsertRows(_NO_PARENT, end, end)
        self._rows.append(row)
        self.endInsertRows()

    # ------------------------------------------------------------------ reading
    def line_text(self, line: ChatLine) -> str:
        """What ``line`` says, in the reader's language when it is a known preset."""
        if line.preset is not None:
            return self._phrases.get(line.preset, line.text)
        return line.text

    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def flags(self, index: Index, /) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or index.column() != 0 \
                or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if isinstance(row, _Notice):
            return self._notice_data(row, role)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.tr("{name}: {text}").format(name=row.name, text=self.line_text(row))
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.seat is None:
                return self.tr("spectator")
            return self.tr("seat {number}").format(number=row.seat + 1)
        return None

    def _notice_data(self, row: _Notice, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return row.text
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(_quiet_colour())
        return None


def _quiet_colour() -> QColor:
    """Grey that follows the palette (light or dark) yet stays readable: text two-thirds of the
    way from the background."""
    palette = QGuiApplication.palette()
    text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
    return QColor(round(base.red() + (text.red() - base.red()) * 2 / 3),
                  round(base.green() + (text.green() - base.green()) * 2 / 3),
                  round(base.blue() + (text.blue() - base.blue()) * 2 / 3))


class _WrapAnywhere(QStyledItemDelegate):
    """Wraps at words as usual, and inside a word too long for a line ("xxxx…", a pasted link),
    which Qt's item views would otherwise cut short with an ellipsis.  Only what is painted
    changes; the model's text (read aloud, copied) stays as it was said."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index, /) -> None:
        super().initStyleOption(option, index)
        option.text = _LONG_RUN.sub(lambda m: _BREAK_HERE.join(m.group()), option.text)


class ChatPanel(QWidget):
    """The chat list with, below it, what the table's chat mode lets the user say.

    ``send_requested`` carries exactly the protocol's client message, ``{"type": "chat", "text":
    …}`` or ``{"type": "chat", "preset": id}``; whoever holds the connection sends it.  After each
    line the Say button and Enter rest for ``COOLDOWN_MS``.
    """

    send_requested = Signal(dict)

    def __init__(self, model: ChatModel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model if model is not None else ChatModel(self)
        self._mode: ChatMode = "text"
        self._connected = True
        self._follow = True

        self.view = QListView(self)
        self.view.setModel(self._model)
        self.view.setWordWrap(True)
        self.view.setItemDelegate(_WrapAnywhere(self.view))
        self.view.setSpacing(1)
        self.view.setUniformItemSizes(False)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setAccessibleName(self.tr("Chat messages"))
        bar = self.view.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

        self.off_note = QLabel(self.tr("Chat is off at this table"), self)
        self.off_note.setWordWrap(True)

        self.presets = QComboBox(self)
        self.presets.setAccessibleName(self.tr("Preset phrase"))
        self.presets.setToolTip(self.tr("A phrase everyone reads in their own language"))
        self.presets.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.presets.setMinimumContentsLength(8)
        self.presets.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for preset, wording in self._model.preset_phrases().items():
            self.presets.addItem(wording, preset)
        self.say = QPushButton(self.tr("Say"), self)
        self.say.setAccessibleName(self.tr("Say the preset phrase"))
        self.say.setToolTip(self.tr("Say the chosen phrase to the table"))
        self.say.clicked.connect(self.say_preset)

        self.line = QLineEdit(self)
        self.line.setMaxLength(MAX_CHAT)
        self.line.setPlaceholderText(self.tr("Say something…"))
        self.line.setAccessibleName(self.tr("Chat message"))
        self.line.setToolTip(self.tr("Press Enter to send"))
        self.line.returnPressed.connect(self._return_pressed)

        self.cooldown = QTimer(self)
        """Runs for ``COOLDOWN_MS`` after a line is sent; nothing more is sent meanwhile."""
        self.cooldown.setSingleShot(True)
        self.cooldown.setInterval(COOLDOWN_MS)
        # Never early: Qt's default (coarse) timer may fire 5% before its time, which let the
        # Say button send a preset phrase that the host refused as too soon after the last line.
        self.cooldown.setTimerType(Qt.TimerType.PreciseTimer)
        self.cooldown.timeout.connect(self._refresh)

        self._preset_row = QWidget(self)
        row = QHBoxLayout(self._preset_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.presets, 1)
        row.addWidget(self.say)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.off_note)
        layout.addWidget(self._preset_row)
        layout.addWidget(self.line)
        self.set_mode("text")

    @property
    def model(self) -> ChatModel:
        return self._model

    @property
    def mode(self) -> ChatMode:
        return self._mode

    # ------------------------------------------------------------------ set by the window
    def set_mode(self, mode: ChatMode) -> None:
        """The table's chat mode: "none" (only a note), "preset" (the phrases), "text" (both)."""
        if mode not in ("none", "preset", "text"):
            raise ValueError(f"unknown chat mode {mode!r}")
        self._mode = mode
        self.off_note.setVisible(mode == "none")
        self._preset_row.setVisible(mode != "none")
        self.line.setVisible(mode == "text")
        self._refresh()

    def set_enabled_for_sending(self, enabled: bool) -> None:
        """Whether lines can go out now (``False`` while not connected); the list stays readable."""
        self._connected = enabled
        self._refresh()

    def _refresh(self) -> None:
        ready = self._connected and not self.cooldown.isActive()
        self.presets.setEnabled(self._connected)
        self.line.setEnabled(self._connected)
        self.say.setEnabled(ready)

    # ------------------------------------------------------------------ sending
    def can_send(self) -> bool:
        """Whether a line would go out now: connected, chat on, and not resting after the last."""
        return self._connected and self._mode != "none" and not self.cooldown.isActive()

    def say_preset(self) -> None:
        """Send the chosen preset phrase (the Say button)."""
        preset = self.presets.currentData()
        if not self.can_send() or not isinstance(preset, str):
            return
        self._send({"type": "chat", "preset": preset})

    def say_text(self, raw: str) -> bool:
        """Send ``raw`` as a typed line, made fit for the protocol; ``True`` when it went out."""
        text = chat_text(raw)
        if text is None or self._mode != "text" or not self.can_send():
            return False
        self._send({"type": "chat", "text": text})
        return True

    def _return_pressed(self) -> None:
        raw = self.line.text()
        if self.say_text(raw):
            self.line.clear()
        elif chat_text(raw) is None:
            self.line.clear()          # only spaces: nothing to keep

    def _send(self, message: dict[str, str]) -> None:
        self.cooldown.start()
        self._refresh()
        self.send_requested.emit(message)

    # ------------------------------------------------------------------ following the newest line
    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.view.verticalScrollBar().maximum() - _FOLLOW_SLACK

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.view.verticalScrollBar().setValue(maximum)

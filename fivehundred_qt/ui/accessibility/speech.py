"""What the app says to a screen reader on its own: a sentence announced through a widget, and
held while the accessibility bridge is not yet up.

Qt drops every accessibility event until its bridge to the screen reader is active, which is a
moment after the event loop starts: the first deal, shown while the window opens, was never
said.  A sentence said before then is kept (for ``HELD_MS`` at most) and said, in order, once the
bridge is up.
"""

from __future__ import annotations

import time
from typing import Final

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

__all__ = ["announce"]

_ANNOUNCEMENT = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
"""Qt 6.8 and later: a sentence for the screen reader to say, whatever has the focus."""

HELD_MS: Final = 10_000
"""How long a sentence waits for the bridge: one older than this is no news any more."""
_POLL_MS: Final = 100

_held: list[tuple[QWidget, str, float]] = []
_poll: QTimer | None = None


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` (through ``widget``); before Qt 6.8, by making it the
    widget's accessible description, which a screen reader reads when it changes."""
    if not QAccessible.isActive():
        _held.append((widget, text, time.monotonic()))
        _wait_for_bridge()
        return
    _say_held()
    _send(widget, text)


def _send(widget: QWidget, text: str) -> None:
    if _ANNOUNCEMENT is not None:
        QAccessible.updateAccessibility(_ANNOUNCEMENT(widget, text))
    else:
        widget.setAccessibleDescription(text)


def _say_held() -> None:
    """The sentences held while the bridge was down, in order, leaving out stale ones."""
    now = time.monotonic()
    held = list(_held)
    _held.clear()
    for widget, text, at in held:
        if isValid(widget) and (now - at) * 1000 <= HELD_MS:
            _send(widget, text)


def _wait_for_bridge() -> None:
    """Look for the bridge now and then while sentences are held; give up on them once they
    are stale (no screen reader is listening)."""
    global _poll
    if _poll is None:
        app = QCoreApplication.instance()
        if app is None:
            return
        _poll = QTimer(app)
        _poll.setInterval(_POLL_MS)
        _poll.timeout.connect(_check)
    if not _poll.isActive():
        _poll.start()


def _check() -> None:
    if QAccessible.isActive():
        _say_held()
    else:
        oldest = time.monotonic() - HELD_MS / 1000
        _held[:] = [entry for entry in _held if entry[2] >= oldest]
    if not _held and _poll is not None:
        _poll.stop()

"""The double-dummy analysis of a finished hand, run off the window's thread for the Review
dialog: one pool thread of its own, the result back by a queued signal."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from ...bots.analysis import HandAnalysis, SeenHand, analyse_seen

_pool: QThreadPool | None = None


def _analysis_pool() -> QThreadPool:
    """One thread for every analysis (a second Review waits in line, never doubles the load);
    the app waits for a running one as it quits, so no Python runs after the interpreter ends."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(1)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_finish)
    return _pool


def _finish() -> None:
    if _pool is not None:
        _pool.clear()
        _pool.waitForDone()


class _Analysed(QObject):
    # The analysis, or None when it failed: no traceback reaches the player.
    done = Signal(object)


class _Analyse(QRunnable):
    def __init__(self, seen: SeenHand, signal: _Analysed, cancelled: threading.Event) -> None:
        super().__init__()
        self.seen, self.signal, self.cancelled = seen, signal, cancelled
        self.setAutoDelete(True)

    def run(self) -> None:
        if self.cancelled.is_set():
            return  # its dialog closed while it waited for the thread
        try:
            result: HandAnalysis | None = analyse_seen(self.seen)
        except Exception:  # a solver bug must not take the window down
            result = None
        try:
            self.signal.done.emit(result)
        except RuntimeError:
            pass  # the dialog is gone: nobody waits for the answer


class HandAnalysisJob:
    """The analysis of ``seen``, started at once; ``receive`` gets it on the window's thread
    (the analysis, or None if it failed), unless ``cancel`` came first."""

    def __init__(self, seen: SeenHand, receive: Callable[[HandAnalysis | None], None]) -> None:
        # No Qt parent: a job that ends after its dialog is gone still emits on a live object,
        # and Qt drops the queued call to the dead receiver.
        self._signal = _Analysed()
        self._signal.done.connect(receive)
        self._cancelled = threading.Event()
        _analysis_pool().start(_Analyse(seen, self._signal, self._cancelled))

    def cancel(self) -> None:
        """Nobody wants the result: a job still waiting for the thread never starts, and the
        answer of a running one goes nowhere."""
        self._cancelled.set()
        try:
            self._signal.done.disconnect()
        except (RuntimeError, TypeError):
            pass  # already disconnected

"""The double-dummy analysis of a finished hand, run off the window's thread for the Review
dialog: one pool thread of its own, the results back by queued signals, the card verdicts
first and then the deal's table (seconds for a Spades nil), with its progress."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QRunnable,
    QThreadPool,
    Signal,
    SignalInstance,
)

from ...bots.analysis import DealTable, HandAnalysis, SeenHand, analyse_seen, seen_deal_table

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
    # (parts of the deal's table worked out, of how many)
    progress = Signal(int, int)
    # The deal's table, or None when it failed or cannot be known from what was seen.
    table = Signal(object)


class _Analyse(QRunnable):
    def __init__(self, seen: SeenHand, signal: _Analysed, cancelled: threading.Event,
                 with_table: bool) -> None:
        super().__init__()
        self.seen, self.signal, self.cancelled = seen, signal, cancelled
        self.with_table = with_table
        self.setAutoDelete(True)

    def run(self) -> None:
        if self.cancelled.is_set():
            return  # its dialog closed while it waited for the thread
        try:
            result: HandAnalysis | None = analyse_seen(self.seen)
        except Exception:  # a solver bug must not take the window down
            result = None
        if not self._emit(self.signal.done, result) or not self.with_table:
            return
        if result is None or result.skipped is not None or self.cancelled.is_set():
            return
        try:
            table: DealTable | None = seen_deal_table(self.seen, self._progress)
        except Exception:
            table = None
        self._emit(self.signal.table, table)

    def _progress(self, done: int, of: int) -> None:
        if not self.cancelled.is_set():
            self._emit(self.signal.progress, done, of)

    def _emit(self, signal: SignalInstance, *args: object) -> bool:
        """Whether someone may still be waiting for the answer."""
        try:
            signal.emit(*args)
        except RuntimeError:
            return False  # the dialog is gone: nobody waits for the answer
        return not self.cancelled.is_set()


class HandAnalysisJob:
    """The analysis of ``seen``, started at once; ``receive`` gets it on the window's thread
    (the analysis, or None if it failed), then, when ``receive_table`` is given and the hand
    was analysed, ``progress`` hears how the deal's table goes and ``receive_table`` gets it
    (None if it failed or was not seen), unless ``cancel`` came first."""

    def __init__(self, seen: SeenHand, receive: Callable[[HandAnalysis | None], None],
                 receive_table: Callable[[DealTable | None], None] | None = None,
                 progress: Callable[[int, int], None] | None = None) -> None:
        # No Qt parent: a job that ends after its dialog is gone still emits on a live object,
        # and Qt drops the queued call to the dead receiver.
        self._signal = _Analysed()
        self._signal.done.connect(receive)
        if receive_table is not None:
            self._signal.table.connect(receive_table)
        if progress is not None:
            self._signal.progress.connect(progress)
        self._cancelled = threading.Event()
        _analysis_pool().start(_Analyse(seen, self._signal, self._cancelled,
                                        receive_table is not None))

    def cancel(self) -> None:
        """Nobody wants the results: a job still waiting for the thread never starts, a
        running one stops before the deal's table, and the answers of one running go nowhere."""
        self._cancelled.set()
        for signal in (self._signal.done, self._signal.progress, self._signal.table):
            try:
                signal.disconnect()
            except (RuntimeError, TypeError):
                pass  # not connected, or already disconnected

"""An asyncio event loop on a thread of its own, for the parts of LAN play written for asyncio
(the host's server, zeroconf's announcing and browsing) inside the window's Qt event loop.

Why a thread and not ``qasync``: one dependency fewer, and the host's table keeps its pace while
the window is busy drawing.  Work goes in with ``submit`` (a coroutine) or ``call`` (a plain
function run on the loop).  Answers come back through an ``Inbox``: the loop's thread only puts
plain calls in a queue, and the window's thread runs them.  No Qt object or signal is touched
off the window's thread (a Python object carried by a queued Qt signal from another thread
crashed the app now and then when the garbage collector met it).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any, Final, TypeVar

from PySide6.QtCore import QObject, QTimer

T = TypeVar("T")
STOP_SECONDS: Final = 5.0
INBOX_MS: Final = 25


class Inbox(QObject):
    """Calls put from any thread, run on this object's thread (the window's) within ``INBOX_MS``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._calls: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._timer = QTimer(self)
        self._timer.setInterval(INBOX_MS)
        self._timer.timeout.connect(self.run_waiting)
        self._timer.start()

    def put(self, call: Callable[[], None]) -> None:
        """From any thread."""
        self._calls.put(call)

    def run_waiting(self) -> None:
        while True:
            try:
                call = self._calls.get_nowait()
            except queue.Empty:
                return
            call()

    def stop(self) -> None:
        """Nothing put from now on is run."""
        self._timer.stop()
        self._calls = queue.SimpleQueue()


class BackgroundLoop:
    """Starts its thread at once; ``close`` ends it (waiting at most ``STOP_SECONDS``)."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()
        # Whatever is still pending when the loop stops is cancelled and let finish.
        pending = asyncio.all_tasks(self.loop)
        for task in pending:
            task.cancel()
        self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self.loop.close()

    def submit(self, step: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        return asyncio.run_coroutine_threadsafe(step, self.loop)

    def call(self, function: Callable[[], Any]) -> None:
        """Run ``function`` on the loop's thread, soon (it must not block)."""
        if not self.loop.is_closed():
            self.loop.call_soon_threadsafe(function)

    def close(self, last: Coroutine[Any, Any, Any] | None = None) -> None:
        """Run ``last`` (a clean-up) if given, then stop the loop and wait for the thread."""
        if not self._thread.is_alive():
            if last is not None:
                last.close()
            return
        if last is not None:
            try:
                self.submit(last).result(STOP_SECONDS)
            except Exception:       # clean-up is best effort: the loop stops regardless
                pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(STOP_SECONDS)

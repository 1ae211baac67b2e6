"""Python's cycle collector, run on the window's thread only.

Left to itself, the collector runs in whichever thread happens to allocate: a computer player
thinking in a worker thread, the LAN host's asyncio thread.  A cycle it frees there may hold Qt
objects of the window's thread (a closed dialog, a table left behind), and Qt objects destroyed
from another thread leave their timers behind: the app crashed later, in a timer event.  So the
automatic collector is off and a timer on the window's thread collects, generation by
generation, as often as Python's own thresholds would.
"""

from __future__ import annotations

import gc
from typing import Final

from PySide6.QtCore import QObject, QTimer

CHECK_MS: Final = 200


class MainThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> None:
        """Collect the generations whose counts passed their thresholds (on this thread)."""
        counts = gc.get_count()
        generation = -1
        for g in range(3):
            if counts[g] > self.thresholds[g]:
                generation = g
        if generation >= 0:
            gc.collect(generation)

    def stop(self) -> None:
        self._timer.stop()
        gc.enable()

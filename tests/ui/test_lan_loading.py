"""An offline table starts without the modules of LAN play (sockets, asyncio, zeroconf, the
protocol): they load when the player first hosts or joins, and the menu's actions are there
before."""

from __future__ import annotations

import ast
import subprocess
import sys

CHILD = """
import sys
from PySide6.QtWidgets import QApplication
from fivehundred_qt.settings import Preferences
from fivehundred_qt.ui.main_window import MainWindow

app = QApplication([])
window = MainWindow(Preferences(), think_delay=False)
texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
loaded = sorted(m for m in sys.modules
                if m.startswith(("fivehundred_qt.net", "fivehundred_qt.ui.lan.controls",
                                 "fivehundred_qt.controller.hosting", "zeroconf", "asyncio")))
print(repr((texts, loaded)))
window.lan  # the first use
print(repr(sorted(m for m in sys.modules if m.startswith("fivehundred_qt.ui.lan."))))
"""


def test_an_offline_window_loads_no_network_module_until_lan_is_used() -> None:
    run = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                         timeout=120, env={"QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8",
                                           "HOME": "/nonexistent", "PATH": ""})
    assert run.returncode == 0, run.stderr
    first, after = run.stdout.strip().splitlines()[-2:]
    texts, loaded = ast.literal_eval(first)
    assert loaded == []
    assert {"&Host a table…", "&Join a table…", "&Leave the table"} <= set(texts)
    assert "fivehundred_qt.ui.lan.controls" in ast.literal_eval(after)

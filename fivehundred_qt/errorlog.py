"""The last resort for a bug: its details go to ``errors.log`` in the app's data folder, and the
user reads one sentence instead of a traceback.

Used by the command line and by the window's exception hook; no Qt.
"""

from __future__ import annotations

import sys
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from .storage import app_dirs

LOG_FILENAME: Final = "errors.log"
# The log is cut back to its newest half beyond this size, so a bug that repeats cannot fill a disk.
MAX_LOG_BYTES: Final = 1024 * 1024


def log_unexpected(exc: BaseException) -> Path | None:
    """Append ``exc`` with its traceback to the log; its path, or None when it cannot be written."""
    log = app_dirs().data / LOG_FILENAME
    entry = (f"--- {datetime.now(UTC).isoformat(timespec='seconds')}\n"
             + "".join(traceback.format_exception(exc)))
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        if log.exists() and log.stat().st_size > MAX_LOG_BYTES:
            kept = log.read_bytes()[-MAX_LOG_BYTES // 2:]
            log.write_bytes(kept)
        with log.open("a", encoding="utf-8", errors="backslashreplace") as out:
            out.write(entry)
    except OSError:
        return None
    return log


def report_unexpected(name: str, exc: BaseException) -> None:
    """Log ``exc`` and say so in one sentence on stderr, as ``name`` (``fivehundred-qt host``)."""
    where = log_unexpected(exc)
    print(f"{name}: something went wrong inside the program ({type(exc).__name__}: {exc})"
          + (f"; the details are in {where}" if where else ""), file=sys.stderr)

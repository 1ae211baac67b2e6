"""One copy of the app owns the data folder: a lock that the operating system holds for it.

The lock is ``fivehundred-qt.lock`` in the data folder, locked with ``flock`` (``msvcrt.locking``
on Windows) for as long as the copy that took it runs.  The system drops such a lock the moment
its process ends, however it ends (a kill, a crash), so a lock is held exactly while its owner
lives: a process id of a killed copy that another program now has means nothing, as nothing
here judges a process by its id.  The file also names the process that holds it, for a person
who looks.

Pure Python (no Qt), so it is tested without a display.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sys
from pathlib import Path
from typing import Final

LOCK_FILENAME: Final = "fivehundred-qt.lock"
_ATTEMPTS: Final = 5     # a lock file removed by its owner just as this copy opened it: open anew

if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


class DataLock:
    """The data folder's lock, held by this process until ``release`` (or its end)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @classmethod
    def take(cls, folder: Path) -> tuple[DataLock | None, bool]:
        """The lock of ``folder``: ``(lock, False)`` when this copy now holds it, ``(None, True)``
        when another running copy does, ``(None, False)`` when it cannot be taken at all (the
        folder cannot be written: then every save fails and the window says so)."""
        path = folder / LOCK_FILENAME
        for _ in range(_ATTEMPTS):
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
            except OSError:
                return None, False
            try:
                if not _lock(fd):
                    os.close(fd)
                    return None, True
                if _is_at(fd, path):
                    os.ftruncate(fd, 0)
                    os.write(fd, f"{os.getpid()}\n{socket.gethostname()}\n".encode())
                    return cls(path, fd), False
            except OSError:
                pass
            os.close(fd)
        return None, False

    def release(self) -> None:
        """Let the next copy of the app have the folder; the lock file goes."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if sys.platform == "win32":     # an open file cannot be removed there
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(self.path)
            return
        # Removed while still locked, so that a copy that opened it meanwhile sees (``_is_at``)
        # that it is no longer the lock and opens the path anew.
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        os.close(fd)


def _is_at(fd: int, path: Path) -> bool:
    """The open file ``fd`` is still the file at ``path`` (its last owner did not remove it)."""
    try:
        here = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (here.st_dev, here.st_ino)

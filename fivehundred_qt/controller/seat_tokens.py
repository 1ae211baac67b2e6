"""The seats this player holds at LAN hosts: per host address, the token that gives the seat back.

A laptop that slept, a Wi-Fi that dropped, an app that was closed: joining the same address again
(or reopening the app and joining) sends the token, and the host returns the seat as it is now.
Kept in the data folder (``lan-seats.json``); a damaged file is set aside and the player simply
joins afresh.  Losing it loses nothing else.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from ..core.checks import is_text
from ..core.errors import RecordError
from ..storage import atomic_write_text, dumps, read_json_file

FILENAME: Final = "lan-seats.json"
MOST: Final = 50                    # the newest seats kept; older ones are forgotten


def _parse(value: Any) -> dict[str, str]:
    seats = value.get("seats") if isinstance(value, dict) else None
    if not isinstance(seats, dict) or not all(is_text(k) and is_text(v) and len(v) <= 100
                                              for k, v in seats.items()):
        raise RecordError("not a list of seats held at tables")
    return dict(seats)


class SeatTokens:
    def __init__(self, path: Path | None) -> None:
        """``path`` None keeps the tokens for this session only (a second copy of the app)."""
        self.path = path
        self.problem: str | None = None
        self._seats: dict[str, str] = {}
        if path is not None:
            seats, self.problem = read_json_file(
                path, _parse, what="The list of seats held at network tables",
                fallback="tables are joined afresh")
            self._seats = seats or {}

    @classmethod
    def in_data_folder(cls, folder: Path | None) -> SeatTokens:
        return cls(None if folder is None else folder / FILENAME)

    @staticmethod
    def _key(address: str, port: int) -> str:
        return f"{address.lower()}:{port}"

    def get(self, address: str, port: int) -> str | None:
        return self._seats.get(self._key(address, port))

    def put(self, address: str, port: int, token: str) -> None:
        key = self._key(address, port)
        self._seats.pop(key, None)
        self._seats[key] = token
        while len(self._seats) > MOST:
            self._seats.pop(next(iter(self._seats)))
        self._write()

    def forget(self, address: str, port: int) -> None:
        if self._seats.pop(self._key(address, port), None) is not None:
            self._write()

    def _write(self) -> None:
        if self.path is None:
            return
        try:
            atomic_write_text(self.path, dumps({"version": 1, "seats": self._seats}))
        except OSError as exc:          # the seat is still held in memory for this session
            self.problem = str(exc)

"""A table on the network while it runs (DNS-SD, through ``discovery``), kept up to date with its
free seats and spectator places; used by the headless host and the app's own host."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from typing import Any

from .discovery import Announcer, announced_addresses, properties
from .host import TableHost


class Announcement:
    """The table on the network (DNS-SD) while it runs; a failure is said once, and the table
    goes on (players can always join by address)."""

    def __init__(self, host: TableHost, *, enabled: bool,
                 on_fail: Callable[[BaseException], None]) -> None:
        self.host = host
        self.enabled = enabled
        self.on_fail = on_fail
        self._announcer: Announcer | None = None
        self._tasks: list[asyncio.Task[None]] = []

    def _properties(self) -> dict[str, str]:
        from .. import __version__

        config = self.host.config
        return properties(game=config.rules.game, preset=config.rules.preset,
                          players=config.rules.players, free=self.host.seats.free,
                          watch=max(0, config.spectators - self.host.watching),
                          password=config.password is not None, version=__version__)

    def start(self, port: int, bind: str | None) -> None:
        """Announce the table listening on ``port`` at ``bind`` (``--bind``; None: every
        address): at that address, or at every address of the machine's interfaces."""
        if not self.enabled:
            return
        try:
            self._announcer = Announcer(self.host.config.name, port, self._properties(),
                                        addresses=announced_addresses(bind))
        except (OSError, ValueError) as exc:
            self._fail(exc)
            return
        self._run(self._announcer.start())

    def update(self) -> None:
        if self._announcer is not None:
            self._run(self._announcer.update(self._properties()))

    def _run(self, step: Coroutine[Any, Any, None]) -> None:
        async def guarded() -> None:
            try:
                await step
            except Exception as exc:       # zeroconf's own errors, a network without multicast
                self._fail(exc)
        self._tasks.append(asyncio.ensure_future(guarded()))

    def _fail(self, exc: BaseException) -> None:
        self._announcer = None
        self.on_fail(exc)

    async def close(self) -> None:
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._announcer is not None:
            try:
                await self._announcer.close()
            except Exception as exc:        # withdrawing is best effort: the host stops anyway
                print(f"fivehundred-qt: withdrawing the table's announcement failed ({exc})",
                      file=sys.stderr)

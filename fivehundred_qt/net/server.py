"""The host's transport: asyncio TCP around ``TableHost``.

Why asyncio streams: the headless host needs no Qt at all (a machine without a screen, tests),
one thread serves every connection, and the protocol layer already does all the work.  The
computer players think in a worker thread (``run_in_executor``) so a slow level never holds up
pings or other players' messages; their answers come back to the loop, where ``TableHost`` alone
changes the game.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any, Final

from .framing import encode
from .host import Outbox, TableHost
from .limits import CLOSE_SECONDS, MAX_BACKLOG

TICK_SECONDS: Final = 0.25
READ_BYTES: Final = 65_536


class TableServer:
    """Serves one table until its game is over (or ``stop``)."""

    def __init__(self, host: TableHost, *, on_change: Callable[[], None] | None = None,
                 on_seats: Callable[[], None] | None = None,
                 on_bug: Callable[[BaseException], None] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """``on_change`` after every action and deal (to keep the record); ``on_seats`` when a
        seat or the number watching changes (to update the table's announcement)."""
        self.host = host
        self.clock = clock
        self.on_change = on_change or (lambda: None)
        self.on_seats = on_seats or (lambda: None)
        # A bug (never bad input: the host answers that) costs the connection that met it, or,
        # in a computer player, the table; it is reported here, not as a traceback.
        self.on_bug = on_bug or (lambda exc: None)
        self.failed: BaseException | None = None
        self._places: tuple[list[dict[str, Any]], tuple[Any, ...]] = ([], ())
        self._writers: dict[int, asyncio.StreamWriter] = {}
        self._closing: set[asyncio.Task[None]] = set()
        self._next = 1
        self._wake = asyncio.Event()
        self._done = asyncio.Event()
        self._stamp: tuple[int, int] = (-1, -1)

    async def serve(self, bind: str | None, port: int,
                    on_listening: Callable[[str, int], None]) -> None:
        server = await asyncio.start_server(self._connection, bind, port, limit=READ_BYTES)
        ports = {s.getsockname()[1] for s in server.sockets}
        if len(ports) > 1:
            # Port 0 on every address (IPv4 and IPv6) gave each its own port: one for all.
            chosen = server.sockets[0].getsockname()[1]
            server.close()
            await server.wait_closed()
            server = await asyncio.start_server(self._connection, bind, chosen, limit=READ_BYTES)
        sockname = server.sockets[0].getsockname()
        on_listening(str(sockname[0]), int(sockname[1]))
        tasks = [asyncio.create_task(self._ticks()), asyncio.create_task(self._bots())]
        self._after(Outbox())
        try:
            async with server:
                await self._done.wait()
        finally:
            for task in tasks:
                task.cancel()
            for number in list(self._writers):
                self._close(number)
            await asyncio.gather(*tasks, *self._closing, return_exceptions=True)

    def stop(self, reason: str | None = None) -> None:
        """Stop serving; with ``reason``, every connection is told it first (``bye``)."""
        if reason is not None:
            self._after(self.host.close_table(reason))
        self._done.set()

    def perform(self, change: Callable[[float], Outbox]) -> None:
        """A change made by the host's user (``change`` gets the time, returns what to send);
        call it on the loop's thread."""
        self._after(change(self.clock()))

    # ------------------------------------------------------------------ connections
    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        number = self._next
        self._next += 1
        self._writers[number] = writer
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        self._after(self.host.connect(number, address, self.clock()))
        try:
            while number in self._writers:
                data = await reader.read(READ_BYTES)
                if not data:
                    break
                self._after(self.host.receive(number, data, self.clock()))
        except (ConnectionError, OSError):
            pass
        except Exception as exc:
            self.on_bug(exc)
        finally:
            if number in self._writers:
                self._close(number)
                self._after(self.host.disconnect(number, self.clock()))

    def _after(self, out: Outbox) -> None:
        """Send what the host said, close what it closed, and let the computer players go on."""
        for number, message in out.sends:
            writer = self._writers.get(number)
            if writer is None or writer.is_closing():
                continue
            writer.write(encode(message))
            if writer.transport.get_write_buffer_size() > MAX_BACKLOG:
                # It stopped reading: dropped at once, its backlog thrown away with the socket.
                del self._writers[number]
                writer.transport.abort()
                self._after(self.host.disconnect(number, self.clock()))
        for number in out.closes:
            if number in self._writers:
                self._close(number)
                self._after(self.host.disconnect(number, self.clock()))
        stamp = len(self.host.state.log), sum(len(h.actions) for h in self.host.state.log)
        if stamp != self._stamp:
            self._stamp = stamp
            self.on_change()
        places = self.host.seats.public(), self.host.spectators()
        if places != self._places:
            self._places = places
            self.on_seats()
        if self.host.finished and not self._writers:
            self._done.set()
        self._wake.set()

    def _close(self, number: int) -> None:
        """Close the connection once what waits for it is sent, but never wait on a peer that
        does not read for longer than ``CLOSE_SECONDS``: then it is aborted."""
        writer = self._writers.pop(number)
        writer.close()
        task = asyncio.ensure_future(_closed_within(writer, CLOSE_SECONDS))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    # ------------------------------------------------------------------ time and bots
    async def _ticks(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            self._after(self.host.tick(self.clock()))

    async def _bots(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await self._wake.wait()
            self._wake.clear()
            turn = self.host.bot_to_decide()
            if turn is None:
                if self.host.finished and not self._writers:
                    self._done.set()
                continue
            try:
                action: Any = await loop.run_in_executor(None, turn.player.choose, turn.view)
                self._after(self.host.decide(turn, action))
            except Exception as exc:        # the game cannot go on without this decision
                self.failed = exc
                self.on_bug(exc)
                self._done.set()
                return
            await asyncio.sleep(0)


async def _closed_within(writer: asyncio.StreamWriter, seconds: float) -> None:
    try:
        await asyncio.wait_for(writer.wait_closed(), seconds)
    except TimeoutError:
        writer.transport.abort()
    except (ConnectionError, OSError):
        pass                            # gone already: nothing is left to free

"""The asyncio transport in-process: a bug met while handling one connection costs that connection
only, and is reported to the caller instead of escaping as a traceback."""

from __future__ import annotations

import asyncio

from fivehundred_qt.core import RuleSet
from fivehundred_qt.net import PROTOCOL
from fivehundred_qt.net.framing import encode
from fivehundred_qt.net.host import TableConfig, TableHost
from fivehundred_qt.net.server import TableServer


def test_a_bug_costs_only_the_connection_that_met_it() -> None:
    async def scenario() -> tuple[list[BaseException], bytes, bytes]:
        rules = RuleSet.build({"game": "500"})
        host = TableHost(TableConfig("t", rules, ("open",) * 4), 0.0)
        bugs: list[BaseException] = []
        server = TableServer(host, on_bug=bugs.append)
        real = host.receive

        def receive(number: int, data: bytes, now: float):
            if b"boom" in data:
                raise RuntimeError("a bug")
            return real(number, data, now)

        host.receive = receive  # type: ignore[method-assign]
        ports: list[int] = []
        task = asyncio.create_task(server.serve("127.0.0.1", 0, lambda a, p: ports.append(p)))
        while not ports:
            await asyncio.sleep(0.01)
        hello = {"type": "hello", "protocol": PROTOCOL, "name": "Ann", "role": "player"}
        r1, w1 = await asyncio.open_connection("127.0.0.1", ports[0])
        r2, w2 = await asyncio.open_connection("127.0.0.1", ports[0])
        w1.write(encode(hello))
        w2.write(encode(dict(hello, name="Ben")))
        await asyncio.wait_for(r1.readline(), 5)
        await asyncio.wait_for(r2.readline(), 5)
        w1.write(b'{"type": "chat", "text": "boom"}\n')
        gone = await asyncio.wait_for(r1.read(), 5)              # closed: reads to the end
        w2.write(encode({"type": "ping", "t": 7}))
        line = b""
        while b'"pong"' not in line:
            line = await asyncio.wait_for(r2.readline(), 5)
        server.stop()
        await task
        return bugs, gone, line

    bugs, _gone, pong = asyncio.run(scenario())
    assert [str(b) for b in bugs] == ["a bug"]
    assert b'"t":7' in pong


# ------------------------------------------------------------------- peers that do not read
class QuietPeer:
    """A connection whose peer never reads: what the host writes stays waiting in the
    transport (``get_write_buffer_size``), and a close never completes by itself."""

    def __init__(self) -> None:
        self.reader = asyncio.StreamReader()
        self.data = bytearray()
        self.closed = self.aborted = False
        self.waiting_when_aborted: int | None = None
        self._gone = asyncio.Event()
        self.transport = self

    # the StreamWriter side the server uses
    def get_extra_info(self, name: str) -> object:
        return ("10.0.0.5", 40000) if name == "peername" else None

    def write(self, data: bytes) -> None:
        self.data += data

    def get_write_buffer_size(self) -> int:
        return 0 if self.aborted else len(self.data)

    def is_closing(self) -> bool:
        return self.closed or self.aborted

    def close(self) -> None:
        self.closed = True                      # flushing: never done, nobody reads

    def abort(self) -> None:
        self.waiting_when_aborted = len(self.data)
        self.aborted = True
        self._gone.set()
        self.reader.feed_eof()

    async def wait_closed(self) -> None:
        await self._gone.wait()

    def messages(self) -> list[dict]:
        import json
        return [json.loads(line) for line in bytes(self.data).splitlines()]


def _quiet_table(spectators: int = 1) -> tuple[TableServer, list[float]]:
    rules = RuleSet.build({"game": "500"})
    clock = [0.0]
    host = TableHost(TableConfig("t", rules, ("open",) * 4, spectators=spectators), 0.0)
    return TableServer(host, clock=lambda: clock[0]), clock


async def _settle(peer: QuietPeer) -> None:
    """Let the server's reading task take everything fed so far."""
    for _ in range(1000):
        if not peer.reader._buffer or peer.aborted:      # type: ignore[attr-defined]
            return
        await asyncio.sleep(0)


def test_a_spectator_that_stops_reading_is_aborted_past_a_mebibyte_and_its_place_freed() -> None:
    from fivehundred_qt.net.limits import MAX_BACKLOG

    async def scenario() -> tuple[QuietPeer, QuietPeer, TableServer]:
        server, clock = _quiet_table()
        kim = QuietPeer()
        task = asyncio.ensure_future(server._connection(kim.reader, kim))  # type: ignore[arg-type]
        kim.reader.feed_data(encode({"type": "hello", "protocol": PROTOCOL, "name": "Kim",
                                     "role": "spectator"}))
        await _settle(kim)
        assert server.host.watching == 1
        ping = encode({"type": "ping", "t": "t" * 64})
        while not kim.aborted and clock[0] < 10_000:
            clock[0] += 1.0                            # within the rate: 30 a second
            kim.reader.feed_data(ping * 30)
            await _settle(kim)
        await asyncio.wait_for(task, 5)
        lou = QuietPeer()
        second = asyncio.ensure_future(server._connection(lou.reader, lou))  # type: ignore[arg-type]
        lou.reader.feed_data(encode({"type": "hello", "protocol": PROTOCOL, "name": "Lou",
                                     "role": "spectator"}))
        await _settle(lou)
        lou.reader.feed_eof()
        await asyncio.wait_for(second, 5)
        return kim, lou, server

    kim, lou, server = asyncio.run(scenario())
    assert kim.aborted and not kim.closed                # dropped, not flushed
    assert kim.waiting_when_aborted is not None
    assert MAX_BACKLOG < kim.waiting_when_aborted < MAX_BACKLOG + 200
    assert [m["type"] for m in kim.messages()[:3]] == ["welcome", "seats", "view"]
    assert lou.messages()[0]["type"] == "welcome"          # the place was free again
    assert server.host.spectators() == ()


def test_a_close_waits_at_most_a_moment_for_a_peer_that_does_not_read(monkeypatch) -> None:
    from fivehundred_qt.net import server as transport

    monkeypatch.setattr(transport, "CLOSE_SECONDS", 0.05)

    async def scenario() -> QuietPeer:
        server, _clock = _quiet_table()
        eve = QuietPeer()
        task = asyncio.ensure_future(server._connection(eve.reader, eve))  # type: ignore[arg-type]
        eve.reader.feed_data(b'{"type": "hello", "name": "Eve"}\n')
        await asyncio.wait_for(task, 5)
        await asyncio.wait_for(eve.wait_closed(), 5)
        return eve

    eve = asyncio.run(scenario())
    assert eve.messages()[0]["type"] == "refused"
    assert eve.closed and eve.aborted           # closed, then aborted when nothing was read

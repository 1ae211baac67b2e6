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
        hello = {"type": "hello", "protocol": PROTOCOL, "name": "Ann"}
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

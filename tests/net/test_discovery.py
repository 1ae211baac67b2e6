"""Tables on the network (DNS-SD over loopback here): announced, found with what they offer,
updated as seats fill, gone when withdrawn."""

from __future__ import annotations

import asyncio

import pytest

from fivehundred_qt.net.discovery import Announcer, Browser, TableAd, properties

LOOPBACK = ["127.0.0.1"]


async def wait_for(condition, seconds: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            raise TimeoutError
        await asyncio.sleep(0.05)


def test_a_table_is_found_updated_and_withdrawn() -> None:
    async def scenario() -> list[TableAd]:
        seen: list[TableAd] = []
        props = properties(game="500", preset="australian", players=4, free=2, watch=10,
                           password=True, version="0.1.0")
        announcer = Announcer("Kitchen table", 50555, props, address="127.0.0.1",
                              interfaces=LOOPBACK)
        browser = Browser(lambda: seen.extend(browser.tables.values()), interfaces=LOOPBACK)
        try:
            await announcer.start()
            browser.start()
            await wait_for(lambda: any(t.name == "Kitchen table" for t in browser.tables.values()))
            await announcer.update(dict(props, open="1"))
            await wait_for(lambda: any(t.free == 1 for t in browser.tables.values()))
            await announcer.close()
            await wait_for(lambda: not browser.tables)
        finally:
            await browser.close()
        return seen

    try:
        seen = asyncio.run(scenario())
    except OSError as exc:                 # a machine without multicast on loopback
        pytest.skip(f"multicast DNS is not available here: {exc}")
    first = seen[0]
    assert (first.name, first.address, first.port, first.game, first.preset, first.players,
            first.free, first.watch, first.password) == (
        "Kitchen table", "127.0.0.1", 50555, "500", "australian", 4, 2, 10, True)
    assert any(t.free == 1 for t in seen)


def test_the_txt_record_says_what_the_protocol_asks() -> None:
    assert properties(game="spades", preset="spades", players=4, free=0, watch=3, password=False,
                      version="1.2") == {"proto": "fivehundred-lan/1", "game": "spades",
                                         "preset": "spades", "players": "4", "open": "0",
                                         "watch": "3", "pw": "0", "app": "1.2"}

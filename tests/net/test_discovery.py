"""Tables on the network (DNS-SD over loopback here): announced, found with what they offer,
updated as seats fill, gone when withdrawn."""

from __future__ import annotations

import asyncio

import pytest

from fivehundred_qt.core import RuleSet
from fivehundred_qt.net import announcement, discovery
from fivehundred_qt.net.announcement import Announcement
from fivehundred_qt.net.discovery import (
    Announcer,
    Browser,
    TableAd,
    announced_addresses,
    interface_addresses,
    properties,
)
from fivehundred_qt.net.host import TableConfig, TableHost

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
        announcer = Announcer("Kitchen table", 50555, props, addresses=LOOPBACK)
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


# ------------------------------------------------------------- where a table is announced
class _Adapter:
    def __init__(self, *ips: object) -> None:
        self.ips = [_Ip(ip) for ip in ips]


class _Ip:
    def __init__(self, ip: object) -> None:
        self.ip = ip
        self.is_IPv4 = isinstance(ip, str)


def test_every_interface_address_is_announced_but_loopback_beside_others(monkeypatch) -> None:
    adapters = [_Adapter("127.0.0.1", ("::1", 0, 0)), _Adapter("192.168.1.20", ("fe80::1", 0, 2)),
                _Adapter("10.8.0.3")]
    monkeypatch.setattr(discovery.ifaddr, "get_adapters", lambda: adapters)
    assert interface_addresses() == ["192.168.1.20", "10.8.0.3"]
    assert announced_addresses(None) == ["192.168.1.20", "10.8.0.3"]
    assert announced_addresses("0.0.0.0") == ["192.168.1.20", "10.8.0.3"]
    assert announced_addresses("::") == ["192.168.1.20", "10.8.0.3"]
    monkeypatch.setattr(discovery.ifaddr, "get_adapters", lambda: adapters[:1])
    assert interface_addresses() == ["127.0.0.1"]           # nothing else: loopback it is


def test_a_bound_address_is_the_one_announced() -> None:
    assert announced_addresses("127.0.0.1") == ["127.0.0.1"]
    assert announced_addresses("localhost") == ["127.0.0.1"]
    with pytest.raises(ValueError, match="IPv4"):
        announced_addresses("::1")


def test_the_announcement_gives_the_announcer_the_bound_address(monkeypatch) -> None:
    given: list[list[str]] = []

    class Recorder:
        def __init__(self, name: str, port: int, props: dict[str, str], *,
                     addresses: list[str]) -> None:
            given.append(addresses)

        async def start(self) -> None:
            pass

        async def close(self) -> None:
            pass

    monkeypatch.setattr(announcement, "Announcer", Recorder)
    monkeypatch.setattr(discovery.ifaddr, "get_adapters", lambda: [_Adapter("192.168.1.20")])
    host = TableHost(TableConfig("t", RuleSet.build({"game": "500"}), ("open",) * 4), 0.0)
    failures: list[BaseException] = []

    async def scenario() -> None:
        for bind in ("127.0.0.1", None, "::1"):
            ad = Announcement(host, enabled=True, on_fail=failures.append)
            ad.start(50500, bind)
            await ad.close()

    asyncio.run(scenario())
    assert given == [["127.0.0.1"], ["192.168.1.20"]]
    assert len(failures) == 1 and "IPv4" in str(failures[0])       # said, and the table goes on

"""Tables announced on the network with DNS-SD (mDNS): ``_fivehundred._tcp.local.``.

``python-zeroconf`` does the multicast DNS (a pure-Python, well-kept implementation that needs no
system daemon, where hand-written mDNS would be a protocol of its own to get right).  A host
announces its table and updates the TXT record as seats fill; a joining app browses for tables.
Where multicast is blocked, announcing fails quietly into a warning and joining by address works.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

import ifaddr
from zeroconf import IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from . import PROTOCOL

SERVICE_TYPE: Final = "_fivehundred._tcp.local."
LOOKUP_MS: Final = 3000


def properties(*, game: str, preset: str, players: int, free: int, watch: int, password: bool,
               version: str) -> dict[str, str]:
    """The TXT record of a table."""
    return {"proto": PROTOCOL, "game": game, "preset": preset, "players": str(players),
            "open": str(free), "watch": str(watch), "pw": "1" if password else "0",
            "app": version}


@dataclass(frozen=True)
class TableAd:
    """A table as announced: where it is and what it offers."""

    name: str
    address: str
    port: int
    game: str
    preset: str
    players: int
    free: int
    watch: int
    password: bool
    app: str


def _text(props: dict[bytes, bytes | None], key: str) -> str:
    value = props.get(key.encode())
    return value.decode("utf-8", "replace") if value else ""


def _number(props: dict[bytes, bytes | None], key: str) -> int:
    text = _text(props, key)
    return int(text) if text.isdigit() and len(text) <= 4 else 0


def table_ad(info: AsyncServiceInfo) -> TableAd | None:
    """The table an answered service describes; None when it is not a table we can join."""
    props = info.properties or {}
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if _text(props, "proto") != PROTOCOL or not addresses or not info.port:
        return None
    name = info.name[: -len("." + SERVICE_TYPE)] if info.name.endswith("." + SERVICE_TYPE) \
        else info.name
    return TableAd(name, addresses[0], info.port, _text(props, "game"), _text(props, "preset"),
                   _number(props, "players"), _number(props, "open"), _number(props, "watch"),
                   _text(props, "pw") == "1", _text(props, "app"))


def local_address() -> str:
    """This machine's address on the LAN (the one a route to the outside would use)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))        # TEST-NET: nothing is sent
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


WILDCARDS: Final = ("", "0.0.0.0", "::")


def interface_addresses() -> list[str]:
    """The IPv4 addresses of this machine's interfaces; loopback only when there is no other
    (another computer must never be told to join 127.0.0.1)."""
    found = [str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if ip.is_IPv4 and isinstance(ip.ip, str)]
    outside = [a for a in found if not ipaddress.IPv4Address(a).is_loopback]
    return list(dict.fromkeys(outside or found or ["127.0.0.1"]))


def announced_addresses(bind: str | None) -> list[str]:
    """The addresses a table listening on ``bind`` (``--bind``; None: every address) is announced
    at: the bound address, else every address of the machine's interfaces.  ``OSError`` when a
    name has no IPv4 address, ``ValueError`` for an IPv6 address (tables are announced over IPv4;
    players join by address then)."""
    if bind is None or bind in WILDCARDS:
        return interface_addresses()
    try:
        literal = ipaddress.ip_address(bind)
    except ValueError:                  # a name: its IPv4 addresses
        found = [str(info[4][0]) for info in socket.getaddrinfo(bind, None, socket.AF_INET,
                                                                 socket.SOCK_STREAM)]
        return list(dict.fromkeys(found))
    if literal.version != 4:
        raise ValueError(f"tables are announced at IPv4 addresses, not at {bind}")
    return [str(literal)]


class Announcer:
    """Announces one table at ``addresses`` (IPv4); ``update`` when its seats change; ``close``
    withdraws it."""

    def __init__(self, name: str, port: int, props: dict[str, str], *,
                 addresses: list[str]) -> None:
        self.addresses = list(addresses)
        self._zc = AsyncZeroconf(interfaces=self.addresses, ip_version=IPVersion.V4Only)
        self._server = f"{socket.gethostname().split('.')[0] or 'fivehundred'}.local."
        self._name = f"{name}.{SERVICE_TYPE}"
        self._port = port
        self._props = dict(props)
        self._info = self._describe(props)

    def _describe(self, props: dict[str, str]) -> AsyncServiceInfo:
        return AsyncServiceInfo(SERVICE_TYPE, self._name, port=self._port, properties=props,
                                addresses=[socket.inet_aton(a) for a in self.addresses],
                                server=self._server)

    async def start(self) -> None:
        await (await self._zc.async_register_service(self._info, allow_name_change=True))
        self._name = self._info.name          # another table may have had the name first

    async def update(self, props: dict[str, str]) -> None:
        if props == self._props:
            return
        self._props = dict(props)
        self._info = self._describe(props)
        await (await self._zc.async_update_service(self._info))

    async def close(self) -> None:
        await self._zc.async_unregister_all_services()
        await self._zc.async_close()


class Browser:
    """Keeps ``tables`` (by service name) up to date and calls ``changed`` when they change."""

    def __init__(self, changed: Callable[[], None], *, interfaces: list[str] | None = None) -> None:
        self.tables: dict[str, TableAd] = {}
        self.changed = changed
        self._zc = AsyncZeroconf(interfaces=interfaces or [local_address()],
                                 ip_version=IPVersion.V4Only)
        self._browser: AsyncServiceBrowser | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    def start(self) -> None:
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, [SERVICE_TYPE],
                                            handlers=[self._on_change])

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str,
                   state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            if self.tables.pop(name, None) is not None:
                self.changed()
            return
        task = asyncio.ensure_future(self._look_up(name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _look_up(self, name: str) -> None:
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        if not await info.async_request(self._zc.zeroconf, LOOKUP_MS):
            return
        ad = table_ad(info)
        if ad is not None and self.tables.get(name) != ad:
            self.tables[name] = ad
            self.changed()

    async def close(self) -> None:
        if self._browser is not None:
            await self._browser.async_cancel()
        for task in list(self._tasks):
            task.cancel()
        await self._zc.async_close()

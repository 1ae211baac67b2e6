"""What the Join dialog shows and reads: the tables announced on the network as an item model,
and the address typed to join one by (``host``, ``host:port`` or ``[v6]:port``)."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from functools import cache
from typing import Any, Final, Literal, TypeAlias

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from ...controller.lan_setup import DEFAULT_PORT
from ...net.discovery import TableAd

__all__ = ["AddressError", "AddressProblem", "TablesModel", "parse_address"]

Index: TypeAlias = QModelIndex | QPersistentModelIndex
AddressProblem = Literal["empty", "host", "port", "ipv6"]

_NO_PARENT: Final = QModelIndex()
_PORT: Final = re.compile(r"[0-9]{1,5}")
_LABEL: Final = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")
_BRACKETED: Final = re.compile(r"\[([^\[\]]+)\](?::(.*))?")


# ------------------------------------------------------------------------------ addresses
class AddressError(ValueError):
    """An address that cannot be joined; ``problem`` says what is wrong with it."""

    def __init__(self, problem: AddressProblem, text: str) -> None:
        super().__init__(f"{problem}: {text!r}")
        self.problem: AddressProblem = problem
        self.text = text


def _is_host(host: str) -> bool:
    """An IPv4 address (dotted, four numbers) or a host name (letters, digits, hyphens)."""
    if host and all(c.isascii() and (c.isdigit() or c == ".") for c in host):
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            return False
        return True
    name = host[:-1] if host.endswith(".") else host
    return 0 < len(name) <= 253 and all(_LABEL.fullmatch(label) for label in name.split("."))


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """``host``, ``host:port`` or ``[v6]:port`` as (host, port); raises ``AddressError``.

    The host is an IPv4 address, a host name, or an IPv6 address in brackets (without them its
    colons could not be told from the port's); the port is 1-65535, ``default_port`` if none."""
    text = text.strip()
    if not text:
        raise AddressError("empty", text)
    port_text: str | None
    if text.startswith("["):
        match = _BRACKETED.fullmatch(text)
        if match is None:
            raise AddressError("ipv6", text)
        host, port_text = match.group(1), match.group(2)
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise AddressError("ipv6", text) from None
    elif text.count(":") > 1:
        raise AddressError("ipv6", text)
    else:
        host, colon, port_text = text.partition(":")
        if not colon:
            port_text = None
        if not _is_host(host):
            raise AddressError("host", text)
    if port_text is None:
        return host, default_port
    if not _PORT.fullmatch(port_text) or not 1 <= int(port_text) <= 65535:
        raise AddressError("port", text)
    return host, int(port_text)


# ---------------------------------------------------------------------------- the tables
@cache
def _lock_icon(locked: bool) -> QIcon:
    """A padlock, drawn (no font has to hold the glyph); unlocked, as much room left blank, so that
    the names line up."""
    pixmap = QPixmap(32, 32)
    pixmap.fill(Qt.GlobalColor.transparent)
    if not locked:
        return QIcon(pixmap)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#5a4a1e"), 3.5))
        painter.drawArc(QRectF(9, 3, 14, 17), 0, 180 * 16)
        painter.drawLine(9, 11, 9, 15)
        painter.drawLine(23, 11, 23, 15)
        painter.setPen(QPen(QColor("#5a4a1e"), 2))
        painter.setBrush(QColor("#d9a520"))
        painter.drawRoundedRect(QRectF(5, 14, 22, 16), 3, 3)
    finally:
        painter.end()
    return QIcon(pixmap)


class TablesModel(QAbstractTableModel):
    """The tables announced on the network, one a row, sorted by name."""

    NAME, GAME, SEATS, WATCH, ADDRESS = range(5)
    COLUMNS: Final = 5

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ads: list[TableAd] = []

    def set_tables(self, ads: Iterable[TableAd]) -> None:
        self.beginResetModel()
        self._ads = sorted(ads, key=lambda ad: (ad.name.casefold(), ad.address, ad.port))
        self.endResetModel()

    def ad(self, row: int) -> TableAd | None:
        return self._ads[row] if 0 <= row < len(self._ads) else None

    def row_of(self, address: str, port: int) -> int | None:
        for row, ad in enumerate(self._ads):
            if (ad.address, ad.port) == (address, port):
                return row
        return None

    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._ads)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = (self.tr("Table"), self.tr("Game"), self.tr("Free seats"), self.tr("Spectator places"),
                  self.tr("Address"))
        return titles[section] if 0 <= section < len(titles) else None

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        ad = self.ad(index.row()) if index.isValid() else None
        if ad is None or not 0 <= index.column() < self.COLUMNS:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (ad.name, self.game_text(ad), self.tr("{free} of {players}").format(
                free=ad.free, players=ad.players), str(ad.watch), f"{ad.address}:{ad.port}")[column]
        if role == Qt.ItemDataRole.DecorationRole and column == self.NAME:
            return _lock_icon(ad.password)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.NAME:
                lock = self.tr("A password is needed to join.") if ad.password \
                    else self.tr("No password is needed.")
                return f"{ad.name}\n{lock}"
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.SEATS, self.WATCH):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def game_text(self, ad: TableAd) -> str:
        if ad.game == "spades":
            return self.tr("Spades")
        if ad.game == "500":
            presets = {"australian": self.tr("500, Australian"), "american": self.tr("500, American")}
            return presets.get(ad.preset, self.tr("500"))
        return ad.game or "?"



"""The table's seats: who sits where (open, a remote player, a person at the host, a computer
player), who is away, and the tokens that give a seat back after a drop."""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any, Literal

from .password import new_token

SeatKind = Literal["open", "remote", "local", "bot"]


@dataclass
class Seat:
    name: str
    kind: SeatKind
    level: str = "normal"                 # the computer player's level, for a bot
    token: str | None = None              # a remote player's, while the seat is theirs
    connection: int | None = None         # the remote player's connection, while connected
    away: bool = False                    # a remote player who dropped: a computer player keeps it

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "away": self.away}


def first_seat(number: int, kind: str, names: tuple[str, ...] | None) -> Seat:
    """Seat ``number`` as the host sets the table up: ``kind`` is ``"open"``, ``"local"`` or a
    computer player's level; ``names`` the seats' names where the host chose them."""
    if kind == "open":
        return Seat(open_name(number), "open")
    name = names[number] if names is not None else None
    if kind == "local":
        return Seat(name or open_name(number), "local", token=new_token())
    return Seat(name or f"Bot {number + 1} ({kind})", "bot", kind)


def open_name(number: int) -> str:
    """What an open seat is called until someone sits there."""
    return f"Player {number + 1}"


class Seats:
    """The seats in order; ``take`` and ``leave`` are the only ways a remote player comes and goes."""

    def __init__(self, seats: list[Seat]) -> None:
        self.seats = seats

    def public(self) -> list[dict[str, Any]]:
        return [s.public() for s in self.seats]

    @property
    def full(self) -> bool:
        return all(s.kind != "open" for s in self.seats)

    @property
    def free(self) -> int:
        return sum(s.kind == "open" for s in self.seats)

    def by_token(self, token: str) -> int | None:
        for number, seat in enumerate(self.seats):
            if seat.token is not None and hmac.compare_digest(seat.token.encode(), token.encode()):
                return number
        return None

    def take(self, name: str, wish: int | None, connection: int) -> tuple[int, str] | None:
        """Seat a new remote player in the seat wished for if open, else the first open one;
        their seat and new token, or None when the table is full."""
        open_seats = [n for n, s in enumerate(self.seats) if s.kind == "open"]
        if not open_seats:
            return None
        number = wish if wish in open_seats else open_seats[0]
        token = new_token()
        self.seats[number] = Seat(name, "remote", token=token, connection=connection)
        return number, token

    def come_back(self, number: int, connection: int) -> None:
        seat = self.seats[number]
        seat.connection = connection
        seat.away = False

    def leave(self, connection: int) -> int | None:
        """The remote player of ``connection`` dropped or left: the seat is kept for them, away."""
        for number, seat in enumerate(self.seats):
            if seat.connection == connection:
                seat.connection = None
                seat.away = True
                return number
        return None

    def saved(self) -> list[dict[str, Any]]:
        """The seats as the host's record keeps them, tokens included (a restarted host honours
        them); the record stays on the host's disk."""
        return [{"name": s.name, "kind": s.kind, "level": s.level, "token": s.token}
                for s in self.seats]

    @classmethod
    def restored(cls, saved: Any, players: int) -> Seats:
        """The seats of ``saved`` (see ``saved``): every remote player away until they return.
        ``ValueError`` when it is not a list of seats for ``players``."""
        if not isinstance(saved, list) or len(saved) != players:
            raise ValueError(f"the record's 'lan' seats must be a list of {players} seats")
        seats = []
        for item in saved:
            if not isinstance(item, dict):
                raise ValueError("a saved seat must be an object")
            name, kind, level, token = (item.get("name"), item.get("kind"), item.get("level"),
                                        item.get("token"))
            if not isinstance(name, str) or kind not in ("open", "remote", "local", "bot") \
                    or not isinstance(level, str) or not (token is None or isinstance(token, str)):
                raise ValueError("a saved seat needs a name, a kind, a level and a token or null")
            if kind == "remote" and token is None:
                raise ValueError("a remote player's seat needs its token")
            seat_kind: SeatKind = kind
            if kind == "local":
                # The host's own player, after a restart: a player who may come back with the
                # token (the app that hosted remembers it), away until then.
                seat_kind = "remote" if token is not None else "bot"
            seats.append(Seat(name, seat_kind, level, token if seat_kind == "remote" else None,
                              away=seat_kind == "remote"))
        return cls(seats)

    def reopen(self, number: int) -> None:
        """The host opens the seat for someone else; the old token stops working."""
        self.seats[number] = Seat(open_name(number), "open")

    def to_bot(self, number: int, level: str) -> None:
        """The host gives the seat to a computer player for good; the old token stops working."""
        old = self.seats[number]
        self.seats[number] = Seat(old.name, "bot", level)

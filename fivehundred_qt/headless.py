"""``fivehundred-qt host``: a LAN table with no window, for a machine without a screen and for tests.

Composes the protocol host (``net.host``), its transport (``net.server``) and the record file;
prints ``{"listening": …}`` once it listens and the game's summary when the game is over.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from typing import Any

from .bots import LEVELS
from .core import GameState, RecordError, RuleError
from .inputs import InputError, describe_os_error, load_record, parse_rules_arg, read_bounded
from .net.announcement import Announcement
from .net.host import TableConfig, TableHost
from .net.messages import valid_name
from .net.password import TablePassword
from .net.seats import Seats
from .net.server import TableServer
from .storage import atomic_write_text, dumps

SEAT_CHOICES = ("open", *LEVELS)


class UsageError(ValueError):
    """A bad argument of ``host``: said on stderr with exit code 2."""


def _dump(obj: Any) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def read_password(path: str) -> str:
    """The first line of ``path``, without its line end."""
    try:
        text = read_bounded(path, 64 * 1024, "a password file").decode("utf-8-sig")
    except InputError as exc:
        raise UsageError(f"--password-file: {exc}") from None
    except UnicodeDecodeError:
        raise UsageError(f"--password-file: {path} is not UTF-8 text") from None
    first = text.splitlines()[0] if text else ""
    if not first:
        raise UsageError(f"--password-file: the first line of {path} is empty")
    return first


def resumed(path: str) -> tuple[GameState, Seats]:
    """The game and seats a host's ``--record`` file holds."""
    try:
        return TableHost.resumed(load_record(path))
    except RecordError as exc:
        raise UsageError(f"--resume: {exc}") from None


def table_config(args: argparse.Namespace, resume: tuple[GameState, Seats] | None) -> TableConfig:
    """The table the arguments describe; ``UsageError`` says what is wrong."""
    if resume is not None:      # the rules and seats are the stopped host's
        state, saved = resume
        rules = state.rules
        args.seats = ",".join(s.level if s.kind == "bot" else "open" for s in saved.seats)
    else:
        if args.seats is None:
            raise UsageError("--seats is needed (or --resume with a host's record)")
        try:
            rules = parse_rules_arg(args.rules)
        except RuleError as exc:
            raise UsageError(str(exc)) from None
    seats = tuple(s.strip() for s in args.seats.split(","))
    if len(seats) != rules.players:
        raise UsageError(f"--seats names {len(seats)} seats, but these rules seat {rules.players}")
    unknown = [s for s in seats if s not in SEAT_CHOICES]
    if unknown:
        raise UsageError(f"--seats: {unknown[0]!r} is neither 'open' nor a level ("
                         + ", ".join(LEVELS) + ")")
    name = valid_name(args.name)
    if name is None:
        raise UsageError("--name: a table's name is 1-24 printable characters")
    password = None
    if args.password_file is not None:
        password = TablePassword.create(read_password(args.password_file))
    return TableConfig(name, rules, seats, password=password, spectators=args.spectators,
                       chat=args.chat, bid_time=args.bid_time, play_time=args.play_time,
                       suggestions=args.suggestions, away_level=args.away_level,
                       hands=args.hands, seed=args.seed)


def run(args: argparse.Namespace) -> int:
    try:
        resume = resumed(args.resume) if args.resume is not None else None
        config = table_config(args, resume)
    except UsageError as exc:
        print(f"fivehundred-qt host: {exc}", file=sys.stderr)
        return 2
    host = TableHost(config, time.monotonic(), resume=resume)
    record_error: list[str] = []

    def write_record() -> None:
        if args.record is None or record_error:
            return
        try:
            atomic_write_text(args.record, dumps(host.record(), compact=True))
        except OSError as exc:      # said once; the table goes on
            record_error.append(describe_os_error(exc))
            print(f"fivehundred-qt host: cannot write {args.record}: {record_error[0]}",
                  file=sys.stderr)

    def unannounced(exc: BaseException) -> None:
        print(f"fivehundred-qt host: the table could not be announced on the network ({exc}); "
              "players can join by address", file=sys.stderr)

    announcement = Announcement(host, enabled=not args.no_discovery, on_fail=unannounced)
    def bug(exc: BaseException) -> None:
        from .errorlog import report_unexpected

        report_unexpected("fivehundred-qt host", exc)

    server = TableServer(host, on_change=write_record, on_seats=announcement.update, on_bug=bug)

    def listening(address: str, port: int) -> None:
        _dump({"listening": {"address": address, "port": port}})
        announcement.start(port)

    async def hosting() -> None:
        try:
            await server.serve(args.bind, args.port, listening)
        finally:
            await announcement.close()

    try:
        asyncio.run(hosting())
    except OSError as exc:
        print(f"fivehundred-qt host: cannot listen on port {args.port}: {describe_os_error(exc)}",
              file=sys.stderr)
        return 1
    write_record()
    if server.failed is not None:
        return 1
    _dump(host.summary())
    return 0

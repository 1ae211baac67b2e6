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


def listen_address(text: str | None) -> str | None:
    """``--bind``: an address or a host name the system can look up (``None``: every address).
    A name with a part over 63 characters, an empty part or a character no name may hold is a
    ``UsageError`` here, not an error deep in the lookup."""
    if text is not None:
        try:
            text.encode("idna")         # what the lookup does first with a name
        except UnicodeError:
            raise UsageError(f"--bind: {text[:80]!r} is neither an address nor a host name (a "
                             "name is parts of 1 to 63 letters, digits or hyphens between dots)"
                             ) from None
    return text


def write_record(path: str, host: TableHost) -> str | None:
    """Write the table's record to ``path``: ``None``, or why it could not be, in words."""
    text = dumps(host.record(), compact=True)
    try:
        atomic_write_text(path, text)
    except OSError as exc:
        return describe_os_error(exc)
    except ValueError:                  # a NUL or a lone surrogate in the name
        return "it is not a name a file can have"
    return None


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
        bind = listen_address(args.bind)
    except UsageError as exc:
        print(f"fivehundred-qt host: {exc}", file=sys.stderr)
        return 2
    host = TableHost(config, time.monotonic(), resume=resume)
    if args.record is not None:     # a record that cannot be kept stops the table before it opens
        failure = write_record(args.record, host)
        if failure is not None:
            print(f"fivehundred-qt host: --record: cannot write {args.record}: {failure}",
                  file=sys.stderr)
            return 2
    record_error: list[str] = []

    def keep_record() -> bool:
        """Rewrite the record; ``False`` (said once) when it cannot be."""
        if record_error:
            return False
        if args.record is None:
            return True
        failure = write_record(args.record, host)
        if failure is not None:
            record_error.append(failure)
            print(f"fivehundred-qt host: cannot write {args.record}: {failure}; the table stops",
                  file=sys.stderr)
        return failure is None

    def recorded() -> None:
        if not keep_record():       # a game that cannot be kept stops, its players told why
            server.stop("the host cannot write the game's record")

    def unannounced(exc: BaseException) -> None:
        print(f"fivehundred-qt host: the table could not be announced on the network ({exc}); "
              "players can join by address", file=sys.stderr)

    announcement = Announcement(host, enabled=not args.no_discovery, on_fail=unannounced)
    def bug(exc: BaseException) -> None:
        from .errorlog import report_unexpected

        report_unexpected("fivehundred-qt host", exc)

    server = TableServer(host, on_change=recorded, on_seats=announcement.update, on_bug=bug)

    def listening(address: str, port: int) -> None:
        _dump({"listening": {"address": address, "port": port}})
        announcement.start(port, bind)

    async def hosting() -> None:
        try:
            await server.serve(bind, args.port, listening)
        finally:
            await announcement.close()

    try:
        asyncio.run(hosting())
    except OSError as exc:
        print(f"fivehundred-qt host: cannot listen on port {args.port}: {describe_os_error(exc)}",
              file=sys.stderr)
        return 1
    if not keep_record() or server.failed is not None:
        return 1
    _dump(host.summary())
    return 0

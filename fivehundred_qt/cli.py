"""The command line and composition root.

``fivehundred-qt`` alone starts the desktop app; the subcommands (README.md, "The command line";
records as in docs/records.md) never import Qt.
Every failure a user can cause prints a clear message (for records, the error JSON), never a
traceback.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .bots import LEVELS
from .core import RecordError, RuleError, error_summary, replay, rules_from, summary, to_record
from .core.checks import MAX_MAGNITUDE
from .inputs import describe_os_error, load_record, parse_rules_arg

# Longer games would write records larger than a record may be (inputs.MAX_RECORD_BYTES).
MAX_HANDS = 2000


def _dump(obj: Any) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high`` (argparse reports the rest)."""
    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low:,} to {high:,}, not {value:,}")
        return value
    return convert


def file_name(text: str) -> str:
    """An argparse ``type``: a file name that is not empty."""
    if not text.strip():
        raise argparse.ArgumentTypeError("a file name is needed, not an empty text")
    return text


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        state = replay(load_record(args.file))
    except RecordError as exc:
        _dump(error_summary(exc))
        return 1
    _dump(summary(state))
    return 0


def cmd_analyse(args: argparse.Namespace) -> int:
    """One JSON line per hand of a record: docs/analysis.md."""
    from .bots.analysis import analyse_game, to_json

    try:
        record = load_record(args.file)
        state = replay(record)
    except RecordError as exc:
        _dump(error_summary(exc))
        return 1
    players = record.get("players")
    names = players if players is not None else [f"seat {s}" for s in range(state.n)]
    for analysis in analyse_game(state, with_table=True):
        _dump(to_json(analysis, names))
        sys.stdout.flush()
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    from .bots import make_player
    from .selfplay import Totals, play_games

    try:
        rules = parse_rules_arg(args.rules)
    except RuleError as exc:
        print(f"fivehundred-qt selfplay: {exc}", file=sys.stderr)
        return 2
    levels = [s.strip() for s in args.seats.split(",")]
    if len(levels) != rules.players:
        print(f"fivehundred-qt selfplay: --seats names {len(levels)} players, but these rules "
              f"seat {rules.players}", file=sys.stderr)
        return 2
    try:
        players = [make_player(level, seed=args.seed * 100 + i) for i, level in enumerate(levels)]
    except ValueError as exc:
        print(f"fivehundred-qt selfplay: {exc}", file=sys.stderr)
        return 2
    import shutil
    import tempfile

    from .storage import atomic_write_text, dumps

    several = args.hands is None and args.games is not None and args.games > 1
    totals = Totals()
    played = play_games(rules, players, seed=args.seed, hands=args.hands, games=args.games,
                        max_hands_per_game=args.max_hands, totals=totals)
    names = [f"{p.name} {i}" for i, p in enumerate(players)]
    out = Path(args.out) if args.out else None
    # Each game's record is written and its summary set aside on disk as it ends: however many
    # games, none stays in memory.
    with tempfile.TemporaryFile("w+", encoding="utf-8") as summaries:
        for number, game in enumerate(played, 1):
            if out is not None:
                path = out if not several else \
                    out.with_name(f"{out.stem}-{number:03d}{out.suffix or '.json'}")
                try:
                    atomic_write_text(path, dumps(to_record(game, names), compact=True))
                except OSError as exc:
                    print(f"fivehundred-qt selfplay: cannot write {path}: "
                          f"{describe_os_error(exc)}", file=sys.stderr)
                    return 1
            result = summary(game)
            if several:
                summaries.write((", " if number > 1 else "")
                                + json.dumps(result, ensure_ascii=False))
        timing = {"seconds": round(totals.seconds, 4), "hands": totals.hands,
                  "decisions": totals.decisions,
                  "hands_per_second": round(totals.hands / totals.seconds, 1)
                  if totals.seconds else None}
        if not several:
            result["timing"] = timing
            _dump(result)
            return 0
        summaries.seek(0)           # the JSON of {"ok": true, "games": [...], "timing": {...}}
        sys.stdout.write('{"ok": true, "games": [')
        shutil.copyfileobj(summaries, sys.stdout)
        sys.stdout.write(f'], "timing": {json.dumps(timing)}}}\n')
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from .arena import arena, open_pairs, progress_bar
    from .bots import LEVELS

    try:
        rules = parse_rules_arg(args.rules)
    except RuleError as exc:
        print(f"fivehundred-qt arena: {exc}", file=sys.stderr)
        return 2
    for level in (args.a, args.b):
        if level not in LEVELS:
            print(f"fivehundred-qt arena: unknown player level {level!r}; known: "
                  + ", ".join(LEVELS), file=sys.stderr)
            return 2

    def cannot_write(exc: OSError) -> str:
        reason = ("it is a pipe that nothing reads from" if exc.errno == errno.ENXIO
                  else describe_os_error(exc))
        return f"fivehundred-qt arena: cannot write {args.pairs}: {reason}"

    try:  # opened before the match, so that a bad path does not wait for its end
        pairs = open_pairs(args.pairs) if args.pairs is not None else None
    except OSError as exc:
        print(cannot_write(exc), file=sys.stderr)
        return 2
    try:
        result = arena(rules, args.a, args.b, args.deals, args.seed, args.jobs,
                       progress=None if args.quiet else progress_bar, pairs=pairs)
        if pairs is not None:
            pairs.close()
    except OSError as exc:  # writing the pairs: a full disk, a removed drive
        print(cannot_write(exc), file=sys.stderr)
        return 1
    _dump(result)
    return 0


def cmd_selftest(args: argparse.Namespace) -> int:
    """For installed binaries: version, a seeded computer-only game, which double-dummy search
    the computer players use, the window offscreen."""
    import tempfile

    from . import __version__
    from .bots import make_player
    from .selfplay import selfplay

    print(f"fivehundred-qt {__version__}", flush=True)
    rules = rules_from("australian")
    result = selfplay(rules, [make_player("random", i) for i in range(4)], seed=1, games=1)
    game = result.games[0]
    again = replay(to_record(game))
    if summary(again) != summary(game) or game.winner is None:
        print("selftest: the seeded game did not replay to the same end", file=sys.stderr)
        return 1
    print(f"game: {len(game.log)} hands, scores {game.scores}, winner side {game.winner}",
          flush=True)
    # The computer players' double-dummy search: the compiled one travels with the binaries.
    from .bots.trick_search import COMPILED

    print(f"double-dummy search: {'compiled' if COMPILED else 'python'}", flush=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The window's settings and autosave go to a scratch home, removed afterwards.
    with tempfile.TemporaryDirectory(prefix="fivehundred-selftest-") as scratch:
        os.environ.setdefault("FIVEHUNDRED_QT_HOME", scratch)
        platform, seconds = _selftest_window()
    print(f"window: opened and closed on {platform} in {seconds:.2f} s", flush=True)
    # LAN play's parts are in the bundle: DNS-SD (zeroconf) and Qt's network module.
    from .controller.remote import RemoteTable
    from .net.discovery import SERVICE_TYPE

    print(f"lan: {SERVICE_TYPE} and {RemoteTable.__name__} ready", flush=True)
    # The languages travel with the app: each compiled translation is the build's, and Qt
    # gives every text of it (each plural form too) as the file says.
    from .translation import (
        LANGUAGES,
        SOURCE_LANGUAGE,
        translate_every_text,
        translation_file,
        translation_warning,
        use_language,
    )
    from .translation_files import DamagedTranslation

    texts: dict[str, int] = {}
    for code in LANGUAGES:
        try:
            if code != SOURCE_LANGUAGE:
                texts[code] = translate_every_text(code)
        except DamagedTranslation as exc:
            print(f"selftest: the translation file {translation_file(code)} cannot be used: "
                  f"{exc}", file=sys.stderr)
            return 1
    use_language(SOURCE_LANGUAGE)
    warning = translation_warning()     # Qt's words in a language (ours where Qt has none)
    if warning is not None:
        print(f"selftest: {warning}", file=sys.stderr)
        return 1
    print(f"languages: {SOURCE_LANGUAGE} {' '.join(texts)}, every text translated ("
          + ", ".join(f"{code} {count}" for code, count in texts.items()) + ")", flush=True)
    return 0


def _selftest_window() -> tuple[str, float]:
    """Open the main window on a seeded game, close it, and say on which platform and how fast."""
    import time

    start = time.perf_counter()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .settings import Preferences
    from .ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    window = MainWindow(Preferences(), think_delay=False)
    window.show()
    window.start(Preferences().table, seed=1)
    QTimer.singleShot(200, window.close)
    QTimer.singleShot(250, app.quit)
    app.exec()
    return app.platformName(), time.perf_counter() - start


def cmd_host(args: argparse.Namespace) -> int:
    from .headless import run

    return run(args)


def cmd_gui(args: argparse.Namespace) -> int:
    from .ui.app import run_app

    return run_app(args)


def _version() -> str:
    from . import __version__
    return __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fivehundred-qt",
        description="The card game 500 (Five Hundred) and partnership Spades. "
                    "Without a command, starts the desktop app.")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("replay", help="check a game record and print its summary as JSON")
    p.add_argument("file", type=file_name)
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("analyse", help="double-dummy analysis of every hand of a record "
                       "(one JSON line a hand)")
    p.add_argument("file", type=file_name)
    p.set_defaults(func=cmd_analyse)
    p = sub.add_parser("selfplay", help="computer players play; write the record, print a summary")
    p.add_argument("--rules", default="australian",
                   help="a preset (australian, american, spades), a JSON object, or a .json file")
    p.add_argument("--seats", required=True, help="one player level per seat, e.g. random,random")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--hands", type=whole_number(1, MAX_HANDS),
                       help="play this many hands of one game")
    group.add_argument("--games", type=whole_number(1, 100_000),
                       help="play this many whole games (default 1)")
    p.add_argument("--seed", type=whole_number(-MAX_MAGNITUDE, MAX_MAGNITUDE), default=0)
    p.add_argument("--out", type=file_name,
                   help="record file (several games: FILE-001.json, FILE-002.json, …)")
    p.add_argument("--max-hands", type=whole_number(1, MAX_HANDS), default=1000,
                   help="stop a game that has not ended after this many hands (default 1000)")
    p.set_defaults(func=cmd_selfplay)
    p = sub.add_parser("arena", help="a duplicate match between two player levels (JSON out)")
    p.add_argument("--rules", default="australian")
    p.add_argument("--a", required=True, help="level of player A")
    p.add_argument("--b", required=True, help="level of player B")
    p.add_argument("--deals", type=whole_number(1, 1_000_000), default=100,
                   help="deal pairs (each deal played twice)")
    p.add_argument("--seed", type=whole_number(-MAX_MAGNITUDE, MAX_MAGNITUDE), default=0)
    p.add_argument("--jobs", type=whole_number(1, 256), default=1, help="worker processes")
    p.add_argument("--quiet", action="store_true", help="no progress bar on stderr")
    p.add_argument("--pairs", metavar="FILE", type=file_name,
                   help="also write every deal pair to FILE, one JSON object a line")
    p.set_defaults(func=cmd_arena)
    p = sub.add_parser("selftest", help="check an installed copy: play a game, open the window")
    p.set_defaults(func=cmd_selftest)
    p = sub.add_parser("open", help="open a game record in the app, to step through or resume")
    p.add_argument("file", type=file_name)
    p.set_defaults(func=cmd_gui)
    p = sub.add_parser("host", help="host a LAN table without a window (fivehundred-lan/1)")
    p.add_argument("--rules", default="australian",
                   help="a preset (australian, american, spades), a JSON object, or a .json file")
    p.add_argument("--seats",
                   help="per seat 'open' (for a player who joins) or a computer player's level")
    p.add_argument("--resume", type=file_name,
                   help="go on with the game of a stopped host's --record file (its rules and "
                        "seats; players come back with their tokens)")
    p.add_argument("--name", default="Five Hundred", help="the table's name")
    p.add_argument("--port", type=whole_number(0, 65535), default=50500,
                   help="the TCP port (default 50500; 0: any free port)")
    p.add_argument("--bind", default=None, help="the address to listen on (default: all)")
    p.add_argument("--password-file", type=file_name,
                   help="a file whose first line is the table's password")
    p.add_argument("--spectators", type=whole_number(0, 10), default=10,
                   help="how many may watch (0-10, default 10)")
    p.add_argument("--chat", choices=("none", "preset", "text"), default="text")
    p.add_argument("--away-level", choices=LEVELS, default="normal",
                   help="the computer player that keeps an away player's seat")
    p.add_argument("--bid-time", type=whole_number(1, 3600), help="seconds for each call")
    p.add_argument("--play-time", type=whole_number(1, 3600), help="seconds for each card")
    p.add_argument("--suggestions", action="store_true", help="players may ask for a suggestion")
    p.add_argument("--seed", type=whole_number(-MAX_MAGNITUDE, MAX_MAGNITUDE), default=None)
    p.add_argument("--hands", type=whole_number(1, MAX_HANDS), help="stop after this many hands")
    p.add_argument("--record", type=file_name, help="the game record, rewritten after every action")
    p.add_argument("--no-discovery", action="store_true",
                   help="do not announce the table on the network")
    p.set_defaults(func=cmd_host)
    p = sub.add_parser("watch", help="computer players only, shown on the table")
    p.add_argument("--rules", default="australian")
    p.add_argument("--seats", required=True, help="one player level per seat")
    p.add_argument("--speed", choices=("instant", "fast", "normal", "slow"))
    p.add_argument("--quit-when-over", action="store_true")
    p.set_defaults(func=cmd_gui)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    args = parser.parse_args(argv)
    func = cmd_gui if args.command is None else args.func
    name = "fivehundred-qt" if args.command is None else f"fivehundred-qt {args.command}"
    try:
        result: int = func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:          # the reader of stdout went away (``… | head``)
        return 1
    except MemoryError:
        print(f"{name}: there is not enough memory to go on", file=sys.stderr)
        return 1
    except Exception as exc:         # a bug: the user gets a sentence, errors.log the details
        from .errorlog import report_unexpected

        report_unexpected(name, exc)
        return 1
    return result

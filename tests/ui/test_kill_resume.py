"""Crash safety: the real app, killed with SIGKILL at random moments, resumes every decision it made
and counts every finished hand and game in the statistics exactly once.

``kill_child.py`` runs the app in a subprocess (offscreen, its own ``FIVEHUNDRED_QT_HOME``) and
plays seat 0 as fast as it goes, printing ``decided N saved S`` after each human decision once its
autosave returned.  This test kills it after a random number of decisions or a random delay (from
a fixed seed), then checks:

* every decision the child reported before it died is in the autosave (``AutoSave().load()``,
  which replays the record): no reported ``N`` is above the count ``F`` on disk, and each line's
  ``S`` (the file read back by the child) already held its ``N``;
* the autosave continues the game of the previous run (same deals and actions, more of them);
* the next start takes over the lock file the killed process left behind and resumes the game with
  exactly ``F`` actions (its first line is ``resumed F``).

Some runs are not killed from outside but kill themselves (``KILL_CHILD_AT``) at the moments an
outside kill hits only by chance: right after the autosave of a hand's or the game's last card,
before the statistics count it, and right after they counted it.  Every game's record is known to
this test (the autosave after each run, and the child's copy of every finished game's), and after
a last start that only settles what the autosave holds, ``statistics.json`` must hold exactly the
human player's contracts of every finished hand and the result of every finished game.

When a game ends the child starts a new one at the same table (``over``, ``new 0``), so every run
ends by a kill and the test's length is bounded by ``KILLS``.  The kill schedule is drawn from a
fixed seed; the games themselves are not (the computer players draw their own).  POSIX only:
``proc.kill()`` is SIGKILL there.
"""

from __future__ import annotations

import json
import os
import queue
import random
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt.core import Phase, replay
from fivehundred_qt.counting import contracts_bid, variant_key
from fivehundred_qt.data_lock import LOCK_FILENAME
from fivehundred_qt.storage import AutoSave, Statistics

from .kill_child import game_id

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX; Windows has none")

CHILD = Path(__file__).with_name("kill_child.py")
SEED = 500
KILLS = 12                 # runs, each ended by SIGKILL
START_TIMEOUT = 20.0       # seconds for the child's first line
LINE_TIMEOUT = 10.0        # seconds for any later line (decisions come every few milliseconds)
BUDGET = 55.0              # seconds for the whole test (it takes about 30)
GOOD = ("resumed", "new", "decided", "final", "over", "dying")


def actions_in(record: dict[str, Any]) -> int:
    return sum(len(hand["actions"]) for hand in record["hands"])


def moves(record: dict[str, Any]) -> list[str]:
    """The game as one list (each deal, then each action) to compare one record's start with another."""
    out: list[str] = []
    for hand in record["hands"]:
        out.append(json.dumps({"dealer": hand["dealer"], "deal": hand["deal"]}, sort_keys=True))
        out.extend(json.dumps(action, sort_keys=True) for action in hand["actions"])
    return out


class Lines:
    """The child's stdout, line by line, read by a thread: every wait has a deadline."""

    def __init__(self, stream: Any) -> None:
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream: Any) -> None:
        try:
            for line in stream:
                self._queue.put(line.rstrip("\n"))
        finally:
            self._queue.put(None)

    def get(self, timeout: float) -> str | None:
        """The next line; None at the end of the stream; raises ``queue.Empty`` after ``timeout``."""
        return self._queue.get(timeout=max(timeout, 0.0))


@dataclass
class Tally:
    kills: int = 0
    kills_at_start: int = 0        # killed before the window was up (its first line)
    stale_locks: int = 0           # starts that took over the lock file a killed run left
    mid_write: int = 0             # kills during an autosave's write (its temporary file is left)
    games_over: int = 0
    self_kills: int = 0            # runs that killed themselves at a hand's or the game's end
    hands_counted: int = 0         # finished hands of all the games, each counted once
    contracts_counted: int = 0     # ... the human player's contracts in them
    games_counted: int = 0         # finished games, each counted once
    decisions: int = 0             # human decisions reported, each on disk when reported (S >= N)
    checked: int = 0               # ... of them in a game still going at the kill: must be resumed
    actions_kept: int = 0          # actions in the autosaves found after the kills
    lost: int = 0
    losses: list[str] = field(default_factory=list, repr=False)


@dataclass
class Run:
    """What one run of the child said, game by game."""

    first: str | None = None                                # ``resumed M`` or ``new M``
    games: list[list[int]] = field(default_factory=lambda: [[]])   # human decisions, per game
    ended: bool = False                                     # the last game was over at the kill


def parse(lines: list[str], where: str, tally: Tally) -> Run:
    run = Run(first=lines[0] if lines else None)
    for line in lines[1:]:
        words = line.split()
        if words[0] == "decided":
            decided, on_disk = int(words[1]), int(words[3])
            run.games[-1].append(decided)
            tally.decisions += 1
            if on_disk < decided:
                tally.losses.append(f"{where}: {line!r}: the decision was not on disk when reported")
        elif words[0] in ("final", "over") or words[:1] + words[2:3] == ["dying", "game"]:
            run.ended = True        # (killed by itself once the game's last card was saved)
        elif words[0] == "new":
            assert run.ended and words[1] == "0", f"{where}: {line!r} before the game was over"
            tally.games_over += 1
            run.games.append([])
            run.ended = False
    return run


def kill_plan(number: int, rng: random.Random) -> tuple[str, float | str]:
    """How run ``number`` ends: after a number of decisions; after a delay from the start (which
    lands during start-up or during play, as the machine is fast); or killed by itself when a hand
    or the game ends, once its autosave is written and again once the statistics counted it."""
    kind = number % 4
    if kind == 0:
        return "delay", rng.uniform(0.1, 1.5)
    if kind == 1:
        return "decisions", rng.randint(3, 30)
    write = "autosave" if kind == 2 else "statistics"
    # The statistics are written at a hand's end only when the player bid a contract in it.
    hands = rng.randint(1, 3) if write == "autosave" else 1
    return "at", f"{write} {f'hand {hands}' if number % 8 < 4 else 'game 1'}"


class Games:
    """Every game the runs played, by its first deal (``kill_child.game_id``): the longest record
    seen of each."""

    def __init__(self) -> None:
        self.records: dict[str, dict[str, Any]] = {}

    def note(self, home: Path, autosave: dict[str, Any] | None) -> None:
        found = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((home / "games").glob("*.json"))] \
            if (home / "games").is_dir() else []
        for record in [*found, *([autosave] if autosave is not None and autosave["hands"] else [])]:
            game = game_id(record)
            known = self.records.get(game)
            if known is None or actions_in(record) > actions_in(known):
                self.records[game] = record

    def expected(self, tally: Tally) -> dict[str, Any]:
        """What the statistics must hold: seat 0's contracts in every finished hand, every
        finished game's result."""
        contracts: dict[str, list[int]] = {}
        results: dict[str, list[int]] = {}
        for record in self.records.values():
            assert "assisted" not in record        # (every game begins new or resumed: all counts)
            state = replay(record)
            for log in state.log:
                if log.result is None:
                    continue
                tally.hands_counted += 1
                for bid in contracts_bid(log.result):
                    if bid.seat == 0:
                        tally.contracts_counted += 1
                        pair = contracts.setdefault(bid.kind, [0, 0])
                        pair[0] += 1
                        pair[1] += int(bid.made)
            if state.phase is Phase.GAME_OVER:
                tally.games_counted += 1
                pair = results.setdefault(variant_key(state.rules), [0, 0])
                pair[0] += 1
                pair[1] += int(state.winner == state.rules.side_of[0])
        return {"games": {"500": {key: {"played": p, "won": w} for key, (p, w) in sorted(results.items())}}
                if results else {},
                "assisted": {},
                "contracts": {kind: {"bid": b, "made": m} for kind, (b, m) in contracts.items()}}


def run_child(env: dict[str, str], stderr_path: Path, plan: tuple[str, float | str], deadline: float
              ) -> tuple[list[str], bool, int]:
    """Run the child until the plan says kill (or it exits); its lines, whether killed, exit code.

    A plan ``("at", "WRITE END N")`` lets the child kill itself (``KILL_CHILD_AT``)."""
    kind, value = plan
    if kind == "at":
        env = dict(env, KILL_CHILD_AT=str(value))
    with stderr_path.open("w", encoding="utf-8") as err:
        proc = subprocess.Popen([sys.executable, str(CHILD)], stdout=subprocess.PIPE, stderr=err,
                                stdin=subprocess.DEVNULL, env=env, text=True, encoding="utf-8")
    try:
        started = time.monotonic()
        lines_in = Lines(proc.stdout)
        lines: list[str] = []
        killed = eof = False
        decided = 0
        while True:
            now = time.monotonic()
            limit = started + START_TIMEOUT if not lines else now + LINE_TIMEOUT
            limit = min(limit, deadline)
            if kind == "delay":
                if now >= started + value:
                    proc.kill()
                    killed = True
                    break
                limit = min(limit, started + value)
            try:
                line = lines_in.get(limit - now)
            except queue.Empty:
                if kind == "delay" and time.monotonic() >= started + value:
                    continue
                raise AssertionError(f"the child said nothing for {limit - now:.1f} s after {lines[-3:]}; "
                                     f"stderr: {stderr_path.read_text(encoding='utf-8')[-2000:]}") from None
            if line is None:
                eof = True
                break
            lines.append(line)
            if line.startswith("decided "):
                decided += 1
                if kind == "decisions" and decided >= value:
                    proc.kill()
                    killed = True
                    break
        code = proc.wait(timeout=10)
        # Whatever the child wrote before it died is still in the pipe: it was reported too.
        drain_until = time.monotonic() + 10
        while not eof:
            try:
                line = lines_in.get(drain_until - time.monotonic())
            except queue.Empty:
                raise AssertionError("the child's stdout did not close after it ended") from None
            if line is None:
                eof = True
            else:
                lines.append(line)
        return lines, killed or code == -9, code
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
        if proc.stdout is not None:
            proc.stdout.close()


def test_sigkill_at_random_moments_loses_no_decision(home: Path, tmp_path: Path) -> None:
    rng = random.Random(SEED)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1", FIVEHUNDRED_QT_HOME=str(home))
    lock_file = home / "data" / LOCK_FILENAME
    tally = Tally()
    games = Games()
    saved: dict[str, Any] | None = None    # the game in progress in the autosave after the last run
    seen_leftovers: set[Path] = set()
    deadline = time.monotonic() + BUDGET
    for number in range(1, KILLS + 1):
        assert time.monotonic() < deadline, f"out of time after {number - 1} runs: {tally}"
        plan = kill_plan(number, rng)
        stale_lock = lock_file.exists()
        stderr_path = tmp_path / f"child-{number}.err"
        lines, killed, code = run_child(env, stderr_path, plan, deadline)
        where = f"run {number} (plan {plan}): {lines[:3]}…{lines[-3:]}"
        for line in lines:
            assert line.startswith(GOOD), f"{where}: the child said {line!r}; stderr: " \
                                          f"{stderr_path.read_text(encoding='utf-8')[-2000:]}"
        assert killed, f"{where}: the child ended by itself (code {code}); stderr: " \
                       f"{stderr_path.read_text(encoding='utf-8')[-2000:]}"
        tally.kills += 1
        run = parse(lines, where, tally)

        # The start: the game the last run left is resumed exactly; else a new one.
        if run.first is not None:
            expected = f"resumed {actions_in(saved)}" if saved is not None else "new 0"
            assert run.first == expected, f"{where}: started with {run.first!r}, expected {expected!r}"
            if stale_lock:
                tally.stale_locks += 1
        else:
            tally.kills_at_start += 1

        leftovers = set((home / "data").glob(".autosave.json.*.tmp"))
        tally.mid_write += len(leftovers - seen_leftovers)
        seen_leftovers |= leftovers
        if lines and lines[-1].startswith("dying"):
            tally.self_kills += 1
        saved_game, warning = AutoSave().load()     # replays the record (a damaged one is a warning)
        assert warning is None, f"{where}: {warning}"
        games.note(home, saved_game.record if saved_game is not None else None)
        # A finished game left in the autosave is counted at the next start, not offered.
        record = saved_game.record if saved_game is not None and not saved_game.over else None
        if run.first is None:
            # Killed before the window was up: nothing was decided, the autosave is as it was (but
            # for the next hand's deal, when it was left between two hands).
            if saved is not None:
                assert record is not None and actions_in(record) == actions_in(saved) and \
                    moves(record)[:len(moves(saved))] == moves(saved) and \
                    len(record["hands"]) - len(saved["hands"]) in (0, 1), \
                    f"{where}: the autosave changed while the app was starting"
            else:
                assert record is None or actions_in(record) == 0, f"{where}: {record}"
        elif run.ended:
            # Killed after the end of a game: it is not offered again (a new one may be dealt).
            assert record is None or actions_in(record) == 0, f"{where}: a finished game is offered"
        else:
            reported = run.games[-1]
            tally.checked += len(reported)
            if record is None:
                tally.losses.extend(f"{where}: decision {n} reported, there is no autosave" for n in reported)
            else:
                state = replay(record)
                found = actions_in(record)
                assert sum(len(hand.actions) for hand in state.log) == found
                tally.actions_kept += found
                tally.losses.extend(f"{where}: decision {n} reported, the autosave holds {found} actions"
                                    for n in reported if n > found)
                if saved is not None and len(run.games) == 1:
                    before = moves(saved)
                    assert moves(record)[:len(before)] == before, f"{where}: the autosave is another game"
            # The window was up and held the lock: SIGKILL left the lock file for the next start.
            assert lock_file.exists(), f"{where}: no lock file after the kill; the data folder holds " \
                                       f"{sorted(os.listdir(home / 'data'))}"
        saved = record

    # A last start settles what the autosave of the last kill holds; then every hand and every
    # game the records say finished is in the statistics, once.
    lines, killed, code = run_child(dict(env, KILL_CHILD_SETTLE="1"), tmp_path / "settle.err",
                                    ("settle", 0.0), deadline + 20)
    assert not killed and code == 0 and lines and lines[0].startswith(("resumed", "new")), lines
    expected = games.expected(tally)
    stats, warning = Statistics.open()
    assert warning is None
    found = stats.to_json()
    assert {key: found[key] for key in expected} == expected, f"{tally}"
    tally.lost = len(tally.losses)
    print(f"\nkill/resume: {tally}")
    assert tally.lost == 0, f"{tally.lost} decisions lost, {tally}:\n" + "\n".join(tally.losses[:10])
    assert tally.checked >= KILLS, f"too few decisions were checked: {tally}"
    assert tally.stale_locks >= KILLS // 2, f"too few starts took over a killed run's lock: {tally}"
    assert tally.self_kills >= KILLS // 4 and tally.games_counted >= 2, f"too few game ends: {tally}"

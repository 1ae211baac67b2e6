"""One mutant through the paths a user hits, its outcome classified as accepted, refused
(``RecordError``) or crashed: a JSON mutant handed to ``core.replay``, a byte mutant written to
a file and read with ``inputs.load_record`` first, and a file through the real command line."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fivehundred_qt.core import RecordError, error_summary, replay, summary, to_record
from fivehundred_qt.inputs import load_record, parse_json

ROOT = Path(__file__).resolve().parents[2]


class MutantTimeout(Exception):
    """A mutant took longer than ``--timeout`` seconds (raised by a timer signal)."""


class Mismatch(Exception):
    """An accepted mutant whose written record does not replay to the same summary."""


@dataclass
class Outcome:
    status: str                       # "accepted", "refused" or "crashed"
    stage: str = ""                   # where it crashed: load_record, replay, output, round-trip…
    error: BaseException | None = None
    trace: str = ""

    @property
    def signature(self) -> str:
        """The kind of a crash: its exception and the innermost line of the app that raised it."""
        if self.error is None:
            return ""
        where = _raised_at(self.error)
        cause = self.error.__context__
        if isinstance(cause, RecordError):     # printing a refusal failed: whose message was it?
            where += f" (printing the RecordError raised at {_raised_at(cause)})"
        return f"{self.stage}: {type(self.error).__name__} at {where}"


def _raised_at(error: BaseException) -> str:
    """The innermost line of the app in an exception's traceback (else the innermost line)."""
    frames = traceback.extract_tb(error.__traceback__)
    inside = [f for f in frames if f"{os.sep}fivehundred_qt{os.sep}" in f.filename] or frames
    return f"{Path(inside[-1].filename).name}:{inside[-1].lineno}" if inside else "?"


def _encodable(obj: Any) -> None:
    """What ``cli._dump`` writes: the JSON line must encode as UTF-8 (``UnicodeEncodeError`` if not)."""
    (json.dumps(obj, ensure_ascii=False) + "\n").encode("utf-8")


def check_state_and_output(state: Any) -> None:
    """An accepted record: its summary prints, and its record round-trips with the same summary."""
    first = summary(state)
    _encodable(first)
    text = json.dumps(to_record(state))
    again = summary(replay(parse_json(text.encode())))
    if again != first:
        raise Mismatch("the record written from the replayed state gives another summary")


@dataclass
class Checker:
    """Runs mutants through the app's paths, with an optional per-mutant time limit."""

    workdir: Path
    timeout: float = 30.0

    def _guard(self, stage_box: list[str], run: Callable[[], Any]) -> Outcome:
        armed = self.timeout > 0 and hasattr(signal, "setitimer") \
            and threading.current_thread() is threading.main_thread()
        old: Any = None
        if armed:
            def expire(signum: int, frame: Any) -> None:
                raise MutantTimeout(f"over {self.timeout} s")
            old = signal.signal(signal.SIGALRM, expire)
            signal.setitimer(signal.ITIMER_REAL, self.timeout)
        try:
            try:
                state = run()
            except RecordError as exc:
                stage_box[0] = "output"
                _encodable(error_summary(exc))
                return Outcome("refused")
            stage_box[0] = "accepted record"
            check_state_and_output(state)
            return Outcome("accepted")
        except Exception as exc:
            return Outcome("crashed", stage_box[0], exc, traceback.format_exc())
        finally:
            if armed:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, old)

    def check_object(self, obj: Any) -> Outcome:
        """A JSON mutant handed straight to ``replay``."""
        stage = ["replay"]
        return self._guard(stage, lambda: replay(obj))

    def check_file(self, path: Path) -> Outcome:
        """A file read as the command line and the window read it: ``load_record``, ``replay``."""
        stage = ["load_record"]

        def run() -> Any:
            record = load_record(path)
            stage[0] = "replay"
            return replay(record)
        return self._guard(stage, run)

    def check_bytes(self, data: bytes, name: str = "mutant.json") -> Outcome:
        path = self.workdir / name
        path.write_bytes(data)
        try:
            return self.check_file(path)
        finally:
            path.unlink(missing_ok=True)


def file_reachable(obj: Any) -> bool:
    """Whether a file can hand ``replay`` this very value: it survives ``json.dumps`` and the
    strict reading of ``parse_json`` unchanged in kind (deep nests and 5,000-digit numbers
    cannot)."""
    try:
        return bool(parse_json(json.dumps(obj).encode()) == obj)
    except Exception:
        return False


def as_file(obj: Any, ascii_only: bool) -> bytes | None:
    """A JSON mutant as a file's bytes, or None when no JSON text holds it."""
    try:
        return json.dumps(obj, ensure_ascii=ascii_only).encode("utf-8")
    except (ValueError, RecursionError, UnicodeEncodeError):
        return None


def run_cli(path: Path, expect_ok: bool | None, timeout: float = 120.0) -> str | None:
    """``python -m fivehundred_qt replay FILE``; what is wrong with how it ended, or None."""
    env = dict(os.environ, FIVEHUNDRED_QT_HOME=str(path.parent / "home"))
    try:
        done = subprocess.run([sys.executable, "-m", "fivehundred_qt", "replay", str(path)], cwd=ROOT,
                              env=env, capture_output=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return f"the command did not finish in {timeout} s"
    problems = []
    if done.returncode not in (0, 1):
        problems.append(f"exit status {done.returncode}")
    if b"Traceback" in done.stderr:
        problems.append("a traceback on stderr")
    elif done.stderr.strip():       # replay writes only its JSON line: this is the catch-all's sentence
        first = done.stderr.decode("utf-8", "backslashreplace").strip().splitlines()[0]
        problems.append(f"stderr: {first[:200]}")
    try:
        out = done.stdout.decode("utf-8")
        lines = out.split("\n")
        if len(lines) != 2 or lines[1] != "":
            raise ValueError(f"{len(lines) - 1} lines")
        obj = json.loads(lines[0])
        if not isinstance(obj, dict) or not isinstance(obj.get("ok"), bool):
            raise ValueError("no 'ok'")
        if obj["ok"] != (done.returncode == 0):
            problems.append(f"'ok' is {obj['ok']} but the exit status is {done.returncode}")
    except ValueError as exc:
        problems.append(f"stdout is not one JSON line ({exc}): {done.stdout[:200]!r}")
    if expect_ok is not None and done.returncode in (0, 1) and (done.returncode == 0) != expect_ok:
        problems.append(f"exit status {done.returncode}, but in-process the file was "
                        f"{'accepted' if expect_ok else 'refused'}")
    if not problems:
        return None
    return "; ".join(problems) + "\n" + done.stderr.decode("utf-8", "replace")[-3000:]

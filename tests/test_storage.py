"""Atomic files and the autosave: nothing half-written, nothing damaged ever lost (the statistics
file has its own tests, in test_statistics_file.py)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt import storage
from fivehundred_qt.bots import make_player
from fivehundred_qt.core import (
    AMERICAN,
    AUSTRALIAN,
    SPADES_PRESET,
    GameState,
    Phase,
    RuleSet,
    to_record,
)
from fivehundred_qt.storage import (
    AutoSave,
    Statistics,
    app_dirs,
    atomic_write_text,
    read_json_file,
    set_aside,
)

DAMAGED = re.compile(r"\.damaged-\d{8}T\d{6}Z(-\d+)?$")


def listing(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


def aside_files(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + ".damaged-"))


def loaded(autosave: AutoSave) -> tuple[dict[str, Any] | None, str | None]:
    """The record an autosave holds, and the warning."""
    saved, warning = autosave.load()
    return (saved.record if saved is not None else None), warning


def game_record(actions: int = 40, rules: RuleSet = AUSTRALIAN, **extra: Any) -> dict[str, Any]:
    state = GameState(rules, seed=3)
    player = make_player("random", seed=1)
    done = 0
    while done < actions and not state.is_over:
        if state.phase is Phase.DEAL:
            state.deal()
            continue
        state.apply(player.choose(state.view(state.to_move)))
        done += 1
    return to_record(state, players=["Ann", "Bot", "Ben", "Bot 2"], extra=extra or None)


# ------------------------------------------------------------------------------------- app_dirs
def test_app_dirs_follow_the_override(home: Path) -> None:
    dirs = app_dirs()
    assert dirs.config == home / "config"
    assert dirs.data == home / "data"
    assert not home.exists(), "asking where files go must not create anything"


def test_app_dirs_without_override_use_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FIVEHUNDRED_QT_HOME")
    dirs = app_dirs()
    assert "fivehundred-qt" in str(dirs.config)
    assert "fivehundred-qt" in str(dirs.data)
    monkeypatch.setenv("FIVEHUNDRED_QT_HOME", "")
    assert app_dirs() == dirs


# ------------------------------------------------------------------------------ atomic writing
def test_atomic_write_creates_directories_and_writes_utf8(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write_text(target, "Zoë ♠ 10♥\n")
    assert target.read_bytes() == "Zoë ♠ 10♥\n".encode()
    assert listing(target.parent) == ["file.json"]


def test_atomic_write_replaces_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "file.txt"
    for n in range(20):
        atomic_write_text(target, f"version {n}")
    assert target.read_text() == "version 19"
    assert listing(tmp_path) == ["file.txt"]


def test_unencodable_text_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "file.txt"
    atomic_write_text(target, "old")
    with pytest.raises(UnicodeEncodeError):
        atomic_write_text(target, "bad \ud800 surrogate")
    assert target.read_text() == "old"
    assert listing(tmp_path) == ["file.txt"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_failure_while_writing_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   failing: str) -> None:
    target = tmp_path / "file.txt"
    atomic_write_text(target, "old")

    def boom(*args: Any) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError, match="No space"):
        patch.setattr(os, failing, boom)
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert listing(tmp_path) == ["file.txt"]


def test_interrupt_while_writing_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.txt"
    atomic_write_text(target, "old")

    def interrupt(*args: Any) -> None:
        raise KeyboardInterrupt

    with monkeypatch.context() as patch, pytest.raises(KeyboardInterrupt):
        patch.setattr(os, "replace", interrupt)
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert listing(tmp_path) == ["file.txt"]


# ------------------------------------------------------------------------------------ set aside
def test_set_aside_renames_with_a_utc_time_and_never_overwrites(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    fixed = datetime(2026, 5, 9, 7, 35, 25, tzinfo=UTC)

    class Clock(datetime):
        @classmethod
        def now(cls, tz: Any = None) -> Clock:
            assert tz is UTC
            return fixed  # type: ignore[return-value]

    monkeypatch.setattr(storage, "datetime", Clock)
    target = tmp_path / "x.json"
    kept = []
    for n in range(3):
        target.write_text(f"damaged {n}")
        kept.append(set_aside(target))
    assert [p.name for p in kept] == ["x.json.damaged-20260509T073525Z", "x.json.damaged-20260509T073525Z-2",
                                      "x.json.damaged-20260509T073525Z-3"]
    assert [p.read_text() for p in kept] == ["damaged 0", "damaged 1", "damaged 2"]
    assert not target.exists()


def test_read_json_file_missing_is_quiet(tmp_path: Path) -> None:
    assert read_json_file(tmp_path / "none.json", dict, what="The file", fallback="x") == (None, None)


def test_read_json_file_unreadable_is_reported_and_left_alone(tmp_path: Path) -> None:
    (tmp_path / "dir.json").mkdir()
    value, warning = read_json_file(tmp_path / "dir.json", dict, what="The file",
                                    fallback="defaults are used")
    assert value is None
    assert warning is not None and "could not be read" in warning and "defaults are used" in warning
    assert (tmp_path / "dir.json").is_dir()


def test_read_json_file_reads_a_utf8_bom(tmp_path: Path) -> None:
    (tmp_path / "f.json").write_bytes(b"\xef\xbb\xbf{\"a\": 1}")
    assert read_json_file(tmp_path / "f.json", dict, what="The file", fallback="x") == ({"a": 1}, None)


def test_when_setting_aside_fails_the_warning_says_so(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    target.write_text("{oops")

    def refuse(*args: Any) -> None:
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(os, "rename", refuse)
        value, warning = read_json_file(target, dict, what="The file", fallback="defaults are used")
    assert value is None
    assert warning is not None and "could not be moved aside" in warning
    assert "permission was refused" in warning
    assert target.read_text() == "{oops"


# ------------------------------------------------------------------------------------- autosave
def test_autosave_lives_in_the_data_directory(home: Path) -> None:
    assert AutoSave().path == home / "data" / "autosave.json"


def test_autosave_round_trip_with_table(home: Path) -> None:
    table = {"rules": {"game": "500", "preset": "australian"}, "seats": [], "suggestions": True}
    record = game_record(table=table, date="2026-05-09")
    autosave = AutoSave()
    assert loaded(autosave) == (None, None)
    assert not autosave.exists()
    autosave.save(record)
    assert autosave.exists()
    found, warning = loaded(AutoSave())
    assert warning is None
    assert found == json.loads(json.dumps(record))
    assert found is not None and found["table"] == table
    assert listing(home / "data") == ["autosave.json"]


@pytest.mark.parametrize("rules", [AUSTRALIAN, AMERICAN, SPADES_PRESET, RuleSet.build({"players": 6})])
def test_autosave_keeps_every_kind_of_game(rules: RuleSet) -> None:
    state = GameState(rules, seed=9)
    player = make_player("random", seed=2)
    for _ in range(200):
        if state.is_over:
            break
        if state.phase is Phase.DEAL:
            state.deal()
        else:
            state.apply(player.choose(state.view(state.to_move)))
    record = to_record(state)
    if state.is_over:       # a game in progress: the last decision not yet made
        record["hands"][-1]["actions"].pop()
    AutoSave().save(record)
    assert loaded(AutoSave()) == (record, None)


def test_a_finished_game_left_in_the_autosave_is_read_as_over() -> None:
    # The app stopped after the last card: the next start counts the game (it is not offered).
    state = GameState(RuleSet.build({"game": "spades", "win_score": 50, "lose_score": -50}), seed=3)
    player = make_player("random", seed=2)
    while not state.is_over:
        if state.phase is Phase.DEAL:
            state.deal()
        else:
            state.apply(player.choose(state.view(state.to_move)))
    AutoSave().save(to_record(state))
    saved, warning = AutoSave().load()
    assert warning is None and saved is not None and saved.over
    assert saved.state.winner == state.winner and saved.record == to_record(state)


def test_autosave_of_a_game_not_yet_dealt() -> None:
    record = {"format": "fivehundred-record/1", "rules": {"game": "spades"}, "hands": []}
    AutoSave().save(record)
    assert loaded(AutoSave()) == (record, None)


def test_autosave_overwrites_and_clears(home: Path) -> None:
    autosave = AutoSave()
    autosave.save(game_record(10))
    later = game_record(30)
    autosave.save(later)
    assert loaded(autosave) == (later, None)
    autosave.clear()
    assert loaded(autosave) == (None, None)
    autosave.clear()  # clearing twice is fine
    assert listing(home / "data") == []


def test_autosave_path_can_be_given(tmp_path: Path) -> None:
    autosave = AutoSave(tmp_path / "elsewhere" / "game.json")
    autosave.save(game_record(5))
    assert (tmp_path / "elsewhere" / "game.json").exists()


@pytest.mark.parametrize("bad", [
    ["not", "a", "record"],
    {"rules": {"game": "500"}},
    {"format": "fivehundred-record/99", "rules": {}},
    {"format": "fivehundred-record/1", "rules": {}, "hands": [], "when": {1, 2}},
    {"format": "fivehundred-record/1", "rules": {}, "hands": [], "score": float("nan")},
])
def test_autosave_refuses_what_is_no_record_and_keeps_the_old_file(bad: Any) -> None:
    autosave = AutoSave()
    good = game_record(12)
    autosave.save(good)
    before = autosave.path.read_bytes()
    with pytest.raises(ValueError):
        autosave.save(bad)
    assert autosave.path.read_bytes() == before
    assert listing(autosave.path.parent) == ["autosave.json"]
    assert loaded(autosave) == (good, None)


def _illegal(record: dict[str, Any]) -> dict[str, Any]:
    record["hands"][0]["actions"][0]["bid"] = "11NT"
    return record


def _wrong_cards(record: dict[str, Any]) -> dict[str, Any]:
    record["hands"][0]["deal"]["kitty"] = ["AS", "AS", "AS"]
    return record


def _bad_rules(record: dict[str, Any]) -> dict[str, Any]:
    record["rules"] = {"game": "500", "kitty_size": 4}
    return record


def _bad_table(record: dict[str, Any]) -> dict[str, Any]:
    record["table"] = "south"
    return record


@pytest.mark.parametrize(("content", "reason"), [
    (b"", "empty"),
    (b"{\"format\": \"fivehundred-record/1\", ", "not valid JSON"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b"[1, 2, 3]", "not a game record"),
    (b"{\"format\": \"chess-pgn\"}", "not a game record"),
    (json.dumps(_illegal(game_record(8))).encode(), "11NT"),
    (json.dumps(_wrong_cards(game_record(8))).encode(), "dealt twice"),
    (json.dumps(_bad_rules(game_record(8))).encode(), "kitty_size"),
    (json.dumps(_bad_table(game_record(8))).encode(), "table"),
])
def test_damaged_autosave_is_set_aside(content: bytes, reason: str) -> None:
    autosave = AutoSave()
    autosave.path.parent.mkdir(parents=True)
    autosave.path.write_bytes(content)
    record, warning = autosave.load()
    assert record is None
    assert warning is not None
    kept = aside_files(autosave.path)
    assert len(kept) == 1 and DAMAGED.search(kept[0].name)
    assert kept[0].read_bytes() == content, "the damaged file is kept byte for byte"
    assert str(kept[0]) in warning and reason in warning and "cannot be resumed" in warning
    assert not autosave.path.exists()
    # the next save starts afresh and the damaged copy stays
    fresh = game_record(4)
    autosave.save(fresh)
    assert loaded(autosave) == (fresh, None)
    assert aside_files(autosave.path) == kept


def test_no_files_outside_the_override_home(home: Path, tmp_path: Path) -> None:
    AutoSave().save(game_record(3))
    Statistics().record_game("spades", won=False)
    written = {str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file()}
    assert written == {os.path.join("home", "data", "autosave.json"),
                       os.path.join("home", "data", "statistics.json")}


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes and links")
def test_a_new_file_gets_the_usual_mode_and_an_old_one_keeps_its_own(tmp_path: Path) -> None:
    # Records saved with Ctrl+S were created 0600 (mkstemp's mode), unreadable to anyone else.
    old_umask = os.umask(0o022)
    try:
        fresh = tmp_path / "game.json"
        atomic_write_text(fresh, "{}")
        assert fresh.stat().st_mode & 0o777 == 0o644
        shared = tmp_path / "shared.json"
        shared.write_text("{}", encoding="utf-8")
        shared.chmod(0o664)
        atomic_write_text(shared, "[]")
        assert shared.stat().st_mode & 0o777 == 0o664 and shared.read_text() == "[]"
    finally:
        os.umask(old_umask)


@pytest.mark.skipif(os.name == "nt", reason="POSIX links")
def test_saving_through_a_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    target = tmp_path / "records" / "game.json"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "latest.json"
    link.symlink_to(target)
    atomic_write_text(link, "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new"


def test_temporary_files_a_killed_write_left_are_swept_at_the_next_write(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    stale = tmp_path / ".autosave.json.0123456789ab.tmp"
    stale.write_bytes(b"x" * 1000)
    old = time.time() - storage.LEFTOVER_AGE - 5
    os.utime(stale, (old, old))
    recent = tmp_path / ".autosave.json.ba9876543210.tmp"     # another process's write, maybe
    recent.write_bytes(b"y")
    other = tmp_path / ".statistics.json.0123456789ab.tmp"    # not this file's
    other.write_bytes(b"z")
    os.utime(other, (old, old))
    atomic_write_text(path, "{}")
    assert not stale.exists() and recent.exists() and other.exists()


# ------------------------------------------------------------- files the app could not read
NOBODY = "nobody"


@contextlib.contextmanager
def run_as_a_player() -> Iterator[Any]:
    """Runs Python code in a child process as an ordinary user, with its own ``FIVEHUNDRED_QT_HOME``.

    File modes bind such a user as they bind a player, but not root, who reads and writes a
    mode-000 file: run as root (as the tests are here), the child is the user ``nobody``, with the
    first Python it may run (this one may lie in root's own folder) and this checkout and its
    packages on its path.  The code prints one JSON value last; ``run`` returns it.
    """
    if os.name == "nt":
        pytest.skip("POSIX modes")
    import pwd
    import shutil
    import subprocess
    import sys
    import sysconfig
    import tempfile
    import textwrap

    folder = Path(tempfile.mkdtemp(prefix="fivehundred-qt-player-"))
    folder.chmod(0o755)
    source = Path(storage.__file__).resolve().parents[1]
    env = dict(os.environ, FIVEHUNDRED_QT_HOME=str(folder / "home"), HOME=str(folder),
               PYTHONPATH=os.pathsep.join([str(source), sysconfig.get_paths()["purelib"]]))
    user: dict[str, Any] = {}
    python = sys.executable
    if os.geteuid() == 0:
        try:
            entry = pwd.getpwnam(NOBODY)
        except KeyError:
            pytest.skip("no user 'nobody' to run as")
        os.chown(folder, entry.pw_uid, entry.pw_gid)
        user = {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": []}
        usable = [exe for exe in (sys.executable, shutil.which("python3"), "/usr/bin/python3")
                  if exe and _runs(exe, ["-c", "import fivehundred_qt.storage"], env, folder, user)]
        if not usable:
            pytest.skip("no Python that the user 'nobody' may run")
        python = usable[0]

    def run(code: str) -> Any:
        proc = subprocess.run([python, "-c", textwrap.dedent(code)], cwd=folder, env=env,
                              capture_output=True, text=True, timeout=120, check=False, **user)
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout.splitlines()[-1])

    run.home = folder / "home"      # type: ignore[attr-defined]
    try:
        yield run
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def as_a_player() -> Iterator[Any]:
    with run_as_a_player() as run:
        yield run


def _runs(python: str, args: list[str], env: dict[str, str], cwd: Path, user: dict[str, Any]) -> bool:
    import subprocess
    try:
        return subprocess.run([python, *args], cwd=cwd, env=env, capture_output=True, timeout=60,
                              check=False, **user).returncode == 0
    except OSError:
        return False


def test_an_autosave_that_cannot_be_read_is_set_aside_and_never_written_over(as_a_player: Any) -> None:
    # A mode-000 autosave.json ("could not be read: permission was refused") was replaced by the
    # new game, still at mode 000, so that every later start lost its game as well.
    result = as_a_player("""
        import json, os, stat
        from fivehundred_qt.storage import AutoSave
        autosave = AutoSave()
        old = {"format": "fivehundred-record/1", "rules": {"game": "spades"}, "hands": []}
        autosave.save(old)
        autosave.path.chmod(0)
        saved, warning = autosave.load()
        new = dict(old, players=["Ann", "Bob", "Cid", "Dot"])
        autosave.save(new)                       # the new game's first save
        again, later = AutoSave().load()         # the next start
        print(json.dumps({"warning": warning, "found": saved is not None, "later": later,
                          "resumed": again.record if again is not None else None,
                          "mode": stat.S_IMODE(os.stat(autosave.path).st_mode)}))
    """)
    data = as_a_player.home / "data"
    assert not result["found"]
    assert "could not be read" in result["warning"] and "permission was refused" in result["warning"]
    kept = aside_files(data / "autosave.json")
    assert len(kept) == 1 and str(kept[0]) in result["warning"]
    assert json.loads(kept[0].read_text(encoding="utf-8"))["rules"] == {"game": "spades"}
    assert result["mode"] & 0o600 == 0o600
    assert result["later"] is None and result["resumed"]["players"] == ["Ann", "Bob", "Cid", "Dot"]


def test_a_file_the_writer_cannot_read_is_not_written_over(as_a_player: Any) -> None:
    result = as_a_player("""
        import json, os
        from pathlib import Path
        from fivehundred_qt.inputs import describe_os_error
        from fivehundred_qt.storage import atomic_write_text
        path = Path("home") / "kept.json"
        atomic_write_text(path, "the player's own")
        path.chmod(0o200)                        # write-only: it could not be read back
        try:
            atomic_write_text(path, "new")
            refused = None
        except OSError as exc:
            refused = describe_os_error(exc)
        print(json.dumps({"refused": refused, "mode": os.stat(path).st_mode & 0o777}))
    """)
    assert result["refused"] is not None and "cannot be read" in result["refused"]
    assert result["mode"] == 0o200
    assert (as_a_player.home / "kept.json").read_text(encoding="utf-8") == "the player's own"


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_a_new_file_can_always_be_read_back_by_its_writer(tmp_path: Path) -> None:
    # The old mode is kept, but never one that would keep the app from reading its own file.
    path = tmp_path / "odd.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o044)
    if not os.access(path, os.R_OK):        # not root: such a file is refused (the test above)
        pytest.skip("only root can write over a file whose owner may not read it")
    atomic_write_text(path, "[]")
    assert path.stat().st_mode & 0o777 == 0o644 and path.read_text(encoding="utf-8") == "[]"


# ------------------------------------------------------------------- devices and named pipes
def _reader(fifo: Path, into: list[bytes]) -> Any:
    import threading

    def read() -> None:
        with open(fifo, "rb") as stream:
            into.append(stream.read())
    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


@pytest.mark.skipif(os.name == "nt", reason="POSIX named pipes")
def test_writing_to_a_named_pipe_writes_into_it(tmp_path: Path) -> None:
    # selfplay --out FIFO turned the pipe into a regular file.
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    thread = _reader(fifo, got)
    deadline = time.monotonic() + 10
    while True:     # the reader opens the pipe in its own time
        try:
            atomic_write_text(fifo, "Zoë ♠\n" * 20000)
            break
        except OSError:
            assert time.monotonic() < deadline, "the reader never opened the pipe"
            time.sleep(0.01)
    thread.join(10)
    assert got == [("Zoë ♠\n" * 20000).encode("utf-8")]
    assert fifo.is_fifo()


@pytest.mark.skipif(os.name == "nt", reason="POSIX named pipes")
def test_a_named_pipe_nobody_reads_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    started = time.monotonic()
    with pytest.raises(OSError) as caught:
        atomic_write_text(fifo, "{}")
    assert time.monotonic() - started < 5
    assert "no program is reading" in storage.describe_os_error(caught.value)
    assert fifo.is_fifo() and listing(tmp_path) == ["pipe"]


@pytest.fixture
def device(tmp_path: Path) -> Path:
    """A character device of our own, the twin of ``/dev/null`` (root only: ``mknod``)."""
    if os.name == "nt" or os.geteuid() != 0:
        pytest.skip("making a device needs root")
    import stat

    path = tmp_path / "null"
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    return path


def test_writing_to_a_device_writes_into_it_and_keeps_it(device: Path, tmp_path: Path) -> None:
    # selfplay --out onto a character device replaced it (as root, --out /dev/null would
    # replace the real one).
    atomic_write_text(device, "{}")
    assert device.is_char_device()
    link = tmp_path / "autosave.json"
    link.symlink_to(device)
    AutoSave(link).save(game_record(3))
    assert link.is_symlink() and device.is_char_device()
    assert listing(tmp_path) == ["autosave.json", "null"]


def test_selfplay_out_onto_a_device_keeps_it(device: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fivehundred_qt.cli import main

    assert main(["selfplay", "--rules", "spades", "--seats", "random,random,random,random",
                 "--hands", "1", "--out", str(device)]) == 0
    assert device.is_char_device()

"""The last resort for a bug: a sentence for the user, the traceback in errors.log (bounded)."""

from __future__ import annotations

from pathlib import Path

import pytest

from fivehundred_qt import cli, errorlog
from fivehundred_qt.storage import app_dirs


def test_an_unexpected_error_on_the_command_line_is_a_sentence_and_a_log(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    def broken(record: object) -> None:
        raise KeyError("a bug")

    monkeypatch.setattr(cli, "replay", broken)
    path = tmp_path / "g.json"
    path.write_text('{"format": "fivehundred-record/1"}', encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    log = app_dirs().data / errorlog.LOG_FILENAME
    assert err.startswith("fivehundred-qt replay: something went wrong inside the program "
                          "(KeyError: 'a bug'); the details are in ")
    assert str(log) in err and "Traceback" not in err
    assert "Traceback" in log.read_text(encoding="utf-8")


def test_memory_running_out_is_said_plainly(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    def hungry(path: object) -> None:
        raise MemoryError

    monkeypatch.setattr(cli, "load_record", hungry)
    assert cli.main(["replay", str(tmp_path / "g.json")]) == 1
    assert capsys.readouterr().err == "fivehundred-qt replay: there is not enough memory to go on\n"


def test_the_log_is_kept_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(errorlog, "MAX_LOG_BYTES", 4000)
    for n in range(100):
        try:
            raise ValueError(f"bug number {n}")
        except ValueError as exc:
            log = errorlog.log_unexpected(exc)
    assert log is not None
    assert log.stat().st_size < 4000 + 1000
    assert "bug number 99" in log.read_text(encoding="utf-8")


def test_an_unwritable_log_is_no_second_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "home"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("FIVEHUNDRED_QT_HOME", str(blocker))
    assert errorlog.log_unexpected(RuntimeError("x")) is None

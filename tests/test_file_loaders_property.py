"""The file loaders never raise, and lose nothing; what they load can be used one step further.

``load_preferences``, ``Statistics.open`` and ``AutoSave().load()`` read files of any bytes (valid,
one step off valid, arbitrary JSON, hostile texts, junk): they never raise, what they accept is
usable, and a damaged file they set aside keeps its bytes.  Two tests go one step past the
loaders: the statistics that load can be shown, and the table set-up a loaded record gives can be
saved again.  The strategies and checks are in ``loader_strategies``.

Runs in about 10 seconds.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any
from unittest import mock

from hypothesis import event, example, given
from hypothesis import strategies as st

from fivehundred_qt.core import FORMAT, RecordError, replay
from fivehundred_qt.settings import Preferences, load_preferences
from fivehundred_qt.storage import HOME_ENV, AutoSave, Statistics, dumps

from .loader_strategies import (
    HOSTILE_TEXTS,
    INTERESTING_TEXTS,
    check_preferences,
    check_replayed,
    fast,
    json_bytes,
    json_values,
    one_of_list,
    perturbed,
    records,
    refused,
    to_bytes,
    valid_preferences,
    valid_statistics,
)


# ============================================================================= file loaders
@st.composite
def file_contents(draw: st.DrawFn, valid: Callable[[], list[Any]]) -> bytes:
    """A file's bytes: valid, one step off valid (most often), arbitrary JSON, hostile, or junk."""
    kind = draw(st.sampled_from(["valid", "near", "near", "near", "json", "hostile", "bytes"]))
    if kind == "valid":
        return to_bytes(draw(one_of_list(valid)))
    if kind == "near":
        return to_bytes(draw(perturbed(valid, max_changes=3)))
    if kind == "json":
        return to_bytes(draw(json_values))
    if kind == "hostile":
        return draw(one_of_list(lambda: HOSTILE_TEXTS)).encode("utf-8", "surrogatepass")
    return draw(json_bytes)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def check_nothing_lost(folder: Path, name: str, contents: bytes, warning: str | None,
                       load: Callable[[], str | None]) -> None:
    """No warning: the file is as it was.  A warning: the bytes are kept beside it, even twice."""
    after = snapshot(folder)
    event("no warning" if warning is None else "damaged" if " is damaged " in warning else "warning")
    if warning is None:
        assert after == {name: contents}
        return
    assert isinstance(warning, str) and warning
    assert name not in after, "a damaged file is moved aside"
    (aside,) = after
    assert aside.startswith(name + ".damaged-")
    assert after[aside] == contents
    # A second damaged file in the same second does not replace the first.
    (folder / name).write_bytes(contents)
    assert load() is not None
    after = snapshot(folder)
    assert len(after) == 2 and set(after.values()) == {contents}


@fast(250)
@given(file_contents(valid_preferences))
@example(b"{" * 100_000)
@example(b'{"version": 1, "table": {"rules": {"players": 4.0}}}')
@example(b'{"version": 1e400}')
def test_load_preferences_never_raises(contents: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = folder / "preferences.json"
        path.write_bytes(contents)
        prefs, warning = load_preferences(path)
        assert isinstance(prefs, Preferences)
        check_nothing_lost(folder, path.name, contents, warning, lambda: load_preferences(path)[1])
        if warning is None:
            check_preferences(prefs)
        else:
            assert prefs == Preferences()


def _statistics_ok(stats: Statistics) -> None:
    data = stats.to_json()
    dumps(data).encode("utf-8")
    for section, total, part in (("games", "played", "won"), ("assisted", "played", "won"),
                                 ("contracts", "bid", "made")):
        pairs = ([p for variants in data[section].values() for p in variants.values()]
                 if section != "contracts" else list(data[section].values()))
        for pair in pairs:
            assert type(pair[total]) is int and type(pair[part]) is int
            assert 0 <= pair[part] <= pair[total]


@fast(300)
@given(file_contents(valid_statistics))
@example(b'{"version": 1, "games": {"500": {"australian 4p": {"played": 1.0, "won": 0}}}}')
@example(b'{"version": 1, "games": {"500": {"australian 4p": {"played": true, "won": false}}}}')
@example(b'{"version": 1, "games": {"500": {"australian 4p": {"played": 1e400, "won": 0}}}}')
def test_statistics_open_never_raises(contents: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = folder / "statistics.json"
        path.write_bytes(contents)
        stats, warning = Statistics.open(path)
        assert isinstance(stats, Statistics)
        check_nothing_lost(folder, path.name, contents, warning, lambda: Statistics.open(path)[1])
        if warning is None:
            _statistics_ok(stats)
        else:
            assert stats.rows() == []


@fast(200)
@given(st.one_of(perturbed(valid_statistics), one_of_list(valid_statistics)))
@example({"version": 1, "games": {"500": {"australian 4p": {"played": 10**400, "won": 1}}}})
def test_loaded_statistics_can_be_shown(obj: Any) -> None:
    # What loads without a warning is shown in the statistics view: every percentage computes.
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "statistics.json"
        path.write_bytes(to_bytes(obj))
        stats, warning = Statistics.open(path)
        if warning is None:
            for row in stats.rows():
                assert row.percent is None or 0.0 <= row.percent <= 100.0


@fast(300)
@given(file_contents(records))
@example(b'{"format": "fivehundred-record/1", "rules": {"game": "500", "players": 4.0}}')
@example(b'{"format": "fivehundred-record/1", "rules": {"game": "500"}, "table": []}')
def test_autosave_load_never_raises(contents: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp, mock.patch.dict(os.environ, {HOME_ENV: tmp}):
        autosave = AutoSave()
        folder = autosave.path.parent
        folder.mkdir(parents=True)
        autosave.path.write_bytes(contents)
        saved, warning = autosave.load()
        check_nothing_lost(folder, autosave.path.name, contents, warning, lambda: AutoSave().load()[1])
        event("a game to resume" if saved is not None and not saved.over else
              "a finished game to count" if saved is not None else "no game")
        if warning is not None:
            assert saved is None
        elif saved is not None:
            state = replay(saved.record)
            assert state.phase is saved.state.phase
            check_replayed(state)


# =========================================================== a resumed record's table set-up
@cache
def records_without_table() -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k != "table"} for r in records()]


@st.composite
def renamed_players(draw: st.DrawFn) -> dict[str, Any]:
    """A valid record without a table set-up whose players have other names (any texts)."""
    record = draw(one_of_list(records_without_table))
    n = len(record["players"])
    names = st.one_of(st.text(st.characters(exclude_categories=()), max_size=50),
                      one_of_list(lambda: [t for t in INTERESTING_TEXTS if len(t) < 100]))
    record["players"] = draw(st.lists(names, min_size=n, max_size=n))
    return record


@fast(300)
@given(st.one_of(perturbed(records, max_changes=3), perturbed(records_without_table), renamed_players()))
@example({"format": FORMAT, "rules": {"game": "500"}, "players": ["", "B", "C", "D"]})
def test_table_of_a_loaded_record_can_be_saved(record: Any) -> None:
    # Resuming an autosave or playing on from an opened record takes the table set-up from the
    # record (``setup_from_record``); the next autosave writes it with ``TableSetup.to_json``.
    from fivehundred_qt.controller import setup_from_record

    failed, state = refused(replay, record, allowed=RecordError)
    if failed:
        return
    setup = setup_from_record(record, state.rules)
    assert len(setup.seats) == state.rules.players
    dumps(setup.to_json()).encode("utf-8")


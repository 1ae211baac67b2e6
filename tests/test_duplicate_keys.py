"""A JSON object that names a key twice is refused wherever the app reads JSON (issue 36, item 9).

``json.loads`` keeps the last value, so ``{"rules": {"game": "500"}, "rules": {"game": "spades"}}``
used to replay as Spades: which of the two was meant cannot be known, so the file (or the
``--rules`` text) is refused as damaged, with its usual handling.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fivehundred_qt import strict_json
from fivehundred_qt.core import to_record
from fivehundred_qt.settings import Preferences, load_preferences
from fivehundred_qt.storage import Statistics

from .test_cli import SEATS4, assert_error, finished_game, run
from .test_storage import aside_files


def twice(obj: dict[str, object], key: str, first: object) -> str:
    """``obj`` as JSON text with ``key`` written twice: ``first``, then its own value."""
    return "{" + json.dumps(key) + ": " + json.dumps(first) + ", " + json.dumps(obj)[1:]


@pytest.mark.parametrize("text, key", [
    ('{"a": 1, "a": 1}', "a"),
    ('{"rules": {"game": "500"}, "rules": {"game": "spades"}}', "rules"),
    ('[{"x": {"deep": 1, "deep": 2}}]', "deep"),
])
def test_strict_json_refuses_a_key_named_twice(text: str, key: str) -> None:
    with pytest.raises(ValueError, match=f"'{key}' twice"):
        strict_json.loads(text)


def test_strict_json_keeps_objects_whose_keys_differ() -> None:
    assert strict_json.loads('{"a": 1, "b": {"a": 2}, "c": [{"a": 3}]}') == \
        {"a": 1, "b": {"a": 2}, "c": [{"a": 3}]}


def test_a_record_with_its_rules_twice_is_refused(tmp_path: Path) -> None:
    record = to_record(finished_game())
    path = tmp_path / "g.json"
    path.write_text(twice(record, "rules", {"game": "spades"}), encoding="utf-8")
    error = assert_error(run("replay", str(path)), None, None)
    assert "'rules' twice" in error


@pytest.mark.parametrize("command", ["selfplay", "arena"])
def test_rules_given_with_a_key_twice_are_a_usage_error(command: str) -> None:
    extra = (["--seats", SEATS4, "--hands", "1"] if command == "selfplay"
             else ["--a", "random", "--b", "random", "--deals", "1", "--quiet"])
    proc = run(command, "--rules", '{"game": "500", "game": "spades"}', *extra)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "'game' twice" in proc.stderr and "Traceback" not in proc.stderr


def test_preferences_with_a_key_twice_are_set_aside(tmp_path: Path) -> None:
    saved = Preferences().to_json()
    key = next(iter(saved))
    path = tmp_path / "preferences.json"
    path.write_text(twice(saved, key, saved[key]), encoding="utf-8")
    prefs, warning = load_preferences(path)
    assert warning is not None and f"'{key}' twice" in warning
    assert prefs == Preferences()
    assert len(aside_files(path)) == 1 and not path.exists()


def test_statistics_with_a_key_twice_are_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    stats.record_game("australian 4p", won=True)
    counted = stats.to_json()
    path.write_text(twice(counted, "games", {}), encoding="utf-8")
    again, warning = Statistics.open(path)
    assert warning is not None and "'games' twice" in warning
    assert again.rows() == []
    assert len(aside_files(path)) == 1

"""The command line of RECORD.md, run as a user runs it: ``python -m fivehundred_qt …``.

``replay FILE`` prints a summary and exits 0, or prints ``{"ok": false, "hand": H, "action": A,
"error": …}`` and exits 1 (never a traceback); ``selfplay`` writes records that ``replay`` accepts
with the same summary; the subcommands never import Qt.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt.core import FORMAT, GameState, RuleSet, replay, summary, to_record

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run([sys.executable, "-m", "fivehundred_qt", *args], capture_output=True,
                          text=True, cwd=cwd or ROOT, env=env, timeout=120, check=False)


def output(proc: subprocess.CompletedProcess[str]) -> Any:
    """The one JSON document on stdout."""
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout
    return json.loads(lines[0])


def assert_error(proc: subprocess.CompletedProcess[str], hand: int | None,
                 action: int | None) -> str:
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stderr == ""
    out = output(proc)
    assert set(out) == {"ok", "hand", "action", "error"}
    assert out["ok"] is False
    assert (out["hand"], out["action"]) == (hand, action)
    assert isinstance(out["error"], str) and out["error"]
    error: str = out["error"]
    return error


def without_timing(out: dict[str, Any]) -> dict[str, Any]:
    assert isinstance(out.pop("timing"), dict)
    return out


def finished_game(seed: int = 5) -> GameState:
    """A short Australian game: a few hands of random play."""
    import random

    from fivehundred_qt.core import Phase

    state = GameState(RuleSet.build({"preset": "australian"}), seed=seed)
    rng = random.Random(seed)
    while not state.is_over and len(state.log) < 3:
        if state.phase is Phase.DEAL:
            state.deal()
            continue
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def write(path: Path, obj: Any) -> Path:
    path.write_text(json.dumps(obj), encoding="utf-8")
    return path


# -------------------------------------------------------------------------------- replay
def test_replay_prints_the_summary(tmp_path: Path) -> None:
    state = finished_game()
    path = write(tmp_path / "game.json", to_record(state, ["A", "B", "C", "D"]))
    proc = run("replay", str(path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert output(proc) == summary(state)


def test_replay_of_an_unfinished_game(tmp_path: Path) -> None:
    state = finished_game()
    record = to_record(state)
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:7]
    proc = run("replay", str(write(tmp_path / "part.json", record)))
    assert proc.returncode == 0
    out = output(proc)
    assert out["complete"] is False and out["hands"][-1]["delta"] is None
    assert out == summary(replay(record))


def test_replay_of_a_malformed_json_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "fivehundred-record/1", "rules": {', encoding="utf-8")
    assert_error(run("replay", str(path)), None, None)


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00garbage", b"[1, 2", b"null", b"42"])
def test_replay_of_files_that_are_not_records(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "odd.json"
    path.write_bytes(content)
    assert_error(run("replay", str(path)), None, None)


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"format": "fivehundred-record/1", "rules": {"game": "500"}, "hands": [{"dealer": '
    + "1" * 5000 + "}]}",
], ids=["deeply_nested", "huge_integer"])
def test_replay_of_json_that_python_cannot_load(tmp_path: Path, text: str) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    assert_error(run("replay", str(path)), None, None)


def test_replay_of_a_missing_file(tmp_path: Path) -> None:
    error = assert_error(run("replay", str(tmp_path / "no-such-file.json")), None, None)
    assert "no-such-file.json" in error


def test_replay_of_a_directory(tmp_path: Path) -> None:
    assert_error(run("replay", str(tmp_path)), None, None)


def test_replay_of_an_illegal_record(tmp_path: Path) -> None:
    record = to_record(finished_game())
    actions = record["hands"][0]["actions"]
    a = next(i for i, x in enumerate(actions) if "play" in x)
    actions[a]["seat"] = (actions[a]["seat"] + 1) % 4
    assert_error(run("replay", str(write(tmp_path / "bad.json", record))), 0, a)


def test_replay_of_a_bad_deal(tmp_path: Path) -> None:
    record = to_record(finished_game())
    deal = record["hands"][0]["deal"]
    deal["hands"][0][0] = deal["hands"][1][0]
    assert_error(run("replay", str(write(tmp_path / "deal.json", record))), 0, None)


def test_replay_of_bad_rules(tmp_path: Path) -> None:
    record = {"format": FORMAT, "rules": {"game": "500", "house_rule": True}, "hands": []}
    error = assert_error(run("replay", str(write(tmp_path / "rules.json", record))), None, None)
    assert "house_rule" in error


def test_replay_of_a_bad_format(tmp_path: Path) -> None:
    record = {"format": "pgn", "rules": {"game": "500"}, "hands": []}
    assert_error(run("replay", str(write(tmp_path / "fmt.json", record))), None, None)


# ------------------------------------------------------------------------------ selfplay
SEATS4 = "random,random,random,random"


@pytest.mark.parametrize("rules, seats", [
    ("australian", SEATS4),
    ("american", SEATS4),
    ("spades", SEATS4),
    ('{"game": "500", "players": 6, "teams": "3v3", "kitty_size": 6}', ",".join(["random"] * 6)),
    ('{"game": "500", "players": 5, "sans_kitty": true}', ",".join(["random"] * 5)),
])
def test_selfplay_writes_a_record_that_replay_accepts(tmp_path: Path, rules: str,
                                                      seats: str) -> None:
    out_file = tmp_path / "game.json"
    proc = run("selfplay", "--rules", rules, "--seats", seats, "--hands", "3", "--seed", "7",
               "--out", str(out_file))
    assert proc.returncode == 0, proc.stderr
    printed = without_timing(output(proc))
    assert printed["ok"] is True
    record = json.loads(out_file.read_text(encoding="utf-8"))
    assert record["format"] == FORMAT
    assert summary(replay(record)) == printed
    again = run("replay", str(out_file))
    assert again.returncode == 0
    assert output(again) == printed


def test_selfplay_rules_from_a_json_file(tmp_path: Path) -> None:
    rules = write(tmp_path / "rules.json", {"game": "spades", "blind_nil": True})
    out_file = tmp_path / "s.json"
    proc = run("selfplay", "--rules", str(rules), "--seats", SEATS4, "--hands", "2",
               "--seed", "1", "--out", str(out_file))
    assert proc.returncode == 0, proc.stderr
    record = json.loads(out_file.read_text(encoding="utf-8"))
    assert record["rules"] == {"game": "spades", "preset": "spades", "blind_nil": True}


def test_selfplay_games_writes_numbered_files(tmp_path: Path) -> None:
    out_file = tmp_path / "match.json"
    proc = run("selfplay", "--seats", SEATS4, "--games", "2", "--seed", "3",
               "--out", str(out_file))
    assert proc.returncode == 0, proc.stderr
    printed = without_timing(output(proc))
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["match-001.json", "match-002.json"]
    assert printed["ok"] is True and len(printed["games"]) == 2
    for name, game in zip(files, printed["games"], strict=True):
        record = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        state = replay(record)
        assert summary(state) == game
        assert game["complete"] is True and game["winner"] is not None  # whole games


def test_selfplay_is_deterministic_for_a_seed(tmp_path: Path) -> None:
    outs = []
    for name in ("a.json", "b.json"):
        proc = run("selfplay", "--rules", "american", "--seats", SEATS4, "--hands", "4",
                   "--seed", "42", "--out", str(tmp_path / name))
        assert proc.returncode == 0, proc.stderr
        outs.append(without_timing(output(proc)))
    assert outs[0] == outs[1]
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    proc = run("selfplay", "--rules", "american", "--seats", SEATS4, "--hands", "4",
               "--seed", "43", "--out", str(tmp_path / "c.json"))
    assert (tmp_path / "c.json").read_bytes() != (tmp_path / "a.json").read_bytes()


def test_selfplay_without_out_prints_the_summary() -> None:
    proc = run("selfplay", "--seats", SEATS4, "--hands", "1", "--seed", "2")
    assert proc.returncode == 0, proc.stderr
    out = output(proc)
    assert out["ok"] is True and set(out["timing"]) >= {"seconds", "hands", "decisions"}


@pytest.mark.parametrize("args", [
    ["--rules", "bridge", "--seats", SEATS4],
    ["--rules", '{"game": "500", "colour": 1}', "--seats", SEATS4],
    ["--rules", '{"game": ', "--seats", SEATS4],
    ["--seats", "random,random,random"],
    ["--seats", "random,random,random,grandmaster"],
])
def test_selfplay_usage_errors_are_reported_without_a_traceback(args: list[str]) -> None:
    proc = run("selfplay", *args, "--hands", "1")
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr and proc.stderr.strip()


# ----------------------------------------------------------------------------- no Qt
BLOCK_QT = r"""
import json, runpy, sys

class BlockQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError("the subcommands must not import " + name)
        return None

sys.meta_path.insert(0, BlockQt())
sys.argv = ["fivehundred-qt", *json.loads(sys.argv[1])]
try:
    runpy.run_module("fivehundred_qt", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    code = exc.code
else:
    code = 0
qt = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
sys.stderr.write(json.dumps({"code": code, "qt": qt}) + "\n")
"""


@pytest.mark.parametrize("command", ["replay", "replay-bad", "selfplay", "help", "version",
                                     "arena"])
def test_subcommands_never_import_qt(tmp_path: Path, command: str) -> None:
    record = write(tmp_path / "g.json", to_record(finished_game()))
    args = {
        "replay": ["replay", str(record)],
        "replay-bad": ["replay", str(tmp_path / "missing.json")],
        "selfplay": ["selfplay", "--seats", SEATS4, "--hands", "2", "--seed", "1",
                     "--out", str(tmp_path / "s.json")],
        "help": ["selfplay", "--help"],
        "version": ["--version"],
        "arena": ["arena", "--a", "random", "--b", "random", "--deals", "1", "--quiet"],
    }[command]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    proc = subprocess.run([sys.executable, "-c", BLOCK_QT, json.dumps(args)], capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=120, check=False)
    assert "Traceback" not in proc.stderr, proc.stderr
    report = json.loads(proc.stderr.strip().splitlines()[-1])
    assert report["qt"] == []
    assert report["code"] in ({0, None} if command != "replay-bad" else {1})

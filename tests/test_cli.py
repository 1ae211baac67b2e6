"""The command line (README.md, "The command line"; records as in docs/records.md), run as a
user runs it: ``python -m fivehundred_qt …``.

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


# ------------------------------------------------------------------ hostile input (issue: no crash)
def test_a_record_with_players_written_as_a_float_is_refused(tmp_path: Path) -> None:
    record = to_record(finished_game())
    record["rules"]["players"] = 4.0
    error = assert_error(run("replay", str(write(tmp_path / "g.json", record))), None, None)
    assert "players" in error


@pytest.mark.parametrize("rules", [{}, {"preset": "american"}])
def test_a_record_whose_rules_do_not_name_the_game_is_refused(tmp_path: Path, rules: dict) -> None:
    record = to_record(finished_game())
    record["rules"] = rules
    error = assert_error(run("replay", str(write(tmp_path / "g.json", record))), None, None)
    assert "'game'" in error


@pytest.mark.parametrize("command", ["selfplay", "arena"])
@pytest.mark.parametrize("rules", [
    '{"preset": "australian", "players": 4.0}',
    '{"preset": "australian", "kitty_size": 3.0}',
    '{"preset": "australian", "players": true}',
    '{"a": ' + "[" * 50_000 + "]" * 50_000 + "}",
    "/nonexistent/r.json",
], ids=["float-players", "float-kitty", "bool-players", "nested", "missing-file"])
def test_bad_rules_are_refused_with_exit_2_and_a_sentence(command: str, rules: str) -> None:
    extra = (["--seats", SEATS4, "--hands", "1"] if command == "selfplay"
             else ["--a", "random", "--b", "random", "--deals", "1", "--quiet"])
    proc = run(command, "--rules", rules, *extra)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    message = proc.stderr.strip()
    assert message.startswith(f"fivehundred-qt {command}: ") and len(message.splitlines()) == 1
    if rules.startswith("/"):
        assert "does not exist" in message and "preset" not in message


@pytest.mark.parametrize("args", [
    ["selfplay", "--seats", SEATS4, "--hands", "-1"],
    ["selfplay", "--seats", SEATS4, "--hands", "0"],
    ["selfplay", "--seats", SEATS4, "--max-hands", "0"],
    ["selfplay", "--seats", SEATS4, "--games", "-3"],
    ["selfplay", "--seats", SEATS4, "--games", "0"],
    ["selfplay", "--seats", SEATS4, "--games", "2.5"],
    ["selfplay", "--seats", SEATS4, "--hands", "1", "--out", ""],
    ["selfplay", "--seats", SEATS4, "--hands", "1", "--seed", "1e99"],
    ["arena", "--a", "random", "--b", "random", "--deals", "0"],
    ["arena", "--a", "random", "--b", "random", "--jobs", "-1"],
    ["replay", ""],
])
def test_nonsense_numbers_and_empty_names_are_usage_errors(args: list[str]) -> None:
    proc = run(*args)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr and "error: argument" in proc.stderr


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_replay_of_a_device_is_refused_at_once() -> None:
    proc = run("replay", "/dev/zero")
    assert "not a regular file" in assert_error(proc, None, None)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_replay_of_a_fifo_does_not_wait_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    proc = run("replay", str(fifo))       # run() gives up after 120 s: a hang fails the test
    assert "not a regular file" in assert_error(proc, None, None)


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_AS as Linux counts it")
def test_replay_of_the_largest_hostile_record_stays_within_memory(tmp_path: Path) -> None:
    # A 200 MB record of {} once took 5.2 GB; now nothing over 4 MB is read, and the worst
    # 4 MB (a list of empty objects) replays within a 600 MB address space.
    import resource

    from fivehundred_qt.inputs import MAX_RECORD_BYTES

    huge = tmp_path / "huge.json"
    huge.write_bytes(b"{}" * (200 * 1024 * 1024 // 2 // 50))       # 4 MB: refused unread
    with huge.open("ab") as out:
        out.truncate(200 * 1024 * 1024)                             # sparse: 200 MB on no disk
    worst = tmp_path / "worst.json"
    body = b'{"format": "fivehundred-record/1", "rules": {"game": "500"}, "hands": ['
    count = (MAX_RECORD_BYTES - len(body) - 2) // 3
    worst.write_bytes(body + b",".join([b"{}"] * count) + b"]}")
    assert worst.stat().st_size <= MAX_RECORD_BYTES

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (600 * 1024 * 1024, 600 * 1024 * 1024))

    for path, words in ((huge, "larger than 4 MB"), (worst, "'dealer'")):
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        proc = subprocess.run([sys.executable, "-m", "fivehundred_qt", "replay", str(path)],
                              capture_output=True, text=True, env=env, timeout=120, check=False,
                              preexec_fn=limit)
        assert words in assert_error(proc, None if path is huge else 0, None)


def test_selfplay_out_into_a_folder_that_cannot_exist_is_a_sentence(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    proc = run("selfplay", "--seats", SEATS4, "--hands", "1", "--out", str(blocker / "g.json"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().endswith("a file is in the way of its folder")
    assert not list(tmp_path.glob("**/*.tmp"))


def test_selftest_passes_and_leaves_no_scratch_folder_behind(tmp_path: Path) -> None:
    """The installed binaries' self-check opens the window on a scratch home; a user (or a CI
    machine) running it a hundred times must not collect a hundred empty folders."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env["TMPDIR"] = str(scratch)
    env.pop("FIVEHUNDRED_QT_HOME", None)
    proc = subprocess.run([sys.executable, "-m", "fivehundred_qt", "selftest"], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "window: opened and closed on offscreen" in proc.stdout
    assert list(scratch.iterdir()) == []


# ------------------------------------------------------------------------------- analyse
def test_analyse_prints_one_line_a_hand(tmp_path: Path) -> None:
    out_file = tmp_path / "g.json"
    assert run("selfplay", "--seats", "random,random,random,random", "--hands", "2",
               "--out", str(out_file)).returncode == 0
    proc = run("analyse", str(out_file))
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    hands = json.loads(out_file.read_text(encoding="utf-8"))["hands"]
    assert [line["hand"] for line in lines] == list(range(len(hands)))
    for line in lines:
        assert line["skipped"] or len(line["cards"]) == 40
        assert line["skipped"] or set(line["table"]["tricks"]) == {"S", "C", "D", "H", "NT"}


def test_analyse_of_a_bad_record_says_why(tmp_path: Path) -> None:
    path = write(tmp_path / "fmt.json", {"format": "nope", "hands": []})
    proc = run("analyse", str(path))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert json.loads(proc.stdout)["ok"] is False

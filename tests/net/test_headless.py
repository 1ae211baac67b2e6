"""The headless host as users and other programs meet it: ``fivehundred-qt host`` in a subprocess,
real TCP clients on 127.0.0.1 at a port the system chose, bounded in time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt.core import replay, summary

from .knowledge import leaks
from .lan_client import ROOT, LanClient, start_host


def finish(proc: subprocess.Popen[str]) -> dict[str, Any]:
    out, err = proc.communicate(timeout=90)
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(("rules", "seats"), [
    ("australian", "open,random,open,random"),
    ('{"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 5}',
     "open,random,open,random,open,random"),
    ("spades", "open,normal,open,normal"),
], ids=["australian-4", "american-6-3v3", "spades"])
def test_remote_players_bots_and_a_spectator_play_over_tcp(tmp_path: Path, rules: str,
                                                            seats: str) -> None:
    record_path = tmp_path / "table.json"
    proc, port = start_host("--rules", rules, "--seats", seats, "--seed", "5", "--hands", "3",
                            "--record", str(record_path))
    try:
        watcher = LanClient(port, "Kim", "spectator")
        watcher.start()
        players = [LanClient(port, f"P{n}", seed=n) for n in range(seats.count("open"))]
        for client in players:
            client.start()
        for client in [watcher, *players]:
            client.join(90)
            assert client.error is None, client.error
        result = finish(proc)
    finally:
        proc.kill()
    record = json.loads(record_path.read_text(encoding="utf-8"))
    assert summary(replay(record)) == result
    for client in [watcher, *players]:
        over = client.last("game_over")
        assert over is not None and over["summary"] == result
        # From outside the moment of each message is not known: each card is checked against
        # what the recipient may know by the end of its hand (so discards, the kitty and the
        # unplayed cards of others still count as leaks). tests/net/test_host.py checks each
        # message at its own moment.
        seat = next((m["seat"] for m in client.received if m["type"] == "welcome"), None)
        end_of_each_hand = [(len(record["hands"]) + 1, 0)] * len(client.received)
        assert not leaks(record, seat, client.received, end_of_each_hand)
        assert bytes(client.raw).count(b"\n") == len(client.received)


def test_bad_arguments_exit_2_with_a_sentence(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for args in (["--seats", "open,open"], ["--seats", "open,random,open,grandmaster"],
                 ["--seats", "open,open,open,open", "--spectators", "11"],
                 ["--seats", "open,open,open,open", "--password-file", str(tmp_path / "none")],
                 ["--seats", "open,open,open,open", "--name", ""]):
        proc = subprocess.run([sys.executable, "-m", "fivehundred_qt", "host", *args],
                              capture_output=True, text=True, env=env, timeout=60, check=False)
        assert proc.returncode == 2, (args, proc.stderr)
        assert "Traceback" not in proc.stderr and proc.stderr.strip()


def test_a_killed_client_comes_back_with_its_token_and_a_wrong_one_is_refused(tmp_path: Path) -> None:
    import threading

    proc, port = start_host("--rules", "australian", "--seats", "open,random,open,random",
                            "--seed", "2", "--hands", "2", "--away-level", "random")
    try:
        bob = LanClient(port, "Bob", seed=3, seat=2)
        bob.hold = threading.Event()           # Bob keeps the game waiting until Ann is back
        first = LanClient(port, "Ann", seed=1, seat=0)
        first.leave_after_welcome = True       # its socket closes, as a crash would close it
        first.start()
        first.join(60)
        bob.start()
        welcome = first.last("welcome")
        assert welcome is not None and first.last("view") is not None and first.error is None
        stranger = LanClient(port, "Eve", token="A" * 24)
        stranger.start()
        stranger.join(60)
        assert "unknown token" in stranger.last("refused")["reason"]
        back = LanClient(port, "Ann", seed=2, token=welcome["token"])
        back.start()
        time.sleep(0.5)
        bob.hold.set()
        back.join(90)
        bob.join(90)
        assert back.error is None and bob.error is None, (back.error, bob.error)
        assert back.last("welcome")["seat"] == 0
        assert back.received[1]["type"] == "seats" and back.received[2]["type"] == "view"
        result = finish(proc)
    finally:
        proc.kill()
    assert back.last("game_over")["summary"] == result


def test_a_password_table_lets_in_only_the_right_proof(tmp_path: Path) -> None:
    from fivehundred_qt.net.password import answer_challenge

    secret = tmp_path / "password.txt"
    secret.write_text("Teekanne\nignored second line\n", encoding="utf-8")
    proc, port = start_host("--seats", "open,random,random,random", "--hands", "1",
                            "--password-file", str(secret))
    try:
        import socket

        from fivehundred_qt.net import PROTOCOL
        from fivehundred_qt.net.framing import LineDecoder, encode

        def attempt(password: str) -> list[dict[str, Any]]:
            with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
                decoder = LineDecoder()
                sock.sendall(encode({"type": "hello", "protocol": PROTOCOL, "name": "Ann",
                                     "role": "player"}))
                challenge = decoder.feed(sock.recv(65536))[0]
                assert challenge["type"] == "challenge"
                sock.sendall(encode({"type": "auth", "proof": answer_challenge(password, challenge)}))
                answers: list[dict[str, Any]] = []
                while not any(m["type"] in ("refused", "welcome") for m in answers):
                    data = sock.recv(65536)
                    assert data
                    answers += decoder.feed(data)
                return answers

        assert attempt("teekanne")[-1]["reason"] == "wrong password"
        assert attempt("Teekanne")[0]["type"] == "welcome"
    finally:
        proc.kill()
        proc.communicate(timeout=30)


def test_a_killed_host_restarts_from_its_record_and_the_player_takes_the_seat_back(
        tmp_path: Path) -> None:
    record_path = tmp_path / "table.json"
    proc, port = start_host("--seats", "open,random,random,random", "--seed", "4", "--hands", "3",
                            "--record", str(record_path))
    try:
        ann = LanClient(port, "Ann", seed=1)
        ann.stop_after = 4
        ann.start()
        ann.join(60)
        token = ann.last("welcome")["token"]
    finally:
        proc.kill()                               # the host dies: no goodbye, no summary
        proc.communicate(timeout=30)
    before = json.loads(record_path.read_text(encoding="utf-8"))
    done = sum(len(h["actions"]) for h in before["hands"])
    assert done >= 4 and before["lan"]["seats"][0]["token"] == token
    proc, port = start_host("--resume", str(record_path), "--hands", "3",
                            "--record", str(record_path))
    try:
        back = LanClient(port, "Ann", seed=2, token=token)
        back.start()
        back.join(90)
        assert back.error is None and back.last("welcome")["seat"] == 0
        result = finish(proc)
    finally:
        proc.kill()
    after = json.loads(record_path.read_text(encoding="utf-8"))
    assert summary(replay(after)) == result
    first = before["hands"][-1]
    assert after["hands"][:len(before["hands"]) - 1] == before["hands"][:-1]
    assert after["hands"][len(before["hands"]) - 1]["actions"][:len(first["actions"])] == \
        first["actions"]


def test_resume_refuses_a_record_that_is_not_a_lan_table(tmp_path: Path) -> None:
    from fivehundred_qt.core import GameState, RuleSet, to_record

    path = tmp_path / "plain.json"
    path.write_text(json.dumps(to_record(GameState(RuleSet.build({"game": "500"})))),
                    encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "fivehundred_qt", "host", "--resume", str(path)],
                          capture_output=True, text=True, env=env, timeout=60, check=False)
    assert proc.returncode == 2 and "not a record of a LAN table" in proc.stderr


def test_any_free_port_on_every_address_is_one_port() -> None:
    """``--port 0`` without ``--bind`` listens on IPv4 and IPv6 alike: the port it prints must be
    the port of both (each address once got its own, and 127.0.0.1 was refused half the time)."""
    import socket

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for _ in range(4):
        proc = subprocess.Popen([sys.executable, "-m", "fivehundred_qt", "host", "--port", "0",
                                 "--seats", "open,random,random,random", "--no-discovery"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            assert proc.stdout is not None
            port = json.loads(proc.stdout.readline())["listening"]["port"]
            socket.create_connection(("127.0.0.1", port), timeout=5).close()
            if socket.has_ipv6:
                try:
                    six = socket.create_connection(("::1", port), timeout=5)
                except OSError as exc:     # a machine without IPv6 loopback: nothing to check
                    assert "refused" not in str(exc).lower(), exc
                else:
                    six.close()
        finally:
            proc.kill()
            proc.communicate(timeout=10)


def host(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "fivehundred_qt", "host", "--port", "0",
                           "--no-discovery", *args], capture_output=True, text=True, env=env,
                          timeout=60, check=False)


@pytest.mark.parametrize("bind", ["a" * 64 + ".example", "table..example"])
def test_a_bind_name_no_address_can_have_is_a_usage_error(tmp_path: Path, bind: str) -> None:
    proc = host("--seats", "open,random,random,random", "--bind", bind)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == "" and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("fivehundred-qt host: --bind: ")
    assert "went wrong" not in proc.stderr


def test_a_record_naming_a_folder_is_refused_before_listening(tmp_path: Path) -> None:
    proc = host("--seats", "random,random,random,random", "--hands", "1",
                "--record", str(tmp_path))
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == "", "no table listens when its record cannot be kept"
    assert proc.stderr.strip() == f"fivehundred-qt host: --record: cannot write {tmp_path}: " \
                                  "it is a folder"


def test_a_record_that_cannot_be_written_mid_game_stops_the_table(tmp_path: Path) -> None:
    import threading

    folder = tmp_path / "tables"
    record_path = folder / "table.json"
    proc, port = start_host("--seats", "open,random,random,random", "--seed", "3",
                            "--hands", "2", "--record", str(record_path))
    try:
        ann = LanClient(port, "Ann", seed=1)
        ann.hold = threading.Event()             # Ann decides once the folder is gone
        ann.start()
        deadline = time.monotonic() + 60
        while not any(m["type"] == "turn" and "legal" in m for m in list(ann.received)):
            assert time.monotonic() < deadline and ann.is_alive(), ann.error
            time.sleep(0.05)
        assert record_path.is_file()
        folder.rename(tmp_path / "moved")
        folder.write_text("a file where the record's folder was", encoding="utf-8")
        ann.hold.set()
        ann.join(60)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    bye = ann.last("bye")
    assert bye is not None and "record" in bye["reason"], ann.received[-3:]
    assert proc.returncode == 1 and "Traceback" not in err
    assert f"cannot write {record_path}: a file is in the way of its folder" in err
    assert err.count("cannot write") == 1 and "game_over" not in out

"""Hosting from the app: what the Host dialog set up becomes the protocol host's table, and a
``HostedTable`` serves it on a background loop (the host's own player joining over loopback with
the local seat's token), keeps the record, and tells everyone when it closes."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import pytest

from fivehundred_qt.controller.hosting import CLOSING, HostedTable, table_config
from fivehundred_qt.controller.lan_setup import DEFAULT_PORT, HostSetup
from fivehundred_qt.core import RuleError, RuleSet, replay
from fivehundred_qt.net.password import TablePassword, answer_challenge
from fivehundred_qt.settings import SeatSetup, TableSetup

from ..net.lan_client import LanClient

AUSTRALIAN = {"game": "500", "preset": "australian"}
# A game that never ends by itself, so that only the host's closing ends it.
ENDLESS = {"game": "500", "win_score": 100_000, "lose_score": "none"}


def seats(*kinds: str) -> list[SeatSetup]:
    """``human``, ``open`` or a computer player's level, named Ann, Ben, Cid… in order."""
    names = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"]
    return [SeatSetup(names[n], kind, "normal") if kind in ("human", "open")
            else SeatSetup(names[n], "computer", kind) for n, kind in enumerate(kinds)]


def setup(*kinds: str, rules: dict | None = None, **options) -> HostSetup:
    table_options = {k: options.pop(k) for k in ("suggestions", "bid_time", "play_time")
                     if k in options}
    table = TableSetup(dict(rules or AUSTRALIAN), seats(*(kinds or ("human", "open", "random",
                                                                    "hard"))), **table_options)
    return HostSetup(table, options.pop("name", "Kitchen table"), **options)


# ------------------------------------------------------------------------------ table_config
def test_the_seats_become_local_open_and_computer_levels_with_their_names() -> None:
    config = table_config(setup("open", "easy", "human", "expert"))
    assert config.seats == ("open", "easy", "local", "expert")
    assert config.names == ("Ann", "Ben", "Cid", "Dee")
    assert config.name == "Kitchen table"
    assert config.rules == RuleSet.build(AUSTRALIAN)


def test_the_options_are_carried_to_the_table() -> None:
    config = table_config(setup(name="Den", spectators=3, chat="preset", away_level="hard",
                                bid_time=20, play_time=40, suggestions=True))
    assert (config.name, config.spectators, config.chat, config.away_level) == (
        "Den", 3, "preset", "hard")
    assert (config.bid_time, config.play_time, config.suggestions) == (20, 40, True)
    plain = table_config(setup(suggestions=False))
    assert (plain.bid_time, plain.play_time, plain.suggestions, plain.spectators, plain.chat,
            plain.away_level) == (None, None, False, 10, "text", "normal")
    assert plain.hands is None and plain.seed is None


def test_a_password_becomes_a_table_password_that_checks_proofs() -> None:
    config = table_config(setup(password="tea"))
    assert isinstance(config.password, TablePassword)
    challenge = config.password.challenge()
    assert challenge.accepts(answer_challenge("tea", challenge.message()))
    assert not challenge.accepts(answer_challenge("coffee", challenge.message()))
    assert b"tea" not in config.password.key
    assert table_config(setup(password="")).password is None
    assert table_config(setup(password=None)).password is None


@pytest.mark.parametrize("kinds", [
    ("open", "random", "open", "random"),              # nobody at the host
    ("human", "human", "open", "random"),              # two at the host
    ("human", "random", "random", "random"),           # nobody to wait for: not a LAN table
    ("human", "open", "random"),                       # three seats for four players
    ("human", "open", "random", "random", "random"),   # five seats for four players
], ids=["no-human", "two-humans", "no-open", "too-few", "too-many"])
def test_the_seats_must_be_one_human_and_an_open_one(kinds: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="own seat and at least one open seat"):
        table_config(setup(*kinds))


@pytest.mark.parametrize("rules", [
    {"game": "500", "players": 9},
    {"game": "500", "preset": "bogus"},
    {"game": "chess"},
], ids=["players", "preset", "game"])
def test_bad_rules_are_a_rule_error(rules: dict) -> None:
    with pytest.raises(RuleError):
        table_config(setup(rules=rules))


def test_the_default_port_is_the_headless_host_s() -> None:
    assert setup().port == DEFAULT_PORT == 50500


# ------------------------------------------------------------------------------ HostedTable
class Client(LanClient):
    """A scripted player that takes a moment over each decision, as a person would: against
    computer players alone it would otherwise send more than the host's 30 messages a second."""

    def choose(self, turn: dict) -> dict:
        time.sleep(0.04)
        return super().choose(turn)


def wait(qtbot, condition, what: str, seconds: float = 30.0) -> None:
    try:
        qtbot.waitUntil(condition, timeout=int(seconds * 1000))
    except AssertionError:
        pytest.fail(f"waited {seconds} s for {what}")


def record_actions(path: Path) -> int:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(len(h["actions"]) for h in record["hands"])


def test_a_hosted_table_plays_keeps_its_record_and_closes(qtbot, tmp_path: Path) -> None:
    record_path = tmp_path / "lan-table.json"
    hosted = HostedTable(setup(rules=ENDLESS, port=0), record_path)
    assert hosted.local_seat == 0 and len(hosted.local_token) == 24
    listening: list[tuple[str, int]] = []
    seats_seen: list[list[dict]] = []
    failures: list[str] = []
    hosted.listening.connect(lambda address, port: listening.append((address, port)))
    hosted.seats_changed.connect(seats_seen.append)
    hosted.failed.connect(failures.append)
    clients: list[Client] = []
    try:
        with qtbot.waitSignal(hosted.listening, timeout=10_000):
            hosted.start(bind="127.0.0.1", announce=False)
        address, port = listening[0]
        assert address == "127.0.0.1" and port not in (0, DEFAULT_PORT)
        ann = Client(port, "Whoever", seed=1, budget=60, token=hosted.local_token)
        ben = Client(port, "Ben", seed=2, budget=60)
        clients = [ann, ben]
        ann.start()
        wait(qtbot, lambda: ann.last("welcome") is not None, "Ann's welcome")
        ben.start()
        wait(qtbot, lambda: record_actions(record_path) >= 30, "30 actions in the record")
        assert ann.last("welcome")["seat"] == 0 and ann.last("welcome")["token"] == hosted.local_token
        assert ben.last("welcome")["seat"] == 1
        assert ann.decisions > 0 and ben.decisions > 0
        joined = [{"name": "Ann", "kind": "local", "away": False},
                  {"name": "Ben", "kind": "remote", "away": False},
                  {"name": "Cid", "kind": "bot", "away": False},
                  {"name": "Dee", "kind": "bot", "away": False}]
        wait(qtbot, lambda: joined in seats_seen, "the seats with Ann and Ben")
        record = json.loads(record_path.read_text(encoding="utf-8"))
        assert record["players"] == ["Ann", "Ben", "Cid", "Dee"]
        assert record["lan"]["seats"][0] == {"name": "Ann", "kind": "local", "level": "normal",
                                             "token": hosted.local_token}
        state = replay(record)
        assert state.rules == RuleSet.build(ENDLESS) and len(state.log) >= 1
        assert all(c.error is None for c in clients), [c.error for c in clients]
        assert [m for c in clients for m in c.received if m["type"] == "error"] == []

        started = time.monotonic()
        hosted.close()
        assert time.monotonic() - started < 4.0
        for client in clients:
            client.join(5.0)
            assert not client.is_alive()
            assert client.last("bye") == {"type": "bye", "reason": CLOSING}
            assert client.error is None
        assert CLOSING == "the host closed the table"
        started = time.monotonic()
        hosted.close()                                          # twice: nothing more happens
        assert time.monotonic() - started < 0.5
        with pytest.raises(OSError):                            # nobody listens there now
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
        assert replay(json.loads(record_path.read_text(encoding="utf-8"))).log
        assert failures == []
    finally:
        hosted.close()
        for client in clients:
            client.sock.close()
            client.join(5.0)


def test_a_hosted_table_gives_a_remote_seat_to_a_computer_player(qtbot, tmp_path: Path) -> None:
    hosted = HostedTable(setup("open", "human", "random", "random", rules=ENDLESS, port=0), None)
    seats_seen: list[list[dict]] = []
    hosted.seats_changed.connect(seats_seen.append)
    clients: list[Client] = []
    try:
        with qtbot.waitSignal(hosted.listening, timeout=10_000) as listening:
            hosted.start(bind="127.0.0.1", announce=False)
        port = listening.args[1]
        ann = Client(port, "Ann", seed=3, budget=60)
        ben = Client(port, "Whoever", seed=4, budget=60, token=hosted.local_token)
        clients = [ann, ben]
        for client in clients:
            client.start()
        wait(qtbot, lambda: ann.decisions >= 3 and ben.decisions >= 3, "a few decisions each")
        assert ann.last("welcome")["seat"] == 0 and ben.last("welcome")["seat"] == 1
        hosted.give_to_bot(0, "random")
        ann.join(10.0)
        assert not ann.is_alive()
        assert ann.last("bye") == {"type": "bye",
                                   "reason": "the host gave your seat to a computer player"}
        given = [{"name": "Ann", "kind": "bot", "away": False},
                 {"name": "Ben", "kind": "local", "away": False},
                 {"name": "Cid", "kind": "bot", "away": False},
                 {"name": "Dee", "kind": "bot", "away": False}]
        wait(qtbot, lambda: given in seats_seen, "Ann's seat given away")
        decided = ben.decisions
        wait(qtbot, lambda: ben.decisions >= decided + 5, "the game going on without Ann")
        hosted.give_to_bot(1, "random")                         # the local seat: not given
        time.sleep(0.3)
        assert ben.is_alive() and ben.last("bye") is None
        hosted.close()
        ben.join(5.0)
        assert ben.last("bye") == {"type": "bye", "reason": CLOSING}
        assert all(c.error is None for c in clients), [c.error for c in clients]
        assert [m for c in clients for m in c.received if m["type"] == "error"] == []
    finally:
        hosted.close()
        for client in clients:
            client.sock.close()
            client.join(5.0)

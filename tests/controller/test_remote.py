"""A seat at a real headless host over QtNetwork, on Qt's event loop: it joins, plays every turn
asked of it, and ends with the host's summary; a refusal and a host that goes away are said."""

from __future__ import annotations

import json
import random

from fivehundred_qt.core import Discard
from fivehundred_qt.net.client import ClientSession

from ..net.lan_client import start_host


def test_a_remote_seat_plays_a_game_to_the_end(qtbot) -> None:
    from fivehundred_qt.controller.remote import RemoteTable

    proc, port = start_host("--seats", "open,random,random,random", "--seed", "3", "--hands", "2")
    try:
        table = RemoteTable(ClientSession("Ann"))
        rng = random.Random(1)
        ended: list[str] = []
        table.closed.connect(ended.append)

        def on_change(_message: dict, changes: list[str]) -> None:
            turn = table.session.turn
            if "turn" in changes and turn is not None and turn.legal is not None:
                if turn.decision == "discard":
                    hand = list(table.session.view.hand) if table.session.view else []
                    table.act(Discard.of(rng.sample(hand, turn.discard_count)))
                else:
                    table.act(rng.choice(turn.legal))

        table.changed.connect(on_change)
        table.connect_to("127.0.0.1", port)
        qtbot.waitUntil(lambda: bool(ended), timeout=60000)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert ended == ["the game is over"], err
    summary = json.loads(out.strip().splitlines()[-1])
    assert table.session.summary == summary
    assert table.session.seat == 0 and len(table.session.results) == len(summary["hands"]) >= 1


def test_a_refusal_and_a_missing_host_are_said(qtbot) -> None:
    from fivehundred_qt.controller.remote import RemoteTable

    proc, port = start_host("--seats", "random,random,random,random", "--hands", "50")
    try:
        table = RemoteTable(ClientSession("Ann"))
        ended: list[str] = []
        table.closed.connect(ended.append)
        table.connect_to("127.0.0.1", port)
        qtbot.waitUntil(lambda: bool(ended), timeout=30000)
    finally:
        proc.kill()
        proc.communicate(timeout=30)
    assert ended[0] in ("the table is full", "the game is over")
    nowhere = RemoteTable(ClientSession("Ann"))
    gone: list[str] = []
    nowhere.closed.connect(gone.append)
    nowhere.connect_to("127.0.0.1", port)              # the host has stopped: refused
    qtbot.waitUntil(lambda: bool(gone), timeout=30000)
    assert gone[0]

"""The headless host against bad input, drops, silence and passwords, checked from outside.

Scenarios 3-5 of the conformance checks (``test_conformance`` has the games): malformed and
hostile messages get the answer ``fivehundred-lan/1`` names and change nothing for anyone else; a
player who drops comes back to the same seat with its token; silent connections are closed on
time; a password table challenges, welcomes a right proof and locks out an address after three
wrong ones. Written from the protocol's text alone; every wait has a deadline.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .conformance_checks import RulesInFocus
from .conformance_client import (
    PROTOCOL,
    Client,
    HostProcess,
    Message,
    Table,
    catch_up,
    excerpt,
    play_until,
    random_choice,
)

MAX_LINE = 65_536


@pytest.fixture
def host_at(tmp_path: Path) -> Iterator[Callable[..., Table]]:
    """Start a host (killed at the end of the test); its connections are read together."""
    started: list[Table] = []

    def begin(rules: Any, seats: list[str], **options: Any) -> Table:
        host = HostProcess(tmp_path / f"host{len(started)}", rules, seats, **options)
        table = Table(host, RulesInFocus())
        started.append(table)
        return table
    yield begin
    for table in started:
        table.close()
        table.host.stop()


def no_problems(found: list[str]) -> None:
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found[:40])


def answer(client: Client, timeout: float = 5.0) -> Message | None:
    """The next message that is not chat or seats; None when the host closed the connection."""
    while True:
        message = client.next(timeout)
        if message is None or message.get("type") not in ("chat", "seats"):
            return message


def closes_soon(client: Client, seconds: float = 5.0) -> bool:
    try:
        client.wait_closed(seconds)
    except AssertionError:
        return False
    return True


def spectator(table: Table, label: str) -> Client:
    client = table.join(label, label.title(), "spectator")
    table.wait_for(lambda: client.check.stage not in ("start", "welcomed", "seated") or client.closed, 10,
                   f"{label}'s welcome")
    assert client.check.seat is None and client.check.stage != "ending", excerpt(client.messages[:1])
    client.skip_all()
    return client


# ---------------------------------------------------------------- scenario 3: bad input

BAD_HELLOS: list[tuple[str, dict[str, Any]]] = [
    ("empty name", {"name": ""}),
    ("name of 25 characters", {"name": "x" * 25}),
    ("name of spaces only", {"name": "   "}),
    ("name with a control character", {"name": "Ann\u0007"}),
    ("name with a line end", {"name": "Ann\nBo"}),
    ("name with a line separator", {"name": "Ann\u2028Bo"}),
    ("name not a string", {"name": 5}),
    ("name missing", {"name": None}),
    ("role missing", {"role": None}),
    ("role unknown", {"role": "king"}),
    ("role not a string", {"role": 1}),
    ("protocol missing", {"protocol": None}),
    ("protocol of another version", {"protocol": "fivehundred-lan/2"}),
    ("seat as a string", {"seat": "1"}),
    ("seat as a boolean", {"seat": True}),
    ("token not a string", {"token": 12345}),
    ("unknown token", {"token": "A" * 22}),
]

GOOD_HELLOS: list[tuple[str, dict[str, Any]]] = [
    ("a name of 24 characters", {"name": "x" * 24, "role": "spectator"}),
    ("a Unicode name", {"name": "Ångström 名前 ☃", "role": "spectator"}),
    ("an unknown key", {"name": "Dee", "role": "spectator", "colour": "blue"}),
    ("a seat that is no seat of the table", {"name": "Eve", "role": "player", "seat": 99}),
]


def hello_with(changes: dict[str, Any]) -> dict[str, Any]:
    hello = {"type": "hello", "protocol": PROTOCOL, "name": "Ann", "role": "player"} | changes
    return {key: value for key, value in hello.items() if value is not None}


def test_bad_hello_is_refused_and_a_good_one_welcomed(host_at: Callable[..., Table]) -> None:
    table = host_at("australian", ["open", "open", "random", "random"])
    found = []
    for what, changes in BAD_HELLOS:
        client = table.connect(what)
        client.send(hello_with(changes))
        reply = answer(client)
        if reply is None or reply.get("type") != "refused" or not str(reply.get("reason", "")).strip():
            found.append(f"{what}: answered {excerpt(reply)}, expected `refused` with a reason")
        elif not closes_soon(client):
            found.append(f"{what}: refused but the connection stayed open")
    for what, changes in GOOD_HELLOS:
        client = table.connect(what)
        client.send(hello_with(changes))
        reply = answer(client)
        if reply is None or reply.get("type") != "welcome":
            found.append(f"{what}: answered {excerpt(reply)}, expected `welcome`")
        elif changes.get("seat") == 99 and reply.get("seat") not in (0, 1):
            found.append(f"{what}: welcomed to seat {reply.get('seat')}, expected a free seat")
    taken = next(c for c in table.clients if c.label == "a seat that is no seat of the table").messages[0]
    wisher = table.join("a seat taken", "Fay", "player", seat=taken.get("seat"))
    reply = answer(wisher)
    other_seat = {0, 1} - {taken.get("seat")}
    if reply is None or reply.get("type") != "welcome" or reply.get("seat") not in other_seat:
        found.append(f"asking for a taken seat: answered {excerpt(reply)}, expected the other free seat")
    late = table.join("table full", "Gus", "player")
    reply = answer(late)
    if reply is None or reply.get("type") != "refused":
        found.append(f"a player at a full table: answered {excerpt(reply)}, expected `refused`")
    no_problems(found)


FRAMES: list[tuple[str, bytes]] = [
    ("malformed JSON", b'{"type": "ping", \n'),
    ("not UTF-8", b'{"type": "ping", "t": "\xff\xfe"}\n'),
    ("a JSON array", b"[1, 2]\n"),
    ("a JSON string", b'"ping"\n'),
    ("a JSON number", b"42\n"),
    ("JSON null", b"null\n"),
    ("over-long line", b'{"type": "ping", "pad": "' + b"x" * MAX_LINE + b'"}\n'),
    ("no line end", b"x" * (MAX_LINE + 1)),
]


@pytest.mark.parametrize("before_hello", [True, False], ids=["before hello", "after welcome"])
def test_framing_errors_get_error_frame_and_close(host_at: Callable[..., Table], before_hello: bool) -> None:
    table = host_at("australian", ["open", "open", "random", "random"])
    found = []
    for what, data in FRAMES:
        client = table.connect(what) if before_hello else spectator(table, what)
        client.send_raw(data)
        reply = answer(client)
        if reply is None or reply.get("type") != "error" or reply.get("code") != "frame":
            found.append(f"{what}: answered {excerpt(reply)}, expected `error` `frame`")
        if not closes_soon(client):
            found.append(f"{what}: the connection stayed open")
    no_problems(found)


def test_a_line_of_exactly_65536_bytes_is_read(host_at: Callable[..., Table]) -> None:
    table = host_at("australian", ["open", "open", "random", "random"])
    client = spectator(table, "long liner")
    line = json.dumps({"type": "ping", "t": 1, "pad": ""}).encode()
    line = line.replace(b'"pad": ""', b'"pad": "' + b"x" * (MAX_LINE - len(line)) + b'"')
    assert len(line) == MAX_LINE
    client.send_raw(line + b"\n")
    reply = answer(client)
    assert reply == {"type": "pong", "t": 1}, excerpt(reply)


PINGS: list[tuple[str, Any, bool]] = [
    ("an integer", 7, True),
    ("a float", 1.5, True),
    ("a short string", "abc", True),
    ("a string of 64 characters", "x" * 64, True),
    ("64 characters that take 128 bytes", "é" * 64, True),
    ("a string of 65 characters", "x" * 65, False),
    ("a list", [1], False),
    ("an object", {"a": 1}, False),
    ("a boolean", True, False),
    ("null", None, False),
]


def test_pong_echoes_only_numbers_and_short_strings(host_at: Callable[..., Table]) -> None:
    table = host_at("australian", ["open", "open", "random", "random"])
    client = spectator(table, "pinger")
    found = []
    for what, value, echoed in PINGS:
        client.send({"type": "ping", "t": value})
        reply = answer(client)
        expected = {"type": "pong", "t": value} if echoed else None
        kept = reply is not None and reply == expected and type(reply.get("t")) is type(value)
        if echoed and not kept:
            found.append(f"ping with {what}: answered {excerpt(reply)}, expected {excerpt(expected)}")
        refused = reply is not None and (reply.get("type"), reply.get("code")) == ("error", "bad_message")
        if not echoed and not refused:
            found.append(f"ping with {what}: answered {excerpt(reply)}, expected `error` `bad_message`")
        if client.closed:
            found.append(f"ping with {what}: the connection was closed")
            break
    no_problems(found)


def test_flood_beyond_the_token_bucket(host_at: Callable[..., Table]) -> None:
    table = host_at("australian", ["open", "open", "random", "random"])
    calm = spectator(table, "calm")
    calm.send_raw(b"".join(json.dumps({"type": "ping", "t": i}).encode() + b"\n" for i in range(50)))
    table.settle(1.0)
    calm_types = [m.get("type") for m in calm.unread()]
    assert calm_types == ["pong"] * 50 and not calm.closed, f"50 pings at once got {calm_types}"
    flooder = spectator(table, "flooder")
    started = time.monotonic()
    flooder.send_raw(b"".join(json.dumps({"type": "ping", "t": i}).encode() + b"\n" for i in range(120)))
    flooder.wait_closed(5)
    got = [m.get("type") for m in flooder.unread()]
    floods = [m for m in flooder.unread() if m.get("type") == "error" and m.get("code") == "flood"]
    allowed = 60 + 30 * (time.monotonic() - started)
    assert floods and got.count("pong") <= allowed, \
        f"120 pings at once got {got.count('pong')} pongs, then {got[-3:]}"


ILLEGAL_BIDS = [f"{n}{s}" for n in range(6, 11) for s in ("S", "C", "D", "H", "NT")]
ILLEGAL_BIDS += ["misere", "open_misere"]


def quiet(clients: list[Client], table: Table, since: list[int]) -> list[str]:
    """Who got something since these message counts (a state change they should not have seen)."""
    table.settle(0.3)
    return [f"{c.label} got {excerpt(c.messages[n:][:2])}" for c, n in zip(clients, since, strict=True)
            if len(c.messages) > n]


def test_bad_messages_in_a_game_change_nothing(host_at: Callable[..., Table]) -> None:
    table = host_at("australian", ["open", "open", "random", "random"], seed=2, hands=1,
                    extra=["--chat", "none"])
    p0 = table.join("player 0", "Ann", seat=0)
    p0.wait_answered()
    p1 = table.join("player 1", "Ben", seat=1)
    watcher = spectator(table, "watcher")
    for client in (p0, p1, watcher):
        client.check.allow_rejected = True
    rng = random.Random(2)
    play_until(table, [p0, p1], random_choice(rng), lambda: bool(p0.turn_now() or p1.turn_now())
               and not any(c.check.stage == "group" for c in (p0, p1)), 15)
    table.settle(0.3)
    mover, other = (p0, p1) if p0.turn_now() else (p1, p0)
    turn = mover.turn_now()
    assert turn is not None
    seat = turn["seat"]
    legal = turn["legal"]
    illegal = [b for b in ILLEGAL_BIDS if turn["decision"] == "bid" and {"seat": seat, "bid": b} not in legal]
    cases: list[tuple[str, Client, Message, str]] = [
        ("an unknown type", mover, {"type": "frobnicate"}, "error unknown_type"),
        ("an action message without an action", mover, {"type": "action"}, "error bad_message"),
        ("an action that is a string", mover, {"type": "action", "action": "pass"}, "error bad_message"),
        ("an action that is a list", mover, {"type": "action", "action": [legal[0]]}, "error bad_message"),
        ("chat at a table without chat", mover, {"type": "chat", "text": "hello"}, "error bad_message"),
        ("suggest at a table without suggestions", mover, {"type": "suggest"}, "error bad_message"),
        ("a legal action with an unknown key", mover,
         {"type": "action", "action": legal[0] | {"note": "x"}, "id": "k1"}, "rejected k1"),
        ("a bid that is no bid", mover, {"type": "action", "action": {"seat": seat, "bid": "11NT"}, "id": 7},
         "rejected 7"),
        ("two decisions in one action", mover,
         {"type": "action", "action": {"seat": seat, "bid": "pass", "play": "AS"}, "id": 8}, "rejected 8"),
        ("a bid for another seat", mover,
         {"type": "action", "action": {"seat": (seat + 2) % 4, "bid": "pass"}, "id": 9}, "rejected 9"),
        ("an action out of turn", other, {"type": "action", "action": {"bid": "pass"}, "id": "late"},
         "rejected late"),
        ("an action from a spectator", watcher, {"type": "action", "action": {"bid": "pass"}, "id": 10},
         "rejected 10"),
    ]
    if illegal:
        cases.append(("a bid the auction does not allow", mover,
                      {"type": "action", "action": {"seat": seat, "bid": illegal[0]}, "id": 11},
                      "rejected 11"))
    everyone = [p0, p1, watcher]
    found = []
    for what, sender, message, expected in cases:
        for client in everyone:
            client.skip_all()
        before = [len(c.messages) for c in everyone]
        sender.send(message)
        reply = answer(sender)
        got = "closed" if reply is None else f"{reply.get('type')} {reply.get('code', reply.get('id'))}"
        if got != expected or (reply is not None and reply.get("type") == "rejected" and "id" not in reply):
            found.append(f"{what}: answered {excerpt(reply)}, expected {expected}")
        if reply is not None and reply.get("type") == "rejected" and sender is mover:
            again = answer(sender)
            if again is None or again.get("type") != "turn" or again.get("legal") != legal:
                found.append(f"{what}: after `rejected` came {excerpt(again)}, not the seat's turn again")
        others = [c for c in everyone if c is not sender]
        counts = [before[everyone.index(c)] for c in others]
        found += [f"{what}: {text}" for text in quiet(others, table, counts)]
        extra = [m for m in sender.unread() if m.get("type") not in ("pong",)]
        if sender is not mover and any(m.get("type") == "turn" and "legal" in m for m in extra):
            found.append(f"{what}: the sender got a turn with `legal` although it is not its decision")
        if sender.closed:
            found.append(f"{what}: the connection was closed")
    before = [len(c.messages) for c in (other, watcher)]
    mover.act(legal[0], ident="fine")
    table.settle(0.5)
    for client, count in zip((other, watcher), before, strict=True):
        if {"type": "action", "action": legal[0]} not in client.messages[count:]:
            found.append(f"{client.label} did not see the legal action after the bad ones")
    no_problems(found)
    rejected_illegal_card = play_with_one_illegal_card(table, [p0, p1], rng)
    assert rejected_illegal_card, "no hand offered a card that may not be played"
    no_problems([t for c in everyone for t in c.check.found("order", "rules", "cards")])


def play_with_one_illegal_card(table: Table, players: list[Client], rng: random.Random) -> bool:
    """Play the hand out; once, offer a card of the hand that does not follow suit, and a card
    from outside the hand, and check each is rejected with the turn again."""
    tried: list[bool] = []

    def choose(client: Client, turn: Message) -> Message:
        if turn["decision"] == "play" and not tried:
            hand = client.check.holding(turn["seat"])
            playable = {a["play"] for a in turn["legal"]}
            wrong = sorted(hand - playable)
            if wrong:
                tried.append(True)
                return {"seat": turn["seat"], "play": wrong[0]}
        if turn["decision"] == "play" and len(tried) == 1:
            tried.append(True)
            outside = next(c for c in ("2H", "4S", "AS", "KD") if c not in client.check.known)
            return {"seat": turn["seat"], "play": outside}
        return random_choice(rng)(client, turn)

    play_until(table, players, choose, lambda: all(c.check.game_over is not None for c in players), 30)
    rejected = [m for c in players for m in c.messages if m.get("type") == "rejected"]
    return len(tried) == 2 and len(rejected) >= 2


def test_chat_lines_the_table_does_not_allow(host_at: Callable[..., Table]) -> None:
    """At most 200 characters and one line every 2 seconds (read as `bad_message`, connection kept);
    a line within the limits reaches everyone, its sender too."""
    table = host_at("australian", ["open", "open", "random", "random"])
    talker, listener = spectator(table, "talker"), spectator(table, "listener")
    found = []
    talker.send({"type": "chat", "text": "y" * 200})
    table.settle(0.5)
    for client in (talker, listener):
        if not any(m.get("type") == "chat" and m.get("text") == "y" * 200 for m in client.unread()):
            found.append(f"a chat line of 200 characters did not reach {client.label}")
        client.skip_all()
    talker.send({"type": "chat", "text": "too soon"})
    reply = answer(talker)
    if reply is None or reply.get("code") != "bad_message":
        found.append(f"a second line within 2 s: answered {excerpt(reply)}, expected `error` `bad_message`")
    table.settle(2.2)
    talker.skip_all()
    talker.send({"type": "chat", "text": "z" * 201})
    reply = answer(talker)
    if reply is None or reply.get("code") != "bad_message":
        found.append(f"a line of 201 characters: answered {excerpt(reply)}, expected `error` `bad_message`")
    table.settle(0.3)
    if any(m.get("type") == "chat" for m in listener.unread()):
        found.append(f"a refused chat line reached others: {excerpt(listener.unread())}")
    if talker.closed:
        found.append("the talker's connection was closed")
    no_problems(found)


# ---------------------------------------------------------------- scenario 4: drops and silence

def seat_state(client: Client, seat: int) -> bool | None:
    """The last `away` this client was told for a seat (None: no `seats` yet)."""
    for message in reversed(client.messages):
        if message.get("type") == "seats":
            return bool(message["players"][seat]["away"])
    return None


def test_a_player_drops_and_returns_with_its_token(host_at: Callable[..., Table]) -> None:
    table = host_at("australian", ["open", "random", "open", "random"], seed=4, hands=2)
    p0 = table.join("player 0", "Ann", seat=0)
    p0.wait_answered()
    token = p0.messages[0].get("token")
    p2 = table.join("player 2", "Ben", seat=2)
    rng = random.Random(4)
    play_until(table, [p0, p2], random_choice(rng), lambda: len(p2.check.plays) >= 2, 20)
    p0.drop()
    play_until(table, [p2], random_choice(rng), lambda: seat_state(p2, 0) is True, 10)
    dropped_at = len(p2.messages)
    play_until(table, [p2], random_choice(rng), lambda: any(
        m.get("type") == "action" and m["action"].get("seat") == 0 for m in p2.messages[dropped_at:]), 10)
    found = []
    back = table.join("player 0 back", "Ann", token=token)
    catch_up(table, back)
    kinds = [m.get("type") for m in back.messages[:3]]
    if kinds != ["welcome", "seats", "view"] or back.messages[0].get("seat") != 0:
        found.append(f"returning with the token got {excerpt(back.messages[:2])}")
    elif back.messages[1]["players"][0]["away"]:
        found.append(f"the returner's own `seats` still marks it away: {excerpt(back.messages[1])}")
    play_until(table, [back, p2], random_choice(rng), lambda: seat_state(p2, 0) is False, 10)
    back.drop()
    again = table.join("player 0 quick", "Ann", token=token)
    catch_up(table, again)
    if [m.get("type") for m in again.messages[:3]] != ["welcome", "seats", "view"] or \
            again.messages[0].get("seat") != 0:
        found.append(f"a quick return with the token got {excerpt(again.messages[:2])}")
    play_until(table, [again, p2], random_choice(rng), lambda: seat_state(p2, 0) is False
               and seat_state(again, 0) is False, 10)
    again.send({"type": "bye"})
    play_until(table, [p2], random_choice(rng), lambda: seat_state(p2, 0) is True, 10)
    if not closes_soon(again):
        found.append("a player that said `bye` was not closed")
    last = table.join("player 0 after bye", "Ann", token=token)
    catch_up(table, last)
    if last.messages[0].get("seat") != 0:
        found.append(f"back after `bye` with the token: {excerpt(last.messages[:1])}, expected seat 0")
    again = last
    stranger = table.join("stranger", "Mallory", token="B" * 22)
    reply = answer(stranger)
    if reply is None or reply.get("type") != "refused":
        found.append(f"an unknown token got {excerpt(reply)}")
    play_until(table, [again, p2], random_choice(rng), lambda: again.check.game_over is not None
               and p2.check.game_over is not None, 40)
    found += [t for c in (back, again, p2) for t in c.check.found("order", "rules", "cards")]
    no_problems(found)


def test_silence_closes_connections_on_time(host_at: Callable[..., Table], tmp_path: Path) -> None:
    """One wait of about 21 s: no hello within 10 s, no `auth` within 10 s of `challenge`,
    nothing at all within 20 s; pings count."""
    secret = tmp_path / "password.txt"
    secret.write_text(PASSWORD)
    locked = host_at("australian", ["open", "random", "random", "random"],
                     extra=["--password-file", str(secret)])
    table = host_at("australian", ["open", "random", "random", "random"], seed=6)
    no_auth = locked.join("no auth", "Slow", "spectator")
    mute = table.connect("no hello")
    player = table.join("silent player", "Sil")
    silent_watcher = table.join("silent spectator", "Quiet", "spectator")
    pinger = table.join("pinging spectator", "Ping", "spectator")
    started = last_ping = time.monotonic()
    found = []

    def keep_pinging() -> bool:
        nonlocal last_ping
        if time.monotonic() - last_ping > 4:
            pinger.send({"type": "ping", "t": "alive"})
            last_ping = time.monotonic()
        locked.poll(0)
        return (player.closed and silent_watcher.closed and mute.closed and no_auth.closed) \
            or time.monotonic() - started > 24

    table.wait_for(keep_pinging, 26, "the silent connections to be closed")
    for client, limit in ((mute, 10), (player, 20), (silent_watcher, 20)):
        if not client.closed or client.closed_at is None:
            found.append(f"{client.label}: still open after {time.monotonic() - started:.1f} s")
            continue
        after = client.closed_at - started
        if not limit - 1 <= after <= limit + 3:
            found.append(f"{client.label}: closed after {after:.1f} s, expected about {limit} s")
        errors = [m for m in client.messages if m.get("type") == "error"]
        if [m.get("code") for m in errors] != ["timeout"]:
            found.append(f"{client.label}: got {excerpt(client.messages[-2:])}, expected `error` `timeout`")
    challenge_at = [m.get("type") for m in no_auth.messages]
    if challenge_at[:1] != ["challenge"] or no_auth.closed_at is None or \
            not 9 <= no_auth.closed_at - started <= 13 or challenge_at[-1] not in ("refused", "error"):
        found.append(f"no `auth` after `challenge`: got {excerpt(no_auth.messages)}, closed after "
                     f"{(no_auth.closed_at or time.monotonic()) - started:.1f} s; expected an answer and a "
                     "close about 10 s after the challenge")
    if pinger.closed:
        found.append("a spectator that pinged every 4 s was closed")
    if seat_state(pinger, 0) is not True:
        found.append("the silent player's seat is not marked away after its time-out")
    no_problems(found)


# ---------------------------------------------------------------- scenario 5: password

HEX32 = re.compile(r"[0-9a-f]{32}")
PASSWORD = "correct horse ☃"


def proof(password: str, challenge: Message) -> str:
    key = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(challenge["salt"]),
                              challenge["iterations"], 32)
    return hmac.new(key, bytes.fromhex(challenge["nonce"]), hashlib.sha256).hexdigest()


def test_password_challenge_proof_and_lockout(host_at: Callable[..., Table], tmp_path: Path) -> None:
    secret = tmp_path / "password.txt"
    secret.write_text(PASSWORD + "\nsecond line is not the password\n")
    table = host_at("australian", ["open", "random", "random", "random"],
                    extra=["--password-file", str(secret)])
    found: list[str] = []

    def challenged(label: str) -> tuple[Client, Message | None]:
        client = table.join(label, label.title(), "spectator")
        reply = answer(client)
        if reply is None or reply.get("type") != "challenge":
            found.append(f"{label}: hello answered {excerpt(reply)}, expected `challenge`")
            return client, None
        return client, reply

    first, challenge = challenged("right proof")
    assert challenge is not None, found
    if not (HEX32.fullmatch(str(challenge.get("salt"))) and HEX32.fullmatch(str(challenge.get("nonce")))):
        found.append(f"salt and nonce are not 16 bytes of lower-case hex: {excerpt(challenge)}")
    if not (isinstance(challenge.get("iterations"), int) and 100_000 <= challenge["iterations"] <= 2_000_000):
        found.append(f"iterations out of range: {excerpt(challenge)}")
    first.send({"type": "auth", "proof": proof(PASSWORD, challenge)})
    if (reply := answer(first)) is None or reply.get("type") != "welcome":
        found.append(f"a right proof got {excerpt(reply)}")
    second, again = challenged("upper-case proof")
    if again is not None:
        if again["salt"] != challenge["salt"] or again["nonce"] == challenge["nonce"]:
            found.append(f"the salt must stay and the nonce change: {excerpt(challenge)} "
                         f"then {excerpt(again)}")
        second.send({"type": "auth", "proof": proof(PASSWORD, again).upper()})
        if (reply := answer(second)) is None or reply.get("type") != "welcome":
            found.append(f"a right proof in upper case got {excerpt(reply)}")
    wrong_proofs: list[tuple[str, Callable[[Message], str]]] = [
        ("wrong password", lambda c: proof("wrong", c)), ("not hex", lambda c: "zz" * 32),
        ("wrong again", lambda c: proof(PASSWORD + " ", c))]
    for label, wrong in wrong_proofs:
        client, asked = challenged(label)
        if asked is not None:
            client.send({"type": "auth", "proof": wrong(asked)})
            reply = answer(client)
            if reply is None or reply.get("type") != "refused" or not closes_soon(client):
                found.append(f"{label}: got {excerpt(reply)}, expected `refused` and close")
    locked = table.join("after three wrong", "Late", "spectator")
    reply = answer(locked)
    if reply is None or reply.get("type") != "refused":
        found.append(f"after 3 wrong proofs, hello got {excerpt(reply)}, expected `refused` at once")
    no_problems(found)

"""The host without sockets: hand-shakes, seats, a whole game with remote players and computer
players, rejections, chat, suggestions, limits, drops and tokens."""

from __future__ import annotations

import pytest

from fivehundred_qt.core import RuleSet, replay, summary
from fivehundred_qt.net.host import TableConfig, TableHost

from .harness import Network
from .knowledge import leaks


def host(seats: tuple[str, ...] = ("open", "random", "open", "random"), **options) -> Network:
    rules = options.pop("rules", RuleSet.build({"game": "500", "preset": "australian"}))
    config = TableConfig("Kitchen table", rules, seats, seed=7, **options)
    return Network(TableHost(config, 0.0))


def test_two_remote_players_and_two_bots_play_a_whole_game() -> None:
    net = host()
    ann = net.hello("Ann")
    ben = net.hello("Ben", seat=2)
    assert (ann.seat, ben.seat) == (0, 2)
    assert ann.kinds()[:4] == ["welcome", "seats", "view", "seats"]   # Ben came in
    net.play([ann, ben])
    assert net.host.finished
    record = net.host.record()
    assert record["players"][0] == "Ann"
    final = summary(replay(record))
    for client in (ann, ben):
        over = client.last("game_over")
        assert over is not None and over["summary"] == final
        assert client.received[-1]["type"] == "bye" and client.closed


def test_a_spectator_is_welcomed_without_a_seat_and_sees_the_game() -> None:
    net = host(("random", "random", "open", "random"))
    watcher = net.hello("Kim", "spectator")
    assert watcher.seat is None and watcher.token is None
    assert watcher.last("view")["view"]["seat"] is None
    ann = net.hello("Ann")
    net.play([ann])
    assert watcher.last("game_over") is not None
    assert all(m["view"]["hand"] == [] for m in watcher.received if m["type"] == "view")
    assert all(m.get("hand", []) == [] for m in watcher.received if m["type"] == "deal")


@pytest.mark.parametrize("options", [
    {"preset": "australian"},
    {"preset": "australian", "sans_kitty": True, "misere": "anytime", "open_misere": "anytime"},
    {"preset": "american", "nullo_play": "both_hands"},
    {"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 5},
    {"players": 5},
    {"preset": "spades", "blind_nil": True},
], ids=["australian", "sans-kitty-misere", "both-hands", "6-3v3", "5", "spades"])
def test_no_recipient_is_ever_sent_a_card_it_may_not_know(options: dict) -> None:
    rules = RuleSet.build({"game": "spades" if options.get("preset") == "spades" else "500",
                           **options})
    seats = ("open", "random", "open", *(["random"] * (rules.players - 3)))
    net = host(seats, rules=rules, hands=6)
    watcher = net.hello("Kim", "spectator")
    ann, ben = net.hello("Ann"), net.hello("Ben")
    net.play([ann, ben])
    record = net.host.record()
    scanned = 0
    for client in (ann, ben, watcher):
        assert not leaks(record, client.seat, client.received, client.moments)
        scanned += len(client.received)
    assert scanned > 100


# ------------------------------------------------------------------------- hand-shake and seats
HELLO = {"type": "hello", "protocol": "fivehundred-lan/1", "name": "Ann", "role": "player"}


def test_a_password_is_checked_by_proof_and_three_wrong_ones_lock_the_address_out() -> None:
    from fivehundred_qt.net.password import TablePassword, answer_challenge

    net = host(password=TablePassword.create("tea", 1000))
    ann = net.hello("Ann")
    challenge = ann.last("challenge")
    assert challenge is not None and "tea" not in str(challenge)
    net.send(ann, {"type": "auth", "proof": answer_challenge("tea", challenge)})
    assert ann.seat == 0 and ann.last("welcome") is not None
    for attempt in range(3):
        eve = net.hello("Eve", address="10.0.0.9")
        net.send(eve, {"type": "auth", "proof": answer_challenge("coffee", eve.last("challenge"))})
        assert eve.last("refused")["reason"] == "wrong password" and eve.closed, attempt
    eve = net.hello("Eve", address="10.0.0.9")
    assert "too many wrong passwords" in eve.last("refused")["reason"]
    other = net.hello("Bob", address="10.0.0.3")           # another address is not locked out
    assert other.last("challenge") is not None
    net.now += 61
    eve = net.hello("Eve", address="10.0.0.9")
    assert eve.last("challenge") is not None


@pytest.mark.parametrize(("hello", "reason"), [
    ({"protocol": "fivehundred-lan/2"}, "speaks fivehundred-lan/1 only"),
    ({"token": "not-a-token-of-this-table"}, "unknown token"),
])
def test_refusals_say_why_and_close(hello: dict, reason: str) -> None:
    net = host()
    client = net.connect()
    net.send(client, {**HELLO, **hello})
    assert reason in client.last("refused")["reason"] and client.closed


def test_a_full_table_refuses_players_but_takes_spectators_up_to_its_limit() -> None:
    net = host(("open", "random", "random", "random"), spectators=1)
    net.hello("Ann")
    assert net.hello("Ben").last("refused")["reason"] == "the table is full"
    assert net.hello("Kim", "spectator").seat is None
    assert "no more spectators" in net.hello("Lou", "spectator").last("refused")["reason"]


@pytest.mark.parametrize(("hello", "reason"), [
    *[({"name": name}, "a name is 1-24") for name in ["", " ", "x" * 25, "Ann\nBen", 5, None]],
    ({"name": ...}, "a name is 1-24"),
    ({"role": ...}, "player or a spectator"),
    ({"role": "referee"}, "player or a spectator"),
    ({"role": ["player"]}, "player or a spectator"),
    ({"protocol": ...}, "which protocol"),
    ({"protocol": 1}, "which protocol"),
    ({"seat": "2"}, "seat"),
    ({"seat": True}, "seat"),
    ({"token": 12345}, "token"),
    ({"token": ""}, "token"),
], ids=lambda v: repr(v)[:30])
def test_a_hello_that_breaks_the_rules_is_refused_with_a_reason(hello: dict, reason: str) -> None:
    net = host()
    client = net.connect()
    message = {k: v for k, v in {**HELLO, **hello}.items() if v is not ...}
    net.send(client, message)
    assert client.kinds() == ["refused"] and client.closed
    assert reason in client.last("refused")["reason"]


@pytest.mark.parametrize("first", [
    {"type": "auth", "proof": "00"}, {"type": "chat", "text": "hi"}, {"type": "action", "action": {}},
    {"type": "dance"}, {"type": "suggest"}, {"kind": "hello"}, {"type": 5},
], ids=lambda m: str(m.get("type")))
def test_anything_but_hello_first_is_refused(first: dict) -> None:
    net = host()
    client = net.connect()
    net.send(client, first)
    assert client.kinds() == ["refused"] and client.closed
    assert "hello" in client.last("refused")["reason"]


def test_before_welcome_a_ping_is_answered_and_a_second_hello_refused() -> None:
    from fivehundred_qt.net.password import TablePassword

    net = host(password=TablePassword.create("tea", 1000))
    client = net.connect()
    net.send(client, {"type": "ping", "t": "early"})
    assert client.received == [{"type": "pong", "t": "early"}]
    net.send(client, HELLO)
    assert client.last("challenge") is not None
    net.send(client, {"type": "ping", "t": 1})
    assert client.last("pong") == {"type": "pong", "t": 1} and not client.closed
    net.send(client, HELLO)
    assert "password" in client.last("refused")["reason"] and client.closed


@pytest.mark.parametrize(("t", "answer"), [
    (42, {"type": "pong", "t": 42}),
    (-1.5, {"type": "pong", "t": -1.5}),
    ("x" * 64, {"type": "pong", "t": "x" * 64}),
    (..., {"type": "pong"}),
], ids=["int", "float", "64-chars", "none"])
def test_a_pong_echoes_a_number_or_a_short_text(t: object, answer: dict) -> None:
    net = host()
    ann = net.hello("Ann")
    net.send(ann, {"type": "ping"} if t is ... else {"type": "ping", "t": t})
    assert ann.received[-1] == answer


@pytest.mark.parametrize("t", ["x" * 65, None, True, [1], {"a": 1}])
def test_a_ping_with_anything_else_in_t_is_a_bad_message(t: object) -> None:
    net = host()
    ann = net.hello("Ann")
    net.send(ann, {"type": "ping", "t": t})
    assert ann.received[-1]["type"] == "error" and ann.received[-1]["code"] == "bad_message"
    assert not ann.closed


def test_a_dropped_player_is_kept_away_played_for_and_takes_the_seat_back_with_the_token() -> None:
    net = host(("open", "random", "open", "random"))
    ann, bob = net.hello("Ann"), net.hello("Bob")          # Bob keeps the game going slowly
    token = ann.token
    for _ in range(3):
        net.run_bots()
        net.answer(ann) or net.answer(bob)
    net.drop(ann)
    before = net.host.record()
    net.run_bots()                                          # the away player is played for,
    while net.pending_turn(bob) is None and not net.host.finished:
        net.run_bots()
    assert net.host.seats.seats[0].away and not net.host.finished      # up to Bob's turn
    assert net.host.record() != before or net.host.state.decider == 2
    back = net.hello("Ann", token=token)
    assert back.seat == 0 and back.token == token
    kinds = back.kinds()
    assert kinds[:3] == ["welcome", "seats", "view"]
    assert back.last("seats")["players"][0] == {"name": "Ann", "kind": "remote", "away": False}
    net.play([back, bob])
    assert net.host.finished


# ------------------------------------------------------------------------------- the game
def turn_of(net: Network, client) -> dict:
    net.run_bots()
    turn = net.pending_turn(client)
    assert turn is not None
    return turn


def test_out_of_turn_malformed_and_illegal_actions_are_rejected_and_change_nothing() -> None:
    net = host(("open", "random", "open", "random"))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    net.run_bots()
    mover, other = (ann, ben) if net.pending_turn(ann) else (ben, ann)
    before = net.host.record()
    net.send(other, {"type": "action", "action": {"bid": "pass"}, "id": 1})
    assert other.last("rejected") == {"type": "rejected", "error": "it is not your turn", "id": 1}
    net.send(mover, {"type": "action", "action": {"bid": "11H"}, "id": "x"})
    assert mover.last("rejected")["id"] == "x"
    net.send(mover, {"type": "action", "action": {"play": "AS"}})
    assert mover.last("rejected")["error"]
    net.send(mover, {"type": "action", "action": {"bid": "pass", "colour": "red"}})
    assert mover.last("rejected")["error"]
    net.send(mover, {"type": "action", "action": "pass"})
    assert mover.last("error")["code"] == "bad_message" and not mover.closed
    assert net.host.record() == before
    assert mover.received[-1]["type"] in ("turn", "error")
    assert net.pending_turn(mover) is not None            # the turn was sent again


def test_ping_chat_and_unknown_types_keep_the_connection() -> None:
    net = host(chat="preset")
    ann, ben = net.hello("Ann"), net.hello("Ben")
    net.send(ann, {"type": "ping", "t": 42})
    assert ann.last("pong") == {"type": "pong", "t": 42}
    net.send(ann, {"type": "chat", "preset": "well_played"})
    assert ben.last("chat") == {"type": "chat", "from": "Ann", "seat": 0, "preset": "well_played",
                                "text": "Well played"}
    net.send(ann, {"type": "chat", "preset": "sorry_partner"})      # too soon
    assert ann.last("error")["code"] == "bad_message"
    net.now += 2.5
    net.send(ann, {"type": "chat", "text": "free text"})
    assert "preset" in ann.last("error")["message"]
    net.send(ann, {"type": "dance"})
    assert ann.last("error")["code"] == "unknown_type" and not ann.closed


def test_suggestions_only_where_the_table_allows_them() -> None:
    net = host(("open", "random", "random", "random"), suggestions=True)
    ann = net.hello("Ann")
    turn = turn_of(net, ann)
    net.send(ann, {"type": "suggest"})
    suggestion = ann.last("suggestion")
    assert suggestion is not None and suggestion["action"] in turn["legal"]
    plain = host(("open", "random", "random", "random"))
    bob = plain.hello("Bob")
    plain.send(bob, {"type": "suggest"})
    assert bob.last("error")["code"] == "bad_message"


def test_frames_floods_and_silence_close_only_that_connection() -> None:
    net = host(("open", "random", "open", "random"))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    net.send(ann, b"this is not json\n")
    assert ann.last("error")["code"] == "frame" and ann.closed
    net.send(ben, b"".join(b'{"type":"ping","t":1}\n' for _ in range(80)))
    assert ben.last("error")["code"] == "flood" and ben.closed
    cid = net.hello("Cid")                     # Ann's seat is held: Cid is refused, table full
    assert cid.last("refused") is not None
    lurker = net.connect()
    net.now += 10.5
    net.deliver(net.host.tick(net.now))
    assert lurker.last("error")["code"] == "timeout" and lurker.closed


def test_a_turn_whose_time_runs_out_is_played_with_the_suggestion() -> None:
    net = host(("open", "random", "random", "random"), bid_time=15, play_time=15)
    ann = net.hello("Ann")
    turn = turn_of(net, ann)
    assert turn["deadline_ms"] == 15000
    before = len(net.host.record()["hands"][-1]["actions"])
    net.now += 14
    net.send(ann, {"type": "ping", "t": 0})    # keeps the connection, not the turn
    net.deliver(net.host.tick(net.now))
    assert len(net.host.record()["hands"][-1]["actions"]) == before
    net.now += 1.5
    net.deliver(net.host.tick(net.now))
    assert len(net.host.record()["hands"][-1]["actions"]) == before + 1


def test_nobody_else_learns_that_a_joker_nomination_is_asked() -> None:
    rules = RuleSet.build({"game": "500", "preset": "australian"})
    for seed in range(40):
        config = TableConfig("t", rules, ("open", "open", "open", "open"), seed=seed)
        net = Network(TableHost(config, 0.0))
        clients = [net.hello(n) for n in "ABCD"]
        for _ in range(400):
            if net.host.state.phase.value == "joker":
                decider = net.host.state.decider
                for c in clients:
                    if c.seat != decider:
                        assert net.pending_turn(c) is None
                        assert c.last("turn")["decision"] != "joker_suit"
                        views = [m for m in c.received if m["type"] == "view"]
                        assert views[-1]["view"]["phase"] != "joker"
                return
            if not any(net.answer(c) for c in clients) or net.host.finished:
                break
    pytest.fail("no joker nomination came up in 40 deals")


def test_a_restarted_host_holds_a_player_s_turn_for_a_minute_then_plays_it() -> None:
    net = host(("open", "random", "random", "random"))
    ann = net.hello("Ann")
    for _ in range(3):
        net.run_bots()
        net.answer(ann)
    record = net.host.record()
    config = net.host.config
    restarted = Network(TableHost(config, 100.0, resume=TableHost.resumed(record)))
    restarted.now = 100.0
    restarted.run_bots()
    state = restarted.host.state
    assert state.decider == 0                        # the bots played up to Ann's turn, and wait
    restarted.now = 159.0
    restarted.deliver(restarted.host.tick(restarted.now))
    restarted.run_bots()
    held = restarted.host.record()
    assert restarted.host.state.decider == 0
    restarted.now = 161.0
    restarted.deliver(restarted.host.tick(restarted.now))
    restarted.run_bots()                             # the away level plays for Ann now
    actions = [sum(len(h["actions"]) for h in r["hands"]) for r in (held, restarted.host.record())]
    assert actions[1] > actions[0]


def test_after_the_game_nobody_is_let_in_not_even_with_a_token() -> None:
    net = host(("open", "random", "random", "random"), hands=1)
    ann = net.hello("Ann")
    net.play([ann])
    assert net.host.finished
    for client in (net.hello("Ann", token=ann.token), net.hello("Kim", "spectator"),
                   net.hello("Bob")):
        assert client.last("refused")["reason"] == "the game is over" and client.closed


def test_a_restarted_host_deals_the_next_hands_unforeseeably() -> None:
    # Replaying a record seeds its state with 0: without a new seed every restart would deal
    # the same, foreseeable next hand.
    endless = RuleSet.build({"game": "500", "win_score": 100_000, "lose_score": "none"})
    net = host(("random", "random", "random", "random"), hands=1, rules=endless)
    net.run_bots()
    record = net.host.record()
    assert net.host.finished and record["lan"]["seats"][0]["kind"] == "bot"
    deals = set()
    for _ in range(3):
        state, _seats = TableHost.resumed(record)
        state.deal()
        deals.add(tuple(tuple(h) for h in state.cards))
    assert len(deals) == 3

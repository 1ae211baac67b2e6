"""The host's seats beyond open and remote: a ``local`` seat (the host's own player, who joins
over loopback with the seat's token), a seat given to a computer player for good, a table the host
closes, and seats as a restarted host gets them back from its record."""

from __future__ import annotations

import re

import pytest

from fivehundred_qt.core import RuleSet, replay
from fivehundred_qt.net.host import TableConfig, TableHost
from fivehundred_qt.net.seats import Seat, Seats

from .harness import Client, Network

GIVEN_AWAY = "the host gave your seat to a computer player"
TOKEN = re.compile(r"[A-Za-z0-9_-]{24}")


def rules() -> RuleSet:
    return RuleSet.build({"game": "500", "preset": "australian"})


def host(seats: tuple[str, ...] = ("local", "open", "random", "random"),
         **options) -> Network:
    config = TableConfig("Kitchen table", options.pop("rules", rules()), seats, seed=7, **options)
    return Network(TableHost(config, 0.0))


def kinds(net: Network) -> list[str]:
    return [s["kind"] for s in net.host.seats.public()]


def actions(net: Network) -> int:
    return sum(len(h["actions"]) for h in net.host.record()["hands"])


def until_turn_of(net: Network, mover: Client, others: list[Client]) -> None:
    """Bots and ``others`` decide until ``mover`` has a turn to answer."""
    for _ in range(2000):
        net.run_bots()
        if net.pending_turn(mover) is not None:
            return
        if net.host.finished or not any(net.answer(c) for c in others):
            break
    pytest.fail(f"seat {mover.seat} never got a turn")


# ------------------------------------------------------------------------------ the local seat
def test_the_local_seat_has_its_name_a_strong_token_and_no_computer_names_are_changed() -> None:
    net = host(names=("Ann", "Ben?", "West", "North"))
    seats = net.host.seats.seats
    local = seats[0]
    assert (local.kind, local.name, local.connection, local.away) == ("local", "Ann", None, False)
    assert local.token is not None and TOKEN.fullmatch(local.token)       # 144 bits, base64url
    assert [s.kind for s in seats] == ["local", "open", "bot", "bot"]
    assert [s.name for s in seats[2:]] == ["West", "North"]
    assert [s.level for s in seats[2:]] == ["random", "random"]
    assert seats[1].name == "Player 2"             # an open seat is named by who takes it
    assert all(s.token is None for s in seats[1:])
    # A token is never the same twice: another table's local seat has another one.
    assert host(names=("Ann", "Ben?", "West", "North")).host.seats.seats[0].token != local.token


def test_without_names_the_default_names_stay() -> None:
    net = host(("open", "local", "random", "normal"))
    assert [s.name for s in net.host.seats.seats] == ["Player 1", "Player 2", "Bot 3 (random)",
                                                      "Bot 4 (normal)"]
    assert [s.level for s in net.host.seats.seats[2:]] == ["random", "normal"]


def test_nothing_is_dealt_while_a_seat_is_open_even_with_the_local_player_there() -> None:
    net = host(names=("Ann", "Ben?", "West", "North"))
    token = net.host.seats.seats[0].token
    ann = net.hello("Whoever", token=token, address="127.0.0.1")
    assert ann.seat == 0 and ann.token == token
    assert ann.last("welcome")["table"]["players"][0] == {"name": "Ann", "kind": "local",
                                                          "away": False}
    net.run_bots()
    assert net.host.record()["hands"] == [] and net.host.bot_to_decide() is None
    assert "deal" not in ann.kinds()
    ben = net.hello("Ben")
    assert ben.seat == 1
    assert ben.last("seats")["players"][1] == {"name": "Ben", "kind": "remote", "away": False}
    assert net.host.record()["hands"] != []                        # the last open seat: a deal
    assert ann.last("deal") is not None and ben.last("deal") is not None
    net.play([ann, ben])
    assert net.host.finished
    record = net.host.record()
    assert record["players"] == ["Ann", "Ben", "West", "North"]
    assert replay(record).phase.value == "game_over"
    assert ann.last("game_over") is not None and ann.closed


def test_the_game_starts_without_the_local_player_and_waits_for_their_seat() -> None:
    net = host(names=("Ann", "Ben?", "West", "North"))
    ben = net.hello("Ben")
    assert net.host.record()["hands"] != []                 # no seat is open: dealt
    net.play([ben])                                         # everyone else decides, as far as can be
    assert not net.host.finished
    assert net.host.state.decider == 0                      # ... and then the local seat's turn
    assert net.host.bot_to_decide() is None                 # no computer player ever takes it
    held = actions(net)
    net.now += 3600
    net.deliver(net.host.tick(net.now))                     # no time limit: it waits
    net.run_bots()
    assert actions(net) == held
    ann = net.hello("Ann", token=net.host.seats.seats[0].token, address="127.0.0.1")
    assert ann.seat == 0
    assert net.pending_turn(ann) is not None                # told of the turn that waited
    assert ann.last("seats")["players"][0] == {"name": "Ann", "kind": "local", "away": False}
    assert ben.last("seats")["players"][0]["kind"] == "local"
    net.play([ann, ben])
    assert net.host.finished


def test_a_local_player_who_drops_is_waited_for_not_played_for() -> None:
    net = host(names=("Ann", "Ben?", "West", "North"))
    token = net.host.seats.seats[0].token
    ann = net.hello("Ann", token=token)
    ben = net.hello("Ben")
    until_turn_of(net, ann, [ben])
    net.drop(ann)
    assert net.host.seats.seats[0].away and net.host.seats.seats[0].kind == "local"
    assert ben.last("seats")["players"][0] == {"name": "Ann", "kind": "local", "away": True}
    assert net.host.bot_to_decide() is None
    again = net.hello("Ann", token=token)
    assert again.seat == 0 and net.pending_turn(again) is not None


def test_the_local_token_taken_again_lets_the_older_connection_go() -> None:
    net = host()
    token = net.host.seats.seats[0].token
    first = net.hello("Ann", token=token)
    second = net.hello("Ann", token=token)
    assert first.closed and first.last("bye")["reason"] == "you joined from another connection"
    assert second.seat == 0 and net.host.seats.seats[0].connection == second.number


# --------------------------------------------------------------------------- give_to_bot
def test_a_connected_player_s_seat_given_to_a_computer_player_on_their_turn() -> None:
    net = host(("open", "random", "open", "random"))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    kim = net.hello("Kim", "spectator")
    until_turn_of(net, ann, [ben])
    old_token = ann.token
    before = actions(net)
    out = net.host.give_to_bot(ann.seat, "random", net.now)
    to_ann = [m for n, m in out.sends if n == ann.number]
    assert to_ann == [{"type": "bye", "reason": GIVEN_AWAY}]
    assert out.closes == [ann.number]
    for other in (ben, kim):
        seats = [m for n, m in out.sends if n == other.number and m["type"] == "seats"]
        assert seats and seats[-1]["players"][0] == {"name": "Ann", "kind": "bot", "away": False}
    net.deliver(out)
    assert ann.closed and ann.received[-1] == {"type": "bye", "reason": GIVEN_AWAY}
    assert actions(net) == before
    seat = net.host.seats.seats[0]
    assert (seat.kind, seat.level, seat.token, seat.connection) == ("bot", "random", None, None)
    turn = net.host.bot_to_decide()
    assert turn is not None and turn.seat == 0              # the computer player decides now
    back = net.hello("Ann", token=old_token)
    assert back.closed and back.last("refused")["reason"].startswith("unknown token")
    net.play([ben])
    assert net.host.finished
    assert kim.last("game_over") is not None and ben.last("game_over") is not None


def test_a_turn_with_a_time_limit_given_to_a_computer_player_is_not_waited_for() -> None:
    net = host(("open", "random", "random", "random"), bid_time=30, play_time=30)
    ann = net.hello("Ann")
    until_turn_of(net, ann, [])
    net.deliver(net.host.give_to_bot(ann.seat, "random", net.now))
    turn = net.host.bot_to_decide()
    assert turn is not None and turn.seat == 0
    net.run_bots()
    assert net.host.finished


def test_an_away_player_s_seat_given_to_a_computer_player() -> None:
    net = host(("open", "random", "open", "random"))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    net.drop(ann)
    out = net.host.give_to_bot(0, "easy", net.now)
    assert out.closes == []
    assert [n for n, _m in out.sends] == [ben.number]
    assert out.sends[0][1]["players"][0] == {"name": "Ann", "kind": "bot", "away": False}
    assert net.host.seats.by_token(ann.token) is None


def test_a_seat_opened_for_someone_else_is_played_for_until_a_new_player_takes_it() -> None:
    net = host(("open", "random", "open", "random"))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    until_turn_of(net, ann, [ben])
    old_token = ann.token
    out = net.host.open_seat(ann.seat, net.now)
    assert [m for n, m in out.sends if n == ann.number] == [
        {"type": "bye", "reason": "the host opened your seat for someone else"}]
    seats = [m for n, m in out.sends if n == ben.number and m["type"] == "seats"]
    assert seats[-1]["players"][0] == {"name": "Player 1", "kind": "open", "away": False}
    net.deliver(out)
    turn = net.host.bot_to_decide()                # the away level plays it meanwhile
    assert turn is not None and turn.seat == 0
    back = net.hello("Ann", token=old_token)
    assert back.closed and back.last("refused")["reason"].startswith("unknown token")
    cat = net.hello("Cat")
    assert cat.seat == 0 and cat.kinds()[:3] == ["welcome", "seats", "view"]
    assert net.host.bot_to_decide() is None or net.host.bot_to_decide().seat != 0
    assert net.host.decide(turn, turn.player.choose(turn.view)).sends == []   # too late
    net.play([ben, cat])
    assert net.host.finished and cat.last("game_over") is not None


@pytest.mark.parametrize("seat", [0, 1, 2], ids=["local", "open", "bot"])
def test_giving_away_a_seat_that_is_no_remote_player_s_does_nothing(seat: int) -> None:
    net = host(names=("Ann", "Ben?", "West", "North"))
    ann = net.hello("Ann", token=net.host.seats.seats[0].token)
    kim = net.hello("Kim", "spectator")
    before = [Seat(**vars(s)) for s in net.host.seats.seats]
    out = net.host.give_to_bot(seat, "normal", net.now)
    assert out.sends == [] and out.closes == []
    assert net.host.seats.seats == before
    assert not ann.closed and not kim.closed


# ---------------------------------------------------------------------------- close_table
def test_closing_the_table_says_why_to_everyone_and_closes_every_connection() -> None:
    net = host(("open", "random", "open", "random"))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    kim, lou = net.hello("Kim", "spectator"), net.hello("Lou", "spectator")
    gone = net.hello("Cid", "spectator")
    net.drop(gone)
    lurker = net.connect()                                  # no hello yet
    net.run_bots()
    out = net.host.close_table("the host closed the table")
    joined = (ann, ben, kim, lou)
    for client in (*joined, lurker):
        assert [m for n, m in out.sends if n == client.number] == [
            {"type": "bye", "reason": "the host closed the table"}]
        assert client.number in out.closes
    assert gone.number not in out.closes and all(n != gone.number for n, _m in out.sends)
    net.deliver(out)
    for client in joined:
        assert client.closed and client.last("bye") == {"type": "bye",
                                                        "reason": "the host closed the table"}


def test_nothing_follows_the_bye_of_a_closed_table() -> None:
    net = host(("open", "random", "open", "random"))
    ann, ben = net.hello("Ann"), net.hello("Ben")
    kim = net.hello("Kim", "spectator")
    net.deliver(net.host.close_table("the host closed the table"))
    for client in (ann, ben, kim):
        assert client.received[-1] == {"type": "bye", "reason": "the host closed the table"}


# -------------------------------------------------------------------------- saved seats
def test_restored_seats_the_local_seat_comes_back_as_a_remote_player_s_held_for_the_token() -> None:
    seats = Seats([Seat("Ann", "local", token="A" * 24, connection=3),
                   Seat("Ben", "remote", token="B" * 24, connection=4),
                   Seat("Player 3", "open"),
                   Seat("West", "bot", "hard")])
    back = Seats.restored(seats.saved(), 4)
    ann, ben, open_, west = back.seats
    assert (ann.name, ann.kind, ann.token, ann.away, ann.connection) == (
        "Ann", "remote", "A" * 24, True, None)
    assert (ben.name, ben.kind, ben.token, ben.away, ben.connection) == (
        "Ben", "remote", "B" * 24, True, None)
    assert (open_.kind, open_.token, open_.away) == ("open", None, False)
    assert (west.kind, west.level, west.token, west.away) == ("bot", "hard", None, False)
    assert back.by_token("A" * 24) == 0 and back.by_token("B" * 24) == 1
    assert back.by_token("C" * 24) is None
    assert not back.full and back.free == 1


def test_a_local_seat_saved_without_a_token_comes_back_as_a_computer_player() -> None:
    saved = Seats([Seat("Ann", "local", "easy"), Seat("Ben", "bot")]).saved()
    back = Seats.restored(saved, 2)
    assert [(s.name, s.kind, s.level, s.token, s.away) for s in back.seats] == [
        ("Ann", "bot", "easy", None, False), ("Ben", "bot", "normal", None, False)]


def test_a_saved_seat_round_trips_through_json() -> None:
    import json

    seats = Seats([Seat("Ann", "local", token="t" * 24), Seat("Bob", "bot", "random")])
    assert Seats.restored(json.loads(json.dumps(seats.saved())), 2).public() == [
        {"name": "Ann", "kind": "remote", "away": True},
        {"name": "Bob", "kind": "bot", "away": False}]


GOOD = {"name": "Ann", "kind": "bot", "level": "normal", "token": None}


@pytest.mark.parametrize(("saved", "players"), [
    (None, 2),
    ({"0": GOOD, "1": GOOD}, 2),
    ([GOOD], 2),
    ([GOOD, GOOD, GOOD], 2),
    ([GOOD, "Ann"], 2),
    ([GOOD, {**GOOD, "name": 5}], 2),
    ([GOOD, {k: v for k, v in GOOD.items() if k != "name"}], 2),
    ([GOOD, {**GOOD, "kind": "human"}], 2),
    ([GOOD, {**GOOD, "level": None}], 2),
    ([GOOD, {**GOOD, "token": 12345}], 2),
    ([GOOD, {**GOOD, "kind": "remote"}], 2),            # a remote player's seat needs its token
], ids=["none", "object", "short", "long", "text", "name", "no-name", "kind", "level", "token",
        "remote-without-token"])
def test_restored_refuses_what_is_not_a_list_of_seats(saved: object, players: int) -> None:
    with pytest.raises(ValueError, match="seat"):
        Seats.restored(saved, players)


# ------------------------------------------------------------------------ a restarted host
def test_a_restarted_host_holds_the_local_seat_for_its_token() -> None:
    net = host(names=("Ann", "Ben?", "West", "North"))
    token = net.host.seats.seats[0].token
    ann, ben = net.hello("Ann", token=token), net.hello("Ben")
    for _ in range(6):
        net.run_bots()
        net.answer(ann) or net.answer(ben)
    record = net.host.record()
    assert record["lan"]["seats"][0] == {"name": "Ann", "kind": "local", "level": "normal",
                                         "token": token}
    state, seats = TableHost.resumed(record)
    assert seats.seats[0].kind == "remote" and seats.seats[0].away
    assert seats.by_token(token) == 0 and seats.by_token(ben.token) == 1
    restarted = Network(TableHost(net.host.config, 100.0, resume=(state, seats)))
    restarted.now = 100.0
    assert restarted.hello("Eve").last("refused")["reason"] == "the table is full"
    back = restarted.hello("Ann", token=token, address="127.0.0.1")
    assert back.seat == 0 and back.token == token and not back.closed
    assert back.last("seats")["players"][0] == {"name": "Ann", "kind": "remote", "away": False}
    assert back.last("view")["view"]["seat"] == 0
    ben_back = restarted.hello("Ben", token=ben.token)
    assert ben_back.seat == 1
    restarted.play([back, ben_back])
    assert restarted.host.finished

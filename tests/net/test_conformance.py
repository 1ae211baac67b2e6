"""The headless host checked from outside against the protocol ``fivehundred-lan/1``.

Every test starts ``python -m fivehundred_qt host`` and speaks to it over plain sockets
(``conformance_client``); every message each connection receives is checked as it arrives
(``conformance_checks``): the order of a join and of each event, who is sent what, which cards a
message names to whom, and where free text sits. The games are then compared with the host's own
record and ``replay``. Computer seats are ``random``; our clients pick from ``legal`` (steered
towards a contract where a test needs one).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from .conformance_checks import JOKERS, MISERE, RulesInFocus, check_against_record
from .conformance_client import (
    Client,
    HostProcess,
    Message,
    Table,
    catch_up,
    discard_from,
    everyone_done,
    excerpt,
    play_until,
    random_choice,
)

RANKS = {str(n): n for n in range(2, 14)} | {"J": 14, "Q": 15, "K": 16, "A": 17}


def card_rank(card: str) -> int:
    return 30 if card in JOKERS else RANKS[card[:-1]]


def problems(clients: list[Client], *categories: str) -> list[str]:
    return [text for client in clients for text in client.check.found(*categories)]


def no_problems(found: list[str]) -> None:
    """Fail with every problem found (at most 40 shown), one a line."""
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found[:40])


class Steer:
    """Our clients' choices: the first of our seats to call in a hand bids the first legal target
    (others of ours pass); joker nominations alternate between a suit and declining; a misère
    contractor plays its lowest card; anything else is a random legal action."""

    def __init__(self, targets: tuple[str, ...] = (), *, sans_kitty: bool = False, seed: int = 0) -> None:
        self.targets, self.sans_kitty = targets, sans_kitty
        self.rng = random.Random(seed)
        self.bidder: dict[Any, int] = {}
        self.nominations = 0

    def __call__(self, client: Client, turn: Message) -> Message:
        legal, decision, check = turn["legal"], turn["decision"], client.check
        if decision == "bid" and self.targets:
            if self.bidder.setdefault(check.hand_number, turn["seat"]) == turn["seat"]:
                for action in legal:
                    sans = bool(action.get("sans_kitty")) == self.sans_kitty
                    if action.get("bid") in self.targets and sans:
                        return dict(action)
            passes = [a for a in legal if a.get("bid") == "pass"]
            return dict(passes[0] if passes else self.rng.choice(legal))
        if decision == "discard":
            return discard_from(client, turn, self.rng)
        if decision == "joker_suit":
            self.nominations += 1
            wanted = [a for a in legal if (a["joker_suit"] == "none") == (self.nominations % 2 == 0)]
            return dict((wanted or legal)[0])
        if decision == "play" and check.contract is not None and check.contract[0] in MISERE:
            return dict(min(legal, key=lambda a: card_rank(a["play"])))
        return dict(self.rng.choice(legal))


@dataclass
class Game:
    host: HostProcess
    table: Table
    players: list[Client]
    watchers: list[Client]
    exit_code: int = -1
    printed: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def everyone(self) -> list[Client]:
        return self.players + self.watchers

    def record_problems(self, clients: list[Client] | None = None) -> list[str]:
        record, replay = self.host.record(), self.host.replay_summary()
        found: list[str] = []
        for client in clients if clients is not None else self.everyone:
            found += check_against_record(client.check, record, replay)
        return found


def start(folder: Path, rules: Any, seats: list[str], focus: RulesInFocus,
          **options: Any) -> tuple[HostProcess, Table]:
    host = HostProcess(folder, rules, seats, **options)
    return host, Table(host, focus)


def seat_players(table: Table, seats: list[str], names: str = "Ann Smith") -> list[Client]:
    """Our clients on every open seat, one after another, each asking for its own seat."""
    players = []
    for seat, kind in enumerate(seats):
        if kind == "open":
            client = table.join(f"player {seat}", f"{names} {seat}", "player", seat=seat)
            client.wait_answered()
            assert client.check.seat == seat, \
                f"seat {seat} asked while free, got {excerpt(client.messages[:1])}"
            players.append(client)
    return players


def play_game(folder: Path, rules: Any, seats: list[str], focus: RulesInFocus, *, spectators: int = 1,
              seed: int = 1, hands: int = 2, chooser: Callable[[Client, Message], Message] | None = None,
              before_players: Callable[[Game], None] | None = None, late_spectator: bool = False) -> Game:
    host, table = start(folder, rules, seats, focus, seed=seed, hands=hands)
    try:
        watchers = [table.join(f"spectator {i}", f"Watcher {i}", "spectator") for i in range(spectators)]
        table.wait_for(lambda: all(w.check.stage == "ready" for w in watchers), 10, "the spectators' views")
        game = Game(host, table, [], watchers)
        if before_players is not None:
            before_players(game)
        game.players = seat_players(table, seats)
        choose = chooser or random_choice(random.Random(seed))
        if late_spectator:
            play_until(table, game.players, choose, lambda: len(game.players[0].check.plays) >= 2, 30)
            late = table.join("late spectator", "Late Watcher", "spectator")
            catch_up(table, late)
            game.watchers.append(late)
            game.extra["late"] = late
        play_until(table, game.players, choose, everyone_done(game.everyone), timeout=60)
        game.exit_code, game.printed = host.wait_exit(20)
        return game
    except BaseException:
        table.close()
        host.stop()
        raise


GAMES: dict[str, Callable[[Path], Game]] = {}


def game_spec(function: Callable[[Path], Game]) -> Callable[[Path], Game]:
    GAMES[function.__name__] = function
    return function


@game_spec
def australian_full_table(folder: Path) -> Game:
    """Scenario 1: 2 of our players, 2 random computer players, 10 spectators, an 11th refused."""
    def watchers_full(game: Game) -> None:
        eleventh = game.table.join("spectator 11", "Eleventh Watcher", "spectator")
        eleventh.wait_closed(10)
        game.extra["refusal"] = eleventh.messages
        game.watchers[0].send({"type": "chat", "text": "good luck, all"})

    return play_game(folder, "australian", ["open", "random", "open", "random"], RulesInFocus(),
                     spectators=10, seed=3, hands=4, before_players=watchers_full)


@game_spec
def six_players(folder: Path) -> Game:
    return play_game(folder, {"preset": "australian", "players": 6},
                     ["open", "random", "random", "open", "random", "random"], RulesInFocus(players=6),
                     seed=5, hands=2, late_spectator=True)


@game_spec
def five_players_sans_kitty(folder: Path) -> Game:
    return play_game(folder, {"preset": "australian", "players": 5, "sans_kitty": True}, ["open"] * 5,
                     RulesInFocus(players=5), seed=7, hands=2,
                     chooser=Steer(("7S", "7C", "7D", "7H", "7NT"), sans_kitty=True, seed=7))


@game_spec
def both_hands_misere(folder: Path) -> Game:
    return play_game(folder, {"preset": "australian", "nullo_play": "both_hands", "misere": "anytime"},
                     ["open"] * 4, RulesInFocus(nullo_play="both_hands"), seed=11, hands=3,
                     chooser=Steer(("misere",), seed=11))


@game_spec
def open_misere_after_first_trick(folder: Path) -> Game:
    return play_game(folder, "australian", ["open"] * 4, RulesInFocus(), seed=13, hands=3,
                     chooser=Steer(("open_misere",), seed=13))


@game_spec
def open_misere_before_lead(folder: Path) -> Game:
    return play_game(folder, {"preset": "australian", "open_misere_exposed": "before_lead"}, ["open"] * 4,
                     RulesInFocus(open_misere_exposed="before_lead"), seed=17, hands=3,
                     chooser=Steer(("open_misere",), seed=17))


@game_spec
def two_jokers_no_trumps(folder: Path) -> Game:
    return play_game(folder, {"preset": "australian", "kitty_size": 6}, ["open"] * 4, RulesInFocus(),
                     seed=19, hands=8, chooser=Steer(("6NT", "7NT", "8NT", "9NT", "10NT"), seed=19))


def pass_first_hand(seed: int) -> Callable[[Client, Message], Message]:
    """Everyone of ours passes in hand 0; random legal actions afterwards."""
    rng = random.Random(seed)

    def choose(client: Client, turn: Message) -> Message:
        if turn["decision"] == "bid" and client.check.hand_number == 0:
            return {"seat": turn["seat"], "bid": "pass"}
        return random_choice(rng)(client, turn)
    return choose


@game_spec
def all_pass_redeal(folder: Path) -> Game:
    return play_game(folder, "australian", ["open"] * 4, RulesInFocus(), seed=29, hands=2,
                     chooser=pass_first_hand(29))


@game_spec
def all_pass_play_nt(folder: Path) -> Game:
    return play_game(folder, {"preset": "australian", "all_pass": "play_nt"}, ["open"] * 4, RulesInFocus(),
                     seed=31, hands=1, chooser=pass_first_hand(31))


@game_spec
def spades(folder: Path) -> Game:
    return play_game(folder, "spades", ["open", "random", "open", "random"], RulesInFocus(spades=True),
                     seed=23, hands=2)


class Games:
    """Each game played once for the module, on first use."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.played: dict[str, Game] = {}

    def __getitem__(self, name: str) -> Game:
        if name not in self.played:
            self.played[name] = GAMES[name](self.folder / name)
        return self.played[name]

    def close(self) -> None:
        for game in self.played.values():
            game.table.close()
            game.host.stop()


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Games]:
    played = Games(tmp_path_factory.mktemp("conformance"))
    yield played
    played.close()


def types(messages: list[Message]) -> list[str]:
    return [m.get("type", "?") for m in messages]


# ---------------------------------------------------------------- scenario 1: a full table

def test_full_table_order_of_every_message(games: Games) -> None:
    game = games["australian_full_table"]
    no_problems(problems(game.everyone, "order", "rules"))


def test_full_table_joins(games: Games) -> None:
    game = games["australian_full_table"]
    found = []
    for number, watcher in enumerate(game.watchers):
        if types(watcher.messages[:3]) != ["welcome", "seats", "view"]:
            found.append(f"{watcher.label} joined with {types(watcher.messages[:4])}")
        table = watcher.messages[0].get("table", {})
        if (table.get("spectators"), table.get("watching")) != (10, number + 1):
            found.append(f"{watcher.label}'s welcome says spectators {table.get('spectators')}, watching "
                         f"{table.get('watching')}; expected 10 and {number + 1}")
    first, starter = game.players
    if types(first.messages[:3]) != ["welcome", "seats", "view"]:
        found.append(f"first player joined with {types(first.messages[:4])}")
    joined = [m for m in starter.messages[:30] if m.get("type") != "chat"]  # old chat may follow the view
    if types(joined[:6]) != ["welcome", "seats", "view", "deal", "view", "turn"]:
        found.append(f"the joiner who starts the game got {types(joined[:6])}")
    refusal = game.extra["refusal"]
    if types(refusal) != ["refused"] or not str(refusal[0].get("reason", "")).strip():
        found.append(f"an 11th spectator got {excerpt(refusal)} (a `refused` with a reason, then close)")
    no_problems(found)


def test_full_table_seats_sent_to_everyone_on_each_join(games: Games) -> None:
    game = games["australian_full_table"]
    found = []
    for watcher in game.watchers:
        seen = [[p["kind"] for p in m["players"]] for m in watcher.messages if m.get("type") == "seats"]
        expected = [["open", "bot", "open", "bot"], ["remote", "bot", "open", "bot"],
                    ["remote", "bot", "remote", "bot"]]
        if seen[:3] != expected:
            found.append(f"{watcher.label} saw seats {seen[:4]}, expected {expected}")
    no_problems(found)


def test_full_table_ends_with_game_over_then_bye(games: Games) -> None:
    game = games["australian_full_table"]
    found = []
    for client in game.everyone:
        tail = [t for t in types(client.messages) if t not in ("seats", "chat", "pong")]
        if tail[-3:] != ["game_over", "view", "bye"]:
            found.append(f"{client.label} ended with {tail[-4:]}")
    assert game.exit_code == 0, f"host exit code {game.exit_code}; stderr {game.host.stderr()[-1000:]}"
    printed = json.loads(game.printed.strip().splitlines()[-1])
    replay = game.host.replay_summary()
    for key in ("teams", "hands", "scores", "winner", "complete"):
        if printed.get(key) != replay.get(key):
            found.append(f"the host printed `{key}` {excerpt(printed.get(key))}, "
                         f"replay says {excerpt(replay.get(key))}")
    no_problems(found)


def test_full_table_messages_match_the_record(games: Games) -> None:
    game = games["australian_full_table"]
    no_problems(game.record_problems())


def test_chat_reaches_everyone_under_text(games: Games) -> None:
    game = games["australian_full_table"]
    missing = [c.label for c in game.everyone
               if not any(m.get("type") == "chat" and m.get("text") == "good luck, all" for m in c.messages)]
    assert not missing, f"the chat line did not reach {missing}"


# ---------------------------------------------------------------- scenario 2: variants

@pytest.mark.parametrize("name", [n for n in GAMES if n != "australian_full_table"])
def test_variant_order_and_record(games: Games, name: str) -> None:
    game = games[name]
    no_problems(problems(game.everyone, "order", "rules") + game.record_problems())


def events(client: Client, kind: str) -> list[tuple[Any, ...]]:
    return [e for e in client.check.events if e[0] == kind]


def test_sans_kitty_shows_the_kitty_to_everyone_at_the_end(games: Games) -> None:
    game = games["five_players_sans_kitty"]
    record = game.host.record()
    sans = [i for i, s in enumerate(game.players[0].check.scored) if s["summary"].get("sans_kitty")]
    assert sans, "no sans-kitty contract was reached"
    found = []
    for client in game.everyone:
        for number in sans:
            plays = sum(1 for a in record["hands"][number]["actions"] if "play" in a)
            shown = [e for e in events(client, "kitty") if e[1] == number]
            if [e[2] for e in shown] != [plays]:
                found.append(f"{client.label}, hand {number}: kitty sent after {[e[2] for e in shown]} "
                             f"cards played, expected once after the last ({plays})")
    partners = [t for t in game.players[0].messages
                if t.get("type") == "turn" and t.get("decision") == "partners"]
    assert partners, "no `partners` decision was asked"
    no_problems(found)


def test_both_hands_partner_exposed_to_everyone(games: Games) -> None:
    game = games["both_hands_misere"]
    record = game.host.record()
    scored = game.players[0].check.scored
    misere = [i for i, s in enumerate(scored) if s["summary"].get("contract") == "misere"]
    assert misere, "no misère contract was reached"
    found = []
    for number in misere:
        contractor = scored[number]["summary"]["declarer"]
        partner = (contractor + 2) % 4
        dealt = tuple(sorted(record["hands"][number]["deal"]["hands"][partner]))
        for client in game.everyone:
            shown = [e for e in events(client, "exposed") if e[1] == number]
            if [(e[2], e[3], e[4], e[6]) for e in shown] != [(partner, 0, False, dealt)]:
                found.append(f"{client.label}, hand {number}: exposed {shown}, expected partner {partner}'s "
                             "whole hand at the end of the auction")
        turns = [t for t in game.players[contractor].messages
                 if t.get("type") == "turn" and t.get("seat") == partner and "legal" in t]
        if not turns:
            found.append(f"hand {number}: the contractor's connection never decided for the partner's seat")
    no_problems(found)


@pytest.mark.parametrize("name", ["open_misere_after_first_trick", "open_misere_before_lead"])
def test_open_misere_hand_exposed(games: Games, name: str) -> None:
    game = games[name]
    record = game.host.record()
    scored = game.players[0].check.scored
    chosen = [i for i, s in enumerate(scored) if s["summary"].get("contract") == "open_misere"]
    assert chosen, "no open misère contract was reached"
    found, exposures = [], 0
    for number in chosen:
        hand = record["hands"][number]
        contractor = scored[number]["summary"]["declarer"]
        plays = [a for a in hand["actions"] if "play" in a]
        for client in game.everyone:
            for event in (e for e in events(client, "exposed") if e[1] == number):
                exposures += 1
                discard = next(a["discard"] for a in hand["actions"] if "discard" in a)
                holding = set(hand["deal"]["hands"][contractor]) | set(hand["deal"]["kitty"])
                holding -= set(discard) | {a["play"] for a in plays[:event[3]] if a["seat"] == contractor}
                if event[2] != contractor or set(event[6]) != holding:
                    found.append(f"{client.label}, hand {number}: exposed {event}, expected seat "
                                 f"{contractor} holding {sorted(holding)}")
    assert exposures, "no open misère hand lasted long enough to be exposed"
    no_problems(found)


def test_joker_nominations_with_two_jokers(games: Games) -> None:
    game = games["two_jokers_no_trumps"]
    record = game.host.record()
    nominated = [a for h in record["hands"] for a in h["actions"] if "joker_suit" in a]
    assert any(a["joker_suit"] != "none" for a in nominated), f"no joker was nominated: {nominated}"
    assert any(a["joker_suit"] == "none" for a in nominated), f"no nomination was declined: {nominated}"
    found = []
    for client in game.everyone:
        asked = [t for t in client.messages if t.get("type") == "turn" and t.get("decision") == "joker_suit"]
        if any(t.get("seat") != client.check.seat for t in asked):
            found.append(f"{client.label} was told of a joker_suit turn: {excerpt(asked[:1])}")
    no_problems(found + problems(game.everyone, "order", "rules"))


def test_a_spectator_joining_mid_hand(games: Games) -> None:
    late = games["six_players"].extra["late"]
    assert types(late.messages[:3]) == ["welcome", "seats", "view"], excerpt(late.messages[:4])
    assert late.messages[3].get("type") != "turn" or "legal" not in late.messages[3]


def test_thrown_in_hand_is_scored_then_dealt_again(games: Games) -> None:
    game = games["all_pass_redeal"]
    found = []
    for client in game.everyone:
        scored = client.check.scored
        if not scored or scored[0]["summary"].get("contract") != "pass":
            found.append(f"{client.label}: first hand_scored {excerpt(scored[:1])}, expected contract `pass`")
        deals = [m["hand_number"] for m in client.messages if m.get("type") == "deal"]
        if deals[:2] != [0, 1]:
            found.append(f"{client.label}: deals {deals}")
    no_problems(found)


def test_nomination_question_invisible_to_others(games: Games) -> None:
    """The view others get right after the discard must not depend on whether the contractor is
    being asked about a joker: keys that agree in every hand with no question must agree too in a
    hand with one (and a declined nomination adds no view: the order check)."""
    game = games["two_jokers_no_trumps"]
    record = game.host.record()
    found = []
    for client in game.everyone:
        after: dict[int, dict[str, Any]] = {}
        number = None
        for index, message in enumerate(client.messages):
            if message.get("type") == "deal":
                number = message["hand_number"]
            elif message.get("type") == "action" and "discard" in message["action"] \
                    and message["action"]["seat"] != client.check.seat:
                view = next(m for m in client.messages[index:] if m.get("type") == "view")
                after[number] = view["view"]  # type: ignore[index]
        asked = {n for n in after if any("joker_suit" in a for a in record["hands"][n]["actions"])}
        plain = [after[n] for n in after if n not in asked]
        if len(plain) < 2 or not asked:
            continue
        steady = {k: v for k, v in plain[0].items() if all(view.get(k) == v for view in plain[1:])}
        for n in sorted(asked):
            differ = {k: after[n].get(k) for k, v in steady.items() if after[n].get(k) != v}
            if differ:
                found.append(f"{client.label}, hand {n} (contractor asked about a joker): the view after the "
                             f"discard has {excerpt(differ)}, in every hand without a question "
                             f"{excerpt({k: steady[k] for k in differ})}")
    assert any("joker_suit" in a for h in record["hands"] for a in h["actions"])
    no_problems(found)


# ---------------------------------------------------------------- scenario 6: what each recipient may know

@pytest.mark.parametrize("name", list(GAMES))
def test_no_card_named_to_someone_who_may_not_know_it(games: Games, name: str) -> None:
    no_problems(problems(games[name].everyone, "cards"))


@pytest.mark.parametrize("name", list(GAMES))
def test_free_text_only_under_text_keys(games: Games, name: str) -> None:
    no_problems(problems(games[name].everyone, "text"))

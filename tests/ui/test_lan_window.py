"""The window at a LAN table, offscreen, against real hosts on 127.0.0.1: a player joins a
headless host and plays by clicks; a spectator watches and chats; the app hosts a table that a
scripted player joins, gives that player's seat away, and closes the table with a word to all.
At every step the window holds no card its seat may not see."""

from __future__ import annotations

import json
import random
import threading

from PySide6.QtCore import Qt

from fivehundred_qt.controller import Mode
from fivehundred_qt.controller.lan_setup import HostSetup, JoinRequest
from fivehundred_qt.core import Bid, Phase, Play, RuleSet
from fivehundred_qt.settings import SeatSetup, TableSetup
from fivehundred_qt.ui.main_window import MainWindow

from ..net.lan_client import LanClient, start_host
from .conftest import quick_prefs


def hidden_cards_seen(window: MainWindow) -> list[str]:
    """Faces on the table that the window's seat may not see: other seats' hands not exposed."""
    view = window.controller.view()
    if view is None:
        return []
    seen = []
    for seat, items in window.scene.hands.items():
        if seat == view.seat or seat in view.exposed:
            continue
        seen += [str(i.card) for i in items if i.card is not None]
    return seen


def click_decision(qtbot, window: MainWindow, rng: random.Random) -> None:
    """Make the decision the window asks for, by clicks on the action bar and the table."""
    view = window.controller.decider_view()
    assert view is not None
    bar, table = window.action_bar, window.table_view
    if view.phase is Phase.AUCTION:
        bids = [a for a in view.legal if isinstance(a, Bid) and not a.is_pass]
        grid = bar.bid_table
        index = bar.grid_model.index_of(bids[0]) if bids else None
        if index is not None and index.isValid() and rng.random() < 0.5:
            qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton,
                             pos=grid.visualRect(index).center())
        else:
            buttons = [b for b in bar.call_row.parentWidget().findChildren(type(bar.discard_button))
                       if b.text() == "Pass" and b.isVisible()]
            qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    elif view.phase is Phase.DISCARD:
        items = window.scene.hands[view.seat][-view.discard_count:]
        for item in items:
            qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                             pos=table.mapFromScene(item.scenePos()))
        qtbot.mouseClick(bar.discard_button, Qt.MouseButton.LeftButton)
    elif view.phase in (Phase.JOKER, Phase.PARTNERS):
        buttons = [b for b in bar.choice_page.findChildren(type(bar.discard_button))
                   if b.isVisible()]
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    else:
        plays = {a.card for a in view.legal if isinstance(a, Play)}
        item = next(i for i in window.scene.hands[view.to_move] if i.card in plays)
        if any(isinstance(a, Play) and a.lead_suit is not None for a in view.legal):
            window.controller.act(next(a for a in view.legal if isinstance(a, Play)
                                       and a.card == item.card))   # a suitless joker's menu
            return
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.mapFromScene(item.scenePos()))


def test_a_player_joins_a_headless_host_and_plays_by_clicks(qtbot, window):
    proc, port = start_host("--seats", "open,random,random,random", "--hands", "2", "--seed", "3",
                            "--name", "Kitchen")
    try:
        window.lan.join(JoinRequest("127.0.0.1", port, "Ann"))
        qtbot.waitUntil(lambda: window.lan.table is not None and window.controller is
                        window.lan.table, timeout=10000)
        table = window.lan.table
        rng = random.Random(1)
        ended: list[str] = []
        table.ended.connect(ended.append)
        decisions = 0
        for _ in range(4000):
            if ended and table.mode in (Mode.GAME_OVER, Mode.HAND_OVER, Mode.THINKING):
                break
            assert hidden_cards_seen(window) == []
            if table.mode is Mode.HUMAN:
                click_decision(qtbot, window, rng)
                decisions += 1
            elif table.mode is Mode.HAND_OVER:
                qtbot.mouseClick(window.action_bar.next_button, Qt.MouseButton.LeftButton)
            qtbot.wait(10)
        out, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    summary = json.loads(out.strip().splitlines()[-1])
    assert ended == ["the game is over"], err
    assert decisions >= 3
    # What the window showed adds up to the host's own account of the game.
    assert table.session.summary == summary
    assert [r.delta for r in window.score_model.results()] == [
        tuple(h["delta"]) for h in summary["hands"]]
    assert table.session.players[0]["name"] == "Ann"
    assert window.controller.names[0] == "You"     # the window words its own seat


def test_a_spectator_watches_without_hidden_cards_and_chats(qtbot, window):
    proc, port = start_host("--seats", "open,random,random,random", "--chat", "text",
                            "--seed", "5", "--hands", "3")
    player = LanClient(port, "Ben", seed=2)
    player.hold = threading.Event()          # Ben waits to decide until the chat is done
    player.start()
    friend = LanClient(port, "Lee", role="spectator", seed=3)
    friend.start()
    try:
        window.lan.join(JoinRequest("127.0.0.1", port, "Kim", role="spectator"))
        qtbot.waitUntil(lambda: window.lan.table is not None
                        and window.lan.table.view() is not None, timeout=10000)
        table = window.lan.table
        assert table.seat is None and table.humans == []
        assert window.lan.chat_dock.isVisible() and window.lan.players_dock.isVisible()
        # Chat from the window reaches the player, and the player's line reaches the window.
        assert window.lan.chat.say_text("  Good luck, all\n")
        qtbot.waitUntil(lambda: friend.last("chat") is not None, timeout=10000)
        assert friend.last("chat")["text"] == "Good luck, all"
        assert friend.last("chat")["from"] == "Kim"
        friend.sock.sendall(b'{"type": "chat", "preset": "well_played"}\n')
        qtbot.waitUntil(lambda: window.lan.chat_model.rowCount() >= 2, timeout=10000)
        texts = [window.lan.chat_model.index(r).data() for r in range(window.lan.chat_model.rowCount())]
        assert "Lee: Well played" in texts
        player.hold.set()
        for _ in range(1500):
            assert hidden_cards_seen(window) == []
            if table.mode is Mode.HAND_OVER:
                table.next_hand()
            if table.mode is Mode.GAME_OVER or window.lan.table is None:
                break
            qtbot.wait(20)
        # The spectator saw the whole game through: every hand on its score sheet.
        assert table.session.summary is not None
        assert len(window.score_model.results()) == len(table.session.summary["hands"]) >= 1
    finally:
        player.hold.set()
        proc.kill()
        player.join(5)
        friend.join(5)


def hosted_setup(port: int = 0, **options) -> HostSetup:
    # No misère: a seat sits out only in misère, so no hand can finish while the test's own
    # seat waits, and a random player's failed open misère cannot end the game mid-test.
    rules = RuleSet.build({"game": "500", "misere": "off", "open_misere": "off"})
    seats = [SeatSetup("Me", "human"), SeatSetup("Player 2", "open"),
             SeatSetup("West", "computer", "random"), SeatSetup("North", "computer", "random")]
    return HostSetup(TableSetup(rules=rules.to_record(), seats=seats, suggestions=True),
                     "Our table", port=port, **options)


def test_the_app_hosts_a_table_gives_a_seat_away_and_closes_it(qtbot, window):
    window.lan.host(hosted_setup(), bind="127.0.0.1", announce=False)
    qtbot.waitUntil(lambda: window.lan.table is not None and window.lan.table.rules is not None,
                    timeout=10000)
    table = window.lan.table
    assert table.seat == 0 and table.request.address == "127.0.0.1"
    port = table.request.port
    seats = window.lan.players.model
    assert seats.rowCount() == 4 and seats.item(1, 2).text() == "waiting for a player"
    prompt = window.action_bar.prompt.text()
    assert prompt.startswith("Waiting for one more player to join.") and f"port {port}" in prompt
    guest = LanClient(port, "Ben", seed=3)
    guest.start()
    try:
        qtbot.waitUntil(lambda: seats.item(1, 1).text() == "Ben", timeout=10000)
        # Ben's name replaces "Player 2" everywhere: nameplate, auction and score sheet (the
        # window hears of Ben as a client, a moment after the host's own list does).
        auction, score = window.auction_model, window.score_model
        qtbot.waitUntil(lambda: window.scene.names[1] == "Ben", timeout=10000)
        assert auction.headerData(1, Qt.Orientation.Horizontal).endswith("Ben")
        assert any("Ben" in str(score.headerData(c, Qt.Orientation.Horizontal))
                   for c in range(score.columnCount()))
        # The game starts once every seat is taken; the host plays from the window.
        qtbot.waitUntil(lambda: table.mode is Mode.HUMAN or table.view().hand_number >= 0,
                        timeout=10000)
        for _ in range(200):
            if table.mode is Mode.HUMAN:
                action, _ = table.suggestion_with_reason()
                assert action is not None and window.controller.act(action) is None
            if guest.decisions >= 2:
                break
            qtbot.wait(20)
        assert guest.decisions >= 1
        # The host gives Ben's seat to a computer player: Ben is told, the seat says so.
        window.lan.players.view.selectRow(1)
        assert window.lan.players.give.isEnabled() and window.lan.players.reopen.isEnabled()
        assert window.lan.players.reopen.isVisibleTo(window.lan.players)
        window.lan.hosted.give_to_bot(1, "random")
        qtbot.waitUntil(lambda: seats.item(1, 2).text() == "computer player", timeout=10000)
        window.lan.players.view.selectRow(1)        # a computer player's seat: neither offered
        assert not window.lan.players.give.isEnabled()
        assert not window.lan.players.reopen.isEnabled()
        guest.join(10)
        assert guest.last("bye")["reason"] == "the host gave your seat to a computer player"
        # Another player joins the watching places, then the host closes the table.
        watcher = LanClient(port, "Kim", role="spectator", seed=4)
        watcher.start()
        qtbot.waitUntil(lambda: watcher.last("view") is not None, timeout=10000)
        # The host's Players dock lists who watches, and since when.
        spectators = window.lan.players.spectators
        qtbot.waitUntil(lambda: spectators.rowCount() == 1, timeout=10000)
        assert spectators.item(0, 0).text() == "Kim" and ":" in spectators.item(0, 1).text()
        assert window.lan.players.spectator_view.isVisibleTo(window.lan.players)
        window.lan.close()
        watcher.join(10)
        assert watcher.last("bye")["reason"] == "the host closed the table"
    finally:
        guest.sock.close()


def test_a_dropped_player_joins_again_into_the_held_seat(qtbot, window):
    proc, port = start_host("--seats", "open,random,open,random", "--seed", "7")
    ben = LanClient(port, "Ben", seed=2)
    ben.hold = threading.Event()              # Ben keeps the game from running away meanwhile
    try:
        window.lan.join(JoinRequest("127.0.0.1", port, "Ann", seat=2))
        qtbot.waitUntil(lambda: window.lan.table is not None and window.lan.table.seat == 2,
                        timeout=10000)
        first = window.lan.table
        token = first.session.token
        assert token is not None and window.lan.tokens.get("127.0.0.1", port) == token
        ben.start()
        qtbot.waitUntil(lambda: first.view() is not None and first.view().hand_number >= 0,
                        timeout=10000)
        first.remote._socket.abort()            # the Wi-Fi drops
        qtbot.waitUntil(lambda: window.lan.rejoin_box is not None
                        and window.lan.rejoin_box.isVisible(), timeout=10000)
        window.lan.rejoin_box.accept()          # "Join again?" Yes
        qtbot.waitUntil(lambda: window.lan.table is not first and window.lan.table is not None
                        and window.lan.table.view() is not None, timeout=10000)
        again = window.lan.table
        assert again.seat == 2 and again.session.token == token
        assert window.controller is again and again.session.players[2]["name"] == "Ann"
        assert again.view().hand_number == first.view().hand_number
    finally:
        ben.hold.set()
        proc.kill()
        ben.join(5)


def test_while_another_player_decides_the_strips_say_who_and_what(qtbot, window):
    # A joiner's strip said only "Spades" and a spectator's nothing while someone else decided;
    # the spectator's table called seat 0 "You" ("You bid 3") as if the game were theirs.
    proc, port = start_host("--rules", "spades", "--seats", "open,open,random,random",
                            "--seed", "11")
    ben = LanClient(port, "Ben", seed=2)
    ben.hold = threading.Event()            # Ben thinks until the test has looked
    watcher = MainWindow(quick_prefs(), think_delay=False)
    qtbot.addWidget(watcher)
    watcher.resize(1100, 800)
    watcher.show()
    said: list[str] = []
    watcher.scene.said.connect(said.append)
    try:
        window.lan.join(JoinRequest("127.0.0.1", port, "Ann", seat=0))
        qtbot.waitUntil(lambda: window.lan.table is not None and window.lan.table.seat == 0,
                        timeout=10000)
        ben.start()
        watcher.lan.join(JoinRequest("127.0.0.1", port, "Kim", role="spectator"))
        table = window.lan.table

        def waiting_for_ben(w: MainWindow) -> bool:
            view = w.controller.view()
            return (view is not None and view.decider == 1 and view.phase is Phase.AUCTION
                    and w.controller.mode is Mode.THINKING and not w.scene.busy)

        for _ in range(1500):
            if table.mode is Mode.HUMAN:
                view = table.decider_view()
                assert view is not None and window.controller.act(view.legal[-1]) is None
            if waiting_for_ben(window) and waiting_for_ben(watcher):
                break
            qtbot.wait(10)
        for w in (window, watcher):
            view = w.controller.view()
            assert waiting_for_ben(w), (view and (view.phase, view.decider), w.controller.mode,
                                        w.scene.busy, w.action_bar.prompt.text())
            assert w.action_bar.prompt.text() == "Ben to bid"
            assert [b.turn for b in w.scene.badges] == [False, True, False, False]
        assert watcher.controller.names[0] == "Ann" and watcher.scene.badges[0].name == "Ann"
        assert window.controller.names[0] == "You"          # the joiner's own seat
        assert said and not any(s.startswith("You") for s in said), said
    finally:
        ben.hold.set()
        watcher.lan.close()
        proc.kill()
        ben.join(5)


def test_a_preset_phrase_after_a_typed_line_reaches_the_chat(qtbot, window):
    # "Hallo!" sent with the Say button as soon as it was back did not appear: the host, which
    # relays a line every 2 seconds, refused it, and nothing said so.
    proc, port = start_host("--seats", "open,random,random,random", "--chat", "text",
                            "--seed", "5")
    try:
        window.lan.join(JoinRequest("127.0.0.1", port, "Kim"))
        qtbot.waitUntil(lambda: window.lan.table is not None
                        and window.lan.table.view() is not None, timeout=10000)
        chat, model = window.lan.chat, window.lan.chat_model

        def texts() -> list[str]:
            return [model.index(r).data() for r in range(model.rowCount())]

        for round_ in range(2):
            assert chat.say_text(f"hi all {round_}")
            qtbot.waitUntil(chat.say.isEnabled, timeout=5000)
            qtbot.mouseClick(chat.say, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda r=round_: texts().count("Kim: Hello!") == r + 1, timeout=4000)
            qtbot.waitUntil(chat.say.isEnabled, timeout=5000)
        assert not any("host answered" in t for t in texts())
        # A line the host refuses is not lost without a word.
        window.lan.table.send_chat({"type": "chat", "text": "one"})
        window.lan.table.send_chat({"type": "chat", "text": "two, too soon"})
        qtbot.waitUntil(lambda: "The host answered: one chat line every 2 seconds" in texts(),
                        timeout=4000)
        assert "Kim: two, too soon" not in texts()
    finally:
        proc.kill()

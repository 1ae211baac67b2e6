"""The window's side of a network table (``NetworkTable``) at a host whose views it cannot read
or that sends none: the same flow as with views (events to show, the player's turn, the hand
over, the game over), every decision accepted, and the view each decision is asked from is the
host's own view of the seat.  No sockets: our real host on the pretend network of tests/net,
with every ``view`` rewritten on its way (tests/net/test_client_told.py)."""

from __future__ import annotations

import pytest

from fivehundred_qt.bots import make_player
from fivehundred_qt.controller import Mode
from fivehundred_qt.controller.lan_setup import JoinRequest
from fivehundred_qt.core import RuleSet, SeatView
from fivehundred_qt.core.events import Event, GameOver, HandDealt, HandScored
from fivehundred_qt.net.host import TableConfig, TableHost
from fivehundred_qt.net.views import view_from_json

from ..net.harness import Client, Network
from ..net.test_client_told import ForeignHost, no_view, other_shape, unknown_phase


class Window:
    """What the main window does with a ``NetworkTable``: shows each batch of events at once,
    goes on to the next hand, and decides (as a computer player) from the view it is given."""

    def __init__(self, net: Network, rewrite: ForeignHost, request: JoinRequest) -> None:
        from fivehundred_qt.controller.network import NetworkTable

        self.net, self.rewrite = net, rewrite
        self.table = NetworkTable(request)
        self.client: Client = net.connect()
        self.table.remote.send = lambda m: net.send(self.client, m)   # type: ignore[method-assign]
        self.player = make_player("easy", 1)
        self.events: list[Event] = []
        self.asked: list[tuple[SeatView, SeatView]] = []
        self.problems: list[str] = []
        self.ended: list[str] = []
        self.real: SeatView | None = None
        self.table.events_ready.connect(self.events.extend)
        self.table.problem.connect(self.problems.append)
        self.table.ended.connect(self.ended.append)
        self.read = 0
        net.send(self.client, self.table.session.start())

    def pump(self) -> bool:
        """Take what the host sent; whether anything happened."""
        moved = False
        while self.read < len(self.client.received):
            original = self.client.received[self.read]
            self.read += 1
            session = self.table.session
            if original["type"] == "view" and session.rules is not None:
                self.real = view_from_json(original["view"], session.rules, tuple(session.results))
            message = self.rewrite(original)
            if message is None:
                continue
            _, changes = session.receive(message)
            self.table._on_message(message, changes)
            if "closed" in changes:
                self.table._on_closed(session.closed_because or "")
            moved = True
        return moved

    def step(self) -> bool:
        """What the window would do next; whether it did something."""
        table = self.table
        if self.pump():
            return True
        if table.mode is Mode.SHOWING:
            table.shown()
            return True
        if table.mode is Mode.HAND_OVER:
            table.next_hand()
            return True
        if table.mode is Mode.HUMAN:
            view = table.decider_view()
            assert view is not None and self.real is not None
            self.asked.append((view, self.real))
            problem = table.act(self.player.choose(view))
            assert problem is None, problem
            return True
        return False


@pytest.mark.parametrize("rewrite", [ForeignHost(no_view), ForeignHost(unknown_phase),
                                     ForeignHost(other_shape)],
                         ids=["no-view", "unknown-phase", "other-shape"])
@pytest.mark.parametrize("game", ["500", "spades"])
def test_the_window_plays_a_whole_game_from_what_it_was_told(qtbot, rewrite: ForeignHost,
                                                             game: str) -> None:
    rules = RuleSet.build({"game": game})
    host = TableHost(TableConfig("t", rules, ("open", "easy", "easy", "easy"), seed=7), 0.0)
    net = Network(host)
    window = Window(net, rewrite, JoinRequest("127.0.0.1", 1, "Ann"))
    for _ in range(20000):
        net.now += 0.1
        net.run_bots()
        if not window.step() and host.finished:
            break
    table = window.table
    assert host.finished and host.state.is_over
    assert window.ended == ["the game is over"] and not window.problems
    assert table.mode is Mode.GAME_OVER
    assert sum(isinstance(e, HandDealt) for e in window.events) == len(host.state.log)
    assert sum(isinstance(e, HandScored) for e in window.events) == len(host.state.results)
    assert isinstance(window.events[-1], GameOver)
    assert len(window.asked) > 20
    for asked, real in window.asked:
        assert asked == real
    assert table.finished_hand() is not None
    assert table.finished_hand().tricks == host.state.spectator_view().tricks

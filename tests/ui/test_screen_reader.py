"""A hand of 500 played by keys alone, as a blind player hears it: the real app
(``screen_reader_child.py``) under Xvfb on its own accessibility bus (AT-SPI, as Orca listens to
it), the keys pressed through the X server, and every assertion made on what reached the bus —
the focused card's name, the announcements of every move and result (each once, in order), the
table read again by its keys, and bids in words in the bid grid and the Auction dock.

It needs Xvfb, dbus-daemon, at-spi2-core, libX11/libXtst and jeepney (``tasks.py`` installs them
on Debian); without them it is skipped and says what is missing, except on CI (``CI`` set),
where a missing piece is a failure: there the install step must have brought it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import pytest

from fivehundred_qt.core import Play, replay
from fivehundred_qt.storage import AutoSave
from fivehundred_qt.ui.wording import card_symbol

from .screen_reader_bus import Bus, Heard, desktop, missing

CHILD = Path(__file__).with_name("screen_reader_child.py")
NAMES = ("You", "West", "North", "East")
DEADLINE_S = 45.0
"""The whole hand, from the start of Xvfb to the result (it takes about 5 s)."""
PROMPTS = ("Your turn:", "Choose ", "Nominate ", "Which suit", "Hand over:")


def _needs() -> None:
    lacking = missing()
    if lacking and os.environ.get("CI"):
        pytest.fail("CI lacks what the screen-reader test needs: " + ", ".join(lacking))
    if lacking:
        pytest.skip("no accessibility bus on this machine; missing: " + ", ".join(lacking))


class Player:
    """The keys pressed and what the bus said back."""

    def __init__(self, bus: Bus, press: object) -> None:
        self.bus = bus
        self.press = press
        self.deadline = time.monotonic() + DEADLINE_S
        self.read = 0
        self.table = ""
        """The card table's object on the bus."""
        """How far ``bus.heard`` has been looked through for prompts."""

    def left(self) -> float:
        left = self.deadline - time.monotonic()
        assert left > 0, "the hand did not end in time"
        return left

    def key(self, key: str, *, answered: bool = True) -> list[Heard]:
        """Press ``key``; what the bus said until it went quiet (0.15 s), waiting up to 10 s
        for the first word when the key is ``answered`` (a busy machine is slow to answer)."""
        self.press(key)          # type: ignore[operator]
        heard = self.bus.listen(min(10.0, self.left()) if answered else 0.3)
        while got := self.bus.listen(0.15):
            heard += got
        return heard

    def prompt(self) -> Heard:
        """The next decision asked (or the hand's result), as it is announced."""
        return self.next_said(lambda text: text.startswith(PROMPTS))

    def next_said(self, wanted: Callable[[str], bool]) -> Heard:
        """The next announcement ``wanted``, perhaps already heard while the last key's answer
        was listened to."""
        while True:
            heard = self.bus.heard
            for i in range(self.read, len(heard)):
                if heard[i].kind == "announcement" and wanted(heard[i].text):
                    self.read = i + 1
                    return heard[i]
            self.read = len(heard)
            self.bus.listen(min(self.left(), 0.5))


def names(heard: list[Heard]) -> list[str]:
    return [h.text for h in heard if h.kind in ("name", "focus")]


def said(heard: list[Heard]) -> list[str]:
    return [h.text for h in heard if h.kind == "announcement"]


def test_a_hand_by_keys_as_a_screen_reader_hears_it(tmp_path: Path, home: Path) -> None:
    _needs()
    with desktop(tmp_path) as screen:
        env = dict(screen.environment, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   FIVEHUNDRED_QT_HOME=str(home), LANGUAGE="en", LANG="C.UTF-8")
        app = subprocess.Popen([sys.executable, str(CHILD)], env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            player = Player(screen.bus, screen.keyboard.press)
            reads, played = play(player, screen.bus)
            player.next_said(lambda text: text == "The hand is over.")
        finally:
            app.terminate()
            _, errors = app.communicate(timeout=10)
        assert b"Traceback" not in errors, errors.decode(errors="replace")
    heard = screen.bus.heard
    check_moves([s for s in said(heard) if s not in reads.values()], played)
    check_reads(reads)
    # Every object the keyboard reached had a name (after a call: the table, not a bare page).
    assert all(h.text for h in heard if h.kind == "focus"), [h for h in heard if h.kind == "focus"]
    # Nothing said twice over: no name or announcement repeated at once on the same object.
    spoken = [(h.kind, h.text, h.path) for h in heard if h.kind in ("name", "announcement")]
    assert [a for a, b in pairwise(spoken) if a == b] == []


def play(player: Player, bus: Bus) -> tuple[dict[str, str], list[str]]:
    """The human's decisions by keys, from the first call to the hand's result; returns what
    the reading keys said and each card the keyboard was on when Enter played it."""
    reads: dict[str, str] = {}
    played: list[str] = []
    while not (prompt := player.prompt()).text.startswith("Hand over:"):
        text = prompt.text
        if "make your call" in text:
            bid_ten_no_trumps(player, bus, prompt.sender)
        elif text.startswith("Choose "):
            heard: list[Heard] = []
            for _ in range(3):                # Space puts the card back, → goes on
                heard += player.key("space") + player.key("Right")
            assert [n for n in names(heard) if "chosen)" in n] == [
                f"{card}, chosen to put back ({n} of 3 chosen)"
                for n, card in enumerate(["K♠", "Q♠", "A♥"], 1)]
            # The cards picked up from the kitty say so, as their gold ribbon shows.
            assert "8♥ from the kitty, kept" in names(heard)
            assert names(player.key("Tab"))[-1] == "Discard"
            player.key("Return")
        elif text.startswith("Nominate "):
            player.key("Tab")
            player.key("Return")
        elif text.startswith("Which suit"):
            player.key("Return")
        else:
            assert text in ("Your turn: lead a card", "Your turn: play a card"), text
            if not reads:
                for key in "TSC":
                    reads[key] = said(player.key(key))[-1]
                # The Auction dock reads the calls in words, as the grid does.
                auction = bus.find(prompt.sender, "Auction", "table")
                calls = [name for role, name in bus.children(prompt.sender, auction)
                         if role == "cell" and name]
                assert calls == ["10 no trumps", "Pass", "Pass", "Pass"]
            player.key("Right", answered=False)   # on to the next card (with one, it stays)
            on = [h.text for h in bus.heard if h.kind in ("name", "focus")
                  and h.path == player.table][-1]
            assert on.endswith(", playable"), on
            played.append(on.removesuffix(", playable"))
            player.key("Return")
    return reads, played


def bid_ten_no_trumps(player: Player, bus: Bus, app: str) -> None:
    """The bid grid is read in words, its headers and cells, and the keys go to 10 NT."""
    grid = bus.find(app, "Bids", "table")
    cells = bus.children(app, grid)
    headers = [name for role, name in cells if role == "column header"]
    assert headers[-5:] == ["spades", "clubs", "diamonds", "hearts", "no trumps"]
    assert {name for role, name in cells if role == "cell"} >= {"6 spades", "10 no trumps"}
    heard: list[Heard] = []
    for key in ["Down"] * 4 + ["Right"] * 4:
        heard += player.key(key)
    assert [h.text for h in heard if h.kind == "focus"][-1] == "10 no trumps"
    # At the grid's edge the arrow says so, rather than nothing.
    assert said(player.key("Right")) == ["No higher bid"]
    # The call made, the keyboard goes to the table, named, not to the strip's empty page.
    focus = [h for h in player.key("Return") if h.kind == "focus"]
    assert [h.text for h in focus] == ["Card table"]
    player.table = focus[0].path


def check_moves(announced: list[str], played: list[str]) -> None:
    """Each move and result said once, in the order of the game's own record."""
    state = replay(AutoSave().load()[0].record)      # type: ignore[union-attr]
    hand = state.log[-1]
    dealer = NAMES[hand.dealer]
    plays = [f"You play {card_symbol(a.card)}" if seat == 0 else
             f"{NAMES[seat]} plays {card_symbol(a.card)}"
             for seat, a in hand.actions if isinstance(a, Play)]
    moves = [s for s in announced if not s.startswith(PROMPTS[:4])
             and s not in ("The hand is over.", "No higher bid")]
    assert moves[:2] == [f"{dealer} deals a new hand", "You bid 10 no trumps"]
    assert moves[2:5] == [f"{name} passes" for name in NAMES[1:]]
    assert moves[5:9] == ["Your contract: 10 no trumps", "You pick up Q♦ K♦ 8♥",
                          "You put back Q♠ K♠ A♥", "You name your joker spades"]
    card_moves = [s for s in moves[9:] if " play" in s or " lead" in s]
    assert card_moves == plays and len(plays) == 40
    tricks = [s for s in moves[9:] if s.endswith(" the trick")]
    assert len(tricks) == 10 and len(moves) == 9 + 40 + 10 + 1
    assert moves[-1].startswith("Hand over: You: 10 no trumps")
    # Every card the human played is the one the keyboard was on.
    assert [p.removeprefix("You play ") for p in plays if p.startswith("You ")] == played
    # The contract is said once, as a contract, and the strip's status lines not at all.
    assert not [s for s in announced if s.startswith("You play 10 no trumps") or " to play" in s
                or " to bid" in s]


def check_reads(reads: dict[str, str]) -> None:
    """T, S and C said the trick, the score and contract, and the tricks counted."""
    assert reads["T"].startswith("Trick 1: ") and reads["T"].endswith("Your turn.")
    assert reads["S"] == "You & North 0; West & East 0. Your contract: 10 no trumps."
    assert reads["C"] == "Tricks: 0 of 10; Defenders: 0 of 1 to set."

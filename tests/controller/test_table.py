"""The table controller driven without a window."""

from __future__ import annotations

import itertools

import pytest

from fivehundred_qt.controller import TRANSITIONS, Mode, TableController
from fivehundred_qt.core import PASS, Phase, Play, RuleSet, replay
from fivehundred_qt.settings import SeatSetup, TableSetup

pytestmark = pytest.mark.usefixtures("qapp")


def bots(n: int) -> list[SeatSetup]:
    return [SeatSetup(f"Bot {i}", "computer", "random") for i in range(n)]


def human(name: str) -> SeatSetup:
    return SeatSetup(name, "human")


def table(rules: RuleSet, seats: list[SeatSetup], **settings) -> TableSetup:
    return TableSetup(rules=rules.to_record(), seats=seats, **settings)


def run_to_mode(qtbot, ctrl: TableController, modes: set[Mode], timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: ctrl.mode in modes, timeout=timeout)


@pytest.mark.parametrize("options", [{"preset": "australian"}, {"preset": "spades"},
                                     {"players": 6, "teams": "3v3"}, {"players": 3}])
def test_computer_only_game_reaches_game_over(qtbot, options):
    rules = RuleSet.build(options)
    ctrl = TableController(auto_show=True, auto_next_hand=True)
    finished: list[int] = []
    ctrl.game_finished.connect(finished.append)
    if rules.is_spades:
        rules = RuleSet.build({**options, "lose_score": -200})
    ctrl.new_game(table(rules, bots(rules.players)), seed=3)
    run_to_mode(qtbot, ctrl, {Mode.GAME_OVER}, timeout=60000)
    assert finished == [ctrl.state.winner]
    # The record of what the table played replays to the same end.
    again = replay(ctrl.record())
    assert again.scores == ctrl.state.scores and again.winner == ctrl.state.winner


def test_every_mode_change_follows_the_transition_table(qtbot):
    ctrl = TableController(auto_show=True, auto_next_hand=True)
    seen: list[Mode] = [ctrl.mode]
    ctrl.mode_changed.connect(seen.append)
    ctrl.new_game(table(RuleSet.build(lose_score=-2000), bots(4)), seed=5)
    run_to_mode(qtbot, ctrl, {Mode.GAME_OVER}, timeout=60000)
    assert len(ctrl.state.log) > 1
    for a, b in itertools.pairwise(seen):
        assert b in TRANSITIONS[a], (a, b)
    assert Mode.THINKING in seen and Mode.HAND_OVER in seen


def test_human_turn_refuses_illegal_and_accepts_legal(qtbot):
    ctrl = TableController(auto_show=True)
    asked = []
    ctrl.human_to_act.connect(asked.append)
    ctrl.new_game(table(RuleSet.build(), [human("Ann"), *bots(4)[1:]]), seed=11, first_dealer=3)
    run_to_mode(qtbot, ctrl, {Mode.HUMAN})
    view = asked[-1]
    assert view.seat == 0 and view.phase is Phase.AUCTION
    assert ctrl.act(Play(view.hand[0])) is not None  # not time to play
    assert ctrl.state.phase is Phase.AUCTION
    assert ctrl.act(PASS) is None
    assert ctrl.mode in (Mode.SHOWING, Mode.THINKING, Mode.HAND_OVER)


def test_hot_seat_asks_for_privacy_between_two_humans(qtbot):
    ctrl = TableController(auto_show=True)
    privacy: list[int] = []
    viewers: list[int] = []
    ctrl.privacy_needed.connect(privacy.append)
    ctrl.viewer_changed.connect(viewers.append)
    seats = [human("Ann"), human("Ben"), *bots(4)[2:]]
    ctrl.new_game(table(RuleSet.build(), seats), seed=2, first_dealer=3)
    run_to_mode(qtbot, ctrl, {Mode.HUMAN})
    assert ctrl.viewer == 0
    ctrl.act(PASS)  # Ann passes; Ben is next
    run_to_mode(qtbot, ctrl, {Mode.PRIVACY})
    assert privacy == [1]
    assert ctrl.act(PASS) == "it is not your turn"  # nobody acts behind the screen
    ctrl.reveal()
    assert ctrl.mode is Mode.HUMAN and ctrl.viewer == 1 and viewers[-1] == 1


def test_events_hide_other_seats_cards(qtbot):
    ctrl = TableController()
    batches = []
    ctrl.events_ready.connect(batches.append)
    ctrl.new_game(table(RuleSet.build(), [human("Ann"), *bots(4)[1:]]), seed=4)
    dealt = batches[0][0]
    assert dealt.hands[0] and not any(dealt.hands[1:]) and dealt.kitty == ()


def test_pause_holds_a_computer_decision_until_resumed(qtbot):
    ctrl = TableController(auto_show=False)
    ctrl.new_game(table(RuleSet.build(), bots(4)), seed=8)
    ctrl.shown()
    assert ctrl.mode is Mode.THINKING
    ctrl.pause()
    assert ctrl.mode is Mode.PAUSED
    qtbot.wait(200)  # the worker answers, but nothing is applied while paused
    assert ctrl.state.log[-1].actions == []
    ctrl.resume_play()
    qtbot.waitUntil(lambda: ctrl.state.log[-1].actions != [], timeout=5000)


def test_time_limit_plays_the_suggestion(qtbot):
    ctrl = TableController(auto_show=True)
    ctrl.new_game(table(RuleSet.build(), [human("Ann"), *bots(4)[1:]], bid_time=7, play_time=7),
                  seed=9, first_dealer=3)
    run_to_mode(qtbot, ctrl, {Mode.HUMAN})
    ctrl._limit.setInterval(10)  # the 7-second limit, shortened for the test
    ctrl._limit.start()
    qtbot.waitUntil(lambda: len(ctrl.state.log[-1].actions) >= 1, timeout=5000)
    assert ctrl.state.log[-1].actions[0][0] == 0


def test_resume_continues_exactly_where_the_record_stops(qtbot):
    ctrl = TableController(auto_show=True)
    ctrl.new_game(table(RuleSet.build(), [human("Ann"), *bots(4)[1:]]), seed=21, first_dealer=3)
    run_to_mode(qtbot, ctrl, {Mode.HUMAN})
    ctrl.act(ctrl.suggestion())
    record = ctrl.record()
    before = len(record["hands"][-1]["actions"])
    other = TableController(auto_show=True)
    other.resume(record)
    assert other.is_human(0) and other.seats[0].name == "Ann"
    assert len(other.state.log[-1].actions) == before
    assert other.state.cards == ctrl.state.cards


def test_a_human_decision_while_paused_is_refused_as_paused(qtbot):
    # It said "it is not your turn" to the player whose turn it was.
    ctrl = TableController(auto_show=True)
    ctrl.new_game(table(RuleSet.build(), [human("Ann"), *bots(4)[1:]]), seed=9, first_dealer=3)
    run_to_mode(qtbot, ctrl, {Mode.HUMAN})
    ctrl.pause()
    assert "paused" in (ctrl.act(ctrl.state.legal_actions()[0]) or "")
    assert ctrl.state.log[-1].actions == []
    ctrl.resume_play()
    assert ctrl.mode is Mode.HUMAN and ctrl.act(ctrl.state.legal_actions()[0]) is None


def test_no_time_limit_runs_on_a_blind_hand_until_it_is_looked_at(qtbot):
    # A bid timer played a suggestion for a player who had never seen their cards.
    ctrl = TableController(auto_show=True)
    rules = RuleSet.build({"preset": "australian", "blind_misere": True})
    ctrl.new_game(table(rules, [human("Ann"), *bots(4)[1:]], bid_time=7), seed=9, first_dealer=3)
    ctrl.hold_time()                      # what the window does when the hand is dealt blind
    run_to_mode(qtbot, ctrl, {Mode.HUMAN})
    assert not ctrl._limit.isActive()
    ctrl.release_time()                   # the player looked
    assert ctrl._limit.isActive() and ctrl._limit.interval() == 7000

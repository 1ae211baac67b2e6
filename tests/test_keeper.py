"""The Keeper: a failed write of the autosave or the statistics is remembered, reported, and
written again once the disk allows it; nothing it cannot write is lost while the app runs; and the
statistics count what the record says happened, each hand and each game once.

A file standing where the data folder should be makes every write fail, even for root (who
ignores read-only modes), and removing it makes writing work again.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import FORMAT, GameState, HandResult, Phase, RuleSet
from fivehundred_qt.counting import (
    ContractBid,
    Counting,
    GameResult,
    Played,
    contracts_bid,
    played,
    variant_key,
)
from fivehundred_qt.keeper import Keeper, Problem
from fivehundred_qt.storage import AutoSave, Statistics

RECORD = {"format": FORMAT, "rules": {"game": "500", "preset": "australian"}, "hands": []}
SUIT_MADE = ContractBid(0, "suit", True)
NIL_LOST = ContractBid(0, "nil", False)
WON = GameResult("australian 4p", True, False)


@pytest.fixture
def blocked(tmp_path: Path) -> Path:
    """A file where the data folder should be: every write beneath it fails until it goes."""
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    return blocker


def keeper_in(folder: Path) -> tuple[Keeper, list[int]]:
    keeper = Keeper(AutoSave(folder / "autosave.json"), Statistics(folder / "statistics.json"))
    calls: list[int] = []
    keeper.changed = lambda: calls.append(len(keeper.problems))
    return keeper, calls


def test_a_failed_autosave_is_a_problem_until_a_save_works(blocked: Path) -> None:
    keeper, calls = keeper_in(blocked)
    keeper.save_game(RECORD)
    assert set(keeper.problems) == {Problem.GAME}
    assert str(blocked / "autosave.json") in keeper.problems[Problem.GAME]
    assert "a file is in the way of its folder" in keeper.problems[Problem.GAME]
    keeper.save_game(RECORD)
    assert calls == [1]                 # told once, not at every failed decision
    blocked.unlink()
    keeper.save_game(RECORD)
    assert keeper.problems == {} and calls == [1, 0]
    assert json.loads((blocked / "autosave.json").read_text(encoding="utf-8")) == RECORD


def test_a_finished_game_that_cannot_be_forgotten_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    keeper, _ = keeper_in(folder)
    keeper.save_game(RECORD)
    (folder / "autosave.json").unlink()
    (folder / "autosave.json").mkdir()          # a folder where the autosave should be
    (folder / "autosave.json" / "x").write_text("", encoding="utf-8")
    keeper.forget_game()
    assert set(keeper.problems) == {Problem.FINISHED}
    keeper.retry()
    assert set(keeper.problems) == {Problem.FINISHED}      # still in the way
    (folder / "autosave.json" / "x").unlink()
    (folder / "autosave.json").rmdir()                      # the player cleared the way
    keeper.retry()
    assert keeper.problems == {} and not (folder / "autosave.json").exists()


def test_a_new_game_saved_over_an_unremoved_finished_one_clears_the_problem(blocked: Path) -> None:
    keeper, _ = keeper_in(blocked)
    keeper.forget_game()
    assert set(keeper.problems) == {Problem.FINISHED}
    blocked.unlink()
    keeper.save_game(RECORD)
    assert keeper.problems == {}
    assert (blocked / "autosave.json").exists()        # the new game's save stays


def counts(folder: Path) -> dict[str, Any]:
    stats, warning = Statistics.open(folder / "statistics.json")
    assert warning is None
    return stats.to_json()


def test_a_result_that_cannot_be_written_waits_and_is_written_later(blocked: Path) -> None:
    # 12 of 12 finished games were lost from the statistics when the data folder was read-only.
    keeper, _ = keeper_in(blocked)
    keeper.begin_game(Counting.new())
    keeper.save_game(RECORD, Played(((SUIT_MADE,),), WON))
    assert Problem.STATISTICS in keeper.problems and keeper.unsaved_statistics
    blocked.unlink()
    keeper.save_game(RECORD)            # the next decision writes what waited
    assert keeper.problems == {} and not keeper.unsaved_statistics
    saved = counts(blocked)
    assert saved["contracts"] == {"suit": {"bid": 1, "made": 1}}
    assert saved["games"]["500"] == {"australian 4p": {"played": 1, "won": 1}}


def test_retry_writes_waiting_statistics_without_a_game(blocked: Path) -> None:
    keeper, _ = keeper_in(blocked)
    keeper.count(Counting.new(), Played(((ContractBid(0, "suit", False),),), None))
    blocked.unlink()
    keeper.retry()
    assert not keeper.unsaved_statistics
    assert counts(blocked)["contracts"] == {"suit": {"bid": 1, "made": 0}}


def test_each_hand_and_the_result_are_counted_once_however_often_the_record_is_saved(
        tmp_path: Path) -> None:
    keeper, _ = keeper_in(tmp_path)
    counting = Counting.new()
    keeper.begin_game(counting)
    keeper.save_game(RECORD, Played((), None))
    keeper.save_game(RECORD, Played(((SUIT_MADE,),), None))
    keeper.save_game(RECORD, Played(((SUIT_MADE,),), None))          # the next decision
    keeper.save_game(RECORD, Played(((SUIT_MADE,), (), (NIL_LOST,)), None))
    keeper.save_game(RECORD, Played(((SUIT_MADE,), (), (NIL_LOST,)), WON))
    keeper.save_game(RECORD, Played(((SUIT_MADE,), (), (NIL_LOST,)), WON))   # closed while held
    expected = {"suit": {"bid": 1, "made": 1}, "nil": {"bid": 1, "made": 0}}
    assert counts(tmp_path)["contracts"] == expected
    # The next start finds the finished autosave: it is counted already.
    again, _ = keeper_in(tmp_path)
    again.count(counting, Played(((SUIT_MADE,), (), (NIL_LOST,)), WON))
    saved = counts(tmp_path)
    assert saved["contracts"] == expected
    assert saved["games"]["500"] == {"australian 4p": {"played": 1, "won": 1}}
    assert saved["counted"] == {"game": counting.game, "hands": 3, "over": True}


def test_a_hand_finished_but_not_counted_before_a_kill_is_counted_at_the_next_start(
        tmp_path: Path) -> None:
    keeper, _ = keeper_in(tmp_path)
    keeper.begin_game(Counting.new())
    keeper.save_game(RECORD, Played(((SUIT_MADE,),), None))
    # The last card of hand 2 is in the autosave; the process is killed before counting it.
    keeper.statistics = None
    keeper.save_game(RECORD, Played(((SUIT_MADE,), (NIL_LOST,)), None))
    saved = AutoSave(tmp_path / "autosave.json").load()[0]
    assert saved is not None
    counting = Counting.of_autosave(saved.record, saved.state)
    assert counting == keeper.counting
    restarted, _ = keeper_in(tmp_path)
    restarted.count(counting, Played(((SUIT_MADE,), (NIL_LOST,)), None))
    restarted.count(counting, Played(((SUIT_MADE,), (NIL_LOST,)), None))
    assert counts(tmp_path)["contracts"] == {"suit": {"bid": 1, "made": 1},
                                             "nil": {"bid": 1, "made": 0}}


def test_a_record_played_on_counts_only_the_hands_played_after(tmp_path: Path) -> None:
    keeper, _ = keeper_in(tmp_path)
    keeper.begin_game(Counting.new(first=2))
    keeper.save_game(RECORD, Played(((SUIT_MADE,), (SUIT_MADE,), (NIL_LOST,)), None))
    assert counts(tmp_path)["contracts"] == {"nil": {"bid": 1, "made": 0}}


def test_an_autosave_without_counting_counts_none_of_its_finished_hands_again() -> None:
    state = finished_game()
    counting = Counting.of_autosave({"format": FORMAT}, state)
    assert counting.first == len(state.log) and counting.game


def test_a_finished_game_is_kept_in_the_autosave_until_its_result_is_written(tmp_path: Path) -> None:
    blocker = tmp_path / "stats"
    blocker.write_text("not a folder", encoding="utf-8")
    keeper = Keeper(AutoSave(tmp_path / "autosave.json"), Statistics(blocker / "statistics.json"))
    keeper.begin_game(Counting.new())
    keeper.save_game(RECORD, Played((), WON))
    keeper.forget_game()
    assert keeper.unsaved_statistics and (tmp_path / "autosave.json").exists()
    blocker.unlink()
    keeper.retry()
    assert not keeper.unsaved_statistics and not (tmp_path / "autosave.json").exists()
    assert counts(blocker)["games"]["500"] == {"australian 4p": {"played": 1, "won": 1}}


def finished_game(rules: RuleSet | None = None) -> GameState:
    state = GameState(rules or RuleSet.build({"game": "spades", "win_score": 50, "lose_score": -50}),
                      seed=3)
    player = make_player("random", seed=2)
    while not state.is_over:
        if state.phase is Phase.DEAL:
            state.deal()
        else:
            state.apply(player.choose(state.view(state.to_move)))
    return state


def test_played_counts_the_human_players_contracts_and_their_games_result() -> None:
    state = finished_game(RuleSet.build({"game": "500", "win_score": 200}))
    game = played(state, [0, 2], assisted=True)
    results = [log.result for log in state.log if log.result is not None]
    assert len(game.hands) == len(results)
    assert list(game.hands) == [tuple(b for b in contracts_bid(r) if b.seat in (0, 2)) for r in results]
    assert game.result == GameResult("australian 4p to 200", state.winner == 0, True)
    watched = played(state, [], assisted=False)
    assert watched.result is None and all(hand == () for hand in watched.hands)


def test_only_the_human_players_contracts_and_nils_count() -> None:
    spades = HandResult("spades", None, False, (0, 5, 0, 8), None, (50, 80), (50, 80), (0, 0),
                        ("nil", 5, "blind_nil", 8))
    misere = HandResult("misere", 1, False, (0, 3, 0, 7), True, (250, -70), (250, -70), None, None)
    state: Any = SimpleNamespace(log=[SimpleNamespace(result=spades), SimpleNamespace(result=misere),
                                      SimpleNamespace(result=None)],
                                 phase=Phase.PLAY, winner=None, rules=RuleSet.build({"game": "spades"}))
    assert played(state, [0, 2], assisted=False) == Played(
        ((ContractBid(0, "nil", True), ContractBid(2, "blind_nil", True)), ()), None)


def test_without_files_nothing_is_written_or_reported() -> None:
    keeper = Keeper(None, None)
    keeper.begin_game(Counting.new())
    keeper.save_game(RECORD, Played(((SUIT_MADE,),), WON))
    keeper.forget_game()
    assert keeper.problems == {} and not keeper.unsaved_statistics


def test_assisted_games_and_other_targets_are_counted_apart(tmp_path: Path) -> None:
    keeper, _ = keeper_in(tmp_path)
    standard = variant_key(RuleSet.build({"game": "500"}))
    short = variant_key(RuleSet.build({"game": "500", "win_score": 300}))
    for result in (GameResult(standard, True, False), GameResult(standard, False, True),
                   GameResult(short, True, True), GameResult(short, False, False)):
        keeper.count(Counting.new(), Played((), result))
    saved = counts(tmp_path)
    assert saved["games"] == {"500": {"australian 4p": {"played": 1, "won": 1},
                                      "australian 4p to 300": {"played": 1, "won": 0}}}
    assert saved["assisted"] == {"500": {"australian 4p": {"played": 1, "won": 0},
                                         "australian 4p to 300": {"played": 1, "won": 1}}}


def test_the_autosave_carries_the_games_counting(tmp_path: Path) -> None:
    keeper, _ = keeper_in(tmp_path)
    counting = Counting.new(first=1)
    keeper.begin_game(counting)
    keeper.save_game(RECORD)
    text = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    assert text["counting"] == {"game": counting.game, "from": 1}

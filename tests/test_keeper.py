"""The Keeper: a failed write of the autosave or the statistics is remembered, reported, and
written again once the disk allows it; nothing it cannot write is lost while the app runs.

A file standing where the data folder should be makes every write fail, even for root (who
ignores read-only modes), and removing it makes writing work again.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fivehundred_qt.core import FORMAT, HandResult, RuleSet
from fivehundred_qt.keeper import Keeper, Problem
from fivehundred_qt.storage import AutoSave, Statistics, variant_key

RECORD = {"format": FORMAT, "rules": {"game": "500", "preset": "australian"}, "hands": []}


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


def result(contract: str = "7H", declarer: int = 0, made: bool = True) -> HandResult:
    return HandResult(contract, declarer, False, (7, 3, 0, 0), made, (200, -70), (200, -70), None,
                      None)


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


def test_a_result_that_cannot_be_written_waits_and_is_written_later(blocked: Path) -> None:
    # 12 of 12 finished games were lost from the statistics when the data folder was read-only.
    keeper, _ = keeper_in(blocked)
    rules = RuleSet.build({"game": "500"})
    keeper.hand_finished(result(), humans=[0])
    keeper.game_finished(rules, winner=0, human_sides={0})
    assert Problem.STATISTICS in keeper.problems and keeper.unsaved_statistics
    blocked.unlink()
    keeper.save_game(RECORD)            # the next decision writes what waited
    assert keeper.problems == {} and not keeper.unsaved_statistics
    saved, warning = Statistics.open(blocked / "statistics.json")
    assert warning is None
    assert saved.game_totals("500") == (1, 1)
    assert saved.to_json()["contracts"] == {"suit": {"bid": 1, "made": 1}}
    assert saved.to_json()["games"]["500"] == {variant_key(rules): {"played": 1, "won": 1}}


def test_retry_writes_waiting_statistics_without_a_game(blocked: Path) -> None:
    keeper, _ = keeper_in(blocked)
    keeper.hand_finished(result(made=False), humans=[0])
    blocked.unlink()
    keeper.retry()
    assert not keeper.unsaved_statistics
    assert Statistics.open(blocked / "statistics.json")[0].to_json()["contracts"] == {
        "suit": {"bid": 1, "made": 0}}


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


def test_only_the_human_players_contracts_and_nils_count(tmp_path: Path) -> None:
    keeper, _ = keeper_in(tmp_path)
    keeper.hand_finished(result(declarer=1), humans=[0])          # a computer player's contract
    keeper.hand_finished(result("misere", 0, True), humans=[])    # no human at the table
    spades = HandResult("spades", None, False, (0, 5, 0, 8), None, (50, 80), (50, 80), (0, 0),
                        ("nil", 5, "blind_nil", 8))
    keeper.hand_finished(spades, humans=[0, 2])
    assert keeper.statistics is not None
    assert keeper.statistics.to_json()["contracts"] == {"nil": {"bid": 1, "made": 1},
                                                        "blind_nil": {"bid": 1, "made": 1}}


def test_without_files_nothing_is_written_or_reported() -> None:
    keeper = Keeper(None, None)
    keeper.save_game(RECORD)
    keeper.forget_game()
    keeper.hand_finished(result(), humans=[0])
    assert keeper.problems == {} and not keeper.unsaved_statistics


def test_assisted_games_and_other_targets_are_counted_apart(tmp_path: Path) -> None:
    keeper, _ = keeper_in(tmp_path)
    standard = RuleSet.build({"game": "500"})
    short = RuleSet.build({"game": "500", "win_score": 300})
    keeper.game_finished(standard, winner=0, human_sides={0})
    keeper.game_finished(standard, winner=1, human_sides={0}, assisted=True)
    keeper.game_finished(short, winner=0, human_sides={0}, assisted=True)
    keeper.game_finished(short, winner=1, human_sides={0})
    saved = Statistics.open(tmp_path / "statistics.json")[0].to_json()
    assert saved["games"] == {"500": {"australian 4p": {"played": 1, "won": 1},
                                      "australian 4p to 300": {"played": 1, "won": 0}}}
    assert saved["assisted"] == {"500": {"australian 4p": {"played": 1, "won": 0},
                                         "australian 4p to 300": {"played": 1, "won": 1}}}

"""The statistics file: what a finished hand and game count and where, how an older file is read,
and that a damaged one is set aside, never lost."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt.core import AMERICAN, AUSTRALIAN, SPADES_PRESET, HandResult, RuleSet
from fivehundred_qt.counting import (
    CONTRACT_KINDS,
    ContractBid,
    Counted,
    GameResult,
    StatRow,
    contracts_bid,
    game_of,
    variant_key,
)
from fivehundred_qt.storage import STATISTICS_VERSION, Statistics, app_dirs

from .test_storage import DAMAGED, aside_files, listing


def test_variant_keys() -> None:
    assert variant_key(AUSTRALIAN) == "australian 4p"
    assert variant_key(AMERICAN) == "american 4p"
    assert variant_key(SPADES_PRESET) == "spades"
    assert variant_key(RuleSet.build({"players": 6, "teams": "3v3"})) == "australian 6p 3v3"
    assert variant_key(RuleSet.build({"players": 6})) == "australian 6p"
    assert variant_key(RuleSet.build({"preset": "american", "players": 3})) == "american 3p"
    assert variant_key(RuleSet.build({"players": 5})) == "australian 5p"
    assert variant_key(RuleSet.build({"win_score": 500})) == "australian 4p"     # the preset's own
    assert variant_key(RuleSet.build({"win_score": 300})) == "australian 4p to 300"
    assert variant_key(RuleSet.build({"players": 6, "teams": "3v3", "win_score": 1000})) == (
        "australian 6p 3v3 to 1000")
    assert variant_key(RuleSet.build({"game": "spades", "win_score": 250})) == "spades to 250"
    assert [game_of(k) for k in ("spades", "spades 4p", "australian 4p")] == ["spades", "spades", "500"]
    assert game_of("spades to 250") == "spades"


def hand(contract: str, declarer: int | None, made: bool | None, *, sans: bool = False,
         tricks: tuple[int, ...] = (7, 3, 0, 0), bids: tuple[int | str | None, ...] | None = None
         ) -> HandResult:
    return HandResult(contract, declarer, sans, tricks, made, (0, 0), (0, 0), None, bids)


@pytest.mark.parametrize(("result", "counted"), [
    (hand("7H", 2, True), [ContractBid(2, "suit", True)]),
    (hand("8NT", 1, False), [ContractBid(1, "nt", False)]),
    (hand("6S", 0, True, sans=True), [ContractBid(0, "sans_kitty", True)]),
    (hand("8NT", 0, True, sans=True), [ContractBid(0, "sans_kitty", True)]),
    (hand("misere", 3, True), [ContractBid(3, "misere", True)]),
    (hand("open_misere", 0, False), [ContractBid(0, "open_misere", False)]),
    (hand("blind_misere", 1, True), [ContractBid(1, "blind_misere", True)]),
    (hand("pass", None, None), []),                 # thrown in
    (hand("nt", None, None), []),                   # all passed, played without a contractor
    (hand("spades", None, None, tricks=(0, 5, 1, 7), bids=("nil", 5, "blind_nil", 7)),
     [ContractBid(0, "nil", True), ContractBid(2, "blind_nil", False)]),
])
def test_the_contracts_a_hand_counts(result: HandResult, counted: list[ContractBid]) -> None:
    assert contracts_bid(result) == counted


def test_fresh_statistics(home: Path) -> None:
    stats, warning = Statistics.open()
    assert warning is None
    assert stats.path == home / "data" / "statistics.json"
    assert stats.rows() == []
    assert stats.game_totals("500") == (0, 0)
    assert not stats.path.exists(), "opening does not write"


def test_statistics_count_and_persist(home: Path) -> None:
    stats, _ = Statistics.open()
    stats.record_game("australian 4p", won=True)
    stats.record_game("australian 4p", won=False)
    stats.record_game("australian 6p 3v3", won=True)
    stats.record_game("spades", won=False)
    for kind, made in [("suit", True), ("suit", False), ("nt", True), ("misere", True),
                       ("open_misere", False), ("blind_misere", True), ("sans_kitty", False),
                       ("nil", True), ("blind_nil", False)]:
        stats.record_contract(kind, made=made)
    again, warning = Statistics.open()
    assert warning is None
    assert again.rows() == stats.rows() == [
        StatRow("games", "500", "australian 4p", 2, 1),
        StatRow("games", "500", "australian 6p 3v3", 1, 1),
        StatRow("games", "spades", "spades", 1, 0),
        StatRow("contracts", "500", "suit", 2, 1),
        StatRow("contracts", "500", "nt", 1, 1),
        StatRow("contracts", "500", "misere", 1, 1),
        StatRow("contracts", "500", "open_misere", 1, 0),
        StatRow("contracts", "500", "blind_misere", 1, 1),
        StatRow("contracts", "500", "sans_kitty", 1, 0),
        StatRow("contracts", "spades", "nil", 1, 1),
        StatRow("contracts", "spades", "blind_nil", 1, 0),
    ]
    assert again.game_totals("500") == (3, 2)
    assert again.game_totals("spades") == (1, 0)
    assert again.rows()[0].percent == 50.0
    assert StatRow("games", "500", "x", 0, 0).percent is None
    saved = json.loads(stats.path.read_text())
    assert saved["version"] == STATISTICS_VERSION == 2
    assert saved["games"]["500"]["australian 4p"] == {"played": 2, "won": 1}
    assert saved["contracts"]["nil"] == {"bid": 1, "made": 1}
    assert listing(home / "data") == ["statistics.json"], "no temporary files left"


def test_every_contract_kind_is_counted() -> None:
    stats = Statistics()
    for kind in CONTRACT_KINDS:
        stats.record_contract(kind, made=True)
    assert [r.key for r in Statistics.open()[0].rows()] == list(CONTRACT_KINDS)


def test_statistics_reset(home: Path) -> None:
    stats, _ = Statistics.open()
    stats.record_game("american 4p", won=True)
    stats.record_contract("nt", made=False)
    stats.reset()
    assert stats.rows() == []
    assert Statistics.open()[0].rows() == []
    assert json.loads(stats.path.read_text()) == {"version": 2, "games": {}, "assisted": {},
                                                  "contracts": {}}


def test_assisted_games_are_counted_apart(home: Path) -> None:
    stats, _ = Statistics.open()
    stats.record_game("australian 4p", won=True)
    stats.record_game("australian 4p", won=True, assisted=True)
    stats.record_game("australian 4p", won=False, assisted=True)
    stats.record_game("spades to 300", won=True, assisted=True)
    with pytest.raises(ValueError):
        stats.record_game("australian 4p", won=True, assisted=1)
    again, warning = Statistics.open()
    assert warning is None
    assert again.rows() == stats.rows() == [
        StatRow("games", "500", "australian 4p", 1, 1),
        StatRow("assisted", "500", "australian 4p", 2, 1),
        StatRow("assisted", "spades", "spades to 300", 1, 1),
    ]
    assert again.game_totals("500") == (1, 1)
    assert again.game_totals("500", "assisted") == (2, 1)
    assert again.game_totals("spades") == (0, 0)
    saved = json.loads(stats.path.read_text())
    assert saved["assisted"] == {"500": {"australian 4p": {"played": 2, "won": 1}},
                                 "spades": {"spades to 300": {"played": 1, "won": 1}}}


def test_a_version_1_file_is_read_and_its_counts_kept(home: Path) -> None:
    path = app_dirs().data / "statistics.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(_stats())                  # version 1: no "assisted"
    stats, warning = Statistics.open()
    assert warning is None
    assert stats.rows() == [StatRow("games", "500", "australian 4p", 3, 1),
                            StatRow("contracts", "500", "suit", 2, 1)]
    stats.record_game("australian 4p", won=True, assisted=True)
    assert json.loads(path.read_text()) == {
        "version": 2, "games": {"500": {"australian 4p": {"played": 3, "won": 1}}},
        "assisted": {"500": {"australian 4p": {"played": 1, "won": 1}}},
        "contracts": {"suit": {"bid": 2, "made": 1}}}
    assert aside_files(path) == []


@pytest.mark.parametrize(("call", "args"), [
    ("record_contract", ("grand", True)),
    ("record_contract", ("suit", 1)),
    ("record_game", ("", True)),
    ("record_game", (4, True)),
    ("record_game", ("australian 4p", "yes")),
])
def test_statistics_refuse_nonsense_and_change_nothing(call: str, args: tuple[Any, ...]) -> None:
    stats = Statistics()
    stats.record_game("australian 4p", won=True)
    before = stats.path.read_bytes()
    with pytest.raises(ValueError):
        getattr(stats, call)(*args)
    assert stats.path.read_bytes() == before
    assert stats.rows() == [StatRow("games", "500", "australian 4p", 1, 1)]


def test_statistics_save_failure_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    stats = Statistics()
    stats.record_game("spades", won=True)
    before = stats.path.read_bytes()

    def full(*args: Any) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, "replace", full)
        stats.record_game("spades", won=True)
    assert stats.path.read_bytes() == before
    assert listing(stats.path.parent) == ["statistics.json"]


def _stats(**changes: Any) -> bytes:
    base: dict[str, Any] = {"version": 1, "games": {"500": {"australian 4p": {"played": 3, "won": 1}}},
                            "contracts": {"suit": {"bid": 2, "made": 1}}}
    base.update(changes)
    return json.dumps(base).encode()


@pytest.mark.parametrize(("content", "reason"), [
    (b"", "empty"),
    (b"{\"version\": 1,", "not valid JSON"),
    (b"\x80\x81", "not UTF-8"),
    (b"\"statistics\"", "not a JSON object"),
    (_stats(version=3), "newer version"),
    (_stats(version="1"), "version"),
    (_stats(version=None), "version"),
    (_stats(games=[]), "games must be an object"),
    (_stats(games={"bridge": {}}), "unknown game"),
    (_stats(games={"500": {"spades": {"played": 1, "won": 0}}}), "not a variant of 500"),
    (_stats(games={"500": {"australian 4p": {"played": -1, "won": 0}}}), "played"),
    (_stats(games={"500": {"australian 4p": {"played": 1, "won": 2}}}), "more than"),
    (_stats(games={"500": {"australian 4p": {"played": 1.5, "won": 0}}}), "whole number"),
    (_stats(games={"500": {"australian 4p": {"played": 1}}}), "'played' and 'won'"),
    (_stats(contracts={"grand": {"bid": 1, "made": 1}}), "unknown kind"),
    (_stats(contracts={"suit": {"bid": True, "made": 0}}), "bid"),
    (_stats(contracts=[]), "contracts must be an object"),
    (_stats(version=2, assisted=[]), "assisted must be an object"),
    (_stats(version=2, assisted={"bridge": {}}), "assisted: unknown game"),
    (_stats(version=2, assisted={"spades": {"australian 4p": {"played": 1, "won": 0}}}),
     "assisted.spades: 'australian 4p' is not a variant of spades"),
    (_stats(version=2, assisted={"500": {"australian 4p": {"played": 1, "won": 2}}}),
     "assisted.500.australian 4p.won (2) is more than"),
    (_stats(version=2, counted=[]), "counted must be an object"),
    (_stats(version=2, counted={"game": "", "hands": 1, "over": False}), "counted.game"),
    (_stats(version=2, counted={"game": "ab", "hands": -1, "over": False}), "counted.hands"),
    (_stats(version=2, counted={"game": "ab", "hands": 1, "over": 0}), "counted.over"),
    (_stats(version=2, counted={"game": "ab", "hands": 1}), "'over'"),
])
def test_damaged_statistics_are_set_aside(content: bytes, reason: str) -> None:
    path = app_dirs().data / "statistics.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    stats, warning = Statistics.open()
    assert stats.rows() == []
    assert warning is not None
    kept = aside_files(path)
    assert len(kept) == 1 and DAMAGED.search(kept[0].name)
    assert kept[0].read_bytes() == content
    assert str(kept[0]) in warning and reason in warning and "start afresh" in warning
    stats.record_game("spades", won=True)
    assert Statistics.open()[0].rows() == [StatRow("games", "spades", "spades", 1, 1)]
    assert aside_files(path) == kept


def test_statistics_file_with_only_a_version_is_fine() -> None:
    path = app_dirs().data / "statistics.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1}')
    stats, warning = Statistics.open()
    assert (stats.rows(), warning) == ([], None)


def test_statistics_that_could_not_be_read_are_added_to_not_replaced(tmp_path: Path) -> None:
    # A statistics file that is there but cannot be read at start must not be overwritten by
    # the new session's counts alone.
    path = tmp_path / "statistics.json"
    path.mkdir()                                # unreadable (a folder), even for root
    stats, warning = Statistics.open(path)
    assert warning is not None and "could not be read" in warning
    with pytest.raises(OSError):
        stats.record_game("500 australian", True)       # counted, not written
    path.rmdir()
    earlier = Statistics(path)
    earlier.record_game("500 australian", False)
    earlier.record_game("500 australian", True, assisted=True)
    earlier.record_contract("suit", True)
    stats.record_contract("suit", False)                 # the file is readable again
    again, warning = Statistics.open(path)
    assert warning is None
    assert again.game_totals("500") == (2, 1)
    assert again.game_totals("500", "assisted") == (1, 1)
    assert again.to_json()["contracts"] == {"suit": {"bid": 2, "made": 1}}
    stats.record_game("500 australian", True)            # merged once, not twice
    assert Statistics.open(path)[0].game_totals("500") == (3, 2)


def test_a_count_and_how_far_its_game_is_counted_are_written_together(home: Path) -> None:
    stats = Statistics()
    assert stats.counted is None
    stats.add([ContractBid(0, "suit", True), ContractBid(2, "nil", False)],
              GameResult("australian 4p", True, False), Counted("1f2e", 7, True))
    again, warning = Statistics.open()
    assert warning is None and again.counted == Counted("1f2e", 7, True)
    assert again.to_json()["contracts"] == {"suit": {"bid": 1, "made": 1}, "nil": {"bid": 1, "made": 0}}
    assert again.game_totals("500") == (1, 1)
    again.reset()          # the game in progress stays counted as far as it was
    assert Statistics.open()[0].counted == Counted("1f2e", 7, True)
    assert Statistics.open()[0].rows() == []

"""The arena: duplicate deal pairs, the summary JSON, determinism across worker counts."""

import io
import json
import subprocess
import sys

from fivehundred_qt.arena import (
    arena,
    auction_difference,
    bags_charged,
    calibration,
    play_pair,
    play_pairs,
    progress_bar,
    summarize,
)
from fivehundred_qt.bots import make_player
from fivehundred_qt.core import HandResult, RuleSet


def test_a_level_against_itself_scores_exactly_zero():
    # The same level on both sides of the same cards: the swap cancels out exactly.
    result = arena(RuleSet.build(), "random", "random", 30, seed=4)
    assert result["a_mean_points_per_pair"] == 0 and result["ci95"] == [0, 0]
    assert not result["a_better"] and not result["b_better"]


def test_pairs_replay_the_same_cards_with_sides_swapped():
    rules = RuleSet.build()
    one = play_pair(rules, "random", "random", 99)
    two = play_pair(rules, "random", "random", 99)
    assert one.value == two.value and one.bids == two.bids


def test_shared_seeds_make_players_of_one_kind_decide_alike():
    # Two names for the same random player: with a seat's seed kept for the swapped play they
    # decide alike and every pair is level; with the arena's fresh seeds they do not.
    def make(name, seed):
        return make_player("random", seed)

    rules = RuleSet.build()
    shared = play_pairs(rules, "x", "y", 8, seed=3, make=make, shared_seeds=True)
    fresh = play_pairs(rules, "x", "y", 8, seed=3, make=make)
    assert [r.value for r in shared] == [0] * 8
    assert any(r.value != 0 for r in fresh)


def test_summary_counts_contracts_and_decision_times():
    result = arena(RuleSet.build(preset="spades"), "random", "random", 10, seed=2)
    level = result["levels"]["random"]
    assert level["decision_ms"]["count"] == 10 * 2 * 52 + 10 * 2 * 4  # 52 cards and 4 bids
    for counts in level["contracts"].values():
        assert 0 <= counts["made"] <= counts["bid"]


class _Pricing:
    """``normal``, saying it gave every bid it makes a 0.77 chance (as the search levels do in
    ``last_evaluation``)."""

    def __init__(self, seed):
        self.player = make_player("normal", seed)
        self.last_evaluation = {}

    def choose(self, view):
        action = self.player.choose(view)
        self.last_evaluation = {str(action): (10.0, 0.77)}
        return action


def _pricing_or_not(name, seed):
    return _Pricing(seed) if name == "pricing" else make_player("normal", seed)


def test_the_summary_sets_the_chance_each_contract_was_given_against_how_often_it_was_made():
    rules = RuleSet.build()
    results = play_pairs(rules, "pricing", "plain", 12, seed=5, make=_pricing_or_not)
    levels = summarize(rules, "pricing", "plain", 5, results)["levels"]
    bid = sum(c["bid"] for c in levels["pricing"]["contracts"].values())
    made = sum(c["made"] for c in levels["pricing"]["contracts"].values())
    [group] = levels["pricing"]["calibration"]
    assert bid > 0 and group == {"chance": "0.7-0.8", "contracts": bid, "mean_chance": 0.77,
                                 "made": round(made / bid, 3)}
    assert "calibration" not in levels["plain"]  # it priced nothing
    by_kind = levels["pricing"]["calibration_by_kind"]
    assert set(by_kind) == {k for k, c in levels["pricing"]["contracts"].items() if c["bid"]}
    for kind, [group] in by_kind.items():
        counts = levels["pricing"]["contracts"][kind]
        assert group == {"chance": "0.7-0.8", "contracts": counts["bid"], "mean_chance": 0.77,
                         "made": round(counts["made"] / counts["bid"], 3)}


def test_calibration_groups_contracts_by_tenths_of_the_chance_given():
    groups = calibration([(0.95, True), (0.91, False), (0.3, False), (0.45, True), (0.62, True),
                          (1.0, True)])
    assert groups == [
        {"chance": "under 0.5", "contracts": 2, "mean_chance": 0.375, "made": 0.5},
        {"chance": "0.6-0.7", "contracts": 1, "mean_chance": 0.62, "made": 1.0},
        {"chance": "0.9-1.0", "contracts": 3, "mean_chance": 0.953, "made": 0.667},
    ]


def _hand(contract="7S", declarer=0, bids=None):
    return HandResult(contract, declarer, False, (0, 0, 0, 0), True, (0, 0), (0, 0), None, bids)


def test_pairs_are_told_apart_by_what_their_auctions_left_different():
    rules = RuleSet.build(preset="australian")
    assert auction_difference(rules, _hand(), _hand()) == "same contract"
    assert auction_difference(rules, _hand(), _hand("8S")) == "same side, other contract"
    assert auction_difference(rules, _hand(), _hand("7S", 2)) == "same side, other contract"
    assert auction_difference(rules, _hand(), _hand("7S", 1)) == "other side declares"
    assert auction_difference(rules, _hand(), _hand("", None)) == "thrown in at one"
    assert auction_difference(rules, _hand("", None), _hand("", None)) == "thrown in at both"
    spades = RuleSet.build(preset="spades")
    three, four = _hand("spades", None, (3, 3, 4, 2)), _hand("spades", None, (3, 4, 4, 2))
    nil = _hand("spades", None, (3, "nil", 4, 2))
    assert auction_difference(spades, three, three) == "same bids"
    assert auction_difference(spades, three, four) == "other bids"
    assert auction_difference(spades, nil, nil) == "same bids, a nil"
    assert auction_difference(spades, four, nil) == "other bids, a nil"


def test_a_spades_bag_is_charged_its_share_of_the_penalty():
    hand = HandResult("spades", None, False, (4, 4, 3, 2), True, (83, -60), (83, -60), (3, 0),
                      (3, 3, 4, 3))
    assert bags_charged(RuleSet.build(preset="spades"), hand) == [53.0, -60.0]
    assert bags_charged(RuleSet.build(preset="spades", bag_penalty=200), hand) == [23.0, -60.0]
    assert bags_charged(RuleSet.build(preset="australian"), _hand()) == [0.0, 0.0]


def test_the_spades_summary_gives_the_pairs_with_bags_charged_too():
    rules = RuleSet.build(preset="spades")
    results = play_pairs(rules, "normal", "easy", 8, seed=5)
    summary = summarize(rules, "normal", "easy", 5, results)
    charged = [r.bags_charged for r in results]
    assert summary["bags_charged"]["a_mean_points_per_pair"] == round(sum(charged) / 8, 2)
    # In some pair the two levels were left holding different bags.
    assert any(c != r.value for c, r in zip(charged, results, strict=True))
    assert arena(rules, "random", "random", 6, seed=1)["bags_charged"]["ci95"] == [0, 0]
    australian = RuleSet.build(preset="australian")
    assert "bags_charged" not in arena(australian, "random", "random", 4, seed=1)


def test_the_summary_splits_the_pairs_by_what_their_auctions_left_different():
    rules = RuleSet.build(preset="australian")
    results = play_pairs(rules, "normal", "easy", 16, seed=3)
    summary = summarize(rules, "normal", "easy", 3, results)
    parts = summary["by_difference"]
    assert sum(p["deal_pairs"] for p in parts.values()) == 16 and len(parts) >= 2
    whole = sum(p["deal_pairs"] * p["a_mean_points_per_pair"] for p in parts.values()) / 16
    assert abs(whole - summary["a_mean_points_per_pair"]) < 0.01 * len(parts)
    for kind, part in parts.items():
        values = [r.value for r in results if r.difference == kind]
        assert part["a_mean_points_per_pair"] == round(sum(values) / len(values), 2)
        assert part["ci95"][0] <= part["a_mean_points_per_pair"] <= part["ci95"][1]


def test_worker_processes_give_the_same_result():
    rules = RuleSet.build(players=3)
    one = arena(rules, "random", "random", 12, seed=7, jobs=1)
    two = arena(rules, "random", "random", 12, seed=7, jobs=2)
    assert one["levels"]["random"]["contracts"] == two["levels"]["random"]["contracts"]


def test_the_command_prints_json_and_refuses_unknown_levels():
    ok = subprocess.run([sys.executable, "-m", "fivehundred_qt", "arena", "--a", "random",
                         "--b", "random", "--deals", "3", "--quiet"],
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0 and json.loads(ok.stdout)["deal_pairs"] == 3
    bad = subprocess.run([sys.executable, "-m", "fivehundred_qt", "arena", "--a", "grandmaster",
                          "--b", "random"], capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "unknown player level" in bad.stderr
    assert "Traceback" not in bad.stderr


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_the_progress_bar_is_drawn_only_on_a_terminal(capsys):
    # Redirected to a file, the bar wrote a carriage return and a redrawn bar a hundred times.
    log = io.StringIO()
    for done in range(1, 201):
        progress_bar(done, 200, log)
    assert log.getvalue() == "200/200 deal pairs\n"
    progress_bar(1, 2)                              # stderr, not a terminal under pytest
    assert capsys.readouterr().err == ""

    terminal = Terminal()
    for done in range(1, 1001):
        progress_bar(done, 1000, terminal)
    drawn = terminal.getvalue()
    assert drawn.count("\r") == 100                 # redrawn when the percentage moves
    assert drawn.endswith("\r[" + "#" * 40 + "] 1000/1000 deal pairs\n")


def test_the_pairs_file_gives_each_pair_its_deal_calls_and_result(tmp_path):
    # One line a pair, in order: the deal's cards, each play's calls (a priced bid with the
    # chance its bidder gave it) and result; the values are the pairs the summary averaged.
    rules = RuleSet.build()
    out = io.StringIO()
    result = arena(rules, "normal", "normal", 4, seed=5, pairs=out)
    lines = [json.loads(text) for text in out.getvalue().splitlines()]
    assert [p["seed"] for p in lines] == [5 * 1_000_003 + i for i in range(4)]
    assert sum(p["value"] for p in lines) / 4 == result["a_mean_points_per_pair"]
    first = lines[0]
    assert all(len(hand.split()) == 10 for hand in first["hands"]) and len(first["kitty"].split()) == 3
    assert first["dead"] == ""
    for play, levels in zip(first["plays"], (["normal", "normal"], ["normal", "normal"]), strict=True):
        assert play["levels"] == levels
        assert play["calls"] and all(len(call) == 3 for call in play["calls"])
        assert len(play["tricks"]) == 4 and len(play["points"]) == 2 and "contract" in play
    priced = play_pairs(rules, "pricing", "plain", 3, seed=5, make=_pricing_or_not)
    calls = [c for r in priced for play in r.record["plays"] for c in play["calls"]]
    assert {c[2] for c in calls if c[1] == "pass"} == {None}
    bids = [c for c in calls if c[1] != "pass"]
    assert bids and all(c[2] in (0.77, None) for c in bids) and any(c[2] == 0.77 for c in bids)


def test_the_command_writes_the_pairs_or_says_why_it_cannot(tmp_path):
    path = tmp_path / "pairs.jsonl"
    ok = subprocess.run([sys.executable, "-m", "fivehundred_qt", "arena", "--a", "random",
                         "--b", "random", "--deals", "3", "--quiet", "--pairs", str(path)],
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0 and json.loads(ok.stdout)["deal_pairs"] == 3
    assert len(path.read_text(encoding="utf-8").splitlines()) == 3
    bad = subprocess.run([sys.executable, "-m", "fivehundred_qt", "arena", "--a", "random",
                          "--b", "random", "--deals", "1", "--quiet", "--pairs",
                          str(tmp_path / "no such folder" / "pairs.jsonl")],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "cannot write" in bad.stderr and bad.stdout == ""
    assert "Traceback" not in bad.stderr


def _arena_command(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "fivehundred_qt", "arena", "--a", "random",
                           "--b", "random", "--deals", "2", "--quiet", *args],
                          capture_output=True, text=True, timeout=timeout)


def test_a_pairs_pipe_that_nothing_reads_is_refused_at_once(tmp_path):
    import os

    fifo = tmp_path / "pairs.fifo"
    os.mkfifo(fifo)
    # It waited for a reader forever; a hang fails here by the subprocess's time limit.
    proc = _arena_command("--pairs", str(fifo), timeout=60)
    assert proc.returncode == 2 and proc.stdout == "" and "Traceback" not in proc.stderr
    assert proc.stderr.strip() == (f"fivehundred-qt arena: cannot write {fifo}: "
                                   "it is a pipe that nothing reads from")


def test_a_pairs_pipe_with_a_reader_gets_the_pairs(tmp_path):
    import os
    import threading

    fifo = tmp_path / "pairs.fifo"
    os.mkfifo(fifo)
    read = []
    reader = threading.Thread(target=lambda: read.append(fifo.read_text(encoding="utf-8")))
    reader.start()
    try:
        proc = _arena_command("--pairs", str(fifo))
    finally:
        if reader.is_alive():                   # the arena never opened it: free the reader
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(30)
    assert proc.returncode == 0, proc.stderr
    assert len(read[0].splitlines()) == 2


def test_an_empty_pairs_name_is_a_usage_error():
    proc = _arena_command("--pairs", "")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "argument --pairs: a file name is needed" in proc.stderr

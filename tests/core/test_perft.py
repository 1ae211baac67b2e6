"""Fixed-seed regression of whole games, in the spirit of chess "perft".

For each configuration, random players play ``HANDS`` hands from a fixed seed through
``fivehundred_qt.selfplay.selfplay``; a compact digest of every hand (contract, declarer, tricks,
delta, scores) and the sha256 of the game's record are compared with ``perft.json``.  Any change of
the rules core that changes what happens in a game shows up here, hand by hand.

When a change is intended, regenerate the expected digests and review the diff of perft.json:

    .venv/bin/python tests/core/test_perft.py --regenerate
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import RuleSet, summary, to_record
from fivehundred_qt.selfplay import selfplay

PERFT_FILE = Path(__file__).with_name("perft.json")
HANDS = 12

CONFIGS: dict[str, dict[str, Any]] = {
    "australian": {"preset": "australian"},
    "american": {"preset": "american"},
    "players_2": {"players": 2},
    "players_3": {"players": 3},
    "players_4_kitty_5": {"kitty_size": 5},
    "players_4_kitty_6": {"kitty_size": 6},
    "players_5_called": {"players": 5},
    "players_5_american": {"preset": "american", "players": 5},
    "players_6_2v2v2_kitty_3": {"players": 6},
    "players_6_2v2v2_kitty_5": {"players": 6, "kitty_size": 5},
    "players_6_2v2v2_kitty_6": {"players": 6, "kitty_size": 6},
    "players_6_3v3_kitty_5": {"teams": "3v3", "kitty_size": 5},
    "players_6_3v3_kitty_6": {"teams": "3v3", "kitty_size": 6},
    "spades": {"game": "spades"},
    "spades_blind_nil": {"game": "spades", "blind_nil": True, "win_score": 300},
    "misere_both_hands_blind": {"misere": "anytime", "nullo_play": "both_hands",
                                "blind_misere": True, "open_misere_exposed": "before_lead"},
    "misere_points_mix": {"misere_points": 210, "open_misere_points": 330,
                          "misere_defenders_score": True, "open_misere": "after_8"},
    "misere_520_3v3_both_hands": {"teams": "3v3", "kitty_size": 6, "open_misere_points": 520,
                                  "nullo_play": "both_hands", "misere": "anytime",
                                  "eight_spades_overbids_misere": False},
    "jokers_anytime_last_trick": {"kitty_size": 6, "joker_follow": "anytime",
                                  "joker_lead": "last_trick", "joker_nomination": False},
    "jokers_any_suit_nominated": {"players": 6, "kitty_size": 6, "joker_lead": "any_suit",
                                  "joker_nomination": True, "misere": "anytime"},
    "sans_kitty_raise_own_bid": {"sans_kitty": True, "raise_own_bid": True, "players": 5},
    "all_pass_play_nt_american": {"preset": "american", "all_pass": "play_nt", "players": 3},
    "long_game_no_limits": {"defender_cap": "none", "lose_score": "none",
                            "must_bid_to_win": False, "win_score": 2000},
}
GAMES = 8
"""Games per configuration, from seeds ``SEEDS[name]`` onwards (random players mostly end a game
within a few hands, so several games give each configuration a spread of deals and contracts)."""
SEEDS = {name: 1000 + 10 * i for i, name in enumerate(CONFIGS)}


def record_sha256(record: dict[str, Any]) -> str:
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def game_digest(rules: RuleSet, seed: int) -> dict[str, Any]:
    """Play one game (at most ``HANDS`` hands) from ``seed`` and digest it."""
    players = [make_player("random", seed=seed * 100 + i) for i in range(rules.players)]
    result = selfplay(rules, players, seed=seed, hands=HANDS)
    assert len(result.games) == 1
    game = result.games[0]
    summ = summary(game)
    return {
        "seed": seed,
        "decisions": result.decisions,
        "winner": summ["winner"],
        "record_sha256": record_sha256(to_record(game, [p.name for p in players])),
        "hands": [[h["contract"], h["declarer"], h["tricks"], h["delta"], h["scores"]]
                  for h in summ["hands"]],
    }


def digest(name: str) -> dict[str, Any]:
    rules = RuleSet.build(CONFIGS[name])
    return {"rules": CONFIGS[name],
            "games": [game_digest(rules, SEEDS[name] + g) for g in range(GAMES)]}


def load_expected() -> dict[str, Any]:
    if not PERFT_FILE.exists():
        pytest.fail(f"{PERFT_FILE.name} is missing: run "
                    "`.venv/bin/python tests/core/test_perft.py --regenerate`")
    data: dict[str, Any] = json.loads(PERFT_FILE.read_text(encoding="utf-8"))
    return data


def test_perft_file_covers_every_configuration() -> None:
    expected = load_expected()
    assert expected["hands_per_game"] == HANDS
    assert sorted(expected["configs"]) == sorted(CONFIGS)


@pytest.mark.parametrize("name", list(CONFIGS))
def test_perft(name: str) -> None:
    want = load_expected()["configs"].get(name)
    if want is None:
        pytest.fail(f"no digest for {name!r} in {PERFT_FILE.name}: regenerate it")
    got = digest(name)
    assert got["rules"] == want["rules"], "the configuration changed: regenerate perft.json"
    assert len(got["games"]) == len(want["games"])
    for g, w in zip(got["games"], want["games"], strict=True):
        seed = w["seed"]
        assert g["seed"] == seed
        for i, (gh, wh) in enumerate(zip(g["hands"], w["hands"], strict=False)):
            assert gh == wh, f"seed {seed}, hand {i}: got {gh}, expected {wh}"
        assert len(g["hands"]) == len(w["hands"]), f"seed {seed}: another number of hands"
        assert g["winner"] == w["winner"], f"seed {seed}: another winner"
        assert g["decisions"] == w["decisions"], f"seed {seed}: another number of decisions"
        assert g["record_sha256"] == w["record_sha256"], (
            f"seed {seed}: same results, but the record differs "
            "(a deal, an action or the record format)")


def test_perft_is_deterministic() -> None:
    for rules in (RuleSet.build({"preset": "australian"}), RuleSet.build({"game": "spades"})):
        assert game_digest(rules, 7) == game_digest(rules, 7)


def regenerate() -> None:
    configs = {name: digest(name) for name in CONFIGS}
    # One hand per line keeps the file short and its diffs readable.
    out = ["{", f'  "hands_per_game": {HANDS},', '  "configs": {']
    for n, (name, d) in enumerate(configs.items()):
        out.append(f"    {json.dumps(name)}: {{")
        out.append(f'      "rules": {json.dumps(d["rules"])},')
        out.append('      "games": [')
        for k, game in enumerate(d["games"]):
            out.append("        {")
            for key in ("seed", "decisions", "winner", "record_sha256"):
                out.append(f"          {json.dumps(key)}: {json.dumps(game[key])},")
            out.append('          "hands": [')
            hands = game["hands"]
            for i, h in enumerate(hands):
                out.append("            " + json.dumps(h) + ("," if i < len(hands) - 1 else ""))
            out.append("          ]")
            out.append("        }" + ("," if k < len(d["games"]) - 1 else ""))
        out.append("      ]")
        out.append("    }" + ("," if n < len(configs) - 1 else ""))
    out += ["  }", "}"]
    text = "\n".join(out) + "\n"
    assert json.loads(text)["configs"] == configs
    PERFT_FILE.write_text(text, encoding="utf-8")
    hands = sum(len(g["hands"]) for d in configs.values() for g in d["games"])
    print(f"wrote {PERFT_FILE} ({len(configs)} configurations, {hands} hands)")


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit(f"usage: {sys.argv[0]} --regenerate")
    regenerate()

"""The reasons the heuristic players give are translatable phrases, and Qt's lupdate finds them.

1. Decisions played across variants (Australian, American, 6 players, Spades, misère and nullo
   contracts; easy and normal): every reason is a ``Phrase`` under the context ``"Bots"`` whose
   placeholders are all filled.
2. ``pyside6-lupdate`` on ``fivehundred_qt/bots`` finds every template those decisions used, and
   exactly the templates the source builds (a call lupdate cannot read, such as one with a
   keyword argument inside ``Phrase.translate(...)``, would go untranslated).
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt.bots.heuristic import KEEPS_WINNERS_VOIDS_MORE, KEEPS_WINNERS_VOIDS_TWO, HeuristicPlayer
from fivehundred_qt.bots.misere_play import LEADS_UNDER_VOID
from fivehundred_qt.core import BIDS, GameState, Phase, RuleSet
from fivehundred_qt.core.cards import CLUBS, DIAMONDS, SPADES
from fivehundred_qt.core.phrases import Phrase
from fivehundred_qt.core.terms import suit_word, term

from .positions import MISERE_VOID_CLUBS, bid, discard_kitty, normal_choice, play, start

BOTS = Path(__file__).resolve().parents[2] / "fivehundred_qt" / "bots"
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"

# (rules, the first call (in 500 the others pass) or None to let the players bid, hands)
GAMES: list[tuple[dict[str, Any], str | None, int]] = [
    ({"preset": "australian"}, None, 3),
    ({"preset": "american"}, None, 4),
    ({"players": 6}, None, 2),
    ({"game": "spades"}, None, 3),
    ({"game": "spades"}, "nil", 2),
    ({"game": "spades", "blind_nil": True}, None, 2),
    ({"misere": "anytime"}, "misere", 2),
    ({"preset": "american", "misere": "anytime"}, "misere", 2),
    ({"open_misere_exposed": "before_lead"}, "open_misere", 1),
    ({}, "7NT", 2),
    ({"players": 5, "teams": "called"}, None, 2),
]


def _reasons() -> Iterator[tuple[str, object]]:
    """(what was decided, the reason given) for a few hundred decisions."""
    for number, (options, contract, hands) in enumerate(GAMES):
        rules = RuleSet.build(options)
        n = rules.players
        for hand in range(hands):
            level = ("normal", "easy")[hand % 2]
            players = [HeuristicPlayer(level, 100 * number + 10 * hand + i) for i in range(n)]
            state = GameState(rules, seed=number * 7 + hand, first_dealer=n - 1)
            state.deal()
            if contract is not None:
                bid(state, contract)
                while state.phase is Phase.AUCTION and not rules.is_spades:
                    state.apply(BIDS["pass", False])
            while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
                seat = state.decider
                action, why = players[seat].choose_with_reason(state.view(seat))
                yield f"{options} {level}: {action}", why
                state.apply(action)


def _templates(phrase: Phrase) -> Iterator[Phrase]:
    """The phrase and the phrases among its arguments, however deep."""
    yield phrase
    for value in phrase.args.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Phrase):
                yield from _templates(item)


@pytest.fixture(scope="module")
def used() -> set[str]:
    """The Bots templates the played decisions used (checked on the way)."""
    seen: set[str] = set()
    count = 0
    for what, why in _reasons():
        count += 1
        if why is None:
            continue
        assert isinstance(why, Phrase), (what, why)
        assert why.context == "Bots", (what, why)
        text = str(why)  # raises when a placeholder is not filled
        assert "{" not in text and "}" not in text, (what, text)
        seen.update(p.text for p in _templates(why) if p.context == "Bots")
    assert count >= 300, count
    return seen


def test_every_reason_is_a_filled_bots_phrase(used: set[str]) -> None:
    assert len(used) >= 50, sorted(used)


def _lupdate(tmp_path: Path) -> set[str]:
    if not LUPDATE.exists():
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "bots.ts"
    # lupdate reads .py files only when told to: its default extensions are C++, QML and JS
    subprocess.run([str(LUPDATE), "-silent", "-extensions", "py", "-locations", "none", str(BOTS),
                    "-ts", str(ts)], check=True, capture_output=True, timeout=120)
    root = ET.parse(ts).getroot()
    return {m.findtext("source") or "" for c in root.iter("context") if c.findtext("name") == "Bots"
            for m in c.iter("message")}


def _in_source() -> set[str]:
    """Every template the bots' source builds with ``Phrase.translate("Bots", ...)``, however it
    is written."""
    found: set[str] = set()
    for path in sorted(BOTS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "translate" and isinstance(node.func.value, ast.Name) \
                    and node.func.value.id == "Phrase":
                given = list(node.args) + [k.value for k in node.keywords]
                values = [a.value for a in given if isinstance(a, ast.Constant)]
                if values and values[0] == "Bots":
                    assert len(values) == 2, f"{path.name}:{node.lineno}: not two literal strings"
                    found.add(values[1])
    return found


def test_lupdate_finds_every_template(used: set[str], tmp_path: Path) -> None:
    found = _lupdate(tmp_path)
    assert used <= found, sorted(used - found)
    assert found == _in_source(), sorted(found ^ _in_source())


# --------------------------------------------------------------------- the English, word for word


def test_reasons_read_as_before() -> None:
    state = start({0: "RJ JH JD AH KH QH AS KS 5C 6D"}, "8S 7S 9C")
    bid(state, "7H", "pass", "pass", "pass")
    action, why = HeuristicPlayer("normal", 1).choose_with_reason(state.view(0))
    assert isinstance(why, Phrase) and str(why) == "keeps trumps and winners, voids clubs and diamonds"
    state.apply(action)
    assert normal_choice(state)[1] == "draws trumps"

    _, why = normal_choice(start({0: "RJ JH JD AH KH QH 10H AS KS AC"}, "6C 7C 8C"))
    assert why is not None and re.fullmatch(
        r"\d+ hearts: about \d+\.\d tricks expected with hearts as trumps", why), why

    _, why = normal_choice(start({0: "2S 3S 4S 5S 2H 3H 4H 2D 3D 4D 2C 3C 5H"}, game="spades"))
    assert why is not None and re.fullmatch(
        r"bids \d+: about \d+\.\d tricks expected \(not nil: 4 spades\)", why), why

    state = start({0: "RJ JH JD AH KH 9H 8H AS KS 6C"}, players=5)
    bid(state, "6S", "6H", "pass", "pass", "pass", "7H", "pass")
    discard_kitty(state)
    assert normal_choice(state)[1] == "names the players who showed strength: seat 1 bid 6 hearts"

    state = start(MISERE_VOID_CLUBS, dealer=2)
    bid(state, "7S", "misere", "pass", "pass", "pass")
    discard_kitty(state)
    play(state, "5S", "9S", "10S")
    play(state, "5C", "7H", "6C")
    assert normal_choice(state)[1] == "leads low under the misère bidder (who is void in clubs)"


def test_lists_of_suits_read_as_before() -> None:
    spades, clubs, diamonds = (suit_word(s) for s in (SPADES, CLUBS, DIAMONDS))
    assert str(KEEPS_WINNERS_VOIDS_TWO.format(suit=spades, other=clubs)) == \
        "keeps trumps and winners, voids spades and clubs"
    assert str(KEEPS_WINNERS_VOIDS_MORE.format(suits=(spades, clubs), last=diamonds)) == \
        "keeps trumps and winners, voids spades, clubs and diamonds"
    assert str(LEADS_UNDER_VOID.format(misere=term(RuleSet.build({"preset": "american"}), "misere"),
                                       suits=(clubs, diamonds))) == \
        "leads low under the nullo bidder (who is void in clubs, diamonds)"

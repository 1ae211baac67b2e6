"""A Spades hand's banner says what happened, side by side, as the core scored it: the bid made
or set, each nil, the bags and a bag penalty."""

from __future__ import annotations

from fivehundred_qt.core import HandResult, RuleSet
from fivehundred_qt.core.events import HandScored
from fivehundred_qt.ui.table.cards import CardRenderer, CardStyle
from fivehundred_qt.ui.table.speeds import Clock
from fivehundred_qt.ui.table.table_scene import TableScene

NAMES = ["You", "West", "North", "East"]


def shown(qtbot, rules: RuleSet, result: HandResult) -> tuple[list[str], list[str]]:
    scene = TableScene(CardRenderer(CardStyle()), Clock("instant"))
    scene.start_table(rules, NAMES, 0, False)
    said: list[str] = []
    scene.said.connect(said.append)
    with qtbot.waitSignal(scene.idle, timeout=5000):
        scene.show_events([HandScored(result)])
        scene.finish()
    return scene.banner.lines, said


def test_a_failed_nil_a_made_bid_and_a_bag_penalty(qtbot) -> None:
    rules = RuleSet.build({"game": "spades", "bag_limit": 5})
    # You (seat 0) bid nil and took 2; North bid 5 and took 6; bags 4 before: 4 + 3 = 7, one penalty.
    result = HandResult("spades", None, False, (2, 2, 6, 3), None, (50 + 1 - 100 + 2 - 100, 50),
                        (-147, 50), (2, 0), ("nil", 2, 5, 3))
    lines, said = shown(qtbot, rules, result)
    assert lines[0] == "Hand over"
    assert lines[1] == ("You & North: bid 5, took 6: made, +50; your nil failed, -100; 3 bags, +3; "
                        "a bag penalty, -100 = -147 → -147")
    assert lines[2] == "West & East: bid 5, took 5: made, +50 = +50 → 50"
    assert said[-1] == f"Hand over: {lines[1]}. {lines[2]}"


def test_a_blind_nil_and_a_bid_set(qtbot) -> None:
    rules = RuleSet.build({"game": "spades", "blind_nil": True})
    result = HandResult("spades", None, False, (4, 0, 5, 4), None, (81, 140), (81, 140), (1, 0),
                        (5, "blind_nil", 3, 6))
    lines, _ = shown(qtbot, rules, result)
    assert lines[1] == "You & North: bid 8, took 9: made, +80; 1 bag, +1 = +81 → 81"
    assert lines[2] == ("West & East: bid 6, took 4: set, -60; West's blind nil made, +200 "
                        "= +140 → 140")


def test_a_summary_that_does_not_add_up_keeps_the_short_line(qtbot) -> None:
    rules = RuleSet.build({"game": "spades"})
    result = HandResult("spades", None, False, (4, 3, 3, 3), None, (-86, 60), (-86, 60), (1, 0),
                        (4, 3, 2, 3))
    lines, _ = shown(qtbot, rules, result)
    assert lines[1:] == ["You & North: -86  →  -86", "West & East: +60  →  60"]

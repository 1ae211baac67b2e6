"""The rules page follows the rule set it explains, and the dialog shows it."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialogButtonBox

from fivehundred_qt.core.cards import deck_for
from fivehundred_qt.core.rules import AMERICAN, AUSTRALIAN, RuleSet
from fivehundred_qt.ui.help.rules_dialog import RulesDialog, rules_html


def text(rules: RuleSet | None = None, **options: Any) -> str:
    """The rules page as a reader sees it (plain text, markup gone)."""
    if rules is None:
        rules = RuleSet.build(options)
    document = QTextDocument()
    document.setHtml(rules_html(rules))
    return document.toPlainText()


# ------------------------------------------------------------------------------ the variants
def test_australian_words(qapp: Any) -> None:
    page = text(AUSTRALIAN)
    for word in ("misère", "Open misère", "kitty", "490", "left bower", "43 cards", "−500"):
        assert word in page
    for word in ("nullo", "widow", "inkle", "Spades\n"):
        assert word not in page
    assert "round the table as many times as needed" in page


def test_american_words(qapp: Any) -> None:
    page = text(AMERICAN)
    for word in ("nullo", "Open nullo", "widow", "inkle", "The first two callers", "exactly one round"):
        assert word in page
    for word in ("misère", "kitty", "as many times as needed", "never take a side above"):
        assert word not in page
    # No nomination in the American preset, and the joker may name any suit.
    assert "Nominating a suit" not in page
    assert "You may name any suit." in page


def test_inkle_seats_follow_the_player_count(qapp: Any) -> None:
    assert "The first three callers may bid at the 6 level" in text(preset="american", players=6)
    assert "The first caller may bid at the 6 level" in text(preset="american", players=3)


def test_joker_lead_options_change_the_text(qapp: Any) -> None:
    unled = text(joker_lead="unled_suit")
    any_suit = text(joker_lead="any_suit")
    last = text(joker_lead="last_trick")
    assert "must be one that has not been led yet" in unled
    assert "You may name any suit." in any_suit and "not been led yet" not in any_suit
    assert "It may be led only to the last trick" in last
    assert len({unled, any_suit, last}) == 3


def test_joker_follow_and_nomination(qapp: Any) -> None:
    assert "only when you have no card of the led suit" in text(joker_follow="void_only")
    assert "even when you could follow suit" in text(joker_follow="anytime")
    assert "Nominating a suit" in text(joker_nomination=True)
    assert "Nominating a suit" not in text(joker_nomination=False)


def test_all_pass(qapp: Any) -> None:
    redeal = text(all_pass="redeal")
    play_nt = text(all_pass="play_nt")
    assert "If everyone passes, the cards are thrown in" in redeal
    assert "played anyway at no trumps with no contractor" in play_nt
    assert "played anyway" not in redeal


@pytest.mark.parametrize(("players", "kitty"), [(p, k) for p in (2, 3, 4, 5, 6) for k in (3, 5, 6)
                                                if (p in (4, 6) or k == 3)])
def test_the_deck_is_counted_from_the_core(qapp: Any, players: int, kitty: int) -> None:
    page = text(players=players, kitty_size=kitty)
    assert f"The deck has {len(deck_for(players, kitty))} cards" in page
    assert f"{kitty} cards go face down to the kitty" in page
    assert ("dead hand" in page) == (players == 2)
    assert ("11s, 12s and 13s" in page) == (players == 6)
    assert ("two jokers" in page) == (kitty == 6)


def test_six_players_in_two_teams_of_three(qapp: Any) -> None:
    page = text(players=6, teams="3v3", kitty_size=5)
    assert "65 cards" in page
    assert "two teams of three" in page
    assert "13 › 12 › 11" in page
    assert "both partners lay their cards face down" in page
    assert "2 kitty cards are dealt last" in page


def test_called_partners(qapp: Any) -> None:
    page = text(players=5)
    assert "53 cards" in page
    assert "The partner call" in page
    assert "two players for a bid of 8 or more" in page
    assert "The partner call" not in text(AUSTRALIAN)


def test_misere_family_as_configured(qapp: Any) -> None:
    page = text(AUSTRALIAN)
    assert "only after someone has bid 7 or more tricks" in page
    assert "It ranks above 7 no trumps and below 8 spades." in page
    assert "It ranks above 10 diamonds and below 10 hearts." in page
    assert "Blind misère" not in page
    assert "It ranks above 8 spades and below 8 clubs." in text(eight_spades_overbids_misere=False)
    assert "It ranks above 7 hearts and below 7 no trumps." in text(misere_points=210)
    assert "It ranks above 10 hearts and below 10 no trumps." in text(ten_hearts_overbids_open_misere=False)
    assert "nothing can be bid over it" in text(open_misere_points=520)
    assert "It ranks above 8 no trumps and below 9 spades." in text(open_misere_points=330)
    blind = text(blind_misere=True)
    assert "Blind misère is worth 500 points" in blind
    assert "It ranks level with open misère" in blind
    assert "shown before the opening lead" in text(open_misere_exposed="before_lead")
    assert "shown after the first trick" in page
    assert "also plays their partner's hand" in text(nullo_play="both_hands")
    none = text(misere="off", open_misere="off")
    assert "There are no misère bids at this table" in none
    assert "Open misère" not in none
    assert "Open misère" not in text(open_misere="off")
    assert "after someone has bid 8 or more" in text(open_misere="after_8")


def test_scoring_and_winning_options(qapp: Any) -> None:
    page = text(AUSTRALIAN)
    assert "never take a side above 490" in page
    assert "a side at 480 that takes three tricks moves to 490, not 510" in page
    assert "only get there by making a contract it bid" in page
    for value in ("440", "460", "480", "500", "520", "250"):
        assert value in page
    assert "never take a side above 470" in text(defender_cap=470)
    assert "by any points" in text(must_bid_to_win=False)
    assert "never take a side above" not in text(must_bid_to_win=False, defender_cap="none")
    assert "out backwards" not in text(lose_score="none")
    assert "reach 300 points" in text(win_score=300)
    assert "The other sides score 10 points for each trick they took" in text(misere_defenders_score=True)
    assert "Raising your own bid" in text(raise_own_bid=True)
    assert "Raising your own bid" not in page
    sans = text(sans_kitty=True)
    assert "Sans kitty" in sans and "Misère bids are never sans kitty." in sans
    assert "Sans kitty" not in page


# Every option that applies to a table shows in its page: changing it changes what the reader reads.
_CHANGES: list[tuple[str, Any]] = [
    ("raise_own_bid", True), ("misere", "anytime"), ("misere", "off"), ("misere_points", 230),
    ("eight_spades_overbids_misere", False), ("open_misere", "after_8"), ("open_misere", "off"),
    ("open_misere_points", 430), ("ten_hearts_overbids_open_misere", False),
    ("open_misere_exposed", "before_lead"), ("blind_misere", True), ("sans_kitty", True),
    ("nullo_play", "both_hands"), ("joker_nomination", False), ("joker_follow", "anytime"),
    ("joker_lead", "any_suit"), ("joker_lead", "last_trick"), ("all_pass", "play_nt"),
    ("must_bid_to_win", False), ("defender_cap", 480), ("misere_defenders_score", True),
    ("win_score", 750), ("lose_score", -300), ("players", 6), ("kitty_size", 5),
]


@pytest.mark.parametrize(("option", "value"), _CHANGES)
def test_every_option_shows(qapp: Any, option: str, value: Any) -> None:
    assert text(**{option: value}) != text(AUSTRALIAN)


def test_no_placeholder_is_left(qapp: Any) -> None:
    choices = itertools.product(("australian", "american"), (2, 3, 4, 5, 6), (False, True), (False, True))
    for preset, players, blind, sans in choices:
        for extra in ({}, {"misere": "off", "open_misere": "off"}, {"all_pass": "play_nt"}):
            rules = RuleSet.build(preset=preset, players=players, blind_misere=blind, sans_kitty=sans,
                                  **extra)
            page = text(rules)
            assert "{" not in page and "}" not in page, (rules, page)
            foreign = ("misère", "kitty") if preset == "american" else ("nullo", "widow", "inkle")
            assert not any(word in page for word in foreign), (rules, page)


def test_spades_page(qapp: Any) -> None:
    page = text(game="spades", bag_limit=7, bag_penalty=50)
    for words in ("Spades", "bags", "bags reach 7", "loses 50 points", "nil", "broken", "13 to each",
                  "Boston"):
        assert words in page
    for words in ("kitty", "misère", "joker", "Blind nil"):
        assert words not in page
    assert "Blind nil" in text(game="spades", blind_nil=True)
    assert "falls to −200 or below" in text(game="spades", lose_score=-200)


# ------------------------------------------------------------------------------ the dialog
def test_rules_dialog(qtbot: Any) -> None:
    dialog = RulesDialog(AMERICAN)
    qtbot.addWidget(dialog)
    dialog.show()
    assert "nullo" in dialog.browser.toPlainText()
    assert dialog.width() >= 600 and dialog.height() >= 500
    assert not dialog.grab().isNull()
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    with qtbot.waitSignal(dialog.rejected):
        box.button(QDialogButtonBox.StandardButton.Close).click()

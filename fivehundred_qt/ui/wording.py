"""How the UI words the game's things: calls written short, sides named, inkles told apart,
decisions in words.

Words of the variant (misère or nullo, kitty or widow) and calls in words ("7 hearts") are the
core's phrases (``core.terms``), put in the reader's language by ``translation.say``; the words
made here are translated under the context ``"wording"``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..core import Action, Bid, Discard, JokerSuit, Partners, Play, RuleSet
from ..core.cards import SUIT_SYMBOLS
from ..core.terms import describe_bid, term
from ..translation import card_symbol, say

__all__ = ["action_text", "bid_symbol", "bid_words", "card_symbol", "inkle_note", "side_name",
           "with_reason"]


def bid_words(rules: RuleSet, bid: Bid) -> str:
    """A call in words in the reader's language: '7 hearts', 'open misère', 'Pass'."""
    if bid.is_pass:
        return QCoreApplication.translate("wording", "Pass")
    return say(describe_bid(rules, bid))


def bid_symbol(rules: RuleSet, bid: Bid) -> str:
    """The short form of a call for grids, score sheets and nameplates: '7♥', '8NT sans kitty',
    'nullo', 'Pass'."""
    if not bid.is_numbered:
        return bid_words(rules, bid)
    trump = bid.trump
    if trump is None or trump >= len(SUIT_SYMBOLS):
        suit = QCoreApplication.translate("wording", "NT")
    else:
        suit = SUIT_SYMBOLS[trump]
    text = f"{bid.tricks}{suit}"
    if bid.sans_kitty:
        text = QCoreApplication.translate("wording", "{bid} sans {kitty}").format(
            bid=text, kitty=say(term(rules, "kitty")))
    return text


def side_name(names: Sequence[str], seats: Sequence[int]) -> str:
    """'Ann' for a side of one, 'Ann & Ben' for two, 'Ann, Ben & Cy' for three."""
    members = [names[s] for s in seats]
    if len(members) == 1:
        return members[0]
    return QCoreApplication.translate("wording", "{others} & {last}").format(
        others=", ".join(members[:-1]), last=members[-1])


def inkle_note() -> str:
    """The line a tooltip adds for an inkle."""
    return QCoreApplication.translate("wording", "inkle: a signal, cannot win the auction")


def action_text(rules: RuleSet, names: Sequence[str], action: Action) -> str:
    """A decision in words a player reads: 'Pass', '7 hearts', 'K♥', '4♦ 9♣ J♠', 'joker: ♥',
    'partners: West & North'."""
    if isinstance(action, Bid):
        return bid_words(rules, action)
    if isinstance(action, Play):
        return card_symbol(action.card)
    if isinstance(action, Discard):
        return " ".join(card_symbol(c) for c in action.cards)
    if isinstance(action, JokerSuit):
        if action.suit is None:
            return QCoreApplication.translate("wording", "joker: no suit")
        return QCoreApplication.translate("wording", "joker: {0}").format(SUIT_SYMBOLS[action.suit])
    if isinstance(action, Partners):
        return QCoreApplication.translate("wording", "partners: {0}").format(
            side_name(names, action.seats))
    return str(action)


def with_reason(decision: str, reason: str) -> str:
    """'Pass (not enough for a higher bid)': a decision and why, its name said once.  A reason
    that starts by naming the decision ("pass: not enough …") loses that start; one that is only
    its name is left out."""
    head, colon, rest = reason.partition(": ")
    if reason.strip().casefold() == decision.casefold():
        return decision
    if colon and decision.casefold() in head.casefold():
        reason = rest
    return QCoreApplication.translate("wording", "{0} ({1})").format(decision, reason)

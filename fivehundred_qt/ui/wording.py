"""How the UI words the core's things: its terms translated, calls written short, sides named,
inkles told apart.

Words of the variant (misère or nullo, kitty or widow) come from ``core.terms``; they pass through
Qt's translation under the context ``"Terms"`` (see ``core_text``), the words made here under
``"wording"``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..core import Action, Bid, Card, Discard, JokerSuit, Partners, Play, RuleSet
from ..core.cards import BLACK_JOKER_CODE, RANK_TEXT, SUIT_SYMBOLS
from ..core.terms import describe_bid, term

__all__ = ["action_text", "bid_symbol", "card_symbol", "core_text", "inkle_note", "side_name"]



def _tr(text: str) -> str:
    return QCoreApplication.translate("wording", text)


def core_text(text: str) -> str:
    """A word or phrase made by the core (``term``, ``describe_bid``), translated.

    The core speaks English and knows nothing of Qt; its finite set of words ("misère", "nullo",
    "7 hearts", "open nullo", "nil", …) is translated under the context ``"Terms"``.
    """
    return QCoreApplication.translate("Terms", text)


def bid_symbol(rules: RuleSet, bid: Bid) -> str:
    """The short form of a call for grids, score sheets and nameplates: '7♥', '8NT sans kitty',
    'nullo', 'Pass'."""
    if bid.is_numbered:
        trump = bid.trump
        suit = _tr("NT") if trump is None or trump >= len(SUIT_SYMBOLS) else SUIT_SYMBOLS[trump]
        text = f"{bid.tricks}{suit}"
        if bid.sans_kitty:
            text = _tr("{bid} sans {kitty}").format(bid=text, kitty=core_text(term(rules, "kitty")))
        return text
    if bid.is_pass:
        return _tr("Pass")
    return core_text(describe_bid(rules, bid))


def side_name(names: Sequence[str], seats: Sequence[int]) -> str:
    """'Ann' for a side of one, 'Ann & Ben' for two, 'Ann, Ben & Cy' for three."""
    members = [names[s] for s in seats]
    if len(members) == 1:
        return members[0]
    return _tr("{others} & {last}").format(others=", ".join(members[:-1]), last=members[-1])


def inkle_note() -> str:
    """The line a tooltip adds for an inkle."""
    return _tr("inkle: a signal, cannot win the auction")


def card_symbol(card: Card) -> str:
    """A card written short for messages: 'K♥', '10♠', 'red joker' (never a record's 'KH')."""
    if card.is_joker:
        return _tr("black joker") if int(card) == BLACK_JOKER_CODE else _tr("red joker")
    return f"{RANK_TEXT[card.rank]}{SUIT_SYMBOLS[card.suit]}"


def action_text(rules: RuleSet, names: Sequence[str], action: Action) -> str:
    """A decision in words a player reads: 'Pass', '7 hearts', 'K♥', '4♦ 9♣ J♠', 'joker: ♥',
    'partners: West & North'."""
    if isinstance(action, Bid):
        return _tr("Pass") if action.is_pass else core_text(describe_bid(rules, action))
    if isinstance(action, Play):
        return card_symbol(action.card)
    if isinstance(action, Discard):
        return " ".join(card_symbol(c) for c in action.cards)
    if isinstance(action, JokerSuit):
        return _tr("joker: no suit") if action.suit is None else \
            _tr("joker: {0}").format(SUIT_SYMBOLS[action.suit])
    if isinstance(action, Partners):
        return _tr("partners: {0}").format(side_name(names, action.seats))
    return str(action)

"""The line on the strip while the player has nothing to decide: the contract ("West plays seven
hearts"), and, when another seat decides, who and what ("North to bid"), as the offline table and
a network table both say it.  Worded from a seat's view and the names the window draws."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication

from ...core import Phase, RuleSet, SeatView
from ...core.events import Contract
from ..wording import bid_symbol

__all__ = ["DECISIONS", "another_seat_decides", "contract_line", "contract_words", "status_line",
           "turn_line"]

translate = QCoreApplication.translate
"""The words are the window's ("MainWindow", where they were first translated); each call names
the context, as Qt's lupdate needs to find the words."""

DECISIONS: Final = frozenset({Phase.AUCTION, Phase.DISCARD, Phase.PARTNERS, Phase.JOKER, Phase.PLAY})
"""The phases in which a seat decides."""


def another_seat_decides(view: SeatView) -> bool:
    """Whether a seat other than the viewer's decides now (for a spectator: any seat)."""
    return view.seat != view.decider and view.phase in DECISIONS


def status_line(view: SeatView, names: Sequence[str], *, whose_turn: bool = False) -> str:
    """The contract, and with ``whose_turn`` who decides now when it is another seat."""
    contract = contract_line(view, names)
    if not whose_turn or not another_seat_decides(view):
        return contract
    turn = turn_line(view, names)
    return translate("MainWindow", "{0} · {1}").format(contract, turn) if contract else turn


def contract_line(view: SeatView, names: Sequence[str]) -> str:
    """'Your contract: 7♥', "West's contract: 8NT; you defend", 'Spades'; empty before the
    auction is won.  (It read 'You play 7 hearts', as if the player had just played a card.)"""
    contract = view.contract
    if contract is None or contract.bid is None:
        return contract_words(view.rules, contract, None, view.partners, names, "")
    return contract_words(view.rules, contract, view.seat if view.seat >= 0 else None,
                          view.partners, names, bid_symbol(view.rules, contract.bid))


def contract_words(rules: RuleSet, contract: Contract | None, you: int | None,
                   partners: Sequence[int], names: Sequence[str], bid: str) -> str:
    """The contract as said to the seat ``you`` (None: to nobody in particular, a spectator),
    with the contract's call written ``bid`` (on the strip '7♥', spoken '7 hearts'); empty
    before the auction is won.  ``partners``: those called so far in a ``called`` game."""
    if contract is None:
        return ""
    if contract.kind == "spades":
        return translate("MainWindow", "Spades")
    if contract.kind == "all_pass_nt":
        return translate("MainWindow", "All passed: no trumps, everyone for their tricks")
    assert contract.declarer is not None
    declarer = contract.declarer
    if declarer == you:
        return translate("MainWindow", "Your contract: {bid}").format(bid=bid)
    if you is None or (rules.teams == "called" and not partners):
        text = translate("MainWindow", "{player}'s contract: {bid}")   # partners not yet called
    elif you in contract.sitting_out(rules):
        text = translate("MainWindow", "{player}'s contract: {bid}; you sit this hand out")
    elif you in (partners if rules.teams == "called" else rules.side_with(declarer)):
        text = translate("MainWindow", "{player}'s contract: {bid}, with you as partner")
    else:
        text = translate("MainWindow", "{player}'s contract: {bid}; you defend")
    return text.format(player=names[declarer], bid=bid)


def turn_line(view: SeatView, names: Sequence[str]) -> str:
    """'North to bid': whose decision it is, and which."""
    name = names[view.decider]
    phase = view.phase
    if phase is Phase.AUCTION:
        return translate("MainWindow", "{0} to bid").format(name)
    if phase is Phase.DISCARD:
        return translate("MainWindow", "{0} to discard").format(name)
    if phase is Phase.PARTNERS:
        return translate("MainWindow", "{0} to name a partner").format(name)
    if phase is Phase.JOKER:
        return translate("MainWindow", "{0} to name the joker's suit").format(name)
    if view.to_move != view.decider:
        return translate("MainWindow", "{0} to play from {1}'s hand").format(name, names[view.to_move])
    if not view.trick:
        return translate("MainWindow", "{0} to lead").format(name)
    return translate("MainWindow", "{0} to play").format(name)

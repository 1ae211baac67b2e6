"""The line on the strip while the player has nothing to decide: the contract ("West plays seven
hearts"), and, when another seat decides, who and what ("North to bid"), as the offline table and
a network table both say it.  Worded from a seat's view and the names the window draws."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication

from ..core import Phase, SeatView
from .wording import bid_words

__all__ = ["DECISIONS", "another_seat_decides", "contract_line", "status_line", "turn_line"]

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
    """'West plays seven hearts', 'You play …', 'Spades'; empty before the auction is won."""
    contract = view.contract
    if contract is None:
        return ""
    if contract.kind == "spades":
        return translate("MainWindow", "Spades")
    if contract.kind == "all_pass_nt":
        return translate("MainWindow", "All passed: no trumps, everyone for their tricks")
    assert contract.bid is not None and contract.declarer is not None
    bid = bid_words(view.rules, contract.bid)
    if contract.declarer == view.seat:
        return translate("MainWindow", "You play {0}").format(bid)
    return translate("MainWindow", "{0} plays {1}").format(names[contract.declarer], bid)


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

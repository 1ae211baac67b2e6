"""The rules core of 500 and Spades: pure Python, no Qt, no I/O, deterministic given a seed.

    state = GameState(RuleSet.build(preset="australian"), seed=7)
    state.deal()
    while not state.is_over:
        ...  # state.phase, state.to_move, state.legal_actions(), state.apply(action)
"""

from .actions import BIDS, PASS, Action, Bid, Discard, JokerSuit, Partners, Play
from .auction import is_inkle
from .cards import (
    BLACK_JOKER,
    CARDS,
    CLUBS,
    DIAMONDS,
    HEARTS,
    RED_JOKER,
    SPADES,
    SUITS,
    Card,
    deck_for,
    parse_card,
    parse_suit,
)
from .deal import Deal
from .errors import IllegalAction, RecordError, RuleError
from .events import Contract, Event, HandResult
from .phase import Phase
from .record import FORMAT, error_summary, replay, summary, to_record
from .rules import AMERICAN, AUSTRALIAN, SPADES_PRESET, RuleSet, rules_from
from .state import GameState, HandLog
from .view import SeatView

__all__ = [
    "AMERICAN", "AUSTRALIAN", "BIDS", "BLACK_JOKER", "CARDS", "CLUBS", "DIAMONDS", "FORMAT",
    "HEARTS", "PASS", "RED_JOKER", "SPADES", "SPADES_PRESET", "SUITS", "Action", "Bid", "Card",
    "Contract", "Deal", "Discard", "Event", "GameState", "HandLog", "HandResult", "IllegalAction",
    "JokerSuit", "Partners", "Phase", "Play", "RecordError", "RuleError", "RuleSet", "SeatView",
    "deck_for", "error_summary", "is_inkle", "parse_card", "parse_suit", "replay", "rules_from",
    "summary", "to_record",
]

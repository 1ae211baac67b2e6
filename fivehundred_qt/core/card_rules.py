"""Which cards may be played now, and why another may not: following suit, the jokers with
and without a suit, naming the suit a joker leads, and Spades not led before they are broken
(docs/rules.md).  A part of ``GameState``, kept apart for its size: ``CardRules`` is its base
class, and reads the state of the hand the game state keeps.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import reasons
from .actions import PLAYS, Play
from .cards import CARD_CODES, JOKER_SUIT, SUITS, Card
from .phrases import Phrase
from .rules import RuleSet
from .terms import suit_word, term

# Shared action instances, indexed by card code: `in legal` is then an identity check.
PLAY: list[Play] = [PLAYS.get((c, None), PLAYS[80, None]) for c in range(CARD_CODES)]
PLAY_LEAD = PLAYS


class CardRules:
    """The card-play rules of ``GameState``, which sets every attribute named here."""

    rules: RuleSet
    spades: bool
    cards: list[list[Card]]
    to_move: int
    trick: list[tuple[int, Card]]
    led: int
    tricks: list[tuple[int, tuple[tuple[int, Card], ...]]]
    suits_led: list[bool]
    broken: bool
    _eff: Sequence[int]
    _free_jokers: bool
    _misere: bool

    def _legal_plays(self) -> list[Play]:
        hand = self.cards[self.to_move]
        eff = self._eff
        if self.trick:
            led = self.led
            follow = [PLAY[c] for c in hand if eff[c] == led]
            if self._free_jokers:
                jokers = [PLAY[c] for c in hand if eff[c] == JOKER_SUIT]
                if jokers:
                    if follow:
                        if self.rules.joker_follow == "anytime":
                            follow += jokers
                        return follow
                    if self._misere:
                        return jokers
            return follow or [PLAY[c] for c in hand]
        if self.spades:
            if not self.broken:
                plain = [PLAY[c] for c in hand if c >= 20]
                if plain:
                    return plain
            return [PLAY[c] for c in hand]
        if self._free_jokers:
            free = [c for c in hand if eff[c] == JOKER_SUIT]
            if free:
                others = [PLAY[c] for c in hand if eff[c] != JOKER_SUIT]
                names = self._joker_lead_suits(len(hand) == 1)
                if not names and not others:
                    names = [s for s in SUITS if not self.suits_led[s]] or list(SUITS)
                return others + [PLAY_LEAD[j, s] for j in free for s in names]
        return [PLAY[c] for c in hand]

    def _joker_lead_suits(self, last: bool) -> list[int]:
        mode = self.rules.joker_lead
        if mode == "any_suit":
            return list(SUITS)
        if mode == "unled_suit":
            unled = [s for s in SUITS if not self.suits_led[s]]
            return unled or (list(SUITS) if last else [])
        return list(SUITS) if last else []

    def _why_not_play(self, action: Play) -> Phrase:
        card = action.card
        hand = self.cards[self.to_move]
        if card not in hand:
            return reasons.NOT_HELD.format(card=card)
        eff = self._eff
        free = self._free_jokers and eff[card] == JOKER_SUIT
        if self.trick:
            led = suit_word(self.led)
            if action.lead_suit is not None:
                return reasons.ONLY_JOKER_LEAD_NAMES
            can_follow = any(eff[c] == self.led for c in hand)
            if free and can_follow:
                return reasons.JOKER_ONLY_WHEN_VOID.format(suit=led)
            if not free and self._misere and any(eff[c] == JOKER_SUIT for c in hand):
                return reasons.MISERE_JOKER.format(suit=led, misere=term(self.rules, "misere"))
            return reasons.MUST_FOLLOW.format(suit=led)
        if self.spades:
            if self.tricks:
                return reasons.SPADES_NOT_BROKEN
            return reasons.NO_SPADE_FIRST
        if free:
            if action.lead_suit is None:
                return reasons.NAME_JOKER_SUIT
            mode = self.rules.joker_lead
            if mode == "last_trick" or (mode == "unled_suit"
                                        and all(self.suits_led) and len(hand) > 1):
                return reasons.JOKER_LAST_TRICK
            unled = tuple(suit_word(s) for s in SUITS if not self.suits_led[s])
            return reasons.JOKER_UNLED_SUIT.format(suits=unled)
        if action.lead_suit is not None:
            return reasons.ONLY_FREE_JOKER_NAMES
        return reasons.CARD_NOT_NOW

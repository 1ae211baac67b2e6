"""The game state: whose turn, what kind of decision, the legal actions, and applying them.

``GameState`` is the one source of truth for a game of 500 or Spades.  It is mutable for speed
(self-play and search apply hundreds of thousands of actions a second); ``copy()`` gives an
independent state.  ``apply`` returns the domain events of ``events.py`` and raises
``IllegalAction`` with a player's reason.  Which cards may be played, and why not, is its base
class's (``card_rules.py``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import cast

from . import reasons
from .actions import (
    JOKER_SUITS,
    Action,
    Bid,
    Discard,
    JokerSuit,
    Partners,
    Play,
)
from .auction import Auction, SpadesAuction, auction_contract
from .card_rules import CardRules
from .cards import (
    SUITS,
    Card,
    deck_for,
)
from .deal import Deal, check_deal, shuffled_deal
from .errors import IllegalAction
from .events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    Contract,
    Discarded,
    Event,
    GameOver,
    HandDealt,
    HandExposed,
    HandResult,
    HandScored,
    HandThrownIn,
    JokerNominated,
    KittyTaken,
    PartnersNamed,
    TrickWon,
)
from .order import holds_trump, play_tables, trick_winner
from .phase import Phase
from .phrases import Phrase
from .rules import RuleSet
from .scoring import decide_winner, score_500, score_spades
from .seating import (
    active_seats,
    calls_partners,
    declarer_hands,
    first_leader,
    nominates_jokers,
    nomination_order,
)
from .view import SeatView, make_view, spectator_view


@dataclass(slots=True)
class HandLog:
    """One hand as the record keeps it: dealer, deal, every decision, and its result."""

    number: int
    dealer: int
    deal: Deal
    actions: list[tuple[int, Action]] = field(default_factory=list)
    result: HandResult | None = None


NO_TRUMP = -1
# Enum members looked up once: attribute access on the enum class costs more than the rest of
# a legality check.
_PLAY = Phase.PLAY
_AUCTION = Phase.AUCTION


class GameState(CardRules):
    """A whole game: the scores, the hands played so far, and the hand in progress."""

    def __init__(self, rules: RuleSet, *, seed: int | None = None,
                 first_dealer: int | None = None) -> None:
        self.rules = rules
        self.n = rules.players
        self.sides = rules.sides
        self.side_of: tuple[int, ...] = rules.side_of
        self.spades = rules.is_spades
        self._rng: random.Random = (random.Random(seed) if seed is not None
                                    else random.SystemRandom())
        self.deck = deck_for(rules.players, rules.kitty_size, spades=self.spades)
        self.scores = [0] * len(self.sides)
        self.bags = [0] * len(self.sides)
        self.log: list[HandLog] = []
        self.results: tuple[HandResult, ...] = ()
        self.phase = Phase.DEAL
        self.winner: int | None = None
        self.next_dealer = first_dealer if first_dealer is not None else self._rng.randrange(self.n)
        self._reset_hand()

    def _reset_hand(self) -> None:
        self.dealer = self.next_dealer
        self.to_move = -1
        self.decider = -1
        self.cards: list[list[Card]] = [[] for _ in range(self.n)]
        self.kitty: list[Card] = []
        self.discarded: list[Card] = []
        self.auction: Auction | SpadesAuction | None = None
        self.contract: Contract | None = None
        self.partners: tuple[int, ...] = ()
        self.contract_seats: tuple[int, ...] = ()
        self.declarer_hands: frozenset[int] = frozenset()
        self.active: tuple[int, ...] = ()
        self._next: list[int] = []
        self.joker_queue: list[Card] = []
        self.nominated: dict[Card, int | None] = {}
        self._eff: Sequence[int] = ()
        self._pw: Sequence[int] = ()
        self._trump = NO_TRUMP
        self._free_jokers = False
        self._misere = False
        self.trick: list[tuple[int, Card]] = []
        self.led = -1
        self.tricks: list[tuple[int, tuple[tuple[int, Card], ...]]] = []
        self.leads: list[int] = []
        self.won = [0] * self.n
        self.suits_led = [False] * 4
        self.broken = False
        self.exposed: set[int] = set()
        self._legal: list[Action] | None = None
        self._actions: list[tuple[int, Action]] = []
        self._trick_size = 0
        self._declarer = -1

    # =================================================================== queries
    @property
    def hand(self) -> HandLog | None:
        """The log of the hand in progress (or the last one)."""
        return self.log[-1] if self.log else None

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take now (none while dealing or after the game)."""
        cached = self._legal
        if cached is not None:
            return cached
        legal: list[Action]
        phase = self.phase
        if phase is _PLAY:
            legal = cast("list[Action]", self._legal_plays())
        elif phase is Phase.AUCTION:
            assert self.auction is not None
            legal = list(self.auction.legal())
        elif phase is Phase.DISCARD:
            legal = [Discard(c) for c in combinations(self.cards[self.to_move],
                                                       self.rules.kitty_size)]
        elif phase is Phase.PARTNERS:
            legal = [Partners(p) for p in combinations(
                [s for s in range(self.n) if s != self.to_move], self._partner_count())]
        elif phase is Phase.JOKER:
            legal = list(JOKER_SUITS)
        else:
            legal = []
        self._legal = legal
        return legal

    def why_not(self, action: Action) -> Phrase | None:
        """None if ``action`` is legal now, else the reason a player would be given."""
        if self.phase is Phase.DISCARD and isinstance(action, Discard):
            try:
                self.copy()._apply_discard(action)
            except IllegalAction as exc:
                return exc.reason
            return None
        if action in self.legal_actions():
            return None
        try:
            self.copy().apply(action)
        except IllegalAction as exc:
            return exc.reason
        return reasons.NOT_ALLOWED_NOW

    def reseed(self, seed: int | None) -> None:
        """Deal the following hands from ``seed`` (None: the operating system's randomness)."""
        self._rng = random.Random(seed) if seed is not None else random.SystemRandom()

    def _partner_count(self) -> int:
        assert self.contract is not None
        return 2 if self.contract.tricks >= 8 else 1

    # ================================================================== dealing
    def deal(self, deal: Deal | None = None) -> list[Event]:
        """Start the next hand, from ``deal`` (a record's) or shuffled from the game's seed."""
        if self.phase is not Phase.DEAL:
            raise IllegalAction(reasons.HAND_NOT_FINISHED if self.phase is not Phase.GAME_OVER
                                else reasons.GAME_IS_OVER)
        self._reset_hand()
        if deal is None:
            deal = shuffled_deal(self.rules, self.deck, self.dealer, self._rng)
        else:
            check_deal(self.rules, self.deck, deal)
        dealer = self.dealer
        self.cards = [sorted(h) for h in deal.hands]
        self.kitty = list(deal.kitty)
        self.log.append(HandLog(len(self.log), dealer, deal))
        self._actions = self.log[-1].actions
        if self.spades:
            self.auction = SpadesAuction(self.rules, dealer)
        else:
            self.auction = Auction(self.rules, dealer)
        self.phase = Phase.AUCTION
        self.to_move = self.decider = self.auction.to_move
        return [HandDealt(len(self.log) - 1, dealer, deal.hands, deal.kitty, deal.dead)]

    # ================================================================= applying
    def apply(self, action: Action) -> list[Event]:
        """Apply the decision of the seat to move; returns what happened."""
        phase = self.phase
        if phase is _PLAY and isinstance(action, Play):
            return self._apply_play(action)
        if phase is _AUCTION and isinstance(action, Bid):
            return self._apply_bid(action)
        if phase is Phase.DISCARD and isinstance(action, Discard):
            return self._apply_discard(action)
        if phase is Phase.PARTNERS and isinstance(action, Partners):
            return self._apply_partners(action)
        if phase is Phase.JOKER and isinstance(action, JokerSuit):
            return self._apply_joker(action)
        raise IllegalAction(self._wrong_kind(action))

    def _wrong_kind(self, action: Action) -> Phrase:
        refusal = reasons.NOT_NOW_BY_KIND.get(type(action), reasons.NOT_THAT_NOW)
        return reasons.WRONG_KIND.format(waiting=reasons.WHAT_NOW[self.phase], refusal=refusal)

    def _record(self, action: Action) -> None:
        self._actions.append((self.to_move, action))

    # ------------------------------------------------------------------ auction
    def _apply_bid(self, bid: Bid) -> list[Event]:
        auction = self.auction
        assert auction is not None
        seat = self.to_move
        auction.apply(seat, bid)
        self._record(bid)
        self._legal = None
        events: list[Event] = [BidMade(seat, bid)]
        if not auction.done:
            self.to_move = self.decider = auction.to_move
            return events
        contract = auction_contract(self.rules, auction)
        if contract is None:
            events.append(HandThrownIn(self.dealer))
            self._finish_hand(events)
            return events
        if contract.declarer is None:           # Spades, or all passed and played in no trumps
            self.contract = contract
            events.append(AuctionWon(contract))
            self._start_play(events, leader=first_leader(self.rules, contract, self.dealer))
            return events
        declarer = contract.declarer
        self.contract = contract
        events.append(AuctionWon(contract))
        self.to_move = self.decider = declarer
        if contract.sans_kitty:
            self._after_discard(events)
        else:
            self.cards[declarer] = sorted(self.cards[declarer] + self.kitty)
            events.append(KittyTaken(declarer, tuple(self.kitty)))
            self._lay_open_partners(events)
            self.phase = Phase.DISCARD
        return events

    def _lay_open_partners(self, events: list[Event]) -> None:
        """Under ``nullo_play: both_hands`` a misère contractor's partners lay their hands face up
        as the auction ends, before the contractor discards (misère is never sans kitty)."""
        contract = self.contract
        assert contract is not None and contract.declarer is not None
        if not contract.is_misere or self.rules.nullo_play != "both_hands":
            return
        for mate in self.rules.side_with(contract.declarer):
            if mate != contract.declarer:
                self.exposed.add(mate)
                events.append(HandExposed(mate, tuple(self.cards[mate])))

    # -------------------------------------------------------- kitty and partners
    def _apply_discard(self, action: Discard) -> list[Event]:
        hand = self.cards[self.to_move]
        k = self.rules.kitty_size
        cards = action.cards
        if len(cards) != k:
            raise IllegalAction(reasons.DISCARD_COUNT.format(size=k, count=len(cards)))
        if len(set(cards)) != k:
            raise IllegalAction(reasons.DISCARD_TWICE)
        for c in cards:
            if c not in hand:
                raise IllegalAction(reasons.NOT_HELD.format(card=c))
        self._record(action)
        self._legal = None
        for c in cards:
            hand.remove(c)
        self.discarded = list(cards)
        events: list[Event] = [Discarded(self.to_move, cards)]
        self._after_discard(events)
        return events

    def _after_discard(self, events: list[Event]) -> None:
        contract = self.contract
        assert contract is not None and contract.declarer is not None
        if calls_partners(self.rules, contract):
            self.phase = Phase.PARTNERS
            return
        self._after_partners(events)

    def _apply_partners(self, action: Partners) -> list[Event]:
        want = self._partner_count()
        seats = action.seats
        if len(seats) != want or len(set(seats)) != want:
            raise IllegalAction(reasons.NAME_ONE if want == 1 else reasons.NAME_TWO)
        for s in seats:
            if s == self.to_move:
                raise IllegalAction(reasons.NOT_YOURSELF)
            if not 0 <= s < self.n:
                raise IllegalAction(reasons.NO_SUCH_SEAT.format(seat=s))
        self._record(action)
        self._legal = None
        self.partners = seats
        events: list[Event] = [PartnersNamed(self.to_move, seats)]
        self._after_partners(events)
        return events

    def _after_partners(self, events: list[Event]) -> None:
        contract = self.contract
        assert contract is not None and contract.declarer is not None
        if contract.is_open and self.rules.open_misere_exposed == "before_lead":
            # Laid open before any joker is nominated: a hand shown only after a pause would
            # tell the others that a nomination was being asked.
            self.exposed.add(contract.declarer)
            events.append(HandExposed(contract.declarer, tuple(self.cards[contract.declarer])))
        if nominates_jokers(self.rules, contract):
            jokers = nomination_order(self.cards[contract.declarer])
            if jokers:
                self.joker_queue = jokers
                self.phase = Phase.JOKER
                return
        self._start_play(events, leader=contract.declarer)

    def _apply_joker(self, action: JokerSuit) -> list[Event]:
        if action.suit is not None and action.suit not in SUITS:
            raise IllegalAction(reasons.NOMINATE_A_SUIT)
        self._record(action)
        self._legal = None
        joker = self.joker_queue.pop(0)
        self.nominated[joker] = action.suit
        events: list[Event] = [JokerNominated(self.to_move, joker, action.suit)]
        if not self.joker_queue:
            assert self.contract is not None and self.contract.declarer is not None
            self._start_play(events, leader=self.contract.declarer)
        return events

    # ------------------------------------------------------------------- play
    def _start_play(self, events: list[Event], leader: int) -> None:
        rules = self.rules
        contract = self.contract
        assert contract is not None
        n = self.n
        self.phase = Phase.PLAY
        self._eff, self._pw = play_tables(contract.trump, self.nominated, spades=self.spades)
        self.active = active_seats(rules, contract)
        if self.spades:
            self._trump = 0
        else:
            self._trump = NO_TRUMP if contract.trump is None else contract.trump
            self._free_jokers = contract.trump is None
            self._misere = contract.is_misere
            self.contract_seats = contract.seats(rules, self.partners)
            self.declarer_hands = declarer_hands(rules, contract)
        nxt = [0] * n
        for i, s in enumerate(self.active):
            nxt[s] = self.active[(i + 1) % len(self.active)]
        self._next = nxt
        self._trick_size = len(self.active)
        self._declarer = -1 if contract.declarer is None else contract.declarer
        self._set_turn(leader)

    def _set_turn(self, seat: int) -> None:
        self.to_move = seat
        self.decider = self._declarer if seat in self.declarer_hands else seat

    def _apply_play(self, action: Play) -> list[Event]:
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        for candidate in legal:  # identity first: legal_actions() hands out shared instances
            if candidate is action:
                break
        else:
            if action not in legal:
                raise IllegalAction(self._why_not_play(action))
        seat = self.to_move
        card = action.card
        self._actions.append((seat, action))
        self._legal = None
        self.cards[seat].remove(card)
        trick = self.trick
        events: list[Event] = [CardPlayed(seat, card, action.lead_suit)]
        if not trick:
            self.led = action.lead_suit if action.lead_suit is not None else self._eff[card]
        trick.append((seat, card))
        if len(trick) < self._trick_size:
            nxt = self._next[seat]
            self.to_move = nxt
            self.decider = self._declarer if nxt in self.declarer_hands else nxt
            return events
        self._complete_trick(events)
        return events

    def _complete_trick(self, events: list[Event]) -> None:
        led = self.led
        winner = trick_winner(self.trick, led, self._eff, self._pw, self._trump)
        cards = tuple(self.trick)
        self.tricks.append((winner, cards))
        self.leads.append(led)
        self.won[winner] += 1
        if 0 <= led < 4:
            self.suits_led[led] = True
        if self.spades and not self.broken:
            self.broken = holds_trump(cards, self._eff, self._trump)
        self.trick = []
        self.led = -1
        events.append(TrickWon(len(self.tricks) - 1, winner, cards))
        contract = self.contract
        assert contract is not None
        if self._misere and winner in self.declarer_hands:
            self._finish_hand(events)
            return
        if not self.cards[winner]:
            self._finish_hand(events)
            return
        if (len(self.tricks) == 1 and contract.is_open and contract.declarer is not None
                and contract.declarer not in self.exposed):
            self.exposed.add(contract.declarer)
            events.append(HandExposed(contract.declarer, tuple(self.cards[contract.declarer])))
        self._set_turn(winner)

    # ------------------------------------------------------------------ scoring
    def _finish_hand(self, events: list[Event]) -> None:
        rules = self.rules
        contract = self.contract
        log = self.log[-1]
        bags: tuple[int, ...] | None = None
        bids: tuple[int | str | None, ...] | None = None
        made: bool | None = None
        preferred: int | None = None
        if contract is None:  # thrown in
            delta = [0] * len(self.scores)
            text, declarer, sans = "pass", None, False
        elif self.spades:
            auction = self.auction
            assert isinstance(auction, SpadesAuction)
            spades_bids = [b for b in auction.bids if b is not None]
            delta, new_bags = score_spades(rules, spades_bids, self.won, self.sides, self.bags)
            self.bags = new_bags
            bags = tuple(new_bags)
            bids = tuple(_spades_bid_value(b) for b in auction.bids)
            text, declarer, sans = "spades", None, False
        else:
            made, delta = score_500(rules, contract, self.won, self.side_of, self.contract_seats,
                                    self.scores)
            text, declarer, sans = contract.text, contract.declarer, contract.sans_kitty
            if declarer is not None:
                preferred = self.side_of[declarer]
        for i, d in enumerate(delta):
            self.scores[i] += d
        result = HandResult(text, declarer, sans, tuple(self.won), made, tuple(delta),
                            tuple(self.scores), bags, bids, self.dealer, self.partners)
        log.result = result
        self.results = (*self.results, result)
        events.append(HandScored(result))
        self.next_dealer = (self.dealer + 1) % self.n
        self.to_move = self.decider = -1
        self._legal = None
        if contract is not None:
            self.winner = decide_winner(rules, self.scores, preferred)
        if self.winner is not None:
            self.phase = Phase.GAME_OVER
            events.append(GameOver(self.winner))
        else:
            self.phase = Phase.DEAL

    # ==================================================================== views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now: its own cards and everything public."""
        return make_view(self, seat)

    def spectator_view(self) -> SeatView:
        """What someone watching may know: everything public, no seat's hidden cards."""
        return spectator_view(self)

    def copy(self) -> GameState:
        """An independent copy (for search); the log is shared up to the current hand."""
        new = GameState.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new.scores = list(self.scores)
        new.bags = list(self.bags)
        new.log = self.log[:-1] + ([HandLog(self.log[-1].number, self.log[-1].dealer,
                                            self.log[-1].deal, list(self.log[-1].actions),
                                            self.log[-1].result)] if self.log else [])
        new._actions = new.log[-1].actions if new.log else []
        new.cards = [list(h) for h in self.cards]
        new.kitty = list(self.kitty)
        new.discarded = list(self.discarded)
        new.auction = self.auction.copy() if self.auction is not None else None
        new.joker_queue = list(self.joker_queue)
        new.nominated = dict(self.nominated)
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        new.leads = list(self.leads)
        new.won = list(self.won)
        new.suits_led = list(self.suits_led)
        new.exposed = set(self.exposed)
        if not isinstance(self._rng, random.SystemRandom):
            new._rng = random.Random()
            new._rng.setstate(self._rng.getstate())
        new._legal = None
        return new


def _spades_bid_value(bid: Bid | None) -> int | str | None:
    if bid is None:
        return None
    return int(bid.call) if bid.call.isdigit() else bid.call


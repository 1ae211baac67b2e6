"""A seat's view built from what it was told, for a seat that cannot read a host's own views.

A seat at a table (or a spectator) is told everything it may know as it happens: its cards when
dealt and the kitty when it takes it, every public decision (another seat's discard only as a
count), the hands laid open, whose turn it is with its legal choices, and each scored hand.
``Told`` keeps exactly that and gives the ``SeatView`` the seat's own copy of the game would
give, by the core's own rules: the auction makes the contract, the card order decides each
trick, the seating says who plays and who leads.

Which joker the contractor nominated is its secret until the joker is played.  A joker the
contractor plays while a nominated suit is still pending takes the suit the view's own pairing
gives (``joker_suits``); when that cannot tell (two jokers, fewer suits named: one was declined
or is in another hand), the joker is read as nominated with the first pending suit, unless it
leads a trick naming a suit (only a joker without a suit does).  Should that reading make the
wrong seat win the trick, the next leader (the seat the next turn or card comes from) and the
scored hand's trick counts correct it, and the joker is then read as having no suit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .actions import Action, Bid, Discard, JokerSuit, Partners, Play
from .auction import Auction, SpadesAuction, auction_contract
from .cards import Card
from .errors import IllegalAction
from .events import Contract, HandResult
from .order import holds_trump, play_tables, trick_winner
from .phase import Phase
from .rules import RuleSet
from .scoring import score_spades
from .seating import (
    active_seats,
    calls_partners,
    declarer_hands,
    first_leader,
    nominates_jokers,
    nomination_order,
)
from .view import SPECTATOR, SeatView, joker_suits

NO_TRUMP: Final = -1
NOBODY: Final = -1


class ToldError(ValueError):
    """What the seat was told cannot have happened under the table's rules."""


class Told:
    """One seat's (or a spectator's, ``SPECTATOR``) account of the game: feed it what the seat
    is told, in order; ``view()`` is that seat's ``SeatView`` (None before it has seen a deal)."""

    def __init__(self, rules: RuleSet, seat: int) -> None:
        self.rules = rules
        self.seat = seat
        self.n = rules.players
        self.results: list[HandResult] = []
        self.scores: tuple[int, ...] = (0,) * len(rules.sides)
        self.bags: tuple[int, ...] | None = (0,) * len(rules.sides) if rules.is_spades else None
        self.winner: int | None = None
        self.hand_number: int | None = None
        """The hand being told of; None before a deal, or after what was told made no sense."""
        self._reset(0)

    def _reset(self, dealer: int) -> None:
        rules = self.rules
        self.dealer = dealer
        self.phase = Phase.DEAL
        self.to_move = self.decider = NOBODY
        self.hand: list[Card] = []
        self.sizes = [rules.hand_size] * self.n
        self.auction: Auction | SpadesAuction = (SpadesAuction(rules, dealer) if rules.is_spades
                                                 else Auction(rules, dealer))
        self.contract: Contract | None = None
        self.partners: tuple[int, ...] = ()
        self.active: tuple[int, ...] = ()
        self.declarer_hands: frozenset[int] = frozenset()
        self.kitty: tuple[Card, ...] | None = None
        self.discarded: tuple[Card, ...] | None = None
        self.exposed: dict[int, list[Card]] = {}
        self.joker_queue: list[Card] = []
        self.nominated: dict[Card, int | None] = {}
        self.nominated_suits: list[int] = []
        self.guessed: set[Card] = set()
        """Jokers read as nominated when the pairing could not tell (see the module's text)."""
        self.trick: list[tuple[int, Card]] = []
        self.led = NO_TRUMP
        self.tricks: list[tuple[int, tuple[tuple[int, Card], ...]]] = []
        self.leads: list[int] = []
        self.won = [0] * self.n
        self.suits_led = [False] * 4
        self.broken = False
        self.trump = NO_TRUMP
        self.eff, self.pw = play_tables(None, {}, spades=rules.is_spades)
        self.legal: tuple[Action, ...] = ()
        self.discard_count = 0

    # ------------------------------------------------------------------ what the seat is told
    def deal(self, hand_number: int, dealer: int, hand: Sequence[Card]) -> None:
        """A new hand: its number, its dealer and this seat's cards (none for a spectator)."""
        rules = self.rules
        if not 0 <= dealer < self.n:
            raise ToldError(f"there is no seat {dealer} to deal")
        want = 0 if self.seat == SPECTATOR else rules.hand_size
        if len(hand) != want or len(set(hand)) != len(hand):
            raise ToldError(f"a deal of {len(hand)} cards, not {want}")
        self.hand_number = hand_number
        self._reset(dealer)
        self.hand = sorted(hand)
        self.phase = Phase.AUCTION
        self.to_move = self.decider = self.auction.to_move

    def act(self, seat: int, action: Action) -> None:
        """A decision made at the table, as this seat is told it."""
        if self.hand_number is None:
            return                          # a hand this seat was not dealt into
        self.legal, self.discard_count = (), 0
        if isinstance(action, Play):
            self._play(seat, action)
            return
        if seat != self.to_move:
            raise ToldError(f"seat {seat} decided out of turn")
        if isinstance(action, Bid) and self.phase is Phase.AUCTION:
            self._bid(seat, action)
        elif isinstance(action, Discard) and self.phase is Phase.DISCARD and seat == self.seat:
            for c in action.cards:
                if c not in self.hand:
                    raise ToldError(f"seat {seat} does not hold {c}")
                self.hand.remove(c)
            self.discarded = action.cards
            self._discarded(seat, len(action.cards))
        elif isinstance(action, Partners) and self.phase is Phase.PARTNERS:
            self.partners = action.seats
            self._after_partners()
        elif isinstance(action, JokerSuit) and self.nominates:
            self._nomination(action.suit)
        else:
            raise ToldError(f"{action} is not a decision of the {self.phase.value} phase")

    def discard_unseen(self, seat: int, count: int) -> None:
        """The contractor's discard, of which this seat is told how many cards, not which."""
        if self.hand_number is None:
            return
        self.legal, self.discard_count = (), 0
        if self.phase is not Phase.DISCARD or seat != self.to_move:
            raise ToldError(f"a discard by seat {seat} out of turn")
        self._discarded(seat, count)

    def take_kitty(self, cards: Sequence[Card]) -> None:
        """The kitty: to its taker when taken, to everyone when a sans-kitty hand ends."""
        if self.hand_number is None:
            return
        contract = self.contract
        if self.phase is Phase.DISCARD and contract is not None and contract.declarer == self.seat \
                and self.kitty is None:
            if len(cards) != self.rules.kitty_size:
                raise ToldError(f"a kitty of {len(cards)} cards")
            self.hand = sorted(self.hand + list(cards))
        elif not (self.phase in (Phase.DEAL, Phase.GAME_OVER) and contract is not None
                  and contract.sans_kitty):
            raise ToldError("a kitty shown to a seat that may not see it")
        self.kitty = tuple(cards)

    def expose(self, seat: int, cards: Sequence[Card]) -> None:
        """A hand laid face up, with the cards it still holds."""
        if self.hand_number is None or seat == self.seat:
            return                            # a seat's view never lists its own hand as laid open
        if not 0 <= seat < self.n or len(cards) != self.sizes[seat]:
            raise ToldError(f"seat {seat}'s exposed hand does not fit what it holds")
        self.exposed[seat] = list(cards)

    def turn(self, seat: int, legal: tuple[Action, ...] | None, discard_count: int = 0) -> None:
        """Whose decision it is now, with its legal actions when this seat decides (a discard:
        ``legal`` empty, ``discard_count`` the cards to choose)."""
        if self.hand_number is None:
            return
        if self.phase is Phase.PLAY and not self.trick and self.tricks and seat != self.to_move:
            self._won_by(seat)              # the next leader shows who won the last trick
        if seat != self.to_move:
            raise ToldError(f"a turn for seat {seat}, when seat {self.to_move} is to move")
        if legal is not None:
            self.legal, self.discard_count = legal, discard_count

    def scored(self, result: HandResult) -> None:
        """A hand's result: its trick counts settle the last trick, its scores the totals."""
        if self.hand_number is not None and self.tricks and tuple(self.won) != result.tricks:
            gained = [s for s in range(self.n) if result.tricks[s] == self.won[s] + 1]
            if len(gained) != 1:
                raise ToldError("the scored hand's tricks are not the tricks played")
            self._won_by(gained[0])
            if tuple(self.won) != result.tricks:
                raise ToldError("the scored hand's tricks are not the tricks played")
        self.results.append(result)
        self.scores = result.scores
        if result.bags is not None:
            self.bags = result.bags
        elif isinstance(self.auction, SpadesAuction) and self.hand_number is not None \
                and self.bags is not None:
            # A summary without the bags: they follow from the bids and the tricks.
            bids = [b for b in self.auction.bids if b is not None]
            self.bags = tuple(score_spades(self.rules, bids, self.won, self.rules.sides,
                                           self.bags)[1])
        self._hand_over()

    def game_over(self, winner: int | None) -> None:
        """The game ended: won by side ``winner``, or stopped with no winner."""
        self.winner = winner
        self._hand_over()
        if winner is not None:
            self.phase = Phase.GAME_OVER

    def lost(self) -> None:
        """Forget the hand: what was told of it made no sense (a view comes with the next deal)."""
        self.hand_number = None

    # ------------------------------------------------------------------ the view
    def view(self) -> SeatView | None:
        if self.hand_number is None:
            return None
        return SeatView(
            seat=self.seat,
            rules=self.rules,
            phase=self.phase,
            hand_number=self.hand_number,
            dealer=self.dealer,
            to_move=self.to_move,
            decider=self.decider,
            hand=tuple(self.hand),
            hand_sizes=tuple(self.sizes),
            calls=tuple(self.auction.calls),
            contract=self.contract,
            partners=self.partners,
            active=self.active,
            kitty=self.kitty,
            discarded=self.discarded,
            exposed={s: tuple(cards) for s, cards in self.exposed.items()},
            nominated=dict(self.nominated),
            nominated_suits=tuple(self.nominated_suits),
            trick=tuple(self.trick),
            led_suit=self.led if self.trick else None,
            tricks=tuple(self.tricks),
            won=tuple(self.won),
            suits_led=tuple(self.suits_led),
            spades_broken=self.broken,
            scores=self.scores,
            bags=self.bags,
            results=tuple(self.results),
            winner=self.winner,
            legal=self.legal,
            discard_count=self.discard_count,
            leads=tuple(self.leads),
        )

    # ------------------------------------------------------------------ the hand's course
    @property
    def is_contractor(self) -> bool:
        return self.contract is not None and self.contract.declarer == self.seat

    @property
    def nominates(self) -> bool:
        """Whether a nomination can come now: the contractor's own while it is asked; anyone
        else's once play has begun (it was not told that a nomination was asked)."""
        contract = self.contract
        if contract is None or contract.declarer is None or not nominates_jokers(self.rules,
                                                                                  contract):
            return False
        if self.is_contractor:
            return self.phase is Phase.JOKER
        return self.phase is Phase.PLAY and not self.tricks and not self.trick

    def _bid(self, seat: int, bid: Bid) -> None:
        try:
            self.auction.apply(seat, bid)
        except IllegalAction as exc:
            raise ToldError(str(exc)) from None
        if not self.auction.done:
            self.to_move = self.decider = self.auction.to_move
            return
        contract = auction_contract(self.rules, self.auction)
        self.contract = contract
        if contract is None:                      # thrown in
            self._hand_over()
        elif contract.declarer is None:
            self._start_play()
        elif contract.sans_kitty:
            self.to_move = self.decider = contract.declarer
            self._after_discard()
        else:
            self.to_move = self.decider = contract.declarer
            self.sizes[contract.declarer] += self.rules.kitty_size
            self.phase = Phase.DISCARD

    def _discarded(self, seat: int, count: int) -> None:
        if count != self.rules.kitty_size:
            raise ToldError(f"a discard of {count} cards, not {self.rules.kitty_size}")
        self.sizes[seat] -= count
        self._after_discard()

    def _after_discard(self) -> None:
        """Partners are called next (five players, not in a misère), else the play begins."""
        contract = self.contract
        assert contract is not None
        if calls_partners(self.rules, contract):
            self.phase = Phase.PARTNERS
        else:
            self._after_partners()

    def _after_partners(self) -> None:
        contract = self.contract
        assert contract is not None
        if self.is_contractor and nominates_jokers(self.rules, contract):
            self.joker_queue = nomination_order(self.hand)
            if self.joker_queue:
                self.phase = Phase.JOKER
                return
        self._start_play()

    def _nomination(self, suit: int | None) -> None:
        if suit is not None:
            self.nominated_suits.append(suit)
        if not self.is_contractor:
            return
        if not self.joker_queue:
            raise ToldError("a nomination for a joker this seat does not hold")
        self.nominated[self.joker_queue.pop(0)] = suit
        if not self.joker_queue:
            self._start_play()

    def _start_play(self) -> None:
        contract = self.contract
        assert contract is not None
        rules = self.rules
        self.phase = Phase.PLAY
        self.trump = 0 if rules.is_spades else (NO_TRUMP if contract.trump is None
                                                else contract.trump)
        self.eff, self.pw = play_tables(contract.trump, self.nominated, spades=rules.is_spades)
        self.active = active_seats(rules, contract)
        self.declarer_hands = declarer_hands(rules, contract)
        self._to_move(first_leader(rules, contract, self.dealer))

    def _to_move(self, seat: int) -> None:
        self.to_move = seat
        contract = self.contract
        owner = contract.declarer if contract is not None else None
        self.decider = owner if owner is not None and seat in self.declarer_hands else seat

    def _play(self, seat: int, action: Play) -> None:
        if self.phase is not Phase.PLAY:
            raise ToldError(f"a card played in the {self.phase.value} phase")
        if not self.trick and self.tricks and seat != self.to_move:
            self._won_by(seat)
        if seat != self.to_move:
            raise ToldError(f"seat {seat} played out of turn")
        card = action.card
        if card.is_joker:
            self._tie_joker(seat, action)
        self._take_from(seat, card)
        if not self.trick:
            self.led = action.lead_suit if action.lead_suit is not None else self.eff[card]
        self.trick.append((seat, card))
        if len(self.trick) < len(self.active):
            at = self.active.index(seat)
            self._to_move(self.active[(at + 1) % len(self.active)])
            return
        self._complete_trick()

    def _take_from(self, seat: int, card: Card) -> None:
        """``card`` leaves ``seat``'s hand: this seat's own, a hand laid open, or one unseen."""
        held = self.hand if seat == self.seat else self.exposed.get(seat)
        if held is not None:
            if card not in held:
                raise ToldError(f"seat {seat} does not hold {card}")
            held.remove(card)
        if self.sizes[seat] <= 0:
            raise ToldError(f"seat {seat} has no card left to play")
        self.sizes[seat] -= 1

    def _tie_joker(self, seat: int, action: Play) -> None:
        """A joker the contractor plays while nominated suits are pending: which suit is its."""
        contract = self.contract
        if self.is_contractor or contract is None or seat != contract.declarer \
                or action.card in self.nominated:
            return
        view = self.view()
        assert view is not None
        suit = joker_suits(view).get(action.card)
        if suit is None and action.lead_suit is None:
            pending = list(self.nominated_suits)
            for named in self.nominated.values():
                if named in pending:
                    pending.remove(named)
            if pending:
                suit = pending[0]
                self.guessed.add(action.card)
        if suit is not None:
            self.nominated[action.card] = suit
            self.eff, self.pw = play_tables(contract.trump, self.nominated, spades=False)

    def _complete_trick(self) -> None:
        cards = tuple(self.trick)
        winner = trick_winner(cards, self.led, self.eff, self.pw, self.trump)
        self.tricks.append((winner, cards))
        self.leads.append(self.led)
        self.won[winner] += 1
        if 0 <= self.led < 4:
            self.suits_led[self.led] = True
        if self.rules.is_spades and not self.broken:
            self.broken = holds_trump(cards, self.eff, self.trump)
        self.trick = []
        self.led = NO_TRUMP
        contract = self.contract
        assert contract is not None
        if (contract.is_misere and winner in self.declarer_hands) or self.sizes[winner] == 0:
            self._hand_over()
        else:
            self._to_move(winner)

    def _won_by(self, seat: int) -> None:
        """The last trick was won by ``seat`` after all: a joker read as nominated had no suit."""
        old, cards = self.tricks[-1]
        if seat == old or seat not in (s for s, _ in cards):
            raise ToldError(f"seat {seat} cannot have won the last trick")
        for _, c in cards:
            if c in self.guessed:
                self.guessed.discard(c)
                del self.nominated[c]
        contract = self.contract
        assert contract is not None
        self.eff, self.pw = play_tables(contract.trump, self.nominated,
                                        spades=self.rules.is_spades)
        self.tricks[-1] = (seat, cards)
        self.won[old] -= 1
        self.won[seat] += 1
        if self.phase is Phase.PLAY:
            self._to_move(seat)

    def _hand_over(self) -> None:
        self.phase = Phase.DEAL
        self.to_move = self.decider = NOBODY
        self.legal, self.discard_count = (), 0

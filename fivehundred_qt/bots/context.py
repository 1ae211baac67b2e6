"""What a heuristic player works out from its view before it plays a card.

``PlayContext`` gathers, from one ``SeatView`` only: the hand to play (a ``both_hands``
partner's exposed hand when the contractor plays it), the seats on each side for this hand,
the seats still to play to the trick, where every unseen card may be (``knowledge.infer`` plus
the voids the rules of play prove), and the trick-taking order of the cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Card, Play, SeatView
from ..core.cards import JOKER_SUIT, SPADES, SUITS
from .knowledge import Knowledge, effective_suits, infer

JOKER_KEY = 3000
TRUMP_KEY = 2000
LED_KEY = 1000


def bid_of(view: SeatView, seat: int) -> str | None:
    """The last call of ``seat`` other than a pass in this hand's auction (None if none)."""
    found = None
    for s, b in view.calls:
        if s == seat and not b.is_pass:
            found = b.call
    return found


def contract_hands(view: SeatView) -> frozenset[int]:
    """The seats whose tricks count for (numbered) or against (misère) the contract."""
    contract = view.contract
    if contract is None or contract.declarer is None or view.rules.is_spades:
        return frozenset()
    declarer = contract.declarer
    rules = view.rules
    side = rules.side_with(declarer)
    if contract.is_misere:
        return frozenset(s for s in side if s in view.active) | {declarer}
    if rules.teams == "called":
        return frozenset((declarer, *view.partners))
    return frozenset(side)


class PlayContext:
    """One decision in the play phase, as the deciding seat sees it."""

    def __init__(self, view: SeatView, *, counting: bool = True) -> None:
        self.view = view
        self.rules = view.rules
        contract = view.contract
        assert contract is not None
        self.contract = contract
        self.spades = view.rules.is_spades
        self.misere = contract.is_misere
        self.kind = contract.kind
        self.trump: int | None = SPADES if self.spades else contract.trump
        self.eff, self.pw = effective_suits(view)
        self.mover = view.to_move
        self.hand: tuple[Card, ...] = (view.hand if self.mover == view.seat
                                       else view.exposed.get(self.mover, ()))
        self.legal: list[Play] = [a for a in view.legal if isinstance(a, Play)]
        self.trick = view.trick
        self.led = view.led_suit
        self.active = view.active
        self.n = view.rules.players
        self.counting = counting
        # sides
        targets = contract_hands(view)
        self.contract_seats = targets
        if self.spades:
            side = self.rules.side_with(self.mover)
            friends = frozenset(side)
        elif contract.declarer is None:  # all passed, played at no trumps
            friends = frozenset(self.rules.side_with(self.mover))
        elif self.mover in targets:
            friends = targets
        else:
            friends = frozenset(s for s in self.active if s not in targets)
        self.friends = friends
        self.foes = frozenset(s for s in self.active if s not in friends)
        # order of play in this trick
        order = list(self.active)
        if self.mover in order:
            i = order.index(self.mover)
            rotated = order[i + 1:] + order[:i]
        else:
            rotated = []
        still = len(self.active) - len(self.trick) - 1
        self.later: list[int] = rotated[:max(0, still)]
        self.know: Knowledge = infer(view) if counting else _naive(view)
        self._pool: set[Card] | None = None
        self._possible: dict[int, frozenset[Card]] = {}
        self.voids: list[set[int]] = [set(v) for v in self.know.voids] if counting else \
            [set() for _ in range(self.n)]
        if counting:
            self._extra_voids()

    # ------------------------------------------------------------------ inference
    def _extra_voids(self) -> None:
        """Voids the rules of play prove beyond a failure to follow (misère: a seat that did not
        follow and kept its suitless joker has none; Spades: a spade led before spades were
        broken shows nothing but spades)."""
        view = self.view
        eff = self.eff
        tricks: list[tuple[int | None, Sequence[tuple[int, Card]]]] = [
            (lead, cards) for lead, (_, cards) in zip(view.leads, view.tricks, strict=True)]
        if view.trick:
            tricks.append((view.led_suit, view.trick))
        broken = False
        for led, cards in tricks:
            for i, (seat, card) in enumerate(cards):
                e = eff[card]
                if self.misere and i > 0 and e != led and e != JOKER_SUIT:
                    self.voids[seat].add(JOKER_SUIT)
                if self.spades and i == 0 and e == SPADES and not broken:
                    self.voids[seat].update(s for s in SUITS if s != SPADES)
            if self.spades and any(eff[c] == SPADES for _, c in cards):
                broken = True

    @property
    def pool(self) -> set[Card]:
        """Unseen cards not known to be in an exposed hand."""
        if self._pool is None:
            pool = set(self.know.unseen)
            for cards in self.know.known.values():
                pool -= cards
            self._pool = pool
        return self._pool

    def possible(self, seat: int) -> frozenset[Card]:
        """The cards ``seat`` may hold."""
        got = self._possible.get(seat)
        if got is not None:
            return got
        view = self.view
        if seat == view.seat:
            got = frozenset(view.hand)
        elif seat == self.mover:
            got = frozenset(self.hand)
        elif seat in view.exposed:
            got = frozenset(view.exposed[seat])
        elif view.hand_sizes[seat] == 0:
            got = frozenset()
        else:
            voids = self.voids[seat]
            eff = self.eff
            got = frozenset(c for c in self.pool if eff[c] not in voids)
        self._possible[seat] = got
        return got

    def is_known(self, seat: int) -> bool:
        return seat == self.view.seat or seat == self.mover or seat in self.view.exposed

    # ----------------------------------------------------------------- card order
    def key(self, card: Card, led: int | None = None) -> int:
        """Trick-taking strength of ``card`` in the current trick (negative: cannot win)."""
        if led is None:
            led = self.led
        e = self.eff[card]
        if e == JOKER_SUIT:
            return JOKER_KEY + self.pw[card]
        if self.trump is not None and e == self.trump:
            return TRUMP_KEY + self.pw[card]
        if e == led:
            return LED_KEY + self.pw[card]
        return self.pw[card] - LED_KEY

    def winning(self) -> tuple[int, int]:
        """(seat, key) of the card winning the trick so far; (-1, -inf) before a lead."""
        best_seat, best = -1, -10**9
        for seat, card in self.trick:
            k = self.key(card)
            if k > best:
                best_seat, best = seat, k
        return best_seat, best

    def cards_in(self, cards: Sequence[Card] | frozenset[Card] | set[Card], suit: int) -> list[Card]:
        eff = self.eff
        return [c for c in cards if eff[c] == suit]

    def maybe_void(self, seat: int, suit: int) -> bool:
        """True when ``seat`` has shown a void in ``suit`` or the suit is nearly gone."""
        if suit in self.voids[seat]:
            return True
        mine = self.cards_in(self.possible(seat), suit)
        if not mine:
            return True
        if self.is_known(seat):
            return False
        unknown = [s for s in self.active if not self.is_known(s) and s not in self.view.exposed
                   and suit not in self.voids[s] and self.view.hand_sizes[s] > 0]
        return len(mine) < max(1, len(unknown))

    def can_beat(self, seat: int, key: int, led: int | None = None) -> bool:
        """Whether ``seat`` may hold, and be allowed to play, a card stronger than ``key``."""
        if led is None:
            led = self.led
        if led is None:
            return False
        cards = self.possible(seat)
        eff = self.eff
        known = self.is_known(seat)
        has_led = any(eff[c] == led for c in cards)
        void = (not has_led) if known else self.maybe_void(seat, led)
        anytime = self.rules.joker_follow == "anytime"
        for c in cards:
            k = self.key(c, led)
            if k <= key:
                continue
            e = eff[c]
            if e == led:
                return True
            if e == JOKER_SUIT:
                if void or anytime:
                    return True
            elif void:
                return True
        return False

    def foe_can_beat(self, key: int, seats: Sequence[int] | None = None) -> bool:
        seats = self.later if seats is None else seats
        return any(self.can_beat(s, key) for s in seats if s in self.foes)

    def is_master(self, card: Card) -> bool:
        """No unseen card (or card of an exposed hand) of its effective suit is higher."""
        e, p = self.eff[card], self.pw[card]
        if e == JOKER_SUIT:
            return True
        eff, pw = self.eff, self.pw
        for c in self.pool:
            if eff[c] == e and pw[c] > p:
                return False
        for seat, cards in self.view.exposed.items():
            if seat == self.mover:
                continue
            for c in cards:
                if eff[c] == e and pw[c] > p:
                    return False
        return True

    def outstanding(self, suit: int) -> list[Card]:
        """Cards of ``suit`` not in the mover's hand and not yet played (pool and exposed)."""
        eff = self.eff
        out = [c for c in self.pool if eff[c] == suit]
        for seat, cards in self.view.exposed.items():
            if seat != self.mover:
                out += [c for c in cards if eff[c] == suit]
        if self.mover != self.view.seat:
            out += [c for c in self.view.hand if eff[c] == suit]
        return out

    def joker_leads(self) -> list[Play]:
        return [a for a in self.legal if a.lead_suit is not None]

    def plain(self) -> list[Play]:
        """The legal plays other than suitless-joker leads."""
        return [a for a in self.legal if a.lead_suit is None]


def _naive(view: SeatView) -> Knowledge:
    """What a player who neither counts cards nor tracks voids knows: its own cards, the exposed
    hands and the cards on the table now."""
    know = infer(view)
    seen = set(view.hand) | {c for _, c in view.trick}
    for cards in view.exposed.values():
        seen |= set(cards)
    know.unseen = set(know.deck) - seen
    know.voids = [set() for _ in range(view.rules.players)]
    know.played = {c for _, c in view.trick}
    return know

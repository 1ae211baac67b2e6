"""The card table: a QGraphicsScene that mirrors the game from one seat's eyes and animates it.

The scene never changes game state.  It shows the events the controller hands it, one step
after another (``steps``), and tells the controller when it is done (``idle``).  It can also be
rebuilt at once from a ``SeatView`` (hot-seat hand-over, resuming a saved game).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPointF

from ...core.events import (
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
from ...core.terms import suit_word
from ...translation import say
from ..wording import action_text, bid_words, card_symbol, side_name
from .card_item import CardItem
from .spades_result import spades_side_lines
from .table_base import TableBase
from .table_geometry import (
    CENTRE,
    OTHER_WIDTH,
)
from .table_items import SUIT_SYMBOL
from .table_status import contract_words


class TableScene(TableBase):
    """The table that shows each event as it happens (see the module's words)."""

    # ========================================================== event steps
    def show_events(self, events: Sequence[Event]) -> None:
        """Queue the events' animations; ``idle`` is emitted when all are shown."""
        for event in events:
            self._queue(event)
        self._run()

    def _queue(self, event: Event) -> None:
        handler = {
            HandDealt: self._on_dealt, BidMade: self._on_bid, AuctionWon: self._on_won,
            HandThrownIn: self._on_thrown_in, KittyTaken: self._on_kitty,
            Discarded: self._on_discard, PartnersNamed: self._on_partners,
            JokerNominated: self._on_joker, HandExposed: self._on_exposed,
            CardPlayed: self._on_played, TrickWon: self._on_trick, HandScored: self._on_scored,
            GameOver: self._on_game_over,
        }.get(type(event))
        if handler is None:
            return
        if isinstance(event, TrickWon) and self.hold_tricks:
            self._steps.append(self._hold)
        self._steps.append(lambda h=handler, e=event: self._show(h, e))  # type: ignore[misc]

    def _show(self, handler: Callable[[Any], QAbstractAnimation | None],
              event: Event) -> QAbstractAnimation | None:
        """One event's step: its animation, and its sentence for a screen reader."""
        anim = handler(event)
        self.said.emit(self._sentence(event))
        return anim

    # ------------------------------------------------------------- handlers
    def _on_dealt(self, e: HandDealt) -> QAbstractAnimation | None:
        assert self.rules is not None
        rules = self.rules
        self._clear_cards()
        for seat, badge in enumerate(self.badges):
            badge.set(dealer=seat == e.dealer, turn=False, line="", tricks=None)
        if self.standing is not None:
            st = self.standing
            st.contract, st.won, st.bids, st.partners = None, [], {}, ()
            self.board.refresh()
        n = rules.players
        origin = self.anchor(e.dealer) if self.rel(e.dealer) else QPointF(800, 760)
        # Where each card goes, in the packets of docs/rules.md, "Dealing" (3-1-4-1-3-1, from the left).
        order: list[int] = []   # seat, or -1 for the kitty
        size = rules.hand_size
        first = [(e.dealer + 1 + i) % n for i in range(n)]
        if rules.is_spades:
            order = [first[i % 4] for i in range(52)]
        else:
            for packet in (3, 4, 3):
                for seat in first:
                    order += [seat] * packet
                order.append(-1)
            order += [-1] * (rules.kitty_size - 3)
            if e.dead:
                order = [s for s in order] + [-2] * len(e.dead)
        cards_of = {seat: list(e.hands[seat]) for seat in range(n)}
        for seat in range(n):
            known = bool(cards_of[seat]) and (seat == self.viewer or self.open_hands)
            ordered = self._sorted(cards_of[seat]) if known else [None] * size
            width = self.own_width if self.rel(seat) == 0 else OTHER_WIDTH
            self.hands[seat] = [self._new_item(c, width, False) for c in ordered]
            self.piles[seat] = []
            for item in self.hands[seat]:
                item.setPos(origin)
                item.setVisible(False)
        self._make_kitty(0 if rules.is_spades else rules.kitty_size)
        for item in self.kitty_items:
            item.setVisible(False)
        targets = {seat: self.hand_targets(seat) for seat in range(n)}
        next_index = dict.fromkeys(range(n), 0)
        anims = []
        gap = self._ms("deal_gap")
        move = self._ms("deal_move")
        kitty_i = 0
        for k, seat in enumerate(order):
            if seat == -2:
                continue
            if seat == -1:
                if kitty_i >= len(self.kitty_items):
                    continue
                item = self.kitty_items[kitty_i]
                pos = CENTRE + QPointF((kitty_i - (len(self.kitty_items) - 1) / 2) * 16, 0)
                rot, z = 0.0, 10.0 + kitty_i
                kitty_i += 1
            else:
                i = next_index[seat]
                next_index[seat] += 1
                # Hands are laid out in display order; reveal them in deal order all the same.
                item = self.hands[seat][i]
                pos, rot, z = targets[seat][i]
            item.setPos(origin)
            item.setVisible(True)
            anims.append(item.animate(pos, rot, z, False, move, delay=k * gap))
        face_up_after = list(range(n)) if self.open_hands else (
            [] if self.hold_face_down else [self.viewer])
        flip = []
        for seat in face_up_after:
            for item, (pos, rot, z) in zip(self.hands[seat], targets[seat], strict=True):
                flip.append(item.animate(pos, rot, z, True, self._ms("flip"),
                                         delay=len(order) * gap + move))
        for b in self.badges:
            b.update()
        return self._group(anims + flip)

    def _on_bid(self, e: BidMade) -> QAbstractAnimation | None:
        self._set_turn(None)
        self.badges[e.seat].set(line=self._call_text(e.bid))
        if self.standing is not None and self.rules is not None and self.rules.is_spades:
            self.standing.bids[e.seat] = e.bid
        return self._pause(self._ms("call_pause"))

    def _on_won(self, e: AuctionWon) -> QAbstractAnimation | None:
        assert self.rules is not None
        self.contract = e.contract
        self.sitting_out = set(e.contract.sitting_out(self.rules))
        if self.standing is not None:
            self.standing.contract = e.contract
            self.standing.won = [0] * self.rules.players
            self.board.refresh()
        # The calls stay in Spades and when all passed; else the contract and who sits out.
        calls = e.contract.kind == "spades" or e.contract.declarer is None
        for seat, badge in enumerate(self.badges):
            badge.set(line=badge.line if calls else self._standing_line(seat), tricks=0)
        return self._resort_all()

    def _resort_all(self) -> QAbstractAnimation | None:
        anims = []
        for seat, items in self.hands.items():
            if all(i.card is not None for i in items) and items:
                order = self._sorted([i.card for i in items if i.card is not None])
                by_card = {i.card: i for i in items}
                self.hands[seat] = [by_card[c] for c in order]
            anims.append(self._layout_hand(seat, self._ms("move")))
        return self._group(anims)

    def _on_thrown_in(self, e: HandThrownIn) -> QAbstractAnimation | None:
        assert self.rules is not None
        self.banner.show_lines([self.tr("All passed"),
                                self.tr("The hand is thrown in; the deal passes on.")])
        return self._pause(self._ms("trick_pause") * 2)

    def _on_kitty(self, e: KittyTaken) -> QAbstractAnimation | None:
        items = self.kitty_items
        self.kitty_items = []
        hand = self.hands.setdefault(e.seat, [])
        known = e.seat == self.viewer or self.open_hands
        for item, card in zip(items, e.cards if known and e.cards else [None] * len(items),
                              strict=True):
            item.card = card
            item.set_marks(from_kitty=known and card is not None)
            hand.append(item)
        if known:
            order = self._sorted([i.card for i in hand if i.card is not None])
            by_card = {i.card: i for i in hand}
            self.hands[e.seat] = [by_card[c] for c in order]
        return self._layout_hand(e.seat, self._ms("deal_move"))

    def _on_discard(self, e: Discarded) -> QAbstractAnimation | None:
        hand = self.hands.get(e.seat, [])
        chosen: list[CardItem] = []
        if e.cards:
            wanted = set(e.cards)
            chosen = [i for i in hand if i.card in wanted]
        if len(chosen) != (self.rules.kitty_size if self.rules else 0):
            chosen = hand[-(self.rules.kitty_size if self.rules else 0):]
        for item in hand:
            item.set_marks(from_kitty=False)
        for item in chosen:
            hand.remove(item)
            item.set_marks(selected=False, dimmed=False, playable=False, focused=False)
            item.set_width(OTHER_WIDTH * 0.8)
            self.discards.append(item)
        # Face down beyond the contractor's won tricks, away from the hand.
        pile = self.pile_pos(e.seat)
        away = pile - (self.anchor(e.seat) if self.rel(e.seat) else QPointF(800, 905))
        length = math.hypot(away.x(), away.y()) or 1.0
        base = pile + away * (80 / length)
        anims = [item.animate(base + QPointF(i * 10, 0), 0, 40 + i, False, self._ms("move"))
                 for i, item in enumerate(chosen)]
        anims.append(self._layout_hand(e.seat, self._ms("move")))
        return self._group(anims)

    def _on_partners(self, e: PartnersNamed) -> QAbstractAnimation | None:
        if self.standing is not None:
            self.standing.partners = e.partners
            self.board.refresh()
        for seat in e.partners:
            self.badges[seat].set(line=self._standing_line(seat))
        return self._pause(self._ms("call_pause"))

    def _on_joker(self, e: JokerNominated) -> QAbstractAnimation | None:
        if e.joker is not None:          # another seat's nominated joker stays unnamed
            self.nominated[e.joker] = e.suit
        if e.suit is not None:
            self.joker_suits.append(e.suit)
            self.badges[e.seat].set(line=self._standing_line(e.seat))
        return self._resort_all()

    def _on_exposed(self, e: HandExposed) -> QAbstractAnimation | None:
        self.exposed.add(e.seat)
        hand = self.hands.get(e.seat, [])
        order = self._sorted(e.cards)
        for item, card in zip(hand, order, strict=False):
            item.card = card
        return self._layout_hand(e.seat, self._ms("flip"))

    def _on_played(self, e: CardPlayed) -> QAbstractAnimation | None:
        self._set_turn(None)
        hand = self.hands.get(e.seat, [])
        item = next((i for i in hand if i.card == e.card), None)
        if item is None:
            item = next((i for i in hand if i.card is None), hand[-1] if hand else None)
        if item is None:
            item = self._new_item(e.card, self.trick_width, False)
        else:
            hand.remove(item)
        item.card = e.card
        item.set_marks(selected=False, dimmed=False, playable=False, focused=False)
        item.set_width(self.trick_width)
        self.trick_items.append(item)
        self.trick_cards.append((e.seat, e.card))
        pos, rot = self.trick_slot(e.seat)
        move = item.animate(pos, rot, 300 + len(self.trick_items), True, self._ms("move"))
        if e.lead_suit is not None:
            self.joker_leader = e.seat
            self.badges[e.seat].set(line=self._joker_lead_line(e.lead_suit))
        return self._group([move, self._layout_hand(e.seat, self._ms("move"))])

    def _on_trick(self, e: TrickWon) -> QAbstractAnimation | None:
        items = self.trick_items
        self.trick_items = []
        self.trick_cards = []
        pause = self._ms("trick_pause")
        target = self.pile_pos(e.winner)
        pile = self.piles.setdefault(e.winner, [])
        anims = []
        rot = 90 if self.rel(e.winner) == 0 else math.degrees(self.angle(e.winner))
        for i, item in enumerate(items):
            item.set_width(OTHER_WIDTH * 0.8)
            anims.append(item.animate(target + QPointF(len(pile) * 5, -len(pile) * 2), rot,
                                      50 + len(pile) * 10 + i, False, self._ms("collect"),
                                      delay=pause))
        # One card stands for the trick in the pile; the others go when the move ends.
        pile.append(items[0] if items else self._add_pile_card(e.winner))
        extra = items[1:]

        def tidy() -> None:
            for item in extra:
                if item.scene() is self:
                    self.removeItem(item)

        self.badges[e.winner].set(tricks=(self.badges[e.winner].tricks or 0) + 1)
        if self.joker_leader is not None:        # the suit the joker named was for its trick
            self.badges[self.joker_leader].set(line=self._standing_line(self.joker_leader))
            self.joker_leader = None
        if self.standing is not None and self.standing.won:
            self.standing.won[e.winner] += 1
            self.board.refresh()
        group = self._group(anims)
        if group is None:
            tidy()
        else:
            group.finished.connect(tidy)
        return group

    def _on_scored(self, e: HandScored) -> QAbstractAnimation | None:
        assert self.rules is not None
        r = e.result
        rules = self.rules
        if self.standing is not None:
            self.standing.scores = list(r.scores)
            if r.bags is not None:
                self.standing.bags = list(r.bags)
            self.board.refresh()
        if r.contract == "pass":
            return None
        lines = [self._result_head(r)]
        spades = self._spades_lines(r)
        if spades is not None:
            lines.extend(spades)
        else:
            for side, seats in enumerate(rules.sides):
                name = " & ".join(self.names[s] for s in seats)
                lines.append(f"{name}: {r.delta[side]:+d}  →  {r.scores[side]}")
        self.banner.show_lines(lines)
        return self._pause(self._ms("trick_pause"))

    def _spades_lines(self, r: HandResult) -> list[str] | None:
        """A Spades hand's line per side, part by part; None in 500 or when not told."""
        if r.contract != "spades":
            return None
        assert self.rules is not None
        return spades_side_lines(self.rules, self.names, r, self.is_viewer)

    def _result_head(self, r: HandResult) -> str:
        """The first line of a hand's result: 'West: 7 hearts made'."""
        assert self.rules is not None
        if r.contract == "spades":
            return self.tr("Hand over")
        if r.contract == "nt":
            return self.tr("No trumps, all passed")
        who = self.names[r.declarer] if r.declarer is not None else ""
        from ...core import BIDS
        bid = BIDS.get((r.contract, r.sans_kitty))
        text = bid_words(self.rules, bid) if bid is not None else r.contract
        verdict = self.tr("made") if r.made else self.tr("went down")
        return f"{who}: {text} {verdict}"

    def _on_game_over(self, e: GameOver) -> QAbstractAnimation | None:
        return None

    # ============================================================ in words
    def _sentence(self, e: Event) -> str:
        """An event as a screen reader says it: 'West plays K♥', 'You win the trick', 'Hand
        over: …'; empty for what is not worth saying."""
        rules = self.rules
        assert rules is not None
        names = self.names
        seat = e.winner if isinstance(e, TrickWon) else e.dealer if isinstance(e, HandDealt) \
            else getattr(e, "seat", -1)
        you = self.is_viewer(seat)
        player = names[seat] if 0 <= seat < len(names) else ""
        if isinstance(e, HandDealt):
            text = self.tr("You deal a new hand") if you else self.tr("{player} deals a new hand")
            return text.format(player=player)
        if isinstance(e, BidMade):
            if e.bid.is_pass:
                text = self.tr("You pass") if you else self.tr("{player} passes")
            else:
                text = self.tr("You bid {bid}") if you else self.tr("{player} bids {bid}")
            return text.format(player=player, bid=action_text(rules, names, e.bid))
        if isinstance(e, AuctionWon):
            return self.contract_sentence(e.contract)
        if isinstance(e, HandThrownIn):
            return self.tr("All passed: the hand is thrown in")
        if isinstance(e, KittyTaken):
            n = len(e.cards) or rules.kitty_size
            if you and e.cards:
                return self.tr("You pick up {cards}").format(
                    cards=" ".join(card_symbol(c) for c in e.cards))
            return self.tr("{player} picks up %n cards", "", n).format(player=player)
        if isinstance(e, Discarded):
            if you and e.cards:
                return self.tr("You put back {cards}").format(
                    cards=" ".join(card_symbol(c) for c in e.cards))
            return self.tr("{player} puts back %n cards", "", rules.kitty_size).format(
                player=player)
        if isinstance(e, PartnersNamed):
            text = self.tr("You call {partners} as partners") if you else \
                self.tr("{player} calls {partners} as partners")
            return text.format(player=player, partners=side_name(names, e.partners))
        if isinstance(e, JokerNominated):
            if e.suit is None:
                text = self.tr("Your joker keeps no suit") if you else \
                    self.tr("{player}'s joker keeps no suit")
            else:
                text = self.tr("You name your joker {suit}") if you else \
                    self.tr("{player} names their joker {suit}")
            return text.format(player=player, suit=say(suit_word(e.suit)) if e.suit is not None else "")
        if isinstance(e, HandExposed):
            text = self.tr("You lay your hand face up") if you else \
                self.tr("{player} lays their hand face up")
            return text.format(player=player)
        if isinstance(e, CardPlayed):
            if e.lead_suit is not None:
                text = self.tr("You lead {card} as {suit}") if you else \
                    self.tr("{player} leads {card} as {suit}")
            else:
                text = self.tr("You play {card}") if you else self.tr("{player} plays {card}")
            return text.format(player=player, card=card_symbol(e.card),
                               suit=SUIT_SYMBOL[e.lead_suit] if e.lead_suit is not None else "")
        if isinstance(e, TrickWon):
            text = self.tr("You win the trick") if you else self.tr("{player} wins the trick")
            return text.format(player=player)
        if isinstance(e, HandScored) and e.result.contract != "pass":
            r = e.result
            spades = self._spades_lines(r)
            if spades is not None:
                return self.tr("Hand over: {sides}").format(sides=". ".join(spades))
            sides = [self.tr("{side} {points}, {total} in all").format(
                side=side_name(names, seats), points=f"{r.delta[i]:+d}", total=r.scores[i])
                for i, seats in enumerate(rules.sides)]
            return self.tr("Hand over: {result}. {scores}").format(
                result=self._result_head(r), scores="; ".join(sides))
        if isinstance(e, GameOver):
            return self.tr("The game is over")
        return ""

    def contract_sentence(self, contract: Contract) -> str:
        """The contract as it is said once, when the auction ends (and by the S key): 'Your
        contract: 7 hearts', "West's contract: 8 no trumps; you defend"; nothing in Spades."""
        rules = self.rules
        assert rules is not None
        if contract.kind == "spades":
            return ""
        you = self.viewer if self.is_viewer(self.viewer) else None
        bid = "" if contract.bid is None else action_text(rules, self.names, contract.bid)
        return contract_words(rules, contract, you, (), self.names, bid)

    # ============================================================ the human
    def _set_turn(self, seat: int | None) -> None:
        for s, badge in enumerate(self.badges):
            if badge.turn != (s == seat):
                badge.set(turn=s == seat)

    def show_turn(self, seat: int) -> None:
        self._set_turn(seat)

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if self.busy:
            self.finish()
            self.clicked_while_busy.emit()
            event.accept()
            return
        super().mousePressEvent(event)


"""Card play of the heuristic players: taking tricks in 500 (numbered, no-trump, all-pass),
leads and follows alike.  Misère is ``misere_play.py``'s, Spades ``spades_play.py``'s, which
card to give up once a trick is not to be won ``discards.py``'s.

Each function takes a ``PlayContext`` and returns the play with a short reason a suggestion can
show ("draws trumps", "ducks: partner is winning").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..core import Card, Play
from ..core.cards import JOKER_SUIT, SUITS
from ..core.phrases import Phrase
from ..core.terms import suit_word
from .context import PlayContext, bid_of
from .discards import highest, lowest, throw

Choice = tuple[Play, Phrase]

LEAVES_TO_PARTNER: Final = Phrase.translate("Bots", "leaves the trick to partner")
TRUMPS_IN: Final = Phrase.translate("Bots", "trumps in")
CANNOT_WIN: Final = Phrase.translate("Bots", "cannot win the trick")
CASHES_A_WINNER: Final = Phrase.translate("Bots", "cashes a winner")
LEADS_THE_JOKER: Final = Phrase.translate("Bots", "leads the joker")


# ============================================================================ trick taking
def follow(ctx: PlayContext) -> Choice:
    """Second, third or later to a trick in a contract where every trick is worth taking."""
    cur_seat, cur_key = ctx.winning()
    plays = ctx.legal
    winners = [a for a in plays if ctx.key(a.card) > cur_key]
    later_friends = [s for s in ctx.later if s in ctx.friends]
    if cur_seat in ctx.friends:
        if not ctx.foe_can_beat(cur_key) or later_friends:
            return throw(ctx), Phrase.translate("Bots", "ducks: partner is winning the trick")
        # partner's card may be beaten: is it an honour worth leaving alone?
        led = ctx.led
        cur_card = next(c for s, c in ctx.trick if s == cur_seat)
        higher = [c for f in ctx.later if f in ctx.foes for c in ctx.possible(f)
                  if ctx.eff[c] == led and ctx.key(c) > cur_key]
        weak = len(set(higher)) >= 2 or ctx.eff[cur_card] != led
        if not weak:
            return throw(ctx), LEAVES_TO_PARTNER
        in_suit = [a for a in winners if ctx.eff[a.card] == led]
        safe = [a for a in in_suit if not ctx.foe_can_beat(ctx.key(a.card))]
        if safe:
            return (min(safe, key=lambda a: ctx.key(a.card)),
                    Phrase.translate("Bots", "makes sure of the trick"))
        if in_suit and led != ctx.trump:
            return (_top_of_sequence(ctx, in_suit),
                    Phrase.translate("Bots", "third hand high: forces out the higher cards"))
        ruffs = [a for a in winners if ctx.trump is not None and ctx.eff[a.card] == ctx.trump
                 and led != ctx.trump and _is_lowest_trump(ctx, a.card)
                 and not ctx.foe_can_beat(ctx.key(a.card))]
        if ruffs:
            return ruffs[0], Phrase.translate("Bots", "trumps to make sure of the trick")
        return throw(ctx), LEAVES_TO_PARTNER
    if winners:
        safe = [a for a in winners if not ctx.foe_can_beat(ctx.key(a.card))]
        if safe:
            best = min(safe, key=lambda a: ctx.key(a.card))
            if ctx.eff[best.card] == JOKER_SUIT:
                return best, Phrase.translate("Bots", "wins the trick with the joker")
            if ctx.trump is not None and ctx.eff[best.card] == ctx.trump and ctx.led != ctx.trump:
                return best, TRUMPS_IN
            return best, Phrase.translate("Bots", "wins the trick")
        if later_friends and not _friend_is_weak(ctx, later_friends):
            master = _master_of_suit_led(ctx, winners)
            if master is not None:
                return master, Phrase.translate("Bots", "takes the trick with its master card while it can")
            return throw(ctx), Phrase.translate("Bots", "second hand low: partner plays after")
        in_suit = [a for a in winners if ctx.eff[a.card] == ctx.led]
        if in_suit:
            return (_top_of_sequence(ctx, in_suit),
                    Phrase.translate("Bots", "plays high to force out the higher cards"))
        trumps = [a for a in winners if ctx.trump is not None and ctx.eff[a.card] == ctx.trump]
        if trumps:
            return min(trumps, key=lambda a: ctx.key(a.card)), TRUMPS_IN
        return min(winners, key=lambda a: ctx.key(a.card)), Phrase.translate("Bots", "tries to win the trick")
    return throw(ctx), CANNOT_WIN


def _is_lowest_trump(ctx: PlayContext, card: Card) -> bool:
    """The seat's lowest trump: the one to spend making sure of partner's trick, however few it
    holds.  When only a higher one is safe from the later seats, partner's card is left alone:
    a master trump takes a trick of its own later (docs/bots.md, "Card play: partner's trick,
    second hand, and ties in the search")."""
    mine = [c for c in ctx.hand if ctx.eff[c] == ctx.trump]
    return card == min(mine, key=lambda c: ctx.pw[c])


def _master_of_suit_led(ctx: PlayContext, winners: Sequence[Play]) -> Play | None:
    """The master of a side suit led, which second hand plays rather than low while no later
    opponent has shown out of the suit: it may be trumped later, or by a player the count says
    may be short already; into a shown void it is not thrown (docs/bots.md, "Card play:
    partner's trick, second hand, and ties in the search")."""
    if ctx.led == ctx.trump or any(ctx.led in ctx.voids[f] for f in ctx.later if f in ctx.foes):
        return None
    return next((a for a in winners if ctx.eff[a.card] == ctx.led and ctx.is_master(a.card)), None)


def _friend_is_weak(ctx: PlayContext, friends: Sequence[int]) -> bool:
    """A later friend known (exposed) to hold nothing that wins."""
    return all(ctx.is_known(s) and not ctx.can_beat(s, ctx.winning()[1]) for s in friends)


def _top_of_sequence(ctx: PlayContext, plays: Sequence[Play]) -> Play:
    """The lowest of the top touching cards among ``plays`` (same suit)."""
    ordered = sorted(plays, key=lambda a: -ctx.pw[a.card])
    best = ordered[0]
    outstanding = ctx.outstanding(ctx.eff[best.card])
    for a in ordered[1:]:
        between = [c for c in outstanding
                   if ctx.pw[a.card] < ctx.pw[c] < ctx.pw[best.card]]
        if between:
            break
        best = a
    return best


# ------------------------------------------------------------------------------- leading
def lead(ctx: PlayContext) -> Choice:
    """First to a trick, trying to take tricks (numbered, no-trump and all-pass hands)."""
    plain = ctx.plain()
    hand_plays = {a.card: a for a in plain}
    eff, pw = ctx.eff, ctx.pw
    trump = ctx.trump
    declaring = ctx.mover in ctx.contract_seats
    is_declarer = ctx.mover == ctx.contract.declarer
    # 1. draw trumps with the high ones
    if trump is not None and declaring:
        mine = sorted((c for c in hand_plays if eff[c] == trump), key=lambda c: -pw[c])
        foes_with_trumps = [f for f in ctx.foes if ctx.cards_in(ctx.possible(f), trump)]
        if mine and foes_with_trumps:
            top = mine[0]
            outstanding = ctx.cards_in(ctx.pool, trump)
            if ctx.is_master(top) and (is_declarer or len(mine) >= 2):
                return hand_plays[top], Phrase.translate("Bots", "draws trumps")
            if is_declarer and len(mine) >= 3 and len(mine) > len(outstanding) // 2:
                return hand_plays[top], Phrase.translate("Bots", "draws trumps, forcing out the higher ones")
    # 2. a suitless joker that could get stuck: lead it while it may name a suit
    joker_leads = ctx.joker_leads()
    if joker_leads and _joker_should_lead(ctx):
        return (_joker_lead(ctx, joker_leads),
                Phrase.translate("Bots", "leads the joker while it can still name a suit"))
    # 3. no trumps: set up the long suit while the side winners still stop the others
    if trump is None and declaring:
        setup = _set_up_long_suit(ctx, hand_plays)
        if setup is not None:
            return setup, Phrase.translate(
                "Bots", "sets up {suit} while its winners stop the other suits").format(
                suit=suit_word(eff[setup.card]))
    # 4. cash winners that will not be trumped
    # (no trumps, the contract's side: a card no defender may beat wins, master or not, and a
    # defender's joker is no reason to hold back: it takes one trick whatever is led, and the
    # side aces it would steer the lead to are the stoppers of the defenders' suits)
    if trump is None and declaring:
        masters = [c for c in hand_plays if eff[c] != JOKER_SUIT
                   and not any(p > pw[c] for p in _foe_ranks(ctx, eff[c]))]
    else:
        masters = [c for c in hand_plays if eff[c] != trump and eff[c] != JOKER_SUIT
                   and ctx.is_master(c) and not ruff_risk(ctx, eff[c])]
    if masters:
        best = max(masters, key=lambda c: (_suit_length(ctx, eff[c]), pw[c]))
        return hand_plays[best], CASHES_A_WINNER
    # 5. a suit partner can trump
    if trump is not None:
        for f in ctx.friends:
            if f == ctx.mover:
                continue
            for s in SUITS:
                if s == trump or s not in ctx.voids[f]:
                    continue
                cards = [c for c in hand_plays if eff[c] == s]
                if cards and ctx.cards_in(ctx.possible(f), trump) and not any(
                        ctx.maybe_void(x, s) and ctx.cards_in(ctx.possible(x), trump)
                        for x in ctx.foes):
                    return hand_plays[min(cards, key=lambda c: pw[c])], Phrase.translate(
                        "Bots", "leads {suit} for partner to trump").format(suit=suit_word(s))
    # 6. partner's suit (defenders)
    if not ctx.spades and (not declaring or ctx.contract.declarer is None):
        for f in ctx.friends:
            call = bid_of(ctx.view, f) if f != ctx.mover else None
            if call and call[0].isdigit() and not call.endswith("NT"):
                suit = "SCDH".index(call[-1])
                if suit != trump:
                    cards = [c for c in hand_plays if eff[c] == suit]
                    if cards:
                        return (_lead_from(ctx, cards, hand_plays),
                                Phrase.translate("Bots", "leads partner's suit"))
    # 7. a singleton, to trump the suit later
    if trump is not None and any(eff[c] == trump for c in ctx.hand) and not declaring:
        for s in SUITS:
            if s == trump:
                continue
            cards = [c for c in hand_plays if eff[c] == s]
            if len(cards) == 1 and not ctx.is_master(cards[0]) and ctx.pw[cards[0]] < 15:
                return (hand_plays[cards[0]],
                        Phrase.translate("Bots", "leads a singleton, to trump the suit later"))
    # 8. the longest side suit (not one the other side will trump)
    options: list[tuple[float, int]] = []
    for s in SUITS:
        if s == trump:
            continue
        cards = [c for c in hand_plays if eff[c] == s]
        if not cards:
            continue
        score = len(cards) * 1.0
        if ruff_risk(ctx, s):
            score -= 10
        if any(s in ctx.voids[f] for f in ctx.friends if f != ctx.mover) and trump is not None:
            score += 2
        options.append((score, s))
    if options:
        options.sort(reverse=True)
        suit = options[0][1]
        cards = [c for c in hand_plays if eff[c] == suit]
        return _lead_from(ctx, cards, hand_plays), Phrase.translate(
            "Bots", "leads {suit}, the longest suit").format(suit=suit_word(suit))
    # 9. trumps (or whatever is left)
    if plain:
        trumps = [a for a in plain if trump is not None and eff[a.card] == trump]
        if trumps:
            return (highest(trumps, ctx) if declaring else lowest(trumps, ctx),
                    Phrase.translate("Bots", "leads a trump"))
        return lowest(plain, ctx), Phrase.translate("Bots", "leads a low card")
    return _joker_lead(ctx, joker_leads), LEADS_THE_JOKER


def _set_up_long_suit(ctx: PlayContext, plays: dict[Card, Play]) -> Play | None:
    """The lead that sets up the contract's side's long suit at no trumps, while the sure
    tricks (cards no defender can beat, a suitless joker) fall short of the contract: the top
    card under the defenders' higher ones, in a suit of three or more headed by no winner,
    where at most two of theirs stand above it and at least two more tricks come once they are
    gone.  Cashing the side winners first would give up the stoppers of the defenders' suits
    before they take the lead."""
    eff, pw = ctx.eff, ctx.pw
    sure = sum(1 for c in ctx.hand if eff[c] == JOKER_SUIT)
    options: list[tuple[int, int, Card]] = []
    for s in SUITS:
        mine = sorted((c for c in plays if eff[c] == s), key=lambda c: -pw[c])
        out = _foe_ranks(ctx, s)
        rest = [c for c in mine if any(p > pw[c] for p in out)]
        sure += len(mine) - len(rest)
        if len(mine) < 3 or len(rest) < len(mine):
            continue
        higher = sum(1 for p in out if p > pw[rest[0]])
        if higher <= 2 and len(rest) - higher >= 2:
            options.append((len(mine), -higher, rest[0]))
    need = ctx.contract.tricks - sum(ctx.view.won[s] for s in ctx.contract_seats)
    if not options or sure >= need:
        return None
    return plays[max(options, key=lambda o: (o[0], o[1], pw[o[2]]))[2]]


def _foe_ranks(ctx: PlayContext, suit: int) -> set[int]:
    """The ranks (``pw``) of the cards of ``suit`` a foe may hold: in a 2-player game not the
    dead hand's, once the defender has shown out."""
    eff, pw = ctx.eff, ctx.pw
    return {pw[c] for f in ctx.foes for c in ctx.possible(f) if eff[c] == suit}


def _suit_length(ctx: PlayContext, suit: int) -> int:
    return sum(1 for c in ctx.hand if ctx.eff[c] == suit)


def _lead_from(ctx: PlayContext, cards: Sequence[Card], plays: dict[Card, Play]) -> Play:
    """Top of a touching sequence headed by an honour, else the lowest card."""
    pw = ctx.pw
    ordered = sorted(cards, key=lambda c: -pw[c])
    top = ordered[0]
    if len(ordered) >= 2 and pw[top] >= 14:
        nxt = ordered[1]
        gap = [c for c in ctx.outstanding(ctx.eff[top]) if pw[nxt] < pw[c] < pw[top]]
        if not gap:
            return plays[top]
    return plays[ordered[-1]]


def ruff_risk(ctx: PlayContext, suit: int) -> bool:
    """A foe may trump (or play a suitless joker on) a lead of ``suit``."""
    for f in ctx.foes:
        if not ctx.maybe_void(f, suit):
            continue
        cards = ctx.possible(f)
        if ctx.trump is not None and ctx.cards_in(cards, ctx.trump):
            return True
        if any(ctx.eff[c] == JOKER_SUIT for c in cards):
            return True
    return False


def _joker_should_lead(ctx: PlayContext) -> bool:
    """Lead a suitless joker now, before it is stuck until the last trick.  Not the contract's
    side at no trumps before the contract is made: the joker takes its trick whenever it is
    played, and kept it stops whichever suit the defenders run."""
    if ctx.trump is None and ctx.mover in ctx.contract_seats and \
            sum(ctx.view.won[s] for s in ctx.contract_seats) < ctx.contract.tricks:
        return False
    rules = ctx.rules
    if rules.joker_lead == "any_suit":
        if rules.joker_follow == "anytime":
            return False
        others = [c for c in ctx.hand if ctx.eff[c] != JOKER_SUIT]
        return len(others) <= 2
    if rules.joker_lead == "unled_suit":
        unled = sum(1 for s in SUITS if not ctx.view.suits_led[s])
        return unled <= 2 or len(ctx.hand) <= 4
    return True


def _joker_lead(ctx: PlayContext, plays: Sequence[Play]) -> Play:
    """A suitless joker's lead: name the suit where the hand is longest (the others must
    spend their cards of it), avoiding suits a friend should not be forced in."""
    def score(a: Play) -> tuple[int, int]:
        s = a.lead_suit if a.lead_suit is not None else 0
        return _suit_length(ctx, s), -s
    return max(plays, key=score)

"""Card play of the heuristic players: 500 (numbered, no-trump, misère, all-pass) and Spades.

Each function takes a ``PlayContext`` and returns the play with a short reason a suggestion can
show ("draws trumps", "ducks: partner is winning", "the misère bidder is void in clubs").
Which card to give up once a trick is not to be won is ``discards.py``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..core import Card, Play
from ..core.cards import JOKER_SUIT, SPADES, SUITS
from ..core.phrases import Phrase
from ..core.terms import suit_word, term
from .context import PlayContext, bid_of
from .discards import duck, highest, lowest, throw, unblock_value
from .evaluate import suit_forced

Choice = tuple[Play, Phrase]

LEAVES_TO_PARTNER: Final = Phrase.translate("Bots", "leaves the trick to partner")
TRUMPS_IN: Final = Phrase.translate("Bots", "trumps in")
CANNOT_WIN: Final = Phrase.translate("Bots", "cannot win the trick")
CASHES_A_WINNER: Final = Phrase.translate("Bots", "cashes a winner")
LEADS_THE_JOKER: Final = Phrase.translate("Bots", "leads the joker")
UNDER_NIL_TO_COME: Final = Phrase.translate("Bots", "plays low, under the nil bidder to come")
LEADS_UNDER_VOID: Final = Phrase.translate("Bots", "leads low under the {misere} bidder (who is void "
                                           "in {suits})")
VOID_LEADS_LOW: Final = Phrase.translate("Bots", "the {misere} bidder is void in {suits}: leads low "
                                         "anyway")


def choose_play(ctx: PlayContext) -> Choice:
    legal = ctx.legal
    if not legal:
        raise ValueError("no card may be played now")
    if len(legal) == 1:
        return legal[0], _forced_reason(ctx, legal[0])
    if ctx.spades:
        return spades_play(ctx)
    if ctx.misere:
        if ctx.mover in ctx.contract_seats:
            return misere_contractor_play(ctx)
        return misere_defence_play(ctx)
    if not ctx.trick:
        return lead(ctx)
    return follow(ctx)


def _forced_reason(ctx: PlayContext, play: Play) -> Phrase:
    if play.card.is_joker and ctx.trick and ctx.misere:
        return Phrase.translate("Bots", "the only legal card: a suitless joker must be played when "
                                "void")
    return Phrase.translate("Bots", "the only legal card")


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
                 and led != ctx.trump and _cheap_trump(ctx, a.card)
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


def _cheap_trump(ctx: PlayContext, card: Card) -> bool:
    """A trump low enough to spend making sure of partner's trick."""
    mine = [c for c in ctx.hand if ctx.eff[c] == ctx.trump]
    return len(mine) >= 3 and card == min(mine, key=lambda c: ctx.pw[c])


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
    # 3. cash winners that will not be trumped
    masters = [c for c in hand_plays if eff[c] != trump and eff[c] != JOKER_SUIT
               and ctx.is_master(c) and not _ruff_risk(ctx, eff[c])]
    if masters:
        best = max(masters, key=lambda c: (_suit_length(ctx, eff[c]), pw[c]))
        return hand_plays[best], CASHES_A_WINNER
    # 4. a suit partner can trump
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
    # 5. partner's suit (defenders)
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
    # 6. a singleton, to trump the suit later
    if trump is not None and any(eff[c] == trump for c in ctx.hand) and not declaring:
        for s in SUITS:
            if s == trump:
                continue
            cards = [c for c in hand_plays if eff[c] == s]
            if len(cards) == 1 and not ctx.is_master(cards[0]) and ctx.pw[cards[0]] < 15:
                return (hand_plays[cards[0]],
                        Phrase.translate("Bots", "leads a singleton, to trump the suit later"))
    # 7. the longest side suit (not one the other side will trump)
    options: list[tuple[float, int]] = []
    for s in SUITS:
        if s == trump:
            continue
        cards = [c for c in hand_plays if eff[c] == s]
        if not cards:
            continue
        score = len(cards) * 1.0
        if _ruff_risk(ctx, s):
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
    # 8. trumps (or whatever is left)
    if plain:
        trumps = [a for a in plain if trump is not None and eff[a.card] == trump]
        if trumps:
            return (highest(trumps, ctx) if declaring else lowest(trumps, ctx),
                    Phrase.translate("Bots", "leads a trump"))
        return lowest(plain, ctx), Phrase.translate("Bots", "leads a low card")
    return _joker_lead(ctx, joker_leads), LEADS_THE_JOKER


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


def _ruff_risk(ctx: PlayContext, suit: int) -> bool:
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
    """Lead a suitless joker now, before it is stuck until the last trick."""
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


# =============================================================================== misère
def _targets(ctx: PlayContext) -> frozenset[int]:
    return ctx.contract_seats


def misere_contractor_play(ctx: PlayContext) -> Choice:
    """Lose every trick (with both hands under ``both_hands``)."""
    plays = ctx.legal
    hand = list(ctx.hand)
    if not ctx.trick:
        def lead_risk(a: Play) -> float:
            card = a.card
            if ctx.eff[card] == JOKER_SUIT:
                return 1000.0
            rest = [c for c in hand if c != card]
            return 10.0 * _lead_wins(ctx, card) + _hand_danger(ctx, rest)
        best = min(plays, key=lambda a: (lead_risk(a), ctx.pw[a.card]))
        return best, Phrase.translate("Bots", "leads its safest low card")
    _, cur_key = ctx.winning()
    under = [a for a in plays if ctx.key(a.card) < cur_key]
    if under:
        def after(a: Play) -> tuple[float, int]:
            rest = [c for c in hand if c != a.card]
            return _hand_danger(ctx, rest), -ctx.pw[a.card]
        best = min(under, key=after)
        if ctx.eff[best.card] == ctx.led:
            return best, Phrase.translate("Bots", "plays a high card under the trick")
        return best, Phrase.translate("Bots", "throws its most dangerous card")
    # forced above: let a later defender overtake if one can
    if any(s in ctx.foes for s in ctx.later):
        return (lowest(plays, ctx),
                Phrase.translate("Bots", "must play over: plays low, hoping to be overtaken"))
    return lowest(plays, ctx), Phrase.translate("Bots", "has no card that loses")


def _foe_share(ctx: PlayContext) -> float:
    """The chance that one unseen card is in some active opponent's hand."""
    slots = sum(ctx.view.hand_sizes[f] for f in ctx.foes if not ctx.is_known(f))
    return min(1.0, slots / max(1, len(ctx.pool)))


def _hand_danger(ctx: PlayContext, cards: Sequence[Card]) -> float:
    """How often opponents who lead low could force these cards to win a trick."""
    eff, pw = ctx.eff, ctx.pw
    foes = [f for f in ctx.foes]
    p = _foe_share(ctx)
    total = 0.0
    by_suit: dict[int, list[int]] = {}
    for c in cards:
        e = eff[c]
        if e == JOKER_SUIT:
            total += 5.0
            continue
        by_suit.setdefault(e, []).append(pw[c])
    outs_by: dict[int, set[Card]] = {}
    for f in foes:
        for c in ctx.possible(f):
            outs_by.setdefault(eff[c], set()).add(c)
    for suit, mine in by_suit.items():
        outs = sorted(pw[c] for c in outs_by.get(suit, ()))
        total += suit_forced(sorted(mine), outs, p, max(1, len(foes)))
        if ctx.spades and suit == SPADES:
            total += 0.3 * sum(1 for x in mine if all(x > o for o in outs))
    return total


def _lead_wins(ctx: PlayContext, card: Card) -> float:
    """The chance that a card led wins the trick: no opponent is forced to play over it."""
    eff, pw = ctx.eff, ctx.pw
    suit = eff[card]
    pool = max(1, len(ctx.pool))
    all_under = 1.0
    anyone = False
    for f in ctx.foes:
        cards = ctx.cards_in(ctx.possible(f), suit)
        lower = sum(1 for c in cards if pw[c] < pw[card])
        higher = len(cards) - lower
        if ctx.is_known(f):
            forced = 1.0 if cards and not lower else 0.0
        else:
            q = min(0.95, ctx.view.hand_sizes[f] / pool)
            forced = (1 - q) ** lower * (1 - (1 - q) ** higher)
        if higher:
            anyone = True
        all_under *= 1.0 - forced
    if ctx.spades and suit != SPADES:
        # an opponent void in the suit may trump it
        all_under *= 0.9
    return all_under if anyone else 1.0


def misere_defence_play(ctx: PlayContext) -> Choice:
    """Make the misère hand(s) take a trick: lead under, play under them, unblock."""
    targets = _targets(ctx)
    eff = ctx.eff
    plays = ctx.legal
    name = term(ctx.rules, "misere")
    if not ctx.trick:
        return _misere_lead(ctx, targets)
    cur_seat, cur_key = ctx.winning()
    target_later = [s for s in ctx.later if s in targets]
    free_joker = [a for a in plays if eff[a.card] == JOKER_SUIT]
    others = [a for a in plays if eff[a.card] != JOKER_SUIT]
    if cur_seat in targets:
        under = [a for a in others if ctx.key(a.card) < cur_key]
        if under:
            follows = [a for a in under if eff[a.card] == ctx.led]
            if follows:
                best = highest(follows, ctx)
            else:
                best = max(under, key=lambda a: unblock_value(ctx, a.card, targets))
            return best, Phrase.translate("Bots", "plays under the {misere} bidder, who is winning the "
                                          "trick").format(misere=name)
        if target_later and others:
            return lowest(others, ctx), Phrase.translate("Bots", "must play over: plays as low as it can")
        if others:
            return highest(others, ctx), Phrase.translate("Bots", "must play over: unblocks its highest card")
        return plays[0], Phrase.translate("Bots", "has to win the trick")
    if target_later:
        # keep the trick low so the misère hand cannot get under it
        follows = [a for a in others if eff[a.card] == ctx.led]
        if follows:
            return lowest(follows, ctx), Phrase.translate(
                "Bots", "plays low, under the {misere} bidder to come").format(misere=name)
        if others:
            return max(others, key=lambda a: unblock_value(ctx, a.card, targets)), \
                Phrase.translate("Bots", "throws a card it does not need")
        return plays[0], Phrase.translate("Bots", "has only the joker")
    # the misère hands have played and are not winning: the trick is lost anyway, unblock
    if free_joker:
        return (free_joker[0],
                Phrase.translate("Bots", "gets rid of the joker while it cannot help the {misere} "
                                 "hand").format(misere=name))
    follows = [a for a in others if eff[a.card] == ctx.led]
    if follows:
        return highest(follows, ctx), Phrase.translate("Bots", "unblocks its highest card")
    return max(others, key=lambda a: unblock_value(ctx, a.card, targets)), \
        Phrase.translate("Bots", "throws a high card it does not need")


def _misere_lead(ctx: PlayContext, targets: frozenset[int]) -> Choice:
    eff, pw = ctx.eff, ctx.pw
    plain = [a for a in ctx.legal if eff[a.card] != JOKER_SUIT]
    name = term(ctx.rules, "misere")
    void_suits = [s for s in SUITS if all(s in ctx.voids[t] or not ctx.cards_in(ctx.possible(t), s)
                                          for t in targets)]
    voids = tuple(suit_word(s) for s in void_suits)
    best: Play | None = None
    best_score = -1e9
    for a in plain:
        s = eff[a.card]
        if s in void_suits:
            continue
        chance = 0.0
        for t in targets:
            cards = ctx.cards_in(ctx.possible(t), s)
            if not cards or s in ctx.voids[t]:
                continue
            lower = [c for c in cards if pw[c] < pw[a.card]]
            if ctx.is_known(t):
                if not lower:
                    chance = max(chance, 1.0)
                continue
            size = max(1, ctx.view.hand_sizes[t])
            pool = max(1, len(ctx.pool))
            p_card = min(0.95, size / pool)
            p_has = 1.0 - (1.0 - p_card) ** len(cards)
            p_none_lower = (1.0 - p_card) ** len(lower)
            chance = max(chance, p_has * p_none_lower)
        # partners must be able to stay under the misère hand's card
        score = chance - 0.002 * pw[a.card]
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        if void_suits:
            return best, LEADS_UNDER_VOID.format(misere=name, suits=voids)
        return best, Phrase.translate("Bots", "leads low under the {misere} bidder").format(misere=name)
    if plain:
        return lowest(plain, ctx), VOID_LEADS_LOW.format(misere=name, suits=voids)
    joker = ctx.joker_leads() or ctx.legal
    return _misere_joker_lead(ctx, joker, targets), LEADS_THE_JOKER


def _misere_joker_lead(ctx: PlayContext, plays: Sequence[Play], targets: frozenset[int]) -> Play:
    """Name the suit where the misère hands can throw least: one they hold, where they are
    likely to hold low cards only."""
    def score(a: Play) -> float:
        s = a.lead_suit
        if s is None:
            return 0.0
        total = 0.0
        for t in targets:
            cards = ctx.cards_in(ctx.possible(t), s)
            if not cards or s in ctx.voids[t]:
                total -= 20
            else:
                total -= max(ctx.pw[c] for c in cards) / 10
        return total
    return max(plays, key=score)


# =============================================================================== Spades
def _spades_bid(ctx: PlayContext, seat: int) -> str | None:
    return bid_of(ctx.view, seat)


def _nil_alive(ctx: PlayContext, seat: int) -> bool:
    return _spades_bid(ctx, seat) in ("nil", "blind_nil") and ctx.view.won[seat] == 0


def _team_need(ctx: PlayContext, side: Sequence[int]) -> int:
    bid = 0
    won = 0
    for s in side:
        call = _spades_bid(ctx, s)
        if call is not None and call.isdigit():
            bid += int(call)
            won += ctx.view.won[s]
    return bid - won


def spades_play(ctx: PlayContext) -> Choice:
    me = ctx.mover
    rules = ctx.rules
    mine = rules.side_with(me)
    theirs = next(s for s in rules.sides if me not in s)
    partner = next(s for s in mine if s != me)
    if _nil_alive(ctx, me):
        return _nil_play(ctx)
    need = _team_need(ctx, mine)
    opp_need = _team_need(ctx, theirs)
    foe_nil = [s for s in theirs if _nil_alive(ctx, s)]
    partner_nil = _nil_alive(ctx, partner)
    side_idx = rules.sides.index(mine)
    bags = ctx.view.bags[side_idx] if ctx.view.bags else 0
    tricks_left = len(ctx.hand)
    # wins wanted: make the contract, set the opponents, or break their nil
    can_set = opp_need > 0 and tricks_left - opp_need <= 2
    want = need > 0 or can_set or bool(foe_nil) or (need <= 0 and bags < rules.bag_limit - 4
                                                    and opp_need > 0)
    if partner_nil:
        return _protect_nil(ctx, partner, want)
    if foe_nil and not ctx.trick:
        return _break_nil_lead(ctx, foe_nil)
    if foe_nil and ctx.trick:
        cur_seat, cur_key = ctx.winning()
        if cur_seat in foe_nil:
            under = [a for a in ctx.legal if ctx.key(a.card) < cur_key]
            if under:
                return max(under, key=lambda a: (ctx.eff[a.card] == ctx.led, -ctx.pw[a.card])), \
                    Phrase.translate("Bots", "stays under the nil bidder, who is winning the trick")
        if any(s in foe_nil for s in ctx.later):
            follows = [a for a in ctx.legal if ctx.eff[a.card] == ctx.led]
            if follows:
                return lowest(follows, ctx), UNDER_NIL_TO_COME
    if not want:
        return duck(ctx), Phrase.translate("Bots", "avoids bags: the contract is safe")
    if not ctx.trick:
        return _spades_lead(ctx)
    return follow(ctx)


def _spades_lead(ctx: PlayContext) -> Choice:
    eff, pw = ctx.eff, ctx.pw
    plays = {a.card: a for a in ctx.legal}
    foes_with_spades = [f for f in ctx.foes if ctx.cards_in(ctx.possible(f), SPADES)]
    spades = sorted((c for c in plays if eff[c] == SPADES), key=lambda c: -pw[c])
    if spades and foes_with_spades and ctx.is_master(spades[0]) and len(spades) >= 2:
        return plays[spades[0]], Phrase.translate("Bots", "draws spades")
    masters = [c for c in plays if eff[c] != SPADES and ctx.is_master(c)
               and not _ruff_risk(ctx, eff[c])]
    if masters:
        return plays[max(masters, key=lambda c: pw[c])], CASHES_A_WINNER
    return lead(ctx)


def _nil_play(ctx: PlayContext) -> Choice:
    """Our own nil: never win a trick."""
    play, why = misere_contractor_play(ctx)
    return play, Phrase.translate("Bots", "nil: {reason}").format(reason=why)


def _protect_nil(ctx: PlayContext, partner: int, want: bool) -> Choice:
    """Partner bid nil: take the tricks partner might win."""
    plays = ctx.legal
    if not ctx.trick:
        masters = [a for a in plays if ctx.is_master(a.card)]
        if masters:
            return highest(masters, ctx), Phrase.translate("Bots", "covers partner's nil: leads a winner")
        voids = [s for s in SUITS if s in ctx.voids[partner]]
        for s in voids:
            cards = [a for a in plays if ctx.eff[a.card] == s]
            if cards:
                return highest(cards, ctx), Phrase.translate("Bots", "leads a suit partner is void in")
        return highest(plays, ctx), Phrase.translate("Bots", "covers partner's nil: leads high")
    cur_seat, cur_key = ctx.winning()
    if cur_seat == partner:
        over = [a for a in plays if ctx.key(a.card) > cur_key]
        if over:
            return (min(over, key=lambda a: ctx.key(a.card)),
                    Phrase.translate("Bots", "overtakes partner's card to save the nil"))
        return throw(ctx), Phrase.translate("Bots", "cannot cover partner")
    if partner in ctx.later:
        # win high now so partner can throw a low card
        winners = [a for a in plays if ctx.key(a.card) > cur_key]
        if winners:
            return (max(winners, key=lambda a: ctx.key(a.card)),
                    Phrase.translate("Bots", "plays high to cover partner's nil"))
        return throw(ctx), CANNOT_WIN
    if want:
        return follow(ctx)
    return duck(ctx), Phrase.translate("Bots", "partner's nil is safe in this trick")


def _break_nil_lead(ctx: PlayContext, nil_seats: Sequence[int]) -> Choice:
    """Lead low in a suit the nil bidder still holds."""
    eff, pw = ctx.eff, ctx.pw
    best: Play | None = None
    best_score = -1e9
    for a in ctx.legal:
        s = eff[a.card]
        score = 0.0
        for t in nil_seats:
            cards = ctx.cards_in(ctx.possible(t), s)
            if not cards or s in ctx.voids[t]:
                continue
            lower = sum(1 for c in cards if pw[c] < pw[a.card])
            score = max(score, len(cards) / (1 + lower))
        score -= pw[a.card] * 0.01 + (1 if s == SPADES else 0)
        if score > best_score:
            best, best_score = a, score
    assert best is not None
    return best, Phrase.translate("Bots", "leads low to break the nil")

"""Card play of the heuristic players in Spades: making the side's bid without bags, a nil of
our own (played as a misère), covering partner's nil, and breaking the other side's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..core import Play
from ..core.cards import SPADES, SUITS
from ..core.phrases import Phrase
from .context import PlayContext, bid_of
from .discards import duck, highest, lowest, throw
from .misere_play import misere_contractor_play
from .play import CANNOT_WIN, CASHES_A_WINNER, Choice, follow, lead, ruff_risk

UNDER_NIL_TO_COME: Final = Phrase.translate("Bots", "plays low, under the nil bidder to come")

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
    bags = ctx.view.bags[rules.side_of[me]] if ctx.view.bags else 0
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
               and not ruff_risk(ctx, eff[c])]
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

"""Card play of the heuristic players in a misère: the contractor losing every trick (with both
hands under ``both_hands``), the defenders forcing a trick on it ("the misère bidder is void in
clubs").  Spades nil play uses the contractor's (``spades_play.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..core import Card, Play
from ..core.cards import JOKER_SUIT, SPADES, SUITS
from ..core.phrases import Phrase
from ..core.terms import suit_word, term
from .context import PlayContext
from .discards import highest, lowest, unblock_value
from .evaluate import suit_forced
from .play import LEADS_THE_JOKER, Choice

LEADS_UNDER_VOID: Final = Phrase.translate("Bots", "leads low under the {misere} bidder (who is void "
                                           "in {suits})")
VOID_LEADS_LOW: Final = Phrase.translate("Bots", "the {misere} bidder is void in {suits}: leads low "
                                         "anyway")



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

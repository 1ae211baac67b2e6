"""Which card a heuristic player gives up: on a trick it cannot or need not win (``throw``), on a
trick it wants to lose (``duck``: Spades bags) and in misère defence (``unblock_value``).

Split out of ``play.py``, which decides whether to win a trick; this module only chooses the
card that costs least once that is decided.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Card, Play
from ..core.cards import JOKER_SUIT, SPADES
from .context import PlayContext

REDUNDANT_MASTER = 3.0
"""What a master loses in keep value for each higher card of its suit in the same hand: the
lowest of a run of winners (AKQJ: the jack) is the one winner a discard costs least, while a
lone master (a singleton ace) is a sure trick, an entry and the suit's only stopper."""


def lowest(plays: Sequence[Play], ctx: PlayContext) -> Play:
    return min(plays, key=lambda a: (ctx.pw[a.card], a.card))


def highest(plays: Sequence[Play], ctx: PlayContext) -> Play:
    return max(plays, key=lambda a: (ctx.pw[a.card], a.card))


def throw(ctx: PlayContext) -> Play:
    """The card that costs least: a low card of the led suit, else a useless discard."""
    plays = ctx.plain() or ctx.legal
    led = ctx.led
    follows = [a for a in plays if ctx.eff[a.card] == led]
    if follows:
        return lowest(follows, ctx)
    return min(plays, key=lambda a: keep_value(ctx, a.card))


def keep_value(ctx: PlayContext, card: Card) -> float:
    """How much a card is worth keeping (lower: discard first): the joker and trumps, then
    winners (a lone one above the lowest of a run), guarded second-best cards, the rest."""
    eff, pw = ctx.eff, ctx.pw
    e = eff[card]
    if e == JOKER_SUIT:
        return 500.0
    if ctx.trump is not None and e == ctx.trump:
        return 200.0 + pw[card]
    suit_len = sum(1 for c in ctx.hand if eff[c] == e)
    value = pw[card] / 4.0
    if ctx.is_master(card):
        above = sum(1 for c in ctx.hand if eff[c] == e and pw[c] > pw[card])
        value += 40.0 - REDUNDANT_MASTER * above
    else:
        higher = [c for c in ctx.outstanding(e) if pw[c] > pw[card]]
        if len(higher) == 1 and suit_len >= 2:
            value += 12.0  # a guarded second-best card
    if ctx.trump is not None:
        value += suit_len * 0.6  # shorten short suits: voids let us trump
    else:
        value += suit_len * 1.5  # at no trumps keep length
    return value


def duck(ctx: PlayContext) -> Play:
    """Lose this trick as cheaply as possible (Spades bags): the highest card that stays under
    the trick (of the led suit first), else the lowest."""
    plays = ctx.legal
    if not ctx.trick:
        non_spades = [a for a in plays if ctx.eff[a.card] != SPADES] or list(plays)
        return lowest(non_spades, ctx)
    _, cur_key = ctx.winning()
    under = [a for a in plays if ctx.key(a.card) < cur_key]
    if under:
        return max(under, key=lambda a: (ctx.eff[a.card] == ctx.led, ctx.pw[a.card]
                                         if ctx.eff[a.card] != SPADES else -1))
    return lowest(plays, ctx)


def unblock_value(ctx: PlayContext, card: Card, targets: frozenset[int]) -> float:
    """Higher: the better to throw away in misère defence (high cards in suits the misère
    hands still hold, then cards of suits they are void in; low cards are kept for leading)."""
    eff, pw = ctx.eff, ctx.pw
    e = eff[card]
    if e == JOKER_SUIT:
        return -100.0
    target_has = any(ctx.cards_in(ctx.possible(t), e) and e not in ctx.voids[t] for t in targets)
    if not target_has:
        return 50.0 + pw[card]
    return float(pw[card])

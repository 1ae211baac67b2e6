/* The compiled double-dummy search, part 3b: a cut in the trick in progress
 * (trick_in_progress.py, line for line).  Before the last card of a trick, the side that can
 * bring the highest card to it (nothing the other side can still play beats it) takes the
 * trick and then the sure trumps one of its hands keeps (one fewer when that hand must play a
 * trump to this trick), or where the other side holds no trump the quick tricks of the winning
 * hand on lead after it; the rest of the trick is not searched when that settles the question.
 * Only sound where every seat plays for its side's tricks to the end.
 */
#ifndef DD_TRICK_H
#define DD_TRICK_H

#include "_dd_bounds.h"

/* The most the seats after ``seat`` in this trick can play to it, those on ``seat``'s side
 * (``*mates``) and the others (``*others``): each one's highest card of the suit led, or when
 * void in it its highest trump (in no trumps, free joker); -1 for none. */
static void later_power(const Solver *s, int seat, int played, int led, int *mates, int *others)
{
    const DDTable *t = s->t;
    const int *power = t->power[led];
    mask_t suit = t->smask[led];
    int side = s->attackers[seat], o, k, most;
    *mates = *others = -1;
    for (o = t->nxt[seat], k = played + 1; k < t->trick_size; o = t->nxt[o], k++) {
        mask_t theirs = s->hands[o], can = theirs & suit;
        int *into = s->attackers[o] == side ? mates : others;
        most = *into;
        if (can && power[bit_length(can) - 1] > most)
            most = power[bit_length(can) - 1];
        if (!can || (t->free_jokers && t->follow_anytime)) {
            can = theirs & s->trumps;
            if (can && power[bit_length(can) - 1] > most)
                most = power[bit_length(can) - 1];
        }
        *into = most;
    }
}

/* The sure trumps (trump_tricks) one hand of ``side`` keeps for the tricks after this one,
 * where that side wins this one with ``card``: a hand yet to play to it loses one when it must
 * play a trump (it wins with ``card``, a trump, or holds nothing else it may play); hands with
 * fewer than ``wanted`` trumps are not counted (TrickInProgress._kept_trumps).  Sets ``*ranks``
 * (that hand's j-th trump). */
static int kept_trumps(const Solver *s, int seat, int played, int led, int side, mask_t card,
                       int wanted, mask_t *ranks)
{
    const DDTable *t = s->t;
    mask_t theirs = 0, trumps = s->trumps, rank;
    int yet[MAX_SEATS] = {0}, most = 0, beaten, o, k, i;
    *ranks = 0;
    for (i = 0; i < t->n_active; i++)
        if (s->counted[t->active[i]] != side)
            theirs |= s->hands[t->active[i]] & trumps;
    for (o = seat, k = played; k < t->trick_size; o = t->nxt[o], k++)
        yet[o] = 1;
    for (i = 0; i < t->n_active; i++) {
        int h = t->active[i], tricks;
        mask_t hand = s->hands[h], follows;
        if (s->counted[h] != side || bit_count(hand & trumps) < wanted)
            continue;
        tricks = trump_tricks(s, h, theirs, &rank, &beaten);
        if (!tricks)
            continue;
        if (yet[h]) {
            follows = hand & t->smask[led];
            if ((hand & card & trumps) || !((follows ? follows : hand) & ~trumps))
                tricks--;
        }
        if (tricks > most) {
            most = tricks;
            *ranks = rank;
        }
    }
    return most;
}

/* Where the other side holds no trump, the quick tricks (quick_tricks) of the hand of ``side``
 * that wins this trick with ``card`` (its holder; ``wseat`` when it was played), on lead after
 * it.  The cards the other side plays to this trick only leave ``side``'s masters higher and its
 * long cards longer.  A partner yet to play follows to the suit led (so ``side``'s cards of that
 * suit are left out), or may throw any card (so the winner's own alone count, cash)
 * (TrickInProgress._quick_after).  Sets ``*ranks`` (as the quick tricks'). */
static int quick_after(Solver *s, int seat, int played, int led, int side, int wseat,
                       mask_t card, mask_t *ranks)
{
    const DDTable *t = s->t;
    mask_t saved[MAX_SEATS], live = 0;
    int winner = wseat, strip = 0, partners = 1, tricks, o, k, i;
    for (i = 0; i < t->n_active; i++)
        if (s->hands[t->active[i]] & card)
            winner = t->active[i];
    for (o = seat, k = played; k < t->trick_size; o = t->nxt[o], k++)
        if (s->counted[o] == side && o != winner) {
            if (s->hands[o] & t->smask[led])
                strip = 1;
            else
                partners = 0;
        }
    memcpy(saved, s->hands, sizeof(saved));
    s->hands[winner] &= ~card;
    for (i = 0; i < t->n_active; i++) {
        o = t->active[i];
        if (strip && s->counted[o] == side)
            s->hands[o] &= ~t->smask[led];
        live |= s->hands[o];
    }
    tricks = partners ? quick_tricks(s, winner, live, ranks) : cash(s, winner, 0, live, 0, ranks);
    memcpy(s->hands, saved, sizeof(saved));
    return tricks;
}

/* Whether a hand of ``side`` (counted or not) holds a trump (in no trumps, a joker)
 * (TrickInProgress._holds_trumps). */
static int holds_trumps(const Solver *s, int side)
{
    const DDTable *t = s->t;
    int i;
    for (i = 0; i < t->n_active; i++)
        if (s->counted[t->active[i]] == side && (s->hands[t->active[i]] & s->trumps))
            return 1;
    return 0;
}

/* The answer when the trick in progress, which the side that can bring the highest card to it
 * takes, and what that side surely takes after it settle the question: ``seat`` to play the
 * ``played + 1``-th card (not the last) of a trick led in ``led``, won so far by ``wseat`` with
 * a card worth ``wkey``; ``legal``: its legal cards; ``mates`` and ``others``: later_power's.  Sets ``s->ranks``; -1 (and ``s->ranks`` untouched) when it does not settle
 * (TrickInProgress._decided). */
static int decided(Solver *s, int seat, int played, int led, int wkey, int wseat, mask_t legal,
                   int need, int mates, int others)
{
    const DDTable *t = s->t;
    const int *power = t->power[led];
    int side = s->counted[seat], mine = mates, theirs = others, winners, wanted, later;
    mask_t best = top_of(legal & s->trumps), card, later_ranks = 0;
    if (!best)
        best = top_of(legal & t->smask[led]);
    if (best && power[bit_length(best) - 1] > mine)
        mine = power[bit_length(best) - 1];
    if (s->counted[wseat] == side) {
        if (wkey > mine)
            mine = wkey;
    } else if (wkey > theirs) {
        theirs = wkey;
    }
    winners = mine > theirs ? side : !side;
    card = ONE << ((mine > theirs ? mine : theirs) % 1000);
    /* The tricks after this one the winners must surely take to settle the question. */
    wanted = winners ? need - 1 : bit_count(s->hands[seat]) - need;
    if (wanted > 0) {
        later = kept_trumps(s, seat, played, led, winners, card, wanted, &later_ranks);
        if (later < wanted && !holds_trumps(s, !winners))
            later = quick_after(s, seat, played, led, winners, wseat, card, &later_ranks);
        if (later < wanted)
            return -1;
    }
    s->ranks = card | later_ranks;
    return winners;
}

#endif

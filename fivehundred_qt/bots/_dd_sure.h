/* The compiled double-dummy search, part 2a: sure trump tricks from a trick start
 * (quick_tricks.py, line for line): each side's hand whose trumps win most, its top j less the
 * other side's trumps above the j-th; master trumps split between partners as far as the
 * longer hand reaches; every trump of a side that holds them all; for the other side, the
 * second trump guarded with the third or over the top one.  Each with the ranks it rests on.
 * Only sound where every seat plays for its side's tricks to the end.
 */
#ifndef DD_SURE_H
#define DD_SURE_H

#include "_dd_core.h"

/* The tricks ``seat``'s trumps surely win for its side against the other side's trumps
 * ``theirs``: of its top j trumps, at least j less the other side's trumps above the j-th, as
 * each of its trumps goes to a different trick and each of the other side's beats at most one
 * of them; the best j (TrickBounds._trump_tricks).  Sets ``*ranks`` (that j-th trump) and
 * ``*beaten`` (the other side's trumps above it). */
static int trump_tricks(const Solver *s, int seat, mask_t theirs, mask_t *ranks, int *beaten)
{
    mask_t mine = s->hands[seat] & s->trumps, card;
    int most = 0, count = 0, above;
    *ranks = 0;
    *beaten = 0;
    while (mine) {
        card = top_of(mine);
        mine ^= card;
        count++;
        above = bit_count(shr(theirs, bit_length(card)));
        if (count - above > most) {
            most = count - above;
            *ranks = card;
            *beaten = above;
        }
    }
    return most;
}

/* The hand of ``side`` (counted or not) whose trumps (free jokers in no trumps) surely win the
 * most tricks for that side (TrickBounds._sure_trumps).  Sets ``*holder`` (-1 for none) and
 * ``*ranks``; returns how many. */
static int sure_trumps(const Solver *s, mask_t live, int side, int *holder, mask_t *ranks)
{
    const DDTable *t = s->t;
    mask_t trumps = live & s->trumps, theirs = 0, card;
    int most = 0, tricks, beaten, i;
    *holder = -1;
    *ranks = 0;
    if (!trumps)
        return 0;
    for (i = 0; i < t->n_active; i++)
        if (s->counted[t->active[i]] != side)
            theirs |= s->hands[t->active[i]] & trumps;
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i];
        if (s->counted[o] != side)
            continue;
        tricks = trump_tricks(s, o, theirs, &card, &beaten);
        if (tricks > most) {
            most = tricks;
            *holder = o;
            *ranks = card;
        }
    }
    return most;
}

/* The trumps (free jokers in no trumps) of the one side that holds every one left: each wins
 * the trick it is played to, so that side takes at least as many tricks as its longest hand
 * holds trumps (TrickBounds._side_trumps; it rests on the suit lengths alone).  Sets
 * ``*holder`` to that hand; returns 0 when both sides hold trumps. */
static int side_trumps(const Solver *s, mask_t live, int *holder)
{
    const DDTable *t = s->t;
    mask_t trumps = live & s->trumps;
    int side = -1, most = 0, i;
    *holder = -1;
    if (!trumps)
        return 0;
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i], count = bit_count(s->hands[o] & trumps);
        if (!count)
            continue;
        if (side < 0)
            side = s->counted[o];
        else if (s->counted[o] != side)
            return 0;
        if (count > most) {
            most = count;
            *holder = o;
        }
    }
    return most;
}

/* The master trumps (above every trump the others hold) of the top trump's holder and a
 * partner, split between the two: a trick each as far as the longer hand's trumps reach, as it
 * plays a low trump under each of the other's (TrickBounds._pair_trumps).  Sets ``*holder``
 * and ``*ranks`` (the last trump counted); returns how many, 0 for fewer than two. */
static int pair_trumps(const Solver *s, mask_t live, int *holder, mask_t *ranks)
{
    const DDTable *t = s->t;
    mask_t trumps = live & s->trumps, top, pair;
    int first = -1, held, most = 0, masters, longer, i;
    *holder = -1;
    *ranks = 0;
    if (!trumps || !(trumps & (trumps - 1)))
        return 0;
    top = top_of(trumps);
    for (i = 0; i < t->n_active && first < 0; i++)
        if (s->hands[t->active[i]] & top)
            first = t->active[i];
    held = bit_count(s->hands[first] & trumps);
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i];
        if (o == first || s->counted[o] != s->counted[first])
            continue;
        pair = (s->hands[first] | s->hands[o]) & trumps;
        masters = bit_count(shr(pair, bit_length(trumps & ~pair)));
        longer = bit_count(s->hands[o] & trumps);
        if (longer < held)
            longer = held;
        if (masters > longer)
            masters = longer;
        if (masters > most)
            most = masters;
    }
    if (most < 2)
        return 0;
    for (i = 0; i < most; i++) {
        *ranks = top_of(trumps);
        trumps ^= *ranks;
    }
    *holder = first;
    return most;
}

/* A trump trick for the side without the top trump: it holds the second trump with another
 * beside it and either the third trump too, or the second sits right after the top one's holder
 * (which then never plays after it but when the second's holder leads, after winning a trick).
 * Sets ``*holder`` (a seat of that side) and ``*ranks``; returns 1 or 0. */
static int later_trump(const Solver *s, mask_t live, int leader, int *holder, mask_t *ranks)
{
    const DDTable *t = s->t;
    mask_t trumps = live & s->trumps, top, second, third;
    int first = -1, next = -1, after = -1, i;
    *holder = -1;
    *ranks = 0;
    if (t->trump < 0 || bit_count(trumps) < 2)
        return 0;
    top = top_of(trumps);
    second = top_of(trumps ^ top);
    third = top_of(trumps ^ top ^ second);
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i];
        if (s->hands[o] & top)
            first = o;
        if (s->hands[o] & second)
            next = o;
        if (third && (s->hands[o] & third))
            after = o;
    }
    if (first < 0 || next < 0 || s->counted[first] == s->counted[next]
            || bit_count(s->hands[next] & trumps) < 2)
        return 0;
    if (after >= 0 && s->counted[after] == s->counted[next]) {
        *holder = next;
        *ranks = third;
        return 1;
    }
    if (t->nxt[first] == next && leader != next) {
        *holder = next;
        *ranks = second;
        return 1;
    }
    return 0;
}

#endif

/* The compiled double-dummy search, where the counted seats play against taking tricks (a
 * Spades nil, a 500 misère): their sure bounds (misere_bounds.py, line for line).  Sure trumps
 * whoever plays how (a counted hand's top j trumps less every other seat's above the j-th; the
 * same of the others' as an upper bound; a group holding every trump), and a forced follow (an
 * attacker leading its lowest card of a suit a counted seat holds only above it, every other
 * seat not counted playing under that seat's lowest).
 */
#ifndef DD_MISERE_H
#define DD_MISERE_H

#include "_dd_bounds.h"

/* Whether ``seat`` (not counted) plays under ``card`` to a trick led in suit ``e``: an attacker
 * can, any other seat must (misere_bounds._under). */
static int under_card(const Solver *s, int seat, int e, mask_t card)
{
    const DDTable *t = s->t;
    mask_t hand = s->hands[seat], held = hand & t->smask[e];
    mask_t jokers = t->free_jokers ? hand & t->jmask : 0;
    if (s->attackers[seat]) {
        if (held)
            return (held & (card - 1)) != 0;
        if (jokers && t->misere)
            return 0;   /* a misère player without the suit must play its joker */
        return (hand & ~s->trumps) != 0;
    }
    if (held)
        return held < card && !(jokers && t->follow_anytime);
    return !(hand & s->trumps);
}

/* The lowest card of a suit a counted seat must win a trick with when the leader (an attacker,
 * not counted) leads its lowest card of that suit (misere_bounds.forced_follow); 0 for none. */
static mask_t forced_follow(const Solver *s, int leader)
{
    const DDTable *t = s->t;
    int e, i, k;
    if (!s->attackers[leader] || s->counted[leader])
        return 0;
    for (e = 0; e < 4; e++) {
        mask_t mask = t->smask[e];
        if (!(s->hands[leader] & mask) ||
            (t->spades && e == t->trump && !s->broken && (s->hands[leader] & ~mask)))
            continue;
        for (i = 0; i < t->n_active; i++) {
            int c = t->active[i], all = 1;
            mask_t held = s->hands[c] & mask, low;
            if (!s->counted[c] || !held)
                continue;
            low = lowest(held);
            for (k = 0; k < t->n_active && all; k++) {
                int o = t->active[k];
                if (!s->counted[o] && !under_card(s, o, e, low))
                    all = 0;
            }
            if (all)
                return low;
        }
    }
    return 0;
}

/* Sure lower and upper bounds of the counted seats' tricks from a trick start where not every
 * seat plays for its side's tricks, and the ranks each rests on (misere_bounds.misere_bounds). */
static void misere_bounds(const Solver *s, int leader, int left, mask_t live, int *lo, int *hi,
                          mask_t *lo_ranks, mask_t *hi_ranks)
{
    const DDTable *t = s->t;
    int holder, sure, k;
    mask_t ranks, forced;
    *lo = 0;
    *hi = left;
    *lo_ranks = *hi_ranks = 0;
    if (t->misere)
        for (k = 0; k < t->n_active; k++)
            if (s->counted[t->active[k]] && !s->ends_hand[t->active[k]])
                return;
    for (k = 0; k < 3; k++) {
        if (k == 0) {
            sure = side_trumps(s, live, &holder);
            ranks = 0;
        } else
            sure = sure_trumps(s, live, k == 1, &holder, &ranks);
        take_sure(s, left, holder, sure, ranks, lo, hi, lo_ranks, hi_ranks);
    }
    if (!*lo) {
        forced = forced_follow(s, leader);
        if (forced) {
            *lo = 1;
            *lo_ranks = forced;
        }
    }
    if (t->misere && *lo > 1)
        *lo = 1;
}

#endif

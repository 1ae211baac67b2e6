/* The compiled double-dummy search, part 2b: sure bounds of the counted seats' tricks from a
 * trick start (quick_tricks.py, line for line): the sure trump tricks (_dd_sure.h); with no
 * trump left, a master of the side not on lead when the other cannot lead enough tricks in its
 * own; and quick tricks (the leader cashing its masters, then a partner's through a low card to
 * its master or to its best card below the leader's, with no ruffer left once the leader's
 * trumps have drawn the opponents'; the leader's side suits while it or a partner keeps its
 * sure trumps; or a partner's ruff and the leader's own sure trumps, or the partner's own
 * cashed after a low ruff), each with the ranks it rests on.
 * Only sound where every seat plays for its side's tricks to the end.
 */
#ifndef DD_BOUNDS_H
#define DD_BOUNDS_H

#include "_dd_sure.h"

/* The tricks the leader takes leading a suit it holds ``mine`` of (``suit``: all its cards in
 * play) from the top while the others follow: one for each master, every card it holds when no
 * other hand holds more cards of the suit than it has masters (TrickBounds._from_the_top).
 * ``*rank``: its lowest master (0 for none). */
static int from_the_top(const Solver *s, int leader, mask_t mine, mask_t suit, mask_t *rank)
{
    const DDTable *t = s->t;
    int above = bit_length(suit & ~mine), count = bit_count(shr(mine, above)), longest = 0, i;
    *rank = 0;
    if (!count)
        return 0;
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i], length;
        if (o == leader)
            continue;
        length = bit_count(s->hands[o] & suit);
        if (length > longest)
            longest = length;
    }
    *rank = lowest(shr(mine, above) << above);
    return longest <= count ? bit_count(mine) : count;
}

/* Whether a hand may lead its trumps (in Spades, once broken or holding nothing else)
 * (TrickBounds._may_lead_trumps). */
static int may_lead_trumps(const Solver *s, mask_t hand)
{
    const DDTable *t = s->t;
    return (t->trump >= 0 && (!t->spades || s->broken || !(hand & ~s->trumps)))
           || (t->free_jokers && t->lead_mode == LEAD_ANY_SUIT);
}

/* Tricks the leader can cash from the top keeping the lead, its cards ``spent`` played already;
 * ``drawn``: the opponents' trumps are drawn already (quick_tricks._cash). */
static int cash(const Solver *s, int leader, mask_t spent, mask_t live, int drawn,
                mask_t *ranks_out)
{
    const DDTable *t = s->t;
    mask_t hand = s->hands[leader] & ~spent, trumps = s->trumps, ruffers[MAX_SEATS], ranks = 0, rank;
    int side = s->counted[leader], quick = 0, n_ruffers = 0, anytime, e, i;
    if (trumps) {
        mask_t mine = hand & trumps;
        if (mine && may_lead_trumps(s, hand))
            quick = from_the_top(s, leader, mine, live & trumps, &ranks);
        for (i = 0; i < t->n_active; i++) {
            int o = t->active[i];
            if (s->counted[o] != side && (s->hands[o] & trumps))
                ruffers[n_ruffers++] = s->hands[o];
        }
        if (t->trump >= 0) {
            for (i = 0; i < n_ruffers && !drawn; i++)   /* drawn by the leader's master trumps */
                if (bit_count(ruffers[i] & trumps) > quick)
                    break;
            if (drawn || i == n_ruffers)
                n_ruffers = 0;
        }
    }
    anytime = t->free_jokers && t->follow_anytime;
    for (e = 0; e < 4; e++) {
        mask_t mask, mine;
        int masters;
        if (e == t->trump)
            continue;
        mask = t->smask[e];
        mine = hand & mask;
        if (!mine)
            continue;
        masters = from_the_top(s, leader, mine, live & mask, &rank);
        for (i = 0; i < n_ruffers; i++) {
            int follows = bit_count(ruffers[i] & mask);
            masters = anytime ? 0 : (follows < masters ? follows : masters);
        }
        if (masters) {
            quick += masters;
            ranks |= rank;
        }
    }
    *ranks_out = ranks;
    return quick;
}

/* A trick the leader's side takes by a partner's ruff: the leader leads a side suit a partner
 * lacks and holds trumps in, and every opponent follows to it, holds no trump, or holds only
 * trumps below the partner's highest.  Returns 1 and sets ``*ranks_out`` (the partner's highest
 * trump when an opponent's trumps were compared to it, which it ruffs with; else 0, and it
 * ruffs with its lowest), ``*ruffer`` (that partner) and ``*ruff`` (the trump), else 0. */
static int partner_ruff(const Solver *s, int leader, mask_t *ranks_out, int *ruffer,
                        mask_t *ruff)
{
    const DDTable *t = s->t;
    mask_t hand = s->hands[leader];
    int side = s->counted[leader], i, j, e;
    if (t->trump < 0)
        return 0;
    for (i = 0; i < t->n_active; i++) {
        int partner = t->active[i];
        mask_t top = top_of(s->hands[partner] & s->trumps);
        if (partner == leader || s->counted[partner] != side || !top)
            continue;
        for (e = 0; e < 4; e++) {
            mask_t mask = t->smask[e];
            int ok = 1, compared = 0;
            if (e == t->trump || !(hand & mask) || (s->hands[partner] & mask))
                continue;
            for (j = 0; j < t->n_active && ok; j++) {
                int o = t->active[j];
                mask_t theirs = s->hands[o] & s->trumps;
                if (s->counted[o] == side || (s->hands[o] & mask) || !theirs)
                    continue;
                if (top_of(theirs) > top)
                    ok = 0;
                compared = 1;
            }
            if (ok) {
                *ranks_out = compared ? top : 0;
                *ruffer = partner;
                *ruff = compared ? top : lowest(s->hands[partner] & s->trumps);
                return 1;
            }
        }
    }
    return 0;
}

/* How the leader gives ``partner`` the lead in suit ``e``, every opponent who could ruff
 * following in a side suit, trumps only when the leader may lead them (TrickBounds._crossing):
 * 0 for no way; else the tricks it adds (0: a low card to the partner's master, its first
 * master; 1: K x opposite A x, a low card to the best card below the leader's masters),
 * ``*after_own`` (still so once the leader has cashed its masters of the suit) and ``*ranks``
 * (that card's rank). */
static int crossing(const Solver *s, int leader, int partner, int e, mask_t live,
                    const mask_t *ruffers, int n_ruffers, int *extra, int *after_own,
                    mask_t *ranks)
{
    const DDTable *t = s->t;
    mask_t mask = t->smask[e], hand = s->hands[leader] & mask, held = s->hands[partner] & mask;
    mask_t suit = live & mask, best;
    int masters, i;
    if (!hand || !held)
        return 0;
    if (e != t->trump) {
        for (i = 0; i < n_ruffers; i++)
            if (!(ruffers[i] & mask))
                return 0;
    } else {
        n_ruffers = 0;
        if (t->spades && !s->broken && (s->hands[leader] & ~mask))
            return 0;
    }
    best = top_of(held);
    if (!shr(suit, bit_length(best))) {
        *extra = 0;
        *after_own = 1;
        *ranks = 0;
        return 1;
    }
    masters = bit_count(shr(hand, bit_length(best)));
    if (top_of(suit & ~hand) != best || bit_count(hand) == masters)
        return 0;
    *after_own = bit_count(held) > masters;
    for (i = 0; i < n_ruffers; i++)
        if (bit_count(ruffers[i] & mask) <= masters)
            *after_own = 0;
    *extra = 1;
    *ranks = best;
    return 1;
}

/* The partner's tricks after a crossing that adds ``extra`` resting on ``cross_ranks``, its own
 * ``cashed`` (resting on ``cashed_ranks``); after as many of the leader's ``own`` quick tricks as
 * the partner has other cards to play to, when there is no free joker (a joker led names any
 * suit), resting on both's ranks (TrickBounds._crossed). */
static int crossed(const Solver *s, int leader, int own, mask_t own_ranks, int cashed,
                   mask_t cashed_ranks, int extra, int after_own, mask_t cross_ranks,
                   mask_t *more_ranks)
{
    int more = cashed + extra, left = bit_count(s->hands[leader]);
    *more_ranks = cashed_ranks | cross_ranks;
    if (!own || !after_own || s->t->free_jokers)
        return more;
    *more_ranks |= own_ranks;
    return own + more < left ? own + more : left;
}

/* Whether the leader's master trumps, cashed from the top, draw every trump the opponents
 * hold (in a trump contract, without free jokers) (TrickBounds._draws). */
static int draws(const Solver *s, int leader, mask_t live)
{
    const DDTable *t = s->t;
    mask_t hand = s->hands[leader], mine = hand & s->trumps, rank;
    int quick, i;
    if (t->trump < 0 || t->free_jokers || !mine || !may_lead_trumps(s, hand))
        return 0;
    quick = from_the_top(s, leader, mine, live & s->trumps, &rank);
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i];
        if (s->counted[o] != s->counted[leader] && bit_count(s->hands[o] & s->trumps) > quick)
            return 0;
    }
    return 1;
}

/* The most the leader's ``own`` quick tricks and ``partner``'s own cashed after a crossing to
 * it (crossing: a suit ``ruffers`` do not stop) come to, 0 for none; ``drawn``: where the
 * leader's own (trumps first) draw the opponents' trumps (draws), so that no opponent is left
 * to ruff the partner's cashes, and only crossings the partner keeps while it plays to the
 * leader's tricks (TrickBounds._crossings).  Sets ``*ranks`` (as crossed's). */
static int crossings(const Solver *s, int leader, int partner, int own, mask_t own_ranks,
                     mask_t live, const mask_t *ruffers, int n_ruffers, int drawn, mask_t *ranks)
{
    mask_t cross_ranks, cashed_ranks = 0, more_ranks;
    int best = 0, cashed = -1, extra, after_own, e;
    *ranks = 0;
    for (e = 0; e < 4; e++) {
        int more;
        if (!crossing(s, leader, partner, e, live, ruffers, n_ruffers, &extra, &after_own,
                      &cross_ranks) || (drawn && !after_own))
            continue;
        if (cashed < 0)
            cashed = cash(s, partner, 0, live, drawn, &cashed_ranks);
        more = crossed(s, leader, own, own_ranks, cashed, cashed_ranks, extra, after_own,
                       cross_ranks, &more_ranks);
        if (more > best) {
            best = more;
            *ranks = more_ranks;
        }
    }
    return best;
}

/* The leader's own quick tricks, or a partner's after the leader crosses to it, the two added
 * up where the partner can keep its masters meanwhile (TrickBounds._quick_tricks). */
static int quick_tricks(const Solver *s, int leader, mask_t live, mask_t *ranks_out)
{
    const DDTable *t = s->t;
    mask_t ranks, more_ranks, own_ranks, cashed_ranks = 0, cross_ranks, ruffers[MAX_SEATS];
    mask_t theirs = 0, ruff;
    int quick = cash(s, leader, 0, live, 0, &ranks), side = s->counted[leader], n_ruffers = 0, i, e;
    int own = quick, kept, drawn, left, more;
    own_ranks = ranks;
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i];
        if (s->counted[o] != side && (s->hands[o] & s->trumps))
            ruffers[n_ruffers++] = s->hands[o];
    }
    if (n_ruffers && t->free_jokers && t->follow_anytime) {
        *ranks_out = ranks;
        return quick;
    }
    for (i = 0; i < n_ruffers; i++)
        theirs |= ruffers[i] & s->trumps;
    /* When the leader cashes no trump (it does not hold the top one), the opponents follow to
     * its tricks: it and each partner keep their sure trumps for later (a partner throwing
     * other cards to the leader's tricks while it can). */
    kept = own && !(s->hands[leader] & top_of(live & s->trumps));
    drawn = n_ruffers && draws(s, leader, live);
    left = bit_count(s->hands[leader]);
    for (i = 0; i < t->n_active; i++) {
        int partner = t->active[i];
        if (s->counted[partner] != side)
            continue;
        if (kept) {
            int beaten;
            more = own + trump_tricks(s, partner, theirs, &cross_ranks, &beaten);
            if (more > left - beaten)
                more = left - beaten;
            if (more > quick) {
                quick = more;
                ranks = own_ranks | cross_ranks;
            }
        }
        if (partner == leader)
            continue;
        more = crossings(s, leader, partner, own, own_ranks, live, ruffers, n_ruffers, 0,
                         &more_ranks);
        if (more > quick) {
            quick = more;
            ranks = more_ranks;
        }
        if (drawn) {
            more = crossings(s, leader, partner, own, own_ranks, live, NULL, 0, 1, &more_ranks);
            if (more > quick) {
                quick = more;
                ranks = more_ranks;
            }
        }
    }
    if (partner_ruff(s, leader, &more_ranks, &i, &ruff)) {
        /* The ruff spends none of the leader's trumps: its sure trumps win tricks besides.
         * Where every opponent follows or holds no trump and the side is the two of them, the
         * partner ruffs low, keeps the lead and cashes its own (the others' discards only
         * shorten their suits). */
        int beaten, pair = 0;
        more = 1 + trump_tricks(s, leader, theirs, &cross_ranks, &beaten);
        if (more > quick) {
            quick = more;
            ranks = more_ranks | cross_ranks;
        }
        for (e = 0; e < t->n_active; e++)
            pair += s->counted[t->active[e]] == side;
        if (!more_ranks && pair == 2) {
            more = 1 + cash(s, i, ruff, live, 0, &cashed_ranks);
            if (more > quick) {
                quick = more;
                ranks = cashed_ranks;
            }
        }
    }
    *ranks_out = ranks;
    return quick;
}

/* A later trick for the side not on lead when no trump is left (TrickBounds._later_master): it
 * holds the master of some suit, and the tricks left outnumber what the leader's side can lead
 * in the suits whose masters it holds (in each, at most its longest holding).  Returns that
 * side's masters (the ranks it rests on), 0 when it does not apply. */
static mask_t later_master(const Solver *s, int leader, int left, mask_t live)
{
    const DDTable *t = s->t;
    int side = s->counted[leader], sum = 0, e, i;
    mask_t theirs = 0, suited = t->smask[0] | t->smask[1] | t->smask[2] | t->smask[3];
    if ((live & s->trumps) || (live & ~suited))
        return 0;
    for (e = 0; e < 4; e++) {
        mask_t suit = live & t->smask[e], top;
        int ours = 0, most = 0;
        if (!suit)
            continue;
        top = top_of(suit);
        for (i = 0; i < t->n_active; i++) {
            int o = t->active[i], count = bit_count(s->hands[o] & suit);
            if (s->counted[o] != side)
                continue;
            if (count > most)
                most = count;
            if (s->hands[o] & top)
                ours = 1;
        }
        if (ours)
            sum += most;
        else
            theirs |= top;
    }
    return sum < left ? theirs : 0;
}

/* The bounds tightened by ``sure`` tricks of ``holder``: a counted holder's raise the lower
 * bound, another's lower the upper one; of equal bounds the first is kept
 * (TrickBounds._sure_bounds). */
static void take_sure(const Solver *s, int left, int holder, int sure, mask_t ranks, int *lo,
                      int *hi, mask_t *lo_ranks, mask_t *hi_ranks)
{
    if (!sure)
        return;
    if (s->counted[holder]) {
        if (sure > *lo) {
            *lo = sure;
            *lo_ranks = ranks;
        }
    } else if (left - sure < *hi) {
        *hi = left - sure;
        *hi_ranks = ranks;
    }
}

static void misere_bounds(const Solver *s, int leader, int left, mask_t live, int *lo, int *hi,
                          mask_t *lo_ranks, mask_t *hi_ranks);   /* _dd_misere.h */

/* Sure lower and upper bounds of the counted seats' tricks from a trick start, and the ranks
 * each rests on (TrickBounds._bounds). */
static void trick_bounds(const Solver *s, int leader, int left, mask_t live, int *lo, int *hi,
                         mask_t *lo_ranks, mask_t *hi_ranks)
{
    int holder, sure, quick, other, k;
    mask_t ranks, more_ranks;
    *lo = 0;
    *hi = left;
    *lo_ranks = *hi_ranks = 0;
    if (!s->normal) {
        misere_bounds(s, leader, left, live, lo, hi, lo_ranks, hi_ranks);
        return;
    }
    for (k = 0; k < 4; k++) {   /* of equal bounds the first is kept: fewer ranks first */
        if (k == 0) {
            sure = side_trumps(s, live, &holder);
            ranks = 0;
        } else if (k == 1)
            sure = pair_trumps(s, live, &holder, &ranks);
        else
            sure = sure_trumps(s, live, k == 2, &holder, &ranks);
        take_sure(s, left, holder, sure, ranks, lo, hi, lo_ranks, hi_ranks);
    }
    if (later_trump(s, live, leader, &other, &more_ranks)) {
        if (s->counted[other]) {
            if (!*lo) {
                *lo = 1;
                *lo_ranks = more_ranks;
            }
        } else if (*hi == left) {
            *hi = left - 1;
            *hi_ranks = more_ranks;
        }
    }
    more_ranks = later_master(s, leader, left, live);
    if (more_ranks) {
        if (!s->counted[leader]) {
            if (!*lo) {
                *lo = 1;
                *lo_ranks = more_ranks;
            }
        } else if (*hi == left) {
            *hi = left - 1;
            *hi_ranks = more_ranks;
        }
    }
    quick = quick_tricks(s, leader, live, &ranks);
    if (s->counted[leader]) {
        if (quick > *lo) {
            *lo = quick;
            *lo_ranks = ranks;
        }
    } else if (left - quick < *hi) {
        *hi = left - quick;
        *hi_ranks = ranks;
    }
}

#endif

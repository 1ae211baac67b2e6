/* The compiled double-dummy search, part 4: the search itself (double_dummy.TrickSolver's
 * _lead, _follow, _next_trick, _note_small and the move order), step for step: the same moves
 * in the same order, the same small cards left out, the same positions counted, the same ranks
 * kept.
 */
#ifndef DD_SEARCH_H
#define DD_SEARCH_H

#include "_dd_table.h"
#include "_dd_trick.h"

static int lead(Solver *s, int seat, int need);

/* The cards of ``legal``, one per run of cards of one suit with no other ``live`` card between
 * them: the lowest of each run (double_dummy._merged). */
static int merged(const DDTable *t, mask_t legal, mask_t live, int *out)
{
    /* A card of ``legal`` carried up through the cards out of play (not past the start of a
     * suit) lands on the next card in play of its suit: one that does is not a run's lowest. */
    mask_t stops = t->suit_starts, out_of_play = ~live & ~stops;
    mask_t landed = (((legal << 1) & ~stops) + out_of_play) & ~out_of_play & ~stops;
    mask_t lowest_of_runs = legal & ~landed;
    int n = 0;
    while (lowest_of_runs) {
        out[n++] = low_card(lowest_of_runs);
        lowest_of_runs &= lowest_of_runs - 1;
    }
    return n;
}

/* Python's stable list.sort(key=..., reverse=...) of ``moves`` by ``keys``: equal keys keep
 * their order, whichever way. */
static void stable_sort(int *moves, int *keys, int n, int reverse)
{
    int i, j;
    for (i = 1; i < n; i++) {
        int move = moves[i], key = keys[i];
        for (j = i; j > 0 && (reverse ? keys[j - 1] < key : keys[j - 1] > key); j--) {
            moves[j] = moves[j - 1];
            keys[j] = keys[j - 1];
        }
        moves[j] = move;
        keys[j] = key;
    }
}

/* The suits a suitless joker may name when led (double_dummy._joker_names). */
static int joker_names(const Solver *s, mask_t hand, int *names)
{
    const DDTable *t = s->t;
    int unled[4], n_unled = 0, n = 0, e, last = (hand & (hand - 1)) == 0;
    for (e = 0; e < 4; e++)
        if (!(s->suits_led >> e & 1))
            unled[n_unled++] = e;
    if (t->lead_mode == LEAD_ANY_SUIT) {
        for (e = 0; e < 4; e++)
            names[n++] = e;
        return n;
    }
    if (t->lead_mode == LEAD_UNLED_SUIT && n_unled) {
        for (e = 0; e < n_unled; e++)
            names[n++] = unled[e];
    } else if (last) {
        for (e = 0; e < 4; e++)
            names[n++] = e;
    }
    if (!n && !(hand & ~t->jmask)) {
        if (n_unled) {
            for (e = 0; e < n_unled; e++)
                names[n++] = unled[e];
        } else {
            for (e = 0; e < 4; e++)
                names[n++] = e;
        }
    }
    return n;
}

/* Whether a partner of ``seat`` playing after ``o`` (who holds ``top``, the top card of
 * ``suit``) in a trick ``seat`` leads holds the suit's second card: any partner when ``o`` is
 * ``seat``, else one holding another card of the suit too, so that the second card stays over
 * ``o``'s top (MoveOrder._second_after). */
static int second_after(const Solver *s, int seat, int o, mask_t suit, mask_t top)
{
    const DDTable *t = s->t;
    mask_t second = top_of(suit & ~top);
    int p;
    for (p = t->nxt[o]; p != seat; p = t->nxt[p])
        if (s->attackers[p] == s->attackers[seat] && (s->hands[p] & second)
                && (o == seat || bit_count(s->hands[p] & suit) > 1))
            return 1;
    return 0;
}

/* A lead's place in the order (MoveOrder._lead_rank): in a trump contract first a side suit's
 * master no opponent can ruff (the trick is the leader's whatever the others play); then the
 * leads a partner takes or sets up (in a trump contract a side suit the partner can ruff; low
 * cards of suits whose top card the partner holds, or whose second card it holds under the
 * leader's top, or over the opponent holding the top, toward the partner's tenace), in no
 * trumps together with the masters; in a trump contract master trumps while an opponent holds
 * a trump; the rest; in a trump contract the other masters (cashes); low cards of suits whose
 * top card the leader holds; and last side suits an opponent can ruff; within each, suits the
 * opponents hold fewer cards of first (fewer replies to search; a void opponent counts as
 * holding one card more than the leader), then low cards first. */
static int lead_rank(const Solver *s, int seat, mask_t hand, mask_t live, int card)
{
    const DDTable *t = s->t;
    mask_t smask = t->smask[t->suit_of[card]], suit = live & smask, top;
    int side = s->attackers[seat], partner_ruffs = 0, i, tie = card;
    int void_count = bit_count(hand) + 1;   /* an opponent void in the suit: as many replies */
    int side_suit = t->trump >= 0 && !(smask & s->trumps);
    int partners = t->trump >= 0 ? 20000 : 0;   /* a lead the partner takes or sets up */
    for (i = 0; i < t->n_active; i++)
        if (s->attackers[t->active[i]] != side) {
            int held = bit_count(s->hands[t->active[i]] & suit);
            tie += 100 * (held ? held : void_count);
        }
    if (!((suit & ~hand) >> card)) {   /* a master */
        int drawing = 0;   /* a master trump drawing an opponent's trump */
        if (t->trump >= 0 && !side_suit)
            for (i = 0; i < t->n_active; i++)
                if (s->attackers[t->active[i]] != side && (s->hands[t->active[i]] & s->trumps))
                    drawing = 1;
        if (drawing)
            return 30000 + tie;
        if (side_suit) {   /* a cash no opponent can ruff comes first */
            for (i = 0; i < t->n_active; i++) {
                mask_t other = s->hands[t->active[i]];
                if (s->attackers[t->active[i]] != side && !(other & suit) && (other & s->trumps))
                    break;
            }
            if (i == t->n_active)
                return 5000 + tie;
        }
        return t->trump >= 0 ? 45000 + tie : tie;   /* in a trump contract, a cash */
    }
    if (side_suit) {
        for (i = 0; i < t->n_active; i++) {
            int o = t->active[i];
            if (o != seat && !(s->hands[o] & suit) && (s->hands[o] & s->trumps)) {
                if (s->attackers[o] != side)
                    return 70000 + tie;
                partner_ruffs = 1;
            }
        }
        if (partner_ruffs)
            return partners + tie;
    }
    top = top_of(suit);
    for (i = 0; i < t->n_active; i++) {
        int o = t->active[i];
        if (s->hands[o] & top) {
            if (s->attackers[o] == side && o != seat)
                return partners + tie;
            return (second_after(s, seat, o, suit, top) ? partners : o == seat ? 50000 : 40000)
                + tie;
        }
    }
    return 40000 + tie;
}

/* The leads, merged and ordered as lead_rank ranks them; then a suitless joker naming each suit
 * it may. */
static int lead_moves(const Solver *s, int seat, mask_t hand, mask_t live, int *moves)
{
    const DDTable *t = s->t;
    mask_t lead = hand;
    int names[MAX_MOVES], n_names = 0, n, i;
    if (t->spades && !s->broken && (hand & ~t->smask[0]))
        lead = hand & ~t->smask[0];
    if (t->free_jokers && (hand & t->jmask)) {
        mask_t jokers = hand & t->jmask;
        int suits[4], n_suits = joker_names(s, hand, suits);
        lead = hand & ~t->jmask;
        while (jokers) {
            int j = low_card(jokers);
            jokers ^= ONE << j;
            for (i = 0; i < n_suits; i++)
                names[n_names++] = j | (suits[i] + 1) << NAME_SHIFT;
        }
    }
    n = merged(t, lead, live, moves);
    if (n > 1 && s->normal) {
        int keys[MAX_MOVES];
        for (i = 0; i < n; i++)
            keys[i] = lead_rank(s, seat, hand, live, moves[i]);
        stable_sort(moves, keys, n, 0);
    }
    for (i = 0; i < n_names; i++)
        moves[n++] = names[i];
    return n;
}

/* ``move`` moved to the front of ``moves`` when it is among them after the first. */
static void promote(int *moves, int n, int move)
{
    int i;
    for (i = 1; i < n; i++)
        if (moves[i] == move) {
            for (; i > 0; i--)
                moves[i] = moves[i - 1];
            moves[0] = move;
            return;
        }
}

/* Whether a partner after ``seat`` in this trick (its ``played + 1``-th card, led in ``led``),
 * void in the suit led, holds fewer trumps (at least one) than ``seat``
 * (MoveOrder._shorter_ruffer). */
static int shorter_ruffer(const Solver *s, int seat, int played, int led)
{
    const DDTable *t = s->t;
    int mine = bit_count(s->hands[seat] & s->trumps), o = seat, k, theirs;
    for (k = played + 1; k < t->trick_size; k++) {
        o = t->nxt[o];
        theirs = bit_count(s->hands[o] & s->trumps);
        if (s->attackers[o] == s->attackers[seat] && !(s->hands[o] & t->smask[led])
                && theirs && theirs < mine)
            return 1;
    }
    return 0;
}

/* The order of a follower's moves that is not the last of the trick, where every seat plays
 * for its side's tricks (DDS's weights, simplified): low when its side wins the trick anyway
 * (its card winning already beats all the others can play, or a partner after it can beat
 * them), except that when the partner could win only by ruffing, the cheapest card that beats
 * all the others can play and not the partner's comes first (it wins the trick and spares the
 * partner's trump; not a ruff of its own where a partner after it, void in the suit led, holds
 * fewer trumps: the shorter trumps ruff); else the cheapest card that beats all the others can
 * play, then the other cards that win so far (highest first), then the cheapest throws. */
static void follow_order_early(const Solver *s, int *moves, int n, const int *power, int wkey,
                               int seat, int wseat, int played, int led, int others, int mates)
{
    int top = wkey > others ? wkey : others, keys[MAX_MOVES], sure[MAX_MOVES], beat[MAX_MOVES];
    int under[MAX_MOVES], n_sure = 0, n_beat = 0, n_under = 0, i, k = 0;
    int winning = s->attackers[wseat] == s->attackers[seat] && wkey > others;
    if (winning || mates > top) {
        int cover = -1;
        for (i = 0; i < n; i++)
            keys[i] = s->t->low_key[moves[i]];
        stable_sort(moves, keys, n, 0);
        if (winning || thousands(mates) == thousands(wkey))
            return;
        for (i = 0; i < n; i++)
            if (power[moves[i]] > top && power[moves[i]] < mates
                && (cover < 0 || power[moves[i]] < power[cover]))
                cover = moves[i];
        if (cover >= 0 && (thousands(power[cover]) == thousands(wkey)
                           || !shorter_ruffer(s, seat, played, led)))
            promote(moves, n, cover);
        return;
    }
    for (i = 0; i < n; i++) {
        if (power[moves[i]] > top)
            sure[n_sure++] = moves[i];
        else if (power[moves[i]] > wkey)
            beat[n_beat++] = moves[i];
        else
            under[n_under++] = moves[i];
    }
    for (i = 0; i < n_sure; i++)
        keys[i] = power[sure[i]];
    stable_sort(sure, keys, n_sure, 0);
    for (i = 0; i < n_beat; i++)
        keys[i] = power[beat[i]];
    stable_sort(beat, keys, n_beat, 1);
    for (i = 0; i < n_under; i++)
        keys[i] = s->t->low_key[under[i]];
    stable_sort(under, keys, n_under, 0);
    for (i = 0; i < n_sure; i++)
        moves[k++] = sure[i];
    for (i = 0; i < n_beat; i++)
        moves[k++] = beat[i];
    for (i = 0; i < n_under; i++)
        moves[k++] = under[i];
}

/* Likeliest first (double_dummy._follow_order): for tricks, before the last seat (the
 * ``played + 1``-th card of a trick led in ``led``; ``others`` and ``mates`` as later_power
 * gives them) as follow_order_early orders; in the last seat a cheap card under a partner's
 * winner, else the cheapest card that wins, then the cheapest throw.  In a misère the
 * contractor's side throws its highest card that does not win, the others play low unless the
 * contractor is winning. */
static void follow_order(const Solver *s, int *moves, int n, const int *power, int wkey,
                         int friendly, int seat, int wseat, int played, int led, int others,
                         int mates)
{
    int beat[MAX_MOVES], under[MAX_MOVES], keys[MAX_MOVES], n_beat = 0, n_under = 0, i, k = 0;
    if (n <= 1)
        return;
    if (s->normal && played + 1 < s->t->trick_size) {
        follow_order_early(s, moves, n, power, wkey, seat, wseat, played, led, others, mates);
        return;
    }
    for (i = 0; i < n; i++) {
        if (power[moves[i]] > wkey)
            beat[n_beat++] = moves[i];
        else
            under[n_under++] = moves[i];
    }
    if (s->normal) {
        for (i = 0; i < n_under; i++)
            keys[i] = s->t->low_key[under[i]];
        stable_sort(under, keys, n_under, 0);
        for (i = 0; i < n_beat; i++)
            keys[i] = power[beat[i]];
        stable_sort(beat, keys, n_beat, 0);
        if (friendly) {
            for (i = 0; i < n_under; i++)
                moves[k++] = under[i];
            for (i = 0; i < n_beat; i++)
                moves[k++] = beat[i];
        } else {
            for (i = 0; i < n_beat; i++)
                moves[k++] = beat[i];
            for (i = 0; i < n_under; i++)
                moves[k++] = under[i];
        }
        return;
    }
    if (s->counted[seat] != s->attackers[seat] || s->counted[wseat]) {
        for (i = n_under - 1; i >= 0; i--)
            moves[k++] = under[i];
        for (i = 0; i < n_beat; i++)
            moves[k++] = beat[i];
    }
}

/* ``ranks`` for a position where every move was searched: a card standing for a run of equal
 * cards that reaches from below the lowest rank that matters in its suit to above it matters
 * too (double_dummy._whole_runs). */
static mask_t whole_runs(const Solver *s, mask_t ranks, mask_t hand, mask_t live, const int *moves,
                         int n)
{
    const DDTable *t = s->t;
    mask_t cards = 0;
    int i;
    /* The cards from the highest down (a joker named twice is the same card: once will do). */
    for (i = 0; i < n; i++)
        cards |= ONE << (moves[i] & CARD_BITS);
    while (cards) {
        int card = bit_length(cards) - 1, top = card;
        mask_t smask = t->smask[t->suit_of[card]], low = ranks & smask, suit;
        cards ^= ONE << card;
        if (!low || (ONE << card) >= lowest(low))
            continue;
        suit = live & smask;
        for (;;) {
            mask_t above = shr(suit, top + 1);
            int following;
            if (!above)
                break;
            following = top + bit_length(lowest(above));
            if (!(shr(hand, following) & 1))
                break;
            top = following;
        }
        if ((ONE << top) >= lowest(low))
            ranks |= ONE << card;
    }
    return ranks;
}

/* Small cards (as DDS skips them): once a card of a suit was searched without a cut and lies
 * below the lowest card of that suit the answers so far rest on, every card of the suit below
 * that one gives the same answer (the positions differ only under the cut) and is not searched.
 * ``small[e]``: the card index under which suit ``e``'s moves are skipped (0: none yet). */
static inline void note_small(const Solver *s, int *small, int card, mask_t ranks)
{
    int e = s->t->suit_of[card];
    mask_t low;
    if (small[e])
        return;
    low = lowest(ranks & s->t->smask[e]);
    if (!low)
        small[e] = MAX_CARDS + 1;
    else if ((ONE << card) < low)
        small[e] = low_card(low);
}

static inline int is_small(const Solver *s, const int *small, int move)
{
    return !(move >> NAME_SHIFT) && move < small[s->t->suit_of[move]];
}

/* The trick won by ``winner`` with a card worth ``wkey``: the rest of the hand. */
static int next_trick(Solver *s, int winner, int led, int wkey, int ranked, int need)
{
    mask_t rank = ranked ? ONE << (wkey % 1000) : 0;
    int suits_led = s->suits_led, broken = s->broken, result;
    need -= s->counted[winner];
    s->tricks_done++;
    if (s->ends_hand[winner] || !s->hands[winner]) {
        s->ranks = rank;
        return need <= 0;
    }
    s->suits_led |= 1 << led;
    if (wkey >= 1000 && s->t->spades)
        s->broken = 1;
    result = lead(s, winner, need);
    s->suits_led = suits_led;
    s->broken = broken;
    s->ranks |= rank;
    return result;
}

/* ``seat`` to play the ``played + 1``-th card to a trick led in ``led``, won so far by
 * ``wseat`` with a card worth ``wkey`` (``ranked``: by rank); ``live``: the cards of the
 * trick and the hands (double_dummy._follow). */
static int follow(Solver *s, int seat, int played, int led, int wkey, int wseat, int ranked,
                  mask_t live, int need)
{
    const DDTable *t = s->t;
    mask_t hand, legal, ranks = 0;
    const int *power = t->power[led];
    int moves[MAX_MOVES];
    int n, i, attacking, last, nxt, kind, result, small[MAX_SUITS] = {0, 0, 0, 0, 0};
    int early, others = -1, mates = -1;
    count_node(s);
    hand = s->hands[seat];
    legal = follow_mask(t, hand, led);
    attacking = s->attackers[seat];
    last = played + 1 == t->trick_size;
    early = s->normal && !last;
    if (early) {
        int known;
        later_power(s, seat, played, led, &mates, &others);
        known = decided(s, seat, played, led, wkey, wseat, legal, need, mates, others);
        if (known >= 0)
            return known;
    }
    if (legal & (legal - 1)) {
        n = merged(t, legal, live, moves);
        follow_order(s, moves, n, power, wkey, s->attackers[wseat] == attacking, seat, wseat,
                     played, led, others, mates);
    } else {
        moves[0] = bit_length(legal) - 1;
        n = 1;
    }
    nxt = t->nxt[seat];
    kind = thousands(wkey);
    for (i = 0; i < n; i++) {
        /* Who wins the trick so far, with what, and whether by rank. */
        int k = power[moves[i]], winner = wseat, key = wkey, by_rank;
        if (is_small(s, small, moves[i]))
            continue;
        if (k > wkey) {
            winner = seat;
            key = k;
            by_rank = thousands(k) == kind;
        } else {
            by_rank = ranked || (k >= 0 && thousands(k) == kind);
        }
        s->hands[seat] = hand ^ (ONE << moves[i]);
        if (last)
            result = next_trick(s, winner, led, key, by_rank, need);
        else
            result = follow(s, nxt, played + 1, led, key, winner, by_rank, live, need);
        s->hands[seat] = hand;
        if (result == attacking)
            return attacking;
        ranks |= s->ranks;
        note_small(s, small, moves[i], ranks);
    }
    s->ranks = whole_runs(s, ranks, hand, live, moves, n);
    return !attacking;
}

/* The last trick, ``seat`` to lead: every hand holds one card, so the trick is worked out, not
 * searched (as DDS's Evaluate), nor counted as a trick completed; the answer rests on the
 * winning card when it beat another of its kind by rank (double_dummy._last_trick). */
static int last_trick(Solver *s, int seat, int need)
{
    const DDTable *t = s->t;
    int card = bit_length(s->hands[seat]) - 1, suit = t->suit_of[card], o = seat, k;
    const int *power = t->power[suit < 4 ? suit : 0];   /* a joker led wins whatever it names */
    int wkey = power[card], wseat = seat, ranked = 0;
    for (k = 1; k < t->trick_size; k++) {
        int key;
        o = t->nxt[o];
        key = power[bit_length(s->hands[o]) - 1];
        if (key > wkey) {
            ranked = key / 1000 == wkey / 1000;
            wkey = key;
            wseat = o;
        } else if (key >= 0 && key / 1000 == wkey / 1000) {
            ranked = 1;
        }
    }
    s->ranks = ranked ? ONE << (wkey % 1000) : 0;
    return need <= s->counted[wseat];
}

/* A trick start, ``seat`` to lead (double_dummy._lead).  Sets ``s->ranks``, as every search
 * step does: the cards whose ranks the answer rests on. */
static int lead(Solver *s, int seat, int need)
{
    const DDTable *t = s->t;
    const Position *parent = s->parent;
    Position pos;
    int known = settled(s, seat, need, &pos), moves[MAX_MOVES], n, i, found, best, searched;
    int small[MAX_SUITS] = {0, 0, 0, 0, 0};
    mask_t hand, ranks = 0;
    int attacking, follower, left;
    if (known >= 0)
        return known;
    hand = s->hands[seat];
    if (!(hand & (hand - 1)))
        return last_trick(s, seat, need);
    attacking = s->attackers[seat];
    found = !attacking;
    follower = t->nxt[seat];
    best = pos.best;
    n = lead_moves(s, seat, hand, pos.live, moves);
    left = bit_count(hand);
    /* The last lead that cut with as many cards in hand, the order's first, the lead that cut
     * before the last, the table's lead, then the rest of the order. */
    if (n > 1) {
        int ordered = moves[0];
        promote(moves, n, best);
        promote(moves, n, s->killers[left][1]);
        promote(moves, n, ordered);
        promote(moves, n, s->killers[left][0]);
    }
    searched = 1;
    s->parent = pos.bucket >= 0 ? &pos : NULL;   /* the next trick starts' codes come from it */
    for (i = 0; i < n; i++) {
        int move = moves[i], card = move & CARD_BITS, name = move >> NAME_SHIFT;
        int led = name ? name - 1 : t->suit_of[card], result;
        if (is_small(s, small, move))
            continue;
        s->hands[seat] = hand ^ (ONE << card);
        result = follow(s, follower, 1, led, t->power[led][card], seat, 0, pos.live, need);
        s->hands[seat] = hand;
        if (result == attacking) {
            found = attacking;
            best = move;
            ranks = s->ranks;
            searched = 0;
            if (s->killers[left][0] != move) {
                s->killers[left][1] = s->killers[left][0];
                s->killers[left][0] = move;
            }
            break;
        }
        ranks |= s->ranks;
        if (!name)
            note_small(s, small, card, ranks);
    }
    s->parent = parent;
    if (searched)
        ranks = whole_runs(s, ranks, hand, pos.live, moves, n);
    if (pos.bucket >= 0)
        store(s, (uint32_t)pos.bucket, pos.owners, pos.live, ranks, need, found, best);
    s->ranks = ranks;
    return found;
}

/* Whether the attackers can make the counted seats take ``need`` more tricks from the start
 * position (TrickSolver.at_least). */
static int at_least(Solver *s, int need)
{
    const DDTable *t = s->t;
    mask_t live = 0, played = 0;
    const int *power;
    int wkey = -1, wseat = -1, same = 0, i;
    if (s->start_done)
        return need <= 0;
    if (!s->trick_len)
        return lead(s, s->start_seat, need);
    for (i = 0; i < t->n_active; i++)
        live |= s->hands[t->active[i]];
    power = t->power[s->start_led];
    for (i = 0; i < s->trick_len; i++) {
        int card = s->trick_card[i];
        played |= ONE << card;
        if (power[card] > wkey) {
            wkey = power[card];
            wseat = s->trick_seat[i];
        }
    }
    for (i = 0; i < s->trick_len; i++) {
        int k = power[s->trick_card[i]];
        if (k >= 0 && thousands(k) == thousands(wkey))
            same++;
    }
    return follow(s, s->start_seat, s->trick_len, s->start_led, wkey, wseat, same > 1,
                  live | played, need);
}

#endif

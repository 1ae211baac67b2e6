/* The compiled double-dummy search, part 3: the table of answers (partition search), as in
 * double_dummy.py: trick starts seen (``seen``, forgotten all at once at ``max_seen``), buckets
 * by seat to lead and suit lengths, within a bucket groups by the mask of the owner fields an
 * entry fixes (in the order first stored: a Python dict's order, the first match wins), and
 * entries by the owner code under that mask.  A bucket keeps its entries in one array, group by
 * group, and a lookup reads them in a row: a few dozen entries read in order cost less than a
 * probe of a large hash table per group, each a likely cache miss.  Then ``settled``, the
 * answer at a trick start when it is known without searching.
 */
#ifndef DD_TABLE_H
#define DD_TABLE_H

#include "_dd_bounds.h"
#include "_dd_misere.h"

static void count_node(Solver *s)
{
    s->nodes++;
    if (s->has_limit && s->nodes > s->limit)
        fail(s, FAIL_BUDGET);
}

/* A bucket's hash, and its suit lengths ``lengths`` (per suit, every hand's) as a bucket keeps
 * them, in ``packed``. */
static uint64_t bucket_hash(const Solver *s, int seat, int extra, const uint64_t *lengths,
                            uint64_t *packed)
{
    int i;
    packed[0] = packed[1] = packed[2] = 0;
    for (i = 0; i < s->t->n_suits; i++)
        packed[i / 2] |= lengths[i] << (i % 2 * 32);
    return finish(mix(mix(mix(mix((uint64_t)seat, (uint64_t)extra), packed[0]), packed[1]),
                      packed[2]));
}

/* The bucket of a seat to lead, ``extra`` and suit lengths (``h`` and ``packed``, as
 * bucket_hash gives them), made if new (table.setdefault). */
static uint32_t bucket_of(Solver *s, int seat, int extra, uint64_t h, const uint64_t *packed)
{
    size_t j, m;
    uint64_t k;
    int64_t item;
    Bucket *b;
    index_room(s, &s->bucket_index, s->buckets, sizeof(Bucket), s->n_buckets + 1);
    m = s->bucket_index.cap - 1;
    for (j = h & m; (k = s->bucket_index.slot[j]) != 0; j = (j + 1) & m) {
        if ((item = slot_item(k, h)) < 0)
            continue;
        b = &s->buckets[item];
        if (b->hash == h && b->seat == seat && b->extra == extra && b->lengths[0] == packed[0]
                && b->lengths[1] == packed[1] && b->lengths[2] == packed[2])
            return (uint32_t)item;
    }
    s->buckets = bucket_room(s, s->n_buckets + 1);
    b = &s->buckets[s->n_buckets];
    memset(b, 0, sizeof(*b));
    b->hash = h;
    memcpy(b->lengths, packed, sizeof(b->lengths));
    b->seat = (uint8_t)seat;
    b->extra = (uint8_t)extra;
    s->bucket_index.slot[j] = slot_of(h, s->n_buckets);
    return (uint32_t)(s->n_buckets++);
}

/* The owner code and lengths of the trick start whose cards are ``live`` (double_dummy._position,
 * _suit_code): made from the trick start before (``parent``) with the cards of the trick between
 * them taken out (a card's slot taken out of its suit's code, the slots below it moving up: a
 * step a card of the trick, not one a card held), else card by card (a question's first trick
 * start, or one after a trick in progress). */
static void position_of(const Solver *s, mask_t live, Position *pos)
{
    const DDTable *t = s->t;
    const Position *parent = s->parent;
    int i, a;
    if (parent) {
        mask_t gone = parent->live & ~live, left = parent->live;
        memcpy(pos->codes, parent->codes, sizeof(pos->codes));
        memcpy(pos->lengths, parent->lengths, sizeof(pos->lengths));
        while (gone) {
            int card = low_card(gone), f = t->field[card], at;
            uint64_t code = pos->codes[f], below;
            gone &= gone - 1;
            left ^= ONE << card;
            at = bit_count(shr(left & t->suits[f], card + 1)) * t->slot;
            below = at ? code & (((uint64_t)1 << at) - 1) : 0;
            pos->codes[f] = below | (code >> (at + t->slot) << at);
            pos->lengths[f] -= s->length_unit[card];
        }
    } else {
        for (i = 0; i < t->n_suits; i++) {
            mask_t every = live & t->suits[i];
            uint64_t length = 0, code = 0;
            int shift = 0;
            for (a = 0; a < t->n_active; a++)
                length = length * 16 + (uint64_t)bit_count(s->hands[t->active[a]] & t->suits[i]);
            while (every) {
                int card = bit_length(every) - 1;
                every ^= ONE << card;
                code |= (uint64_t)s->holder[card] << shift;
                shift += t->slot;
            }
            pos->codes[i] = code;
            pos->lengths[i] = length;
        }
    }
    memset(pos->owners, 0, sizeof(pos->owners));
    for (i = 0; i < t->n_suits; i++)
        or_shifted(pos->owners, pos->codes[i], t->field_at[i]);
}

/* The hash of a trick start seen (seen_of). */
static inline uint64_t seen_hash(int seat, int extra, mask_t live)
{
    return finish(mix_mask(mix((uint64_t)seat, (uint64_t)extra), live));
}

/* The seen trick start of the current hands (``h``: seen_hash), made if new (clearing every one
 * at max_seen), its bucket found from the lengths ``packed`` (``at``: their bucket_hash).  Cards
 * only leave hands during a search, so the cards still held by the active seats (``live``) tell
 * the hands apart: a seen trick start is known by them, the seat to lead and ``extra``. */
static Seen *seen_of(Solver *s, int seat, int extra, mask_t live, uint64_t h, uint64_t at,
                     const uint64_t *packed)
{
    size_t j, m;
    uint64_t k;
    int64_t item;
    Seen *e;
    index_room(s, &s->seen_index, s->seen, sizeof(Seen), s->n_seen + 1);
    m = s->seen_index.cap - 1;
    for (j = h & m; (k = s->seen_index.slot[j]) != 0; j = (j + 1) & m) {
        if ((item = slot_item(k, h)) < 0)
            continue;
        e = &s->seen[item];
        if (e->hash == h && e->live == live && e->seat == seat && e->extra == extra)
            return e;
    }
    if (s->n_seen >= s->max_seen) {
        s->n_seen = 0;
        memset(s->seen_index.slot, 0, s->seen_index.cap * sizeof(uint64_t));
        j = h & m;
    }
    s->seen = (Seen *)room(s, s->seen, &s->cap_seen, s->n_seen + 1, sizeof(Seen), 256, s->max_seen);
    e = &s->seen[s->n_seen];
    memset(e, 0, sizeof(*e));
    e->live = live;
    e->hash = h;
    e->seat = (uint8_t)seat;
    e->extra = (uint8_t)extra;
    e->bucket = bucket_of(s, seat, extra, at, packed);
    s->seen_index.slot[j] = slot_of(h, s->n_seen++);
    return e;
}

/* The ranks a table entry's answer rests on in a position whose cards are ``live``: the
 * lowest of the cards of each suit whose owners the entry fixes, ``pins`` (its word) telling
 * how many (double_dummy._pinned). */
static mask_t pinned(const Solver *s, uint64_t pins, mask_t live)
{
    const DDTable *t = s->t;
    mask_t ranks = 0;
    int i, c, count;
    for (i = 0; i < t->n_suits; i++) {
        mask_t suit = live & t->suits[i];
        count = (int)(pins >> (32 + i * PIN_BITS) & ((1 << PIN_BITS) - 1));
        if (!count)
            continue;
        /* The count-th card from the top: the lowest once the cards below it are gone. */
        for (c = bit_count(suit) - count; c > 0; c--)
            suit &= suit - 1;
        ranks |= lowest(suit);
    }
    return ranks;
}

/* Room in a bucket's rows for ``more`` words at ``at``, the rows after it moved up. */
static uint64_t *open_rows(Solver *s, Bucket *b, uint32_t at, uint32_t more)
{
    size_t cap = b->cap_rows;
    b->rows = (uint64_t *)arena_room(s, b->rows, &cap, b->n_rows, (size_t)b->n_rows + more,
                                     sizeof(uint64_t), 8);
    b->cap_rows = (uint32_t)cap;
    memmove(b->rows + at + more, b->rows + at, (b->n_rows - at) * sizeof(uint64_t));
    b->n_rows += more;
    return b->rows + at;
}

/* Keep an answer for every position of the bucket whose cards of each suit have the same
 * owners down to the lowest card in ``ranks`` (double_dummy._store). */
static void store(Solver *s, uint32_t bucket, const uint64_t *owners, mask_t live, mask_t ranks,
                  int need, int found, int best)
{
    const DDTable *t = s->t;
    const int words = t->key_words, stride = 2 * words + 1;
    uint64_t mask[OWNER_WORDS] = {0, 0, 0, 0}, key[OWNER_WORDS], pins = 0, *entry = NULL;
    uint32_t at, end;
    Bucket *b = &s->buckets[bucket];
    int i, w, lo, hi, in_group = 0;
    for (i = 0; i < t->n_suits; i++) {
        mask_t low = ranks & t->suits[i];
        if (low) {
            int count, bits;
            low = lowest(low);
            count = bit_count(live & t->suits[i] & ~(low - 1));
            bits = count * t->slot;
            pins |= (uint64_t)count << (32 + i * PIN_BITS);
            or_shifted(mask, bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1,
                       t->field_at[i]);
        }
    }
    for (w = 0; w < OWNER_WORDS; w++)
        key[w] = owners[w] & mask[w];
    /* The entry, else the end of its group, else the end of the rows (a new group: no need to
     * look when no group has its bit). */
    end = b->n_rows;
    for (at = b->groups & group_bit(pins) ? 0 : end; at < b->n_rows; at += (uint32_t)stride) {
        if (words == 2 ? (b->rows[at + 2] ^ mask[0]) | (b->rows[at + 3] ^ mask[1])
                       : !same_key(b->rows + at + words, mask, words)) {
            if (in_group)
                break;
            continue;
        }
        in_group = 1;
        end = at + (uint32_t)stride;
        if (same_key(b->rows + at, key, words)) {
            entry = b->rows + at;
            break;
        }
    }
    if (!entry) {
        entry = open_rows(s, b, end, (uint32_t)stride);
        memcpy(entry, key, (size_t)words * sizeof(uint64_t));
        memcpy(entry + words, mask, (size_t)words * sizeof(uint64_t));
        entry[2 * words] = entry_word(0, 99, -1, pins);
        if (!in_group) {
            b->groups |= group_bit(pins);
            b->n_groups++;
            s->n_groups++;
        }
        s->n_entries++;
    }
    lo = entry_lo(entry[2 * words]);
    hi = entry_hi(entry[2 * words]);
    if (found) {
        if (need > lo)
            lo = need;
    } else if (need - 1 < hi) {
        hi = need - 1;
    }
    entry[2 * words] = entry_word(lo, hi, best, entry[2 * words] & ~(uint64_t)0xffffffff);
}

/* What a bucket's entries know of whether the attackers reach ``need`` in a position of owner
 * code ``owners`` and cards ``live``: 1 or 0 (and the ranks it rests on), else -1 with
 * ``*best`` the move of the first entry that matches, if it has one.  The entries are read in
 * the order of their groups, as the Python walks the groups, the first that decides winning. */
static int recall(Solver *s, const Bucket *b, const uint64_t *owners, mask_t live, int need,
                  int *best)
{
    const int words = s->t->key_words, stride = 2 * words + 1;
    const uint64_t *row = b->rows, *end = b->rows + b->n_rows;
    uint64_t word, o0 = owners[0], o1 = owners[1];
    int w, differ;
    for (; row < end; row += stride) {
        if (words == 2) {   /* 4 seats, 64 cards or fewer: the case to be quick in */
            if (((o0 & row[2]) ^ row[0]) | ((o1 & row[3]) ^ row[1]))
                continue;
        } else {
            for (differ = 0, w = 0; w < words; w++)
                differ |= (owners[w] & row[words + w]) != row[w];
            if (differ)
                continue;
        }
        word = row[2 * words];
        if (need <= entry_lo(word) || need > entry_hi(word)) {
            s->ranks = pinned(s, word, live);
            return need <= entry_lo(word);
        }
        if (*best < 0)
            *best = entry_best(word);
    }
    return -1;
}

/* The answer at a trick start when it is known without searching: 1 or 0, else -1 and
 * ``pos`` holds what the search of it needs (double_dummy._settled). */
static int settled(Solver *s, int seat, int need, Position *pos)
{
    const DDTable *t = s->t;
    mask_t live = 0;
    int left, extra, best = -1, known, a;
    uint64_t seen_at, bucket_at, packed[3];
    uint32_t bucket;
    Seen *seen;
    s->ranks = 0;
    if (need <= 0)
        return 1;
    left = bit_count(s->hands[seat]);
    if (need > left)
        return 0;
    count_node(s);
    for (a = 0; a < t->n_active; a++)
        live |= s->hands[t->active[a]];
    if (left <= s->unstored) {
        pos->bucket = -1;
        pos->live = live;
        pos->best = -1;
        return -1;
    }
    extra = s->names_matter && (live & t->jmask) ? s->suits_led * 2 : 0;
    if (s->broken)
        extra += 1;
    /* The two probes' first reads asked for before the owner code is made, and both at once. */
    seen_at = seen_hash(seat, extra, live);
    index_prefetch(&s->seen_index, seen_at);
    position_of(s, live, pos);
    bucket_at = bucket_hash(s, seat, extra, pos->lengths, packed);
    index_prefetch(&s->bucket_index, bucket_at);
    seen = seen_of(s, seat, extra, live, seen_at, bucket_at, packed);
    bucket = seen->bucket;
    known = recall(s, &s->buckets[bucket], pos->owners, live, need, &best);
    if (known >= 0)
        return known;
    if (!seen->bounded) {
        /* First search of this position: its quick and sure trick bounds, kept as table
         * entries (they rest on few ranks, so they serve many positions). */
        int lo, hi;
        mask_t lo_ranks, hi_ranks;
        seen->bounded = 1;
        trick_bounds(s, seat, left, live, &lo, &hi, &lo_ranks, &hi_ranks);
        if (lo)
            store(s, bucket, pos->owners, live, lo_ranks, lo, 1, best);
        if (hi < left)
            store(s, bucket, pos->owners, live, hi_ranks, hi + 1, 0, best);
        if (need <= lo || need > hi) {
            s->ranks = need <= lo ? lo_ranks : hi_ranks;
            return need <= lo;
        }
    }
    pos->bucket = bucket;
    pos->live = live;
    pos->best = best;
    return -1;
}

#endif

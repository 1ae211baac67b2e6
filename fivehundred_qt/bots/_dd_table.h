/* The compiled double-dummy search, part 3: the table of answers (partition search), as in
 * double_dummy.py: trick starts seen (``seen``, forgotten all at once at ``max_seen``), buckets
 * by seat to lead and suit lengths, within a bucket groups by the mask of the owner fields an
 * entry fixes (in the order first stored: a Python dict's order, the first match wins), and
 * entries by the owner code under that mask.  Then ``settled``, the answer at a trick start
 * when it is known without searching.
 */
#ifndef DD_TABLE_H
#define DD_TABLE_H

#include "_dd_bounds.h"

static void count_node(Solver *s)
{
    s->nodes++;
    if (s->has_limit && s->nodes > s->limit)
        fail(s, FAIL_BUDGET);
}

/* The bucket of a seat to lead, ``extra`` and suit lengths, made if new (table.setdefault). */
static uint32_t bucket_of(Solver *s, int seat, int extra, const uint64_t *lengths)
{
    int n = s->t->n_suits, i;
    uint64_t h = mix((uint64_t)seat, (uint64_t)extra);
    size_t j, m;
    uint64_t k;
    int64_t item;
    Bucket *b;
    for (i = 0; i < n; i++)
        h = mix(h, lengths[i]);
    h = finish(h);
    index_room(s, &s->bucket_index, s->buckets, sizeof(Bucket), s->n_buckets + 1);
    m = s->bucket_index.cap - 1;
    for (j = h & m; (k = s->bucket_index.slot[j]) != 0; j = (j + 1) & m) {
        if ((item = slot_item(k, h)) < 0)
            continue;
        b = &s->buckets[item];
        if (b->hash == h && b->seat == seat && b->extra == extra
                && !memcmp(b->lengths, lengths, (size_t)n * sizeof(uint64_t)))
            return (uint32_t)item;
    }
    s->buckets = (Bucket *)room(s, s->buckets, &s->cap_buckets, s->n_buckets + 1, sizeof(Bucket), 0);
    b = &s->buckets[s->n_buckets];
    memset(b, 0, sizeof(*b));
    b->hash = h;
    memcpy(b->lengths, lengths, (size_t)n * sizeof(uint64_t));
    b->first = b->last = NONE32;
    b->seat = (uint8_t)seat;
    b->extra = (uint8_t)extra;
    s->bucket_index.slot[j] = slot_of(h, s->n_buckets);
    return (uint32_t)(s->n_buckets++);
}

/* What the search keeps of a trick start (double_dummy._position, _suit_code): its bucket,
 * and its owner code (per suit, the position in ``active`` of each card's holder from the top
 * down, SLOT bits each, the suit's field FIELD bits up). */
static uint32_t position_of(Solver *s, int seat, int extra, uint64_t *owners)
{
    const DDTable *t = s->t;
    uint64_t lengths[MAX_SUITS];
    mask_t holdings[MAX_SEATS];
    int i, a;
    memset(owners, 0, OWNER_WORDS * sizeof(uint64_t));
    for (i = 0; i < t->n_suits; i++) {
        mask_t every = 0;
        uint64_t length = 0, code = 0;
        int shift = 0;
        for (a = 0; a < t->n_active; a++) {
            holdings[a] = s->hands[t->active[a]] & t->suits[i];
            every |= holdings[a];
            length = length * 16 + (uint64_t)bit_count(holdings[a]);
        }
        while (every) {
            mask_t top = top_of(every);
            every ^= top;
            for (a = 0; a < t->n_active; a++)
                if (holdings[a] & top) {
                    code |= (uint64_t)a << shift;
                    break;
                }
            shift += SLOT;
        }
        lengths[i] = length;
        or_shifted(owners, code, i * FIELD);
    }
    return bucket_of(s, seat, extra, lengths);
}

/* The seen trick start of the current hands, made if new (clearing every one at max_seen). */
static Seen *seen_of(Solver *s, int seat, int extra)
{
    int n = s->t->n, i;
    uint64_t h = mix((uint64_t)seat, (uint64_t)extra);
    size_t j, m;
    uint64_t k;
    int64_t item;
    Seen *e;
    for (i = 0; i < n; i++)
        h = mix_mask(h, s->hands[i]);
    h = finish(h);
    index_room(s, &s->seen_index, s->seen, sizeof(Seen), s->n_seen + 1);
    m = s->seen_index.cap - 1;
    for (j = h & m; (k = s->seen_index.slot[j]) != 0; j = (j + 1) & m) {
        if ((item = slot_item(k, h)) < 0)
            continue;
        e = &s->seen[item];
        if (e->hash == h && e->seat == seat && e->extra == extra
                && !memcmp(e->hands, s->hands, (size_t)n * sizeof(mask_t)))
            return e;
    }
    if (s->n_seen >= s->max_seen) {
        s->n_seen = 0;
        memset(s->seen_index.slot, 0, s->seen_index.cap * sizeof(uint64_t));
        j = h & m;
    }
    s->seen = (Seen *)room(s, s->seen, &s->cap_seen, s->n_seen + 1, sizeof(Seen), s->max_seen);
    e = &s->seen[s->n_seen];
    memset(e, 0, sizeof(*e));
    memcpy(e->hands, s->hands, (size_t)n * sizeof(mask_t));
    e->hash = h;
    e->seat = (uint8_t)seat;
    e->extra = (uint8_t)extra;
    e->bucket = position_of(s, seat, extra, e->owners);
    s->seen_index.slot[j] = slot_of(h, s->n_seen++);
    return e;
}

static uint64_t entry_hash(uint32_t group, const uint64_t *key)
{
    uint64_t h = group;
    int w;
    for (w = 0; w < OWNER_WORDS; w++)
        h = mix(h, key[w]);
    return finish(h);
}

/* The entry of a group for an owner code under its mask, or -1. */
static int64_t entry_find(const Solver *s, uint32_t group, const uint64_t *key, uint64_t h)
{
    size_t j, m;
    uint64_t k;
    int64_t item;
    if (!s->entry_index.cap)
        return -1;
    m = s->entry_index.cap - 1;
    for (j = h & m; (k = s->entry_index.slot[j]) != 0; j = (j + 1) & m) {
        const Entry *e;
        if ((item = slot_item(k, h)) < 0)
            continue;
        e = &s->entries[item];
        if (e->hash == h && e->group == group && !memcmp(e->key, key, sizeof(e->key)))
            return item;
    }
    return -1;
}

/* The ranks a table entry's answer rests on in a position whose cards are ``live``: the
 * lowest of the cards of each suit whose owners the entry fixes (double_dummy._pinned). */
static mask_t pinned(const Solver *s, const uint8_t *pins, mask_t live)
{
    const DDTable *t = s->t;
    mask_t ranks = 0;
    int i, c;
    for (i = 0; i < t->n_suits; i++) {
        mask_t suit = live & t->suits[i];
        if (!pins[i])
            continue;
        for (c = 1; c < pins[i]; c++)
            suit ^= top_of(suit);
        ranks |= top_of(suit);
    }
    return ranks;
}

/* Keep an answer for every position of the bucket whose cards of each suit have the same
 * owners down to the lowest card in ``ranks`` (double_dummy._store). */
static void store(Solver *s, uint32_t bucket, const uint64_t *owners, mask_t live, mask_t ranks,
                  int need, int found, int best)
{
    const DDTable *t = s->t;
    uint64_t mask[OWNER_WORDS] = {0, 0, 0, 0}, key[OWNER_WORDS], h;
    uint8_t pins[MAX_SUITS] = {0, 0, 0, 0, 0};
    uint32_t g;
    int64_t found_at;
    Entry *e;
    int i, w;
    for (i = 0; i < t->n_suits; i++) {
        mask_t low = ranks & t->suits[i];
        if (low) {
            int count;
            low = lowest(low);
            count = bit_count(live & t->suits[i] & ~(low - 1));
            pins[i] = (uint8_t)count;
            or_shifted(mask, count * SLOT >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << (count * SLOT)) - 1,
                       i * FIELD);
        }
    }
    for (g = s->buckets[bucket].first; g != NONE32; g = s->groups[g].next)
        if (!memcmp(s->groups[g].mask, mask, sizeof(mask)))
            break;
    if (g == NONE32) {
        s->groups = (Group *)room(s, s->groups, &s->cap_groups, s->n_groups + 1, sizeof(Group), 0);
        g = (uint32_t)s->n_groups++;
        memcpy(s->groups[g].mask, mask, sizeof(mask));
        s->groups[g].next = NONE32;
        if (s->buckets[bucket].last == NONE32)
            s->buckets[bucket].first = g;
        else
            s->groups[s->buckets[bucket].last].next = g;
        s->buckets[bucket].last = g;
    }
    for (w = 0; w < OWNER_WORDS; w++)
        key[w] = owners[w] & mask[w];
    h = entry_hash(g, key);
    found_at = entry_find(s, g, key, h);
    if (found_at < 0) {
        size_t j, m;
        s->entries = (Entry *)room(s, s->entries, &s->cap_entries, s->n_entries + 1, sizeof(Entry), 0);
        index_room(s, &s->entry_index, s->entries, sizeof(Entry), s->n_entries + 1);
        e = &s->entries[s->n_entries];
        memset(e, 0, sizeof(*e));
        e->hash = h;
        memcpy(e->key, key, sizeof(key));
        e->group = g;
        e->lo = 0;
        e->hi = 99;
        e->best = -1;
        memcpy(e->pins, pins, sizeof(pins));
        m = s->entry_index.cap - 1;
        for (j = h & m; s->entry_index.slot[j]; j = (j + 1) & m) {
        }
        s->entry_index.slot[j] = slot_of(h, s->n_entries++);
    } else {
        e = &s->entries[found_at];
    }
    if (found) {
        if (need > e->lo)
            e->lo = (int8_t)need;
    } else if (need - 1 < e->hi) {
        e->hi = (int8_t)(need - 1);
    }
    e->best = (int16_t)best;
}

/* The answer at a trick start when it is known without searching: 1 or 0, else -1 and
 * ``pos`` holds what the search of it needs (double_dummy._settled). */
static int settled(Solver *s, int seat, int need, Position *pos)
{
    const DDTable *t = s->t;
    mask_t live = 0;
    int left, extra, best = -1, a;
    uint32_t g, bucket;
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
    seen = seen_of(s, seat, extra);
    bucket = seen->bucket;
    memcpy(pos->owners, seen->owners, sizeof(pos->owners));
    for (g = s->buckets[bucket].first; g != NONE32; g = s->groups[g].next) {
        uint64_t key[OWNER_WORDS];
        int64_t k;
        int w;
        for (w = 0; w < OWNER_WORDS; w++)
            key[w] = pos->owners[w] & s->groups[g].mask[w];
        k = entry_find(s, g, key, entry_hash(g, key));
        if (k >= 0) {
            const Entry *e = &s->entries[k];
            if (need <= e->lo || need > e->hi) {
                s->ranks = pinned(s, e->pins, live);
                return need <= e->lo;
            }
            if (best < 0)
                best = e->best;
        }
    }
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

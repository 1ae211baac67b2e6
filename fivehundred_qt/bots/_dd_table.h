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
    s->buckets = (Bucket *)room(s, s->buckets, &s->cap_buckets, s->n_buckets + 1, sizeof(Bucket),
                                256, 0);
    b = &s->buckets[s->n_buckets];
    memset(b, 0, sizeof(*b));
    b->hash = h;
    memcpy(b->lengths, lengths, (size_t)n * sizeof(uint64_t));
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
    int i, a;
    memset(owners, 0, OWNER_WORDS * sizeof(uint64_t));
    for (i = 0; i < t->n_suits; i++) {
        mask_t every = 0;
        uint64_t length = 0, code = 0;
        int shift = 0;
        for (a = 0; a < t->n_active; a++) {
            mask_t holding = s->hands[t->active[a]] & t->suits[i];
            every |= holding;
            length = length * 16 + (uint64_t)bit_count(holding);
        }
        while (every) {
            int card = bit_length(every) - 1;
            every ^= ONE << card;
            code |= (uint64_t)s->holder[card] << shift;
            shift += SLOT;
        }
        lengths[i] = length;
        or_shifted(owners, code, i * FIELD);
    }
    return bucket_of(s, seat, extra, lengths);
}

/* The seen trick start of the current hands, made if new (clearing every one at max_seen).
 * Cards only leave hands during a search, so the cards still held by the active seats
 * (``live``) tell the hands apart: a seen trick start is known by them, the seat to lead and
 * ``extra``. */
static Seen *seen_of(Solver *s, int seat, int extra, mask_t live)
{
    uint64_t h = finish(mix_mask(mix((uint64_t)seat, (uint64_t)extra), live));
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
    e->bucket = position_of(s, seat, extra, e->owners);
    s->seen_index.slot[j] = slot_of(h, s->n_seen++);
    return e;
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
    uint64_t mask[OWNER_WORDS] = {0, 0, 0, 0}, key[OWNER_WORDS];
    uint8_t pins[MAX_SUITS] = {0, 0, 0, 0, 0};
    size_t g, lo, hi, at;
    Bucket *b;
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
    b = &s->buckets[bucket];
    for (g = 0; g < b->n_masks; g++)
        if (!memcmp(b->masks[g], mask, sizeof(mask)))
            break;
    if (g == b->n_masks) {
        b->masks = (uint64_t (*)[OWNER_WORDS])room(s, b->masks, &b->cap_masks, g + 1,
                                                     sizeof(*b->masks), 2, 0);
        memcpy(b->masks[g], mask, sizeof(mask));
        b->n_masks++;
        s->n_groups++;
    }
    for (w = 0; w < OWNER_WORDS; w++)
        key[w] = owners[w] & mask[w];
    /* The group's entries: from the first of a later group back past those of this one. */
    lo = 0;
    hi = b->n_entries;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (b->entries[mid].group <= g)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (at = lo; at > 0 && b->entries[at - 1].group == g; at--)
        if (same_code(b->entries[at - 1].key, key))
            break;
    if (at > 0 && b->entries[at - 1].group == g) {
        e = &b->entries[at - 1];
    } else {
        b->entries = (Entry *)room(s, b->entries, &b->cap_entries, b->n_entries + 1, sizeof(Entry),
                                   4, 0);
        e = &b->entries[lo];
        memmove(e + 1, e, (b->n_entries - lo) * sizeof(Entry));
        memset(e, 0, sizeof(*e));
        memcpy(e->key, key, sizeof(key));
        e->group = (uint32_t)g;
        e->lo = 0;
        e->hi = 99;
        e->best = -1;
        memcpy(e->pins, pins, sizeof(pins));
        b->n_entries++;
        s->n_entries++;
    }
    if (found) {
        if (need > e->lo)
            e->lo = (int8_t)need;
    } else if (need - 1 < e->hi) {
        e->hi = (int8_t)(need - 1);
    }
    e->best = (int16_t)best;
}

/* What a bucket's entries know of whether the attackers reach ``need`` in a position of owner
 * code ``owners`` and cards ``live``: 1 or 0 (and the ranks it rests on), else -1 with
 * ``*best`` the move of the first entry that matches, if it has one.  The entries are read in
 * the order of their groups, as the Python walks the groups, the first that decides winning. */
static int recall(Solver *s, const Bucket *b, const uint64_t *owners, mask_t live, int need,
                  int *best)
{
    uint64_t key[OWNER_WORDS] = {0, 0, 0, 0};
    uint32_t group = NONE32;
    size_t i;
    int w;
    for (i = 0; i < b->n_entries; i++) {
        const Entry *e = &b->entries[i];
        if (e->group != group) {
            group = e->group;
            for (w = 0; w < OWNER_WORDS; w++)
                key[w] = owners[w] & b->masks[group][w];
        }
        if (!same_code(e->key, key))
            continue;
        if (need <= e->lo || need > e->hi) {
            s->ranks = pinned(s, e->pins, live);
            return need <= e->lo;
        }
        if (*best < 0)
            *best = e->best;
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
    seen = seen_of(s, seat, extra, live);
    bucket = seen->bucket;
    memcpy(pos->owners, seen->owners, sizeof(pos->owners));
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

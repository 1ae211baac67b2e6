/* The compiled double-dummy search (_double_dummy.c), part 1: cards as bits, the contract's
 * table, the solver's state and its memory.
 *
 * A hand is a mask of card indexes (fastplay.Table: ordered by effective suit and power, so a
 * suit is a run of bits).  The largest deck (6 players with the 13s, two jokers) has 66
 * cards, so masks are 128 bits where the compiler has them; elsewhere 64 bits, and a table of
 * a larger deck is refused (double_dummy.py then uses the Python search).  -DDD_MASK_64
 * builds the 64-bit masks anywhere (to check that path).  _double_dummy_narrow.c builds this
 * search again with 64-bit masks (DD_NARROW) as a module of its own: about a fifth faster, it
 * takes every deck of 64 cards or fewer, and the 128-bit one only the larger decks.
 */
#ifndef DD_CORE_H
#define DD_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SIZEOF_INT128__) && !defined(DD_MASK_64) && !defined(DD_NARROW)
__extension__ typedef unsigned __int128 mask_t;
#define MASK_BITS 128
#else
typedef uint64_t mask_t;
#define MASK_BITS 64
#endif

#define ONE ((mask_t)1)
#define MAX_SEATS 6
#define MAX_SUITS 5          /* four suits and the jokers' "suit" (no trumps) */
#define JOKER_SUIT 4
#define MAX_CARDS MASK_BITS
#define MAX_MOVES (MAX_CARDS + 16)   /* cards, and a suitless joker led naming each suit */
#define NAME_SHIFT 7
#define CARD_BITS ((1 << NAME_SHIFT) - 1)
#define SLOT 3               /* bits for a card's owner in a suit's owner code, and */
#define FIELD (16 * SLOT)    /* for a suit in a position's, in double_dummy.py (owner_layout) */
#define OWNER_WORDS 4        /* a position's owner code: at most 5 fields of 48 bits (a long trump
                                suit spills into the next field, as in the Python), in 256 bits */

enum { LEAD_ANY_SUIT = 0, LEAD_UNLED_SUIT = 1, LEAD_LAST_TRICK = 2 };
enum { FAIL_BUDGET = 1, FAIL_MEMORY = 2 };

/* ------------------------------------------------------------------ bits */
static inline int pop64(uint64_t x)
{
#if (defined(__GNUC__) || defined(__clang__)) \
        && (defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__)))
    return __builtin_popcountll(x);
#else
    /* Without the instruction (a baseline x86-64 build), not a call to libgcc's. */
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

static inline int len64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return x ? 64 - __builtin_clzll(x) : 0;
#else
    int n = 0;
    while (x) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

/* The number of cards of a mask (Python's int.bit_count). */
static inline int bit_count(mask_t m)
{
#if MASK_BITS > 64
    return pop64((uint64_t)m) + pop64((uint64_t)(m >> 64));
#else
    return pop64(m);
#endif
}

/* One more than the highest card of a mask, 0 for none (Python's int.bit_length). */
static inline int bit_length(mask_t m)
{
#if MASK_BITS > 64
    uint64_t hi = (uint64_t)(m >> 64);
    return hi ? 64 + len64(hi) : len64((uint64_t)m);
#else
    return len64(m);
#endif
}

static inline mask_t lowest(mask_t m) { return m & (~m + 1); }
static inline int low_card(mask_t m) { return bit_length(lowest(m)) - 1; }
/* The highest card of a mask, 0 for none (quick_tricks._top). */
static inline mask_t top_of(mask_t m) { return m ? ONE << (bit_length(m) - 1) : 0; }
/* m >> k, 0 when k reaches past the mask (as Python's unbounded ints give). */
static inline mask_t shr(mask_t m, int k) { return k >= MASK_BITS ? 0 : m >> k; }
/* Python's a // 1000 (rounds down for negative worths too). */
static inline int thousands(int a) { return a >= 0 ? a / 1000 : -((999 - a) / 1000); }

/* ------------------------------------------------------------------ the contract */
typedef struct {
    PyObject_HEAD
    int n, cards, trick_size, n_active;
    int active[MAX_SEATS], nxt[MAX_SEATS], declarer_hand[MAX_SEATS];
    int trump, spades, free_jokers, follow_anytime, misere, lead_mode;
    mask_t smask[MAX_SUITS], jmask, trump_mask;
    int n_suits;             /* the suits with cards in the deck (double_dummy's self.suits) */
    mask_t suits[MAX_SUITS];
    mask_t suit_starts;      /* the lowest card of each suit (by suit_of) */
    uint8_t field[MAX_CARDS];   /* a card's place in ``suits`` */
    int slot, field_at[MAX_SUITS], key_words;   /* the owner code's layout (owner_layout) */
    int suit_of[MAX_CARDS], low_key[MAX_CARDS];
    int power[4][MAX_CARDS]; /* double_dummy.trick_power */
} DDTable;

/* The cards of ``hand`` that may be played to a trick led in ``led`` (fastplay.Board.follow_mask,
 * first_guess.FirstGuess._follows). */
static inline mask_t follow_mask(const DDTable *t, mask_t hand, int led)
{
    mask_t follows = hand & t->smask[led], jokers = t->free_jokers ? hand & t->jmask : 0;
    if (jokers) {
        if (follows)
            return t->follow_anytime ? follows | jokers : follows;
        return t->misere ? jokers : hand;
    }
    return follows ? follows : hand;
}

/* ------------------------------------------------------------------ the table of answers */
/* A trick start seen: its bucket (double_dummy's seen; bounded as a flag).  Its owner code is
 * not kept: the search makes it from the trick start before (position_of). */
typedef struct {
    uint64_t hash;           /* first, as in every item of an Index */
    mask_t live;             /* the cards the active seats hold (they tell the hands apart) */
    uint32_t bucket;
    uint8_t seat, extra, bounded;
} Seen;

/* The seat to lead, broken spades or suits led, the suit lengths of every hand (double_dummy's
 * Bucket), on one cache line.  Its entries (double_dummy.Entry: what the table knows of the
 * positions of the bucket whose owner code under the entry's group's mask is the entry's key)
 * in one array of words (``rows``): each its key and its group's mask (``key_words`` words
 * each) and a word of its bounds, move and pins (entry_word).  A group's entries lie together
 * and the groups in the order first stored, a Python dict's order, so that one pass over the
 * rows finds what the Python finds group by group (the first match wins; at most one entry of
 * a group matches, as a group's keys differ), each entry tested on its own: no entry's test
 * waits for another's. */
typedef struct {
    uint64_t hash;
    uint64_t lengths[3];     /* per suit, the lengths of every hand: 2 suits a word, 32 bits each */
    uint64_t *rows;
    uint64_t groups;         /* a bit for each group's pins (group_bit): none set, no such group */
    uint32_t n_rows, cap_rows, n_groups;
    uint8_t seat, extra;
    uint8_t unused[64 - 8 - 24 - sizeof(uint64_t *) - 8 - 12 - 2];
} Bucket;
typedef char bucket_one_line[sizeof(Bucket) == 64 ? 1 : -1];
#define PIN_BITS 6

/* An entry's word: what it knows (lo <= the counted tricks <= hi), its move (-1: none) and its
 * pins (per suit, how many top cards its group fixes, PIN_BITS each from bit 32). */
static inline uint64_t entry_word(int lo, int hi, int best, uint64_t pins)
{
    return (uint64_t)(uint8_t)lo | (uint64_t)(uint8_t)hi << 8 | (uint64_t)(uint16_t)best << 16
           | pins;
}
static inline int entry_lo(uint64_t word) { return (int8_t)(word & 0xff); }
static inline int entry_hi(uint64_t word) { return (int8_t)(word >> 8 & 0xff); }
static inline int entry_best(uint64_t word) { return (int16_t)(word >> 16 & 0xffff); }

/* A group's bit in its bucket's ``groups``, from its pins (which tell its mask). */
static inline uint64_t group_bit(uint64_t pins)
{
    return (uint64_t)1 << ((pins >> 32) * 0x9e3779b97f4a7c15ULL >> 58);
}

/* Every item an Index finds starts with its hash (index_room reads it there). */
#include <stddef.h>
typedef char seen_hash_first[offsetof(Seen, hash) == 0 ? 1 : -1];
typedef char bucket_hash_first[offsetof(Bucket, hash) == 0 ? 1 : -1];

/* Where the buckets' rows live: chunks of a power of two bytes cut from large blocks, a chunk a
 * bucket has outgrown kept for the next one of its size, and every block freed at once with the
 * solver.  A bucket's rows grow thousands of times in a solve: this spares a call to the
 * allocator each time, and a solver's thousands of buckets a call each to free them. */
#define ARENA_BLOCK ((size_t)1 << 20)
#define ARENA_CLASSES 48          /* chunks of 2**k bytes, k < ARENA_CLASSES */
typedef struct {
    char *next, *end;             /* what is left of the newest block */
    void *blocks;                 /* every block, linked through its first word, its size in
                                     its second */
    void *unused;                 /* whole blocks of ARENA_BLOCK bytes to take before new ones
                                     (a solver freed before left them: _dd_spare.h) */
    void *spare[ARENA_CLASSES];   /* chunks given back, by size, linked through their first word */
} Arena;

/* Open addressing over the items of one kind: a slot holds the item's index + 1 (0: empty)
 * and, in its high half, the high half of the item's hash, so that a probe that misses does
 * not read the item. */
typedef struct {
    uint64_t *slot;
    size_t cap;
} Index;

static inline uint64_t slot_of(uint64_t hash, size_t item)
{
    return (hash & 0xffffffff00000000ULL) | (uint64_t)(item + 1);
}

/* The item of a slot whose hash may be ``hash``, else -1 (an empty slot or another hash). */
static inline int64_t slot_item(uint64_t slot, uint64_t hash)
{
    return (slot ^ hash) >> 32 ? -1 : (int64_t)(uint32_t)slot - 1;
}

/* What the search of a trick start needs from _settled (double_dummy's self.position), and what
 * the next trick start's is made from: per suit the owner code of its cards (the place in
 * ``active`` of each card's holder from the top down, the table's ``slot`` bits each) and the
 * lengths of every hand (4 bits each, the first active seat's highest). */
typedef struct {
    int64_t bucket;          /* -1: not kept in the table */
    uint64_t owners[OWNER_WORDS];   /* the suits' codes, each where owner_layout puts it */
    uint64_t codes[MAX_SUITS], lengths[MAX_SUITS];
    mask_t live;
    int best;
} Position;

typedef struct {
    PyObject_HEAD
    DDTable *t;
    PyObject *counter;       /* the caller's list; counter[0] gets the positions visited */
    int64_t nodes, limit;
    int64_t tricks_done;     /* tricks played to their last card (DDS counts these as nodes) */
    int has_limit;
    int counted[MAX_SEATS], attackers[MAX_SEATS], ends_hand[MAX_SEATS];
    int normal, names_matter, unstored;
    mask_t trumps;
    mask_t hands[MAX_SEATS];
    int suits_led, broken;
    int start_seat, start_led, start_done, trick_len;
    int trick_seat[MAX_SEATS], trick_card[MAX_SEATS];
    mask_t ranks;            /* the cards whose ranks the last answer rests on */
    int killers[MAX_CARDS + 1][2]; /* by cards in the leader's hand, the last two leads that
                                      cut, the later first (-1: none) */
    uint8_t holder[MAX_CARDS];  /* each card's holder, as its place in ``active`` (cards
                                   only leave hands during a search) */
    uint64_t length_unit[MAX_CARDS]; /* a card's 1 in its suit's lengths (its holder's 4 bits) */
    const Position *parent;  /* the trick start being searched (NULL: none kept) */
    size_t max_seen;
    Seen *seen;
    size_t n_seen, cap_seen;
    Index seen_index;
    Bucket *buckets;         /* on cache lines, in the block at buckets_block */
    void *buckets_block;
    size_t n_buckets, cap_buckets;
    Index bucket_index;
    Arena arena;             /* the buckets' rows */
    size_t n_groups, n_entries;   /* of every bucket */
    int busy;                /* a question is being answered (on some thread) */
    int why;                 /* why the search stopped early: FAIL_BUDGET, FAIL_MEMORY (0: not) */
    jmp_buf fail;
} Solver;

/* ------------------------------------------------------------------ memory */
static void fail(Solver *s, int why)
{
    s->why = why;
    longjmp(s->fail, 1);
}

/* ``p`` with room for ``need`` items of ``size`` bytes: at first ``first``, then twice as
 * many each time, at most ``most`` if not 0. */
static void *room(Solver *s, void *p, size_t *cap, size_t need, size_t size, size_t first,
                  size_t most)
{
    size_t c;
    void *q;
    if (need <= *cap)
        return p;
    c = *cap ? *cap * 2 : first;
    while (c < need)
        c *= 2;
    if (most && c > most)
        c = most < need ? need : most;
    q = realloc(p, c * size);
    if (!q)
        fail(s, FAIL_MEMORY);
    *cap = c;
    return q;
}

/* The smallest k with 2**k >= bytes (bytes >= 1). */
static inline int size_class(size_t bytes)
{
    return len64((uint64_t)bytes - 1);
}

/* A chunk of 2**k bytes from the arena (16-byte aligned: blocks and chunks are). */
static void *arena_take(Solver *s, int k)
{
    Arena *a = &s->arena;
    size_t bytes = (size_t)1 << k, block;
    char *got;
    if (a->spare[k]) {
        got = (char *)a->spare[k];
        a->spare[k] = *(void **)got;
        return got;
    }
    if ((size_t)(a->end - a->next) < bytes) {
        /* A new block (a chunk too large to share one has a block of its own). */
        block = bytes > ARENA_BLOCK / 8 ? bytes + 16 : ARENA_BLOCK;
        if (block == ARENA_BLOCK && a->unused) {
            got = (char *)a->unused;
            a->unused = *(void **)got;
        } else if (!(got = (char *)malloc(block))) {
            fail(s, FAIL_MEMORY);
        }
        *(void **)got = a->blocks;
        ((size_t *)got)[1] = block;
        a->blocks = got;
        if (block != ARENA_BLOCK)
            return got + 16;
        a->next = got + 16;
        a->end = got + block;
    }
    got = a->next;
    a->next += bytes;
    return got;
}

/* ``p`` (``*cap`` items of ``size`` bytes, ``used`` of them kept) with room for ``need``: a
 * chunk of the arena, the first one for ``first`` items, then twice as large each time, as
 * many items as fit. */
static void *arena_room(Solver *s, void *p, size_t *cap, size_t used, size_t need, size_t size,
                        size_t first)
{
    int k, old;
    void *q;
    if (need <= *cap)
        return p;
    old = *cap ? size_class(*cap * size) : -1;
    k = old >= 0 ? old + 1 : size_class(first * size);
    if (k < 4)
        k = 4;
    while (((size_t)1 << k) / size < need)
        k++;
    if (k >= ARENA_CLASSES)
        fail(s, FAIL_MEMORY);
    q = arena_take(s, k);
    if (old >= 0) {
        memcpy(q, p, used * size);
        *(void **)p = s->arena.spare[old];
        s->arena.spare[old] = p;
    }
    *cap = ((size_t)1 << k) / size;
    return q;
}

/* Every block of the arena back to the system. */
static void arena_free(Arena *a)
{
    while (a->blocks) {
        void *block = a->blocks;
        a->blocks = *(void **)block;
        free(block);
    }
    while (a->unused) {
        void *block = a->unused;
        a->unused = *(void **)block;
        free(block);
    }
}

/* Make room in an index for ``count`` items (half full at most); the items' hashes are their
 * first field. */
static void index_room(Solver *s, Index *ix, const void *items, size_t stride, size_t count)
{
    size_t cap, i, j;
    uint64_t *slot;
    if (count * 2 <= ix->cap)
        return;
    cap = ix->cap ? ix->cap * 2 : 1024;
    while (count * 2 > cap)
        cap *= 2;
    slot = (uint64_t *)calloc(cap, sizeof(uint64_t));
    if (!slot)
        fail(s, FAIL_MEMORY);
    for (i = 0; i < count - 1; i++) {   /* the last one is not in yet */
        uint64_t h = *(const uint64_t *)((const char *)items + i * stride);
        for (j = h & (cap - 1); slot[j]; j = (j + 1) & (cap - 1)) {
        }
        slot[j] = slot_of(h, i);
    }
    free(ix->slot);
    ix->slot = slot;
    ix->cap = cap;
}

/* Ask memory early for what a probe will read (no instruction where the compiler has none). */
#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)0)
#endif

/* Ask memory early for the slot where a probe of ``ix`` for ``hash`` starts. */
static inline void index_prefetch(const Index *ix, uint64_t hash)
{
    if (ix->cap)
        PREFETCH(&ix->slot[hash & (ix->cap - 1)]);
}

static inline uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h;
}

static inline uint64_t mix_mask(uint64_t h, mask_t m)
{
#if MASK_BITS > 64
    h = mix(h, (uint64_t)(m >> 64));
#endif
    return mix(h, (uint64_t)m);
}

static inline uint64_t finish(uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb93fe53aa34dULL;
    h ^= h >> 33;
    return h;
}

/* ``room`` for the buckets, each on a cache line of its own (64 bytes): a lookup's first read of
 * a bucket then costs one miss, not two. */
static Bucket *bucket_room(Solver *s, size_t need)
{
    size_t c;
    char *block;
    Bucket *moved;
    if (need <= s->cap_buckets)
        return s->buckets;
    c = s->cap_buckets ? s->cap_buckets * 2 : 256;
    while (c < need)
        c *= 2;
    block = (char *)malloc(c * sizeof(Bucket) + 63);
    if (!block)
        fail(s, FAIL_MEMORY);
    moved = (Bucket *)(block + ((64 - (uintptr_t)block % 64) % 64));
    if (s->n_buckets)
        memcpy(moved, s->buckets, s->n_buckets * sizeof(Bucket));
    free(s->buckets_block);
    s->buckets_block = block;
    s->cap_buckets = c;
    return moved;
}

/* Whether two keys of ``words`` words are the same (memcmp would be a call for each). */
static inline int same_key(const uint64_t *a, const uint64_t *b, int words)
{
    int w;
    for (w = 0; w < words; w++)
        if (a[w] != b[w])
            return 0;
    return 1;
}

/* Where each suit's code lies in a position's owner code, which table keys are cut from:
 * ``slot`` bits a card, suit i's code ``field_at[i]`` bits up, ``key_words`` words in all.  Two
 * positions' keys under a group's mask must be equal when the Python's are: when every suit
 * has 16 cards or fewer, exactly when each suit's top cards the group fixes have the same
 * holders, whatever the layout; so the codes are packed, one after another, 2 bits a card
 * for 4 seats or fewer (2 words of key for 52 cards, against 3).  A longer suit spills into
 * the next suit's field in double_dummy.py (SLOT bits a card, FIELD a suit, the two or-ed),
 * which can make more keys equal: then the same layout as the Python's. */
static void owner_layout(DDTable *t)
{
    int i, end = 0, longest = 0;
    for (i = 0; i < t->n_suits; i++)
        if (bit_count(t->suits[i]) > longest)
            longest = bit_count(t->suits[i]);
    t->slot = longest <= FIELD / SLOT && t->n_active <= 4 ? 2 : SLOT;
    for (i = 0; i < t->n_suits; i++) {
        t->field_at[i] = longest <= FIELD / SLOT ? end : i * FIELD;
        if (t->field_at[i] + bit_count(t->suits[i]) * t->slot > end)
            end = t->field_at[i] + bit_count(t->suits[i]) * t->slot;
    }
    t->key_words = end > 64 * OWNER_WORDS ? OWNER_WORDS : end ? (end + 63) / 64 : 1;
}

/* words |= value << shift, in the 256-bit owner code. */
static inline void or_shifted(uint64_t *words, uint64_t value, int shift)
{
    int w = shift / 64, b = shift % 64;
    words[w] |= value << b;
    if (b && w + 1 < OWNER_WORDS)
        words[w + 1] |= value >> (64 - b);
}

#endif

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
#define SLOT 3               /* bits for a card's owner in a suit's owner code */
#define FIELD (16 * SLOT)    /* bits for a suit in a position's owner code */
#define OWNER_WORDS 4        /* a position's owner code: 5 fields of 48 bits (a long trump suit
                                spills into the next field, as in the Python), in 256 bits */
#define NONE32 UINT32_MAX

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
    int suit_of[MAX_CARDS], low_key[MAX_CARDS];
    int power[4][MAX_CARDS]; /* double_dummy.trick_power */
} DDTable;

/* ------------------------------------------------------------------ the table of answers */
/* A trick start seen: its bucket and owner code (double_dummy's seen; bounded as a flag). */
typedef struct {
    uint64_t hash;           /* first, as in every item of an Index */
    uint64_t owners[OWNER_WORDS];
    mask_t live;             /* the cards the active seats hold (they tell the hands apart) */
    uint32_t bucket;
    uint8_t seat, extra, bounded;
} Seen;

/* double_dummy.Entry: what the table knows of the positions of its bucket whose owner code
 * under its group's mask is ``key``. */
typedef struct {
    uint64_t key[OWNER_WORDS];
    uint32_t group;          /* its group's place in the bucket's order */
    int16_t best;
    int8_t lo, hi;
    uint8_t pins[MAX_SUITS]; /* per suit, how many top cards the pattern fixes (0: none) */
} Entry;

/* The seat to lead, broken spades or suits led, the suit lengths of every hand.  Its groups
 * (the masks of the owner fields an entry fixes) in the order first stored, a Python dict's
 * order; its entries group by group in that order, so that one pass over them, reading
 * memory in a row, finds what the Python finds group by group (the first match wins). */
typedef struct {
    uint64_t hash;
    uint64_t lengths[MAX_SUITS];
    uint64_t (*masks)[OWNER_WORDS];
    Entry *entries;
    size_t n_masks, cap_masks, n_entries, cap_entries;
    uint8_t seat, extra;
} Bucket;

/* Every item an Index finds starts with its hash (index_room reads it there). */
#include <stddef.h>
typedef char seen_hash_first[offsetof(Seen, hash) == 0 ? 1 : -1];
typedef char bucket_hash_first[offsetof(Bucket, hash) == 0 ? 1 : -1];

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

/* What the search of a trick start needs from _settled (double_dummy's self.position). */
typedef struct {
    int64_t bucket;          /* -1: not kept in the table */
    uint64_t owners[OWNER_WORDS];
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
    int killers[MAX_CARDS + 1]; /* by cards in the leader's hand, the last lead that cut (-1) */
    uint8_t holder[MAX_CARDS];  /* each card's holder, as its place in ``active`` (cards
                                   only leave hands during a search) */
    size_t max_seen;
    Seen *seen;
    size_t n_seen, cap_seen;
    Index seen_index;
    Bucket *buckets;
    size_t n_buckets, cap_buckets;
    Index bucket_index;
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

/* Whether two owner codes are the same (memcmp would be a call for each entry a lookup reads). */
static inline int same_code(const uint64_t *a, const uint64_t *b)
{
    return !((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]));
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

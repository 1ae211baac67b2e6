/* The compiled double-dummy search, part 6: the memory of the last solver freed, kept for the
 * next one made.  A solver's table (its trick starts seen, its buckets, their rows and the two
 * indexes) is fresh memory for every solve, and the system clearing it page by page cost about
 * a twentieth of a whole 500 deal's solve; the next solver takes it instead, the indexes
 * emptied.  Only what is small enough to empty cheaply is kept (a long Spades solve's larger
 * indexes are freed), and at most SPARE_BLOCKS of the arena's blocks.  Touched only in making
 * and freeing a TrickSearch, with the interpreter held (the searches themselves let it go but
 * never come here), so one per build module serves every thread.  Answers and node counts do
 * not depend on it: an index emptied is as a new one, and a bucket is cleared when made.
 */
#ifndef DD_SPARE_H
#define DD_SPARE_H

#include "_dd_core.h"

#define SPARE_SLOTS ((size_t)1 << 15)          /* an index kept: at most this many slots */
#define SPARE_BUCKETS ((size_t)1 << 14)        /* buckets' room kept: at most this many */
#define SPARE_BLOCKS 4

static struct {
    int held;
    Seen *seen;
    size_t cap_seen;
    Index seen_index, bucket_index;
    void *buckets_block;
    Bucket *buckets;
    size_t cap_buckets;
    void *blocks;            /* whole ARENA_BLOCK blocks, linked through their first word */
} spare;

/* An index of ``ix``'s room, emptied, if small enough to keep; else freed. */
static int spare_index(Index *ix, Index *kept)
{
    if (!ix->slot || ix->cap > SPARE_SLOTS) {
        free(ix->slot);
        return 0;
    }
    memset(ix->slot, 0, ix->cap * sizeof(uint64_t));
    *kept = *ix;
    return 1;
}

/* A new solver takes the memory kept, if any. */
static void spare_take(Solver *s)
{
    if (!spare.held)
        return;
    s->seen = spare.seen;
    s->cap_seen = spare.cap_seen;
    s->seen_index = spare.seen_index;
    s->bucket_index = spare.bucket_index;
    s->buckets_block = spare.buckets_block;
    s->buckets = spare.buckets;
    s->cap_buckets = spare.cap_buckets;
    s->arena.unused = spare.blocks;
    memset(&spare, 0, sizeof(spare));
}

/* A solver freed: its memory kept for the next one when nothing is kept yet, else freed. */
static void spare_keep(Solver *s)
{
    int blocks = 0;
    if (spare.held || !s->t) {
        free(s->seen);
        free(s->seen_index.slot);
        free(s->buckets_block);
        free(s->bucket_index.slot);
        arena_free(&s->arena);
        return;
    }
    spare.held = 1;
    spare.seen = s->seen;
    spare.cap_seen = s->cap_seen;
    if (!spare_index(&s->seen_index, &spare.seen_index))
        spare.seen_index.cap = 0;
    if (!spare_index(&s->bucket_index, &spare.bucket_index))
        spare.bucket_index.cap = 0;
    if (s->cap_buckets <= SPARE_BUCKETS) {
        spare.buckets_block = s->buckets_block;
        spare.buckets = s->buckets;
        spare.cap_buckets = s->cap_buckets;
    } else {
        free(s->buckets_block);
    }
    while (s->arena.unused && blocks < SPARE_BLOCKS) {
        void *block = s->arena.unused;
        s->arena.unused = *(void **)block;
        *(void **)block = spare.blocks;
        spare.blocks = block;
        blocks++;
    }
    while (s->arena.blocks) {
        void *block = s->arena.blocks;
        s->arena.blocks = *(void **)block;
        if (((size_t *)block)[1] == ARENA_BLOCK && blocks < SPARE_BLOCKS) {
            *(void **)block = spare.blocks;
            spare.blocks = block;
            blocks++;
        } else {
            free(block);
        }
    }
    arena_free(&s->arena);
}

#endif

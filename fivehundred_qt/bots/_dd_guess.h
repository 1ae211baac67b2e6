/* The compiled double-dummy search, part 5: the first guess of a whole trick count
 * (first_guess.FirstGuess), the tricks the counted seats take when every seat plays the first
 * move of the search's own order (the leads as ranked, with no table entry or killer to
 * promote; the followers' likeliest card first) to the end of the hand.  Nothing is searched
 * or counted; the hands are left as they were.
 */
#ifndef DD_GUESS_H
#define DD_GUESS_H

#include "_dd_search.h"

static int first_guess(Solver *s)
{
    const DDTable *t = s->t;
    mask_t saved[MAX_SEATS], live = 0;
    int suits_led = s->suits_led, broken = s->broken, seat = s->start_seat, led = s->start_led;
    int played = s->trick_len, wkey = -1, wseat = -1, won = 0, moves[MAX_MOVES], i, n, card;
    if (s->start_done)
        return 0;
    memcpy(saved, s->hands, sizeof(saved));
    for (i = 0; i < t->n_active; i++)
        live |= s->hands[t->active[i]];
    for (i = 0; i < s->trick_len; i++) {
        card = s->trick_card[i];
        live |= ONE << card;
        if (t->power[led][card] > wkey) {
            wkey = t->power[led][card];
            wseat = s->trick_seat[i];
        }
    }
    while (played || s->hands[seat]) {
        const int *power;
        if (!played) {
            int move;
            live = 0;
            for (i = 0; i < t->n_active; i++)
                live |= s->hands[t->active[i]];
            lead_moves(s, seat, s->hands[seat], live, moves);
            move = moves[0];
            card = move & CARD_BITS;
            led = move >> NAME_SHIFT ? (move >> NAME_SHIFT) - 1 : t->suit_of[card];
            s->hands[seat] ^= ONE << card;
            wkey = t->power[led][card];
            wseat = seat;
            seat = t->nxt[seat];
            played = 1;
        }
        power = t->power[led];
        for (; played < t->trick_size; played++, seat = t->nxt[seat]) {
            int early = s->normal && played + 1 < t->trick_size, others = -1, mates = -1;
            n = merged(t, follow_mask(t, s->hands[seat], led), live, moves);
            if (early)
                later_power(s, seat, played, led, &mates, &others);
            follow_order(s, moves, n, power, wkey, s->attackers[wseat] == s->attackers[seat],
                         seat, wseat, played, led, others, mates);
            card = moves[0];
            s->hands[seat] ^= ONE << card;
            if (power[card] > wkey) {
                wkey = power[card];
                wseat = seat;
            }
        }
        won += s->counted[wseat];
        s->suits_led |= 1 << led;
        if (wkey >= 1000 && t->spades)
            s->broken = 1;
        seat = wseat;
        played = 0;
    }
    memcpy(s->hands, saved, sizeof(saved));
    s->suits_led = suits_led;
    s->broken = broken;
    return won;
}

#endif

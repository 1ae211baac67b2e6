/* fivehundred_qt.bots._double_dummy_narrow: the compiled double-dummy search of
 * _double_dummy.c with 64-bit card masks, about a fifth faster than the 128-bit masks: the
 * build trick_search.py gives every deck of 64 cards or fewer (all but the 6-player decks
 * with the 13s), the other build the larger decks.  Same answers, same node counts.
 */
#define DD_NARROW 1
#include "_double_dummy.c"

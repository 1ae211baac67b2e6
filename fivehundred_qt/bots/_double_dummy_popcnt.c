/* fivehundred_qt.bots._double_dummy_popcnt: the narrow search (_double_dummy_narrow.c, 64-bit
 * card masks) built for x86 processors with the popcnt instruction (every one since about
 * 2008), about a tenth faster again: counting a hand's cards is one instruction instead of a
 * dozen.  Its import fails on a processor without popcnt, and trick_search.py then takes the
 * narrow build.  Same answers, same node counts.
 */
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
#pragma GCC target("popcnt")
#define DD_CHECK_POPCNT 1
#endif
#define DD_POPCNT 1
#define DD_NARROW 1
#include "_double_dummy.c"

/* fivehundred_qt.bots._double_dummy: the double-dummy trick search, compiled.
 *
 * This is the compiled twin of double_dummy.py (TrickSolver) and quick_tricks.py (TrickBounds):
 * the same yes/no search ("can the attackers make the counted seats take at least ``need`` of
 * the remaining tricks?"), the same partition-search table, quick and sure trick bounds, move
 * order and small cards left out, visiting the same positions in the same order.
 * tests/bots/test_solver_compiled.py holds the two to the same answers and the same node
 * counts, question by question, because the players' work budget is a node count: a seed must
 * make the same decisions with or without this module.  Change one, change the other.
 *
 * The parts, by concept:
 *   _dd_core.h    cards as bits, the contract's table, the solver's state and memory
 *   _dd_sure.h    sure trump tricks (quick_tricks.py)
 *   _dd_bounds.h  quick tricks and the bounds of a trick start (quick_tricks.py)
 *   _dd_misere.h  the sure bounds where the counted seats play against taking tricks
 *                 (misere_bounds.py)
 *   _dd_trick.h   a cut in the trick in progress (trick_in_progress.py)
 *   _dd_table.h   the table of answers (partition search) and _settled
 *   _dd_search.h  the search: leads, follows, the next trick, the move order
 *   _dd_guess.h   the first guess of a trick count (first_guess.py)
 *   _dd_spare.h   the memory of the last solver freed, kept for the next one
 *   this file     the Python types: Table (a fastplay.Table's static part) and TrickSearch
 *
 * trick_search.py builds them (trick_solver) and keeps the Python search as the reference and
 * the fallback (FIVEHUNDRED_QT_PURE_PYTHON=1, or a deck too large for MASK_BITS).
 */
#include "_dd_guess.h"
#include "_dd_spare.h"

#if defined(DD_NARROW) && defined(DD_POPCNT)
#define DD_MODULE "fivehundred_qt.bots._double_dummy_popcnt"
#define DD_INIT PyInit__double_dummy_popcnt
#elif defined(DD_NARROW)
#define DD_MODULE "fivehundred_qt.bots._double_dummy_narrow"
#define DD_INIT PyInit__double_dummy_narrow
#else
#define DD_MODULE "fivehundred_qt.bots._double_dummy"
#define DD_INIT PyInit__double_dummy
#endif

static PyObject *budget_error = NULL;   /* double_dummy.SolveBudgetExceeded */

/* ------------------------------------------------------------------ reading Python values */
static int read_mask(PyObject *v, mask_t *out)
{
    uint64_t lo;
    if (!PyLong_Check(v)) {
        PyErr_SetString(PyExc_TypeError, "a card mask must be an int");
        return -1;
    }
    lo = PyLong_AsUnsignedLongLongMask(v);
    if (lo == (uint64_t)-1 && PyErr_Occurred())
        return -1;
#if MASK_BITS > 64
    {
        PyObject *shift = PyLong_FromLong(64), *high;
        uint64_t hi;
        if (!shift)
            return -1;
        high = PyNumber_Rshift(v, shift);
        Py_DECREF(shift);
        if (!high)
            return -1;
        hi = PyLong_AsUnsignedLongLong(high);
        Py_DECREF(high);
        if (hi == (uint64_t)-1 && PyErr_Occurred())
            return -1;
        *out = ((mask_t)hi << 64) | lo;
    }
#else
    if (PyLong_AsUnsignedLongLong(v) == (uint64_t)-1 && PyErr_Occurred())
        return -1;
    *out = lo;
#endif
    return 0;
}

/* Up to ``most`` ints (or int masks with ``masks``) of a sequence; returns how many, -1 on error. */
static Py_ssize_t read_ints(PyObject *seq, Py_ssize_t most, int *ints, mask_t *masks)
{
    PyObject *fast = PySequence_Fast(seq, "a sequence was expected");
    Py_ssize_t n, i;
    if (!fast)
        return -1;
    n = PySequence_Fast_GET_SIZE(fast);
    if (n > most) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "more than %zd values", most);
        return -1;
    }
    for (i = 0; i < n; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        if (masks) {
            if (read_mask(item, &masks[i]) < 0)
                break;
        } else {
            long value = PyLong_AsLong(item);
            if (value == -1 && PyErr_Occurred())
                break;
            ints[i] = (int)value;
        }
    }
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : n;
}

/* ------------------------------------------------------------------ Table */
static int table_init(DDTable *t, PyObject *args, PyObject *kwds)
{
    PyObject *active, *nxt, *declarer, *suit_of, *low_key, *power, *smask;
    int trump, spades, free_jokers, follow_anytime, misere, lead_mode, n, i, e, seats[MAX_SEATS];
    Py_ssize_t k;
    static char *kwlist[] = {"n", "active", "nxt", "declarer_hands", "suit_of", "low_key", "power",
                             "smask", "trump", "spades", "free_jokers", "follow_anytime", "misere",
                             "lead_mode", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iOOOOOOOippppi", kwlist, &n, &active, &nxt,
                                     &declarer, &suit_of, &low_key, &power, &smask, &trump,
                                     &spades, &free_jokers, &follow_anytime, &misere, &lead_mode))
        return -1;
    if (t->n) {
        /* A TrickSearch reads its Table's fields while the interpreter is let go. */
        PyErr_SetString(PyExc_RuntimeError, "a Table is made once");
        return -1;
    }
    if (n < 1 || n > MAX_SEATS) {
        PyErr_SetString(PyExc_ValueError, "1 to 6 seats");
        return -1;
    }
    t->n = n;
    t->trump = trump;
    t->spades = spades;
    t->free_jokers = free_jokers;
    t->follow_anytime = follow_anytime;
    t->misere = misere;
    t->lead_mode = lead_mode;
    if ((k = read_ints(active, MAX_SEATS, t->active, NULL)) < 0)
        return -1;
    t->n_active = t->trick_size = (int)k;
    if (read_ints(nxt, MAX_SEATS, t->nxt, NULL) < 0)
        return -1;
    memset(t->declarer_hand, 0, sizeof(t->declarer_hand));
    if ((k = read_ints(declarer, MAX_SEATS, seats, NULL)) < 0)
        return -1;
    for (i = 0; i < k; i++)
        if (seats[i] >= 0 && seats[i] < MAX_SEATS)
            t->declarer_hand[seats[i]] = 1;
    for (i = 0; i < t->n_active; i++)
        if (t->active[i] < 0 || t->active[i] >= n || t->nxt[t->active[i]] < 0
                || t->nxt[t->active[i]] >= n) {
            PyErr_SetString(PyExc_ValueError, "a seat out of range");
            return -1;
        }
    if ((k = read_ints(suit_of, MAX_CARDS, t->suit_of, NULL)) < 0)
        return -1;
    t->cards = (int)k;
    if (read_ints(low_key, MAX_CARDS, t->low_key, NULL) != k) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "low_key: a key per card");
        return -1;
    }
    t->suit_starts = 0;
    for (i = 0; i < t->cards; i++) {
        if (t->suit_of[i] < 0 || t->suit_of[i] > JOKER_SUIT) {
            PyErr_SetString(PyExc_ValueError, "a suit out of range");
            return -1;
        }
        if (!i || t->suit_of[i] != t->suit_of[i - 1])
            t->suit_starts |= ONE << i;
    }
    {
        PyObject *rows = PySequence_Fast(power, "power: four rows");
        if (!rows)
            return -1;
        if (PySequence_Fast_GET_SIZE(rows) != 4) {
            Py_DECREF(rows);
            PyErr_SetString(PyExc_ValueError, "power: four rows");
            return -1;
        }
        for (e = 0; e < 4; e++)
            if (read_ints(PySequence_Fast_GET_ITEM(rows, e), MAX_CARDS, t->power[e], NULL) != k)
                break;
        Py_DECREF(rows);
        if (e < 4) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "power: a worth per card");
            return -1;
        }
    }
    if (read_ints(smask, MAX_SUITS, NULL, t->smask) != MAX_SUITS) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "smask: five suits");
        return -1;
    }
    t->jmask = t->smask[JOKER_SUIT];
    t->trump_mask = trump >= 0 && trump < MAX_SUITS ? t->smask[trump] : 0;
    t->n_suits = 0;
    memset(t->field, 0, sizeof(t->field));
    for (e = 0; e < MAX_SUITS; e++)
        if (t->smask[e]) {
            for (i = 0; i < t->cards; i++)
                if (t->smask[e] >> i & 1)
                    t->field[i] = (uint8_t)t->n_suits;
            t->suits[t->n_suits++] = t->smask[e];
        }
    owner_layout(t);
    return 0;
}

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = DD_MODULE ".Table",
    .tp_basicsize = sizeof(DDTable),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The static part of a contract's play for the search (from a fastplay.Table).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)table_init,
};

/* ------------------------------------------------------------------ TrickSearch */
static int search_init(Solver *s, PyObject *args, PyObject *kwds)
{
    PyObject *table, *hands, *counted, *attackers, *trick, *counter, *limit;
    int to_move, led, done, suits_led, broken, unstored, i, same = 1;
    Py_ssize_t max_seen, n;
    const DDTable *t;
    static char *kwlist[] = {"table", "hands", "counted", "attackers", "to_move", "trick", "led",
                             "done", "suits_led", "broken", "counter", "limit", "unstored",
                             "max_seen", NULL};
    if (s->t) {
        PyErr_SetString(PyExc_RuntimeError, "a TrickSearch is made once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!OOOiOipipOOin", kwlist, &TableType, &table,
                                     &hands, &counted, &attackers, &to_move, &trick, &led, &done,
                                     &suits_led, &broken, &counter, &limit, &unstored, &max_seen))
        return -1;
    t = (const DDTable *)table;
    if (!PyList_Check(counter) || PyList_GET_SIZE(counter) < 1) {
        PyErr_SetString(PyExc_TypeError, "counter: a list of one int");
        return -1;
    }
    if (max_seen < 1 || to_move < 0 || to_move >= t->n || led < -1 || led > 3) {
        PyErr_SetString(PyExc_ValueError, "max_seen, to_move or led out of range");
        return -1;
    }
    if (read_ints(hands, MAX_SEATS, NULL, s->hands) != t->n
            || read_ints(counted, MAX_SEATS, s->counted, NULL) != t->n
            || read_ints(attackers, MAX_SEATS, s->attackers, NULL) != t->n) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "hands, counted, attackers: one a seat");
        return -1;
    }
    {
        PyObject *fast = PySequence_Fast(trick, "trick: (seat, card) pairs");
        if (!fast)
            return -1;
        n = PySequence_Fast_GET_SIZE(fast);
        for (i = 0; i < n && i < MAX_SEATS; i++) {
            int pair[2];
            if (read_ints(PySequence_Fast_GET_ITEM(fast, i), 2, pair, NULL) != 2)
                break;
            if (pair[0] < 0 || pair[0] >= t->n || pair[1] < 0 || pair[1] >= t->cards)
                break;
            s->trick_seat[i] = pair[0];
            s->trick_card[i] = pair[1];
        }
        Py_DECREF(fast);
        if (i < n) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "trick: (seat, card) pairs");
            return -1;
        }
        s->trick_len = (int)n;
    }
    if (s->trick_len && !done && led < 0) {
        PyErr_SetString(PyExc_ValueError, "a trick in progress needs its led suit");
        return -1;
    }
    if (limit == Py_None) {
        s->has_limit = 0;
    } else {
        s->limit = PyLong_AsLongLong(limit);
        if (s->limit == -1 && PyErr_Occurred())
            return -1;
        s->has_limit = 1;
    }
    for (i = 0; i < t->n; i++) {
        s->counted[i] = s->counted[i] != 0;
        s->attackers[i] = s->attackers[i] != 0;
        s->ends_hand[i] = t->misere && t->declarer_hand[i];
        if (s->counted[i] != s->attackers[i])
            same = 0;
    }
    /* Every seat plays for its side's tricks, to the end of the hand: the quick and sure trick
     * bounds are sound and the move order is the one for winning tricks. */
    s->normal = !t->misere && same;
    s->trumps = t->trump >= 0 ? t->trump_mask : (t->free_jokers ? t->jmask : 0);
    s->names_matter = t->free_jokers && t->lead_mode != LEAD_ANY_SUIT;
    s->unstored = unstored;
    s->max_seen = (size_t)max_seen;
    for (i = 0; i <= MAX_CARDS; i++)
        s->killers[i][0] = s->killers[i][1] = -1;
    for (i = 0; i < t->n_active; i++) {
        mask_t hand = s->hands[t->active[i]];
        while (hand) {
            int card = low_card(hand);
            hand &= hand - 1;
            if (card >= 0) {    /* always: the hand has a card (the compiler cannot tell) */
                s->holder[card] = (uint8_t)i;
                s->length_unit[card] = (uint64_t)1 << 4 * (t->n_active - 1 - i);
            }
        }
    }
    s->suits_led = suits_led;
    s->broken = broken;
    s->start_seat = to_move;
    s->start_led = led;
    s->start_done = done;
    spare_take(s);
    Py_INCREF(table);
    s->t = (DDTable *)table;
    Py_INCREF(counter);
    s->counter = counter;
    return 0;
}

static void search_dealloc(Solver *s)
{
    spare_keep(s);
    Py_XDECREF(s->t);
    Py_XDECREF(s->counter);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

/* Write the positions visited back to counter[0]. */
static int count_back(Solver *s)
{
    PyObject *value = PyLong_FromLongLong(s->nodes);
    if (!value)
        return -1;
    if (PyList_GET_SIZE(s->counter) < 1) {
        Py_DECREF(value);
        PyErr_SetString(PyExc_RuntimeError, "the counter lost its count");
        return -1;
    }
    return PyList_SetItem(s->counter, 0, value);
}

/* at_least with the interpreter let go, so that other threads run Python meanwhile (the
 * Review dialog solves on a background thread).  The search reads and writes only C memory: the
 * solver's hands and table, and its Table's fields, fixed once made.  Returns 0 with
 * ``*answer``, else why the search stopped (FAIL_BUDGET, FAIL_MEMORY); the interpreter is
 * taken back on both ways out. */
static int search_released(Solver *s, int need, int *answer)
{
    PyThreadState *state = PyEval_SaveThread();
    s->why = 0;
    s->parent = NULL;
    if (!setjmp(s->fail))
        *answer = at_least(s, need);
    PyEval_RestoreThread(state);
    return s->why;
}

/* Whether ``s`` may be asked something now (initialised, no question under way); else sets the
 * error. */
static int ready(const Solver *s)
{
    if (!s->t) {
        PyErr_SetString(PyExc_RuntimeError, "TrickSearch was not initialised");
        return 0;
    }
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "a TrickSearch answers one question at a time");
        return 0;
    }
    return 1;
}

static PyObject *search_at_least(Solver *s, PyObject *arg)
{
    long need = PyLong_AsLong(arg);
    int answer = 0, why;
    if (need == -1 && PyErr_Occurred())
        return NULL;
    if (!ready(s))
        return NULL;
    if (PyList_GET_SIZE(s->counter) < 1) {
        PyErr_SetString(PyExc_RuntimeError, "the counter lost its count");
        return NULL;
    }
    s->nodes = PyLong_AsLongLong(PyList_GET_ITEM(s->counter, 0));
    if (s->nodes == -1 && PyErr_Occurred())
        return NULL;
    if (need < -1000)
        need = -1000;
    if (need > 1000)
        need = 1000;
    s->busy = 1;
    why = search_released(s, (int)need, &answer);
    s->busy = 0;
    if (why) {
        /* As the Python search, the hands are left where the search stopped. */
        if (count_back(s) < 0)
            return NULL;
        if (why == FAIL_BUDGET)
            PyErr_SetNone(budget_error ? budget_error : PyExc_RuntimeError);
        else
            PyErr_NoMemory();
        return NULL;
    }
    if (count_back(s) < 0)
        return NULL;
    return PyBool_FromLong(answer);
}

static PyObject *search_table_size(Solver *s, PyObject *Py_UNUSED(ignored))
{
    return Py_BuildValue("(nnnn)", (Py_ssize_t)s->n_seen, (Py_ssize_t)s->n_buckets,
                         (Py_ssize_t)s->n_groups, (Py_ssize_t)s->n_entries);
}

static PyObject *search_first_guess(Solver *s, PyObject *Py_UNUSED(ignored))
{
    if (!ready(s))
        return NULL;
    return PyLong_FromLong(first_guess(s));
}

static PyObject *search_tricks_completed(Solver *s, PyObject *Py_UNUSED(ignored))
{
    return PyLong_FromLongLong(s->tricks_done);
}

static PyMethodDef search_methods[] = {
    {"at_least", (PyCFunction)search_at_least, METH_O,
     "Whether the attackers can make the counted seats take ``need`` more tricks."},
    {"first_guess", (PyCFunction)search_first_guess, METH_NOARGS,
     "The counted seats' tricks when every seat plays the search's first move (first_guess.py)."},
    {"table_size", (PyCFunction)search_table_size, METH_NOARGS,
     "(trick starts seen, buckets, entry groups, entries) of the table."},
    {"tricks_completed", (PyCFunction)search_tricks_completed, METH_NOARGS,
     "Tricks played to their last card in the search so far (what DDS counts as nodes)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = DD_MODULE ".TrickSearch",
    .tp_basicsize = sizeof(Solver),
    .tp_dealloc = (destructor)search_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Yes/no questions about one position, as double_dummy.TrickSolver answers them.",
    .tp_methods = search_methods,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)search_init,
};

/* ------------------------------------------------------------------ the module */
static PyObject *set_budget_error(PyObject *Py_UNUSED(module), PyObject *error)
{
    if (!PyExceptionClass_Check(error)) {
        PyErr_SetString(PyExc_TypeError, "an exception class was expected");
        return NULL;
    }
    Py_INCREF(error);
    Py_XSETREF(budget_error, error);
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"set_budget_error", set_budget_error, METH_O,
     "The exception raised when a search passes its node limit (SolveBudgetExceeded)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = DD_MODULE,
    .m_doc = "The double-dummy trick search, compiled: the twin of double_dummy.TrickSolver.",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC DD_INIT(void)
{
    PyObject *m;
#ifdef DD_CHECK_POPCNT
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("popcnt")) {
        PyErr_SetString(PyExc_ImportError, "this processor has no popcnt instruction");
        return NULL;
    }
#endif
    if (PyType_Ready(&TableType) < 0 || PyType_Ready(&SearchType) < 0)
        return NULL;
    m = PyModule_Create(&module_def);
    if (!m)
        return NULL;
    Py_INCREF(&TableType);
    Py_INCREF(&SearchType);
    if (PyModule_AddObject(m, "Table", (PyObject *)&TableType) < 0
            || PyModule_AddObject(m, "TrickSearch", (PyObject *)&SearchType) < 0
            || PyModule_AddIntConstant(m, "MASK_BITS", MASK_BITS) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

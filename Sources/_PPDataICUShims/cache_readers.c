/* The formatter cache's read sections and the grace period writers wait out before closing a formatter. */
#include "shims_internal.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>

/* ---- Readers of the formatter cache ---------------------------------------- */

/*
 * FormatterCache (Swift) closes a formatter it took out of its slot only after
 * a grace period: once every format that might have loaded the old pointer has
 * finished. Formats announce themselves here, without any atomic
 * read-modify-write on the hot path and without a shared counter that every
 * core would fight over (which the previous design, two shared reader
 * counters, had: two locked instructions per format, ~3% of its time).
 *
 * Each thread that formats has a record with a sequence number, odd while the
 * thread is inside a read section. The thread is the only writer of its own
 * record, so entering and leaving are a plain load and a store. The records
 * are in a list (`registry`) that the grace period walks under
 * `registry_lock`; a thread's record leaves the list when the thread exits.
 *
 * Ordering. A reader stores "odd" and then loads a slot; a writer exchanges a
 * slot and then looks at the records. Each side needs its store ordered before
 * its load (the store-buffering pattern), which normally costs both sides a
 * full fence, and both sides pay it here: a sequentially consistent fence
 * after the reader's "odd" store and after the writer's exchange. Of two such
 * fences one comes first in their single total order, so either the reader's
 * slot load sees the writer's exchange (it never gets the old pointer), or
 * the writer's look at the record sees "odd" and waits.
 *
 * An earlier version moved the reader's fence to the rare writer with Linux's
 * membarrier(2) (liburcu's "memb" flavour). Measured single-threaded in
 * Benchmarks/Formatting, the fence path was not distinguishable from it (83%
 * against 81% of the floor, median of six pairs); the rule (keep it
 * only for a measured, large gain) removed it: one portable path, no syscall
 * registration, nothing that a fork() child could lack.
 *
 * The writer waits for each record it saw odd to change: the sequence only
 * grows, so any change means that read section ended (its "even" store is a
 * release, the writer's load an acquire, so every use of the formatter happens
 * before the writer closes it). A thread formatting in a tight loop cannot
 * starve the writer: any new section starts with a larger number.
 *
 * Read sections never nest and never span a call that waits for readers (the
 * cache opens and installs formatters outside them), so a writer never waits
 * for itself. As with any lock, fork() while other threads format leaves their
 * sections open in the child (the previous counters had the same limit);
 * CurrencyFormatter's public documentation states this for users.
 */
struct ppdata_reader {
    _Atomic uint64_t sequence;
    struct ppdata_reader *next;
    struct ppdata_reader *previous;
};

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static struct ppdata_reader *registry;
static _Thread_local struct ppdata_reader *thread_reader;
static pthread_once_t readers_once = PTHREAD_ONCE_INIT;
static pthread_key_t reader_key;
static int reader_key_ok;
/* Read sections of threads that could not get a record (out of memory): a
 * shared counter, as before. Never used in practice. */
static _Atomic long unregistered_readers;

static void unregister_reader(void *record) {
    struct ppdata_reader *reader = (struct ppdata_reader *)record;
    pthread_mutex_lock(&registry_lock);
    if (reader->previous != NULL) reader->previous->next = reader->next;
    else registry = reader->next;
    if (reader->next != NULL) reader->next->previous = reader->previous;
    pthread_mutex_unlock(&registry_lock);
    /* A later destructor on this thread that formats registers again. */
    thread_reader = NULL;
    free(reader);
}

static void init_readers(void) {
    reader_key_ok = pthread_key_create(&reader_key, unregister_reader) == 0;
}

static struct ppdata_reader *register_reader(void) {
    (void)pthread_once(&readers_once, init_readers);
    if (!reader_key_ok) return NULL;
    struct ppdata_reader *reader = (struct ppdata_reader *)calloc(1, sizeof *reader);
    if (reader == NULL) return NULL;
    if (pthread_setspecific(reader_key, reader) != 0) {
        free(reader);
        return NULL;
    }
    atomic_init(&reader->sequence, 0);
    pthread_mutex_lock(&registry_lock);
    reader->next = registry;
    if (registry != NULL) registry->previous = reader;
    registry = reader;
    pthread_mutex_unlock(&registry_lock);
    thread_reader = reader;
    return reader;
}

void *ppdata_read_begin(void) {
    struct ppdata_reader *reader = thread_reader;
    if (reader == NULL) reader = register_reader();
    if (reader == NULL) {
        atomic_fetch_add_explicit(&unregistered_readers, 1, memory_order_seq_cst);
        return NULL;
    }
    uint64_t sequence = atomic_load_explicit(&reader->sequence, memory_order_relaxed);
    atomic_store_explicit(&reader->sequence, sequence + 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst);
    return reader;
}

void ppdata_read_end(void *token) {
    struct ppdata_reader *reader = (struct ppdata_reader *)token;
    if (reader == NULL) {
        atomic_fetch_sub_explicit(&unregistered_readers, 1, memory_order_release);
        return;
    }
    uint64_t sequence = atomic_load_explicit(&reader->sequence, memory_order_relaxed);
    atomic_store_explicit(&reader->sequence, sequence + 1, memory_order_release);
}

static void pause_briefly(unsigned *spins) {
    /* A reader may be descheduled mid-format: let it run. */
    if (++*spins > 64) sched_yield();
}

void ppdata_wait_for_readers(void) {
    (void)pthread_once(&readers_once, init_readers);
    pthread_mutex_lock(&registry_lock);
    atomic_thread_fence(memory_order_seq_cst);
    for (struct ppdata_reader *reader = registry; reader != NULL; reader = reader->next) {
        uint64_t seen = atomic_load_explicit(&reader->sequence, memory_order_acquire);
        if ((seen & 1) == 0) continue;
        unsigned spins = 0;
        while (atomic_load_explicit(&reader->sequence, memory_order_acquire) == seen) pause_briefly(&spins);
    }
    unsigned spins = 0;
    while (atomic_load_explicit(&unregistered_readers, memory_order_acquire) != 0) pause_briefly(&spins);
    pthread_mutex_unlock(&registry_lock);
}

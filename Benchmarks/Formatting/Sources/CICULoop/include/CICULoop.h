#ifndef CICULOOP_H
#define CICULOOP_H
/* C reference loops over ICU's unumf_* API for the formatting benchmark.
 * Plain C types only: ICU's versioned symbol names stay in the .c file. */
#include <stdint.h>

/* Prepares `count` jobs: job i formats decimal text amounts[i] with a
 * formatter for locales[i] and skeletons[i]. Opens one formatter per job for
 * the cached loop. Returns 0 on success, else the first ICU error code. */
int32_t cicu_setup(int32_t count, const char *const *locales, const char *const *skeletons,
                   const char *const *amounts);

/* Frees what cicu_setup made. */
void cicu_teardown(void);

/* Formats every job `passes` times with the cached formatters and one reused
 * UFormattedNumber, copying each result out as UTF-16 (unumf_resultToString):
 * the floor for any wrapper. Returns the total number of UTF-16 units
 * produced (a checksum that keeps the work from being optimised away), or -1
 * on an ICU error. */
int64_t cicu_run_cached(int32_t passes);

/* Like cicu_run_cached, but opens and closes a formatter for every format. */
int64_t cicu_run_open_per_call(int32_t passes);

/* ---- Several threads at once (`--threads`) ------------------------------
 *
 * Each formatting thread has a worker: its own UFormattedNumber (ICU asks for
 * one per thread) and, for the floor, its own opened formatters. The shared
 * table is the simplest thread-safe cache there is, for comparison with
 * PPDataFormatting's lock-free read side: one slot per job, lookup under one
 * pthread mutex, the formatter's handle retained under the lock (an atomic
 * reference count) so that eviction could not close a formatter in use, the
 * format done outside the lock, the handle released after it. */

typedef struct cicu_worker cicu_worker;

/* Opens a worker for the calling thread; with private_formatters != 0 it opens
 * (and warms up) its own formatter for every job. NULL on an ICU error. */
cicu_worker *cicu_worker_open(int32_t private_formatters);

/* Closes what cicu_worker_open made. */
void cicu_worker_close(cicu_worker *worker);

/* The floor per thread: every job `passes` times with the worker's own
 * formatters (as cicu_run_cached). The checksum as cicu_run_cached's. */
int64_t cicu_worker_run_private(cicu_worker *worker, int32_t passes);

/* The floor with formatters shared by all threads (cicu_setup's, no lock):
 * what a cache whose hits cost nothing would give. */
int64_t cicu_worker_run_shared(cicu_worker *worker, int32_t passes);

/* The shared formatters behind PPDataFormatting's own lock-free read side:
 * per format the library's ppdata_read_begin, an acquire load of the slot,
 * the format, ppdata_read_end (what FormatterCache does on a hit), so that
 * it and the table are compared like for like, on the floor. */
int64_t cicu_worker_run_read_section(cicu_worker *worker, int32_t passes);

/* The same formats through the shared table: lock, look up and retain, unlock,
 * format, release. */
int64_t cicu_worker_run_table(cicu_worker *worker, int32_t passes);

/* The same formats with the table's mutex held around the whole format
 * (lookup, format, copy out): no reference count, no parallelism. */
int64_t cicu_worker_run_locked(cicu_worker *worker, int32_t passes);

/* The table's lookup alone, for adding its cost to a Swift variant: the
 * retained handle of job `job`'s formatter (opened on a miss), NULL on an ICU
 * error. Give it back with cicu_table_release. */
void *cicu_table_acquire(int32_t job);

/* Releases a handle from cicu_table_acquire. */
void cicu_table_release(void *handle);

#endif

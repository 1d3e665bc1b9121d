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

#endif

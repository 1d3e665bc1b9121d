#include "CICULoop.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ustring.h>
#include <unicode/unumberformatter.h>

static int32_t job_count;
static char **job_locales;
static UChar **job_skeletons;
static char **job_amounts;
static UNumberFormatter **job_formatters;

static void table_clear(void);

/* The library's read section (Sources/_PPDataICUShims/cache_readers.c). The
 * shim is not a product, so its header is not visible here; the functions
 * are linked into this executable through PPDataFormatting. */
void *ppdata_read_begin(void);
void ppdata_read_end(void *token);

/* job_formatters as atomic slots, as FormatterCache holds them. */
static _Atomic(UNumberFormatter *) *job_slots;

static char *copy_string(const char *text) {
    size_t length = strlen(text) + 1;
    char *copy = malloc(length);
    if (copy != NULL) memcpy(copy, text, length);
    return copy;
}

int32_t cicu_setup(int32_t count, const char *const *locales, const char *const *skeletons,
                   const char *const *amounts) {
    cicu_teardown();
    job_count = count;
    job_locales = calloc((size_t)count, sizeof *job_locales);
    job_skeletons = calloc((size_t)count, sizeof *job_skeletons);
    job_amounts = calloc((size_t)count, sizeof *job_amounts);
    job_formatters = calloc((size_t)count, sizeof *job_formatters);
    if (!job_locales || !job_skeletons || !job_amounts || !job_formatters) return U_MEMORY_ALLOCATION_ERROR;
    for (int32_t i = 0; i < count; i++) {
        UErrorCode ec = U_ZERO_ERROR;
        job_locales[i] = copy_string(locales[i]);
        job_amounts[i] = copy_string(amounts[i]);
        int32_t length = 0;
        u_strFromUTF8(NULL, 0, &length, skeletons[i], -1, &ec);
        ec = U_ZERO_ERROR;
        job_skeletons[i] = calloc((size_t)length + 1, sizeof(UChar));
        if (!job_locales[i] || !job_amounts[i] || !job_skeletons[i]) return U_MEMORY_ALLOCATION_ERROR;
        u_strFromUTF8(job_skeletons[i], length + 1, NULL, skeletons[i], -1, &ec);
        job_formatters[i] = unumf_openForSkeletonAndLocale(job_skeletons[i], -1, job_locales[i], &ec);
        if (U_FAILURE(ec)) return ec;
    }
    job_slots = calloc((size_t)count, sizeof *job_slots);
    if (!job_slots) return U_MEMORY_ALLOCATION_ERROR;
    for (int32_t i = 0; i < count; i++) atomic_init(&job_slots[i], job_formatters[i]);
    return 0;
}

void cicu_teardown(void) {
    table_clear();
    for (int32_t i = 0; i < job_count; i++) {
        if (job_locales) free(job_locales[i]);
        if (job_skeletons) free(job_skeletons[i]);
        if (job_amounts) free(job_amounts[i]);
        if (job_formatters) unumf_close(job_formatters[i]);
    }
    free(job_locales);
    free(job_skeletons);
    free(job_amounts);
    free(job_formatters);
    free(job_slots);
    job_slots = NULL;
    job_locales = NULL;
    job_skeletons = NULL;
    job_amounts = NULL;
    job_formatters = NULL;
    job_count = 0;
}

int64_t cicu_run_cached(int32_t passes) {
    UErrorCode ec = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&ec);
    UChar buffer[256];
    int64_t total = 0;
    for (int32_t pass = 0; pass < passes && U_SUCCESS(ec); pass++) {
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            unumf_formatDecimal(job_formatters[i], job_amounts[i], -1, result, &ec);
            total += unumf_resultToString(result, buffer, 256, &ec);
        }
    }
    unumf_closeResult(result);
    return U_SUCCESS(ec) ? total : -1;
}

int64_t cicu_run_open_per_call(int32_t passes) {
    UErrorCode ec = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&ec);
    UChar buffer[256];
    int64_t total = 0;
    for (int32_t pass = 0; pass < passes && U_SUCCESS(ec); pass++) {
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(job_skeletons[i], -1, job_locales[i], &ec);
            unumf_formatDecimal(formatter, job_amounts[i], -1, result, &ec);
            total += unumf_resultToString(result, buffer, 256, &ec);
            unumf_close(formatter);
        }
    }
    unumf_closeResult(result);
    return U_SUCCESS(ec) ? total : -1;
}

/* ---- Several threads at once ----------------------------------------------- */

struct cicu_worker {
    UFormattedNumber *result;
    /* The worker's own formatter per job (the floor), or NULL. */
    UNumberFormatter **formatters;
};

/* A formatter in the shared table. The table holds one reference while the
 * formatter is in its slot, each format in flight one more; whoever drops the
 * last closes it. */
struct cicu_handle {
    UNumberFormatter *formatter;
    _Atomic int32_t references;
};

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
/* job_count slots, allocated on first use, each NULL or a handle. */
static struct cicu_handle **table;

/* Opens job `job`'s formatter and formats twice, so that ICU compiles it
 * (it does on a formatter's third call) before anything is measured. */
static UNumberFormatter *open_warm(int32_t job, UFormattedNumber *result, UErrorCode *ec) {
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(job_skeletons[job], -1, job_locales[job], ec);
    for (int i = 0; i < 2 && U_SUCCESS(*ec); i++) unumf_formatDecimal(formatter, "0", 1, result, ec);
    if (U_FAILURE(*ec)) {
        unumf_close(formatter);
        return NULL;
    }
    return formatter;
}

cicu_worker *cicu_worker_open(int32_t private_formatters) {
    UErrorCode ec = U_ZERO_ERROR;
    cicu_worker *worker = calloc(1, sizeof *worker);
    if (worker == NULL) return NULL;
    worker->result = unumf_openResult(&ec);
    if (U_SUCCESS(ec) && private_formatters) {
        worker->formatters = calloc((size_t)job_count, sizeof *worker->formatters);
        if (worker->formatters == NULL) ec = U_MEMORY_ALLOCATION_ERROR;
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            worker->formatters[i] = open_warm(i, worker->result, &ec);
        }
    }
    if (U_FAILURE(ec)) {
        cicu_worker_close(worker);
        return NULL;
    }
    return worker;
}

void cicu_worker_close(cicu_worker *worker) {
    if (worker == NULL) return;
    if (worker->formatters != NULL) {
        for (int32_t i = 0; i < job_count; i++) unumf_close(worker->formatters[i]);
        free(worker->formatters);
    }
    if (worker->result != NULL) unumf_closeResult(worker->result);
    free(worker);
}

int64_t cicu_worker_run_private(cicu_worker *worker, int32_t passes) {
    if (worker->formatters == NULL) return -1;
    UErrorCode ec = U_ZERO_ERROR;
    UChar buffer[256];
    int64_t total = 0;
    for (int32_t pass = 0; pass < passes && U_SUCCESS(ec); pass++) {
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            unumf_formatDecimal(worker->formatters[i], job_amounts[i], -1, worker->result, &ec);
            total += unumf_resultToString(worker->result, buffer, 256, &ec);
        }
    }
    return U_SUCCESS(ec) ? total : -1;
}

int64_t cicu_worker_run_shared(cicu_worker *worker, int32_t passes) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar buffer[256];
    int64_t total = 0;
    for (int32_t pass = 0; pass < passes && U_SUCCESS(ec); pass++) {
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            unumf_formatDecimal(job_formatters[i], job_amounts[i], -1, worker->result, &ec);
            total += unumf_resultToString(worker->result, buffer, 256, &ec);
        }
    }
    return U_SUCCESS(ec) ? total : -1;
}

int64_t cicu_worker_run_read_section(cicu_worker *worker, int32_t passes) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar buffer[256];
    int64_t total = 0;
    for (int32_t pass = 0; pass < passes && U_SUCCESS(ec); pass++) {
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            void *token = ppdata_read_begin();
            UNumberFormatter *formatter = atomic_load_explicit(&job_slots[i], memory_order_acquire);
            unumf_formatDecimal(formatter, job_amounts[i], -1, worker->result, &ec);
            total += unumf_resultToString(worker->result, buffer, 256, &ec);
            ppdata_read_end(token);
        }
    }
    return U_SUCCESS(ec) ? total : -1;
}

/* Drops one reference; the last one closes the formatter. */
static void handle_release(struct cicu_handle *handle) {
    if (atomic_fetch_sub_explicit(&handle->references, 1, memory_order_acq_rel) == 1) {
        unumf_close(handle->formatter);
        free(handle);
    }
}

/* Allocates the table if needed. Called with table_lock held. */
static int table_ready(void) {
    if (table == NULL) table = calloc((size_t)job_count, sizeof *table);
    return table != NULL;
}

/* A new handle for job `job` with `references` references, or NULL. The
 * warm-up formats use `result`, or a result of their own when it is NULL. */
static struct cicu_handle *handle_open(int32_t job, int32_t references, UFormattedNumber *result) {
    UErrorCode ec = U_ZERO_ERROR;
    struct cicu_handle *handle = calloc(1, sizeof *handle);
    if (handle == NULL) return NULL;
    UFormattedNumber *own = result == NULL ? unumf_openResult(&ec) : NULL;
    handle->formatter = U_SUCCESS(ec) ? open_warm(job, result != NULL ? result : own, &ec) : NULL;
    if (own != NULL) unumf_closeResult(own);
    if (handle->formatter == NULL) {
        free(handle);
        return NULL;
    }
    atomic_init(&handle->references, references);
    return handle;
}

/* The table's lookup: the handle of job `job`, retained for the caller. On a
 * miss the formatter is opened outside the lock and installed unless another
 * thread installed one first (then ours is closed and theirs used). */
static struct cicu_handle *table_acquire(int32_t job, UFormattedNumber *result) {
    if (job < 0 || job >= job_count) return NULL;
    pthread_mutex_lock(&table_lock);
    struct cicu_handle *handle = table_ready() ? table[job] : NULL;
    if (handle != NULL) atomic_fetch_add_explicit(&handle->references, 1, memory_order_relaxed);
    pthread_mutex_unlock(&table_lock);
    if (handle != NULL) return handle;

    struct cicu_handle *made = handle_open(job, 2, result);  /* the table's and the caller's */
    if (made == NULL) return NULL;
    pthread_mutex_lock(&table_lock);
    if (!table_ready()) {
        pthread_mutex_unlock(&table_lock);
        handle_release(made);
        handle_release(made);
        return NULL;
    }
    handle = table[job];
    if (handle == NULL) {
        table[job] = made;
        handle = made;
        made = NULL;
    } else {
        atomic_fetch_add_explicit(&handle->references, 1, memory_order_relaxed);
    }
    pthread_mutex_unlock(&table_lock);
    if (made != NULL) {
        handle_release(made);
        handle_release(made);
    }
    return handle;
}

/* Empties the table (what an eviction or removeAll would do): each formatter
 * closes when its last format in flight releases it. */
static void table_clear(void) {
    pthread_mutex_lock(&table_lock);
    struct cicu_handle **old = table;
    table = NULL;
    pthread_mutex_unlock(&table_lock);
    if (old == NULL) return;
    for (int32_t i = 0; i < job_count; i++) {
        if (old[i] != NULL) handle_release(old[i]);
    }
    free(old);
}

int64_t cicu_worker_run_table(cicu_worker *worker, int32_t passes) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar buffer[256];
    int64_t total = 0;
    for (int32_t pass = 0; pass < passes && U_SUCCESS(ec); pass++) {
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            struct cicu_handle *handle = table_acquire(i, worker->result);
            if (handle == NULL) return -1;
            unumf_formatDecimal(handle->formatter, job_amounts[i], -1, worker->result, &ec);
            total += unumf_resultToString(worker->result, buffer, 256, &ec);
            handle_release(handle);
        }
    }
    return U_SUCCESS(ec) ? total : -1;
}

int64_t cicu_worker_run_locked(cicu_worker *worker, int32_t passes) {
    UErrorCode ec = U_ZERO_ERROR;
    UChar buffer[256];
    int64_t total = 0;
    for (int32_t pass = 0; pass < passes && U_SUCCESS(ec); pass++) {
        for (int32_t i = 0; i < job_count && U_SUCCESS(ec); i++) {
            pthread_mutex_lock(&table_lock);
            /* Under the lock throughout, so the table's reference suffices. */
            struct cicu_handle *handle = table_ready() ? table[i] : NULL;
            if (handle == NULL && table != NULL) handle = table[i] = handle_open(i, 1, worker->result);
            if (handle == NULL) {
                pthread_mutex_unlock(&table_lock);
                return -1;
            }
            unumf_formatDecimal(handle->formatter, job_amounts[i], -1, worker->result, &ec);
            total += unumf_resultToString(worker->result, buffer, 256, &ec);
            pthread_mutex_unlock(&table_lock);
        }
    }
    return U_SUCCESS(ec) ? total : -1;
}

void *cicu_table_acquire(int32_t job) { return table_acquire(job, NULL); }

void cicu_table_release(void *handle) {
    if (handle != NULL) handle_release((struct cicu_handle *)handle);
}

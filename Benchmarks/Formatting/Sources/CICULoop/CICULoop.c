#include "CICULoop.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ustring.h>
#include <unicode/unumberformatter.h>

static int32_t job_count;
static char **job_locales;
static UChar **job_skeletons;
static char **job_amounts;
static UNumberFormatter **job_formatters;

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
    return 0;
}

void cicu_teardown(void) {
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

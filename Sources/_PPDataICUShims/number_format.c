/* Number formatting: the cached ICU formatters' open, format and close, with one result object per thread. */
#include "shims_internal.h"

#include <pthread.h>

/* The same conversion, inlined for the formatting hot path: formatted amounts
 * are short and mostly ASCII, where u_strToUTF8's per-call set-up costs more
 * than the conversion (about 4% of a format). Always inlined into its one
 * caller: a call of its own cost ~15 instructions of register saving. Unpaired surrogates, which ICU
 * never produces, become U+FFFD like u_strToUTF8WithSub would make them. */
static inline __attribute__((always_inline)) int32_t
utf16_to_caller_utf8_fast(const UChar *text, int32_t length, char *buffer, int32_t capacity, UErrorCode *ec) {
    /* At most 3 bytes per UTF-16 unit (a surrogate pair is 2 units, 4 bytes),
     * so when 3 * length fits (every formatted amount with a 128-byte buffer)
     * no write needs a bounds check. */
    if (capacity > 0 && length <= (capacity - 1) / 3) {
        /* Pointers rather than indices, and ASCII (digits, separators, most
         * symbols) first: about 6 instructions per ASCII unit instead of 11. */
        const UChar *in = text;
        const UChar *end = text + length;
        unsigned char *out = (unsigned char *)buffer;
        while (in < end) {
            uint32_t c = *in++;
            if (c < 0x80) {
                *out++ = (unsigned char)c;
            } else if (c < 0x800) {
                out[0] = (unsigned char)(0xC0 | (c >> 6));
                out[1] = (unsigned char)(0x80 | (c & 0x3F));
                out += 2;
            } else if (U16_IS_LEAD(c) && in < end && U16_IS_TRAIL(*in)) {
                uint32_t scalar = U16_GET_SUPPLEMENTARY(c, *in);
                in++;
                out[0] = (unsigned char)(0xF0 | (scalar >> 18));
                out[1] = (unsigned char)(0x80 | ((scalar >> 12) & 0x3F));
                out[2] = (unsigned char)(0x80 | ((scalar >> 6) & 0x3F));
                out[3] = (unsigned char)(0x80 | (scalar & 0x3F));
                out += 4;
            } else {
                if (U16_IS_SURROGATE(c)) c = 0xFFFD;
                out[0] = (unsigned char)(0xE0 | (c >> 12));
                out[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
                out[2] = (unsigned char)(0x80 | (c & 0x3F));
                out += 3;
            }
        }
        *out = 0;
        return (int32_t)(out - (unsigned char *)buffer);
    }
    /* The rare long result: count everything, write what fits. */
    int32_t needed = 0;
    for (int32_t i = 0; i < length; i++) {
        uint32_t c = text[i];
        if (c < 0x80) {
            if (needed < capacity) buffer[needed] = (char)c;
            needed += 1;
            continue;
        }
        uint8_t bytes[4];
        int32_t count;
        if (c < 0x800) {
            bytes[0] = (uint8_t)(0xC0 | (c >> 6));
            bytes[1] = (uint8_t)(0x80 | (c & 0x3F));
            count = 2;
        } else if (U16_IS_LEAD(c) && i + 1 < length && U16_IS_TRAIL(text[i + 1])) {
            uint32_t scalar = U16_GET_SUPPLEMENTARY(c, text[i + 1]);
            i++;
            bytes[0] = (uint8_t)(0xF0 | (scalar >> 18));
            bytes[1] = (uint8_t)(0x80 | ((scalar >> 12) & 0x3F));
            bytes[2] = (uint8_t)(0x80 | ((scalar >> 6) & 0x3F));
            bytes[3] = (uint8_t)(0x80 | (scalar & 0x3F));
            count = 4;
        } else {
            if (U16_IS_SURROGATE(c)) c = 0xFFFD;
            bytes[0] = (uint8_t)(0xE0 | (c >> 12));
            bytes[1] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            bytes[2] = (uint8_t)(0x80 | (c & 0x3F));
            count = 3;
        }
        for (int32_t k = 0; k < count; k++) {
            if (needed + k < capacity) buffer[needed + k] = (char)bytes[k];
        }
        needed += count;
    }
    if (needed > capacity) {
        *ec = U_BUFFER_OVERFLOW_ERROR;
    } else if (needed < capacity) {
        buffer[needed] = 0;
    }
    return needed;
}

/* ---- Number formatting ---------------------------------------------------- */

/*
 * One UFormattedNumber per thread. unumberformatter.h (ICU 62+): "The
 * UNumberFormatter can be shared between threads. Each thread should have its
 * own local UFormattedNumber". Opening a result per call would cost an
 * allocation per format, so each thread keeps one; a pthread key destructor
 * closes it when the thread exits.
 */
static pthread_once_t result_key_once = PTHREAD_ONCE_INIT;
static pthread_key_t result_key;
static _Thread_local UFormattedNumber *thread_result;
/* The same result as a UFormattedValue, whose string ICU lends out
 * (ufmtval_getString); kept so that a format need not ask again. */
static _Thread_local const UFormattedValue *thread_value;

static void close_thread_result(void *result) {
    /* A later destructor on this thread that formats opens a new one. */
    thread_result = NULL;
    thread_value = NULL;
    /* A result exists only once ICU was found, so ppdata_icu() is not NULL here. */
    ppdata_icu()->unumf_closeResult((UFormattedNumber *)result);
}

static void make_result_key(void) {
    (void)pthread_key_create(&result_key, close_thread_result);
}

/* Called only by functions that found ICU (`icu`). */
static UFormattedNumber *current_thread_result(const ppdata_icu_functions *icu, UErrorCode *ec) {
    if (thread_result != NULL) return thread_result;
    UFormattedNumber *result = icu->unumf_openResult(ec);
    const UFormattedValue *value = icu->unumf_resultAsValue(result, ec);
    if (U_FAILURE(*ec)) {
        icu->unumf_closeResult(result);
        return NULL;
    }
    (void)pthread_once(&result_key_once, make_result_key);
    (void)pthread_setspecific(result_key, result);
    thread_result = result;
    thread_value = value;
    return result;
}

ppdata_number_formatter *ppdata_number_formatter_open(const char *locale, const char *skeleton,
                                                      int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    UChar skeleton16[256];
    if (U_FAILURE(ec)) return NULL;
    const ppdata_icu_functions *icu = ppdata_icu();
    if (icu == NULL) {
        *status = PPDATA_ICU_UNAVAILABLE;
        return NULL;
    }
    if (locale == NULL || skeleton == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    ppdata_shim_utf8_to_utf16(skeleton, -1, skeleton16, (int32_t)(sizeof skeleton16 / sizeof skeleton16[0]),
                        &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return NULL;
    }
    UNumberFormatter *formatter = icu->unumf_openForSkeletonAndLocale(skeleton16, -1, locale, &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        icu->unumf_close(formatter);
        return NULL;
    }
    /*
     * Warm up. ICU formats a formatter's first calls on a slower, uncompiled
     * path and compiles it on the third call (the internal default
     * "threshold"). ICU 72 gives different strings on the two paths in a few
     * cases (unit-width-full-name in en_BE, en_DE, en_NL: "CHF 1,234.5 Swiss
     * francs6" then "CHF 1,234.56 Swiss francs"), so two throwaway formats
     * make every caller see the compiled path, and the same string every time.
     */
    UErrorCode warm = U_ZERO_ERROR;
    UFormattedNumber *result = current_thread_result(icu, &warm);
    for (int i = 0; i < 2 && U_SUCCESS(warm); i++) {
        icu->unumf_formatDecimal(formatter, "0", 1, result, &warm);
    }
    *status = ec;
    return (ppdata_number_formatter *)formatter;
}

void ppdata_number_formatter_close(ppdata_number_formatter *formatter) {
    /* A formatter exists only once ICU was found, so ppdata_icu() is not NULL here. */
    if (formatter != NULL) ppdata_icu()->unumf_close((UNumberFormatter *)formatter);
}

int32_t ppdata_number_formatter_format_decimal(const ppdata_number_formatter *formatter,
                                               const char *decimal, int32_t decimal_length,
                                               char *buffer, int32_t capacity, int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    if (U_FAILURE(ec)) return 0;
    if (formatter == NULL || decimal == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    /* A formatter exists only once ICU was found, so this is not NULL. */
    const ppdata_icu_functions *icu = ppdata_icu();
    UFormattedNumber *result = current_thread_result(icu, &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    icu->unumf_formatDecimal((const UNumberFormatter *)formatter, decimal, decimal_length, result, &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    /* Read ICU's own UTF-16 string in place instead of copying it out first. */
    int32_t length16 = 0;
    const UChar *text16 = icu->ufmtval_getString(thread_value, &length16, &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    int32_t needed = utf16_to_caller_utf8_fast(text16, length16, buffer, capacity < 0 ? 0 : capacity, &ec);
    *status = ec;
    return needed;
}

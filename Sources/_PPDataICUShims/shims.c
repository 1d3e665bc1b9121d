/*
 * ICU calls behind the plain C interface in include/PPDataICUShims.h.
 *
 * Everything ICU-specific (UChar, UErrorCode, versioned symbol names) stays in
 * this file. Strings cross the boundary as UTF-8.
 */
#include "PPDataICUShims.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uversion.h>
#include <unicode/utypes.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/unumberformatter.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unum.h>
#include <unicode/ucurr.h>
#include <unicode/uloc.h>

int32_t ppdata_icu_major_version(void) {
    UVersionInfo version;
    u_getVersion(version);
    return (int32_t)version[0];
}

const char *ppdata_icu_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}

/* Converts UTF-16 to UTF-8 into a caller buffer and returns the byte length
 * the full result needs. u_strToUTF8 already reports U_BUFFER_OVERFLOW_ERROR
 * and the required length when the buffer is too small; the
 * "not terminated" warning it gives for an exact fit is fine for us. */
static int32_t utf16_to_caller_utf8(const UChar *text, int32_t length, char *buffer,
                                    int32_t capacity, UErrorCode *ec) {
    int32_t needed = 0;
    if (capacity < 0) {
        *ec = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    u_strToUTF8(buffer, capacity, &needed, text, length, ec);
    return needed;
}

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

/* Converts a NUL-terminated ASCII/UTF-8 string to NUL-terminated UTF-16 in a
 * fixed buffer; fails with U_BUFFER_OVERFLOW_ERROR if it does not fit. */
static int32_t utf8_to_fixed_utf16(const char *text, int32_t length, UChar *out, int32_t capacity,
                                   UErrorCode *ec) {
    int32_t needed = 0;
    u_strFromUTF8(out, capacity, &needed, text, length, ec);
    if (U_SUCCESS(*ec) && needed >= capacity) {
        /* Exact fit: no room for the terminator that ICU calls below expect. */
        *ec = U_BUFFER_OVERFLOW_ERROR;
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
    unumf_closeResult((UFormattedNumber *)result);
}

static void make_result_key(void) {
    (void)pthread_key_create(&result_key, close_thread_result);
}

static UFormattedNumber *current_thread_result(UErrorCode *ec) {
    if (thread_result != NULL) return thread_result;
    UFormattedNumber *result = unumf_openResult(ec);
    const UFormattedValue *value = unumf_resultAsValue(result, ec);
    if (U_FAILURE(*ec)) {
        unumf_closeResult(result);
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
    if (locale == NULL || skeleton == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    utf8_to_fixed_utf16(skeleton, -1, skeleton16, (int32_t)(sizeof skeleton16 / sizeof skeleton16[0]),
                        &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return NULL;
    }
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton16, -1, locale, &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        unumf_close(formatter);
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
    UFormattedNumber *result = current_thread_result(&warm);
    for (int i = 0; i < 2 && U_SUCCESS(warm); i++) {
        unumf_formatDecimal(formatter, "0", 1, result, &warm);
    }
    *status = ec;
    return (ppdata_number_formatter *)formatter;
}

void ppdata_number_formatter_close(ppdata_number_formatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)formatter);
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
    UFormattedNumber *result = current_thread_result(&ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    unumf_formatDecimal((const UNumberFormatter *)formatter, decimal, decimal_length, result, &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    /* Read ICU's own UTF-16 string in place instead of copying it out first. */
    int32_t length16 = 0;
    const UChar *text16 = ufmtval_getString(thread_value, &length16, &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    int32_t needed = utf16_to_caller_utf8_fast(text16, length16, buffer, capacity < 0 ? 0 : capacity, &ec);
    *status = ec;
    return needed;
}

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

/* ---- Localized names ------------------------------------------------------ */

/* ISO 4217 code as NUL-terminated UTF-16; only 3 ASCII letters are accepted. */
static int currency_code16(const char *code, UChar out[4]) {
    if (code == NULL || strlen(code) != 3) return 0;
    for (int i = 0; i < 3; i++) {
        char c = code[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return 0;
    }
    u_charsToUChars(code, out, 3);
    out[3] = 0;
    return 1;
}

int32_t ppdata_currency_name(const char *code, const char *locale, int32_t kind, char *buffer,
                             int32_t capacity, int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    UChar code16[4];
    if (U_FAILURE(ec)) return 0;
    if (locale == NULL || !currency_code16(code, code16)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UBool isChoiceFormat = 0;
    int32_t length16 = 0;
    const UChar *name16 = NULL;
    switch (kind) {
    case PPDATA_CURRENCY_SYMBOL:
        name16 = ucurr_getName(code16, locale, UCURR_SYMBOL_NAME, &isChoiceFormat, &length16, &ec);
        break;
    case PPDATA_CURRENCY_NARROW_SYMBOL:
        name16 = ucurr_getName(code16, locale, UCURR_NARROW_SYMBOL_NAME, &isChoiceFormat, &length16,
                               &ec);
        break;
    case PPDATA_CURRENCY_DISPLAY_NAME:
        name16 = ucurr_getName(code16, locale, UCURR_LONG_NAME, &isChoiceFormat, &length16, &ec);
        break;
    case PPDATA_CURRENCY_SINGULAR:
        name16 = ucurr_getPluralName(code16, locale, &isChoiceFormat, "one", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL:
        name16 = ucurr_getPluralName(code16, locale, &isChoiceFormat, "other", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_ZERO:
        name16 = ucurr_getPluralName(code16, locale, &isChoiceFormat, "zero", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_TWO:
        name16 = ucurr_getPluralName(code16, locale, &isChoiceFormat, "two", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_FEW:
        name16 = ucurr_getPluralName(code16, locale, &isChoiceFormat, "few", &length16, &ec);
        break;
    case PPDATA_CURRENCY_PLURAL_MANY:
        name16 = ucurr_getPluralName(code16, locale, &isChoiceFormat, "many", &length16, &ec);
        break;
    default:
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    if (U_FAILURE(ec) || name16 == NULL) {
        *status = U_FAILURE(ec) ? ec : U_MISSING_RESOURCE_ERROR;
        return 0;
    }
    /* The name points into ICU's resource data; keep any warning (e.g.
     * U_USING_DEFAULT_WARNING) so the caller can tell a fallback name. */
    UErrorCode warning = ec;
    ec = U_ZERO_ERROR;
    int32_t needed = utf16_to_caller_utf8(name16, length16, buffer, capacity, &ec);
    *status = (ec == U_ZERO_ERROR) ? warning : ec;
    return needed;
}

int32_t ppdata_country_name(const char *country, const char *locale, char *buffer, int32_t capacity,
                            int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    if (U_FAILURE(ec)) return 0;
    if (country == NULL || locale == NULL) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    size_t countryLength = strlen(country);
    if (countryLength < 2 || countryLength > 3) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    /* uloc_getDisplayCountry reads the region out of a locale ID. */
    char localeID[8] = "und_";
    memcpy(localeID + 4, country, countryLength + 1);

    UChar name16[128];
    int32_t length16 = uloc_getDisplayCountry(localeID, locale, name16,
                                              (int32_t)(sizeof name16 / sizeof name16[0]), &ec);
    if (U_FAILURE(ec)) {
        *status = ec;
        return 0;
    }
    UErrorCode warning = ec;
    ec = U_ZERO_ERROR;
    int32_t needed = utf16_to_caller_utf8(name16, length16, buffer, capacity, &ec);
    *status = (ec == U_ZERO_ERROR) ? warning : ec;
    return needed;
}

/* ---- Parsing -------------------------------------------------------------- */

int32_t ppdata_parse_currency_amount(const char *text, int32_t text_length, const char *code,
                                     const char *locale, int32_t style, char *buffer,
                                     int32_t capacity, int32_t *status) {
    UErrorCode ec = (UErrorCode)*status;
    UChar code16[4];
    if (U_FAILURE(ec)) return 0;
    if (text == NULL || locale == NULL || text_length < 0 || !currency_code16(code, code16)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UNumberFormatStyle numberStyle;
    switch (style) {
    case PPDATA_PARSE_SYMBOL: numberStyle = UNUM_CURRENCY; break;
    case PPDATA_PARSE_ACCOUNTING: numberStyle = UNUM_CURRENCY_ACCOUNTING; break;
    case PPDATA_PARSE_ISO: numberStyle = UNUM_CURRENCY_ISO; break;
    case PPDATA_PARSE_PLURAL: numberStyle = UNUM_CURRENCY_PLURAL; break;
    default:
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }

    /* Text to UTF-16: small inputs on the stack, anything longer on the heap. */
    UChar stack16[128];
    UChar *text16 = stack16;
    int32_t length16 = 0;
    u_strFromUTF8(stack16, (int32_t)(sizeof stack16 / sizeof stack16[0]), &length16, text, text_length,
                  &ec);
    if (ec == U_BUFFER_OVERFLOW_ERROR) {
        ec = U_ZERO_ERROR;
        text16 = (UChar *)malloc(sizeof(UChar) * (size_t)(length16 + 1));
        if (text16 == NULL) {
            *status = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        u_strFromUTF8(text16, length16 + 1, &length16, text, text_length, &ec);
    }
    if (U_FAILURE(ec)) {
        if (text16 != stack16) free(text16);
        *status = ec;
        return 0;
    }

    int32_t needed = 0;
    UNumberFormat *format = unum_open(numberStyle, NULL, 0, locale, NULL, &ec);
    if (U_SUCCESS(ec)) {
        unum_setTextAttribute(format, UNUM_CURRENCY_CODE, code16, 3, &ec);
        /* "1E3" is not an amount. */
        unum_setAttribute(format, UNUM_PARSE_NO_EXPONENT, 1);
        /* People type U+0020 where CLDR puts U+00A0 or U+202F ("1 234,50 $"
         * in fr_CA); strict parsing rejects that, lenient parsing accepts it
         * and still rejects malformed grouping ("$1,2,3.00") and trailing
         * text (the whole-text check below). */
        unum_setAttribute(format, UNUM_LENIENT_PARSE, 1);
    }
    if (U_SUCCESS(ec)) {
        int32_t position = 0;
        needed = unum_parseDecimal(format, text16, length16, &position, buffer, capacity, &ec);
        if (U_SUCCESS(ec) && position != length16) {
            /* Only part of the text is a number: reject rather than guess. */
            ec = U_PARSE_ERROR;
            needed = 0;
        }
    }
    unum_close(format);
    if (text16 != stack16) free(text16);
    *status = ec;
    return needed;
}

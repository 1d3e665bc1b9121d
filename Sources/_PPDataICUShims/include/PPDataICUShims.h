#ifndef PPDATA_ICU_SHIMS_H
#define PPDATA_ICU_SHIMS_H
/*
 * Plain C interface over ICU, used only by PPDataFormatting.
 *
 * No ICU type appears in this header: ICU renames its symbols with a version
 * suffix through macros (unumf_close -> unumf_close_72), which Swift cannot
 * see, so Swift calls these wrappers and the wrappers call ICU.
 *
 * Conventions:
 *  - `status` is ICU's UErrorCode as an int32_t. 0 is success, negative
 *    values are warnings (also success), positive values are failures.
 *    Callers must initialise *status to 0.
 *  - Text comes in and goes out as UTF-8. Functions that fill a caller
 *    buffer return the number of bytes the full result needs (without the
 *    terminating NUL); when that is more than `capacity` they set *status to
 *    PPDATA_ICU_BUFFER_OVERFLOW and the caller retries with a bigger buffer.
 *    The output is not NUL-terminated unless there is room for it.
 */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* U_BUFFER_OVERFLOW_ERROR, repeated here so callers need no ICU header. */
#define PPDATA_ICU_BUFFER_OVERFLOW 15
/* U_ILLEGAL_ARGUMENT_ERROR. */
#define PPDATA_ICU_ILLEGAL_ARGUMENT 1
/* U_PARSE_ERROR: set when a localized amount cannot be parsed completely. */
#define PPDATA_ICU_PARSE_ERROR 9

/* The major version of the ICU library loaded at run time (72 for Debian 12). */
int32_t ppdata_icu_major_version(void);

/* The ICU name of an error code ("U_BUFFER_OVERFLOW_ERROR"). Static storage. */
const char *ppdata_icu_error_name(int32_t status);

/* ---- Number formatting (ICU's modern unumf_* API) ------------------------ */

/* An opened UNumberFormatter. Immutable once opened: ICU documents that one
 * formatter may be shared by many threads for formatting. */
typedef struct ppdata_number_formatter ppdata_number_formatter;

/* Opens a formatter for `locale` (e.g. "fr_CA") and an ASCII number skeleton
 * (e.g. "currency/EUR unit-width-iso-code rounding-mode-half-even .00").
 * Returns NULL and a positive *status on failure. */
ppdata_number_formatter *ppdata_number_formatter_open(const char *locale,
                                                      const char *skeleton,
                                                      int32_t *status);

/* Closes a formatter; NULL is allowed. */
void ppdata_number_formatter_close(ppdata_number_formatter *formatter);

/* Formats the decimal number text `decimal` (length `decimal_length` bytes,
 * syntax of the Decimal Arithmetic Specification, e.g. "-1234.50") into
 * `buffer` as UTF-8. Every digit of the text is kept: no binary floating
 * point is involved. Safe to call from many threads with the same formatter:
 * each thread formats into its own thread-local result object. */
int32_t ppdata_number_formatter_format_decimal(const ppdata_number_formatter *formatter,
                                               const char *decimal,
                                               int32_t decimal_length,
                                               char *buffer,
                                               int32_t capacity,
                                               int32_t *status);

/* ---- Readers of the formatter cache (see cache_readers.c) ----------------- */

/* Starts a read section on this thread: until the matching
 * ppdata_read_end, a formatter loaded from the cache's slots stays open.
 * Returns a token for ppdata_read_end. No atomic read-modify-write. Sections
 * must not nest, nor call ppdata_wait_for_readers. */
void *ppdata_read_begin(void);

/* Ends the read section started by ppdata_read_begin. */
void ppdata_read_end(void *token);

/* Returns once every read section that was running when it was called has
 * ended (a grace period). Call after taking formatters out of their slots and
 * before closing them. */
void ppdata_wait_for_readers(void);

/* ---- Localized names ------------------------------------------------------ */

/* Which name of a currency: see ppdata_currency_name. */
enum {
    PPDATA_CURRENCY_SYMBOL = 0,        /* "$", "US$", "€" */
    PPDATA_CURRENCY_NARROW_SYMBOL = 1, /* "$" */
    PPDATA_CURRENCY_DISPLAY_NAME = 2,  /* "US Dollar" (title form, for pickers) */
    PPDATA_CURRENCY_SINGULAR = 3,      /* "US dollar" (plural category "one") */
    PPDATA_CURRENCY_PLURAL = 4,        /* "US dollars" (plural category "other") */
    /* The other CLDR plural categories, for languages that have them
     * (Polish "few": "złote polskie", "many": "złotych polskich"). ICU falls
     * back to the "other" name where a language has no such category. */
    PPDATA_CURRENCY_PLURAL_ZERO = 5,
    PPDATA_CURRENCY_PLURAL_TWO = 6,
    PPDATA_CURRENCY_PLURAL_FEW = 7,
    PPDATA_CURRENCY_PLURAL_MANY = 8
};

/* Writes the localized name of ISO 4217 currency `code` (3 ASCII letters) in
 * `locale`. When ICU knows no name it returns the code itself and a negative
 * (warning) status. */
int32_t ppdata_currency_name(const char *code,
                             const char *locale,
                             int32_t kind,
                             char *buffer,
                             int32_t capacity,
                             int32_t *status);

/* Writes the name of region `country` (ISO 3166-1 alpha-2, e.g. "FR") in
 * `locale`. When ICU knows no name it writes the code itself. */
int32_t ppdata_country_name(const char *country,
                            const char *locale,
                            char *buffer,
                            int32_t capacity,
                            int32_t *status);

/* ---- Parsing -------------------------------------------------------------- */

/* Parse styles for ppdata_parse_currency_amount. */
enum {
    PPDATA_PARSE_SYMBOL = 0,     /* UNUM_CURRENCY: "1 234,50 $" */
    PPDATA_PARSE_ACCOUNTING = 1, /* UNUM_CURRENCY_ACCOUNTING: "(1 234,50 $)" */
    PPDATA_PARSE_ISO = 2,        /* UNUM_CURRENCY_ISO: "1 234,50 CAD" */
    PPDATA_PARSE_PLURAL = 3      /* UNUM_CURRENCY_PLURAL: "1 234,50 dollars canadiens" */
};

/* Parses (leniently) the localized amount `text` (UTF-8) in currency `code` for `locale`
 * and writes the exact decimal number text (e.g. "1234.5") into `buffer`.
 * Uses ICU's decimal parsing; never goes through a double. The whole text must
 * be consumed (surrounding white space aside), otherwise *status is
 * PPDATA_ICU_PARSE_ERROR. */
int32_t ppdata_parse_currency_amount(const char *text,
                                     int32_t text_length,
                                     const char *code,
                                     const char *locale,
                                     int32_t style,
                                     char *buffer,
                                     int32_t capacity,
                                     int32_t *status);

#ifdef __cplusplus
}
#endif
#endif

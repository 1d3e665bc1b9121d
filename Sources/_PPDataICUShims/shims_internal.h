/*
 * Declarations the shim's C files share, kept out of include/ so that Swift never sees ICU's types. Each file
 * holds one concern: shims.c the common conversions, number_format.c formatting and its per-thread result,
 * cache_readers.c the read sections of the formatter cache, localized_names.c currency and country names,
 * parsing.c parsing formatted amounts, icu_functions.c finding ICU's functions.
 */
#ifndef PPDATA_SHIMS_INTERNAL_H
#define PPDATA_SHIMS_INTERNAL_H

#include "PPDataICUShims.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uversion.h>
#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/unumberformatter.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unum.h>
#include <unicode/ucurr.h>
#include <unicode/uloc.h>

/*
 * The ICU functions the shim calls. Every call goes through `ppdata_icu()`, which on Linux finds them in the
 * system's libicu on first use (dlopen), so that a program that links the shim but never formats (`ppdata
 * validate`) neither maps nor relocates ICU's libraries when it starts: about 0.7 ms of a 5 ms run (measured in
 * Benchmarks/Validation/HISTORY.md, "Start-up"). The library of the headers' version is looked for first
 * (libicui18n.so.72, unumf_close_72), then any other from ICU 64 on (icu_functions.c), so that a binary copied to
 * another distribution still formats. Elsewhere the functions are linked as usual.
 */
#define PPDATA_ICU_FUNCTIONS(X) \
    X(u_charsToUChars) X(u_errorName) X(u_getVersion) X(u_isalpha) X(u_isdigit) X(u_strFromUTF8) X(u_strToUTF8) \
    X(ucurr_getName) X(ucurr_getPluralName) X(ufmtval_getString) X(uloc_getDisplayCountry) \
    X(unum_close) X(unum_getAttribute) X(unum_getSymbol) X(unum_open) X(unum_parseDecimal) \
    X(unum_setAttribute) X(unum_setTextAttribute) \
    X(unumf_close) X(unumf_closeResult) X(unumf_formatDecimal) X(unumf_openForSkeletonAndLocale) \
    X(unumf_openResult) X(unumf_resultAsValue)

/* One pointer per function, named as ICU's headers name the function (with its version suffix). */
typedef struct ppdata_icu_functions {
#define PPDATA_ICU_FIELD(name) __typeof__(&name) name;
    PPDATA_ICU_FUNCTIONS(PPDATA_ICU_FIELD)
#undef PPDATA_ICU_FIELD
} ppdata_icu_functions;

/* ICU's functions, or NULL when the library cannot be opened (the entry points then fail with
 * PPDATA_ICU_UNAVAILABLE). Thread-safe; after the first call, one acquiring load. */
const ppdata_icu_functions *ppdata_icu(void);

/* The status of an entry point when ICU cannot be opened: U_MISSING_RESOURCE_ERROR. */
#define PPDATA_ICU_UNAVAILABLE U_MISSING_RESOURCE_ERROR

/* Converts UTF-16 to UTF-8 into a caller buffer; returns the byte length the full result needs. */
int32_t ppdata_shim_utf16_to_utf8(const UChar *text, int32_t length, char *buffer, int32_t capacity, UErrorCode *ec);

/* Converts a NUL-terminated ASCII/UTF-8 string to NUL-terminated UTF-16 in a fixed buffer. */
int32_t ppdata_shim_utf8_to_utf16(const char *text, int32_t length, UChar *out, int32_t capacity, UErrorCode *ec);

/* ISO 4217 code as NUL-terminated UTF-16; only 3 ASCII letters are accepted (returns 0 otherwise). */
int ppdata_shim_currency_code16(const char *code, UChar out[4]);

#endif
